import { useField } from 'react-final-form';
import { useId } from 'react';
import {
  DEAL_TYPE_LABELS,
  DEAL_TYPES,
  PROPERTY_TYPE_LABELS,
  propertyTypesOfferedFor,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type DealForm,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { wizardTexts } from '../../texts/wizard';

export type DealChoiceKey = 'transactionType' | 'dealType' | 'propertyType';

const fieldOf: Record<DealChoiceKey, string> = { transactionType: 'transactionType', dealType: 'dealType.name', propertyType: 'propertyType' };

function optionsOf(key: DealChoiceKey, deal: DealForm): { value: string; label: string }[] {
  switch (key) {
    case 'transactionType':
      return TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }));
    case 'dealType':
      return DEAL_TYPES.map((value) => ({ value, label: DEAL_TYPE_LABELS[value] }));
    case 'propertyType':
      // "Commercial and land property types are offered only for new_construction and other."
      return propertyTypesOfferedFor(deal.dealType.name).map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }));
  }
}

export interface DealChoiceStepProps {
  choice: DealChoiceKey;
  deal: DealForm;
  /** After a card is chosen: the wizard decides whether it moves on by itself. */
  onChosen(value: string): void;
}

/**
 * One of the first steps, as cards: Transaction Type, Deal Type, Property Type. Each card is a button (Tab to reach,
 * Enter or Space to choose), pressed when chosen, so choosing is one keystroke and arrowing never chooses by accident.
 * Deal type other asks for its description here ("Deal type other: description required, min 5").
 */
export function DealChoiceStep({ choice, deal, onChosen }: DealChoiceStepProps) {
  const { input } = useField<string | null>(fieldOf[choice], { subscription: { value: true } });
  const questionId = useId();
  return (
    <div className="deals-choice">
      <p id={questionId} className="deals-choice__question">
        {wizardTexts.questions[choice]}
      </p>
      <div role="group" aria-labelledby={questionId} className="deals-choice__cards">
        {optionsOf(choice, deal).map((option) => (
          <button
            key={option.value}
            type="button"
            className="deals-choice__card"
            aria-pressed={input.value === option.value}
            onClick={() => {
              input.onChange(option.value);
              onChosen(option.value);
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      {choice === 'dealType' && deal.dealType.name === 'other' && (
        <TextField name="dealType.description" label={wizardTexts.otherDescription} hint={wizardTexts.otherDescriptionHint} required />
      )}
    </div>
  );
}
