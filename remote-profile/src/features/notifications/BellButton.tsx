import type { PopoverTriggerProps } from '@portal/shared-ui/kit';
import { Badge, Icon } from '@portal/shared-ui/kit';
import { notificationTexts } from '../../texts/notifications';

export interface BellButtonProps {
  /** What the popover's trigger must carry. */
  trigger: PopoverTriggerProps;
  unread: number;
}

/** The top bar's bell: named with the unread count, which its badge shows (no badge when all are read). */
export function BellButton({ trigger, unread }: BellButtonProps) {
  const label = notificationTexts.bell(unread);
  return (
    <button type="button" className="profile-notifications-bell" aria-label={label} title={label} {...trigger}>
      <Icon path="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
      {unread > 0 && (
        <Badge variant="danger" className="profile-notifications-count">
          {unread}
        </Badge>
      )}
    </button>
  );
}
