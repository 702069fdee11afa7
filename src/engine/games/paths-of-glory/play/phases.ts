import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { armyPlaces } from '../rules/reinforce.js';
import { ELIMINATED_BOX, RESERVE_BOX, type Nation, type PogModel, type Side } from '../model.js';
import { MINOR_ALLIES } from '../notation.js';
import { STACKING_LIMIT } from '../rules/movement.js';
import { NEUTRAL_AT_START, sideOfUnit, sideUnitsAt, unitsAt, type Position } from '../rules/position.js';
import { costOf } from '../rules/replacements.js';
import {
  attritionSuppliedSpaces,
  SALONIKA,
  suppliedSpaces,
  supplyControl,
  supplyNetworkOf,
  unitInSupply,
} from '../rules/supply.js';
import type { ReplacementAction } from '../rules/tables.js';
import { vpForCapture } from '../rules/victory.js';
import type { Applied } from './machine.js';
import type { Game } from './setup.js';
import { GONE, other, top, type Frame, type PogAction, type PogState } from './state.js';
import { polishRpBarred } from '../rules/deluxe-units.js';

/**
 * The phases after the Action Phase that the supply rules decide: the Attrition Phase (6.0 C, 14.3.5, 14.3.6,
 * 11.2.7) and the Replacement Phase (6.0 F, 17.1), and the supply check of an activation (14.1.1.1, 14.3.1). The
 * machine calls them from `endOfTurn` and its `activated` case; the Replacement Phase's prompts are the `replacement`
 * frames, answered with `replace` and `replaced`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Activation (14.1.1.1, 14.3.1).

/**
 * 14.3.1: the units of the spaces just activated that may act: those in supply when the markers were placed
 * (14.1.1.1: a later move that opens a line does not let them act). Turkish units in Medina on its special supply
 * (14.1.8) are out of supply for this. The machine checks it when activation ends, before anything has moved.
 */
export function suppliedUnits(game: Game, state: PogState, units: readonly string[]): string[] {
  const p: Position = { model: game.model, state };
  return units.filter((u) => unitInSupply(p, u));
}

/** 14.1.1.1: the units of the activated spaces out of supply when activation ends: they neither move nor attack. */
export function unsuppliedActivated(game: Game, state: PogState): string[] {
  const p: Position = { model: game.model, state };
  return Object.keys(state.activations)
    .flatMap((at) => unitsAt(p, at))
    .filter((u) => !unitInSupply(p, u));
}

// ---------------------------------------------------------------------------------------------------------------
// The Attrition Phase (6.0 C).

/**
 * 6.0 C, 14.3.5: every unit on the map out of supply (as the Attrition Phase traces it, 14.1.8 Medina included) is
 * eliminated, both sides at once: a corps to its side's eliminated box, an army for good (12.4.7 item 3).
 * 14.3.6: at the same time every controlled space out of its side's supply for spaces (14.2.5, 11.1.4, 11.1.12)
 * becomes the enemy's, unless it holds an undestroyed fort (its own: 15.1.10) or is an Allied space of Serbia
 * (14.1.6: those convert only when Central Powers units enter them). 11.2.7: a trench in a space that suffers
 * attrition loses a level, unless the space holds an intact fort. Readings (README, "decisions"): a space that keeps
 * a unit of its side in supply does not suffer attrition (11.1.16 says so for the SN's space, 14.1.8 implies it for
 * Medina); a Central Powers space the ANA occupies stays theirs (11.1.15: it is Allied only while the ANA is there);
 * a trench suffers attrition in every space out of supply that keeps no supplied unit, Serbian ones included.
 */
