import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import { moveOf } from '../../../../../src/engine/games/borodino/play/move.js';
import { commitmentOrders, ordersOf, septemberAfter } from '../../../../../src/engine/games/borodino/play/september.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { bookOf, game, keys, module, must, pack, play } from './build.js';

type GameEventLike = { kind: string };

/** The 7 September scenario at its start (`borodino`), both sides faced, the OCs' values given. */
const start = (): BorodinoState => {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  return setup.state;
};

/** Through the set-up: Napoleon's Command Range 3, Kutuzov's Orders value 2 (the numbers are the test's). */
const ordersPhase = (): BorodinoState => {
  let s = start();
  s = must(s, 'french', 'command-value/fr-Napoleon/range/3');
  s = must(s, 'french', 'done');
  s = must(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
  return must(s, 'russian', 'done');
};

const with7 = (s: BorodinoState, change: Partial<NonNullable<BorodinoState['september']>>): BorodinoState => ({
  ...s,
  september: { ...s.september!, ...change },
});

describe('3.0 the 7 September scenario (borodino): the scenario chosen at set-up', () => {
  it('3.0 both scenarios are offered; the 7 September one sets up every unit on the map, no reinforcements', () => {
    expect(module.scenarios(pack).map((x) => x.id)).toEqual(['shevardino', 'borodino']);
    const s = start();
    expect(s.turns).toBe(12);
    expect(s.september).toBeDefined();
    expect(Object.values(s.units).every((u) => game.hexes.has(u.at))).toBe(true);
    expect(Object.keys(s.units).length).toBeGreaterThan(280);
    expect(s.september!.leaders).toEqual({ french: '3908', russian: '2618' });
  });

  it('5.61, 4.0 the OC values the book lacks are asked once at set-up: Napoleon’s Range, Kutuzov’s Orders', () => {
    let s = start();
    expect(keys(s, 'french')[0]).toBe('command-value/fr-Napoleon/range/0');
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, rule: '5.61' });
    s = must(s, 'french', 'command-value/fr-Napoleon/range/3');
    expect(keys(s, 'french')).toContain('face-all/nw');
    s = must(s, 'french', 'done');
    expect(play(s, 'russian', 'done')).toMatchObject({ ok: false, rule: '4.0' });
    // Kutuzov's Range (2) and Delay are the book's: only his Orders value is asked.
    expect(keys(s, 'russian')[0]).toBe('command-value/ru-Kutuzov/orders/0');
    s = must(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
    expect(play(s, 'russian', 'command-value/ru-Kutuzov/orders/3')).toMatchObject({ ok: false });
    s = must(s, 'russian', 'done');
    expect(s.step).toBe('orders');
    expect(s.side).toBe('french');
  });
});

describe('5.2 Orders (5.21, 5.22, 5.29, SR1, SR2)', () => {
  it('5.22 Napoleon puts 3 Commands Under Orders, not a 4th', () => {
    let s = ordersPhase();
    for (const c of ['fr-i', 'fr-iii', 'fr-iv.1']) s = must(s, 'french', `order/${c}`);
    expect(s.september!.orders).toEqual(['fr-i', 'fr-iii', 'fr-iv.1']);
    expect(play(s, 'french', 'order/fr-v')).toMatchObject({ ok: false, code: 'orders-over-value', rule: '5.22' });
    expect(keys(s, 'french')).not.toContain('order/fr-v');
    // Taken off, another may be ordered.
    s = must(s, 'french', 'order/fr-iv.1');
    expect(must(s, 'french', 'order/fr-v').september!.orders).toContain('fr-v');
  });

  it('SR2 Murat passes Napoleon’s Order to 2 of his six cavalry commands, not a 3rd; the Reserve counts once', () => {
    let s = ordersPhase();
    s = must(s, 'french', 'order/1CC');
    s = must(s, 'french', 'order/2CC');
    // 5.12: the 3rd Cavalry Corps stands in two chains at set-up (its horse battery 4506 apart): 3CC.1, 3CC.2.
    expect(play(s, 'french', 'order/3CC.1')).toMatchObject({ ok: false, code: 'orders-over-murat', rule: 'SR2' });
    s = must(s, 'french', 'order/fr-i');
    s = must(s, 'french', 'order/fr-iv.1');
    expect(play(s, 'french', 'order/fr-v')).toMatchObject({ ok: false, rule: '5.22' });
  });

  it('SR1 Kutuzov: 3 Commands of the 1st Army, 2 of the 2nd, 1 of the Reserve; no Delay roll on turn 1', () => {
    let s = ordersPhase();
    s = must(s, 'french', 'done', []);
    expect(s.step).toBe('orders');
    expect(s.side).toBe('russian');
    for (const c of ['ru-ii.1', 'ru-iv', 'ru-vi']) s = must(s, 'russian', `order/${c}`);
    expect(play(s, 'russian', 'order/ru-i-cav')).toMatchObject({ ok: false, code: 'orders-over-army', rule: 'SR1' });
    s = must(s, 'russian', 'order/ru-guard');
    expect(play(s, 'russian', 'order/ru-art-reserve')).toMatchObject({ ok: false, rule: 'SR1' });
  });

  it('5.29 Kutuzov’s Delay from turn 2: a failure keeps last turn’s Orders and gives −1 next time', () => {
    const s = with7({ ...ordersPhase(), turn: 2 }, { orders: ['ru-ii'] });
    // d10 9 > 5: the Orders stay; the Initiative is rolled next (French 4 + 3, Russian 1 + 2).
    const failed = must(s, 'french', 'done', [9, 4, 1]);
    expect(failed.september!.failures.russian).toBe(1);
    expect(failed.september!.orders).toEqual(['ru-ii']);
    expect(failed.step).toBe('first-am');
    // d10 6 − 1 = 5 ≤ 5: new Orders; last turn's are lifted.
    const again = with7({ ...ordersPhase(), turn: 3 }, { orders: ['ru-ii'], failures: { french: 0, russian: 1 } });
    const passed = must(again, 'french', 'done', [6]);
    expect(passed.step).toBe('orders');
    expect(passed.side).toBe('russian');
    expect(passed.september!.orders).toEqual([]);
    expect(passed.september!.failures.russian).toBe(0);
  });
});

