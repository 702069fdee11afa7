import { loc, type Localized } from '../../core/localized.js';
import { TERRAIN, type Terrain } from './tables.js';
import type { Unit } from './units.js';

/**
 * After the winner is known (12.2.11): the defender's retreat (12.2.12, 12.5.1–12.5.3), Withdrawal's own retreat
 * (12.6.4–12.6.5) and whether the attacker may advance (12.2.13, 12.7.1, 12.7.3, 12.7.6).
 */

export interface AfterCombatInput {
  readonly input: {
    readonly terrain: Terrain;
    readonly trench: number;
    readonly cancelTrench: boolean;
    readonly vonHutier: boolean;
    readonly withdrawal: boolean;
    readonly fort: number;
  };
  readonly winner: 'attacker' | 'defender' | 'none';
  /** The defender's loss number minus the attacker's. */
  readonly margin: number;
  readonly attackersLeft: readonly Unit[];
  readonly defendersAtStart: readonly Unit[];
  readonly defendersLeft: readonly Unit[];
  readonly fortDestroyed: boolean;
}

export interface AfterCombat {
  readonly retreat: 0 | 1 | 2;
  readonly canCancelRetreat: boolean;
  readonly advance: boolean;
  readonly lines: readonly Localized[];
  readonly rules: readonly string[];
}

const stepsOf = (units: readonly Unit[]): number => units.reduce((n, u) => n + (u.reduced ? 1 : 2), 0);

export function afterCombat(args: AfterCombatInput): AfterCombat {
  const { input, winner, margin, attackersLeft, defendersAtStart, defendersLeft, fortDestroyed } = args;
  const lines: Localized[] = [];
  const rules: string[] = [];
  const attackerFull = attackersLeft.some((u) => !u.reduced);

  // 12.5.1: the attacker won and still has a unit at full strength; 12.5.2: 1 space for a margin of 1, else 2.
  // 12.6.4: Withdrawal retreats 1 space whatever the result.
  let retreat: 0 | 1 | 2 = 0;
  if (defendersLeft.length > 0) {
    if (input.withdrawal) retreat = 1;
    else if (winner === 'attacker' && attackerFull) retreat = margin >= 2 ? 2 : 1;
  }
  const terrain = TERRAIN[input.terrain];
  const inTrench = input.trench > 0 && !input.cancelTrench && !input.vonHutier;
  // 12.5.3: in trench, forest, desert, mountain or swamp, one more step instead, if a step is left after it.
  const canCancelRetreat =
    retreat > 0 && !input.withdrawal && (terrain.cancelRetreat || inTrench) && stepsOf(defendersLeft) >= 2;
  const defenderGone = defendersAtStart.length > 0 && defendersLeft.length === 0;
  // 12.7.1: full-strength attackers advance if the defender retreated or was eliminated; not into an
  // unoccupied fort unless it was destroyed.
  const advance =
    attackerFull && (defendersAtStart.length === 0 ? fortDestroyed : defenderGone || retreat > 0 || input.withdrawal);

  if (input.withdrawal) {
    rules.push('12.6.3', '12.6.4', '12.6.5');
    if (defendersLeft.length > 0) {
      lines.push(
        loc(
          'Withdrawal: the defenders retreat 1 space whatever the result, and may not cancel it (12.6.4–12.6.5).',
          'Ritirata: i difensori si ritirano di 1 spazio qualunque sia il risultato, senza poterla annullare (12.6.4–12.6.5).',
        ),
      );
    }
  } else if (retreat > 0) {
    rules.push('12.5.1', '12.5.2');
    if (canCancelRetreat) rules.push('12.5.3');
    lines.push(retreatLine(retreat, canCancelRetreat, inTrench ? loc('its trench', 'la trincea') : terrain.name));
  } else if (winner === 'attacker' && !attackerFull && defendersLeft.length > 0) {
    rules.push('12.5.1');
    lines.push(
      loc(
        'No attacking unit is left at full strength: no retreat (12.5.1).',
        'Nessuna unità attaccante resta a piena forza: nessuna ritirata (12.5.1).',
      ),
    );
  } else if (defenderGone) {
    lines.push(loc('Every defending unit is eliminated.', 'Tutte le unità difendenti sono eliminate.'));
  }
  if (advance) {
    rules.push('12.7.1');
    const fortStands = input.fort > 0 && !fortDestroyed;
    if (terrain.stopsAdvance) rules.push('12.7.3');
    if (fortStands) rules.push('12.7.6');
    const stop = terrain.stopsAdvance
      ? loc(
          `; they stop on entering ${terrain.name.en} (12.7.3)`,
          `; si fermano entrando in ${terrain.name.it} (12.7.3)`,
        )
      : loc('', '');
    const fort = fortStands
      ? loc(
          '; the intact fort may be entered only by units able to besiege it (12.7.6)',
          '; nello spazio del forte intatto entrano solo unità in grado di assediarlo (12.7.6)',
        )
      : loc('', '');
    lines.push(
      loc(
        `Full-strength attackers may advance (12.7.1)${stop.en}${fort.en}.`,
        `Le unità attaccanti a piena forza possono avanzare (12.7.1)${stop.it}${fort.it}.`,
      ),
    );
  }
  return { retreat, canCancelRetreat, advance, lines, rules };
}

function retreatLine(retreat: number, canCancel: boolean, where: Localized): Localized {
  const spaces = retreat === 1 ? loc('1 space', '1 spazio') : loc('2 spaces', '2 spazi');
  const head = loc(`The defender retreats ${spaces.en} (12.5.2)`, `Il difensore si ritira di ${spaces.it} (12.5.2)`);
  if (!canCancel) return loc(`${head.en}.`, `${head.it}.`);
  return loc(
    `${head.en}, or stays by losing one more step (${where.en}, 12.5.3).`,
    `${head.it}, oppure resta subendo un livello di perdita in più (${where.it}, 12.5.3).`,
  );
}
