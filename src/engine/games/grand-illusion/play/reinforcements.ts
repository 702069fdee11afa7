import { z } from 'zod';
import type { GameEvent } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import type { MissingTable } from '../../../core/ruling.js';
import type { Side } from '../model.js';
import { stackingExcess } from '../rules/movement.js';
import type { GiPosition } from '../rules/position.js';
import { supplyLine } from '../rules/supply-line.js';
import { askAll, type Applied, type Of, refuse, type S } from './edit.js';
import { learnedNumber } from './learned.js';
import { placedUnit, positionOf, valueKey } from './position.js';
import type { Game } from './setup.js';
import { type GiState, OFF, TRACK } from './state.js';

/**
 * The reinforcements of Phase III (7.1, 7.1.1–7.1.3), 13.1's Detachment HQ and 12.3's Royal Navy. The book prints no
 * reinforcement schedule (it is on the counters and the Turn Record Track): the pack's table `reinforcements` gives,
 * per counter, its turn and its hex ("?": variable); a row without a hex names a counter whose hex is printed on it
 * only, asked of its owner once (a learned value, `<counter>.front.HEX`, 0 for a counter that shows "?").
 */

const row = z
  .object({
    unit: z.string().min(1).max(40),
    turn: z.number().int().min(1).max(15),
    /** The entry hex ("?": a variable reinforcement, 7.1.1); absent: printed on the counter, asked of its owner. */
    hex: z.union([z.string().regex(/^\d{1,3}$/), z.literal('?')]).optional(),
    /** 12.3: the RN Division and the British 7th Division may enter in any friendly coastal hex. */
    navy: z.boolean().optional(),
    source: z.string().max(200).optional(),
  })
  .strict();
export type ReinforcementRow = z.infer<typeof row>;

/** The Turn Record Track's reinforcements (7.1), as a pack carries them. */
export const reinforcementsTable: MissingTable<ReinforcementRow[]> = {
  id: 'reinforcements',
  title: loc('Reinforcements (Turn Record Track)', 'Rinforzi (Tabella dei Turni)'),
  gap: loc(
    'Rule 7.1 places the reinforcements on the turn and hex printed on their counters and the Turn Record Track; the ' +
      'book lists only some. Rows: [{ "unit": counter id, "turn": n, "hex": "66" | "?" (variable) | absent (printed ' +
      'on the counter: asked), "navy": true (12.3) }, ...].',
    'La regola 7.1 piazza i rinforzi nel turno e nell’esagono stampati sulle pedine e sulla Tabella dei Turni; il ' +
      'regolamento ne elenca solo alcuni. Righe: [{ "unit": id della pedina, "turn": n, "hex": "66" | "?" (variabile) ' +
      '| assente (stampato sulla pedina: richiesto), "navy": true (12.3) }, ...].',
  ),
  schema: z.array(row).max(200),
};

const schedules = new WeakMap<Game, readonly ReinforcementRow[]>();

/** The pack's schedule (memoized); rows naming no counter of the pack are left out. */
export function scheduleOf(game: Game): readonly ReinforcementRow[] {
  let rows = schedules.get(game);
  if (!rows) {
    const parsed = reinforcementsTable.schema.safeParse(game.pack.tables?.['reinforcements'] ?? []);
    rows = parsed.success ? parsed.data.filter((r) => game.counters.has(r.unit)) : [];
    schedules.set(game, rows);
  }
  return rows;
}

/** 3.1.1: a counter with a reinforcement turn waits on the Turn Record Track: it is not set up. */
export const scheduled = (game: Game, unit: string): boolean => scheduleOf(game).some((r) => r.unit === unit);

/** 13.1: the German Detachment HQ (turn 6), which may take the place of a numbered German Army HQ. */
export const DETACHMENT_HQ = 'de-hq-det';
/** 7.1.1: before turn 7 no British or French variable reinforcement in a Schlieffen Plan hex (off in scenario 3). */
const SCHLIEFFEN_FROM = 7;
/** 7.1.3: Paris. */
const PARIS = '19';
/** The printed hex asked of the owner: 0 for a counter that shows "?" (variable). */
export const HEX_VALUE = 'HEX';

const FRIENDLY_SOURCES: Readonly<Record<Side, readonly string[]>> = {
  allied: ['supply-french', 'supply-british', 'supply-belgian'],
  german: ['supply-german'],
};
const NATION_SOURCE: Readonly<Record<string, string>> = {
  fr: 'supply-french',
  gb: 'supply-british',
  be: 'supply-belgian',
  de: 'supply-german',
};

type Entry =
  | { readonly kind: 'fixed'; readonly hex: string }
  | { readonly kind: 'variable' }
  | { readonly kind: 'source' }
  | { readonly kind: 'unknown'; readonly key: string };

