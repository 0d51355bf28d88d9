import { applicationSigningMessages, COMPANY, formatDate } from '@portal/shared-contracts';
import PDFDocument from 'pdfkit';

export interface ApplicationFacts {
  /** The guarantor who signs: the person signed in. */
  guarantor: string;
  entity: { name: string; type: string };
  day: string;
}

/**
 * The application the guarantor signs (spec 002 §2.5, §4 'Application signing'): who guarantees for which borrowing
 * entity, the certification that the application is true and complete, and the line the signature goes on.
 */
export function applicationPdf(facts: ApplicationFacts): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `Borrower Application - ${facts.entity.name}`, Author: COMPANY.name } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.font('Helvetica-Bold').fontSize(16).text('Guarantor and Borrower Application');
  document.moveDown(0.5).font('Helvetica').fontSize(11).text(COMPANY.name);
  document.moveDown();
  const line = (label: string, value: string) => document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  line('Guarantor', facts.guarantor);
  line('Borrowing entity', `${facts.entity.name} (${facts.entity.type})`);
  line('Date', formatDate(facts.day));
  document.moveDown().text(applicationSigningMessages.certification);
  document.moveDown(2).text('Signature:');
  document.end();
  return done;
}
