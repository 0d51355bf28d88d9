import type { Config, FormApi, ValidationErrors } from 'final-form';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type * as v from 'valibot';
import { Button, useSession } from '@portal/shared-ui';
import { classNames } from '../class-names';
import { ButtonRow } from '../layout/ButtonRow';
import { VerifiedOnly } from '../layout/NotVerifiedNotice';
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
  /**
   * "Unverified users cannot ... submit forms": for them the submit button opens the not-verified popover (Resend
   * Link) and Enter in a field sends nothing.
   */
  verifiedOnly?: boolean;
  /** The form's accessible name, when no heading names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode | ((props: FormRenderProps<Values>) => ReactNode);
}

/**
 * A react-final-form form with the portal's habits: validated with a contract schema, no browser bubbles
 * (`noValidate`), a submit button that is busy while the submission runs, and focus on the first field in
 * error when a submit is refused, so keyboard and screen-reader users land on what needs fixing. Its submit is its
 * own: a form in a dialog opened from another form (an entity added in the deal wizard) does not send the outer one.
 * Pages that need more can use react-final-form's `Form` directly with the same fields.
 */
export function ValidatedForm<Values extends Record<string, unknown>>({
  onSubmit,
  schema,
  validate,
  initialValues,
  submitLabel,
  actions,
  verifiedOnly = false,
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

  const Body = verifiedOnly ? VerifiedFormBody : FormBody;
  return (
    <Form<Values> onSubmit={onSubmit} validate={validateAll} initialValues={initialValues}>
      {(props) => (
        <Body {...props} className={className} labelling={labelling} submitLabel={submitLabel} actions={actions}>
          {typeof children === 'function' ? children(props) : children}
        </Body>
      )}
    </Form>
  );
}

interface FormBodyProps<Values> extends FormRenderProps<Values> {
  className?: string;
  labelling: { 'aria-label'?: string; 'aria-labelledby'?: string };
  submitLabel: string;
  actions?: ReactNode;
  /** The borrower's e-mail is not verified and the form is `verifiedOnly`. */
  mustVerify?: boolean;
  children: ReactNode;
}

/** A `verifiedOnly` form's body: the session says whether the borrower may send it. */
function VerifiedFormBody<Values>(props: FormBodyProps<Values>) {
  const mustVerify = useSession((state) => state.bundle?.user.verified === false);
  return <FormBody {...props} mustVerify={mustVerify} />;
}

function FormBody<Values>({ handleSubmit, form, submitting, className, labelling, submitLabel, actions, mustVerify = false, children }: FormBodyProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function submit(event: FormEvent<HTMLFormElement>) {
    // React passes a submit on through portals to enclosing forms: a dialog's form inside a page's must keep it.
    event.stopPropagation();
    if (mustVerify) {
      event.preventDefault();
      return;
    }
    void handleSubmit(event);
    if ((form as FormApi<Values>).getState().hasValidationErrors) setRefusals((count) => count + 1);
  }

  return (
    <form ref={formRef} className={classNames('pui-form', className)} noValidate onSubmit={submit} {...labelling}>
      {children}
      <ButtonRow>
        {actions}
        {mustVerify ? (
          <VerifiedOnly>{(trigger) => <Button {...trigger}>{submitLabel}</Button>}</VerifiedOnly>
        ) : (
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        )}
      </ButtonRow>
    </form>
  );
}
