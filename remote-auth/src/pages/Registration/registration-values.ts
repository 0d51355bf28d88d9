import * as v from 'valibot';
import {
  LEAD_SOURCES_BY_TYPE,
  leadSourceManualIsRequired,
  RegistrationForm,
  type LeadSourceType,
  type RegisterBody,
} from '@portal/shared-contracts';
import { validateWith } from '@portal/shared-ui';

/** The registration form's values as typed (spec 000 §3 "Registration form model"). */
export type RegistrationValues = {
  firstName?: string;
  lastName?: string;
  userEmail?: string;
  phoneNumber?: string;
  password?: string;
  password2?: string;
  leadSourceType?: LeadSourceType;
  leadSource?: string;
  leadSourceManual?: string;
  optIn?: boolean;
};

/** The choices a lead source type offers (none for partner and online search). */
const NO_CHOICES: readonly string[] = [];
export function leadSourceChoicesOf(type: LeadSourceType | undefined): readonly string[] {
  return type ? LEAD_SOURCES_BY_TYPE[type] : NO_CHOICES;
}

/**
 * Whether the typed source name is asked for. Where the rules of spec 000 §5 require it, it shows as required;
 * partner and online search offer no list, so a name may be typed and need not. For referral it appears once a
 * choice says who referred ("required for referral unless unidentified").
 */
export function manualNameIsShown(type: LeadSourceType | undefined, source: string | undefined): boolean {
  if (!type) return false;
  if (leadSourceChoicesOf(type).length === 0) return true;
  return Boolean(source) && leadSourceManualIsRequired(type, source);
}

/**
 * What the form means: a hidden field's leftover (a source of another type, a name no longer asked for) is kept in
 * the form, so switching back loses nothing typed, but it is neither checked nor sent.
 */
export function effectiveRegistration(values: RegistrationValues): RegistrationValues {
  const { leadSourceType: type, leadSource, leadSourceManual } = values;
  const source = leadSource && leadSourceChoicesOf(type).includes(leadSource) ? leadSource : '';
  return { ...values, leadSource: source, leadSourceManual: manualNameIsShown(type, source) ? leadSourceManual : '' };
}

const validateForm = validateWith(RegistrationForm);

/** The contract's RegistrationForm rules, on what the form means. */
export function validateRegistration(values: RegistrationValues) {
  return validateForm(effectiveRegistration(values));
}

/** POST /register's body: "user fields plus campaignUrl and fromMobile (false)" (spec 000 §7), trimmed by the contract. */
export function registrationBody(values: RegistrationValues, campaignUrl: string | null): RegisterBody {
  const { password2: _confirmation, ...fields } = v.parse(RegistrationForm, effectiveRegistration(values));
  return { ...fields, fromMobile: false, campaignUrl };
}
