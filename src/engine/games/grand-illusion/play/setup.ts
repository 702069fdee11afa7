import type { HexGrid } from '../../../core/map/hex.js';
import type { Pack } from '../../../core/pack.js';
import { fromPack, rosterFort, SIDES, type Counter, type Side } from '../model.js';
import { mapOf, type GiHex } from '../rules/position.js';
import { CUP_SIZE, GERMAN_VP_HEXES, PLAN17_VP_HEXES } from '../rules/tables.js';
import { OFF, type Cup, type GiState } from './state.js';

/**
 * The game a module plays: the pack's map, counters and forts, read once. A fort's steps are its counter's two sides
 * then its R counter's (9.3.3), each CS the pack prints or null (asked of the owner when a battle needs it).
 */
export interface Game {
  readonly pack: Pack;
  readonly grid: HexGrid;
  readonly hexes: ReadonlyMap<string, GiHex>;
  readonly counters: ReadonlyMap<string, Counter>;
  /** Infantry, cavalry, HQ and HA counters (not forts, not R counters). */
  readonly unitIds: readonly string[];
  readonly forts: ReadonlyMap<string, GameFort>;
}

export interface GameFort {
  readonly id: string;
  readonly side: Side;
  readonly garrisoned: boolean;
  /** Each step's CS (null: not printed) and the value key a player is asked for it. */
  readonly steps: readonly { readonly cs: number | null; readonly key: string }[];
}

export function gameOf(pack: Pack): Game {
  const map = mapOf(pack);
  if (!map) throw new Error('Grand Illusion plays on a hex map');
  const model = fromPack(pack);
  const counters = new Map(model.counters.map((c) => [c.id, c]));
  const forts = new Map<string, GameFort>();
  for (const c of model.counters) {
    if (c.type !== 'fort' || c.id.endsWith('-r')) continue;
    const roster = rosterFort(c.id);
    const r = counters.get(`${c.id}-r`);
    const faces: { counter: Counter; face: 'front' | 'back' }[] = [{ counter: c, face: 'front' }];
    if (c.back) faces.push({ counter: c, face: 'back' });
    if (r) faces.push({ counter: r, face: 'front' }, ...(r.back ? [{ counter: r, face: 'back' as const }] : []));
    const printed = roster?.steps;
    const steps = faces.map((f, i) => {
      const values = f.face === 'front' ? f.counter.front : (f.counter.back ?? {});
      const cs = printed?.[i]?.cs ?? values['CS'] ?? null;
      return { cs, key: `${f.counter.id}.${f.face}.CS` };
    });
    forts.set(c.id, { id: c.id, side: c.side, garrisoned: roster?.garrisoned ?? false, steps });
  }
  const unitIds = model.counters.filter((c) => c.type !== 'fort').map((c) => c.id);
  return { pack, grid: map.grid, hexes: map.hexes, counters, unitIds, forts };
}

/** 13.0: the scenario's number from the pack's scenario (`short` is scenario 2; its title says which otherwise). */
function numberOf(pack: Pack, id: string): 1 | 2 | 3 {
  const scenario = pack.scenarios.find((s) => s.id === id);
  const title = scenario?.title.en ?? '';
  if (id === 'short' || /Scenario 2/.test(title)) return 2;
  if (/Scenario 3/.test(title)) return 3;
  return 1;
}

/**
 * 2.2, 3.1, 8.3: who controls each hex at the start. The book's black boxes (2.2) are not in the pack (README gap);
 * the module reads German control from what the book and the pack say are German at the start: the pack's German
 * control markers (3.1.3: 72 and 73), the hexes of German supply sources and entry (11.2.4), the Plan 17 VP hexes
 * (3.2.1: they score when they *become* Allied), and the hexes where German counters set up. Every other hex is
 * Allied. Hex 104 (Mulhouse) is Allied: 3.1.3 counts it liberated.
 */
