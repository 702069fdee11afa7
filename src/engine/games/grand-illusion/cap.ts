import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, type Modifier } from '../../core/ruling.js';
import { inputIssue } from './messages.js';
import { checkTurnInScenario, scenarioOption, turnOption } from './scenarios.js';
import { SIDE_CHOICES, SIDE_NAME, type Side } from './sides.js';
import {
  CAP_COLUMN_NAME,
  CAP_COLUMN_SIDE,
  CAP_COLUMNS,
  CAP_MAX,
  CAP_TABLE,
  TURN_ONE_CAP,
  type CapColumn,
} from './tables.js';

/** The CAP Phase (5.0): each side's Command Administrative Points for the turn. */

/** The column each side rolls on until the turn after its General Retreat (5.1.2, 5.1.3). */
const FIRST_COLUMN: Record<Side, CapColumn> = { allied: 'joffre', german: 'moltke' };

const input = z
  .object({
    side: z.enum(['allied', 'german']),
    leader: z.enum(['joffre', 'joffre2', 'moltke', 'falkenhayn']).optional(),
    turn: z.number().int(),
    scenario: z.number().int(),
    empiresInArms: z.boolean().default(false),
    moreTroops: z.boolean().default(false),
    moreTroopsTurn: z.number().int().default(1),
  })
  .superRefine((v, ctx) => {
    checkTurnInScenario(ctx, v.turn, v.scenario);
    if (v.leader && CAP_COLUMN_SIDE[v.leader] !== v.side) {
      const allowed = v.side === 'allied' ? 'joffre or joffre2' : 'moltke or falkenhayn';
      const allowedIt = v.side === 'allied' ? 'joffre o joffre2' : 'moltke o falkenhayn';
      inputIssue(
        ctx,
        'leader',
        `the ${v.side} player rolls on ${allowed} (5.1.2, 5.1.3)`,
        `${v.side === 'allied' ? "l'Alleato" : 'il tedesco'} tira su ${allowedIt} (5.1.2, 5.1.3)`,
      );
    }
    const options: [string, boolean, Side, string][] = [
      ['empiresInArms', v.empiresInArms, 'allied', '13.3 a 3'],
      ['moreTroops', v.moreTroops, 'german', '13.3 b 4'],
    ];
    for (const [key, set, side, rule] of options) {
      if (!set) continue;
      if (v.scenario !== 3)
        inputIssue(
          ctx,
          key,
          `is a scenario 3 option (${rule}): use --scenario 3`,
          `è un'opzione dello scenario 3 (${rule}): usate --scenario 3`,
        );
      else if (v.side !== side)
        inputIssue(
          ctx,
          key,
          `is ${side === 'allied' ? 'an Allied' : 'a German'} option (${rule})`,
          `è un'opzione ${side === 'allied' ? 'alleata' : 'tedesca'} (${rule})`,
        );
    }
  });

export interface CapResult {
  readonly cap: number;
  readonly column: CapColumn | null;
  readonly rolled: boolean;
  readonly natural: number | null;
  readonly table: number | null;
  readonly bonus: number;
}

