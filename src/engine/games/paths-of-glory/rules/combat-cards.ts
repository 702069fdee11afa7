import type { Problem } from '../../../core/explain.js';
import type { Nation, Side } from '../model.js';
import type { Position } from './position.js';
import { seasonOf } from './sequence.js';

/**
 * The Combat Cards of the 2004 deck (3.0 "CC", 9.5.4, 12.2.4–12.2.6) as pure rules: when each may be played in a
 * combat being fought, and what it changes there. Read from the Italian card list (pp. 28–35 of the book) and its
 * rules; where neither says, the reading is named next to the card and in the README ("Combat cards").
 *
 * The 2022 Deluxe optional cards (AP 58, 59, 61, 63; CP 56, 57, 60, 62, 64) are not here.
 */

/** What a combat card may read of a combat being fought. */
export interface CardCombat {
  /** The active side. */
  readonly attacker: Side;
  /** The defending space id. */
  readonly target: string;
  /** The attacking spaces. */
  readonly from: readonly string[];
  /** Unit ids attacking. */
  readonly attackers: readonly string[];
  /** Unit ids in the defending space (12.5.8: not those that retreated into it this round). */
  readonly defenders: readonly string[];
  /** A flank attempt is being made (12.2.5). */
  readonly flank: boolean;
  /** A card already cancelled the trench (12.2.4). */
  readonly trenchCancelled: boolean;
  /**
   * 14.3.4: out-of-supply defenders get nothing from Combat Cards; nor do Turks in Medina living on its special
   * supply (14.1.8), which the caller answers false for. Absent: every unit is in supply.
   */
  readonly inSupply?: (unit: string) => boolean;
  /** 9.5.4.4: the Combat Cards already used in a combat this action round, this combat's included. */
  readonly used?: readonly string[];
}

/** 12.2.1 step 3 (cards cancelling trenches), step 4 (the flank attempt), step 5 (the other combat cards). */
export type CardWindow = 'trench' | 'flank' | 'cards';
export const CARD_WINDOWS: readonly CardWindow[] = ['trench', 'flank', 'cards'];

/** What a card changes in the combat. Data only: the combat (rules/combat.ts) applies it. */
export interface CombatCardEffect {
  readonly attackerDrm?: number;
  readonly defenderDrm?: number;
  /** Column shifts; no card of the 2004 deck shifts columns. */
  readonly attackerShift?: number;
  readonly defenderShift?: number;
  /** 12.2.4: the trench counts for nothing in this combat. */
  readonly cancelTrench?: boolean;
  /** Wireless Intercepts: the flank attempt succeeds without a roll (12.2.9, 12.3.3). */
  readonly flankSuccess?: boolean;
  /** Von Hutier: the attacker fires first (12.2.8, 12.2.9). */
  readonly attackerFirst?: boolean;
  /** 12.6: Withdrawal. */
  readonly withdrawal?: boolean;
  /** Kemal: the defender fires on the Army table (12.3.4.1). */
  readonly kemal?: boolean;
  /** They Shall Not Pass: a defender that loses the combat does not retreat. */
  readonly noRetreat?: boolean;
  /** Peace Offensive: VP change (+ towards the Central Powers) if the attackers do not advance into the space. */
  readonly vpIfNoAdvance?: number;
}

export type CardRole = 'attacker' | 'defender';

export interface CombatCardRule {
  /** `${side}-${number}`: 'cp-2', 'ap-6' … */
  readonly card: string;
  readonly by: CardRole | 'either';
  readonly window: CardWindow;
  /** Discarded after the combat even when its side wins (9.5.4.2 'one combat per turn'). */
  readonly oncePerTurn?: boolean;
  /** Stays in front of its player after a tie, discarded only when its side loses (9.5.4.2, 12.2.11). */
  readonly survivesTie?: boolean;
  /** The book rule it relies on, if any. */
  readonly rule?: string;
  /** Why it may not be played in this combat (null: it may). */
  problem(p: Position, combat: CardCombat): Problem | null;
  effect(p: Position, combat: CardCombat): CombatCardEffect;
}

// ---------------------------------------------------------------------------------------------------------------
// What the cards read.

/**
 * The nationalities the cards name, and the units of each. The special armies count with their nation (the BEF,
 * MEF and NE are British armies, the CAU Russian, YLD and AoI Turkish, the Army of the Orient French). AUS, CND,
 * PT and ANA are not British for a card: 9.2.3 makes them one nationality with the British for activation only,
 * and its note keeps them apart otherwise (README, reading 2). Montenegrins are not Serbians; the Sanusi are not Turks.
 */
