import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, drmOf, keys, must, play, stepsOf } from './build.js';

/**
 * 9.23: several stacks assaulting one defender. Around 4616 (open ground): the Russian jagers in 4617 face north-west
 * (4618 and 4717 Frontal, 4616 Rear); French infantry in 4616 faces north-west (4617 and 4716 Frontal), in 4618
 * south-west (4617 and 4717 Frontal): both may assault 4617 and nothing else (9.22), the book's example A of 9.54.
 */

const learned = {
  'fr-CM-1': { SP: 6, Coh: 6, 'Coh.back': 4 },
  'fr-CM-2': { SP: 6, Coh: 7, 'Coh.back': 4 },
  'ru-Shak-1': { SP: 4, Coh: 5, 'Coh.back': 3, DF: 0 },
  'ru-Shak-2': { SP: 3, Coh: 5, 'Coh.back': 3, DF: 0 },
};

const position = (front: Parameters<typeof built>[0]['units'] = {}) =>
  built({
    step: 'assault',
    side: 'french',
    units: {
      'ru-Shak-1': { at: '4617', facing: 'nw' },
      'fr-CM-1': { at: '4616', facing: 'nw' },
      'fr-CM-2': { at: '4618', facing: 'sw' },
      ...front,
    },
    learned,
  });

/**
 * Both French stacks declared on 4617; nothing else to declare, the Commitments are rolled at once (9.46) with `faces`
 * (each stack's, then the assault's and the checks).
 */
function together(faces: readonly number[]): { state: BorodinoState; events: readonly GameEvent[] } {
  const first = must(position(), 'french', 'assault/4616/4617');
  const out = play(first, 'french', 'assault/4618/4617', faces);
  if (!out.ok) throw new Error(out.code);
  return out;
}

