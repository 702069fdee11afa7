import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { flankAms } from '../../../../../src/engine/games/borodino/play/flank.js';
import { retreatChoices } from '../../../../../src/engine/games/borodino/play/retreat.js';
import { ordersOf } from '../../../../../src/engine/games/borodino/play/september.js';
import type { BorodinoState, Flank } from '../../../../../src/engine/games/borodino/play/state.js';
import { isActive } from '../../../../../src/engine/games/borodino/play/machine.js';
import { CLOSED_HEXES, FLANK_AM, southEdge } from '../../../../../src/engine/games/borodino/rules/flank.js';
import { bookOf, built, game, keys, module, must, pack, play, septemberOrders } from './build.js';

/**
 * SR14, "Manovra di aggiramento francese (opzionale)": the French's secret choice at set-up, the Order it costs, the
 * FLANK MANEUVER box, the Flanking Command AM from two turns later and its 2d6, the entry from the south edge, the
 * Russians kept out of 2400–2800 meanwhile, and the Command always Under Orders once back.
 */

const A = 'fr-CM-1';
const B = 'fr-CM-2';
const RUSSIAN = 'ru-Shak-1';

/** The 7 September set-up up to the French's `done`, with the French's flank choices (menu keys) made first. */
function setupWith(choices: readonly string[]): { state: BorodinoState; events: GameEvent[] } {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  const events: GameEvent[] = [];
  let s = must(setup.state, 'french', 'command-value/fr-Napoleon/range/3');
  for (const key of choices) s = must(s, 'french', key);
  const done = play(s, 'french', 'done');
  if (!done.ok) throw new Error(`done refused: ${done.code}`);
  events.push(...done.events);
  return { state: done.state, events };
}

/** Everything `viewer` reads now: its view (secret lines too) and its menu's root. */
const seenBy = (state: BorodinoState, viewer: string): string =>
  JSON.stringify(module.view(state, viewer)) + JSON.stringify(module.menu(state, viewer, []));

const logOf = (events: readonly GameEvent[]): string =>
  events.map((e) => `${module.describe(e).en}\n${module.describe(e).it}`).join('\n');

/** A state with the maneuver as given (`september.flank`), the units where `at` puts them. */
function withFlank(s: BorodinoState, flank: Flank, at: Readonly<Record<string, string>> = {}): BorodinoState {
  const units = { ...s.units };
  for (const [id, hex] of Object.entries(at)) units[id] = { ...units[id]!, at: hex };
  return { ...s, units, september: { ...s.september!, flank } };
}

/** Turn 1's Orders given by both sides (none), the first AM the French's to choose (their Initiative at 0600). */
const toFirstAm = (s: BorodinoState): BorodinoState => must(must(s, 'french', 'done'), 'russian', 'done');

/** A built position made a 7 September one, the Flanking Command (A) boxed, or back on the map when `returned`. */
const withBoxedFlank = (b: BorodinoState, returned: boolean): BorodinoState => ({
  ...b,
  scenario: 'borodino',
  september: {
    ...septemberOrders().september!,
    flank: { units: [A], turn: null, boxed: 1, count: 0, ...(returned ? { returned } : {}) },
  },
});

/** A boxed Flanking Command whose AM is due on turn 1 (boxed "two turns" before), A in the box, its MA known. */
function boxed(count = 0, entry?: string): BorodinoState {
  const s = withFlank(
    septemberOrders(),
    { units: [A], turn: null, boxed: -1, count, ...(entry ? { entry } : {}) },
    { [A]: 'flank' },
  );
  return { ...s, learned: bookOf({ [A]: { MA: 5 } }) };
}

