import { BankLinkingUnavailable, type BankLinking, type LinkExitError, type LinkSuccessMetadata } from './bank-linking';

/** What Plaid's `link-initialize.js` (and the stand-in's) puts on `window`. */
interface PlaidLinkHandler {
  open(): void;
  exit(options?: { force?: boolean }): void;
  destroy(): void;
}

interface PlaidLinkConfig {
  token: string;
  onSuccess(publicToken: string | null, metadata: LinkSuccessMetadata): void;
  onExit(error: LinkExitError | null, metadata: unknown): void;
}

export interface PlaidLink {
  create(config: PlaidLinkConfig): PlaidLinkHandler;
}

type WindowWithPlaid = Window & { Plaid?: Partial<PlaidLink> };

// One load per document and address for the page's lifetime: the widget's script must run once. A failed load is
// forgotten (its tag removed), so a later attempt tries again.
const loads = new WeakMap<Document, Map<string, Promise<PlaidLink>>>();

/**
 * Loads the environment's widget script (`portal.env.thirdPartyScripts.bankLinking`: a path on the host's origin in
 * lower environments, Plaid's CDN in production) with one <script> in the document's head, and answers its `Plaid`.
 */
export function loadBankLinkingScript(address: string | undefined, document: Document = window.document): Promise<PlaidLink> {
  if (!address) return Promise.reject(new BankLinkingUnavailable('no-address'));
  const ofDocument = loads.get(document) ?? new Map<string, Promise<PlaidLink>>();
  loads.set(document, ofDocument);
  const known = ofDocument.get(address);
  if (known) return known;

  const loading = new Promise<PlaidLink>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = address;
    script.async = true;
    script.addEventListener('load', () => {
      const plaid = (document.defaultView as WindowWithPlaid | null)?.Plaid;
      if (typeof plaid?.create === 'function') resolve(plaid as PlaidLink);
      else reject(new BankLinkingUnavailable('no-widget'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new BankLinkingUnavailable('load-failed'));
    });
    document.head.appendChild(script);
  });
  ofDocument.set(address, loading);
  loading.catch(() => ofDocument.delete(address));
  return loading;
}

/** The adapter over the environment's script: `Plaid.create({ token, onSuccess, onExit })`, then `open()`. */
export function scriptBankLinking(address: string | undefined, document: Document = window.document): BankLinking {
  const plaid = () => loadBankLinkingScript(address, document);
  return {
    load: async () => {
      await plaid();
    },
    open: async (linkToken, { success, exit }) => {
      const link = await plaid();
      let handler: PlaidLinkHandler;
      try {
        handler = link.create({
          token: linkToken,
          onSuccess: (publicToken, metadata) => success(publicToken ?? null, metadata ?? {}),
          onExit: (error) => exit(error ?? null),
        });
      } catch {
        throw new BankLinkingUnavailable('no-widget');
      }
      handler.open();
      return { close: () => handler.destroy() };
    },
  };
}
