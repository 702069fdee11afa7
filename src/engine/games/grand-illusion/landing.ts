import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option, signed } from '../../core/ruling.js';
import { LANDING_TABLE, type LandingOutcome } from './tables.js';

/**
 * Amphibious landing, scenario 3 Allied option 4 "Better sea control" (13.3 a 4): a landing in a hex holding
 * German units must declare a battle, and rolls one d6 instead of the FoW table.
 */

export interface LandingResult {
  readonly natural: number;
  readonly outcome: LandingOutcome;
  /** The attacker's terrain DRM: ignored on a surprise. */
  readonly attackerTerrainDrm: number | null;
  /** Each defender's DRM when prepared: −TEM, as in an Impetus attack (9.3.5). */
  readonly defenderDrm: number | null;
  readonly impetus: boolean;
}

export const landing = defineRuling({
  id: 'landing',
  nameIt: 'sbarco',
  description: loc(
    'Scenario 3 landing against Germans: d6 instead of FoW, 1–2 surprise (13.3)',
    'Sbarco dello scenario 3 contro tedeschi: d6 invece delle FoW, 1–2 sorpresa (13.3)',
  ),
  options: [
    option.integer('terrain', loc('Landing hex terrain value TEM, 0–2', "Valore del terreno TEM dell'esagono, 0–2"), {
      min: 0,
      max: 2,
      nameIt: 'terreno',
    }),
  ],
  input: z.object({ terrain: z.number().int().optional() }),
  resolve(v, dice) {
    const natural = d6(dice, 'landing');
    const outcome = LANDING_TABLE[natural - 1] ?? 'prepared';
    const tem = v.terrain;
    const head = loc(
      `Die ${natural} (no FoW roll for a landing, 13.3 a 4).`,
      `Dado ${natural} (nessun tiro FoW per uno sbarco, 13.3 a 4).`,
    );
    if (outcome === 'surprise') {
      const result: LandingResult = {
        natural,
        outcome,
        attackerTerrainDrm: tem === undefined ? null : 0,
        defenderDrm: null,
        impetus: false,
      };
      return {
        ok: true,
        result,
        rules: ['13.3'],
        text: joinLocalized([
          head,
          loc(
            `1–2: the landing achieves **surprise**: ignore the terrain DRM${tem ? ` (+${tem})` : ''}.`,
            `1–2: lo sbarco ottiene la **sorpresa**: si ignora il DRM del terreno${tem ? ` (+${tem})` : ''}.`,
          ),
        ]),
      };
    }
    const result: LandingResult = {
      natural,
      outcome,
      attackerTerrainDrm: tem === undefined ? null : tem,
      defenderDrm: tem === undefined ? null : -tem,
      impetus: true,
    };
    return {
      ok: true,
      result,
      rules: ['13.3', '9.3.5'],
      text: joinLocalized([
        head,
        loc(
          `3–6: the Germans are **prepared**; fight it as an Impetus attack (9.3.5): each defender gets ${tem === undefined ? '−TEM' : signed(-tem)} on its rolls, and if no British unit loses a step the German chooses one step loss on an attacking unit.`,
          `3–6: il tedesco è **preparato**; consideratelo un Attacco con Impeto (9.3.5): ogni difensore ha ${tem === undefined ? '−TEM' : signed(-tem)} ai suoi tiri, e se nessuna unità inglese subisce perdite di livello il tedesco sceglie una perdita di livello su un'unità attaccante.`,
        ),
      ]),
    };
  },
});
