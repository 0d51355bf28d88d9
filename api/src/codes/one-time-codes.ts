import { timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneTimeCodes } from './schema';
import { Refusal } from '../http/refusal';
import { apiMessages } from '../messages';
import { digestOf, newSixDigitCode } from '../secrets';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** Long enough to switch to the mail app and back; short enough that a code left in an inbox soon dies. */
const CODE_LIFETIME_MS = 15 * 60 * 1000;
/** Wrong codes typed against one code before it dies: with a million codes, five guesses are a 1 in 200,000 chance. */
const WRONG_TRIES_PER_CODE = 5;

/** The person's id is part of what is hashed, so one table of the million digests does not fit every row. */
const digestOfCode = (userId: number, code: string) => digestOf(`${userId}:${code}`);

/** A new code for the person and purpose; it replaces the previous one, whose wrong tries go with it. */
export async function issueCode(db: Database, userId: number, purpose: CodePurpose): Promise<string> {
  const code = newSixDigitCode();
  const fields = { codeHash: digestOfCode(userId, code), wrongTries: 0, expiresAt: new Date(Date.now() + CODE_LIFETIME_MS), createdAt: new Date() };
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, ...fields })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: fields });
  return code;
}

/** A wrong code; also the answer for an e-mail without a code to check, so the step reveals no accounts. */
export const invalidCode = () => new Refusal(400, { message: apiMessages.codeInvalid });

/**
 * Checks a typed code and answers the id of the stored one (for `consumeCode`), or refuses. Each try first takes
 * one of the code's allowed wrong tries in a single statement, so parallel guesses cannot exceed them; a right
 * code gives it back.
 */
export async function checkCode(db: Database, userId: number, purpose: CodePurpose, code: string): Promise<number> {
  const [stored] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  if (!stored) throw invalidCode();
  if (stored.expiresAt.getTime() <= Date.now()) throw new Refusal(400, { message: apiMessages.codeExpired });

  const [counted] = await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(and(eq(oneTimeCodes.id, stored.id), lt(oneTimeCodes.wrongTries, WRONG_TRIES_PER_CODE)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!counted) throw new Refusal(400, { message: apiMessages.codeUsedUp });
  if (!timingSafeEqual(Buffer.from(digestOfCode(userId, code)), Buffer.from(counted.codeHash))) {
    throw invalidCode();
  }
  await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} - 1` })
    .where(eq(oneTimeCodes.id, stored.id));
  return stored.id;
}

/** Spends a checked code. Inside the transaction that uses it, so a code serves one registration or reset only. */
export async function consumeCode(db: Database, codeId: number): Promise<void> {
  const [spent] = await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, codeId)).returning({ id: oneTimeCodes.id });
  // Another request spent it in the meantime.
  if (!spent) throw invalidCode();
}
