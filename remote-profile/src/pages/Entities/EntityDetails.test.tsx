import { screen, waitFor, within } from '@testing-library/react';
import { ENTITY_DOCUMENT_TYPES, entityEndpoints, indicatorEndpoints, type DocumentFile } from '@portal/shared-contracts';
import { answer, serverFailure } from '@portal/shared-ui/testing';
import { entityDocument, listedEntity, noAddress, renderEntities, type EntitiesRender } from './testing';

const einLetter: DocumentFile = { id: 501, name: 'ein-letter.pdf', submitted: '2025-03-04', expiration: null, status: 'approved' };
const einLetterAgain: DocumentFile = { id: 502, name: 'ein-letter-2.pdf', submitted: '2025-04-05', expiration: null, status: 'submitted' };
const rejectedResolution: DocumentFile = { id: 503, name: 'resolution.pdf', submitted: '2025-02-01', expiration: null, status: 'rejected' };

const pending = listedEntity(12, 'Borrower Family Trust', {
  type: 'trust',
  tin: '00-1000002',
  docs: [
    entityDocument('EIN Confirmation Letter', { neededCount: 0, submittedCount: 2, approvedCount: 1, files: [einLetterAgain, einLetter] }),
    entityDocument('W-9'),
    entityDocument('Resolution to Borrow', { files: [rejectedResolution] }),
  ],
});
const approved = listedEntity(11, 'Borrower Holdings LLC', { docs: [entityDocument('W-9', { neededCount: 0, submittedCount: 1, approvedCount: 1 })] });
const other = listedEntity(13, 'Ann Flips Corp', { type: 'corporation' });

function renderEntity(id: number | string, options: EntitiesRender = {}) {
  return renderEntities({ url: `/entities/${id}`, entities: [approved, pending, other], ...options });
}

/** The summary's lines, label → value, as a borrower reads them. */
async function summaryLines(): Promise<Record<string, string>> {
  const card = await screen.findByRole('region', { name: 'Summary' });
  const lines: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) lines[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return lines;
}

/** A document's block, and its counts as label → value. */
function documentBlock(type: string) {
  const block = within(screen.getByRole('region', { name: 'Entity documents' })).getByRole('region', { name: type });
  const counts: Record<string, string> = {};
  for (const term of within(block).getAllByRole('term')) counts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return { block, counts };
}

