import { screen, within } from '@testing-library/react';
import { documentEndpoints, indicatorEndpoints, MY_DOCUMENTS_HIDDEN_TYPES } from '@portal/shared-contracts';
import { answer, keyboardIntoTable, serverFailure } from '@portal/shared-ui/testing';
import { ownDocument, renderMyDocuments, sentFile } from './testing';

const photoId = ownDocument(1, 'Photo ID', [
  sentFile(11, { name: 'passport.pdf', submitted: '2025-03-01T12:00:00.000Z', expiration: '2029-03-01', status: 'approved' }),
  sentFile(12, { name: 'passport-back.pdf', submitted: '2025-02-14T12:00:00.000Z', expiration: null, status: 'rejected' }),
]);
const form1098 = ownDocument(2, '1098 Form 2025', [sentFile(21)]);
const taxReturns = ownDocument(3, 'Business Tax Returns 2024', [sentFile(31, { name: 'returns-2024.pdf' })]);
const proofOfAddress = ownDocument(4, 'Proof of Address', [sentFile(41, { name: 'utility-bill.pdf', status: 'submitted' })], { linkTemplate: 'proof-of-address-checklist.pdf' });
const authorization = ownDocument(5, 'Borrower Authorization', [], { linkTemplate: 'borrower-authorization-form.pdf' });
const hidden = MY_DOCUMENTS_HIDDEN_TYPES.map((type, index) => ownDocument(100 + index, type, [sentFile(1000 + index)]));
const shownDocuments = [photoId, form1098, taxReturns, proofOfAddress, authorization];

const grid = () => screen.findByRole('table', { name: 'My documents' });

/** The table's data rows as their cells read, in order. */
async function tableRows() {
  const table = await grid();
  await within(table).findByText('Photo ID');
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

async function openSentFiles(type: string, documents = [...hidden, ...shownDocuments]) {
  const rendered = renderMyDocuments({ documents });
  await rendered.user.click(await within(await grid()).findByText(type));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: `Sent files: ${type}` }) };
}

