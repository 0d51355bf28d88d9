import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

type Values = Record<string, unknown>;

/**
 * Renders fields inside a react-final-form form with a "Save" submit button, as a page would, and returns what
 * the form was submitted with.
 */
export function renderForm(fields: ReactNode, { initialValues, validate }: { initialValues?: Values; validate?: (values: Values) => ValidationErrors } = {}) {
  const submitted: Values[] = [];
  let latest: Values = {};
  const user = userEvent.setup();
  const view = render(
    <Form<Values>
      onSubmit={(values) => {
        submitted.push(values);
      }}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, values }) => {
        latest = values;
        return (
          <form noValidate onSubmit={handleSubmit}>
            {fields}
            <button type="submit">Save</button>
          </form>
        );
      }}
    />,
  );
  return {
    ...view,
    user,
    submitted,
    /** The form's values as they are now. */
    values: () => latest,
    submit: () => user.click(screen.getByRole('button', { name: 'Save' })),
  };
}
