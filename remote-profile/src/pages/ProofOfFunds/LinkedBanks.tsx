import { useState } from 'react';
import { proofOfFundsEndpoints, proofOfFundsMessages } from '@portal/shared-contracts';
import { useCan, useMayCall } from '@portal/shared-ui';
import { Card, EmptyState, LoadingWrapper, Refusal } from '@portal/shared-ui/kit';
import { useBankLinking } from '../../features/bank-linking/useBankLinking';
import { proofOfFundsTexts } from '../../texts/proof-of-funds';
import { AccountsModal } from './AccountsModal';
import { BankList } from './BankList';
import { ConnectAccountButton } from './ConnectAccountButton';
import { RevalidateModal } from './RevalidateModal';
import { useConnectAccount } from './useConnectAccount';
import { useProofOfFunds } from './useProofOfFunds';
import { useReportChecks } from './useReportChecks';

export interface LinkedBanksProps {
  userId: number;
  /** Shown right after the contact form: the Connect button takes the focus. */
  afterContactForm?: boolean;
}

/** What the page says after a link or once a report is ready (spec 002 §4), until the page is left. */
type Notice = 'processing' | 'reportReady' | null;
const NOTICE_TEXTS = { processing: proofOfFundsMessages.processing, reportReady: proofOfFundsMessages.reportReady } as const;

/**
 * The linked institutions (spec 002 §2.3): each opens its accounts, or the revalidate modal when its bank asks for the
 * credentials again; "Connect New Account" links another; pending reports are asked for until ready.
 */
export function LinkedBanks({ userId, afterContactForm = false }: LinkedBanksProps) {
  const mayChange = useCan('plaid.write');
  const link = useBankLinking({ enabled: mayChange });
  const banks = useProofOfFunds(userId);
  const mayReport = useMayCall(proofOfFundsEndpoints.assetReport);
  const [notice, setNotice] = useState<Notice>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = banks.banks.find((bank) => bank.details.item_id === openedId);

  useReportChecks(userId, banks.items, {
    enabled: mayReport,
    onReady: () => {
      setNotice('reportReady');
      banks.reload();
    },
  });
  const { connect, connecting } = useConnectAccount(userId, link, () => {
    setNotice('processing');
    banks.reload();
  });
  const close = () => setOpenedId(null);

  return (
    <div className="proof-of-funds__content">
      <Refusal className="proof-of-funds__failure">{link.status === 'unavailable' && proofOfFundsMessages.linkFailed}</Refusal>
      {/* Always present, so what appears in it is announced. */}
      <p role="status" className="proof-of-funds__notice">
        {notice ? NOTICE_TEXTS[notice] : ''}
      </p>
      <Card title={proofOfFundsTexts.linkedBanks} actions={mayChange && <ConnectAccountButton connecting={connecting} onConnect={connect} focusOnShow={afterContactForm} />}>
        <LoadingWrapper loading={banks.loading} error={banks.error} onRetry={banks.retry} loadingLabel={proofOfFundsTexts.loadingBanks}>
          {banks.banks.length === 0 ? <EmptyState text={proofOfFundsTexts.noBanks} /> : <BankList banks={banks.banks} onOpen={(bank) => setOpenedId(bank.details.item_id)} />}
        </LoadingWrapper>
      </Card>
      {opened &&
        (opened.locked ? (
          <RevalidateModal userId={userId} bank={opened} link={link} mayChange={mayChange} onClose={close} onUpdated={banks.reload} onRemoved={banks.reload} />
        ) : (
          <AccountsModal bank={opened} onClose={close} />
        ))}
    </div>
  );
}
