import { MessageResponse, UserIdParams } from '../api/session';
import { signedIn } from '../access';
import { defineEndpoint } from '../endpoints';

/**
 * Resend Link, from any area's not-verified popover: "the message is displayed". A module of its own (it is also
 * `accountEndpoints.resendVerification`), so that the kit's popover takes this call without the registration's schemas.
 */
export const resendVerificationEndpoint = defineEndpoint({ method: 'POST', path: '/users/{id}/resend_verification', params: UserIdParams, response: MessageResponse, access: signedIn() });
