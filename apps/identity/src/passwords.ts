// Password hashing with node:crypto scrypt. The stored string carries its own parameters and salt:
//   $scrypt$ln=17,r=8,p=1$<salt base64url>$<hash base64url>
// so the cost can be raised later without invalidating existing hashes (needsRehash tells when a
// stored hash is weaker than the current parameters). Each computation holds 128·N·r bytes
// (128 MiB at the default), so at most SCRYPT_CONCURRENCY run at once; the rest wait their turn.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

export const MIN_PASSWORD_LENGTH = 10;

const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/** N = 2^17, r = 8, p = 1 (OWASP's scrypt recommendation). */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { ln: 17, r: 8, p: 1 };
/** The range of log2 N a stored hash may have (and IDENTITY_PASSWORD_COST may set). */
export const MIN_SCRYPT_LN = 10;
export const MAX_SCRYPT_LN = 20;

/** A counting semaphore: at most `limit` holders; the others wait in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(readonly limit: number) {}

  get inUse(): number {
    return this.active;
  }
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Concurrent scrypt computations in this process (memory: 128 MiB each at the default cost). */
export const SCRYPT_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));
export const scryptSlots = new Semaphore(SCRYPT_CONCURRENCY);

function deriveKey(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  // scrypt needs 128·N·r·p bytes (plus a little); allow twice that.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r * params.p + 1024 * 1024 };
  return scryptSlots.run(
    () =>
      new Promise<Buffer>((resolvePromise, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolvePromise(key),
        );
      }),
  );
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, params, KEY_LENGTH);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

const HASH_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export function isScryptHash(value: string): boolean {
  return HASH_PATTERN.test(value);
}

/** The parameters a stored hash was made with, or undefined when it is not one of ours. */
export function hashParamsOf(stored: string): ScryptParams | undefined {
  const match = HASH_PATTERN.exec(stored);
  return match ? { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : undefined;
}

/** True when hashing with `params` costs less memory or time than with `reference`. */
export function isCheaperThan(params: ScryptParams, reference: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const memory = (q: ScryptParams) => 2 ** q.ln * q.r;
  return memory(params) < memory(reference) || memory(params) * params.p < memory(reference) * reference.p;
}

/** True when the stored hash costs less memory or time than `params` (hash again at next sign-in). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const current = hashParamsOf(stored);
  return !current || isCheaperThan(current, params);
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const [, ln, r, p, saltText, keyText] = match as unknown as [string, string, string, string, string, string];
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < MIN_SCRYPT_LN || params.ln > MAX_SCRYPT_LN) return false;
  const expected = Buffer.from(keyText, "base64url");
  if (expected.length < 16) return false;
  const actual = await deriveKey(password, Buffer.from(saltText, "base64url"), params, expected.length);
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();
/** Spends the same time as a real check, so an unknown e-mail is not revealed by the response time. */
export async function burnPasswordCheck(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<void> {
  const key = `${params.ln},${params.r},${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword("not-a-real-password", params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
}
