import * as v from 'valibot';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, DEAL_TYPE_DESCRIPTION_MIN_LENGTH, UNIT_MAX_LENGTH } from '../constants';
import {
  CLOSING_STATUSES,
  DEAL_TYPES,
  EXIT_STRATEGIES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  PURCHASE_TYPES,
  TRANSACTION_TYPES,
  VISIT_TYPES,
  YES_NO_ANSWERS,
  propertyTypesOfferedFor,
  type ClosingStatus,
  type DealType,
  type ExitStrategy,
  type PropertyStatus,
  type PropertyType,
  type PurchaseType,
  type TransactionType,
  type VisitType,
  type YesNo,
} from '../enums/deals';
import { US_STATES } from '../enums/states';
import { formMessages } from '../messages';
import { dealMessages } from '../messages/loans';
import { DollarAmount, dateNotBeforeToday, localToday, optionalText, PHONE_PATTERN, RecordId, requiredText, ZipCode } from '../validators';
import type { RepairCategoriesEstimate } from '../loans/estimate-of-repairs';

// The deal as the new-deal wizard builds it and as `POST /users/{userId}/deals` takes it (spec 001 §3 'Deal
// (submitted payload)', §4 'New deal', §5 'Deal steps' and 'Repair form'). Each wizard step has its schema, which
// reads the whole form value and checks only its part; `NewDealBody` is every step at once, for the API.

// ---- The form value the wizard keeps (unanswered choices are null, empty texts are '') ----

/** A property's address as the search finds it (spec 001 §3): the five fields, plus what it "also carries". */
export interface DealAddressForm {
  address: string;
  unit: string;
  city: string;
  state: string;
  zipCode: string;
  apn?: string | null;
  lotSize?: number | null;
  bedrooms?: number | null;
  total_baths_calculated?: number | null;
  building_sqft?: number | null;
}

export interface DealVisitForm {
  type: VisitType | null;
  lockBox: { code: string; location: string; notes: string } | null;
  supra: { location: string; notes: string } | null;
  appointment: { name: string; phone: string; notes: string } | null;
  other: { notes: string } | null;
}

export interface DealPropertyForm extends DealAddressForm {
  status: PropertyStatus | null;
  closingStatus: ClosingStatus | null;
  contact: { name: string; phone: string; notes: string };
  visit: DealVisitForm;
  hoaFees: string | number | null;
}

type Dollars = string | number | null;
type Count = string | number | null;

export interface PurchaseForm {
  price: Dollars;
  type: PurchaseType | null;
  shortSaleApproval: YesNo | null;
  hasSecondLien: YesNo | null;
  hasSecondLienApproval: YesNo | null;
  contractExists: YesNo | null;
  closingDate: string;
  exitStrategy: ExitStrategy | null;
}

export interface LienForm {
  price: Dollars;
  payoff: boolean;
}

export interface RefinanceForm {
  price: Dollars;
  debt: YesNo | null;
  liens: LienForm[];
  asIsValue: Dollars;
  closingDate: string;
  exitStrategy: ExitStrategy | null;
}

export interface PropertyRepairForm {
  afterRepairEstimate: Dollars;
  totalCost: Dollars;
  holdback: YesNo | null;
  totalAmountCompleted: Dollars;
  totalAmountRemaining: Dollars;
  hasAdditionalSqFt: YesNo | null;
  additionalRooms: Count;
  futureAdditionalRooms: number | null;
  additionalBathrooms: Count;
  futureAdditionalBathrooms: number | null;
  additionalSqFt: Count;
  totalSqFtAfterRepairs: number | null;
  permits: { exists: YesNo | null; explanation: string };
}

/**
 * The new-deal wizard's value. `estimateInfo` is the estimate of repairs the wizard may hold ("changing deal type also
 * clears its description and estimate info"): the borrower's working of the repair budget, not part of the payload.
 */
export interface DealForm {
  transactionType: TransactionType | null;
  dealType: { name: DealType | null; description: string };
  propertyType: PropertyType | null;
  property: DealPropertyForm;
  crosses: DealAddressForm[];
  purchase: PurchaseForm | null;
  refinance: RefinanceForm | null;
  propertyRepair: PropertyRepairForm | null;
  entity: { id: number | string } | null;
  /** "files list (file data and file name)": the documents uploaded on the Upload Documents step, by id and name. */
  files: DealDocument[];
  estimateInfo?: RepairCategoriesEstimate | null;
}

