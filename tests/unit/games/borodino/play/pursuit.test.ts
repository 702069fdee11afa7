import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, module, must, play } from './build.js';

/**
 * 9.87 Pursuit played through the module. French heavy cavalry (I Cavalry Corps, H, SP 4, Cohesion 7, 4 Disordered)
 * in 4616 facing north-west charges through 4617 the Russian unit in 4618 (as in charge.test.ts). On a 10+ the
 * charged unit retreats north into 4619 and the cavalry advances into 4618, where a facing of `ne` puts 4518 and 4619
 * in its Frontal hexes and `nw` puts 4619 and 4718 there. The jagers: SP 3, Cohesion 5 (SP 2, Cohesion 3 Disordered);
 * the light cavalry: SP 3, Cohesion 6 (Cohesion 3 Disordered; its Disordered SP never given).
 */
const learned = {
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-Shak-2': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'Coh.back': 3 },
  'ru-Gogel-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
};
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];
const CHARGE = 'charge/4616/4618/4617/nw';

const charging = (units: Parameters<typeof built>[0]['units']) =>
  built({ step: 'assault', side: 'french', units: { 'fr-1CC-1': { at: '4616' }, ...units }, learned, active });

/** The charge on the jagers in 4618 committed (7 ≤ 7), stood, rolled 9 (4 vs 3, +2, +3 heavy: 10+), retreated to 4619. */
function pursuing(others: Parameters<typeof built>[0]['units'] = {}): BorodinoState {
  const s = must(charging({ 'ru-Shak-1': { at: '4618', facing: 'se' }, ...others }), 'french', CHARGE, [7]);
  const t = must(s, 'russian', 'respond/stand', [9]);
  return must(t, 'russian', 'retreat/ru-Shak-1/4619');
}

