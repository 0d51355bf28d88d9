import { createHash } from 'node:crypto';
import { COMPANY } from '@portal/shared-contracts';

/** PDF string literals escape these three characters; anything outside Latin-1 is left out of a demo page. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\xff]/g, '?');

/**
 * A one-page PDF saying what the demo document stands for, small enough to make by the hundred while the seed runs
 * (pdfkit would take longer than the whole seed): a real file a borrower's viewer opens, with the cross-reference
 * offsets a strict reader checks.
 */
export function demoDocumentPdf(lines: readonly string[]): Buffer {
  const content = [`${COMPANY.name} - demo document`, ...lines]
    .map((line, index) => `BT /F1 ${index === 0 ? 10 : 14} Tf 72 ${720 - index * 22} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
