import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * A bank account number is the one thing of a payment method that lets someone move money, so the database keeps it
 * sealed (AES-256-GCM under the API's data key, config.ts `dataEncryptionKey`): a copy of the table, a backup or a
 * look at a row shows its last four digits and nothing else. GCM also authenticates it, so a sealed value altered or
 * moved under another key does not open into a wrong number: it fails.
 *
 * The sealed form is `v1.<iv>.<tag>.<ciphertext>`, each part base64url: the version names the algorithm and the key
 * generation, so a later key or cipher can come with `v2` while `v1` values still open.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
/** GCM's standard nonce: 12 random bytes per value, never reused under a key (2^32 values is far away). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** Seals an account number for the database. */
export function sealAccountNumber(accountNumber: string, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/**
 * The account number a sealed value holds, for the requests that pay into or draw from it (the ACH payment and the
 * draw of the loan actions). Never answered to a browser nor logged: the API answers only the last four digits.
 */
export function openAccountNumber(sealed: string, key: Buffer): string {
  checkKey(key);
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new Error('Not a sealed account number of a known version');
  }
  const ivBytes = Buffer.from(iv, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new Error('Not a sealed account number of a known version');
  const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    // Node's own message says only that authentication failed; this one says what to look at.
    throw new Error('A sealed account number does not open: altered, or sealed under another DATA_ENCRYPTION_KEY');
  }
}

/** What the API keeps in the clear and answers: "masked except its last 4 digits". */
export function lastFourDigitsOf(accountNumber: string): string {
  return accountNumber.slice(-4);
}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`The data encryption key must be ${KEY_BYTES} bytes`);
}