export const emptyAddress = (): DealAddressForm => ({ address: '', unit: '', city: '', state: '', zipCode: '' });

export const emptyPurchase = (): PurchaseForm => ({
  price: '',
  type: null,
  shortSaleApproval: null,
  hasSecondLien: null,
  hasSecondLienApproval: null,
  contractExists: null,
  closingDate: '',
  exitStrategy: null,
});

export const emptyRefinance = (): RefinanceForm => ({ price: '', debt: null, liens: [], asIsValue: '', closingDate: '', exitStrategy: null });

export const emptyPropertyRepair = (): PropertyRepairForm => ({
  afterRepairEstimate: '',
  totalCost: '',
  holdback: null,
  totalAmountCompleted: '',
  totalAmountRemaining: '',
  hasAdditionalSqFt: null,
  additionalRooms: '',
  futureAdditionalRooms: null,
  additionalBathrooms: '',
  futureAdditionalBathrooms: null,
  additionalSqFt: '',
  totalSqFtAfterRepairs: null,
  permits: { exists: null, explanation: '' },
});

/** The wizard's first value: nothing answered. */
export function emptyDealForm(): DealForm {
  return {
    transactionType: null,
    dealType: { name: null, description: '' },
    propertyType: null,
    property: {
      ...emptyAddress(),
      status: null,
      closingStatus: null,
      contact: { name: '', phone: '', notes: '' },
      visit: { type: null, lockBox: null, supra: null, appointment: null, other: null },
      hoaFees: '',
    },
    crosses: [],
    purchase: null,
    refinance: null,
    propertyRepair: null,
    entity: null,
    files: [],
    estimateInfo: null,
  };
}

// ---- Field rules ----

/** Free text of the deal (notes, the permits explanation): "Free text max 500" (spec 001 §9), the portal's limit here. */
export const DEAL_NOTES_MAX_LENGTH = 500;
/** The portal's limits of the short texts of the visit blocks and the contact's name (not stated). */
export const DEAL_SHORT_TEXT_MAX_LENGTH = 100;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A choice that must be made: empty says "This field is required!", an unknown value "Please choose one of the options.". */
function requiredChoice<const T extends readonly string[]>(options: T) {
  return v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), v.picklist(options, formMessages.invalidChoice));
}

/** A choice not always asked: null or absent until answered. */
function optionalChoice<const T extends readonly string[]>(options: T) {
  return v.nullish(v.picklist(options, formMessages.invalidChoice), null);
}

/** "Dollar amounts use a dollar validator (empty allowed ...)"; empty reads as null. */
const Dollars = v.pipe(
  DollarAmount,
  v.transform((value) => (isEmpty(value) ? null : Number(value))),
);

/** A dollar amount the form requires ("required currency", "Lien price required"). */
const RequiredDollars = v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), Dollars);

/** "additional rooms and bathrooms integers": a whole number from 0, typed or given; empty reads as null. */
const WholeCount = v.pipe(
  v.nullish(v.union([v.string(), v.number()], formMessages.invalidNumber), null),
  v.check((value) => isEmpty(value) || (/^\d{1,6}$/.test(String(value).trim()) && Number.isInteger(Number(value))), formMessages.invalidNumber),
  v.transform((value) => (isEmpty(value) ? null : Number(value))),
);

/** "additional sqft and total numbers": a number from 0, typed or given; empty reads as null. */
const Measure = v.pipe(
  v.nullish(v.union([v.string(), v.number()], formMessages.invalidNumber), null),
  v.check((value) => isEmpty(value) || (/^\d{1,9}(\.\d+)?$/.test(String(value).trim()) && Number(value) >= 0), formMessages.invalidNumber),
  v.transform((value) => (isEmpty(value) ? null : Number(value))),
);

/** A phone that may be left empty; when given, "(xxx) xxx-xxxx". */
const OptionalPhone = v.pipe(
  optionalText(20),
  v.check((phone) => phone === '' || PHONE_PATTERN.test(phone), formMessages.phone),
);

const notes = () => optionalText(DEAL_NOTES_MAX_LENGTH, { multiLine: true });
const shortText = () => optionalText(DEAL_SHORT_TEXT_MAX_LENGTH);

/**
 * A rule across fields, reported on `target`: a valibot partial check, so it runs as soon as the fields it reads
 * are valid and the form shows every message at once. The paths are data here, hence the assertions.
 */
