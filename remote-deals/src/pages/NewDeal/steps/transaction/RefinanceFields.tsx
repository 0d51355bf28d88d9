import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { liensShown, type DealForm } from '@portal/shared-contracts';
import { FieldsAcross, MoneyField } from '@portal/shared-ui/kit';
import { transactionTexts } from '../../../../texts/transaction';
import { ClosingFields } from './ClosingFields';
import { emptyLien, LiensFields } from './LiensFields';
import { YesNoQuestion } from '../../../../features/deal-form/YesNoQuestion';

/**
 * The refinance of spec 001 §3: price, debt and its liens, as-is value, closing date and exit strategy. Answering
 * No to the debt clears the liens (the wizard's decorator does it).
 */
export function RefinanceFields() {
  const form = useForm<DealForm>();
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  const debt = values.refinance?.debt;
  const texts = transactionTexts.refinance;

  // A borrower who says there is debt has at least one lien to describe: the list starts with an empty one. Only
  // when the answer changes, so that removing every lien afterwards is possible.
  useEffect(() => {
    const refinance = form.getState().values.refinance;
    if (refinance && liensShown(debt) && (refinance.liens ?? []).length === 0) form.change('refinance', { ...refinance, liens: [emptyLien()] });
  }, [debt, form]);

  return (
    <>
      <fieldset className="deals-section">
        <legend className="deals-section__legend">{texts.section}</legend>
        <FieldsAcross className="deals-section__row">
          <MoneyField name="refinance.price" label={texts.price} />
          <MoneyField name="refinance.asIsValue" label={texts.asIsValue} />
        </FieldsAcross>
        <YesNoQuestion name="refinance.debt" label={texts.debt} required />
        {liensShown(debt) && <LiensFields liens={values.refinance?.liens ?? []} />}
      </fieldset>
      <ClosingFields section="refinance" />
    </>
  );
}
