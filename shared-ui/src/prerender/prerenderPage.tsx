import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { can, mayCall, type PortalContext, type SessionState, type SignedInBundle } from '@portal/shared-contracts';
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

/** The portal's session as it stands at build time: nobody, or the person a page is drawn for; nothing can change it. */
const sessionOf = (bundle: SignedInBundle | null) =>
  createStore<SessionState>()(() => ({
    bundle,
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

function portalFor(bundle: SignedInBundle | null): PortalContext {
  const known: Partial<PortalContext> = {
    session: sessionOf(bundle),
    can: (...permissions) => bundle !== null && can(bundle.permissions, ...permissions),
    mayCall: (endpoint) => mayCall(endpoint, bundle),
  };
  return new Proxy(known, {
    get(members, member) {
      if (member in members) return members[member as keyof PortalContext];
      throw new Error(`A prerendered page read the portal's ${String(member)} while rendering: a page that needs the portal to render cannot be prerendered.`);
    },
  }) as PortalContext;
}

/**
 * The page at `path` as static markup, drawn for nobody, or for `person`: the contract's `personOfFacts`, a person with
 * nothing of anyone, for a page listed as drawn for the kind of person those facts describe (pictures.ts).
 */
export function prerenderPage(Routes: ComponentType, path: string, person: SignedInBundle | null = null): string {
  return renderToStaticMarkup(
    <PortalProvider portal={portalFor(person)}>
      <StaticRouter location={path}>
        <Routes />
      </StaticRouter>
    </PortalProvider>,
  );
}
