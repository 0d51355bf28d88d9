import * as v from 'valibot';
import { formMessages } from '../messages';

// The deal's enumerations (spec 000 §3 "Shared enumerations", spec 001 §3). Labels are the portal's words unless a
// comment quotes the specification's.

/** "transaction types (purchase, refinance)" */
export const TRANSACTION_TYPES = ['purchase', 'refinance'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TransactionType = v.picklist(TRANSACTION_TYPES, formMessages.invalidChoice);
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = { purchase: 'Purchase', refinance: 'Refinance' };

/** "deal types (new_construction, non_rehab_bridge, rehab_fix_and_flip, other)" */
export const DEAL_TYPES = ['new_construction', 'non_rehab_bridge', 'rehab_fix_and_flip', 'other'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DealType = v.picklist(DEAL_TYPES, formMessages.invalidChoice);
export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  new_construction: 'New Construction',
  non_rehab_bridge: 'Non-Rehab Bridge',
  rehab_fix_and_flip: 'Rehab / Fix and Flip',
  other: 'Other',
};

/** "property types (commercial, condo, land, multi_unit, single_family)"; also a real estate operation's type (spec 002 §3). */
export const PROPERTY_TYPES = ['commercial', 'condo', 'land', 'multi_unit', 'single_family'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PropertyType = v.picklist(PROPERTY_TYPES, formMessages.invalidChoice);
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  commercial: 'Commercial',
  condo: 'Condo',
  land: 'Land',
  multi_unit: 'Multi Unit',
  single_family: 'Single Family',
};

/** "Commercial and land property types are offered only for new_construction and other." (spec 001 §4) */
export function propertyTypesOfferedFor(dealType: DealType | null | undefined): PropertyType[] {
  if (dealType === 'new_construction' || dealType === 'other') return [...PROPERTY_TYPES];
  return PROPERTY_TYPES.filter((type) => type !== 'commercial' && type !== 'land');
}

/** "occupancy (vacant, occupied, no_answer)" (spec 000 §3) */
export const OCCUPANCY = ['vacant', 'occupied', 'no_answer'] as const;
export type Occupancy = (typeof OCCUPANCY)[number];
export const Occupancy = v.picklist(OCCUPANCY, formMessages.invalidChoice);
export const OCCUPANCY_LABELS: Record<Occupancy, string> = { vacant: 'Vacant', occupied: 'Occupied', no_answer: 'No answer' };

/**
 * "property.status vacant, vacant at close, occupied" (spec 001 §3). The raw value keeps the specification's
 * spelling with spaces, as the loan statuses do ("need ess").
 */
export const PROPERTY_STATUSES = ['vacant', 'vacant at close', 'occupied'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PropertyStatus = v.picklist(PROPERTY_STATUSES, formMessages.invalidChoice);
export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = { vacant: 'Vacant', 'vacant at close': 'Vacant at close', occupied: 'Occupied' };

/** "closingStatus definitely_vacant, likely_vacant, remain_occupied"; "closingStatus is asked only if occupied". */
export const CLOSING_STATUSES = ['definitely_vacant', 'likely_vacant', 'remain_occupied'] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];
export const ClosingStatus = v.picklist(CLOSING_STATUSES, formMessages.invalidChoice);
export const CLOSING_STATUS_LABELS: Record<ClosingStatus, string> = {
  definitely_vacant: 'Definitely vacant',
  likely_vacant: 'Likely vacant',
  remain_occupied: 'Will remain occupied',
};

/** "visit.type lock_box, supra, appointment, other" */
export const VISIT_TYPES = ['lock_box', 'supra', 'appointment', 'other'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
export const VisitType = v.picklist(VISIT_TYPES, formMessages.invalidChoice);
export const VISIT_TYPE_LABELS: Record<VisitType, string> = { lock_box: 'Lock Box', supra: 'Supra', appointment: 'Appointment', other: 'Other' };

/** "purchase type short_sale, reo, standard_sale, sale_by_owner, probate" */
export const PURCHASE_TYPES = ['short_sale', 'reo', 'standard_sale', 'sale_by_owner', 'probate'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];
export const PurchaseType = v.picklist(PURCHASE_TYPES, formMessages.invalidChoice);
export const PURCHASE_TYPE_LABELS: Record<PurchaseType, string> = {
  short_sale: 'Short Sale',
  reo: 'REO',
  standard_sale: 'Standard Sale',
  sale_by_owner: 'Sale by Owner',
  probate: 'Probate',
};

/**
 * "exitStrategy (Sale or Refinance)" (spec 001 §3): the document gives only the words, so the raw values are their
 * snake_case and the labels are the words.
 */
export const EXIT_STRATEGIES = ['sale', 'refinance'] as const;
export type ExitStrategy = (typeof EXIT_STRATEGIES)[number];
export const ExitStrategy = v.picklist(EXIT_STRATEGIES, formMessages.invalidChoice);
export const EXIT_STRATEGY_LABELS: Record<ExitStrategy, string> = { sale: 'Sale', refinance: 'Refinance' };

/** The answer to the questions the specification marks "(yes/no)" (debt, holdback, permits, installment, loan). */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO_ANSWERS)[number];
export const YesNo = v.picklist(YES_NO_ANSWERS, formMessages.invalidChoice);
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

/** The property search's two modes, "choose Address or APN" (spec 001 §2); snake_case of the words. */
export const PROPERTY_SEARCH_MODES = ['address', 'apn'] as const;
export type PropertySearchMode = (typeof PROPERTY_SEARCH_MODES)[number];
export const PropertySearchMode = v.picklist(PROPERTY_SEARCH_MODES, formMessages.invalidChoice);
export const PROPERTY_SEARCH_MODE_LABELS: Record<PropertySearchMode, string> = { address: 'Address', apn: 'APN' };
