import { randomBytes } from 'node:crypto';
import { lastFourDigitsOf, openAccountNumber, sealAccountNumber } from './account-number-cipher';

const key = randomBytes(32);
const ACCOUNT_NUMBER = '000123456789';

test('"account numbers stored encrypted at rest": sealed as v1.<iv>.<tag>.<ciphertext>, and opened back for the payments that need it', () => {
  const sealed = sealAccountNumber(ACCOUNT_NUMBER, key);
  expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
  expect(sealed).not.toContain(ACCOUNT_NUMBER);
  expect(sealed).not.toContain(Buffer.from(ACCOUNT_NUMBER).toString('base64url'));
  expect(openAccountNumber(sealed, key)).toBe(ACCOUNT_NUMBER);
  // The longest number the form takes ("account number max 20").
  expect(openAccountNumber(sealAccountNumber('9'.repeat(20), key), key)).toBe('9'.repeat(20));
});

test('a random IV per value: the same number sealed twice gives two values, so equal numbers cannot be spotted in the table', () => {
  const first = sealAccountNumber(ACCOUNT_NUMBER, key);
  const second = sealAccountNumber(ACCOUNT_NUMBER, key);
  expect(first).not.toBe(second);
  expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  expect([openAccountNumber(first, key), openAccountNumber(second, key)]).toEqual([ACCOUNT_NUMBER, ACCOUNT_NUMBER]);
});

test('a value sealed under another key, or altered, does not open into a wrong number: it fails', () => {
  const sealed = sealAccountNumber(ACCOUNT_NUMBER, key);
  const failure = 'A sealed account number does not open: altered, or sealed under another DATA_ENCRYPTION_KEY';
  expect(() => openAccountNumber(sealed, randomBytes(32))).toThrow(failure);

  const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
  const flipped = Buffer.from(ciphertext, 'base64url');
  flipped[0] = flipped[0]! ^ 1;
  expect(() => openAccountNumber([version, iv, tag, flipped.toString('base64url')].join('.'), key)).toThrow(failure);
  const otherTag = Buffer.from(tag, 'base64url');
  otherTag[15] = otherTag[15]! ^ 0x80;
  expect(() => openAccountNumber([version, iv, otherTag.toString('base64url'), ciphertext].join('.'), key)).toThrow(failure);
  // Moving another value's IV onto this one breaks it too.
  const otherIv = sealAccountNumber(ACCOUNT_NUMBER, key).split('.')[1]!;
  expect(() => openAccountNumber([version, otherIv, tag, ciphertext].join('.'), key)).toThrow(failure);
});

test('only its own format opens: an unknown version, a short tag or IV, a number kept in the clear', () => {
  const [, iv, tag, ciphertext] = sealAccountNumber(ACCOUNT_NUMBER, key).split('.') as [string, string, string, string];
  const unknown = 'Not a sealed account number of a known version';
  for (const wrong of [ACCOUNT_NUMBER, `v2.${iv}.${tag}.${ciphertext}`, `v1.${iv}.${tag.slice(0, 10)}.${ciphertext}`, `v1.${iv.slice(0, 8)}.${tag}.${ciphertext}`, `v1.${iv}.${tag}`, `v1.${iv}.${tag}.${ciphertext}.x`]) {
    expect(() => openAccountNumber(wrong, key)).toThrow(unknown);
  }
});

test('the key is AES-256’s 32 bytes, or nothing is sealed or opened', () => {
  expect(() => sealAccountNumber(ACCOUNT_NUMBER, randomBytes(16))).toThrow('The data encryption key must be 32 bytes');
  expect(() => openAccountNumber(sealAccountNumber(ACCOUNT_NUMBER, key), Buffer.alloc(0))).toThrow('The data encryption key must be 32 bytes');
});

test('"masked except its last 4 digits": what is kept in the clear', () => {
  expect(lastFourDigitsOf('000123456789')).toBe('6789');
  expect(lastFourDigitsOf('4820019377')).toBe('9377');
});
