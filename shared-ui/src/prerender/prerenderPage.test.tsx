/**
 * @jest-environment node
 */
import { useLocation } from 'react-router';
import { usePortal } from '../react/PortalProvider';
import { loanEndpoints, personOfFacts } from '@portal/shared-contracts';
import { useCan, useMayCall, useSession } from '../react/hooks';
import { RemoteRoutes } from '../remote/RemoteRoutes';
import { RouteLink } from '../remote/RouteLink';
import { prerenderPage } from './prerenderPage';

function Landing() {
  const { pathname } = useLocation();
  return (
    <section data-path={pathname}>
      <h1>One spot for all your loans</h1>
      <RouteLink route="Login">Sign in</RouteLink>
    </section>
  );
}

const AuthRoutes = () => <RemoteRoutes owner="auth" pages={{ Index: <Landing /> }} />;

test("draws the page a remote's routes show at a path, with a router at that path and links to the portal's pages", () => {
  expect(prerenderPage(AuthRoutes, '/')).toBe('<section data-path="/"><h1>One spot for all your loans</h1><a href="/login">Sign in</a></section>');
  // The remote's other pages are not drawn at that path.
  expect(prerenderPage(AuthRoutes, '/my_deals')).toBe('');
});

test('a page that reads the portal while it renders cannot be drawn ahead, and says so', () => {
  function Greeting() {
    return <p>{usePortal().env.name}</p>;
  }
  expect(() => prerenderPage(() => <Greeting />, '/')).toThrow("A prerendered page read the portal's env while rendering: a page that needs the portal to render cannot be prerendered.");
});

test('draws a page for nobody: no one is signed in and nothing is granted', () => {
  function Outline() {
    const signedIn = useSession((state) => state.bundle !== null);
    const mayAct = useCan('loans.write');
    return <h1>{`Loans ${signedIn ? 'of someone' : 'of nobody'}${mayAct ? ', with actions' : ''}`}</h1>;
  }
  expect(prerenderPage(() => <Outline />, '/my_deals')).toBe('<h1>Loans of nobody</h1>');
});

test("draws a page for the person a kind of person's facts describe: their permissions and verification, nobody's name", () => {
  function Outline() {
    const name = useSession((state) => state.bundle?.user.first_name);
    const mayAct = useCan('loans.write');
    const mayList = useMayCall(loanEndpoints.list);
    const whose = name === undefined ? 'nobody' : name === '' ? 'a person without a name' : 'someone';
    return <h1>{`Loans of ${whose}${mayAct ? ', with actions' : ''}${mayList ? ', listed' : ''}`}</h1>;
  }
  expect(prerenderPage(() => <Outline />, '/my_deals', personOfFacts(['verified', 'may:loans.read']))).toBe('<h1>Loans of a person without a name, listed</h1>');
  expect(prerenderPage(() => <Outline />, '/my_deals', personOfFacts(['verified', 'may:loans.read', 'may:loans.write']))).toBe('<h1>Loans of a person without a name, with actions, listed</h1>');
  expect(prerenderPage(() => <Outline />, '/my_deals')).toBe('<h1>Loans of nobody</h1>');
});
