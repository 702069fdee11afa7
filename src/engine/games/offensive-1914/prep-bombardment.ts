import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { PREP_HEAVY, PREP_TABLE, heavyEcBonus, prepEffect, type PrepColumn, type PrepRow } from './tables.js';

/**
 * Preparatory Bombardment (13.3): at least four Deployed 21 cm units ("x2" count 2, the METZ marker 4) with a
 * Siege Train HQ; one d6 with the terrain DRMs of the defending hex (13.3.3) on the Prep table (13.3.4).
 */

/** 13.3 fewer than four 21 cm units cannot Prep; the table's last column is 6 (more is read there: README). */
export const PREP_MIN_UNITS = 4;

export function prepColumn(units: number): PrepColumn {
  return Math.min(units, 6) as PrepColumn;
}

export function prepRow(modified: number): PrepRow {
  return modified >= 8 ? '8+' : (String(modified) as PrepRow);
}

const prepInput = z.object({
  units: z.number(),
  heavy: z.boolean().default(false),
  uphill: z.boolean().default(false),
  escarpment: z.boolean().default(false),
  fortress: z.boolean().default(false),
});

export const prepRuling = defineRuling({
  id: 'prep',
  nameIt: 'prep',
  description: loc(
    'Prep Bombardment: d6 + terrain DRM on the 21 cm units column → shifts, s, #E (13.3)',
    'Bombardamento Preparatorio: d6 + DRM del terreno sulla colonna delle unità da 21 cm (13.3)',
  ),
  options: [
    option.integer(
      'units',
      loc(
        'Deployed 21 cm units ("x2" count 2, METZ counts 4)',
        'Unità da 21 cm schierate ("x2" contano 2, METZ conta 4)',
      ),
      {
        required: true,
        min: PREP_MIN_UNITS,
        max: 30,
        nameIt: 'unita',
      },
    ),
    option.boolean('heavy', loc('A 30.5 cm or 42 cm unit takes part', 'Partecipa una unità da 30.5 cm o 42 cm'), {
      nameIt: 'pesante',
    }),
    option.boolean('uphill', loc('The attack goes up in Elevation: +1', 'Si attacca in alto in Elevazione: +1'), {
      nameIt: 'in-alto',
    }),
    option.boolean('escarpment', loc('The attack goes up an Escarpment: +2', 'Si attacca in alto su Scarpata: +2'), {
      nameIt: 'scarpata',
    }),
    option.boolean(
      'fortress',
      loc('A Fortress is in the defending hex: shifts ignored', "Una Fortezza è nell'esagono: spostamenti ignorati"),
      {
        nameIt: 'fortezza',
      },
    ),
  ],
  input: prepInput,
  resolve(input, dice) {
    const die = d6(dice, 'prep-bombardment');
    const modifiers: Modifier[] = [
      { label: loc('up in Elevation', 'in alto su Elevazione'), value: input.uphill ? 1 : 0, rule: '13.3.4' },
      { label: loc('up an Escarpment', 'in alto su Scarpata'), value: input.escarpment ? 2 : 0, rule: '13.3.4' },
    ];
    const modified = die + modifiers.reduce((sum, m) => sum + m.value, 0);
    const row = prepRow(modified);
    const column = prepColumn(input.units);
    const cell = PREP_TABLE[row][column];
    const effect = prepEffect(cell);
    const heavyCell = PREP_HEAVY[row];
    const heavy = input.heavy ? heavyEcBonus(heavyCell) : 0;
    const shifts = input.fortress ? 0 : effect.shifts;
    const ecDrm = effect.ecDrm + heavy;
    const rules = ['13.3', '13.3.3', '13.3.4'];
    const lines: Localized[] = [describeRoll([die], modifiers, modified)];
    const over =
      input.units > 6
        ? loc(` (${input.units} units: the last column, 6)`, ` (${input.units} unità: l'ultima colonna, 6)`)
        : loc('', '');
    lines.push(
      loc(
        `Prep Bombardment table (13.3.4), ${column} units${over.en}, row ${row}: **${cell}**.`,
        `Tabella del Bombardamento Prep (13.3.4), ${column} unità${over.it}, riga ${row}: **${cell}**.`,
      ),
    );
    if (input.heavy)
      lines.push(
        heavy
          ? loc(
              `A 30.5/42 cm unit takes part: add **${heavyCell}** (13.3.4).`,
              `Partecipa una unità da 30.5/42 cm: aggiungere **${heavyCell}** (13.3.4).`,
            )
          : loc(
              `A 30.5/42 cm unit takes part: ◇, nothing to add on row ${row}.`,
              `Partecipa una unità da 30.5/42 cm: ◇, nulla da aggiungere alla riga ${row}.`,
            ),
      );
    lines.push(
      input.fortress
        ? loc(
            `The ${effect.shifts} column shifts are **ignored**: a Fortress is in the defending hex (13.3.4).`,
            `I ${effect.shifts} spostamenti di colonna sono **ignorati**: c'è una Fortezza nell'esagono difendente (13.3.4).`,
          )
        : loc(
            `**${shifts}** column shift${shifts === 1 ? '' : 's'} right on the CRT.`,
            `**${shifts}** spostament${shifts === 1 ? 'o' : 'i'} di colonna a destra sulla CRT.`,
          ),
    );
    if (effect.sr)
      lines.push(loc('The defender takes **1 Strength Reduction**.', 'Il difensore subisce **1 Riduzione di Forza**.'));
    lines.push(
      loc(
        `**+${ecDrm}** to the defender's Post-Combat EC. Decrease the Prep limit marker by one (13.4).`,
        `**+${ecDrm}** all'EC Post-Combattimento del difensore. Riducete di uno il segnalino del limite Prep (13.4).`,
      ),
    );
    rules.push('13.4');
    return {
      ok: true,
      result: { die, modified, row, column, cell, shifts, strengthReduction: effect.sr, ecDrm },
      rules,
      text: joinLocalized(lines),
    };
  },
});
