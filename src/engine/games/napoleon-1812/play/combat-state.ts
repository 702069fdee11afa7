import type { Side } from '../model.js';
import type { CombatOutcome, Retreat } from '../rules/hits.js';
import type { CombatFrame, N1812State, Prompt } from './state.js';

/**
 * The frame of a combat in progress (rules 10–11), kept in `state.prompts` as `{name:'combat', side, combat}`: the
 * prompt's `side` is who answers next; `stage` is what he is asked; `next` is where the sequence goes on after the
 * fight once the current question is answered.
 */

export type CombatStage =
  /** 10.1, 10.2: the attacker orders units of the stack in `from` against `target`, then commits CC. */
  | 'order'
  /** 10.3, 10.4: the attacker calls support stacks (toggles in `called`), then rolls for them. */
  | 'attacker-support'
  /** 10.5, 10.6: the defender calls support stacks, then commits CC (which rolls for them). */
  | 'defender-support'
  /** 11.1: an all-cavalry defender attacked without cavalry may retreat before the combat. */
  | 'withdraw'
  /** 16.2, 16.4 (the option `leaders`): the owner chooses among leaders of equal rank, just before the fight. */
  | 'command'
  /** 11.9, 11.17: the owner named in `hits[0]` applies one hit at a time. */
  | 'hits'
  /** 11.10–11.12: the defender retreats (required or optional). */
  | 'retreat'
  /** 11.16: the defender chooses the disrupted unit the pursuit eliminates. */
  | 'pursuit'
  /** 11.1, 11.12, 11.13: the attacker chooses the units that advance (toggles in `advancing`), or holds. */
  | 'advance';

/** Where the sequence goes after the fight (rule 11's order: hits, stranded leaders, retreat, advance, the end). */
export type CombatNext = 'hits' | 'stranded' | 'retreat' | 'advance' | 'done';

/** The hits one side still has to apply (11.17), and how they may be split between its main stack and support. */
export interface HitsDue {
  side: Side;
  total: number;
  left: number;
  onSupport: number;
  /** 11.17 (11.9: the one hit of a tie goes on the attacking stack): the hits that must go on the main stack. */
  onMainAtLeast: number;
}

/** What the fight decided that the steps after it read. */
export interface Fought {
  difference: number;
  outcome: CombatOutcome;
  retreat: Retreat;
  pursuit: boolean;
}

export interface Combat extends CombatFrame {
  stage: CombatStage;
  attacker: Side;
  from: string;
  /** '' until the attacker picks the enemy stack. */
  target: string;
  ordered: string[];
  /** 10.2: CC the attacker committed (10.4: the same CC roll for his support). */
  cc: number;
  /** The support stacks the side asked now toggled on (10.3, 10.5). */
  called: string[];
  /** The support stacks that joined (10.4, 10.6). */
  attackerSupport: string[];
  defenderSupport: string[];
  /** The units of the defending stack when the fight began (its main stack for 11.17). */
  defenders: string[];
  fought: Fought | null;
  /** 11.1: the defender retreated before the combat (no fight). */
  withdrew: boolean;
  /** 11.11: where the defending stack retreated to, if it did. */
  retreatedTo: string;
  hits: HitsDue[];
  next: CombatNext;
  advancing: string[];
  /** 14.7 (b): the combat units each side lost in this combat (hits, a retreat that could not be made, pursuit). */
  lost: Record<Side, number>;
  /** 16.2, 16.4 (the option `leaders`): the leaders chosen among equals, by `<side>/cr` and `<side>/ability`. */
  leads?: Record<string, string>;
}

export type CombatPrompt = Extract<Prompt, { name: 'combat' }>;

/** The combat frame nearest the top of the stack (a refuge prompt of 11.19 may stand above it), if any. */
export function combatPrompt(state: N1812State): CombatPrompt | undefined {
  for (let i = state.prompts.length - 1; i >= 0; i--) {
    const p = state.prompts[i]!;
    if (p.name === 'combat') return p;
  }
  return undefined;
}

export function combatOf(prompt: CombatPrompt): Combat {
  return prompt.combat as Combat;
}

export function newCombat(attacker: Side, from: string, ordered: string[], target: string): Combat {
  return {
    stage: 'order',
    attacker,
    from,
    target,
    ordered,
    cc: 0,
    called: [],
    attackerSupport: [],
    defenderSupport: [],
    defenders: [],
    fought: null,
    withdrew: false,
    retreatedTo: '',
    hits: [],
    next: 'hits',
    advancing: [],
    lost: { french: 0, russian: 0 },
  };
}
