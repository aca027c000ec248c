// A small in-memory fixed-window limiter (per process). `take` counts an attempt and refuses it in
// one synchronous step, so a burst of parallel requests cannot all pass the check before any is
// counted. The map is bounded: expired windows go first, then the oldest keys.
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

  isBlocked(key: string): boolean {
    const entry = this.hits.get(key);
    return Boolean(entry && entry.resetAt > this.now() && entry.count >= this.limit);
  }

  /** Counts one attempt unless the key is already at its limit; false means refused (not counted). */
  take(key: string): boolean {
    if (this.isBlocked(key)) return false;
    this.hit(key);
    return true;
  }

  hit(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.hits.delete(key);
      else if (this.hits.size >= this.maxKeys) this.makeRoom(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
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

  private makeRoom(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    // Still full: drop the oldest windows (Map keeps insertion order).
    for (const key of this.hits.keys()) {
      if (this.hits.size < this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
