import { useEffect, useEffectEvent } from 'react';

// Whether the borrower's last input was a key or a pointer, as browsers decide whether to show focus (:focus-visible),
// stated here so that it is the same everywhere (a test's document has no :focus-visible of its own).

let lastInput: 'keyboard' | 'pointer' | undefined;
let watching = false;

/** Starts noting the borrower's inputs, once per page; call it before asking `keyboardInUse`. */
export function watchInputModality(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('keydown', () => (lastInput = 'keyboard'), { capture: true, passive: true });
  document.addEventListener('pointerdown', () => (lastInput = 'pointer'), { capture: true, passive: true });
}

/**
 * Whether a focus now is the keyboard's: a Tab, or focus given back after a key (Escape closing a dialog). After a
 * pointer's press, or before any input (focus moved by the page itself), it is not.
 */
export const keyboardInUse = (): boolean => lastInput === 'keyboard';

/**
 * Calls `onTab` at the first Tab pressed anywhere on the page while `watching`: the keyboard is in use, and may be on
 * its way to what is watching (a table, whose grid can then be ready when it arrives).
 */
export function useFirstTab(onTab: () => void, watching: boolean): void {
  const tabbed = useEffectEvent(onTab);
  useEffect(() => {
    if (!watching) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      document.removeEventListener('keydown', keydown, true);
      tabbed();
    };
    document.addEventListener('keydown', keydown, true);
    return () => document.removeEventListener('keydown', keydown, true);
  }, [watching]);
}