function rule<T>(reads: readonly (readonly string[])[], requirement: (input: T) => boolean, message: string, target: readonly string[]) {
  const check = v.partialCheck(reads as never, (input) => requirement(input as T), message);
  return v.forward(check as never, target as never) as unknown as v.GenericValidation;
}

/**
 * "address required (max 100), unit max 10, city required (max 50), state required 2 letters, zip required (5
 * digits or 5+4, max 10)" (spec 001 §5). The state is one of the US states list ("Search is restricted to the US").
 * What the address "also carries" (lotSize, bedrooms, ...) is not read: the output leaves it out.
 */
const addressFields = {
  address: requiredText(ADDRESS_MAX_LENGTH),
  unit: optionalText(UNIT_MAX_LENGTH),
  city: requiredText(CITY_MAX_LENGTH),
  state: requiredChoice(US_STATES),
  zipCode: ZipCode,
};
export const DealAddress = v.object(addressFields);
export type DealAddress = v.InferOutput<typeof DealAddress>;

/** "visit {type, lockBox {code, location, notes}, supra {location, notes}, appointment {name, phone, notes}, other {notes}}": only the chosen type's block is kept. */
export const DealVisit = v.pipe(
  v.looseObject({ type: requiredChoice(VISIT_TYPES) }),
  v.variant('type', [
    v.object({ type: v.literal('lock_box'), lockBox: v.object({ code: shortText(), location: shortText(), notes: notes() }) }),
    v.object({ type: v.literal('supra'), supra: v.object({ location: shortText(), notes: notes() }) }),
    v.object({ type: v.literal('appointment'), appointment: v.object({ name: shortText(), phone: OptionalPhone, notes: notes() }) }),
    v.object({ type: v.literal('other'), other: v.object({ notes: notes() }) }),
  ]),
);
export type DealVisit = v.InferOutput<typeof DealVisit>;

/** The contact as the form asks it; its name and phone "are stripped before submit" (spec 001 §3). */
const ContactForm = v.object({ name: shortText(), phone: OptionalPhone, notes: notes() });
const SubmittedContact = v.object({ notes: notes() });

function propertySchema(contact: typeof ContactForm | typeof SubmittedContact) {
  return v.pipe(
    v.object({
      ...addressFields,
      status: requiredChoice(PROPERTY_STATUSES),
      closingStatus: optionalChoice(CLOSING_STATUSES),
      contact,
      visit: DealVisit,
      hoaFees: Dollars,
    }),
    /** "closingStatus is asked only if occupied": then it is required, otherwise it must be empty (the form clears it). */
    rule<{ status: string; closingStatus: string | null }>(
      [['status'], ['closingStatus']],
      (input) => (input.status === 'occupied' ? input.closingStatus !== null : input.closingStatus === null),
      formMessages.required,
      ['closingStatus'],
    ),
  );
}
export const DealPropertyForm = propertySchema(ContactForm);
export const DealProperty = propertySchema(SubmittedContact);
export type DealProperty = v.InferOutput<typeof DealProperty>;

/** "Exit strategy required." */
const RequiredExitStrategy = requiredChoice(EXIT_STRATEGIES);

type PurchaseInput = { type: string; hasSecondLien: string | null; hasSecondLienApproval: string | null; shortSaleApproval: string | null };

function purchaseSchema(today: () => string) {
  return v.pipe(
    v.object({
      price: Dollars,
      type: requiredChoice(PURCHASE_TYPES),
      shortSaleApproval: optionalChoice(YES_NO_ANSWERS),
      hasSecondLien: optionalChoice(YES_NO_ANSWERS),
      hasSecondLienApproval: optionalChoice(YES_NO_ANSWERS),
      contractExists: optionalChoice(YES_NO_ANSWERS),
      /** "Closing date required, not earlier than today." */
      closingDate: dateNotBeforeToday(today),
      exitStrategy: RequiredExitStrategy,
    }),
    /** "short-sale approval and second-lien questions appear only for short_sale": asked, they are required. */
    rule<PurchaseInput>([['type'], ['shortSaleApproval']], (p) => p.type !== 'short_sale' || p.shortSaleApproval !== null, formMessages.required, ['shortSaleApproval']),
    rule<PurchaseInput>([['type'], ['hasSecondLien']], (p) => p.type !== 'short_sale' || p.hasSecondLien !== null, formMessages.required, ['hasSecondLien']),
    /** "second-lien approval only if there is a second lien" */
    rule<PurchaseInput>(
      [['type'], ['hasSecondLien'], ['hasSecondLienApproval']],
      (p) => p.type !== 'short_sale' || p.hasSecondLien !== 'yes' || p.hasSecondLienApproval !== null,
      formMessages.required,
      ['hasSecondLienApproval'],
    ),
    // Answers to questions not asked are dropped, as the form clears them.
    v.transform((p) => {
      const shortSale = p.type === 'short_sale';
      return {
        ...p,
        shortSaleApproval: shortSale ? p.shortSaleApproval : null,
        hasSecondLien: shortSale ? p.hasSecondLien : null,
        hasSecondLienApproval: shortSale && p.hasSecondLien === 'yes' ? p.hasSecondLienApproval : null,
      };
    }),
  );
}

