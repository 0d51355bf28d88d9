import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PortalContext } from '@portal/shared-contracts';
import { PortalProvider } from '../react/PortalProvider';

/*
 * Build time only: a remote's page as static HTML, for the host server to send inside the public frame so that a
 * visitor sees the page before any script has run (the remote's build writes it, tooling's PrerenderPlugin). The
 * page is drawn as the remote will mount it (RemoteRoot: the portal, a router at the page's path, the remote's
 * routes), so that the remote's mount can take that markup over as its own first render (it hydrates it).
 *
 * There is no portal at build time: a page that reads the portal while it renders (rather than in an effect or a
 * handler) cannot be drawn ahead, and fails the build saying so.
 */
const noPortal = new Proxy({} as PortalContext, {
  get(_target, member) {
    throw new Error(`A prerendered page read the portal's ${String(member)} while rendering: a page that needs the portal to render cannot be prerendered.`);
  },
});

export function prerenderPage(Routes: ComponentType, path: string): string {
  return renderToStaticMarkup(
    <PortalProvider portal={noPortal}>
      <StaticRouter location={path}>
        <Routes />
      </StaticRouter>
    </PortalProvider>,
  );
}
