import type { PortalContext } from '@portal/shared-contracts';
import { createContext, useContext, type ReactNode } from 'react';

const PortalReactContext = createContext<PortalContext | null>(null);

export interface PortalProviderProps {
  /** What the host handed the remote at mount, or what the remote's standalone mode built. */
  portal: PortalContext;
  children?: ReactNode;
}

/** Makes the `PortalContext` reachable from every component of a remote. */
export function PortalProvider({ portal, children }: PortalProviderProps) {
  return <PortalReactContext.Provider value={portal}>{children}</PortalReactContext.Provider>;
}

/** The `PortalContext` of the surrounding `PortalProvider`. */
export function usePortal(): PortalContext {
  const portal = useContext(PortalReactContext);
  if (!portal) {
    throw new Error(
      'usePortal() was called outside a <PortalProvider>. Wrap the remote (and any test render) in <PortalProvider portal={...}> with the PortalContext it was mounted with.',
    );
  }
  return portal;
}