describe('9.23 several stacks on one defender', () => {
  it('9.23 two infantry stacks combine: the second stack declares with the first, each rolls its Commitment, one assault', () => {
    const first = must(position(), 'french', 'assault/4616/4617');
    // Not rolled at once: the stack in 4618 may still join (9.46).
    expect(first.rolled ?? false).toBe(false);
    expect(keys(first, 'french')).toContain('assault/4618/4617');
    // Commitments 0 and 0, the assault 5, the defender's check 0.
    const { state, events } = together([0, 0, 5, 0]);
    expect(events.slice(0, 2).map((e) => e.kind)).toEqual(['declared', 'assault-joined']);
    expect(events.filter((e) => e.kind === 'commitment').map((e) => e['hex'])).toEqual(['4616', '4618']);
    const assaults = events.filter((e) => e.kind === 'assault');
    expect(assaults).toHaveLength(1);
    expect(assaults[0]).toMatchObject({ hex: '4616', stacks: ['4616', '4618'], attackers: ['fr-CM-1', 'fr-CM-2'] });
    expect(state.declared ?? []).toEqual([]);
  });

  it('9.45 a stack whose Commitment fails drops out; the other assaults alone', () => {
    // 4616's 9 > 6 fails; 4618's 0 passes: the assault is 4618's alone (its 6 SP against 4: 1-1 row... the ratio 6:4).
    const { events } = together([9, 0, 5, 0]);
    const assault = events.find((e) => e.kind === 'assault')!;
    expect(assault).toMatchObject({ hex: '4618', attackers: ['fr-CM-2'] });
    expect(assault['stacks']).toBeUndefined();
    expect(drmOf(stepsOf(events, 'assault'), 'force-ratio')).toMatchObject({ attacker: 6, defender: 4 });
  });

  it('9.51, 9.52 the combined assault sums both stacks’ strengths and takes their highest Cohesion', () => {
    const { events } = together([0, 0, 5, 0]);
    const steps = stepsOf(events, 'assault');
    // 6 + 6 = 12 against 4: 3 to 1.
    expect(drmOf(steps, 'force-ratio')).toMatchObject({ attacker: 12, defender: 4, ratio: '3-1', rule: '9.51' });
    // The highest French Cohesion is 4618's 7: 7 − 5 = +2.
    expect(drmOf(steps, 'cohesion-difference')).toMatchObject({ attacker: 7, defender: 5, value: 2, rule: '9.52' });
  });

  it('9.54 [2] Front and Rear: the stacks in the defender’s Frontal and Rear hexes assaulting together get +3', () => {
    const { events } = together([0, 0, 5, 0]);
    expect(drmOf(stepsOf(events, 'assault'), 'position')).toMatchObject({
      position: 'front-rear',
      value: 3,
      rule: '9.54',
    });
  });

  it('9.71 the stack with the highest Cohesion advances into the hex left, the other stays', () => {
    // The assault's 9 + DRMs is 10+: the jagers retreat; 4618's top unit (Cohesion 7) advances, 4616's (6) stays.
    const { state } = together([0, 0, 9]);
    const retreat = keys(state, 'russian');
    const moved = retreat.length > 0 ? must(state, 'russian', retreat[0]!) : state;
    expect(moved.units['fr-CM-2']?.at).toBe('4617');
    expect(moved.units['fr-CM-1']?.at).toBe('4616');
  });

  it('9.31 with 9.23: the cavalry assaulted is asked again when a stack joins; retreating then, the first assault is void', () => {
    const horse = { ...learned, 'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 } };
    const s = built({
      step: 'assault',
      side: 'french',
      active: ['CM', '4CC'],
      learned: horse,
      units: {
        'fr-CM-1': { at: '4616', facing: 'nw' },
        'fr-CM-2': { at: '4618', facing: 'sw' },
        'ru-4CC-1': { at: '4617', facing: 'nw' },
      },
    });
    const stood = must(must(s, 'french', 'assault/4616/4617'), 'russian', 'evade/stand');
    const joined = must(stood, 'french', 'assault/4618/4617');
    expect(joined.evade).toMatchObject({ stage: 'defender', units: ['ru-4CC-1'] });
    const gone = must(must(joined, 'russian', 'evade/4517'), 'french', 'evade-advance/no');
    expect(gone.units['ru-4CC-1']?.at).toBe('4517');
    const out = play(gone, 'french', 'commit', [0]);
    if (!out.ok) throw new Error(out.code);
    expect(out.events.map((e) => e.kind)).toContain('assault-void');
    expect(out.events.map((e) => e.kind)).not.toContain('assault');
  });

  it('9.22 a stack may not join naming hexes no declared assault falls on as a whole', () => {
    // A second Russian in 4717, in the Frontal hexes of 4618 (south-west: 4617 and 4717): 4618 must assault 4717 too,
    // which no one assaults, so it may not join the assault on 4617 alone.
    const s = position({ 'ru-Shak-2': { at: '4717', facing: 'nw' } });
    const first = must(s, 'french', 'assault/4616/4617');
    expect(keys(first, 'french')).not.toContain('assault/4618/4617');
    expect(play(first, 'french', 'assault/4618/4617')).toMatchObject({ ok: false, rule: '9.22' });
    // Naming both hexes, it takes in the assault on 4617 (9.22 with 9.23, combined-part.test.ts).
    expect(keys(first, 'french')).toContain('assault/4618/4617.4717');
  });

  it('9.85 with 9.54 a square assaulted from its front and rear has no position DRM: every adjacent hex is Frontal', () => {
    // Jagers in square on top of others that are not (they came into the hex since); 9.54 [2] would be +3.
    const s = position({
      'ru-Shak-1': { at: '4617', facing: 'nw' },
      'ru-Shak-2': { at: '4617', facing: 'nw', square: true },
    });
    const first = must(s, 'french', 'assault/4616/4617');
    const out = play(first, 'french', 'assault/4618/4617', [0, 0, 5, 0]);
    if (!out.ok) throw new Error(`${out.code} (${out.rule})`);
    const steps = stepsOf(out.events, 'assault');
    expect(steps.length).toBeGreaterThan(0);
    expect(drmOf(steps, 'position')).toBeUndefined();
  });
});