export function startControl(game: Game, pack: Pack, scenario: string): Record<string, Side> {
  const setup = pack.scenarios.find((s) => s.id === scenario);
  const german = new Set<string>();
  for (const m of setup?.markers ?? []) if (m.kind === 'control-de' && m.at) german.add(m.at);
  for (const [id, h] of game.hexes)
    if (h.features.includes('supply-german') || h.features.includes('german-entry')) german.add(id);
  for (const hex of PLAN17_VP_HEXES) german.add(String(hex));
  for (const entry of setup?.setup ?? []) {
    const c = game.counters.get(entry.unit);
    if (c?.side === 'german' && entry.at) german.add(entry.at);
  }
  german.delete('104');
  const control: Record<string, Side> = {};
  for (const id of game.hexes.keys()) control[id] = german.has(id) ? 'german' : 'allied';
  return control;
}

/** The pack's VP markers (table `vp-markers`, 3.1.2), or null when it has none (the values are then asked). */
export function cupsOf(pack: Pack): Record<Cup, number[]> | null {
  const t = (pack.tables as Record<string, unknown> | undefined)?.['vp-markers'] as
    { german?: unknown; plan17?: unknown } | undefined;
  const ok = (v: unknown, n: number): v is number[] =>
    Array.isArray(v) && v.length === n && v.every((x) => Number.isInteger(x));
  if (!t || !ok(t.german, CUP_SIZE.german) || !ok(t.plan17, CUP_SIZE.plan17)) return null;
  return { german: [...t.german], plan17: [...t.plan17] };
}

export function initialState(game: Game, pack: Pack, scenario: string): GiState | null {
  const sc = pack.scenarios.find((s) => s.id === scenario);
  if (!sc) return null;
  const placed = new Map((sc.setup ?? []).map((e) => [e.unit, e]));
  const units: Record<string, { at: string; disorganized: boolean }> = {};
  for (const id of game.unitIds) {
    const e = placed.get(id);
    units[id] = { at: e?.at ?? OFF, disorganized: e?.reduced === true };
  }
  const forts: Record<string, { at: string; step: number }> = {};
  for (const f of game.forts.values()) {
    const e = placed.get(f.id);
    if (e?.at) forts[f.id] = { at: e.at, step: e.reduced ? 1 : 0 };
  }
  const trench: Record<string, number> = {};
  for (const m of sc.markers ?? []) {
    if (m.kind === 'trench1' && m.at) trench[m.at] = 1;
    if (m.kind === 'trench2' && m.at) trench[m.at] = 2;
  }
  const number = numberOf(pack, scenario);
  const anyOff = Object.values(units).some((u) => u.at === OFF);
  return {
    scenario,
    number,
    turn: 1,
    lastTurn: sc.turns ?? 15,
    step: 'cap',
    // 3.1: the pack's set-up notes ask the players to place the counters it leaves off the map, Allies first.
    stack: anyOff ? [{ name: 'place', side: 'allied' }] : [],
    initiative: 'allied',
    oneActivation: false,
    cap: { allied: 0, german: 0 },
    column: { allied: 'joffre', german: 'moltke' },
    segment: { activations: 0, passes: 0, rallies: 0 },
    units,
    forts,
    besieged: [],
    control: startControl(game, pack, scenario),
    cavalryControl: [],
    blocks: [],
    generalRetreat: {},
    trench,
    learned: [],
    // 3.1.3, 13.2.2 b: the Plan 17 VP start at 3 (Mulhouse liberated).
    vp: { german: 0, plan17: 3 },
    markers: [],
    cups: cupsOf(pack),
    mandated: { allied: 0, german: 0 },
    returning: [],
    parisChecked: false,
  };
}

export const VP_HEXES: Record<Cup, readonly string[]> = {
  german: GERMAN_VP_HEXES.map(String),
  plan17: PLAN17_VP_HEXES.map(String),
};

export { SIDES };

const starts = new WeakMap<Game, Map<string, Readonly<Record<string, Side>>>>();

/** The start control of a scenario (memoized): 7.2 reads which hexes were German at the start. */
export function startOf(game: Game, scenario: string): Readonly<Record<string, Side>> {
  let byScenario = starts.get(game);
  if (!byScenario) starts.set(game, (byScenario = new Map()));
  let control = byScenario.get(scenario);
  if (!control) byScenario.set(scenario, (control = startControl(game, game.pack, scenario)));
  return control;
}