export type CardNation = 'ge' | 'br' | 'fr' | 'ru' | 'tu' | 'sb' | 'it';
const NATION_UNITS: Readonly<Record<CardNation, readonly Nation[]>> = {
  ge: ['ge'],
  br: ['br', 'bef', 'mef', 'ne'],
  fr: ['fr', 'aoo'],
  ru: ['ru', 'cau'],
  tu: ['tu', 'yld', 'aoi'],
  sb: ['sb'],
  it: ['it'],
};

/** Whether the unit is of one of the nationalities a card names (the events that change combat read them too). */
export function isOf(p: Position, unit: string, nations: readonly CardNation[]): boolean {
  const nation = p.model.units[unit]?.nation;
  return nation !== undefined && nations.some((n) => NATION_UNITS[n].includes(nation));
}

/** The card's side, from its id. */
function sideOfCard(card: string): Side {
  return card.startsWith('cp-') ? 'cp' : 'ap';
}

function roleOf(card: string, combat: CardCombat): CardRole {
  return sideOfCard(card) === combat.attacker ? 'attacker' : 'defender';
}

/** 14.3.4: the defenders that may benefit from a card, those in supply. */
function suppliedDefenders(combat: CardCombat): readonly string[] {
  const inSupply = combat.inSupply;
  return inSupply ? combat.defenders.filter((u) => inSupply(u)) : combat.defenders;
}

/** The units of the card's own side in the combat: the attackers, or the defenders in supply. */
function ownUnits(card: string, combat: CardCombat): readonly string[] {
  return roleOf(card, combat) === 'attacker' ? combat.attackers : suppliedDefenders(combat);
}

/** A trench stands in the defending space for this combat (not cancelled, 12.2.4). */
function entrenched(p: Position, combat: CardCombat): boolean {
  return (p.state.trenches[combat.target] ?? 0) > 0 && !combat.trenchCancelled;
}

/** An intact fort in a space of France (the book's "forte francese"; a destroyed fort is none, 15.3). */
function frenchFort(p: Position, space: string): boolean {
  const s = p.model.spaces[space];
  return !!s && s.nation === 'fr' && s.fort !== null && s.fort > 0 && !p.state.destroyed.includes(space);
}

/** The unit's CF on the side now up. */
function cfNow(p: Position, unit: string): number {
  const u = p.model.units[unit];
  if (!u) return 0;
  const strength = p.state.units[unit]?.strength ?? u.strength;
  return (strength === 'full' ? u.full.cf : u.reduced.cf) ?? 0;
}

const FALKENHAYN = 'cp-13';
const LANDSHIPS = 'ap-28';
const HL_TAKE_COMMAND = 'cp-54';

// Problems, as data: each names the card (words in play/combat-card-words.ts).

function needs(card: string, role: CardRole, nations: readonly CardNation[]): Problem {
  return { code: 'cc-needs-nation', params: { card, role, nations: nations.join(' ') } };
}
function needsOnly(card: string, nation: CardNation): Problem {
  return { code: 'cc-needs-only-nation', params: { card, nation } };
}
function needsEvent(card: string, event: string): Problem {
  return { code: 'cc-needs-event', params: { card, event } };
}

/** The card's own side has a unit of `nations` in the combat. */
function ownHas(p: Position, card: string, combat: CardCombat, nations: readonly CardNation[]): Problem | null {
  return ownUnits(card, combat).some((u) => isOf(p, u, nations)) ? null : needs(card, roleOf(card, combat), nations);
}

/** The defending space holds a unit of `nation` (in supply or not: the attacker's card reads the enemy). */
function defenderHas(p: Position, card: string, combat: CardCombat, nation: CardNation): Problem | null {
  return combat.defenders.some((u) => isOf(p, u, [nation])) ? null : needs(card, 'defender', [nation]);
}

/** The defending space holds units of `nation` only. */
function defenderOnly(p: Position, card: string, combat: CardCombat, nation: CardNation): Problem | null {
  return combat.defenders.length > 0 && combat.defenders.every((u) => isOf(p, u, [nation]))
    ? null
    : needsOnly(card, nation);
}

/** A drm for the card's own side. */
function ownDrm(card: string, combat: CardCombat, drm: number): CombatCardEffect {
  return roleOf(card, combat) === 'attacker' ? { attackerDrm: drm } : { defenderDrm: drm };
}

