import * as v from 'valibot';
import { formMessages } from '../messages';

/** "Loan groups: in_progress (shown PENDING), active, paid" (spec 001 §4): the group a loan record carries. */
export const LOAN_GROUPS = ['in_progress', 'active', 'paid'] as const;
export type LoanGroup = (typeof LOAN_GROUPS)[number];
export const LoanGroup = v.picklist(LOAN_GROUPS, formMessages.invalidChoice);

/** "query category: in_progress, active, paid or all" (spec 001 §2): a loan group, or every loan. */
export const MY_DEALS_CATEGORIES = [...LOAN_GROUPS, 'all'] as const;
export type MyDealsCategory = (typeof MY_DEALS_CATEGORIES)[number];
export const MyDealsCategory = v.picklist(MY_DEALS_CATEGORIES, formMessages.invalidChoice);

/** "in_progress (shown PENDING)": the word each category shows in the headers "<category> LOANS - SUMMARY" and "... LOANS - DETAIL". */
export const LOAN_GROUP_HEADINGS: Record<MyDealsCategory, string> = { in_progress: 'PENDING', active: 'ACTIVE', paid: 'PAID', all: 'ALL' };
/** "Tabs: PENDING LOANS, ACTIVE LOANS, PAID LOANS, ALL." (spec 001 §2) */
export const MY_DEALS_TAB_LABELS: Record<MyDealsCategory, string> = { in_progress: 'PENDING LOANS', active: 'ACTIVE LOANS', paid: 'PAID LOANS', all: 'ALL' };
/** The dashboard's loan stats: "In Progress, Active and Paid counts" (spec 001 §2). */
export const LOAN_STATS_LABELS: Record<LoanGroup, string> = { in_progress: 'In Progress', active: 'Active', paid: 'Paid' };

/** "search keys address and number" (spec 001 §9); the selector reads "Address or Number". */
export const LOAN_SEARCH_KEYS = ['address', 'number'] as const;
export type LoanSearchKey = (typeof LOAN_SEARCH_KEYS)[number];
export const LoanSearchKey = v.picklist(LOAN_SEARCH_KEYS, formMessages.invalidChoice);
export const LOAN_SEARCH_KEY_LABELS: Record<LoanSearchKey, string> = { address: 'Address', number: 'Number' };

/** "optional query action: change_order, draws, payoff, extensions, insurance, achpayment, eor" (spec 001 §2) */
export const LOAN_DETAIL_ACTIONS = ['change_order', 'draws', 'payoff', 'extensions', 'insurance', 'achpayment', 'eor'] as const;
export type LoanDetailAction = (typeof LOAN_DETAIL_ACTIONS)[number];
export const LoanDetailAction = v.picklist(LOAN_DETAIL_ACTIONS, formMessages.invalidChoice);
/** Labels: the portal's words, taken from the success messages of spec 001 §8 ("Draw Request saved successfully."). */
export const LOAN_DETAIL_ACTION_LABELS: Record<LoanDetailAction, string> = {
  change_order: 'Change Order',
  draws: 'Draw Request',
  payoff: 'Payoff Request',
  extensions: 'Extension Request',
  insurance: 'Insurance',
  achpayment: 'ACH Payment',
  eor: 'Estimate of Repairs',
};

/** "asset_management with keys draws, change_order, extensions, payoff, achpayment, insurance" (spec 001 §3) */
export const ASSET_MANAGEMENT_DOCUMENT_KEYS = ['draws', 'change_order', 'extensions', 'payoff', 'achpayment', 'insurance'] as const;
export type AssetManagementDocumentKey = (typeof ASSET_MANAGEMENT_DOCUMENT_KEYS)[number];
export const AssetManagementDocumentKey = v.picklist(ASSET_MANAGEMENT_DOCUMENT_KEYS, formMessages.invalidChoice);

/**
 * Where a borrower's request on a loan stands: sent to the lender, or (an ACH payment) waiting for the borrower's
 * e-signature, then signed. The portal's words; the specification names no request states.
 */
export const LOAN_REQUEST_STATUSES = ['submitted', 'awaiting_signature', 'signed'] as const;
export type LoanRequestStatus = (typeof LOAN_REQUEST_STATUSES)[number];
export const LOAN_REQUEST_STATUS_LABELS: Record<LoanRequestStatus, string> = { submitted: 'Submitted', awaiting_signature: 'Awaiting signature', signed: 'Signed' };

/** A request's name on the loan: the action's label and its number among the loan's requests of that kind ("Draw Request 2"). */
export function loanRequestTitle(kind: AssetManagementDocumentKey, number: number): string {
  return `${LOAN_DETAIL_ACTION_LABELS[kind]} ${number}`;
}

