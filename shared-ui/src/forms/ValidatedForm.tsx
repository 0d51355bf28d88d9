import type { Config, FormApi, ValidationErrors } from 'final-form';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type * as v from 'valibot';
import { Button } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { validateWith } from './validateWith';

export interface ValidatedFormProps<Values extends Record<string, unknown>> {
  onSubmit: Config<Values>['onSubmit'];
  /** A contract schema for the whole form: the same rules the API applies (`validateWith(schema)`). */
  schema?: v.GenericSchema;
  /** Or a validate function of one's own (used after the schema when both are given). */
  validate?: (values: Values) => ValidationErrors;
  initialValues?: Partial<Values>;
  submitLabel: string;
  /** More actions next to the submit button (a Cancel or Back). */
  actions?: ReactNode;
  /** The form's accessible name, when no heading names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
}

/**
 * A react-final-form form with the portal's habits: validated with a contract schema, no browser bubbles
 * (`noValidate`), a submit button that is busy while the submission runs, and focus on the first field in
 * error when a submit is refused, so keyboard and screen-reader users land on what needs fixing. Pages that
 * need more can use react-final-form's `Form` directly with the same fields.
 */
export function ValidatedForm<Values extends Record<string, unknown>>({
  onSubmit,
  schema,
  validate,
  initialValues,
  submitLabel,
  actions,
  className,
  children,
  ...labelling
}: ValidatedFormProps<Values>) {
  const [validateAll] = useState(() => {
    const bySchema = schema ? validateWith(schema) : undefined;
    if (!bySchema) return validate;
    if (!validate) return bySchema;
    return (values: Values) => ({ ...validate(values), ...bySchema(values) });
  });

  return (
    <Form<Values> onSubmit={onSubmit} validate={validateAll} initialValues={initialValues}>
      {(props) => (
        <FormBody {...props} className={className} labelling={labelling} submitLabel={submitLabel} actions={actions}>
          {typeof children === 'function' ? children(props) : children}
        </FormBody>
      )}
    </Form>
  );
}

interface FormBodyProps<Values> extends FormRenderProps<Values> {
  className?: string;
  labelling: { 'aria-label'?: string; 'aria-labelledby'?: string };
  submitLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}

function FormBody<Values>({ handleSubmit, form, submitting, className, labelling, submitLabel, actions, children }: FormBodyProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function submit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(event);
    if ((form as FormApi<Values>).getState().hasValidationErrors) setRefusals((count) => count + 1);
  }

  return (
    <form ref={formRef} className={classNames('pui-form', className)} noValidate onSubmit={submit} {...labelling}>
      {children}
      <div className="pui-form__actions">
        {actions}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
