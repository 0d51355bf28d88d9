import {
  emptyPropertyRepair,
  emptyPurchase,
  emptyRefinance,
  type CarriedAddressFields,
  type DealAddressForm,
  type DealForm,
  type DealVisitForm,
  type NewDealPayload,
  type PropertyRepairForm,
} from '../api/deals';
import type { DealType, PropertyStatus, PurchaseType, TransactionType, VisitType, YesNo } from '../enums/deals';

// The dependent-clearing rules of spec 001 §4 'New deal', each a pure function returning a new form value, and the
// predicates that say what the wizard shows.

/** "changing deal type or transaction type resets the repair section; changing deal type also clears its description and estimate info" */
export function withDealType(form: DealForm, name: DealType | null): DealForm {
  if (form.dealType.name === name) return form;
  return { ...form, dealType: { name, description: '' }, estimateInfo: null, propertyRepair: repairsReset(form) };
}

/** "changing ... transaction type resets the repair section"; "Purchase clears refinance data and vice versa." */
export function withTransactionType(form: DealForm, transactionType: TransactionType | null): DealForm {
  if (form.transactionType === transactionType) return form;
  return {
    ...form,
    transactionType,
    purchase: transactionType === 'purchase' ? emptyPurchase() : null,
    refinance: transactionType === 'refinance' ? emptyRefinance() : null,
    propertyRepair: repairsReset(form),
  };
}

/** The repair section, reset: empty, or null while no repair section has been started. */
function repairsReset(form: DealForm): PropertyRepairForm | null {
  return form.propertyRepair === null ? null : emptyPropertyRepair();
}

/** "Changing property.status clears closingStatus" */
export function withPropertyStatus(form: DealForm, status: PropertyStatus | null): DealForm {
  if (form.property.status === status) return form;
  return { ...form, property: { ...form.property, status, closingStatus: null } };
}

/** "closingStatus is asked only if occupied" */
export const closingStatusAsked = (status: PropertyStatus | null | undefined) => status === 'occupied';

const emptyVisitBlock = (type: VisitType, contact: DealForm['property']['contact']): Partial<DealVisitForm> => {
  switch (type) {
    case 'lock_box':
      return { lockBox: { code: '', location: '', notes: '' } };
    case 'supra':
      return { supra: { location: '', notes: '' } };
    case 'appointment':
      return { appointment: { name: contact.name, phone: contact.phone, notes: '' } };
    case 'other':
      return { other: { notes: '' } };
  }
};

/**
 * "Changing visit.type clears the other access blocks and copies contact name and phone into the appointment": the
 * chosen type's block starts empty, the appointment's with the contact's name and phone.
 */
export function withVisitType(form: DealForm, type: VisitType | null): DealForm {
  if (form.property.visit.type === type) return form;
  const cleared: DealVisitForm = { type, lockBox: null, supra: null, appointment: null, other: null };
  const visit = type === null ? cleared : { ...cleared, ...emptyVisitBlock(type, form.property.contact) };
  return { ...form, property: { ...form.property, visit } };
}

/** "appointment-only disables the contact fields" */
export const contactFieldsDisabled = (visitType: VisitType | null | undefined) => visitType === 'appointment';

/** "Changing purchase type clears short-sale answers" (the approval and both second-lien answers). */
export function withPurchaseType(form: DealForm, type: PurchaseType | null): DealForm {
  const purchase = form.purchase ?? emptyPurchase();
  if (form.purchase && purchase.type === type) return form;
  return { ...form, purchase: { ...purchase, type, shortSaleApproval: null, hasSecondLien: null, hasSecondLienApproval: null } };
}

/** "short-sale approval and second-lien questions appear only for short_sale" */
export const shortSaleQuestionsShown = (type: PurchaseType | null | undefined) => type === 'short_sale';

/** "second-lien approval only if there is a second lien" (so only for a short sale). */
export const secondLienApprovalShown = (type: PurchaseType | null | undefined, hasSecondLien: YesNo | null | undefined) =>
  shortSaleQuestionsShown(type) && hasSecondLien === 'yes';

/** The second-lien answer; without a second lien its approval is cleared (it is no longer asked). */
export function withSecondLien(form: DealForm, hasSecondLien: YesNo | null): DealForm {
  const purchase = form.purchase ?? emptyPurchase();
  return {
    ...form,
    purchase: { ...purchase, hasSecondLien, hasSecondLienApproval: hasSecondLien === 'yes' ? purchase.hasSecondLienApproval : null },
  };
}

/** "In a refinance, liens are cleared if debt is answered No." */
export function withRefinanceDebt(form: DealForm, debt: YesNo | null): DealForm {
  const refinance = form.refinance ?? emptyRefinance();
  return { ...form, refinance: { ...refinance, debt, liens: debt === 'no' ? [] : refinance.liens } };
}

/** Liens are asked for while the borrower has answered that there is debt. */
export const liensShown = (debt: YesNo | null | undefined) => debt === 'yes';

const countOf = (value: unknown): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The computed values of the repair form (spec 001 §3 'propertyRepair'): "futureAdditionalRooms (additional plus
 * existing bedrooms)", "futureAdditionalBathrooms (additional plus calculated baths)", "totalSqFtAfterRepairs
 * (additional plus building sqft)". The existing figures are the main property's, as the search found it (unknown
 * counts as 0); a figure not yet typed gives null.
 */
export function repairFutureValues(
  repair: Pick<PropertyRepairForm, 'additionalRooms' | 'additionalBathrooms' | 'additionalSqFt'>,
  property: Pick<DealAddressForm, 'bedrooms' | 'total_baths_calculated' | 'building_sqft'>,
): Pick<PropertyRepairForm, 'futureAdditionalRooms' | 'futureAdditionalBathrooms' | 'totalSqFtAfterRepairs'> {
  const plus = (added: unknown, existing: number | null | undefined) => {
    const count = countOf(added);
    return count === null ? null : count + (existing ?? 0);
  };
  return {
    futureAdditionalRooms: plus(repair.additionalRooms, property.bedrooms),
    futureAdditionalBathrooms: plus(repair.additionalBathrooms, property.total_baths_calculated),
    totalSqFtAfterRepairs: plus(repair.additionalSqFt, property.building_sqft),
  };
}

/** An address without what it "also carries" (lotSize, bedrooms, total_baths_calculated, building_sqft, apn). */
function submittedAddress<T extends DealAddressForm>(address: T): Omit<T, CarriedAddressFields> {
  const { lotSize: _lot, bedrooms: _bedrooms, total_baths_calculated: _baths, building_sqft: _sqft, apn: _apn, ...rest } = address;
  return rest;
}

/**
 * What the wizard submits (spec 001 §3): "Property address also carries lotSize, bedrooms, total_baths_calculated,
 * building_sqft and apn; these are stripped before submit, as are contact name and phone." The crosses' addresses
 * lose the same fields; the estimate info stays in the wizard; only the transaction type's own section is sent.
 */
export function submittedDealOf(form: DealForm): NewDealPayload {
  const { contact, ...property } = submittedAddress(form.property);
  const { estimateInfo: _estimate, purchase, refinance, ...deal } = form;
  return {
    ...deal,
    property: { ...property, contact: { notes: contact.notes } },
    crosses: form.crosses.map((cross) => submittedAddress(cross)),
    ...(form.transactionType === 'purchase' ? { purchase } : {}),
    ...(form.transactionType === 'refinance' ? { refinance } : {}),
  };
}
