import { act, screen, waitFor, within } from '@testing-library/react';
import { documentEndpoints, indicatorEndpoints, transportMessages, type AccountDocumentList } from '@portal/shared-contracts';
import { PortalRequestError } from '@portal/shared-ui';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { ownDocument, renderMyDocuments, sentFile } from './testing';

// Today is Sunday 15 November 2026: the two prior months are September and October 2026.
beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 15, 12) }));
afterEach(() => jest.useRealTimers());

const photoId = ownDocument(1, 'Photo ID', [sentFile(11)]);
const september = new File(['%PDF-1.7 september'], 'september.pdf', { type: 'application/pdf' });
const october = new File(['%PDF-1.7 october'], 'october.pdf', { type: 'application/pdf' });
const bankStatements = ownDocument(9, 'Bank Statement', [sentFile(91, { name: 'september.pdf' }), sentFile(92, { name: 'october.pdf' })]);

async function openPackage({ documents = [photoId], answers = [] }: { documents?: AccountDocumentList; answers?: FakeAnswer[] } = {}) {
  const rendered = renderMyDocuments({ documents, answers, fakeTimers: true });
  await rendered.user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Bank Statement');
  await rendered.user.click(screen.getByRole('button', { name: 'Upload bank statements' }));
  return { ...rendered, dialog: within(screen.getByRole('dialog', { name: 'Bank statement package' })) };
}

type Dialog = Awaited<ReturnType<typeof openPackage>>['dialog'];
type User = Awaited<ReturnType<typeof openPackage>>['user'];

const fileInput = (dialog: Dialog, position: 1 | 2) => dialog.getByLabelText(`Bank statement ${position}`) as HTMLInputElement;
const dateInput = (dialog: Dialog, position: 1 | 2) => dialog.getByRole('textbox', { name: `Date of bank statement ${position}` });

async function fill(user: User, dialog: Dialog, [firstDate, secondDate]: [string, string]) {
  await user.upload(fileInput(dialog, 1), september);
  await user.type(dateInput(dialog, 1), firstDate);
  await user.upload(fileInput(dialog, 2), october);
  await user.type(dateInput(dialog, 2), secondDate);
}

const send = (user: User, dialog: Dialog) => user.click(dialog.getByRole('button', { name: 'Upload statements' }));

test('"all fields required (\'All fields are required.\')": under each missing field, and nothing is sent', async () => {
  const { user, dialog, calls } = await openPackage();
  await send(user, dialog);
  expect(dialog.getAllByText('All fields are required.')).toHaveLength(4);
  expect(fileInput(dialog, 1)).toHaveAccessibleDescription('All fields are required.');
  expect(dateInput(dialog, 2)).toHaveAttribute('aria-invalid', 'true');

  await user.upload(fileInput(dialog, 1), september);
  await user.type(dateInput(dialog, 1), '09302026');
  expect(dialog.getAllByText('All fields are required.')).toHaveLength(2);
  expect(fileInput(dialog, 1)).toHaveAttribute('aria-invalid', 'false');
  await send(user, dialog);
  expect(calls.filter((call) => call.path === documentEndpoints.bankStatementPackage.path)).toEqual([]);
});

test('"two prior months required when none exist": other months are refused with the months named, before sending', async () => {
  const { user, dialog, calls } = await openPackage();
  await fill(user, dialog, ['08312026', '10312026']);
  await send(user, dialog);

  expect(dialog.getByRole('alert')).toHaveTextContent('Your first bank statements must be those of September 2026 and October 2026.');
  expect(calls.filter((call) => call.path === documentEndpoints.bankStatementPackage.path)).toEqual([]);
});

test('each date not after today, and the two dates different', async () => {
  const { user, dialog } = await openPackage({ documents: [photoId, bankStatements] });
  await fill(user, dialog, ['10312026', '11162026']);
  await send(user, dialog);
  expect(dialog.getByRole('alert')).toHaveTextContent('A statement cannot be dated after today.');

  await user.clear(dateInput(dialog, 2));
  await user.type(dateInput(dialog, 2), '10312026');
  expect(dialog.getByRole('alert')).toHaveTextContent('Please give each statement its own date.');
});

