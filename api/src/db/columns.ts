import { timestamp } from 'drizzle-orm/pg-core';

/** Columns every area's tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const expiresAt = () => timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull();
