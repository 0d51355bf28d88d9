import { screen, waitFor, within } from '@testing-library/react';
import { notificationEndpoints, type Notification } from '@portal/shared-contracts';
import { answer, refusal, serverFailure } from '@portal/shared-ui/testing';
import { notification, renderBell } from './testing';

const rates = notification(5, 0, { title: 'New rates', headline: 'Our bridge rates changed', read: false });
const office = notification(4, 1, { title: 'Office closed', headline: 'Closed on Monday', read: false });
const welcome = notification(3, 3, { title: 'Welcome', headline: 'Your portal is ready', read: true });

/** A call the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

async function openWhatsNew(user: ReturnType<typeof renderBell>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return within(screen.getByRole('dialog', { name: "What's New" }));
}

test('the bell is named with the unread count, which its badge shows', async () => {
  renderBell({ notifications: [rates, office, welcome] });

  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(within(bell).getByText('2')).toBeVisible();
});

test('no badge when every notification is read', async () => {
  const { callsTo } = renderBell({ notifications: [welcome] });

  await waitFor(() => expect(callsTo(notificationEndpoints.list)).toHaveLength(1));
  const bell = screen.getByRole('button', { name: 'Notifications' });
  expect(bell).not.toHaveTextContent(/\d/);
});

test('"What\'s New" lists each notification\'s title, headline and how many days ago, the unread marked', async () => {
  const { user } = renderBell({ notifications: [rates, office, welcome] });
  const popover = await openWhatsNew(user);

  expect(popover.getByRole('heading', { name: "What's New" })).toBeInTheDocument();
  const items = popover.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'New ratesUnreadOur bridge rates changedToday',
    'Office closedUnreadClosed on Monday1 day ago',
    'WelcomeYour portal is ready3 days ago',
  ]);
  expect(within(items[2]!).getByText('3 days ago')).toHaveAttribute('datetime', welcome.created);
});

test('"It appears you have no new notifications" when there are none', async () => {
  const { user } = renderBell();
  const popover = await openWhatsNew(user);

  expect(popover.getByText('It appears you have no new notifications')).toBeInTheDocument();
  expect(popover.queryByRole('list')).not.toBeInTheDocument();
});

test('a notification opens its modal: its title, and its body as plain text with its line breaks', async () => {
  const body = 'Rates are lower from Monday.\n<b>Ask your account executive</b> for a quote.';
  const news = notification(9, 0, { title: 'Lower rates', body, read: true });
  const { user } = renderBell({ notifications: [news] });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /Lower rates/ }));

  const modal = screen.getByRole('dialog', { name: 'Lower rates' });
  expect(within(modal).getByText(/Rates are lower from Monday\./).textContent).toBe(body);
  expect(modal.querySelector('b')).toBeNull();
  expect(screen.queryByRole('dialog', { name: "What's New" })).not.toBeInTheDocument();
});

test('closing the modal marks the notification read: the count drops at once, and POST …/mark_read is sent', async () => {
  const marking = deferred<Notification>();
  const { user, callsTo, portal } = renderBell({
    notifications: [rates, office, welcome],
    answers: [answer(notificationEndpoints.markRead, () => marking.promise)],
  });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /Office closed/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Office closed' })).getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('dialog', { name: 'Office closed' })).not.toBeInTheDocument();
  const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
  expect(bell).toHaveFocus();
  expect(callsTo(notificationEndpoints.markRead)).toEqual([{ params: { id: 42, notification_id: 4 } }]);
  expect(portal.session.getState().bundle?.notifications.map(({ id, read }) => [id, read])).toEqual([
    [5, false],
    [4, true],
    [3, true],
  ]);

  marking.resolve({ ...office, read: true });
  await user.click(bell);
  const items = within(screen.getByRole('dialog', { name: "What's New" })).getAllByRole('listitem');
  expect(within(items[1]!).queryByText('Unread')).not.toBeInTheDocument();
});

test('Escape closes the modal and marks it read too', async () => {
  const { user, callsTo } = renderBell({ notifications: [rates], answers: [answer(notificationEndpoints.markRead, { ...rates, read: true })] });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /New rates/ }));
  await user.keyboard('{Escape}');

  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(callsTo(notificationEndpoints.markRead)).toEqual([{ params: { id: 42, notification_id: 5 } }]);
});

test('closing a notification already read sends nothing', async () => {
  const { user, calls } = renderBell({ notifications: [rates, welcome] });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /Welcome/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Welcome' })).getByRole('button', { name: 'Close' }));

  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a refused mark-read puts it back unread, with the reason toasted', async () => {
  const marking = deferred<Notification>();
  const { user, portal } = renderBell({
    notifications: [rates, office],
    answers: [answer(notificationEndpoints.markRead, () => marking.promise)],
  });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /New rates/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'New rates' })).getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

  marking.reject(refusal('This notification could not be marked read.'));

  expect(await screen.findByRole('alert')).toHaveTextContent('This notification could not be marked read.');
  expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(portal.session.getState().bundle?.notifications.find(({ id }) => id === 5)?.read).toBe(false);
});

test('the list is read again when the bell appears and each time the popover opens', async () => {
  const later = notification(6, 0, { title: 'Draw funded', headline: 'Your draw was funded' });
  const answers = [[rates, office], [later, rates, office]];
  const { user, callsTo, portal } = renderBell({
    notifications: [office],
    listed: answer(notificationEndpoints.list, () => answers.shift() ?? []),
  });

  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  const popover = await openWhatsNew(user);

  expect(await popover.findByText('Draw funded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  expect(callsTo(notificationEndpoints.list)).toEqual([{ params: { id: 42 } }, { params: { id: 42 } }]);
  expect(portal.session.getState().bundle?.notifications.map(({ id }) => id)).toEqual([6, 5, 4]);
});

test('a list read before the mark-read reached the server does not make the notification unread again', async () => {
  const { user } = renderBell({
    notifications: [rates],
    listed: answer(notificationEndpoints.list, [rates]),
    answers: [answer(notificationEndpoints.markRead, { ...rates, read: true })],
  });
  const popover = await openWhatsNew(user);
  await user.click(popover.getByRole('button', { name: /New rates/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'New rates' })).getByRole('button', { name: 'Close' }));

  const reopened = await openWhatsNew(user);
  await waitFor(() => expect(reopened.getByRole('listitem')).not.toHaveTextContent('Unread'));
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('a list that cannot be read leaves the notifications shown, without a word', async () => {
  const { user, callsTo, uiStore } = renderBell({ notifications: [rates], listed: answer(notificationEndpoints.list, serverFailure()) });
  const popover = await openWhatsNew(user);

  await waitFor(() => expect(callsTo(notificationEndpoints.list)).toHaveLength(2));
  expect(popover.getByText('New rates')).toBeInTheDocument();
  expect(uiStore.getState().toasts).toEqual([]);
});
