import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { ConfirmDialog } from '../modal/ConfirmDialog';
import { Blocker } from './Blocker';
import type { PortalUiStore } from './create-portal-ui';
import { ToastList } from './Toasts';

export interface PortalOverlaysProps {
  store: PortalUiStore;
}

/**
 * Renders what `PortalUi` asks for: toasts, the full-screen blocker and the pending confirmation. Mount it
 * once per page (the host's shell, or a remote's standalone root); it places itself on document.body so it
 * covers every layout.
 */
export function PortalOverlays({ store }: PortalOverlaysProps) {
  const toasts = useStore(store, (state) => state.toasts);
  const blocks = useStore(store, (state) => state.blocks);
  const confirmation = useStore(store, (state) => state.confirmations[0]);
  const dismissToast = useStore(store, (state) => state.dismissToast);
  const answerConfirmation = useStore(store, (state) => state.answerConfirmation);

  return (
    <>
      {createPortal(
        <>
          <ToastList toasts={toasts} onDismiss={dismissToast} />
          {blocks.length > 0 && <Blocker blocks={blocks} />}
        </>,
        document.body,
      )}
      {confirmation && (
        <ConfirmDialog
          key={confirmation.id}
          open
          title={confirmation.title}
          text={confirmation.text}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel={confirmation.cancelLabel}
          onAnswer={(confirmed) => answerConfirmation(confirmation.id, confirmed)}
        />
      )}
    </>
  );
}
