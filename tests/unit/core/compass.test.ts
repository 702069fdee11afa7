import { describe, expect, it } from 'vitest';
import { windName, windOf } from '../../../src/engine/core/compass.js';

describe('the eight winds', () => {
  it('names a hex vertex by the wind nearest its bearing, for hexes drawn either way', () => {
    // Flat-topped hexes: vertices at 0°, 60°, …; pointy-topped: at 30°, 90°, ….
    expect([0, 60, 120, 180, 240, 300].map(windOf)).toEqual(['e', 'ne', 'nw', 'w', 'sw', 'se']);
    expect([30, 90, 150, 210, 270, 330].map(windOf)).toEqual(['ne', 'n', 'nw', 'sw', 's', 'se']);
    expect([-60, 420, 359].map(windOf)).toEqual(['se', 'ne', 'e']);
  });

  it('names each wind in English and Italian, and none for other strings', () => {
    expect(windName('nw')).toEqual({ en: 'north-west', it: 'nord-ovest' });
    expect(windName('s')).toEqual({ en: 'south', it: 'sud' });
    expect(windName('toString')).toBeUndefined();
    expect(windName('x')).toBeUndefined();
  });
});
