// A small in-memory fixed-window limiter (per process). `take` counts an attempt and refuses it in
// one synchronous step, so a burst of parallel requests cannot all pass the check before any is
// counted.
//
// The map is bounded (maxKeys). A new key that finds it full makes room by dropping expired windows,
// then the oldest windows still under their limit. A key at its limit stays until its window ends,
// however many other keys arrive: traffic on other keys (rotated addresses or e-mails) cannot lift a
// block. When every tracked key is at its limit, a new key is refused (isBlocked and take answer
// blocked, hit records nothing) until a window ends or a count is released: under that memory
// pressure the limiter fails closed rather than forgetting a block.
export class FixedWindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    readonly maxKeys = 10_000,
  ) {}

  /** Keys currently tracked (bounded by maxKeys). */
  get size(): number {
    return this.hits.size;
  }

  /** True while the key is at its limit, and for a new key while no room can be made for it. */
  isBlocked(key: string): boolean {
    const now = this.now();
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) return entry.count >= this.limit;
    return !entry && !this.hasRoom(now);
  }

  /** Counts one attempt unless the key is already at its limit; false means refused (not counted). */
  take(key: string): boolean {
    if (this.isBlocked(key)) return false;
    this.hit(key);
    return true;
  }

  /** Counts one attempt; a new key that finds no room (see isBlocked) is not recorded. */
  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (entry) this.hits.delete(key);
    else if (!this.hasRoom(now)) return;
    this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** Gives one counted attempt back (it turned out legitimate). */
  release(key: string): void {
    const entry = this.hits.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.hits.delete(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Whether one more key fits, after dropping expired windows and then the oldest unblocked ones. */
  private hasRoom(now: number): boolean {
    if (this.hits.size < this.maxKeys) return true;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    // Map iterates in insertion order: the oldest windows come first.
    for (const [key, entry] of this.hits) {
      if (this.hits.size < this.maxKeys) break;
      if (entry.count < this.limit) this.hits.delete(key);
    }
    return this.hits.size < this.maxKeys;
  }
}
