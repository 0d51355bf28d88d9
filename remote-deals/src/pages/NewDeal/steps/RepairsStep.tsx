import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  additionsAsked,
  DEAL_NOTES_MAX_LENGTH,
  emptyPropertyRepair,
  permitsExplanationShown,
  repairAmountsRequired,
  repairAmountsShown,
  type DealForm,
} from '@portal/shared-contracts';
import { FieldsAcross, MoneyField, TextAreaField } from '@portal/shared-ui/kit';
import { repairsTexts } from '../../../texts/repairs';
import { AdditionsFields } from './repairs/AdditionsFields';
import { RepairEstimate } from './repairs/RepairEstimate';
import { useErrorsShownAfterChange } from './repairs/use-errors-after-change';
import { YesNoQuestion } from '../../../features/deal-form/YesNoQuestion';
import '../../../features/deal-form/deal-sections.css';
import './RepairsStep.css';

/**
 * The wizard's Property Repairs tab (spec 001 §3 'propertyRepair', §5 'Repair form'), shown by the wizard when
 * repairs apply. Which questions it asks follows the deal and transaction types, with the contract's predicates;
 * unlike the other tabs, an error shows as soon as the borrower changes a field.
 */
export function RepairsStep() {
  const form = useForm<DealForm>();
  const { values } = useFormState<DealForm>({ subscription: { values: true } });
  useErrorsShownAfterChange('propertyRepair.');

  // The section is null until a deal first needs it; its fields write into an empty one.
  useEffect(() => {
    if (!form.getState().values.propertyRepair) form.change('propertyRepair', emptyPropertyRepair());
  }, [form]);

  const dealType = values.dealType.name;
  const transactionType = values.transactionType;
  const repair = values.propertyRepair;
  const texts = repairsTexts;

  return (
    <div className="deals-step">
      <fieldset className="deals-section">
        <legend className="deals-section__legend">{texts.budget.section}</legend>
        <FieldsAcross className="deals-section__row">
          <MoneyField name="propertyRepair.afterRepairEstimate" label={texts.budget.afterRepairEstimate} required />
          <MoneyField name="propertyRepair.totalCost" label={texts.budget.totalCost} required />
        </FieldsAcross>
        <YesNoQuestion name="propertyRepair.holdback" label={texts.budget.holdback} required />
      </fieldset>

      <RepairEstimate />

      {repairAmountsShown(transactionType) && (
        <fieldset className="deals-section">
          <legend className="deals-section__legend">{texts.progress.section}</legend>
          <FieldsAcross className="deals-section__row">
            <MoneyField
              name="propertyRepair.totalAmountCompleted"
              label={texts.progress.totalAmountCompleted}
              required={repairAmountsRequired(dealType, transactionType)}
            />
            <MoneyField
              name="propertyRepair.totalAmountRemaining"
              label={texts.progress.totalAmountRemaining}
              required={repairAmountsRequired(dealType, transactionType)}
            />
          </FieldsAcross>
        </fieldset>
      )}

      {additionsAsked(dealType) && (
        <fieldset className="deals-section">
          <legend className="deals-section__legend">{texts.additions.section}</legend>
          <YesNoQuestion name="propertyRepair.hasAdditionalSqFt" label={texts.additions.hasAdditionalSqFt} required />
          {repair?.hasAdditionalSqFt === 'yes' && <AdditionsFields property={values.property} />}
        </fieldset>
      )}

      <fieldset className="deals-section">
        <legend className="deals-section__legend">{texts.permits.section}</legend>
        <YesNoQuestion name="propertyRepair.permits.exists" label={texts.permits.exists} required />
        {permitsExplanationShown(repair?.permits.exists) && (
          <TextAreaField name="propertyRepair.permits.explanation" label={texts.permits.explanation} rows={3} maxLength={DEAL_NOTES_MAX_LENGTH} required />
        )}
      </fieldset>
    </div>
  );
}
