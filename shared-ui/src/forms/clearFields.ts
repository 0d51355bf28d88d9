import type { FormApi } from 'final-form';

/**
 * Empties fields and forgets that they were touched, so an emptied password does not greet the person with
 * 'This field is required!' before they typed anything ("The password field is cleared after any failure").
 */
export function clearFields<Values>(form: FormApi<Values>, names: ReadonlyArray<keyof Values & string>): void {
  const registered = form.getRegisteredFields();
  form.batch(() => {
    for (const name of names) {
      form.change(name, undefined);
      // final-form keeps state only for fields on screen; a field of another step has none to reset.
      if (registered.includes(name)) form.resetFieldState(name);
    }
  });
}
