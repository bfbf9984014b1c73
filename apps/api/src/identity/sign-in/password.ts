import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes guessing on GPUs expensive.
// The cost is log2(N) (the config's PASSWORD_HASH_COST, 15 unless set; never below 15 in production). Test suites
// lower it to sign in hundreds of families quickly; a stored hash names its own N, so any cost verifies.
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Returns "scrypt$N$r$p$salt$key", so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const unknownUserHashes = new Map<number, Promise<string>>();

/** A hash of nothing anyone knows, checked when the e-mail is unknown, so both answers take as long. */
export function hashForUnknownUser(cost: number): Promise<string> {
  let hash = unknownUserHashes.get(cost);
  if (!hash) unknownUserHashes.set(cost, (hash = hashPassword(randomBytes(16).toString('hex'), cost)));
  return hash;
}
