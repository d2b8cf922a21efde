import { hash, hashSync, parseOptions, verify, type Options } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's Argon2id setting (19 MiB, 2 passes, 1 lane): about 12 ms a hash here, so that the test suite's
// hundreds of logins stay quick. `algorithm: 2` is Argon2id: the package's `Algorithm` is a const enum,
// which isolatedModules cannot import.
const current = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } satisfies Options;

/** Hashes a password with Argon2id and a fresh salt: a PHC string, `$argon2id$v=19$m=…$salt$hash`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, current);
}

/**
 * `hashPassword` without leaving the thread, for callers that cannot wait: the seed (once, before the server
 * listens) and saves that set a password inside their synchronous transaction.
 */
export function hashPasswordSync(password: string): string {
  return hashSync(password, current);
}

// Verifying against this when the account does not exist keeps the answer time the same, so the
// response time does not reveal which login IDs exist. Made on first use: importing the module stays free.
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored` (Argon2id, or an old `scrypt$N$r$p$salt$hash`); null: a decoy. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(randomBytes(12).toString('hex'));
    await verify(await decoy, password);
    return false;
  }
  if (stored.startsWith('$argon2')) return verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when `stored` is not Argon2id with the current parameters (a successful login rehashes it). */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const { memoryCost, timeCost, parallelism } = parseOptions(stored);
    return (
      memoryCost !== current.memoryCost ||
      timeCost !== current.timeCost ||
      parallelism !== current.parallelism
    );
  } catch {
    return true;
  }
}

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

// The hashes of before Argon2id (`scrypt$16384$8$1$…`): still accepted, and replaced at the next login.
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hashed] = stored.split('$');
  if (!salt || !hashed) return false;
  const expected = Buffer.from(hashed, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  try {
    const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, options);
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
