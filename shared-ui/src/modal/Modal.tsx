import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../class-names';
import { AlwaysNearScreen } from '../near-screen';
import { uiTexts } from '../ui-texts';
import { tabbableElements } from './focusable';
import { lockPageScroll } from './scroll-lock';

export interface ModalProps {
  open: boolean;
  title: string;
  /** A short explanation under the title; assistive technology reads it with the title. */
  text?: string;
  onClose(): void;
  /** Escape and the close button close the dialog. Turn off for a question that must be answered. */
  dismissible?: boolean;
  /** The dialog's actions, laid out at its foot. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Where focus goes on opening; by default the first control after the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A dialog holding a table or a list of addresses: up to 60rem wide rather than 32rem. */
  wide?: boolean;
  className?: string;
}

/**
 * An accessible modal dialog, rendered in a portal on document.body so that no remote's layout (overflow,
 * transforms, z-index) can clip it. Focus moves in on opening, Tab stays inside, and focus goes back to
 * the control that opened it on closing, so keyboard users keep their place on the page.
 */
export function Modal({ open, title, text, onClose, dismissible = true, footer, children, initialFocus, wide = false, className }: ModalProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const firstControl = tabbableElements(dialog).find((element) => element !== closeRef.current);
    (initialFocus?.current ?? firstControl ?? dialog).focus();
    const unlockScroll = lockPageScroll();
    return () => {
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Events bubble through React portals into enclosing dialogs: only the innermost one may react.
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      keepFocusInside(event);
    }
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = event.currentTarget;
    const tabbable = tabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="pui-modal-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog owns its keyboard (WAI-ARIA dialog pattern): Escape closes it, Tab stays inside */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
        className={classNames('pui-modal', wide && 'pui-modal--wide', className)}
        onKeyDown={onKeyDown}
      >
        <div className="pui-modal__header">
          <h2 id={titleId} className="pui-modal__title">
            {title}
          </h2>
          {dismissible && (
            <button ref={closeRef} type="button" className="pui-modal__close" aria-label={uiTexts.close} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {text && (
          <p id={textId} className="pui-modal__text">
            {text}
          </p>
        )}
        {children && (
          <div className="pui-modal__body">
            <AlwaysNearScreen value={true}>{children}</AlwaysNearScreen>
          </div>
        )}
        {footer && <div className="pui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
