import { twoD6, type Dice } from '../../../core/dice.js';
import { otherSide, type Side } from '../model.js';
import type { Outcome } from './outcome.js';
import {
  CAP_MAX,
  FOW_MANDATED_AFTER_TURN,
  FOW_MANDATED_SIDE,
  FOW_NO_EFFECT_IN_ALLIED_MANDATED,
  FOW_TABLE,
  VOSGES_HEXES,
  type FowRow,
} from './tables.js';

/** Fortunes of War (9.1.4 and the FoW table): 2d6 rolled by the attacker before each battle. */

export type FortuneEvent = FowRow | 'allied-mandated-battle' | 'german-mandated-battle' | 'no-effect';

/** How the battle goes on after the roll. */
export type BattleAfterFow = 'fought' | 'cancelled' | 'defender-chooses' | 'counterattack';
/** The Battle Map marker the result calls for (9.2.1), if any. */
export type FowMarker = 'none' | 'rout' | 'skirmish' | 'surprise' | 'counterattack' | 'offensive';

export interface FortunesResult {
  readonly dice: readonly [number, number] | null;
  readonly roll: number | null;
  /** The FoW table row read (null when nothing was rolled: Allenby's Cavalry). */
  readonly row: FowRow | null;
  readonly event: FortuneEvent;
  readonly battle: BattleAfterFow;
  readonly marker: FowMarker;
  readonly initiativePasses: boolean;
  readonly pendingBattlesCancelled: boolean;
  readonly capGain: { readonly side: Side; readonly amount: number; readonly after: number | null } | null;
  readonly mandatedBattle: { readonly side: Side; readonly counted: boolean | null } | null;
}

/** The battle the roll is made for, and what the players track that the results read. */
export interface FortunesAsked {
  readonly turn: number;
  readonly attacker: Side;
  /** An Allied (Plan 17) Mandated Battle. */
  readonly plan17: boolean;
  readonly entrenched: boolean;
  readonly hex?: number | undefined;
  readonly allenby: boolean;
  readonly secondActivation: boolean;
  /** CAP remaining and Mandated Battles markers, by side, when the players give them. */
  readonly cap: Readonly<Partial<Record<Side, number>>>;
  readonly mandated: Readonly<Partial<Record<Side, number>>>;
}

export type FortunesStep =
  | { readonly step: 'fow-allenby'; readonly rule: '12.4' }
  | { readonly step: 'fow-skirmish'; readonly rule: '9.5.1' }
  | {
      readonly step: 'fow-roll';
      readonly rule: '9.1.4';
      readonly dice: readonly [number, number];
      readonly total: number;
      readonly row: FowRow;
    }
  | { readonly step: 'fow-plan17-no-effect'; readonly rule: '9.1.1' }
  | {
      readonly step: 'fow-rout-waived';
      readonly rule: '9.4.2';
      readonly entrenched: boolean;
      readonly hex: number | null;
    }
  | { readonly step: 'fow-rout'; readonly rule: '9.4.2' }
  | { readonly step: 'fow-cautious-attacker'; readonly rule: '8.1.1'; readonly defender: Side }
  | {
      readonly step: 'fow-cap-gain';
      readonly side: Side;
      readonly before: number | null;
      readonly after: number | null;
      readonly max: number;
    }
  | { readonly step: 'fow-battle-fought' }
  | { readonly step: 'fow-mandated'; readonly rule: '9.1.1 a'; readonly side: Side; readonly total: number }
  | {
      readonly step: 'fow-mandated-count';
      readonly rule: '9.1.1 a';
      readonly counted: boolean | null;
      readonly marker: number | null;
      readonly cap: number | null;
    }
  | { readonly step: 'fow-defence-only-attack'; readonly rule: '2.4' }
  | { readonly step: 'fow-french-disorganized-first'; readonly rule: '9.2.3 a'; readonly alliesAttack: boolean }
  | { readonly step: 'fow-dta'; readonly rule: '8.1.1'; readonly defender: Side; readonly noCap: boolean }
  | {
      readonly step: 'fow-dta-initiative';
      readonly rule: '8.1.1';
      readonly attacker: Side;
      readonly defender: Side;
      readonly secondActivation: boolean;
    }
  | { readonly step: 'fow-attacker-surprise' }
  | { readonly step: 'fow-counterattack'; readonly rule: '8.1.1'; readonly defender: Side };