/** "an appraisal status (Not ordered / Ordered / Received)" (spec 001 §2): snake_case of the words, the words as labels. */
export const APPRAISAL_STATUSES = ['not_ordered', 'ordered', 'received'] as const;
export type AppraisalStatus = (typeof APPRAISAL_STATUSES)[number];
export const APPRAISAL_STATUS_LABELS: Record<AppraisalStatus, string> = { not_ordered: 'Not ordered', ordered: 'Ordered', received: 'Received' };

/**
 * "method (transfer, ach; check exists but is excluded from pickers)" (spec 001 §3), labelled "Wire Transfer or ACH
 * Transaction" (§5). The check's label is the portal's.
 */
export const PAYMENT_METHOD_TYPES = ['transfer', 'ach', 'check'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];
export const PaymentMethodType = v.picklist(PAYMENT_METHOD_TYPES, formMessages.invalidChoice);
export const PAYMENT_METHOD_TYPE_LABELS: Record<PaymentMethodType, string> = { transfer: 'Wire Transfer', ach: 'ACH Transaction', check: 'Check' };
/** The methods a picker offers: "check exists but is excluded from pickers". */
export const PICKABLE_PAYMENT_METHOD_TYPES = ['transfer', 'ach'] as const satisfies readonly PaymentMethodType[];

/** "accountType (checking or savings, when shown)" (spec 001 §3) */
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const AccountType = v.picklist(ACCOUNT_TYPES, formMessages.invalidChoice);
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { checking: 'Checking', savings: 'Savings' };

/**
 * 'a dropdown "+ New Payment Method" with ACH Payment or Draw Payment (needs verified e-mail)' (spec 001 §2):
 * snake_case of the words, the words as labels. A draw payment method is saved with type 'Draw' (§5).
 */
export const NEW_PAYMENT_METHOD_KINDS = ['ach_payment', 'draw_payment'] as const;
export type NewPaymentMethodKind = (typeof NEW_PAYMENT_METHOD_KINDS)[number];
export const NewPaymentMethodKind = v.picklist(NEW_PAYMENT_METHOD_KINDS, formMessages.required);
export const NEW_PAYMENT_METHOD_KIND_LABELS: Record<NewPaymentMethodKind, string> = { ach_payment: 'ACH Payment', draw_payment: 'Draw Payment' };
export const DRAW_PAYMENT_METHOD_TYPE = 'Draw';
/** What a method pays, as its `type`: "Draw payment methods use type 'Draw'" (spec 001 §5); an ACH Payment's is 'ACH'. */
export const PAYMENT_METHOD_PURPOSES = { ach_payment: 'ACH', draw_payment: DRAW_PAYMENT_METHOD_TYPE } as const satisfies Record<NewPaymentMethodKind, string>;
export type PaymentMethodPurpose = (typeof PAYMENT_METHOD_PURPOSES)[NewPaymentMethodKind];

/** The menu's kind of a saved method, from its `type`: the other way round of `PAYMENT_METHOD_PURPOSES`. */
export function paymentMethodKindOf(method: { type: PaymentMethodPurpose }): NewPaymentMethodKind {
  return method.type === PAYMENT_METHOD_PURPOSES.draw_payment ? 'draw_payment' : 'ach_payment';
}

/**
 * The 17 numbered categories of the estimate of repairs (spec 001 §3), keyed as the specification keys them. The
 * labels are the document's words ("soft costs, general requirements, ...") in title case; the number is the position.
 */
export const REPAIR_CATEGORIES = [
  'softCosts',
  'generalRequirements',
  'siteConstruction',
  'concrete',
  'masonry',
  'metals',
  'woodsPlastics',
  'thermalMoistureProtection',
  'doorsWindows',
  'finishes',
  'specialties',
  'equipment',
  'furnishings',
  'specialConstruction',
  'conveyingSystems',
  'mechanicalSystems',
  'electrical',
] as const;
export type RepairCategory = (typeof REPAIR_CATEGORIES)[number];
export const RepairCategory = v.picklist(REPAIR_CATEGORIES, formMessages.invalidChoice);
export const REPAIR_CATEGORY_LABELS: Record<RepairCategory, string> = {
  softCosts: 'Soft Costs',
  generalRequirements: 'General Requirements',
  siteConstruction: 'Site Construction',
  concrete: 'Concrete',
  masonry: 'Masonry',
  metals: 'Metals',
  woodsPlastics: 'Woods and Plastics',
  thermalMoistureProtection: 'Thermal and Moisture Protection',
  doorsWindows: 'Doors and Windows',
  finishes: 'Finishes',
  specialties: 'Specialties',
  equipment: 'Equipment',
  furnishings: 'Furnishings',
  specialConstruction: 'Special Construction',
  conveyingSystems: 'Conveying Systems',
  mechanicalSystems: 'Mechanical Systems',
  electrical: 'Electrical',
};