describe('9.87 pursuit', () => {
  it('9.87 on a 10+ the charging cavalry advances into the hex left and must charge the retreating unit again', () => {
    const s = pursuing();
    expect(s.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: false });
    expect(s.units['ru-Shak-1']).toMatchObject({ at: '4619', disordered: true });
    expect(s.pursuit).toMatchObject({ units: ['fr-1CC-1'], at: '4618', pursued: ['ru-Shak-1'], count: 0 });
    // 9.84 waits until the pursuit ends.
    expect(s.chargeEnd).toEqual(['fr-1CC-1']);
    expect(module.view(s, 'observer').status.active).toEqual(['french']);
    expect(module.view(s, 'french').highlights?.combat).toEqual(['4618']);
    // The only enemy in its Frontal hexes either way it faces 4619: the charge is mandatory, no stop offered.
    expect(keys(s, 'french')).toEqual(['pursue/4619/ne/charge', 'pursue/4619/nw/charge']);
    expect(play(s, 'french', 'pursue/4619/nw/stop')).toMatchObject({
      ok: false,
      code: 'pursuit-stop-not',
      rule: '9.87',
    });
    // It must face the pursued unit: 4619 is not Frontal facing south-west.
    expect(play(s, 'french', 'pursue/4619/sw/charge')).toMatchObject({ ok: false, rule: '9.87' });
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, code: 'pursuit-first', rule: '9.87' });
    expect(play(s, 'russian', 'pursue/4619/nw/charge')).toMatchObject({ ok: false, code: 'not-your-turn' });
  });

  it('9.87 the pursuit charge: no Commitment (9.73), −1 for the pursuit; 9.84 the cavalry Disordered when the pursuit ends', () => {
    // Assault 3: 4 vs 2 (2-1), Cohesion 7 − 3 = +4, +3 heavy, −1 pursuit: the jagers, Disordered, are Withdrawn (9.66).
    const t = play(pursuing(), 'french', 'pursue/4619/nw/charge', [3]);
    if (!t.ok) throw new Error(t.code);
    expect(t.events.some((e) => e.kind === 'commitment')).toBe(false);
    const steps = t.events.find((e) => e.kind === 'assault')!['steps'] as { drm?: string; value?: number }[];
    expect(steps.find((x) => x.drm === 'pursuit')?.value).toBe(-1);
    expect(steps.find((x) => x.drm === 'charge')?.value).toBe(3);
    expect(t.state.units['ru-Shak-1']?.at).toBe('withdrawn');
    // 9.87 "Se il difensore è stato rimosso … avanza nell'esagono vuoto e si ferma": advance, no further pursuit.
    expect(t.state.units['fr-1CC-1']).toMatchObject({ at: '4619', facing: 'nw', disordered: true });
    expect(t.state.pursuit ?? null).toBeNull();
    expect(t.state.chargeEnd).toEqual([]);
    expect(t.events.map((e) => e.kind).slice(-2)).toEqual(['advance', 'charge-disorder']);
  });

  it('9.87 a charged unit removed (Withdrawn) on the 10+: the cavalry advances into the empty hex and stops', () => {
    const s = must(charging({ 'ru-Shak-1': { at: '4618', facing: 'se', disordered: true } }), 'french', CHARGE, [7, 9]);
    expect(s.units['ru-Shak-1']?.at).toBe('withdrawn');
    expect(s.pursuit ?? null).toBeNull();
    expect(s.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: true });
    // 9.71: with no pursuit to turn it, it chooses its facing in the hex entered; then nothing is left to pursue.
    expect(s.advanceFacing).toMatchObject({ units: ['fr-1CC-1'], hex: '4618' });
    const t = must(s, 'french', 'advance-face/nw');
    expect(play(t, 'french', 'pursue/4619/nw/charge')).toMatchObject({ ok: false, code: 'no-pursuit', rule: '9.87' });
  });

  it('9.87 another enemy in its Frontal hexes: the pursuit may stop (so faced), else it must charge', () => {
    const s = pursuing({ 'ru-Shak-2': { at: '4518', facing: 'se' } });
    // Facing ne: 4518 and 4619, stop or charge both (9.22, two-hex.test.ts); facing nw: only 4619, charge.
    expect(keys(s, 'french')).toEqual(['pursue/4619/ne/stop', 'pursue/4619/ne/charge', 'pursue/4619/nw/charge']);
    expect(play(s, 'french', 'pursue/4619/nw/stop')).toMatchObject({
      ok: false,
      code: 'pursuit-stop-not',
      rule: '9.87',
    });
    const t = play(s, 'french', 'pursue/4619/ne/stop');
    if (!t.ok) throw new Error(t.code);
    expect(t.state.units['fr-1CC-1']).toMatchObject({ at: '4618', facing: 'ne', disordered: true });
    expect(t.state.pursuit ?? null).toBeNull();
    expect(t.state.pending).toBeNull();
    expect(t.events.map((e) => e.kind)).toEqual(['pursuit-stop', 'charge-disorder']);
  });

  it('9.87 a pursuit charge’s 10+ pursues again: each pursuit charge −1, cumulative (−2 the second)', () => {
    // French infantry in 4518 and 4718 leave the jagers one retreat, onto the good-order regiment in 4619 (9.64), and
    // puts 4618 in their ZOC (no square, 9.85): the charge is resolved at once.
    const s0 = charging({
      'ru-Shak-1': { at: '4618', facing: 'se' },
      'ru-Gogel-1': { at: '4619', facing: 'se' },
      'fr-CM-1': { at: '4518', facing: 'sw' },
      'fr-CM-2': { at: '4718', facing: 'se' },
    });
    // The infantry could still assault the jagers apart from the charge (9.23): the Commitments are rolled on 'commit'.
    const t = must(must(s0, 'french', CHARGE), 'french', 'commit', [7, 9]);
    expect(keys(t, 'russian')).toEqual(['retreat/ru-Shak-1/4619']);
    const s = must(t, 'russian', 'retreat/ru-Shak-1/4619');
    // Pursuit charge 1 on the stack in 4619, no Commitment, 9: 10+; the regiment, Disordered, retreats; the jagers,
    // Disordered again, are Withdrawn (9.66) and no longer pursued.
    const u = must(s, 'french', 'pursue/4619/nw/charge', [9]);
    expect(u.units['ru-Shak-1']?.at).toBe('withdrawn');
    const v = must(u, 'russian', 'retreat/ru-Gogel-1/4620');
    expect(v.units['fr-1CC-1']).toMatchObject({ at: '4619', disordered: false });
    expect(v.pursuit).toMatchObject({ at: '4619', pursued: ['ru-Gogel-1'], count: 1 });
    const w = play(v, 'french', keys(v, 'french')[0]!, [0, 0]);
    if (!w.ok) throw new Error(w.code);
    const steps = w.events.find((e) => e.kind === 'assault')!['steps'] as { drm?: string; value?: number }[];
    expect(steps.find((x) => x.drm === 'pursuit')?.value).toBe(-2);
    expect(w.events.find((e) => e.kind === 'pursuit-charge')).toMatchObject({ count: 2 });
  });

  it('2.2 the pursued unit’s Disordered values are asked of its owner before the pursuit charge', () => {
    // Light cavalry charged from its Rear (facing nw) by heavy cavalry: it stands (9.31); 7 ≤ 7, assault 9: 10+.
    const declared = must(charging({ 'ru-4CC-1': { at: '4618', facing: 'nw' } }), 'french', CHARGE);
    const t = must(must(declared, 'russian', 'evade/stand', [7, 9]), 'russian', 'retreat/ru-4CC-1/4619');
    expect(t.pursuit).toMatchObject({ pursued: ['ru-4CC-1'] });
    const u = must(t, 'french', 'pursue/4619/nw/charge');
    expect(u.pending).toMatchObject({ kind: 'pursuit', hex: '4618', target: '4619', count: 1 });
    expect(module.view(u, 'observer').status.active).toEqual(['russian']);
    expect(keys(u, 'russian')[0]).toBe('value/ru-4CC-1/SP/back/1');
    expect(play(u, 'french', 'done')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(play(u, 'russian', 'value/ru-4CC-1/SP/back/0')).toMatchObject({ ok: false, rule: '2.2' });
    // Given, the light cavalry may retreat before the heavy pursuit charge (9.31, "anche se in Disordine":
    // pursuit-evade.test.ts); standing, the charge is resolved at once (the Disordered cavalry may not countercharge,
    // 9.86).
    const given = must(u, 'russian', 'value/ru-4CC-1/SP/back/2');
    expect(given.evade).toMatchObject({ stage: 'defender' });
    const v = play(given, 'russian', 'evade/stand', [0]);
    if (!v.ok) throw new Error(v.code);
    expect(v.state.pending).toBeNull();
    expect(v.events.some((e) => e.kind === 'pursuit-charge')).toBe(true);
    expect(v.events.some((e) => e.kind === 'assault')).toBe(true);
  });
});
