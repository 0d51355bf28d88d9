/** Fields that must never be written to web storage (SSN, date of birth, driver's license, tax id). */
const SENSITIVE_KEYS = new Set(['ssn', 'dateofbirth', 'dob', 'date_of_birth', 'driverslicense', 'drivers_license', 'driverslicensestate', 'taxid', 'tax_id', 'ein']);

function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEYS.has(key.toLowerCase());
}

/** A deep copy without sensitive fields, safe to keep in web storage. */
export function withoutSensitiveFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutSensitiveFields(item)) as T;
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (!isSensitiveKey(key)) copy[key] = withoutSensitiveFields(item);
    return copy as T;
  }
  return value;
}