describe('SR14 the decision, written down before play', () => {
  it('SR14 declining: the French end their set-up with nothing chosen; no maneuver, no Flanking Command AM', () => {
    const { state, events } = setupWith([]);
    expect(state.september!.flank).toBeUndefined();
    expect(events.map((e) => e.kind)).toContain('flank-noted');
    expect(
      module
        .view(state, 'french')
        .secret?.map((l) => l.en)
        .join(),
    ).toContain('not attempted');
    expect(flankAms(game, { ...state, turn: 12 })).toEqual([]);
  });

  it('SR14 a turn written down with no unit, or units with no turn, does not end the set-up', () => {
    const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
    if (!setup.ok) throw new Error('setup');
    const s = must(setup.state, 'french', 'command-value/fr-Napoleon/range/3');
    const turnOnly = must(s, 'french', 'flank/turn/3');
    expect(play(turnOnly, 'french', 'done')).toMatchObject({ ok: false, code: 'flank-no-units', rule: 'SR14' });
    expect(keys(turnOnly, 'french')).not.toContain('done');
    const unitsOnly = must(s, 'french', `flank/unit/${A}`);
    expect(play(unitsOnly, 'french', 'done')).toMatchObject({ ok: false, code: 'flank-no-turn', rule: 'SR14' });
    // Taken off again, the maneuver is declined.
    expect(play(must(unitsOnly, 'french', `flank/unit/${A}`), 'french', 'done')).toMatchObject({ ok: true });
  });

  it('SR14 the French choose their own units on the map and a turn of the scenario, in their set-up only', () => {
    const { state } = setupWith([`flank/unit/${A}`, `flank/unit/${B}`, 'flank/turn/3']);
    expect(state.september!.flank).toMatchObject({ units: [A, B], turn: 3, count: 0 });
    const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
    if (!setup.ok) throw new Error('setup');
    const s = must(setup.state, 'french', 'command-value/fr-Napoleon/range/3');
    expect(keys(s, 'french', ['flank'])).toContain(`flank/unit/${A}`);
    expect(keys(s, 'french', ['flank'])).not.toContain(`flank/unit/${RUSSIAN}`);
    expect(play(s, 'french', `flank/unit/${RUSSIAN}`)).toMatchObject({ ok: false, code: 'flank-unit', rule: 'SR14' });
    expect(play(s, 'french', 'flank/turn/13')).toMatchObject({ ok: false, code: 'flank-turn', rule: 'SR14' });
    // Once the set-up is over, nothing more is written down.
    expect(play(state, 'russian', `flank/unit/${A}`)).toMatchObject({ ok: false, code: 'flank-setup', rule: 'SR14' });
  });

  it('SR14 "Annota la decisione": the Russians’ view, menu and log are the same whether the French chose or declined', () => {
    const chosen = setupWith([`flank/unit/${A}`, 'flank/turn/1']);
    const declined = setupWith([]);
    // The French read their own choice; nobody else reads any.
    expect(
      module
        .view(chosen.state, 'french')
        .secret?.map((l) => l.en)
        .join(),
    ).toMatch(/Napoleon orders it in turn 1/);
    for (const viewer of ['russian', 'observer'])
      expect(seenBy(chosen.state, viewer)).toBe(seenBy(declined.state, viewer));
    expect(logOf(chosen.events)).toBe(logOf(declined.events));
    expect(seenBy(chosen.state, 'russian')).not.toMatch(/in turn 1|nel turno 1/);
    // Through the Orders Phase of the turn written down, the same again.
    const a = must(must(chosen.state, 'russian', 'command-value/ru-Kutuzov/orders/2'), 'russian', 'done');
    const b = must(must(declined.state, 'russian', 'command-value/ru-Kutuzov/orders/2'), 'russian', 'done');
    const orderedA = play(must(a, 'french', 'order/fr-i'), 'french', 'done');
    const orderedB = play(must(b, 'french', 'order/fr-i'), 'french', 'done');
    if (!orderedA.ok || !orderedB.ok) throw new Error('orders');
    expect(seenBy(orderedA.state, 'russian')).toBe(seenBy(orderedB.state, 'russian'));
    expect(logOf(orderedA.events)).toBe(logOf(orderedB.events));
  });
});

