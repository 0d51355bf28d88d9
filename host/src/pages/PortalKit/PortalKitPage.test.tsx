import { dataMessages, DOLLAR_AMOUNT_MESSAGE, formMessages, uploadMessages, verificationMessages } from '@portal/shared-contracts';
import { createFakePortal, renderWithPortal } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalKitPage } from './PortalKitPage';

// jsdom has no canvas and echarts ships as ES modules only: the chart library is replaced by an empty drawing.
// The charts' text alternatives and buttons are shared-ui's own and still render.
jest.mock('echarts/core', () => ({ use: () => undefined }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));
jest.mock('echarts-for-react/lib/core', () => ({ __esModule: true, default: () => null }));

function renderKit() {
  const fake = createFakePortal();
  renderWithPortal(<PortalKitPage />, fake);
  return { ...fake, user: userEvent.setup() };
}

test('the page is titled "Portal kit", its headings never skip a level, and it calls no API', async () => {
  const { calls } = renderKit();

  expect(screen.getByRole('heading', { level: 1, name: 'Portal kit' })).toBeInTheDocument();
  await screen.findByRole('grid', { name: 'Sample loans' });
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  expect(calls).toEqual([]);
});

test('an empty form submitted shows \'This field is required!\' on its fields; the invalid values show their messages', async () => {
  const { user } = renderKit();
  const form = screen.getByRole('form', { name: 'Every field, required and empty' });

  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(within(form).getAllByText(formMessages.required).length).toBeGreaterThanOrEqual(10);
  expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveFocus();

  const invalid = screen.getByRole('form', { name: 'Values the rules refuse' });
  await waitFor(() => expect(within(invalid).getByRole('textbox', { name: 'Lien price' })).toHaveAccessibleDescription(DOLLAR_AMOUNT_MESSAGE));
  expect(within(invalid).getByRole('textbox', { name: 'Closing date' })).toHaveAccessibleDescription(`MM/DD/YYYY ${formMessages.dateBeforeToday}`);
  expect(within(invalid).getByRole('textbox', { name: 'Start date' })).toHaveAccessibleDescription(`MM/DD/YYYY ${formMessages.date}`);
});

test('the sample files are refused with the upload messages, and the table filter that matches nothing says so', async () => {
  const { user } = renderKit();

  await user.click(screen.getByRole('button', { name: 'Add a 26 MB PDF' }));
  await user.click(screen.getByRole('button', { name: 'Add an empty file' }));
  expect(screen.getByText(uploadMessages.tooBig('site-photos.pdf'))).toBeInTheDocument();
  expect(screen.getByText(uploadMessages.empty('empty-scan.pdf'))).toBeInTheDocument();
  expect(screen.getByText(dataMessages.noRecordsMatching('Chicago'))).toBeInTheDocument();
});

test('the popover, the toasts and both delete confirmations work inside the portal', async () => {
  const { user } = renderKit();

  await user.click(screen.getByRole('button', { name: 'Submit New Loan' }));
  expect(screen.getByRole('dialog', { name: verificationMessages.notVerifiedYet })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Success toast' }));
  expect(screen.getAllByRole('status').some((toast) => toast.textContent === 'Uploaded successfully')).toBe(true);

  await user.click(screen.getByRole('button', { name: 'Remove an item' }));
  await user.click(within(screen.getByRole('dialog', { name: "You're about to remove this item! Are you sure you want to continue?" })).getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: 'Delete for good' }));
  expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveAccessibleDescription("You won't be able to revert this action!");
});