export function attritionPhase(game: Game, state: PogState, events: GameEvent[]): PogState {
  const p: Position = { model: game.model, state };
  const start = events.length;
  const units = { ...state.units };
  const eliminated: string[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (!game.model.spaces[u.at] || unitInSupply(p, id, 'attrition')) continue;
    const side = sideOfUnit(game.model, id);
    const permanent = game.model.units[id]?.size === 'army';
    units[id] = { ...u, at: permanent ? GONE : ELIMINATED_BOX[side] };
    eliminated.push(id);
    events.push({ kind: 'attrition-eliminated', side, unit: id, at: u.at, permanent, rule: '14.3.5' });
  }
  const control = { ...state.control };
  const trenches = { ...state.trenches };
  let vp = state.vp;
  const supplied = { cp: attritionSuppliedSpaces(p, 'cp'), ap: attritionSuppliedSpaces(p, 'ap') };
  for (const [id, owner] of Object.entries(state.control)) {
    const space = game.model.spaces[id];
    if (!space || owner === null || supplied[owner].has(id)) continue;
    // A neutral country is no one's to lose (11.1.11): the state keeps in its control the side it would join.
    if (neutralCountry(state, space.nation)) continue;
    // 11.1.15: the ANA's space is Allied for as long as it stays; the state keeps it the Central Powers'.
    if (supplyControl(p, id) !== owner) continue;
    const kept = sideUnitsAt(p, id, owner).some((u) => !eliminated.includes(u));
    if (kept) continue;
    const fort = space.fort !== null && !state.destroyed.includes(id);
    // 11.2.7: the trench loses a level, except in a space with an intact fort.
    const level = trenches[id];
    if (level !== undefined && !fort) {
      if (level === 1) delete trenches[id];
      else trenches[id] = 1;
      events.push({ kind: 'attrition-trench', space: id, level: level - 1, rule: '11.2.7' });
    }
    // 14.3.6, 15.1.10: an undestroyed friendly fort keeps the space; 14.1.6: Allied Serbian spaces too.
    if (fort || (owner === 'ap' && space.nation === 'sb')) continue;
    const enemy = other(owner);
    const dv = vpForCapture(enemy, owner, space.vp > 0);
    vp += dv;
    control[id] = enemy;
    events.push({ kind: 'attrition-control', space: id, side: enemy, vp: dv, rule: '14.3.6' });
  }
  // 15.2.4: a siege whose besiegers were all eliminated is lifted (no surrender roll in the Siege Phase).
  const after: Position = { model: game.model, state: { ...state, units } };
  const besieged = state.besieged.filter((id) => {
    const owner = state.control[id];
    if (!owner || sideUnitsAt(after, id, other(owner)).length > 0) return true;
    events.push({ kind: 'siege-lifted', space: id, rule: '15.2.4' });
    return false;
  });
  const changed = ['attrition-eliminated', 'attrition-control', 'attrition-trench'];
  if (!events.slice(start).some((e) => changed.includes(e.kind)))
    events.push({ kind: 'attrition-none', rule: '6.0 C' });
  return { ...state, units, control, trenches, vp, besieged };
}

/** A country still neutral (9.5.2.4: Greece's spaces are open to both sides once Salonika is played). */
function neutralCountry(state: PogState, country: string | null): boolean {
  if (!country || !NEUTRAL_AT_START.includes(country) || state.atWar.includes(country)) return false;
  return !(country === 'gr' && state.events.includes(SALONIKA));
}

// ---------------------------------------------------------------------------------------------------------------
// The Replacement Phase (6.0 F, 17.1).

export type ReplacementFrame = Extract<Frame, { name: 'replacement' }>;

/** A replacement the side may make: the unit, the side it shows after, where it goes, the table's row. */
export interface ReplaceOption {
  readonly unit: string;
  readonly strength: 'full' | 'reduced';
  /** Where the unit is placed; absent for a unit flipped where it stands. */
  readonly at?: string;
  readonly action: ReplacementAction;
  readonly nation: string;
}

/** 12.4.7 item 5, 17.1.7: the armies whose counter has the dot never take replacements. */
const NEVER_REPLACED: readonly Nation[] = ['yld', 'aoi', 'aoo', 'cau', 'bef', 'mef', 'ne'];
/** The nation whose RP, capital and reinforcement spaces a special unit uses (12.4.4.3's families). */
const HOME: Partial<Record<Nation, Nation>> = {
  bef: 'br',
  mef: 'br',
  ne: 'br',
  cau: 'ru',
  aoo: 'fr',
  yld: 'tu',
  aoi: 'tu',
  sn: 'tu',
};
/** Bolshevik Revolution (CP #53): no more than 1 Russian RP spent a turn. */
const BOLSHEVIK = 'cp-53';
/** 14.1.8: Turkish units on Medina's special supply take no replacements. */
const MEDINA = 'medina';
const TURKISH: readonly Nation[] = ['tu', 'yld', 'aoi', 'sn'];
/** 17.1.6: the ANA, replaced, is placed in Arabia. */
const ANA = 'ana';
const ARABIA = 'arabia';

