import type { Permission } from './permissions';
import { can } from './permissions';
import { TEAM_MEMBERS_SETTINGS_TAB } from './constants';
import type { RouteQuery, RouteWithoutParams } from './routes';

export interface SidebarItem {
  label: string;
  /** A sidebar item leads to a whole area, never to one record: its route takes no parameters. */
  route: RouteWithoutParams;
  query?: RouteQuery;
  permissions: readonly Permission[];
}

/** Spec 000 §2.9: "Sidebar lists only permitted items", in this order. */
export const SIDEBAR: readonly SidebarItem[] = [
  { label: 'Dashboard', route: 'Dashboard', permissions: ['dashboard.read'] },
  { label: 'Submit New Loan', route: 'NewDeal', permissions: ['loans.write'] },
  { label: 'Loans', route: 'MyDeals', permissions: ['loans.read'] },
  { label: 'Entities', route: 'EntitiesList', permissions: ['entity.read'] },
  { label: 'Guarantor and Borrower Application', route: 'BorrowerApplication', permissions: ['application.read'] },
  { label: 'Proof of Funds', route: 'Plaid', permissions: ['plaid.read'] },
  { label: 'Team Members', route: 'Settings', query: { tab: TEAM_MEMBERS_SETTINGS_TAB }, permissions: ['owner'] },
];

export function sidebarFor(permissions: readonly string[]): SidebarItem[] {
  return SIDEBAR.filter((item) => can(permissions, ...item.permissions));
}

/** "a Submit New Loan button shown if loans.write is allowed and no teams area is required" */
export function showsSubmitNewLoan(permissions: readonly string[], teamsAreaRequired: boolean): boolean {
  return !teamsAreaRequired && can(permissions, 'loans.write');
}
