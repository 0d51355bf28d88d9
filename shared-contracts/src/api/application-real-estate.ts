import * as v from 'valibot';
import { EMPLOYMENT_TEXT_MAX_LENGTH } from '../constants';
import { PROPERTY_TYPES } from '../enums/deals';
import { formatWholeNumber } from '../format';
import { RequiredDollars } from '../loans/multipart-fields';
import { applicationMessages, formMessages } from '../messages';
import { CalendarDate, crossFieldCheck, DollarAmount, OptionalCalendarDate, optionalText, OwnershipPercentage, RecordId, requiredText } from '../validators';
import { DealAddress } from './deals';

/*
 * The Real Estate tab (spec 002 §3 'Real estate experience' and 'Real estate operation', §4 'Dependent clearing', §5
 * 'Real estate operation', §7): the experience, saved whole ("POST /users/{id}/profile/real_estate_experience"), and
 * the properties owned or operated, added and deleted one by one, each call answering the whole list.
 */

/** The most a count of the experience may be: far above any borrower's, low enough to catch a slip of the keyboard. */
export const EXPERIENCE_COUNT_MAX = 10_000;

/** The tab's own rule texts, which the specification does not word. */
export const realEstateMessages = {
  count: `Please enter a whole number from 0 to ${formatWholeNumber(EXPERIENCE_COUNT_MAX)}.`,
} as const;

/** A date that may be left empty or absent (final-form leaves an empty field out): its ISO day, or null. */
export const OptionalDay = v.pipe(
  v.optional(v.nullable(v.string(formMessages.date)), ''),
  v.transform((given) => given ?? ''),
  OptionalCalendarDate,
);

/** A dollar amount that may be left empty: "Dollar field" rule; null when empty. */
const OptionalDollarAmount = v.pipe(
  DollarAmount,
  v.transform((given) => (given === undefined || given === null || String(given).trim() === '' ? null : Number(given))),
);

/** A count of properties or projects: a whole number from 0 to EXPERIENCE_COUNT_MAX, typed or given. */
export const ExperienceCount = v.pipe(
  v.union([v.number(realEstateMessages.count), v.string(realEstateMessages.count)], formMessages.required),
  v.transform((given) => (typeof given === 'string' ? given.trim() : given)),
  v.check((given) => given !== '', formMessages.required),
  // A schema after a failed rule ends the pipe: an empty count says only that it is required.
  v.union([v.number(), v.string()]),
  v.check((given) => (typeof given === 'number' ? Number.isInteger(given) : /^\d{1,6}$/.test(given)), realEstateMessages.count),
  v.transform(Number),
  v.minValue(0, realEstateMessages.count),
  v.maxValue(EXPERIENCE_COUNT_MAX, realEstateMessages.count),
);

const yesOrNo = v.boolean(formMessages.required);
const TEXT_MAX = EMPLOYMENT_TEXT_MAX_LENGTH;

// ---- Real estate experience ----

/**
 * "flipsLastYear, flipsLastThreeYear, flipsNextYear, flipsLifetime, flipsConstructionLifetime,
 * flipsConstructionLastThreeYears, flipsConstructionLastTwoYears": the counts, in the order the tab asks them.
 */
export const EXPERIENCE_COUNTS = [
  'flipsLastYear',
  'flipsLastThreeYear',
  'flipsNextYear',
  'flipsLifetime',
  'flipsConstructionLifetime',
  'flipsConstructionLastThreeYears',
  'flipsConstructionLastTwoYears',
] as const;
export type ExperienceCountField = (typeof EXPERIENCE_COUNTS)[number];

/** "Rental management course not complete clears its date and name." */
export const RENTAL_COURSE_FIELDS = ['rentalManagementCourseDate', 'rentalManagementCourseName'] as const;

export function realEstateExperienceFieldsToClear(values: { rentalManagementCourseComplete?: unknown }): (typeof RENTAL_COURSE_FIELDS)[number][] {
  return values.rentalManagementCourseComplete === true ? [] : [...RENTAL_COURSE_FIELDS];
}

