/** A value a select, radio group or card offers, with the words the borrower reads. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** The choices of an enumeration in the specification's order, so every select lists them alike. */
export function choicesOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Choice<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A raw value's label, or the raw value itself when the portal does not know it (the server may add values first). */
export function labelOf<T extends string>(labels: Readonly<Record<T, string>>, raw: string): string {
  return Object.prototype.hasOwnProperty.call(labels, raw) ? labels[raw as T] : raw;
}
