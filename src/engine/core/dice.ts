import { createHash, createHmac } from 'node:crypto';

/**
 * Auditable dice (ARCHITECTURE.md, "Dice").
 *
 * Roll n of a game is derived from HMAC-SHA256(seed, "<gameId>:<n>"): the digest is read as eight
 * 32-bit words and the first one below the largest multiple of `sides` is kept (rejection sampling), so
 * every face is exactly equally likely. In the astronomically rare case that all eight are rejected the
 * roll continues with HMAC(seed, "<gameId>:<n>:<k>") for k = 1, 2, ...
 *
 * Everything here is pure: the seed comes from outside (the store makes it with a CSPRNG).
 */

export interface DieRoll {
  /** Number of faces. A d10 read 0–9 has sides 10 and values 0..9. */
  readonly sides: number;
  /** The face as the player reads it. */
  readonly value: number;
  /** Index of this roll in the game's dice stream (absent for forced dice). */
  readonly index?: number;
  /** What the roll was for, for the log and the dice statistics (e.g. `combat`, `siege`). */
  readonly purpose?: string;
}

export interface RollOptions {
  /** Faces numbered 0..sides-1 instead of 1..sides (Borodino's d10, 2.3). */
  readonly zeroBased?: boolean;
  readonly purpose?: string;
}

/** Where a `Dice` gets its faces from. */
export interface Dice {
  /** One die. Returns the face as read: 1..sides, or 0..sides-1 when zeroBased. */
  roll(sides: number, options?: RollOptions): number;
  /** Every die rolled through this object so far, in order. */
  readonly rolls: readonly DieRoll[];
}

/** The error a forced (player-supplied) die raises when it does not fit the die asked for. */
export class DiceError extends Error {
  constructor(
    readonly code: 'missing' | 'out-of-range' | 'unused',
    readonly params: { position: number; sides?: number; min?: number; max?: number; value?: number },
  ) {
    super(`dice ${code} at position ${params.position}`);
    this.name = 'DiceError';
  }
}

function checkSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 2 || sides > 1_000_000) {
    throw new RangeError(`a die needs an integer number of sides from 2 to 1000000, not ${sides}`);
  }
}

/** Reads an unbiased face index 0..sides-1 from a digest stream. Exported for the verifier and tests. */
export function faceIndexFrom(seed: Uint8Array, gameId: string, n: number, sides: number): number {
  checkSides(sides);
  const limit = Math.floor(0x1_0000_0000 / sides) * sides;
  for (let k = 0; ; k++) {
    const message = k === 0 ? `${gameId}:${n}` : `${gameId}:${n}:${k}`;
    const digest = createHmac('sha256', seed).update(message).digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const word = digest.readUInt32BE(offset);
      if (word < limit) return word % sides;
    }
  }
}

/**
 * The public commitment shown at game start: the hex sha256 of the seed's hex text, the same text revealed when the
 * game ends. A player checks it by hand with `echo -n <seed> | sha256sum`, no tool needed.
 */
export function commitmentOf(seed: Uint8Array): string {
  return createHash('sha256').update(Buffer.from(seed).toString('hex'), 'utf8').digest('hex');
}

/**
 * The commitment games created before the change above were given: the hex sha256 of the seed's raw bytes. A
 * game's commitment is stored when it is created and never recomputed, so games started earlier (and their
 * exports) still carry this form; verification accepts either (see `matchesCommitment`).
 */
export function legacyCommitmentOf(seed: Uint8Array): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** Whether a seed matches a commitment in either form: current (sha256 of the hex text) or legacy (of the bytes). */
export function matchesCommitment(seed: Uint8Array, commitment: string): boolean {
  const c = commitment.toLowerCase();
  return commitmentOf(seed) === c || legacyCommitmentOf(seed) === c;
}

/**
 * The game's dice: roll n is HMAC(seed, gameId:n). `next` is the index of the first roll this object makes;
 * after use, `next` tells the store where the game's counter now stands.
 */
export class SeededDice implements Dice {
  private readonly made: DieRoll[] = [];
  private counter: number;

  constructor(
    private readonly seed: Uint8Array,
    private readonly gameId: string,
    firstIndex: number,
  ) {
    this.counter = firstIndex;
  }

  get next(): number {
    return this.counter;
  }

  get rolls(): readonly DieRoll[] {
    return this.made;
  }

  roll(sides: number, options: RollOptions = {}): number {
    const index = this.counter++;
    const face = faceIndexFrom(this.seed, this.gameId, index, sides);
    const value = options.zeroBased ? face : face + 1;
    this.made.push({ sides, value, index, ...(options.purpose ? { purpose: options.purpose } : {}) });
    return value;
  }
}

/**
 * Dice whose faces are given in advance: for tests, for replaying a log, and for players who rolled real dice
 * and want the table read. A value that does not fit the die asked for is a DiceError naming its position.
 */
export class ScriptedDice implements Dice {
  private readonly made: DieRoll[] = [];
  private position = 0;

  constructor(private readonly faces: readonly number[]) {}

  get rolls(): readonly DieRoll[] {
    return this.made;
  }

  /** How many forced faces were not used (a ruling given too many dice reports it). */
  get remaining(): number {
    return this.faces.length - this.position;
  }

  roll(sides: number, options: RollOptions = {}): number {
    checkSides(sides);
    const position = this.position;
    const value = this.faces[position];
    if (value === undefined) throw new DiceError('missing', { position: position + 1, sides });
    const min = options.zeroBased ? 0 : 1;
    const max = options.zeroBased ? sides - 1 : sides;
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new DiceError('out-of-range', { position: position + 1, sides, min, max, value });
    }
    this.position++;
    this.made.push({ sides, value, ...(options.purpose ? { purpose: options.purpose } : {}) });
    return value;
  }
}

/** Dice backed by any source of uniform face indices (the bot passes crypto.randomInt for rolls outside a game). */
export class SourceDice implements Dice {
  private readonly made: DieRoll[] = [];

  constructor(private readonly faceIndex: (sides: number) => number) {}

  get rolls(): readonly DieRoll[] {
    return this.made;
  }

  roll(sides: number, options: RollOptions = {}): number {
    checkSides(sides);
    const face = this.faceIndex(sides);
    if (!Number.isInteger(face) || face < 0 || face >= sides) throw new RangeError(`face index ${face} out of range`);
    const value = options.zeroBased ? face : face + 1;
    this.made.push({ sides, value, ...(options.purpose ? { purpose: options.purpose } : {}) });
    return value;
  }
}

/** Common dice, read as the games read them. */
export const d6 = (dice: Dice, purpose?: string): number => dice.roll(6, purpose ? { purpose } : {});
/** Borodino reads its d10 from 0 to 9 (a zero is zero, 2.3). */
export const d10zero = (dice: Dice, purpose?: string): number =>
  dice.roll(10, purpose ? { zeroBased: true, purpose } : { zeroBased: true });
export const d10 = (dice: Dice, purpose?: string): number => dice.roll(10, purpose ? { purpose } : {});
/** Two d6 summed; returns the pair and the total. */
export function twoD6(dice: Dice, purpose?: string): { dice: [number, number]; total: number } {
  const a = d6(dice, purpose);
  const b = d6(dice, purpose);
  return { dice: [a, b], total: a + b };
}
/** d66: the first d6 is the tens, the second the units (11..66). */
export function d66(dice: Dice, purpose?: string): { dice: [number, number]; value: number } {
  const tens = d6(dice, purpose);
  const units = d6(dice, purpose);
  return { dice: [tens, units], value: tens * 10 + units };
}