// ---------------------------------------------------------------------------------------------------------------
// The cards.

/** A card whose only condition is a unit of `nations` on its side and whose effect is a drm for that side. */
function drmCard(
  card: string,
  by: CombatCardRule['by'],
  nations: readonly CardNation[],
  drm: number,
  extra: Partial<Pick<CombatCardRule, 'oncePerTurn' | 'rule'>> = {},
): CombatCardRule {
  return {
    card,
    by,
    window: 'cards',
    ...extra,
    problem: (p, c) => ownHas(p, card, c, nations),
    effect: (_p, c) => ownDrm(card, c, drm),
  };
}

/** Severe Weather, both sides' (AP #7, CP #4): mountain in Fall or Winter, swamp in Spring or Fall. */
function severeWeather(card: string): CombatCardRule {
  return {
    card,
    by: 'defender',
    window: 'cards',
    problem(p, c) {
      const terrain = p.model.spaces[c.target]?.terrain;
      // 5.3.1, 1.0: turn 3 is Fall 1914; August and September 1914 are neither Fall, Winter nor Spring.
      const { season } = seasonOf(p.state.turn);
      const ok =
        (terrain === 'mountain' && (season === 'fall' || season === 'winter')) ||
        (terrain === 'swamp' && (season === 'spring' || season === 'fall'));
      return ok ? null : { code: 'cc-weather', params: { card, terrain: terrain ?? '', season } };
    },
    effect: () => ({ defenderDrm: 2 }),
  };
}

/** The Central Powers' cards that cancel the trench for a German attack after H-L Take Command (CP #49–51). */
function hlOffensive(card: string, effect: CombatCardEffect): CombatCardRule {
  return {
    card,
    by: 'attacker',
    window: 'trench',
    rule: '12.2.4',
    problem: (p, c) =>
      p.state.events.includes(HL_TAKE_COMMAND) ? ownHas(p, card, c, ['ge']) : needsEvent(card, HL_TAKE_COMMAND),
    effect: () => ({ cancelTrench: true, ...effect }),
  };
}

