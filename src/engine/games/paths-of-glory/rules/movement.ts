import type { Problem } from '../../../core/explain.js';
import type { Connection, Side } from '../model.js';
import {
  adjacent,
  canBesiege,
  enemyFort,
  holdsNeutralUnits,
  nationOfUnit,
  neutralCountry,
  sideOfUnit,
  sideUnitsAt,
  type Position,
} from './position.js';
import { barredFromNearEast } from './deluxe-units.js';

/**
 * Movement (11.1) and stacking (10.1): where a group of units may go from one space, by which path, and what
 * entering a space does (control, trenches, sieges).
 */

/** 10.1.1: at most three combat units in a space (forts do not count). */
export const STACKING_LIMIT = 3;
/** 11.1.9: the channel ports closed to the Central Powers until Race to the Sea or CP War Status 4. */
export const CHANNEL_PORTS = ['amiens', 'calais', 'ostend'];
/** 11.1.17: the BEF's countries. */
const BEF_COUNTRIES = ['br', 'fr', 'be', 'ge'];
const BEF_UNITS = ['br-bef', 'bef-c1'];
/** 11.3.1: the only armies allowed on the Near East map. */
export const NEAR_EAST_ARMIES = ['ru-cau', 'br-mef', 'br-ne', 'fr-orient', 'tu-yld', 'tu-aoi'];
/** 11.3.1, 9.5.3.4: an army allowed on the Near East map (an eastern army that entered in the west is not). */
export function mayGoEast(p: Position, unit: string): boolean {
  return NEAR_EAST_ARMIES.includes(unit) && !(p.state.lostEast ?? []).includes(unit);
}
/** 9.5.3 (Race to the Sea): the card that opens the channel ports (CP #8). */
export const RACE_TO_THE_SEA = 'cp-8';

/** 11.1.9, 12.7.7: Amiens, Calais and Ostend are closed to the Central Powers until Race to the Sea or CP War Status 4. */
export function channelPortClosed(p: Position, side: Side, space: string): boolean {
  return (
    side === 'cp' &&
    CHANNEL_PORTS.includes(space) &&
    !p.state.events.includes(RACE_TO_THE_SEA) &&
    p.state.warStatus.cp < 4
  );
}

/** 11.3.2: the Caucasus box, its Near East neighbours, and the state's mark of this round's crossing. */
const CAUCASUS = 'caucasus';
const CAUCASUS_NEAR_EAST = ['grozny', 'poti'];
export const CAUCASUS_LIMIT = 'caucasus';
/** 11.3.2: Fall of the Tsar (CP #52). */
export const FALL_OF_THE_TSAR = 'cp-52';

function russians(p: Position, units: readonly string[]): string[] {
  return units.filter((u) => ['ru', 'cau'].includes(nationOfUnit(p.model, u) ?? ''));
}

function caucasusLine(from: string, to: string): boolean {
  return (
    (from === CAUCASUS && CAUCASUS_NEAR_EAST.includes(to)) || (to === CAUCASUS && CAUCASUS_NEAR_EAST.includes(from))
  );
}

/** 11.3.2: why the group may not move between the Caucasus and Grozny or Poti; null when it may. */
export function caucasusProblem(p: Position, units: readonly string[], from: string, to: string): Problem | null {
  if (!caucasusLine(from, to)) return null;
  const ru = russians(p, units);
  if (ru.length === 0) return null;
  // 11.3.2: no Russian unit after Fall of the Tsar.
  if (p.state.events.includes(FALL_OF_THE_TSAR)) return { code: 'caucasus-tsar', rule: '11.3.2' };
  // 11.3.2: never a Russian army.
  if (ru.some((u) => p.model.units[u]?.size === 'army')) return { code: 'caucasus-army', rule: '11.3.2' };
  // 11.3.2: one Russian corps (a round: README).
  if (ru.length > 1 || (p.state.limits ?? []).includes(CAUCASUS_LIMIT)) return { code: 'caucasus-one', rule: '11.3.2' };
  return null;
}

/** 11.3.2: whether the group's path crosses between the Caucasus and the Near East with a Russian unit. */
export function caucasusCrossed(p: Position, units: readonly string[], from: string, path: readonly string[]): boolean {
  if (russians(p, units).length === 0) return false;
  return path.some((to, i) => caucasusLine(i === 0 ? from : path[i - 1]!, to));
}

