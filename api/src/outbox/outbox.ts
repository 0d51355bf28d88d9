import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { outbox } from './schema';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** A code the reader types in (verification, password reset), kept apart so tests need not parse the text. */
  code?: string;
  /** Links in the text, likewise kept apart. */
  links?: string[];
}

export type SentEmail = typeof outbox.$inferSelect;

/**
 * "Sends" an e-mail: the outbox table stands in for the mail service. A lower environment also logs the
 * codes and links so a developer can follow them from the console; elsewhere the log gets only the envelope.
 */
export async function sendEmail(db: Database, context: EmailContext, email: Email): Promise<void> {
  await db.insert(outbox).values({ toAddress: email.to, subject: email.subject, text: email.text, code: email.code, links: email.links ?? [] });
  const envelope = { to: email.to, subject: email.subject };
  context.log.info(context.logContents ? { ...envelope, code: email.code, links: email.links } : envelope, 'e-mail written to the outbox');
}

export function emailsTo(db: Database, address: string): Promise<SentEmail[]> {
  return db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/** Where e-mail is logged and whether its codes and links may appear there (lower environments only). */
export interface EmailContext {
  log: FastifyBaseLogger;
  logContents: boolean;
}

export function emailContextOf(request: FastifyRequest, config: { lowerEnvironment: boolean }): EmailContext {
  return { log: request.log, logContents: config.lowerEnvironment };
}
