import { RegisterBody, ResendUnlockLinkBody, UnlockAccountQuery, VerifyAccountQuery } from '../api/accounts';
import { MessageResponse, SignedInBundle, UserIdParams } from '../api/session';
import { defineEndpoint } from '../endpoints';

/** Spec 000 §7: registering, verifying the e-mail and unlocking the account. */
export const accountEndpoints = {
  /** "response is not read; its errors are handled silently": the API answers a message all the same. */
  verify: defineEndpoint({ method: 'GET', path: '/users/{id}/verify', params: UserIdParams, query: VerifyAccountQuery, response: MessageResponse }),
  /** "the message is displayed" */
  resendVerification: defineEndpoint({ method: 'POST', path: '/users/{id}/resend_verification', params: UserIdParams, response: MessageResponse }),
  /** "success or error message as in 2.3" */
  unlock: defineEndpoint({ method: 'GET', path: '/unlock_account', query: UnlockAccountQuery, response: MessageResponse }),
  /** "the user; on failure the password is cleared": the signed-in bundle, as sign-in answers. */
  register: defineEndpoint({ method: 'POST', path: '/register', body: RegisterBody, response: SignedInBundle }),
  /** "message" */
  resendUnlockLink: defineEndpoint({ method: 'POST', path: '/resend_unlock_link', body: ResendUnlockLinkBody, response: MessageResponse }),
};
