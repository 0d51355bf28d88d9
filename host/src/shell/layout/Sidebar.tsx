import type { ReactNode } from 'react';
import { matchRoute, sidebarFor } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

interface Props {
  permissions: readonly string[];
  pathname: string;
  /**
   * What stands for Submit New Loan when it may not be followed: for an unverified borrower, the popover of spec 001
   * §5 ("unverified users are blocked from submitting a deal"), as on the top bar.
   */
  blockedNewDeal?: ReactNode;
}

/** "Sidebar lists only permitted items" (spec 000 §2.9). */
export function Sidebar({ permissions, pathname, blockedNewDeal }: Props) {
  const current = matchRoute(pathname).route.name;
  return (
    <nav className="portal-sidebar" aria-label="Main">
      <ul>
        {sidebarFor(permissions).map((item) => (
          <li key={item.label}>
            {item.route === 'NewDeal' && blockedNewDeal ? (
              blockedNewDeal
            ) : (
              <RouteLink route={item.route} query={item.query} aria-current={current === item.route ? 'page' : undefined}>
                {item.label}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
