import { useState } from 'react';
import { notificationMessages, type Notification } from '@portal/shared-contracts';
import { Popover } from '@portal/shared-ui/kit';
import { BellButton } from './BellButton';
import { NotificationDetail } from './NotificationDetail';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';
import './notifications.css';

/**
 * Notifications (spec 002 §2.8): "A bell with a 'What's New' popover listing notifications and a detail modal ... A
 * notification is marked read when its modal is closed." The list is refreshed when the bell appears and each time
 * the popover opens; picking a notification closes the popover (focus back on the bell) and opens its modal.
 */
export function NotificationsBell() {
  const { notifications, unread, refresh, markRead } = useNotifications();
  const [shown, setShown] = useState<Notification | null>(null);

  function closeDetail() {
    if (shown) void markRead(shown);
    setShown(null);
  }

  return (
    <div className="profile-notifications">
      <Popover
        label={notificationMessages.whatsNew}
        placement="bottom-end"
        className="profile-notifications-popover"
        onOpenChange={(open) => {
          if (open) void refresh();
        }}
        trigger={(trigger) => <BellButton trigger={trigger} unread={unread} />}
      >
        {(close) => (
          <NotificationList
            notifications={notifications}
            onOpen={(notification) => {
              close();
              setShown(notification);
            }}
          />
        )}
      </Popover>
      <NotificationDetail notification={shown} onClose={closeDetail} />
    </div>
  );
}
