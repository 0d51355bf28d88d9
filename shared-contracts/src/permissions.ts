/** Permission strings the server grants after sign-in (spec 000 §6, spec 002 §6). */
export const PERMISSIONS = [
  'dashboard.read',
  'loans.read',
  'loans.write',
  'payments.read',
  'payments.write',
  'entity.read',
  'entity.write',
  'entity.doc.read',
  'entity.doc.write',
  'plaid.read',
  'plaid.write',
  'mydocs.read',
  'mydocs.write',
  'loans.draw.write',
  'loans.draw.docs.write',
  'loans.ach.write',
  'loans.ach.docs.write',
  // Spec 001 §6 adds these: "loans.payoff.write ... loans.draw.read, loans.ach.read, loans.payoff.read".
  'loans.payoff.write',
  'loans.draw.read',
  'loans.ach.read',
  'loans.payoff.read',
  'application.read',
  'application.write',
  'owner',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** "The owner permission grants everything; otherwise all required permissions must be held." */
export function can(held: readonly string[], ...required: readonly Permission[]): boolean {
  if (held.includes('owner')) return true;
  return required.every((permission) => held.includes(permission));
}
