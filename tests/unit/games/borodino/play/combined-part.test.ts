import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, must, play, stepsOf } from './build.js';

/**
 * 9.22 with 9.23: a stack joining one hex of an assault of its kind on two. The Russian jagers in 4617 and 4717 face
 * north-west; French infantry in 4618 faces south-west (4617 and 4717 Frontal: it assaults both, 9.22), in 4616
 * north-west (4617 and 4716 Frontal: 4617 is the only enemy it may assault). Both assaults are one: one roll read in
 * each hex, the strengths summed (9.51), each stack its own Commitment, each advancing only into a hex it assaulted.
 */

const learned = (cm1: number, cm2: number) => ({
  'fr-CM-1': { SP: 6, Coh: cm1, 'Coh.back': 4 },
  'fr-CM-2': { SP: 5, Coh: cm2, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 4, Coh: 5, 'Coh.back': 3, DF: 0 },
  'ru-Shak-2': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 0 },
  'ru-Gogel-1': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 0 },
});

const position = (cm1 = 6, cm2 = 7, more: BorodinoStateUnits = {}) =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'ru-Shak-1': { at: '4617', facing: 'nw' },
      'ru-Shak-2': { at: '4717', facing: 'nw' },
      'fr-CM-1': { at: '4616', facing: 'nw' },
      'fr-CM-2': { at: '4618', facing: 'sw' },
      ...more,
    },
    learned: learned(cm1, cm2),
  });
type BorodinoStateUnits = Parameters<typeof built>[0]['units'];

/** Every retreat the Russians are asked for made with their first choice. */
function retreatAll(state: BorodinoState): BorodinoState {
  let s = state;
  for (let i = 0; i < 10 && s.retreats.length > 0; i++) s = must(s, 'russian', keys(s, 'russian')[0]!);
  return s;
}

describe('9.22 with 9.23: one hex of an assault of its kind on two', () => {
  it('9.23 a stack joins one hex of a declared two-hex assault: one assault, one roll, strengths summed', () => {
    const first = must(position(), 'french', 'assault/4618/4617.4717');
    expect(first.rolled ?? false).toBe(false);
    expect(keys(first, 'french')).toContain('assault/4616/4617');
    // Commitments (4618's, then 4616's) 0 and 0, the assault's d10 5, then the checks.
    const out = play(first, 'french', 'assault/4616/4617', [0, 0, 5, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    const joined = out.events.find((e) => e.kind === 'assault-joined');
    expect(joined).toMatchObject({ hex: '4616', with: '4618', only: '4617', target: '4617, 4717' });
    expect(out.events.filter((e) => e.kind === 'commitment').map((e) => e['hex'])).toEqual(['4618', '4616']);
    // One roll read in each hex (an event a hex), the assault of both stacks.
    const assaults = out.events.filter((e) => e.kind === 'assault');
    expect(assaults.map((e) => e['target'])).toEqual(['4617', '4717']);
    expect(new Set(assaults.map((e) => (e['result'] as { roll: number }).roll))).toEqual(new Set([5]));
    expect(assaults[0]).toMatchObject({ stacks: ['4618', '4616'], attackers: ['fr-CM-2', 'fr-CM-1'] });
    // 9.51: 5 + 6 = 11 against both hexes' 4 + 3 = 7.
    const ratio = stepsOf(out.events, 'assault').find((x) => x.drm === 'force-ratio');
    expect(ratio).toMatchObject({ attacker: 11, defender: 7, rule: '9.51' });
  });

  it('9.22 a stack with another enemy in its Frontal hexes that nobody assaults may not join one hex', () => {
    // A Russian in 4716, Frontal to 4616 and assaulted by no one: 4616 must assault it too (9.22).
    const s = position(6, 7, { 'ru-Gogel-1': { at: '4716', facing: 'se' } });
    const first = must(s, 'french', 'assault/4618/4617.4717');
    expect(keys(first, 'french')).not.toContain('assault/4616/4617');
    expect(play(first, 'french', 'assault/4616/4617')).toMatchObject({ ok: false, rule: '9.22' });
  });

  it('9.23 a stack assaulting both hexes takes in the assault declared on one of them, which keeps its hex', () => {
    const first = must(position(), 'french', 'assault/4616/4617');
    expect(keys(first, 'french')).toContain('assault/4618/4617.4717');
    // Nothing else to declare: the Commitments are rolled at once (9.46), 4616's first, on its hex only.
    const out = play(first, 'french', 'assault/4618/4617.4717', [0, 0, 5, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.find((e) => e.kind === 'assault-joined')).toMatchObject({ hex: '4618', with: '4616' });
    const commitments = out.events.filter((e) => e.kind === 'commitment');
    expect(commitments.map((e) => [e['hex'], e['target']])).toEqual([
      ['4616', '4617'],
      ['4618', '4617, 4717'],
    ]);
    const assaults = out.events.filter((e) => e.kind === 'assault');
    expect(assaults.map((e) => e['target'])).toEqual(['4617', '4717']);
    expect(assaults[0]).toMatchObject({ stacks: ['4616', '4618'] });
  });

  it('9.45 the stack on both hexes failing its Commitment, the one that joined assaults its own hex alone', () => {
    const first = must(position(), 'french', 'assault/4618/4617.4717');
    // 4618's Commitment 9 > 7 fails; 4616's 0 passes: 4616 assaults 4617 alone, 4717 is not assaulted.
    const out = play(first, 'french', 'assault/4616/4617', [9, 0, 5, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    const assaults = out.events.filter((e) => e.kind === 'assault');
    expect(assaults.map((e) => e['target'])).toEqual(['4617']);
    expect(assaults[0]).toMatchObject({ hex: '4616', attackers: ['fr-CM-1'] });
    const ratio = stepsOf(out.events, 'assault').find((x) => x.drm === 'force-ratio');
    expect(ratio).toMatchObject({ attacker: 6, defender: 4 });
  });

  it('9.71 the highest Cohesion advances only into a hex it assaulted, though another left comes first', () => {
    // 4616 (Cohesion 8) leads; 4618 named 4717 first. Both hexes retreat on the 9 + DRMs (10+).
    const first = must(position(8, 7), 'french', 'assault/4618/4717.4617');
    const out = play(first, 'french', 'assault/4616/4617', [0, 0, 9, 0, 0, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    const after = retreatAll(out.state);
    expect(after.units['ru-Shak-1']?.at).not.toBe('4617');
    expect(after.units['ru-Shak-2']?.at).not.toBe('4717');
    expect(after.units['fr-CM-1']?.at).toBe('4617');
    expect(after.units['fr-CM-2']?.at).toBe('4618');
  });
});
