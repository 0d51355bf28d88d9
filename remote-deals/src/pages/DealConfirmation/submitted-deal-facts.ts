import {
  CLOSING_STATUS_LABELS,
  DEAL_TYPE_LABELS,
  EXIT_STRATEGY_LABELS,
  formatDate,
  formatWholeDollars,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  PURCHASE_TYPE_LABELS,
  TRANSACTION_TYPE_LABELS,
  VISIT_TYPE_LABELS,
  YES_NO_LABELS,
  type NewDealPayload,
} from '@portal/shared-contracts';
import { confirmationTexts } from '../../texts/confirmation';

/** One line of a summary section: what it is and what the borrower answered. */
export interface Fact {
  label: string;
  value: string;
}

const dollars = (value: unknown) => (value === null || value === undefined || value === '' ? null : formatWholeDollars(Number(value)));
const yesNo = (value: 'yes' | 'no' | null | undefined) => (value ? YES_NO_LABELS[value] : null);
const labelOf = <K extends string>(labels: Record<K, string>, value: K | null | undefined) => (value ? labels[value] : null);

/** Only what was answered: a question never asked is no line at all. */
function facts(...lines: [string, string | null | undefined][]): Fact[] {
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => ({ label, value }));
}

/** The visit's notes, from the block of the chosen visit type. */
function visitNotes(visit: NewDealPayload['property']['visit']): string | null {
  switch (visit.type) {
    case 'lock_box':
      return [visit.lockBox?.code && `${confirmationTexts.lockBoxCode}: ${visit.lockBox.code}`, visit.lockBox?.location, visit.lockBox?.notes].filter(Boolean).join(' · ') || null;
    case 'supra':
      return [visit.supra?.location, visit.supra?.notes].filter(Boolean).join(' · ') || null;
    case 'appointment':
      return [visit.appointment?.name, visit.appointment?.phone, visit.appointment?.notes].filter(Boolean).join(' · ') || null;
    case 'other':
      return visit.other?.notes || null;
    default:
      return null;
  }
}

/** "Property (address, unit, city, state, zip, status, closing status, visit type with notes)" (spec 001 §2). */
export function propertyFacts(deal: NewDealPayload): Fact[] {
  const { property } = deal;
  return facts(
    [confirmationTexts.address, property.address],
    [confirmationTexts.unit, property.unit],
    [confirmationTexts.city, property.city],
    [confirmationTexts.state, property.state],
    [confirmationTexts.zip, property.zipCode],
    [confirmationTexts.propertyType, labelOf(PROPERTY_TYPE_LABELS, deal.propertyType)],
    [confirmationTexts.status, labelOf(PROPERTY_STATUS_LABELS, property.status)],
    [confirmationTexts.closingStatus, labelOf(CLOSING_STATUS_LABELS, property.closingStatus)],
    [confirmationTexts.visitType, labelOf(VISIT_TYPE_LABELS, property.visit.type)],
    [confirmationTexts.visitNotes, visitNotes(property.visit)],
    [confirmationTexts.hoaFees, dollars(property.hoaFees)],
  );
}

/** Transaction Data: the deal's kind and its purchase or refinance. */
export function transactionFacts(deal: NewDealPayload): Fact[] {
  const kind = facts(
    [confirmationTexts.transactionType, labelOf(TRANSACTION_TYPE_LABELS, deal.transactionType)],
    [confirmationTexts.dealType, labelOf(DEAL_TYPE_LABELS, deal.dealType.name)],
    [confirmationTexts.dealDescription, deal.dealType.description],
  );
  const purchase = deal.purchase;
  if (deal.transactionType === 'purchase' && purchase) {
    return [
      ...kind,
      ...facts(
        [confirmationTexts.purchasePrice, dollars(purchase.price)],
        [confirmationTexts.purchaseType, labelOf(PURCHASE_TYPE_LABELS, purchase.type)],
        [confirmationTexts.shortSaleApproval, yesNo(purchase.shortSaleApproval)],
        [confirmationTexts.secondLien, yesNo(purchase.hasSecondLien)],
        [confirmationTexts.secondLienApproval, yesNo(purchase.hasSecondLienApproval)],
        [confirmationTexts.contractExists, yesNo(purchase.contractExists)],
        [confirmationTexts.closingDate, purchase.closingDate && formatDate(purchase.closingDate)],
        [confirmationTexts.exitStrategy, labelOf(EXIT_STRATEGY_LABELS, purchase.exitStrategy)],
      ),
    ];
  }
  const refinance = deal.refinance;
  if (deal.transactionType === 'refinance' && refinance) {
    return [
      ...kind,
      ...facts(
        [confirmationTexts.propertyValue, dollars(refinance.price)],
        [confirmationTexts.debt, yesNo(refinance.debt)],
        ...refinance.liens.map((lien, index): [string, string | null] => [
          confirmationTexts.lien(index + 1),
          [dollars(lien.price), lien.payoff ? confirmationTexts.paidOff : null].filter(Boolean).join(' · '),
        ]),
        [confirmationTexts.asIsValue, dollars(refinance.asIsValue)],
        [confirmationTexts.closingDate, refinance.closingDate && formatDate(refinance.closingDate)],
        [confirmationTexts.exitStrategy, labelOf(EXIT_STRATEGY_LABELS, refinance.exitStrategy)],
      ),
    ];
  }
  return kind;
}

/** Repairs: the repair section's answers, when repairs applied. */
export function repairFacts(deal: NewDealPayload): Fact[] {
  const repair = deal.propertyRepair;
  if (!repair) return [];
  const count = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
  return facts(
    [confirmationTexts.afterRepairEstimate, dollars(repair.afterRepairEstimate)],
    [confirmationTexts.totalCost, dollars(repair.totalCost)],
    [confirmationTexts.holdback, yesNo(repair.holdback)],
    [confirmationTexts.totalAmountCompleted, dollars(repair.totalAmountCompleted)],
    [confirmationTexts.totalAmountRemaining, dollars(repair.totalAmountRemaining)],
    [confirmationTexts.additionalSqFt, yesNo(repair.hasAdditionalSqFt)],
    [confirmationTexts.futureRooms, count(repair.futureAdditionalRooms)],
    [confirmationTexts.futureBathrooms, count(repair.futureAdditionalBathrooms)],
    [confirmationTexts.totalSqFt, count(repair.totalSqFtAfterRepairs)],
    [confirmationTexts.permits, yesNo(repair.permits.exists)],
    [confirmationTexts.permitsExplanation, repair.permits.explanation],
  );
}
