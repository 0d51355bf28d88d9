import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { Refusal } from '../http/refusal';
import { digestOf, newSixDigitCode } from '../secrets';
import { codeApiMessages } from './messages';
import { oneTimeCodes } from './schema';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** Long enough to switch to the mail app and back; short enough that a code left in an inbox soon dies. */
const CODE_LIFETIME_MS = 15 * 60 * 1000;
/** Wrong codes typed against one code before it dies: with a million codes, five guesses are a 1 in 200,000 chance. */
const WRONG_TRIES_PER_CODE = 5;

/** The person's id is part of what is hashed, so one table of the million digests does not fit every row. */
const digestOfCode = (userId: number, code: string) => digestOf(`${userId}:${code}`);

/** No person has id 0: the look-up of someone without an account finds nothing, after the same statement. */
const NOBODY = 0;
/** What a typed code is compared with when there is no live code, so that the comparison costs the same. */
const DECOY_DIGEST = digestOf('no live code');

/** A new code for the person and purpose; it replaces the previous one, whose wrong tries go with it. */
export async function issueCode(db: Database, userId: number, purpose: CodePurpose): Promise<string> {
  const code = newSixDigitCode();
  const now = Date.now();
  const fields = { codeHash: digestOfCode(userId, code), wrongTries: 0, expiresAt: new Date(now + CODE_LIFETIME_MS), createdAt: new Date(now) };
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose, ...fields })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: fields });
  return code;
}

/**
 * The one answer to every code that fails: wrong, expired, used up (five wrong tries), or an e-mail without a live
 * code or without an account. Telling them apart would tell who has an account: anyone can ask for a code for any
 * address, then watch it expire or use it up.
 */
export const invalidCode = () => new Refusal(400, { message: codeApiMessages.codeInvalid });

/**
 * Checks a typed code and answers the id of the stored one (for `consumeCode`), or refuses. `userId` is null for
 * someone who cannot have a code (no account, or none of this kind): the same statement and comparison run, so the
 * answer and its time are the same. Each try first takes one of the code's allowed wrong tries in that single
 * statement, which also finds only a live code, so parallel guesses cannot exceed them; a right code gives it back.
 * The person's budget across codes is `spendingCodeBudget`'s (code-budget.ts), around the route's whole work.
 */
export async function checkCode(db: Database, userId: number | null, purpose: CodePurpose, code: string): Promise<number> {
  const person = userId ?? NOBODY;
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, person),
        eq(oneTimeCodes.purpose, purpose),
        lt(oneTimeCodes.wrongTries, WRONG_TRIES_PER_CODE),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  const matches = timingSafeEqual(Buffer.from(digestOfCode(person, code)), Buffer.from(counted?.codeHash ?? DECOY_DIGEST));
  if (!counted || !matches) throw invalidCode();
  await db
    .update(oneTimeCodes)
    .set({ wrongTries: sql`${oneTimeCodes.wrongTries} - 1` })
    .where(eq(oneTimeCodes.id, counted.id));
  return counted.id;
}

/** Spends a checked code. Inside the transaction that uses it, so a code serves one registration or reset only. */
export async function consumeCode(db: Database, codeId: number): Promise<void> {
  const [spent] = await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, codeId)).returning({ id: oneTimeCodes.id });
  // Another request spent it in the meantime.
  if (!spent) throw invalidCode();
}