export const cap = defineRuling({
  id: 'cap',
  nameIt: 'cap',
  description: loc(
    "A side's Command Administrative Points for the turn (5.1, CAP table)",
    'I Punti Comando Amministrativi di una parte nel turno (5.1, Tabella CAP)',
  ),
  options: [
    option.choice('side', loc('Which side', 'Quale parte'), SIDE_CHOICES, { required: true, nameIt: 'parte' }),
    option.choice(
      'leader',
      loc(
        'CAP column (default Joffre / Moltke, before the General Retreat)',
        'Colonna CAP (predefinita Joffre / Moltke, prima della Ritirata Generale)',
      ),
      CAP_COLUMNS.map((c) => ({ value: c, name: CAP_COLUMN_NAME[c] })),
      { nameIt: 'comandante' },
    ),
    turnOption(),
    scenarioOption(),
    option.boolean(
      'empires-in-arms',
      loc('Scenario 3 Allied option 3: +1 CAP from turn 10', 'Scenario 3 opzione alleata 3: +1 CAP dal turno 10'),
      {
        nameIt: 'imperi-in-armi',
      },
    ),
    option.boolean(
      'more-troops',
      loc(
        'Scenario 3 German option 4: +1 CAP from its entry turn',
        'Scenario 3 opzione tedesca 4: +1 CAP dal turno di entrata',
      ),
      {
        nameIt: 'piu-truppe',
      },
    ),
    option.integer(
      'more-troops-turn',
      loc(
        'Entry turn of the More troops group, 1 or 2 (default 1)',
        'Turno di entrata di Più truppe, 1 o 2 (predefinito 1)',
      ),
      {
        min: 1,
        max: 2,
        nameIt: 'turno-piu-truppe',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const side = v.side;
    const rules: string[] = ['5.1.1'];
    // 5.1.4: no roll on turn 1 (4 Allied, 6 German), except in scenario 3, which rolls from turn 1 (13.3 #3).
    if (v.turn === 1 && v.scenario !== 3) {
      const fixed = TURN_ONE_CAP[side];
      rules.push('5.1.4');
      const result: CapResult = { cap: fixed, column: null, rolled: false, natural: null, table: null, bonus: 0 };
      return {
        ok: true,
        result,
        rules,
        text: loc(
          `Turn 1 is not rolled (5.1.4): the ${SIDE_NAME[side].en} player has **${fixed} CAP**.`,
          `Nel turno 1 non si tira (5.1.4): ${side === 'allied' ? "l'Alleato" : 'il tedesco'} ha **${fixed} CAP**.`,
        ),
      };
    }
    if (v.turn === 1) rules.push('13.3');
    const column = v.leader ?? FIRST_COLUMN[side];
    rules.push(side === 'allied' ? '5.1.3' : '5.1.2');
    const natural = d6(dice, 'cap');
    const table = CAP_TABLE[column][natural - 1] ?? 0;
    const modifiers: Modifier[] = [];
    if (v.empiresInArms && v.turn >= 10)
      modifiers.push({ label: loc('Empires in Arms', 'Imperi in Armi'), value: 1, rule: '13.3 a 3' });
    if (v.moreTroops && v.turn >= v.moreTroopsTurn)
      modifiers.push({ label: loc('More troops', 'Più truppe'), value: 1, rule: '13.3 b 4' });
    for (const m of modifiers) if (m.rule) rules.push(m.rule);
    const bonus = modifiers.reduce((sum, m) => sum + m.value, 0);
    const capped = Math.min(CAP_MAX, table + bonus);
    const lines: Localized[] = [
      loc(
        `Die ${natural} on the ${CAP_COLUMN_NAME[column].en} column of the CAP table → ${table}.`,
        `Dado ${natural} sulla colonna ${CAP_COLUMN_NAME[column].it} della Tabella CAP → ${table}.`,
      ),
    ];
    if (bonus > 0) {
      const plus = (lang: 'en' | 'it') => modifiers.map((m) => ` +${m.value} ${m.label[lang]} (${m.rule})`).join('');
      lines.push(loc(`${table}${plus('en')} = ${table + bonus}.`, `${table}${plus('it')} = ${table + bonus}.`));
    }
    if (table + bonus > CAP_MAX) {
      rules.push('FoW 5/9');
      lines.push(loc(`The CAP marker cannot exceed ${CAP_MAX}.`, `Il segnalino CAP non può superare ${CAP_MAX}.`));
    }
    lines.push(
      loc(
        `The ${SIDE_NAME[side].en} player has **${capped} CAP** this turn; unused CAP are lost at the end of the turn (5.1.1).`,
        `${side === 'allied' ? "L'Alleato" : 'Il tedesco'} ha **${capped} CAP** in questo turno; i CAP non usati si perdono a fine turno (5.1.1).`,
      ),
    );
    const result: CapResult = { cap: capped, column, rolled: true, natural, table, bonus };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});
