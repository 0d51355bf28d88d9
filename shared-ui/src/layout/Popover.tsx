import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names';
import { tabbableElements } from '../modal/focusable';

/** What the trigger must carry: spread it on the button that opens the popover. */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  onClick(): void;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
}

export interface PopoverProps {
  /** Renders the control that opens the popover, with the props it must carry. */
  trigger(props: PopoverTriggerProps): ReactNode;
  /** The popover's accessible name. */
  label: string;
  /** The content, or a function of the close action. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled (optional). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Which side of the trigger it opens on. */
  placement?: 'bottom-start' | 'bottom-end' | 'top-start';
  className?: string;
}

/** The room a popover keeps from the screen's edges (the theme's --pui-space-4, which its max-width leaves it). */
const SCREEN_MARGIN_PX = 16;

/**
 * How far a popover must move sideways to lie within the screen, keeping its margin: on a phone, one held to its
 * trigger's edge may run off the screen (a button on the left opening to the left, one on the right to the right).
 */
export function shiftIntoScreen(box: { left: number; right: number }, screenWidth: number, margin = SCREEN_MARGIN_PX): number {
  if (box.left < margin) return margin - box.left;
  if (box.right > screenWidth - margin) return Math.max(screenWidth - margin - box.right, margin - box.left);
  return 0;
}

/**
 * A small non-modal dialog anchored to its trigger. Opening moves focus into it; Escape closes it and gives
 * focus back to the trigger; a click outside or Tab out of it closes it without moving focus. Placed by CSS
 * (below or above the trigger), then moved sideways as it opens, if need be, to lie within the screen.
 */
export function Popover({ trigger, label, children, open, onOpenChange, placement = 'bottom-start', className }: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const popoverId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  // The latest callback, so that a new function from each render of the page does not re-run the effects.
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });
  const setOpen = useCallback((next: boolean) => {
    setOwnOpen(next);
    onOpenChangeRef.current?.(next);
  }, []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  // Content that closes the popover (an action done) gives focus back to the trigger, as Escape does.
  const closeAndReturnFocus = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close]);

  // Before it is painted: measured where the CSS puts it, then moved into the screen.
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!isOpen || !popover) return;
    popover.style.translate = '';
    const box = popover.getBoundingClientRect();
    const shift = box.width > 0 ? shiftIntoScreen(box, document.documentElement.clientWidth) : 0;
    if (shift !== 0) popover.style.translate = `${shift}px 0`;
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const popover = popoverRef.current;
    if (popover) (tabbableElements(popover)[0] ?? popover).focus();
    function onPointerDown(event: PointerEvent) {
      if (!anchorRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeAndReturnFocus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next && !anchorRef.current?.contains(next)) close();
  }

  return (
    <div ref={anchorRef} className="pui-popover-anchor">
      {trigger({
        ref: triggerRef,
        onClick: () => setOpen(!isOpen),
        'aria-expanded': isOpen,
        'aria-controls': popoverId,
        'aria-haspopup': 'dialog',
      })}
      {/* The popover is a dialog: Escape is its keyboard contract (WAI-ARIA dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        ref={popoverRef}
        id={popoverId}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        hidden={!isOpen}
        className={classNames('pui-popover', `pui-popover--${placement}`, className)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {isOpen && (typeof children === 'function' ? children(closeAndReturnFocus) : children)}
      </div>
    </div>
  );
}
