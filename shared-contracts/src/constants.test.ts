import * as c from './constants';

test('spec 000 §4.4: "On load a stored session is restored if its last login is within 15 minutes"', () => {
  const now = Date.UTC(2026, 10, 29, 9, 0);
  const minute = 60_000;
  expect(c.sessionIsRestorable(now - 15 * minute, now)).toBe(true);
  expect(c.sessionIsRestorable(now - 15 * minute - 1, now)).toBe(false);
  // A clock that says the last activity is still to come is not trusted.
  expect(c.sessionIsRestorable(now + 1, now)).toBe(false);
  // An environment's own session length.
  expect(c.sessionIsRestorable(now - 2 * minute, now, minute)).toBe(false);
});

test('spec 001 §9: "Loan list page size 10"; "Draw overdue: 90 days and balance above 0.01; maturity warning window 30 days; payment overdue warning window 11 days"', () => {
  expect(c.LOAN_PAGE_SIZE).toBe(10);
  expect(c.DRAW_OVERDUE_DAYS).toBe(90);
  expect(c.HOLDBACK_BALANCE_THRESHOLD).toBe(0.01);
  expect(c.MATURITY_WARNING_DAYS).toBe(30);
  expect(c.PAYMENT_OVERDUE_WARNING_DAYS).toBe(11);
});

test('spec 001 §9: "Free text max 500 ..., 128 (policy number, type). Entity name max 100; bank name max 100; account name max 100; routing and account number max 20. Deal type description min 5."', () => {
  expect([c.FREE_TEXT_MAX_LENGTH, c.INSURANCE_TEXT_MAX_LENGTH]).toEqual([500, 128]);
  expect([c.ENTITY_NAME_MAX_LENGTH, c.BANK_NAME_MAX_LENGTH, c.ACCOUNT_NAME_MAX_LENGTH]).toEqual([100, 100, 100]);
  expect([c.ROUTING_NUMBER_MAX_LENGTH, c.ACCOUNT_NUMBER_MAX_LENGTH]).toEqual([20, 20]);
  expect(c.DEAL_TYPE_DESCRIPTION_MIN_LENGTH).toBe(5);
});

test('spec 002 §9: "employment text fields max 255"; "Ownership percentage 0.01 to 100"; "Dollar field ... at most 9 characters"', () => {
  expect(c.EMPLOYMENT_TEXT_MAX_LENGTH).toBe(255);
  expect([c.OWNERSHIP_PERCENTAGE_MIN, c.OWNERSHIP_PERCENTAGE_MAX]).toEqual([0.01, 100]);
  expect(c.DOLLAR_MAX_CHARACTERS).toBe(9);
});

test('spec 002 §9: "Lookback windows: 7 years for foreclosure and bankruptcy; flips 12 months, 3 years, 24 months"', () => {
  expect(c.FORECLOSURE_BANKRUPTCY_LOOKBACK_YEARS).toBe(7);
  expect(c.FLIP_LOOKBACK_MONTHS).toEqual({ flipsLastYear: 12, flipsLastThreeYear: 36, flipsConstructionLastTwoYears: 24 });
});

test('"report reload 6000 ms with a maximum of 6 calls"; "auto-sign delay 500 ms"; "Vertical application tabs at a window width of 1300 px"', () => {
  expect([c.REPORT_RELOAD_MS, c.REPORT_RELOAD_MAX_CALLS]).toEqual([6000, 6]);
  expect(c.AUTO_SIGN_DELAY_MS).toBe(500);
  expect(c.VERTICAL_APPLICATION_TABS_MIN_WIDTH_PX).toBe(1300);
});

test('"Progress percentage is fraction times 100", shown as a whole percent', () => {
  expect(c.progressPercent(0)).toBe(0);
  expect(c.progressPercent(0.07)).toBe(7);
  expect(c.progressPercent(0.555)).toBe(56);
  expect(c.progressPercent(1)).toBe(100);
});

test('"Profile picture: types png, bmp, jpeg, jpg, svg; max 25 MB"', () => {
  expect(c.PROFILE_PICTURE_EXTENSIONS).toEqual(['png', 'bmp', 'jpeg', 'jpg', 'svg']);
  expect(c.PROFILE_PICTURE_MAX_BYTES).toBe(25 * 1024 * 1024);
});
