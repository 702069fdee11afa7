import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { unitsOfCommand } from '../../../../../src/engine/games/borodino/play/september.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, drmOf, game, keys, module, must, play, septemberOrders, stepsOf } from './build.js';

/**
 * The book's worked examples played through the play module with the book's own numbers (the README's "The book's
 * worked examples" lists every one, with the test that plays it or why none can). Positions are built on the pack's
 * map around 4616, open ground (its neighbours: 4617 north, 4716 north-west, 4715 south-west, 4615 south, 4515
 * south-east, 4516 north-east; a unit facing `nw` has 4617 and 4716 Frontal); the 7 September ones start from the
 * scenario's Orders Phase (Napoleon's Command Range 3 and Kutuzov's Orders value 2 are the tests' numbers: the book
 * gives neither). Dice are fixed: each test says what each face stands for.
 */

function played(state: BorodinoState, side: string, key: string, faces: readonly number[]) {
  const out = play(state, side, key, faces);
  if (!out.ok) throw new Error(`${key} refused: ${out.code} (${out.rule})`);
  return out;
}

type Seven = NonNullable<BorodinoState['september']>;
const with7 = (s: BorodinoState, change: Partial<Seven>): BorodinoState => ({
  ...s,
  september: { ...s.september!, ...change },
});

/** A hex of the map whose nearest unit of `units` is exactly `distance` hexes away, and no enemy of it there. */
function hexAt(s: BorodinoState, units: readonly string[], distance: number): string {
  const at = units.map((id) => s.units[id]!.at).filter((h) => game.hexes.has(h));
  const hex = [...game.hexes.keys()].find(
    (h) =>
      Math.min(...at.map((a) => game.grid.distance(a, h))) === distance &&
      Object.values(s.units).every((u) => u.at !== h),
  );
  if (!hex) throw new Error(`no hex ${distance} from ${units.join()}`);
  return hex;
}

/** The 7 September Activation Phase with `group`'s AM chosen first by `side` (its only AMs in the cup). */
function drawn(group: string, side: 'french' | 'russian', orders: readonly string[], leader?: string): BorodinoState {
  let s = with7(
    { ...septemberOrders(), step: 'first-am', side },
    { orders: [...orders], cup: [group, group], initiative: side },
  );
  if (leader) s = with7(s, { leaders: { ...s.september!.leaders, [side]: leader } });
  return must(s, side, `pick/${group}`, []);
}

