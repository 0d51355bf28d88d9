/** Rows as a plain text table for people: a header, a rule, the cells padded to their column's width. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  const text = (cell: string | number | boolean | null | undefined) => (cell === null || cell === undefined || cell === '' ? '—' : String(cell));
  const cells = rows.map((row) => row.map(text));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
