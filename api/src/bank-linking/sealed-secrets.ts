import { openAccountNumber, sealAccountNumber } from '../payment-methods/account-number-cipher';

/*
 * The provider's access to an item, and to its asset report, reads a person's bank balances: the database keeps them
 * sealed the way it keeps bank account numbers (AES-256-GCM under the API's data key, the same versioned form), and
 * they are opened only to call the provider.
 */

export function sealProviderSecret(secret: string, dataKey: Buffer): string {
  return sealAccountNumber(secret, dataKey);
}

export function openProviderSecret(sealed: string, dataKey: Buffer): string {
  try {
    return openAccountNumber(sealed, dataKey);
  } catch {
    // The cipher's message speaks of account numbers; this one says what did not open.
    throw new Error("A linked bank's sealed access does not open: altered, or sealed under another DATA_ENCRYPTION_KEY");
  }
}
