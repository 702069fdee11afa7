import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, module, must, play } from './build.js';

/**
 * Cavalry charges (9.8) played through the module. French heavy cavalry (I Cavalry Corps) in 4616 facing north-west
 * charges through 4617 the enemy in 4618, two hexes north (4616's neighbours: 4617 north, 4716 north-west; 4617's:
 * 4618 north). The values are the counters' as the players gave them: the cavalry H (heavy), SP 4, Cohesion 7 (4
 * Disordered); the Russian jagers SP 3, Cohesion 5 (SP 2, Cohesion 3 Disordered); the Russian cavalry L (light), SP 3, Cohesion 6.
 */
const learned = {
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
  'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'Coh.back': 3 },
};
const active = ['CM', '1CC', 'Shak', 'Gogel', '4CC', '2Cuir', '8'];
const charging = (units: Parameters<typeof built>[0]['units'], values: typeof learned | object = learned) =>
  built({
    step: 'assault',
    side: 'french',
    units: { 'fr-1CC-1': { at: '4616' }, ...units },
    learned: values as typeof learned,
    active,
  });
const onJagers = (russian = {}, french = {}) =>
  charging({ 'ru-Shak-1': { at: '4618', facing: 'se', ...russian }, ...french });
const CHARGE = 'charge/4616/4618/4617/nw';

