import { createContext, useContext, useEffect, useState } from 'react';

/**
 * How near the screen a heavy part of a page (a table, a chart) must be before its library is downloaded: on the
 * screen, or within half a screen above or below it (issue 15). On a phone, the dashboard's two tables sit more than a
 * screen below its first one, and ag-grid (200 KB compressed, then a long task per grid) came before the borrower could
 * use what they see; it now comes as the borrower scrolls towards them. On a desktop screen they are within the margin
 * and come at once. A part whose library is already here is drawn wherever it is.
 */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Inside a dialog every part is near: a dialog opens at the borrower's asking, and a list its own scrolling has moved
 * out of view (above the form that adds to it) is what they look for next. The margin is the screen's, not a box's.
 */
export const AlwaysNearScreen = createContext(false);

/**
 * Whether a lazy part (a table's grid, a chart's drawing) may be drawn now: its place, given the callback ref, is on or
 * near the screen (NEAR_SCREEN_MARGIN), or its chunk is already here — `const [placeRef, draw] =
 * useNearScreen(AgGridTable)`. Once near, near for good: a part drawn is not taken away when scrolled past. Without
 * IntersectionObserver (an old browser, a test without a layout), and in a dialog, at once. An element not displayed
 * (a closed tab of a page) is near once it is shown on the screen.
 */
export function useNearScreen<E extends Element>(part?: { isLoaded(): boolean }): [(element: E | null) => void, boolean] {
  // No observer for a part drawn wherever it is: in a dialog, or its library already here (the download was the point).
  const anywhere = useContext(AlwaysNearScreen) || Boolean(part?.isLoaded());
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<E | null>(null);
  useEffect(() => {
    if (near || anywhere || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_SCREEN_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, anywhere, element]);
  return [setElement, near || anywhere];
}
