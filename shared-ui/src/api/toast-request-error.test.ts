import { transportMessages } from '@portal/shared-contracts';
import { PortalRequestError } from './request-error';
import { toastRequestError } from './toast-request-error';

function toaster() {
  return { toast: jest.fn() };
}

test('"Generic handler: an error toast with the server message" (spec 000 §8)', () => {
  const ui = toaster();

  toastRequestError(ui, new PortalRequestError('This e-mail is already registered.', { reason: 'server', status: 409 }));
  expect(ui.toast).toHaveBeenCalledWith('error', 'This e-mail is already registered.');
});

test('"Server errors given as a list or as a map of field to messages are shown as a list" (spec 000 §8)', () => {
  const ui = toaster();

  toastRequestError(ui, new PortalRequestError('The given data was invalid.', { reason: 'server', status: 422, lines: ['User Email: is taken'] }));
  expect(ui.toast).toHaveBeenCalledWith('error', ['The given data was invalid.', 'User Email: is taken']);
});

test(`"...or '${transportMessages.generic}'" for anything that is not a request error`, () => {
  const ui = toaster();

  toastRequestError(ui, new TypeError('Cannot read properties of undefined'));
  expect(ui.toast).toHaveBeenCalledWith('error', transportMessages.generic);
});

test('a 401 that ended the session and a call its caller abandoned are not toasted again', () => {
  const ui = toaster();

  toastRequestError(ui, new PortalRequestError(transportMessages.sessionEnded, { reason: 'unauthorized', status: 401 }));
  toastRequestError(ui, new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0 }));
  expect(ui.toast).not.toHaveBeenCalled();
});

test(`a timeout is toasted: '${transportMessages.timedOut}'`, () => {
  const ui = toaster();

  toastRequestError(ui, new PortalRequestError(transportMessages.timedOut, { reason: 'timeout', status: 0 }));
  expect(ui.toast).toHaveBeenCalledWith('error', transportMessages.timedOut);
});
