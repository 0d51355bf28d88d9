import type { RemoteName } from '@portal/shared-contracts';

/**
 * The element remotes mount into lives outside React's tree: when the shell switches between the public and
 * the signed-in layout, the same element moves into the new layout instead of being destroyed under a
 * mounted remote.
 */
export function createRemoteSlot(doc: Document = document) {
  const container = doc.createElement('div');
  container.className = 'portal-remotes';

  return {
    /** Each remote gets a child element of its own. */
    elementFor(name: RemoteName): HTMLElement {
      const existing = container.querySelector<HTMLElement>(`[data-remote="${name}"]`);
      if (existing) return existing;
      const element = doc.createElement('div');
      element.dataset.remote = name;
      container.appendChild(element);
      return element;
    },
    attachTo(parent: HTMLElement | null) {
      if (parent && container.parentElement !== parent) parent.appendChild(container);
    },
  };
}

export type RemoteSlot = ReturnType<typeof createRemoteSlot>;
