import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { drawEndpoints, ESTIMATE_DESCRIPTION_MAX, AccessInformation, loanListMessages, type LoanDetail } from '@portal/shared-contracts';
import { EstimateOfRepairs, estimateTexts, LoadingWrapper, TextAreaField, useEndpoint } from '@portal/shared-ui/kit';
import { loanTexts } from '../../../texts/loans';

/**
 * The draw's first step: the balances of the loan's categories (`get_draws_balance`), kept in the form for the
 * rules and the running total, and the expenses asked of each. "Unable to load Draw Request data" when they fail.
 */
export function DrawExpenses({ loan, userId }: { loan: LoanDetail; userId: number }) {
  const form = useForm();
  const balances = useEndpoint(drawEndpoints.balances, { params: { id: userId, loan_id: loan.id } });
  const loaded = balances.data;
  useEffect(() => {
    if (!loaded) return;
    form.batch(() => {
      form.change('balances', loaded.balances);
      form.change('drawNumber', loaded.draw_number);
    });
  }, [form, loaded]);
  return (
    <LoadingWrapper loading={balances.loading} error={balances.error} onRetry={balances.retry} unableToLoadText={loanListMessages.unableToLoadDrawRequest}>
      {loaded && (
        <>
          <p className="loans-action-wizard__lead">{loanTexts.drawNumber(loaded.draw_number)}</p>
          <EstimateOfRepairs name="expenses" balances={loaded.balances} />
          <TextAreaField
            name="access_information"
            label={estimateTexts.accessInformation}
            hint={estimateTexts.accessInformationHint}
            maxLength={ESTIMATE_DESCRIPTION_MAX}
            schema={AccessInformation}
            required
            rows={3}
          />
        </>
      )}
    </LoadingWrapper>
  );
}
