import { choicesOf, EXIT_STRATEGIES, EXIT_STRATEGY_LABELS } from '@portal/shared-contracts';
import { DateField, FieldsAcross, SelectField } from '@portal/shared-ui/kit';
import { transactionTexts } from '../../../../texts/transaction';

const exitStrategies = choicesOf(EXIT_STRATEGIES, EXIT_STRATEGY_LABELS);

export interface ClosingFieldsProps {
  /** The transaction's section of the deal the answers go to. */
  section: 'purchase' | 'refinance';
}

/** When the deal closes and how the loan is repaid: asked alike in a purchase and a refinance. */
export function ClosingFields({ section }: ClosingFieldsProps) {
  const texts = transactionTexts.closing;
  return (
    <fieldset className="deals-section">
      <legend className="deals-section__legend">{texts.section}</legend>
      <FieldsAcross className="deals-section__row">
        {/* "Closing date required, not earlier than today." */}
        <DateField name={`${section}.closingDate`} label={texts.closingDate} min="today" required />
        <SelectField name={`${section}.exitStrategy`} label={texts.exitStrategy} options={exitStrategies} required />
      </FieldsAcross>
    </fieldset>
  );
}