describe('2.2 the example counters', () => {
  it('2.2 infantry (Defensive Fire +1, Assault Strength 10, Cohesion 6, Movement Allowance 4)', () => {
    // The example counter defends in 4617, facing 4616 (its Frontal hex: its Defensive Fire counts, 9.42); the
    // French attacker is given the same numbers.
    const example = { SP: 10, Coh: 6, 'Coh.back': 4, DF: 1 };
    const s = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617', facing: 'se' } },
      learned: { 'fr-CM-1': { ...example, MA: 4 }, 'ru-Shak-1': example },
    });
    // Commitment: 5 + 1 (Defensive Fire) = 6 ≤ 6, committed; 6 + 1 = 7 > 6 fails (9.43).
    // The assault's own die (5) and the checks its row asks (0) are not the example's.
    const committed = played(s, 'french', 'assault/4616/4617', [5, 5, 0, 0]);
    const commitment = stepsOf(committed.events, 'commitment');
    expect(drmOf(commitment, 'defensive-fire')?.value).toBe(1);
    expect(committed.events.find((e) => e.kind === 'commitment')?.['result']).toMatchObject({
      total: 6,
      committed: true,
    });
    // 9.51: 10 against 10 is 1-1; 9.52: Cohesion 6 − 6.
    const assault = stepsOf(committed.events, 'assault');
    expect(drmOf(assault, 'force-ratio')).toMatchObject({ attacker: 10, defender: 10, ratio: '1-1', value: 0 });
    expect(drmOf(assault, 'cohesion-difference')).toMatchObject({ attacker: 6, defender: 6, value: 0 });
    const failed = played(s, 'french', 'assault/4616/4617', [6]);
    expect(failed.events.find((e) => e.kind === 'commitment')?.['result']).toMatchObject({
      total: 7,
      committed: false,
    });
    expect(failed.events.some((e) => e.kind === 'assault')).toBe(false);
    // 7.11: Movement Allowance 4: four hexes of open ground (1 MP each), not five.
    const moving = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' } },
      learned: { 'fr-CM-1': { MA: 4 } },
    });
    expect(keys(moving, 'french', ['u:fr-CM-1'])).toContain('move/fr-CM-1/4617.4618.4619.4620');
    expect(play(moving, 'french', 'move/fr-CM-1/4617.4618.4619.4620.4621')).toMatchObject({ ok: false, rule: '7.34' });
  });

  it('2.2 artillery (range 3-5, Fire Strength [4], Cohesion 7, Movement Allowance 5)', () => {
    const example = { FS: 4, Eff: 3, Max: 5, Coh: 7, MA: 5 };
    // The French example battery in 4616 facing north-west fires up the column 4617–4622 at the Russian jagers.
    const firing = (at: string) =>
      built({
        step: 'fire',
        side: 'french',
        units: { 'fr-CM-a1': { at: '4616' }, 'ru-Shak-1': { at, facing: 'se' } },
        learned: { 'fr-CM-a1': example, 'ru-Shak-1': { Coh: 6 } },
      });
    // 8.3: at range 5 (the Maximum), two hexes beyond the Effective 3: −2 each; 9 + 4 − 4 = 9.
    const far = played(firing('4621'), 'french', 'fire/fr-CM-a1/4621', [9, 0]);
    const fire = stepsOf(far.events, 'fire');
    expect(drmOf(fire, 'fire-strength')?.value).toBe(4);
    expect(drmOf(fire, 'beyond-effective')).toMatchObject({ count: 2, value: -4 });
    expect(far.events.find((e) => e.kind === 'fire')?.['result']).toMatchObject({ total: 9 });
    // At range 3 (the Effective) no −2; at range 6, beyond the Maximum, no fire.
    expect(
      drmOf(stepsOf(played(firing('4619'), 'french', 'fire/fr-CM-a1/4619', [0]).events, 'fire'), 'beyond-effective'),
    ).toBeUndefined();
    expect(keys(firing('4622'), 'french')).toEqual(['done']);
    expect(play(firing('4622'), 'french', 'fire/fr-CM-a1/4622')).toMatchObject({
      ok: false,
      code: 'fire-beyond-maximum',
      rule: '8.3',
    });
    // Cohesion 7: the Russian battery in 4617 fires at it alone (no point-blank +1 at artillery alone, 8.3):
    // 5 + Fire Strength 4 = 9, a check (8.5): 7 ≤ 7 holds, 8 Disorders it.
    const target = built({
      step: 'fire',
      side: 'russian',
      units: { 'fr-CM-a1': { at: '4616', facing: 'se' }, 'ru-8-a1': { at: '4617', facing: 'se' } },
      learned: { 'fr-CM-a1': example, 'ru-8-a1': { FS: 4, Eff: 3, Max: 5 } },
    });
    const held = played(target, 'russian', 'fire/ru-8-a1/4616', [5, 7]);
    expect(held.events.find((e) => e.kind === 'fire')?.['result']).toMatchObject({ total: 9 });
    expect(held.state.units['fr-CM-a1']?.disordered).toBe(false);
    expect(must(target, 'russian', 'fire/ru-8-a1/4616', [5, 8]).units['fr-CM-a1']?.disordered).toBe(true);
    // Movement Allowance 5: two hexes of open ground (the Terrain Table's artillery column, 2 MP each), not a third.
    const moving = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616' } },
      learned: { 'fr-CM-a1': example },
    });
    expect(keys(moving, 'french', ['u:fr-CM-a1'])).toContain('move/fr-CM-a1/4617.4618');
    expect(play(moving, 'french', 'move/fr-CM-a1/4617.4618.4619')).toMatchObject({ ok: false, rule: '7.34' });
  });
});

