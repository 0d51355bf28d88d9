import type { FocusEvent, InputHTMLAttributes } from 'react';
import { useReformattingInput } from './caret';
import { controlAria, type FieldIds } from './field-parts';

interface ReformattedInputProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'disabled' | 'readOnly' | 'className'> {
  ids: FieldIds;
  hint?: string;
  error: string | null;
  required?: boolean;
  /** react-final-form's input: its name and focus handlers. */
  field: { name: string; onFocus(event: FocusEvent<HTMLInputElement>): void; onBlur(event: FocusEvent<HTMLInputElement>): void };
  /** What the input shows. */
  text: string;
  /** Shapes what was typed (a mask, dollars with separators…). */
  reformat(typed: string): string;
  /** Receives the shaped text; the field turns it into the value the form holds. */
  onText(formatted: string): void;
}

/** The input of the masked, money and date fields: shaped while typing, the caret kept after the same digits. */
export function ReformattedInput({ ids, hint, error, required, field, text, reformat, onText, ...inputProps }: ReformattedInputProps) {
  const { ref, onChange } = useReformattingInput(reformat, onText);
  return (
    <input
      ref={ref}
      {...controlAria(ids, { hint, error, required })}
      {...inputProps}
      name={field.name}
      value={text}
      onChange={onChange}
      onFocus={field.onFocus}
      onBlur={field.onBlur}
    />
  );
}
