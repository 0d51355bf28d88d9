/** Web storage kept in memory: for tests, and for the end-to-end tests' sign-in, which writes a session as the portal does. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  /** Every item, in the order written. */
  entries(): [string, string][] {
    return [...this.items];
  }
}
