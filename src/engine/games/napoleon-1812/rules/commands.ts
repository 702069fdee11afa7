import { SIDES, type Side } from '../model.js';
import { judged, type Judged, type N1812Step, type StepModifier } from './steps.js';
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

export function combatCommands(input: CcInput): {
  mods: Record<Side, StepModifier[]>;
  raw: Record<Side, number>;
  cc: Record<Side, number>;
} {
  const mods: Record<Side, StepModifier[]> = { french: [], russian: [] };
  // 9.3: every Decisive Victory of an earlier turn, permanently: +1 the winner, −1 the loser.
  const decisive = (won: number, lost: number): number =>
    won * DECISIVE_VICTORY_CC.winner + lost * DECISIVE_VICTORY_CC.loser;
  mods.french.push({
    kind: 'decisive',
    value: decisive(input.frenchDecisive, input.russianDecisive),
    rule: '9.3',
    of: null,
  });
  mods.russian.push({
    kind: 'decisive',
    value: decisive(input.russianDecisive, input.frenchDecisive),
    rule: '9.3',
    of: null,
  });
  // 9.3: the events of the previous turn, this turn only.
  for (const event of Object.keys(CITY_EVENT_CC) as CityEvent[]) {
    if (!input[EVENT_KEYS[event]]) continue;
    mods.french.push({ kind: 'city-event', value: CITY_EVENT_CC[event].french, rule: '9.3', of: event });
    mods.russian.push({ kind: 'city-event', value: CITY_EVENT_CC[event].russian, rule: '9.3', of: event });
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

/** 9.3 and 9.4 for the turn, from 14.1's base: each side's CC and who attacks first. */
export function turnCommands(input: CcInput): Judged<CcResult> {
  const { mods, raw, cc } = combatCommands(input);
  const firstAttacker = firstToAttack(cc.french, cc.russian);
  const steps: N1812Step[] = SIDES.map((side) => ({
    step: 'combat-commands',
    rule: '9.3',
    side,
    base: BASE_COMBAT_COMMANDS[side],
    modifiers: mods[side],
    raw: raw[side],
    cc: cc[side],
    min: MIN_COMBAT_COMMANDS,
  }));
  steps.push({ step: 'first-attacker', rule: '9.4', side: firstAttacker, equal: cc.french === cc.russian });
  // 9.2: unspent CC are lost at the end of the turn (a reminder; the ruling reports 9.3 and 9.4).
  steps.push({ step: 'cc-expire', rule: '9.2' });
  return judged({ french: cc.french, russian: cc.russian, firstAttacker }, steps, ['9.3', '9.4']);
}
