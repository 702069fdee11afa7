import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { facingBearing } from '../../../../../src/engine/games/borodino/rules/position.js';
import { drawCounter, type CounterLook } from '../../../../../src/render/counters.js';
import { lookOf } from '../../../../../src/render/pieces.js';
import { built, game, module } from './build.js';

/** 6.11: a unit's facing is on the picture, a notch at its counter's edge pointing at the vertex it faces. */

const look: CounterLook = {
  colour: '#3355aa',
  type: 'infantry',
  label: '',
  values: [],
  reduced: false,
  disordered: false,
  hidden: false,
};

/** The red channel of the pixel at (x, y) of a counter drawn at (20, 20), 60 px wide, with the given facing. */
function red(facing: number | undefined, x: number, y: number): number {
  const canvas = createCanvas(100, 100);
  const ctx = canvas.getContext('2d');
  drawCounter(ctx, facing === undefined ? look : { ...look, facing }, 20, 20, 60);
  return ctx.getImageData(x, y, 1, 1).data[0]!;
}

describe('6.11 facing on the picture', () => {
  it('6.11 each piece carries the bearing of the vertex it faces; the counter look keeps it', () => {
    const s = built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '4616', facing: 'nw' } } });
    const piece = module.view(s, 'french').pieces.find((p) => p.id === 'fr-CM-1')!;
    expect(piece.facing).toBe(facingBearing(game.grid, 'nw'));
    expect(piece.facing).toBe(120);
    expect(lookOf(piece, { counterColour: () => '#3355aa' } as never).facing).toBe(120);
    // A hidden piece shows no facing.
    expect(lookOf({ ...piece, hidden: true }, { counterColour: () => '#3355aa' } as never).facing).toBeUndefined();
  });

  it('6.11 the notch is drawn at the edge the unit faces, and nowhere else', () => {
    // Facing east (0°): the right edge's middle is inked, the top edge's is not.
    expect(red(0, 77, 50)).not.toBe(red(undefined, 77, 50));
    expect(red(0, 50, 23)).toBe(red(undefined, 50, 23));
    // Facing north (90°): the top edge's middle is inked.
    expect(red(90, 50, 23)).not.toBe(red(undefined, 50, 23));
    expect(red(90, 77, 50)).toBe(red(undefined, 77, 50));
  });
});
