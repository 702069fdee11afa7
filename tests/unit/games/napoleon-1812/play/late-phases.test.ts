import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import type { N1812Action, N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import {
  act,
  blank,
  depot,
  game,
  grid,
  keys,
  kinds,
  lead,
  module,
  MOSCOW,
  play,
  put,
  refusal,
  train,
  where,
} from './module-states.js';

/**
 * Phases 4, 6 and 7 and the end of the game (5.1): the Combat Commands and the first attacker (9.3, 9.4), leader
 * movement (12.1, 12.2), the Cossacks (13.1), the Victory Points asked and counted at the end (14.7); and what every
 * rules game has: the referee's correction and the invariants `check` reads.
 */

const GRODNO = '2110';
/** In Russia, next to Grodno (a French city, 1.1): a French Depot at Grodno keeps it in supply. */
const NEAR_GRODNO = '2111';

/** A raw action's refusal (one the menu never offers, so no key decodes to it), the state left as it was. */
function refused(s: N1812State, side: Side, action: N1812Action) {
  const before = structuredClone(s);
  const r = module.apply(s, side, action, new ScriptedDice([]));
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error;
}

describe('9.3–9.4 Combat Commands and the first attacker', () => {
  /** The end of phase 3 (the French discards his last train): phase 4 is applied, phase 5 begins. */
  function phase4(setUp: (s: N1812State) => void = () => {}): N1812State {
    const s = blank('movement', 3);
    s.sides.russian.done = true;
    put(s, 'french', '2612');
    lead(s, '2612', 'fr-Davout');
    train(s, 'french', '2612');
    setUp(s);
    return act(s, 'french', 'pass/2612').state;
  }

  it('9.3 the base (14.1: French 4, Russian 3); 9.4 the side with more attacks first, the other is refused', () => {
    // 9.2: what was left of last turn's CC is lost.
    const s = phase4((x) => {
      x.sides.french.cc = 0;
      x.sides.russian.cc = 9;
    });
    expect(s.step).toBe('combat');
    expect(s.sides.french.cc).toBe(4);
    expect(s.sides.russian.cc).toBe(3);
    expect(s.toAct).toBe('french');
    expect(keys(s, 'russian')).toEqual([]);
    expect(refusal(s, 'russian', 'combat/pass')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
  });

  it('9.3 the Grande Armée took Moscow last turn: French +1, Russian −1', () => {
    const s = phase4((x) => void (x.lastEvents.tookMoscow = true));
    expect([s.sides.french.cc, s.sides.russian.cc]).toEqual([5, 2]);
    expect(s.toAct).toBe('french');
  });

  it('9.3 it left Moscow and St Petersburg: French −2, Russian +2; 9.4 the Russian (5 to 2) attacks first', () => {
    const s = phase4((x) => {
      x.lastEvents.leftMoscow = true;
      x.lastEvents.leftPetersburg = true;
    });
    expect([s.sides.french.cc, s.sides.russian.cc]).toEqual([2, 5]);
    expect(s.toAct).toBe('russian');
    expect(s.ccFirst).toBe('russian');
  });

  it('9.3 two Russian Decisive Victories and both cities left: never below 1 (4 − 2 − 2 would be 0)', () => {
    const s = phase4((x) => {
      x.decisive.russian = 2;
      x.lastEvents.leftMoscow = true;
      x.lastEvents.leftPetersburg = true;
    });
    expect(s.sides.french.cc).toBe(1);
    expect(s.sides.russian.cc).toBe(3 + 2 + 2);
  });
});

describe('9.3 a turn’s events read by the next turn', () => {
  it('9.3 the Grande Armée enters Moscow on turn 3: on turn 4 the French has 5 CC, the Russian 2', () => {
    const s = blank('leaders', 3);
    s.sides.russian.done = true;
    put(s, 'french', MOSCOW, 2);
    // Turn 3 ends; turn 4: nothing to convert, Tab. 7.3 given as 0 each (a tie: the die, 1, gives the French first),
    // no Depot to establish, nothing to recover, no train to move: phase 4 follows.
    const r = play(s, [
      ['french', 'done'],
      ['french', 'done'],
      ['russian', 'done'],
      ['french', 'trains/0'],
      ['russian', 'trains/0', [1]],
      ['french', 'done'],
      ['russian', 'done'],
      ['french', 'done'],
      ['russian', 'done'],
    ]).state;
    expect(r.turn).toBe(4);
    expect(r.step).toBe('combat');
    expect([r.sides.french.cc, r.sides.russian.cc]).toEqual([5, 2]);
  });
});

describe('10.9/12.2 the end of the Combat phase', () => {
  it('12.2 once both sides stop attacking, the side with more CC moves leaders first; 10.9 the Forced March markers come off', () => {
    const s = blank('combat', 3);
    s.ccFirst = 'russian';
    s.sides.russian.outOfAttacks = true;
    const [marched] = put(s, 'french', '1608', 2);
    s.units[marched!]!.forcedMarch = true;
    lead(s, '1608', 'fr-Ney');
    put(s, 'russian', MOSCOW);
    lead(s, MOSCOW, 'ru-Barclay');
    const r = act(s, 'french', 'combat/decline').state;
    expect(r.step).toBe('leaders');
    expect(r.toAct).toBe('russian');
    expect(r.units[marched!]!.forcedMarch).toBe(false);
    expect(keys(r, 'french')).toEqual([]);
    expect(refusal(r, 'french', 'done')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
  });
});

describe('12.1–12.2 leader movement', () => {
  function leaders(): N1812State {
    const s = blank('leaders', 3);
    put(s, 'french', '1608', 2);
    lead(s, '1608', 'fr-Ney');
    put(s, 'french', '1308', 2);
    put(s, 'russian', '0208');
    lead(s, '0208', 'ru-Barclay');
    return s;
  }

  it('12.1 a leader moves up to 3 hexes to friendly units; 12.2 then the other side moves one', () => {
    const s = leaders();
    expect(grid.distance('1608', '1308')).toBe(3);
    expect(keys(s, 'french')).toContain('l:fr-Ney');
    expect(keys(s, 'french', ['l:fr-Ney'])).toContain('leader/fr-Ney/1308');
    const r = act(s, 'french', 'leader/fr-Ney/1308').state;
    expect(where(r, 'fr-Ney')).toBe('1308');
    expect(r.toAct).toBe('russian');
    // 12.1: once a phase.
    r.toAct = 'french';
    expect(
      refused(r, 'french', { kind: 'leader-move', leader: 'fr-Ney', path: ['1308', '1408', '1508', '1608'] }),
    ).toMatchObject({ rule: '12.1', code: 'leader-move' });
  });

  it('12.1 a leader may not end on an empty hex of enemy territory, go 4 hexes, or cross enemy units or an empty enemy city', () => {
    const s = leaders();
    expect(keys(s, 'french', ['l:fr-Ney'])).not.toContain('leader/fr-Ney/1508');
    expect(refused(s, 'french', { kind: 'leader-move', leader: 'fr-Ney', path: ['1608', '1508'] })).toMatchObject({
      rule: '12.1',
      code: 'leader-end',
    });
    put(s, 'french', '1208', 1);
    expect(
      refused(s, 'french', { kind: 'leader-move', leader: 'fr-Ney', path: ['1608', '1508', '1408', '1308', '1208'] }),
    ).toMatchObject({ rule: '12.1', code: 'leader-too-far' });
    put(s, 'russian', '1408');
    expect(
      refused(s, 'french', { kind: 'leader-move', leader: 'fr-Ney', path: ['1608', '1508', '1408', '1308'] }),
    ).toMatchObject({ rule: '12.1', code: 'leader-enemy-units' });
    // Vitebsk (1008), a Russian city with no French unit, between two French stacks.
    const v = blank('leaders', 3);
    put(v, 'french', '1108');
    lead(v, '1108', 'fr-Ney');
    put(v, 'french', '0908');
    expect(game.model.hexes.get('1008')).toMatchObject({ name: 'Vitebsk', city: true, nation: 'russia' });
    expect(
      refused(v, 'french', { kind: 'leader-move', leader: 'fr-Ney', path: ['1108', '1008', '0908'] }),
    ).toMatchObject({
      rule: '12.1',
      code: 'leader-enemy-city',
    });
    put(v, 'french', '1008');
    expect(act(v, 'french', 'leader/fr-Ney/0908').state.leaders['fr-Ney']!.hex).toBe('0908');
  });

  it('12.1 a leader may end in a city of his own territory with no one in it', () => {
    const s = blank('leaders', 3);
    put(s, 'french', '2611');
    lead(s, '2611', 'fr-Ney');
    expect(keys(s, 'french', ['l:fr-Ney'])).toContain('leader/fr-Ney/2612');
  });
});

describe('13.1 the Cossacks', () => {
  /** The end of turn `turn`'s leader movement: phase 7 runs, then the next turn's supply (Grodno's Depot). */
  function cossacks(turn: number, setUp: (s: N1812State) => void, dice: number[]) {
    const s = blank('leaders', turn);
    s.sides.russian.done = true;
    depot(s, 'french', GRODNO);
    setUp(s);
    return act(s, 'french', 'done', dice);
  }

  it('13.1 a lone French unit outside a city is hit on a 6: disrupted, or eliminated if already disrupted', () => {
    let lone: string[] = [];
    const hit = cossacks(3, (s) => void (lone = put(s, 'french', NEAR_GRODNO)), [6]);
    expect(hit.state.units[lone[0]!]!.disrupted).toBe(true);
    expect(hit.events.find((e) => e.kind === 'cossack')).toMatchObject({ hex: NEAR_GRODNO, die: 6, hit: true });
    const again = cossacks(3, (s) => void (lone = put(s, 'french', NEAR_GRODNO, 1, { disrupted: true })), [6]);
    expect(again.state.units[lone[0]!]!.hex).toBe('eliminated');
  });

  it('13.1 a 5 outside winter does nothing; in winter (turn 11 on) it hits', () => {
    let lone: string[] = [];
    const summer = cossacks(3, (s) => void (lone = put(s, 'french', NEAR_GRODNO)), [5]);
    expect(summer.state.units[lone[0]!]!.disrupted).toBe(false);
    const winter = cossacks(11, (s) => void (lone = put(s, 'french', NEAR_GRODNO)), [5]);
    expect(winter.state.units[lone[0]!]!.disrupted).toBe(true);
  });

  it('13.1 no roll for a lone unit in a city or a hex of two units (the scripted dice hold none)', () => {
    const r = cossacks(
      3,
      (s) => {
        put(s, 'french', GRODNO);
        put(s, 'french', NEAR_GRODNO, 2);
      },
      [],
    );
    expect(kinds(r.events)).not.toContain('cossack');
    expect(r.state.turn).toBe(4);
  });
});

describe('14.7 the end of the game', () => {
  /** The end of turn 16 (14.4): the French in Moscow, Smolensk and Minsk; the Russian's Decisive Points given. */
  function end(decisivePoints: number): N1812State {
    const s = blank('leaders', 16);
    s.sides.russian.done = true;
    s.decisivePoints = decisivePoints;
    for (const hex of [MOSCOW, '0809', '1410']) put(s, 'french', hex);
    return act(s, 'french', 'done').state;
  }

  /** The ten VP cities the book names without a value (14.7 a), by the side whose territory holds them (1.1). */
  const RUSSIAN = ['Brzesc', 'Kiev', 'Luck', 'Minsk', 'Riga', 'Smolensk', 'Wilno', 'Vitebsk'];
  const FRENCH = ['Konigsberg', 'Lemberg'];
  const hexOf = (name: string) => [...game.model.hexes.values()].find((h) => h.name === name)!.id;

  it('14.7 the values the book lacks are asked of each city’s side; another side’s city is refused', () => {
    const s = end(12);
    expect(s.step).toBe('vp-values');
    expect(keys(s, 'russian').sort()).toEqual(RUSSIAN.map((n) => `v:${hexOf(n)}`).sort());
    expect(keys(s, 'french').sort()).toEqual(FRENCH.map((n) => `v:${hexOf(n)}`).sort());
    expect(refusal(s, 'french', `vp/${hexOf('Kiev')}/1`)).toMatchObject({ rule: '14.7', code: 'vp-not-asked' });
    const r = act(s, 'russian', `vp/${hexOf('Kiev')}/1`).state;
    expect(keys(r, 'russian')).not.toContain(`v:${hexOf('Kiev')}`);
  });

  /** Every value given: Smolensk 2, the nine others 1. */
  function scored(decisivePoints: number): N1812State {
    const steps: [Side, string][] = [
      ...RUSSIAN.map((n): [Side, string] => ['russian', `vp/${hexOf(n)}/${n === 'Smolensk' ? 2 : 1}`]),
      ...FRENCH.map((n): [Side, string] => ['french', `vp/${hexOf(n)}/1`]),
    ];
    return play(end(decisivePoints), steps).state;
  }

  // French: Warsaw 3 + Konigsberg 1 + Lemberg 1 (friendly, not occupied) + Moscow 3 + Smolensk 2 + Minsk 1 = 11.
  // Russian: St Petersburg 3 + Brzesc, Kiev, Luck, Riga, Wilno, Vitebsk 6 = 9, plus the Decisive Victory Points.
  it('14.7 a tie (11 to 9 + 2) is the French’s', () => {
    const s = scored(2);
    expect(s.over).toEqual({ winner: 'french', reason: 'points', french: 11, russian: 11 });
    // The values given are the game's learned values, for /game export.
    const vp = (name: string) =>
      module
        .learned?.(s)
        .find((v) => v.subject.kind === 'place' && v.subject.place === hexOf(name) && v.subject.value === 'vp');
    expect(vp('Smolensk')).toMatchObject({ number: 2, by: 'russian' });
    expect(vp('Lemberg')).toMatchObject({ number: 1, by: 'french' });
    expect(refusal(s, 'russian', 'done')).toMatchObject({ rule: '14.7', code: 'game-over' });
  });

  it('14.7 one more Decisive Victory Point (9 + 3 = 12 to 11) and the Russian wins', () => {
    expect(scored(3).over).toEqual({ winner: 'russian', reason: 'points', french: 11, russian: 12 });
  });
});

describe('the referee’s correction and the invariants', () => {
  it('a correction is the referee’s only; it moves or disrupts a piece, logged, the step unchanged; a bad one is refused', () => {
    const s = blank('movement', 3);
    const [id] = put(s, 'french', '1608');
    const correct: N1812Action = { kind: 'correct', piece: id!, to: '1508', disrupted: true };
    expect(module.refereeOnly?.(correct)).toBe(true);
    expect(module.refereeOnly?.({ kind: 'done' })).toBe(false);
    expect(module.refereeMenu?.(s, 'french', []).items.map((i) => i.key)).toContain(`p:${id}`);
    const r = module.apply(s, 'french', correct, new ScriptedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.units[id!]).toMatchObject({ hex: '1508', disrupted: true });
    expect(r.state.step).toBe('movement');
    expect(kinds(r.events)).toEqual(['correct']);
    expect(refused(s, 'french', { kind: 'correct', piece: id!, to: '9999' })).toMatchObject({
      rule: '5.1',
      code: 'correct-hex',
    });
    lead(s, '1608', 'fr-Ney');
    expect(refused(s, 'french', { kind: 'correct', piece: 'fr-Ney', to: '1608', disrupted: true })).toMatchObject({
      rule: '3.4',
      code: 'correct-leader-disrupted',
    });
  });

  it('check: a built position is sound; two sides in one hex, or a Depot off a city, is caught', () => {
    const s = blank('movement', 3);
    put(s, 'french', '1608', 2);
    put(s, 'russian', '0208');
    expect(module.check?.(s)).toEqual([]);
    const both = structuredClone(s);
    put(both, 'russian', '1608');
    expect(module.check?.(both).length).toBeGreaterThan(0);
    const off = structuredClone(s);
    depot(off, 'french', '1608');
    expect(module.check?.(off).join(' ')).toContain('1608');
  });
});
