import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, signed, type Modifier } from '../../core/ruling.js';
import { SIDE_NAME, type Side } from './sides.js';
import {
  BASE_COMBAT_COMMANDS,
  CITY_EVENT_CC,
  DECISIVE_VICTORY_CC,
  MIN_COMBAT_COMMANDS,
  type CityEvent,
} from './tables.js';

/**
 * Rule 9: the Combat Commands each side receives at the start of a turn, and who attacks first (9.4). No dice.
 * Card adjustments (16.1) come after the 9.4 comparison and their texts are not in the rulebook: players add them.
 */

export interface CcInput {
  readonly frenchDecisive: number;
  readonly russianDecisive: number;
  readonly tookMoscow: boolean;
  readonly tookPetersburg: boolean;
  readonly leftMoscow: boolean;
  readonly leftPetersburg: boolean;
}

export interface CcResult {
  readonly french: number;
  readonly russian: number;
  readonly firstAttacker: Side;
}

const EVENT_KEYS: Readonly<Record<CityEvent, keyof CcInput>> = {
  'took-moscow': 'tookMoscow',
  'took-petersburg': 'tookPetersburg',
  'left-moscow': 'leftMoscow',
  'left-petersburg': 'leftPetersburg',
};

const EVENT_NAME: Readonly<Record<CityEvent, Localized>> = {
  'took-moscow': loc('Grande Armée took Moscow', 'la Grande Armée occupa Mosca'),
  'took-petersburg': loc('Grande Armée took St Petersburg', 'la Grande Armée occupa San Pietroburgo'),
  'left-moscow': loc('Grande Armée left Moscow', 'la Grande Armée lascia Mosca'),
  'left-petersburg': loc('Grande Armée left St Petersburg', 'la Grande Armée lascia San Pietroburgo'),
};

export function combatCommands(input: CcInput): {
  mods: Record<Side, Modifier[]>;
  raw: Record<Side, number>;
  cc: Record<Side, number>;
} {
  const mods: Record<Side, Modifier[]> = { french: [], russian: [] };
  // 9.3: every Decisive Victory of an earlier turn, permanently: +1 the winner, −1 the loser.
  const decisive = (won: number, lost: number): number =>
    won * DECISIVE_VICTORY_CC.winner + lost * DECISIVE_VICTORY_CC.loser;
  const label = loc('Decisive Victories', 'Vittorie Decisive');
  mods.french.push({ label, value: decisive(input.frenchDecisive, input.russianDecisive), rule: '9.3' });
  mods.russian.push({ label, value: decisive(input.russianDecisive, input.frenchDecisive), rule: '9.3' });
  // 9.3: the events of the previous turn, this turn only.
  for (const event of Object.keys(CITY_EVENT_CC) as CityEvent[]) {
    if (!input[EVENT_KEYS[event]]) continue;
    mods.french.push({ label: EVENT_NAME[event], value: CITY_EVENT_CC[event].french, rule: '9.3' });
    mods.russian.push({ label: EVENT_NAME[event], value: CITY_EVENT_CC[event].russian, rule: '9.3' });
  }
  const total = (side: Side): number => BASE_COMBAT_COMMANDS[side] + mods[side].reduce((t, m) => t + m.value, 0);
  const raw = { french: total('french'), russian: total('russian') };
  // 9.3: "non può mai essere ridotto a 0".
  const cc = { french: Math.max(MIN_COMBAT_COMMANDS, raw.french), russian: Math.max(MIN_COMBAT_COMMANDS, raw.russian) };
  return { mods, raw, cc };
}

/** 9.4: the side with more CC attacks first; "Se entrambi hanno lo stesso numero di CC, inizia il Francese". */
export function firstToAttack(french: number, russian: number): Side {
  return russian > french ? 'russian' : 'french';
}

/** Input bound only: a Decisive Victory needs 3 more eliminations than the winner's (14.7b). */
const MAX_DECISIVE = 30;

