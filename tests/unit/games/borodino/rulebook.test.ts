/** The Borodino module as the bot and the CLI see it: every ruling of issue 9 (Discord's limits: tests/unit/rulings-discord-limits.test.ts). */
import { describe, expect, it } from 'vitest';
import { borodino } from '../../../../src/engine/games/borodino/index.js';

describe('the Borodino rulebook', () => {
  it('offers the 19 rulings of issue 9', () => {
    expect(borodino.rulings.map((r) => r.id)).toEqual([
      'artillery',
      'assault',
      'cohesion',
      'commitment',
      'initiative',
      'reserve-first',
      'orders-delay',
      'individual-orders',
      'square',
      'countercharge',
      'recall',
      'retreat-before-charge',
      'reserve-move',
      'rally',
      'recovery',
      'collapse',
      'village-fire',
      'napoleon-mp',
      'flank-march',
    ]);
    expect(borodino.tables.map((t) => t.id)).toEqual(['command']);
    expect(borodino).toMatchObject({ id: 'borodino', command: 'borodino' });
  });
});
