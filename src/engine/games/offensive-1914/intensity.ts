import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { RETREAT_PRINTED, applyIntensity, type IntensityEffect, type RetreatSymbol } from './crt.js';
import { esagoni, hexes } from './efficiency.js';
import { BATTLE_NAMES, battleType, type BattleType } from './tables.js';

/** Combat Intensity (9.8): the matrix and what each battle type does to a CRT result. */

export const retreatChoices = [
  { value: 'none', name: loc('no retreat symbol', 'nessun simbolo di ritirata') },
  { value: 'b1', name: loc('❶ regular retreat 1', '❶ ritirata regolare 1') },
  { value: 'b2', name: loc('❷ regular retreat 2', '❷ ritirata regolare 2') },
  { value: 'w1', name: loc('① intense retreat 1', '① ritirata intensa 1') },
];

export function describeBattle(attackerIntense: boolean, defenderIntense: boolean, battle: BattleType): Localized {
  const word = (intense: boolean) => (intense ? loc('Intense', 'Intenso') : loc('Non-Intense', 'Non Intenso'));
  return loc(
    `Intensity (9.8.1): attacker ${word(attackerIntense).en}, defender ${word(defenderIntense).en} → **${BATTLE_NAMES[battle].en}**.`,
    `Intensità (9.8.1): attaccante ${word(attackerIntense).it}, difensore ${word(defenderIntense).it} → **${BATTLE_NAMES[battle].it}**.`,
  );
}

/** The reading of 9.8.2 for one CRT retreat symbol. */
export function describeIntensityEffect(
  battle: BattleType,
  retreat: RetreatSymbol | null,
  effect: IntensityEffect,
): Localized {
  const symbol = retreat ? RETREAT_PRINTED[retreat] : null;
  const lines: Localized[] = [];
  if (symbol) {
    const ignored =
      effect.retreat === 0
        ? battle === 'defender'
          ? loc('ignored: the defender fights Intense', 'ignorata: il difensore combatte Intenso')
          : loc('not active: only an Attacker Intense battle uses ①', 'non attiva: solo con Attaccante Intenso vale ①')
        : null;
    lines.push(
      ignored
        ? loc(`CRT retreat ${symbol}: ${ignored.en} (9.8.2).`, `Ritirata ${symbol} della CRT: ${ignored.it} (9.8.2).`)
        : loc(
            `CRT retreat ${symbol}: the defender retreats **${effect.retreat}** ${hexes(effect.retreat)} (9.9.2).`,
            `Ritirata ${symbol} della CRT: il difensore si ritira di **${effect.retreat}** ${esagoni(effect.retreat)} (9.9.2).`,
          ),
    );
  } else {
    lines.push(loc('No retreat in the CRT result.', 'Nessuna ritirata nel risultato della CRT.'));
  }
  if (effect.attackerSr)
    lines.push(
      loc(
        'Intensity: the attacker takes **1 SR** (no black retreat in the result, 9.8.2).',
        "Intensità: l'attaccante subisce **1 SR** (nessuna ritirata nera nel risultato, 9.8.2).",
      ),
    );
  if (effect.defenderSr)
    lines.push(
      loc(
        `Intensity: the defender takes **1 SR** (the result includes ${symbol}, 9.8.2).`,
        `Intensità: il difensore subisce **1 SR** (il risultato include ${symbol}, 9.8.2).`,
      ),
    );
  if (effect.attackerSr || effect.defenderSr)
    lines.push(loc('These SR add to those of the CRT (9.8.2).', 'Queste SR si aggiungono a quelle della CRT (9.8.2).'));
  return joinLocalized(lines);
}

