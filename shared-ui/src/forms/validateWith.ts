import { setIn } from 'final-form';
import * as v from 'valibot';
import { formMessages } from '@portal/shared-contracts';

export type FormErrors = Record<string, unknown>;

/**
 * A react-final-form `validate` function from a contract schema: the client checks a form with the very
 * schema the API checks the request with. The first message of each field is shown; nested fields get nested errors, as final-form reads them.
 */
export function validateWith<S extends v.GenericSchema>(schema: S) {
  return (values: unknown): FormErrors => {
    const result = v.safeParse(schema, values ?? {});
    if (result.success) return {};
    let errors: FormErrors = {};
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      // final-form leaves an empty field out of the values: a missing key is an empty required field.
      const missing = issue.kind === 'schema' && issue.input === undefined && issue.expected?.startsWith('"');
      errors = setIn(errors, key, missing ? formMessages.required : issue.message) as FormErrors;
    }
    return errors;
  };
}
