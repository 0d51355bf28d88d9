import { screen, within } from '@testing-library/react';
import { documentEndpoints, indicatorEndpoints, type AccountDocumentList } from '@portal/shared-contracts';
import { answer, refusal, type FakeAnswer } from '@portal/shared-ui/testing';
import { ownDocument, renderMyDocuments, sentFile } from './testing';

const photoId = ownDocument(1, 'Photo ID', [sentFile(11)]);
const statement = new File(['%PDF-1.7 statement'], 'pfs-2026.pdf', { type: 'application/pdf' });

async function openStatement({ documents = [photoId], answers = [] }: { documents?: AccountDocumentList; answers?: FakeAnswer[] } = {}) {
  const rendered = renderMyDocuments({ documents, answers });
  await rendered.user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Financial Statement');
  await rendered.user.click(screen.getByRole('button', { name: 'Upload financial statement' }));
  return { ...rendered, dialog: within(screen.getByRole('dialog', { name: 'Financial statement' })) };
}

type Opened = Awaited<ReturnType<typeof openStatement>>;

async function fill({ user, dialog }: Opened) {
  await user.type(dialog.getByRole('textbox', { name: 'Net worth' }), '1250000');
  await user.type(dialog.getByRole('textbox', { name: 'Document date' }), '10312026');
  await user.upload(dialog.getByLabelText(/^Financial statement file/), statement);
}

test('"Financial statement upload: net worth and document date are required", and its file; nothing is sent without them', async () => {
  const { user, dialog, calls } = await openStatement();
  await user.click(dialog.getByRole('button', { name: 'Upload statement' }));

  for (const name of ['Net worth', 'Document date']) {
    expect(dialog.getByRole('textbox', { name })).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(dialog.getByLabelText(/^Financial statement file/)).toHaveAccessibleDescription('This field is required!');
  expect(dialog.getByRole('textbox', { name: 'Net worth' })).toHaveFocus();
  expect(calls.filter((call) => call.path === documentEndpoints.upload.path && call.method === 'POST')).toEqual([]);
});

test('sent as one request to upload /users/{id}/docs with type, doc_date, net_worth and the file: "Uploaded successfully"', async () => {
  const answered = [photoId, ownDocument(8, 'Financial Statement', [sentFile(81, { name: 'pfs-2026.pdf' })])];
  const opened = await openStatement({ answers: [answer(documentEndpoints.upload, answered)] });
  await fill(opened);
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Upload statement' }));

  expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
  expect(opened.callsTo(documentEndpoints.upload)).toEqual([
    { params: { id: 42 }, body: { type: 'Financial Statement', doc_date: '2026-10-31', net_worth: 1250000 }, files: { file: statement } },
  ]);
  expect(screen.queryByRole('dialog', { name: 'Financial statement' })).not.toBeInTheDocument();
  expect(opened.callsTo(indicatorEndpoints.read)).toHaveLength(1);
});

test('a refusal keeps what was typed and picked, with the field errors under their fields', async () => {
  const opened = await openStatement({
    answers: [answer(documentEndpoints.upload, refusal('Please check the statement.', { errors: { doc_date: ['Please enter a valid date.'] } }))],
  });
  await fill(opened);
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Upload statement' }));

  const date = opened.dialog.getByRole('textbox', { name: 'Document date' });
  expect(await opened.dialog.findByText('Please enter a valid date.')).toBeInTheDocument();
  expect(date).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid date.'));
  expect(date).toHaveValue('10/31/2026');
  expect(opened.dialog.getByRole('textbox', { name: 'Net worth' })).toHaveValue('$1,250,000');
  expect((opened.dialog.getByLabelText(/^Financial statement file/) as HTMLInputElement).files?.[0]).toBe(statement);
  expect(screen.queryByText('Uploaded successfully')).not.toBeInTheDocument();
});
