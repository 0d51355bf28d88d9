import type { FormApi } from 'final-form';
import { checkFields } from '@portal/shared-ui/kit';

/**
 * Marks every field of the estimate shown on the step (the category totals, the open line items, the texts beside
 * them) as touched, so their errors show, and says whether all are valid.
 */
export function estimateFieldsValid<Values>(form: FormApi<Values>, prefixes: readonly string[]): boolean {
  const names = form.getRegisteredFields().filter((name) => prefixes.some((prefix) => name === prefix || name.startsWith(`${prefix}.`)));
  return checkFields(form, names as (keyof Values & string)[]);
}
