/**
 * For tests: the names of a zip's entries, read from its central directory (signature PK\1\2, the name's length at
 * offset 28, the extra field's at 30, the comment's at 32, the name at 46), as an unzip tool lists them.
 */
export function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let offset = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); offset !== -1; ) {
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset = zip.indexOf('PK\u0001\u0002', offset + 46 + nameLength + extraLength + commentLength, 'latin1');
  }
  return names;
}
