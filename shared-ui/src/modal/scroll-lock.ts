/**
 * Open dialogs stop the page behind them from scrolling. Dialogs can stack (a confirmation over a form),
 * so the page unlocks only when the last one closes.
 */
let openDialogs = 0;
const LOCKED_CLASS = 'pui-scroll-locked';

export function lockPageScroll(): () => void {
  openDialogs += 1;
  document.body.classList.add(LOCKED_CLASS);
  return () => {
    openDialogs -= 1;
    if (openDialogs === 0) document.body.classList.remove(LOCKED_CLASS);
  };
}
