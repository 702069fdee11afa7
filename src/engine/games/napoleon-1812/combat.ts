import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, type Modifier } from '../../core/ruling.js';
import { attackingGroup, COMBAT_OPTIONS, combatInputSchema, type CombatInput } from './combat-input.js';
import {
  advanceFor,
  advanceText,
  annihilationText,
  defenderAnnihilation,
  HIT_ALLOCATION_TEXT,
  PURSUIT_TEXT,
  resolveHits,
  retreatFor,
  retreatText,
  type Advance,
  type Annihilation,
  type CombatOutcome,
  type Retreat,
} from './combat-outcome.js';
import {
  attackModifiers,
  attackSupportValue,
  defenceSupportValue,
  fatigueDivisor,
  isDifficult,
  leaderBonus,
  napoleonCf,
  stackValue,
} from './combat-values.js';
import { sum, totalUnits } from './units.js';

/**
 * A full combat (rule 11) once the attack and the support stacks have been activated (attack-check,
 * support-check): the three dice are the attacker's 1xd6 (11.5), the defender's 1xd6 (11.7) and, when there is a
 * winner, the 1xd6 of the hits the loser inflicts (11.15).
 */

export interface CombatResult {
  readonly av: number;
  readonly mav: number;
  readonly fav: number;
  readonly dv: number;
  readonly fdv: number;
  readonly difference: number;
  readonly outcome: CombatOutcome;
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly retreat: Retreat;
  readonly advance: Advance;
  readonly pursuit: boolean;
  /** 11.13: whether the hits wipe out the defending stack whatever its owner does, may do so, or cannot. */
  readonly annihilation: Annihilation;
  /** 11.1: an all-cavalry defender attacked by a stack without cavalry could have retreated before the combat. */
  readonly cavalryMayWithdraw: boolean;
  readonly attackDie: number;
  readonly defenceDie: number;
  /** The 11.15 die; null on a tie, which has no winner. */
  readonly hitDie: number | null;
}

