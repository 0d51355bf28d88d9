import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { routesOwnedBy, type RemoteName, type RouteName } from '@portal/shared-contracts';

interface Props {
  owner: RemoteName;
  /** The page each route shows. A route of the table without a page yet shows its title only. */
  pages: Partial<Record<RouteName, ReactNode>>;
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
