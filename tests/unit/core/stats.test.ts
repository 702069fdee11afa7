import { describe, expect, it } from 'vitest';
import { chiSquarePValue, faceStats } from '../../../src/engine/core/stats.js';

describe('dice statistics', () => {
  // Critical values of the chi-square distribution from standard tables (e.g. NIST/SEMATECH e-Handbook 1.3.6.7.4).
  it.each([
    [11.07, 5, 0.05],
    [15.086, 5, 0.01],
    [20.515, 5, 0.001],
    [3.841, 1, 0.05],
    [16.919, 9, 0.05],
    [21.666, 9, 0.01],
    [9.236, 5, 0.1],
  ])('chi-square %d with %d degrees of freedom has p = %d', (x, k, p) => {
    expect(chiSquarePValue(x, k)).toBeCloseTo(p, 3);
  });

  it('gives p = 1 for a perfect fit', () => {
    expect(chiSquarePValue(0, 5)).toBe(1);
  });

  it('counts faces, the mean and the chi-square of a run of d6', () => {
    const values = [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6];
    const stats = faceStats(values, 6);
    expect(stats.counts).toEqual([1, 1, 1, 1, 1, 7]);
    expect(stats.mean).toBeCloseTo(57 / 12, 10);
    expect(stats.expectedMean).toBe(3.5);
    // expected 2 per face: (1+1+1+1+1) + 25 = 30, over 2 = 15
    expect(stats.chiSquare).toBeCloseTo(15, 10);
    expect(stats.pValue).toBeUndefined();
  });

  it('reads a zero-based d10 from face 0', () => {
    const values = Array.from({ length: 100 }, (_, i) => i % 10);
    const stats = faceStats(values, 10, 0);
    expect(stats.counts).toEqual(new Array(10).fill(10));
    expect(stats.chiSquare).toBe(0);
    expect(stats.pValue).toBe(1);
    expect(stats.expectedMean).toBe(4.5);
  });
});
