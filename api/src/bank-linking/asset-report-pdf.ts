import { formatDate, formatDollarsAndCents } from '@portal/shared-contracts';
import PDFDocument from 'pdfkit';
import type { AssetReport } from './bank-linking';

const amount = (value: number | null) => (value === null ? 'Not given' : formatDollarsAndCents(value));

/**
 * The stand-in's asset report as a PDF, as a provider prints one (Plaid's `/asset_report/pdf/get`): when it was made,
 * the days it covers, and for each bank its accounts with their masks, balances and owners. Made from the report
 * itself, so it says what the report answers; the standard Helvetica needs no font file.
 */
export function assetReportPdf(report: AssetReport, daysRequested: number): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `Asset Report ${report.assetReportId}`, Author: 'Bank-linking stand-in' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text('Asset Report');
  document.font('Helvetica').fontSize(10).fillColor('#444444').text("Made by the lower environments' bank-linking stand-in: the banks and balances are made up.");
  document.fillColor('#000000').moveDown(0.5);
  document.fontSize(11).text(`Generated: ${formatDate(report.dateGenerated)}`);
  document.text(`Covers the last ${daysRequested} days`);
  document.text(`Report: ${report.assetReportId}`);

  for (const item of report.items) {
    document.moveDown(1.2);
    document.font('Helvetica-Bold').fontSize(15).text(item.institutionName);
    for (const account of item.accounts) {
      document.moveDown(0.6);
      document.font('Helvetica-Bold').fontSize(12).text(`${account.name} (${account.mask === null ? 'no mask' : `ending ${account.mask}`})`);
      const lines: [string, string][] = [
        ['Type', [account.type, account.subtype].filter(Boolean).join(', ')],
        ['Available balance', amount(account.balances.available)],
        ['Current balance', amount(account.balances.current)],
        ...account.owners.flatMap((owner): [string, string][] => [
          ['Owner', owner.names.join(', ')],
          ['E-mail', owner.emails.join(', ')],
          ['Phone', owner.phone_numbers.join(', ')],
          ['Address', owner.addresses.join('; ')],
        ]),
      ];
      document.fontSize(10);
      for (const [label, value] of lines) {
        const y = document.y;
        document.font('Helvetica-Bold').text(label, 60, y, { width: 140 });
        document.font('Helvetica').text(value || '-', 210, y, { width: 340 });
      }
    }
  }
  document.end();
  return done;
}
