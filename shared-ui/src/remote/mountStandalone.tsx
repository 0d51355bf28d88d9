import { createRoot } from 'react-dom/client';
import { CONTRACT_VERSION } from '@portal/shared-contracts';
import { createPortalContext, PortalOverlays, PortalProvider } from '@portal/shared-ui';
import { StandaloneSignIn } from './StandaloneSignIn';
import { RemoteRoot, type RemoteBuildInfo } from './createRemoteLifecycles';
import type { ComponentType } from 'react';

/**
 * Runs one remote without the host, for the team that owns it: its own PortalContext against the reference
 * API (the dev server proxies `/api`), no guard and no shell. Links to other areas change the URL only.
 */
export function mountStandalone(info: RemoteBuildInfo, Routes: ComponentType, element = document.getElementById('root')) {
  if (!element) throw new Error('The standalone page has no #root element');
  const navigateToUrl = (url: string) => {
    window.history.pushState(null, '', url);
    // react-router listens to popstate; pushState alone does not fire it.
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  const { portal, uiStore } = createPortalContext({
    env: {
      name: 'standalone',
      lower: true,
      apiBase: '/api',
      marketingSiteUrl: 'https://www.lender.example',
      contractVersion: CONTRACT_VERSION,
      // The API's stand-in for the bank-linking widget, through the dev server's /api.
      thirdPartyScripts: { bankLinking: '/api/bank-linking-assets/link-initialize.js' },
    },
    navigateToUrl,
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    storage: window.localStorage,
    track: (event, properties) => console.info(`[${info.name}] ${event}`, properties ?? {}),
  });
  createRoot(element).render(
    <PortalProvider portal={portal}>
      <div className="pui-standalone-banner">
        <span>{`${info.area} — standalone ${info.version}, contract ${info.contractVersion}`}</span>
        <StandaloneSignIn portal={portal} />
      </div>
      <main className="pui-standalone-main">
        <RemoteRoot portal={portal} info={info} Routes={Routes} />
      </main>
      <PortalOverlays store={uiStore} />
    </PortalProvider>,
  );
}