function nationOf(game: Game, unit: string): Nation | undefined {
  return game.model.units[unit]?.nation;
}

/** 17.1.1, 17.1.1.1: the RP nation that pays for the unit (`a` for the Allied minors). */
export function rpNationOf(nation: Nation): string {
  if (MINOR_ALLIES.includes(nation)) return 'a';
  return HOME[nation] ?? nation;
}

/** 17.1.3: the nation's capital is enemy-controlled or besieged (the Belgians and Serbs are exempt). */
function capitalLost(p: Position, nation: Nation, side: Side): boolean {
  const home = HOME[nation] ?? nation;
  if (home === 'be' || home === 'sb') return false;
  return capitalsOf(p.model, home).some(
    (id) => p.state.control[id] === other(side) || (p.state.besieged.includes(id) && !p.state.destroyed.includes(id)),
  );
}

/** The capitals of each country, once per model (the menus ask for every unit). */
const capitals = new WeakMap<PogModel, Map<string, string[]>>();
function capitalsOf(model: PogModel, country: string): string[] {
  let byCountry = capitals.get(model);
  if (!byCountry) {
    byCountry = new Map();
    for (const s of Object.values(model.spaces))
      if (s.capital && s.nation) byCountry.set(s.nation, [...(byCountry.get(s.nation) ?? []), s.id]);
    capitals.set(model, byCountry);
  }
  return byCountry.get(country) ?? [];
}

/** 17.1.1: the RP an RP nation may spend this phase (the frame's, capped by Bolshevik Revolution when made). */
function available(frame: ReplacementFrame, nation: string): number {
  return frame.rp[nation] ?? 0;
}

/** RP still to spend for an RP nation: what it may spend less what it bought (17.1.4's costs, halves paired). */
export function rpLeft(frame: ReplacementFrame, nation: string): number {
  return available(frame, nation) - costOf(spentBy(frame, nation));
}

function spentBy(frame: ReplacementFrame, nation: string) {
  return frame.spent
    .filter((s) => s.nation === nation)
    .map((s) => ({ nation: 'all' as const, action: s.action as ReplacementAction, count: 1 }));
}

/** Whether a unit of `side` may be placed in the space: controlled, unbesieged, in supply for it, with room. */
function placeable(p: Position, unit: string, side: Side, space: string): boolean {
  const s = p.model.spaces[space];
  if (!s || p.state.control[space] !== side) return false;
  if (p.state.besieged.includes(space) && !p.state.destroyed.includes(space)) return false;
  if (unitsAt(p, space).some((u) => sideOfUnit(p.model, u) !== side)) return false;
  if (sideUnitsAt(p, space, side).length >= STACKING_LIMIT) return false;
  return inSupplyAt(p, unit, side, space);
}

/** 9.5.3.3: a reinforcement army must be in supply where it is placed (14.1.6: a Serbian unit in Serbia is). */
function inSupplyAt(p: Position, unit: string, side: Side, space: string): boolean {
  const nation = p.model.units[unit]?.nation;
  if (nation === 'sb' && p.model.spaces[space]?.nation === 'sb') return true;
  const network = supplyNetworkOf(p.model, unit);
  return network !== null && suppliedSpaces(p, side, network).has(space);
}

/**
 * 17.1.5: where a rebuilt army is placed: as a reinforcement (9.5.3.3: its capital and the friendly supply sources of
 * its nation; US armies in a French port; French ones at Orleans when Paris cannot hold them, unless Paris is besieged
 * or enemy-controlled), Serbian armies also at Salonika (after Salonika or Greece's entry, Allied Salonika) and at
 * Belgrade only while Nis is not the enemy's, Belgian ones at Brussels, Antwerp or Ostend, else Calais.
 */
