import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCE_TYPE_LABELS,
  LEAD_SOURCE_TYPES,
  leadSourceManualIsRequired,
  NAME_MAX_LENGTH,
  type LeadSource,
} from '@portal/shared-contracts';
import { TextField } from '@portal/shared-ui';
import { SelectField } from '@portal/shared-ui/kit';
import { accountTexts, leadSourceTexts } from '../../texts/accounts';
import { leadSourceChoicesOf, manualNameIsShown, type RegistrationValues } from './registration-values';

const typeOptions = LEAD_SOURCE_TYPES.map((type) => ({ value: type, label: LEAD_SOURCE_TYPE_LABELS[type] }));

/** The lead source of spec 000 §3 and §5: its type, the choice within it, and the typed name where asked for. */
export function LeadSourceFields() {
  const form = useForm<RegistrationValues>();
  const { values } = useFormState<RegistrationValues>({ subscription: { values: true } });
  const type = values.leadSourceType;
  const choices = leadSourceChoicesOf(type);

  // A choice of the previous type means nothing for the new one: the select must not pretend it is still chosen.
  useEffect(() => {
    if (values.leadSource && !choices.includes(values.leadSource)) form.change('leadSource', undefined);
  }, [choices, values.leadSource, form]);

  return (
    <div className="auth-form">
      <SelectField name="leadSourceType" label={accountTexts.leadSourceType} options={typeOptions} required />
      {type && choices.length > 0 && (
        <SelectField
          name="leadSource"
          label={leadSourceTexts.choice[type as keyof typeof leadSourceTexts.choice]}
          options={choices.map((choice) => ({ value: choice, label: LEAD_SOURCE_LABELS[choice as LeadSource] }))}
          required
        />
      )}
      {type && manualNameIsShown(type, values.leadSource) && (
        <TextField
          name="leadSourceManual"
          label={leadSourceTexts.manual[type]}
          required={leadSourceManualIsRequired(type, values.leadSource)}
          maxLength={NAME_MAX_LENGTH}
        />
      )}
    </div>
  );
}
