import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** A count or a short text. */
  children: ReactNode;
  /** 'danger' is the red one (pending invites). */
  variant?: BadgeVariant;
  /**
   * What the badge means, for people who cannot see it ("3 pending invites"); the visible text is then hidden
   * from assistive technology so it is not read twice.
   */
  label?: string;
  className?: string;
}

/** A small count or status next to a name (a tab, a menu entry). */
export function Badge({ children, variant = 'neutral', label, className }: BadgeProps) {
  return (
    <span className={classNames('pui-badge', `pui-badge--${variant}`, className)}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="pui-visually-hidden">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
