import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { bookOf, built, keys, module, must, play } from './build.js';

/**
 * 9.23 and 9.71 across the arms: around 4616 (open ground) the Russian jagers in 4617 face north-west; French infantry
 * in 4616 faces north-west (4617 and 4716 Frontal), the French cavalry (or a second infantry) in 4618 south-west (4617
 * and 4717 Frontal). Another French stack in 4612 with a Russian in its Frontal 4613 keeps the declarations open (9.46).
 */

const learned = {
  'fr-CM-1': { SP: 6, Coh: 6, 'Coh.back': 4 },
  'fr-CM-2': { SP: 6, Coh: 6, 'Coh.back': 4 },
  'fr-CM-3': { SP: 6, Coh: 6, 'Coh.back': 4 },
  'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 4, Coh: 5, 'SP.back': 3, 'Coh.back': 3, DF: 0 },
  'ru-Shak-2': { SP: 4, Coh: 5, 'SP.back': 3, 'Coh.back': 3, DF: 0 },
};

const arms = (): BorodinoState =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'ru-Shak-1': { at: '4617', facing: 'nw' },
      'fr-CM-1': { at: '4616', facing: 'nw' },
      'fr-1CC-1': { at: '4618', facing: 'sw' },
      'fr-CM-3': { at: '4612', facing: 'nw' },
      'ru-Shak-2': { at: '4613', facing: 'se' },
    },
    learned,
    active: ['CM', '1CC', 'Shak'],
  });