describe('2.2 the 7 September counters (Kutuzov, Eugene’s AM)', () => {
  it('2.2 Kutuzov (Command Range 2, Delay Value 5, Command DRM −2, Movement Allowance 4)', () => {
    // Delay 5 (5.29, SR1), from turn 2: a 5 passes (new Orders), a 6 fails (last turn's stay; then the Initiative).
    const turn2 = with7({ ...septemberOrders(), turn: 2 }, { orders: ['ru-ii'] });
    const passed = played(turn2, 'french', 'done', [5]);
    expect(stepsOf(passed.events, 'orders-delay').find((x) => x.step === 'orders-delay')).toMatchObject({
      total: 5,
      delayValue: 5,
      newOrders: true,
    });
    expect(passed.state).toMatchObject({ step: 'orders', side: 'russian' });
    const failed = played(turn2, 'french', 'done', [6, 4, 1]);
    expect(stepsOf(failed.events, 'orders-delay').find((x) => x.step === 'orders-delay')).toMatchObject({
      total: 6,
      newOrders: false,
    });
    expect(failed.state.september!.orders).toEqual(['ru-ii']);
    // Range 2 and DRM −2 (5.28): a No-Orders Command with a unit 2 hexes from Kutuzov subtracts 2; 3 hexes, not.
    // Its AM's Orders value is not in the book: 4 here. A 6: 6 − 2 = 4 ≤ 4 within range; 6 > 4 beyond it.
    const s = must(drawn('ru-vi', 'russian', []), 'russian', 'command-value/ru-vi/orders/4');
    const command = keys(s, 'russian')
      .find((k) => k.startsWith('individual/'))!
      .split('/')[1]!;
    const rolling = (distance: number) => {
      const leader = hexAt(s, unitsOfCommand(game, s, command), distance);
      return with7(s, { leaders: { ...s.september!.leaders, russian: leader } });
    };
    const near = played(rolling(2), 'russian', `individual/${command}`, [6]);
    expect(drmOf(stepsOf(near.events, 'individual-orders'), 'oc-command-value')?.value).toBe(-2);
    expect(near.events.find((e) => e.kind === 'individual-orders')?.['underOrders']).toBe(true);
    const far = played(rolling(3), 'russian', `individual/${command}`, [6]);
    expect(drmOf(stepsOf(far.events, 'individual-orders'), 'oc-command-value')).toBeUndefined();
    expect(far.events.find((e) => e.kind === 'individual-orders')?.['underOrders']).toBe(false);
    // Movement Allowance 4 (SR6: Kutuzov moves 4): every hex offered is within 4 of 2618, some 4 away.
    let oc: BorodinoState = with7({ ...septemberOrders(), step: 'morale', side: 'russian' }, { initiative: 'french' });
    oc = must(oc, 'russian', 'done');
    oc = must(oc, 'french', 'go/first', [0]);
    oc = must(oc, 'french', 'done');
    const hexes = keys(oc, 'russian')
      .filter((k) => k.startsWith('oc-move/'))
      .map((k) => k.split('/')[1]!);
    const distances = hexes.map((h) => game.grid.distance('2618', h));
    expect(Math.max(...distances)).toBe(4);
    const beyond = [...game.hexes.keys()].find((h) => game.grid.distance('2618', h) === 5)!;
    expect(play(oc, 'russian', `oc-move/${beyond}`)).toMatchObject({ ok: false, rule: '5.62' });
  });

  it('2.2 Eugene’s AM (IV Corps, Change-Orders Value 3): 3 passes, 4 fails; the value is the book’s, not asked', () => {
    const first = drawn('fr-iv', 'french', []);
    const units = unitsOfCommand(game, first, 'fr-iv.1');
    // Napoleon more than his Range (3, the test's) from every unit of the Command: no −2.
    const s = with7(first, { leaders: { ...first.september!.leaders, french: hexAt(first, units, 4) } });
    expect(keys(s, 'french')[0]).toBe('individual/fr-iv.1');
    const passed = played(s, 'french', 'individual/fr-iv.1', [3]);
    expect(stepsOf(passed.events, 'individual-orders').find((x) => x.step === 'individual-orders')).toMatchObject({
      total: 3,
      amValue: 3,
      underOrders: true,
    });
    expect(passed.state.september!.individual).toEqual(['fr-iv.1']);
    const failed = played(s, 'french', 'individual/fr-iv.1', [4]);
    expect(failed.events.find((e) => e.kind === 'individual-orders')?.['underOrders']).toBe(false);
    expect(failed.state.september!.idle).toEqual(expect.arrayContaining(units));
  });
});

