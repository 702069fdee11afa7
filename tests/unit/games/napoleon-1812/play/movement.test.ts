import { describe, expect, it } from 'vitest';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
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
  play,
  put,
  refusal,
  train,
  where,
} from './module-states.js';

/**
 * Phase 3 of the sequence of play (5.1): recovery (8.1), strategic movement built hex by hex (8.2–8.4), attrition
 * (8.5, 8.6), an enemy Depot captured (8.8), an enemy leader met (8.9, 11.19) and the Forage markers (8.7). The
 * moves run east along row 08 from 1608: 1508, 1408, 1308, 1208, 1108, all clear hexes of Russia (the pack's map).
 */

const ROW = ['1608', '1508', '1408', '1308', '1208', '1108', '1008'];

/** The movement step of `turn`: the French to act, a stack of `n` units with Davout and a real train in 1608. */
function moving(turn = 3, n = 2): { s: N1812State; ids: string[] } {
  const s = blank('movement', turn);
  const ids = put(s, 'french', ROW[0]!, n, { type: 'infantry' });
  lead(s, ROW[0]!, 'fr-Davout');
  train(s, 'french', ROW[0]!);
  // 8.2: a side with no real train left is done with the phase.
  s.sides.russian.done = true;
  return { s, ids };
}

/** Starts the move from 1608 and walks `hexes` of ROW (1 to 6). */
function walk(s: N1812State, hexes: number, forced = false): N1812State {
  const steps: [Side, string][] = [['french', `move/${ROW[0]}`]];
  if (forced) steps.push(['french', 'mv/forced/on']);
  for (let i = 1; i <= hexes; i++) steps.push(['french', `mv/to/${ROW[i]}`]);
  return play(s, steps).state;
}

describe('8.1 recovery', () => {
  function recovering(): { s: N1812State; ids: string[] } {
    const s = blank('recovery', 3);
    depot(s, 'french', '2612');
    const ids = put(s, 'french', '2612', 3, { disrupted: true });
    lead(s, '2612', 'fr-Eugene');
    train(s, 'french', '2612');
    s.sides.russian.done = true;
    return { s, ids };
  }

  it('8.1 a stack in supply with a train and a leader recovers up to the leader’s CR (Eugene 2, 14.2), the train used', () => {
    const { s, ids } = recovering();
    expect(keys(s, 'french')).toContain('recover/2612');
    const r = act(s, 'french', 'recover/2612').state;
    expect(ids.filter((id) => !r.units[id]!.disrupted)).toHaveLength(2);
    expect(ids.filter((id) => r.units[id]!.disrupted)).toHaveLength(1);
    expect(r.trains).toEqual([]);
  });

  it('8.1 the CRs of the leaders in the hex add up: Eugene (2) and Junot (1) recover 3', () => {
    const { s, ids } = recovering();
    lead(s, '2612', 'fr-Junot');
    const r = act(s, 'french', 'recover/2612').state;
    for (const id of ids) expect(r.units[id]!.disrupted).toBe(false);
  });

  it('8.1 no leader, no train, or out of supply: refused', () => {
    const { s } = recovering();
    const alone = structuredClone(s);
    alone.leaders['fr-Eugene'] = { hex: 'eliminated' };
    expect(keys(alone, 'french')).toEqual(['done']);
    expect(refusal(alone, 'french', 'recover/2612')).toMatchObject({ rule: '8.1', code: 'recovery-no-leader' });
    const dummy = structuredClone(s);
    dummy.trains[0]!.real = false;
    expect(refusal(dummy, 'french', 'recover/2612')).toMatchObject({ rule: '8.1', code: 'recovery-no-train' });
    const cut = structuredClone(s);
    cut.depots = [];
    expect(refusal(cut, 'french', 'recover/2612')).toMatchObject({ rule: '8.1', code: 'recovery-out-of-supply' });
  });
});

