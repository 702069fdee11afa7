import { describe, expect, it } from 'vitest';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, must, play } from './build.js';

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
