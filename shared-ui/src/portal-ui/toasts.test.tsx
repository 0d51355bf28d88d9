import { TOAST_DURATION_MS, transportMessages } from '@portal/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiTexts } from '../ui-texts';
import { createPortalUi } from './create-portal-ui';
import { PortalOverlays } from './PortalOverlays';

function renderOverlays() {
  const { ui, store } = createPortalUi();
  render(<PortalOverlays store={store} />);
  return ui;
}

afterEach(() => jest.useRealTimers());

test(`each toast leaves after the toast duration ("toast duration ${TOAST_DURATION_MS} ms", spec 000 §9)`, () => {
  jest.useFakeTimers();
  const ui = renderOverlays();

  act(() => ui.toast('success', 'Your deal was submitted.'));
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('Your deal was submitted.');
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a toast stays while the pointer rests on it, and leaves a full duration after the pointer goes', async () => {
  jest.useFakeTimers();
  const ui = renderOverlays();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  act(() => ui.toast('info', 'Your documents are being checked.'));
  const toast = screen.getByRole('status');
  await user.hover(toast);
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
  expect(toast).toBeInTheDocument();
  await user.unhover(toast);
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
  expect(toast).not.toBeInTheDocument();
});

test('the close button dismisses a toast at once', async () => {
  const ui = renderOverlays();

  act(() => ui.toast('warning', 'Your session is about to end.'));
  await userEvent.click(screen.getByRole('button', { name: uiTexts.dismissMessage }));
  expect(screen.queryByText('Your session is about to end.')).not.toBeInTheDocument();
});

test('error toasts interrupt as alerts; success, info and warning toasts are polite statuses', () => {
  const ui = renderOverlays();

  act(() => {
    ui.toast('error', transportMessages.generic);
    ui.toast('success', 'Saved.');
    ui.toast('info', 'Heads up.');
    ui.toast('warning', 'Careful.');
  });
  expect(screen.getByRole('alert')).toHaveTextContent(transportMessages.generic);
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Saved.', 'Heads up.', 'Careful.']);
});

test('"Server errors given as a list ... are shown as a list" (spec 000 §8)', () => {
  const ui = renderOverlays();

  act(() => ui.toast('error', ['The given data was invalid.', 'User Email: is taken', 'Password: is too short']));
  const items = within(screen.getByRole('alert')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['The given data was invalid.', 'User Email: is taken', 'Password: is too short']);
});