/** 16.4.9: Treaty of Brest-Litovsk (CP #45). */
export const BREST_LITOVSK = 'cp-45';

/** 16.4.9: the countries where Russian units may still operate after Brest-Litovsk ("Austria": Austria-Hungary). */
export const BREST_COUNTRIES: readonly string[] = ['ru', 'ge', 'tu', 'ah', 'ro'];

/**
 * 16.4.9: after Brest-Litovsk, Russian units operate only in Russia, Germany, Turkey, Austria-Hungary and Romania,
 * and neither move through nor stack with the other Allied units, nor they with Russians: why the group may not enter
 * `to`; null when it may (or the treaty is not signed).
 */
export function brestLitovskProblem(p: Position, units: readonly string[], to: string): Problem | null {
  if (!p.state.events.includes(BREST_LITOVSK)) return null;
  const allied = units.filter((u) => sideOfUnit(p.model, u) === 'ap');
  if (allied.length === 0) return null;
  const country = p.model.spaces[to]?.nation ?? '';
  if (russians(p, allied).length > 0 && !BREST_COUNTRIES.includes(country))
    return { code: 'brest-litovsk-outside', rule: '16.4.9', params: { space: to } };
  const there = sideUnitsAt(p, to, 'ap').filter((u) => !units.includes(u));
  const ru = russians(p, [...allied, ...there]).length;
  if (ru === 0 || ru === allied.length + there.length) return null;
  return { code: 'brest-litovsk-stack', rule: '16.4.9', params: { space: to } };
}

/** 11.1.4: whether a unit may cross a connection (a dotted line names the nationalities that may use it). */
export function mayCross(p: Position, unit: string, by: Connection): boolean {
  if (by.kind !== 'restricted' || by.only.length === 0) return true;
  const nation = nationOfUnit(p.model, unit) ?? '';
  // The national units named on their own use their nation's lines: the British ones, and the Russian CAU.
  const british = ['bef', 'mef', 'ne', 'aus', 'cnd', 'pt', 'ana'].includes(nation)
    ? 'br'
    : nation === 'cau'
      ? 'ru'
      : nation;
  return by.only.includes(nation) || by.only.includes(british);
}

/** Why no unit of the group may enter `to` at all (pass through or stop); null when it may. */
export function entryProblem(p: Position, units: readonly string[], side: Side, to: string): Problem | null {
  const s = p.model.spaces[to];
  if (!s) return { code: 'unknown-space', rule: '11.1.3', params: { space: to } };
  // 11.1.7: never into a space with enemy combat units.
  if (sideUnitsAt(p, to, side === 'cp' ? 'ap' : 'cp').length > 0)
    return { code: 'enemy-units', rule: '11.1.7', params: { space: to } };
  // 11.1.11: not into a neutral nation.
  if (neutralCountry(p, s.nation)) return { code: 'neutral', rule: '11.1.11', params: { space: to } };
  // 9.5.2.4: nor into a space with neutral Greek units.
  if (holdsNeutralUnits(p, to)) return { code: 'neutral-units', rule: '9.5.2.4', params: { space: to } };
  // 16.4.9: after Brest-Litovsk, Russians and the other Allies neither pass through nor stop in each other's spaces.
  const brest = brestLitovskProblem(p, units, to);
  if (brest) return brest;
  // 11.1.10: an MEF space only where the Beachhead is (the Beachhead comes with the MEF event, not yet played here).
  if (s.beach) return { code: 'mef-space', rule: '11.1.10', params: { space: to } };
  // 11.1.17: the BEF stays in Britain, France, Belgium and Germany.
  if (units.some((u) => BEF_UNITS.includes(u)) && !BEF_COUNTRIES.includes(s.nation ?? ''))
    return { code: 'bef-limits', rule: '11.1.17', params: { space: to } };
  // 11.3.1: only the Near East armies on the Near East map.
  if (s.nearEast && units.some((u) => p.model.units[u]?.size === 'army' && !mayGoEast(p, u)))
    return { code: 'near-east-army', rule: '11.3.1', params: { space: to } };
  // AP #57 (Deluxe): the Russian cavalry never enters the Near East.
  const cavalry = s.nearEast ? units.find(barredFromNearEast) : undefined;
  if (cavalry) return { code: 'dx-cavalry-near-east', rule: '9.5.1.1', params: { unit: cavalry, space: to } };
  return null;
}