describe('2.2 note: two units of one brigade stack with one artillery unit', () => {
  it('2.2 note, 6.21: two infantry and a battery make three units in a hex; a fourth unit is refused', () => {
    // The pack prints no brigade letters (a, b): a brigade it does not know refuses nothing (the README's 6.21).
    const s = built({
      step: 'move',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4617' },
        'fr-CM-2': { at: '4617' },
        'fr-CM-a1': { at: '4616' },
        'fr-CM-3': { at: '4616' },
      },
      learned: { 'fr-CM-a1': { MA: 5 }, 'fr-CM-3': { MA: 4 } },
    });
    const three = must(s, 'french', 'move/fr-CM-a1/4617');
    expect(Object.values(three.units).filter((u) => u.at === '4617')).toHaveLength(3);
    expect(module.check!(three)).toEqual([]);
    expect(play(three, 'french', 'move/fr-CM-3/4617')).toMatchObject({ ok: false, rule: '6.21' });
  });
});

describe('5.2 Orders: 5.22, 5.28 note, SR1 note, SR2', () => {
  it('5.22 example: Napoleon’s Orders Value 3 puts 3 Commands Under Orders; a 4th stays without', () => {
    let s = septemberOrders();
    for (const c of ['fr-i', 'fr-iii', 'fr-v']) s = must(s, 'french', `order/${c}`);
    expect(s.september!.orders).toEqual(['fr-i', 'fr-iii', 'fr-v']);
    expect(play(s, 'french', 'order/fr-viii')).toMatchObject({ ok: false, code: 'orders-over-value', rule: '5.22' });
    expect(keys(s, 'french').filter((k) => k.startsWith('order/fr-'))).toEqual([
      'order/fr-i',
      'order/fr-iii',
      'order/fr-v',
    ]);
  });

  it('5.28 note: a French No-Orders Command with a unit within Napoleon’s Range subtracts 2 (Eugene’s AM, 3: a 5 passes)', () => {
    const first = drawn('fr-iv', 'french', []);
    const units = unitsOfCommand(game, first, 'fr-iv.1');
    const at = (distance: number) =>
      with7(first, { leaders: { ...first.september!.leaders, french: hexAt(first, units, distance) } });
    // Within Napoleon's Range (3, the test's): 5 − 2 = 3 ≤ 3.
    const within = played(at(3), 'french', 'individual/fr-iv.1', [5]);
    const steps = stepsOf(within.events, 'individual-orders');
    expect(drmOf(steps, 'oc-command-value')?.value).toBe(-2);
    expect(steps.find((x) => x.step === 'individual-orders')).toMatchObject({ total: 3, underOrders: true });
    // One hex beyond it: 5 > 3.
    const beyond = played(at(4), 'french', 'individual/fr-iv.1', [5]);
    expect(drmOf(stepsOf(beyond.events, 'individual-orders'), 'oc-command-value')).toBeUndefined();
    expect(beyond.events.find((e) => e.kind === 'individual-orders')?.['underOrders']).toBe(false);
  });

  it('SR1 note: Kutuzov rolls no Delay on turn 1; from turn 2 he does', () => {
    // Turn 1: no die is rolled (the dice given are none); the step says why.
    const first = played(septemberOrders(), 'french', 'done', []);
    const steps = stepsOf(first.events, 'orders-delay');
    expect(steps.map((x) => x.step)).toContain('first-turn-orders');
    expect(steps.some((x) => x.step === 'roll')).toBe(false);
    expect(first.state).toMatchObject({ step: 'orders', side: 'russian' });
    // Turn 2: a roll (9 > 5, failed; then the Initiative's two dice).
    const second = played(with7({ ...septemberOrders(), turn: 2 }, { orders: ['ru-ii'] }), 'french', 'done', [9, 4, 1]);
    expect(stepsOf(second.events, 'orders-delay').find((x) => x.step === 'roll')).toMatchObject({ dice: [9] });
  });

  it('SR2 Murat’s AM: “2” of his six cavalry commands take Napoleon’s Order, not a 3rd; “5” is the others’ Orders value', () => {
    let s = septemberOrders();
    s = must(s, 'french', 'order/1CC');
    s = must(s, 'french', 'order/2CC');
    expect(play(s, 'french', 'order/3CC.1')).toMatchObject({ ok: false, code: 'orders-over-murat', rule: 'SR2' });
    // The "5": a cavalry command without Orders rolls against it (not asked), Napoleon out of range: 5 passes, 6 fails.
    const first = drawn('fr-murat', 'french', []);
    const command = keys(first, 'french')
      .find((k) => k.startsWith('individual/'))!
      .split('/')[1]!;
    const units = unitsOfCommand(game, first, command);
    const far = with7(first, { leaders: { ...first.september!.leaders, french: hexAt(first, units, 4) } });
    expect(keys(far, 'french').some((k) => k.startsWith('command-value/'))).toBe(false);
    const passed = played(far, 'french', `individual/${command}`, [5]);
    expect(stepsOf(passed.events, 'individual-orders').find((x) => x.step === 'individual-orders')).toMatchObject({
      total: 5,
      amValue: 5,
      underOrders: true,
    });
    const failed = played(far, 'french', `individual/${command}`, [6]);
    expect(failed.events.find((e) => e.kind === 'individual-orders')?.['underOrders']).toBe(false);
  });
});