describe('SR14 the Order and the box', () => {
  it('SR14 "Ci vuole un Ordine di Napoleone": in the turn written down Napoleon orders 2 other Commands, not 3', () => {
    const s = withFlank(septemberOrders(), { units: [A], turn: 1, count: 0 });
    let t = must(must(s, 'french', 'order/fr-iii'), 'french', 'order/fr-iv.1');
    expect(play(t, 'french', 'order/fr-v')).toMatchObject({ ok: false, code: 'orders-over-value', rule: 'SR14' });
    expect(keys(t, 'french')).not.toContain('order/fr-v');
    // The chosen units are Under Orders as one Command, wherever they stand.
    expect(ordersOf(game, t, A)).toBe('under');
    expect(ordersOf(game, t, B)).toBe('none');
    // Another turn, Napoleon's three Orders are whole.
    t = withFlank(t, { units: [A], turn: 2, count: 0 });
    expect(must(t, 'french', 'order/fr-v').september!.orders).toContain('fr-v');
    expect(ordersOf(game, t, A)).toBe('none');
  });

  it('SR14 with SR3: a Guard unit chosen acts with the Guard’s AM in the turn written down; the rest of the Guard does not', () => {
    const guards = Object.keys(septemberOrders().units).filter((id) => game.groups.get(id) === 'fr-guard');
    const [chosen, other] = guards;
    const drawn = (turn: number) => {
      const s = toFirstAm(withFlank(septemberOrders(), { units: [chosen!], turn, count: 0 }));
      return must(
        { ...s, september: { ...s.september!, cup: ['fr-guard', ...s.september!.cup] } },
        'french',
        'pick/fr-guard',
        [],
      );
    };
    // "Ci vuole un Ordine di Napoleone per attivare le unità scelte": that Order activates it under SR3.
    const t = drawn(1);
    expect(t.september!.group).toBe('fr-guard');
    expect(isActive(t, chosen!)).toBe(true);
    expect(isActive(t, other!)).toBe(false);
    expect(isActive({ ...t, step: 'rally' }, other!)).toBe(false);
    // Another turn, the Guard without Napoleon's Orders is not activated at all (SR3).
    const s2 = toFirstAm(withFlank(septemberOrders(), { units: [chosen!], turn: 2, count: 0 }));
    const later = play(
      { ...s2, september: { ...s2.september!, cup: ['fr-guard', ...s2.september!.cup] } },
      'french',
      'pick/fr-guard',
      Array<number>(40).fill(1),
    );
    if (!later.ok) throw new Error(later.code);
    expect(later.events).toContainEqual({ kind: 'not-activated', group: 'fr-guard' });
  });

  it('SR14 at the end of that turn the chosen units go to the box, one next to an enemy unit stays', () => {
    const s0 = withFlank(septemberOrders(), { units: [A, B], turn: 1, count: 0 }, { [A]: '4000', [B]: '2603' });
    // A Russian unit next to B (2603's neighbour 2604).
    const s1 = { ...s0, units: { ...s0.units, [RUSSIAN]: { ...s0.units[RUSSIAN]!, at: '2604' } } };
    const end: BorodinoState = {
      ...s1,
      step: 'oc-move',
      side: 'russian',
      september: { ...s1.september!, ocMoved: ['french'] },
    };
    const out = play(end, 'russian', 'done');
    if (!out.ok) throw new Error(out.code);
    expect(out.state.units[A]!.at).toBe('flank');
    expect(out.state.units[B]!.at).toBe('2603');
    expect(out.state.september!.flank).toMatchObject({ units: [A], boxed: 1 });
    expect(out.events).toContainEqual(expect.objectContaining({ kind: 'flank-boxed', units: [A], stayed: [B] }));
    // Not the turn written down: nothing leaves the map.
    const early = withFlank(end, { units: [A, B], turn: 2, count: 0 });
    const kept = play(early, 'russian', 'done');
    if (!kept.ok) throw new Error(kept.code);
    expect(kept.state.units[A]!.at).toBe('4000');
  });

  it('SR14 the Flanking Command AM goes in the cup from two turns after the box, not before', () => {
    const s = withFlank(septemberOrders(), { units: [A], turn: null, boxed: 1, count: 0 }, { [A]: 'flank' });
    expect(flankAms(game, { ...s, turn: 2 })).toEqual([]);
    expect(flankAms(game, { ...s, turn: 3 })).toEqual([FLANK_AM]);
    expect(flankAms(game, { ...s, turn: 4 })).toEqual([FLANK_AM]);
    // In the cup, the French may choose it with the Initiative (5.41).
    const cup = toFirstAm(boxed());
    expect(cup.september!.cup).toContain(FLANK_AM);
    expect(keys(cup, 'french')).toContain(`pick/${FLANK_AM}`);
    expect(keys(cup, 'russian')).not.toContain(`pick/${FLANK_AM}`);
  });
});

