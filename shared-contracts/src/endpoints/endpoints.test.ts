import * as v from 'valibot';
import { RegistrationForm } from '../api/accounts';
import { ContributorRegistrationForm, InvitationRegistrationForm } from '../api/invitations';
import { NewPasswordForm } from '../api/passwords';
import { endpointPath, serverRoutePath, sessionEndpoints, systemEndpoints, type Endpoint } from '../endpoints';
import { fieldMessages } from '../testing/field-messages';
import { accountEndpoints } from './accounts';
import { invitationEndpoints } from './invitations';
import { passwordEndpoints } from './passwords';
import { teamsAreaEndpoints } from './teams-area';

const required = 'This field is required!';
const mustMatch = 'Passwords must match';

const bundle = {
  user: {
    id: 7,
    first_name: 'Ann',
    last_name: 'Lee',
    phone_number: '(555) 010-2030',
    user_email: 'ann@lender.example',
    created: '2025-01-02T10:00:00Z',
    email_opt_in: false,
    verified: false,
    borrower: true,
    picture: null,
    teams_area_required: false,
  },
  profile: { contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@lender.example' } },
  permissions: ['owner'],
  alerts: { application: true },
  docs: { list: [], neededCount: 8 },
  entities: [],
  missing: { count: 0 },
  notifications: [],
  paymentMethods: [],
  accountExecutive: null,
  elapsed: 0,
};

const accepts = (schema: v.GenericSchema | undefined, value: unknown) => {
  if (!schema) throw new Error('the endpoint has no such schema');
  return fieldMessages(schema, value);
};

describe('spec 000 §7: every call of the table is an endpoint, and none twice', () => {
  const groups = { accountEndpoints, passwordEndpoints, invitationEndpoints, teamsAreaEndpoints, sessionEndpoints, systemEndpoints };
  const all: Endpoint[] = Object.values(groups).flatMap((group) => Object.values(group) as Endpoint[]);

  test('the calls of the table', () => {
    const table = [
      'GET /users/{id}/verify',
      'GET /users/{id}',
      'POST /users/{id}/resend_verification',
      'GET /unlock_account',
      'POST /register',
      'POST /login',
      'POST /check_account',
      'POST /check_account_verify_code',
      'POST /reset_password',
      'POST /verify_reset_code',
      'POST /new_password',
      'POST /resend_unlock_link',
      'POST /register_from_invite',
      'POST /register_contributor',
      'GET /users/{id}/teams_area/load',
      'POST /users/{id}/teams_area/enter',
      'POST /users/{id}/teams_area/accept_invitation',
      'POST /users/{id}/teams_area/reject_invitation',
      'POST /users/{id}/teams_area/disconnect',
      'POST /logout',
    ];
    const defined = all.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(defined).toEqual(expect.arrayContaining(table));
    expect(new Set(defined).size).toBe(defined.length);
  });

  test('paths are filled from parameters, and Fastify reads the same paths', () => {
    expect(endpointPath(teamsAreaEndpoints.enter, { id: 7 })).toBe('/users/7/teams_area/enter');
    expect(serverRoutePath(accountEndpoints.verify)).toBe('/users/:id/verify');
  });
});

describe('accountEndpoints', () => {
  const registration = {
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: '(555) 010-2030',
    userEmail: 'ann@lender.example',
    password: 'secret-123',
    leadSourceType: 'online_search',
  };

  test('"GET /users/{id}/verify?token=": the id and the token are needed', () => {
    expect(accountEndpoints.verify.method).toBe('GET');
    expect(accepts(accountEndpoints.verify.params, { id: '7' })).toEqual({});
    expect(v.parse(accountEndpoints.verify.params!, { id: '7' })).toEqual({ id: 7 });
    expect(accepts(accountEndpoints.verify.query, { token: 'abc' })).toEqual({});
    expect(accepts(accountEndpoints.verify.query, { token: '' })).toEqual({ token: [required] });
    expect(accepts(accountEndpoints.verify.response, { message: 'Your account is verified.' })).toEqual({});
  });

  test('"POST /users/{id}/resend_verification": no payload, "the message is displayed"', () => {
    expect(accountEndpoints.resendVerification.body).toBeUndefined();
    expect(accepts(accountEndpoints.resendVerification.response, { message: 'Sent.' })).toEqual({});
    expect(accepts(accountEndpoints.resendVerification.response, {})).toHaveProperty('message');
  });

  test('"GET /unlock_account?user_id&token"', () => {
    expect(v.parse(accountEndpoints.unlock.query!, { user_id: '12', token: 't' })).toEqual({ user_id: 12, token: 't' });
    for (const user_id of ['1e3', '0x10', ' 7', '07', '7.0', '2147483648']) {
      expect(accepts(accountEndpoints.unlock.query, { user_id, token: 't' })).toEqual({ user_id: ['Please enter a valid number.'] });
    }
    expect(accepts(accountEndpoints.unlock.query, { token: 't' })).toHaveProperty('user_id');
    expect(accepts(accountEndpoints.unlock.query, { user_id: '12' })).toEqual({ token: [required] });
  });

  test('"POST /resend_unlock_link": "user_email"', () => {
    expect(accepts(accountEndpoints.resendUnlockLink.body, { user_email: 'ann@lender.example' })).toEqual({});
    expect(accepts(accountEndpoints.resendUnlockLink.body, { user_email: 'ann' })).toEqual({ user_email: ['Please enter a valid e-mail address.'] });
  });

  test('"POST /register": "user plus campaignUrl and fromMobile (false)"; "optIn is optional"; it answers the signed-in bundle', () => {
    expect(v.parse(accountEndpoints.register.body!, registration)).toMatchObject({ fromMobile: false, optIn: false, leadSource: '', leadSourceManual: '' });
    expect(accepts(accountEndpoints.register.response, bundle)).toEqual({});
  });

  test('"first name, last name, e-mail, cell phone (mask (000) 000-0000), password (minimum 8) and lead source are required"', () => {
    expect(accepts(accountEndpoints.register.body, {})).toEqual({
      firstName: [required],
      lastName: [required],
      phoneNumber: [required],
      userEmail: [required],
      password: [required],
      leadSourceType: [required],
    });
    expect(
      accepts(accountEndpoints.register.body, { ...registration, firstName: ' ', phoneNumber: '555-010-2030', password: '1234567', leadSourceType: 'billboard' }),
    ).toEqual({
      firstName: [required],
      phoneNumber: ['Please enter the phone number as (xxx) xxx-xxxx.'],
      password: ['Your password must have at least 8 characters.'],
      leadSourceType: ['Please choose one of the options.'],
    });
  });

  describe('"The manual source name is required for referral unless unidentified, for conferences when the choice is meetup or other, and for social_media when other."', () => {
    const withSource = (leadSourceType: string, leadSource: string, leadSourceManual = '') => accepts(accountEndpoints.register.body, { ...registration, leadSourceType, leadSource, leadSourceManual });

    test('referral', () => {
      expect(withSource('referral', 'broker')).toEqual({ leadSourceManual: [required] });
      expect(withSource('referral', 'broker', 'Bob Smith')).toEqual({});
      expect(withSource('referral', 'unidentified')).toEqual({});
    });
    test('conferences', () => {
      expect(withSource('conferences', 'meetup')).toEqual({ leadSourceManual: [required] });
      expect(withSource('conferences', 'other')).toEqual({ leadSourceManual: [required] });
      expect(withSource('conferences', 'other', 'Flip Expo')).toEqual({});
      expect(withSource('conferences', 'webinar')).toEqual({});
    });
    test('social_media', () => {
      expect(withSource('social_media', 'other')).toEqual({ leadSourceManual: [required] });
      expect(withSource('social_media', 'linkedin')).toEqual({});
    });
    test('partner and online_search need no name', () => {
      expect(withSource('partner', '')).toEqual({});
      expect(withSource('online_search', '', 'Google')).toEqual({});
    });
    test('a type with a list needs one of its choices', () => {
      expect(withSource('conferences', '')).toEqual({ leadSource: [required] });
      expect(withSource('conferences', 'unidentified')).toEqual({ leadSource: ['Please choose one of the options.'] });
      expect(withSource('partner', 'meetup')).toEqual({ leadSource: ['Please choose one of the options.'] });
    });
  });

  test('the registration form adds "Confirm password must match, else \'Passwords must match\'"', () => {
    expect(fieldMessages(RegistrationForm, { ...registration, password2: 'secret-123' })).toEqual({});
    expect(fieldMessages(RegistrationForm, { ...registration, password2: 'secret-124' })).toEqual({ password2: [mustMatch] });
    expect(fieldMessages(RegistrationForm, { ...registration, firstName: '', password2: 'secret-124' })).toEqual({ firstName: [required], password2: [mustMatch] });
    expect(fieldMessages(RegistrationForm, { ...registration, password2: '' })).toEqual({ password2: [required] });
  });
});

describe('passwordEndpoints: "E-mail, then 6-digit code, then new password."', () => {
  test('"POST /reset_password": email', () => {
    expect(accepts(passwordEndpoints.resetPassword.body, { email: 'ann@lender.example' })).toEqual({});
    expect(accepts(passwordEndpoints.resetPassword.body, { email: '' })).toEqual({ email: [required] });
    expect(accepts(passwordEndpoints.resetPassword.response, { message: 'Sent.' })).toEqual({});
  });

  test('"POST /verify_reset_code": email, code; "Reset code: exactly 6 characters"; answers "data.resetToken"', () => {
    expect(accepts(passwordEndpoints.verifyResetCode.body, { email: 'ann@lender.example', code: '123456' })).toEqual({});
    expect(accepts(passwordEndpoints.verifyResetCode.body, { email: 'ann@lender.example', code: '12345' })).toEqual({ code: ['The code must have exactly 6 characters.'] });
    expect(accepts(passwordEndpoints.verifyResetCode.response, { data: { resetToken: 'tok' } })).toEqual({});
    expect(accepts(passwordEndpoints.verifyResetCode.response, { data: {} })).toHaveProperty(['data.resetToken']);
  });

  test('"POST /new_password": email, password, resetToken', () => {
    const body = { email: 'ann@lender.example', password: 'secret-123', resetToken: 'tok' };
    expect(accepts(passwordEndpoints.newPassword.body, body)).toEqual({});
    expect(accepts(passwordEndpoints.newPassword.body, { ...body, password: 'short', resetToken: '' })).toEqual({
      password: ['Your password must have at least 8 characters.'],
      resetToken: [required],
    });
    expect(fieldMessages(NewPasswordForm, { ...body, password2: 'secret-321' })).toEqual({ password2: [mustMatch] });
    expect(fieldMessages(NewPasswordForm, { ...body, password2: 'secret-123' })).toEqual({});
  });
});

describe('invitationEndpoints', () => {
  const invite = { userEmail: 'poc@lender.example', password: 'secret-123', code: '654321' };

  test('"POST /check_account_verify_code": email, code, is_poc; answers the next route\'s parameters', () => {
    expect(v.parse(invitationEndpoints.checkAccountVerifyCode.body!, { email: 'poc@lender.example', code: '654321' })).toEqual({
      email: 'poc@lender.example',
      code: '654321',
      is_poc: false,
    });
    expect(accepts(invitationEndpoints.checkAccountVerifyCode.body, { email: 'poc@lender.example', code: '6543210', is_poc: true })).toEqual({
      code: ['The code must have exactly 6 characters.'],
    });
    const answer = { registration_flow: 'contributor', firstName: 'Pat', lastName: 'Poe', userEmail: 'poc@lender.example', phoneNumber: null, code: '654321', teamInviteId: 4 };
    expect(accepts(invitationEndpoints.checkAccountVerifyCode.response, answer)).toEqual({});
    expect(accepts(invitationEndpoints.checkAccountVerifyCode.response, { ...answer, registration_flow: 'other' })).toHaveProperty('registration_flow');
  });

  test('"POST /register_from_invite": "userEmail, password, code, fromMobile, optIn"; answers the signed-in bundle', () => {
    expect(v.parse(invitationEndpoints.registerFromInvite.body!, invite)).toEqual({ ...invite, fromMobile: false, optIn: false });
    expect(accepts(invitationEndpoints.registerFromInvite.body, { ...invite, password: '1234567', code: '' })).toEqual({
      password: ['Your password must have at least 8 characters.'],
      code: [required],
    });
    expect(accepts(invitationEndpoints.registerFromInvite.response, bundle)).toEqual({});
  });

  test('"POST /register_contributor": "as above plus teamInviteId"', () => {
    expect(accepts(invitationEndpoints.registerContributor.body, { ...invite, teamInviteId: 4 })).toEqual({});
    expect(accepts(invitationEndpoints.registerContributor.body, invite)).toEqual({ teamInviteId: [required] });
  });

  test('"the contributor form requires names and phone, the invitation form does not"; both confirm the password', () => {
    expect(fieldMessages(InvitationRegistrationForm, { ...invite, password2: 'secret-123' })).toEqual({});
    expect(fieldMessages(InvitationRegistrationForm, { ...invite, password2: 'secret-999' })).toEqual({ password2: [mustMatch] });
    expect(fieldMessages(ContributorRegistrationForm, { ...invite, teamInviteId: 4, password2: 'secret-123' })).toEqual({
      firstName: [required],
      lastName: [required],
      phoneNumber: [required],
    });
    expect(
      fieldMessages(ContributorRegistrationForm, { ...invite, teamInviteId: 4, firstName: 'Pat', lastName: 'Poe', phoneNumber: '(555) 010-2030', password2: 'x' }),
    ).toEqual({ password2: [mustMatch] });
  });
});

describe('teamsAreaEndpoints', () => {
  const teamInvite = { id: 3, name: 'Lee Holdings', status: 'pending', role: 'Read Only', borrower_name: 'Ann Lee', date_created: '2025-02-01', expires_at: '2025-02-15T00:00:00.000Z' };

  test('"The teams area load returns my_teams, invites, owner"; "Team invite: id, name, status (pending), role, borrower_name, date_created"', () => {
    const load = { my_teams: [{ ...teamInvite, id: 2, status: 'active', role: 'Owner', expires_at: null }], invites: [teamInvite], owner: { id: 7, borrower_name: 'Ann Lee' } };
    expect(accepts(teamsAreaEndpoints.load.response, load)).toEqual({});
    expect(accepts(teamsAreaEndpoints.load.response, { ...load, owner: null })).toEqual({});
    expect(accepts(teamsAreaEndpoints.load.response, { ...load, invites: [{ ...teamInvite, status: 'maybe' }] })).toHaveProperty(['invites.0.status']);
    expect(accepts(teamsAreaEndpoints.load.response, { my_teams: [], invites: [] })).toHaveProperty('owner');
  });

  test('"POST /users/{id}/teams_area/enter": id; "the signed-in bundle"', () => {
    expect(accepts(teamsAreaEndpoints.enter.body, { id: 3 })).toEqual({});
    expect(accepts(teamsAreaEndpoints.enter.body, {})).toEqual({ id: [required] });
    expect(accepts(teamsAreaEndpoints.enter.response, bundle)).toEqual({});
  });

  test.each(['acceptInvitation', 'rejectInvitation', 'disconnect'] as const)('%s: id; the answer is a message', (name) => {
    const endpoint = teamsAreaEndpoints[name];
    expect(endpoint.method).toBe('POST');
    expect(accepts(endpoint.body, { id: 3 })).toEqual({});
    expect(accepts(endpoint.body, { id: 0 })).toEqual({ id: ['Please enter a valid number.'] });
    expect(accepts(endpoint.body, { id: 2_147_483_648 })).toEqual({ id: ['Please enter a valid number.'] });
    expect(accepts(endpoint.response, { message: 'Done.' })).toEqual({});
  });
});
