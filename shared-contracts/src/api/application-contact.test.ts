import * as v from 'valibot';
import { applicationMessages, formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import {
  clearContactDependents,
  ContactAnswer,
  contactBody,
  contactMessages,
  isAtLeastYearsOld,
  maskedDateOfBirth,
  maskedDriversLicense,
  maskedSsn,
  missingSensitiveFields,
  type ContactForm,
} from './application-contact';

const today = () => '2025-06-15';
const body = contactBody(today);

const complete: ContactForm = {
  firstName: 'Ann',
  lastName: 'Borrower',
  title: 'Managing Member',
  dateOfBirth: '1984-03-09',
  ssn: '123-45-6789',
  driversLicense: 'd1234-5678',
  driversLicenseState: 'TX',
  maritalStatus: 'married',
  contactMethod: 'email',
  optIn: true,
  phones: [{ type: 'mobile', number: '(555) 010-1001' }],
  address: { address: '100 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  mailingAddress: { sameAddress: true },
};

test('a complete contact passes; the license is kept in capitals and the date of birth as its day', () => {
  const saved = v.parse(body, complete);
  expect(saved).toMatchObject({ dateOfBirth: '1984-03-09', ssn: '123-45-6789', driversLicense: 'D1234-5678', contactMethod: 'email', optIn: true });
  expect(saved.mailingAddress).toEqual({ sameAddress: true });
  expect(v.parse(body, { ...complete, dateOfBirth: '03/09/1984' }).dateOfBirth).toBe('1984-03-09');
});

test('"first name, last name, title, date of birth, SSN, driver\'s license, driver\'s license state and marital status are required" (spec 002 §5)', () => {
  expect(fieldMessages(body, { phones: [{ type: 'mobile', number: '(555) 010-1001' }], address: complete.address, mailingAddress: { sameAddress: true } })).toEqual({
    firstName: [formMessages.required],
    lastName: [formMessages.required],
    title: [formMessages.required],
    driversLicenseState: [formMessages.required],
    maritalStatus: [formMessages.required],
  });
  // The sensitive three are required while none is on file: the form and the API ask `missingSensitiveFields`.
  expect(missingSensitiveFields({}, null)).toEqual(['ssn', 'dateOfBirth', 'driversLicense']);
});

test('"required only while none is on file": a save may leave out what is on file, and an empty field keeps it', () => {
  const onFile = { ssn: '***-**-6789', dateOfBirth: '**/**/1984', driversLicense: '****5678' };
  expect(missingSensitiveFields({ ssn: '', dateOfBirth: undefined }, onFile)).toEqual([]);
  expect(missingSensitiveFields({ ssn: '987-65-4321' }, { dateOfBirth: '**/**/1984' })).toEqual(['driversLicense']);
  const { ssn, dateOfBirth, driversLicense } = v.parse(body, { ...complete, ssn: '', dateOfBirth: null, driversLicense: undefined });
  expect({ ssn, dateOfBirth, driversLicense }).toEqual({ ssn: undefined, dateOfBirth: undefined, driversLicense: undefined });
});

test('"At least one phone is required: \'You must register at least one cell phone!\'" (spec 002 §5)', () => {
  expect(fieldMessages(body, { ...complete, phones: [] })).toEqual({ phones: [applicationMessages.atLeastOneCellPhone] });
});

test('"Fax or text needs a phone of type fax or mobile, otherwise: \'Value not allowed when no phone with type "x" is informed!\'" (spec 002 §5)', () => {
  const homeOnly = { ...complete, phones: [{ type: 'home', number: '(555) 010-1002' }] };
  expect(fieldMessages(body, { ...homeOnly, contactMethod: 'fax' })).toEqual({ contactMethod: ['Value not allowed when no phone with type "fax" is informed!'] });
  expect(fieldMessages(body, { ...homeOnly, contactMethod: 'text' })).toEqual({ contactMethod: ['Value not allowed when no phone with type "mobile" is informed!'] });
  expect(fieldMessages(body, { ...homeOnly, contactMethod: 'phone' })).toEqual({});
  expect(fieldMessages(body, { ...complete, contactMethod: 'text' })).toEqual({});
  expect(fieldMessages(body, { ...complete, contactMethod: 'pigeon' })).toEqual({ contactMethod: [formMessages.invalidChoice] });
  expect(v.parse(body, { ...complete, contactMethod: '' }).contactMethod).toBeNull();
});

test('"SSN field formats as ddd-dd-dddd" (spec 002 §5): anything else is refused', () => {
  expect(fieldMessages(body, { ...complete, ssn: '123456789' })).toEqual({ ssn: [formMessages.ssn] });
});

test('date of birth: a real day, in the past, of a person at least 18', () => {
  expect(fieldMessages(body, { ...complete, dateOfBirth: '02/30/1984' })).toEqual({ dateOfBirth: [formMessages.date] });
  expect(fieldMessages(body, { ...complete, dateOfBirth: '2025-06-16' })).toEqual({ dateOfBirth: [contactMessages.dateOfBirthNotPast] });
  expect(fieldMessages(body, { ...complete, dateOfBirth: '2007-06-16' })).toEqual({ dateOfBirth: [contactMessages.tooYoung] });
  expect(fieldMessages(body, { ...complete, dateOfBirth: '2007-06-15' })).toEqual({});
  expect(isAtLeastYearsOld('2004-02-29', '2022-02-28', 18)).toBe(false);
  expect(isAtLeastYearsOld('2004-02-29', '2022-03-01', 18)).toBe(true);
});

test('"Mailing address is optional when it is the same as the primary address" (spec 002 §5); otherwise it is asked in full', () => {
  expect(fieldMessages(body, { ...complete, mailingAddress: { sameAddress: false } })).toEqual({
    'mailingAddress.address': [formMessages.required],
    'mailingAddress.city': [formMessages.required],
    'mailingAddress.state': [formMessages.required],
    'mailingAddress.zipCode': [formMessages.required],
  });
  expect(fieldMessages(body, { ...complete, address: {} })).toMatchObject({ 'address.address': [formMessages.required], 'address.zipCode': [formMessages.required] });
});

test('"when sameAddress is true the mailing fields are not required and are cleared": the form and the server clear the same', () => {
  const typed = { ...complete, mailingAddress: { sameAddress: true, address: 'PO Box 1', city: 'Austin', state: 'ZZ' } };
  expect(clearContactDependents(typed).mailingAddress).toEqual({ sameAddress: true });
  expect(v.parse(body, typed).mailingAddress).toEqual({ sameAddress: true });
  const apart = { ...complete, mailingAddress: { sameAddress: false, address: 'PO Box 1', unit: '', city: 'Austin', state: 'TX', zipCode: '78702' } };
  expect(clearContactDependents(apart)).toBe(apart);
});

test('sensitive fields are answered masked, last 4 visible: SSN, date of birth, driver\'s license', () => {
  expect(maskedSsn('123-45-6789')).toBe('***-**-6789');
  expect(maskedDateOfBirth('1984-03-09')).toBe('**/**/1984');
  expect(maskedDriversLicense('D1234-5678')).toBe('****5678');
  expect(maskedDriversLicense('AB12345')).toBe('****');
});

test('the answer refuses a sensitive field in clear, so the API cannot send one', () => {
  const answer = {
    firstName: 'Ann',
    lastName: 'Borrower',
    title: 'Managing Member',
    email: 'ann@example.test',
    dateOfBirth: '**/**/1984',
    ssn: '***-**-6789',
    driversLicense: '****5678',
    driversLicenseState: 'TX',
    maritalStatus: 'married',
    contactMethod: null,
    optIn: false,
    phones: [{ type: 'mobile', number: '(555) 010-1001' }],
    address: { address: '100 Main St', unit: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    mailingAddress: { sameAddress: true },
  };
  expect(v.is(ContactAnswer, answer)).toBe(true);
  expect(v.is(ContactAnswer, { ...answer, ssn: '123-45-6789' })).toBe(false);
  expect(v.is(ContactAnswer, { ...answer, dateOfBirth: '1984-03-09' })).toBe(false);
  expect(v.is(ContactAnswer, { ...answer, driversLicense: 'D1234-5678' })).toBe(false);
});
