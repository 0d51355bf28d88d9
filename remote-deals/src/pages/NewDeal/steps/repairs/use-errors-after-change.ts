import { useEffect } from 'react';
import { useForm } from 'react-final-form';

/**
 * "Repair form (validates after each change)": the wizard's validation already holds every error of the step, and
 * the kit's fields show an error once touched. A field of `prefix` the borrower has changed is marked touched at
 * once, so its error shows as it is typed rather than on Next. Fields the form fills itself (the computed figures,
 * the empty section) are changed through their section, so they stay untouched until Next.
 */
export function useErrorsShownAfterChange(prefix: string): void {
  const form = useForm();
  useEffect(
    () =>
      form.subscribe(
        ({ modified = {} }) => {
          for (const [name, changed] of Object.entries(modified)) {
            if (changed && name.startsWith(prefix) && !form.getFieldState(name)?.touched) form.blur(name);
          }
        },
        { modified: true },
      ),
    [form, prefix],
  );
}