test('sent as one request: "Uploaded successfully", the modal closes, and the documents answered are the page\'s', async () => {
  const { user, dialog, callsTo } = await openPackage({ answers: [answer(documentEndpoints.bankStatementPackage, [photoId, bankStatements])] });
  await fill(user, dialog, ['09302026', '10312026']);
  await send(user, dialog);

  expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
  expect(callsTo(documentEndpoints.bankStatementPackage)).toEqual([
    { params: { id: 42 }, body: { type: 'Bank Statement', file1Date: '2026-09-30', file2Date: '2026-10-31' }, files: { file1: september, file2: october } },
  ]);
  expect(screen.queryByRole('dialog', { name: 'Bank statement package' })).not.toBeInTheDocument();
  expect(callsTo(indicatorEndpoints.read)).toHaveLength(1);

  // Statements are on file now: the month rule no longer applies.
  await user.click(screen.getByRole('button', { name: 'Upload bank statements' }));
  const again = within(screen.getByRole('dialog', { name: 'Bank statement package' }));
  await fill(user, again, ['01312026', '02282026']);
  await send(user, again);
  expect(again.queryByText(/Your first bank statements must be/)).not.toBeInTheDocument();
  expect(callsTo(documentEndpoints.bankStatementPackage)).toHaveLength(2);
});

test('a refusal keeps everything typed and picked, with the API\'s field errors under the fields', async () => {
  const { user, dialog } = await openPackage({
    answers: [answer(documentEndpoints.bankStatementPackage, refusal('Please check the statements.', { errors: { file2Date: ['This statement is not one of October 2026.'] } }))],
  });
  await fill(user, dialog, ['09302026', '10312026']);
  await send(user, dialog);

  expect(await screen.findByText('This statement is not one of October 2026.')).toBeInTheDocument();
  expect(dateInput(dialog, 2)).toHaveAccessibleDescription(expect.stringContaining('This statement is not one of October 2026.'));
  expect(dateInput(dialog, 1)).toHaveValue('09/30/2026');
  expect(dateInput(dialog, 2)).toHaveValue('10/31/2026');
  expect(fileInput(dialog, 1).files?.[0]).toBe(september);
  expect(fileInput(dialog, 2).files?.[0]).toBe(october);
  expect(screen.queryByText('Uploaded successfully')).not.toBeInTheDocument();
});

test('"a cancel button appears after 30 seconds of uploading", with the warning; Cancel stops it and keeps the form', async () => {
  const { user, dialog, portal } = await openPackage();
  jest.spyOn(portal.api, 'upload').mockImplementation(
    (_endpoint, _input, options = {}) =>
      new Promise((_resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new PortalRequestError(transportMessages.timedOut, { reason: 'aborted', status: 0 })));
      }),
  );
  await fill(user, dialog, ['09302026', '10312026']);
  await send(user, dialog);

  expect(dialog.getByRole('progressbar', { name: 'Sending the files' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(29_999));
  expect(dialog.queryByRole('button', { name: 'Cancel the upload' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(dialog.getByText(/^Upload is taking a long time due to large file size or slow internet speed\./)).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Cancel the upload' }));
  await waitFor(() => expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(dialog.queryByText(/^Upload is taking a long time/)).not.toBeInTheDocument();
  expect(screen.queryByText(transportMessages.timedOut)).not.toBeInTheDocument();
  expect(dateInput(dialog, 1)).toHaveValue('09/30/2026');
  expect(fileInput(dialog, 2).files?.[0]).toBe(october);
});

test('a statement file is checked at once against the contract\'s rule ("max 25 MB"), and refused before anything is sent', async () => {
  const { user, dialog } = await openPackage();
  const big = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
  await user.upload(fileInput(dialog, 1), big);

  expect(fileInput(dialog, 1)).toHaveAccessibleDescription('The file "scan.pdf" is too big, please select a file up to 25MB.');
  expect(fileInput(dialog, 1)).toHaveAttribute('aria-invalid', 'true');
});
