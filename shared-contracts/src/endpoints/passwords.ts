import { NewPasswordBody, ResetPasswordBody, VerifyResetCodeBody, VerifyResetCodeResponse } from '../api/passwords';
import { MessageResponse } from '../api/session';
import { publicAccess } from '../access';
import { defineEndpoint } from '../endpoints';

/** Spec 000 §7: password recovery, e-mail then 6-digit code then new password; public, each step proves itself. */
export const passwordEndpoints = {
  /** The answer is "not shown": a message, whatever the address, so the step does not reveal who is registered. */
  resetPassword: defineEndpoint({ method: 'POST', path: '/reset_password', body: ResetPasswordBody, response: MessageResponse, access: publicAccess }),
  /** "data.resetToken" */
  verifyResetCode: defineEndpoint({ method: 'POST', path: '/verify_reset_code', body: VerifyResetCodeBody, response: VerifyResetCodeResponse, access: publicAccess }),
  /** The answer is "not shown": a message ("Password reset successfully."). */
  newPassword: defineEndpoint({ method: 'POST', path: '/new_password', body: NewPasswordBody, response: MessageResponse, access: publicAccess }),
};
