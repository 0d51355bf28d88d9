import { CheckAccountVerifyCodeBody, CheckAccountVerifyCodeResponse, ContributorRegistrationBody, InviteRegistrationBody } from '../api/invitations';
import { SignedInBundle } from '../api/session';
import { publicAccess } from '../access';
import { defineEndpoint } from '../endpoints';

/** Spec 000 §7: the code step of sign-in for invited people, and their registration; public, the code proves the e-mail. */
export const invitationEndpoints = {
  /** "parameters for the next route" */
  checkAccountVerifyCode: defineEndpoint({
    method: 'POST',
    path: '/check_account_verify_code',
    body: CheckAccountVerifyCodeBody,
    response: CheckAccountVerifyCodeResponse,
    access: publicAccess,
  }),
  /** "the signed-in bundle"; an error whose data has redirectToLogin sends the person to Login. */
  registerFromInvite: defineEndpoint({ method: 'POST', path: '/register_from_invite', body: InviteRegistrationBody, response: SignedInBundle, access: publicAccess }),
  /** "as above plus teamInviteId", "same handling" */
  registerContributor: defineEndpoint({ method: 'POST', path: '/register_contributor', body: ContributorRegistrationBody, response: SignedInBundle, access: publicAccess }),
};
