import { useRef } from 'react';
import { useForm } from 'react-final-form';
import type { DealForm, LienForm } from '@portal/shared-contracts';
import { Button } from '@portal/shared-ui';
import { CheckboxField, MoneyField } from '@portal/shared-ui/kit';
import { transactionTexts } from '../../../../texts/transaction';

/** A lien as the borrower starts it: no amount yet, not paid off. */
export const emptyLien = (): LienForm => ({ price: '', payoff: false });

export interface LiensFieldsProps {
  liens: readonly LienForm[];
}

/**
 * "liens (each with price and a payoff flag)": one small group per lien, added and removed by the borrower. The list
 * is changed as a whole through the form (react-final-form-arrays is not used), from the values the form holds now.
 */
export function LiensFields({ liens }: LiensFieldsProps) {
  const form = useForm<DealForm>();
  const addButton = useRef<HTMLButtonElement>(null);
  const texts = transactionTexts.liens;

  function changeLiens(change: (held: LienForm[]) => LienForm[]) {
    const refinance = form.getState().values.refinance;
    if (refinance) form.change('refinance', { ...refinance, liens: change(refinance.liens ?? []) });
  }

  function remove(index: number) {
    changeLiens((held) => held.filter((_, at) => at !== index));
    // The pressed button is gone: focus stays in the list's controls rather than falling back to the page.
    addButton.current?.focus();
  }

  return (
    <fieldset className="deals-section deals-section--nested">
      <legend className="deals-section__legend">{texts.section}</legend>
      <p className="deals-transaction__hint">{texts.hint}</p>
      {liens.length === 0 ? (
        <p className="deals-transaction__empty">{texts.none}</p>
      ) : (
        <ol className="deals-liens">
          {liens.map((_, index) => (
            <li key={index} className="deals-liens__item">
              <fieldset className="deals-liens__lien">
                <legend className="deals-liens__legend">{texts.lien(index + 1)}</legend>
                <MoneyField name={`refinance.liens[${index}].price`} label={texts.price} required />
                <CheckboxField name={`refinance.liens[${index}].payoff`} label={texts.payoff} />
                <Button variant="link" size="small" className="deals-liens__remove" aria-label={texts.removeLien(index + 1)} onClick={() => remove(index)}>
                  {texts.remove}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button ref={addButton} variant="secondary" size="small" className="deals-liens__add" onClick={() => changeLiens((held) => [...held, emptyLien()])}>
        {texts.add}
      </Button>
    </fieldset>
  );
}