describe('9.23 an assault of each arm on one defender, resolved separately', () => {
  it('9.23 the cavalry declares its own assault on the hex the infantry assaults: not combined, resolved first', () => {
    const first = must(arms(), 'french', 'assault/4616/4617');
    // Offered apart from the infantry's assault, and accepted.
    expect(keys(first, 'french')).toContain('assault/4618/4617');
    const out = play(first, 'french', 'assault/4618/4617');
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.kind)).toEqual(['declared', 'assault-separate']);
    expect(out.events[1]).toMatchObject({ hex: '4618', with: '4616' });
    const declared = out.state.declared ?? [];
    expect(declared.map((d) => d.pending.hex)).toEqual(['4616', '4618']);
    // Each its own Commitment (0, 0), nothing else to resolve first: the cavalry's assault comes first (9.23).
    const rolled = must(out.state, 'french', 'assault/4612/4613', [0, 0, 0]);
    expect(keys(rolled, 'french')).toContain('resolve/4618');
    expect(keys(rolled, 'french')).not.toContain('resolve/4616');
  });

  it('9.23 illegal: the infantry’s assault is not resolved before the cavalry’s on the same defender', () => {
    const declared = must(must(arms(), 'french', 'assault/4616/4617'), 'french', 'assault/4618/4617');
    const rolled = must(declared, 'french', 'assault/4612/4613', [0, 0, 0]);
    expect(play(rolled, 'french', 'resolve/4616')).toMatchObject({ ok: false, code: 'resolve-not', rule: '9.23' });
  });

  it('9.23 each attack alone: the cavalry’s strength alone, then the infantry finds the defender Disordered', () => {
    const declared = must(must(arms(), 'french', 'assault/4616/4617'), 'french', 'assault/4618/4617');
    const rolled = must(declared, 'french', 'assault/4612/4613', [0, 0, 0]);
    // The cavalry's assault 5: no retreat (checks 0 and 0), both Disordered by 9.61.
    const cav = play(rolled, 'french', 'resolve/4618', [5, 0, 0]);
    if (!cav.ok) throw new Error(cav.code);
    const assault = cav.events.find((e) => e.kind === 'assault')!;
    expect(assault).toMatchObject({ hex: '4618', attackers: ['fr-1CC-1'] });
    expect(cav.state.units['ru-Shak-1']).toMatchObject({ at: '4617', disordered: true });
    // The infantry's assault then, on the jagers as the cavalry left them (Disordered: SP 3).
    const inf = play(cav.state, 'french', 'resolve/4616', [5, 0, 0]);
    if (!inf.ok) throw new Error(inf.code);
    const second = inf.events.find((e) => e.kind === 'assault')!;
    expect(second).toMatchObject({ hex: '4616', attackers: ['fr-CM-1'] });
    const ratio = ((second['steps'] ?? []) as { step: string; drm?: string }[]).find((x) => x.drm === 'force-ratio');
    expect(ratio).toMatchObject({ attacker: 6, defender: 3 });
  });

  it('2.2 with 9.23: the defender Disordered by the first attack, its Disordered strength is asked before the second', () => {
    // The jagers' Disordered SP unknown: the infantry's assault on them cannot be read until their owner gives it.
    const { 'SP.back': _sp, ...jagers } = learned['ru-Shak-1'];
    const s0 = { ...arms(), learned: bookOf({ ...learned, 'ru-Shak-1': jagers }) };
    const declared = must(must(s0, 'french', 'assault/4616/4617'), 'french', 'assault/4618/4617');
    const rolled = must(declared, 'french', 'assault/4612/4613', [0, 0, 0]);
    const cav = must(rolled, 'french', 'resolve/4618', [5, 0, 0]);
    expect(cav.units['ru-Shak-1']).toMatchObject({ at: '4617', disordered: true });
    // Resolving the infantry's assault asks the Russian first: nothing is rolled, nobody else acts.
    const asked = play(cav, 'french', 'resolve/4616', [5, 0, 0]);
    if (!asked.ok) throw new Error(asked.code);
    expect(asked.events.map((e) => e.kind)).toEqual(['asks']);
    expect(module.view(asked.state, 'observer').status.active).toEqual(['russian']);
    expect(keys(asked.state, 'russian')[0]).toBe('value/ru-Shak-1/SP/back/1');
    expect(play(asked.state, 'french', 'resolve/4616')).toMatchObject({ ok: false });
    // Given (3), the assault is read with it: 6 against 3.
    const inf = play(asked.state, 'russian', 'value/ru-Shak-1/SP/back/3', [5, 0, 0]);
    if (!inf.ok) throw new Error(inf.code);
    const second = inf.events.find((e) => e.kind === 'assault')!;
    expect(second).toMatchObject({ hex: '4616', attackers: ['fr-CM-1'] });
    const ratio = ((second['steps'] ?? []) as { step: string; drm?: string }[]).find((x) => x.drm === 'force-ratio');
    expect(ratio).toMatchObject({ attacker: 6, defender: 3 });
  });

  it('9.23 only the group that caused the retreat advances; the later assault on the hex left is void', () => {
    const declared = must(must(arms(), 'french', 'assault/4616/4617'), 'french', 'assault/4618/4617');
    const rolled = must(declared, 'french', 'assault/4612/4613', [0, 0, 0]);
    // The cavalry's 9 (10+ with its DRMs): the jagers retreat, the cavalry advances.
    let s = must(rolled, 'french', 'resolve/4618', [9, 0, 0]);
    const retreat = keys(s, 'russian');
    if (retreat.length > 0) s = must(s, 'russian', retreat[0]!);
    if (s.advanceFacing) s = must(s, 'french', `advance-face/${s.units['fr-1CC-1']!.facing}`);
    expect(s.units['fr-1CC-1']?.at).toBe('4617');
    const out = play(s, 'french', 'resolve/4616');
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.kind)).toContain('assault-void');
    expect(out.state.units['fr-CM-1']?.at).toBe('4616');
  });

  it('9.23 a charge on the hex an infantry assault falls on is declared too, resolved first', () => {
    const s = built({
      step: 'assault',
      side: 'french',
      units: {
        'ru-Shak-1': { at: '4617', facing: 'nw' },
        'fr-CM-1': { at: '4616', facing: 'nw' },
        'fr-1CC-1': { at: '4619', facing: 'sw' },
        'fr-CM-3': { at: '4612', facing: 'nw' },
        'ru-Shak-2': { at: '4613', facing: 'se' },
      },
      learned,
      active: ['CM', '1CC', 'Shak'],
    });
    const first = must(s, 'french', 'assault/4616/4617');
    const charges = keys(first, 'french', ['c:4619']);
    expect(charges.some((k) => k.startsWith('charge/4619/4617/'))).toBe(true);
    const charged = must(
      first,
      'french',
      charges.find((k) => k.startsWith('charge/4619/4617/'))!,
    );
    expect((charged.declared ?? []).map((d) => d.pending.kind)).toEqual(['assault', 'charge']);
  });
});

