import { useMemo } from 'react';
import { uiTexts } from '@portal/shared-ui';
import { ChoiceField } from './ChoiceField';
import type { FieldBaseProps } from './field-parts';

/** What the form holds for each answer: true and false, or the contract's 'yes' and 'no' (`YES_NO_ANSWERS`). */
export type YesNoValues = { yes: boolean; no: boolean } | { yes: string; no: string };

export interface YesNoFieldProps extends Omit<FieldBaseProps, 'schema'> {
  yesLabel?: string;
  noLabel?: string;
  /** The values held for Yes and No; true and false unless told (`{ yes: 'yes', no: 'no' }` for the deal's answers). */
  values?: YesNoValues;
}

const TRUE_OR_FALSE: YesNoValues = { yes: true, no: false };

/** A yes/no question (holdback, permits, declarations): a choice of two, holding true or false or the values given. */
export function YesNoField({ yesLabel = uiTexts.yes, noLabel = uiTexts.no, values = TRUE_OR_FALSE, ...field }: YesNoFieldProps) {
  const options = useMemo(
    () => [
      { value: values.yes as unknown, label: yesLabel },
      { value: values.no as unknown, label: noLabel },
    ],
    [values.yes, values.no, yesLabel, noLabel],
  );
  return <ChoiceField {...field} options={options} />;
}