describe('9.8 cavalry charges', () => {
  it('9.81 good-order cavalry charges an enemy 2 hexes away through a hex next to it, into its Frontal hexes', () => {
    const s = onJagers();
    expect(keys(s, 'french')).toContain('c:4616');
    const charges = keys(s, 'french', ['c:4616']);
    expect(charges).toContain(CHARGE);
    // 6.13: never out of its Rear hexes (4615 is behind it).
    expect(charges.some((k) => k.split('/')[3]!.startsWith('4615'))).toBe(false);
    // Not a hex away: a cavalry next to its enemy assaults, it does not charge (9.81: 2 to 3 hexes).
    const near = charging({ 'ru-Shak-1': { at: '4617', facing: 'se' } });
    expect(keys(near, 'french')).not.toContain('c:4616');
    expect(play(near, 'french', 'charge/4616/4617/4716/nw')).toMatchObject({ ok: false, rule: '9.81' });
  });

  it('6.11 a charge that stops on friends takes their facing: only the facings they have are offered', () => {
    // French cavalry in 4617 facing north-east: the charge through 4617 must end facing ne.
    const s = onJagers({}, { 'fr-1CC-2': { at: '4617', facing: 'ne' } });
    const through4617 = keys(s, 'french', ['c:4616']).filter((k) => k.startsWith('charge/4616/4618/4617/'));
    expect(through4617).toEqual(['charge/4616/4618/4617/ne']);
    expect(play(s, 'french', CHARGE)).toMatchObject({ ok: false, rule: '6.13' });
  });

  it('9.81 Disordered cavalry, or cavalry that moved this activation, may not charge', () => {
    expect(keys(onJagers({}, { 'fr-1CC-1': { at: '4616', disordered: true } }), 'french')).not.toContain('c:4616');
    const moved = onJagers({}, { 'fr-1CC-1': { at: '4616', moved: true } });
    expect(keys(moved, 'french')).not.toContain('c:4616');
    expect(play(moved, 'french', CHARGE)).toMatchObject({ ok: false, code: 'charge-no-unit', rule: '9.81' });
  });

  it('2.2 the cavalry type printed on the counter is asked of its owner, as a letter, before the charge is resolved', () => {
    const s = onJagers({}, {});
    const unknown = {
      ...s,
      learned: built({
        step: 'assault',
        side: 'french',
        units: {},
        learned: { 'fr-1CC-1': { SP: 4, Coh: 7, 'Coh.back': 4 }, 'ru-Shak-1': learned['ru-Shak-1'] },
      }).learned,
    };
    const t = must(unknown, 'french', CHARGE);
    expect(t.pending).toMatchObject({ kind: 'charge', target: '4618' });
    const menu = module.menu(t, 'french', []);
    expect(menu.items.map((i) => i.key)).toEqual([
      'value/fr-1CC-1/Cav/front/0',
      'value/fr-1CC-1/Cav/front/1',
      'value/fr-1CC-1/Cav/front/2',
    ]);
    expect(menu.items.map((i) => i.label.en)).toEqual(['L (light)', 'H (heavy)', 'C (Cossacks)']);
    expect(menu.items.map((i) => i.label.it)).toEqual(['L (leggera)', 'H (pesante)', 'C (cosacchi)']);
    expect(play(t, 'french', 'value/fr-1CC-1/Cav/front/3')).toMatchObject({ ok: false, rule: '2.2' });
  });

  it('9.43 a failed Commitment (never modified by Defensive Fire, 9.81 step 3): the cavalry stays and does not charge', () => {
    // 8 > 7 (the jagers' DF +1 would not count anyway).
    const s = must(onJagers(), 'french', CHARGE, [8]);
    expect(s.units['fr-1CC-1']).toMatchObject({ at: '4616', assaulted: true, disordered: false });
    expect(s.charge).toBeNull();
    expect(play(s, 'french', CHARGE)).toMatchObject({ ok: false });
  });

  it('9.81 step 3–4 a committed charge moves next to its target; the charged infantry chooses square or stand', () => {
    // 7 ≤ 7, no Defensive Fire.
    const s = must(onJagers(), 'french', CHARGE, [7]);
    expect(s.units['fr-1CC-1']).toMatchObject({ at: '4617', facing: 'nw' });
    expect(s.charge).toMatchObject({ stage: 'respond', may: { square: true, countercharge: null } });
    expect(module.view(s, 'observer').status.active).toEqual(['russian']);
    expect(keys(s, 'russian')).toEqual(['respond/square', 'respond/stand']);
    // The charged side answers first; no countercharge without cavalry.
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(play(s, 'russian', 'respond/countercharge')).toMatchObject({ ok: false, rule: '9.86' });
  });

  it('9.85 a square formed (d10 ≤ Cohesion): the charger may recall (9.82); recalled, it stays and is not Disordered (9.84)', () => {
    const s = must(must(onJagers(), 'french', CHARGE, [7]), 'russian', 'respond/square', [5]);
    expect(s.units['ru-Shak-1']).toMatchObject({ square: true, disordered: false });
    expect(keys(s, 'french')).toEqual(['recall/yes', 'recall/no']);
    expect(play(s, 'russian', 'respond/stand')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const recalled = must(s, 'french', 'recall/yes', [7]);
    expect(recalled.charge).toBeNull();
    expect(recalled.units['fr-1CC-1']).toMatchObject({ at: '4617', disordered: false });
    expect(recalled.units['ru-Shak-1']).toMatchObject({ at: '4618', square: true, disordered: false });
    expect(module.view(recalled, 'observer').notes?.map((n) => n.en)).toContain('In square (9.85): 4618');
  });

  it('9.85 a Disordered battery stacked with the infantry does not stop the square, and stays out of it, Disordered', () => {
    const s = must(onJagers({}, { 'ru-8-a1': { at: '4618', facing: 'se', disordered: true } }), 'french', CHARGE, [7]);
    expect(s.charge).toMatchObject({ stage: 'respond', may: { square: true } });
    const t = must(s, 'russian', 'respond/square', [5]);
    expect(t.units['ru-Shak-1']).toMatchObject({ square: true, disordered: false });
    // "seguono il risultato della fanteria", but a Disorder dissolves a square: the battery is not in it.
    expect(t.units['ru-8-a1']).toMatchObject({ at: '4618', disordered: true });
    expect(t.units['ru-8-a1']?.square).toBeUndefined();
    expect(module.check!(t)).toEqual([]);
  });

  it('9.85 charging a square: no charge DRM (9.83), −2; a failed recall must charge; 9.84 the cavalry then Disordered', () => {
    const s = must(must(onJagers(), 'french', CHARGE, [7]), 'russian', 'respond/square', [5]);
    // Recall 8 > 7 fails; assault 0: 4 vs 3 (1-1), Cohesion 7 − 5 = +2, square −2.
    const t = play(s, 'french', 'recall/yes', [8, 0, 9]);
    if (!t.ok) throw new Error(t.code);
    const resolved = t.events.find((e) => e.kind === 'assault')!;
    const steps = resolved['steps'] as { step: string; drm?: string; value?: number }[];
    expect(steps.find((x) => x.step === 'charge-lost')).toBeDefined();
    expect(steps.find((x) => x.drm === 'charging-square')?.value).toBe(-2);
    expect(steps.find((x) => x.drm === 'charge')).toBeUndefined();
    // The attacker Disordered by the table (9.61) stays so; no unit is Disordered twice by 9.84.
    expect(t.state.units['fr-1CC-1']?.disordered).toBe(true);
    expect(t.events.filter((e) => e.kind === 'charge-disorder')).toEqual([]);
  });

  it('9.85 a square not formed Disorders the stack; 9.83 the heavy charge +3; 9.66, 9.71, 9.84 it advances, then is Disordered', () => {
    const s = must(onJagers(), 'french', CHARGE, [7]);
    // Square 9 > 5: Disordered (9.85). Assault 9: 4 vs 2 (2-1), Cohesion 7 − 3, +3 heavy charge: 10+; the Disordered
    // jagers Disordered again are Withdrawn (9.66), and the cavalry advances into the hex they left.
    const t = play(s, 'russian', 'respond/square', [9, 9]);
    if (!t.ok) throw new Error(t.code);
    const steps = t.events.find((e) => e.kind === 'assault')!['steps'] as { drm?: string; value?: number }[];
    expect(steps.find((x) => x.drm === 'charge')?.value).toBe(3);
    expect(t.events.filter((e) => e.kind === 'disorder').map((e) => e['effect'])).toEqual(['disordered', 'withdrawn']);
    expect(t.state.units['ru-Shak-1']).toMatchObject({ at: 'withdrawn' });
    expect(t.state.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: true });
    expect(t.events.map((e) => e.kind).slice(-2)).toEqual(['advance', 'charge-disorder']);
    expect(t.state.chargeEnd).toEqual([]);
  });

  it('9.84, 9.87 a charge that makes the defender retreat: its cavalry advances once the retreat is made and pursues, not yet Disordered', () => {
    const s = must(onJagers(), 'french', CHARGE, [7]);
    // Stand; assault 9: 4 vs 3, +2, +3: 10+, the jagers Disordered retreat.
    const t = must(s, 'russian', 'respond/stand', [9]);
    expect(t.retreats.map((r) => r.unit)).toEqual(['ru-Shak-1']);
    expect(t.units['fr-1CC-1']).toMatchObject({ at: '4617', disordered: false });
    expect(t.chargeEnd).toEqual(['fr-1CC-1']);
    const after = must(t, 'russian', keys(t, 'russian')[0]!);
    // 9.87: the 10+ is a pursuit (pursuit.test.ts); 9.84 waits until it ends.
    expect(after.units['fr-1CC-1']).toMatchObject({ at: '4618', disordered: false });
    expect(after.pursuit).toMatchObject({ units: ['fr-1CC-1'], at: '4618' });
    expect(after.chargeEnd).toEqual(['fr-1CC-1']);
  });

  it('9.85 infantry in an enemy ZOC where the charge is declared may not try square: the charge is resolved at once', () => {
    // A French regiment in 4619 puts 4618 in its ZOC (6.31).
    const s = must(onJagers({}, { 'fr-CM-1': { at: '4619', facing: 'se' } }), 'french', CHARGE, [7, 0, 9]);
    expect(s.charge).toBeNull();
    expect(play(s, 'russian', 'respond/square')).toMatchObject({ ok: false });
  });

  it('9.86 charged cavalry countercharges (light against heavy +2): the charge loses its DRM; 9.84 both sides Disordered', () => {
    // 9.31: the light cavalry stands rather than retreat before the heavy charge (evade.test.ts).
    const declared = must(charging({ 'ru-4CC-1': { at: '4618', facing: 'se' } }), 'french', CHARGE);
    const s = must(declared, 'russian', 'evade/stand', [7]);
    expect(s.charge?.may).toEqual({ square: false, countercharge: 'ru-4CC-1' });
    expect(keys(s, 'russian')).toEqual(['respond/countercharge', 'respond/stand']);
    expect(play(s, 'russian', 'respond/square')).toMatchObject({ ok: false, rule: '9.85' });
    // 4 + 2 = 6 ≤ 6: countercharged. Assault 5: 4 vs 3 (1-1), 7 − 6 = +1: 6, a Disorder and check for the defender.
    const t = play(s, 'russian', 'respond/countercharge', [4, 5, 0]);
    if (!t.ok) throw new Error(t.code);
    const tried = t.events.find((e) => e.kind === 'countercharge')!['result'];
    expect(tried).toMatchObject({ total: 6, success: true, assaultDrm: 0 });
    const steps = t.events.find((e) => e.kind === 'assault')!['steps'] as { step: string; drm?: string }[];
    expect(steps.find((x) => x.drm === 'charge')).toBeUndefined();
    expect(steps.find((x) => x.step === 'countercharged')).toBeDefined();
    expect(settle(t.state).units['fr-1CC-1']?.disordered).toBe(true);
    expect(settle(t.state).units['ru-4CC-1']?.disordered).toBe(true);
  });

  it('9.86 cavalry charged from its Rear hexes may not countercharge', () => {
    // Facing north, 4617 is behind it: square impossible (no infantry), no countercharge, resolved at once.
    const declared = must(charging({ 'ru-4CC-1': { at: '4618', facing: 'nw' } }), 'french', CHARGE);
    const s = must(declared, 'russian', 'evade/stand', [7, 0, 9]);
    expect(s.charge).toBeNull();
  });

  it('9.85 a square dissolves in its Movement step (never in an enemy ZOC); while in square it does not move', () => {
    const base = built({
      step: 'move',
      side: 'russian',
      units: { 'ru-Shak-1': { at: '4618', square: true } },
      learned,
      active,
    });
    expect(keys(base, 'russian')).toContain('unsquare/4618');
    expect(keys(base, 'russian')).not.toContain('u:ru-Shak-1');
    const t = must(base, 'russian', 'unsquare/4618');
    expect(t.units['ru-Shak-1']).toMatchObject({ moved: true });
    expect(t.units['ru-Shak-1']?.square).toBeUndefined();
    const held = built({
      step: 'move',
      side: 'russian',
      units: { 'ru-Shak-1': { at: '4618', square: true }, 'fr-CM-1': { at: '4619' } },
      learned,
      active,
    });
    expect(keys(held, 'russian')).not.toContain('unsquare/4618');
    expect(play(held, 'russian', 'unsquare/4618')).toMatchObject({ ok: false, code: 'unsquare-zoc', rule: '9.85' });
  });
});

