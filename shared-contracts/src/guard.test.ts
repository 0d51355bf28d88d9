import { decideNavigation, destinationAfterSignIn, destinationAfterSignOut, SIGNED_OUT_VISITOR, type GuardSession } from './guard';

const env = { lower: true, marketingContactUrl: 'https://lender.example/contact' };
const production = { ...env, lower: false };
const borrower: GuardSession = {
  signedIn: true,
  verified: true,
  permissions: ['owner'],
  teamsAreaRequired: false,
};
const limitedMember: GuardSession = { ...borrower, permissions: ['loans.read', 'dashboard.read'] };

function target(location: string, session: GuardSession, environment = env) {
  const decision = decideNavigation(location, session, environment);
  if (decision.kind === 'allow') return `allow ${decision.route.name}`;
  if (decision.kind === 'external') return `external ${decision.url}`;
  return decision.to;
}

describe('navigation guard (spec 000 §2.2)', () => {
  test('"A route that needs sign-in, visited without a user, goes to Login with a redirect query."', () => {
    expect(target('/my_deals?category=active', SIGNED_OUT_VISITOR)).toBe('/login?redirect=%2Fmy_deals%3Fcategory%3Dactive');
    expect(target('/dashboard', SIGNED_OUT_VISITOR)).toBe('/login?redirect=%2Fdashboard');
    expect(target('/settings', SIGNED_OUT_VISITOR)).toBe('/login?redirect=%2Fsettings');
  });

  test('"A user flagged as needing the teams area may only see TeamsArea."', () => {
    const teams = { ...borrower, teamsAreaRequired: true };
    expect(target('/my_deals', teams)).toBe('/teams_area');
    expect(target('/settings', teams)).toBe('/teams_area');
    expect(target('/no/such/page', teams)).toBe('/teams_area');
    expect(target('/teams_area', teams)).toBe('allow TeamsArea');
  });

  test('"A user not so flagged who opens TeamsArea is sent to MyDeals."', () => {
    expect(target('/teams_area', borrower)).toBe('/my_deals');
  });

  test('"An unauthenticated-only route visited while signed in goes to MyDeals."', () => {
    for (const path of ['/', '/login', '/registration', '/invitation', '/contributor']) expect(target(path, borrower)).toBe('/my_deals');
    expect(target('/login', SIGNED_OUT_VISITOR)).toBe('allow Login');
  });

  test('"A route requiring verification, visited by an unverified user, goes to MyDeals."', () => {
    const unverified = { ...borrower, verified: false };
    expect(target('/new_deal', unverified)).toBe('/my_deals');
    expect(target('/sign_application', unverified)).toBe('/my_deals');
    expect(target('/new_deal', borrower)).toBe('allow NewDeal');
  });

  test('"A missing permission sends the user to Settings."', () => {
    expect(target('/entities', limitedMember)).toBe('/settings');
    expect(target('/new_deal', limitedMember)).toBe('/settings');
    expect(target('/my_deals', limitedMember)).toBe('allow MyDeals');
    expect(target('/settings', limitedMember)).toBe('allow Settings');
  });

  test('"The owner permission grants everything" for guarded routes', () => {
    for (const path of ['/dashboard', '/entities/7', '/my_documents', '/plaid', '/payment_methods', '/borrower_application']) {
      expect(target(path, borrower)).toMatch(/^allow /);
    }
  });

  test('Registration is "available only in lower environments, otherwise the visitor is sent to Login"', () => {
    expect(target('/registration', SIGNED_OUT_VISITOR)).toBe('allow Registration');
    expect(target('/registration', SIGNED_OUT_VISITOR, production)).toBe('/login');
  });

  test('/home "redirects to MyDeals" and /new_inquiry "redirects to the marketing site contact page"', () => {
    expect(target('/home', borrower)).toBe('/my_deals');
    expect(target('/new_inquiry', SIGNED_OUT_VISITOR)).toBe('external https://lender.example/contact');
  });

  test('"NotFound: any other path" is public; the status page is open in lower environments, "behind the owner permission in production"', () => {
    expect(target('/nowhere', SIGNED_OUT_VISITOR)).toBe('allow NotFound');
    expect(target('/portal-status', SIGNED_OUT_VISITOR)).toBe('allow PortalStatus');
    expect(target('/portal-status', SIGNED_OUT_VISITOR, production)).toBe('/login?redirect=%2Fportal-status');
    expect(target('/portal-status', borrower, production)).toBe('allow PortalStatus');
    expect(target('/portal-status', { ...borrower, permissions: ['loans.read'] }, production)).toBe('allow NotFound');
    expect(target('/portal-kit', borrower, production)).toBe('allow NotFound');
  });

  test('public routes stay public for everyone', () => {
    expect(target('/users/3/verify/abc', SIGNED_OUT_VISITOR)).toBe('allow AccountConfirmation');
    expect(target('/users/3/verify/abc', borrower)).toBe('allow AccountConfirmation');
    expect(target('/unlock_account?user_id=1&token=x', SIGNED_OUT_VISITOR)).toBe('allow AccountUnlock');
  });
});

describe('destinations (spec 000 §2.2, §4.4)', () => {
  test('"After sign-in the user goes to the stored redirect, otherwise MyDeals."', () => {
    expect(destinationAfterSignIn('/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(destinationAfterSignIn(null)).toBe('/my_deals');
  });

  test('a redirect to another site is never followed', () => {
    expect(destinationAfterSignIn('https://evil.example/')).toBe('/my_deals');
    expect(destinationAfterSignIn('//evil.example/')).toBe('/my_deals');
    expect(destinationAfterSignIn('/\\evil.example')).toBe('/my_deals');
  });

  test('"After sign-out the user goes to Login." A timeout remembers the current path.', () => {
    expect(destinationAfterSignOut()).toBe('/login');
    expect(destinationAfterSignOut('/entities/4')).toBe('/login?redirect=%2Fentities%2F4');
  });
});