/** Why the group may not end its move in `to`; null when it may. */
function stopProblem(p: Position, units: readonly string[], side: Side, to: string): Problem | null {
  // 11.1.6: not in a space with an Attack marker.
  if (p.state.activations[to] === 'attack') return { code: 'attack-marker', rule: '11.1.6', params: { space: to } };
  // 10.1.1, 10.1.2: the stacking limit holds once a move is over (checked after each group's move here: README).
  const there = sideUnitsAt(p, to, side).filter((u) => !units.includes(u)).length;
  if (there + units.length > STACKING_LIMIT)
    return { code: 'stacking', rule: '10.1.1', params: { space: to, limit: STACKING_LIMIT } };
  // 11.1.9: channel ports closed to the CP until Race to the Sea or CP War Status 4.
  if (channelPortClosed(p, side, to)) return { code: 'channel-ports', rule: '11.1.9', params: { space: to } };
  // 11.1.8, 15.2.1: an intact enemy fort not yet besieged: the group must be able to besiege it, with the units
  // that entered it this round.
  const fort = p.model.spaces[to]?.fort ?? null;
  if (fort !== null && enemyFort(p, to, side) && !p.state.besieged.includes(to)) {
    const with_ = [...units, ...sideUnitsAt(p, to, side).filter((u) => p.state.entered.includes(u))];
    if (!canBesiege(p, with_, fort)) return { code: 'cannot-besiege', rule: '11.1.8', params: { space: to, fort } };
  }
  return null;
}

/**
 * 10.1.3: the first space holding more than the limit of one side's units, which the players did not mean (the moves
 * and SRs the module allows never leave one: 10.1.4); null when every stack is within the limit.
 */
export function overstack(p: Position): { readonly space: string; readonly side: Side } | null {
  const count = new Map<string, number>();
  for (const [id, u] of Object.entries(p.state.units)) {
    if (!p.model.spaces[u.at]) continue;
    const side = sideOfUnit(p.model, id);
    const key = `${side}|${u.at}`;
    count.set(key, (count.get(key) ?? 0) + 1);
    if (count.get(key)! > STACKING_LIMIT) return { space: u.at, side };
  }
  return null;
}

/** 10.1.3: why the opponent may not eliminate `unit` to bring the stack in `space` back within the limit. */
export function overstackProblem(p: Position, owner: Side, space: string, unit: string): Problem | null {
  if (!sideUnitsAt(p, space, owner).includes(unit))
    return { code: 'overstack-unit', rule: '10.1.3', params: { unit, space } };
  return null;
}

/** A group's movement allowance: the lowest MF among them (11.1.1, 11.1.5). */
export function groupMf(p: Position, units: readonly string[]): number {
  let mf = Infinity;
  for (const u of units) {
    const unit = p.model.units[u];
    const factors = p.state.units[u]?.strength === 'reduced' ? unit?.reduced : unit?.full;
    mf = Math.min(mf, factors?.mf ?? 0);
  }
  return mf === Infinity ? 0 : mf;
}

/**
 * Every space the group may end its move in, with the shortest path to it (11.1.2: 1 MP a space; 11.1.3: along the
 * lines; 11.1.5: no more MP than the MF). A group stops in an enemy fort space it besieges (15.2.1).
 */
export function destinations(p: Position, units: readonly string[], side: Side, from: string): Map<string, string[]> {
  // 15.2.4: a group whose leaving would leave a besieged fort occupied but unbesieged goes nowhere.
  if (typeof siegeAfterLeaving(p, side, from, units) === 'object') return new Map();
  const mf = groupMf(p, units);
  const paths = new Map<string, string[]>([[from, []]]);
  let frontier = [from];
  for (let step = 0; step < mf; step++) {
    const next: string[] = [];
    for (const at of frontier) {
      // 15.2.1: a group that enters an enemy fort space not yet besieged stops there.
      if (at !== from && enemyFort(p, at, side) && !p.state.besieged.includes(at)) continue;
      for (const { space: to, by } of adjacent(p.model, at)) {
        if (paths.has(to)) continue;
        if (!units.every((u) => mayCross(p, u, by))) continue;
        if (caucasusProblem(p, units, at, to)) continue;
        if (entryProblem(p, units, side, to)) continue;
        paths.set(to, [...paths.get(at)!, to]);
        next.push(to);
      }
    }
    frontier = next;
  }
  paths.delete(from);
  const out = new Map<string, string[]>();
  for (const [to, path] of paths) if (!stopProblem(p, units, side, to)) out.set(to, path);
  return out;
}

