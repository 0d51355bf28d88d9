import { isValidElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { matchRoute, routesOwnedBy, type RemoteName, type RouteName } from '@portal/shared-contracts';

/** The page each route of an area shows. A route of the table without a page yet shows its title only. */
export type AreaPages = Partial<Record<RouteName, ReactNode>>;

interface Props {
  owner: RemoteName;
  pages: AreaPages;
}

/**
 * A remote's router, built from the contract's route table so that a remote renders exactly the paths the
 * host activates it on. Anything else renders nothing: the host owns NotFound.
 */
export function RemoteRoutes({ owner, pages }: Props) {
  return (
    <Routes>
      {routesOwnedBy(owner).map((route) => (
        <Route key={route.name} path={route.path} element={pages[route.name] ?? <PageTitleOnly title={route.title} />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** The title of a page whose area is not built yet: it says what the page is, and nothing more. */
function PageTitleOnly({ title }: { title: string }) {
  return (
    <section className="pui-page">
      <h1>{title}</h1>
    </section>
  );
}

/** A page kept in a chunk of its own (lazyPage) can be fetched ahead of its first render. */
const preloadOf = (page: ReactNode): (() => Promise<unknown>) | undefined => {
  const type: unknown = isValidElement(page) ? page.type : undefined;
  const preload = (type as { preload?: unknown } | undefined)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : undefined;
};

/**
 * What a remote's `./app` exports as `preloadPage`: fetches the code of the page at a path of its area, so that the
 * page shows at once when it is opened (the host asks when a link to it is pointed at, focused or clicked). A path
 * of another area, or a page without a chunk of its own, fetches nothing; a chunk that fails to arrive is left to
 * the page's own Retry when it is opened.
 */
export function pagePreloader(owner: RemoteName, pages: AreaPages): (path: string) => Promise<void> {
  return async (path) => {
    const { route } = matchRoute(path);
    const preload = route.owner === owner ? preloadOf(pages[route.name]) : undefined;
    await preload?.().catch(() => undefined);
  };
}