export const cc = defineRuling<CcInput, CcResult>({
  id: 'cc',
  nameIt: 'cc',
  description: loc(
    'Combat Commands this turn (9.3) and who attacks first (9.4); no dice',
    'Comandi di Combattimento del turno (9.3) e chi attacca per primo (9.4); nessun dado',
  ),
  options: [
    option.integer(
      'french-decisive',
      loc(
        'French Decisive Victories in earlier turns (9.3, 14.7b)',
        'Vittorie Decisive francesi nei turni precedenti (9.3, 14.7b)',
      ),
      {
        min: 0,
        max: MAX_DECISIVE,
        nameIt: 'vittorie-decisive-fra',
      },
    ),
    option.integer(
      'russian-decisive',
      loc(
        'Russian Decisive Victories in earlier turns (9.3, 14.7b)',
        'Vittorie Decisive russe nei turni precedenti (9.3, 14.7b)',
      ),
      {
        min: 0,
        max: MAX_DECISIVE,
        nameIt: 'vittorie-decisive-rus',
      },
    ),
    option.boolean(
      'took-moscow',
      loc('Last turn the Grande Armée occupied Moscow', 'Nel turno precedente la Grande Armée ha occupato Mosca'),
      { nameIt: 'presa-mosca' },
    ),
    option.boolean(
      'took-petersburg',
      loc(
        'Last turn the Grande Armée occupied St Petersburg',
        'Nel turno precedente la Grande Armée ha occupato San Pietroburgo',
      ),
      {
        nameIt: 'presa-pietroburgo',
      },
    ),
    option.boolean(
      'left-moscow',
      loc('Last turn the Grande Armée left Moscow', 'Nel turno precedente la Grande Armée ha lasciato Mosca'),
      { nameIt: 'lasciata-mosca' },
    ),
    option.boolean(
      'left-petersburg',
      loc(
        'Last turn the Grande Armée left St Petersburg',
        'Nel turno precedente la Grande Armée ha lasciato San Pietroburgo',
      ),
      {
        nameIt: 'lasciata-pietroburgo',
      },
    ),
  ],
  input: z.object({
    frenchDecisive: z.number().int().default(0),
    russianDecisive: z.number().int().default(0),
    tookMoscow: z.boolean().default(false),
    tookPetersburg: z.boolean().default(false),
    leftMoscow: z.boolean().default(false),
    leftPetersburg: z.boolean().default(false),
  }),
  resolve(input) {
    const { mods, raw, cc: value } = combatCommands(input);
    const firstAttacker = firstToAttack(value.french, value.russian);
    const line = (side: Side): Localized => {
      const list = (lang: 'en' | 'it'): string =>
        mods[side]
          .filter((m) => m.value !== 0)
          .map((m) => `; ${signed(m.value)} ${m.label[lang]} (${m.rule})`)
          .join('');
      const floor =
        raw[side] < MIN_COMBAT_COMMANDS
          ? loc(`, never below ${MIN_COMBAT_COMMANDS}`, `, mai meno di ${MIN_COMBAT_COMMANDS}`)
          : loc('', '');
      return loc(
        `${SIDE_NAME[side].en}: base ${BASE_COMBAT_COMMANDS[side]} (14.1)${list('en')} → **${value[side]} CC**${floor.en} (9.3)`,
        `${SIDE_NAME[side].it}: base ${BASE_COMBAT_COMMANDS[side]} (14.1)${list('it')} → **${value[side]} CC**${floor.it} (9.3)`,
      );
    };
    const first =
      value.french === value.russian
        ? loc(`Equal CC: the French attacks first (9.4).`, `CC pari: attacca per primo il Francese (9.4).`)
        : loc(
            `The ${SIDE_NAME[firstAttacker].en} has more CC and attacks first (9.4); leaders move first in the same order (12.2).`,
            `Il ${SIDE_NAME[firstAttacker].it} ha più CC e attacca per primo (9.4); muove per primo anche i Comandanti (12.2).`,
          );
    return {
      ok: true,
      result: { french: value.french, russian: value.russian, firstAttacker },
      rules: ['9.3', '9.4'],
      text: joinLocalized([
        line('french'),
        line('russian'),
        first,
        loc(
          'Unspent CC are lost at the end of the turn (9.2); card adjustments (16.1) come after this comparison.',
          'I CC non spesi sono persi alla fine del turno (9.2); gli aggiustamenti delle carte (16.1) vengono dopo questo confronto.',
        ),
      ]),
    };
  },
});
