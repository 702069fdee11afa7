import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { baseCommand } from '../../../../../src/engine/games/borodino/rules/command.js';
import * as words from '../../../../../src/engine/games/borodino/play/words.js';
import { game, keys, module, pack, play } from './build.js';

/**
 * 5.23: "I giocatori indicano lo stato degli Ordini di ciascun Comando ponendo un segnalino di Ordini a faccia in giù
 * … Non si rivela il segnalino degli Ordini sino a che non viene pescato il primo AM di quel Comando." What each side
 * reads of the other's Orders: its view (notes, prompt, secret), its menu and the public log (the events' words).
 */

/** A game's log as the players read it: every event's words, both languages. */
class Log {
  readonly events: GameEvent[] = [];
  step(state: BorodinoState, side: string, key: string, faces?: readonly number[]): BorodinoState {
    const out = play(state, side, key, faces);
    if (!out.ok) throw new Error(`${key} refused: ${out.code} (${out.rule})`);
    this.events.push(...out.events);
    return out.state;
  }
  text(): string {
    return this.events.map((e) => `${module.describe(e).en}\n${module.describe(e).it}`).join('\n');
  }
}

/**
 * Everything `viewer` reads of the game now: its view (with its secret lines) and every level of its menu's root. The
 * counters on the map are left out: their labels carry their corps' names ("III Corps inf. 1"), public as the map is.
 */
const seenBy = (state: BorodinoState, viewer: string): string =>
  JSON.stringify({ ...module.view(state, viewer), pieces: [] }) + JSON.stringify(module.menu(state, viewer, []));

/** A Command as the players may read it: its name in either language (5.12's chain numbered) or its id. */
const shown = (command: string): string[] => {
  const group = game.command?.groups.find((g) => g.id === baseCommand(command));
  const name = words.septemberCommand(words.groupLabel(group), command);
  return [command, name.en, name.it];
};

/** A Command's id or name as a word (`fr-v` is not read inside `fr-viii`, nor "III Corps" inside "VIII Corps"). */
const named = (command: string) =>
  new RegExp(
    `(^|[^\\w-])(${shown(command)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))
      .join('|')})(?![\\w-])`,
  );

/** The 7 September game through its set-up (Napoleon's Range 3, Kutuzov's Orders 2: the test's numbers). */
const ordersPhase = (log: Log): BorodinoState => {
  const setup = module.setup({ scenario: 'borodino', options: {}, pack }, new SeededDice(new Uint8Array(32), 's', 0));
  if (!setup.ok) throw new Error('setup');
  let s = setup.state;
  s = log.step(s, 'french', 'command-value/fr-Napoleon/range/3');
  s = log.step(s, 'french', 'done');
  s = log.step(s, 'russian', 'command-value/ru-Kutuzov/orders/2');
  return log.step(s, 'russian', 'done');
};

/** The menu key that puts a Command of `group` Under Orders (a chain of it, 5.12, when the group is split). */
const orderKey = (s: BorodinoState, side: string, group: string): string =>
  keys(s, side).find((k) => k === `order/${group}` || k.startsWith(`order/${group}.`))!;

/** The French put the III and VIII Corps Under Orders (a chain of each, 5.12, when the group is split). */
const frenchOrders = (log: Log): { state: BorodinoState; iii: string; viii: string } => {
  let state = ordersPhase(log);
  const iii = orderKey(state, 'french', 'fr-iii').slice('order/'.length);
  const viii = orderKey(state, 'french', 'fr-viii').slice('order/'.length);
  state = log.step(state, 'french', `order/${iii}`);
  state = log.step(state, 'french', `order/${viii}`);
  return { state, iii, viii };
};

