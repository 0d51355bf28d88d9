import type { SubmissionErrors } from 'final-form';
import { dealEndpoints, submittedDealOf, type DealForm, type DealWizardStepKey } from '@portal/shared-contracts';
import { fieldErrorsOf, toastRequestError, usePortal } from '@portal/shared-ui';
import { refreshIndicators } from '@portal/shared-ui/kit';
import { handOverSubmittedDeal } from '../../features/submitted-deal/submitted-deal';
import { wizardTexts } from '../../texts/wizard';
import { clearDealDraft } from './deal-draft';

/** The step that asks for a field, so a refusal of the server takes the borrower where the answer is. */
export function stepOfField(path: string): DealWizardStepKey {
  const [head] = path.split('.');
  switch (head) {
    case 'transactionType':
    case 'dealType':
    case 'propertyType':
      return head;
    case 'property':
    case 'crosses':
      return 'propertyDetails';
    case 'purchase':
    case 'refinance':
      return 'transaction';
    case 'propertyRepair':
      return 'repairs';
    case 'entity':
      return 'entity';
    default:
      return 'uploadDocuments';
  }
}

/**
 * Submits the deal (spec 001 §4): "On success of submit: analytics events fire, indicators refresh, and the user goes
 * to DealConfirmation." What is sent is `submittedDealOf` (the stripped fields left out). A refusal keeps every
 * answer: its field errors go on their fields, and the wizard goes to the first step that has one.
 */
export function useSubmitDeal(userId: number, showStep: (step: DealWizardStepKey) => void) {
  const portal = usePortal();

  return async function submit(form: DealForm): Promise<SubmissionErrors> {
    const deal = submittedDealOf(form);
    try {
      const created = await portal.api.call(dealEndpoints.create, { params: { userId }, body: deal as never }, { block: wizardTexts.submitting });
      portal.analytics.track('deal_submitted', {
        loanNumber: created.number,
        transactionType: deal.transactionType,
        dealType: deal.dealType.name,
        propertyType: deal.propertyType,
        crosses: deal.crosses.length,
        documents: deal.files.length,
      });
      void refreshIndicators(portal);
      clearDealDraft(userId);
      handOverSubmittedDeal({ deal, created });
      portal.navigate('DealConfirmation');
      return undefined;
    } catch (error) {
      toastRequestError(portal.ui, error);
      const errors = fieldErrorsOf(error);
      const [first] = Object.keys(errors ?? {});
      if (first) showStep(stepOfField(first));
      return errors;
    }
  };
}
