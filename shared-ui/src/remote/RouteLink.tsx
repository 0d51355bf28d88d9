import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { pathFor, type RouteName, type RouteQuery } from '@portal/shared-contracts';
import { usePortal } from '../react/PortalProvider';

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  route: RouteName;
  params?: Record<string, string | number>;
  query?: RouteQuery;
}

/**
 * A real link to a named route: it has an href (so it opens in a new tab and reads as a link), and a plain
 * click navigates inside the portal whichever remote owns the target.
 */
export function RouteLink({ route, params, query, onClick, children, ...rest }: RouteLinkProps) {
  const portal = usePortal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    portal.navigate(route, params, query);
  };
  return (
    <a href={pathFor(route, params, query)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