export function armyPlacements(p: Position, unit: string, side: Side): string[] {
  const nation = p.model.units[unit]?.nation;
  if (!nation) return [];
  const home = HOME[nation] ?? nation;
  const ok = (space: string) => placeable(p, unit, side, space);
  switch (home) {
    case 'sb': {
      const out: string[] = [];
      if (p.state.control['nis'] !== other(side) && ok('belgrade')) out.push('belgrade');
      const salonika = p.state.events.includes(SALONIKA) || p.state.atWar.includes('gr');
      if (salonika && ok('salonika')) out.push('salonika');
      return out;
    }
    case 'be': {
      const home3 = ['brussels', 'antwerp', 'ostend'];
      const supplied = home3.filter((s) => p.state.control[s] === side && inSupplyAt(p, unit, side, s));
      if (supplied.length === 0) return ok('calais') ? ['calais'] : [];
      return supplied.filter(ok);
    }
    default:
      // 9.5.3.3 as for a reinforcement (rules/reinforce.ts): capital and sources, US ports, Orléans.
      return armyPlaces(p, unit, side).map((x) => x.space);
  }
}

/** Every replacement the side may make now, within its RP (17.1.1–17.1.7, the Replacement Table 17.1.4). */
export function replaceOptions(game: Game, state: PogState, frame: ReplacementFrame): ReplaceOption[] {
  const p: Position = { model: game.model, state };
  const side = frame.side;
  const out: ReplaceOption[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    const nation = nationOf(game, id);
    const model = game.model.units[id];
    if (!nation || !model || sideOfUnit(game.model, id) !== side) continue;
    const army = model.size === 'army';
    if (army && NEVER_REPLACED.includes(nation)) continue;
    const rpn = rpNationOf(nation);
    if (available(frame, rpn) <= 0) continue;
    const onMap = game.model.spaces[u.at] !== undefined;
    const eliminated = u.at === ELIMINATED_BOX[side];
    if (!onMap && !eliminated && u.at !== RESERVE_BOX[side]) continue;
    // 17.1.3: no RP for a nation whose capital the enemy holds or besieges (the Belgian and Serbian corps go to the
    // Reserve Box regardless; their armies need a legal space, which armyPlacements decides).
    if (capitalLost(p, nation, side)) continue;
    // CP #59 (Deluxe): no RP for the Polish corps while the Allies hold Warsaw.
    if (polishRpBarred(state, id)) continue;
    const candidates: ReplaceOption[] = [];
    if (!eliminated && u.strength === 'reduced') {
      // 14.1.8: not a Turkish unit in Medina on its special supply.
      if (u.at === MEDINA && TURKISH.includes(nation) && !unitInSupply(p, id)) continue;
      const action: ReplacementAction = army ? 'army-flip' : onMap ? 'corps-flip' : 'reserve-corps-flip';
      candidates.push({ unit: id, strength: 'full', action, nation: rpn });
    } else if (eliminated && !army) {
      // The Replacement Table: eliminated corps go to the Reserve Box; 17.1.6: the ANA to Arabia.
      const at = nation === ANA ? ARABIA : RESERVE_BOX[side];
      if (at === ARABIA && !placeableCorps(p, side, at)) continue;
      candidates.push({ unit: id, strength: 'full', at, action: 'corps-full', nation: rpn });
      candidates.push({ unit: id, strength: 'reduced', at, action: 'corps-reduced', nation: rpn });
    } else if (eliminated && army) {
      for (const at of armyPlacements(p, id, side)) {
        candidates.push({ unit: id, strength: 'full', at, action: 'army-full', nation: rpn });
        candidates.push({ unit: id, strength: 'reduced', at, action: 'army-reduced', nation: rpn });
      }
    }
    for (const c of candidates) if (affordable(state, frame, c)) out.push(c);
  }
  return out;
}

/** 17.1.6: Arabia takes the ANA if no enemy unit is there and the stack has room (the book says no more: README). */
function placeableCorps(p: Position, side: Side, at: string): boolean {
  if (unitsAt(p, at).some((u) => sideOfUnit(p.model, u) !== side)) return false;
  return sideUnitsAt(p, at, side).length < STACKING_LIMIT;
}

function affordable(state: PogState, frame: ReplacementFrame, option: ReplaceOption): boolean {
  const items = [...spentBy(frame, option.nation), { nation: 'all' as const, action: option.action, count: 1 }];
  return costOf(items) <= available(frame, option.nation);
}

/**
 * 6.0 F: the Replacement Phase's prompts, to put on top of the Draw Phase's: the Allies spend first (F.1), then the
 * Central Powers (F.2). A side is asked only when it recorded RP this turn and has something to spend them on; the
 * frame keeps its RP (the state's are cleared with the turn: 17.1.2, unspent RP are lost).
 */
