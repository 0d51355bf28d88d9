import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/Button';
import { uiTexts } from '../ui-texts';
import { Modal } from './Modal';

function EditContact({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Edit contact</Button>
      <Modal
        open={open}
        title="Contact details"
        text="These details appear on your loan documents."
        dismissible={dismissible}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <label>
          First name
          <input name="firstName" />
        </label>
      </Modal>
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit contact' }));
  return user;
}

test('the dialog is named by its title, described by its text, and rendered on document.body', async () => {
  const { container } = render(<EditContact />);
  await openDialog();

  const dialog = screen.getByRole('dialog', { name: 'Contact details' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('These details appear on your loan documents.');
  expect(container).not.toContainElement(dialog);
});

test('focus moves into the dialog on opening, to its first control', async () => {
  render(<EditContact />);
  await openDialog();

  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
});

test('Escape closes a dismissible dialog and focus returns to the control that opened it', async () => {
  render(<EditContact />);
  const user = await openDialog();
  // The page behind must not scroll away under the dialog.
  expect(document.body).toHaveClass('pui-scroll-locked');

  await user.keyboard('{Escape}');
  expect(document.body).not.toHaveClass('pui-scroll-locked');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit contact' })).toHaveFocus();
});

test('the close button closes the dialog too', async () => {
  render(<EditContact />);
  const user = await openDialog();

  await user.click(screen.getByRole('button', { name: uiTexts.close }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit contact' })).toHaveFocus();
});

test('Tab and Shift+Tab cycle inside the dialog and never reach the page behind it', async () => {
  render(<EditContact />);
  const user = await openDialog();
  const close = screen.getByRole('button', { name: uiTexts.close });
  const firstName = screen.getByRole('textbox', { name: 'First name' });
  const save = screen.getByRole('button', { name: 'Save' });

  await user.tab();
  expect(save).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(firstName).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(save).toHaveFocus();
});

test('a dialog that is not dismissible ignores Escape and offers no close button', async () => {
  render(<EditContact dismissible={false} />);
  const user = await openDialog();

  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Contact details' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: uiTexts.close })).not.toBeInTheDocument();
});

function DrawRequest({ onLeave }: { onLeave(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <Modal open title="Draw request" onClose={onLeave}>
      <Button onClick={() => setAsking(true)}>Discard draw request</Button>
      <Modal open={asking} title="Discard this draw request?" onClose={() => setAsking(false)}>
        <Button>Discard</Button>
      </Modal>
    </Modal>
  );
}

test('Escape closes only the innermost of two stacked dialogs, and focus goes back into the outer one', async () => {
  const onLeave = jest.fn();
  render(<DrawRequest onLeave={onLeave} />);
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Discard draw request' }));
  expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Discard this draw request?' })).not.toBeInTheDocument();
  expect(onLeave).not.toHaveBeenCalled();
  expect(document.body).toHaveClass('pui-scroll-locked');
  expect(screen.getByRole('button', { name: 'Discard draw request' })).toHaveFocus();
});
