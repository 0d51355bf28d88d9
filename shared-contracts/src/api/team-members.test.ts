import * as v from 'valibot';
import { fieldMessages } from '../testing/field-messages';
import { ContributorChangeBody, InviteBody, inviteAsksEmail, NewContributorBody, NewContributorForm, otherRelationshipIsNeeded, primaryDeletionIsRefused } from './team-members';

const cole = {
  firstName: 'Cole',
  lastName: 'Contributor',
  email: 'cole@example.com',
  phone: '(512) 555-0188',
  role: 3,
  relationship: 'transaction_coordinator',
  otherRelationship: '',
  agreesToNotifyPoc: true,
};

test('"New contributor: first name, last name, e-mail, cell phone, role, relationship ... and the notify checkbox (agreesToNotifyPoc)" (spec 002 §5)', () => {
  expect(fieldMessages(NewContributorForm, cole)).toEqual({});
  const empty = { firstName: '', lastName: '', email: '', phone: '', role: '', relationship: '', otherRelationship: '', agreesToNotifyPoc: false };
  const messages = fieldMessages(NewContributorForm, empty);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'role', 'relationship', 'agreesToNotifyPoc']) {
    expect([field, messages[field]?.[0]]).toEqual([field, 'This field is required!']);
  }
  expect(messages.otherRelationship).toBeUndefined();
  expect(fieldMessages(NewContributorForm, { ...cole, phone: '5125550188', email: 'cole' })).toEqual({
    phone: ['Please enter the phone number as (xxx) xxx-xxxx.'],
    email: ['Please enter a valid e-mail address.'],
  });
});

test('"otherRelationship if relationship is other" (spec 002 §5)', () => {
  expect(otherRelationshipIsNeeded('other')).toBe(true);
  expect(otherRelationshipIsNeeded('ceo')).toBe(false);
  expect(fieldMessages(NewContributorForm, { ...cole, relationship: 'other' })).toEqual({ otherRelationship: ['This field is required!'] });
  expect(fieldMessages(NewContributorForm, { ...cole, relationship: 'other', otherRelationship: 'Bookkeeper' })).toEqual({});
  expect(fieldMessages(NewContributorForm, { ...cole, relationship: 'cousin' })).toEqual({ relationship: ['This field is required!'] });
});

test('"POST /users/{id}/poc/create | contributor fields plus lastPocUpdate"; the other changes carry last_poc_update', () => {
  expect(fieldMessages(NewContributorBody, cole)).toEqual({ lastPocUpdate: ['This field is required!'] });
  expect(v.parse(NewContributorBody, { ...cole, lastPocUpdate: '2026-11-25T10:00:00.000Z' }).lastPocUpdate).toBe('2026-11-25T10:00:00.000Z');
  expect(fieldMessages(ContributorChangeBody, { id: 4 })).toEqual({ last_poc_update: ['This field is required!'] });
});

test('"Team invite: requires a role, and an e-mail when the contact has no role yet" (spec 002 §5)', () => {
  expect(inviteAsksEmail({ role: null })).toBe(true);
  expect(inviteAsksEmail({ role: { id: 2, name: 'Loan Viewer' } })).toBe(false);
  expect(fieldMessages(InviteBody, { point_of_contact_id: 4, last_poc_update: 'x' })).toEqual({ role: ['This field is required!'] });
  expect(fieldMessages(InviteBody, { point_of_contact_id: 4, last_poc_update: 'x', role: 2, email: 'nope' })).toEqual({ email: ['Please enter a valid e-mail address.'] });
});

test('"Primary contact: deletion is refused when the list has more than one member" (spec 002 §5)', () => {
  expect(primaryDeletionIsRefused({ is_primary_poc: true }, 2)).toBe(true);
  expect(primaryDeletionIsRefused({ is_primary_poc: true }, 1)).toBe(false);
  expect(primaryDeletionIsRefused({ is_primary_poc: false }, 5)).toBe(false);
});
