import { transportMessages } from '@portal/shared-contracts';
import { PortalRequestError } from '../api/request-error';
import { noResponse, refusal, serverFailure } from '../testing/answers';
import { asksToSignIn, fieldErrorsOf, isBadRequest, messageOf } from './refusals';

test('messageOf: the transport\'s words for a failed call, the generic text for anything else (never a programmer\'s message)', () => {
  expect(messageOf(refusal('This e-mail is already registered.'))).toBe('This e-mail is already registered.');
  expect(messageOf(noResponse('timeout'))).toBe(transportMessages.timedOut);
  expect(messageOf(new TypeError('x is undefined'))).toBe(transportMessages.generic);
});

test('isBadRequest: a 400 refusal of what was sent, not a timeout, an outage or another status', () => {
  expect(isBadRequest(refusal('Your verification code is invalid.'))).toBe(true);
  expect(isBadRequest(refusal('Not yours.', { status: 403 }))).toBe(false);
  expect(isBadRequest(serverFailure())).toBe(false);
  expect(isBadRequest(noResponse())).toBe(false);
  expect(isBadRequest(new PortalRequestError(transportMessages.generic, { reason: 'invalid-response', status: 400 }))).toBe(false);
  expect(isBadRequest(new Error('400'))).toBe(false);
});

test('asksToSignIn: "if the error data has redirectToLogin go to Login" (spec 000 §7)', () => {
  expect(asksToSignIn(refusal('You have already registered.', { data: { redirectToLogin: true } }))).toBe(true);
  expect(asksToSignIn(refusal('You have already registered.', { data: { redirectToLogin: 'yes' } }))).toBe(false);
  expect(asksToSignIn(refusal('Your code has expired.'))).toBe(false);
  expect(asksToSignIn(null)).toBe(false);
});

test('fieldErrorsOf: the first message of each field, for final-form to show under the fields', () => {
  const error = refusal('Please correct the highlighted fields.', {
    errors: { userEmail: ['An account with this e-mail already exists.', 'Second message'], phoneNumber: ['Please enter the phone number as (xxx) xxx-xxxx.'], empty: [] },
  });
  expect(fieldErrorsOf(error)).toEqual({
    userEmail: 'An account with this e-mail already exists.',
    phoneNumber: 'Please enter the phone number as (xxx) xxx-xxxx.',
  });
  // A nested field's path comes back nested, as final-form looks it up.
  expect(fieldErrorsOf(refusal('Please correct the highlighted fields.', { errors: { 'businessAddress.zipCode': ['Please enter the ZIP code as 12345 or 12345-6789.'] } }))).toEqual({
    businessAddress: { zipCode: 'Please enter the ZIP code as 12345 or 12345-6789.' },
  });
  // A list of codes (account_locked) names no field.
  expect(fieldErrorsOf(refusal('Locked.', { errors: ['account_locked'] }))).toBeUndefined();
  expect(fieldErrorsOf(refusal('No details.'))).toBeUndefined();
  expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
});
