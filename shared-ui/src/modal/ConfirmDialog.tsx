import { Button } from '../button/Button';
import { uiTexts } from '../ui-texts';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** True when the borrower confirmed; false when they cancelled, pressed Escape or closed the dialog. */
  onAnswer(confirmed: boolean): void;
}

/**
 * A yes-or-no question ("Are you sure?"). Focus starts on the cancel button, so a stray Enter never
 * confirms something the borrower did not mean to do.
 */
export function ConfirmDialog({ open, title, text, confirmLabel = uiTexts.confirm, cancelLabel = uiTexts.cancel, onAnswer }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      text={text}
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </Button>
          <Button onClick={() => onAnswer(true)}>{confirmLabel}</Button>
        </>
      }
    />
  );
}
