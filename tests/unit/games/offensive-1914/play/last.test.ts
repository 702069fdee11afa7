import { describe, expect, it } from 'vitest';
import { built, game, ok } from './game.js';

/** What the bot's picture of an action marks (View.highlights, play/last.ts): it frames the picture on them. */
describe('1914 by its rules: the picture of an action', () => {
  it('a step of a Force marks the hexside it crossed, for every viewer; the next action that moves nothing none', () => {
    const s = built({ units: { 'fr-15.8': '60.55' } });
    expect(game.view(s, 'observer').highlights).toEqual({});
    const moved = ok(s, 'allied', 'mv/fr-15.8/61.56');
    for (const viewer of ['allied', 'german', 'observer'])
      expect(game.view(moved, viewer).highlights).toEqual({ moves: [{ from: '60.55', to: '61.56' }] });
    // The Movement Phase ended: nothing moves, the picture is of the whole map again.
    expect(game.view(ok(moved, 'allied', 'next'), 'observer').highlights).toEqual({});
  });
});
