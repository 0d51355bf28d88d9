import { formMessages, formatDate, parseDate } from '@portal/shared-contracts';
import { useCallback } from 'react';
import { uiTexts } from '@portal/shared-ui';
import { dateInputText, isIsoDay, maskDateTyping, todayIsoDay } from './date-input';
import { useFieldValidator, type FieldBaseProps } from './field-parts';
import { ReformattedField } from './ReformattedField';

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
export function DateField({ hint = uiTexts.dateFormat, schema, min, autoComplete = 'off', ...field }: DateFieldProps) {
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
  const validate = useFieldValidator<string | undefined>(field.required, schema, check);

  return (
    <ReformattedField<string>
      {...field}
      hint={hint}
      validate={validate}
      inputClassName="pui-input pui-input--date"
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      toText={dateInputText}
      reformat={maskDateTyping}
      toValue={(text) => (text === '' ? undefined : (parseDate(text) ?? text))}
    />
  );
}