describe('4.0 Initiative, 5.3–5.4 the AM cup', () => {
  const toInitiative = (turn: number, faces: number[]) => {
    const s = must({ ...ordersPhase(), turn }, 'french', 'done', turn === 1 ? [] : [0]);
    return must(s, 'russian', 'done', faces);
  };

  it('4.0 the French have the Initiative on the 0600 turn; they choose the first AM, only one of theirs (5.41)', () => {
    const s = toInitiative(1, []);
    expect(s.september!.initiative).toBe('french');
    expect(s.step).toBe('first-am');
    // 5.32: two AMs for each of the 21 groups, and SR5's Destruction AM.
    expect(s.september!.cup.length).toBe(43);
    expect(keys(s, 'french')).toContain('pick/fr-i');
    expect(keys(s, 'french')).not.toContain('pick/ru-ii');
    expect(play(s, 'french', 'pick/ru-ii')).toMatchObject({ ok: false, rule: '5.41' });
    const picked = must(s, 'french', 'pick/fr-v', []);
    expect(picked.september!.group).toBe('fr-v');
    expect(picked.september!.cup.filter((g) => g === 'fr-v')).toEqual(['fr-v']);
    expect(picked.september!.cup.length).toBe(42);
  });

  it('4.0 a tie gives nobody the Initiative: every AM goes into the cup and one is drawn by a die (5.42)', () => {
    // Initiative: French 1 + 3 = 4, Russian 2 + 2 = 4; then the draw: a 43-faced die reads 3, the cup's third AM.
    const s = toInitiative(2, [1, 2, 3]);
    expect(s.september!.initiative).toBe('none');
    expect(s.september!.group).toBe('fr-i');
    expect(s.september!.cup.length).toBe(42);
  });

  it('SR3 the Guard without Napoleon’s Orders is not activated: its AM is set aside and the next drawn', () => {
    const s = toInitiative(2, [1, 2, 1, 41]);
    expect(s.september!.group).not.toBe('fr-guard');
    expect(s.september!.cup.length).toBe(41);
  });
});

