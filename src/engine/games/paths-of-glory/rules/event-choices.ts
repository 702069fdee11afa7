import { GONE } from '../play/state.js';
import { RESERVE_BOX, type Side } from '../model.js';
import type { EventChoice, EventOutcome } from './events.js';
import { STACKING_LIMIT } from './movement.js';
import { enemyFort, nationOfUnit, sideOfUnit, sideUnitsAt, type Position } from './position.js';
import { unitInSupply } from './supply.js';

/**
 * The events' choices: where Entrench's first trench goes (AP #12, CP #6), the Allies' pick after War in Africa
 * (CP #32), and the repeated ones: Landwehr's flips (CP #5) and Salonika's corps (AP #30).
 */

/**
 * Entrench: a level-1 trench in a space without one that holds a supplied army of the side, friendly or an enemy
 * fort it besieges. With none, the event places nothing (no option: the choice is not asked).
 */
export function entrenchChoice(p: Position, side: Side): EventChoice {
  const spaces = new Set<string>();
  for (const [unit, u] of Object.entries(p.state.units)) {
    const s = p.model.spaces[u.at];
    if (!s || sideOfUnit(p.model, unit) !== side || p.model.units[unit]?.size !== 'army') continue;
    if (p.state.trenches[u.at]) continue;
    const mine = p.state.control[u.at] === side || (enemyFort(p, u.at, side) && p.state.besieged.includes(u.at));
    if (mine && unitInSupply(p, unit)) spaces.add(u.at);
  }
  return { by: side, options: [...spaces].sort().map((space) => ({ key: space, space })) };
}

export function entrenchChosen(p: Position, card: string, space: string): EventOutcome {
  return {
    state: { ...p.state, trenches: { ...p.state.trenches, [space]: 1 } },
    events: [{ kind: 'event-trench', card, space, rule: '11.2.1' }],
  };
}

/** The British corps War in Africa may take for good: plain British corps on the map or in the Reserve Box. */
function britishCorps(p: Position): string[] {
  return Object.keys(p.state.units)
    .filter((u) => nationOfUnit(p.model, u) === 'br' && p.model.units[u]?.size === 'corps')
    .filter((u) => {
      const at = p.state.units[u]!.at;
      return p.model.spaces[at] !== undefined || at === 'ap-reserve';
    })
    .sort();
}

/** CP #32 War in Africa: the Allies choose a British corps removed for good, or +1 VP to the Central Powers. */
export function warInAfricaChoice(p: Position): EventChoice {
  return {
    by: 'ap',
    options: [...britishCorps(p).map((unit) => ({ key: unit, unit })), { key: 'vp', word: 'war-in-africa-vp' }],
  };
}

export function warInAfricaChosen(p: Position, key: string): EventOutcome {
  if (key === 'vp')
    return { state: { ...p.state, vp: p.state.vp + 1 }, events: [{ kind: 'war-in-africa', vp: 1, rule: '9.5.1' }] };
  return {
    state: { ...p.state, units: { ...p.state.units, [key]: { at: GONE, strength: 'full' } } },
    events: [{ kind: 'war-in-africa', unit: key, rule: '9.5.1' }],
  };
}

/** The option that ends a repeated choice (rules/events.ts `repeat`). */
export const DONE_OPTION = 'done';

/** CP #5 Landwehr: 2 RP, counted in halves (an army's step costs 1 RP, a corps' ½: 9.4.4's costs). */
const LANDWEHR_HALVES = 4;
const halves = (p: Position, unit: string) => (p.model.units[unit]?.size === 'army' ? 2 : 1);

/**
 * CP #5 Landwehr: reduced German units in supply, or in the Reserve Box, flipped to full strength one by one with
 * the card's 2 RP (no eliminated unit comes back); what is not spent is lost (`done`).
 */
export function landwehrChoice(p: Position, chosen: readonly string[]): EventChoice {
  const left = LANDWEHR_HALVES - chosen.filter((u) => u !== DONE_OPTION).reduce((n, u) => n + halves(p, u), 0);
  const units = Object.keys(p.state.units)
    .filter((u) => nationOfUnit(p.model, u) === 'ge' && p.state.units[u]!.strength === 'reduced')
    .filter((u) => halves(p, u) <= left)
    .filter((u) => p.state.units[u]!.at === RESERVE_BOX.cp || unitInSupply(p, u))
    .sort();
  return {
    by: 'cp',
    options: [
      ...units.map((unit) => ({ key: unit, unit, word: 'landwehr-flip' })),
      { key: DONE_OPTION, word: 'event-done' },
    ],
  };
}

export function landwehrChosen(p: Position, key: string): EventOutcome {
  if (key === DONE_OPTION)
    return { state: p.state, events: [{ kind: 'event-choice-done', card: 'cp-5', rule: '9.5.1' }] };
  const u = p.state.units[key]!;
  return {
    state: { ...p.state, units: { ...p.state.units, [key]: { ...u, strength: 'full' } } },
    events: [{ kind: 'landwehr-flip', unit: key, at: u.at, rule: '9.5.1' }],
  };
}

