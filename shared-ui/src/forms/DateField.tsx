import { formMessages, formatDate, parseDate } from '@portal/shared-contracts';
import { useCallback } from 'react';
import { useField } from 'react-final-form';
import { uiTexts } from '@portal/shared-ui';
import { dateInputText, isIsoDay, maskDateTyping, todayIsoDay } from './date-input';
import { FieldFrame, useFieldIds, useFieldValidator, visibleError, type FieldBaseProps } from './field-parts';
import { ReformattedInput } from './ReformattedInput';

export interface DateFieldProps extends FieldBaseProps {
  /** The earliest day accepted, "YYYY-MM-DD", or 'today' ("not earlier than today"). */
  min?: string | 'today';
  autoComplete?: string;
}

/**
 * A date typed as MM/DD/YYYY ("Dates MM/DD/YYYY"), shaped while typing and held as "YYYY-MM-DD" once it is a
 * real day (the contract's `parseDate`). Until then the form holds the text as typed, so nothing is lost and
 * the field reports that it is not a date yet.
 */
export function DateField({ name, label, hint = uiTexts.dateFormat, required, disabled, readOnly, schema, className, min, autoComplete = 'off' }: DateFieldProps) {
  const ids = useFieldIds();
  const check = useCallback(
    (value: string | undefined) => {
      if (!isIsoDay(value)) return formMessages.date;
      if (!min) return undefined;
      const earliest = min === 'today' ? todayIsoDay() : min;
      if (value >= earliest) return undefined;
      return min === 'today' ? formMessages.dateBeforeToday : uiTexts.dateNotBefore(formatDate(earliest));
    },
    [min],
  );
  const validate = useFieldValidator<string | undefined>(required, schema, check);
  const { input, meta } = useField<string | undefined, HTMLInputElement>(name, { validate });
  const error = visibleError(meta);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error} disabled={disabled} className={className}>
      <ReformattedInput
        ids={ids}
        hint={hint}
        error={error}
        required={required}
        className="pui-input pui-input--date"
        field={input}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        text={dateInputText(input.value)}
        reformat={maskDateTyping}
        onText={(text) => input.onChange(text === '' ? undefined : (parseDate(text) ?? text))}
      />
    </FieldFrame>
  );
}
