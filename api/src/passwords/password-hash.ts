import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * scrypt with N = 2^15, r = 8, p = 1 (32 MiB, about 0.1 s here). The parameters are stored with each hash,
 * so raising them later leaves existing passwords valid.
 *
 * Inside jest's workers only (JEST_WORKER_ID, which jest sets for each of its workers and nothing else does) N is
 * 2^10: the API tests sign people in and seed accounts thousands of times, and at 2^15 more than a third of their
 * time went to scrypt (the API suite on one worker: 348 → 218 s). The end-to-end tests run the API as production does.
 */
const COST = { N: process.env.JEST_WORKER_ID === undefined ? 2 ** 15 : 2 ** 10, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/**
 * Derivations at once: no more than the cores. scrypt runs on libuv's threadpool, 4 threads: on 2 cores, 50 sign-ins
 * at once ran 4 derivations side by side, each at half speed, and left the event loop a fifth of the machine, so
 * the calls of the borrowers already signed in waited up to a second. The sign-ins finish no later for it (the
 * cores were the limit); those beyond it queue, in order.
 */
const DERIVATIONS_AT_ONCE = availableParallelism();
let deriving = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, cost: typeof COST, keyBytes: number): Promise<Buffer> {
  // A derivation that ends hands its place to the first waiting, if any, so none can slip in between.
  if (deriving < DERIVATIONS_AT_ONCE) deriving += 1;
  else await new Promise<void>((takeOver) => waiting.push(takeOver));
  try {
    // Node refuses by default anything above 32 MiB, which is exactly what N = 2^15, r = 8 needs.
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else deriving -= 1;
  }
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

let decoy: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown e-mail, or no password chosen yet)
 * it still runs scrypt on a decoy, so the answer takes as long and timing does not tell who has an account.
 */
export async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(randomBytes(12).toString('base64'));
    await passwordMatches(password, await decoy);
    return false;
  }
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) throw new Error('Unrecognised password hash format');
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}