describe('5.23 the Orders markers face down until their AM is drawn', () => {
  it('5.23 the Russians’ view, menu and the log name no French Order; the French view’s secret does', () => {
    const log = new Log();
    const ordered = frenchOrders(log);
    const { iii, viii } = ordered;
    let s = ordered.state;
    // The owner reads its Orders as it gives them: its secret lines, and its menu offers to take them off.
    expect(
      module
        .view(s, 'french')
        .secret?.map((l) => l.en)
        .join(),
    ).toMatch(named(iii));
    expect(seenBy(s, 'french')).toMatch(named(viii));
    // The opponent and an observer read neither, nor how many: the log only says the markers are placed.
    for (const viewer of ['russian', 'observer']) {
      expect(seenBy(s, viewer)).not.toMatch(named(iii));
      expect(seenBy(s, viewer)).not.toMatch(named(viii));
    }
    s = log.step(s, 'french', 'done');
    expect(s.step).toBe('orders');
    expect(s.side).toBe('russian');
    expect(log.text()).not.toMatch(named(iii));
    expect(log.text()).not.toMatch(named(viii));
    expect(log.text()).toContain('French place their Orders markers face down (5.23)');
    expect(log.text()).not.toMatch(/Commands \(5\.23\)|\d Comandi/);
    expect(module.view(s, 'russian').secret?.[0]?.en).toContain(': —');
    expect(seenBy(s, 'russian')).not.toMatch(named(iii));

    // The Russians' Orders, hidden from the French alike.
    const ii = orderKey(s, 'russian', 'ru-ii').slice('order/'.length);
    s = log.step(s, 'russian', `order/${ii}`);
    expect(seenBy(s, 'french')).not.toMatch(named(ii));
    expect(module.view(s, 'russian').secret?.[0]?.it).toMatch(named(ii));
    s = log.step(s, 'russian', 'done');
    expect(s.step).toBe('first-am');
    expect(seenBy(s, 'french')).not.toMatch(named(ii));
    expect(seenBy(s, 'russian')).not.toMatch(named(iii));
    expect(log.text()).not.toMatch(named(ii));
  });

  it('5.23, 3.0 C.2 the first AM of a group reveals its Orders to both sides; a group not drawn stays face down', () => {
    const log = new Log();
    const ordered = frenchOrders(log);
    const { viii } = ordered;
    let s = ordered.state;
    s = log.step(s, 'french', 'done');
    s = log.step(s, 'russian', 'done');
    // 4.0: the French have the Initiative at 0600 and choose the III Corps' AM first (5.41): its marker turns up.
    s = log.step(s, 'french', 'pick/fr-iii', []);
    expect(s.september!.revealed).toEqual(['fr-iii']);
    const russian = module.view(s, 'russian');
    const notes = russian.notes!.map((n) => n.en).join('\n');
    // The players read the Commands by their names, not their ids.
    expect(notes).toMatch(
      /Orders markers revealed \(5\.23\), groups: III Corps \(Ney\); of their Commands Under Orders: III Corps \(Ney\)(, chain \d)?[;,]/,
    );
    expect(log.text()).toMatch(
      /III Corps \(Ney\) activates \(5\.43\); its Orders markers are revealed \(5\.23\): Under Orders: III Corps \(Ney\)/,
    );
    expect(log.text()).toMatch(/Sotto Ordini: III Corps \(Ney\)(, catena \d)?; Senza Ordini: nessuno/);
    expect(log.text()).not.toMatch(/\bfr-iii\b/);
    // The VIII Corps' AM is still in the cup: its marker stays face down to the Russians and in the log.
    expect(seenBy(s, 'russian')).not.toMatch(named(viii));
    expect(seenBy(s, 'observer')).not.toMatch(named(viii));
    expect(log.text()).not.toMatch(named(viii));
    expect(module.view(s, 'french').secret?.[0]?.en).toMatch(named(viii));
  });

  it('5.23 a group without Orders is revealed as such when its AM is drawn', () => {
    const log = new Log();
    let s = ordersPhase(log);
    s = log.step(s, 'french', 'done');
    s = log.step(s, 'russian', 'done');
    s = log.step(s, 'french', 'pick/fr-v', []);
    expect(s.september!.revealed).toEqual(['fr-v']);
    expect(log.text()).toMatch(
      /V Corps \(Poniatowski\) activates \(5\.43\); its Orders markers are revealed \(5\.23\): Under Orders: none; No Orders: V Corps \(Poniatowski\)/,
    );
    expect(
      module
        .view(s, 'russian')
        .notes!.map((n) => n.it)
        .join(),
    ).toMatch(/gruppi: V Corps \(Poniatowski\); dei loro Comandi Sotto Ordini: —, gli altri Senza Ordini/);
  });

  it('5.21, 5.29, SR1 new Orders are placed face down again; after a failed Delay Kutuzov’s markers stay face up', () => {
    const log = new Log();
    let s = ordersPhase(log);
    const ii = 'ru-ii';
    // The end of turn 1: every group's AM was drawn, every marker turned up; the OC Movement Phase closes the turn.
    s = {
      ...s,
      step: 'oc-move',
      side: 'russian',
      september: {
        ...s.september!,
        orders: ['fr-iii', ii],
        revealed: ['fr-iii', 'fr-v', 'ru-ii'],
        initiative: 'none',
        ocMoved: ['french'],
      },
    };
    expect(
      module
        .view(s, 'french')
        .notes!.map((n) => n.en)
        .join(),
    ).toMatch(named(ii));
    // Turn 2: Napoleon gives new Orders each turn (5.29): the French markers are face down again.
    const turn2 = log.step(s, 'russian', 'done');
    expect(turn2.turn).toBe(2);
    expect(turn2.september!.revealed).toEqual(['ru-ii']);
    expect(seenBy(turn2, 'russian')).not.toMatch(named('fr-iii'));
    // Kutuzov's Delay roll fails (9 > 5): last turn's Orders stay, and so do their markers, face up (SR1); then the
    // Initiative (French 5 + 3, Russians 5 + 2).
    const failed = log.step(turn2, 'french', 'done', [9, 5, 5]);
    expect(failed.step).toBe('first-am');
    expect(failed.september!.revealed).toEqual(['ru-ii']);
    expect(
      module
        .view(failed, 'french')
        .notes!.map((n) => n.en)
        .join(),
    ).toMatch(named(ii));
    // It passes (2 ≤ 5): he removes them and places new ones secretly ("ne pone segretamente di nuovi").
    const passed = log.step(turn2, 'french', 'done', [2]);
    expect(passed.step).toBe('orders');
    expect(passed.september!.revealed).toEqual([]);
    expect(seenBy(passed, 'french')).not.toMatch(named(ii));
  });
});