export function replacementFrames(game: Game, state: PogState, events: GameEvent[]): Frame[] {
  const frames: Frame[] = [];
  for (const side of ['cp', 'ap'] as const) {
    const rp: Record<string, number> = {};
    for (const [n, v] of Object.entries(state.rp)) if (v > 0 && sideOfRp(n) === side) rp[n] = v;
    // Bolshevik Revolution (CP #53): no more than 1 Russian RP spent a turn.
    if (rp['ru'] !== undefined && state.events.includes(BOLSHEVIK)) rp['ru'] = Math.min(rp['ru'], 1);
    if (Object.keys(rp).length === 0) continue;
    const frame: ReplacementFrame = { name: 'replacement', side, rp, spent: [] };
    if (replaceOptions(game, state, frame).length === 0) {
      events.push({ kind: 'replacement-none', side, rule: '17.1.2' });
      continue;
    }
    frames.push(frame);
  }
  return frames;
}

const CP_RP = ['ge', 'ah', 'tu', 'bu'];
function sideOfRp(nation: string): Side {
  return CP_RP.includes(nation) ? 'cp' : 'ap';
}

export const PHASE_ACTIONS: ReadonlySet<PogAction['type']> = new Set(['replace', 'replaced'] as const);

function refuse(code: string, rule: string, params?: Problem['params']): Applied {
  return { ok: false, problem: { code, rule, ...(params ? { params } : {}) } };
}

/** The Replacement Phase's actions: `replace` one unit (17.1.4), `replaced` to end the side's spending (17.1.2). */
export function applyPhase(game: Game, state: PogState, by: Side, action: PogAction): Applied {
  const frame = top(state);
  if (frame?.name !== 'replacement') return refuse('wrong-prompt', '6.0 F');
  const events: GameEvent[] = [];
  if (action.type === 'replaced') {
    const left: Record<string, number> = {};
    for (const n of Object.keys(frame.rp)) {
      const v = rpLeft(frame, n);
      if (v > 0) left[n] = v;
    }
    events.push({ kind: 'replaced', side: by, lost: left, rule: '17.1.2' });
    return { ok: true, state: { ...state, stack: state.stack.slice(0, -1) }, events };
  }
  if (action.type !== 'replace') return refuse('wrong-prompt', '6.0 F');
  const option = replaceOptions(game, state, frame).find(
    (o) => o.unit === action.unit && o.strength === action.strength && (o.at ?? null) === (action.at ?? null),
  );
  if (!option) return refuse(whyNot(game, state, frame, action.unit), '17.1', { unit: action.unit });
  const unit = state.units[action.unit]!;
  const at = option.at ?? unit.at;
  events.push({
    kind: 'replace',
    side: by,
    unit: action.unit,
    strength: option.strength,
    from: unit.at,
    at,
    nation: option.nation,
    rule: '17.1.4',
  });
  const next: PogState = {
    ...state,
    units: { ...state.units, [action.unit]: { at, strength: option.strength } },
    stack: [
      ...state.stack.slice(0, -1),
      { ...frame, spent: [...frame.spent, { unit: action.unit, nation: option.nation, action: option.action }] },
    ],
    last: { ...state.last },
  };
  return { ok: true, state: next, events };
}

/** The refusal's code: why the unit has no replacement now. */
function whyNot(game: Game, state: PogState, frame: ReplacementFrame, unit: string): string {
  const u = state.units[unit];
  const nation = nationOf(game, unit);
  if (!u || !nation || sideOfUnit(game.model, unit) !== frame.side) return 'not-yours';
  if (u.at === GONE) return 'replace-gone';
  if (game.model.units[unit]?.size === 'army' && NEVER_REPLACED.includes(nation)) return 'replace-never';
  if (u.at !== ELIMINATED_BOX[frame.side] && u.strength === 'full') return 'replace-full';
  if (capitalLost({ model: game.model, state }, nation, frame.side)) return 'replace-capital';
  if (polishRpBarred(state, unit)) return 'dx-polish-rp';
  if (available(frame, rpNationOf(nation)) <= 0) return 'replace-no-rp';
  return 'replace-illegal';
}
