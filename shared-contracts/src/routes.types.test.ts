// The route table types `pathFor` and `navigate`: each call below is checked by `tsc` (the package typecheck
// covers tests), and each line marked @ts-expect-error must stay an error, or the typecheck fails.
import type { PortalContext } from './portal-context';
import { pathFor, ROUTES, type RouteName, type RouteParams, type RouteWithoutParams } from './routes';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const holds = <Claim extends true>(): Claim => true as Claim;

test('a route with parameters requires exactly the ones its path names', () => {
  expect(pathFor('DealDetail', { loanId: 1 })).toBe('/my_deals/1');
  expect(pathFor('AccountConfirmation', { id: 7, token: 'abc' }, { from: 'mail' })).toBe('/users/7/verify/abc?from=mail');
  holds<Same<RouteParams<'DealDetail'>, { loanId: string | number }>>();
  holds<Same<RouteParams<'AccountConfirmation'>, { id: string | number; token: string | number }>>();

  // @ts-expect-error the path is /my_deals/:loanId: loan_id is not its parameter
  expect(() => pathFor('DealDetail', { loan_id: 1 })).toThrow('Route DealDetail needs the parameter loanId');
  // @ts-expect-error the parameters are required
  expect(() => pathFor('DealDetail')).toThrow('Route DealDetail needs the parameter loanId');
  // @ts-expect-error both of the path's parameters are required
  expect(() => pathFor('AccountConfirmation', { id: 7 })).toThrow('Route AccountConfirmation needs the parameter token');
});

test('a route without parameters takes none, only a query', () => {
  expect(pathFor('MyDeals')).toBe('/my_deals');
  expect(pathFor('Login', {}, { redirect: '/dashboard' })).toBe('/login?redirect=%2Fdashboard');
  expect(pathFor('Settings', undefined, { tab: 3 })).toBe('/settings?tab=3');

  // @ts-expect-error /my_deals has no parameter
  pathFor('MyDeals', { loanId: 1 });
  // @ts-expect-error not a route of the table
  expect(() => pathFor('LoanDetails')).toThrow('Unknown route LoanDetails');
});

test('navigate takes the same arguments as pathFor', () => {
  const visited: string[] = [];
  const navigate: PortalContext['navigate'] = (route, ...args) => void visited.push(pathFor(route, ...args));

  navigate('DealDetail', { loanId: 12 }, { action: 'draw' });
  navigate('Login', {}, { email: 'ann@example.test' });
  navigate('MyDeals');
  // @ts-expect-error the path is /my_deals/:loanId: loan_id is not its parameter
  expect(() => navigate('DealDetail', { loan_id: 1 })).toThrow();
  // @ts-expect-error the parameters are required
  expect(() => navigate('EntityDetails')).toThrow();
  // @ts-expect-error /dashboard has no parameter
  navigate('Dashboard', { id: 1 });
  expect(visited).toEqual(['/my_deals/12?action=draw', '/login?email=ann%40example.test', '/my_deals', '/dashboard']);
});

test('a name known only as a union is accepted in any of its members\' forms (checked at run time)', () => {
  const next = Math.random() > 2 ? ('Login' as const) : ('Index' as const);
  expect(pathFor(next)).toBe('/');
  const pathOf = (name: RouteName) => pathFor(name);
  expect(() => pathOf('DealDetail')).toThrow('Route DealDetail needs the parameter loanId');
});

test('the table names every route once, and RouteWithoutParams lists the routes reached by name alone', () => {
  holds<Same<(typeof ROUTES)[number]['name'], RouteName>>();
  holds<Same<Extract<RouteWithoutParams, 'DealDetail' | 'EntityDetails' | 'AccountConfirmation'>, never>>();
  holds<Same<Extract<RouteWithoutParams, 'MyDeals' | 'Settings'>, 'MyDeals' | 'Settings'>>();
  expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
});
