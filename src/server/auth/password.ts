import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 64;
const cost = { N: 16384, r: 8, p: 1 };

function scryptAsync(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt and a fresh 16-byte salt: `scrypt$N$r$p$salt$hash` (base64). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, keyLength, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Verifying against this when the account does not exist keeps the answer time the same, so the
// response time does not reveal which login IDs exist.
const decoy = hashPassword(randomBytes(12).toString('hex'));

/** True when `password` matches `stored` (a `hashPassword` result); `stored` null checks against a decoy. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = (stored ?? decoy).split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options);
  return stored !== null && timingSafeEqual(key, expected);
}
