import { formMessages } from '@portal/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { MultiSelectField } from './MultiSelectField';
import { SelectField } from './SelectField';
import { YesNoField } from './YesNoField';

const reasons = [
  { value: 'permits', label: 'Permits took longer than expected' },
  { value: 'rehab', label: 'Rehab took longer than expected' },
  { value: 'other', label: 'Other' },
];

test('"Checked boxes ... report \'This field is required!\'" (spec 000 §5): a required box must be ticked', async () => {
  const form = renderForm(<CheckboxField name="authorization" label="I authorize a one-time withdrawal" required />);
  const box = screen.getByRole('checkbox', { name: /I authorize a one-time withdrawal/ });

  await form.submit();
  expect(box).toBeInvalid();
  expect(box).toHaveAccessibleDescription(formMessages.required);
  expect(form.submitted).toHaveLength(0);

  await form.user.click(box);
  expect(box).toBeValid();
  await form.submit();
  expect(form.submitted).toEqual([{ authorization: true }]);
});

test('"... and multi-selects report \'This field is required!\'" (spec 000 §5): a required group needs a choice', async () => {
  const form = renderForm(<MultiSelectField name="reasons" label="Reasons" options={reasons} required />);
  const group = screen.getByRole('group', { name: /Reasons/ });

  await form.submit();
  expect(group).toHaveAccessibleDescription(formMessages.required);
  expect(within(group).getAllByRole('checkbox').every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);

  await form.user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await form.user.click(screen.getByRole('checkbox', { name: 'Permits took longer than expected' }));
  expect(group).not.toHaveAccessibleDescription();
  await form.submit();
  // Held in the options' order, whatever the order of the clicks.
  expect(form.submitted).toEqual([{ reasons: ['permits', 'other'] }]);

  await form.user.click(screen.getByRole('checkbox', { name: 'Other' }));
  await form.user.click(screen.getByRole('checkbox', { name: 'Permits took longer than expected' }));
  expect(group).toHaveAccessibleDescription(formMessages.required);
});

test('a yes/no question holds true or false, and "No" is an answer', async () => {
  const form = renderForm(<YesNoField name="holdback" label="Do you need a holdback?" required />);
  const question = screen.getByRole('radiogroup', { name: /Do you need a holdback\?/ });

  await form.submit();
  expect(question).toHaveAccessibleDescription(formMessages.required);
  await form.user.click(within(question).getByRole('radio', { name: 'No' }));
  expect(question).not.toHaveAccessibleDescription();
  await form.submit();
  expect(form.submitted).toEqual([{ holdback: false }]);
});

test("a yes/no question may hold the contract's 'yes' and 'no' instead (the deal's answers)", async () => {
  const form = renderForm(<YesNoField name="permits" label="Are permits in place?" values={{ yes: 'yes', no: 'no' }} required />, { initialValues: { permits: 'no' } });
  const question = screen.getByRole('radiogroup', { name: /Are permits in place\?/ });

  expect(within(question).getByRole('radio', { name: 'No' })).toBeChecked();
  await form.user.click(within(question).getByRole('radio', { name: 'Yes' }));
  await form.submit();
  expect(form.submitted).toEqual([{ permits: 'yes' }]);
});

test('a select starts on its empty choice, and a read-only one shows its choice as read-only text', async () => {
  const form = renderForm(
    <>
      <SelectField name="paymentType" label="Type" options={[{ value: 'wire', label: 'Wire Transfer' }, { value: 'ach', label: 'ACH Transaction' }]} required />
      <SelectField name="role" label="Role" options={[{ value: 'owner', label: 'Owner' }]} readOnly />
    </>,
    { initialValues: { role: 'owner' } },
  );
  const type = screen.getByRole('combobox', { name: /Type/ });

  expect(type).toHaveDisplayValue('Select…');
  await form.submit();
  expect(type).toHaveAccessibleDescription(formMessages.required);
  await form.user.selectOptions(type, 'ACH Transaction');
  expect(type).toBeValid();
  expect(screen.getByRole('textbox', { name: 'Role' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Owner');
  await form.submit();
  expect(form.submitted).toEqual([{ paymentType: 'ach', role: 'owner' }]);
});

test('a choice of a few answers is a radio group named by its legend, holding the chosen value', async () => {
  const form = renderForm(<ChoiceField name="mode" label="Search by" options={[{ value: 'address', label: 'Address' }, { value: 'apn', label: 'APN' }]} required />);
  const group = screen.getByRole('radiogroup', { name: /Search by/ });

  await form.submit();
  expect(group).toHaveAccessibleDescription(formMessages.required);
  await form.user.click(within(group).getByRole('radio', { name: 'APN' }));
  await form.submit();
  expect(form.submitted).toEqual([{ mode: 'apn' }]);
});
