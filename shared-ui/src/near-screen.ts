import { createContext, useContext, useEffect, useState } from 'react';

/**
 * How near the screen a heavy part of a page (a chart) must be before its library is downloaded: on the screen, or
 * within half a screen above or below it (issue 15: a library of ~200 KB compressed, then a long task to draw, should
 * not come before the borrower can use what they see). A part whose library is already here is drawn wherever it is.
 * (Tables need no library to show their rows: ag-grid comes when the keyboard enters one, DataTable.)
 */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Inside a dialog every part is near: a dialog opens at the borrower's asking, and a list its own scrolling has moved
 * out of view (above the form that adds to it) is what they look for next. The margin is the screen's, not a box's.
 */
export const AlwaysNearScreen = createContext(false);

/**
 * Whether a lazy part (a chart's drawing) may be drawn now: its place, given the callback ref, is on or
 * near the screen (NEAR_SCREEN_MARGIN), or its chunk is already here — `const [placeRef, draw] =
 * useNearScreen(EChartsView)`. Once near, near for good: a part drawn is not taken away when scrolled past. Without
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
