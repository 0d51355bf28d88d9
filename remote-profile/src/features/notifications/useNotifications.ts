import { useCallback, useEffect, useRef } from 'react';
import { notificationEndpoints, unreadCount, type Notification } from '@portal/shared-contracts';
import { toastRequestError, usePortal, useSession } from '@portal/shared-ui';

const NONE: Notification[] = [];

/**
 * The person's notifications (spec 002 §2.8), kept in the session's bundle where sign-in put them, so a reload and
 * every part of the portal see the same list. `refresh` reads `GET /users/{id}/notifications` (a failure is
 * swallowed: the list shown stays, as for "most other failed calls"); `markRead` marks one read at once and sends
 * `POST …/mark_read`, putting it back unread with a toast if that fails.
 */
export function useNotifications() {
  const portal = usePortal();
  const userId = useSession((state) => state.bundle?.user.id);
  const notifications = useSession((state) => state.bundle?.notifications) ?? NONE;
  // Read here, sent or being sent: a list that left the server before the mark-read arrived must not undo it.
  const readHere = useRef(new Set<number>());
  const loading = useRef<AbortController | null>(null);

  const keep = useCallback(
    (owner: number, change: (notifications: Notification[]) => Notification[]) => {
      const { bundle, refresh } = portal.session.getState();
      // Signed out, or someone else signed in, while an answer travelled: it is not theirs.
      if (bundle && bundle.user.id === owner) refresh({ ...bundle, notifications: change(bundle.notifications) });
    },
    [portal],
  );

  const refresh = useCallback(async () => {
    if (userId === undefined) return;
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    try {
      const list = await portal.api.call(notificationEndpoints.list, { params: { id: userId } }, { signal: controller.signal });
      keep(userId, () => list.map((notification) => (readHere.current.has(notification.id) ? { ...notification, read: true } : notification)));
    } catch {
      // Swallowed: the notifications shown stay until the next refresh.
    }
  }, [portal, userId, keep]);

  useEffect(() => {
    void refresh();
    return () => loading.current?.abort();
  }, [refresh]);

  const setRead = (owner: number, id: number, read: boolean) =>
    keep(owner, (list) => list.map((notification) => (notification.id === id ? { ...notification, read } : notification)));

  async function markRead({ id }: Notification) {
    const current = notifications.find((notification) => notification.id === id);
    if (userId === undefined || !current || current.read || readHere.current.has(id)) return;
    readHere.current.add(id);
    setRead(userId, id, true);
    try {
      await portal.api.call(notificationEndpoints.markRead, { params: { id: userId, notification_id: id } });
    } catch (error) {
      readHere.current.delete(id);
      setRead(userId, id, false);
      toastRequestError(portal.ui, error);
    }
  }

  return { notifications, unread: unreadCount(notifications), refresh, markRead };
}