function refinanceSchema(today: () => string) {
  return v.pipe(
    v.object({
      price: Dollars,
      debt: requiredChoice(YES_NO_ANSWERS),
      /** "liens (each with price and a payoff flag)"; "Lien price required." */
      liens: v.optional(v.array(v.object({ price: RequiredDollars, payoff: v.optional(v.boolean(formMessages.invalidChoice), false) })), []),
      asIsValue: Dollars,
      closingDate: dateNotBeforeToday(today),
      exitStrategy: RequiredExitStrategy,
    }),
    /** "In a refinance, liens are cleared if debt is answered No." */
    v.transform((r) => (r.debt === 'no' ? { ...r, liens: [] } : r)),
  );
}

/** The repair section's fields, each in its own format; which are required depends on the deal (see `repairRules`). */
export const PropertyRepairFields = v.object({
  afterRepairEstimate: Dollars,
  totalCost: Dollars,
  holdback: optionalChoice(YES_NO_ANSWERS),
  totalAmountCompleted: Dollars,
  totalAmountRemaining: Dollars,
  hasAdditionalSqFt: optionalChoice(YES_NO_ANSWERS),
  additionalRooms: WholeCount,
  futureAdditionalRooms: Measure,
  additionalBathrooms: WholeCount,
  futureAdditionalBathrooms: Measure,
  additionalSqFt: Measure,
  totalSqFtAfterRepairs: Measure,
  permits: v.object({ exists: optionalChoice(YES_NO_ANSWERS), explanation: notes() }),
});

// ---- Rules the spec states across fields (shared by the steps and the body) ----

/**
 * "Property Repairs, only when repairs apply (the exact rule is not shown)": the portal's rule. The repair form's own
 * rules name the deals it serves: "hasAdditionalSqFt required when rehab or other" (so rehab and other deals have it)
 * and "totalAmountCompleted and totalAmountRemaining shown for a refinance and required unless a bridge refinance"
 * (so a bridge refinance has it too, with those amounts optional). A new construction is all repairs (cost and value
 * after completion), without "additional" square feet. A non-rehab bridge purchase buys a property as it is: nothing
 * to repair. So repairs apply to rehab_fix_and_flip, new_construction and other deals, and to non_rehab_bridge only
 * as a refinance; not until both the deal type and the transaction type are known.
 */
export function repairsApply(dealType: DealType | null | undefined, transactionType: TransactionType | null | undefined): boolean {
  if (!dealType || !transactionType) return false;
  return dealType !== 'non_rehab_bridge' || transactionType === 'refinance';
}

/** "totalAmountCompleted and totalAmountRemaining shown for a refinance" */
export const repairAmountsShown = (transactionType: TransactionType | null | undefined) => transactionType === 'refinance';
/** "... and required unless a bridge refinance" */
export const repairAmountsRequired = (dealType: DealType | null | undefined, transactionType: TransactionType | null | undefined) =>
  transactionType === 'refinance' && dealType !== 'non_rehab_bridge';
/** "hasAdditionalSqFt required when rehab or other" (and asked only then). */
export const additionsAsked = (dealType: DealType | null | undefined) => dealType === 'rehab_fix_and_flip' || dealType === 'other';
/** "explanation (3-row text) required and shown only when permits is No" */
export const permitsExplanationShown = (permitsExist: YesNo | null | undefined) => permitsExist === 'no';

type RepairInput = {
  dealType: { name: DealType };
  transactionType: TransactionType;
  propertyRepair: v.InferOutput<typeof PropertyRepairFields> | null;
};

