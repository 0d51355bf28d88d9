import { COMPANY, formatDate, formatDollarsAndCents, paymentMethodMessages } from '@portal/shared-contracts';
import PDFDocument from 'pdfkit';

export interface AchAuthorizationFacts {
  borrower: string;
  loanNumber: string;
  address: string;
  amount: number;
  method: { name: string; bankName: string; accountNumberLast4: string };
  day: string;
}

/**
 * The one-time ACH payment authorization the borrower signs (spec 001 §4 'ACH request'): who pays what on which
 * loan, from which account, in the payment methods' authorization wording, with the line the signature goes on.
 */
export function achAuthorizationPdf(facts: AchAuthorizationFacts): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `ACH Payment Authorization - ${facts.loanNumber}`, Author: COMPANY.name } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.font('Helvetica-Bold').fontSize(16).text('ACH Payment Authorization');
  document.moveDown(0.5).font('Helvetica').fontSize(11).text(COMPANY.name);
  document.moveDown();
  const line = (label: string, value: string) => document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line('Borrower', facts.borrower);
  line('Loan', `${facts.loanNumber}, ${facts.address}`);
  line('Amount', formatDollarsAndCents(facts.amount));
  line('From', `${facts.method.name}, ${facts.method.bankName}, account ending in ${facts.method.accountNumberLast4}`);
  line('Date', formatDate(facts.day));
  document.moveDown().text(paymentMethodMessages.achAuthorization(COMPANY.name));
  document.moveDown().text(`This authorization is for ${formatDollarsAndCents(facts.amount)}, once; the lender reviews it before the withdrawal is made.`);
  document.moveDown(2).text('Signature:');
  document.end();
  return done;
}