describe('SR14 the Flanking Command’s 2d6', () => {
  it('SR14 12+: the units enter from the south edge 2400–2800 (7.41), not elsewhere', () => {
    let s = must(toFirstAm(boxed()), 'french', `pick/${FLANK_AM}`, [6, 6]);
    expect(s.september!.group).toBe(FLANK_AM);
    expect(s.september!.flank!.entry).toBe('2400-2800');
    s = must(s, 'french', 'done'); // the Fire step
    expect(s.step).toBe('move');
    const enters = keys(s, 'french', [`u:${A}`]);
    expect(enters).toContain(`enter/${A}/2600`);
    expect(enters.every((k) => southEdge('2400-2800').includes(k.split('/')[2]!.split('.')[0]!))).toBe(true);
    expect(play(s, 'french', `enter/${A}/4000`)).toMatchObject({ ok: false, rule: '7.41' });
    const entered = must(s, 'french', `enter/${A}/2600`);
    expect(entered.units[A]!.at).toBe('2600');
    expect(entered.september!.flank!.returned).toBe(true);
  });

  it('SR14 7–11: nothing, and +1 on the next roll, cumulative', () => {
    const s = must(toFirstAm(boxed()), 'french', `pick/${FLANK_AM}`, [5, 5, 1, 1, 1]);
    expect(s.september!.flank).toMatchObject({ count: 1 });
    expect(s.september!.flank!.entry).toBeUndefined();
    expect(s.units[A]!.at).toBe('flank');
    // 5 + 6 = 11 with the +1 is 12: they enter; without it they would not.
    const again = must(toFirstAm(boxed(1)), 'french', `pick/${FLANK_AM}`, [5, 6]);
    expect(again.september!.flank!.entry).toBe('2400-2800');
    const twice = must(toFirstAm(boxed(1)), 'french', `pick/${FLANK_AM}`, [5, 5, 1, 1, 1]);
    expect(twice.september!.flank!.count).toBe(2);
  });

  it('SR14 2–6: the French recall the units onto 3500–5100, or take it as nothing (no +1)', () => {
    const s = must(toFirstAm(boxed()), 'french', `pick/${FLANK_AM}`, [1, 2]);
    expect(s.step).toBe('flank');
    expect(keys(s, 'french')).toEqual(['flank-recall/yes', 'flank-recall/no']);
    expect(play(s, 'russian', 'flank-recall/yes')).toMatchObject({ ok: false });
    const recalled = must(must(s, 'french', 'flank-recall/yes'), 'french', 'done');
    expect(recalled.september!.flank!.entry).toBe('3500-5100');
    expect(keys(recalled, 'french', [`u:${A}`])).toContain(`enter/${A}/4000`);
    expect(play(recalled, 'french', `enter/${A}/2600`)).toMatchObject({ ok: false, rule: '7.41' });
    const nothing = must(s, 'french', 'flank-recall/no', [1, 1, 1]);
    expect(nothing.september!.flank).toMatchObject({ count: 0 });
    expect(nothing.september!.flank!.entry).toBeUndefined();
    expect(nothing.units[A]!.at).toBe('flank');
    // The recall is chosen only after a 2–6.
    expect(play(toFirstAm(boxed()), 'french', 'flank-recall/yes')).toMatchObject({ ok: false });
  });
});

