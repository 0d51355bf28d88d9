import { PDFDocument } from '@pdfme/pdf-lib';
import { achAuthorizationPdf } from '../ach-payments/ach-authorization-pdf';
import { textOfPdf } from '../loans/pdf-text';
import { signedPdf } from './signed-pdf';

test('"a real signed PDF (the document with the signature and a timestamp stamped on it)": the pages kept, the stamp added', async () => {
  const document = await achAuthorizationPdf({
    borrower: 'Ann Borrower',
    loanNumber: 'D-000012',
    address: '76 Magnolia Sq, Savannah, GA 31405',
    amount: 1250.5,
    method: { name: 'Draw account', bankName: 'First Federal Bank', accountNumberLast4: '6789' },
    day: '2026-11-24',
  });
  const at = new Date('2026-11-24T15:04:05.000Z');
  const signed = await signedPdf(document, 'Ann Borrower', at);
  expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
  const before = await PDFDocument.load(document);
  const after = await PDFDocument.load(signed, { updateMetadata: false });
  expect(after.getPageCount()).toBe(before.getPageCount());
  expect(after.getKeywords()).toBe('signed-by:Ann Borrower');
  expect(after.getModificationDate()?.toISOString()).toBe(at.toISOString());
  // The document's words are all still there, and the stamp's beside them.
  const text = textOfPdf(signed);
  expect(text).toEqual(expect.arrayContaining([...textOfPdf(document), 'Signed: Ann Borrower', `Electronically signed on ${at.toISOString()}`]));
});

test('a name outside Latin-1 signs with "?" in its place rather than failing', async () => {
  const document = await achAuthorizationPdf({ borrower: 'A', loanNumber: 'D-1', address: 'x', amount: 1, method: { name: 'm', bankName: 'b', accountNumberLast4: '1234' }, day: '2026-11-24' });
  const signed = await signedPdf(document, 'Zoë 李', new Date());
  expect((await PDFDocument.load(signed)).getKeywords()).toBe('signed-by:Zoë ?');
});
