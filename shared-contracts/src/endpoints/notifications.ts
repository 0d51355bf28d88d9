import { signedIn } from '../access';
import { NotificationList, NotificationParams } from '../api/notifications';
import { Notification, UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';

/** The person's notifications (spec 002 §2.8, §7); no permission: they are the person's own. */
export const notificationEndpoints = {
  /** "The notification list call is not shown": `GET /users/{id}/notifications`, newest first. */
  list: defineEndpoint({ method: 'GET', path: '/users/{id}/notifications', params: UserIdParams, response: NotificationList, access: signedIn() }),
  /** "POST /users/{id}/notifications/{id}/mark_read | none | marks read": answers the notification as it now is. */
  markRead: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/notifications/{notification_id}/mark_read',
    params: NotificationParams,
    response: Notification,
    access: signedIn(),
  }),
};