describe('5.51 note: a Command may be activated three times in a turn', () => {
  it('5.51 note: I Corps Under Orders activated by its two AMs, then again in the Reserve Phase', () => {
    // The cup holds I Corps' two AMs alone; the French, with the Initiative, choose the first (5.41).
    let s = with7(
      { ...septemberOrders(), step: 'first-am', side: 'french' },
      { orders: ['fr-i'], cup: ['fr-i', 'fr-i'], initiative: 'french' },
    );
    const events: GameEvent[] = [];
    const step = (side: string, key: string, faces: readonly number[] = []) => {
      const out = played(s, side, key, faces);
      events.push(...out.events);
      s = out.state;
    };
    step('french', 'pick/fr-i');
    // Each activation's Fire, Movement, Assault and Rally steps passed ("done"), the second AM drawn (the last in the
    // cup: no die), until the Reserve Phase asks the French, with the Initiative, to go first or second (5.51).
    for (let i = 0; i < 12 && !keys(s, 'french').includes('go/first'); i++) step('french', 'done');
    expect(events.filter((e) => e.kind === 'am-activates').map((e) => e['group'])).toEqual(['fr-i', 'fr-i']);
    step('french', 'go/first');
    // 5.52: a unit of I Corps within Napoleon's Range (3, the test's) of 3908.
    expect(keys(s, 'french')).toContain('reserve/fr-i');
    step('french', 'reserve/fr-i');
    expect(events.filter((e) => e.kind === 'reserve-activated').map((e) => e['command'])).toEqual(['fr-i']);
    expect(s.step).toBe('fire');
  });
});

describe('9.51 force ratio: the book’s two examples', () => {
  // A French infantry regiment in 4616 facing north-west assaults the Russian jagers in 4617, who face it; the
  // Cohesions are alike and the Defensive Fire 0, so only the strengths differ.
  const assault = (attacker: number, defender: number) =>
    built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617', facing: 'se' } },
      learned: {
        'fr-CM-1': { SP: attacker, Coh: 6, 'Coh.back': 4 },
        'ru-Shak-1': { SP: defender, Coh: 6, 'Coh.back': 4, DF: 0 },
      },
    });

  it('9.51 example: a unit of 9 SP attacking an enemy of 4 assaults at 2 to 1 (+2)', () => {
    // Commitment 0 ≤ 6; the assault die 5; the checks its row may ask 0.
    const out = played(assault(9, 4), 'french', 'assault/4616/4617', [0, 5, 0, 0]);
    expect(drmOf(stepsOf(out.events, 'assault'), 'force-ratio')).toMatchObject({
      attacker: 9,
      defender: 4,
      ratio: '2-1',
      value: 2,
      rule: '9.51',
    });
    expect(out.events.find((e) => e.kind === 'assault')?.['result']).toMatchObject({ ratio: '2-1' });
  });

  it('9.51 example: 5 SP attacking 7 is 1 to 1½, rounded for the defender to the 2-3 row (−1)', () => {
    const out = played(assault(5, 7), 'french', 'assault/4616/4617', [0, 5, 0, 0]);
    expect(drmOf(stepsOf(out.events, 'assault'), 'force-ratio')).toMatchObject({
      attacker: 5,
      defender: 7,
      ratio: '2-3',
      value: -1,
    });
  });
});

