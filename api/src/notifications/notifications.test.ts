// First: it loads what Jest's sandbox cannot before the app does (see test-support/outside-the-sandbox.ts).
import { signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';
import { Notification, NotificationList, unreadCount } from '@portal/shared-contracts';
import * as v from 'valibot';
import { notify } from './notifications';

/*
 * Notifications (spec 002 §2.8, §7): the list the bell reads ("The notification list call is not shown": the portal's)
 * and "POST /users/{id}/notifications/{id}/mark_read | none | marks read". They are the person's own.
 */

let api: TestApi;
let ann: string;
beforeAll(async () => {
  api = await startTestApi();
  ann = (await signIn(api.app, 'borrower@demo.test')).token;
});
afterAll(() => api.close());

const list = (userId: number, token: string) => api.app.inject({ method: 'GET', url: `/users/${userId}/notifications`, ...withSession(token) });
const markRead = (userId: number, notificationId: number, token: string) =>
  api.app.inject({ method: 'POST', url: `/users/${userId}/notifications/${notificationId}/mark_read`, ...withSession(token) });

test('the list is the person’s notifications, newest first, with title, headline, body, created and read', async () => {
  const answer = v.parse(NotificationList, (await list(api.demo.borrower.id, ann)).json());
  expect(answer).toHaveLength(3);
  const created = answer.map((notification) => Date.parse(notification.created));
  expect(created).toEqual([...created].sort((a, b) => b - a));
  expect(unreadCount(answer)).toBe(2);
});

test('"A notification is marked read when its modal is closed": marked once, the count drops, a second close changes nothing', async () => {
  const [first] = v.parse(NotificationList, (await list(api.demo.borrower.id, ann)).json()).filter((notification) => !notification.read);
  const response = await markRead(api.demo.borrower.id, first!.id, ann);
  expect(response.statusCode).toBe(200);
  expect(v.parse(Notification, response.json())).toEqual({ ...first, read: true });
  expect(unreadCount(v.parse(NotificationList, (await list(api.demo.borrower.id, ann)).json()))).toBe(1);
  expect((await markRead(api.demo.borrower.id, first!.id, ann)).json()).toEqual({ ...first, read: true });
});

test('another person’s notification answers 404 as one that does not exist; another person’s list is refused', async () => {
  await notify(api.db, { userId: api.demo.member.id, title: 'For Mia', headline: 'Only hers', body: 'Hers alone.' });
  const mia = (await signIn(api.app, 'member@demo.test')).token;
  const [hers] = v.parse(NotificationList, (await list(api.demo.member.id, mia)).json());
  expect(hers).toMatchObject({ title: 'For Mia', read: false });
  // Mia operates on Ann's account, yet notifications are each person's own.
  expect((await markRead(api.demo.borrower.id, hers!.id, ann)).statusCode).toBe(404);
  expect((await markRead(api.demo.borrower.id, 999_999, ann)).statusCode).toBe(404);
  expect((await list(api.demo.borrower.id, mia)).statusCode).toBe(403);
  expect((await markRead(api.demo.member.id, hers!.id, ann)).statusCode).toBe(403);
  expect((await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}/notifications` })).statusCode).toBe(401);
  expect(v.parse(NotificationList, (await list(api.demo.member.id, mia)).json())[0]!.read).toBe(false);
});
