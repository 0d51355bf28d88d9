import { formMessages } from '@portal/shared-contracts';
import type { FieldValidator } from 'final-form';
import { useId, useMemo, type ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import * as v from 'valibot';
import { classNames } from '../class-names';
import { uiTexts } from '../ui-texts';

/** What every field of the kit accepts. */
export interface FieldBaseProps {
  /** The field's name in the form values (dots reach nested values, as in final-form). */
  name: string;
  /** The visible label, tied to the control. */
  label: string;
  /** A short help text under the label, read with the control. */
  hint?: string;
  /** Marks the field and refuses an empty value with 'This field is required!'. */
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * A contract schema checking this field's value when there is one (emptiness is `required`'s business), for
   * forms that validate field by field rather than with `validateWith(schema)`.
   */
  schema?: v.GenericSchema;
  className?: string;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** Empty as a form sees it: nothing typed, nothing chosen. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/** The first message of a schema's refusal, or undefined when the value passes. */
export function schemaMessage(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0]?.message;
}

/**
 * A field-level validator: 'This field is required!' for an empty required field, then the schema's first
 * message, then the field's own check. Memoised so that final-form sees one validator per field.
 */
export function useFieldValidator<T>(
  required: boolean | undefined,
  schema: v.GenericSchema | undefined,
  check?: (value: T) => string | undefined,
  isEmpty: (value: T) => boolean = isEmptyValue,
): FieldValidator<T> | undefined {
  return useMemo(() => {
    if (!required && !schema && !check) return undefined;
    return (value: T) => {
      if (isEmpty(value)) return required ? formMessages.required : undefined;
      return (schema && schemaMessage(schema, value)) || check?.(value);
    };
  }, [required, schema, check, isEmpty]);
}

/**
 * The error to show: once the field was touched (left, or the form submitted: final-form then touches every
 * field) or after a failed submit, whether it comes from validation or from the server's answer.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | null {
  if (!meta.touched && !meta.submitFailed) return null;
  const error: unknown = meta.error || meta.submitError;
  if (typeof error === 'string' && error) return error;
  if (Array.isArray(error) && typeof error[0] === 'string') return error[0];
  return null;
}

/** The ids that describe a control: its hint, then its error. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The asterisk of a required field. Controls say "required" themselves; groups get it spoken as text. */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span className="pui-field__required" aria-hidden="true">
        {' *'}
      </span>
      {spoken && <span className="pui-visually-hidden">{` (${uiTexts.requiredField})`}</span>}
    </>
  );
}

/** A short help text, in a field's hint's look, for what it describes (`aria-describedby={id}`): a button, a list. */
export function Hint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="pui-field__hint">
      {children}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? <Hint id={id}>{hint}</Hint> : null;
}

/** A field's refusal, under it. `announce`: said as it appears, for a refusal of what was just done (a file chosen). */
export function FieldError({ id, error, announce = false }: { id: string; error: string | null; announce?: boolean }) {
  if (!error) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="pui-field__error">
      {error}
    </p>
  );
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  required?: boolean;
  error: string | null;
  disabled?: boolean;
  className?: string;
  /** The control itself. */
  children: ReactNode;
  /** Shown under the control, before the error (a character counter). */
  after?: ReactNode;
  /** The error is said as it appears (see FieldError). */
  announceError?: boolean;
}

/** Label, hint, control and error of a single-control field, laid out the same everywhere. */
export function FieldFrame({ ids, label, hint, required, error, disabled, className, children, after, announceError }: FieldFrameProps) {
  return (
    <div className={classNames('pui-field', error && 'pui-field--invalid', disabled && 'pui-field--disabled', className)}>
      <label htmlFor={ids.id} className="pui-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      {after}
      <FieldError id={ids.errorId} error={error} announce={announceError} />
    </div>
  );
}

/** The accessibility attributes of a single control. */
export function controlAria(ids: FieldIds, { hint, error, required }: { hint?: string; error: string | null; required?: boolean }, ...moreDescriptions: Array<string | undefined>) {
  return {
    id: ids.id,
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': describedBy(hint && ids.hintId, ...moreDescriptions, error && ids.errorId),
  };
}
