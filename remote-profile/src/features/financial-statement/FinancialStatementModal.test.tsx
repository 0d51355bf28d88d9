import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentEndpoints, type AccountDocument, type AccountDocumentList } from '@portal/shared-contracts';
import { answer, createFakePortal, refusal, renderWithPortal, signedInBundle, type FakeAnswer } from '@portal/shared-ui/testing';
import { FinancialStatementModal } from './FinancialStatementModal';

const statement = new File(['%PDF-1.7 statement'], 'pfs-2026.pdf', { type: 'application/pdf' });

const financialStatement: AccountDocument = {
  id: 8,
  type: 'Financial Statement',
  submitted: '2026-03-01T12:00:00.000Z',
  expiration: null,
  status: 'submitted',
  linkTemplate: null,
  submittedCount: 1,
  approvedCount: 0,
  neededCount: 0,
  files: [{ id: 81, name: 'pfs-2026.pdf', submitted: '2026-03-01T12:00:00.000Z', expiration: null, status: 'submitted' }],
};

function openStatement(answers: FakeAnswer[] = []) {
  const fake = createFakePortal({ bundle: signedInBundle({ permissions: ['mydocs.read', 'mydocs.write'] }), answers });
  const onClose = jest.fn();
  const onUploaded = jest.fn<void, [AccountDocumentList]>();
  renderWithPortal(<FinancialStatementModal open userId={42} onClose={onClose} onUploaded={onUploaded} />, fake);
  return { ...fake, onClose, onUploaded, user: userEvent.setup(), dialog: within(screen.getByRole('dialog', { name: 'Financial statement' })) };
}

type Opened = ReturnType<typeof openStatement>;

async function fill({ user, dialog }: Opened) {
  await user.type(dialog.getByRole('textbox', { name: 'Net worth' }), '1250000');
  await user.type(dialog.getByRole('textbox', { name: 'Document date' }), '10312026');
  await user.upload(dialog.getByLabelText(/^Financial statement file/), statement);
}

test('"Financial statement upload: net worth and document date are required", and its file; nothing is sent without them', async () => {
  const { user, dialog, callsTo } = openStatement();
  await user.click(dialog.getByRole('button', { name: 'Upload statement' }));

  for (const name of ['Net worth', 'Document date']) {
    expect(dialog.getByRole('textbox', { name })).toHaveAccessibleDescription(expect.stringContaining('This field is required!'));
  }
  expect(dialog.getByLabelText(/^Financial statement file/)).toHaveAccessibleDescription('This field is required!');
  expect(dialog.getByRole('textbox', { name: 'Net worth' })).toHaveFocus();
  expect(callsTo(documentEndpoints.upload)).toEqual([]);
});

test('sent as one request to upload /users/{id}/docs with type, doc_date, net_worth and the file: "Uploaded successfully"', async () => {
  const opened = openStatement([answer(documentEndpoints.upload, [financialStatement])]);
  await fill(opened);
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Upload statement' }));

  expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
  expect(opened.callsTo(documentEndpoints.upload)).toEqual([
    { params: { id: 42 }, body: { type: 'Financial Statement', doc_date: '2026-10-31', net_worth: 1250000 }, files: { file: statement } },
  ]);
  expect(opened.onUploaded).toHaveBeenCalledWith([financialStatement]);
});

test('a refusal keeps what was typed and picked, with the field errors under their fields', async () => {
  const opened = openStatement([answer(documentEndpoints.upload, refusal('Please check the statement.', { errors: { doc_date: ['Please enter a valid date.'] } }))]);
  await fill(opened);
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Upload statement' }));

  const date = opened.dialog.getByRole('textbox', { name: 'Document date' });
  expect(await opened.dialog.findByText('Please enter a valid date.')).toBeInTheDocument();
  expect(date).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid date.'));
  expect(date).toHaveValue('10/31/2026');
  expect(opened.dialog.getByRole('textbox', { name: 'Net worth' })).toHaveValue('$1,250,000');
  expect((opened.dialog.getByLabelText(/^Financial statement file/) as HTMLInputElement).files?.[0]).toBe(statement);
  expect(screen.queryByText('Uploaded successfully')).not.toBeInTheDocument();
  expect(opened.onUploaded).not.toHaveBeenCalled();
});

test('Cancel closes without sending', async () => {
  const { user, dialog, onClose, callsTo } = openStatement();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalled();
  expect(callsTo(documentEndpoints.upload)).toEqual([]);
});
