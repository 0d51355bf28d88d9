import userEvent from '@testing-library/user-event';
import { notificationEndpoints, type Notification } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { NotificationsBell } from './NotificationsBell';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One of Ann's notifications, created `daysAgo` whole days (and an hour) before now. */
export function notification(id: number, daysAgo: number, changes: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Notice ${id}`,
    headline: `What notice ${id} is about`,
    body: `The whole of notice ${id}.`,
    created: new Date(Date.now() - daysAgo * DAY_MS - HOUR_MS).toISOString(),
    read: false,
    ...changes,
  };
}

export interface BellRender {
  /** What the session's bundle holds when the bell appears. */
  notifications?: Notification[];
  /** What `GET /users/{id}/notifications` answers; the bundle's list unless told. */
  listed?: FakeAnswer;
  answers?: readonly FakeAnswer[];
}

/** The bell as the host's top bar shows it, for Ann (user 42). */
export function renderBell({ notifications = [], listed, answers = [] }: BellRender = {}) {
  const fake = createFakePortal({
    bundle: { ...signedInBundle(), notifications },
    answers: [listed ?? answer(notificationEndpoints.list, notifications), ...answers],
  });
  const view = renderWithPortal(<NotificationsBell />, fake);
  return { ...fake, ...view, user: userEvent.setup() };
}
