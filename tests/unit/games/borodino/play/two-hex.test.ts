import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, module, must, play } from './build.js';

/**
 * 9.22 with 9.87 and 9.31, played through the module (the README's decisions on the pursuit charge on two hexes and
 * the retreat before an assault on two hexes). The map around 4616 is open ground (build.ts): a unit in 4616 facing
 * north-west has 4617 (north) and 4716 (north-west) Frontal; those two hexes are next to each other.
 *
 * Pursuit: French heavy cavalry (I Cavalry Corps, H, SP 4, Cohesion 7, 4 Disordered) in 4616 charges through 4617 the
 * jagers in 4618 (as in pursuit.test.ts); on the 10+ they retreat into 4619 and the cavalry advances into 4618, where
 * facing `ne` puts 4518 and 4619 in its Frontal hexes.
 */
const learned = {
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-Shak-2': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-Gogel-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
  'ru-4CC-2': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
};
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];
type Units = Parameters<typeof built>[0]['units'];
const at = (units: Units) => built({ step: 'assault', side: 'french', units, learned, active });

/** The charge on the jagers in 4618 committed (7 ≤ 7), stood, rolled 9 (10+), retreated to 4619: the pursuit due. */
function pursuing(others: Units): BorodinoState {
  const s = must(
    at({ 'fr-1CC-1': { at: '4616' }, 'ru-Shak-1': { at: '4618', facing: 'se' }, ...others }),
    'french',
    'charge/4616/4618/4617/nw',
    [7],
  );
  return must(must(s, 'russian', 'respond/stand', [9]), 'russian', 'retreat/ru-Shak-1/4619');
}

/**
 * The line regiment in 4616 (6 SP, Cohesion 7) declares its assault on 4617 and 4716 in `order` (the first named is
 * the hex it advances into first, 9.22), with `in4716` there and light cavalry in 4617, both facing it.
 */
const declaredOnBoth = (in4716: string, order: string) =>
  must(
    at({ 'fr-CM-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' }, [in4716]: { at: '4716', facing: 'se' } }),
    'french',
    `assault/4616/${order}`,
  );

const assaults = (events: readonly GameEvent[]) => events.filter((e) => e.kind === 'assault');
const drm = (e: GameEvent, name: string) =>
  (e['steps'] as { drm?: string; value?: number }[]).find((x) => x.drm === name)?.value;

describe('9.87 with 9.22: a pursuit charge on two hexes', () => {
  it('9.87, 9.22 with another enemy in its Frontal hexes the pursuer may charge both hexes with one roll (each hex its own DRMs), or stop', () => {
    const s = pursuing({ 'ru-Shak-2': { at: '4518', facing: 'se' } });
    expect(keys(s, 'french')).toContain('pursue/4619/ne/charge');
    // It must face the pursued unit: facing se (4619 not Frontal) it charges nothing.
    expect(play(s, 'french', 'pursue/4619/se/charge')).toMatchObject({ ok: false, rule: '9.87' });
    const u = must(s, 'french', 'pursue/4619/ne/charge');
    // The regiment in 4518 may form square (9.85); it stands.
    expect(u.charge).toMatchObject({ answering: '4518' });
    // 4 SP against 2 (the jagers, Disordered) + 3: 2-3 (9.51 over both hexes); Cohesion 7 − 5; +3 heavy; −1 pursuit;
    // one roll, 0.
    const out = play(u, 'russian', 'respond/stand', [0, 9, 9]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.find((e) => e.kind === 'stand')).toMatchObject({ hex: '4518' });
    const fought = assaults(out.events);
    expect(fought.map((e) => e['target'])).toEqual(['4619', '4518']);
    for (const e of fought) {
      expect(e['result']).toMatchObject({ roll: 0, ratio: '2-3' });
      expect(drm(e, 'pursuit')).toBe(-1);
      expect(drm(e, 'charge')).toBe(3);
    }
    // No Commitment for a pursuit charge (9.73); the charge names both hexes.
    expect(out.events.some((e) => e.kind === 'commitment')).toBe(false);
    // 9.22, 6.23: the pursuer, Disordered by the row in both hexes, is Disordered once.
    expect(out.events.filter((e) => e.kind === 'disorder' && e['unit'] === 'fr-1CC-1')).toHaveLength(1);
  });

  it('9.87, 9.85, 9.86 each charged hex answers in turn: the infantry of the other hex may form square, its −2 read in its hex only', () => {
    const s = pursuing({ 'ru-Gogel-1': { at: '4518', facing: 'se' } });
    // The Disordered jagers in 4619 may try nothing; the regiment in 4518 (not in an enemy ZOC but the pursuer's) may.
    const u = must(s, 'french', 'pursue/4619/ne/charge');
    expect(u.charge).toMatchObject({ target: '4619', answering: '4518', pursuit: 1 });
    expect(keys(u, 'russian')).toEqual(['respond/square', 'respond/stand']);
    expect(play(u, 'russian', 'respond/countercharge')).toMatchObject({ ok: false, rule: '9.86' });
    expect(play(u, 'french', 'respond/stand')).toMatchObject({ ok: false, code: 'not-your-turn' });
    // Square 3 ≤ 5: formed; the assault roll 5 read in both hexes, the square's −2 in 4518 alone.
    const out = play(u, 'russian', 'respond/square', [3, 5, 9, 9]);
    if (!out.ok) throw new Error(out.code);
    expect(out.state.units['ru-Gogel-1']?.square).toBe(true);
    const [first, second] = assaults(out.events);
    expect(first).toMatchObject({ target: '4619' });
    expect(second).toMatchObject({ target: '4518' });
    expect(drm(first!, 'charging-square')).toBeUndefined();
    expect(drm(second!, 'charging-square')).toBe(-2);
    // 9.85: the cavalry charging the square gets no charge DRM there; it keeps it in 4619.
    expect(drm(first!, 'charge')).toBe(3);
    expect(drm(second!, 'charge')).toBeUndefined();
  });
});

