import { readFileSync, statSync } from "node:fs";
/** The one source of "now" on the server, so time rules (waits, expiries, throttles) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests, and for the demo clients' job (each step at its fixed time). */
export function createFixedClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * For browser journeys only (NODE_ENV=test, TEST_CLOCK_FILE): the system time moved by the number
 * of milliseconds written in a file, read again whenever the file changes (a missing or unreadable
 * file means no offset). A journey moves the product's time — California's wait, the wedding-day
 * cutoff — without restarting the API; tokens are still checked against the real time.
 */
export function createOffsetFileClock(path: string): Clock {
  // A file replaced by another (a new inode) or rewritten (a new time or size) is read again.
  let seen = "";
  let offset = 0;
  return {
    now() {
      try {
        const stats = statSync(path);
        const version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
        if (version !== seen) {
          seen = version;
          const value = Number(readFileSync(path, "utf8").trim());
          offset = Number.isFinite(value) ? value : 0;
        }
      } catch {
        seen = "";
        offset = 0;
      }
      return new Date(Date.now() + offset);
    },
  };
}
