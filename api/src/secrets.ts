import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@portal/shared-contracts';

/** 32 random bytes, URL-safe: the token behind a session cookie or an e-mailed link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token or code: its sha256, so a copy of a table hands out no live session or link. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A code a person types from an e-mail: "6-digit code" (spec 000 §2.5), leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
}