const CARDS: readonly CombatCardRule[] = [
  // AP #4 Pleve: a Russian attack or defence, +1 to the Russian side.
  drmCard('ap-4', 'either', ['ru'], 1),
  // AP #5 Putnik: 1914 or 1915 only; a Serbian attack or defence, +1 (9.5.4.4: once a round, attacking or defending).
  {
    card: 'ap-5',
    by: 'either',
    window: 'cards',
    rule: '9.5.4.4',
    problem: (p, c) =>
      seasonOf(p.state.turn).year > 1915
        ? { code: 'cc-year', params: { card: 'ap-5', last: 1915 } }
        : ownHas(p, 'ap-5', c, ['sb']),
    effect: (_p, c) => ownDrm('ap-5', c, 1),
  },
  // AP #6 Withdrawal: played by the defender after the flank roll (12.6.2), in the cards step.
  {
    card: 'ap-6',
    by: 'defender',
    window: 'cards',
    rule: '12.6',
    problem: () => null,
    effect: () => ({ withdrawal: true }),
  },
  severeWeather('ap-7'),
  // AP #18 Hurricane Barrage: a British attack, +1 (12.3.4's example: it keeps working once the British are gone).
  drmCard('ap-18', 'attacker', ['br'], 1),
  // AP #19 Air Superiority: a British or French attack, +1.
  drmCard('ap-19', 'attacker', ['br', 'fr'], 1),
  // AP #21 Phosgene Gas: a French attack, +1.
  drmCard('ap-21', 'attacker', ['fr'], 1),
  // AP #36 Mine Attack: a British attack on an entrenched defender, +1; one combat a turn.
  {
    card: 'ap-36',
    by: 'attacker',
    window: 'cards',
    oncePerTurn: true,
    rule: '9.5.4.2',
    problem: (p, c) =>
      entrenched(p, c) ? ownHas(p, 'ap-36', c, ['br']) : { code: 'cc-needs-trench', params: { card: 'ap-36' } },
    effect: () => ({ attackerDrm: 1 }),
  },
  // AP #39 They Shall Not Pass: a defence of a space with a French fort; a lost combat brings no retreat.
  {
    card: 'ap-39',
    by: 'defender',
    window: 'cards',
    survivesTie: true,
    rule: '12.2.11',
    problem: (p, c) => (frenchFort(p, c.target) ? null : { code: 'cc-needs-french-fort', params: { card: 'ap-39' } }),
    effect: () => ({ noRetreat: true }),
  },
  // AP #48 Royal Tank Corps: after Landships; a British attack into clear terrain cancels the trench; one combat a turn.
  {
    card: 'ap-48',
    by: 'attacker',
    window: 'trench',
    oncePerTurn: true,
    rule: '12.2.4',
    problem(p, c) {
      if (!p.state.events.includes(LANDSHIPS)) return needsEvent('ap-48', LANDSHIPS);
      if (p.model.spaces[c.target]?.terrain !== 'clear') return { code: 'cc-needs-clear', params: { card: 'ap-48' } };
      return ownHas(p, 'ap-48', c, ['br']);
    },
    effect: () => ({ cancelTrench: true }),
  },

  // CP #2 Wireless Intercepts: a German flank attempt on a space of Russians only succeeds.
  {
    card: 'cp-2',
    by: 'attacker',
    window: 'flank',
    rule: '12.3.3',
    problem: (p, c) =>
      !c.flank
        ? { code: 'cc-needs-flank', rule: '12.2.5', params: { card: 'cp-2' } }
        : (ownHas(p, 'cp-2', c, ['ge']) ?? defenderOnly(p, 'cp-2', c, 'ru')),
    effect: () => ({ flankSuccess: true }),
  },
  // CP #3 Von Francois: a German attack on Russian units, +1.
  {
    card: 'cp-3',
    by: 'attacker',
    window: 'cards',
    problem: (p, c) => ownHas(p, 'cp-3', c, ['ge']) ?? defenderHas(p, 'cp-3', c, 'ru'),
    effect: () => ({ attackerDrm: 1 }),
  },
  severeWeather('cp-4'),
  // CP #15 Chlorine Gas, #19 Flamethrowers, #35 Mustard Gas, #40 Air Superiority: a German attack, +1.
  drmCard('cp-15', 'attacker', ['ge'], 1),
  // CP #16 Liman von Sanders: a Turkish attack or defence, +1.
  drmCard('cp-16', 'either', ['tu'], 1),
  // CP #18 Fortified Machine Guns: an entrenched German defender, +1.
  {
    card: 'cp-18',
    by: 'defender',
    window: 'cards',
    problem: (p, c) =>
      entrenched(p, c) ? ownHas(p, 'cp-18', c, ['ge']) : { code: 'cc-needs-trench', params: { card: 'cp-18' } },
    effect: () => ({ defenderDrm: 1 }),
  },
  drmCard('cp-19', 'attacker', ['ge'], 1),
  // CP #26 Place of Execution: after Falkenhayn and before H-L Take Command; an attack on a French fort, +2.
  {
    card: 'cp-26',
    by: 'attacker',
    window: 'cards',
    problem(p, c) {
      if (!p.state.events.includes(FALKENHAYN)) return needsEvent('cp-26', FALKENHAYN);
      if (p.state.events.includes(HL_TAKE_COMMAND))
        return { code: 'cc-after-event', params: { card: 'cp-26', event: HL_TAKE_COMMAND } };
      return frenchFort(p, c.target) ? null : { code: 'cc-needs-french-fort', params: { card: 'cp-26' } };
    },
    effect: () => ({ attackerDrm: 2 }),
  },
  // CP #30 Alpenkorps: an attack into or out of a mountain space, +1 (the 2004 card names no nationality).
  {
    card: 'cp-30',
    by: 'attacker',
    window: 'cards',
    problem: (p, c) =>
      [c.target, ...c.from].some((s) => p.model.spaces[s]?.terrain === 'mountain')
        ? null
        : { code: 'cc-needs-mountain', params: { card: 'cp-30' } },
    effect: () => ({ attackerDrm: 1 }),
  },
  // CP #31 Kemal: a Turkish defender of CF 1 or more (12.3.4.1) fires on the Army table; one combat a turn.
  {
    card: 'cp-31',
    by: 'defender',
    window: 'cards',
    oncePerTurn: true,
    rule: '12.3.4.1',
    problem: (p, c) =>
      suppliedDefenders(c).some((u) => isOf(p, u, ['tu']) && cfNow(p, u) >= 1)
        ? null
        : { code: 'cc-kemal', rule: '12.3.4.1', params: { card: 'cp-31' } },
    effect: () => ({ kemal: true }),
  },
  drmCard('cp-35', 'attacker', ['ge'], 1),
  drmCard('cp-40', 'attacker', ['ge'], 1),
  // CP #43 Von Below: an attack on Italians only cancels the trench (the 2004 card names no attacking nationality).
  {
    card: 'cp-43',
    by: 'attacker',
    window: 'trench',
    rule: '12.2.4',
    problem: (p, c) => defenderOnly(p, 'cp-43', c, 'it'),
    effect: () => ({ cancelTrench: true }),
  },
  // CP #44 Von Hutier: an attack on Russian units cancels the trench and fires first (12.2.8, 12.2.9).
  {
    card: 'cp-44',
    by: 'attacker',
    window: 'trench',
    rule: '12.2.4',
    problem: (p, c) => defenderHas(p, 'cp-44', c, 'ru'),
    effect: () => ({ cancelTrench: true, attackerFirst: true }),
  },
  // CP #49 Michael (+1), #50 Blucher, #51 Peace Offensive (−1 VP if the attackers do not advance into the space).
  hlOffensive('cp-49', { attackerDrm: 1 }),
  hlOffensive('cp-50', {}),
  hlOffensive('cp-51', { vpIfNoAdvance: -1 }),
];

