import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option } from '../../core/ruling.js';
import { BOMBARD_REROLL_HIT_MAX, bombardCell, bombardEffect, type BombardColumn } from './tables.js';

/**
 * Fortress Bombardment (12.4): one d6 per gun die ("x2"/"x4" roll two/four, 12.4.1) on the calibre × Fortress
 * Class column of the Bombardment Results Table (12.4.3). The Pionier marker gives −1 (13.1.4).
 */

export const CALIBRES = ['21', '30.5', '42'] as const;
export type Calibre = (typeof CALIBRES)[number];
export const FORTRESS_CLASSES = ['A', 'B', 'C'] as const;
export type FortressClass = (typeof FORTRESS_CLASSES)[number];

export function bombardColumn(calibre: Calibre, fortressClass: FortressClass): BombardColumn {
  if (calibre === '42') return fortressClass === 'A' ? '42-A' : '42-CB';
  return `${calibre}-${fortressClass}`;
}

type Row = 1 | 2 | 3 | 4 | 5 | 6;

function rowOf(modified: number): Row {
  return Math.min(Math.max(modified, 1), 6) as Row;
}

export interface GunDie {
  readonly die: number;
  readonly modified: number;
  readonly row: number;
  readonly cell: string;
  readonly reroll: number | null;
  readonly losses: number;
}

const bombardInput = z.object({
  calibre: z.enum(CALIBRES),
  class: z.enum(FORTRESS_CLASSES),
  gunDice: z
    .number()
    .default(1)
    .refine((n) => n === 1 || n === 2 || n === 4, {
      message: 'a siege unit rolls 1 die, or 2 ("x2") or 4 ("x4") (12.4.1)',
    }),
  pionier: z.boolean().default(false),
  skm: z.boolean().default(false),
  levels: z.number().optional(),
  star5: z.enum(['c', 'a']).default('c'),
  pionierReroll: z.boolean().default(false),
});

