import { applicationMessages, formMessages } from '../messages';
import { fieldMessages } from '../testing/field-messages';
import { contactIsComplete, PlaidContactBody } from './profile-contact';

test('"A personal contact form is shown in place of the page until first name, last name and phone numbers exist." (spec 002 §2.3)', () => {
  expect(contactIsComplete({ firstName: 'Ann', lastName: 'Borrower', phones: [{ type: 'mobile', number: '(555) 010-1001' }] })).toBe(true);
  expect(contactIsComplete({ firstName: 'Ann', lastName: 'Borrower', phones: [] })).toBe(false);
  expect(contactIsComplete({ firstName: ' ', lastName: 'Borrower', phones: [{ type: 'mobile', number: '(555) 010-1001' }] })).toBe(false);
  expect(contactIsComplete({ firstName: 'Ann', phones: [{ type: 'mobile', number: '(555) 010-1001' }] })).toBe(false);
});

test('the contact form: names required, "At least one phone is required: \'You must register at least one cell phone!\'" (spec 002 §5)', () => {
  expect(fieldMessages(PlaidContactBody, { firstName: '', lastName: '', phones: [] })).toEqual({
    firstName: [formMessages.required],
    lastName: [formMessages.required],
    phones: [applicationMessages.atLeastOneCellPhone],
  });
  expect(fieldMessages(PlaidContactBody, { firstName: 'Ann', lastName: 'Borrower', phones: [{ type: 'pager', number: '555' }] })).toEqual({
    'phones.0.type': [formMessages.invalidChoice],
    'phones.0.number': [formMessages.phone],
  });
  expect(fieldMessages(PlaidContactBody, { firstName: 'Ann', lastName: 'Borrower', phones: [{ type: 'mobile', number: '(555) 010-1001' }] })).toEqual({});
});
