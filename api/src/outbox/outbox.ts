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
export async function sendEmail(db: Database, context: Pick<EmailContext, 'log' | 'logContents'>, email: Email): Promise<void> {
  await db.insert(outbox).values({ toAddress: email.to, subject: email.subject, text: email.text, code: email.code, links: email.links ?? [] });
  const envelope = { to: email.to, subject: email.subject };
  context.log.info(context.logContents ? { ...envelope, code: email.code, links: email.links } : envelope, 'e-mail written to the outbox');
}

export function emailsTo(db: Database, address: string): Promise<SentEmail[]> {
  return db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/**
 * Where e-mail is logged, whether its codes and links may appear there (lower environments only), and the portal's
 * address its links start with.
 */
export interface EmailContext {
  log: FastifyBaseLogger;
  logContents: boolean;
  /** `ApiConfig.publicUrl`: no trailing slash. */
  publicUrl: string;
}

export function emailContextOf(request: FastifyRequest, config: { lowerEnvironment: boolean; publicUrl: string }): EmailContext {
  return { log: request.log, logContents: config.lowerEnvironment, publicUrl: config.publicUrl };
}

/**
 * A link to a page of the portal, absolute: a person opens it from a mail client, which knows no portal. `path` is
 * the route table's (`pathFor`), so the page behind it is the one the portal serves there.
 */
export function portalLink(context: Pick<EmailContext, 'publicUrl'>, path: string): string {
  if (!path.startsWith('/')) throw new Error(`A portal path starts with a slash: ${path}`);
  return `${context.publicUrl}${path}`;
}
