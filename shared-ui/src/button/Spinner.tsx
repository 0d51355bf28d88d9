import { classNames } from '../class-names';
import { uiTexts } from '../ui-texts';

export interface SpinnerProps {
  /** What is loading, for people who cannot see the animation. */
  label?: string;
  /** Show the label next to the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A loading indicator that is also a polite live region, so its label is announced when it appears. */
export function Spinner({ label = uiTexts.loading, showLabel = false, size = 'medium', className }: SpinnerProps) {
  return (
    <span role="status" className={classNames('pui-spinner', `pui-spinner--${size}`, className)}>
      <span className="pui-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'pui-spinner__label' : 'pui-visually-hidden'}>{label}</span>
    </span>
  );
}
