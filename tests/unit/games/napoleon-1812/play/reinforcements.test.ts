import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../src/cli/fuzz.js';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { GameEvent, RuleError, SetupInput } from '../../../../../src/engine/core/game.js';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { napoleon1812Pack } from '../../../../../src/engine/games/napoleon-1812/pack.js';
import {
  readTerm,
  reinforcementPlan,
  SWEDISH_IDS,
} from '../../../../../src/engine/games/napoleon-1812/play/arrivals.js';
import { SWEDEN_OPTION } from '../../../../../src/engine/games/napoleon-1812/play/reinforce.js';
import { gameOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import { createNapoleon1812 } from '../../../../../src/engine/games/napoleon-1812/play/module.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';

/**
 * Phase 7's reinforcements (13.2, 13.3), through the module's public contract, on the built-in pack's map with a
 * test Tab. 13.2 (the rulebook prints only its legend): Kiev 1217 (K), Kaluga 0410 (Kg), St Petersburg 0902 (StP),
 * Lemberg 2217 (A, in Austria), Warsaw 2612 (west of Russia). The test table's rows are made up; no rules fact.
 */

const KIEV = '1217';
const LEMBERG = '2217';
const WARSAW = '2612';
const PETERSBURG = '0902';

const base = napoleon1812Pack();
const template = base.counters.find((c) => c.id === 'fr-I-Iv1') ?? base.counters.find((c) => c.type === 'infantry')!;
/** A counter of the pack that the set-up does not place: 1Cc arriving at Lemberg is matched to it. */
const AUSTRIAN: Pack['counters'][number] = {
  ...template,
  id: 'fr-Austrian-Cc',
  name: 'Austrian Corps cav. c',
  nation: 'fr',
  type: 'cavalry',
  source: 'test counter',
};

const TABLE = [
  { turn: 3, side: 'russian', units: '2Cv, 1IL', leaders: ['Kutuzov'], arrival: 'K' },
  { turn: 3, side: 'french', units: '1Iv', arrival: 'west' },
  { turn: 3, side: 'french', units: '1Cc, 2X', leaders: ['Schwarzenberg'], arrival: 'A' },
  { turn: 5, side: 'russian', units: 'AL', arrival: 'StP' },
];

/** Distinct versions: modules are cached by the pack's id and version (engine/modules.ts). */
const tablePack: Pack = {
  ...base,
  version: '901',
  counters: [...base.counters, AUSTRIAN],
  tables: { reinforcements: TABLE },
};
const noTablePack: Pack = { ...base, version: '902', counters: [...base.counters, AUSTRIAN] };

function harness(pack: Pack) {
  const module = createNapoleon1812(pack);
  const game = gameOf(pack);
  /** Phase 6 of `turn`, the Russian done, the French to act; no combat unit on the map. */
  function blank(turn = 3, first: Side = 'russian'): N1812State {
    const r = module.setup({ scenario: 'historical' } as SetupInput, new ScriptedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.state;
    for (const u of Object.values(s.units)) u.hex = ELIMINATED;
    for (const id of Object.keys(s.leaders)) s.leaders[id] = { hex: ELIMINATED };
    s.turn = turn;
    s.step = 'leaders';
    s.first = first;
    s.toAct = 'french';
    s.sides.russian.done = true;
    s.sides.french.done = false;
    return s;
  }
  /** Two units of `side` of the set-up into `hex` (a stack of two: the Cossacks do not roll for it). */
  function put(s: N1812State, side: Side, hex: string, n = 2): string[] {
    const ids = game.model.units
      .filter((u) => u.side === side && s.units[u.id]?.hex === ELIMINATED)
      .slice(0, n)
      .map((u) => u.id);
    for (const id of ids) s.units[id] = { hex, disrupted: false, forcedMarch: false, combats: 0 };
    return ids;
  }
  function act(s: N1812State, side: Side, key: string, dice: readonly number[] = []) {
    const action = module.decode(s, key);
    if (!action) throw new Error(`${key} does not decode`);
    const r = module.apply(s, side, action, new ScriptedDice(dice));
    if (!r.ok) throw new Error(`${key} refused: ${JSON.stringify(r.error)}`);
    expect(module.check!(r.state)).toEqual([]);
    return { state: r.state, events: r.events as GameEvent[] };
  }
  function refusal(s: N1812State, side: Side, key: string): RuleError {
    const before = structuredClone(s);
    const action = module.decode(s, key);
    if (!action) throw new Error(`${key} does not decode`);
    const r = module.apply(s, side, action, new ScriptedDice([]));
    expect(s).toEqual(before);
    if (r.ok) throw new Error(`${key} was accepted`);
    return r.error;
  }
  const keys = (s: N1812State, side: Side, path: readonly string[] = []) =>
    module.menu(s, side, path).items.map((i) => i.key);
  const text = (e: GameEvent) => module.describe(e);
  return { module, game, blank, put, act, refusal, keys, text };
}

describe('13.2 Tab. 13.2 as counters (play/arrivals.ts)', () => {
  it('13.2 reads the set-up notation: count, type, class; the count may be left out', () => {
    expect(readTerm('2IL')).toEqual({ n: 2, type: 'infantry', unitClass: 'L' });
    expect(readTerm('Cc')).toEqual({ n: 1, type: 'cavalry', unitClass: 'c' });
    expect(readTerm(' 1AL ')).toEqual({ n: 1, type: 'artillery', unitClass: 'L' });
    expect(readTerm('2X')).toBeUndefined();
    expect(readTerm('2I')).toBeUndefined();
  });

  it('13.2 a row is matched to the pack counters off the map, the rest made from the row; unread terms kept', () => {
    const { game } = harness(tablePack);
    const plan = reinforcementPlan(gameOf(noTablePack).model, TABLE as never);
    const lemberg = plan.rows.find((r) => r.arrival === 'A')!;
    expect(lemberg.units).toEqual(['fr-Austrian-Cc']);
    expect(lemberg.unread).toEqual(['2X']);
    const kiev = plan.rows.find((r) => r.arrival === 'K')!;
    expect(kiev.units).toHaveLength(3);
    expect(kiev.units.map((id) => game.unitById.get(id)?.type)).toEqual(['cavalry', 'cavalry', 'infantry']);
    expect(game.unitById.get(kiev.units[2]!)?.occupancy).toBe(1.5);
    // The leaders named by the row: not in the pack, so made from it, with no CR (the pack does not give it).
    expect(kiev.leaders.map((id) => game.leaderById.get(id)?.name)).toEqual(['Kutuzov']);
    expect(game.leaderById.get(kiev.leaders[0]!)?.cr).toBeNull();
    // The rows in turn order; the turn-5 row's `AL` is one Line artillery.
    expect(plan.rows.map((r) => r.turn)).toEqual([3, 3, 3, 5]);
    expect(plan.rows[3]!.units.map((id) => game.unitById.get(id)?.type)).toEqual(['artillery']);
  });
});

describe('13.2–13.3 reinforcements with Tab. 13.2 in the pack', () => {
  const h = harness(tablePack);

  it('13.2 at the end of the turn the rows arrive; the side with more trains in Tab. 7.3 (7.4 first) places first', () => {
    const s = h.blank(3, 'russian');
    const r = h.act(s, 'french', 'done');
    expect(r.state.step).toBe('reinforcements');
    expect(r.state.toAct).toBe('russian');
    const event = r.events.find((e) => e.kind === 'reinforcements')!;
    expect(event['table']).toBe(true);
    expect((event['russian'] as string[]).length).toBe(4);
    expect((event['french'] as string[]).length).toBe(3);
    expect(h.text(event).en).toContain('2X');
    expect(h.text(event).it).toContain('non arrivano');
    // The French waits: not his turn to place.
    const frenchPiece = (event['french'] as string[])[0]!;
    expect(h.refusal(r.state, 'french', `reinforce/${frenchPiece}/${WARSAW}`).code).toBe('not-your-turn');
    expect(h.keys(r.state, 'russian')).toHaveLength(4);
  });

  it('13.3 a Russian reinforcement (K) goes to Kiev or next to it, never elsewhere', () => {
    const s = h.act(h.blank(3, 'russian'), 'french', 'done').state;
    const piece = s.arriving!.find((r) => r.side === 'russian')!.piece;
    const hexes = h.keys(s, 'russian', [`r:${piece}`]).map((k) => k.split('/')[2]);
    const around = [KIEV, ...h.game.model.grid!.neighbours(KIEV)].sort();
    expect(hexes.length).toBeGreaterThan(0);
    for (const hex of hexes) expect(around).toContain(hex);
    expect(h.refusal(s, 'russian', `reinforce/${piece}/${PETERSBURG}`).rule).toBe('13.3');
    const placed = h.act(s, 'russian', `reinforce/${piece}/${KIEV}`);
    expect(placed.state.units[piece]?.hex ?? placed.state.leaders[piece]?.hex).toBe(KIEV);
    expect(h.text(placed.events[0]!).en).toContain('arrives at Kiev (1217)');
    expect(h.text(placed.events[0]!).it).toContain('arriva a Kiev (1217)');
  });

  it('13.3 not on or next to enemy units, nor over 6 OF (4.1)', () => {
    const s0 = h.blank(3, 'russian');
    const next = h.game.model.grid!.neighbours(KIEV)[0]!;
    h.put(s0, 'french', next);
    const s = h.act(s0, 'french', 'done').state;
    const piece = s.arriving!.find((r) => r.side === 'russian' && h.game.unitById.has(r.piece))!.piece;
    // Kiev is next to the French stack: refused; so is the French hex itself.
    expect(h.refusal(s, 'russian', `reinforce/${piece}/${KIEV}`).code).toBe('reinforce-hex');
    expect(h.refusal(s, 'russian', `reinforce/${piece}/${next}`).code).toBe('reinforce-hex');
    // A hex next to Kiev but not next to the French: legal.
    const free = h.game.model
      .grid!.neighbours(KIEV)
      .find(
        (x) =>
          x !== next &&
          !h.game.model.grid!.adjacent(x, next) &&
          h.keys(s, 'russian', [`r:${piece}`]).includes(`reinforce/${piece}/${x}`),
      );
    expect(free).toBeDefined();
    h.act(s, 'russian', `reinforce/${piece}/${free!}`);
    // 4.1: Kiev filled with Russians up to 6 OF takes no more: the arriving Veteran cavalry (OF 1) goes next to it.
    const full = h.blank(3, 'russian');
    let used = 0;
    for (const u of h.game.model.units.filter((x) => x.side === 'russian' && full.units[x.id]?.hex === ELIMINATED)) {
      if (u.occupancy === null || used + u.occupancy > 6) continue;
      full.units[u.id] = { hex: KIEV, disrupted: false, forcedMarch: false, combats: 0 };
      used += u.occupancy;
    }
    expect(used).toBeGreaterThan(5); // with the cavalry's 1: over 6
    const filled = h.act(full, 'french', 'done').state;
    const cavalry = filled.arriving!.find((r) => h.game.unitById.get(r.piece)?.type === 'cavalry')!.piece;
    expect(h.refusal(filled, 'russian', `reinforce/${cavalry}/${KIEV}`).code).toBe('reinforce-hex');
    h.act(filled, 'russian', `reinforce/${cavalry}/${h.game.model.grid!.neighbours(KIEV)[0]!}`);
  });

  it('13.3 the French: any hex west of Russia; the Austrians (A) at Lemberg or next to it', () => {
    let s = h.act(h.blank(3, 'russian'), 'french', 'done').state;
    for (const r of s.arriving!.filter((x) => x.side === 'russian'))
      s = h.act(s, 'russian', `reinforce/${r.piece}/${KIEV}`).state;
    expect(s.toAct).toBe('french');
    const west = s.arriving!.find((r) => r.arrival === 'west')!.piece;
    const austrian = s.arriving!.find((r) => r.arrival === 'A' && h.game.unitById.has(r.piece))!.piece;
    expect(h.refusal(s, 'french', `reinforce/${west}/1508`).rule).toBe('13.3');
    expect(h.refusal(s, 'french', `reinforce/${austrian}/${WARSAW}`).rule).toBe('13.3');
    s = h.act(s, 'french', `reinforce/${west}/${WARSAW}`).state;
    s = h.act(s, 'french', `reinforce/${austrian}/${LEMBERG}`).state;
    const leader = s.arriving!.find((r) => r.side === 'french')!.piece;
    const r = h.act(s, 'french', `reinforce/${leader}/${LEMBERG}`);
    // Every reinforcement placed: the turn ends (phase 8) and the next begins.
    expect(r.state.turn).toBe(4);
    expect(r.state.arriving).toBeUndefined();
    expect(r.state.leaders[leader]!.hex).toBe(LEMBERG);
  });

  it('13.3 a reinforcement with nowhere to go never arrives: eliminated, and the log says why', () => {
    const s0 = h.blank(5, 'french');
    // Every hex of St Petersburg and round it is next to a French unit.
    for (const hex of [PETERSBURG, ...h.game.model.grid!.neighbours(PETERSBURG)])
      if (h.game.model.hexes.get(hex)?.terrain === 'clear') h.put(s0, 'french', hex, 2);
    const r = h.act(s0, 'french', 'done');
    const lost = r.events.find((e) => e.kind === 'reinforcement-lost')!;
    expect(lost).toBeDefined();
    expect(r.state.units[lost['piece'] as string]!.hex).toBe(ELIMINATED);
    expect(h.text(lost).en).toContain('never arrives');
    expect(h.text(lost).it).toContain('non arriva mai');
    expect(r.state.turn).toBe(6);
  });

  it('13.2 a turn with no row: nothing to place, the turn ends', () => {
    const r = h.act(h.blank(4), 'french', 'done');
    expect(r.state.turn).toBe(5);
    expect(h.text(r.events.find((e) => e.kind === 'reinforcements')!).en).toContain('none arrive');
  });
});

describe('13.2 without Tab. 13.2: each side is asked which counters off the map arrive', () => {
  const h = harness(noTablePack);

  it('13.2 asked: the side toggles its counters off the map (not the advanced game’s leaders), then places them', () => {
    const s = h.act(h.blank(3, 'russian'), 'french', 'done').state;
    expect(s.step).toBe('arrivals');
    // The Russian has no counter off the map in the basic game (his 16.3 leaders are the advanced game's): the French is asked.
    expect(s.toAct).toBe('french');
    expect(h.keys(s, 'french')).toEqual(['arrive/fr-Austrian-Cc', 'done']);
    expect(h.refusal(s, 'russian', 'done').code).toBe('not-your-turn');
    const picked = h.act(s, 'french', 'arrive/fr-Austrian-Cc').state;
    expect(h.module.menu(picked, 'french', []).items.at(-1)!.label.en).toBe('Done: 1 arrive');
    const chosen = h.act(picked, 'french', 'done');
    const event = chosen.events.find((e) => e.kind === 'arrivals-chosen')!;
    expect(h.text(event).en).toContain('asked (no Tab. 13.2)');
    expect(h.text(event).it).toContain('manca la Tab. 13.2');
    expect(chosen.state.step).toBe('reinforcements');
    // Where 13.3 lets any French reinforcement arrive: west of Russia (Warsaw), not in Russia.
    expect(h.refusal(chosen.state, 'french', 'reinforce/fr-Austrian-Cc/1508').rule).toBe('13.3');
    const placed = h.act(chosen.state, 'french', `reinforce/fr-Austrian-Cc/${WARSAW}`).state;
    expect(placed.units['fr-Austrian-Cc']!.hex).toBe(WARSAW);
    expect(placed.turn).toBe(4);
  });

  it('13.2 "none" is an answer: logged, nothing arrives, the counters stay off the map for a later turn', () => {
    const s = h.act(h.blank(3), 'french', 'done').state;
    const r = h.act(s, 'french', 'done');
    expect(h.text(r.events.find((e) => e.kind === 'arrivals-chosen')!).en).toContain('none arrive');
    expect(r.state.units['fr-Austrian-Cc']).toBeUndefined();
    expect(r.state.turn).toBe(4);
    expect(h.refusal(s, 'french', 'arrive/ru-1I-Iv').code).toBe('arrive-piece');
  });

  it('13.2 the built-in pack (no table, no counter off the map): the log says none arrive and why', () => {
    const b = harness(base);
    const r = b.act(b.blank(3), 'french', 'done');
    const event = r.events.find((e) => e.kind === 'reinforcements')!;
    expect(b.text(event).en).toContain('no counter is off the map');
    expect(b.text(event).it).toContain('nessun segnalino è fuori mappa');
    expect(r.state.turn).toBe(4);
  });
});

describe('13.2–13.3 fuzzed: random legal games place the reinforcements with no finding', () => {
  const everyTurn = Array.from({ length: 15 }, (_, i) => [
    { turn: i + 1, side: 'russian', units: '1Cv, 1IL', arrival: (['K', 'Kg', 'StP'] as const)[i % 3] },
    { turn: i + 1, side: 'french', units: '1Iv', arrival: i % 2 === 0 ? 'west' : 'A' },
  ]).flat();

  it('with Tab. 13.2 (a row for each side every turn)', async () => {
    const report = await fuzz({
      pack: { ...base, version: '903', tables: { reinforcements: everyTurn } },
      games: 1,
      seed: 'n1-reinforcements',
      draft: true,
      maxActions: 6_000,
      extras: false,
    });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1);
    expect(report.events['reinforce'] ?? 0).toBeGreaterThan(0);
  }, 180_000);

  it('without it (the French asked about his counter off the map)', async () => {
    const report = await fuzz({
      pack: noTablePack,
      games: 1,
      seed: 'n1-arrivals',
      draft: true,
      maxActions: 6_000,
      extras: false,
    });
    expect(report.findings).toEqual([]);
    expect(report.finished).toBe(1);
    expect(report.events['arrivals-chosen'] ?? 0).toBeGreaterThan(0);
  }, 180_000);
});

describe('16.12 Sweden (the option sweden)', () => {
  const h = harness(base);
  const withSweden = (turn: number): N1812State => {
    const r = h.module.setup(
      { scenario: 'historical', options: { [SWEDEN_OPTION]: true } } as unknown as SetupInput,
      new ScriptedDice([]),
    );
    if (!r.ok) throw new Error('setup');
    const s = h.blank(turn);
    expect(r.state.sweden).toBe(true);
    s.sweden = true;
    return s;
  };

  it('16.12 declared and off by default: without it no roll at the end of turn 6', () => {
    expect(h.module.options!().map((o) => o.id)).toContain(SWEDEN_OPTION);
    const s = h.blank(6);
    expect(s.sweden).toBeUndefined();
    const r = h.act(s, 'french', 'done');
    expect(r.events.some((e) => e.kind === 'sweden')).toBe(false);
    expect(r.state.turn).toBe(7);
  });

  it('16.12 end of turn 6, a 4: the Swedes join the Russian reinforcements at St Petersburg or next to it', () => {
    const r = h.act(withSweden(6), 'french', 'done', [4]);
    const roll = r.events.find((e) => e.kind === 'sweden')!;
    expect(h.text(roll).en).toContain('Sweden joins');
    expect(h.text(roll).it).toContain('la Svezia interviene');
    expect(r.state.step).toBe('reinforcements');
    expect(r.state.arriving!.map((x) => x.piece)).toEqual([...SWEDISH_IDS]);
    expect(h.refusal(r.state, 'russian', `reinforce/${SWEDISH_IDS[0]}/${KIEV}`).rule).toBe('13.3');
    let s = r.state;
    for (const id of SWEDISH_IDS) s = h.act(s, 'russian', `reinforce/${id}/${PETERSBURG}`).state;
    expect(s.units[SWEDISH_IDS[0]!]!.hex).toBe(PETERSBURG);
    expect(s.leaders[SWEDISH_IDS[2]!]!.hex).toBe(PETERSBURG);
    expect(s.turn).toBe(7);
  });

  it('16.12 a 3: Sweden stays out; no roll on another turn', () => {
    const r = h.act(withSweden(6), 'french', 'done', [3]);
    expect(h.text(r.events.find((e) => e.kind === 'sweden')!).en).toContain('Sweden stays out');
    expect(r.state.turn).toBe(7);
    expect(r.state.units[SWEDISH_IDS[0]!]).toBeUndefined();
    const other = h.act(withSweden(5), 'french', 'done');
    expect(other.events.some((e) => e.kind === 'sweden')).toBe(false);
  });
});

describe('13.2 without Tab. 13.2 under 15.1 (fog-of-war)', () => {
  it('13.2 the answer is logged as how many counters arrive, not which; the placement as "a reinforcement"', () => {
    const h = harness(noTablePack);
    const s0 = h.blank(3);
    s0.fog = true;
    s0.fakes = { french: {}, russian: {} };
    let s = h.act(s0, 'french', 'done').state;
    s = h.act(s, 'french', 'arrive/fr-Austrian-Cc').state;
    const chosen = h.act(s, 'french', 'done');
    const words = h.text(chosen.events.find((e) => e.kind === 'arrivals-chosen')!);
    expect(words.en).toContain('1 counter(s) arrive');
    expect(words.en).not.toContain('Austrian');
    const placed = h.act(chosen.state, 'french', `reinforce/fr-Austrian-Cc/${WARSAW}`);
    expect(h.text(placed.events[0]!).it).toContain('un rinforzo arriva a');
  });
});
