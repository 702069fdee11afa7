import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, SIDES } from '../model.js';
import { besiegedForts } from '../rules/battle-position.js';
import { surrenderRolls } from '../rules/forts.js';
import { isCombatUnit, unitsAt } from '../rules/position.js';
import { trenchesImproved, TRENCH_MAX } from '../rules/entrenchment.js';
import { attritionCheck, recovery } from '../rules/supply.js';
import { settle } from './aftermath.js';
import { updateControl } from './control.js';
import { loseStep, type S, text } from './edit.js';
import { onMap, positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState } from './state.js';

/** The Administrative Phase's work (11.0) and the national and scenario rules read at fixed points (12.1, 13.2.2 c). */

/** 12.1: the last turn of the BEF Fights Alone. */
const BEF_ALONE_LAST_TURN = 5;
/** 13.2.2 c: the turn whose end counts the French corps and British steps eliminated. */
export const SCENARIO_TWO_LOSSES_TURN = 5;

/** 9.5.3, 11.2.6: each besieged fort rolls to surrender in the Attrition segment. */
export function surrenders(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  const p = positionOf(game, s as GiState);
  const forts = besiegedForts(p);
  if (!forts.ok || forts.value.length === 0) return;
  const ids = p.forts.filter((f) => f.besieged).map((f) => f.id!);
  const r = surrenderRolls(forts.value, dice);
  r.value.forts.forEach((roll, i) => {
    const id = ids[i]!;
    if (!roll.surrenders) return;
    s.forts[id]!.at = ELIMINATED;
    s.besieged = s.besieged.filter((b) => b !== id);
  });
  ev.push({ kind: 'surrender', surrendered: r.value.surrendered, text: text(r.steps) });
  for (const id of ids) updateControl(game, s, p.forts.find((f) => f.id === id)!.hex, dice, ev);
}

/**
 * 11.2.6 (E), on a map with railways: the units the Supply Determination segment found out of supply: intact combat
 * units become Disorganized (a one-sided counter is eliminated, as by a step lost), Disorganized ones are eliminated,
 * HQs and HA flip; on German emergency supply (11.2.1 c) only the HQs flip. Forts are unaffected (11.2.3).
 */
export function attrition(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  const supply = s.supply;
  if (!supply) return;
  const p = positionOf(game, s as GiState);
  const hexes = new Set<string>();
  for (const side of SIDES)
    for (const kind of ['out', 'emergency'] as const) {
      const units = p.units.filter((u) => u.side === side && supply[kind].includes(u.id!));
      if (units.length === 0) continue;
      const combat = units.filter(isCombatUnit);
      const r = attritionCheck(
        {
          supply: kind,
          intact: combat.filter((u) => !u.disorganized).length,
          disorganized: combat.filter((u) => u.disorganized).length,
          hq: units.filter((u) => u.type === 'hq').length,
          ha: units.filter((u) => u.type === 'artillery').length,
        },
        dice,
      );
      for (const u of units) {
        const id = u.id!;
        if (isCombatUnit(u)) {
          if (kind === 'out') loseStep(game, s, id);
        } else if (u.type === 'hq' || kind === 'out') s.units[id]!.disorganized = true;
        hexes.add(u.hex);
      }
      ev.push({ kind: 'attrition', side, supply: kind, units: units.map((u) => u.id!), text: text(r.steps) });
    }
  // 8.3.3, 9.4.4, 9.5.4: the hexes the eliminated units left.
  for (const hex of [...hexes].sort((a, b) => Number(a) - Number(b))) settle(game, s, hex, false, dice, ev);
}

// ---------------------------------------------------------------------------------------------------------------
// National and scenario rules read at fixed points (12.1, 13.2.2 c).

/** 12.1: turns 1–5 (not scenario 3), −1 Plan 17 VP if a British unit is in a Schlieffen Plan hex at the Action Phase's end. */
export function befFightsAlone(game: Game, s: S, ev: GameEvent[]): void {
  if (s.number === 3 || s.turn > BEF_ALONE_LAST_TURN) return;
  const british = positionOf(game, s as GiState).units.filter(
    (u) => u.nation === 'gb' && game.hexes.get(u.hex)?.features.includes('schlieffen-plan'),
  );
  if (british.length === 0) return;
  s.vp.plan17 -= 1;
  ev.push({ kind: 'bef-alone', hexes: [...new Set(british.map((u) => u.hex))] });
}

