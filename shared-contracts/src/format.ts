/**
 * Formatters and input masks (spec 000 §5, §9; spec 001 §9). Pure functions: the same text in the browser,
 * in tests and in the API's e-mails.
 */

/**
 * US dollars with thousands separators and a fixed number of decimals, rounding half away from zero, as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes them (format.test.ts compares the two).
 * Written out rather than asked of Intl: making a currency formatter costs a phone 40 ms of main thread the first
 * time (160 ms at Lighthouse's 4× slowdown, measured on the dashboard), every page that shows an amount paid it.
 */
function dollars(amount: number, decimals: 0 | 2): string {
  if (!Number.isFinite(amount)) return `${amount < 0 ? '-' : ''}$${Number.isNaN(amount) ? 'NaN' : '∞'}`;
  const { sign, whole, fraction } = rounded(amount, decimals);
  return `${sign}$${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A finite number rounded to `decimals` digits half away from zero, as Intl rounds: its sign, whole part and digits. */
function rounded(value: number, decimals: 0 | 2): { sign: '' | '-'; whole: string; fraction: string } {
  const scale = 10 ** decimals;
  // toPrecision(15) first: 1.005 × 100 is 100.49999999999999 in binary, and Intl rounds the decimal 1.005 up.
  const units = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  return {
    sign: value < 0 && units > 0 ? '-' : '',
    whole: formatWholeNumber(Math.floor(units / scale)),
    fraction: decimals ? String(units % scale).padStart(decimals, '0') : '',
  };
}

/** A whole number with thousands separators, as `toLocaleString('en-US')` writes it: 10000 → "10,000". */
export function formatWholeNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A figure a property carries (baths, square feet, lot size) with thousands separators and at most two decimals, as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })` writes it: 1234.5 → "1,234.5". Written out for the
 * reason the dollars are: the first number formatter a page makes costs it 35–140 ms of main thread here.
 */
export function formatFigure(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const { sign, whole, fraction } = rounded(value, 2);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}

/** "Whole-dollar currency with thousands separators for loan numbers": 1234567 → "$1,234,567". */
export function formatWholeDollars(amount: number): string {
  return dollars(amount, 0);
}

/** "in estimate and balances with two decimals": 1234.5 → "$1,234.50". */
export function formatDollarsAndCents(amount: number): string {
  return dollars(amount, 2);
}

/** "A currency field keeps digits only and turns an empty value into 0." */
export function currencyInputValue(typed: string): number {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/**
 * "Dates MM/DD/YYYY". A date-only value ("2024-01-15") is a calendar day, not an instant: it is shown as
 * written, whatever the viewer's time zone.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) return `${dateOnly[2]}/${dateOnly[3]}/${dateOnly[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Reads "MM/DD/YYYY" into "YYYY-MM-DD", or null when it is not a real calendar day. */
export function parseDate(typed: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, month, day, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid = date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

/** Shapes typed digits into groups with separators, as far as the digits go. */
function maskDigits(typed: string, groups: readonly number[], render: (parts: string[]) => string): string {
  let digits = typed.replace(/\D/g, '').slice(0, groups.reduce((sum, size) => sum + size, 0));
  const parts: string[] = [];
  for (const size of groups) {
    if (!digits) break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return render(parts);
}

/** Phone mask "(000) 000-0000", applied while typing: "5550102" → "(555) 010-2". */
export function maskPhone(typed: string): string {
  return maskDigits(typed, [3, 3, 4], ([area, exchange, line]) => {
    if (!area) return '';
    if (!exchange) return `(${area}`;
    return line ? `(${area}) ${exchange}-${line}` : `(${area}) ${exchange}`;
  });
}

/** "SSN format 3-2-4", "formatted 3-2-4 with dashes while typing": "12345" → "123-45". */
export function maskSsn(typed: string): string {
  return maskDigits(typed, [3, 2, 4], (parts) => parts.join('-'));
}

/** Tax ID "dd-ddddddd", while typing: "123" → "12-3". */
export function maskTaxId(typed: string): string {
  return maskDigits(typed, [2, 7], (parts) => parts.join('-'));
}

/**
 * A tax id as the API answers it once saved: its last four digits ("**-***6789"). The rest is kept sealed and never
 * answered, so no page, log or cache of an answer holds it.
 */
export function maskedTaxId(lastFour: string): string {
  return `**-***${lastFour}`;
}

/** The calendar day a moment falls on where the code runs, as "YYYY-MM-DD" (the form `parseDate` returns). */
export function calendarDayOf(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