describe('5.28 Individual Orders', () => {
  const drawn = (group: string, orders: string[] = []) => {
    const s = with7({ ...ordersPhase(), step: 'first-am' }, { orders, cup: [group, group], initiative: 'french' });
    return must(s, 'french', `pick/${group}`, []);
  };

  it('5.28 a No-Orders Command may roll against its AM’s Orders value (asked once when the book lacks it)', () => {
    let s = drawn('fr-i');
    expect(s.step).toBe('individual');
    expect(keys(s, 'french')[0]).toBe('command-value/fr-i/orders/0');
    expect(play(s, 'french', 'individual/fr-i')).toMatchObject({ ok: false });
    s = must(s, 'french', 'command-value/fr-i/orders/4');
    expect(keys(s, 'french')).toEqual(['individual/fr-i', 'done']);
    // d10 6, −2 within Napoleon's range (3 hexes of 3908): 4 ≤ 4, Under Orders for this activation.
    const under = must(s, 'french', 'individual/fr-i', [6]);
    expect(under.september!.individual).toEqual(['fr-i']);
    expect(play(under, 'french', 'individual/fr-i')).toMatchObject({ ok: false, rule: '5.28' });
  });

  it('5.28 failed: the Command’s units may only Rally this activation; an Eugene AM (3) is the book’s, not asked', () => {
    let s = drawn('fr-iv');
    // 5.12's example: Eugene's IV Corps is several Commands at set-up, each rolling on its own.
    expect(keys(s, 'french')).toEqual(['individual/fr-iv.1', 'individual/fr-iv.2', 'individual/fr-iv.3', 'done']);
    s = must(s, 'french', 'individual/fr-iv.1', [9]);
    expect(s.september!.idle.length).toBeGreaterThan(0);
    s = must(s, 'french', 'individual/fr-iv.2', [9]);
    s = must(s, 'french', 'individual/fr-iv.3', [9]);
    s = must(s, 'french', 'done');
    expect(s.step).toBe('fire');
    s = must(s, 'french', 'done');
    expect(s.step).toBe('move');
    expect(keys(s, 'french')).toEqual(['done']);
  });

  it('5.28 a Command Under Orders rolls nothing and goes straight to its Fire step', () => {
    const s = drawn('fr-i', ['fr-i']);
    expect(s.step).toBe('fire');
    expect(s.side).toBe('french');
  });
});