/** Why the group may not move from `from` to `to`; null when it may. */
export function moveProblem(
  p: Position,
  units: readonly string[],
  side: Side,
  from: string,
  to: string,
): Problem | null {
  for (const u of units) {
    const at = p.state.units[u]?.at;
    if (sideOfUnit(p.model, u) !== side || at !== from)
      return { code: 'not-here', rule: '11.1.1', params: { unit: u } };
    // 9.2.8: only units that began the operation in a space activated for movement; 11.1.1: each moves once.
    if (!p.state.movers.includes(u) || p.state.done.includes(u))
      return { code: 'not-activated', rule: '9.2.8', params: { unit: u } };
  }
  if (groupMf(p, units) < 1) return { code: 'no-mf', rule: '11.1.1' };
  const siege = siegeAfterLeaving(p, side, from, units);
  if (typeof siege === 'object') return siege;
  if (destinations(p, units, side, from).has(to)) return null;
  const caucasus = caucasusProblem(p, units, from, to);
  if (caucasus) return caucasus;
  // 11.1.4: a dotted line only the nationalities printed beside it may use.
  const lines = adjacent(p.model, from).filter((n) => n.space === to);
  if (lines.length > 0 && !lines.some((n) => units.every((u) => mayCross(p, u, n.by))))
    return { code: 'restricted', rule: '11.1.4', params: { space: to } };
  return (
    entryProblem(p, units, side, to) ??
    stopProblem(p, units, side, to) ?? { code: 'out-of-reach', rule: '11.1.5', params: { space: to } }
  );
}

/** What entering the spaces of a path does (11.1.14, 11.2.4–11.2.6, 15.2.1). */
export interface Entry {
  readonly space: string;
  readonly control?: Side;
  readonly trench?: 0 | 1;
  readonly besieged?: boolean;
}

export function entries(p: Position, units: readonly string[], side: Side, path: readonly string[]): Entry[] {
  const out: Entry[] = [];
  // 11.1.15: the ANA does not convert the spaces it moves into.
  const converts = units.some((u) => nationOfUnit(p.model, u) !== 'ana');
  path.forEach((at, i) => {
    const last = i === path.length - 1;
    const fortHere = enemyFort(p, at, side);
    const owner = p.state.control[at] ?? null;
    const trench = p.state.trenches[at];
    out.push({
      space: at,
      // 11.1.14: control of every space moved into, unless besieging a fort there.
      ...(converts && !fortHere && owner !== side ? { control: side } : {}),
      // 11.2.4–11.2.6: an enemy unit entering removes a level-1 trench and turns a level 2 into a level 1.
      ...(trench && owner !== null && owner !== side ? { trench: (trench - 1) as 0 | 1 } : {}),
      // 15.2.1: a group that stops in an enemy fort space besieges it.
      ...(last && fortHere && !p.state.besieged.includes(at) ? { besieged: true } : {}),
    });
  });
  return out;
}

/**
 * 15.2.4: units may not leave a besieged enemy fort so that it stays occupied but no longer besieged; when the last
 * of them leaves, the siege is lifted. Returns what leaving does, or the Problem that forbids it.
 */
export function siegeAfterLeaving(
  p: Position,
  side: Side,
  from: string,
  leaving: readonly string[],
): 'no-siege' | 'kept' | 'lifted' | Problem {
  const fort = p.model.spaces[from]?.fort ?? null;
  if (fort === null || !p.state.besieged.includes(from) || !enemyFort(p, from, side)) return 'no-siege';
  const staying = sideUnitsAt(p, from, side).filter((u) => !leaving.includes(u));
  if (staying.length === 0) return 'lifted';
  if (canBesiege(p, staying, fort)) return 'kept';
  return { code: 'siege-abandoned', rule: '15.2.4', params: { space: from } };
}
