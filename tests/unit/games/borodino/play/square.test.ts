import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 9.85 "Le unità in quadrato possono muovere di un solo esagono, fintanto che non iniziano né muovono in ZOC nemica, ed
 * il terreno dove muovono costa 2 MP o meno": jagers in square in 4618 (open ground all round: 4517, 4518, 4619, 4718,
 * 4717, 4617), in the Russian Movement step.
 */
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];
const square = (units: Parameters<typeof built>[0]['units'] = {}) =>
  built({ step: 'move', side: 'russian', units: { 'ru-Shak-1': { at: '4618', square: true }, ...units }, active });

describe('9.85 the square moves one hex', () => {
  it('9.85 a square moves one hex, keeping its square, into no enemy ZOC; then it neither moves nor dissolves again', () => {
    // French in 4620: its ZOC covers 4619, next to the square, not 4618 itself.
    const s = square({ 'fr-CM-1': { at: '4620', facing: 'se' } });
    const moves = keys(s, 'russian').filter((k) => k.startsWith('square-move/'));
    expect(moves).toContain('square-move/4618/4617');
    expect(moves).not.toContain('square-move/4618/4619');
    expect(moves).not.toContain('square-move/4618/4616');
    expect(play(s, 'russian', 'square-move/4618/4619')).toMatchObject({ ok: false, rule: '9.85' });
    // One hex only: 4616 is two away.
    expect(play(s, 'russian', 'square-move/4618/4616')).toMatchObject({ ok: false, rule: '9.85' });
    const t = must(s, 'russian', 'square-move/4618/4617');
    expect(t.units['ru-Shak-1']).toMatchObject({ at: '4617', square: true, moved: true });
    expect(keys(t, 'russian').filter((k) => k.startsWith('square-move/') || k.startsWith('unsquare/'))).toEqual([]);
    expect(play(t, 'russian', 'unsquare/4617')).toMatchObject({ ok: false, rule: '7.31' });
  });

  it('9.85 a square that starts in an enemy ZOC does not move', () => {
    const s = square({ 'fr-CM-1': { at: '4619', facing: 'se' } });
    expect(keys(s, 'russian').filter((k) => k.startsWith('square-move/'))).toEqual([]);
    expect(play(s, 'russian', 'square-move/4618/4617')).toMatchObject({ ok: false, rule: '9.85' });
  });
});
