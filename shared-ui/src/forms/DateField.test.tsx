import { formMessages } from '@portal/shared-contracts';
import { screen } from '@testing-library/react';
import { renderForm } from '../test-support/render-form';
import { DateField } from './DateField';

afterEach(() => jest.useRealTimers());

test('"Dates MM/DD/YYYY": typed digits are shaped as a date and the form holds "YYYY-MM-DD"', async () => {
  const form = renderForm(<DateField name="closingDate" label="Closing date" />);
  const date = screen.getByRole('textbox', { name: 'Closing date' });
  expect(date).toHaveAccessibleDescription('MM/DD/YYYY');

  await form.user.type(date, '0115');
  expect(date).toHaveValue('01/15');
  await form.user.type(date, '2030');
  expect(date).toHaveValue('01/15/2030');
  expect(form.values()).toEqual({ closingDate: '2030-01-15' });
});

test('a day that does not exist stays as typed and is refused', async () => {
  const form = renderForm(<DateField name="closingDate" label="Closing date" />);
  const date = screen.getByRole('textbox', { name: 'Closing date' });

  await form.user.type(date, '02302030');
  await form.user.tab();
  expect(date).toHaveValue('02/30/2030');
  expect(date).toBeInvalid();
  expect(date).toHaveAccessibleDescription(`MM/DD/YYYY ${formMessages.date}`);
});

test('"Closing date required, not earlier than today" (spec 001 §5)', async () => {
  jest.useFakeTimers({ now: new Date(2030, 0, 15, 12), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  const form = renderForm(<DateField name="closingDate" label="Closing date" min="today" required />, { initialValues: { closingDate: '2030-01-14' } });
  const date = screen.getByRole('textbox', { name: /Closing date/ });

  await form.submit();
  expect(date).toHaveAccessibleDescription(`MM/DD/YYYY ${formMessages.dateBeforeToday}`);
  await form.user.clear(date);
  await form.user.type(date, '01152030');
  expect(date).toBeValid();
  await form.submit();
  expect(form.submitted).toEqual([{ closingDate: '2030-01-15' }]);
});
