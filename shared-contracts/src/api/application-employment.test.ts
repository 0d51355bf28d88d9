import * as v from 'valibot';
import { applicationMessages, formMessages } from '../messages';
import { EMPLOYMENT_TEXT_MAX_LENGTH } from '../constants';
import { experienceEndpoints } from '../endpoints/application-experience';
import { EmploymentBody, employmentFieldsToClear, employmentRecordOf, mayLeaveEmployment, withEmploymentCleared, type EmploymentForm } from './application-employment';

const job: EmploymentForm = {
  selfEmployed: false,
  employer: 'Acme Builders',
  position: 'Site manager',
  current: true,
  phone: '(555) 010-2020',
  fromDate: '2019-04-01',
  address: '1 Main St',
  unit: 'Suite 2',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
};

function errorsOf(body: unknown): Record<string, string> {
  const result = v.safeParse(EmploymentBody, body);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

test('a current job is kept with its address gathered under `address`', () => {
  const body = v.parse(EmploymentBody, job);
  expect(body).toEqual({ ...job, toDate: null, fromDate: '2019-04-01' });
  expect(employmentRecordOf(body)).toEqual({
    selfEmployed: false,
    employer: 'Acme Builders',
    position: 'Site manager',
    current: true,
    phone: '(555) 010-2020',
    fromDate: '2019-04-01',
    toDate: null,
    address: { address: '1 Main St', unit: 'Suite 2', city: 'Austin', state: 'TX', zipCode: '73301' },
  });
});

test('"employer and position max 255 characters (all text fields max 255)"', () => {
  const long = 'x'.repeat(EMPLOYMENT_TEXT_MAX_LENGTH + 1);
  expect(errorsOf({ ...job, employer: long, position: long, city: long, address: long, unit: long })).toEqual({
    employer: formMessages.tooLong(255),
    position: formMessages.tooLong(255),
    city: formMessages.tooLong(255),
    address: formMessages.tooLong(255),
    unit: formMessages.tooLong(255),
  });
  expect(errorsOf({ ...job, employer: 'x'.repeat(255), position: 'x'.repeat(255) })).toEqual({});
});

test('"Employer is not required when self-employed."', () => {
  expect(errorsOf({ ...job, employer: '' })).toEqual({ employer: formMessages.required });
  expect(errorsOf({ ...job, employer: undefined, selfEmployed: true })).toEqual({});
});

test('"Self-employed clears employer": the form and the server clear alike', () => {
  expect(employmentFieldsToClear({ selfEmployed: true })).toEqual(['employer']);
  expect(withEmploymentCleared({ ...job, selfEmployed: true })).not.toHaveProperty('employer');
  expect(v.parse(EmploymentBody, { ...job, selfEmployed: true, employer: 'x'.repeat(300) }).employer).toBe('');
});

test('"fromDate is required only when current is set; toDate only when not current."', () => {
  expect(errorsOf({ ...job, fromDate: '' })).toEqual({ fromDate: formMessages.required });
  const pastJob = { ...job, current: false, fromDate: undefined };
  expect(errorsOf(pastJob)).toEqual({ toDate: formMessages.required });
  expect(errorsOf({ ...pastJob, toDate: '2020-01-31' })).toEqual({});
  // The portal keeps a from-date given for a past job.
  expect(v.parse(EmploymentBody, { ...pastJob, fromDate: '2018-01-01', toDate: '2020-01-31' }).fromDate).toBe('2018-01-01');
});

test('a current job has no end: being current clears the to-date', () => {
  expect(employmentFieldsToClear({ current: true })).toEqual(['toDate']);
  expect(v.parse(EmploymentBody, { ...job, toDate: '2001-01-01' }).toDate).toBeNull();
});

test('"To-date earlier than from-date: \'This date is less than the one you started working, please change it.\'"', () => {
  const pastJob = { ...job, current: false, fromDate: '2020-02-01' };
  expect(errorsOf({ ...pastJob, toDate: '2020-01-31' })).toEqual({ toDate: applicationMessages.employmentEndsBeforeStart });
  expect(applicationMessages.employmentEndsBeforeStart).toBe('This date is less than the one you started working, please change it.');
  expect(errorsOf({ ...pastJob, toDate: '02/01/2020' })).toEqual({});
});

test('dates, phone, state and ZIP code are checked; an empty body says what is required', () => {
  expect(errorsOf({ ...job, fromDate: '13/45/2020', phone: '555', state: 'XX', zipCode: '7' })).toEqual({
    fromDate: formMessages.date,
    phone: formMessages.phone,
    state: formMessages.invalidChoice,
    zipCode: formMessages.zipCode,
  });
  expect(errorsOf({ ...job, phone: undefined })).toEqual({});
  expect(Object.keys(errorsOf({})).sort()).toEqual(['address', 'city', 'employer', 'position', 'state', 'toDate', 'zipCode']);
  expect(errorsOf(null)).toEqual({ '': formMessages.required });
});

test('"The Next button on the tab needs at least one record."', () => {
  expect(mayLeaveEmployment([])).toBe(false);
  expect(mayLeaveEmployment([{ id: 1 }])).toBe(true);
});

test('"POST /users/{id}/profile/employment" and "DELETE /users/{id}/profile/employment/{employmentId}": verified writers only', () => {
  expect(experienceEndpoints.addEmployment).toMatchObject({ method: 'POST', path: '/users/{id}/profile/employment', access: { verified: true } });
  expect(experienceEndpoints.deleteEmployment).toMatchObject({ method: 'DELETE', path: '/users/{id}/profile/employment/{employmentId}', access: { verified: true } });
  expect(experienceEndpoints.addEmployment.access.permissions).toEqual(['application.read', 'application.write']);
});
