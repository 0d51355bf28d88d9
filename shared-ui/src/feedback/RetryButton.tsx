import { classNames } from '../class-names';
import { Icon } from '../layout/Icon';
// Relative, not '@portal/shared-ui': the core's page loader (lazy-part) shows this button too, and a core module
// never imports the core by name. uiTexts holds no state, so a copy in the kit's chunk costs nothing.
import { uiTexts } from '../ui-texts';

export interface RetryButtonProps {
  onClick(): void;
  /** The accessible name ("Retry" unless told). */
  label?: string;
  className?: string;
}

/** The spec's "retry icon": a round-arrow icon button, named for assistive technology. */
export function RetryButton({ onClick, label = uiTexts.retry, className }: RetryButtonProps) {
  return (
    <button type="button" className={classNames('pui-icon-button', className)} aria-label={label} title={label} onClick={onClick}>
      <Icon path="M17.65 6.35A7.95 7.95 0 0 0 12 4a8 8 0 1 0 7.74 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z" />
    </button>
  );
}
