import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalUi } from '../portal-ui/create-portal-ui';
import { PortalOverlays } from '../portal-ui/PortalOverlays';
import { outsideReact } from '../test-support/outside-react';
import { confirmCannotRevert, confirmRemoveItem } from './confirmDelete';

function renderOverlays() {
  const { ui, store } = createPortalUi();
  render(<PortalOverlays store={store} />);
  return ui;
}

test('"You\'re about to remove this item! Are you sure you want to continue?" with Delete/Back (spec 002 §8)', async () => {
  const ui = renderOverlays();

  const answer = outsideReact(() => confirmRemoveItem(ui));
  expect(screen.getByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await expect(answer).resolves.toBe(true);

  const second = outsideReact(() => confirmRemoveItem(ui));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  await expect(second).resolves.toBe(false);
});

test('"Are you sure? You won\'t be able to revert this action!" with "Yes, delete it!" (spec 002 §8)', async () => {
  const ui = renderOverlays();

  const answer = outsideReact(() => confirmCannotRevert(ui));
  const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
  expect(dialog).toHaveAccessibleDescription("You won't be able to revert this action!");
  // Focus starts on Cancel: a stray Enter never deletes.
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
  await expect(answer).resolves.toBe(true);
});
