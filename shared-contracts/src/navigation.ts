import type { Permission } from './permissions';
import { can } from './permissions';
import { TEAM_MEMBERS_SETTINGS_TAB } from './constants';
import { matchRoute, type RouteName, type RouteQuery, type RouteWithoutParams } from './routes';

export interface SidebarItem {
  label: string;
  /** A sidebar item leads to a whole area, never to one record: its route takes no parameters. */
  route: RouteWithoutParams;
  query?: RouteQuery;
  permissions: readonly Permission[];
  /** The other pages of the item's area, where it is marked as where the borrower is (a loan's detail is in Loans). */
  area?: readonly RouteName[];
}

/** Spec 000 §2.9: "Sidebar lists only permitted items", in this order. */
export const SIDEBAR: readonly SidebarItem[] = [
  { label: 'Dashboard', route: 'Dashboard', permissions: ['dashboard.read'] },
  { label: 'Submit New Loan', route: 'NewDeal', permissions: ['loans.write'], area: ['DealConfirmation'] },
  { label: 'Loans', route: 'MyDeals', permissions: ['loans.read'], area: ['DealDetail'] },
  { label: 'Entities', route: 'EntitiesList', permissions: ['entity.read'], area: ['EntityDetails'] },
  { label: 'Guarantor and Borrower Application', route: 'BorrowerApplication', permissions: ['application.read'], area: ['SignApplication', 'Guarantor'] },
  { label: 'Proof of Funds', route: 'Plaid', permissions: ['plaid.read'] },
  { label: 'Team Members', route: 'Settings', query: { tab: TEAM_MEMBERS_SETTINGS_TAB }, permissions: ['owner'] },
];

export function sidebarFor(permissions: readonly string[]): SidebarItem[] {
  return SIDEBAR.filter((item) => can(permissions, ...item.permissions));
}

/**
 * Where the borrower is, among the sidebar's items: the item whose page this is (`page`), with its query when it has
 * one (Team Members is Settings' tab 3, not Change Password), or the item whose area holds it (`in-area`).
 */
export function sidebarItemAt(items: readonly SidebarItem[], pathname: string, search: string): { item: SidebarItem; at: 'page' | 'in-area' } | undefined {
  const route = matchRoute(pathname).route.name;
  const query = new URLSearchParams(search);
  const own = items.find((item) => item.route === route && Object.entries(item.query ?? {}).every(([name, value]) => query.get(name) === String(value)));
  if (own) return { item: own, at: 'page' };
  const holding = items.find((item) => item.area?.includes(route));
  return holding && { item: holding, at: 'in-area' };
}

/** "a Submit New Loan button shown if loans.write is allowed and no teams area is required" */
export function showsSubmitNewLoan(permissions: readonly string[], teamsAreaRequired: boolean): boolean {
  return !teamsAreaRequired && can(permissions, 'loans.write');
}
