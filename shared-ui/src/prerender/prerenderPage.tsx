import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PortalContext, SessionState } from '@portal/shared-contracts';
import { createStore } from 'zustand/vanilla';
import { PortalProvider } from '../react/PortalProvider';

/*
 * Build time only: a remote's page as static HTML, for the host server to send inside the page's frame so that it is
 * seen before any script has run (the remote's build writes it, tooling's PrerenderPlugin). The page is drawn as the
 * remote will mount it (RemoteRoot: the portal, a router at the page's path, the remote's routes), for nobody: the
 * portal's session holds no one and `can` grants nothing. A visitor who is signed out sees that very page, and the
 * remote's mount takes the markup over as its own first render (it hydrates it); for a signed-in person it is a
 * picture of the page's outline (its heading, its tabs), which the remote's first render replaces
 * (createRemoteLifecycles).
 *
 * Anything else of the portal does not exist at build time: a page that reads it while it renders (rather than in an
 * effect or a handler) cannot be drawn ahead, and fails the build saying so.
 */
const nobody = createStore<SessionState>()(() => ({
  bundle: null,
  lastActivity: null,
  signIn: refuse('session.signIn'),
  refresh: refuse('session.refresh'),
  switchBundle: refuse('session.switchBundle'),
  touch: refuse('session.touch'),
  clear: refuse('session.clear'),
}));

function refuse(member: string): () => never {
  return () => {
    throw new Error(`A prerendered page called the portal's ${member} while rendering: a page drawn ahead is drawn for nobody.`);
  };
}

const portalForNobody = new Proxy({ session: nobody, can: () => false } as Partial<PortalContext>, {
  get(known, member) {
    if (member in known) return known[member as keyof PortalContext];
    throw new Error(`A prerendered page read the portal's ${String(member)} while rendering: a page that needs the portal to render cannot be prerendered.`);
  },
}) as PortalContext;

export function prerenderPage(Routes: ComponentType, path: string): string {
  return renderToStaticMarkup(
    <PortalProvider portal={portalForNobody}>
      <StaticRouter location={path}>
        <Routes />
      </StaticRouter>
    </PortalProvider>,
  );
}
