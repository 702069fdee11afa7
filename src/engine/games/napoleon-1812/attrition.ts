import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { sideOption, type Side } from './sides.js';
import {
  ATTRITION_MODIFIER,
  ATTRITION_TABLE,
  ATTRITION_TRIGGER,
  FORCED_MARCH_MAX,
  MOVE_ALLOWANCE,
  type AttritionRow,
} from './tables.js';
import { isWinter, turnOption, twoYearOption } from './turn.js';
import { sum, totalUnits, unitsSchema, type Units } from './units.js';
import { refuse } from './input-errors.js';

/**
 * Attrition after a strategic move (8.5) with its modifiers (8.6; 14.5 basic; 16.2, 16.4(4), 16.4(6) advanced).
 * One roll per moving stack, when it reaches its destination.
 */

/** ⚠ "+1 per ogni esagono di marcia forzata" (8.6): hexes beyond the normal allowance (default) or every hex. */
export type ForcedMarchHexes = 'beyond' | 'all';

export interface AttritionInput {
  readonly side: Side;
  readonly turn: number;
  readonly twoYear: boolean;
  readonly hexes: number;
  readonly forcedMarch: boolean;
  readonly units: Units;
  readonly napoleon: boolean;
  readonly command: boolean;
  readonly napoleonDavout: boolean;
  readonly murat: boolean;
  readonly forcedMarchHexes: ForcedMarchHexes;
}

export interface AttritionResult {
  /** 8.5: whether the move was long enough to roll. */
  readonly rolled: boolean;
  readonly die: number | null;
  readonly total: number | null;
  /** Infantry or cavalry units the owner eliminates. */
  readonly eliminate: number;
  /** Infantry or cavalry units the owner disrupts. */
  readonly disrupt: number;
}

/** 8.5: the row of the table for a modified roll; 12 or more reads as "10 or 11" (⚠ README). */
export function attritionRow(total: number): AttritionRow | undefined {
  let found: AttritionRow | undefined;
  for (const row of ATTRITION_TABLE) if (total >= row.from) found = row;
  return found;
}

/**
 * 8.5: what a modified roll does to a stack. Artillery (and leaders) never suffer attrition, so only infantry and
 * cavalry are eliminated or disrupted; a stack of a single unit that suffers attrition is disrupted instead.
 */
export function attritionEffect(total: number, units: Units): { eliminate: number; disrupt: number } {
  const row = attritionRow(total);
  if (!row) return { eliminate: 0, disrupt: 0 };
  const eligible = units.good.infantry + units.good.cavalry;
  if (totalUnits(units) === 1) return { eliminate: 0, disrupt: eligible };
  const eliminate = Math.min(row.eliminate, eligible);
  return { eliminate, disrupt: Math.min(row.disrupt, eligible - eliminate) };
}

