import {
  DRAW_PAYMENT_METHOD_TYPE,
  drawCategoriesOf,
  drawCategoryProblem,
  drawEndpoints,
  emptyRepairCategories,
  loanActionMessages,
  loanListMessages,
  repairsTotalProblem,
  type PaymentMethod,
  type RepairCategoriesEstimate,
  type RepairCategory,
} from '@portal/shared-contracts';
import { FilesField } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';
import { PaymentMethodPicker } from '../PaymentMethodPicker';
import { defineLoanActionWizard } from '../wizard-definition';
import { DrawExpenses } from './DrawExpenses';
import { estimateFieldsValid } from './estimate-check';

export interface DrawValues extends Record<string, unknown> {
  expenses: RepairCategoriesEstimate;
  access_information: string;
  payment_method_id?: string;
  files: File[];
  /** Loaded on the first step (`get_draws_balance`); not sent. */
  balances?: Partial<Record<RepairCategory, number>>;
  drawNumber?: number;
}

/** "Draw payment methods use type 'Draw'". Stable, so the picker's options are worked out once per list. */
const isDrawMethod = (method: PaymentMethod) => method.type === DRAW_PAYMENT_METHOD_TYPE;

/** The rules of the expenses (spec 001 §5): none above its category's balance, and a total above $0.00. */
function expensesProblem({ expenses, balances }: DrawValues): string | null {
  if (!balances) return loanListMessages.unableToLoadDrawRequest;
  for (const category of drawCategoriesOf(balances)) {
    const problem = drawCategoryProblem(expenses[category], balances[category] ?? 0);
    if (problem) return problem;
  }
  return repairsTotalProblem(expenses);
}

/**
 * The draw (spec 001 §3 'Draw request', §4, §5): the expenses per category against their balances with the access
 * information, then a Draw payment method, then the files; Done sends them together (multipart) with progress.
 */
export const drawWizard = defineLoanActionWizard<DrawValues>({
  initialValues: () => ({ expenses: emptyRepairCategories(), access_information: '', files: [] }),
  steps: () => [
    {
      title: loanTexts.drawExpenses,
      render: ({ loan, userId }) => <DrawExpenses loan={loan} userId={userId} />,
      validate: ({ form, portal }) => {
        const fieldsValid = estimateFieldsValid(form, ['expenses', 'access_information']);
        const problem = expensesProblem(form.getState().values);
        if (fieldsValid && !problem) return true;
        portal.ui.toast('error', fieldsValid && problem ? problem : loanActionMessages.verifyMissingFields);
        return false;
      },
    },
    {
      title: loanTexts.drawPaymentMethod,
      render: ({ userId }) => <PaymentMethodPicker name="payment_method_id" label={loanTexts.drawPaymentMethod} userId={userId} offers={isDrawMethod} />,
      fields: ['payment_method_id'],
      validate: ({ form }) => form.getState().values.payment_method_id !== undefined,
    },
    {
      title: loanTexts.drawFiles,
      render: () => <FilesField name="files" label={loanTexts.drawFiles} rule={drawEndpoints.send.files.files} />,
    },
  ],
  submit: async ({ loan, values, userId, portal, upload }) => {
    await portal.api.upload(
      drawEndpoints.send,
      {
        params: { id: userId, loan_id: loan.id },
        body: { payment_method_id: values.payment_method_id!, expenses: JSON.stringify(values.expenses), access_information: values.access_information },
        files: { files: values.files },
      },
      upload,
    );
    return loanActionMessages.drawSaved;
  },
});