/** AP #30 Salonika: at most three corps go there. */
const SALONIKA_CORPS = 3;
export const SALONIKA_SPACE = 'salonika';

/**
 * AP #30 Salonika: British or French corps (not the BEF, AUS, CND, PT or ANA: they are other nationalities, 12.4.7)
 * redeployed to Salonika from the Reserve Box or an Allied port, in supply (13.1.5), one by one, up to three and
 * within stacking; the Allies may stop at any time (`done`).
 */
export function salonikaChoice(p: Position, chosen: readonly string[]): EventChoice {
  const sent = chosen.filter((u) => u !== DONE_OPTION).length;
  const room = STACKING_LIMIT - sideUnitsAt(p, SALONIKA_SPACE, 'ap').length;
  const open = sent < SALONIKA_CORPS && room > 0 && sideUnitsAt(p, SALONIKA_SPACE, 'cp').length === 0;
  const units = open
    ? Object.keys(p.state.units)
        .filter((u) => ['br', 'fr'].includes(nationOfUnit(p.model, u) ?? '') && p.model.units[u]?.size === 'corps')
        .filter((u) => {
          const at = p.state.units[u]!.at;
          if (at === RESERVE_BOX.ap) return true;
          const space = p.model.spaces[at];
          return (
            !!space &&
            space.port !== null &&
            p.state.control[at] === 'ap' &&
            at !== SALONIKA_SPACE &&
            unitInSupply(p, u)
          );
        })
        .sort()
    : [];
  return {
    by: 'ap',
    options: [
      ...units.map((unit) => ({ key: unit, unit, word: 'salonika-sr' })),
      { key: DONE_OPTION, word: 'event-done' },
    ],
  };
}

export function salonikaChosen(p: Position, key: string): EventOutcome {
  if (key === DONE_OPTION)
    return { state: p.state, events: [{ kind: 'event-choice-done', card: 'ap-30', rule: '9.5.1' }] };
  const u = p.state.units[key]!;
  return {
    state: {
      ...p.state,
      units: { ...p.state.units, [key]: { ...u, at: SALONIKA_SPACE } },
      last: { ...p.state.last, moves: [...(p.state.last.moves ?? []), { from: u.at, to: SALONIKA_SPACE }] },
    },
    events: [{ kind: 'salonika-sr', unit: key, from: u.at, rule: '13.1' }],
  };
}

/** Bulgaria's and Romania's entry (p. 25): besides the capital's 2 corps, 1 corps in each of any 4 other spaces. */
const ENTRY_SPREAD: Readonly<Record<string, { readonly capital: string; readonly spaces: number }>> = {
  bu: { capital: 'sofia', spaces: 4 },
  ro: { capital: 'bucharest', spaces: 4 },
};

/** The nation's corps still off the map, in counter order. */
function corpsOff(p: Position, nation: string): string[] {
  return Object.keys(p.state.units)
    .filter((u) => u.startsWith(`${nation}-c`) && p.state.units[u]!.at === 'off')
    .sort((a, b) => Number(a.slice(nation.length + 2)) - Number(b.slice(nation.length + 2)));
}

/**
 * The entering side places Bulgaria's or Romania's other corps one by one, each in a space of the country other than
 * the capital and not chosen before (the set-up chart: "any 4 other spaces, 1 corps a space"); no "done": all four go.
 */
export function entrySpreadChoice(p: Position, nation: string, side: Side, chosen: readonly string[]): EventChoice {
  const spread = ENTRY_SPREAD[nation];
  if (!spread || chosen.length >= spread.spaces || corpsOff(p, nation).length === 0) return { by: side, options: [] };
  const enemy = side === 'ap' ? 'cp' : 'ap';
  const spaces = Object.values(p.model.spaces)
    .filter((s) => s.nation === nation && s.id !== spread.capital && !chosen.includes(s.id))
    .filter((s) => sideUnitsAt(p, s.id, enemy).length === 0 && sideUnitsAt(p, s.id, side).length < STACKING_LIMIT)
    .map((s) => s.id)
    .sort();
  return { by: side, options: spaces.map((space) => ({ key: space, space, word: 'entry-corps' })) };
}

export function entrySpreadChosen(p: Position, nation: string, side: Side, space: string): EventOutcome {
  const unit = corpsOff(p, nation)[0]!;
  return {
    state: {
      ...p.state,
      units: { ...p.state.units, [unit]: { at: space, strength: 'full' } },
      control: { ...p.state.control, [space]: side },
    },
    events: [{ kind: 'entry-corps', unit, at: space, rule: '9.5.2.1' }],
  };
}