export function withRealEstateExperienceCleared<T extends { rentalManagementCourseComplete?: unknown; rentalManagementCourseDate?: unknown; rentalManagementCourseName?: unknown }>(
  values: T,
): T {
  const cleared = { ...values };
  for (const field of realEstateExperienceFieldsToClear(values)) delete cleared[field];
  return cleared;
}

const experienceFields = v.object({
  ...(Object.fromEntries(EXPERIENCE_COUNTS.map((field) => [field, ExperienceCount])) as Record<ExperienceCountField, typeof ExperienceCount>),
  managesProperty: yesOrNo,
  rentalOwned: ExperienceCount,
  rentalHeldMoreThanOneYear: ExperienceCount,
  rentalManagementCourseComplete: yesOrNo,
  rentalManagementCourseDate: OptionalDay,
  rentalManagementCourseName: optionalText(TEXT_MAX),
  propertyManager: optionalText(TEXT_MAX),
  /** "averages": the portal reads them as the average purchase price and the average rehab budget of the flips. */
  averagePurchasePrice: OptionalDollarAmount,
  averageRehabBudget: OptionalDollarAmount,
});
type ExperienceChecked = v.InferOutput<typeof experienceFields>;

/** What the experience form holds and the client sends: any field may still be empty. */
export type RealEstateExperienceForm = Partial<v.InferInput<typeof experienceFields>>;

/** The course's date and name are asked (and so required) when the course is complete, and cleared when it is not. */
export const rentalCourseDateRequired = crossFieldCheck<ExperienceChecked>(
  ['rentalManagementCourseComplete', 'rentalManagementCourseDate'],
  (input) => !input.rentalManagementCourseComplete || input.rentalManagementCourseDate !== null,
  formMessages.required,
  'rentalManagementCourseDate',
);
export const rentalCourseNameRequired = crossFieldCheck<ExperienceChecked>(
  ['rentalManagementCourseComplete', 'rentalManagementCourseName'],
  (input) => !input.rentalManagementCourseComplete || input.rentalManagementCourseName !== '',
  formMessages.required,
  'rentalManagementCourseName',
);

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `POST /users/{id}/profile/real_estate_experience`: the experience whole, cleared as its answers say, then checked. */
export const RealEstateExperienceBody = v.pipe(
  v.custom<RealEstateExperienceForm>(isPlainObject, formMessages.required),
  v.transform(withRealEstateExperienceCleared),
  experienceFields,
  rentalCourseDateRequired,
  rentalCourseNameRequired,
);
export type RealEstateExperienceBody = v.InferOutput<typeof RealEstateExperienceBody>;

/** "response realEstateExperience" (also `realEstateExperience` in `GET /users/{id}/profile`, null before the first save). */
export const RealEstateExperienceAnswer = v.object({
  ...(Object.fromEntries(EXPERIENCE_COUNTS.map((field) => [field, v.number()])) as Record<ExperienceCountField, v.NumberSchema<undefined>>),
  managesProperty: v.boolean(),
  rentalOwned: v.number(),
  rentalHeldMoreThanOneYear: v.number(),
  rentalManagementCourseComplete: v.boolean(),
  rentalManagementCourseDate: v.nullable(v.string()),
  rentalManagementCourseName: v.string(),
  propertyManager: v.string(),
  averagePurchasePrice: v.nullable(v.number()),
  averageRehabBudget: v.nullable(v.number()),
});
export type RealEstateExperienceAnswer = v.InferOutput<typeof RealEstateExperienceAnswer>;

// ---- Real estate operations ----

/** The mortgage of a property with a loan: the portal's reading of the "mortgage sub-form". */
const MortgageFields = v.object({
  lenderName: requiredText(TEXT_MAX),
  balance: RequiredDollars,
  monthlyPayment: RequiredDollars,
});

