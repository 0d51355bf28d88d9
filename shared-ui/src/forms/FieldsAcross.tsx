import type { ReactNode } from 'react';
import { classNames } from '../class-names';

export interface FieldsAcrossProps {
  /** A class of the page's that may set `--pui-fields-across-min`, the narrowest a field may be (12rem unless set). */
  className?: string;
  /** The kit's fields (a checkbox or a group of choices takes its place without lining up its parts). */
  children: ReactNode;
}

/**
 * Fields side by side as the width allows, one under the other on a phone, each part of a field on the line of its
 * neighbours': labels, hints, controls and errors. A hint over one field or an error under it moves none of its
 * neighbours' controls, and no control is stretched to its row's height (theme.css `.pui-fields-across`).
 */
export function FieldsAcross({ className, children }: FieldsAcrossProps) {
  return <div className={classNames('pui-fields-across', className)}>{children}</div>;
}
