import type { Problem } from '../../../core/explain.js';
import type { Nation, Side } from '../model.js';
import { adjacent, type Position } from './position.js';
import { seasonOf } from './sequence.js';
import { suppliedSpaces, unitInSupply } from './supply.js';

/**
 * The Combat Cards of the 2004 deck (3.0 "CC", 9.5.4, 12.2.4–12.2.6) as pure rules: when each may be played in a
 * combat being fought, and what it changes there. Read from the Italian card list (pp. 28–35 of the book) and its
 * rules; where neither says, the reading is named next to the card and in the README ("Combat cards").
 *
 * The 2022 Deluxe optional cards (AP 58, 59, 61, 63; CP 56, 57, 60, 62, 64) are `DELUXE_COMBAT_CARDS`, Combat Cards
 * only in a game created with the option `deluxe-cards` (`state.deluxe`). The book does not know them: their
 * conditions and effects are the card digest's (from the 2022 data), each reading named beside its card.
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
  /** The cards played in this combat so far, both sides' (Alberich reads the Allies'). Absent: none. */
  readonly played?: readonly string[];
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
  /** Maude (AP #61, Deluxe): the attacker fires on the Army table (as Kemal does for the defender, 12.3.4.1). */
  readonly attackerArmyTable?: boolean;
  /** Turk Determination (CP #60, Deluxe): the space counts as having a trench of this level in this combat. */
  readonly trenchLevel?: number;
  /** Alberich (CP #64, Deluxe): the attack is cancelled, there is no combat. */
  readonly cancelAttack?: boolean;
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
export type CardNation = 'ge' | 'br' | 'fr' | 'ru' | 'tu' | 'sb' | 'it' | 'ah';
const NATION_UNITS: Readonly<Record<CardNation, readonly Nation[]>> = {
  ge: ['ge'],
  br: ['br', 'bef', 'mef', 'ne'],
  fr: ['fr', 'aoo'],
  ru: ['ru', 'cau'],
  tu: ['tu', 'yld', 'aoi'],
  sb: ['sb'],
  it: ['it'],
  // Kaisertreu (CP #57, Deluxe): no special army is Austro-Hungarian.
  ah: ['ah'],
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

// ---------------------------------------------------------------------------------------------------------------
// The 2022 Deluxe optional cards (the card digest, shared/reference/paths-of-glory/card-events.md).

const ROYAL_TANK_CORPS = 'ap-48';
const YANKS_AND_TANKS = 'ap-35';
const BASRA = 'basra';
const WEST = ['fr', 'be'];

/** The defending space is in France or Belgium (the country printed on the space). */
function inFranceOrBelgium(p: Position, space: string): boolean {
  return WEST.includes(p.model.spaces[space]?.nation ?? '');
}

/**
 * Maude's link: the spaces joined to Basra, itself Allied and in supply (a line of the British network, 14.1), by
 * spaces the Allies control or that hold a besieged fort (15.2.2), overland only: the card names no sea leg. Dotted
 * lines only where British units may cross them. Empty when Basra is not Allied or not in supply.
 */
function linkedToBasra(p: Position): ReadonlySet<string> {
  const linked = new Set<string>();
  if (!p.model.spaces[BASRA] || p.state.control[BASRA] !== 'ap') return linked;
  if (!suppliedSpaces(p, 'ap', 'ap-br').has(BASRA)) return linked;
  const open = (id: string) => p.state.control[id] === 'ap' || p.state.besieged.includes(id);
  const queue = [BASRA];
  linked.add(BASRA);
  for (let i = 0; i < queue.length; i++)
    for (const { space, by } of adjacent(p.model, queue[i]!)) {
      if (linked.has(space) || !open(space)) continue;
      if (by.kind === 'restricted' && by.only.length > 0 && !by.only.includes('br')) continue;
      linked.add(space);
      queue.push(space);
    }
  return linked;
}

const DELUXE: readonly CombatCardRule[] = [
  // AP #58 Russian Guards: a Russian attack, +1 (one Russian unit among the attackers is enough, as for Pleve).
  drmCard('ap-58', 'attacker', ['ru'], 1),
  // AP #59 Alpine Troops: every attacking unit Italian, +1. Not removed: kept and discarded as any other card.
  {
    card: 'ap-59',
    by: 'attacker',
    window: 'cards',
    problem: (p, c) =>
      c.attackers.length > 0 && c.attackers.every((u) => isOf(p, u, ['it']))
        ? null
        : { code: 'cc-needs-all-nation', params: { card: 'ap-59', nation: 'it' } },
    effect: () => ({ attackerDrm: 1 }),
  },
  // AP #61 Maude: British units attack, "all of them in supply and linked to a supplied Basra through
  // Allied-controlled (or besieged) spaces". Reading: "all of them" are the attacking British units (BEF, MEF and NE
  // included, AUS, CND, PT and ANA not: `isOf`); units of other nations may attack with them and need no link. The
  // link is overland (linkedToBasra). Effect: the attacker fires on the Army table for this combat.
  {
    card: 'ap-61',
    by: 'attacker',
    window: 'cards',
    problem(p, c) {
      const british = c.attackers.filter((u) => isOf(p, u, ['br']));
      if (british.length === 0) return needs('ap-61', 'attacker', ['br']);
      const linked = linkedToBasra(p);
      return british.every((u) => unitInSupply(p, u) && linked.has(p.state.units[u]?.at ?? ''))
        ? null
        : { code: 'cc-maude', params: { card: 'ap-61' } };
    },
    effect: () => ({ attackerArmyTable: true }),
  },
  // AP #63 Backs To The Wall: the Central Powers attack a space in France or Belgium holding a British army (one of
  // the defenders in supply, 14.3.4, as every defender's card reads them); the defenders' retreat for losing is
  // cancelled (as They Shall Not Pass; the card is removed after play, so it is never kept).
  {
    card: 'ap-63',
    by: 'defender',
    window: 'cards',
    problem: (p, c) =>
      inFranceOrBelgium(p, c.target) &&
      suppliedDefenders(c).some((u) => isOf(p, u, ['br']) && p.model.units[u]?.size === 'army')
        ? null
        : { code: 'cc-backs-to-the-wall', params: { card: 'ap-63' } },
    effect: () => ({ noRetreat: true }),
  },
  // CP #56 Withdrawal: AP #6's mirror, the Central Powers defending (12.6).
  {
    card: 'cp-56',
    by: 'defender',
    window: 'cards',
    rule: '12.6',
    problem: () => null,
    effect: () => ({ withdrawal: true }),
  },
  // CP #57 Kaisertreu: an Austro-Hungarian attack or defence, +1 to the Austro-Hungarian side.
  drmCard('cp-57', 'either', ['ah'], 1),
  // CP #60 Turk Determination: the Allies attack a space with Turkish units (in supply, 14.3.4) and no trench; the
  // space counts as having a level 1 trench in this combat: its column shifts (11.2) and the retreat cancel (12.5.3).
  // Reading: a card that cancels trenches (12.2.4) played in the same combat cancels this one too.
  {
    card: 'cp-60',
    by: 'defender',
    window: 'cards',
    problem: (p, c) =>
      (p.state.trenches[c.target] ?? 0) > 0
        ? { code: 'cc-needs-no-trench', params: { card: 'cp-60' } }
        : ownHas(p, 'cp-60', c, ['tu']),
    effect: () => ({ trenchLevel: 1 }),
  },
  // CP #62 Achtung: Panzer: a German attack into clear terrain, +1.
  {
    card: 'cp-62',
    by: 'attacker',
    window: 'cards',
    problem: (p, c) =>
      p.model.spaces[c.target]?.terrain === 'clear'
        ? ownHas(p, 'cp-62', c, ['ge'])
        : { code: 'cc-needs-clear', params: { card: 'cp-62' } },
    effect: () => ({ attackerDrm: 1 }),
  },
  // CP #64 Alberich: the Allies attack a space in France or Belgium, Royal Tank Corps not played in this attack and
  // Yanks and Tanks not the event of this action (its OPS being spent: 9.1.3). The attack is cancelled: play/combat.ts
  // gives the Allies back the cards they played for it.
  {
    card: 'cp-64',
    by: 'defender',
    window: 'cards',
    problem(p, c): Problem | null {
      if (!inFranceOrBelgium(p, c.target)) return { code: 'cc-needs-france-belgium', params: { card: 'cp-64' } };
      if ((c.played ?? []).includes(ROYAL_TANK_CORPS))
        return { code: 'cc-blocked-by', params: { card: 'cp-64', by: ROYAL_TANK_CORPS } };
      if (p.state.actionUse === 'event' && p.state.inPlay.includes(YANKS_AND_TANKS))
        return { code: 'cc-blocked-by', params: { card: 'cp-64', by: YANKS_AND_TANKS } };
      return null;
    },
    effect: () => ({ cancelAttack: true }),
  },
];

export const DELUXE_COMBAT_CARDS: Readonly<Record<string, CombatCardRule>> = Object.fromEntries(
  DELUXE.map((rule) => [rule.card, rule]),
);

/** The card's rules as a Combat Card in this game: the 2004 deck's, and the Deluxe cards' in a game with them. */
export function combatCardRule(p: Position, card: string): CombatCardRule | undefined {
  return COMBAT_CARDS[card] ?? (p.state.deluxe ? DELUXE_COMBAT_CARDS[card] : undefined);
}

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
  const rule = combatCardRule(p, card);
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
const FLAGS = [
  'cancelTrench',
  'flankSuccess',
  'attackerFirst',
  'withdrawal',
  'kemal',
  'noRetreat',
  'attackerArmyTable',
  'cancelAttack',
] as const;

/**
 * The sum of the effects of the cards played (drms and shifts add; flags or). Conditions are not checked again:
 * a card played keeps working when its condition later fails (12.3.4 and its example).
 */
export function combinedEffect(p: Position, combat: CardCombat, cards: readonly string[]): CombatCardEffect {
  const out: Mutable<CombatCardEffect> = {};
  for (const card of cards) {
    // A card played stays a card of the combat: the Deluxe ones are looked up whatever the option (they are dealt only
    // with it, and combatCardProblem lets them be played only with it).
    const rule = COMBAT_CARDS[card] ?? DELUXE_COMBAT_CARDS[card];
    if (!rule) throw new Error(`${card} is not a Combat Card`);
    const effect = rule.effect(p, combat);
    for (const key of NUMBERS) {
      const value = effect[key];
      if (value !== undefined && value !== 0) out[key] = (out[key] ?? 0) + value;
    }
    for (const key of FLAGS) if (effect[key]) out[key] = true;
    // Levels do not add: the higher counts.
    if (effect.trenchLevel) out.trenchLevel = Math.max(out.trenchLevel ?? 0, effect.trenchLevel);
  }
  return out;
}
