import { transportMessages, type PortalUi } from '@portal/shared-contracts';
import { PortalRequestError } from './request-error';

/**
 * The generic handler (spec 000 §8): "an error toast with the server message, or 'We could not process your
 * request, please try again later.'", with the server's list or field errors shown as a list under it.
 * Two failures are not toasted: a 401 that ended the session (the host has already said so), and a call
 * its caller aborted (nobody is waiting for it any more).
 */
export function toastRequestError(ui: Pick<PortalUi, 'toast'>, error: unknown): void {
  if (!(error instanceof PortalRequestError)) {
    ui.toast('error', transportMessages.generic);
    return;
  }
  if (error.reason === 'unauthorized' || error.reason === 'aborted') return;
  ui.toast('error', error.lines.length > 0 ? [error.message, ...error.lines] : error.message);
}
