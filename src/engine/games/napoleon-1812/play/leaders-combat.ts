import type { MenuItem } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { otherSide, type Side } from '../model.js';
import type { Combat } from './combat-state.js';
import type { N1812Game } from './game.js';
import { abilityChoices, abilityOf, crChoices, leaderCr, stackCommand } from './leaders.js';
import type { N1812State } from './state.js';

/**
 * 16.2 and 16.4 in a combat (the option `leaders`): "se i Comandanti sono di Grado uguale, il giocatore proprietario
 * decide". Just before the fight each side, the attacker first, is asked whose CR counts (16.2, leaders commanding as
 * many units with the same rank and different CRs) and whose ability (16.4, leaders of the highest rank with different
 * abilities), only where the choice changes something; the answers are kept in `combat.leads`.
 */

export type LeadQuestion = 'cr' | 'ability';

export interface PendingLead {
  readonly side: Side;
  readonly question: LeadQuestion;
  readonly choices: string[];
}

const unitsOf = (game: N1812Game, s: N1812State, hex: string, side: Side): string[] =>
  game.model.units.filter((u) => u.side === side && s.units[u.id]?.hex === hex).map((u) => u.id);

/** The side's main stack in the combat: its hex and its units (the ordered attackers, or the defending stack). */
export function mainStack(
  game: N1812Game,
  s: N1812State,
  combat: Combat,
  side: Side,
): { hex: string; units: string[] } {
  return side === combat.attacker
    ? { hex: combat.from, units: combat.ordered }
    : { hex: combat.target, units: unitsOf(game, s, combat.target, side) };
}

export const leadKey = (side: Side, question: LeadQuestion): string => `${side}/${question}`;

/** The next choice to ask before the fight, if any. */
export function pendingLead(game: N1812Game, s: N1812State, combat: Combat): PendingLead | undefined {
  for (const side of [combat.attacker, otherSide(combat.attacker)]) {
    const { hex, units } = mainStack(game, s, combat, side);
    const attacking = side === combat.attacker;
    const asks: [LeadQuestion, string[]][] = [
      ['cr', crChoices(game, s, hex, side, units)],
      ['ability', abilityChoices(game, s, hex, side, attacking)],
    ];
    for (const [question, choices] of asks)
      if (choices.length > 0 && combat.leads?.[leadKey(side, question)] === undefined)
        return { side, question, choices };
  }
  return undefined;
}

export function leadTitle(pending: PendingLead): Localized {
  return pending.question === 'cr'
    ? loc(
        'Leaders of equal rank command as many units: choose whose CR counts (16.2).',
        'Comandanti di grado uguale comandano lo stesso numero di unità: scegli di chi conta il CR (16.2).',
      )
    : loc(
        'Leaders of equal highest rank: choose whose special ability counts (16.4).',
        'Comandanti di pari grado più alto: scegli di chi conta la caratteristica speciale (16.4).',
      );
}

const ABILITY: Readonly<Record<string, Localized>> = {
  none: loc('no ability', 'nessuna caratteristica'),
  napoleon: loc('+1 CF per good-order unit, at most +3 (16.4(5))', '+1 CF per unità in buon ordine, max +3 (16.4(5))'),
  platov: loc('+1 CF per cavalry unit (16.4(3))', '+1 CF per unità di cavalleria (16.4(3))'),
  murat: loc('+1 CF per cavalry unit (16.4(7))', '+1 CF per unità di cavalleria (16.4(7))'),
  grouchy: loc('+1 CF per cavalry unit (16.4(7))', '+1 CF per unità di cavalleria (16.4(7))'),
};

export function leadItems(game: N1812Game, s: N1812State, combat: Combat, pending: PendingLead): MenuItem[] {
  const { hex, units } = mainStack(game, s, combat, pending.side);
  return pending.choices.map((id) => {
    const name = game.leaderById.get(id)?.name ?? id;
    let label: Localized;
    if (pending.question === 'cr') {
      const cmd = stackCommand(game, s, hex, pending.side, units, id);
      const cr = leaderCr(game, s, id) ?? 0;
      label = loc(
        `${name}: CR ${cr}, ${cmd.command} unit(s) in command`,
        `${name}: CR ${cr}, ${cmd.command} unità in comando`,
      );
    } else {
      const ability = ABILITY[abilityOf(game, id, pending.side, pending.side === combat.attacker)]!;
      label = loc(`${name}: ${ability.en}`, `${name}: ${ability.it}`);
    }
    return { kind: 'action', key: `combat/lead/${id}`, label };
  });
}
