import { PDFDocument, rgb, StandardFonts } from '@pdfme/pdf-lib';

/**
 * The signed document: the PDF as it was, with the signature and the moment of signing stamped at the foot of its
 * last page, and its metadata saying who signed. Made with pdf-lib (the pdfme project's maintained fork), which
 * edits an existing PDF without re-drawing it.
 */
export async function signedPdf(pdf: Buffer, typedName: string, at: Date): Promise<Buffer> {
  // The standard fonts write Latin-1; a letter outside it is shown as "?" rather than failing the signature.
  const signer = typedName.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = document.getPages().at(-1)!;
  const font = await document.embedFont(StandardFonts.HelveticaOblique);
  const small = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(`Signed: ${signer}`, { x: 60, y: 96, size: 16, font, color: rgb(0.1, 0.15, 0.35) });
  page.drawText(`Electronically signed on ${at.toISOString()}`, { x: 60, y: 78, size: 9, font: small, color: rgb(0.3, 0.3, 0.3) });
  document.setModificationDate(at);
  document.setKeywords([`signed-by:${signer}`]);
  return Buffer.from(await document.save());
}
