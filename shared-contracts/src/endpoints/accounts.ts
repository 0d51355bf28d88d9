import { RegisterBody, ResendUnlockLinkBody, UnlockAccountQuery, VerifyAccountQuery } from '../api/accounts';
import { MessageResponse, SignedInBundle, UserIdParams } from '../api/session';
import { publicAccess } from '../access';
import { defineEndpoint } from '../endpoints';
import { resendVerificationEndpoint } from './verification';

/** Spec 000 §7: registering, verifying the e-mail and unlocking the account. */
export const accountEndpoints = {
  /**
   * "response is not read; its errors are handled silently": the API answers a message all the same. Public: the
   * link's token proves who it is for, whoever is signed in.
   */
  verify: defineEndpoint({ method: 'GET', path: '/users/{id}/verify', params: UserIdParams, query: VerifyAccountQuery, response: MessageResponse, access: publicAccess }),
  /** "the message is displayed" */
  resendVerification: resendVerificationEndpoint,
  /** "success or error message as in 2.3" */
  unlock: defineEndpoint({ method: 'GET', path: '/unlock_account', query: UnlockAccountQuery, response: MessageResponse, access: publicAccess }),
  /**
   * "the user; on failure the password is cleared": the signed-in bundle, as sign-in answers. "Registration ...
   * available only in lower environments" (spec 000 §2.1): elsewhere the call does not exist.
   */
  register: defineEndpoint({ method: 'POST', path: '/register', body: RegisterBody, response: SignedInBundle, access: { public: true, lowerEnvironmentsOnly: true } }),
  /** "message" */
  resendUnlockLink: defineEndpoint({ method: 'POST', path: '/resend_unlock_link', body: ResendUnlockLinkBody, response: MessageResponse, access: publicAccess }),
};
