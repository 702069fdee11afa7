import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';
import { clamp } from '../../core/tables.js';
import { inputIssue } from './messages.js';
import { SEA_NATIONALITY_NAME, SEA_RETREAT_DRM, SEA_RETREAT_TABLE, type SeaNationality } from './tables.js';

/** Retreat to Sea (9.4.5): Allied units cut off in the Channel ports roll one d6 each on the Sea Retreat table. */

const ALIASES: Readonly<Record<string, SeaNationality>> = {
  british: 'british',
  gb: 'british',
  bef: 'british',
  indian: 'british', // 2.5: Indian units count as British
  french: 'french',
  fr: 'french',
  colonial: 'french', // 2.5: colonial units count as French
  territorial: 'territorial',
  t: 'territorial',
  belgian: 'belgian',
  be: 'belgian',
};

const UNITS_FORM =
  'a list like "british, territorial, belgian" (british, french, territorial, belgian; add * for a unit already Disorganized)';
const UNITS_FORM_IT =
  'un elenco come "british, territorial, belgian" (british, french, territorial, belgian; aggiungete * per un’unità già Disorganizzata)';

interface SeaUnit {
  readonly nationality: SeaNationality;
  readonly disorganized: boolean;
}

const input = z.object({
  units: z.string().transform((text, ctx): SeaUnit[] => {
    const tokens = text
      .split(/[,;]/)
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t !== '');
    const units: SeaUnit[] = [];
    for (const token of tokens) {
      const disorganized = token.endsWith('*');
      const nationality = ALIASES[token.replace(/\*$/, '').trim()];
      if (!nationality) {
        inputIssue(
          ctx,
          undefined,
          `cannot read "${token}": give ${UNITS_FORM}`,
          `non riesco a leggere "${token}": indicate ${UNITS_FORM_IT}`,
        );
        return z.NEVER;
      }
      units.push({ nationality, disorganized });
    }
    if (units.length === 0 || units.length > 16) {
      inputIssue(ctx, undefined, `give 1 to 16 units: ${UNITS_FORM}`, `indicate da 1 a 16 unità: ${UNITS_FORM_IT}`);
      return z.NEVER;
    }
    return units;
  }),
  turn: z.number().int().optional(),
});

export interface SeaRetreatUnitResult {
  readonly nationality: SeaNationality;
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  /** The table row read: the modified die, brought into 1..6 (README). */
  readonly row: number;
  readonly result: 'turn-track' | 'eliminated';
  readonly turnsAhead: number | null;
  readonly returnTurn: number | null;
}

export const retreatToSea = defineRuling({
  id: 'retreat-to-sea',
  nameIt: 'ritirata-in-mare',
  description: loc(
    'Allied units cut off in Channel ports: one d6 each on the Sea Retreat table (9.4.5)',
    'Unità alleate tagliate fuori nei porti: un d6 ciascuna sulla Tabella Ritirata in Mare (9.4.5)',
  ),
  options: [
    option.string(
      'units',
      loc(
        'Retreating units in order, e.g. "british, territorial, belgian"',
        'Unità in ritirata in ordine, es. "british, territorial, belgian"',
      ),
      {
        required: true,
        nameIt: 'unita',
      },
    ),
    option.integer(
      'turn',
      loc('Current turn, to tell the turn each unit returns', 'Turno attuale, per sapere quando rientra ogni unità'),
      {
        min: 1,
        max: 15,
        nameIt: 'turno',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const results: SeaRetreatUnitResult[] = [];
    const lines: Localized[] = [];
    for (const [i, unit] of v.units.entries()) {
      const natural = d6(dice, 'retreat-to-sea');
      const drm = SEA_RETREAT_DRM[unit.nationality];
      const final = natural + drm;
      // The table has rows 1–6 only: a lower result reads row 1, a higher one row 6 (eliminated).
      const row = clamp(final, 1, 6);
      const cell = SEA_RETREAT_TABLE[row - 1] ?? { kind: 'eliminated' };
      const turnsAhead = cell.kind === 'turn-track' ? cell.turnsAhead : null;
      const returnTurn = turnsAhead !== null && v.turn !== undefined ? v.turn + turnsAhead : null;
      results.push({
        nationality: unit.nationality,
        natural,
        drm,
        final,
        row,
        result: cell.kind,
        turnsAhead,
        returnTurn,
      });
      const roll = describeRoll(
        [natural],
        [{ label: SEA_NATIONALITY_NAME[unit.nationality], value: drm, rule: '9.4.5' }],
        final,
      );
      const rowNote = row !== final ? loc(`, read as ${row}`, `, letto come ${row}`) : loc('', '');
      const what =
        cell.kind === 'eliminated'
          ? loc('**eliminated**', '**eliminata**')
          : loc(
              `placed **Disorganized ${cell.turnsAhead} turns ahead** on the Turn Track${returnTurn !== null ? ` (turn ${returnTurn})` : ''}`,
              `posta **Disorganizzata ${cell.turnsAhead} turni avanti** sulla Tabella del Turno${returnTurn !== null ? ` (turno ${returnTurn})` : ''}`,
            );
      lines.push(
        loc(
          `Unit ${i + 1} (${SEA_NATIONALITY_NAME[unit.nationality].en}): ${roll.en}${rowNote.en}: Sea Retreat table → ${what.en}.`,
          `Unità ${i + 1} (${SEA_NATIONALITY_NAME[unit.nationality].it}): ${roll.it}${rowNote.it}: Tabella Ritirata in Mare → ${what.it}.`,
        ),
      );
    }
    if (results.some((r) => r.result === 'turn-track') && v.units.some((u) => !u.disorganized)) {
      lines.push(
        loc(
          'Non-Disorganized units become Disorganized; those already Disorganized suffer nothing more (9.4.5).',
          'Le unità non Disorganizzate sono automaticamente Disorganizzate; quelle già Disorganizzate non subiscono altre penalità (9.4.5).',
        ),
      );
    }
    return { ok: true, result: { units: results }, rules: ['9.4.5'], text: joinLocalized(lines) };
  },
});
