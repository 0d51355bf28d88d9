import * as v from 'valibot';
import { NAME_MAX_LENGTH } from '../constants';
import { LEAD_SOURCES_BY_TYPE, LeadSourceType, leadSourceFitsType, leadSourceManualIsRequired } from '../enums/lead-sources';
import { formMessages } from '../messages';
import {
  crossFieldCheck,
  EmailAddress,
  optionalText,
  Password,
  PasswordConfirmation,
  passwordsMustMatch,
  PhoneNumber,
  plainText,
  RecordId,
  requiredText,
} from '../validators';
import { LoginBody } from './session';

/**
 * What registration sends (spec 000 §3 "Registration form model", §7 "user fields plus campaignUrl and fromMobile
 * (false)"), with the rules of §5: "first name, last name, e-mail, cell phone (mask (000) 000-0000), password
 * (minimum 8) and lead source are required; optIn is optional."
 */
const registrationFields = {
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  phoneNumber: PhoneNumber,
  userEmail: EmailAddress,
  password: Password,
  /** In the model, with no rule and no use shown: carried as given. */
  code: v.optional(v.nullable(v.pipe(plainText(), v.maxLength(NAME_MAX_LENGTH))), null),
  optIn: v.optional(v.boolean(), false),
  /** "fromMobile (false)": the web portal always sends false. */
  fromMobile: v.optional(v.boolean(), false),
  campaignUrl: LoginBody.entries.campaignUrl,
  /** "lead source" of §5: the kind of source. */
  leadSourceType: LeadSourceType,
  /** The choice within the type (which conference, who referred, which network); '' for a type without choices. */
  leadSource: optionalText(NAME_MAX_LENGTH),
  /** The source's name, typed: "required for referral unless unidentified, for conferences when the choice is meetup or other, and for social_media when other". */
  leadSourceManual: optionalText(NAME_MAX_LENGTH),
};

type LeadSourceAnswer = { leadSourceType: LeadSourceType; leadSource: string; leadSourceManual: string };

/** The lead source rules, each reported on the field the borrower must fix. */
function leadSourceRules<T extends LeadSourceAnswer>() {
  return [
    crossFieldCheck<T>(
      ['leadSourceType', 'leadSource'],
      (input) => LEAD_SOURCES_BY_TYPE[input.leadSourceType].length === 0 || input.leadSource !== '',
      formMessages.required,
      'leadSource',
    ),
    crossFieldCheck<T>(
      ['leadSourceType', 'leadSource'],
      (input) => input.leadSource === '' || leadSourceFitsType(input.leadSourceType, input.leadSource),
      formMessages.invalidChoice,
      'leadSource',
    ),
    crossFieldCheck<T>(
      ['leadSourceType', 'leadSource', 'leadSourceManual'],
      (input) => !leadSourceManualIsRequired(input.leadSourceType, input.leadSource) || input.leadSourceManual !== '',
      formMessages.required,
      'leadSourceManual',
    ),
  ] as const;
}

const registrationObject = v.object(registrationFields);
const [sourceChosen, sourceFitsType, manualNameGiven] = leadSourceRules<v.InferOutput<typeof registrationObject>>();

/** POST /register's body: the API checks what the form checked, but the confirmation (a typing check only). */
export const RegisterBody = v.pipe(registrationObject, sourceChosen, sourceFitsType, manualNameGiven);
export type RegisterBody = v.InferInput<typeof RegisterBody>;

const registrationFormObject = v.object({ ...registrationFields, password2: PasswordConfirmation });
const formRules = leadSourceRules<v.InferOutput<typeof registrationFormObject>>();

/** The registration page's form: the body's fields and rules, plus "Confirm password must match, else 'Passwords must match'". */
export const RegistrationForm = v.pipe(
  registrationFormObject,
  formRules[0],
  formRules[1],
  formRules[2],
  passwordsMustMatch<v.InferOutput<typeof registrationFormObject>>(),
);
export type RegistrationForm = v.InferInput<typeof RegistrationForm>;

/** GET /users/{id}/verify?token= (spec 000 §7): the token of the link in the verification e-mail. */
export const VerifyAccountQuery = v.object({ token: requiredText() });

/** GET /unlock_account?user_id&token (spec 000 §2.3, §7). */
export const UnlockAccountQuery = v.object({ user_id: RecordId, token: requiredText() });

/** POST /resend_unlock_link: "user_email" (spec 000 §7). */
export const ResendUnlockLinkBody = v.object({ user_email: EmailAddress });
