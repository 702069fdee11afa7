import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type MissingTable, type Modifier } from '../../core/ruling.js';

/**
 * Mandated Offensives (7.0). Each player rolls a d6 on his Mandated Offensive table (7.1.1); the tables are printed
 * on the map, not in the rulebook, so they come from a pack, with a documented public default.
 */

const CP_BOXES = ['none', 'ge', 'ah', 'ah-it', 'tu'] as const;
const AP_BOXES = ['none', 'fr', 'br', 'it', 'ru'] as const;
export type MoBox = (typeof CP_BOXES)[number] | (typeof AP_BOXES)[number];
type MoNation = Exclude<MoBox, 'none' | 'ah-it'>;

export interface MandatedOffensiveTables {
  /** Box read for a modified roll of 1..6 (a seventh entry, if given, is read for 7 or more). */
  readonly cp: readonly (typeof CP_BOXES)[number][];
  readonly ap: readonly (typeof AP_BOXES)[number][];
}

/**
 * The default tables. They are NOT in the 2004 rulebook. Source: rally-the-troops/paths-of-glory, rules.js,
 * constants AP_MO_TABLE and CP_MO_TABLE, at commit 67df58756499f7fbd179e84d41084733e1d02cba; cross-checked cell for
 * cell against ejamer/rtt-paths-of-glory-dice-analyzer, js/tables.js (MANDATED_OFFENSE_TABLE), at commit
 * 12a5eb4d4772d178e92101baf010cd2258838b0e. Both agree with the four cells the rulebook's example of play reveals:
 * CP 4 = GE and CP 1 = AH (August and September 1914), AP 2 = FR and AP 5 = IT. Neither shows a box for a CP roll
 * of 7 after Hoffmann; the default reads a 7 as 6 (None), as rally-the-troops does. A pack replaces the whole table.
 */
export const DEFAULT_MANDATED_OFFENSIVES: MandatedOffensiveTables = {
  cp: ['ah', 'ah-it', 'tu', 'ge', 'none', 'none'],
  ap: ['fr', 'fr', 'br', 'it', 'it', 'ru'],
};

export const mandatedOffensivesTable: MissingTable<MandatedOffensiveTables> = {
  id: 'mandated-offensives',
  title: loc('Mandated Offensive tables', 'Tabelle delle Offensive Obbligatorie'),
  gap: loc(
    '7.1.1 reads the Mandated Offensive tables, printed on the map and not in the rulebook; without a pack the default from two public implementations is used.',
    'La 7.1.1 usa le Tabelle delle Offensive Obbligatorie, stampate sulla mappa e non nel regolamento; senza un pacchetto si usa il valore predefinito di due implementazioni pubbliche.',
  ),
  schema: z.object({
    cp: z.array(z.enum(CP_BOXES)).min(6).max(7),
    ap: z.array(z.enum(AP_BOXES)).min(6).max(7),
  }),
};

const NATION_NAME: Readonly<Record<MoBox, Localized>> = {
  none: loc('None', 'Nessuna'),
  ge: loc('GE', 'GE'),
  ah: loc('AH', 'AH'),
  'ah-it': loc('AH (It)', 'AH (It)'),
  tu: loc('TU', 'TU'),
  fr: loc('FR', 'FR'),
  br: loc('BR', 'BR'),
  it: loc('IT', 'IT'),
  ru: loc('RU', 'RU'),
};

