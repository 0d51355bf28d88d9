import {
  changeOrderEndpoints,
  changeOrderLimitOf,
  changeOrderTotalProblem,
  emptyRepairCategories,
  ESTIMATE_DESCRIPTION_MAX,
  EstimateDescription,
  loanActionMessages,
  type RepairCategoriesEstimate,
} from '@portal/shared-contracts';
import { EstimateOfRepairs, estimateTexts, Refusal, TextAreaField } from '@portal/shared-ui/kit';
import { FormSpy } from 'react-final-form';
import { defineLoanActionWizard } from '../wizard-definition';
import { estimateFieldsValid } from './estimate-check';

export interface ChangeOrderValues extends Record<string, unknown> {
  categories: RepairCategoriesEstimate;
  description: string;
  /** Set by a Done the rules refused: the total's problem shows from then on, as the borrower corrects it. */
  checked?: boolean;
}

/**
 * The change order (spec 001 §4, §5): the estimate of repairs and its description in one step. Done checks every
 * field and the totals' rules ("The total cost of repairs should be greater than $ 0.00"; "... should not be
 * greater than Holdback Balance."); a refused Done says "Please verify all missing fields." and keeps what was typed.
 */
export const changeOrderWizard = defineLoanActionWizard<ChangeOrderValues>({
  initialValues: () => ({ categories: emptyRepairCategories(), description: '' }),
  steps: (loan) => [
    {
      title: estimateTexts.estimate,
      render: () => (
        <>
          <EstimateOfRepairs name="categories" />
          <FormSpy<ChangeOrderValues> subscription={{ values: true }}>
            {({ values }) => <Refusal>{values.checked && changeOrderTotalProblem(values.categories, changeOrderLimitOf(loan))}</Refusal>}
          </FormSpy>
          <TextAreaField name="description" label={estimateTexts.description} maxLength={ESTIMATE_DESCRIPTION_MAX} schema={EstimateDescription} rows={3} />
        </>
      ),
      validate: ({ form, portal }) => {
        form.change('checked', true);
        const fieldsValid = estimateFieldsValid(form, ['categories', 'description']);
        if (fieldsValid && !changeOrderTotalProblem(form.getState().values.categories, changeOrderLimitOf(loan))) return true;
        portal.ui.toast('error', loanActionMessages.verifyMissingFields);
        return false;
      },
    },
  ],
  submit: async ({ loan, values, userId, portal }) => {
    await portal.api.call(changeOrderEndpoints.send, { params: { id: userId, loan_id: loan.id }, body: { categories: values.categories, description: values.description } }, { block: true });
    return loanActionMessages.changeOrderSaved;
  },
});
