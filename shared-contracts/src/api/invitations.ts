import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { RegistrationFlow } from '../enums/team';
import {
  EmailAddress,
  optionalText,
  Password,
  PasswordConfirmation,
  passwordsMustMatch,
  PhoneNumber,
  plainText,
  RecordId,
  requiredText,
  VerificationCode,
} from '../validators';

// Registration through an invitation (spec 000 §2.7, §4.1, §5, §7).

/** POST /check_account_verify_code: "email, code, is_poc" (is_poc: the code belongs to a contributor's invitation). */
export const CheckAccountVerifyCodeBody = v.object({
  email: EmailAddress,
  code: VerificationCode,
  is_poc: v.optional(v.boolean(), false),
});

/**
 * "parameters for the next route": the flow decides the page ("a flow of salesforce routes to Invitation and a flow
 * of contributor routes to Contributor") and the rest prefills it ("first name, last name, e-mail and cell phone shown
 * disabled"). The shape is the portal's choice.
 */
export const CheckAccountVerifyCodeResponse = v.object({
  registration_flow: RegistrationFlow,
  firstName: v.string(),
  lastName: v.string(),
  userEmail: v.string(),
  phoneNumber: v.nullable(v.string()),
  /** The verified code, sent back with the registration as proof of the e-mail. */
  code: v.string(),
  /** The contributor's invitation; null for the salesforce flow. */
  teamInviteId: v.nullable(v.number()),
});
export type CheckAccountVerifyCodeResponse = v.InferOutput<typeof CheckAccountVerifyCodeResponse>;

/** "Invite registration payloads: userEmail, password, code, fromMobile, optIn" (POST /register_from_invite). */
export const InviteRegistrationBody = v.object({
  userEmail: EmailAddress,
  password: Password,
  code: VerificationCode,
  fromMobile: v.optional(v.boolean(), false),
  optIn: v.optional(v.boolean(), false),
});
export type InviteRegistrationBody = v.InferInput<typeof InviteRegistrationBody>;

/** "for a contributor also teamInviteId" (POST /register_contributor). */
export const ContributorRegistrationBody = v.object({ ...InviteRegistrationBody.entries, teamInviteId: RecordId });
export type ContributorRegistrationBody = v.InferInput<typeof ContributorRegistrationBody>;

/** The read-only fields the pages show: "the contributor form requires names and phone, the invitation form does not". */
const optionalContactFields = {
  firstName: optionalText(NAME_MAX_LENGTH),
  lastName: optionalText(NAME_MAX_LENGTH),
  phoneNumber: v.optional(v.nullable(plainText()), null),
};
const requiredContactFields = { firstName: requiredText(NAME_MAX_LENGTH), lastName: requiredText(NAME_MAX_LENGTH), phoneNumber: PhoneNumber };

const invitationFormObject = v.object({ ...optionalContactFields, ...InviteRegistrationBody.entries, password2: PasswordConfirmation });
/** The Invitation page's form. */
export const InvitationRegistrationForm = v.pipe(invitationFormObject, passwordsMustMatch<v.InferOutput<typeof invitationFormObject>>());
export type InvitationRegistrationForm = v.InferInput<typeof InvitationRegistrationForm>;

const contributorFormObject = v.object({ ...requiredContactFields, ...ContributorRegistrationBody.entries, password2: PasswordConfirmation });
/** The Contributor page's form. */
export const ContributorRegistrationForm = v.pipe(contributorFormObject, passwordsMustMatch<v.InferOutput<typeof contributorFormObject>>());
export type ContributorRegistrationForm = v.InferInput<typeof ContributorRegistrationForm>;

/**
 * The `data` of the refusal of POST /register_from_invite and /register_contributor when the person registered
 * already: "if the error data has redirectToLogin go to Login" (spec 000 §7).
 */
export const RedirectToLoginData = v.object({ redirectToLogin: v.literal(true) });
export type RedirectToLoginData = v.InferOutput<typeof RedirectToLoginData>;
