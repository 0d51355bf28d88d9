import { eq } from 'drizzle-orm';
import { addPerson, buildTestApp, lastCodeTo, otherCode, startTestApi, type TestApi } from '../test-support/test-api';
import { CODE_FAILURES_PER_DAY, CODE_FAILURES_PER_HOUR, codeBudgetSubjectOf } from './code-budget';
import { codeFailureBudgets } from './schema';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
const verifyResetCode = (email: string, code: string) => post('/verify_reset_code', { email, code });
const verifyInvitationCode = (email: string, code: string) => post('/check_account_verify_code', { email, code });
const registerFromInvite = (email: string, code: string) => post('/register_from_invite', { userEmail: email, password: 'Chosen123!', code });

const INVALID_CODE = { message: 'Your verification code is invalid.' };
const SPENT = { message: 'Too many wrong codes for this e-mail address. Please try again later.' };
const HOUR = 60 * 60 * 1000;

/** An invited person with a live invitation code (POST /check_account sends it), and that code. */
async function invitedWithCode(email: string) {
  const person = await addPerson(api.db, { email, registrationFlow: 'salesforce' });
  await post('/check_account', { email });
  return { person, code: await lastCodeTo(api.db, email) };
}

/** Wrong codes that leave the invitation code alive: an invited person has no password-reset code, so each try fails. */
async function failures(email: string, count: number) {
  for (let attempt = 1; attempt <= count; attempt += 1) expect((await verifyResetCode(email, '000000')).statusCode).toBe(400);
}

/** Moves the person's hour (and day, if asked) back, as time passing would. */
async function movedBack(email: string, { hours, days = 0 }: { hours: number; days?: number }) {
  const [row] = await api.db.select().from(codeFailureBudgets).where(eq(codeFailureBudgets.subject, codeBudgetSubjectOf(email)));
  if (!row) throw new Error(`No budget for ${email}`);
  await api.db
    .update(codeFailureBudgets)
    .set({ hourStartedAt: new Date(row.hourStartedAt.getTime() - hours * HOUR), dayStartedAt: new Date(row.dayStartedAt.getTime() - days * 24 * HOUR) })
    .where(eq(codeFailureBudgets.subject, row.subject));
}

test('the budget: 10 wrong codes an hour and 20 a day', () => {
  expect([CODE_FAILURES_PER_HOUR, CODE_FAILURES_PER_DAY]).toEqual([10, 20]);
});

test('one budget per person across every code route: the 11th failure in an hour is a 429, even with the right code', async () => {
  const { code } = await invitedWithCode('shared.budget@demo.test');
  const email = 'shared.budget@demo.test';
  // Password recovery (no reset code for an invited person: each try fails), the invitation's code step and its
  // registration: 4 + 3 + 3 wrong codes. A new code (check_account) keeps the budget where it is.
  for (let attempt = 1; attempt <= 4; attempt += 1) expect((await verifyResetCode(email, '000000')).json()).toEqual(INVALID_CODE);
  for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verifyInvitationCode(email, otherCode(code))).json()).toEqual(INVALID_CODE);
  const fresh = (await post('/check_account', { email }), await lastCodeTo(api.db, email));
  for (let attempt = 1; attempt <= 3; attempt += 1) expect((await registerFromInvite(email, otherCode(fresh))).json()).toEqual(INVALID_CODE);

  const refused = await verifyInvitationCode(email, fresh);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual(SPENT);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(HOUR / 1000 - 60);
  expect(retryAfter).toBeLessThanOrEqual(HOUR / 1000);
  expect((await registerFromInvite(' Shared.Budget@Demo.test ', fresh)).statusCode).toBe(429);
});

test('a right code gives its try back: only failures count', async () => {
  const { code } = await invitedWithCode('mostly.right@demo.test');
  await failures('mostly.right@demo.test', 9);
  for (let attempt = 1; attempt <= 3; attempt += 1) expect((await verifyInvitationCode('mostly.right@demo.test', code)).statusCode).toBe(200);
  expect((await verifyInvitationCode('mostly.right@demo.test', otherCode(code))).json()).toEqual(INVALID_CODE);
  expect((await verifyInvitationCode('mostly.right@demo.test', code)).statusCode).toBe(429);
});

test('an unknown e-mail has a budget too, and is answered exactly as a known one, try by try', async () => {
  const person = await addPerson(api.db, { email: 'known.reset@demo.test', password: 'Known1234!' });
  await post('/reset_password', { email: person.email });
  const code = await lastCodeTo(api.db, person.email);
  for (let attempt = 1; attempt <= CODE_FAILURES_PER_HOUR + 2; attempt += 1) {
    const known = await verifyResetCode(person.email, otherCode(code));
    const unknown = await verifyResetCode('not.a.person@demo.test', otherCode(code));
    expect([attempt, unknown.statusCode, unknown.body, unknown.headers['retry-after'] !== undefined]).toEqual([attempt, known.statusCode, known.body, known.headers['retry-after'] !== undefined]);
    expect(known.statusCode).toBe(attempt <= CODE_FAILURES_PER_HOUR ? 400 : 429);
  }
  // Only digests are kept: no address in clear.
  const subjects = (await api.db.select({ subject: codeFailureBudgets.subject }).from(codeFailureBudgets)).map((row) => row.subject);
  expect(subjects).toContain(codeBudgetSubjectOf('not.a.person@demo.test'));
  expect(subjects.join()).not.toContain('@');
});

test('an hour later 10 more are allowed, up to 20 in the day; the next day starts afresh', async () => {
  const { code } = await invitedWithCode('patient@demo.test');
  const email = 'patient@demo.test';
  await failures(email, 10);
  expect((await verifyInvitationCode(email, code)).statusCode).toBe(429);

  await movedBack(email, { hours: 1 });
  await failures(email, 10);
  await movedBack(email, { hours: 1 });
  const dayIsSpent = await verifyInvitationCode(email, code);
  expect(dayIsSpent.statusCode).toBe(429);
  // The day's window, not the hour's, says when.
  expect(Number(dayIsSpent.headers['retry-after'])).toBeGreaterThan(20 * 60 * 60);

  await movedBack(email, { hours: 0, days: 1 });
  expect((await verifyInvitationCode(email, code)).statusCode).toBe(200);
});

test('counted in the database: another API instance on the same database sees the same budget', async () => {
  const { code } = await invitedWithCode('two.instances@demo.test');
  await failures('two.instances@demo.test', 10);
  const other = await buildTestApp(api.db);
  try {
    const refused = await other.inject({ method: 'POST', url: '/check_account_verify_code', payload: { email: 'two.instances@demo.test', code } });
    expect(refused.statusCode).toBe(429);
  } finally {
    await other.close();
  }
});

test('guesses sent at once cannot overdraw the budget', async () => {
  const { code } = await invitedWithCode('parallel@demo.test');
  const answers = await Promise.all(Array.from({ length: 16 }, () => verifyInvitationCode('parallel@demo.test', otherCode(code))));
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses.filter((status) => status === 400)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(6);
});
