import { formatDate } from '@portal/shared-contracts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the form holds it ("YYYY-MM-DD"). */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && ISO_DAY.test(value);
}

/** Shapes typed digits into "MM/DD/YYYY" as far as they go: "0115" → "01/15". */
export function maskDateTyping(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** What the input shows for a held value: a day in MM/DD/YYYY, or the unfinished text as it was typed. */
export function dateInputText(value: unknown): string {
  if (isIsoDay(value)) return formatDate(value);
  return typeof value === 'string' ? value : '';
}

/** Today in the borrower's own time zone, as "YYYY-MM-DD". */
export function todayIsoDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