const intensityInput = z
  .object({
    attIntense: z.boolean().default(false),
    defIntense: z.boolean().default(false),
    fortressAlone: z.boolean().default(false),
    plan: z.boolean().default(false),
    retreat: z.enum(['none', 'b1', 'b2', 'w1']).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.fortressAlone && v.defIntense)
      ctx.addIssue({
        code: 'custom',
        path: ['defIntense'],
        message: 'a Fortress defending alone cannot choose Intense combat (9.8, 12.1.1)',
      });
    if (v.plan && !v.attIntense)
      ctx.addIssue({
        code: 'custom',
        path: ['attIntense'],
        message: 'infantry Formations of an army under a Strategic Plan must declare Intense when they attack (26.2.2)',
      });
  });

export const intensityRuling = defineRuling({
  id: 'intensity',
  nameIt: 'intensita',
  description: loc(
    'Combat Intensity matrix and its effect on a CRT retreat (9.8)',
    "Matrice dell'Intensità del Combattimento ed effetto su una ritirata della CRT (9.8)",
  ),
  options: [
    option.boolean(
      'att-intense',
      loc('The attacker declares Intense (first)', "L'attaccante dichiara Intenso (per primo)"),
      {
        nameIt: 'att-intenso',
      },
    ),
    option.boolean('def-intense', loc('The defender declares Intense', 'Il difensore dichiara Intenso'), {
      nameIt: 'dif-intenso',
    }),
    option.boolean(
      'fortress-alone',
      loc('A Fortress defends alone (cannot be Intense)', 'Una Fortezza difende da sola (non può essere Intensa)'),
      {
        nameIt: 'fortezza-sola',
      },
    ),
    option.boolean(
      'plan',
      loc(
        'Attacking infantry of an army under a Strategic Plan (26.2.2)',
        'Fanteria attaccante di armata con Piano Strategico (26.2.2)',
      ),
      {
        nameIt: 'piano',
      },
    ),
    option.choice(
      'retreat',
      loc('Retreat symbol of the CRT result, to read its effects', 'Simbolo di ritirata del risultato della CRT'),
      retreatChoices,
      {
        nameIt: 'ritirata',
      },
    ),
  ],
  input: intensityInput,
  resolve(input) {
    const battle = battleType(input.attIntense, input.defIntense);
    const rules = ['9.8', '9.8.1'];
    if (input.plan) rules.push('26.2.2');
    const lines = [describeBattle(input.attIntense, input.defIntense, battle)];
    let effect: IntensityEffect | null = null;
    if (input.retreat !== undefined) {
      const retreat = input.retreat === 'none' ? null : input.retreat;
      effect = applyIntensity(battle, retreat);
      rules.push('9.8.2');
      lines.push(describeIntensityEffect(battle, retreat, effect));
    } else {
      lines.push(effectsSummary(battle));
    }
    return {
      ok: true,
      result: {
        battle,
        ...(effect ? { retreat: effect.retreat, attackerSr: effect.attackerSr, defenderSr: effect.defenderSr } : {}),
      },
      rules,
      text: joinLocalized(lines),
    };
  },
});

function effectsSummary(battle: BattleType): Localized {
  switch (battle) {
    case 'none':
      return loc('No effect (9.8.2).', 'Nessun effetto (9.8.2).');
    case 'attacker':
      return loc(
        'The ① retreat is active; the attacker takes an SR on a result with no retreat or with ① (9.8.2).',
        "La ritirata ① è attiva; l'attaccante subisce un SR con un risultato senza ritirata o con ① (9.8.2).",
      );
    case 'defender':
      return loc(
        'All retreat results are ignored; the defender takes an SR if the result includes ①, ❶ or ❷ (9.8.2).',
        'Si ignorano tutti i risultati di ritirata; il difensore subisce un SR se il risultato include ①, ❶ o ❷ (9.8.2).',
      );
    case 'intense':
      return loc(
        'Only the black retreats are active; the attacker takes an SR on no retreat or ①, the defender on ①, ❶ or ❷ (9.8.2).',
        "Sono attive solo le ritirate nere; l'attaccante subisce un SR senza ritirata o con ①, il difensore con ①, ❶ o ❷ (9.8.2).",
      );
  }
}