describe('9.71 the attacker chooses among the stacks tied on the highest Cohesion', () => {
  const pair = (): BorodinoState =>
    built({
      step: 'assault',
      side: 'french',
      units: {
        'ru-Shak-1': { at: '4617', facing: 'nw' },
        'fr-CM-1': { at: '4616', facing: 'nw' },
        'fr-CM-2': { at: '4618', facing: 'sw' },
      },
      learned,
    });
  /** Both stacks (Cohesion 6 each) on 4617 together, the assault's 9: the jagers retreat. */
  const won = (): BorodinoState => {
    let s = must(must(pair(), 'french', 'assault/4616/4617'), 'french', 'assault/4618/4617', [0, 0, 9, 0, 0, 0]);
    const retreat = keys(s, 'russian');
    if (retreat.length > 0) s = must(s, 'russian', retreat[0]!);
    return s;
  };

  it('9.71 a tie: the attacker is asked, one item a tied stack, and the stack chosen advances', () => {
    const s = won();
    expect(keys(s, 'french')).toEqual(['advance-by/4616', 'advance-by/4618']);
    const out = play(s, 'french', 'advance-by/4618');
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.kind)).toContain('advance-chosen');
    expect(out.state.units['fr-CM-2']?.at).toBe('4617');
    expect(out.state.units['fr-CM-1']?.at).toBe('4616');
    // Either stack may be chosen, whichever declared first.
    expect(must(s, 'french', 'advance-by/4616').units['fr-CM-1']?.at).toBe('4617');
  });

  it('9.71 illegal: a stack not tied is refused, and nothing else is done before the choice', () => {
    const s = won();
    expect(play(s, 'french', 'advance-by/4612')).toMatchObject({ ok: false, code: 'advance-by-not', rule: '9.71' });
    expect(play(s, 'french', 'advance-face/n')).toMatchObject({ ok: false, code: 'advance-by-first', rule: '9.71' });
  });
});

