import { useEffect, useState, type RefObject } from 'react';

/** Where a box that scrolls sideways has more than it shows: before its start, after its end, both, or none. */
export type SidewaysOverflow = 'none' | 'before' | 'after' | 'both';

/** What is past the box's edges now (a pixel's rounding is not "more"); right to left, "before" is on the right. */
export function sidewaysOverflowOf(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): SidewaysOverflow {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= 1) return 'none';
  const scrolled = Math.abs(box.scrollLeft);
  const before = scrolled > 1;
  const after = scrolled < hidden - 1;
  return before && after ? 'both' : before ? 'before' : after ? 'after' : 'none';
}

/**
 * What of a box's content lies past its edges, as the screen, the content and its scrolling change: a table wider than
 * a phone's screen, a row of tabs. The box's own element and its first child are watched for their size; the state
 * changes only when the answer does, not at every pixel scrolled. 'none' where nothing can be measured (a test without
 * a layout).
 */
export function useSidewaysOverflow(box: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [overflow, setOverflow] = useState<SidewaysOverflow>('none');
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(sidewaysOverflowOf(element));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return overflow;
}