/** How a reinforcement enters: the Turn Record Track's mode, its row's hex, or the hex its owner gave. */
function entryOf(game: Game, state: GiState, unit: string): Entry {
  const track = state.reinforcing?.find((r) => r.unit === unit);
  if (track) return { kind: track.mode };
  const r = scheduleOf(game).find((x) => x.unit === unit);
  if (r?.hex === '?') return { kind: 'variable' };
  if (r?.hex !== undefined) return { kind: 'fixed', hex: r.hex };
  const key = valueKey(unit, 'front', HEX_VALUE);
  const given = learnedNumber(state.learned, key);
  if (given === undefined) return { kind: 'unknown', key };
  return given === 0 ? { kind: 'variable' } : { kind: 'fixed', hex: String(given) };
}

/** 7.1: the side's reinforcements due this turn (their turn reached, not yet placed, not out of play). */
export function dueNow(game: Game, state: GiState, side: Side): string[] {
  const out: string[] = [];
  const gone = state.outOfPlay ?? [];
  for (const r of scheduleOf(game))
    if (
      r.turn <= state.turn &&
      game.counters.get(r.unit)?.side === side &&
      state.units[r.unit]?.at === OFF &&
      !gone.includes(r.unit) &&
      !(state.reinforcing ?? []).some((x) => x.unit === r.unit)
    )
      out.push(r.unit);
  for (const r of state.reinforcing ?? [])
    if (r.turn <= state.turn && game.counters.get(r.unit)?.side === side && state.units[r.unit]?.at === TRACK)
      out.push(r.unit);
  return out;
}

/** 7.1.2, 7.2: an HQ placed this turn is no entry hex for the reinforcements or replacements of the same turn. */
export const placedThisTurn = (state: GiState, unit: string): boolean => state.reinforced?.[unit] === state.turn;

/** 12.3: the coastal hexes: the pack's `coastal` hexes, or its ports where it marks none. */
export function coastalHexes(game: Game): string[] {
  const all = [...game.hexes.entries()];
  const feature = all.some(([, h]) => h.features.includes('coastal')) ? 'coastal' : 'port';
  return all.filter(([, h]) => h.features.includes(feature)).map(([id]) => id);
}

/**
 * 8.4.6: the unit in `hex` (another unit taken out, for 13.1's exchange) keeps the stacking limits; 7.1: the hex traces
 * supply ("in grado di tracciare il rifornimento"; on a map without railways supply is unknown and never refuses).
 */
function fits(game: Game, state: GiState, p: GiPosition, unit: string, hex: string, without?: string): boolean {
  const c = game.counters.get(unit)!;
  const placed = placedUnit(
    game,
    { ...state, units: { ...state.units, [unit]: { at: hex, disorganized: false } } },
    unit,
  );
  const after: GiPosition = {
    ...p,
    units: [...p.units.filter((u) => u.id !== without), ...(placed ? [placed] : [])],
  };
  return stackingExcess(after, hex, c.side) === null && (!placed || supplyLine(after, placed)?.supply !== 'out');
}

/**
 * 7.1, 7.1.1–7.1.3, 12.3: where a reinforcement due may enter now. Always a hex its side controls that traces supply
 * (where the map has railways), within the stacking limits. Fixed: its hex. Put forward a turn by 7.1: a supply
 * source of its nationality. Variable: a hex with an HQ of its nationality (not placed this turn) or any friendly supply
 * source; a variable HQ: a hex with no HQ of its nationality; before turn 7 no British or French one in a Schlieffen
 * Plan hex; a French one always in Paris (19). 12.3: any friendly coastal hex besides.
 */
export function reinforceHexes(game: Game, state: GiState, unit: string): string[] {
  const c = game.counters.get(unit);
  const entry = entryOf(game, state, unit);
  if (!c || entry.kind === 'unknown') return [];
  const p = positionOf(game, state);
  const navy = scheduleOf(game).find((r) => r.unit === unit)?.navy === true ? coastalHexes(game) : [];
  const hqOfNation = (hex: string): boolean =>
    p.units.some((u) => u.hex === hex && u.type === 'hq' && u.nation === c.nation && !placedThisTurn(state, u.id!));
  const out: string[] = [];
  for (const [hex, h] of game.hexes) {
    if (state.control[hex] !== c.side || !fits(game, state, p, unit, hex)) continue;
    if (navy.includes(hex)) {
      out.push(hex);
      continue;
    }
    if (entry.kind === 'fixed') {
      if (hex === entry.hex) out.push(hex);
      continue;
    }
    if (entry.kind === 'source') {
      if (h.features.includes(NATION_SOURCE[c.nation] ?? '')) out.push(hex);
      continue;
    }
    const paris = c.nation === 'fr' && hex === PARIS;
    if (
      !paris &&
      (c.nation === 'fr' || c.nation === 'gb') &&
      state.number !== 3 &&
      state.turn < SCHLIEFFEN_FROM &&
      h.features.includes('schlieffen-plan')
    )
      continue;
    const source = FRIENDLY_SOURCES[c.side].some((f) => h.features.includes(f));
    if (c.type === 'hq' ? paris || !hqOfNation(hex) : paris || source || hqOfNation(hex)) out.push(hex);
  }
  return out.sort((a, b) => Number(a) - Number(b));
}

