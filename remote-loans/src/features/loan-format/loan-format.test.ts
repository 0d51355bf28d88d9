import { cardAmount, contactName, dayText, listAmount, loanAddressLine, mailtoHref } from './loan-format';

test('"Currency shown with thousands separators; in the loan list without decimals, in estimate and balances with two decimals"', () => {
  expect(listAmount(1234567.5)).toBe('$1,234,568');
  expect(listAmount(null)).toBe('');
  expect(cardAmount(1234567.5)).toBe('$1,234,567.50');
  expect(cardAmount(null)).toBeNull();
});

test('"Dates MM/DD/YYYY", nothing for a day not set', () => {
  expect(dayText('2025-03-04')).toBe('03/04/2025');
  expect(dayText(null)).toBe('');
});

test('"processor and lma (first and last name or display_name ...)": the display name first, the e-mail as a last resort', () => {
  expect(contactName({ display_name: 'Robin Q.', first_name: 'Robin', last_name: 'Quinn', email: 'r@x.test' })).toBe('Robin Q.');
  expect(contactName({ display_name: ' ', first_name: 'Pat', last_name: 'Kim', email: 'p@x.test' })).toBe('Pat Kim');
  expect(contactName({ display_name: null, first_name: null, last_name: null, email: 'p@x.test' })).toBe('p@x.test');
});

test('a property on one line, and an e-mail link with its subject encoded', () => {
  expect(loanAddressLine({ address: '12 Main St', city: 'Austin', state: 'TX', zip_code: '78701' })).toBe('12 Main St, Austin, TX 78701');
  expect(mailtoHref('draws@lender.example', 'Loan L-1 & more')).toBe('mailto:draws@lender.example?subject=Loan%20L-1%20%26%20more');
});
