import { notificationDays, unreadCount } from './notifications';

test('"Notification: id, title, headline, body, created, computed days" (spec 002 §3): whole days since created', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  expect(notificationDays('2026-11-25T08:00:00Z', now)).toBe(0);
  expect(notificationDays('2026-11-24T11:59:00Z', now)).toBe(1);
  expect(notificationDays('2026-11-15T12:00:00Z', now)).toBe(10);
  // A clock behind the server's, or a broken date, never shows a negative count.
  expect(notificationDays('2026-11-26T12:00:00Z', now)).toBe(0);
  expect(notificationDays('not a date', now)).toBe(0);
});

test('"Notification is unread until its detail modal is closed": the bell counts the unread', () => {
  expect(unreadCount([{ read: false }, { read: true }, { read: false }])).toBe(2);
  expect(unreadCount([])).toBe(0);
});
