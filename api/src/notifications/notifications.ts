import type { Notification } from '@portal/shared-contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statements';
import { notifications } from './schema';

type NotificationRow = typeof notifications.$inferSelect;

function notificationOf(row: NotificationRow): Notification {
  return { id: row.id, title: row.title, headline: row.headline, body: row.body, created: row.createdAt.toISOString(), read: row.readAt !== null };
}

const notificationsStatement = preparedStatement(
  'notifications_of_user',
  (db, name) =>
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder('userId')))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .prepare(name),
);

/** The person's notifications, newest first (the bell's popover and the signed-in bundle). */
export async function notificationsOf(db: Database, userId: number): Promise<Notification[]> {
  const rows = await notificationsStatement(db).execute({ userId });
  return rows.map(notificationOf);
}

/**
 * Marks one of the person's notifications read ("marked read when its modal is closed"), once: a second close keeps the
 * first moment. Undefined for a notification that is not theirs.
 */
export async function markNotificationRead(db: Database, userId: number, notificationId: number): Promise<Notification | undefined> {
  const mine = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
  await db.update(notifications).set({ readAt: new Date() }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(mine);
  return row && notificationOf(row);
}

export interface NewNotification {
  userId: number;
  title: string;
  headline: string;
  body: string;
  createdAt?: Date;
  readAt?: Date | null;
}

/** What the lender tells a person (the demo data's, and any area's announcement). */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
}