const repairValue = (input: RepairInput, key: keyof v.InferOutput<typeof PropertyRepairFields>) => input.propertyRepair?.[key];
const repairRequired = (key: keyof v.InferOutput<typeof PropertyRepairFields>, when: (input: RepairInput) => boolean, extraReads: string[][] = []) =>
  rule<RepairInput>(
    [['dealType', 'name'], ['transactionType'], ['propertyRepair', key], ...extraReads],
    (input) => !repairsApply(input.dealType.name, input.transactionType) || !when(input) || !isEmpty(repairValue(input, key)),
    formMessages.required,
    ['propertyRepair', key],
  );

const additionsPlanned = (input: RepairInput) => additionsAsked(input.dealType.name) && input.propertyRepair?.hasAdditionalSqFt === 'yes';

/** spec 001 §5 'Repair form', each rule on its field. */
const repairRules = [
  /** "afterRepairEstimate and totalCost required currency when repairs needed" */
  repairRequired('afterRepairEstimate', () => true),
  repairRequired('totalCost', () => true),
  /** "holdback yes/no required" */
  repairRequired('holdback', () => true),
  /** "totalAmountCompleted and totalAmountRemaining shown for a refinance and required unless a bridge refinance" */
  repairRequired('totalAmountCompleted', (input) => repairAmountsRequired(input.dealType.name, input.transactionType)),
  repairRequired('totalAmountRemaining', (input) => repairAmountsRequired(input.dealType.name, input.transactionType)),
  /** "hasAdditionalSqFt required when rehab or other" */
  repairRequired('hasAdditionalSqFt', (input) => additionsAsked(input.dealType.name)),
  /** "additional rooms and bathrooms integers; additional sqft and total numbers; all required when additions are planned" */
  ...(['additionalRooms', 'futureAdditionalRooms', 'additionalBathrooms', 'futureAdditionalBathrooms', 'additionalSqFt', 'totalSqFtAfterRepairs'] as const).map((key) =>
    repairRequired(key, additionsPlanned, [['propertyRepair', 'hasAdditionalSqFt']]),
  ),
  /** "permits yes/no required" */
  rule<RepairInput>(
    [['dealType', 'name'], ['transactionType'], ['propertyRepair', 'permits', 'exists']],
    (input) => !repairsApply(input.dealType.name, input.transactionType) || !isEmpty(input.propertyRepair?.permits.exists),
    formMessages.required,
    ['propertyRepair', 'permits', 'exists'],
  ),
  /** "explanation (3-row text) required and shown only when permits is No" */
  rule<RepairInput>(
    [['dealType', 'name'], ['transactionType'], ['propertyRepair', 'permits']],
    (input) =>
      !repairsApply(input.dealType.name, input.transactionType) ||
      !permitsExplanationShown(input.propertyRepair?.permits.exists) ||
      !isEmpty(input.propertyRepair?.permits.explanation),
    formMessages.required,
    ['propertyRepair', 'permits', 'explanation'],
  ),
];

/**
 * The repair section as submitted: null when repairs do not apply; otherwise what is not asked is dropped (the
 * refinance amounts in a purchase, the additions unless asked and planned, the explanation unless permits is No).
 */
function submittedRepairs(input: RepairInput) {
  const repair = input.propertyRepair;
  if (!repair || !repairsApply(input.dealType.name, input.transactionType)) return null;
  const amounts = repairAmountsShown(input.transactionType);
  const asked = additionsAsked(input.dealType.name);
  const planned = asked && repair.hasAdditionalSqFt === 'yes';
  const additions = (value: number | null) => (planned ? value : null);
  return {
    ...repair,
    totalAmountCompleted: amounts ? repair.totalAmountCompleted : null,
    totalAmountRemaining: amounts ? repair.totalAmountRemaining : null,
    hasAdditionalSqFt: asked ? repair.hasAdditionalSqFt : null,
    additionalRooms: additions(repair.additionalRooms),
    futureAdditionalRooms: additions(repair.futureAdditionalRooms),
    additionalBathrooms: additions(repair.additionalBathrooms),
    futureAdditionalBathrooms: additions(repair.futureAdditionalBathrooms),
    additionalSqFt: additions(repair.additionalSqFt),
    totalSqFtAfterRepairs: additions(repair.totalSqFtAfterRepairs),
    permits: { exists: repair.permits.exists, explanation: repair.permits.exists === 'no' ? repair.permits.explanation : '' },
  };
}

