import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PortalContext } from '@portal/shared-contracts';
import { PortalOverlays } from '../portal-ui/PortalOverlays';
import type { PortalUiStore } from '../portal-ui/create-portal-ui';
import { PortalProvider } from '../react/PortalProvider';

/** Renders a page as a remote shows it: inside the portal, a router at `url`, and the toasts and dialogs. */
export function renderWithPortal(page: ReactElement, { portal, uiStore, url = '/' }: { portal: PortalContext; uiStore: PortalUiStore; url?: string }) {
  return render(
    <PortalProvider portal={portal}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
      <PortalOverlays store={uiStore} />
    </PortalProvider>,
  );
}
