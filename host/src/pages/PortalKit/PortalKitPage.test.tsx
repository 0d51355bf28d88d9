import { dataMessages, devFileEndpoints, DOLLAR_AMOUNT_MESSAGE, formMessages, uploadMessages, verificationMessages, type SignedInBundle, type StoredFile } from '@portal/shared-contracts';
import { answer, createFakePortal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
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

/** Ann (id 42) may read and add documents. */
const ann = signedInBundle({ permissions: ['loans.read', 'mydocs.read', 'mydocs.write'] });
const policy: StoredFile = { id: 7, name: 'insurance-policy.pdf', contentType: 'application/pdf', size: 2 * 1024 * 1024, uploaded: '2025-03-01T15:00:00.000Z' };

function renderKit({ bundle = null as SignedInBundle | null, answers = [] as FakeAnswer[] } = {}) {
  const fake = createFakePortal({ bundle, answers });
  renderWithPortal(<PortalKitPage />, fake);
  return { ...fake, user: userEvent.setup() };
}

test('the page is titled "Portal kit", its headings never skip a level, and signed out it calls no API', async () => {
  const { calls } = renderKit();

  expect(screen.getByRole('heading', { level: 1, name: 'Portal kit' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Sample loans' });
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
  expect(calls).toEqual([]);
  // The upload section says why it has nothing to show, and where to sign in.
  const uploads = screen.getByRole('region', { name: 'File upload' });
  expect(uploads).toHaveTextContent('Nobody is signed in');
  expect(within(uploads).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(within(uploads).getByLabelText(/Submitted files/)).toBeDisabled();
});

test("signed in, the upload section lists the person's kit samples with download links, uploads to the API and lists the new file", async () => {
  let stored: StoredFile[] = [policy];
  const { user, callsTo } = renderKit({
    bundle: ann,
    answers: [
      answer(devFileEndpoints.list, () => stored),
      answer(devFileEndpoints.upload, () => {
        const added = { ...policy, id: 8, name: 'insurance-policy.pdf' };
        stored = [added, ...stored];
        return added;
      }),
    ],
  });
  const uploads = screen.getByRole('region', { name: 'File upload' });

  const list = await within(uploads).findByRole('list', { name: 'Stored kit samples' });
  expect(within(list).getByRole('link', { name: 'insurance-policy.pdf' })).toHaveAttribute('href', '/api/users/42/dev/files/7');
  expect(within(list).getByRole('link', { name: 'insurance-policy.pdf' })).toHaveAttribute('download', 'insurance-policy.pdf');
  expect(within(uploads).getByRole('link', { name: 'Download all (zip)' })).toHaveAttribute('href', '/api/users/42/dev/files.zip');
  expect(callsTo(devFileEndpoints.list)).toEqual([{ params: { id: 42 } }]);

  await user.click(within(uploads).getByRole('button', { name: 'Add a 2 MB PDF' }));
  expect(await within(uploads).findByText(uploadMessages.uploaded)).toBeInTheDocument();
  expect(callsTo(devFileEndpoints.upload)).toEqual([{ params: { id: 42 }, files: { file: expect.objectContaining({ name: 'insurance-policy.pdf' }) } }]);
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
  expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/api/users/42/dev/files/8');
});

test('signed in without the right to add documents, the section lists the samples and offers no upload', async () => {
  renderKit({ bundle: signedInBundle({ permissions: ['mydocs.read'] }), answers: [answer(devFileEndpoints.list, [])] });

  const uploads = screen.getByRole('region', { name: 'File upload' });
  expect(await within(uploads).findByText('No kit samples stored yet.')).toBeInTheDocument();
  expect(within(uploads).getByText('Uploading needs a verified account that may add documents.')).toBeInTheDocument();
  expect(within(uploads).queryByRole('button', { name: 'Add a 2 MB PDF' })).not.toBeInTheDocument();
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
  const { user, callsTo } = renderKit({ bundle: ann, answers: [answer(devFileEndpoints.list, [])] });

  await user.click(screen.getByRole('button', { name: 'Add a 26 MB PDF' }));
  await user.click(screen.getByRole('button', { name: 'Add an empty file' }));
  expect(screen.getByText(uploadMessages.tooBig('site-photos.pdf'))).toBeInTheDocument();
  expect(screen.getByText(uploadMessages.empty('empty-scan.pdf'))).toBeInTheDocument();
  expect(callsTo(devFileEndpoints.upload)).toEqual([]);
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
