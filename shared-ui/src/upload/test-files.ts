/** A file of the given name and size without allocating its bytes (jsdom reads `size` like any property). */
export function fileOfSize(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(size === 0 ? [] : ['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * 1024;
