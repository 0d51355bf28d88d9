import * as v from 'valibot';
import { RecordId } from '../validators';
import { Notification } from './session';

/*
 * Notifications (spec 002 §2.8, §3, §4): "A bell with a 'What's New' popover listing notifications and a detail
 * modal ... A notification is marked read when its modal is closed." They are the person's own: each person reads
 * them, and marks them read, for themselves.
 */

/** "The notification list call is not shown" (spec 002 §7): the portal's, the person's notifications newest first. */
export const NotificationList = v.array(Notification);
export type NotificationList = v.InferOutput<typeof NotificationList>;

/** `/users/{id}/notifications/{notification_id}/mark_read`: the person, and one of their notifications. */
export const NotificationParams = v.object({ id: RecordId, notification_id: RecordId });

const DAY_MS = 86_400_000;

/**
 * "Notification: id, title, headline, body, created, computed days" (spec 002 §3): the whole days since it was
 * created, as the popover says "how many days ago"; 0 on the day itself (and for a clock running behind).
 */
export function notificationDays(created: string, now: Date): number {
  const elapsed = now.getTime() - new Date(created).getTime();
  return Number.isFinite(elapsed) && elapsed > 0 ? Math.floor(elapsed / DAY_MS) : 0;
}

/** The bell's count: the notifications not read yet ("unread until its detail modal is closed"). */
export function unreadCount(notifications: readonly { read: boolean }[]): number {
  return notifications.filter((notification) => !notification.read).length;
}
