import { getIn } from 'final-form';
import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { clearFields } from '@portal/shared-ui';

export interface ClearDependentsProps<Values> {
  /** The contract's dependent clearing, the very function the body schema applies on the server. */
  clear(values: Values): Values;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Every answer's path in the values ('mailingAddress.city'), a list counting as one answer: hidden fields keep values too. */
function pathsOf(values: unknown, prefix = ''): string[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => pathsOf(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * "The server clears what the client clears" (spec 002 §4 'Dependent clearing'): as the borrower answers, an answer
 * that the contract's rule empties (shown or hidden) is emptied in the form too, and forgets that it was touched, so what is
 * sent, shown and checked is what the API will keep, and answering again starts clean. Only clearing is applied,
 * never filling, so the rule cannot fight the borrower's typing.
 */
export function ClearDependents<Values extends object>({ clear }: ClearDependentsProps<Values>) {
  const form = useForm<Values>();
  const { values } = useFormState<Values>({ subscription: { values: true } });

  useEffect(() => {
    const cleared = clear(values);
    const paths = new Set([...pathsOf(values), ...form.getRegisteredFields()]);
    const emptied = [...paths].filter((path) => isBlank(getIn(cleared as object, path)) && !isBlank(getIn(values as object, path)));
    if (emptied.length > 0) clearFields(form, emptied as (keyof Values & string)[]);
  }, [values, clear, form]);

  return null;
}
