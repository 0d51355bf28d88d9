import type { PortalUi, ToastKind } from '@portal/shared-contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** A list of messages is shown as a list (spec 000 §8). */
  message: string | string[];
}

/** One holder of the full-screen blocker: a request or an action that asked the page to wait. */
export interface Block {
  id: number;
  message?: string;
  loader: boolean;
}

export type ConfirmOptions = Parameters<PortalUi['confirm']>[0];

export interface PendingConfirmation extends ConfirmOptions {
  id: number;
}

export interface PortalUiState {
  toasts: Toast[];
  /** Every holder of the blocker, oldest first; the page stays blocked until all have released. */
  blocks: Block[];
  /** Questions waiting for an answer, oldest first; the first one is on screen. */
  confirmations: PendingConfirmation[];
  dismissToast(id: number): void;
  answerConfirmation(id: number, confirmed: boolean): void;
}

export type PortalUiStore = StoreApi<PortalUiState>;

/**
 * The portal's toasts, blocker and confirmations as one store and the `PortalUi` services that drive it.
 * The host and every remote's standalone mode create one each and render `<PortalOverlays store={store} />`.
 */
export function createPortalUi(): { ui: PortalUi; store: PortalUiStore } {
  let lastId = 0;
  const nextId = () => ++lastId;
  const answers = new Map<number, (confirmed: boolean) => void>();

  const store = createStore<PortalUiState>()((set) => ({
    toasts: [],
    blocks: [],
    confirmations: [],
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    answerConfirmation: (id, confirmed) => {
      answers.get(id)?.(confirmed);
      answers.delete(id);
      set((state) => ({ confirmations: state.confirmations.filter((confirmation) => confirmation.id !== id) }));
    },
  }));

  const ui: PortalUi = {
    toast(kind, message) {
      store.setState((state) => ({ toasts: [...state.toasts, { id: nextId(), kind, message }] }));
    },
    block(message, options) {
      const id = nextId();
      store.setState((state) => ({ blocks: [...state.blocks, { id, message, loader: options?.loader ?? true }] }));
      // The release removes exactly this holder, so calling it twice can never release someone else's hold.
      return () => store.setState((state) => ({ blocks: state.blocks.filter((block) => block.id !== id) }));
    },
    confirm(options) {
      const id = nextId();
      return new Promise<boolean>((resolve) => {
        answers.set(id, resolve);
        store.setState((state) => ({ confirmations: [...state.confirmations, { ...options, id }] }));
      });
    },
  };

  return { ui, store };
}
