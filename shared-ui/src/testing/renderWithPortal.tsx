import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PortalContext } from '@portal/shared-contracts';
import { PortalOverlays } from '../portal-ui/PortalOverlays';
import type { PortalUiStore } from '../portal-ui/create-portal-ui';
import { PortalProvider } from '../react/PortalProvider';

/**
 * Renders a page as a remote shows it: inside the portal, a router at `url`, and the toasts and dialogs. The
 * portal is a wrapper, so `rerender(<Page other props />)` keeps it.
 */
export function renderWithPortal(page: ReactElement, { portal, uiStore, url = '/' }: { portal: PortalContext; uiStore: PortalUiStore; url?: string }) {
  function InThePortal({ children }: { children: ReactNode }) {
    return (
      <PortalProvider portal={portal}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        <PortalOverlays store={uiStore} />
      </PortalProvider>
    );
  }
  return render(page, { wrapper: InThePortal });
}
