import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import {
  commandOfUnit,
  ordersOf,
  startSeptemberTurn,
  unitsOfCommand,
} from '../../../../../src/engine/games/borodino/play/september.js';
import { isActive } from '../../../../../src/engine/games/borodino/play/machine.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { game, keys, module, must, pack, play } from './build.js';

/** The 7 September scenario through its set-up (Napoleon's Range 3, Kutuzov's Orders 2: the test's numbers). */
const ordersPhase = (): BorodinoState => {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  let s = setup.state;
  s = must(s, 'french', 'command-value/fr-Napoleon/range/3');
  s = must(s, 'french', 'done');
  s = must(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
  return must(s, 'russian', 'done');
};

const onMap = (s: BorodinoState) => Object.entries(s.units).filter(([, u]) => game.hexes.has(u.at));

/** An empty hex more than 2 hexes from every unit on the map (a unit there is a chain of its own, 5.12). */
const lonelyHex = (s: BorodinoState): string => {
  const taken = onMap(s).map(([, u]) => u.at);
  const hex = [...game.hexes.keys()].find((h) => taken.every((t) => game.grid.distance(t, h) > 3));
  if (!hex) throw new Error('no lonely hex');
  return hex;
};

const moveTo = (s: BorodinoState, unit: string, hex: string): BorodinoState => ({
  ...s,
  units: { ...s.units, [unit]: { ...s.units[unit]!, at: hex } },
});

describe('5.12 the 7 September Orders Commands are chains (play/chains.ts)', () => {
  it('5.12 the book’s example: at the French set-up Eugene’s IV Corps is at least two Commands', () => {
    const s = ordersPhase();
    const iv = new Set(
      onMap(s)
        .filter(([id]) => game.groups.get(id) === 'fr-iv')
        .map(([id]) => commandOfUnit(game, id, s)),
    );
    expect(iv.size).toBeGreaterThanOrEqual(2);
    expect([...iv].every((c) => c?.startsWith('fr-iv.'))).toBe(true);
    // A group in one chain is one Command, named as its group (I Corps).
    expect(new Set(unitsOfCommand(game, s, 'fr-i').map((id) => game.groups.get(id)))).toEqual(new Set(['fr-i']));
  });

  it('5.12 each chain receives its own Orders: fr-iv.1 Under Orders, fr-iv.2 of the same AM not', () => {
    let s = ordersPhase();
    expect(keys(s, 'french')).toContain('order/fr-iv.1');
    expect(keys(s, 'french')).toContain('order/fr-iv.2');
    expect(keys(s, 'french')).not.toContain('order/fr-iv');
    s = must(s, 'french', 'order/fr-iv.1');
    const [one] = unitsOfCommand(game, s, 'fr-iv.1');
    const [two] = unitsOfCommand(game, s, 'fr-iv.2');
    expect(ordersOf(game, s, one!)).toBe('under');
    expect(ordersOf(game, s, two!)).toBe('none');
  });

  it('5.12 the group of a split Command is no Command: order/fr-iv is refused', () => {
    expect(play(ordersPhase(), 'french', 'order/fr-iv')).toMatchObject({
      ok: false,
      code: 'orders-not-command',
      rule: '5.12',
    });
  });
});

describe('5.24 a unit or Command separated (play/chains.ts, play/september.ts)', () => {
  it('5.24 a unit that leaves its chain in the turn keeps the Orders of the turn’s start; next turn it is a Command', () => {
    let s = must(ordersPhase(), 'french', 'order/fr-i');
    const unit = unitsOfCommand(game, s, 'fr-i')[0]!;
    s = moveTo(s, unit, lonelyHex(s));
    // "usa ancora gli Ordini assegnati ad inizio turno"
    expect(ordersOf(game, s, unit)).toBe('under');
    expect(commandOfUnit(game, unit, s)).toBe('fr-i');
    // "se all'inizio del turno seguente è ancora separata, sarà trattata come un Comando separato"
    const next = startSeptemberTurn(game, { ...s, turn: 2 }, [] as GameEvent[]);
    expect(commandOfUnit(game, unit, next)).toMatch(/^fr-i\.\d$/);
    expect(new Set(unitsOfCommand(game, next, 'fr-i'))).toEqual(new Set());
    expect(ordersOf(game, next, unit)).toBe('none');
  });

  /** A Russian turn 2 whose IV Corps was Under Orders and one unit of it has gone off alone. */
  const splitRussian = (): BorodinoState => {
    let s = ordersPhase();
    s = { ...s, september: { ...s.september!, orders: ['ru-iv'] } };
    const unit = unitsOfCommand(game, s, 'ru-iv')[0]!;
    s = moveTo(s, unit, lonelyHex(s));
    return startSeptemberTurn(game, { ...s, turn: 2 }, [] as GameEvent[]);
  };

  it('5.24, 5.29 a Command Under Orders split, the Delay roll failed: the Russian decides which part stays', () => {
    let s = splitRussian();
    expect(s.september!.previous!.open).toEqual(['ru-iv.1', 'ru-iv.2']);
    expect(s.september!.orders).toEqual([]);
    // Kutuzov's Delay: d10 9 > 5, failed: the Orders stay, but for the split Command's parts.
    s = must(s, 'french', 'done', [9]);
    expect(s.step).toBe('orders');
    expect(s.side).toBe('russian');
    const orders = (x: BorodinoState) => keys(x, 'russian').filter((k) => k.startsWith('order/ru-'));
    expect(orders(s)).toEqual(['order/ru-iv.1', 'order/ru-iv.2']);
    // No new Orders (5.29): another Command is refused.
    expect(play(s, 'russian', 'order/ru-vi')).toMatchObject({ ok: false, code: 'orders-keep-not', rule: '5.29' });
    // One part must stay Under Orders ("il giocatore deciderà quale Comando rimane Sotto Ordini").
    expect(play(s, 'russian', 'done')).toMatchObject({ ok: false, code: 'orders-keep-none', rule: '5.24' });
    expect(keys(s, 'russian')).not.toContain('done');
    s = must(s, 'russian', 'order/ru-iv.2');
    // "l'altro rimarrà Senza Ordini"
    expect(orders(s)).toEqual(['order/ru-iv.2']);
    expect(keys(s, 'russian')).toContain('done');
    expect(play(s, 'russian', 'order/ru-iv.1')).toMatchObject({ ok: false, code: 'orders-keep-one', rule: '5.24' });
    s = must(s, 'russian', 'done', [0, 0]);
    expect(s.step).not.toBe('orders');
    expect(s.september!.orders).toEqual(['ru-iv.2']);
  });

  it('5.29 with the Delay roll passed the split Command’s parts are simply new Commands to order or not', () => {
    const s = must(splitRussian(), 'french', 'done', [0]);
    expect(s.step).toBe('orders');
    expect(keys(s, 'russian')).toContain('order/ru-vi');
    expect(must(s, 'russian', 'done', [0, 0]).step).not.toBe('orders');
  });

  it('5.24 a Command Under Orders still one chain keeps its Orders when the Delay roll fails, with nothing asked', () => {
    let s = ordersPhase();
    s = startSeptemberTurn(game, { ...s, turn: 2, september: { ...s.september!, orders: ['ru-iv'] } }, []);
    expect(s.september!.orders).toEqual(['ru-iv']);
    s = must(s, 'french', 'done', [9, 0, 0]);
    expect(s.step).not.toBe('orders');
    expect(s.september!.orders).toEqual(['ru-iv']);
  });
});

describe('SR3 with 5.12 the Guard split into chains (play/september.ts, play/machine.ts)', () => {
  /** Turn 2: one unit of the Guard alone, far from the rest: two chains; Napoleon ordered only `ordered`'s. */
  const guardDrawn = (ordered: 'alone' | 'rest'): { s: BorodinoState; alone: string; rest: string[] } => {
    let s = ordersPhase();
    const alone = guards(s)[0]!;
    s = startSeptemberTurn(game, { ...moveTo(s, alone, lonelyHex(s)), turn: 2 }, [] as GameEvent[]);
    const chain = commandOfUnit(game, alone, s)!;
    const other = chainsOf(s).find((c) => c !== chain)!;
    const rest = unitsOfCommand(game, s, other);
    s = {
      ...s,
      step: 'first-am',
      side: 'french',
      september: {
        ...s.september!,
        orders: [ordered === 'alone' ? chain : other],
        cup: ['fr-guard', 'fr-guard'],
        initiative: 'french',
      },
    };
    return { s: must(s, 'french', 'pick/fr-guard', []), alone, rest };
  };
  const guards = (s: BorodinoState) => onMap(s).flatMap(([id]) => (game.groups.get(id) === 'fr-guard' ? [id] : []));
  const chainsOf = (s: BorodinoState) => [...new Set(guards(s).map((id) => commandOfUnit(game, id, s)!))];

  it('SR3 "possono essere attivate solo se hanno ricevuto Ordini": the ordered chain acts, the other never, not even to Rally', () => {
    const { s, alone, rest } = guardDrawn('rest');
    expect(s.september!.group).toBe('fr-guard');
    expect(rest.some((id) => isActive(s, id))).toBe(true);
    expect(isActive(s, alone)).toBe(false);
    // Not a 5.28 failed Command (which Rallies): no step of the activation activates the unordered chain.
    for (const step of ['fire', 'move', 'assault', 'rally'] as const)
      expect(isActive({ ...s, step }, alone)).toBe(false);
    expect(keys(s, 'french').some((k) => k.includes(`individual/`))).toBe(false);
  });

  it('SR3 the other way round: Napoleon ordered the lone unit’s chain, the rest of the Guard stays still', () => {
    const { s, alone, rest } = guardDrawn('alone');
    expect(isActive(s, alone)).toBe(true);
    for (const step of ['move', 'rally'] as const) expect(rest.some((id) => isActive({ ...s, step }, id))).toBe(false);
  });
});
