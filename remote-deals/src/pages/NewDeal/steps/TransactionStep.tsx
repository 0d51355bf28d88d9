import { useFormState } from 'react-final-form';
import type { DealForm } from '@portal/shared-contracts';
import { PurchaseFields } from './transaction/PurchaseFields';
import { RefinanceFields } from './transaction/RefinanceFields';
import '../../../features/deal-form/deal-sections.css';
import './TransactionStep.css';

/**
 * The wizard's transaction tab (spec 001 §2, §3): the purchase's or the refinance's questions, after the
 * transaction type. The tab's title and its validation on Next are the wizard's.
 */
export function TransactionStep() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  return (
    <div className="deals-step">
      {values.transactionType === 'purchase' && <PurchaseFields />}
      {values.transactionType === 'refinance' && <RefinanceFields />}
    </div>
  );
}
