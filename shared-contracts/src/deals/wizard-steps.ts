import type * as v from 'valibot';
import {
  DealTypeStep,
  EntityStep,
  PropertyDetailsStep,
  PropertyTypeStep,
  PurchaseStep,
  RefinanceStep,
  RepairsStep,
  repairsApply,
  TransactionTypeStep,
  UploadDocumentsStep,
  type DealForm,
} from '../api/deals';
import { DEAL_TYPE_DESCRIPTION_MIN_LENGTH } from '../constants';
import { dealMessages } from '../messages/loans';

// The new-deal wizard's steps as data (spec 001 §2 'New-deal wizard').

export type DealWizardStepKey = 'transactionType' | 'dealType' | 'propertyType' | 'propertyDetails' | 'transaction' | 'repairs' | 'entity' | 'uploadDocuments';

export interface DealWizardStep {
  key: DealWizardStepKey;
  title: string;
}

/**
 * "First steps: Transaction Type, Deal Type, Property Type. ... Then the tabs: 1. Property Details. 2. A transaction
 * tab titled Purchase Information, Refinance Information or Transaction Information, depending on transaction type.
 * 3. Property Repairs, only when repairs apply ... 4. Entity Info. ... The last wizard step is Upload Documents."
 */
export function dealWizardSteps(form: Pick<DealForm, 'transactionType' | 'dealType'>): DealWizardStep[] {
  const [transactionType, dealType, propertyType] = dealMessages.firstSteps;
  return [
    { key: 'transactionType', title: transactionType },
    { key: 'dealType', title: dealType },
    { key: 'propertyType', title: propertyType },
    { key: 'propertyDetails', title: dealMessages.propertyDetails },
    { key: 'transaction', title: dealMessages.transactionTab(form.transactionType) },
    ...(repairsApply(form.dealType.name, form.transactionType) ? [{ key: 'repairs' as const, title: dealMessages.propertyRepairs }] : []),
    { key: 'entity', title: dealMessages.entityInfo },
    { key: 'uploadDocuments', title: dealMessages.uploadDocuments },
  ];
}

/** "the description of deal type other is long enough (minimum 5 characters)" */
export const otherDescriptionIsLongEnough = (dealType: DealForm['dealType']) =>
  dealType.name === 'other' && dealType.description.trim().length >= DEAL_TYPE_DESCRIPTION_MIN_LENGTH;

/**
 * "Next is shown only from step 3 on, or on step 2 when the description of deal type other is long enough (minimum 5
 * characters)." `stepNumber` counts from 1 over `dealWizardSteps` (1 Transaction Type, 2 Deal Type, 3 Property Type...):
 * the first two are cards that advance by themselves, except deal type other.
 */
export function nextIsShown(stepNumber: number, form: Pick<DealForm, 'dealType'>): boolean {
  return stepNumber >= 3 || (stepNumber === 2 && otherDescriptionIsLongEnough(form.dealType));
}

/** "Choosing a card advances automatically after 100 ms, except for deal type other." */
export const cardAdvancesByItself = (step: DealWizardStepKey, choice: string) =>
  (step === 'transactionType' || step === 'dealType' || step === 'propertyType') && !(step === 'dealType' && choice === 'other');

/**
 * The rules a step checks before the wizard moves on ("Each tab validates before moving on"), as the contract's step
 * schema; the transaction tab's depends on the transaction type (until one is chosen, choosing it is what is missing).
 */
export function dealStepSchema(key: DealWizardStepKey, deal: Pick<DealForm, 'transactionType'>): v.GenericSchema {
  switch (key) {
    case 'transactionType':
      return TransactionTypeStep;
    case 'dealType':
      return DealTypeStep;
    case 'propertyType':
      return PropertyTypeStep;
    case 'propertyDetails':
      return PropertyDetailsStep;
    case 'transaction':
      return deal.transactionType === 'refinance' ? RefinanceStep : deal.transactionType === 'purchase' ? PurchaseStep : TransactionTypeStep;
    case 'repairs':
      return RepairsStep;
    case 'entity':
      return EntityStep;
    case 'uploadDocuments':
      return UploadDocumentsStep;
  }
}