/** Makes the retreats the menu offers first, until none is due. */
function settle(state: BorodinoState): BorodinoState {
  let s = state;
  while (s.retreats.length > 0) {
    const side = module.view(s, 'observer').status.active[0]!;
    s = must(s, side, keys(s, side)[0]!);
  }
  return s;
}

describe('2.2 values a charge reads as the charged hex stands when it is resolved', () => {
  it('9.81, 2.2 a unit that came into the charged hex since the charge was declared: its values are asked first', () => {
    const committed = must(onJagers(), 'french', CHARGE, [7]);
    // The charge waits among others declared (9.1 phase 5), and a Disordered regiment has since retreated onto the
    // jagers: its Disordered strength and Cohesion are known to nobody yet.
    const waiting: BorodinoState = {
      ...committed,
      charge: null,
      rolled: true,
      declared: [
        {
          pending: { kind: 'charge', hex: '4616', target: '4618', path: ['4617'], facing: 'nw' },
          units: ['fr-1CC-1'],
          targets: ['4618'],
          charge: committed.charge!,
        },
      ],
      units: { ...committed.units, 'ru-Gogel-1': { at: '4618', facing: 'se', disordered: true, stack: 999 } },
    };
    expect(keys(waiting, 'french')).toContain('resolve/4616');
    const asked = must(waiting, 'french', 'resolve/4616');
    expect(asked.pending).toMatchObject({ kind: 'resolve', hex: '4616' });
    expect(keys(asked, 'russian')[0]).toMatch(/^value\/ru-Gogel-1\/(SP|Coh)\/back\//);
    expect(play(asked, 'french', 'resolve/4616')).toMatchObject({ ok: false });
  });
});
