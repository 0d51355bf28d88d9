import { screen } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { TextAreaField } from './TextAreaField';

test('"Text areas show a character counter when a maximum is set" (spec 000 §5): "n / max", announced politely', async () => {
  const form = renderForm(<TextAreaField name="additionalInformation" label="Additional information" maxLength={500} />);
  const text = screen.getByRole('textbox', { name: 'Additional information' });

  expect(screen.getByText('0 / 500', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  await form.user.type(text, 'Permits took longer');
  expect(screen.getByText('19 / 500', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  // The spoken count waits for a pause in typing, then reads the same.
  expect(await screen.findByText('19 / 500', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  expect(text).toHaveAccessibleDescription('19 / 500');
});

test('the maximum stops typing beyond it; without a maximum there is no counter', async () => {
  const form = renderForm(
    <>
      <TextAreaField name="policyType" label="Policy type" maxLength={5} />
      <TextAreaField name="notes" label="Notes" />
    </>,
  );

  await form.user.type(screen.getByRole('textbox', { name: 'Policy type' }), 'Builders risk');
  expect(form.values()).toEqual({ policyType: 'Build' });
  expect(screen.getAllByText(/\/ /, { selector: '[aria-hidden="true"]' })).toHaveLength(1);
});
