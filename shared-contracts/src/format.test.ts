import { currencyInputValue, formatDate, formatDollarsAndCents, formatFigure, formatWholeDollars, formatWholeNumber, maskPhone, maskSsn, maskedTaxId, maskTaxId, parseDate } from './format';

test('"Whole-dollar currency with thousands separators for loan numbers"', () => {
  expect(formatWholeDollars(1234567)).toBe('$1,234,567');
  expect(formatWholeDollars(0)).toBe('$0');
  expect(formatWholeDollars(100_000_000)).toBe('$100,000,000');
  expect(formatWholeDollars(999.5)).toBe('$1,000');
});

test('"in estimate and balances with two decimals"', () => {
  expect(formatDollarsAndCents(1234.5)).toBe('$1,234.50');
  expect(formatDollarsAndCents(0)).toBe('$0.00');
});

test('amounts are written as Intl writes US dollars, without paying for a currency formatter', () => {
  const intl = (decimals: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const [whole, cents] = [intl(0), intl(2)];
  const amounts = [0, 0.5, 0.994, 0.995, 1.005, 1.015, 2.675, 999.5, 1000, 1234.5, 65_432.1, 987_654.321, 1_000_000, 12_345_678.9, 100_000_000, 2 ** 40 + 0.25];
  // And 500 amounts in cents spread over every magnitude (a fixed sequence, so a failure repeats).
  for (let i = 1; i <= 500; i += 1) amounts.push(((i * 2_654_435_761) % 10 ** (2 + (i % 9))) / 100);
  for (const amount of [...amounts, ...amounts.filter((a) => a >= 1).map((a) => -a)]) {
    expect(formatWholeDollars(amount)).toBe(whole.format(amount));
    expect(formatDollarsAndCents(amount)).toBe(cents.format(amount));
  }
  for (const count of [0, 7, 999, 1000, 10_000, 1_234_567]) expect(formatWholeNumber(count)).toBe(count.toLocaleString('en-US'));
  expect(formatDollarsAndCents(Number.NaN)).toBe(cents.format(Number.NaN));
  expect(formatWholeDollars(-Infinity)).toBe(whole.format(-Infinity));
});

test("a property's figures are written as Intl writes them with at most two decimals, without paying for a number formatter", () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const figures = [0, 0.5, 0.994, 0.995, 1.005, 1.1, 1.25, 2.5, 3, 999.999, 1000, 1234.5, 43_560, 87_120.04, 1_000_000.1];
  for (let i = 1; i <= 500; i += 1) figures.push(((i * 2_654_435_761) % 10 ** (1 + (i % 8))) / 1000);
  for (const figure of [...figures, ...figures.filter((f) => f >= 1).map((f) => -f)]) expect(formatFigure(figure)).toBe(intl.format(figure));
  for (const odd of [Number.NaN, Infinity, -Infinity]) expect(formatFigure(odd)).toBe(intl.format(odd));
});

test('"A currency field keeps digits only and turns an empty value into 0."', () => {
  expect(currencyInputValue('$1,250')).toBe(1250);
  expect(currencyInputValue('12a3')).toBe(123);
  expect(currencyInputValue('')).toBe(0);
  expect(currencyInputValue('$')).toBe(0);
});

test('"Dates MM/DD/YYYY", a calendar day never shifted by the time zone', () => {
  expect(formatDate('2024-01-15')).toBe('01/15/2024');
  expect(formatDate(new Date(2024, 11, 3, 23, 59))).toBe('12/03/2024');
  expect(formatDate('not a date')).toBe('');
  expect(parseDate('02/29/2024')).toBe('2024-02-29');
  expect(parseDate('02/29/2023')).toBeNull();
  expect(parseDate('13/01/2024')).toBeNull();
  expect(parseDate('1/2/2024')).toBeNull();
});

test('"Phone pattern (ddd) ddd-dddd", masked "(000) 000-0000" while typing', () => {
  expect(maskPhone('')).toBe('');
  expect(maskPhone('5')).toBe('(5');
  expect(maskPhone('555')).toBe('(555');
  expect(maskPhone('5550')).toBe('(555) 0');
  expect(maskPhone('555010')).toBe('(555) 010');
  expect(maskPhone('5550102')).toBe('(555) 010-2');
  expect(maskPhone('55501020309999')).toBe('(555) 010-2030');
  expect(maskPhone('(555) 010-2030')).toBe('(555) 010-2030');
});

test('"SSN pattern ddd-dd-dddd (formatted 3-2-4 with dashes while typing)"', () => {
  expect(maskSsn('123')).toBe('123');
  expect(maskSsn('1234')).toBe('123-4');
  expect(maskSsn('12345')).toBe('123-45');
  expect(maskSsn('123456')).toBe('123-45-6');
  expect(maskSsn('1234567890')).toBe('123-45-6789');
});

test('"Tax ID pattern dd-ddddddd"', () => {
  expect(maskTaxId('12')).toBe('12');
  expect(maskTaxId('123')).toBe('12-3');
  expect(maskTaxId('12-3456789')).toBe('12-3456789');
  expect(maskTaxId('1234567899')).toBe('12-3456789');
});

test('a saved tax id is answered masked, its last four digits only', () => {
  expect(maskedTaxId('6789')).toBe('**-***6789');
});
