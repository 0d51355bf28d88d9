import { TOAST_DURATION_MS } from '@portal/shared-contracts';
import { useEffect, useState, type FocusEvent } from 'react';
import { uiTexts } from '../ui-texts';
import type { Toast } from './create-portal-ui';

interface ToastListProps {
  toasts: Toast[];
  onDismiss(id: number): void;
}

export function ToastList({ toasts, onDismiss }: ToastListProps) {
  return (
    <div className="pui-toasts">
      {toasts.map((toast) => (
        <ToastMessage key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

interface ToastMessageProps {
  toast: Toast;
  onDismiss(id: number): void;
}

/**
 * One toast. It leaves after the toast duration, but not while the pointer rests on it or focus is in it:
 * someone still reading, or reaching for the close button, keeps it (WCAG 2.2.1, timing adjustable).
 */
function ToastMessage({ toast, onDismiss }: ToastMessageProps) {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id, onDismiss]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  }

  return (
    <div
      className={`pui-toast pui-toast--${toast.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      {/* Errors interrupt; the rest wait for a pause. The close button stays outside the announcement. */}
      <div role={toast.kind === 'error' ? 'alert' : 'status'} className="pui-toast__message">
        {Array.isArray(toast.message) ? (
          <ul className="pui-toast__list">
            {toast.message.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>{toast.message}</p>
        )}
      </div>
      <button type="button" className="pui-toast__close" aria-label={uiTexts.dismissMessage} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