/** The Fortunes of War roll before a battle and what it does to the battle (9.1.4, FoW table). */
export function fortunesOfWar(a: FortunesAsked, dice: Dice): Outcome<FortunesResult, FortunesStep> {
  const defender = otherSide(a.attacker);
  const rules: string[] = ['9.1.4'];
  const steps: FortunesStep[] = [];
  const base = {
    battle: 'fought' as BattleAfterFow,
    marker: 'none' as FowMarker,
    initiativePasses: false,
    pendingBattlesCancelled: false,
    capGain: null,
    mandatedBattle: null,
  };
  if (a.allenby) {
    // 12.4: no roll; the Allies take the automatic Skirmish (FoW 4).
    rules.push('12.4');
    steps.push({ step: 'fow-allenby', rule: '12.4' }, { step: 'fow-skirmish', rule: '9.5.1' });
    const value: FortunesResult = { ...base, dice: null, roll: null, row: null, event: 'skirmish', marker: 'skirmish' };
    return { value, steps, rules };
  }
  const { dice: pair, total } = twoD6(dice, 'fortunes-of-war');
  const row = FOW_TABLE[total] as FowRow;
  steps.push({ step: 'fow-roll', rule: '9.1.4', dice: pair, total, row });
  const done = (
    event: FortuneEvent,
    extra: Partial<Omit<FortunesResult, 'dice' | 'roll' | 'row' | 'event'>> = {},
  ): Outcome<FortunesResult, FortunesStep> => ({
    value: { ...base, ...extra, dice: pair, roll: total, row, event },
    steps,
    rules,
  });

  // Aid card, Allied Mandated Battles, item 4: results 3, 7 and 10 are no effect, so the battle is fought.
  if (a.plan17 && FOW_NO_EFFECT_IN_ALLIED_MANDATED.includes(total)) {
    rules.push('9.1.1');
    steps.push({ step: 'fow-plan17-no-effect', rule: '9.1.1' });
    return done('no-effect');
  }

  switch (row) {
    case 'rout': {
      rules.push('9.4.2');
      const vosges = a.hex !== undefined && VOSGES_HEXES.includes(a.hex);
      if (a.entrenched || vosges) {
        steps.push({ step: 'fow-rout-waived', rule: '9.4.2', entrenched: a.entrenched, hex: a.hex ?? null });
        return done('no-effect');
      }
      steps.push({ step: 'fow-rout', rule: '9.4.2' });
      return done('rout', { marker: 'rout' });
    }
    case 'cautious-attacker':
      // 8.1.1, 9.1.3 d: every battle not yet fought is cancelled, this one included; 9.1.1 c: no Mandated Battle.
      rules.push('8.1.1', '9.1.3 d', '9.1.1 c');
      steps.push({ step: 'fow-cautious-attacker', rule: '8.1.1', defender });
      return done('cautious-attacker', { battle: 'cancelled', initiativePasses: true, pendingBattlesCancelled: true });
    case 'skirmish':
      steps.push({ step: 'fow-skirmish', rule: '9.5.1' });
      return done('skirmish', { marker: 'skirmish' });
    case 'german-general-staff':
    case 'allied-general-staff': {
      const side: Side = row === 'german-general-staff' ? 'german' : 'allied';
      const before = a.cap[side];
      const after = before === undefined ? null : Math.min(CAP_MAX, before + 1);
      steps.push({ step: 'fow-cap-gain', side, before: before ?? null, after, max: CAP_MAX });
      steps.push({ step: 'fow-battle-fought' });
      return done(row, { capGain: { side, amount: 1, after } });
    }
    case 'offensive-a-outrance': {
      if (a.turn > FOW_MANDATED_AFTER_TURN) {
        const side = FOW_MANDATED_SIDE[total] as Side;
        rules.push('9.1.1 a');
        const capLeft = a.cap[side];
        const mandated = a.mandated[side];
        // 9.1.1 a @: ignored if that side has 0 CAP, or its Mandated Battles marker is at or above its CAP remaining.
        const counted =
          capLeft === undefined ? null : capLeft === 0 ? false : mandated === undefined ? null : mandated < capLeft;
        steps.push({ step: 'fow-mandated', rule: '9.1.1 a', side, total });
        steps.push({
          step: 'fow-mandated-count',
          rule: '9.1.1 a',
          counted,
          marker: mandated ?? null,
          cap: capLeft ?? null,
        });
        steps.push({ step: 'fow-battle-fought' });
        const event: FortuneEvent = side === 'allied' ? 'allied-mandated-battle' : 'german-mandated-battle';
        return done(event, { mandatedBattle: { side, counted } });
      }
      // Turns 1–4: defence-only units may attack (2.4); French Disorganized attackers go first (9.2.3 a).
      rules.push('2.4', '9.2.3 a');
      steps.push({ step: 'fow-defence-only-attack', rule: '2.4' });
      steps.push({ step: 'fow-french-disorganized-first', rule: '9.2.3 a', alliesAttack: a.attacker === 'allied' });
      return done('offensive-a-outrance', { marker: a.attacker === 'allied' ? 'offensive' : 'none' });
    }
    case 'defenders-tactical-advantage': {
      rules.push('8.1.1');
      const noCap = a.cap[defender] === 0;
      steps.push({ step: 'fow-dta', rule: '8.1.1', defender, noCap });
      steps.push({
        step: 'fow-dta-initiative',
        rule: '8.1.1',
        attacker: a.attacker,
        defender,
        secondActivation: a.secondActivation,
      });
      return done('defenders-tactical-advantage', {
        battle: noCap ? 'fought' : 'defender-chooses',
        initiativePasses: a.secondActivation,
      });
    }
    case 'attacker-surprise':
      steps.push({ step: 'fow-attacker-surprise' });
      return done('attacker-surprise', { marker: 'surprise' });
    case 'counterattack':
      // 8.1.1, 9.2.4, 9.3.1 b: the defender counterattacks at no CAP cost; the other pending battles are cancelled.
      rules.push('8.1.1', '9.2.4', '9.3.1 b');
      steps.push({ step: 'fow-counterattack', rule: '8.1.1', defender });
      return done('counterattack', {
        battle: 'counterattack',
        marker: 'counterattack',
        initiativePasses: true,
        pendingBattlesCancelled: true,
      });
  }
}
