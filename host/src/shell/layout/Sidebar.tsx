import type { ReactNode } from 'react';
import { sidebarFor, sidebarItemAt } from '@portal/shared-contracts';
import { RouteLink } from '@portal/shared-ui';

interface Props {
  permissions: readonly string[];
  pathname: string;
  search: string;
  /**
   * What stands for Submit New Loan when it may not be followed: for an unverified borrower, the popover of spec 001
   * §5 ("unverified users are blocked from submitting a deal"), as on the top bar.
   */
  blockedNewDeal?: ReactNode;
}

/**
 * "Sidebar lists only permitted items" (spec 000 §2.9), the one where the borrower is marked: its own page as the
 * current page, a page of its area (a loan's detail, in Loans) as the current place.
 */
export function Sidebar({ permissions, pathname, search, blockedNewDeal }: Props) {
  const items = sidebarFor(permissions);
  const here = sidebarItemAt(items, pathname, search);
  return (
    <nav className="portal-sidebar" aria-label="Main">
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            {item.route === 'NewDeal' && blockedNewDeal ? (
              blockedNewDeal
            ) : (
              <RouteLink route={item.route} query={item.query} aria-current={here?.item === item ? (here.at === 'page' ? 'page' : 'true') : undefined}>
                {item.label}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
