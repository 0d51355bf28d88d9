import { APPLICATION_SECTION_LABELS, applicationMessages, financeEndpoints, type FinanceForm, type FinancesAnswer } from '@portal/shared-contracts';
import { useFeedbackCall } from '@portal/shared-ui/kit';

/**
 * "POST /users/{id}/profile/finance | income or finance fields | response finances", then "Financial updated.". A
 * refusal is toasted and its field errors go under the fields; what was typed stays.
 */
export function useSaveFinances(userId: number, onSaved: (finances: FinancesAnswer) => void) {
  const { submit } = useFeedbackCall();
  return (values: FinanceForm) =>
    submit(financeEndpoints.saveFinance, { params: { id: userId }, body: values }, { success: applicationMessages.sectionUpdated(APPLICATION_SECTION_LABELS.finances), onDone: onSaved });
}
