/**
 * A token bucket per key (user, guild): `capacity` actions at once, refilled at `perSecond`. In memory: a limit
 * is a courtesy to Discord and to the other players, not a correctness property, so each process keeps its own.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes a token; returns 0 when allowed, else the seconds to wait. */
  take(key: string): number {
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil((1 - tokens) / this.perSecond);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 50_000) this.prune(now);
    return 0;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > (this.capacity / this.perSecond) * 1000) this.buckets.delete(key);
    }
  }
}
