import { d6, type Dice } from '../../../core/dice.js';
import { problem, ruled, type Problem, type Ruled } from '../../../core/explain.js';
import type { Side } from '../model.js';
import type { MoBox, MoChangeStep, MoOutcomeStep, MoTableStep, RollStep } from './steps.js';

/**
 * Mandated Offensives (7.0). Each player rolls a d6 on his Mandated Offensive table (7.1.1); the tables are printed
 * on the map, not in the rulebook, so they come from a pack, with a documented public default.
 */

export type { MoBox };
export const CP_BOXES = ['none', 'ge', 'ah', 'ah-it', 'tu'] as const;
export const AP_BOXES = ['none', 'fr', 'br', 'it', 'ru'] as const;
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

export const NEUTRALS = ['it', 'tu'] as const;
export const CAPITALS = ['ge', 'ah', 'tu', 'fr', 'br', 'it', 'ru'] as const;
export type Neutral = (typeof NEUTRALS)[number];
export type Capital = (typeof CAPITALS)[number];

/** The state of the war that changes a Mandated Offensive roll (7.1.2, 7.1.6, 7.1.8–7.1.11). */
export interface MandatedSituation {
  readonly side: Side;
  readonly hoffmann: boolean;
  readonly neutral: readonly Neutral[];
  /** Nations whose capital the enemy controls (`ah`: both Vienna and Budapest, README.md). */
  readonly enemyCapitals: readonly Capital[];
  readonly hlTakeCommand: boolean;
  readonly bolshevik: boolean;
  readonly frenchMutiny: boolean;
}

/** The events that only one side's roll knows (7.1.8–7.1.11); the problem names the field at fault. */
export function situationProblem(s: MandatedSituation): { field: keyof MandatedSituation; problem: Problem } | null {
  const only = (field: keyof MandatedSituation, side: Side, rule: string) =>
    s.side === side ? null : { field, problem: problem(`only-${side}-roll`, { rule }, { rule }).problem };
  return (
    (s.hoffmann ? only('hoffmann', 'cp', '7.1.9') : null) ??
    (s.hlTakeCommand ? only('hlTakeCommand', 'cp', '7.1.10') : null) ??
    (s.bolshevik ? only('bolshevik', 'ap', '7.1.11') : null) ??
    (s.frenchMutiny ? only('frenchMutiny', 'ap', '7.1.8') : null)
  );
}

const nationOf = (box: Exclude<MoBox, 'none'>): MoNation => (box === 'ah-it' ? 'ah' : box);

interface MoReading {
  readonly box: MoBox;
  readonly offensive: MoBox;
  readonly steps: readonly MoChangeStep[];
  readonly rules: readonly string[];
}

/** 7.1.2, 7.1.6, 7.1.10, 7.1.11: from the box read to the offensive that stands. */
export function readOffensive(
  boxes: readonly MoBox[],
  modified: number,
  s: Pick<MandatedSituation, 'neutral' | 'enemyCapitals' | 'hlTakeCommand' | 'bolshevik'>,
): MoReading {
  let index = Math.min(Math.max(modified, 1), boxes.length) - 1;
  const read = boxes[index] ?? 'none';
  let box: MoBox = read;
  const steps: MoChangeStep[] = [];
  const rules: string[] = ['7.1.1'];
  for (let guard = 0; guard <= boxes.length; guard++) {
    if (box === 'none') break;
    if (box === 'ge' && s.hlTakeCommand) {
      steps.push({ step: 'mo-change', rule: '7.1.10', why: 'hl-take-command', from: box, to: 'none' });
      rules.push('7.1.10');
      box = 'none';
      break;
    }
    if (box === 'ru' && s.bolshevik) {
      steps.push({ step: 'mo-change', rule: '7.1.11', why: 'bolshevik', from: box, to: 'none' });
      rules.push('7.1.11');
      box = 'none';
      break;
    }
    if (box === 'ah-it' && (s.neutral.includes('it') || s.enemyCapitals.includes('it'))) {
      steps.push({ step: 'mo-change', rule: '7.1.6', why: 'ah-it-as-ah', from: box, to: 'ah' });
      rules.push('7.1.6');
      box = 'ah';
      continue;
    }
    const nation = nationOf(box);
    if ((s.neutral as readonly string[]).includes(nation)) {
      steps.push({ step: 'mo-change', rule: '7.1.2', why: 'neutral', from: box, to: 'none' });
      rules.push('7.1.2');
      box = 'none';
      break;
    }
    if ((s.enemyCapitals as readonly string[]).includes(nation)) {
      // 7.1.2 "si sposta la MO di uno spazio a destra": the next box of another nation, or None past the last one.
      let next = index + 1;
      while (
        next < boxes.length &&
        boxes[next] !== 'none' &&
        nationOf(boxes[next] as Exclude<MoBox, 'none'>) === nation
      )
        next++;
      const moved: MoBox = boxes[next] ?? 'none';
      steps.push({ step: 'mo-change', rule: '7.1.2', why: 'capital', from: box, to: moved });
      rules.push('7.1.2');
      index = next;
      box = moved;
      continue;
    }
    break;
  }
  return { box: read, offensive: box, steps, rules };
}

export interface MandatedOutcome {
  readonly die: number;
  readonly modified: number;
  readonly box: MoBox;
  readonly offensive: MoBox;
  readonly mutiny: boolean;
  readonly rules: readonly string[];
}

/** 7.1.1: a side's Mandated Offensive roll on its table (`source` says where the table came from). */
export function rollMandated(
  dice: Dice,
  tables: MandatedOffensiveTables,
  source: 'pack' | 'default',
  s: MandatedSituation,
): Ruled<MandatedOutcome, RollStep | MoTableStep | MoChangeStep | MoOutcomeStep> {
  const boxes: readonly MoBox[] = s.side === 'cp' ? tables.cp : tables.ap;
  const die = d6(dice, 'mandated');
  const drm = s.hoffmann ? 1 : 0;
  const modified = die + drm;
  const reading = readOffensive(boxes, modified, s);
  const row = Math.min(modified, boxes.length);
  const mutiny = reading.offensive === 'fr' && s.frenchMutiny;
  const steps: (RollStep | MoTableStep | MoChangeStep | MoOutcomeStep)[] = [
    { step: 'roll', dice: [die], modifiers: [{ why: 'hoffmann', value: drm, rule: '7.1.9' }], total: modified },
    { step: 'mo-table', rule: '7.1.1', side: s.side, source, modified, box: row, read: reading.box },
    ...reading.steps,
  ];
  const rules = [...reading.rules];
  if (s.hoffmann) rules.push('7.1.9');
  if (reading.offensive === 'none') {
    steps.push({ step: 'mo-outcome', side: s.side, offensive: 'none', mutiny: false });
  } else if (mutiny) {
    rules.push('7.1.8');
    steps.push({ step: 'mo-outcome', rule: '7.1.8', side: s.side, offensive: reading.offensive, mutiny: true });
  } else {
    rules.push('7.1.3');
    steps.push({ step: 'mo-outcome', rule: '7.1.3', side: s.side, offensive: reading.offensive, mutiny: false });
  }
  return ruled(
    { die, modified, box: reading.box, offensive: reading.offensive, mutiny, rules: [...new Set(rules)] },
    steps,
  );
}
