import type { Notification } from '@portal/shared-contracts';
import { Modal } from '@portal/shared-ui';

export interface NotificationDetailProps {
  /** The notification shown, or null when none is. */
  notification: Notification | null;
  onClose(): void;
}

/** A notification's detail modal: its title and body, the body plain text with its line breaks kept. */
export function NotificationDetail({ notification, onClose }: NotificationDetailProps) {
  return (
    <Modal open={notification !== null} title={notification?.title ?? ''} onClose={onClose} className="profile-notifications-detail">
      <p className="profile-notifications-body">{notification?.body}</p>
    </Modal>
  );
}