describe('9.31 with 9.22: retreat before an assault on two hexes', () => {
  it('9.31, 9.87, 9.22 light cavalry in the other hex may retreat before a heavy pursuit charge on both: the charge falls on the pursued hex alone', () => {
    const s = pursuing({ 'ru-4CC-2': { at: '4518', facing: 'se' } });
    const u = must(s, 'french', 'pursue/4619/ne/charge');
    // The jagers pursued never retreat before it; the light cavalry in 4518 may.
    expect(u.evade).toMatchObject({ stage: 'defender', hex: '4518', units: ['ru-4CC-2'] });
    expect(play(u, 'russian', 'evade/4618')).toMatchObject({ ok: false, rule: '9.31' });
    const path = keys(u, 'russian').find((k) => k !== 'evade/stand')!;
    // Its Disorder roll 2 ≤ 6; the pursuit charge's roll 0 on 4619 alone: 4 SP against the jagers' 2, 2-1.
    const out = play(u, 'russian', path, [2, 0, 9, 9]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.find((e) => e.kind === 'evade-roll')).toMatchObject({ unit: 'ru-4CC-2' });
    expect(out.events.find((e) => e.kind === 'assault-narrowed')).toMatchObject({ left: '4518', target: '4619' });
    expect(assaults(out.events).map((e) => e['target'])).toEqual(['4619']);
    expect(assaults(out.events)[0]!['result']).toMatchObject({ ratio: '2-1' });
    // The jagers, Disordered again, are Withdrawn (9.66): the cavalry advances into 4619, not into 4518 (left before).
    expect(out.state.units['ru-Shak-1']?.at).toBe('withdrawn');
    expect(out.state.units['fr-1CC-1']?.at).toBe('4619');
  });

  it('9.31, 9.22 the cavalry of one hex may retreat before the infantry; the assault falls on the other hex alone and the attacker stays', () => {
    const s = declaredOnBoth('ru-Shak-1', '4617.4716');
    // The cavalry hex is asked; the jagers never retreat before it (11.0, SR12).
    expect(s.evade).toMatchObject({ stage: 'defender', hex: '4617', units: ['ru-4CC-1'] });
    expect(module.view(s, 'observer').status.active).toEqual(['russian']);
    expect(keys(s, 'russian')).toContain('evade/4618');
    expect(play(s, 'russian', 'evade/4716')).toMatchObject({ ok: false, rule: '9.31' });
    // Commitment 0; the assault roll 9 on 4716 alone; the jagers' check 9 fails: they retreat.
    const out = play(s, 'russian', 'evade/4618', [0, 9, 9]);
    if (!out.ok) throw new Error(out.code);
    expect(out.state.units['ru-4CC-1']?.at).toBe('4618');
    expect(out.events.find((e) => e.kind === 'assault-narrowed')).toMatchObject({ left: '4617', target: '4716' });
    expect(out.events.find((e) => e.kind === 'commitment')).toMatchObject({ target: '4716' });
    expect(assaults(out.events).map((e) => e['target'])).toEqual(['4716']);
    // 6 SP against the jagers' 3 alone: 2-1 (the cavalry that left is not counted, 9.51).
    expect(assaults(out.events)[0]!['result']).toMatchObject({ ratio: '2-1' });
    // No advance into the hex left before the assault (the attacker stays to assault 4716).
    expect(out.state.units['fr-CM-1']?.at).not.toBe('4617');
    expect(module.check!(out.state)).toEqual([]);
  });

  it('9.31, 9.22 both hexes of cavalry are asked in turn, never retreating into the other; both gone, the assault is spent and the attacker may advance into the hex named first', () => {
    const s = declaredOnBoth('ru-4CC-2', '4716.4617');
    expect(s.evade).toMatchObject({ stage: 'defender', hex: '4716', units: ['ru-4CC-2'] });
    // 4617 would be a legal stack, but it is the other hex assaulted.
    expect(keys(s, 'russian')).not.toContain('evade/4617');
    expect(play(s, 'russian', 'evade/4617')).toMatchObject({ ok: false, code: 'retreat-before-path', rule: '9.31' });
    const t = must(s, 'russian', 'evade/4717');
    expect(t.evade).toMatchObject({ stage: 'defender', hex: '4617', units: ['ru-4CC-1'] });
    expect(t.pending).toBeNull();
    const u = must(t, 'russian', 'evade/4618');
    expect(u.evade).toMatchObject({ stage: 'advance', hex: '4716' });
    expect(keys(u, 'french')).toEqual(['evade-advance/yes', 'evade-advance/no']);
    const v = must(u, 'french', 'evade-advance/yes');
    expect(v.units['fr-CM-1']).toMatchObject({ at: '4716', assaulted: true });
    expect(module.check!(v)).toEqual([]);
  });

  it('9.31, 9.22 the first hex stands, the second retreats: the assault goes on against the first', () => {
    const s = declaredOnBoth('ru-4CC-2', '4617.4716');
    const t = must(s, 'russian', 'evade/stand');
    expect(t.evade).toMatchObject({ stage: 'defender', hex: '4716' });
    // A hex asked once is not asked again.
    const out = play(t, 'russian', 'evade/4717', [0, 5, 5, 5]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.find((e) => e.kind === 'commitment')).toMatchObject({ target: '4617' });
    expect(assaults(out.events).map((e) => e['target'])).toEqual(['4617']);
    expect(out.state.evade).toBeNull();
  });
});

describe('9.85, 9.61 the square read where the charge was declared, its units read when it answers', () => {
  /** Heavy cavalry committed and standing in 4617 next to its target, the regiments in 4618 (square read possible). */
  const answering = (disordered: boolean) => ({
    ...at({
      'fr-1CC-1': { at: '4617', facing: 'nw' },
      'ru-Gogel-2': { at: '4618', facing: 'se' },
      'ru-Gogel-1': { at: '4618', facing: 'se', disordered },
    }),
    charge: {
      from: '4616',
      at: '4617',
      target: '4618',
      units: ['fr-1CC-1'],
      stage: 'respond' as const,
      may: { square: true, countercharge: null },
    },
  });

  it('9.85 a stack in good order may still form square', () => {
    expect(keys(answering(false), 'russian')).toEqual(['respond/square', 'respond/stand']);
  });

  it('9.61 a unit of the stack Disordered since the charge was declared: no square, the stack stands', () => {
    const s = answering(true);
    expect(keys(s, 'russian')).toEqual(['respond/stand']);
    expect(play(s, 'russian', 'respond/square')).toMatchObject({ ok: false, code: 'square-not', rule: '9.85' });
  });
});
