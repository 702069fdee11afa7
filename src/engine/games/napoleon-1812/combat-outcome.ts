import { d6, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { signed } from '../../core/ruling.js';
import { floorDiv } from '../../core/tables.js';
import { loserHits, winnerHits } from './hits.js';
import { FORCED_RETREAT_DIFFERENCE, TIE_HITS } from './tables.js';
import { sum, type SupportStack, type Units } from './units.js';

/** What follows the final values (11.8–11.17): the winner, the hits, retreat, advance and pursuit. */

export type CombatOutcome = 'attacker-wins' | 'defender-wins' | 'tie';
export type Retreat = 'required' | 'optional' | 'none';
export type Advance = 'all' | 'cavalry' | 'none';
export type Annihilation = 'certain' | 'possible' | 'no';

export interface Hits {
  readonly outcome: CombatOutcome;
  readonly attackerHits: number;
  readonly defenderHits: number;
  /** The 11.15 die; null on a tie, which has no winner and rolls no die. */
  readonly hitDie: number | null;
  readonly rules: readonly string[];
  readonly text: Localized;
}

const WHO = {
  attacker: { en: 'attacker', wins: "Vince l'attaccante", on: "all'attaccante" },
  defender: { en: 'defender', wins: 'Vince il difensore', on: 'al difensore' },
} as const;

/**
 * 11.8–11.15: the higher final value wins; a tie costs one attacking unit a hit (11.9); otherwise the loser takes
 * the difference (11.14) and the winner half of it adjusted by a third d6 (11.15). The caps count the good-order
 * units of each side, support stacks included, before the combat.
 */
export function resolveHits(difference: number, attackerSideGood: number, defenderSideGood: number, dice: Dice): Hits {
  if (difference === 0) {
    return {
      outcome: 'tie',
      attackerHits: TIE_HITS,
      defenderHits: 0,
      hitDie: null,
      rules: ['11.8', '11.9'],
      text: loc(
        '**Tie** (11.9): both stacks stay where they are; one unit of the attacking stack (owner’s choice) takes 1 hit.',
        "**Pareggio** (11.9): entrambi gli stack restano dove sono; un'unità dello stack attaccante (a scelta del proprietario) subisce 1 danno.",
      ),
    };
  }
  const attackerWon = difference > 0;
  const winner = attackerWon ? WHO.attacker : WHO.defender;
  const loser = attackerWon ? WHO.defender : WHO.attacker;
  const winnerGood = attackerWon ? attackerSideGood : defenderSideGood;
  const loserGood = attackerWon ? defenderSideGood : attackerSideGood;
  const onLoser = loserHits(difference, winnerGood);
  const hitDie = d6(dice, 'combat-hits');
  const onWinner = winnerHits(difference, hitDie, loserGood);
  const abs = Math.abs(difference);
  const raw = onWinner.half + onWinner.adjustment;
  const capped = onLoser < abs;
  return {
    outcome: attackerWon ? 'attacker-wins' : 'defender-wins',
    attackerHits: attackerWon ? onWinner.hits : onLoser,
    defenderHits: attackerWon ? onLoser : onWinner.hits,
    hitDie,
    rules: ['11.8', attackerWon ? '11.12' : '11.10', '11.14', '11.15'],
    text: joinLocalized([
      loc(`**The ${winner.en} wins** by ${abs} (11.8).`, `**${winner.wins}** di ${abs} (11.8).`),
      loc(
        `Hits on the ${loser.en}: **${onLoser}** = the difference` +
          (capped ? `, capped at the ${winnerGood} good-order units of the winner's side, support included` : '') +
          ' (11.14).',
        `Danni ${loser.on}: **${onLoser}** = la differenza` +
          (capped ? `, limitata alle ${winnerGood} unità in buon ordine della parte vincente, supporto incluso` : '') +
          ' (11.14).',
      ),
      loc(
        `Hits on the ${winner.en}: ⌊${abs}/2⌋ = ${onWinner.half}; die ${hitDie} → ${signed(onWinner.adjustment)} = ${raw} → **${onWinner.hits}** (0 to ${loserGood}, 11.15).`,
        `Danni ${winner.on}: ⌊${abs}/2⌋ = ${onWinner.half}; dado ${hitDie} → ${signed(onWinner.adjustment)} = ${raw} → **${onWinner.hits}** (da 0 a ${loserGood}, 11.15).`,
      ),
    ]),
  };
}

/** 11.17: a hit disrupts a good-order unit and eliminates a disrupted one, so a good-order unit absorbs two. */
function capacity(good: number, disrupted: number): number {
  return 2 * good + disrupted;
}

/**
 * 11.13 and 11.17: at least half the hits (rounded down, 1.2 ⚠) go on the defending stack itself and its support
 * stacks can absorb the rest. The stack is wiped out for sure when the fewest hits it can take exhaust it, and may be
 * when all the hits together could.
 */
export function defenderAnnihilation(hits: number, defenders: Units, support: readonly SupportStack[]): Annihilation {
  const own = capacity(sum(defenders.good), sum(defenders.disrupted));
  const elsewhere = support.reduce((total, s) => total + capacity(s.good, s.disrupted), 0);
  const fewest = Math.max(floorDiv(hits, 2), hits - elsewhere);
  if (fewest >= own) return 'certain';
  return hits >= own ? 'possible' : 'no';
}

export function retreatFor(difference: number): Retreat {
  if (difference >= FORCED_RETREAT_DIFFERENCE) return 'required'; // 11.12 first point
  if (difference !== 0) return 'optional'; // 11.12 second point; 11.10 the winning defender may stay or retreat
  return 'none'; // 11.9: on a tie both stacks stay
}

/**
 * 11.12: a difference of 3 or more lets the good-order attackers advance, 1 or 2 only the attacking cavalry (if the
 * defender retreats); 11.13: after an annihilation whatever the difference; 14.6: never the French into forest, marsh
 * or rough.
 */
export function advanceFor(
  difference: number,
  annihilation: Annihilation,
  attackingCavalry: number,
  frenchBarred: boolean,
): Advance {
  if (frenchBarred) return 'none';
  if (annihilation === 'certain' || difference >= FORCED_RETREAT_DIFFERENCE) return 'all';
  if (difference > 0 && attackingCavalry > 0) return 'cavalry';
  return 'none';
}

export function annihilationText(annihilation: Annihilation): Localized | null {
  if (annihilation === 'certain') {
    return loc(
      'These hits eliminate every defending unit: the good-order attackers, leaders included, may advance whatever the difference (11.13); leaders in the hex roll to escape (11.19).',
      'Questi danni eliminano tutte le unità che si difendono: le unità attaccanti in buon ordine, Comandanti inclusi, possono avanzare indipendentemente dalla differenza (11.13); i Comandanti nell’esagono tirano per la fuga (11.19).',
    );
  }
  if (annihilation === 'possible') {
    return loc(
      'If the defender puts enough hits on its own stack to eliminate every unit, the good-order attackers may advance whatever the difference (11.13).',
      'Se il difensore assegna al proprio stack danni sufficienti a eliminarne tutte le unità, le unità attaccanti in buon ordine possono avanzare indipendentemente dalla differenza (11.13).',
    );
  }
  return null;
}

export function retreatText(retreat: Retreat, difference: number): Localized | null {
  if (retreat === 'required') {
    return loc(
      'The surviving defenders **must retreat** one hex, together, and are eliminated if they cannot (11.12, 11.11).',
      'Le unità sopravvissute del difensore **devono ritirarsi** insieme di un esagono e sono eliminate se non possono (11.12, 11.11).',
    );
  }
  if (retreat === 'optional' && difference > 0) {
    return loc(
      'The surviving defenders **may retreat** (11.12, 11.11).',
      'Le unità sopravvissute del difensore **possono ritirarsi** (11.12, 11.11).',
    );
  }
  if (retreat === 'optional') {
    return loc(
      'The attacker stays where it is; the defender may stay or retreat (11.10, 11.11).',
      "L'attaccante rimane dov'è; il difensore può rimanere o ritirarsi (11.10, 11.11).",
    );
  }
  return null;
}

export function advanceText(advance: Advance, frenchBarred: boolean, annihilation: Annihilation): Localized | null {
  if (frenchBarred) {
    return loc(
      'French units cannot advance into forest, marsh or rough after combat (14.6).',
      'Le unità francesi non possono avanzare in foresta, palude o terreno accidentato dopo il combattimento (14.6).',
    );
  }
  if (advance === 'all' && annihilation !== 'certain') {
    return loc(
      'The attacking units still in good order may advance into the vacated hex (11.12).',
      'Le unità attaccanti rimaste in buon ordine possono avanzare nell’esagono lasciato vuoto (11.12).',
    );
  }
  if (advance === 'cavalry') {
    return loc(
      'If the defender retreats, only the attacking cavalry still in good order may advance (11.12).',
      'Se il difensore si ritira, solo la cavalleria attaccante rimasta in buon ordine può avanzare (11.12).',
    );
  }
  return null;
}

export const PURSUIT_TEXT = loc(
  'Cavalry pursuit (11.16): if the defender retreats, one of its disrupted units (owner’s choice) takes a further hit and is eliminated.',
  'Inseguimento della cavalleria (11.16): se il difensore si ritira, una sua unità disorganizzata (a scelta del proprietario) subisce un ulteriore danno ed è eliminata.',
);

export const HIT_ALLOCATION_TEXT = loc(
  'The owners apply the hits at once, at least half on the attacking or defending stack itself: a hit disrupts a good-order unit and eliminates a disrupted one (11.17).',
  'I proprietari applicano subito i danni, almeno la metà sullo stack attaccante o difensore: un danno disorganizza un’unità in buon ordine ed elimina una disorganizzata (11.17).',
);
