import { COMPANY } from '@portal/shared-contracts';
import { textOfPdf } from './pdf-text';
import { statementFileName, statementName, statementPdf } from './statement-pdf';

const facts = {
  borrower: 'Ann Borrower',
  loanNumber: 'D-000123',
  property: { address: '4127 Maple Ridge Dr', unit: 'Unit 4', city: 'Austin', state: 'TX', zipCode: '78745' },
  periodEnd: '2026-10-31',
  figures: { principalBalance: 254500, interestRate: 11.25, interestDue: 2385.94, amountDue: 2385.94, dueDate: '2026-11-01', holdbackBalance: 38750.5 },
};

test('a statement is named for its month, and saved under the loan number and the month', () => {
  expect(statementName('2026-10-31')).toBe('Statement for October 2026');
  expect(statementName('2027-01-31')).toBe('Statement for January 2027');
  expect(statementFileName('D-000123', '2026-10-31')).toBe('D-000123-statement-2026-10.pdf');
});

test('"statements are real PDF files the API generates from the loan\'s data": lender, borrower, loan, property and figures', async () => {
  const pdf = await statementPdf(facts);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const lines = textOfPdf(pdf);
  expect(lines).toEqual(
    expect.arrayContaining([
      COMPANY.name,
      'Statement for October 2026',
      'Ann Borrower',
      'D-000123',
      '4127 Maple Ridge Dr Unit 4, Austin, TX 78745',
      '10/31/2026',
      '$254,500.00',
      '11.25%',
      '$2,385.94',
      '11/01/2026',
      '$38,750.50',
    ]),
  );
});

test('a loan without a holdback says so rather than printing a balance of nothing', async () => {
  const lines = textOfPdf(await statementPdf({ ...facts, figures: { ...facts.figures, holdbackBalance: null } }));
  expect(lines[lines.indexOf('Holdback balance') + 1]).toBe('None');
});
