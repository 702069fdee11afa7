/** Discord-style snowflakes: milliseconds since the Discord epoch shifted left 22 bits, plus a counter. */
const DISCORD_EPOCH = 1_420_070_400_000n;

export class Snowflakes {
  private sequence = 0n;
  private last = 0n;

  constructor(private readonly clock: () => number = Date.now) {}

  next(): string {
    let now = BigInt(this.clock()) - DISCORD_EPOCH;
    if (now <= this.last) now = this.last;
    if (now === this.last) this.sequence = (this.sequence + 1n) & 0xfffn;
    else this.sequence = 0n;
    if (now === this.last && this.sequence === 0n) now += 1n;
    this.last = now;
    return ((now << 22n) | (1n << 17n) | this.sequence).toString();
  }
}

export function timestampOf(snowflake: string): number {
  return Number((BigInt(snowflake) >> 22n) + DISCORD_EPOCH);
}