describe('9.86 a charge from several hexes', () => {
  // The Russian heavy cavalry in 4618 faces east: 4617 (south) and 4619 (north) are among its four Defensive Facing
  // hexes. French heavy cavalry in 4616 charges it through 4617, French light cavalry in 4620 through 4619.
  const horse = {
    'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
    'fr-1CC-2': { Cav: 0, SP: 3, Coh: 6, 'Coh.back': 3 },
    'ru-4CC-1': { Cav: 1, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
  };
  /** The two French cavalry stacks and `defender` in 4618 facing east (the Russian heavy cavalry unless named). */
  const field = (defender = 'ru-4CC-1', command = '4CC', values: Record<string, Record<string, number>> = {}) =>
    built({
      step: 'assault',
      side: 'french',
      active: ['1CC', command],
      units: {
        [defender]: { at: '4618', facing: 'e' },
        'fr-1CC-1': { at: '4616', facing: 'nw' },
        'fr-1CC-2': { at: '4620', facing: 'se' },
      },
      learned: { ...horse, ...values },
    });
  const A = 'charge/4616/4618/4617/nw';
  const B = 'charge/4620/4618/4619/sw';
  /** Both charges declared; nothing else to declare, the Commitments `faces` are rolled at once. */
  const both = (faces: readonly number[]) => {
    const out = play(must(field(), 'french', A), 'french', B, faces);
    if (!out.ok) throw new Error(out.code);
    return out;
  };
  const drms = (events: readonly { kind: string; [k: string]: unknown }[]) =>
    events
      .filter((e) => e.kind === 'assault')
      .flatMap((e) => (e['steps'] ?? []) as { step: string; drm?: string; value?: number; [k: string]: unknown }[]);

  it('9.86 a second stack charging the same target joins the charge: each its Commitment, one charge from two hexes', () => {
    const first = must(field(), 'french', A);
    // The target of a declared charge is still offered to the other stack.
    expect(keys(first, 'french', ['c:4620'])).toContain(B);
    const { state, events } = both([0, 0]);
    expect(events.map((e) => e.kind).slice(0, 6)).toEqual([
      'declared',
      'charge-joined',
      'commitment',
      'charge',
      'commitment',
      'charge',
    ]);
    expect(state.units['fr-1CC-1']?.at).toBe('4617');
    expect(state.units['fr-1CC-2']?.at).toBe('4619');
    expect(state.charge).toMatchObject({ at: '4617', others: [{ from: '4620', at: '4619', units: ['fr-1CC-2'] }] });
    // The countercharge: one item a charging hex.
    expect(keys(state, 'russian')).toEqual([
      'respond/countercharge/4617',
      'respond/countercharge/4619',
      'respond/stand',
    ]);
  });

  it('9.86 illegal: the countercharge attacks one of the charging hexes, named; another hex or none is refused', () => {
    const { state } = both([0, 0]);
    expect(play(state, 'russian', 'respond/countercharge/4616')).toMatchObject({
      ok: false,
      code: 'countercharge-hex',
      rule: '9.86',
    });
    expect(play(state, 'russian', 'respond/countercharge')).toMatchObject({ ok: false, rule: '9.86' });
  });

  it('9.86 with 9.51, 9.83: the charge is resolved once, both stacks’ strengths summed, +3 for the heavy cavalry', () => {
    const { state } = both([0, 0]);
    const out = play(state, 'russian', 'respond/stand', [5, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    const assaults = out.events.filter((e) => e.kind === 'assault');
    expect(assaults).toHaveLength(1);
    expect(assaults[0]).toMatchObject({ stacks: ['4617', '4619'], attackers: ['fr-1CC-1', 'fr-1CC-2'] });
    const steps = drms(out.events);
    expect(steps.find((x) => x.drm === 'force-ratio')).toMatchObject({ attacker: 7, defender: 3 });
    expect(steps.find((x) => x.drm === 'charge')).toMatchObject({ value: 3 });
  });

  it('9.86 the countercharge on the light cavalry’s hex: the heavy cavalry keeps its +3, the light loses its charge, −1', () => {
    const { state } = both([0, 0]);
    // The countercharge's roll 0 ≤ 6 succeeds; the charge's 5, then the checks.
    const out = play(state, 'russian', 'respond/countercharge/4619', [0, 5, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.find((e) => e.kind === 'countercharge')).toMatchObject({ hex: '4618' });
    const steps = drms(out.events);
    expect(steps.find((x) => x.drm === 'charge')).toMatchObject({ value: 3 });
    expect(steps.find((x) => x.drm === 'other')).toMatchObject({ value: -1 });
    // 5 + 2 + 1 + 3 − 1 = 10: the defender retreats, and every charging unit pursues into its hex (9.87), from both.
    let s = out.state;
    const retreat = keys(s, 'russian');
    if (retreat.length > 0) s = must(s, 'russian', retreat[0]!);
    expect([s.units['fr-1CC-1']?.at, s.units['fr-1CC-2']?.at]).toEqual(['4618', '4618']);
    // 6.11: from two hexes into one, they face alike (as the first) until the pursuit turns them.
    expect(s.units['fr-1CC-2']?.facing).toBe(s.units['fr-1CC-1']?.facing);
    expect(module.check!(s)).toEqual([]);
  });

  it('9.85, 9.82 the square is tried once against the whole charge; facing it each stack tries its own Recall', () => {
    const s = field('ru-Gogel-1', 'Gogel', { 'ru-Gogel-1': { SP: 4, Coh: 6, 'SP.back': 3, 'Coh.back': 3, DF: 0 } });
    const charged = must(must(s, 'french', A), 'french', B, [0, 0]);
    expect(keys(charged, 'russian')).toEqual(['respond/square', 'respond/stand']);
    // The square formed (0 ≤ 6): the charger may recall.
    const square = must(charged, 'russian', 'respond/square', [0]);
    expect(square.units['ru-Gogel-1']?.square).toBe(true);
    expect(keys(square, 'french')).toEqual(['recall/yes', 'recall/no']);
    // 4617's heavy cavalry recalled (0 ≤ 7), 4619's light not (9 > 6): it charges alone, 5, then the checks.
    const out = play(square, 'french', 'recall/yes', [0, 9, 5, 0, 0, 0]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.filter((e) => e.kind === 'recall').map((e) => e['unit'])).toEqual(['fr-1CC-1', 'fr-1CC-2']);
    expect(out.events.find((e) => e.kind === 'assault')).toMatchObject({ hex: '4619', attackers: ['fr-1CC-2'] });
    // 9.84: the recalled cavalry is not Disordered by the charge.
    expect(out.state.units['fr-1CC-1']).toMatchObject({ at: '4617', disordered: false });
  });

  it('9.81 step 3: a stack whose Commitment fails drops out; the other charges alone', () => {
    const { state } = both([9, 0]);
    expect(state.units['fr-1CC-1']?.at).toBe('4616');
    expect(state.units['fr-1CC-2']?.at).toBe('4619');
    expect(state.charge?.others).toBeUndefined();
    expect(state.charge).toMatchObject({ at: '4619', units: ['fr-1CC-2'] });
  });
});
