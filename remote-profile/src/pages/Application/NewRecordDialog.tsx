import { useState, type ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Button, Modal } from '@portal/shared-ui';
import { VerifiedOnly } from '@portal/shared-ui/kit';

export interface NewRecordDialogProps<Values> {
  /** The button's words ("Add Employment", "Add Experience"). */
  addLabel: string;
  title: string;
  /** Sends the record; refusals come back as field errors and keep the dialog open. */
  onAdd(values: Values): Promise<SubmissionErrors>;
  /** The record's form, given how to send and how to cancel. */
  children(form: { onSubmit(values: Values): Promise<SubmissionErrors>; onCancel(): void }): ReactNode;
}

/**
 * A button that opens a dialog for a new record of the application (an employment, a property). "New employment and
 * experience modals appear only for verified users": the unverified get the not-verified popover with Resend Link
 * from the button instead.
 */
export function NewRecordDialog<Values>({ addLabel, title, onAdd, children }: NewRecordDialogProps<Values>) {
  const [open, setOpen] = useState(false);

  async function add(values: Values) {
    const errors = await onAdd(values);
    if (!errors) setOpen(false);
    return errors;
  }

  return (
    <>
      <VerifiedOnly placement="bottom-end">{(trigger) => (trigger ? <Button {...trigger}>{addLabel}</Button> : <Button onClick={() => setOpen(true)}>{addLabel}</Button>)}</VerifiedOnly>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        {open && children({ onSubmit: add, onCancel: () => setOpen(false) })}
      </Modal>
    </>
  );
}
