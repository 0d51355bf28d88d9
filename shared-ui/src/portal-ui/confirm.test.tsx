import { sessionMessages } from '@portal/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outsideReact } from '../test-support/outside-react';
import { uiTexts } from '../ui-texts';
import { createPortalUi } from './create-portal-ui';
import { PortalOverlays } from './PortalOverlays';

function renderOverlays() {
  const { ui, store } = createPortalUi();
  render(<PortalOverlays store={store} />);
  return ui;
}

test('"Logout asks \'Are you sure?\'": ui.confirm resolves true when confirmed', async () => {
  const ui = renderOverlays();

  const answer = outsideReact(() => ui.confirm({ title: sessionMessages.logoutQuestion, confirmLabel: 'Log out' }));
  expect(screen.getByRole('dialog', { name: sessionMessages.logoutQuestion })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await expect(answer).resolves.toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('ui.confirm resolves false when cancelled or dismissed with Escape', async () => {
  const ui = renderOverlays();

  const cancelled = outsideReact(() => ui.confirm({ title: 'Reject this invitation?', text: 'The team will be told.' }));
  expect(screen.getByRole('dialog', { name: 'Reject this invitation?' })).toHaveAccessibleDescription('The team will be told.');
  await userEvent.click(screen.getByRole('button', { name: uiTexts.cancel }));
  await expect(cancelled).resolves.toBe(false);

  const escaped = outsideReact(() => ui.confirm({ title: 'Disconnect from this team?' }));
  await userEvent.keyboard('{Escape}');
  await expect(escaped).resolves.toBe(false);
});

test('questions asked together are shown one after the other, each with its own answer', async () => {
  const ui = renderOverlays();

  const [first, second] = outsideReact(() => [ui.confirm({ title: 'Reject this invitation?' }), ui.confirm({ title: 'Disconnect from this team?' })]);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: uiTexts.confirm }));
  await expect(first).resolves.toBe(true);
  expect(screen.getByRole('dialog', { name: 'Disconnect from this team?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: uiTexts.cancel }));
  await expect(second).resolves.toBe(false);
});