describe('9.54 position: the book’s examples A and B (p. 11 of the English rulebook, described in the Italian text)', () => {
  /**
   * The Russian jagers in 4617 face north-west (4618 and 4717 Frontal; 4616 Rear). French infantry in 4618 (Frontal)
   * faces them (south-west: 4617 and 4717 Frontal); French infantry in 4616 (Rear) faces them (north-west: 4617 and
   * 4716). In B a Russian unit in 4615 faces north-west too (4616 and 4715 Frontal): the Rear attacker stands in its
   * Frontal hex; in A there is none. 4716 and 4717 are empty, so 4617 is each stack's only Frontal enemy (9.22); the
   * two French stacks assault it together (9.23), the second declared joining the first.
   */
  const example = (other: 'nw' | 'se' | null, front = true) =>
    built({
      step: 'assault',
      side: 'french',
      units: {
        'ru-Shak-1': { at: '4617', facing: 'nw' },
        'fr-CM-1': { at: '4616', facing: 'nw' },
        ...(front ? { 'fr-CM-2': { at: '4618', facing: 'sw' } } : {}),
        ...(other ? { 'ru-Shak-2': { at: '4615', facing: other } } : {}),
      },
      learned: {
        'fr-CM-1': { SP: 6, Coh: 6, 'Coh.back': 4 },
        'fr-CM-2': { SP: 6, Coh: 6, 'Coh.back': 4 },
        'ru-Shak-1': { SP: 6, Coh: 6, 'Coh.back': 4, DF: 0 },
      },
    });
  /** The one assault's position DRM, the stacks in `from` declaring in turn (the last one's rolls them, 9.46). */
  const position = (s: BorodinoState, from: readonly string[]) => {
    let t = s;
    for (const h of from.slice(0, -1)) t = must(t, 'french', `assault/${h}/4617`);
    // Each stack's Commitment 0, the assault 5, the checks 0.
    const out = played(t, 'french', `assault/${from.at(-1)!}/4617`, [...from.map(() => 0), 5, 0, 0]);
    const assaults = out.events.filter((e) => e.kind === 'assault');
    expect(assaults).toHaveLength(1);
    expect(assaults[0]!['attackers']).toHaveLength(from.length);
    return drmOf(stepsOf(out.events, 'assault'), 'position');
  };

  it('9.54 example A: the Frontal and the Rear attacker assaulting together: +3 (Front and Rear)', () => {
    expect(position(example(null), ['4616', '4618'])).toMatchObject({ position: 'front-rear', value: 3, rule: '9.54' });
    expect(position(example(null), ['4618', '4616'])).toMatchObject({ position: 'front-rear', value: 3 });
  });

  it('9.54 example B: the Rear attacker stands in a Frontal hex of another Russian unit: no position DRM', () => {
    expect(position(example('nw'), ['4616', '4618'])).toBeUndefined();
    // The note's condition alone: the Rear attacker (the Frontal one away) with that Russian unit facing it, no
    // modifier; facing away (south-east: 4616 is its Rear), the Rear's +2 (9.54 [1]).
    expect(position(example('nw', false), ['4616'])).toBeUndefined();
    expect(position(example('se', false), ['4616'])).toMatchObject({ position: 'rear', value: 2, rule: '9.54' });
  });
});