/** "Deal type other: description required, min 5"; the portal keeps it within the free-text limit. */
const DealTypeChoice = v.pipe(
  v.object({ name: requiredChoice(DEAL_TYPES), description: optionalText(DEAL_NOTES_MAX_LENGTH, { multiLine: true }) }),
  rule<{ name: DealType; description: string }>(
    [['name'], ['description']],
    (deal) => deal.name !== 'other' || deal.description !== '',
    formMessages.required,
    ['description'],
  ),
  rule<{ name: DealType; description: string }>(
    [['name'], ['description']],
    (deal) => deal.name !== 'other' || deal.description === '' || deal.description.length >= DEAL_TYPE_DESCRIPTION_MIN_LENGTH,
    formMessages.tooShort(DEAL_TYPE_DESCRIPTION_MIN_LENGTH),
    ['description'],
  ),
);

/** "Commercial and land property types are offered only for new_construction and other." */
const propertyTypeOffered = rule<{ dealType: { name: DealType }; propertyType: PropertyType }>(
  [['dealType', 'name'], ['propertyType']],
  (input) => propertyTypesOfferedFor(input.dealType.name).includes(input.propertyType),
  formMessages.invalidChoice,
  ['propertyType'],
);

/** "HOA fees required for condo": asked for a condo only. */
export const hoaFeesAsked = (propertyType: PropertyType | null | undefined) => propertyType === 'condo';

/** "HOA fees required for condo." */
const hoaFeesForCondo = rule<{ propertyType: PropertyType; property: { hoaFees: number | null } }>(
  [['propertyType'], ['property', 'hoaFees']],
  (input) => !hoaFeesAsked(input.propertyType) || input.property.hoaFees !== null,
  formMessages.required,
  ['property', 'hoaFees'],
);

/** What `stored_files.kind` records for a document uploaded on the wizard's last step. */
export const DEAL_DOCUMENT_KIND = 'deal_document';
/** At most this many documents come with one deal (the portal's limit: more belong on the loan's page later). */
export const DEAL_DOCUMENTS_MAX = 20;

/** A document uploaded on the Upload Documents step, named in the deal by the id the upload answered. */
export const DealDocument = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), name: v.pipe(v.string(), v.maxLength(255)) });
export type DealDocument = v.InferOutput<typeof DealDocument>;
const DealDocuments = v.optional(v.pipe(v.array(DealDocument), v.maxLength(DEAL_DOCUMENTS_MAX, dealMessages.tooManyDocuments(DEAL_DOCUMENTS_MAX))), []);

/** "Entity step: an entity must be selected." */
const EntityChoice = v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), v.object({ id: RecordId }));

/**
 * The deal's schemas, with `today` as the calendar day "YYYY-MM-DD" the closing date may not be before (the
 * browser's local day by default; the API passes its own). The step schemas read the whole `DealForm` and check
 * their part; `NewDealBody` checks everything the steps check.
 */
