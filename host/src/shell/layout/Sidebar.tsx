import { matchRoute, sidebarFor } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

interface Props {
  permissions: readonly string[];
  pathname: string;
}

/** "Sidebar lists only permitted items" (spec 000 §2.9). */
export function Sidebar({ permissions, pathname }: Props) {
  const current = matchRoute(pathname).route.name;
  return (
    <nav className="portal-sidebar" aria-label="Main">
      <ul>
        {sidebarFor(permissions).map((item) => (
          <li key={item.label}>
            <RouteLink route={item.route} query={item.query} aria-current={current === item.route ? 'page' : undefined}>
              {item.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