describe('5.23, 5.35 the Barrage ordered in the Orders Phase is not told before the cup', () => {
  it('5.35 the Russians read nothing of the French Barrage while Orders are given; it goes into the cup in the open', () => {
    const log = new Log();
    let s = ordersPhase(log);
    const before = log.events.length;
    s = log.step(s, 'french', 'order/barrage');
    expect(s.september!.barrage).toEqual(['french']);
    // 5.23: one Order Point fewer for the Commands is the French secret: no word of it in the log or the enemy's view.
    const orders = log.events.slice(before);
    expect(orders.map((e) => e.kind)).not.toContain('barrage-in-cup');
    expect(log.text()).not.toMatch(/Barrage|Sbarramento/);
    for (const viewer of ['russian', 'observer']) expect(seenBy(s, viewer)).not.toMatch(/barrage|Sbarramento/i);
    // The owner's menu still offers to take it back.
    expect(keys(s, 'french')).toContain('order/barrage');
    s = log.step(s, 'french', 'done');
    // The Russians give theirs (no Delay roll on turn 1, SR1), then the Initiative: the AM goes into the cup.
    log.step(s, 'russian', 'done', [0, 0]);
    const put = log.events.filter((e) => e.kind === 'barrage-in-cup');
    expect(put).toEqual([{ kind: 'barrage-in-cup', side: 'french' }]);
    expect(module.describe(put[0]!).it).toMatch(/AM di Sbarramento di Artiglieria nella tazza.*5\.35/);
  });

  it('5.35 not ordered, nothing goes into the cup and nothing is told', () => {
    const log = new Log();
    let s = ordersPhase(log);
    s = log.step(s, 'french', 'done');
    log.step(s, 'russian', 'done', [0, 0]);
    expect(log.events.map((e) => e.kind)).not.toContain('barrage-in-cup');
    expect(log.text()).not.toMatch(/Barrage|Sbarramento/);
  });
});
