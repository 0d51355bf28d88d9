import type { ReactNode } from 'react';

/**
 * Words a screen reader reads and the screen does not show: what an icon, a colour or a mask says to the eye. With
 * `onAPhone`, hidden only on a phone's screen (480 px or less), where a wider screen's room for them is missing.
 */
export function VisuallyHidden({ children, onAPhone = false }: { children: ReactNode; onAPhone?: boolean }) {
  return <span className={onAPhone ? 'pui-visually-hidden-on-a-phone' : 'pui-visually-hidden'}>{children}</span>;
}
