import * as v from 'valibot';
import { EMPLOYMENT_TEXT_MAX_LENGTH } from '../constants';
import { US_STATES } from '../enums/states';
import { applicationMessages, formMessages } from '../messages';
import { crossFieldCheck, optionalText, PHONE_PATTERN, RecordId, requiredText, ZipCode } from '../validators';
import { OptionalDay } from './application-real-estate';

/*
 * The Employment Information tab (spec 002 §3 'Employment record', §4 'Dependent clearing', §5 'Employment', §7):
 * records added one by one ("POST /users/{id}/profile/employment | employment fields, address flattened | response
 * employment") and deleted one by one; each call answers the whole list.
 */

const MAX = EMPLOYMENT_TEXT_MAX_LENGTH;

/** "Self-employed clears employer"; a current job has no end, so being current clears the to-date (the portal's reading). */
export const EMPLOYMENT_CLEARED_BY = { selfEmployed: ['employer'], current: ['toDate'] } as const;

/** What the clearing reads and may clear, whatever else the values hold (a form's values, a request's body). */
interface EmploymentDependents {
  selfEmployed?: unknown;
  current?: unknown;
  employer?: unknown;
  toDate?: unknown;
}

/** The fields the answers given clear: the employer of the self-employed, the to-date of a current job. */
export function employmentFieldsToClear(values: EmploymentDependents): ('employer' | 'toDate')[] {
  return [...(values.selfEmployed === true ? EMPLOYMENT_CLEARED_BY.selfEmployed : []), ...(values.current === true ? EMPLOYMENT_CLEARED_BY.current : [])];
}

/** The values without what their answers clear: what the form shows and what the server keeps. */
export function withEmploymentCleared<T extends EmploymentDependents>(values: T): T {
  const cleared = { ...values };
  for (const field of employmentFieldsToClear(values)) delete cleared[field];
  return cleared;
}

/** A phone that may be left empty: '' or "(ddd) ddd-dddd". */
const OptionalPhone = v.pipe(
  optionalText(MAX),
  v.check((phone: string) => phone === '' || PHONE_PATTERN.test(phone), formMessages.phone),
);

/** "employer and position max 255 characters (all text fields max 255)"; the address is flattened into the record's fields. */
const employmentFields = v.object({
  selfEmployed: v.optional(v.boolean(formMessages.invalidChoice), false),
  employer: optionalText(MAX),
  position: requiredText(MAX),
  current: v.optional(v.boolean(formMessages.invalidChoice), false),
  phone: OptionalPhone,
  fromDate: OptionalDay,
  toDate: OptionalDay,
  address: requiredText(MAX),
  unit: optionalText(MAX),
  city: requiredText(MAX),
  state: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), v.picklist(US_STATES, formMessages.invalidChoice)),
  zipCode: ZipCode,
});
type EmploymentChecked = v.InferOutput<typeof employmentFields>;

/** What the form holds and the client sends (`EmploymentBody`'s input): any field may still be empty. */
export type EmploymentForm = Partial<v.InferInput<typeof employmentFields>>;

/** "Employer is not required when self-employed." */
export const employerRequiredUnlessSelfEmployed = crossFieldCheck<EmploymentChecked>(
  ['selfEmployed', 'employer'],
  (input) => input.selfEmployed || input.employer !== '',
  formMessages.required,
  'employer',
);

/** "fromDate is required only when current is set" (a past job keeps a from-date when one is given). */
export const fromDateRequiredWhenCurrent = crossFieldCheck<EmploymentChecked>(
  ['current', 'fromDate'],
  (input) => !input.current || input.fromDate !== null,
  formMessages.required,
  'fromDate',
);

/** "toDate only when not current". */
export const toDateRequiredUnlessCurrent = crossFieldCheck<EmploymentChecked>(
  ['current', 'toDate'],
  (input) => input.current || input.toDate !== null,
  formMessages.required,
  'toDate',
);

/** "To-date earlier than from-date: 'This date is less than the one you started working, please change it.'" */
export const toDateNotBeforeFromDate = crossFieldCheck<EmploymentChecked>(
  ['fromDate', 'toDate'],
  (input) => input.fromDate === null || input.toDate === null || input.toDate >= input.fromDate,
  applicationMessages.employmentEndsBeforeStart,
  'toDate',
);

/**
 * `POST /users/{id}/profile/employment`: one employment record, its address flattened. What the answers clear is
 * cleared first ("the server clears what the client clears"), then the rest is checked.
 */
export const EmploymentBody = v.pipe(
  v.custom<EmploymentForm>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), formMessages.required),
  v.transform(withEmploymentCleared),
  employmentFields,
  employerRequiredUnlessSelfEmployed,
  fromDateRequiredWhenCurrent,
  toDateRequiredUnlessCurrent,
  toDateNotBeforeFromDate,
);
export type EmploymentBody = v.InferOutput<typeof EmploymentBody>;

/** A record's address: "address with unit and zipCode". */
export const EmploymentAddress = v.object({ address: v.string(), unit: v.string(), city: v.string(), state: v.string(), zipCode: v.string() });
export type EmploymentAddress = v.InferOutput<typeof EmploymentAddress>;

/** "Employment record: id, selfEmployed, employer, position, current, phone, fromDate, toDate, address with unit and zipCode." Dates "YYYY-MM-DD". */
export const EmploymentRecord = v.object({
  id: v.number(),
  selfEmployed: v.boolean(),
  employer: v.string(),
  position: v.string(),
  current: v.boolean(),
  phone: v.string(),
  fromDate: v.nullable(v.string()),
  toDate: v.nullable(v.string()),
  address: EmploymentAddress,
});
export type EmploymentRecord = v.InferOutput<typeof EmploymentRecord>;

/** "response employment": the account's records, oldest first (also `employment` in `GET /users/{id}/profile`). */
export const EmploymentAnswer = v.array(EmploymentRecord);
export type EmploymentAnswer = v.InferOutput<typeof EmploymentAnswer>;

/** A record as kept: the body with its address gathered under `address`. */
export function employmentRecordOf({ address, unit, city, state, zipCode, ...job }: EmploymentBody): Omit<EmploymentRecord, 'id'> {
  return { ...job, address: { address, unit, city, state, zipCode } };
}

/** "The Next button on the tab needs at least one record." */
export const mayLeaveEmployment = (records: readonly unknown[]): boolean => records.length > 0;

/** `DELETE /users/{id}/profile/employment/{employmentId}`. */
export const EmploymentParams = v.object({ id: RecordId, employmentId: RecordId });
