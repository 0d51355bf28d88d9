/*
 * The bank-linking widget (Plaid Link, or the lower environments' stand-in that offers the same script) as the proof
 * of funds page uses it: opened with a link token, it ends in success or exit. Pages and tests speak to this interface
 * only; `script-bank-linking.ts` is the implementation over the environment's script.
 */

/** What Link tells on success besides the public token: the bank chosen and the accounts shared. */
export interface LinkSuccessMetadata {
  institution?: { institution_id: string; name: string } | null;
  accounts?: readonly { id: string; name: string; mask: string | null }[];
  link_session_id?: string;
}

/** Link's error when it ended for a reason other than the person closing it. */
export interface LinkExitError {
  error_code: string;
  error_message: string;
  display_message?: string | null;
}

export interface LinkCallbacks {
  /** A bank was linked; in update mode (credentials re-entered) there is nothing to exchange and the token may be null. */
  success(publicToken: string | null, metadata: LinkSuccessMetadata): void;
  /** Link closed without a success: `error` is null when the person left it. */
  exit(error: LinkExitError | null): void;
}

/** An open Link: `close` removes it without a word to the callbacks (leaving the page, opening another). */
export interface LinkSession {
  close(): void;
}

export interface BankLinking {
  /** Makes the widget ready (its script loaded, once); fails with `BankLinkingUnavailable`. */
  load(): Promise<void>;
  /** Opens Link with a link token; fails with `BankLinkingUnavailable` when the widget cannot be loaded. */
  open(linkToken: string, callbacks: LinkCallbacks): Promise<LinkSession>;
}

/** Why the widget cannot be used: no script address in the environment, the script did not load, or it offered no Link. */
export type BankLinkingFailure = 'no-address' | 'load-failed' | 'no-widget';

export class BankLinkingUnavailable extends Error {
  constructor(readonly failure: BankLinkingFailure) {
    super(`The bank-linking widget cannot be loaded (${failure}).`);
    this.name = 'BankLinkingUnavailable';
  }
}
