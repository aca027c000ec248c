// Sign-in throttle: a growing delay between attempts per (e-mail as typed, client address), kept in
// the provider's own database.
//
// Keyed on both, so guessing from one address slows only that address on that e-mail: the owner,
// signing in from anywhere else, is never locked out by someone else's guesses. Attempts from one
// address across e-mails are limited separately (the per-address limit in app.ts).
//
// Stored in a table rather than in memory: a row lives until a day after its last attempt, however
// many other keys fail meanwhile (an in-memory map must be bounded, and flooding it with other keys
// would make it forget the row that matters), it survives a restart, and every instance of the
// provider reads the same rows. The table's size is bounded by time instead: the attempts a day,
// which the per-address limit caps.
import { isIPv6 } from "node:net";
import type { Db } from "./db.ts";

export interface SignInThrottlePolicy {
  /** Attempts without any wait, counting from the last successful sign-in or the last day of quiet. */
  freeAttempts: number;
  /** The wait after the last free attempt; each further attempt doubles it… */
  firstDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** A pair without attempts for this long starts again from zero (and its row is deleted). */
  forgetAfterMs: number;
}

const MINUTE = 60 * 1000;
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  freeAttempts: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

/** How long the next attempt must wait after `attempts` counted attempts. */
export function delayAfter(attempts: number, policy: SignInThrottlePolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempts - policy.freeAttempts, 40));
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * The client address as a throttle key: an IPv4 address as it is (also when written as IPv6-mapped),
 * an IPv6 address as its /64 network — one subscriber usually holds a whole /64, so its addresses
 * count as one.
 */
export function sourceKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain)) return plain;
  const [head = "", tail] = plain.split("::");
  const groupsOf = (part: string) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly policy: SignInThrottlePolicy = DEFAULT_SIGN_IN_THROTTLE,
  ) {}

  /**
   * Counts one attempt before the password is checked, or refuses it while the pair must wait.
   * Check and count are one transaction holding the pair's row, so a parallel burst gets no
   * further than the free attempts.
   */
  async attempt(emailKey: string, source: string): Promise<ThrottleDecision> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO sign_in_failures (email_key, source, failures, next_attempt_at, updated_at) VALUES ($1, $2, 0, $3, $3) ON CONFLICT DO NOTHING",
        [emailKey, source, now],
      );
      const { rows } = await tx.query<{ failures: number; next_attempt_at: Date; updated_at: Date }>(
        "SELECT failures, next_attempt_at, updated_at FROM sign_in_failures WHERE email_key = $1 AND source = $2 FOR UPDATE",
        [emailKey, source],
      );
      const row = rows[0]!;
      const wait = row.next_attempt_at.getTime() - now.getTime();
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      const quiet = now.getTime() - row.updated_at.getTime() >= this.policy.forgetAfterMs;
      const attempts = (quiet ? 0 : row.failures) + 1;
      await tx.query(
        "UPDATE sign_in_failures SET failures = $3, next_attempt_at = $4, updated_at = $5 WHERE email_key = $1 AND source = $2",
        [emailKey, source, attempts, new Date(now.getTime() + delayAfter(attempts, this.policy)), now],
      );
      return { allowed: true };
    });
  }

  /** The password was right: the pair starts again from zero. */
  async succeeded(emailKey: string, source: string): Promise<void> {
    await this.db.query("DELETE FROM sign_in_failures WHERE email_key = $1 AND source = $2", [emailKey, source]);
  }

  /** The owner proved the mailbox (a password reset): every wait on the e-mail ends. */
  async forgetEmail(emailKey: string): Promise<void> {
    await this.db.query("DELETE FROM sign_in_failures WHERE email_key = $1", [emailKey]);
  }

  /** Deletes the pairs quiet for `forgetAfterMs` whose wait is over. */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db.query("DELETE FROM sign_in_failures WHERE updated_at <= $1 AND next_attempt_at <= $2", [
      new Date(now.getTime() - this.policy.forgetAfterMs),
      now,
    ]);
  }
}
