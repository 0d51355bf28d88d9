import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, passwordMatches } from './password-hash';

test('a hash records its scrypt parameters and salt, and only its own password matches it', async () => {
  const stored = await hashPassword('Correct-Horse-9');
  expect(stored).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  await expect(passwordMatches('Correct-Horse-9', stored)).resolves.toBe(true);
  await expect(passwordMatches('Correct-Horse-8', stored)).resolves.toBe(false);
  expect(await hashPassword('Correct-Horse-9')).not.toBe(stored);
});

test('a hash made with other parameters still matches: the production cost (N = 2^15) as the cheaper one the tests use', async () => {
  const salt = randomBytes(16);
  const key = scryptSync('Correct-Horse-9', salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 256 * 2 ** 15 * 8 });
  const production = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  await expect(passwordMatches('Correct-Horse-9', production)).resolves.toBe(true);
  await expect(passwordMatches('correct-horse-9', production)).resolves.toBe(false);
});

test('without a stored hash nothing matches, after the same work', async () => {
  await expect(passwordMatches('anything', null)).resolves.toBe(false);
});
