import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DiceError,
  ScriptedDice,
  SeededDice,
  commitmentOf,
  legacyCommitmentOf,
  matchesCommitment,
  d66,
  d10zero,
  faceIndexFrom,
  twoD6,
} from '../../../src/engine/core/dice.js';

const seed = Buffer.alloc(32, 7);

describe('seeded dice', () => {
  it('derives roll n from HMAC-SHA256(seed, "<gameId>:<n>") read as big-endian 32-bit words', () => {
    const digest = createHmac('sha256', seed).update('g1:0').digest();
    const word = digest.readUInt32BE(0);
    const limit = Math.floor(2 ** 32 / 6) * 6;
    // The first word is accepted unless it falls in the rejected tail (probability 4/2^32).
    expect(word).toBeLessThan(limit);
    expect(faceIndexFrom(seed, 'g1', 0, 6)).toBe(word % 6);
  });

  it('is reproducible: the same seed, game and index give the same face', () => {
    const a = new SeededDice(seed, 'g1', 0);
    const b = new SeededDice(seed, 'g1', 0);
    const first = Array.from({ length: 50 }, () => a.roll(6));
    const second = Array.from({ length: 50 }, () => b.roll(6));
    expect(first).toEqual(second);
    expect(a.next).toBe(50);
  });

  it('depends on the game id and the index', () => {
    const a = Array.from({ length: 40 }, (_, n) => faceIndexFrom(seed, 'g1', n, 1000));
    const b = Array.from({ length: 40 }, (_, n) => faceIndexFrom(seed, 'g2', n, 1000));
    expect(a).not.toEqual(b);
    expect(new Set(a).size).toBeGreaterThan(30);
  });

  it('records every roll with its index and purpose', () => {
    const dice = new SeededDice(seed, 'g1', 10);
    dice.roll(6, { purpose: 'combat' });
    dice.roll(10, { zeroBased: true });
    expect(dice.rolls.map((r) => [r.sides, r.index, r.purpose])).toEqual([
      [6, 10, 'combat'],
      [10, 11, undefined],
    ]);
  });

  it('gives every face of a d6 its share over 60 000 rolls (chi-square below the 0.1% critical value)', () => {
    const counts = new Array<number>(6).fill(0);
    for (let n = 0; n < 60_000; n++) counts[faceIndexFrom(seed, 'fair', n, 6)]! += 1;
    const chi = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('reads a zero-based d10 from 0 to 9 and a plain d10 from 1 to 10', () => {
    const dice = new SeededDice(seed, 'g1', 0);
    const zero = new Set(Array.from({ length: 400 }, () => d10zero(dice)));
    const plain = new Set(Array.from({ length: 400 }, () => dice.roll(10)));
    expect([...zero].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...plain].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('commits to the seed with the sha256 of its hex text, what `echo -n <seed> | sha256sum` prints', () => {
    // printf %s 0000…0000 (64 zeros) | sha256sum
    expect(commitmentOf(Buffer.alloc(32, 0))).toBe('60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55');
    for (let i = 0; i < 20; i++) {
      const random = randomBytes(32);
      const hexText = random.toString('hex');
      expect(commitmentOf(random)).toBe(createHash('sha256').update(hexText, 'utf8').digest('hex'));
    }
  });

  it('keeps the legacy commitment (sha256 of the bytes) for games created before, and matches either form', () => {
    const zero = Buffer.alloc(32, 0);
    expect(legacyCommitmentOf(zero)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(matchesCommitment(zero, commitmentOf(zero))).toBe(true);
    expect(matchesCommitment(zero, legacyCommitmentOf(zero))).toBe(true);
    expect(matchesCommitment(seed, commitmentOf(zero))).toBe(false);
    expect(matchesCommitment(seed, legacyCommitmentOf(zero))).toBe(false);
  });
});

describe('scripted dice', () => {
  it('returns the forced faces in order', () => {
    const dice = new ScriptedDice([4, 3, 0]);
    expect(twoD6(dice).total).toBe(7);
    expect(d10zero(dice)).toBe(0);
    expect(dice.remaining).toBe(0);
  });

  it('reads d66 as tens and units', () => {
    expect(d66(new ScriptedDice([3, 5])).value).toBe(35);
  });

  it('names the position of a missing die', () => {
    const dice = new ScriptedDice([2]);
    dice.roll(6);
    expect(() => dice.roll(6)).toThrow(DiceError);
    try {
      dice.roll(6);
    } catch (error) {
      expect((error as DiceError).params).toMatchObject({ position: 2, sides: 6 });
    }
  });

  it('refuses a face that the die cannot show', () => {
    expect(() => new ScriptedDice([7]).roll(6)).toThrow(/out-of-range/);
    expect(() => new ScriptedDice([0]).roll(6)).toThrow(/out-of-range/);
    expect(() => new ScriptedDice([10]).roll(10, { zeroBased: true })).toThrow(/out-of-range/);
  });
});
