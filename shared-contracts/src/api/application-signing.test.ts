import * as v from 'valibot';
import { missingSectionsOf, type MissingSections } from '../application/application-sections';
import { formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import {
  APPLICATION_TYPES,
  applicationSigningMessages,
  entityToAutoSign,
  guarantorDocumentsRows,
  SendApplicationBody,
  signingRefusalOf,
  SignedApplicationBody,
} from './application-signing';

const complete: MissingSections = missingSectionsOf({
  saved: new Set(['contact', 'finances', 'declarations', 'demographics', 'realEstateExperience']),
  employmentRecords: 1,
  agreed: true,
  signed: false,
});

test('"Application: type (entity), entity id, signed": the send names the type and one entity', () => {
  expect(APPLICATION_TYPES).toEqual(['entity']);
  expect(v.parse(SendApplicationBody, { type: 'entity', entity: '7' })).toEqual({ type: 'entity', entity: 7 });
  expect(fieldMessages(SendApplicationBody, { type: 'person' })).toEqual({ type: [formMessages.invalidChoice], entity: [formMessages.required] });
});

test('"POST /users/{id}/profile/application | type, entity, signed true": only a signed application is saved', () => {
  expect(v.parse(SignedApplicationBody, { type: 'entity', entity: 7, signed: true })).toEqual({ type: 'entity', entity: 7, signed: true });
  expect(fieldMessages(SignedApplicationBody, { type: 'entity', entity: 7, signed: false })).toEqual({ signed: [applicationSigningMessages.signedOnly] });
});

test('the send is refused while a section is missing, "sections ignored in that check: social, application, finances and address"', () => {
  expect(signingRefusalOf(complete)).toBeNull();
  expect(signingRefusalOf({ ...complete, finances: true, application: true })).toBeNull();
  expect(signingRefusalOf({ ...complete, contact: true, employment: true })).toBe(
    'Please complete these sections before signing the application: Personal Information, Employment Information.',
  );
  expect(signingRefusalOf({ ...complete, agreement: true })).toBe('Please complete these sections before signing the application: Agreement.');
});

test('"a list of borrower documents excluding Plaid, Privacy Choices, Privacy Notice, Credit Authorization, Financial Statement, Bank Statement, Tax Returns and Borrower Stated Experience"', () => {
  const types = ['Plaid', 'Privacy Choices', 'Privacy Notice', 'Credit Authorization', 'Financial Statement', 'Bank Statement', 'Tax Returns', 'Borrower Stated Experience'];
  const listed = guarantorDocumentsRows([...types, 'Borrower 1098 Form', 'Borrower Application', 'Photo ID'].map((type) => ({ type })));
  expect(listed.map((document) => document.type)).toEqual(['Borrower 1098 Form', 'Borrower Application', 'Photo ID']);
});

test('"Query parameter esign auto-starts signing on the last entity"', () => {
  const entities = [{ id: 3 }, { id: 9 }, { id: 5 }];
  expect(entityToAutoSign('', entities)).toBe(5);
  expect(entityToAutoSign('1', entities)).toBe(5);
  expect(entityToAutoSign(null, entities)).toBeNull();
  expect(entityToAutoSign('false', entities)).toBeNull();
  expect(entityToAutoSign('', [])).toBeNull();
});
