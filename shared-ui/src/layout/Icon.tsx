import { classNames } from '../class-names';

export interface IconProps {
  /** The icon's drawing: one SVG path in a 24 × 24 box. */
  path: string;
  /** What the icon says when nothing beside it does (a bank's lock): it is then an image named so. */
  label?: string;
  /** 1.5rem, or 1.25rem for a small button's. */
  size?: 'medium' | 'small';
  className?: string;
}

/**
 * An icon drawn in the colour of the text around it. Without `label` it is decoration, hidden from assistive
 * technology: the control it sits in carries the name (a Retry button, the bell).
 */
export function Icon({ path, label, size = 'medium', className }: IconProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={classNames('pui-icon', size === 'small' && 'pui-icon--small', className)} viewBox="0 0 24 24" focusable="false" {...named}>
      <path d={path} />
    </svg>
  );
}
