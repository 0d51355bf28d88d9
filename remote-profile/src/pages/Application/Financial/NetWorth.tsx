import { useId } from 'react';
import { useFormState } from 'react-final-form';
import { formatWholeDollars, netWorthOf, type FinanceForm } from '@portal/shared-contracts';
import { financesTexts } from '../../../texts/application-finances';

/** "Net worth = assets minus liabilities, using totals if present, otherwise the itemized values.", as typed. */
export function NetWorth() {
  const { values } = useFormState<FinanceForm>({ subscription: { values: true } });
  const labelId = useId();
  return (
    <p className="profile-financial__net-worth">
      <span id={labelId}>{financesTexts.netWorth}</span>{' '}
      <output aria-labelledby={labelId} aria-live="polite">
        {formatWholeDollars(netWorthOf(values))}
      </output>
      <span className="profile-financial__note">{financesTexts.netWorthHint}</span>
    </p>
  );
}
