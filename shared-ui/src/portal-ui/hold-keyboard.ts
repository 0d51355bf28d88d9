import { useEffect } from 'react';

const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;

/** Browser shortcuts (reload, address bar, function keys) stay available; only keys that act on the page are held. */
function actsOnPage(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !/^F\d{1,2}$/.test(event.key);
}

function swallow(event: KeyboardEvent) {
  if (!actsOnPage(event)) return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * While the blocker is up, the overlay stops the pointer; this stops the keyboard, so Enter cannot submit a
 * form a second time behind it. Focus stays where it was, and the borrower keeps their place afterwards.
 */
export function useKeyboardHeld(): void {
  useEffect(() => {
    for (const type of KEY_EVENTS) document.addEventListener(type, swallow, true);
    return () => {
      for (const type of KEY_EVENTS) document.removeEventListener(type, swallow, true);
    };
  }, []);
}
