import { notificationDays, notificationMessages, type Notification } from '@portal/shared-contracts';
import { classNames } from '@portal/shared-ui';
import { Badge, EmptyState } from '@portal/shared-ui/kit';
import { notificationTexts } from '../../texts/notifications';

export interface NotificationListProps {
  notifications: readonly Notification[];
  /** A notification picked: its detail modal opens. */
  onOpen(notification: Notification): void;
}

/** The "What's New" popover's content: each notification's title, headline and how many days ago, the unread marked. */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  const now = new Date();
  return (
    <div className="profile-notifications-panel">
      <h2 className="profile-notifications-heading">{notificationMessages.whatsNew}</h2>
      {notifications.length === 0 ? (
        <EmptyState text={notificationMessages.none} />
      ) : (
        <ul className="profile-notifications-list">
          {notifications.map((notification) => (
            <li key={notification.id} className={classNames('profile-notifications-item', !notification.read && 'profile-notifications-item--unread')}>
              <button type="button" className="profile-notifications-open" onClick={() => onOpen(notification)}>
                <span className="profile-notifications-title">
                  {notification.title}
                  {!notification.read && <Badge variant="info">{notificationTexts.unread}</Badge>}
                </span>
                <span className="profile-notifications-headline">{notification.headline}</span>
                <time className="profile-notifications-days" dateTime={notification.created}>
                  {notificationTexts.daysAgo(notificationDays(notification.created, now))}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