/** What the offensive asks for (7.1.3–7.1.7). */
const REQUIREMENT: Readonly<Record<Exclude<MoBox, 'none'>, Localized>> = {
  ge: loc(
    'a German unit must attack a US, British, French or Belgian unit in France, Belgium or Germany (7.1.5)',
    "un'unità tedesca deve attaccare un'unità americana, inglese, francese o belga in Francia, Belgio o Germania (7.1.5)",
  ),
  tu: loc(
    'a Turkish unit must attack an Allied unit; the SN corps does not count (7.1.5)',
    "un'unità turca deve attaccare un'unità alleata; la SN non conta (7.1.5)",
  ),
  'ah-it': loc(
    'Austro-Hungarian units must attack a space with Italian units, a space in Italy, or Allied units tracing supply through Italy (7.1.6)',
    "unità austroungariche devono attaccare uno spazio con unità italiane, uno spazio in Italia, o unità alleate rifornite attraverso l'Italia (7.1.6)",
  ),
  ah: loc(
    'an Austro-Hungarian unit must attack any unit (7.1.7)',
    "un'unità austroungarica deve attaccare una qualsiasi unità (7.1.7)",
  ),
  fr: loc(
    'French units must attack German units in Belgium, France or Germany (7.1.4)',
    'unità francesi devono attaccare unità tedesche in Belgio, Francia o Germania (7.1.4)',
  ),
  br: loc(
    'British units (not AUS, CND, PT or ANA) must attack German units in Belgium, France or Germany (7.1.4)',
    'unità inglesi (non AUS, CND, PT o ANA) devono attaccare unità tedesche in Belgio, Francia o Germania (7.1.4)',
  ),
  it: loc(
    'an Italian unit must make at least one attack (7.1.3)',
    "un'unità italiana deve effettuare almeno un attacco (7.1.3)",
  ),
  ru: loc(
    'a Russian unit must make at least one attack (7.1.3)',
    "un'unità russa deve effettuare almeno un attacco (7.1.3)",
  ),
};

const nationOf = (box: Exclude<MoBox, 'none'>): MoNation => (box === 'ah-it' ? 'ah' : box);

const NEUTRALS = ['it', 'tu'] as const;
const CAPITALS = ['ge', 'ah', 'tu', 'fr', 'br', 'it', 'ru'] as const;

