import type { Social } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { socialLinks } from './schema';

const NO_LINKS: Social = { linkedin: '', facebook: '', instagram: '', twitter: '' };

/** The account's social links (the Social Media tab); '' for each network without one. */
export async function socialLinksOf(db: Database, accountId: number): Promise<Social> {
  const [row] = await db.select().from(socialLinks).where(eq(socialLinks.accountId, accountId));
  return row ? { linkedin: row.linkedin, facebook: row.facebook, instagram: row.instagram, twitter: row.twitter } : NO_LINKS;
}

/**
 * POST /users/{id}/profile/social: the four links as given (each checked by the contract's `Social`), "response
 * social". `onlyIfNone` keeps links already saved (the demo seed, run again, leaves what people changed).
 */
export async function saveSocialLinks(db: Database, accountId: number, links: Social, { onlyIfNone = false } = {}): Promise<Social> {
  const values = { linkedin: links.linkedin, facebook: links.facebook, instagram: links.instagram, twitter: links.twitter, updatedAt: new Date() };
  const insert = db.insert(socialLinks).values({ accountId, ...values });
  await (onlyIfNone ? insert.onConflictDoNothing() : insert.onConflictDoUpdate({ target: socialLinks.accountId, set: values }));
  return socialLinksOf(db, accountId);
}
