import { useFormState } from 'react-final-form';
import { choicesOf, PURCHASE_TYPE_LABELS, PURCHASE_TYPES, shortSaleQuestionsShown, type DealForm } from '@portal/shared-contracts';
import { FieldsAcross, MoneyField, SelectField } from '@portal/shared-ui/kit';
import { transactionTexts } from '../../../../texts/transaction';
import { ClosingFields } from './ClosingFields';
import { ShortSaleFields } from './ShortSaleFields';
import { YesNoQuestion } from '../../../../features/deal-form/YesNoQuestion';

const purchaseTypes = choicesOf(PURCHASE_TYPES, PURCHASE_TYPE_LABELS);

/**
 * The purchase of spec 001 §3: price, type, the short-sale questions when they apply, contract, closing date and
 * exit strategy. Choosing another purchase type clears the short-sale answers (the wizard's decorator does it).
 */
export function PurchaseFields() {
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const texts = transactionTexts.purchase;
  return (
    <>
      <fieldset className="deals-section">
        <legend className="deals-section__legend">{texts.section}</legend>
        <FieldsAcross className="deals-section__row">
          <MoneyField name="purchase.price" label={texts.price} />
          <SelectField name="purchase.type" label={texts.type} options={purchaseTypes} required />
        </FieldsAcross>
        {shortSaleQuestionsShown(values.purchase?.type) && <ShortSaleFields purchase={values.purchase} />}
        <YesNoQuestion name="purchase.contractExists" label={texts.contractExists} />
      </fieldset>
      <ClosingFields section="purchase" />
    </>
  );
}
