import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt's cost parameters. N = 2^15, r = 8 is OWASP's scrypt recommendation (about 32 MiB and
 * tens of milliseconds per hash); p = 1. They are stored with each hash, so raising them later
 * keeps old hashes verifiable.
 */
export interface ScryptParams {
  cost: number;
  blockSize: number;
  parallelization: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = {
  cost: 2 ** 15,
  blockSize: 8,
  parallelization: 1,
};

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Room for the memory of the largest parameters accepted below (128 × N × r bytes, and some).
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const PREFIX = 'scrypt';

function deriveKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelization,
    maxmem: MAX_MEMORY_BYTES,
  };
  // The callback form runs on libuv's thread pool: a sign-in never blocks other requests.
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<N>$<r>$<p>$<salt>$<key>`, salt and key in base64url: everything verify needs. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params);
  return [
    PREFIX,
    params.cost,
    params.blockSize,
    params.parallelization,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params);
  // Constant-time: how much of the key matches must not show in the time taken.
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [prefix, cost, blockSize, parallelization, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return null;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelization: Number(parallelization),
  };
  // Bounds keep a corrupted row from asking for gigabytes of memory or minutes of work.
  const isPowerOfTwo = Number.isInteger(Math.log2(params.cost));
  if (
    !isPowerOfTwo ||
    params.cost < 2 ||
    params.cost > 2 ** 20 ||
    !Number.isInteger(params.blockSize) ||
    params.blockSize < 1 ||
    params.blockSize > 32 ||
    !Number.isInteger(params.parallelization) ||
    params.parallelization < 1 ||
    params.parallelization > 16 ||
    128 * params.cost * params.blockSize > MAX_MEMORY_BYTES / 2
  ) {
    return null;
  }
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}
