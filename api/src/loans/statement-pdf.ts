import { COMPANY, formatDate, formatDollarsAndCents, type DealProperty } from '@portal/shared-contracts';
import PDFDocument from 'pdfkit';
import { addressLineOf } from '../dashboard/summaries';
import type { StatementFigures } from './schema';

/** The month a statement covers, in the borrower's words: "Statement for October 2026". */
export function statementName(periodEnd: string): string {
  return `Statement for ${monthOf(periodEnd)}`;
}

/** The name the download is saved under: "D-000123-statement-2026-10.pdf", so a folder of them sorts by loan and month. */
export function statementFileName(loanNumber: string, periodEnd: string): string {
  return `${loanNumber}-statement-${periodEnd.slice(0, 7)}.pdf`;
}

/** Made once: `toLocaleString` with options makes a new formatter at every call, which costs more than the rest of a loan's documents. */
const MONTH_AND_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthOf(day: string): string {
  return MONTH_AND_YEAR.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

export interface StatementFacts {
  borrower: string;
  loanNumber: string;
  property: Pick<DealProperty, 'address' | 'unit' | 'city' | 'state' | 'zipCode'>;
  periodEnd: string;
  figures: StatementFigures;
}

/** A rate as a statement prints it: 11.5 → "11.50%". */
const percent = (rate: number) => `${rate.toFixed(2)}%`;

/**
 * A monthly statement as a PDF (spec 001 §3 `documents.statements`): the lender, the borrower, the loan and its
 * property, and the figures as they stood at the period's end. Made when it is downloaded, from what the database
 * holds, so it always says what the loan's records say; the standard Helvetica needs no font file.
 */
export function statementPdf(facts: StatementFacts): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    info: { Title: `${statementName(facts.periodEnd)} - ${facts.loanNumber}`, Author: COMPANY.name, Subject: `Loan ${facts.loanNumber}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text(COMPANY.name);
  document.font('Helvetica').fontSize(10).text(`${COMPANY.loanServicing.label}: ${COMPANY.loanServicing.phone} · ${COMPANY.loanServicing.email}`);
  document.moveDown(1.5);
  document.font('Helvetica-Bold').fontSize(16).text(statementName(facts.periodEnd));
  document.moveDown(0.5);

  const { figures } = facts;
  const lines: [string, string][] = [
    ['Borrower', facts.borrower],
    ['Loan number', facts.loanNumber],
    ['Property', addressLineOf(facts.property)],
    ['Period end', formatDate(facts.periodEnd)],
    ['Principal balance', formatDollarsAndCents(figures.principalBalance)],
    ['Interest rate', percent(figures.interestRate)],
    ['Interest due', formatDollarsAndCents(figures.interestDue)],
    ['Amount due', formatDollarsAndCents(figures.amountDue)],
    ['Due date', formatDate(figures.dueDate)],
    ['Holdback balance', figures.holdbackBalance === null ? 'None' : formatDollarsAndCents(figures.holdbackBalance)],
  ];
  document.fontSize(11);
  for (const [label, value] of lines) {
    const y = document.y;
    document.font('Helvetica-Bold').text(label, 60, y, { width: 160 });
    document.font('Helvetica').text(value, 230, y, { width: 320 });
    document.moveDown(0.4);
  }
  document.moveDown(1.5);
  document
    .fontSize(9)
    .fillColor('#444444')
    .text(`Please pay ${formatDollarsAndCents(figures.amountDue)} by ${formatDate(figures.dueDate)}. Questions about this statement: ${COMPANY.loanServicing.email}.`, 60);
  document.end();
  return done;
}