/** 13.1: the numbered German Army HQs ("quelli con il numero") the Detachment HQ may take the place of. */
export function detachable(game: Game, state: GiState, unit: string): string[] {
  if (unit !== DETACHMENT_HQ || entryOf(game, state, unit).kind !== 'variable') return [];
  const p = positionOf(game, state);
  return p.units
    .filter((u) => u.side === 'german' && u.type === 'hq' && /^\d/.test(game.counters.get(u.id!)?.name ?? ''))
    .filter((u) => state.control[u.hex] === 'german' && fits(game, state, p, unit, u.hex, u.id))
    .map((u) => u.id!);
}

/** 7.1, 4.0: the side's segment of Phase III opens: its reinforcements, the printed hexes not yet known asked first. */
export function openReinforcements(game: Game, s: S, side: Side): void {
  const due = dueNow(game, s as GiState, side);
  if (due.length === 0) return;
  s.stack.push({ name: 'reinforce', side });
  const asks = due
    .map((u) => entryOf(game, s as GiState, u))
    .filter((e): e is Extract<Entry, { kind: 'unknown' }> => e.kind === 'unknown')
    .map((e) => ({ side, value: e.key, max: HEX_MAX }));
  askAll(s, asks);
}

/** The largest hex number a printed hex may be (the built-in map's 107). */
const HEX_MAX = 107;

export function reinforceAnswer(
  game: Game,
  s: S,
  frame: Of<'reinforce'>,
  key: string,
  ev: GameEvent[],
): Applied | null {
  const [verb, unit, hex] = key.split('/');
  const state = s as GiState;
  const due = dueNow(game, state, frame.side);
  if (key === 'reinforce-done') {
    const placeable = due.find((u) => reinforceHexes(game, state, u).length > 0 || detachable(game, state, u).length);
    if (placeable) return refuse('reinforce-first', { unit: placeable }, '7.1');
    for (const u of due) {
      // 7.1: a fixed reinforcement whose hex is enemy-controlled or overstacked enters next turn in a supply source of
      // its nationality; any other with nowhere to enter waits for the next turn (README).
      const entry = entryOf(game, state, u);
      const mode = entry.kind === 'fixed' || entry.kind === 'source' ? 'source' : 'variable';
      s.reinforcing = [...(s.reinforcing ?? []).filter((r) => r.unit !== u), { unit: u, turn: s.turn + 1, mode }];
      s.units[u] = { at: TRACK, disorganized: false };
      ev.push({ kind: 'reinforcement-delayed', unit: u, turn: s.turn + 1 });
    }
    s.stack.pop();
    return null;
  }
  if (!unit || !due.includes(unit)) return refuse('reinforce-key', { key }, '7.1');
  if (verb === 'reinforce' && hex && reinforceHexes(game, state, unit).includes(hex)) {
    place(s, unit, hex, ev);
    return null;
  }
  // 13.1: the Detachment HQ takes the numbered Army HQ's hex; that HQ re-enters next turn as a variable reinforcement.
  if (verb === 'detach' && hex && detachable(game, state, unit).includes(hex)) {
    const at = s.units[hex]!.at;
    place(s, unit, at, ev);
    s.units[hex] = { at: TRACK, disorganized: false };
    s.reinforcing = [...(s.reinforcing ?? []), { unit: hex, turn: s.turn + 1, mode: 'variable' }];
    ev.push({ kind: 'reinforcement-detached', unit: hex, turn: s.turn + 1 });
    return null;
  }
  return refuse('reinforce-key', { key }, '7.1');
}

function place(s: S, unit: string, hex: string, ev: GameEvent[]): void {
  s.units[unit] = { at: hex, disorganized: false };
  s.reinforcing = (s.reinforcing ?? []).filter((r) => r.unit !== unit);
  s.reinforced = { ...(s.reinforced ?? {}), [unit]: s.turn };
  ev.push({ kind: 'reinforcement', unit, hex });
}