describe('5.26, 5.27 Orders in the activation; 5.5 Reserve; 5.62 OC Movement; SR15, SR16 victory', () => {
  const activating = (group: string, orders: string[]) =>
    must(
      with7({ ...ordersPhase(), step: 'first-am' }, { orders, cup: [group, group], initiative: 'french' }),
      'french',
      `pick/${group}`,
      [],
    );

  it('7.12 a No-Orders unit moves half its Movement Allowance; Under Orders, the whole of it', () => {
    const unit = 'fr-CM-1';
    const farthest = (s: BorodinoState) => {
      const reach = moveOf(game, s, 'french', unit);
      if (!reach.ok) throw new Error('reach');
      return Math.max(...[...reach.reach.keys()].map((h) => game.grid.distance(s.units[unit]!.at, h)));
    };
    const learned = bookOf({ [unit]: { MA: 4 } });
    const under = { ...activating('fr-i', ['fr-i']), step: 'move' as const, learned: [...learned] };
    const none = { ...activating('fr-i', []), step: 'move' as const, learned: [...learned] };
    expect(ordersOf(game, under, unit)).toBe('under');
    expect(ordersOf(game, with7(none, { idle: [] }), unit)).toBe('none');
    expect(farthest(under)).toBeGreaterThan(farthest(with7(none, { idle: [], tried: ['fr-i'] })));
  });

  it('9.42, 5.27 a No-Orders unit within the OC’s Command Range adds no +1; beyond it, it does', () => {
    const s = activating('fr-i', []);
    const near = Object.keys(s.units).find(
      (id) => game.groups.get(id) === 'fr-i' && game.grid.distance(s.units[id]!.at, '3908') <= 3,
    )!;
    const far = Object.keys(s.units).find(
      (id) => game.groups.get(id) === 'fr-i' && game.grid.distance(s.units[id]!.at, '3908') > 3,
    )!;
    expect(commitmentOrders(game, s, near)).toEqual({ orders: 'none', inRange: true });
    expect(commitmentOrders(game, s, far)).toEqual({ orders: 'none', inRange: false });
  });

  it('5.52, 5.57, SR3 the Reserve: a Command with a unit in the OC’s range; the Guard without Orders not; no Rally (5.53)', () => {
    let s: BorodinoState = with7(
      { ...ordersPhase(), step: 'reserve', side: 'french' },
      { initiative: 'french', cup: [] },
    );
    const choices = keys(s, 'french');
    expect(choices).toContain('reserve/fr-i');
    expect(choices).not.toContain('reserve/fr-guard');
    expect(play(s, 'french', 'reserve/fr-guard')).toMatchObject({ ok: false, rule: '5.52' });
    s = must(s, 'french', 'reserve/fr-i');
    expect(s.step).toBe('fire');
    expect(ordersOf(game, s, 'fr-CM-1')).toBe('none');
    s = must(s, 'french', 'done');
    s = must(s, 'french', 'done');
    s = must(s, 'french', 'done');
    // 5.53: no Rally step: the Russians' Reserve Phase follows.
    expect(s.step).toBe('reserve');
    expect(s.side).toBe('russian');
    s = must(s, 'russian', 'done');
    expect(s.step).toBe('morale');
  });

  it('5.54 a unit moved as Reserve asks its Cohesion first and rolls for Disorder at the end of its move', () => {
    let s: BorodinoState = with7(
      { ...ordersPhase(), step: 'reserve', side: 'french' },
      { initiative: 'french', cup: [] },
    );
    s = must(s, 'french', 'reserve/fr-i');
    s = { ...must(s, 'french', 'done'), learned: bookOf({ 'fr-CM-1': { MA: 4 } }) };
    const reach = moveOf(game, s, 'french', 'fr-CM-1');
    if (!reach.ok) throw new Error('reach');
    const [, r] = [...reach.reach.entries()][0]!;
    const key = `move/fr-CM-1/${r.path.slice(1).join('.')}`;
    expect(play(s, 'french', key)).toMatchObject({ ok: false, rule: '5.54' });
    s = { ...s, learned: bookOf({ 'fr-CM-1': { MA: 4, Coh: 5, 'Coh.back': 3 } }) };
    const failed = must(s, 'french', key, [9]);
    expect(failed.units['fr-CM-1']!.disordered).toBe(true);
    const passed = must(s, 'french', key, [2]);
    expect(passed.units['fr-CM-1']!.disordered).toBe(false);
  });

  it('5.62, SR7 Napoleon rolls his MP before he moves; SR6 Kutuzov moves 4; then the next turn (3.0 A)', () => {
    let s: BorodinoState = with7({ ...ordersPhase(), step: 'morale', side: 'russian' }, { initiative: 'french' });
    s = must(s, 'russian', 'done');
    expect(s.step).toBe('oc-move');
    // 4.0: the French, with the Initiative, choose who moves first (go-second.test.ts).
    s = must(s, 'french', 'go/first', [0]);
    expect(s.side).toBe('french');
    expect(s.september!.napoleonMp).toBe(0);
    expect(keys(s, 'french')).toEqual(['done']);
    s = must(s, 'french', 'done');
    expect(s.side).toBe('russian');
    const hexes = keys(s, 'russian').filter((k) => k.startsWith('oc-move/'));
    expect(hexes.length).toBeGreaterThan(0);
    expect(hexes.every((k) => game.grid.distance('2618', k.split('/')[1]!) <= 4)).toBe(true);
    expect(play(s, 'russian', 'oc-move/3908')).toMatchObject({ ok: false, rule: '5.62' });
    s = must(s, 'russian', hexes[0]!);
    expect(s.turn).toBe(2);
    expect(s.step).toBe('orders');
  });

  it('5.63 an OC whose hex the enemy enters is put with the nearest friendly unit', () => {
    const s = ordersPhase();
    const moved = { ...s, units: { ...s.units, 'ru-Shak-1': { ...s.units['ru-Shak-1']!, at: '3908' } } };
    const events: GameEventLike[] = [];
    const after = septemberAfter(game, moved, events as never);
    expect(after.september!.leaders.french).not.toBe('3908');
    expect(events.map((e) => e.kind)).toContain('oc-displaced');
    expect(septemberAfter(game, s, []).september!.leaders.french).toBe('3908');
  });

  it('set-up note [e]: the Artillery Reserve stands 3 to a hex until a gun of it moves; then its stack is checked', () => {
    const s = ordersPhase();
    expect(module.check!(s)).toEqual([]);
    const moved = septemberAfter(
      game,
      { ...s, units: { ...s.units, 'ru-1AR-1': { ...s.units['ru-1AR-1']!, moved: true } } },
      [],
    );
    expect(module.check!(moved).some((w) => w.includes('2015'))).toBe(true);
  });

  it('SR15, SR16 the end of the 1945 turn: 3417’s 10 VP and the Collapse VP, the side with more wins', () => {
    let s: BorodinoState = with7(
      { ...ordersPhase(), turn: 12, step: 'oc-move', side: 'russian' },
      { initiative: 'french', ocMoved: ['french'], vp: { french: 3, russian: 8 } },
    );
    const holder = Object.keys(s.units).find((id) => id.startsWith('fr-'))!;
    s = { ...s, units: { ...s.units, [holder]: { ...s.units[holder]!, at: '3417' } } };
    for (const [id, u] of Object.entries(s.units))
      if (u.at === '3417' && id.startsWith('ru-'))
        s = { ...s, units: { ...s.units, [id]: { ...u, at: 'eliminated' } } };
    const over = must(s, 'russian', 'done');
    expect(over.over).toEqual({ winner: 'french', reason: 'vp', vp: { french: 13, russian: 8 } });
  });
});