interface OperationDependents {
  loan?: unknown;
  mortgage?: unknown;
  saleDate?: unknown;
  salePrice?: unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * "No loan on a property removes the mortgage holder"; a sale price belongs to a sale, so no sale date clears it (the
 * portal's reading of "salePrice (optional; with a sale date)").
 */
export function realEstateOperationFieldsToClear(values: OperationDependents): ('mortgage' | 'salePrice')[] {
  return [...(values.loan === true ? [] : (['mortgage'] as const)), ...(isBlank(values.saleDate) ? (['salePrice'] as const) : [])];
}

export function withRealEstateOperationCleared<T extends OperationDependents>(values: T): T {
  const cleared = { ...values };
  for (const field of realEstateOperationFieldsToClear(values)) delete cleared[field];
  // "Mortgage sub-form is validated only when a loan is declared": then it is checked even when nothing was typed.
  if (values.loan === true && !isPlainObject(values.mortgage)) cleared.mortgage = {};
  return cleared;
}

const operationFields = v.object({
  propertyAddress: DealAddress,
  ownershipPercentage: OwnershipPercentage,
  propertyType: v.pipe(v.string(formMessages.required), v.nonEmpty(formMessages.required), v.picklist(PROPERTY_TYPES, formMessages.invalidChoice)),
  purchaseDate: CalendarDate,
  purchasePrice: RequiredDollars,
  saleDate: OptionalDay,
  salePrice: OptionalDollarAmount,
  loan: yesOrNo,
  mortgage: v.optional(MortgageFields),
});
type OperationChecked = v.InferOutput<typeof operationFields>;

/** "Sale date before purchase date: 'This date is less than the Purchase date, please change it.'" */
export const saleNotBeforePurchase = crossFieldCheck<OperationChecked>(
  ['purchaseDate', 'saleDate'],
  (input) => input.saleDate === null || input.saleDate >= input.purchaseDate,
  applicationMessages.saleBeforePurchase,
  'saleDate',
);

/** What the operation form holds and the client sends: any field may still be empty. */
type OperationInput = v.InferInput<typeof operationFields>;
export type RealEstateOperationForm = Partial<Omit<OperationInput, 'propertyAddress' | 'mortgage'>> & {
  propertyAddress?: Partial<OperationInput['propertyAddress']>;
  mortgage?: Partial<NonNullable<OperationInput['mortgage']>>;
};

/** `POST /users/{id}/profile/real_estate_operation`: one property owned or operated. */
export const RealEstateOperationBody = v.pipe(
  v.custom<RealEstateOperationForm>(isPlainObject, formMessages.required),
  v.transform(withRealEstateOperationCleared),
  operationFields,
  saleNotBeforePurchase,
);
export type RealEstateOperationBody = v.InferOutput<typeof RealEstateOperationBody>;

/**
 * "Real estate operation: id, propertyAddress (address, unit, city, state, zipCode), ownershipPercentage, propertyType
 * (commercial, condo, land, multi_unit, single_family), purchaseDate, purchasePrice, saleDate, salePrice", with the
 * loan and its mortgage. Dates "YYYY-MM-DD".
 */
export const RealEstateOperationRecord = v.object({
  id: v.number(),
  propertyAddress: v.object({ address: v.string(), unit: v.string(), city: v.string(), state: v.string(), zipCode: v.string() }),
  ownershipPercentage: v.number(),
  propertyType: v.string(),
  purchaseDate: v.string(),
  purchasePrice: v.number(),
  saleDate: v.nullable(v.string()),
  salePrice: v.nullable(v.number()),
  loan: v.boolean(),
  mortgage: v.nullable(v.object({ lenderName: v.string(), balance: v.number(), monthlyPayment: v.number() })),
});
export type RealEstateOperationRecord = v.InferOutput<typeof RealEstateOperationRecord>;

/** "response realEstateOperation": the account's properties, oldest first (also `realEstateOperation` in the profile). */
export const RealEstateOperationAnswer = v.array(RealEstateOperationRecord);
export type RealEstateOperationAnswer = v.InferOutput<typeof RealEstateOperationAnswer>;

/** A property as kept. */
export function realEstateOperationRecordOf({ mortgage, ...operation }: RealEstateOperationBody): Omit<RealEstateOperationRecord, 'id'> {
  return { ...operation, salePrice: operation.salePrice ?? null, mortgage: operation.loan && mortgage ? mortgage : null };
}

/** `DELETE /users/{id}/profile/real_estate_operation/{operationId}`. */
export const RealEstateOperationParams = v.object({ id: RecordId, operationId: RecordId });
