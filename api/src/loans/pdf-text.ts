import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, as far as tests need to read it: pdfkit compresses each content stream and
 * writes its text as hex strings split by kerning (`[<4c6f61> 70 <6e>] TJ`), in the standard fonts' one-byte
 * encoding. Streams that are not compressed content (fonts, images) are skipped.
 */
export function textOfPdf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const shown of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = shown[1] === undefined ? [shown[2]!] : [...shown[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!);
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
