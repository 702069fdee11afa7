import { GONE } from '../play/state.js';
import type { Side } from '../model.js';
import type { EventChoice, EventOutcome } from './events.js';
import { enemyFort, nationOfUnit, sideOfUnit, type Position } from './position.js';
import { unitInSupply } from './supply.js';

/**
 * The events' one-step choices: where Entrench's first trench goes (AP #12, CP #6), and the Allies' pick after War in
 * Africa (CP #32).
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
