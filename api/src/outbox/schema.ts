import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/* The e-mail stand-in. */

/** Every e-mail the API sends; a lower environment lets tests and people read codes and links here. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_to_address_idx').on(table.toAddress, table.createdAt)],
);
