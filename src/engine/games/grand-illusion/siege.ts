import { z } from 'zod';
import { d6, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { FORT_IDS, rosterFort } from './forts.js';
import { inputIssue } from './messages.js';
import { SURRENDER_AT_MOST } from './tables.js';

/**
 * Sieges (9.5.3): in the Attrition segment (11.2.6) each besieged fort rolls one d6; a fort without a garrison
 * surrenders on 1–2, a garrisoned fort (9.5.2) only on a 1.
 */

export interface BesiegedFort {
  readonly label: string;
  readonly garrisoned: boolean;
  /** Antwerp can be besieged only with the German scenario 3 option "Invade Holland" (12.5.1, 13.3 b 5). */
  readonly antwerp: boolean;
}

export const BESIEGED_FORM = loc(
  'forts by roster name (e.g. "maubeuge, namur") or the words garrisoned / ungarrisoned',
  'forti per nome (es. "maubeuge, namur") o le parole garrisoned / ungarrisoned',
);

/** Reads "maubeuge, namur, garrisoned" into forts; a zod transform for the `forts`/`besieged` options. */
export function besiegedForts(text: string, ctx: z.RefinementCtx): BesiegedFort[] {
  const tokens = text
    .split(/[,;]/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
  const forts: BesiegedFort[] = [];
  for (const token of tokens) {
    if (token === 'garrisoned' || token === 'ungarrisoned') {
      forts.push({ label: `Fort ${forts.length + 1}`, garrisoned: token === 'garrisoned', antwerp: false });
      continue;
    }
    const fort = rosterFort(token);
    if (!fort) {
      inputIssue(
        ctx,
        undefined,
        `cannot read "${token}": give ${BESIEGED_FORM.en}; names: ${FORT_IDS.join(', ')}`,
        `non riesco a leggere "${token}": indicate ${BESIEGED_FORM.it}; nomi: ${FORT_IDS.join(', ')}`,
      );
      return z.NEVER;
    }
    forts.push({ label: fort.name, garrisoned: fort.garrisoned, antwerp: fort.hex === 52 });
  }
  if (forts.length === 0 || forts.length > 8) {
    inputIssue(
      ctx,
      undefined,
      `give 1 to 8 besieged forts: ${BESIEGED_FORM.en}`,
      `indicate da 1 a 8 forti assediati: ${BESIEGED_FORM.it}`,
    );
    return z.NEVER;
  }
  return forts;
}

export interface SurrenderRoll {
  readonly fort: string;
  readonly garrisoned: boolean;
  readonly natural: number;
  readonly surrenders: boolean;
}

/** One d6 per besieged fort, in the order given. */
export function rollSurrender(
  forts: readonly BesiegedFort[],
  dice: Dice,
): { rolls: SurrenderRoll[]; lines: Localized[] } {
  const rolls: SurrenderRoll[] = [];
  const lines: Localized[] = [];
  for (const fort of forts) {
    const natural = d6(dice, 'surrender');
    const limit = SURRENDER_AT_MOST[fort.garrisoned ? 'garrisoned' : 'ungarrisoned'];
    const surrenders = natural <= limit;
    rolls.push({ fort: fort.label, garrisoned: fort.garrisoned, natural, surrenders });
    const need = fort.garrisoned
      ? loc('garrisoned, surrenders on 1', 'con guarnigione, si arrende con 1')
      : loc('no garrison, surrenders on 1–2', 'senza guarnigione, si arrende con 1–2');
    lines.push(
      loc(
        `${fort.label} (${need.en}): die ${natural} → ${surrenders ? '**surrenders** and is removed' : '**holds**'}.`,
        `${fort.label} (${need.it}): dado ${natural} → ${surrenders ? '**si arrende** ed è rimosso' : '**resiste**'}.`,
      ),
    );
  }
  return { rolls, lines };
}

export function checkAntwerp(
  ctx: z.RefinementCtx,
  forts: readonly BesiegedFort[],
  invadeHolland: boolean,
  path: string,
): void {
  if (!invadeHolland && forts.some((f) => f.antwerp))
    inputIssue(
      ctx,
      path,
      'Antwerp cannot be besieged (12.5.1), except with the German scenario 3 option Invade Holland (--invade-holland)',
      "Anversa non può essere assediata (12.5.1), salvo con l'opzione tedesca dello scenario 3 Invasione dell'Olanda (--invade-holland)",
    );
}

const input = z
  .object({
    forts: z.string().transform(besiegedForts),
    invadeHolland: z.boolean().default(false),
  })
  .superRefine((v, ctx) => checkAntwerp(ctx, v.forts, v.invadeHolland, 'forts'));

export const surrender = defineRuling({
  id: 'surrender',
  nameIt: 'resa',
  description: loc(
    'Besieged forts roll to surrender: 1–2, or 1 if garrisoned (9.5.3)',
    'Tiro di resa dei forti assediati: 1–2, o 1 con guarnigione (9.5.3)',
  ),
  options: [
    option.string(
      'forts',
      loc(
        'Besieged forts, e.g. "maubeuge, namur" or "garrisoned, ungarrisoned"',
        'Forti assediati, es. "maubeuge, namur" o "garrisoned, ungarrisoned"',
      ),
      {
        required: true,
        nameIt: 'forti',
      },
    ),
    option.boolean(
      'invade-holland',
      loc(
        'Scenario 3 German option 5: Antwerp can be besieged',
        'Scenario 3 opzione tedesca 5: Anversa può essere assediata',
      ),
      {
        nameIt: 'olanda',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const { rolls, lines } = rollSurrender(v.forts, dice);
    const rules = ['9.5.3', '11.2.6'];
    if (v.forts.some((f) => f.garrisoned)) rules.push('9.5.2');
    const surrendered = rolls.filter((r) => r.surrenders).length;
    return { ok: true, result: { forts: rolls, surrendered }, rules, text: joinLocalized(lines) };
  },
});
