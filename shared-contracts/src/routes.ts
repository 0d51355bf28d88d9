import type { Permission } from './permissions';

/** Who renders a route: one of the five remotes, or the host shell itself. */
export const REMOTE_NAMES = ['auth', 'deals', 'loans', 'profile', 'teams'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = RemoteName | 'host';

/** Each remote's area as the borrower reads it, for loading notices and fallbacks. */
export const REMOTE_AREAS: Record<RemoteName, string> = {
  auth: 'Sign-in',
  deals: 'New deals',
  loans: 'Loans',
  profile: 'Profile and application',
  teams: 'Teams',
};

export interface RouteAccess {
  /** Needs a signed-in user. Every route that names a permission needs one too. */
  signedIn?: boolean;
  /** Needs a verified account e-mail. */
  verified?: boolean;
  /** All of these are needed (the owner permission grants everything). */
  permissions?: readonly Permission[];
  /** Only for visitors who are not signed in. */
  unauthenticatedOnly?: boolean;
  /**
   * Only served in lower environments; elsewhere the visitor goes to `otherwise`, unless `elsewhere` names the
   * permissions that open it there to a signed-in person (the status page: the owner).
   */
  lowerEnvironmentsOnly?: { otherwise: RouteName; elsewhere?: { permissions: readonly Permission[] } };
}

export interface RouteDefinition {
  name: RouteName;
  /** Path pattern with `:param` segments. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** The page title shown while an area is being built, and in the browser tab. */
  title: string;
  /** A route that only forwards the visitor. */
  redirect?: { route: RouteName } | { external: 'marketingContact' };
}

export type RouteName =
  | 'Index'
  | 'AccountConfirmation'
  | 'AccountUnlock'
  | 'Registration'
  | 'Login'
  | 'Inquiry'
  | 'NewDeal'
  | 'DealConfirmation'
  | 'MyDeals'
  | 'DealDetail'
  | 'Dashboard'
  | 'Home'
  | 'EntitiesList'
  | 'EntityDetails'
  | 'MyDocuments'
  | 'PaymentMethodsList'
  | 'PdfSigned'
  | 'Plaid'
  | 'BorrowerApplication'
  | 'SignApplication'
  | 'Settings'
  | 'Invitation'
  | 'Contributor'
  | 'TeamsArea'
  | 'Guarantor'
  | 'PortalStatus'
  | 'PortalKit'
  | 'NotFound';

const signedIn = { signedIn: true } as const;
const withPermissions = (...permissions: Permission[]): RouteAccess => ({ signedIn: true, permissions });

/**
 * The route table of spec 000 §2.1, plus the host's own status and kit pages (lower environments only). Kept `as
 * const` so that each route's path is known to the compiler: `pathFor` and `navigate` read a route's parameters
 * from it (`/my_deals/:loanId` needs `{ loanId }`).
 */
export const ROUTES = [
  { name: 'Index', path: '/', owner: 'auth', title: 'One spot for all your loans', access: { unauthenticatedOnly: true } },
  { name: 'AccountConfirmation', path: '/users/:id/verify/:token', owner: 'auth', title: 'Account verification', access: {} },
  { name: 'AccountUnlock', path: '/unlock_account', owner: 'auth', title: 'Unlock account', access: {} },
  {
    name: 'Registration',
    path: '/registration',
    owner: 'auth',
    title: 'Create an account',
    access: { unauthenticatedOnly: true, lowerEnvironmentsOnly: { otherwise: 'Login' } },
  },
  { name: 'Login', path: '/login', owner: 'auth', title: 'Sign In', access: { unauthenticatedOnly: true } },
  { name: 'Inquiry', path: '/new_inquiry', owner: 'host', title: 'Contact us', access: {}, redirect: { external: 'marketingContact' } },
  {
    name: 'NewDeal',
    path: '/new_deal',
    owner: 'deals',
    title: "Let's build your deal",
    access: { signedIn: true, verified: true, permissions: ['loans.read', 'loans.write'] },
  },
  { name: 'DealConfirmation', path: '/deal_confirmation', owner: 'deals', title: 'Deal confirmation', access: withPermissions('loans.read', 'loans.write') },
  { name: 'MyDeals', path: '/my_deals', owner: 'loans', title: 'My Deals', access: withPermissions('loans.read') },
  { name: 'DealDetail', path: '/my_deals/:loanId', owner: 'loans', title: 'Loan detail', access: withPermissions('loans.read') },
  { name: 'Dashboard', path: '/dashboard', owner: 'loans', title: 'Dashboard', access: withPermissions('dashboard.read') },
  { name: 'Home', path: '/home', owner: 'host', title: 'Home', access: {}, redirect: { route: 'MyDeals' } },
  { name: 'EntitiesList', path: '/entities', owner: 'profile', title: 'My Entities', access: withPermissions('entity.read') },
  { name: 'EntityDetails', path: '/entities/:id', owner: 'profile', title: 'Entity details', access: withPermissions('entity.read') },
  { name: 'MyDocuments', path: '/my_documents', owner: 'profile', title: 'My Documents', access: withPermissions('mydocs.read') },
  { name: 'PaymentMethodsList', path: '/payment_methods', owner: 'loans', title: 'Payment Methods', access: withPermissions('payments.read') },
  { name: 'PdfSigned', path: '/pdf_signed', owner: 'profile', title: 'Document signed', access: signedIn },
  { name: 'Plaid', path: '/plaid', owner: 'profile', title: 'Proof of Funds', access: withPermissions('plaid.read') },
  { name: 'BorrowerApplication', path: '/borrower_application', owner: 'profile', title: 'Application', access: withPermissions('application.read') },
  {
    name: 'SignApplication',
    path: '/sign_application',
    owner: 'profile',
    title: 'Sign application',
    access: { signedIn: true, verified: true, permissions: ['application.read', 'application.write'] },
  },
  { name: 'Settings', path: '/settings', owner: 'profile', title: 'Account Settings', access: signedIn },
  { name: 'Invitation', path: '/invitation', owner: 'auth', title: 'Create an account', access: { unauthenticatedOnly: true } },
  { name: 'Contributor', path: '/contributor', owner: 'auth', title: 'Create an account', access: { unauthenticatedOnly: true } },
  { name: 'TeamsArea', path: '/teams_area', owner: 'teams', title: 'Teams', access: signedIn },
  { name: 'Guarantor', path: '/guarantor', owner: 'profile', title: 'Guarantor and Borrower Application', access: signedIn },
  {
    name: 'PortalStatus',
    path: '/portal-status',
    owner: 'host',
    title: 'Portal status',
    // "The status page (lower environments; behind the owner permission in production)".
    access: { lowerEnvironmentsOnly: { otherwise: 'NotFound', elsewhere: { permissions: ['owner'] } } },
  },
  { name: 'PortalKit', path: '/portal-kit', owner: 'host', title: 'Portal kit', access: { lowerEnvironmentsOnly: { otherwise: 'NotFound' } } },
  { name: 'NotFound', path: '*', owner: 'host', title: 'Page not found', access: {} },
] as const satisfies readonly RouteDefinition[];

const byName = new Map<RouteName, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const actual = have[i] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** The route a path belongs to; any path the table does not name is NotFound. */
export function matchRoute(pathname: string): RouteMatch {
  for (const route of ROUTES) {
    if (route.path === '*') continue;
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: routeByName('NotFound'), params: {} };
}

export type RouteQuery = Record<string, string | number | boolean | undefined | null>;

/** The names of a path pattern's `:param` segments: `/users/:id/verify/:token` gives 'id' | 'token'. */
type ParamNamesIn<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNamesIn<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type RouteTableEntry<N extends RouteName> = Extract<(typeof ROUTES)[number], { readonly name: N }>;

/** The parameter names of a route, from its path in the table ('loanId' for DealDetail). */
export type RouteParamName<N extends RouteName> = ParamNamesIn<RouteTableEntry<N>['path']>;

/** What a route's parameters take: `/my_deals/:loanId` → `{ loanId: string | number }`. */
export type RouteParams<N extends RouteName> = { [Key in RouteParamName<N>]: string | number };

/** A route without parameters takes none: nothing, or an empty object before a query. */
export type NoRouteParams = Record<string, never>;

/**
 * What follows a route's name in `pathFor`, `navigate` and `RouteLink`: the parameters its path needs (required
 * when it has some) and an optional query. For a name known only as a union (a sidebar item, a guard's
 * `otherwise`), any one of the members' forms is accepted: the run-time check in `pathFor` still applies.
 */
export type RouteArgs<N extends RouteName> = N extends RouteName
  ? [RouteParamName<N>] extends [never]
    ? [params?: NoRouteParams, query?: RouteQuery]
    : [params: RouteParams<N>, query?: RouteQuery]
  : never;

/** The routes reached by name alone (a sidebar item): no parameter in their path. */
export type RouteWithoutParams = { [N in RouteName]: [RouteParamName<N>] extends [never] ? N : never }[RouteName];

/** The URL of a named route with its parameters and query filled in. */
export function pathFor<N extends RouteName>(name: N, ...[params = {}, query = {}]: RouteArgs<N>): string {
  const route = routeByName(name);
  if (route.path === '*') throw new Error('NotFound has no path of its own');
  const given: Partial<Record<string, string | number>> = params;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = given[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The routes a remote renders: the host activates a remote on exactly these paths. */
export function routesOwnedBy(owner: RouteOwner): RouteDefinition[] {
  return ROUTES.filter((route) => route.owner === owner);
}
