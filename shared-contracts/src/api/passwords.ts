import * as v from 'valibot';
import { EmailAddress, Password, PasswordConfirmation, passwordsMustMatch, requiredText, VerificationCode } from '../validators';

// Password recovery (spec 000 §2.6, §4.2, §7): "E-mail, then 6-digit code, then new password."
// "Password reset model: email, code, password, token (resetToken)."

/** POST /reset_password: "email". */
export const ResetPasswordBody = v.object({ email: EmailAddress });

/** POST /verify_reset_code: "email, code"; "Reset code: exactly 6 characters, required." */
export const VerifyResetCodeBody = v.object({ email: EmailAddress, code: VerificationCode });
/** "data.resetToken" */
export const VerifyResetCodeResponse = v.object({ data: v.object({ resetToken: v.pipe(v.string(), v.nonEmpty()) }) });
export type VerifyResetCodeResponse = v.InferOutput<typeof VerifyResetCodeResponse>;

/** POST /new_password: "email, password, resetToken"; the password follows the rule of every password. */
export const NewPasswordBody = v.object({ email: EmailAddress, password: Password, resetToken: requiredText() });
export type NewPasswordBody = v.InferInput<typeof NewPasswordBody>;

const newPasswordFormObject = v.object({ ...NewPasswordBody.entries, password2: PasswordConfirmation });
/** The New Password step: the portal asks for the password twice, as the Change Password tab does (spec 002 §5). */
export const NewPasswordForm = v.pipe(newPasswordFormObject, passwordsMustMatch<v.InferOutput<typeof newPasswordFormObject>>());
export type NewPasswordForm = v.InferInput<typeof NewPasswordForm>;