function listField<T extends string>(allowed: readonly T[], what: Localized) {
  return z
    .string()
    .default('')
    .transform((text, ctx): T[] => {
      const items = text
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((s) => s !== '');
      const bad = items.find((s) => !(allowed as readonly string[]).includes(s));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not ${what.en}: a list of ${allowed.join(', ')}`,
          params: { it: `"${bad}" non è ${what.it}: una lista tra ${allowed.join(', ')}` },
        });
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    });
}

const mandatedInput = z
  .object({
    side: z.enum(['cp', 'ap']),
    hoffmann: z.boolean().default(false),
    neutral: listField(NEUTRALS, loc('a nation that can be neutral here', 'una nazione che qui può essere neutrale')),
    enemyCapitals: listField(
      CAPITALS,
      loc('a nation of the Mandated Offensive tables', 'una nazione delle tabelle delle Offensive Obbligatorie'),
    ),
    hlTakeCommand: z.boolean().default(false),
    bolshevik: z.boolean().default(false),
    frenchMutiny: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const only = (key: string, side: 'cp' | 'ap', rule: string): void => {
      if (input.side !== side) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `only for the ${side === 'cp' ? 'Central Powers' : 'Allied'} roll (${rule})`,
          params: { it: `solo per il tiro ${side === 'cp' ? 'delle Potenze Centrali' : 'alleato'} (${rule})` },
        });
      }
    };
    if (input.hoffmann) only('hoffmann', 'cp', '7.1.9');
    if (input.hlTakeCommand) only('hlTakeCommand', 'cp', '7.1.10');
    if (input.bolshevik) only('bolshevik', 'ap', '7.1.11');
    if (input.frenchMutiny) only('frenchMutiny', 'ap', '7.1.8');
  });

type MandatedInput = z.infer<typeof mandatedInput>;

interface MoReading {
  readonly box: MoBox;
  readonly offensive: MoBox;
  readonly steps: readonly Localized[];
  readonly rules: readonly string[];
}

/** 7.1.2, 7.1.6, 7.1.10, 7.1.11: from the box read to the offensive that stands. */
export function readOffensive(
  boxes: readonly MoBox[],
  modified: number,
  input: Pick<MandatedInput, 'neutral' | 'enemyCapitals' | 'hlTakeCommand' | 'bolshevik'>,
): MoReading {
  let index = Math.min(Math.max(modified, 1), boxes.length) - 1;
  const read = boxes[index] ?? 'none';
  let box: MoBox = read;
  const steps: Localized[] = [];
  const rules: string[] = ['7.1.1'];
  for (let guard = 0; guard <= boxes.length; guard++) {
    if (box === 'none') break;
    if (box === 'ge' && input.hlTakeCommand) {
      steps.push(
        loc(
          'H-L Take Command: a GE result counts as None (7.1.10)',
          'H-L Prendono il Comando: il risultato GE vale Nessuna (7.1.10)',
        ),
      );
      rules.push('7.1.10');
      box = 'none';
      break;
    }
    if (box === 'ru' && input.bolshevik) {
      steps.push(
        loc(
          'Bolshevik Revolution: Russian offensives are ignored (7.1.11)',
          'Rivoluzione Bolscevica: le offensive russe sono ignorate (7.1.11)',
        ),
      );
      rules.push('7.1.11');
      box = 'none';
      break;
    }
    if (box === 'ah-it' && (input.neutral.includes('it') || input.enemyCapitals.includes('it'))) {
      steps.push(
        loc(
          'Italy is neutral or Rome is held by the Central Powers: AH (It) is treated as AH (7.1.6)',
          "l'Italia è neutrale o Roma è delle Potenze Centrali: AH (It) vale AH (7.1.6)",
        ),
      );
      rules.push('7.1.6');
      box = 'ah';
      continue;
    }
    const nation = nationOf(box);
    if ((input.neutral as readonly string[]).includes(nation)) {
      steps.push(
        loc(
          `${NATION_NAME[box].en} is neutral: no effect (7.1.2)`,
          `${NATION_NAME[box].it} è neutrale: nessun effetto (7.1.2)`,
        ),
      );
      rules.push('7.1.2');
      box = 'none';
      break;
    }
    if ((input.enemyCapitals as readonly string[]).includes(nation)) {
      // "si sposta la MO di uno spazio a destra": the next box of another nation, or None past the last one.
      let next = index + 1;
      while (
        next < boxes.length &&
        boxes[next] !== 'none' &&
        nationOf(boxes[next] as Exclude<MoBox, 'none'>) === nation
      )
        next++;
      const moved: MoBox = boxes[next] ?? 'none';
      const capital =
        nation === 'ah'
          ? loc('Vienna and Budapest are', 'Vienna e Budapest sono')
          : loc('its capital is', 'la sua capitale è');
      steps.push(
        loc(
          `${NATION_NAME[box].en}: ${capital.en} enemy-controlled, so one box to the right: ${NATION_NAME[moved].en} (7.1.2)`,
          `${NATION_NAME[box].it}: ${capital.it} in mano al nemico, quindi una casella a destra: ${NATION_NAME[moved].it} (7.1.2)`,
        ),
      );
      rules.push('7.1.2');
      index = next;
      box = moved;
      continue;
    }
    break;
  }
  return { box: read, offensive: box, steps, rules };
}

export const mandatedRuling = defineRuling({
  id: 'mandated',
  nameIt: 'offensiva',
  description: loc(
    'Mandated Offensive roll, with Hoffmann and the capital and neutral rules (7.1)',
    "Tiro dell'Offensiva Obbligatoria, con Hoffmann e le regole di capitali e neutrali (7.1)",
  ),
  options: [
    option.choice(
      'side',
      loc('Whose roll', 'Di chi è il tiro'),
      [
        { value: 'cp', name: loc('Central Powers', 'Potenze Centrali') },
        { value: 'ap', name: loc('Allies', 'Alleati') },
      ],
      { required: true, nameIt: 'parte' },
    ),
    option.boolean(
      'hoffmann',
      loc('Hoffmann was played: +1 to the CP roll (7.1.9)', 'Giocato Hoffmann: +1 al tiro CP (7.1.9)'),
    ),
    option.string(
      'neutral',
      loc('Neutral nations among it, tu (Aug 1914: it,tu)', 'Nazioni neutrali tra it, tu (ago 1914: it,tu)'),
      {
        nameIt: 'neutrali',
      },
    ),
    option.string(
      'enemy-capitals',
      loc(
        'Nations whose capital the enemy holds: ge,ah,tu,fr,br,it,ru (ah = both)',
        'Nazioni con capitale in mano nemica: ge,ah,tu,fr,br,it,ru (ah = entrambe)',
      ),
      { nameIt: 'capitali-nemiche' },
    ),
    option.boolean(
      'hl-take-command',
      loc(
        'H-L Take Command was played: GE counts as None (7.1.10)',
        'Giocato H-L Prendono il Comando: GE vale Nessuna',
      ),
      {
        nameIt: 'hl-comando',
      },
    ),
    option.boolean(
      'bolshevik',
      loc(
        'Bolshevik Revolution was played: RU ignored (7.1.11)',
        'Giocata Rivoluzione Bolscevica: RU ignorata (7.1.11)',
      ),
      {
        nameIt: 'bolscevichi',
      },
    ),
    option.boolean('french-mutiny', loc('French Mutiny was played (7.1.8)', 'Giocato Ammutinamento Francese (7.1.8)'), {
      nameIt: 'ammutinamento',
    }),
  ],
  input: mandatedInput,
  tables: [mandatedOffensivesTable],
  resolve(input, dice, ctx) {
    const loaded = ctx.tables[mandatedOffensivesTable.id] as MandatedOffensiveTables | undefined;
    const tables = loaded ?? DEFAULT_MANDATED_OFFENSIVES;
    const boxes: readonly MoBox[] = input.side === 'cp' ? tables.cp : tables.ap;
    const die = d6(dice, 'mandated');
    const drm = input.hoffmann ? 1 : 0;
    const modified = die + drm;
    const reading = readOffensive(boxes, modified, input);
    const row = Math.min(modified, boxes.length);
    const mutiny = reading.offensive === 'fr' && input.frenchMutiny;
    const modifiers: Modifier[] = [{ label: loc('Hoffmann', 'Hoffmann'), value: drm, rule: '7.1.9' }];
    const sideName = input.side === 'cp' ? loc('Central Powers', 'Potenze Centrali') : loc('Allied', 'Alleata');
    const source = loaded
      ? loc('as loaded from the pack', 'caricata dal pacchetto')
      : loc(
          'default from rally-the-troops and rtt-paths-of-glory-dice-analyzer: not in the rulebook',
          'predefinita da rally-the-troops e rtt-paths-of-glory-dice-analyzer: non è nel regolamento',
        );
    const lines: Localized[] = [
      describeRoll([die], modifiers, modified),
      loc(
        `${sideName.en} Mandated Offensive table (${source.en}), ${row === modified ? `box ${row}` : `${modified} read as box ${row}`}: **${NATION_NAME[reading.box].en}**.`,
        `Tabella Offensiva Obbligatoria ${input.side === 'cp' ? 'delle Potenze Centrali' : 'Alleata'} (${source.it}), ${row === modified ? `casella ${row}` : `${modified} letto come casella ${row}`}: **${NATION_NAME[reading.box].it}**.`,
      ),
      ...reading.steps.map((s) => loc(`→ ${s.en}.`, `→ ${s.it}.`)),
    ];
    const rules = [...reading.rules];
    if (input.hoffmann) rules.push('7.1.9');
    if (reading.offensive === 'none') {
      lines.push(loc('**No Mandated Offensive** this turn.', '**Nessuna Offensiva Obbligatoria** in questo turno.'));
    } else if (mutiny) {
      rules.push('7.1.8');
      lines.push(
        loc(
          '**French Mutiny**: no attack is required; if a French unit not stacked with a US unit attacks in France, Belgium or Germany this turn, +1 VP (7.1.8).',
          "**Ammutinamento Francese**: non è obbligatorio attaccare; se un'unità francese non raggruppata con unità americane attacca in Francia, Belgio o Germania nel turno, +1 VP (7.1.8).",
        ),
      );
    } else {
      rules.push('7.1.3');
      const penalty = input.side === 'cp' ? loc('VP −1', 'VP −1') : loc('VP +1', 'VP +1');
      const requirement = REQUIREMENT[reading.offensive];
      lines.push(
        loc(
          `**${NATION_NAME[reading.offensive].en} Mandated Offensive** this turn: ${requirement.en}; if not, ${penalty.en} in the War Status Phase (7.1.3).`,
          `**Offensiva Obbligatoria ${NATION_NAME[reading.offensive].it}** nel turno: ${requirement.it}; altrimenti ${penalty.it} nella Fase dello Stato di Guerra (7.1.3).`,
        ),
      );
    }
    return {
      ok: true,
      result: {
        die,
        modified,
        box: reading.box,
        offensive: reading.offensive,
        mutiny,
        table: loaded ? 'pack' : 'default',
      },
      rules: [...new Set(rules)],
      text: joinLocalized(lines),
    };
  },
});
