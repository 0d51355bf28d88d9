import { passwordEndpoints } from '@portal/shared-contracts';
import { defineApiArea } from '../http/api-area';
import { guessingLimits } from '../http/rate-limits';
import { registerEndpoint } from '../http/register-endpoint';
import { passwordApiMessages } from './messages';
import { emailContextOf } from '../outbox/outbox';
import { exchangeResetCode, sendResetCode, setNewPassword } from './password-reset';

/** Spec 000 §4.2, §7: password recovery, e-mail then 6-digit code then new password. */
export const passwordsApi = defineApiArea('passwords', async (app, { db, config }) => {
  const limitGuessing = guessingLimits(app, config);

  registerEndpoint(
    app,
    passwordEndpoints.resetPassword,
    async ({ body }, request) => {
      await sendResetCode(db, emailContextOf(request, config), body.email);
      return { message: passwordApiMessages.resetCodeSent };
    },
    limitGuessing('email'),
  );

  registerEndpoint(
    app,
    passwordEndpoints.verifyResetCode,
    async ({ body }) => ({ data: { resetToken: await exchangeResetCode(db, body.email, body.code) } }),
    limitGuessing('email'),
  );

  registerEndpoint(
    app,
    passwordEndpoints.newPassword,
    async ({ body }) => {
      await setNewPassword(db, body.email, body.password, body.resetToken);
      return { message: passwordApiMessages.passwordReset };
    },
    limitGuessing('email'),
  );
});
