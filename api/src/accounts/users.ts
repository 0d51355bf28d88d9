import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { users } from './schema';

export type User = typeof users.$inferSelect;

/** E-mail addresses are stored lower-cased (the users table enforces it), so every look-up goes through here. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return user;
}

const userStatement = preparedStatement(
  'user_by_id',
  (db, name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
);

export async function findUser(db: Database, id: number): Promise<User | undefined> {
  const [user] = await userStatement(db).execute({ id });
  return user;
}