describe('SR14 while the Flanking Command is off the map, and after', () => {
  /** The Russian jagers in 2501, next to 2500, moving in a Russian activation, the French flank boxed (or back). */
  const russianMove = (returned: boolean): BorodinoState => {
    const b = built({
      step: 'move',
      side: 'russian',
      units: { [RUSSIAN]: { at: '2501' }, [A]: { at: returned ? '4000' : 'flank' } },
      learned: { [RUSSIAN]: { MA: 4 } },
      active: ['Shak'],
    });
    return withBoxedFlank(b, returned);
  };

  it('SR14 "Nessuna unità russa può entrare negli esagoni 2400-2800": refused while it is off the map, allowed after', () => {
    expect(CLOSED_HEXES).toEqual(['2400', '2500', '2600', '2700', '2800']);
    const barred = russianMove(false);
    expect(play(barred, 'russian', `move/${RUSSIAN}/2500`)).toMatchObject({
      ok: false,
      code: 'flank-closed',
      rule: 'SR14',
    });
    expect(keys(barred, 'russian', [`u:${RUSSIAN}`])).not.toContain(`move/${RUSSIAN}/2500`);
    expect(keys(barred, 'russian', [`u:${RUSSIAN}`])).toContain(`move/${RUSSIAN}/2502`);
    const back = russianMove(true);
    expect(must(back, 'russian', `move/${RUSSIAN}/2500`).units[RUSSIAN]!.at).toBe('2500');
  });

  it('SR14 a Russian retreat into 2400–2800 meanwhile eliminates the unit (9.63’s terrain no unit enters)', () => {
    const barred = russianMove(false);
    const cause = '2502';
    const closed = retreatChoices(game, barred, { unit: RUSSIAN, cause }).filter((c) => CLOSED_HEXES.includes(c.to));
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((c) => c.result === 'eliminated' && c.rule === 'SR14')).toBe(true);
    const open = retreatChoices(game, russianMove(true), { unit: RUSSIAN, cause }).filter((c) =>
      CLOSED_HEXES.includes(c.to),
    );
    expect(open.some((c) => c.result !== 'eliminated')).toBe(true);
  });

  /** The Russian jagers in 2501 assault French infantry in 2500 (south of them) and roll its retreat, 10+. */
  const russianAssault = (returned: boolean): BorodinoState => {
    const b = built({
      step: 'assault',
      side: 'russian',
      units: {
        [RUSSIAN]: { at: '2501', facing: 'se' },
        [B]: { at: '2500', facing: 'n' },
        [A]: { at: returned ? '4000' : 'flank' },
      },
      learned: {
        [RUSSIAN]: { SP: 6, Coh: 7, 'Coh.back': 4 },
        [B]: { SP: 3, Coh: 5, 'Coh.back': 3, DF: 1 },
      },
      active: ['Shak'],
    });
    return withBoxedFlank(b, returned);
  };

  it('SR14 the Russian advance after an assault stops short of 2400–2800 meanwhile (9.71), and goes in after', () => {
    const assaulted = (returned: boolean) => {
      let s = must(russianAssault(returned), 'russian', 'assault/2501/2500', [1, 9]);
      // The French unit retreats one hex farther from the jagers, along the map's south edge.
      for (let i = 0; i < 3 && s.retreats.length > 0; i++) s = must(s, 'french', keys(s, 'french')[0]!);
      return s;
    };
    const barred = assaulted(false);
    expect(barred.units[B]!.at).not.toBe('2500');
    expect(barred.units[RUSSIAN]!.at).toBe('2501');
    const open = assaulted(true);
    expect(open.units[B]!.at).not.toBe('2500');
    expect(open.units[RUSSIAN]!.at).toBe('2500');
  });

  it('SR14 Russian cavalry withdrawing before infantry (7.39) never enters 2400–2800 meanwhile, and may after', () => {
    /** French infantry moves next to the Russian cavalry in 2501, the Flanking Command (A) boxed or back. */
    const withdrawals = (returned: boolean): string[] => {
      const b = built({
        step: 'move',
        side: 'french',
        units: {
          [B]: { at: '2503' },
          'ru-4CC-1': { at: '2501', facing: 'n' },
          [A]: { at: returned ? '4000' : 'flank' },
        },
        learned: { [B]: { MA: 4 } },
        active: ['CM'],
      });
      const s = must(withBoxedFlank(b, returned), 'french', `move/${B}/2502`);
      expect(s.withdrawal).toMatchObject({ mover: B, units: ['ru-4CC-1'] });
      return keys(s, 'russian').map((k) => k.split(':')[2] ?? k);
    };
    expect(withdrawals(false).filter((h) => CLOSED_HEXES.includes(h))).toEqual([]);
    expect(withdrawals(false)).toContain('withdraw/stay');
    expect(withdrawals(true).filter((h) => CLOSED_HEXES.includes(h)).length).toBeGreaterThan(0);
  });

  it('SR14 "è sempre Sotto Ordini": the Command back on the map is Under Orders with no Order, and acts with its own AM', () => {
    const s = withFlank(
      septemberOrders(),
      { units: [A], turn: 1, boxed: 1, count: 0, entry: '2400-2800', returned: true },
      {
        [A]: '2601',
      },
    );
    expect(s.september!.orders).not.toContain('fr-i');
    expect(ordersOf(game, s, A)).toBe('under');
    // A unit of its formation not in the maneuver has its own Command's Orders (none given).
    expect(ordersOf(game, s, B)).toBe('none');
    // Its group's AM does not activate it; the Flanking Command's does, and it alone.
    const group = { ...s, step: 'move' as const, active: ['CM'], september: { ...s.september!, group: 'fr-i' } };
    expect(isActive(group, A)).toBe(false);
    expect(isActive(group, B)).toBe(true);
    const flanking = { ...group, september: { ...group.september, group: FLANK_AM } };
    expect(isActive(flanking, A)).toBe(true);
    expect(isActive(flanking, B)).toBe(false);
  });
});
