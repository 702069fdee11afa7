import { z } from 'zod';
import { d6, type Dice } from '../../core/dice.js';
import { loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';

/** A flank attack attempt (12.3.2–12.3.3). */
export interface FlankOutcome {
  /** The natural die; null when Wireless Intercepts made the attempt succeed without a roll. */
  readonly die: number | null;
  /** +1 per attacking space, other than the frontal one, not adjacent to another enemy-occupied space (12.3.2). */
  readonly drm: number;
  readonly total: number | null;
  readonly success: boolean;
  readonly automatic: boolean;
}

/** 12.3.3: a modified 4 or more succeeds; Wireless Intercepts (CP #2) succeeds against a space of Russians only. */
export function rollFlank(dice: Dice, isolated: number, wireless: boolean): FlankOutcome {
  if (wireless) return { die: null, drm: isolated, total: null, success: true, automatic: true };
  const die = d6(dice, 'flank');
  const total = die + isolated;
  return { die, drm: isolated, total, success: total >= 4, automatic: false };
}

export function describeFlank(flank: FlankOutcome): Localized {
  if (flank.automatic) {
    return loc(
      'Flank attack: Wireless Intercepts makes it succeed without a roll (CP #2, 12.2.9): the attacker fires first.',
      "Attacco di fianco: Intercettazioni Radio lo fa riuscire senza tiro (CP #2, 12.2.9): l'attaccante spara per primo.",
    );
  }
  const roll = describeRoll(
    [flank.die ?? 0],
    [{ label: loc('isolated attacking spaces', 'spazi attaccanti isolati'), value: flank.drm, rule: '12.3.2' }],
    flank.total ?? 0,
  );
  return flank.success
    ? loc(
        `Flank attack: ${roll.en}: **success** (4 or more, 12.3.3): the attacker fires first.`,
        `Attacco di fianco: ${roll.it}: **riuscito** (4 o più, 12.3.3): l'attaccante spara per primo.`,
      )
    : loc(
        `Flank attack: ${roll.en}: **failed** (3 or less, 12.3.3): the defender fires first.`,
        `Attacco di fianco: ${roll.it}: **fallito** (3 o meno, 12.3.3): il difensore spara per primo.`,
      );
}

export const flankRuling = defineRuling({
  id: 'flank',
  nameIt: 'fianco',
  description: loc(
    'Flank attack attempt: d6 + isolated attacking spaces, 4 or more succeeds (12.3)',
    'Tentativo di attacco di fianco: d6 + spazi attaccanti isolati, riesce con 4 o più (12.3)',
  ),
  options: [
    option.integer(
      'isolated',
      loc(
        'Attacking spaces (not the frontal one) not adjacent to other enemy units: +1 each',
        'Spazi attaccanti (non frontali) non adiacenti ad altre unità nemiche: +1 ciascuno',
      ),
      { min: 0, max: 9, nameIt: 'isolati' },
    ),
    option.boolean(
      'wireless',
      loc(
        'Wireless Intercepts: a German attempt on Russians only succeeds',
        'Intercettazioni Radio: riesce contro soli russi',
      ),
      { nameIt: 'intercettazioni' },
    ),
  ],
  input: z.object({ isolated: z.number().int().default(0), wireless: z.boolean().default(false) }),
  resolve(input, dice) {
    const flank = rollFlank(dice, input.isolated, input.wireless);
    return {
      ok: true,
      result: { success: flank.success, die: flank.die, drm: flank.drm, total: flank.total },
      rules: input.wireless ? ['12.3.3', '12.2.9'] : ['12.3.2', '12.3.3'],
      text: describeFlank(flank),
    };
  },
});
