import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NEW_PAYMENT_METHOD_KIND_LABELS, NEW_PAYMENT_METHOD_KINDS, paymentMethodMessages, type NewPaymentMethodKind } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';

/**
 * 'a dropdown "+ New Payment Method" with ACH Payment or Draw Payment' (spec 001 §2), as a WAI-ARIA menu button: Enter,
 * Space or the arrows open it on an item, the arrows, Home and End move, Escape closes it back on the button, Tab or a
 * click elsewhere closes it.
 */
export function NewPaymentMethodMenu({ onChoose }: { onChoose(kind: NewPaymentMethodKind): void }) {
  const buttonId = useId();
  const menuId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const open = focused !== null;

  useEffect(() => {
    if (focused !== null) itemRefs.current[focused]?.focus();
  }, [focused]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!anchorRef.current?.contains(event.target as Node)) setFocused(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function closeOnButton() {
    setFocused(null);
    buttonRef.current?.focus();
  }

  function choose(kind: NewPaymentMethodKind) {
    // Focus back on the button first: the form's dialog gives it back there when it closes.
    closeOnButton();
    onChoose(kind);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocused(event.key === 'ArrowDown' ? 0 : NEW_PAYMENT_METHOD_KINDS.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = NEW_PAYMENT_METHOD_KINDS.length - 1;
    const current = focused ?? 0;
    const moves: Record<string, number> = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setFocused(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeOnButton();
    } else if (event.key === 'Tab') {
      setFocused(null);
    }
  }

  return (
    <div ref={anchorRef} className="loans-payment-methods__menu-anchor">
      <Button
        ref={buttonRef}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setFocused(null) : setFocused(0))}
        onKeyDown={onButtonKeyDown}
      >
        {paymentMethodMessages.newPaymentMethod}
      </Button>
      <ul id={menuId} role="menu" aria-labelledby={buttonId} hidden={!open} className="loans-payment-methods__menu" onKeyDown={onMenuKeyDown}>
        {NEW_PAYMENT_METHOD_KINDS.map((kind, index) => (
          <li key={kind} role="none">
            <button
              ref={(item) => {
                itemRefs.current[index] = item;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="loans-payment-methods__menu-item"
              onClick={() => choose(kind)}
            >
              {NEW_PAYMENT_METHOD_KIND_LABELS[kind]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
