import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { pathFor, type RouteArgs, type RouteName, type RouteParams, type NoRouteParams, type RouteParamName, type RouteQuery } from '@portal/shared-contracts';
import { buttonClassNames, type ButtonSize, type ButtonVariant } from '../button/Button';
import { usePortal } from '../react/PortalProvider';

/** The route's parameters, as `pathFor` takes them: required when its path has some, refused when it has none. */
type RouteLinkParams<N extends RouteName> = N extends RouteName
  ? [RouteParamName<N>] extends [never]
    ? { params?: NoRouteParams }
    : { params: RouteParams<N> }
  : never;

export type RouteLinkProps<N extends RouteName> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  RouteLinkParams<N> & {
    route: N;
    query?: RouteQuery;
    /** Dress the link as the portal's `Button` of this variant ('Sign in', 'Go to Sign In'); a plain link otherwise. */
    look?: ButtonVariant;
    /** The button size of a link with a `look` ('medium' unless told). */
    size?: ButtonSize;
  };

/**
 * A real link to a named route: it has an href (so it opens in a new tab and reads as a link), and a plain
 * click navigates inside the portal whichever remote owns the target. With `look`, it is styled exactly as the
 * `Button` of that variant and size, and stays a link for assistive technology (it goes somewhere).
 */
export function RouteLink<N extends RouteName>({ route, params, query, look, size, className, onClick, children, ...rest }: RouteLinkProps<N>) {
  const portal = usePortal();
  // The props were checked against the route's own parameters; here they are passed on as pathFor takes them.
  const args = [params, query] as unknown as RouteArgs<N>;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    portal.navigate(route, ...args);
  };
  return (
    <a
      {...rest}
      href={pathFor(route, ...args)}
      onClick={handleClick}
      className={look ? buttonClassNames({ variant: look, size, className }) : className}
    >
      {children}
    </a>
  );
}