describe('9.81 step 3 note: a charge’s Commitment is never modified by Defensive Fire', () => {
  it('9.81 step 3 note: the jagers’ Defensive Fire +1 counts against an assault, not against a charge', () => {
    const learned = {
      'fr-1CC-1': { Cav: 1, SP: 4, Coh: 7, 'Coh.back': 4 },
      'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
      'ru-Shak-1': { SP: 3, Coh: 5, 'SP.back': 2, 'Coh.back': 3, DF: 1 },
    };
    // The heavy cavalry in 4616 charges the jagers in 4618 (facing it) through 4617: a 7 is committed (7 ≤ 7).
    const charge = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-1CC-1': { at: '4616' }, 'ru-Shak-1': { at: '4618', facing: 'se' } },
      learned,
      active: ['CM', '1CC', 'Shak'],
    });
    const charged = played(charge, 'french', 'charge/4616/4618/4617/nw', [7]);
    const commitment = charged.events.find((e) => e.kind === 'commitment')!;
    expect(commitment['result']).toMatchObject({ total: 7, committed: true });
    expect(drmOf(stepsOf(charged.events, 'commitment'), 'defensive-fire')).toBeUndefined();
    // The infantry assaulting the same jagers from their Frontal hex: 7 + 1 = 8 > 7, not committed.
    const assault = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4617' }, 'ru-Shak-1': { at: '4618', facing: 'se' } },
      learned,
    });
    const failed = played(assault, 'french', 'assault/4617/4618', [7]);
    expect(failed.events.find((e) => e.kind === 'commitment')?.['result']).toMatchObject({
      total: 8,
      committed: false,
    });
    expect(drmOf(stepsOf(failed.events, 'commitment'), 'defensive-fire')?.value).toBe(1);
  });
});

describe('the notes with no numbers that the module plays', () => {
  it('6.33 note: artillery may enter an enemy ZOC, even alone; it stops there', () => {
    // The Russian jagers in 4618 control 4617 (6.31); the French battery (MA 5) enters it alone and stops.
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616' }, 'ru-Shak-1': { at: '4618', facing: 'se' } },
      learned: { 'fr-CM-a1': { MA: 5 } },
    });
    expect(must(s, 'french', 'move/fr-CM-a1/4617').units['fr-CM-a1']?.at).toBe('4617');
    expect(play(s, 'french', 'move/fr-CM-a1/4617.4717')).toMatchObject({ ok: false, rule: '6.33' });
  });

  it('7.21 note: horse artillery (Movement Allowance 8, 2.4) pays the artillery column: 2 MP a hex of open ground', () => {
    // fr-1CC-ha1: the pack prints its MA 8; four open hexes cost 8, a fifth 10.
    const s = built({ step: 'move', side: 'french', units: { 'fr-1CC-ha1': { at: '4616' } }, active: ['1CC'] });
    expect(keys(s, 'french', ['u:fr-1CC-ha1'])).toContain('move/fr-1CC-ha1/4617.4618.4619.4620');
    expect(play(s, 'french', 'move/fr-1CC-ha1/4617.4618.4619.4620.4621')).toMatchObject({ ok: false, rule: '7.34' });
  });

  it('9.31 note: cavalry does not retreat before artillery fire (it does before an infantry assault)', () => {
    const values = {
      'fr-CM-a1': { FS: 4, Eff: 3, Max: 5 },
      'fr-CM-1': { SP: 6, Coh: 7, 'Coh.back': 4 },
      'ru-4CC-1': { Cav: 0, SP: 3, Coh: 6, 'SP.back': 2, 'Coh.back': 3 },
    };
    const active = ['CM', '4CC'];
    // The battery fires at the light cavalry in 4617 (0 + 4 + 1 = 5: no effect): resolved at once, no retreat offered.
    const fire = built({
      step: 'fire',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } },
      learned: values,
      active,
    });
    const fired = played(fire, 'french', 'fire/fr-CM-a1/4617', [0]);
    expect(fired.events.some((e) => e.kind === 'fire')).toBe(true);
    expect(fired.state.evade ?? null).toBeNull();
    expect(fired.state.side).toBe('french');
    // An infantry assault on it offers the retreat before the Commitment (9.31).
    const assault = built({
      step: 'assault',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-4CC-1': { at: '4617', facing: 'se' } },
      learned: values,
      active,
    });
    expect(must(assault, 'french', 'assault/4616/4617').evade).toMatchObject({ stage: 'defender' });
  });
});
