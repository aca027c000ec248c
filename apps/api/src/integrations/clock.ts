/** The one source of "now" on the server, so time rules (waits, expiries, throttles) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
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
