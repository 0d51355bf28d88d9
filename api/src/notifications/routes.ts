import { notificationEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { httpMessages } from '../http/messages';
import { Refusal } from '../http/refusal';
import { registerEndpoint } from '../http/register-endpoint';
import { markNotificationRead, notificationsOf } from './notifications';

/**
 * The person's notifications (spec 002 §2.8, §7): the list ("the notification list call is not shown": the portal's)
 * and mark read. They are the person's own, whatever account the session operates on; another person's notification
 * answers 404 like one that does not exist.
 */
export const notificationsApi = defineApiArea('notifications', async (app, { db }) => {
  registerEndpoint(app, notificationEndpoints.list, async ({ actor }) => notificationsOf(db, actor.userId));

  registerEndpoint(app, notificationEndpoints.markRead, async ({ actor, params }) => {
    const notification = await markNotificationRead(db, actor.userId, params.notification_id);
    if (!notification) throw new Refusal(404, { message: httpMessages.notFound });
    return notification;
  });
});
