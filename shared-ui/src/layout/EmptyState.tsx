import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface EmptyStateProps {
  /** What is missing, in the spec's words ("No Deals Found", "No Documents added."). */
  text: string;
  /** What the borrower can do about it (a "SUBMIT NEW LOAN" button). */
  action?: ReactNode;
  className?: string;
}

/** What a list or panel says when it has nothing to show. */
export function EmptyState({ text, action, className }: EmptyStateProps) {
  return (
    <div className={classNames('pui-empty-state', className)}>
      <p className="pui-empty-state__text">{text}</p>
      {action && <div className="pui-empty-state__action">{action}</div>}
    </div>
  );
}
