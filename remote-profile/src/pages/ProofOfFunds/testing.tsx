import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedItem, LockedItem, Permission, PortalEnvironmentFacts, SignedInBundle } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { BankLinkingUnavailable, type BankLinking, type LinkCallbacks, type LinkExitError, type LinkSuccessMetadata } from '../../features/bank-linking/bank-linking';
import { BankLinkingContext } from '../../features/bank-linking/BankLinkingContext';
import { ProofOfFunds } from './ProofOfFunds';

/** A Link the page opened through the fake widget: its token, the page's callbacks, and whether the page closed it. */
export interface OpenedLink {
  linkToken: string;
  callbacks: LinkCallbacks;
  closed: boolean;
}

/** A `BankLinking` that records what the page opens; `loads: false` is a widget whose script cannot be loaded. */
export function fakeBankLinking({ loads = true }: { loads?: boolean } = {}) {
  const opened: OpenedLink[] = [];
  const linking: BankLinking = {
    load: () => (loads ? Promise.resolve() : Promise.reject(new BankLinkingUnavailable('load-failed'))),
    open: async (linkToken, callbacks) => {
      if (!loads) throw new BankLinkingUnavailable('load-failed');
      const link: OpenedLink = { linkToken, callbacks, closed: false };
      opened.push(link);
      return { close: () => void (link.closed = true) };
    },
  };
  /** The Link opened last. */
  const last = (): OpenedLink => {
    const link = opened.at(-1);
    if (!link) throw new Error('The page opened no Link.');
    return link;
  };
  return {
    linking,
    opened,
    last,
    /** The person linked a bank in the Link opened last (`null`: update mode, nothing to exchange). */
    succeed: (publicToken: string | null, metadata: LinkSuccessMetadata = {}) => act(async () => last().callbacks.success(publicToken, metadata)),
    /** The Link opened last closed without a success. */
    exit: (error: LinkExitError | null = null) => act(async () => last().callbacks.exit(error)),
  };
}

export interface ProofOfFundsRender {
  permissions?: Permission[];
  /** Changes to Ann's user record (user 42, verified). */
  person?: Partial<SignedInBundle['user']>;
  /** Changes to the bundle's contact (Ann Lee, one mobile phone: complete). */
  contact?: Partial<SignedInBundle['profile']['contact']>;
  answers?: readonly FakeAnswer[];
  /** The widget the page opens; null for the environment's script (`scriptBankLinking`). */
  bankLinking?: BankLinking | null;
  thirdPartyScripts?: PortalEnvironmentFacts['thirdPartyScripts'];
  /** For tests with jest's fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** The Proof of Funds page at /plaid for Ann, who may read and change her linked banks unless told otherwise. */
export function renderProofOfFunds({
  permissions = ['plaid.read', 'plaid.write'],
  person = {},
  contact = {},
  answers = [],
  bankLinking = fakeBankLinking().linking,
  thirdPartyScripts,
  advanceTimers,
}: ProofOfFundsRender = {}) {
  const base = signedInBundle({ permissions });
  const bundle: SignedInBundle = { ...base, user: { ...base.user, ...person }, profile: { ...base.profile, contact: { ...base.profile.contact, ...contact } } };
  const fake = createFakePortal({ bundle, answers });
  fake.portal.env = { ...fake.portal.env, thirdPartyScripts };
  const view = renderWithPortal(
    <BankLinkingContext value={bankLinking}>
      <ProofOfFunds />
    </BankLinkingContext>,
    { ...fake, url: '/plaid' },
  );
  return { ...fake, ...view, user: userEvent.setup(advanceTimers ? { advanceTimers } : {}) };
}

const owner = { names: ['Ann Lee'], emails: ['ann@example.test'], phone_numbers: ['(555) 010-2030'], addresses: ['1 Main St, Austin, TX 78701'] };

/** A bank whose report is ready: two accounts. */
export const lonestar: LinkedItem = {
  asset_report_id: 'report-lonestar',
  items: [
    {
      item_id: 'item-lonestar',
      institution_name: 'Lone Star Bank',
      institution_id: 'ins_lonestar',
      institution_logo: null,
      date_last_updated: '2024-05-01T12:00:00.000Z',
      accounts: [
        {
          account_id: 'acc-checking',
          name: 'Lone Star Checking',
          mask: '0042',
          type: 'depository',
          subtype: 'checking',
          balances: { available: 12345.67, current: 13000, iso_currency_code: 'USD' },
          owners: [owner],
        },
        {
          account_id: 'acc-savings',
          name: 'Lone Star Savings',
          mask: '0077',
          type: 'depository',
          subtype: 'savings',
          balances: { available: null, current: 500, iso_currency_code: 'USD' },
          owners: [{ names: ['Ann Lee', 'Bo Lee'], emails: [], phone_numbers: [], addresses: [] }],
        },
      ],
    },
  ],
};

/** A bank that asks for the credentials again. */
export const summit: LinkedItem = {
  asset_report_id: 'report-summit',
  items: [{ ...lonestar.items[0]!, item_id: 'item-summit', institution_name: 'Summit Bank', institution_id: 'ins_summit', accounts: [] }],
};
export const summitLocked: LockedItem = { item_id: 'item-summit', institution_name: 'Summit Bank', institution_id: 'ins_summit' };

/** A bank just linked, its report pending. */
export const prairie: LinkedItem = {
  asset_report_id: 'report-prairie',
  items: [{ item_id: 'item-prairie', institution_name: 'Prairie Credit Union', institution_id: 'ins_prairie', institution_logo: null, date_last_updated: null, accounts: [] }],
};