function neededItems(): string[] {
  return within(screen.getByRole('region', { name: 'Items needed before approval' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const uploadInput = (type: string) => within(documentBlock(type).block).queryByLabelText(new RegExp(`^Upload ${type}`), { selector: 'input' });

test('a pending entity: "My PENDING Entities", the summary with status "Pending", and the items needed before approval', async () => {
  const { callsTo } = renderEntity(12);

  expect(await screen.findByRole('heading', { level: 1, name: 'My PENDING Entities' })).toBeInTheDocument();
  expect(await summaryLines()).toEqual({
    Name: 'Borrower Family Trust',
    Type: 'Trust',
    'Tax ID': '00-1000002',
    Status: 'Pending',
    'Business address': '100 Congress Ave, Suite 200, Austin, TX 78701',
    'Mailing address': 'PO Box 1402, Austin, TX 78767',
    Phone: '(555) 010-1001',
  });
  expect(neededItems()).toEqual(['W-9', 'Resolution to Borrow']);
  expect(callsTo(entityEndpoints.list)).toEqual([{ params: { userId: 42 } }]);
});

test('an approved entity: "My APPROVED Entities", status "Approved", nothing listed as needed', async () => {
  renderEntity(11);
  expect(await screen.findByRole('heading', { level: 1, name: 'My APPROVED Entities' })).toBeInTheDocument();
  expect((await summaryLines()).Status).toBe('Approved');
  expect(screen.queryByRole('region', { name: 'Items needed before approval' })).not.toBeInTheDocument();
});

test('"There is no Business/Mailing address registered for this Entity!" in place of an address not registered', async () => {
  renderEntity(13, { entities: [listedEntity(13, 'Ann Flips Corp', { mailingAddress: noAddress })] });
  const lines = await summaryLines();
  expect(lines['Mailing address']).toBe('There is no Business/Mailing address registered for this Entity!');
  expect(lines['Business address']).toBe('100 Congress Ave, Suite 200, Austin, TX 78701');
});

test('without a document list the entity is pending and needs the standard eight, each shown with nothing submitted', async () => {
  renderEntity(13);
  expect(await screen.findByRole('heading', { level: 1, name: 'My PENDING Entities' })).toBeInTheDocument();
  expect(neededItems()).toEqual([...ENTITY_DOCUMENT_TYPES]);
  for (const type of ENTITY_DOCUMENT_TYPES) {
    expect(documentBlock(type).counts).toEqual({ Needed: '1', Submitted: '0', Approved: '0' });
  }
});

test('each document with its counts, its files to download (name, submitted day, expiration, status) and a zip of them', async () => {
  renderEntity(12);
  await screen.findByRole('region', { name: 'Entity documents' });

  const ein = documentBlock('EIN Confirmation Letter');
  expect(ein.counts).toEqual({ Needed: '0', Submitted: '2', Approved: '1' });
  const rows = within(within(ein.block).getByRole('table', { name: 'EIN Confirmation Letter files' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['ein-letter-2.pdf', '04/05/2025', 'None', 'Submitted'],
    ['ein-letter.pdf', '03/04/2025', 'None', 'Approved'],
  ]);
  expect(within(ein.block).getByRole('link', { name: 'ein-letter.pdf' })).toHaveAttribute('href', '/api/users/42/entities/12/files/501');
  expect(within(ein.block).getByRole('link', { name: 'Download EIN Confirmation Letter (.zip)' })).toHaveAttribute(
    'href',
    '/api/users/42/entities/12/get_zip/EIN%20Confirmation%20Letter',
  );

  const resolution = documentBlock('Resolution to Borrow');
  expect(resolution.counts).toEqual({ Needed: '1', Submitted: '0', Approved: '0' });
  expect(within(resolution.block).getByRole('row', { name: /resolution\.pdf/ })).toHaveTextContent('Rejected');

  const w9 = documentBlock('W-9');
  expect(within(w9.block).getByText('No files submitted yet.')).toBeInTheDocument();
  expect(within(w9.block).queryByRole('link')).not.toBeInTheDocument();
});

test('"needs entity.doc.read to see": without it no document, no file, no zip; the needed items stay', async () => {
  renderEntity(12, { permissions: ['entity.read', 'entity.write'] });
  expect(await screen.findByRole('heading', { level: 1, name: 'My PENDING Entities' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Entity documents' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /\.zip|\.pdf/ })).not.toBeInTheDocument();
  expect(neededItems()).toEqual(['W-9', 'Resolution to Borrow']);
});

test('"entity.write to upload": without it the documents show with no upload', async () => {
  renderEntity(12, { permissions: ['entity.read', 'entity.doc.read'] });
  await screen.findByRole('region', { name: 'Entity documents' });
  expect(uploadInput('W-9')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Upload / })).not.toBeInTheDocument();
});

test('an unverified borrower gets the not-verified popover instead of the picker', async () => {
  const { user } = renderEntity(12, { person: { verified: false } });
  await screen.findByRole('region', { name: 'Entity documents' });
  expect(uploadInput('W-9')).not.toBeInTheDocument();

  await user.click(within(documentBlock('W-9').block).getByRole('button', { name: 'Upload W-9' }));
  expect(screen.getByRole('dialog', { name: "This action is not allowed because you're not verified yet." })).toBeInTheDocument();
});

test('an upload sends the files with their type; its answer updates the counts, the status and the title', async () => {
  const w9File: DocumentFile = { id: 510, name: 'w9.pdf', submitted: '2025-06-01', expiration: null, status: 'submitted' };
  const afterUpload = listedEntity(12, 'Borrower Family Trust', {
    type: 'trust',
    tin: '00-1000002',
    docs: [
      entityDocument('EIN Confirmation Letter', { neededCount: 0, submittedCount: 2, approvedCount: 1, files: [einLetterAgain, einLetter] }),
      entityDocument('W-9', { neededCount: 0, submittedCount: 1, files: [w9File] }),
      entityDocument('Resolution to Borrow', { neededCount: 0, submittedCount: 1, files: [rejectedResolution] }),
    ],
  });
  const { user, callsTo } = renderEntity(12, { answers: [answer(entityEndpoints.uploadDocuments, [approved, afterUpload, other])] });
  await screen.findByRole('region', { name: 'Entity documents' });
  expect(documentBlock('W-9').counts).toEqual({ Needed: '1', Submitted: '0', Approved: '0' });

  const file = new File(['%PDF'], 'w9.pdf', { type: 'application/pdf' });
  await user.upload(uploadInput('W-9')!, file);

  expect(await within(documentBlock('W-9').block).findByText('Uploaded successfully')).toBeInTheDocument();
  expect(callsTo(entityEndpoints.uploadDocuments)).toEqual([{ params: { userId: 42, entity_id: 12 }, body: { type: 'W-9' }, files: { files: file } }]);
  expect(screen.getByRole('heading', { level: 1, name: 'My APPROVED Entities' })).toBeInTheDocument();
  expect(documentBlock('W-9').counts).toEqual({ Needed: '0', Submitted: '1', Approved: '0' });
  expect(within(documentBlock('W-9').block).getByRole('link', { name: 'w9.pdf' })).toHaveAttribute('href', '/api/users/42/entities/12/files/510');
  expect((await summaryLines()).Status).toBe('Approved');
  expect(screen.queryByRole('region', { name: 'Items needed before approval' })).not.toBeInTheDocument();
  await waitFor(() => expect(callsTo(indicatorEndpoints.read)).toEqual([{ params: { userId: 42 } }]));
});

test('an entity that is not one of the account\'s (the API answers 404 for it) says so, with a way back to My Entities', async () => {
  renderEntity(99);
  expect(await screen.findByRole('alert')).toHaveTextContent('This entity was not found among your entities.');
  expect(screen.getByRole('link', { name: 'Back to My Entities' })).toHaveAttribute('href', '/entities');
  expect(screen.getByRole('heading', { level: 1, name: 'Entity details' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
});

test('an address that cannot name an entity says the same without asking the API', async () => {
  const { calls } = renderEntity('abc');
  expect(screen.getByRole('alert')).toHaveTextContent('This entity was not found among your entities.');
  expect(calls).toEqual([]);
});

test('a failed load says "Unable to load data" with Retry, which loads again', async () => {
  let attempts = 0;
  const { user } = renderEntity(12, {
    answers: [
      answer(entityEndpoints.list, () => {
        attempts += 1;
        if (attempts === 1) throw serverFailure();
        return [pending];
      }),
    ],
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My PENDING Entities' })).toBeInTheDocument();
});
