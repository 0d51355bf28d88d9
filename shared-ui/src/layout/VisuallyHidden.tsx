import type { ReactNode } from 'react';

/** Words a screen reader reads and the screen does not show: what an icon, a colour or a mask says to the eye. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="pui-visually-hidden">{children}</span>;
}