export const combat = defineRuling<CombatInput, CombatResult>({
  id: 'combat',
  nameIt: 'combattimento',
  description: loc(
    'Full combat (11): attack and defence values, support, fatigue, three d6, hits and retreat',
    'Combattimento completo (11): valori di attacco e difesa, supporto, fatica, tre d6, danni e ritirata',
  ),
  options: COMBAT_OPTIONS,
  input: combatInputSchema,
  resolve(input, dice) {
    const rules = new RuleList();
    const group = attackingGroup(input);
    const attackers = input.attackers;
    const defenders = input.defenders;
    const attackingGood = sum(attackers.good);

    // 11.1: an all-cavalry defender attacked by a stack without cavalry may retreat before combat.
    const defenderCavalryOnly =
      totalUnits(defenders) === defenders.good.cavalry + defenders.disrupted.cavalry && totalUnits(defenders) > 0;
    const cavalryMayWithdraw = defenderCavalryOnly && group.good.cavalry === 0;
    if (cavalryMayWithdraw) rules.add('11.1');

    // 16.4: CF adjustments "immediately before 11.3", only the highest-ranking leader's.
    const attackAbility =
      input.attackerLeader === 'napoleon'
        ? napoleonCf(attackingGood) // 16.4(5)
        : input.attackerLeader === 'none'
          ? 0
          : attackers.good.cavalry; // 16.4(3) Platov, 16.4(7) Murat and Grouchy, when attacking
    if (attackAbility > 0) rules.add('16.4');

    // 11.3 with 11.2 point 3.
    const attackDivisor = fatigueDivisor(input.attackerForcedMarch, input.attackerCombats);
    if (attackDivisor > 1) rules.add('11.2');
    rules.add('11.3');
    const attack = stackValue(
      attackingGood,
      attackAbility,
      group.good,
      attackDivisor,
      input.fatigueOn,
      loc('AV', 'AV'),
    );

    // 11.4
    const attackMods = attackModifiers(input.terrain, input.river, attackers.good.artillery > 0);
    const mav = attack.value + attackMods.reduce((total, m) => total + m.value, 0);
    if (attackMods.length > 0) rules.add('11.4');

    // 11.5 (16.2 in the advanced game: the cap is the units in the leader's command).
    rules.add('11.5');
    if (input.attackerCommand !== undefined) rules.add('16.2');
    const attackCap = input.attackerCommand ?? sum(group.good);
    const attackLeader = leaderBonus(input.attackerCr, attackCap);
    const attackSupport = input.attackerSupport.map((s, i) => attackSupportValue(s, i, input.terrain));
    if (attackSupport.some((s) => s.divisor > 1)) rules.add('11.2');
    const attackDie = d6(dice, 'combat-attack');
    const favMods: Modifier[] = [
      { label: loc('MAV', 'MAV'), value: mav, rule: '11.4' },
      {
        label: loc('leader CR', 'CR del Comandante'),
        value: attackLeader,
        rule: input.attackerCommand !== undefined ? '16.2' : '11.5',
      },
      ...attackSupport.map((s) => ({
        label: loc(`support ${s.stack}`, `supporto ${s.stack}`),
        value: s.value,
        rule: '11.5',
      })),
    ];
    const fav = attackDie + favMods.reduce((total, m) => total + m.value, 0);

    // 11.6, 11.7, 11.18
    const defendingGood = sum(defenders.good);
    const allDisrupted = defendingGood === 0;
    const defenceAbility = input.defenderLeader === 'napoleon' ? napoleonCf(defendingGood) : 0;
    if (defenceAbility > 0) rules.add('16.4');
    const defenceDivisor = fatigueDivisor(input.defenderForcedMarch, input.defenderCombats);
    if (defenceDivisor > 1 && !allDisrupted) rules.add('11.2');
    rules.add('11.6');
    const defence = stackValue(
      defendingGood,
      defenceAbility,
      defenders.good,
      defenceDivisor,
      input.fatigueOn,
      loc('DV', 'DV'),
    );
    const defenceCap = input.defenderCommand ?? defendingGood;
    const defenceLeader = leaderBonus(input.defenderCr, defenceCap);
    const defenceSupport = input.defenderSupport.map((s, i) => defenceSupportValue(s, i));
    if (!allDisrupted && defenceSupport.some((s) => s.divisor > 1)) rules.add('11.2');
    rules.add('11.7');
    if (input.defenderCommand !== undefined) rules.add('16.2');
    const defenceDie = d6(dice, 'combat-defence');
    const fdvMods: Modifier[] = allDisrupted
      ? []
      : [
          { label: loc('DV', 'DV'), value: defence.value, rule: '11.6' },
          {
            label: loc('leader CR', 'CR del Comandante'),
            value: defenceLeader,
            rule: input.defenderCommand !== undefined ? '16.2' : '11.7',
          },
          ...defenceSupport.map((s) => ({
            label: loc(`support ${s.stack}`, `supporto ${s.stack}`),
            value: s.value,
            rule: '11.7',
          })),
        ];
    if (allDisrupted) rules.add('11.18');
    const fdv = defenceDie + fdvMods.reduce((total, m) => total + m.value, 0);

    // 11.8–11.15
    const difference = fav - fdv;
    const attackerSideGood = sum(group.good) + input.attackerSupport.reduce((t, s) => t + s.good, 0);
    const defenderSideGood = defendingGood + input.defenderSupport.reduce((t, s) => t + s.good, 0);
    const hits = resolveHits(difference, attackerSideGood, defenderSideGood, dice);
    hits.rules.forEach((r) => rules.add(r));
    rules.add('11.17');

    // 11.13 annihilation, 11.11–11.12 retreat and advance, 11.16 pursuit, 14.6.
    const annihilation = defenderAnnihilation(hits.defenderHits, defenders, input.defenderSupport);
    if (annihilation === 'certain') rules.add('11.13');
    const retreat: Retreat = annihilation === 'certain' ? 'none' : retreatFor(difference);
    if (retreat !== 'none') rules.add('11.11');
    const frenchBarred = input.side === 'french' && isDifficult(input.terrain);
    const advance = advanceFor(difference, annihilation, attackers.good.cavalry, frenchBarred);
    if (frenchBarred && (annihilation === 'certain' || difference > 0)) rules.add('14.6');
    const pursuit = retreat !== 'none' && group.good.cavalry > 0 && defenders.good.cavalry === 0;
    if (pursuit) rules.add('11.16');

    const text = joinLocalized(
      [
        cavalryMayWithdraw
          ? loc(
              '(11.1: the defender is all cavalry and the attacker has none: it could have retreated before the combat.)',
              '(11.1: il difensore è tutto cavalleria e l’attaccante non ne ha: poteva ritirarsi prima del combattimento.)',
            )
          : null,
        attack.text,
        attackMods.length > 0
          ? describeStep(attack.value, attackMods, mav, loc('MAV', 'MAV'))
          : loc(`MAV ${mav} (no 11.4 reduction)`, `MAV ${mav} (nessuna riduzione 11.4)`),
        ...attackSupport.map((s) => s.text),
        prefixed(loc('FAV (11.5): ', 'FAV (11.5): '), describeRoll([attackDie], favMods, fav)),
        allDisrupted
          ? loc(
              `The defending hex holds only disrupted units: FDV = 1xd6 = ${defenceDie}, whatever leader or support (11.18).`,
              `L'esagono difeso contiene solo unità disorganizzate: FDV = 1xd6 = ${defenceDie}, nonostante Comandanti o supporto (11.18).`,
            )
          : null,
        allDisrupted ? null : defence.text,
        ...(allDisrupted ? [] : defenceSupport.map((s) => s.text)),
        allDisrupted ? null : prefixed(loc('FDV (11.7): ', 'FDV (11.7): '), describeRoll([defenceDie], fdvMods, fdv)),
        hits.text,
        HIT_ALLOCATION_TEXT,
        annihilationText(annihilation),
        retreatText(retreat, difference),
        advanceText(advance, frenchBarred, annihilation),
        pursuit ? PURSUIT_TEXT : null,
      ].filter((line): line is Localized => line !== null),
    );

    return {
      ok: true,
      result: {
        av: attack.value,
        mav,
        fav,
        dv: allDisrupted ? 0 : defence.value,
        fdv,
        difference,
        outcome: hits.outcome,
        attackerHits: hits.attackerHits,
        defenderHits: hits.defenderHits,
        retreat,
        advance,
        pursuit,
        annihilation,
        cavalryMayWithdraw,
        attackDie,
        defenceDie,
        hitDie: hits.hitDie,
      },
      rules: rules.list(),
      text,
    };
  },
});

class RuleList {
  private readonly seen: string[] = [];
  add(rule: string): void {
    if (!this.seen.includes(rule)) this.seen.push(rule);
  }
  list(): string[] {
    return [...this.seen];
  }
}

function prefixed(prefix: Localized, text: Localized): Localized {
  return loc(prefix.en + text.en, prefix.it + text.it);
}

function describeStep(base: number, mods: readonly Modifier[], final: number, name: Localized): Localized {
  const list = (lang: 'en' | 'it'): string =>
    mods
      .map((m) => `; ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${m.label[lang]}${m.rule ? ` (${m.rule})` : ''}`)
      .join('');
  return loc(`AV ${base}${list('en')} → ${name.en} ${final}`, `AV ${base}${list('it')} → ${name.it} ${final}`);
}