describe('8.2–8.4 a strategic move built hex by hex', () => {
  it('8.4 a move starts from a stack with a real train and a leader who has not moved; without either it is refused', () => {
    const { s } = moving();
    expect(keys(s, 'french').filter((k) => !k.startsWith('pass'))).toEqual(['move/1608']);
    const noLeader = structuredClone(s);
    noLeader.leaders['fr-Davout'] = { hex: 'eliminated' };
    expect(refusal(noLeader, 'french', 'move/1608')).toMatchObject({ rule: '8.4', code: 'move-start' });
    const dummy = structuredClone(s);
    dummy.trains[0]!.real = false;
    expect(refusal(dummy, 'french', 'move/1608')).toMatchObject({ rule: '8.4', code: 'move-start' });
    const moved = structuredClone(s);
    moved.moved = ['fr-Davout'];
    expect(refusal(moved, 'french', 'move/1608')).toMatchObject({ rule: '8.4', code: 'move-start' });
  });

  it('8.4 3 hexes without a forced march (die 1 +1 French from turn 3, 8.6: no attrition); a 4th hex is refused', () => {
    const { s, ids } = moving();
    const three = walk(s, 3);
    expect(keys(three, 'french')).not.toContain(`mv/to/${ROW[4]}`);
    expect(refusal(three, 'french', `mv/to/${ROW[4]}`)).toMatchObject({ rule: '8.4', code: 'forced-march-needed' });
    const r = act(three, 'french', 'mv/confirm', [1]).state;
    for (const id of ids) expect(r.units[id]).toMatchObject({ hex: ROW[3], disrupted: false, forcedMarch: false });
    expect(where(r, 'fr-Davout')).toBe(ROW[3]);
    expect(r.trains).toEqual([]);
  });

  it('8.4 a forced march goes up to 5 hexes and leaves a Forced March marker; a 6th is refused', () => {
    const { s, ids } = moving();
    const five = walk(s, 5, true);
    expect(refusal(five, 'french', `mv/to/${ROW[6]}`)).toMatchObject({ rule: '8.4', code: 'move-too-long' });
    // 8.6: die 1, +1 French from turn 3, +2 for the 2 hexes beyond the allowance (README) = 4: no attrition.
    const r = act(five, 'french', 'mv/confirm', [1]).state;
    for (const id of ids) expect(r.units[id]).toMatchObject({ hex: ROW[5], forcedMarch: true });
    expect(forcedMarchMarkers(r)).toEqual([ROW[5]]);
  });

  it('8.4 in winter (turn 11 on) the allowance is 2 hexes', () => {
    const { s } = moving(11);
    const two = walk(s, 2);
    expect(refusal(two, 'french', `mv/to/${ROW[3]}`)).toMatchObject({ rule: '8.4', code: 'forced-march-needed' });
  });

  it('8.4 no hex with enemy units is entered', () => {
    const { s } = moving();
    put(s, 'russian', ROW[1]!);
    const started = act(s, 'french', `move/${ROW[0]}`).state;
    expect(keys(started, 'french')).not.toContain(`mv/to/${ROW[1]}`);
    expect(refusal(started, 'french', `mv/to/${ROW[1]}`)).toMatchObject({ rule: '8.4', code: 'move-enemy-units' });
    expect(keys(started, 'french')).toContain('mv/to/1509');
  });

  it('8.4 a stack entering a hex next to good-order enemy cavalry stops there; next to disrupted cavalry it goes on', () => {
    // A hex next to 1408 but not to 1508 or 1608, nor 1308 itself.
    const cavalryHex = grid
      .neighbours(ROW[2]!)
      .find((h) => ![ROW[1], ROW[3]].includes(h) && !grid.adjacent(h, ROW[1]!) && !grid.adjacent(h, ROW[0]!))!;
    expect(cavalryHex).toBeDefined();
    const { s } = moving();
    put(s, 'russian', cavalryHex, 1, { type: 'cavalry' });
    const two = walk(s, 2);
    expect(refusal(two, 'french', `mv/to/${ROW[3]}`)).toMatchObject({ rule: '8.4', code: 'move-cavalry-zone' });
    expect(keys(two, 'french')).toContain('mv/confirm');
    const disrupted = structuredClone(s);
    for (const u of Object.values(disrupted.units)) if (u.hex === cavalryHex) u.disrupted = true;
    expect(keys(walk(disrupted, 2), 'french')).toContain(`mv/to/${ROW[3]}`);
  });

  it('8.4 point 7: next to enemy cavalry, a hex held by a friendly unit that does not move lets the stack go on', () => {
    const cavalryHex = grid
      .neighbours(ROW[2]!)
      .find((h) => ![ROW[1], ROW[3]].includes(h) && !grid.adjacent(h, ROW[1]!) && !grid.adjacent(h, ROW[0]!))!;
    const { s } = moving();
    put(s, 'russian', cavalryHex, 1, { type: 'cavalry' });
    put(s, 'french', ROW[2]!);
    expect(keys(walk(s, 2), 'french')).toContain(`mv/to/${ROW[3]}`);
    // The same hex with the friendly unit already moved this phase: it stops the stack again.
    const moved = structuredClone(s);
    moved.moved = Object.keys(moved.units).filter((id) => moved.units[id]!.hex === ROW[2]);
    expect(refusal(walk(moved, 2), 'french', `mv/to/${ROW[3]}`)).toMatchObject({
      rule: '8.4',
      code: 'move-cavalry-zone',
    });
  });

  it('8.4 point 8: a stack starting next to enemy cavalry may leave it only for a hex out of every enemy cavalry’s reach', () => {
    const { s } = moving();
    // Russian cavalry in 1508: 1608 is next to it; 1509 and 1607 are next to it too, 1709 is not.
    put(s, 'russian', ROW[1]!, 1, { type: 'cavalry' });
    expect(grid.adjacent('1509', ROW[1]!)).toBe(true);
    expect(grid.adjacent('1709', ROW[1]!)).toBe(false);
    const started = act(s, 'french', `move/${ROW[0]}`).state;
    expect(refusal(started, 'french', 'mv/to/1509')).toMatchObject({ rule: '8.4', code: 'move-cavalry-start' });
    expect(keys(started, 'french')).toContain('mv/to/1709');
  });

  it('8.4 General Exception: a single unit in a city next to two good-order enemy units is besieged and does not move', () => {
    const s = blank('movement', 3);
    s.sides.russian.done = true;
    put(s, 'french', '1410');
    lead(s, '1410', 'fr-Davout');
    train(s, 'french', '1410');
    put(s, 'russian', '1409', 2);
    const started = act(s, 'french', 'move/1410').state;
    expect(refusal(started, 'french', 'mv/to/1510')).toMatchObject({ rule: '8.4', code: 'move-besieged' });
    const one = structuredClone(s);
    const [second] = Object.keys(one.units).filter((id) => one.units[id]!.hex === '1409');
    one.units[second!]!.hex = 'eliminated';
    expect(keys(act(one, 'french', 'move/1410').state, 'french')).toContain('mv/to/1510');
  });

  it('4.1 a stack does not enter a hex where it would make more than 6 OF (3.3: Veteran 1, Conscript 2)', () => {
    const s = blank('movement', 3);
    s.sides.russian.done = true;
    put(s, 'french', ROW[0]!, 4, { cls: 'v', type: 'infantry' });
    lead(s, ROW[0]!, 'fr-Davout');
    train(s, 'french', ROW[0]!);
    put(s, 'french', ROW[1]!, 2, { cls: 'c' });
    put(s, 'french', '1509', 1, { cls: 'c' });
    const started = act(s, 'french', `move/${ROW[0]}`).state;
    // 4 + 4 = 8 in 1508; 4 + 2 = 6 in 1509.
    expect(refusal(started, 'french', `mv/to/${ROW[1]}`)).toMatchObject({ rule: '4.1', code: 'move-stacking' });
    expect(keys(started, 'french')).toContain('mv/to/1509');
  });

  it('14.6 French units do not enter marsh; Russian ones do', () => {
    const s = blank('movement', 3);
    s.sides.russian.done = true;
    put(s, 'french', '1612', 2);
    lead(s, '1612', 'fr-Davout');
    train(s, 'french', '1612');
    expect(game.model.hexes.get('1613')?.terrain).toBe('marsh');
    const started = act(s, 'french', 'move/1612').state;
    expect(refusal(started, 'french', 'mv/to/1613')).toMatchObject({ rule: '14.6', code: 'move-difficult-terrain' });
    const r = blank('movement', 3, 'russian');
    r.sides.french.done = true;
    put(r, 'russian', '1612', 2);
    lead(r, '1612', 'ru-Barclay');
    train(r, 'russian', '1612');
    expect(keys(act(r, 'russian', 'move/1612').state, 'russian')).toContain('mv/to/1613');
  });

  it('8.4 units may be left behind (chosen before the first hex) and move later; the choice is refused once under way', () => {
    const { s, ids } = moving();
    lead(s, ROW[0]!, 'fr-Ney');
    train(s, 'french', ROW[0]!);
    let r = play(s, [
      ['french', `move/${ROW[0]}`],
      ['french', `mv/toggle/${ids[1]}`],
      ['french', 'mv/toggle/fr-Ney'],
      ['french', `mv/to/${ROW[1]}`],
    ]).state;
    expect(refusal(r, 'french', `mv/toggle/${ids[1]}`)).toMatchObject({ rule: '8.4', code: 'move-toggle-late' });
    r = act(r, 'french', 'mv/confirm').state;
    expect(r.units[ids[0]!]!.hex).toBe(ROW[1]);
    expect(r.units[ids[1]!]!.hex).toBe(ROW[0]);
    expect(where(r, 'fr-Ney')).toBe(ROW[0]);
    // 8.3: the unit that moved may not move again; the one left behind may, with Ney and the second train.
    expect(keys(r, 'french')).toContain(`move/${ROW[0]}`);
    r = play(r, [
      ['french', `move/${ROW[0]}`],
      ['french', 'mv/to/1509'],
      ['french', 'mv/confirm'],
    ]).state;
    expect(r.units[ids[1]!]!.hex).toBe('1509');
  });

  it('8.4 point 5: one disrupted unit in the start hex, even left behind, keeps the stack in place', () => {
    const { s } = moving();
    const [tired] = put(s, 'french', ROW[0]!, 1, { disrupted: true });
    const started = play(s, [
      ['french', `move/${ROW[0]}`],
      ['french', `mv/toggle/${tired}`],
    ]).state;
    expect(keys(started, 'french').filter((k) => k.startsWith('mv/to/'))).toEqual([]);
    expect(refusal(started, 'french', `mv/to/${ROW[1]}`)).toMatchObject({ rule: '8.4', code: 'move-stack-disrupted' });
  });

  it('8.4 point 2: the leader may be dropped off at a hex of the path, not before the first hex', () => {
    const { s, ids } = moving();
    const started = act(s, 'french', `move/${ROW[0]}`).state;
    expect(refusal(started, 'french', 'mv/drop/fr-Davout')).toMatchObject({ rule: '8.4', code: 'move-drop' });
    const r = play(started, [
      ['french', `mv/to/${ROW[1]}`],
      ['french', 'mv/drop/fr-Davout'],
      ['french', `mv/to/${ROW[2]}`],
      ['french', 'mv/confirm'],
    ]).state;
    expect(where(r, 'fr-Davout')).toBe(ROW[1]);
    expect(r.units[ids[0]!]!.hex).toBe(ROW[2]);
  });

  it('8.2 the sides alternate; a pass discards a real train of the stack named, and one with none is refused', () => {
    const { s } = moving();
    s.sides.russian.done = false;
    put(s, 'russian', '0208');
    lead(s, '0208', 'ru-Barclay');
    train(s, 'russian', '0208');
    expect(refusal(s, 'french', 'pass/1509')).toMatchObject({ rule: '8.2', code: 'pass-train' });
    expect(refusal(s, 'russian', 'pass/0208')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    const moved = play(s, [
      ['french', `move/${ROW[0]}`],
      ['french', `mv/to/${ROW[1]}`],
      ['french', 'mv/confirm'],
    ]).state;
    expect(moved.toAct).toBe('russian');
    const passed = act(moved, 'russian', 'pass/0208').state;
    expect(passed.trains).toEqual([]);
  });
});

describe('8.5–8.6 attrition', () => {
  it('8.5 no roll under 3 hexes (the scripted dice hold none)', () => {
    const { s } = moving();
    const r = act(walk(s, 2), 'french', 'mv/confirm');
    expect(kinds(r.events)).not.toContain('attrition');
  });

  it('8.5 a modified 6 (die 5 +1 French, turn 3) eliminates one infantry or cavalry unit, the owner’s choice; artillery is not a choice', () => {
    const { s, ids } = moving(3, 2);
    const [gun] = put(s, 'french', ROW[0]!, 1, { type: 'artillery' });
    const r = act(walk(s, 3), 'french', 'mv/confirm', [5]).state;
    expect(r.prompts.at(-1)).toMatchObject({ name: 'attrition', side: 'french', eliminate: 1, disrupt: 0 });
    expect(keys(r, 'french').sort()).toEqual(ids.map((id) => `attrition/${id}`).sort());
    expect(refusal(r, 'french', `attrition/${gun}`)).toMatchObject({ rule: '8.5', code: 'attrition-unit' });
    expect(refusal(r, 'russian', `attrition/${ids[0]}`)).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    const after = act(r, 'french', `attrition/${ids[1]}`).state;
    expect(after.units[ids[1]!]!.hex).toBe('eliminated');
    expect(after.units[ids[0]!]).toMatchObject({ hex: ROW[3], disrupted: false });
    expect(after.prompts).toEqual([]);
  });

  it('8.5 a modified 8 (die 6, +1 French, +1 one forced-march hex beyond 3) eliminates one and disrupts another', () => {
    const { s, ids } = moving(3, 3);
    const r = act(walk(s, 4, true), 'french', 'mv/confirm', [6]).state;
    expect(r.prompts.at(-1)).toMatchObject({ name: 'attrition', eliminate: 1, disrupt: 1 });
    const after = play(r, [
      ['french', `attrition/${ids[0]}`],
      ['french', `attrition/${ids[2]}`],
    ]).state;
    expect(after.units[ids[0]!]!.hex).toBe('eliminated');
    expect(after.units[ids[2]!]).toMatchObject({ hex: ROW[4], disrupted: true });
    expect(after.units[ids[1]!]).toMatchObject({ hex: ROW[4], disrupted: false });
  });

  it('8.5 a single-unit stack that suffers attrition is disrupted', () => {
    const { s, ids } = moving(3, 1);
    const r = act(walk(s, 3), 'french', 'mv/confirm', [5]).state;
    expect(r.prompts.at(-1)).toMatchObject({ name: 'attrition', eliminate: 0, disrupt: 1 });
    const after = act(r, 'french', `attrition/${ids[0]}`).state;
    expect(after.units[ids[0]!]).toMatchObject({ hex: ROW[3], disrupted: true });
  });
});

describe('8.5–8.6 attrition in winter', () => {
  it('8.5 in winter a 2-hex move rolls: die 4, +1 French, +1 winter = 6 eliminates one unit; die 3 (5) nothing', () => {
    const { s, ids } = moving(11, 2);
    const hit = act(walk(s, 2), 'french', 'mv/confirm', [4]).state;
    expect(hit.prompts.at(-1)).toMatchObject({ name: 'attrition', eliminate: 1, disrupt: 0 });
    const safe = act(walk(s, 2), 'french', 'mv/confirm', [3]).state;
    expect(safe.prompts).toEqual([]);
    for (const id of ids) expect(safe.units[id]).toMatchObject({ hex: ROW[2], disrupted: false });
  });
});

describe('7.5 note: several trains on one stack', () => {
  it('7.5/8.1/8.4 a stack recovers with one train and then moves with another (README: good order read at the move)', () => {
    const s = blank('recovery', 3);
    depot(s, 'french', '2612');
    const ids = put(s, 'french', '2612', 2, { disrupted: true });
    lead(s, '2612', 'fr-Eugene');
    train(s, 'french', '2612');
    train(s, 'french', '2612');
    s.sides.russian.done = true;
    let r = act(s, 'french', 'recover/2612').state;
    r = act(r, 'french', 'done').state;
    expect(r.step).toBe('movement');
    r = play(r, [
      ['french', 'move/2612'],
      ['french', 'mv/to/2613'],
      ['french', 'mv/confirm'],
    ]).state;
    for (const id of ids) expect(r.units[id]).toMatchObject({ hex: '2613', disrupted: false });
    // With the one train used by the recovery, no move is left.
    const one = structuredClone(s);
    one.trains.pop();
    const after = act(act(one, 'french', 'recover/2612').state, 'french', 'done').state;
    expect(after.step).toBe('combat');
  });
});

describe('14.5 Napoleon with the moving stack', () => {
  it('14.5 Napoleon gives −1: a die 5 (+1 French −1 Napoleon = 5) costs nothing, where without him it eliminates a unit', () => {
    const { s } = moving(3, 2);
    lead(s, ROW[0]!, 'fr-Napoleon');
    const r = act(walk(s, 3), 'french', 'mv/confirm', [5]).state;
    expect(r.prompts).toEqual([]);
    expect(Object.values(r.units).filter((u) => u.hex === ROW[3])).toHaveLength(2);
  });
});

describe('8.8 an enemy Depot captured', () => {
  it('8.8 a unit entering a hex with only an enemy Depot eliminates it for good; one held by enemy units is not entered', () => {
    const { s } = moving();
    depot(s, 'russian', ROW[1]!);
    const r = act(walk(s, 1), 'french', 'mv/confirm');
    expect(r.state.depots).toEqual([]);
    expect(r.state.depotsLost.russian).toBe(1);
    expect(kinds(r.events)).toContain('depot-captured');
    const held = structuredClone(s);
    put(held, 'russian', ROW[1]!);
    const started = act(held, 'french', `move/${ROW[0]}`).state;
    expect(refusal(started, 'french', `mv/to/${ROW[1]}`)).toMatchObject({ rule: '8.4', code: 'move-enemy-units' });
  });

  it('8.8 a Depot passed through is captured too', () => {
    const { s } = moving();
    depot(s, 'russian', ROW[1]!);
    const r = act(walk(s, 2), 'french', 'mv/confirm').state;
    expect(r.depots).toEqual([]);
    expect(r.depotsLost.russian).toBe(1);
  });
});

describe('8.9 an enemy leader met', () => {
  it('8.9/11.19 a lone enemy leader entered rolls: a 1 eliminates him; otherwise he joins a friendly stack within 3 hexes', () => {
    const { s } = moving();
    lead(s, ROW[1]!, 'ru-Barclay');
    const refuge = '1406';
    expect(grid.distance(ROW[1]!, refuge)).toBeLessThanOrEqual(3);
    put(s, 'russian', refuge);
    const caught = act(walk(s, 1), 'french', 'mv/confirm', [1]);
    expect(caught.state.leaders['ru-Barclay']!.hex).toBe('eliminated');
    expect(caught.events.find((e) => e.kind === 'escape')).toMatchObject({ die: 1, fate: 'eliminated' });
    const escaped = act(walk(s, 1), 'french', 'mv/confirm', [4]).state;
    expect(escaped.leaders['ru-Barclay']!.hex).toBe(refuge);
  });

  it('11.19 with two friendly stacks within 3 hexes the owner chooses; a hex not offered is refused', () => {
    const { s } = moving();
    lead(s, ROW[1]!, 'ru-Barclay');
    put(s, 'russian', '1406');
    put(s, 'russian', '1306');
    expect(grid.distance(ROW[1]!, '1306')).toBeLessThanOrEqual(3);
    const r = act(walk(s, 1), 'french', 'mv/confirm', [4]).state;
    expect(r.prompts.at(-1)).toMatchObject({ name: 'refuge', side: 'russian', leader: 'ru-Barclay' });
    expect(keys(r, 'russian').sort()).toEqual(['refuge/1306', 'refuge/1406']);
    expect(keys(r, 'french')).toEqual([]);
    expect(refusal(r, 'russian', 'refuge/0208')).toMatchObject({ rule: '11.19', code: 'refuge' });
    expect(where(act(r, 'russian', 'refuge/1306').state, 'ru-Barclay')).toBe('1306');
  });

  it('8.9/11.19 with no friendly stack within 3 hexes the leader is eliminated whatever the die', () => {
    const { s } = moving();
    lead(s, ROW[1]!, 'ru-Barclay');
    const r = act(walk(s, 1), 'french', 'mv/confirm', [6]).state;
    expect(r.leaders['ru-Barclay']!.hex).toBe('eliminated');
  });

  it('14.7 Napoleon caught by a Russian move (a 1) is an immediate Russian victory', () => {
    const s = blank('movement', 3, 'russian');
    put(s, 'russian', ROW[1]!, 2);
    lead(s, ROW[1]!, 'ru-Barclay');
    train(s, 'russian', ROW[1]!);
    lead(s, ROW[0]!, 'fr-Napoleon');
    s.sides.french.done = true;
    const r = play(s, [
      ['russian', `move/${ROW[1]}`],
      ['russian', `mv/to/${ROW[0]}`],
      ['russian', 'mv/confirm', [1]],
    ]).state;
    expect(r.over).toMatchObject({ winner: 'russian', reason: 'napoleon' });
    expect(refusal(r, 'french', 'done')).toMatchObject({ rule: '14.7', code: 'game-over' });
  });

  it('14.7 a move that eliminates Napoleon ends there: a French leader alone further along rolls for nothing, no question is left open', () => {
    const s = blank('movement', 3, 'russian');
    put(s, 'russian', ROW[2]!, 2);
    lead(s, ROW[2]!, 'ru-Barclay');
    train(s, 'russian', ROW[2]!);
    lead(s, ROW[1]!, 'fr-Napoleon');
    lead(s, ROW[0]!, 'fr-Davout');
    // Two French stacks within 3 hexes of ROW[0]: Davout's escape would ask the French where he goes (11.19).
    put(s, 'french', '1706');
    put(s, 'french', '1707');
    s.sides.french.done = true;
    const r = play(s, [
      ['russian', `move/${ROW[2]}`],
      ['russian', `mv/to/${ROW[1]}`],
      ['russian', `mv/to/${ROW[0]}`],
      ['russian', 'mv/confirm', [1]],
    ]);
    expect(r.state.over).toMatchObject({ winner: 'russian', reason: 'napoleon' });
    expect(r.state.prompts).toEqual([]);
    expect(r.events.filter((e) => e.kind === 'escape').map((e) => e['leader'])).toEqual(['fr-Napoleon']);
    expect(module.check!(r.state)).toEqual([]);
  });
});

describe('8.7 Forage markers at the end of phase 3', () => {
  /** Turn `turn`'s movement: the French passes with his last train, which ends phase 3. */
  function endOfMovement(turn: number, setUp: (s: N1812State) => void): N1812State {
    const s = blank('movement', turn);
    s.sides.russian.done = true;
    put(s, 'french', '2612');
    lead(s, '2612', 'fr-Davout');
    train(s, 'french', '2612');
    setUp(s);
    return act(s, 'french', 'pass/2612').state;
  }

  it('8.7 from turn 3, a French stack in Russia with no train gets a marker; one with a train, in a city with its Depot, or outside Russia does not', () => {
    let withTrain: string[] = [];
    const r = endOfMovement(3, (s) => {
      put(s, 'french', ROW[0]!, 2);
      withTrain = put(s, 'french', ROW[2]!, 2);
      s.supplied = [...withTrain];
      put(s, 'french', '1410', 2);
      depot(s, 'french', '1410');
      put(s, 'french', '2712', 2);
    });
    expect(r.forage).toEqual([ROW[0]]);
    expect(r.step).toBe('combat');
    expect(forageMarkers(r)).toEqual([ROW[0]]);
  });

  it('8.7 a lone unit besieged in a city with its Depot gets a marker all the same', () => {
    const r = endOfMovement(3, (s) => {
      put(s, 'french', '1410');
      depot(s, 'french', '1410');
      put(s, 'russian', '1409', 2);
    });
    expect(r.forage).toEqual(['1410']);
  });

  it('8.7 on turn 2 no Forage marker is placed', () => {
    const r = endOfMovement(2, (s) => void put(s, 'french', ROW[0]!, 2));
    expect(r.forage).toEqual([]);
  });
});

function forcedMarchMarkers(s: N1812State): string[] {
  return module
    .view(s, 'observer')
    .pieces.filter((p) => p.id.startsWith('fm-'))
    .map((p) => p.at);
}

function forageMarkers(s: N1812State): string[] {
  return module
    .view(s, 'russian')
    .pieces.filter((p) => p.id.startsWith('forage-'))
    .map((p) => p.at);
}
