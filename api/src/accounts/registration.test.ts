import { ApiErrorBody, SignedInBundle, type RegisterBody } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { accounts, leadSources, memberships, roles, users } from './schema';
import { emailsTo } from '../outbox/outbox';
import { passwordMatches } from '../passwords/password-hash';
import { buildTestApp, lastEmailTo, sessionCookieOf, signIn, startTestApi, withSession, type TestApi } from '../test-support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const registration = (fields: Partial<RegisterBody> = {}): RegisterBody => ({
  firstName: 'Rita',
  lastName: 'Registers',
  phoneNumber: '(555) 020-3040',
  userEmail: 'rita@demo.test',
  password: 'Rita1234!',
  optIn: true,
  fromMobile: false,
  campaignUrl: 'https://portal.example/registration?campaign=spring',
  leadSourceType: 'referral',
  leadSource: 'broker',
  leadSourceManual: 'Bob Broker',
  ...fields,
});

const register = (payload: unknown, options: { cookies?: Record<string, string> } = {}) => api.app.inject({ method: 'POST', url: '/register', payload: payload as object, ...options });

describe('POST /register', () => {
  test('creates an unverified borrower who owns an account, signs them in and answers the bundle', async () => {
    const response = await register(registration());
    expect(response.statusCode).toBe(200);
    const bundle = v.parse(SignedInBundle, response.json());
    expect(bundle.user).toMatchObject({ first_name: 'Rita', last_name: 'Registers', user_email: 'rita@demo.test', phone_number: '(555) 020-3040', verified: false, borrower: true, email_opt_in: true });
    expect(bundle.permissions).toEqual(['owner']);
    expect(bundle.profile).toEqual({ contact: { firstName: 'Rita', lastName: 'Registers', email: 'rita@demo.test', phones: [] } });

    const token = sessionCookieOf(response)?.value ?? '';
    const refreshed = await api.app.inject({ method: 'GET', url: `/users/${bundle.user.id}`, ...withSession(token) });
    expect(refreshed.statusCode).toBe(200);

    const [user] = await api.db.select().from(users).where(eq(users.id, bundle.user.id));
    expect(await passwordMatches('Rita1234!', user?.passwordHash ?? null)).toBe(true);
    const [account] = await api.db.select().from(accounts).where(eq(accounts.ownerUserId, bundle.user.id));
    expect(account?.name).toBe('Rita Registers');
    const [membership] = await api.db.select({ role: roles.name }).from(memberships).innerJoin(roles, eq(roles.id, memberships.roleId)).where(eq(memberships.userId, bundle.user.id));
    expect(membership?.role).toBe('Owner');
  });

  test('keeps how the borrower found the lender, and the campaign URL', async () => {
    const response = await register(registration({ userEmail: 'sam@demo.test', leadSourceType: 'social_media', leadSource: 'other', leadSourceManual: 'Mastodon', optIn: false }));
    const { user } = v.parse(SignedInBundle, response.json());
    const [source] = await api.db.select().from(leadSources).where(eq(leadSources.userId, user.id));
    expect(source).toMatchObject({ type: 'social_media', source: 'other', manualName: 'Mastodon', campaignUrl: 'https://portal.example/registration?campaign=spring' });
    expect(user.email_opt_in).toBe(false);
  });

  test('e-mails a verification link to the AccountConfirmation page', async () => {
    const response = await register(registration({ userEmail: 'Vera@Demo.test' }));
    const { user } = v.parse(SignedInBundle, response.json());
    const mail = await lastEmailTo(api.db, 'vera@demo.test');
    expect(mail.subject).toBe('Please verify your e-mail address');
    // Absolute, from the portal's public address, so that it opens from a mail client.
    expect(mail.links).toEqual([expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:8080/users/${user.id}/verify/[A-Za-z0-9_-]{43}$`))]);
    expect(mail.text).toContain(mail.links[0]);
  });

  test('ends the session the browser held before, like every sign-in', async () => {
    const { token } = await signIn(api.app, 'borrower@demo.test');
    const response = await register(registration({ userEmail: 'switcher@demo.test' }), withSession(token));
    expect(response.statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: `/users/${api.demo.borrower.id}`, ...withSession(token) })).statusCode).toBe(401);
  });

  test('an e-mail that has an account already is a field error on userEmail, whatever its case', async () => {
    for (const userEmail of ['borrower@demo.test', ' BORROWER@demo.test ', 'invitee@demo.test']) {
      const response = await register(registration({ userEmail }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { userEmail: ['An account with this e-mail already exists.'] } });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(await emailsTo(api.db, 'borrower@demo.test')).toHaveLength(0);
  });

  test('the rules of the form are the API’s too: missing fields, formats and the lead source rules', async () => {
    const response = await register({ ...registration({ phoneNumber: '5550203040', password: 'short', leadSourceType: 'conferences', leadSource: 'meetup', leadSourceManual: '' }), firstName: undefined });
    expect(response.statusCode).toBe(400);
    const body = v.parse(ApiErrorBody, response.json());
    expect(body.errors).toEqual({
      firstName: ['This field is required!'],
      phoneNumber: ['Please enter the phone number as (xxx) xxx-xxxx.'],
      password: ['Your password must have at least 8 characters.'],
      leadSourceManual: ['This field is required!'],
    });
    const wrongChoice = await register(registration({ userEmail: 'chooser@demo.test', leadSourceType: 'referral', leadSource: 'linkedin' }));
    expect(wrongChoice.json()).toMatchObject({ errors: { leadSource: ['Please choose one of the options.'] } });
    expect(await emailsTo(api.db, 'chooser@demo.test')).toHaveLength(0);
  });

  test('outside a lower environment the call does not exist: 404 in the one refusal shape', async () => {
    const production = await buildTestApp(api.db, { lowerEnvironment: false });
    const response = await production.inject({ method: 'POST', url: '/register', payload: registration({ userEmail: 'prod@demo.test' }) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
    expect(await api.db.select().from(users).where(eq(users.email, 'prod@demo.test'))).toHaveLength(0);
    await production.close();
  });
});