export const COMBAT_CARDS: Readonly<Record<string, CombatCardRule>> = Object.fromEntries(
  CARDS.map((rule) => [rule.card, rule]),
);

/**
 * Why `side` may not play `card` in `window` of this combat, or null. Whether the player holds the card (in hand,
 * or kept face up from a combat won this turn, 9.5.4.2) is the caller's to check.
 */
export function combatCardProblem(
  p: Position,
  side: Side,
  card: string,
  window: CardWindow,
  combat: CardCombat,
): Problem | null {
  const rule = COMBAT_CARDS[card];
  if (!rule) return { code: 'cc-not-combat-card', rule: '9.5.4', params: { card } };
  if (sideOfCard(card) !== side) return { code: 'cc-not-yours', rule: '9.1.2', params: { card } };
  const role = roleOf(card, combat);
  // 9.5.1.1: the card's own text says who plays it and when; its conditions below are the card's too.
  if (rule.by !== 'either' && rule.by !== role)
    return { code: 'cc-wrong-role', rule: CARD_TEXT, params: { card, role: rule.by } };
  if (rule.window !== window) return { code: 'cc-wrong-window', rule: '12.2.1', params: { card, window: rule.window } };
  // 9.5.4.4: once an action round (a card kept face up after a won combat included).
  if ((combat.used ?? []).includes(card)) return { code: 'cc-used-this-round', rule: '9.5.4.4', params: { card } };
  if (role === 'defender') {
    // 3.0 (CC): forts are not units; no card supports an unoccupied fort.
    if (combat.defenders.length === 0) return { code: 'cc-unoccupied-fort', rule: '3.0', params: { card } };
    // 14.3.4: out-of-supply defenders get nothing from a card.
    if (suppliedDefenders(combat).length === 0) return { code: 'cc-out-of-supply', rule: '14.3.4', params: { card } };
  }
  const own = rule.problem(p, combat);
  return own && own.rule === undefined ? { ...own, rule: CARD_TEXT } : own;
}

/** 9.5.1.1: a card played as an event is played as its text says. */
const CARD_TEXT = '9.5.1.1';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const NUMBERS = ['attackerDrm', 'defenderDrm', 'attackerShift', 'defenderShift', 'vpIfNoAdvance'] as const;
const FLAGS = ['cancelTrench', 'flankSuccess', 'attackerFirst', 'withdrawal', 'kemal', 'noRetreat'] as const;

/**
 * The sum of the effects of the cards played (drms and shifts add; flags or). Conditions are not checked again:
 * a card played keeps working when its condition later fails (12.3.4 and its example).
 */
export function combinedEffect(p: Position, combat: CardCombat, cards: readonly string[]): CombatCardEffect {
  const out: Mutable<CombatCardEffect> = {};
  for (const card of cards) {
    const rule = COMBAT_CARDS[card];
    if (!rule) throw new Error(`${card} is not a Combat Card of the 2004 deck`);
    const effect = rule.effect(p, combat);
    for (const key of NUMBERS) {
      const value = effect[key];
      if (value !== undefined && value !== 0) out[key] = (out[key] ?? 0) + value;
    }
    for (const key of FLAGS) if (effect[key]) out[key] = true;
  }
  return out;
}