describe('the table: "type and submitted count"', () => {
  test('the excluded types are left out ("Plaid, Privacy Choices, … Borrower Stated Experience"); a 1098 reads "1098 Mortgage Interest Statement"', async () => {
    const { callsTo } = renderMyDocuments({ documents: [...hidden, ...shownDocuments] });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Documents' })).toBeInTheDocument();
    expect(await tableRows()).toEqual([
      ['Photo ID', '1'],
      ['1098 Mortgage Interest Statement', '1'],
      ['Business Tax Returns 2024', '1'],
      ['Proof of Address', '1'],
      ['Borrower Authorization', '0'],
    ]);
    const table = await grid();
    for (const type of MY_DOCUMENTS_HIDDEN_TYPES) expect(within(table).queryByText(type)).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Type' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Submitted' })).toBeInTheDocument();
    expect(callsTo(documentEndpoints.list)).toEqual([{ params: { id: 42 } }]);
  });

  test('"Empty text: \'No Documents added.\'", also when only excluded types are listed', async () => {
    renderMyDocuments({ documents: hidden });
    expect(await screen.findByText('No Documents added.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a failed load says so and Retry loads again', async () => {
    let failures = 1;
    const { user, callsTo } = renderMyDocuments({
      answers: [
        answer(documentEndpoints.list, () => {
          if (failures-- > 0) throw serverFailure(500);
          return shownDocuments;
        }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await grid()).findByText('Photo ID')).toBeInTheDocument();
    expect(callsTo(documentEndpoints.list)).toHaveLength(2);
  });
});

describe('the sent-files modal', () => {
  test('"per file, submitted date, expiration, status and a download link"', async () => {
    const { dialog } = await openSentFiles('Photo ID');
    const files = within(dialog).getByRole('table', { name: 'Files you sent' });
    const lines = within(files)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ['passport.pdf', '03/01/2025', '03/01/2029', 'Approved'],
      ['passport-back.pdf', '02/14/2025', 'None', 'Rejected'],
    ]);
    expect(within(files).getByRole('link', { name: 'passport.pdf' })).toHaveAttribute('href', '/api/users/42/docs/files/11');
    expect(within(files).getByRole('link', { name: 'passport-back.pdf' })).toHaveAttribute('href', '/api/users/42/docs/files/12');
  });

  test('"A template download link appears when one exists"', async () => {
    const { dialog, user } = await openSentFiles('Proof of Address');
    const template = within(dialog).getByRole('link', { name: 'Download the blank form' });
    expect(template).toHaveAttribute('href', '/api/users/42/docs/4/template');
    expect(template).toHaveAttribute('download', 'proof-of-address-checklist.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await grid()).getByText('Photo ID'));
    expect(within(screen.getByRole('dialog', { name: 'Sent files: Photo ID' })).queryByRole('link', { name: 'Download the blank form' })).not.toBeInTheDocument();
  });

  test('"A zip download button appears when the type is not tax returns": the files by id, and a cache breaker', async () => {
    const { dialog, user } = await openSentFiles('Photo ID');
    const zip = within(dialog).getByRole('link', { name: 'Download all files (zip)' });
    const address = new URL(zip.getAttribute('href')!, 'https://portal.example');
    expect(address.pathname).toBe('/api/users/42/docs/get_zip/Photo%20ID');
    expect(address.searchParams.get('files')).toBe('11,12');
    expect(address.searchParams.get('n')).toMatch(/^\d+$/);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await grid()).getByText('Business Tax Returns 2024'));
    const returns = screen.getByRole('dialog', { name: 'Sent files: Business Tax Returns 2024' });
    expect(within(returns).getByRole('link', { name: 'returns-2024.pdf' })).toBeInTheDocument();
    expect(within(returns).queryByRole('link', { name: 'Download all files (zip)' })).not.toBeInTheDocument();
  });

  test('the 1098 under its label; a document with no file yet says so, and offers its blank form', async () => {
    const { dialog, user } = await openSentFiles('1098 Mortgage Interest Statement');
    expect(within(dialog).getByRole('link', { name: 'file-21.pdf' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(await grid()).getByText('Borrower Authorization'));
    const empty = screen.getByRole('dialog', { name: 'Sent files: Borrower Authorization' });
    expect(within(empty).getByText('No files sent yet.')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Download the blank form' })).toHaveAttribute('href', '/api/users/42/docs/5/template');
    expect(within(empty).queryByRole('link', { name: 'Download all files (zip)' })).not.toBeInTheDocument();
  });

  test('Enter on a row opens it too, and closing gives focus back to the table', async () => {
    const { user } = renderMyDocuments({ documents: shownDocuments });
    const cell = (await within(await keyboardIntoTable(await grid())).findByText('Proof of Address')).closest<HTMLElement>('[role="gridcell"]')!;
    cell.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Sent files: Proof of Address' });
    expect(within(dialog).getByRole('link', { name: 'utility-bill.pdf' })).toHaveAttribute('href', '/api/users/42/docs/files/41');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell).toHaveFocus();
  });
});

describe('upload: "Upload needs a verified e-mail"', () => {
  test('the unverified get the popover with Resend Link instead of the upload', async () => {
    const { user } = renderMyDocuments({ documents: shownDocuments, person: { verified: false } });
    const upload = await screen.findByRole('region', { name: 'Upload a document' });
    expect(within(upload).queryByRole('combobox', { name: 'Document type' })).not.toBeInTheDocument();

    await user.click(within(upload).getByRole('button', { name: 'Upload a document' }));
    const popover = screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." });
    expect(within(popover).getByRole('button', { name: 'Resend Link' })).toBeInTheDocument();
  });

  test('without mydocs.write there is no upload at all', async () => {
    renderMyDocuments({ documents: shownDocuments, permissions: ['mydocs.read'] });
    await grid();
    expect(screen.queryByRole('region', { name: 'Upload a document' })).not.toBeInTheDocument();
  });

  test('the types offered: the table\'s, then Bank Statement and Financial Statement', async () => {
    renderMyDocuments({ documents: [...hidden, ...shownDocuments] });
    const type = await screen.findByRole('combobox', { name: 'Document type' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select…',
      'Photo ID',
      '1098 Mortgage Interest Statement',
      'Business Tax Returns 2024',
      'Proof of Address',
      'Borrower Authorization',
      'Bank Statement',
      'Financial Statement',
    ]);
  });

  test('a plain type: its file goes to upload /users/{id}/docs with the type, and the answer is the table shown', async () => {
    const file = new File(['%PDF-1.7'], 'new-id.pdf', { type: 'application/pdf' });
    const refreshed = ownDocument(1, 'Photo ID', [sentFile(13, { name: 'new-id.pdf' }), ...photoId.files]);
    const { user, callsTo } = renderMyDocuments({
      documents: shownDocuments,
      answers: [answer(documentEndpoints.upload, [refreshed, form1098, taxReturns, proofOfAddress, authorization])],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Photo ID');
    await user.upload(screen.getByLabelText(/^Files for Photo ID/, { selector: 'input' }), file);

    expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
    expect(callsTo(documentEndpoints.upload)).toEqual([{ params: { id: 42 }, body: { type: 'Photo ID' }, files: { file } }]);
    expect((await tableRows())[0]).toEqual(['Photo ID', '2']);
    expect(callsTo(indicatorEndpoints.read)).toEqual([{ params: { userId: 42 } }]);
  });

  test('"the Financial Statement type opens the financial statement modal": its upload closes it and the counters are read again', async () => {
    const statement = new File(['%PDF-1.7 statement'], 'pfs-2026.pdf', { type: 'application/pdf' });
    const { user, callsTo } = renderMyDocuments({
      documents: [photoId],
      answers: [answer(documentEndpoints.upload, [photoId, ownDocument(8, 'Financial Statement', [sentFile(81, { name: 'pfs-2026.pdf' })])])],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Financial Statement');
    await user.click(screen.getByRole('button', { name: 'Upload financial statement' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Financial statement' }));
    await user.type(dialog.getByRole('textbox', { name: 'Net worth' }), '1250000');
    await user.type(dialog.getByRole('textbox', { name: 'Document date' }), '10312026');
    await user.upload(dialog.getByLabelText(/^Financial statement file/), statement);
    await user.click(dialog.getByRole('button', { name: 'Upload statement' }));

    expect(await screen.findByText('Uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Financial statement' })).not.toBeInTheDocument();
    expect(callsTo(indicatorEndpoints.read)).toHaveLength(1);
  });
});
