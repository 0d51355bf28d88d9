import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { uiTexts } from '../ui-texts';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * The classes of the button's looks, in one place: `RouteLink` dresses a link with the same ones (`look`), so no
 * page writes the theme's class names by hand.
 */
export function buttonClassNames({ variant = 'primary', size = 'medium', loading = false, className }: { variant?: ButtonVariant; size?: ButtonSize; loading?: boolean; className?: string }): string {
  return classNames('pui-button', `pui-button--${variant}`, `pui-button--${size}`, loading && 'pui-button--loading', className);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The action is running: the button is busy, cannot be pressed again and shows a spinner. */
  loading?: boolean;
  loadingLabel?: string;
}

/**
 * The portal's button. `type` defaults to "button" so that a button inside a form never submits it by
 * accident; pass `type="submit"` for the one that should. The ref reaches the native button (React 19
 * passes `ref` as a prop).
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  loadingLabel = uiTexts.loading,
  type = 'button',
  disabled,
  className,
  children,
  ...native
}: ButtonProps) {
  return (
    <button
      {...native}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassNames({ variant, size, loading, className })}
    >
      {loading && <Spinner size="small" label={loadingLabel} />}
      {children}
    </button>
  );
}