export const attrition = defineRuling<AttritionInput, AttritionResult>({
  id: 'attrition',
  nameIt: 'attrito',
  description: loc(
    'Attrition after a strategic move of 3+ hexes, 2+ in winter (8.5, 8.6): d6 + modifiers',
    'Attrito dopo un movimento strategico di 3+ esagoni, 2+ in inverno (8.5, 8.6): d6 + modificatori',
  ),
  options: [
    sideOption(loc("The moving stack's side", 'La parte dello stack che muove')),
    turnOption(),
    option.integer(
      'hexes',
      loc(
        'Hexes moved (8.4: 3, 2 in winter; up to 5 with Forced March)',
        'Esagoni percorsi (8.4: 3, 2 in inverno; fino a 5 con Marcia Forzata)',
      ),
      {
        required: true,
        min: 1,
        max: FORCED_MARCH_MAX,
        nameIt: 'esagoni',
      },
    ),
    option.string(
      'units',
      loc(
        'Moving units, e.g. 2I,1C,1A (all in good order, 8.4)',
        'Unità che muovono, ad es. 2I,1C,1A (tutte in buon ordine, 8.4)',
      ),
      {
        required: true,
        nameIt: 'unita',
      },
    ),
    option.boolean(
      'forced-march',
      loc('The stack used a Forced March (8.4)', 'Lo stack ha usato la Marcia Forzata (8.4)'),
      { nameIt: 'marcia-forzata' },
    ),
    option.boolean(
      'napoleon',
      loc(
        'Basic game only (14.5): Napoleon accompanies the units, −1',
        'Solo gioco base (14.5): Napoleone accompagna le unità, −1',
      ),
      {
        nameIt: 'napoleone',
      },
    ),
    option.boolean(
      'command',
      loc(
        'Advanced 16.2: a leader commanding all the units, whole move, −1 (not Murat)',
        'Avanzate 16.2: Comandante che comanda tutte le unità, tutta la mossa, −1 (non Murat)',
      ),
      {
        nameIt: 'comando',
      },
    ),
    option.boolean(
      'napoleon-davout',
      loc(
        'Advanced 16.4(4): Napoleon or Davout for the whole move, a further −1',
        'Avanzate 16.4(4): Napoleone o Davout per tutta la mossa, un ulteriore −1',
      ),
      {
        nameIt: 'napoleone-davout',
      },
    ),
    option.boolean(
      'murat',
      loc(
        'Advanced 16.4(6): Murat begins the move with the units, +1',
        'Avanzate 16.4(6): Murat inizia il movimento con le unità, +1',
      ),
      {
        nameIt: 'murat',
      },
    ),
    twoYearOption,
    option.choice(
      'forced-march-hexes',
      loc(
        '⚠ 8.6 forced-march hexes: beyond the normal allowance (default) or all hexes',
        '⚠ 8.6 esagoni di marcia forzata: oltre il normale (predefinito) o tutti',
      ),
      [
        { value: 'beyond', name: loc('Hexes beyond 3 (2 in winter)', 'Esagoni oltre 3 (2 in inverno)') },
        { value: 'all', name: loc('Every hex of the forced march', 'Ogni esagono della marcia forzata') },
      ],
      { nameIt: 'esagoni-marcia-forzata' },
    ),
  ],
  input: z
    .object({
      side: z.enum(['french', 'russian']),
      turn: z.number().int(),
      twoYear: z.boolean().default(false),
      hexes: z.number().int(),
      forcedMarch: z.boolean().default(false),
      units: unitsSchema(),
      napoleon: z.boolean().default(false),
      command: z.boolean().default(false),
      napoleonDavout: z.boolean().default(false),
      murat: z.boolean().default(false),
      forcedMarchHexes: z.enum(['beyond', 'all']).default('beyond'),
    })
    .superRefine((input, ctx) => {
      const issue = (path: string, en: string, it: string): void => {
        refuse(ctx, en, it, path);
      };
      const winter = isWinter(input.turn, input.twoYear);
      const allowance = winter ? MOVE_ALLOWANCE.winter : MOVE_ALLOWANCE.summer;
      if (input.hexes > allowance && !input.forcedMarch) {
        issue(
          'hexes',
          `more than ${allowance} hexes needs a Forced March (8.4)`,
          `più di ${allowance} esagoni richiede la Marcia Forzata (8.4)`,
        );
      }
      if (sum(input.units.disrupted) > 0) {
        issue('units', 'a moving stack is all in good order (8.4)', 'uno stack che muove è tutto in buon ordine (8.4)');
      }
      const advanced = input.command || input.napoleonDavout || input.murat;
      if (input.napoleon && advanced) {
        issue(
          'napoleon',
          '14.5 applies only when the advanced rules are not used',
          'la 14.5 si applica solo se non si usano le regole avanzate',
        );
      }
      if ((input.napoleon || input.napoleonDavout || input.murat) && input.side !== 'french') {
        const path = input.napoleon ? 'napoleon' : input.napoleonDavout ? 'napoleonDavout' : 'murat';
        issue(
          path,
          'Napoleon, Davout and Murat are French leaders',
          'Napoleone, Davout e Murat sono Comandanti francesi',
        );
      }
    }),
  resolve(input, dice) {
    const winter = isWinter(input.turn, input.twoYear);
    const trigger = winter ? ATTRITION_TRIGGER.winter : ATTRITION_TRIGGER.summer;
    const season = winter ? loc('in winter', 'in inverno') : loc('out of winter', 'fuori inverno');
    if (input.hexes < trigger) {
      return {
        ok: true,
        result: { rolled: false, die: null, total: null, eliminate: 0, disrupt: 0 },
        rules: ['8.5'],
        text: loc(
          `No attrition roll: a move of ${input.hexes} hex${input.hexes === 1 ? '' : 'es'} ${season.en} is under ${trigger} (8.5).`,
          `Nessun tiro per l'attrito: un movimento di ${input.hexes} esagon${input.hexes === 1 ? 'o' : 'i'} ${season.it} è inferiore a ${trigger} (8.5).`,
        ),
      };
    }
    const rules = ['8.5', '8.6'];
    const mods: Modifier[] = [];
    if (input.side === 'french' && input.turn >= ATTRITION_MODIFIER.frenchFromTurn) {
      mods.push({
        label: loc('French stack from turn 3', 'stack francese dal turno 3'),
        value: ATTRITION_MODIFIER.frenchFromTurn3,
        rule: '8.6',
      });
    }
    if (winter) mods.push({ label: loc('winter', 'inverno'), value: ATTRITION_MODIFIER.winter, rule: '8.6' });
    const allowance = winter ? MOVE_ALLOWANCE.winter : MOVE_ALLOWANCE.summer;
    const fmHexes = !input.forcedMarch
      ? 0
      : input.forcedMarchHexes === 'all'
        ? input.hexes
        : Math.max(0, input.hexes - allowance);
    if (fmHexes > 0) {
      mods.push({
        label: loc('forced-march hexes', 'esagoni di marcia forzata'),
        value: fmHexes * ATTRITION_MODIFIER.perForcedMarchHex,
        rule: '8.6',
      });
    }
    if (input.napoleon) {
      mods.push({ label: loc('Napoleon', 'Napoleone'), value: ATTRITION_MODIFIER.napoleonBasic, rule: '14.5' });
      rules.push('14.5');
    }
    if (input.command) {
      mods.push({
        label: loc('leader commanding all the units', 'Comandante al comando di tutte le unità'),
        value: ATTRITION_MODIFIER.command,
        rule: '16.2',
      });
      rules.push('16.2');
    }
    if (input.napoleonDavout || input.murat) rules.push('16.4');
    if (input.napoleonDavout) {
      mods.push({
        label: loc('Napoleon or Davout', 'Napoleone o Davout'),
        value: ATTRITION_MODIFIER.napoleonDavout,
        rule: '16.4(4)',
      });
    }
    if (input.murat) mods.push({ label: loc('Murat', 'Murat'), value: ATTRITION_MODIFIER.murat, rule: '16.4(6)' });

    const die = d6(dice, 'attrition');
    const total = die + mods.reduce((t, m) => t + m.value, 0);
    const { eliminate, disrupt } = attritionEffect(total, input.units);
    const row = attritionRow(total);
    const single = totalUnits(input.units) === 1;
    const cell: Localized = !row
      ? loc(`${total} is under 6: no effect (8.5).`, `${total} è inferiore a 6: nessun effetto (8.5).`)
      : single
        ? loc(
            `Row ${row.label}${total > 11 ? ` (${total} read as 10–11, ⚠)` : ''}, single-unit stack: it is disrupted (8.5).`,
            `Riga ${row.label}${total > 11 ? ` (${total} letto come 10–11, ⚠)` : ''}, stack di una sola unità: diventa disorganizzata (8.5).`,
          )
        : loc(
            `Row ${row.label}${total > 11 ? ` (${total} read as 10–11, ⚠)` : ''}, stack of ${totalUnits(input.units)} units (8.5).`,
            `Riga ${row.label}${total > 11 ? ` (${total} letto come 10–11, ⚠)` : ''}, stack di ${totalUnits(input.units)} unità (8.5).`,
          );
    const effect = effectText(eliminate, disrupt, row !== undefined);
    const cavalryFirst =
      input.turn <= 2 && eliminate + disrupt > 0 && input.units.good.cavalry > 0
        ? loc(
            'Advanced rules, turns 1–2: cavalry goes before infantry (16.6).',
            'Regole avanzate, turni 1–2: la cavalleria va scelta prima della fanteria (16.6).',
          )
        : null;
    return {
      ok: true,
      result: { rolled: true, die, total, eliminate, disrupt },
      rules,
      text: joinLocalized(
        [describeRoll([die], mods, total), cell, effect, cavalryFirst].filter((l): l is Localized => l !== null),
      ),
    };
  },
});

function effectText(eliminate: number, disrupt: number, rowRead: boolean): Localized | null {
  if (eliminate + disrupt === 0) {
    return rowRead
      ? loc(
          'Artillery does not suffer attrition: no effect (8.5).',
          "L'artiglieria non subisce attrito: nessun effetto (8.5).",
        )
      : null;
  }
  const en: string[] = [];
  const it: string[] = [];
  if (eliminate > 0) {
    en.push(`**eliminate ${eliminate}**`);
    it.push(`**elimina ${eliminate}**`);
  }
  if (disrupt > 0) {
    en.push(`**disrupt ${disrupt}**`);
    it.push(`**disorganizza ${disrupt}**`);
  }
  return loc(
    `Infantry or cavalry, the owner's choice (8.5): ${en.join(' and ')}.`,
    `Fanteria o cavalleria, a scelta del proprietario (8.5): ${it.join(' e ')}.`,
  );
}