/** 13.2.2 c: the end of turn 5: +3 German VP for 7 or more French corps eliminated, +3 for 6 or more British steps. */
export function scenarioTwoLosses(game: Game, s: S, ev: GameEvent[]): void {
  const gone = game.unitIds.filter((id) => s.units[id]?.at === ELIMINATED);
  const frenchCorps = gone.filter((id) => {
    const c = game.counters.get(id)!;
    return c.nation === 'fr' && c.type !== 'hq' && c.size === 'corps';
  }).length;
  // A step eliminated is one gone at the end of turn 5: both sides of an eliminated two-sided counter (README).
  const britishSteps = gone
    .map((id) => game.counters.get(id)!)
    .filter((c) => c.nation === 'gb' && c.type !== 'hq')
    .reduce((n, c) => n + (c.back ? 2 : 1), 0);
  if (frenchCorps >= 7) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'french-corps', vp: 3 });
  }
  if (britishSteps >= 6) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'british-steps', vp: 3 });
  }
}

/** 13.2.2 c: the end of turn 7: +3 for Maubeuge and Namur taken with both forts gone, +2 for Antwerp covered. */
export function scenarioTwoEnd(game: Game, s: S, ev: GameEvent[]): void {
  const fortGone = (id: string): boolean => !onMap(s.forts[id]?.at ?? ELIMINATED);
  if (s.control['54'] === 'german' && s.control['64'] === 'german' && fortGone('maubeuge') && fortGone('namur')) {
    s.vp.german += 3;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'maubeuge-namur', vp: 3 });
  }
  // 12.5.2: Antwerp covered by two or more German infantry corps in hexes 53 and 62.
  const covering = positionOf(game, s as GiState).units.filter(
    (u) => u.side === 'german' && u.type === 'infantry' && u.size === 'corps' && (u.hex === '53' || u.hex === '62'),
  );
  if (s.control['52'] === 'allied' && covering.length >= 2) {
    s.vp.german += 2;
    ev.push({ kind: 'scenario-vp', rule: '13.2.2 c', why: 'antwerp', vp: 2 });
  }
}

/**
 * 11.2.7: units in supply lose Disorganization; with enemy units in the hex, 1 or 2 of them (11.2.7 b); on a map with
 * railways, out of supply none (a), on German emergency supply one in a hex with an HQ (11.2.1 c).
 */
export function recover(game: Game, s: S, ev: GameEvent[]): void {
  const p = positionOf(game, s as GiState);
  for (const side of SIDES) {
    const hexes = new Set(p.units.filter((u) => u.side === side && u.disorganized).map((u) => u.hex));
    // 11.2.7 a: out of supply, nothing recovers; 11.2.1 c: on emergency supply HQs stay reduced (map with railways).
    const out = (id: string): boolean => s.supply?.out.includes(id) ?? false;
    const emergency = (id: string): boolean => s.supply?.emergency.includes(id) ?? false;
    for (const hex of hexes) {
      const here = unitsAt(p, hex, side).filter((u) => !out(u.id!));
      const flipped = here.filter((u) => u.disorganized);
      const combat = flipped.filter(isCombatUnit);
      const onEmergency = combat.some((u) => emergency(u.id!));
      const enemy =
        unitsAt(p, hex, otherSide(side)).length > 0 || p.forts.some((f) => f.hex === hex && f.side !== side);
      const r = recovery({
        disorganized: combat.length,
        supplied: here.filter(isCombatUnit).length,
        enemy,
        fatigue: s.number !== 2 && s.turn >= 12,
        // 11.2.1 c: one unit of the German's choice in a hex with an HQ.
        emergency: onEmergency,
        hq: here.some((u) => u.type === 'hq'),
        byCap: false,
      });
      // 11.2.7 b, 11.2.1 c: where not all recover, the owner chooses which (a `recover` prompt).
      if (r.value.recover > 0 && r.value.recover < combat.length)
        s.stack.push({
          name: 'recover',
          side,
          hex,
          units: combat.map((u) => u.id!),
          count: r.value.recover,
          ...(onEmergency ? { emergency: true } : {}),
        });
      else for (const u of combat.slice(0, r.value.recover)) s.units[u.id!]!.disorganized = false;
      // 11.2.7 F: supplied HQs and HA flip back to their front (11.2.1 c: an HQ on emergency supply stays reduced).
      for (const u of flipped.filter((x) => !isCombatUnit(x) && !(x.type === 'hq' && emergency(x.id!))))
        s.units[u.id!]!.disorganized = false;
      if (flipped.length > 0 && (r.value.recover === 0 || r.value.recover === combat.length))
        ev.push({ kind: 'recovery', side, hex, recovered: r.value.recover });
    }
  }
}

/** 11.2.8: the +1 trenches in hexes with supplied full-strength infantry of both sides turn to +2. */
export function improveTrenches(game: Game, s: S, ev: GameEvent[]): void {
  for (const hex of trenchesImproved(positionOf(game, s as GiState), s.trench)) {
    s.trench[hex] = TRENCH_MAX;
    ev.push({ kind: 'trench-improved', hex });
  }
}
