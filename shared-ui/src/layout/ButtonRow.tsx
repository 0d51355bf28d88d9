import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface ButtonRowProps {
  /**
   * `end`: the row that ends a form, a step or a dialog (Back, then Next or Save, at the right). `start`: buttons
   * among content, a card's or a table row's (Enter, Leave).
   */
  align?: 'end' | 'start';
  className?: string;
  children: ReactNode;
}

/** Buttons side by side, wrapping onto a second line when the row is narrow: one spacing and one place for every row. */
export function ButtonRow({ align = 'end', className, children }: ButtonRowProps) {
  return <div className={classNames('pui-button-row', align === 'start' && 'pui-button-row--start', className)}>{children}</div>;
}
