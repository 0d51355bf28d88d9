import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** How a row's fields share its width from 40rem up: halves (a first and a last name), a street and its unit, a city, a state and a ZIP code. */
export type FieldShares = '1 1' | '3 1' | '2 2 1';

export interface FieldsAcrossProps {
  /**
   * The row's fields in these shares of its width where the screen is 40rem or wider, one under the other below;
   * without it, as many side by side as fit, each at least `--pui-fields-across-min` (12rem unless the class sets it).
   */
  shares?: FieldShares;
  /** Columns as wide whatever the count of fields: a last row of two keeps the width of the rows of four above it. */
  even?: boolean;
  /** A class of the page's (which may set `--pui-fields-across-min`). */
  className?: string;
  /** The kit's fields (a checkbox or a group of choices takes its place without lining up its parts). */
  children: ReactNode;
}

/**
 * Fields side by side as the width allows, one under the other on a phone, each part of a field on the line of its
 * neighbours': labels, hints, controls and errors. A hint over one field or an error under it moves none of its
 * neighbours' controls, and no control is stretched to its row's height (theme.css `.pui-fields-across`).
 */
export function FieldsAcross({ shares, even = false, className, children }: FieldsAcrossProps) {
  const sharesClass = shares && `pui-fields-across--shares-${shares.replaceAll(' ', '-')}`;
  return <div className={classNames('pui-fields-across', sharesClass, even && 'pui-fields-across--even', className)}>{children}</div>;
}