export const bombardRuling = defineRuling({
  id: 'bombard',
  nameIt: 'bombardamento',
  description: loc(
    'Fortress Bombardment: a d6 per gun die on calibre × Fortress Class (12.4)',
    'Bombardamento di Fortezza: un d6 per dado del cannone su calibro × Classe (12.4)',
  ),
  options: [
    option.choice(
      'calibre',
      loc('Calibre of the firing siege unit', "Calibro dell'unità da assedio che spara"),
      CALIBRES.map((c) => ({ value: c, name: loc(`${c} cm`, `${c} cm`) })),
      { required: true, nameIt: 'calibro' },
    ),
    option.choice(
      'class',
      loc('Fortress Class (FC)', 'Classe della Fortezza (FC)'),
      FORTRESS_CLASSES.map((c) => ({ value: c, name: loc(c, c) })),
      { required: true, nameIt: 'classe' },
    ),
    option.integer(
      'gun-dice',
      loc('Gun dice: 1, or 2 for "x2", 4 for "x4" (12.4.1)', 'Dadi del cannone: 1, 2 per "x2", 4 per "x4" (12.4.1)'),
      {
        min: 1,
        max: 4,
        nameIt: 'dadi-cannone',
      },
    ),
    option.boolean(
      'pionier',
      loc(
        'Pionier-Regiment marker with its HQ: −1 (13.1.4)',
        'Segnalino Reggimento Pionieri con il suo HQ: −1 (13.1.4)',
      ),
    ),
    option.boolean(
      'skm',
      loc('The firing unit is the 5+6 sKM (the "*" cells)', 'L\'unità che spara è la 5+6 sKM (caselle "*")'),
    ),
    option.integer(
      'levels',
      loc(
        'Strength levels the Fortress has left (excess ignored)',
        'Livelli di forza rimasti alla Fortezza (eccesso ignorato)',
      ),
      {
        min: 1,
        max: 9,
        nameIt: 'livelli',
      },
    ),
    option.choice(
      'star5',
      loc(
        'Where row 5\'s "◆*" sits: 30.5 cm Class C or A (README)',
        'Dove sta il "◆*" della riga 5: 30.5 cm Classe C o A (README)',
      ),
      [
        { value: 'c', name: loc('Class C (default)', 'Classe C (predefinito)') },
        { value: 'a', name: loc('Class A', 'Classe A') },
      ],
      { nameIt: 'asterisco5' },
    ),
    option.boolean(
      'pionier-reroll',
      loc('Apply the Pionier −1 to the "+" re-roll too (README)', 'Applicare il −1 dei Pionieri anche al ritiro "+"'),
      {
        nameIt: 'pionieri-ritiro',
      },
    ),
  ],
  input: bombardInput,
  resolve(input, dice) {
    const column = bombardColumn(input.calibre, input.class);
    const classes = column === '42-CB' ? 'C, B' : input.class;
    const where = loc(`${input.calibre} cm vs Class ${classes}`, `${input.calibre} cm contro Classe ${classes}`);
    const drm = input.pionier ? -1 : 0;
    const gunDice: GunDie[] = [];
    const lines: Localized[] = [];
    for (let i = 0; i < input.gunDice; i++) {
      const die = d6(dice, 'bombardment');
      const modified = die + drm;
      const row = rowOf(modified);
      const cell = bombardCell(row, column, input.star5);
      const effect = bombardEffect(cell);
      let losses = effect.losses;
      let reroll: number | null = null;
      const notesEn: string[] = [];
      const notesIt: string[] = [];
      if (effect.reroll) {
        reroll = d6(dice, 'bombardment-reroll');
        const rerollModified = input.pionierReroll ? reroll + drm : reroll;
        const hit = rerollModified <= BOMBARD_REROLL_HIT_MAX;
        if (hit) losses += 1;
        const shown = rerollModified === reroll ? `${reroll}` : `${reroll}−1 = ${rerollModified}`;
        notesEn.push(`"+": re-roll ${shown}: ${hit ? '1–3, 1 loss' : 'no effect'}`);
        notesIt.push(`"+": ritirate ${shown}: ${hit ? '1–3, 1 perdita' : 'nessun effetto'}`);
      }
      if (effect.skmBonus) {
        if (input.skm) {
          losses += 1;
          notesEn.push('"*": +1 loss, the firer is the 5+6 sKM');
          notesIt.push('"*": +1 perdita, spara la 5+6 sKM');
        } else {
          notesEn.push('"*" applies only to the 5+6 sKM');
          notesIt.push('"*" vale solo per la 5+6 sKM');
        }
      }
      const dieText = drm ? `${die}−1 = ${modified}` : `${die}`;
      const below = modified < 1 ? loc(' (read on row 1)', ' (letto sulla riga 1)') : loc('', '');
      lines.push(
        loc(
          `Die ${i + 1}: ${dieText}${below.en} → ${where.en}, row ${row}: **${cell}**${notesEn.length ? `; ${notesEn.join('; ')}` : ''} → ${losses} ${losses === 1 ? 'level' : 'levels'}.`,
          `Dado ${i + 1}: ${dieText}${below.it} → ${where.it}, riga ${row}: **${cell}**${notesIt.length ? `; ${notesIt.join('; ')}` : ''} → ${losses} ${losses === 1 ? 'livello' : 'livelli'}.`,
        ),
      );
      gunDice.push({ die, modified, row, cell, reroll, losses });
    }
    lines.unshift(
      describeRoll(
        gunDice.map((g) => g.die),
        [{ label: loc('Pionier', 'Pionieri'), value: drm, rule: '13.1.4' }],
        gunDice.map((g) => g.modified).join(', '),
      ),
    );
    const losses = gunDice.reduce((sum, g) => sum + g.losses, 0);
    const lost = input.levels === undefined ? losses : Math.min(losses, input.levels);
    const destroyed = input.levels !== undefined && lost >= input.levels;
    const rules = ['12.4.2', '12.4.3'];
    if (input.gunDice > 1) rules.push('12.4.1');
    if (input.pionier) rules.push('13.1.4');
    if (input.calibre !== '21') rules.push('13.4');
    const summary = destroyed
      ? loc(
          `The Fortress loses **${lost}** strength ${lost === 1 ? 'level' : 'levels'} and is **destroyed** (removed; excess ignored, 12.4.3).`,
          `La Fortezza perde **${lost}** ${lost === 1 ? 'livello' : 'livelli'} di forza ed è **distrutta** (rimossa; l'eccesso è ignorato, 12.4.3).`,
        )
      : loc(
          `The Fortress loses **${lost}** strength ${lost === 1 ? 'level' : 'levels'} (12.4.3).`,
          `La Fortezza perde **${lost}** ${lost === 1 ? 'livello' : 'livelli'} di forza (12.4.3).`,
        );
    lines.push(summary);
    if (input.calibre !== '21')
      lines.push(
        loc(
          `Record this ${input.calibre} cm bombardment on the German Resources display (13.4).`,
          `Registrate questo bombardamento da ${input.calibre} cm sulla Tabella delle Risorse Tedesche (13.4).`,
        ),
      );
    return {
      ok: true,
      result: { column, dice: gunDice, losses, lost, destroyed },
      rules,
      text: joinLocalized(lines),
    };
  },
});