export function dealSchemas(today: () => string = localToday) {
  const Purchase = purchaseSchema(today);
  const Refinance = refinanceSchema(today);

  /** The first steps, one card choice each: Transaction Type, Deal Type (with the description of other), Property Type. */
  const TransactionTypeStep = v.object({ transactionType: requiredChoice(TRANSACTION_TYPES) });
  const DealTypeStep = v.object({ dealType: DealTypeChoice });
  const PropertyTypeStep = v.pipe(
    v.object({ dealType: v.object({ name: v.nullish(v.picklist(DEAL_TYPES), null) }), propertyType: requiredChoice(PROPERTY_TYPES) }),
    propertyTypeOffered,
  );
  /** The last step: the documents are optional. */
  const UploadDocumentsStep = v.object({ files: DealDocuments });

  /** The three first steps at once. */
  const DealChoicesStep = v.pipe(
    v.object({ transactionType: requiredChoice(TRANSACTION_TYPES), dealType: DealTypeChoice, propertyType: requiredChoice(PROPERTY_TYPES) }),
    propertyTypeOffered,
  );

  /** Property Details: the main property and the crosses ("Property selection needs at least one property": the main one). */
  const PropertyDetailsStep = v.pipe(
    v.object({ propertyType: v.nullish(v.picklist(PROPERTY_TYPES)), property: DealPropertyForm, crosses: v.optional(v.array(DealAddress), []) }),
    hoaFeesForCondo,
  );

  const PurchaseStep = v.object({ purchase: v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), Purchase) });
  const RefinanceStep = v.object({ refinance: v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), Refinance) });

  const repairsObject = {
    dealType: v.object({ name: requiredChoice(DEAL_TYPES) }),
    transactionType: requiredChoice(TRANSACTION_TYPES),
    propertyRepair: v.nullish(PropertyRepairFields, null),
  };
  /** Property Repairs ("validates after each change"). */
  const RepairsStep = v.pipe(v.object(repairsObject), ...(repairRules as [v.GenericValidation]));

  const EntityStep = v.object({ entity: EntityChoice });

  const common = {
    dealType: DealTypeChoice,
    propertyType: requiredChoice(PROPERTY_TYPES),
    property: DealProperty,
    crosses: v.optional(v.array(DealAddress), []),
    propertyRepair: v.nullish(PropertyRepairFields, null),
    entity: EntityChoice,
    files: DealDocuments,
  };

  /**
   * `POST /users/{userId}/deals`: "Deal (submitted payload)" (spec 001 §3). "purchase or refinance": the transaction
   * type decides which one is read (the other is left out); repairs are read only when they apply.
   */
  const NewDealBody = v.pipe(
    v.looseObject({ transactionType: requiredChoice(TRANSACTION_TYPES) }),
    v.variant('transactionType', [
      v.object({ ...common, transactionType: v.literal('purchase'), purchase: v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), Purchase) }),
      v.object({ ...common, transactionType: v.literal('refinance'), refinance: v.pipe(v.custom<unknown>((value) => !isEmpty(value), formMessages.required), Refinance) }),
    ]),
    propertyTypeOffered,
    hoaFeesForCondo,
    ...(repairRules as [v.GenericValidation]),
    v.transform((deal) => ({ ...deal, propertyRepair: submittedRepairs(deal as unknown as RepairInput) })),
  );

  return {
    TransactionTypeStep,
    DealTypeStep,
    PropertyTypeStep,
    DealChoicesStep,
    PropertyDetailsStep,
    PurchaseStep,
    RefinanceStep,
    RepairsStep,
    EntityStep,
    UploadDocumentsStep,
    NewDealBody,
    Purchase,
    Refinance,
  };
}

const defaultSchemas = dealSchemas();
export const TransactionTypeStep = defaultSchemas.TransactionTypeStep;
export const DealTypeStep = defaultSchemas.DealTypeStep;
export const PropertyTypeStep = defaultSchemas.PropertyTypeStep;
export const UploadDocumentsStep = defaultSchemas.UploadDocumentsStep;
export const DealChoicesStep = defaultSchemas.DealChoicesStep;
export const PropertyDetailsStep = defaultSchemas.PropertyDetailsStep;
export const PurchaseStep = defaultSchemas.PurchaseStep;
export const RefinanceStep = defaultSchemas.RefinanceStep;
export const RepairsStep = defaultSchemas.RepairsStep;
export const EntityStep = defaultSchemas.EntityStep;
/** The deal the API takes, validated with the same rules as the wizard's steps (the local day as today). */
export const NewDealBody = defaultSchemas.NewDealBody;
export type NewDealBody = v.InferOutput<typeof NewDealBody>;
/** The fields an address "also carries", stripped before submit (spec 001 §3). */
export type CarriedAddressFields = 'lotSize' | 'bedrooms' | 'total_baths_calculated' | 'building_sqft' | 'apn';

/** What `submittedDealOf` sends: the form without the carried fields, the contact's name and phone, and the estimate info. */
export type NewDealPayload = Omit<DealForm, 'property' | 'crosses' | 'purchase' | 'refinance' | 'estimateInfo'> & {
  property: Omit<DealPropertyForm, CarriedAddressFields | 'contact'> & { contact: { notes: string } };
  crosses: Omit<DealAddressForm, CarriedAddressFields>[];
  purchase?: PurchaseForm | null;
  refinance?: RefinanceForm | null;
};

/** The person in the path as spec 001 §7 writes it: `/users/{userId}/deals`. */
export const DealUserParams = v.object({ userId: RecordId });

/**
 * The answer to `POST /users/{userId}/deals` is "not shown" (spec 001 §7): the portal's choice is the created loan's
 * id and number and its category (`new`), enough for Deal Confirmation and a link to the pending loan.
 */
export const CreatedDeal = v.object({ id: v.number(), number: v.string(), loan_category: v.string() });
export type CreatedDeal = v.InferOutput<typeof CreatedDeal>;
