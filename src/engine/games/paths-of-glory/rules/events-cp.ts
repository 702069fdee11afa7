import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import type { PogState } from '../play/state.js';
import { playedThisTurn, thisTurnMark } from './events-ap.js';
import {
  entrenchChoice,
  entrenchChosen,
  entrySpreadChoice,
  entrySpreadChosen,
  landwehrChoice,
  landwehrChosen,
  warInAfricaChoice,
  warInAfricaChosen,
} from './event-choices.js';
import type { EventOutcome, EventRule } from './events.js';
import { BREST_COUNTRIES } from './movement.js';
import { sideOfUnit, unitsAt, type Position } from './position.js';

/**
 * The Central Powers cards' events (9.5.1): see rules/events.ts. One entry a card of the 2004 deck whose event is
 * neither a Combat Card (rules/combat-cards.ts), a reinforcement card nor Bulgaria (CP #34), both the machine's. The
 * source is the Italian book's card list (pp. 31–35) and the rules it names; where it is silent, the comment says
 * how the entry reads it (README, "Central Powers events").
 *
 * Lasting events are read elsewhere from `state.events` (the machine marks the card before `apply`): here they only
 * log what now holds. A "this turn" event is also marked in `state.limits` (`thisTurnMark`, as the Allied events do;
 * the machine empties `limits` at each new turn). The parts that need a player's choice, or a rule this module does
 * not change yet, are `manual`.
 */

const MOLTKE = 'ap-9';
const TSAR_TAKES_COMMAND = 'cp-28';
const FALL_OF_THE_TSAR = 'cp-52';
const BOLSHEVIK = 'cp-53';
const HL_TAKE_COMMAND = 'cp-54';

/** 16.4.3: Tsar Takes Command needs 3 Russian VP spaces in CP hands. */
export const TSAR_COMMAND_SPACES = 3;
/** 16.4.4: Fall of the Tsar needs the Combined War Status plus those spaces at 33 or more. */
export const TSAR_FALL_TOTAL = 33;

/**
 * 16.4.2: the Russian VP spaces the Central Powers control (out of supply or not). "In Russia" is read as the seven VP
 * spaces of Russia on the main map (16.4.6 counts 7: Lodz, Warsaw, Riga, Vilna, Minsk, Kiev, Odessa); Baku, a Russian
 * VP space of the Near East inset, makes 8 on our map, so it is left out (README).
 */
export function russianVpSpaces(p: Position): string[] {
  return Object.values(p.model.spaces)
    .filter((s) => s.nation === 'ru' && s.vp > 0 && !s.nearEast)
    .map((s) => s.id);
}
export function cpRussianVp(p: Position): number {
  return russianVpSpaces(p).filter((s) => p.state.control[s] === 'cp').length;
}

const problem = (code: string, rule: string, params?: Problem['params']): Problem => ({
  code,
  rule,
  ...(params ? { params } : {}),
});

/** A lasting event now in force (the rules that read it check `state.events`): one log line. */
function lasting(card: string, effect: string, rule: string) {
  return (p: Position): EventOutcome => ({
    state: p.state,
    events: [{ kind: 'cp-event-lasting', card, effect, rule }],
  });
}

/** The VP marker moves by `dv` (higher favours the Central Powers, 4.1.2). */
function addVp(state: PogState, card: string, dv: number, rule: string): EventOutcome {
  const vp = state.vp + dv;
  return { state: { ...state, vp }, events: [{ kind: 'cp-event-vp', card, dv, vp, rule }] };
}

/** 7.1.10, 7.1.11: the Mandated Offensive in force for `box` is ignored: its marker goes to "None or Made". */
function cancelOffensive(state: PogState, side: Side, box: string, card: string, rule: string): EventOutcome {
  if (state.mandated[side] !== box) return { state, events: [] };
  return {
    state: { ...state, mandated: { ...state.mandated, [side]: 'none' } },
    events: [{ kind: 'cp-event-mo-cancelled', card, side, offensive: box, rule }],
  };
}

/** The event is marked as played this turn (`playedThisTurn` reads it), with its log line. */
function markedThisTurn(outcome: EventOutcome, card: string): EventOutcome {
  return {
    state: { ...outcome.state, limits: [...(outcome.state.limits ?? []), thisTurnMark(card)] },
    events: outcome.events,
  };
}

const needsEvent = (card: string, needed: string, rule: string) => (p: Position) =>
  p.state.events.includes(needed) ? null : problem('cp-event-needs', rule, { card, needed });

/** CP #1 Guns of August: the German 1st, 2nd and 3rd Armies, activated for combat. */
const GUNS_ARMIES = ['ge-1', 'ge-2', 'ge-3'];

/** 16.4.9: the Russian units' nations (the Caucasus Army is Russian: 9.2.3's nationality). */
const RUSSIAN = ['ru', 'cau'];

export const CP_EVENTS: readonly EventRule[] = [
  {
    // CP #34 Bulgaria: the entry itself is the machine's (9.5.2.1); the Central Powers then place Bulgaria's four
    // other corps (the set-up chart).
    card: 'cp-34',
    choice: (p, _side, chosen) => entrySpreadChoice(p, 'bu', 'cp', chosen),
    choose: (p, _side, key) => entrySpreadChosen(p, 'bu', 'cp', key),
    repeat: true,
  },
  {
    // CP #1 Guns of August: played only in the first round of August 1914 (the card; 4.3.1 lets it start in hand). Liège's fort is
    // destroyed, the German 1st and 2nd Armies go into Liège (the space becomes the Central Powers'), and the 1st,
    // 2nd and 3rd Armies are activated for combat: their spaces (Liège and Koblenz at the set-up) are left activated
    // for combat, as an operation leaves them, and the machine goes on to their combats (9.2.9; README).
    card: 'cp-1',
    problem: (p) =>
      p.state.turn === 1 && p.state.round === 1 ? null : problem('cp-guns-first-round', '9.5.1', { card: 'cp-1' }),
    apply: (p) => {
      const liege = 'liege';
      const s = p.state;
      const events: GameEvent[] = [];
      const destroyed = s.destroyed.includes(liege) ? s.destroyed : [...s.destroyed, liege];
      events.push({ kind: 'cp-guns-fort', card: 'cp-1', space: liege, rule: '9.5.1' });
      const units = { ...s.units };
      const moves: { from: string; to: string }[] = [];
      // The armies enter only an empty or German-held Liège (always so in round 1 of the set-up).
      const enemy = unitsAt(p, liege).some((u) => sideOfUnit(p.model, u) === 'ap');
      for (const unit of ['ge-1', 'ge-2']) {
        const from = units[unit]?.at;
        if (enemy || !from || !p.model.spaces[from] || from === liege) continue;
        units[unit] = { ...units[unit]!, at: liege };
        moves.push({ from, to: liege });
        events.push({ kind: 'cp-event-moved', card: 'cp-1', unit, from, to: liege, rule: '9.5.1' });
      }
      // 9.2.5: the armies' spaces on the map are activated for combat, the whole stack with them (9.2.4).
      const activations = { ...s.activations };
      for (const unit of GUNS_ARMIES) {
        const at = units[unit]?.at;
        if (at && p.model.spaces[at] && sideOfUnit(p.model, unit) === 'cp') activations[at] = 'attack';
      }
      const spaces = Object.keys(activations).filter((at) => !s.activations[at]);
      if (spaces.length > 0) events.push({ kind: 'cp-guns-activated', card: 'cp-1', spaces, rule: '9.2.5' });
      const state: PogState = {
        ...s,
        destroyed,
        besieged: s.besieged.filter((b) => b !== liege),
        units,
        activations,
        control: enemy ? s.control : { ...s.control, [liege]: 'cp' },
        last: { ...s.last, moves: [...(s.last.moves ?? []), ...moves] },
      };
      return { state, events };
    },
  },
  {
    // CP #5 Landwehr: 2 RP at once, only to flip reduced German units to full strength (never to return eliminated
    // ones): the Central Powers pick the units one by one (rules/event-choices.ts).
    card: 'cp-5',
    choice: (p, _side, chosen) => landwehrChoice(p, chosen),
    choose: (p, _side, key) => landwehrChosen(p, key),
    repeat: true,
  },
  {
    // CP #6 Entrench: 9.5.1.1 (only one Entrench card) is rules/cards.ts; from now on both sides may entrench (read by
    // the movement rules); the first trench's space is the player's choice.
    card: 'cp-6',
    apply: lasting('cp-6', 'entrench', '11.2.1'),
    choice: (p) => entrenchChoice(p, 'cp'),
    choose: (p, _side, space) => entrenchChosen(p, 'cp-6', space),
  },
  {
    // CP #8 Race to the Sea: Amiens, Calais and Ostend open to the Central Powers (read by movement, SR and advance).
    card: 'cp-8',
    apply: lasting('cp-8', 'race-to-the-sea', '11.1.9'),
  },
  {
    // CP #9 Reichstag Truce: only while the Central Powers are not at Total War; +1 VP (the VP table).
    card: 'cp-9',
    problem: (p) => (p.state.commitment.cp === 'total' ? problem('cp-reichstag-total-war', '9.5.1') : null),
    apply: (p) => addVp(p.state, 'cp-9', 1, '9.5.1'),
  },
  {
    // CP #10 SUD Army: a lasting change to activation costs (9.2.3), read by rules/operations.ts.
    card: 'cp-10',
    apply: lasting('cp-10', 'sud-army', '9.2.3'),
  },
  {
    // CP #11 Oberost: German units may now attack spaces with Russian forts (read by the attack rules).
    card: 'cp-11',
    apply: lasting('cp-11', 'oberost', '15.1.11'),
  },
  {
    // CP #13 Falkenhayn: in August and September 1914 (turns 1–2) only after Moltke; from Fall 1914 any time. It ends
    // Moltke's effects and opens Place of Execution (read by rules/combat-cards.ts).
    card: 'cp-13',
    problem: (p) =>
      p.state.turn <= 2 && !p.state.events.includes(MOLTKE)
        ? problem('cp-event-needs', '9.5.1', { card: 'cp-13', needed: MOLTKE })
        : null,
    apply: lasting('cp-13', 'falkenhayn', '9.5.1'),
  },
  {
    // CP #17 Mata Hari: the Central Powers look at the whole Allied hand (logged), then the card's OPS are spent in
    // the same action: the machine ends the action after an event, so the OPS are the players'. The 2004 list prints
    // no `*`: the card is discarded (data/cards.ts).
    card: 'cp-17',
    apply: (p) => ({
      state: p.state,
      events: [{ kind: 'cp-mata-hari', card: 'cp-17', cards: [...p.state.hand.ap], rule: '9.5.1' }],
    }),
    ops: true,
  },
  {
    // CP #25 High Seas Fleet: +1 VP unless the Allies play Grand Fleet as their next action (the VP table). Read as
    // scored when played, Grand Fleet (AP #33, rules/events-ap.ts) taking it back: the Allied events read it so.
    card: 'cp-25',
    apply: (p) => addVp(p.state, 'cp-25', 1, '9.5.1'),
  },
  {
    // CP #27 Zeppelin Raids: this turn's Replacement Phase takes 4 British RP (not below 0); the phase does not read it
    // yet (RP recorded later this turn count too, so it cannot be taken now). Marked for the turn.
    card: 'cp-27',
    apply: (p) => markedThisTurn(lasting('cp-27', 'zeppelin-raids', '9.5.1')(p), 'cp-27'),
  },
  {
    // CP #28 Tsar Takes Command: only with the capitulation marker in its box, that is 3 or more Russian VP spaces
    // in Central Powers hands (16.4.3).
    card: TSAR_TAKES_COMMAND,
    problem: (p) => {
      const count = cpRussianVp(p);
      return count >= TSAR_COMMAND_SPACES ? null : problem('cp-tsar-command-spaces', '16.4.3', { count });
    },
    apply: lasting(TSAR_TAKES_COMMAND, 'tsar-takes-command', '16.4.3'),
  },
  {
    // CP #29 11th Army: a lasting change to activation (9.2.3), read by rules/operations.ts.
    card: 'cp-29',
    apply: lasting('cp-29', 'eleventh-army', '9.2.3'),
  },
  {
    // CP #32 War in Africa: the Allies choose between a British corps removed for good and +1 VP.
    card: 'cp-32',
    choice: (p) => warInAfricaChoice(p),
    choose: (p, _side, key) => warInAfricaChosen(p, key),
  },
  {
    // CP #33 Walter Rathenau: one more German RP in each Replacement Phase, none after Independent Air Force (the RP
    // table's note); the Replacement Phase does not read it yet.
    card: 'cp-33',
    apply: lasting('cp-33', 'rathenau', '9.5.1'),
  },
  {
    // CP #36 U-Boats Unleashed: only after H-L Take Command; until Convoy, 1 British RP less each turn and no US
    // reinforcement card: neither rule reads it yet.
    card: 'cp-36',
    problem: needsEvent('cp-36', HL_TAKE_COMMAND, '9.5.1'),
    apply: lasting('cp-36', 'u-boats', '9.5.1'),
  },
  {
    // CP #37 Hoffmann: only after H-L Take Command; +1 to the later CP Mandated Offensive rolls (7.1.9: the machine
    // reads it at the next roll; this turn's offensive stands).
    card: 'cp-37',
    problem: needsEvent('cp-37', HL_TAKE_COMMAND, '9.5.1'),
    apply: lasting('cp-37', 'hoffmann', '7.1.9'),
  },
  {
    // CP #45 Treaty of Brest-Litovsk: any time after Bolshevik Revolution (16.4.8). 16.4.9: Russian units outside
    // Russia, Germany, Turkey, Austria-Hungary and Romania, and those stacked with other Allied units, are
    // eliminated at once. 16.4.10 (no Russian attacks, none on Russians but by Turks on the Near East map) is read by
    // the attack rules (rules/combat-events.ts); 16.4.9's no stacking or moving through each other by the movement
    // rules (rules/movement.ts); the victory levels (5.5.2) too. The Caucasus Army (CAU) is a Russian unit here.
    card: 'cp-45',
    problem: needsEvent('cp-45', BOLSHEVIK, '16.4.8'),
    apply: (p) => {
      const units = { ...p.state.units };
      const events: GameEvent[] = [];
      for (const [id, u] of Object.entries(p.state.units)) {
        if (!RUSSIAN.includes(p.model.units[id]?.nation ?? '')) continue;
        const s = p.model.spaces[u.at];
        if (!s) continue;
        const outside = !BREST_COUNTRIES.includes(s.nation ?? '');
        const mixed = unitsAt(p, u.at).some((o) => {
          const n = p.model.units[o]?.nation;
          return !RUSSIAN.includes(n ?? '') && sideOfUnit(p.model, o) === 'ap';
        });
        if (!outside && !mixed) continue;
        units[id] = { ...u, at: 'ap-eliminated' };
        events.push({ kind: 'cp-brest-eliminated', card: 'cp-45', unit: id, at: u.at, rule: '16.4.9' });
      }
      const losses = events.map((e) => String(e['at']));
      return {
        state: { ...p.state, units, last: { ...p.state.last, losses: [...(p.state.last.losses ?? []), ...losses] } },
        events: [...events, { kind: 'cp-event-lasting', card: 'cp-45', effect: 'brest-litovsk', rule: '16.4.8' }],
      };
    },
  },
  {
    // CP #47 French Mutiny: 7.1.8, read by the Mandated Offensive rules (this turn's French offensive too, if not made).
    card: 'cp-47',
    apply: lasting('cp-47', 'french-mutiny', '7.1.8'),
  },
  {
    // CP #52 Fall of the Tsar: only with the marker in "Lo Zar può capitolare" (16.4.4): Tsar Takes Command played
    // (the track's order: that box is reached from Tsar Takes Command's), and the Combined War Status plus the
    // Russian VP spaces of the Central Powers at 33 or more. +1 VP, 2 more with Romania neutral (the VP table); the
    // "Tsar fell" count (16.4.5) is logged, the turn marked (for 16.4.6). No Russian unit crosses between the Caucasus and the Near East any more
    // (11.3.2, read by movement); a space with Russian units costs a point a Russian unit to activate for combat
    // (9.2.2, read by rules/operations.ts).
    card: FALL_OF_THE_TSAR,
    problem: (p) => {
      if (!p.state.events.includes(TSAR_TAKES_COMMAND))
        return problem('cp-event-needs', '16.4.4', { card: FALL_OF_THE_TSAR, needed: TSAR_TAKES_COMMAND });
      const count = cpRussianVp(p);
      const total = p.state.combinedWarStatus + count;
      return total >= TSAR_FALL_TOTAL
        ? null
        : problem('cp-tsar-fall-total', '16.4.4', { cws: p.state.combinedWarStatus, count, total });
    },
    apply: (p) => {
      const romania = p.state.atWar.includes('ro');
      const vp = markedThisTurn(addVp(p.state, FALL_OF_THE_TSAR, romania ? 1 : 3, '16.4.5'), FALL_OF_THE_TSAR);
      return {
        state: { ...vp.state, tsarFell: { count: cpRussianVp(p), turn: p.state.turn } },
        events: [
          ...vp.events,
          { kind: 'cp-tsar-fell', card: FALL_OF_THE_TSAR, count: cpRussianVp(p), rule: '16.4.5' },
          ...lasting(FALL_OF_THE_TSAR, 'fall-of-the-tsar', '9.2.2')(p).events,
        ],
      };
    },
  },
  {
    // CP #53 Bolshevik Revolution: in a turn after Fall of the Tsar's, with more Russian VP spaces in CP hands than
    // when the Tsar fell (`tsarFell`), or all 7 (16.4.6). A game stored before `tsarFell` existed reads the turn from
    // Fall of the Tsar's mark and cannot check the count. The Russian offensive in force is ignored (7.1.11); later
    // ones and the 1 Russian RP a turn are read by the machine and the Replacement Phase.
    card: BOLSHEVIK,
    problem: (p) => {
      const needs = needsEvent(BOLSHEVIK, FALL_OF_THE_TSAR, '16.4.6')(p);
      if (needs) return needs;
      const fell = p.state.tsarFell;
      if (fell ? p.state.turn <= fell.turn : playedThisTurn(p.state, FALL_OF_THE_TSAR))
        return problem('cp-bolshevik-same-turn', '16.4.6');
      if (!fell) return null;
      const count = cpRussianVp(p);
      const all = russianVpSpaces(p).length;
      return count > fell.count || count === all
        ? null
        : problem('cp-bolshevik-count', '16.4.6', { count, fell: fell.count, all });
    },
    apply: (p) => {
      const mo = cancelOffensive(p.state, 'ap', 'ru', BOLSHEVIK, '7.1.11');
      return {
        state: mo.state,
        events: [...mo.events, { kind: 'cp-event-lasting', card: BOLSHEVIK, effect: 'bolshevik', rule: '16.4.7' }],
      };
    },
  },
  {
    // CP #54 H-L Take Command: the German offensive in force is ignored (7.1.10); later German results are ignored
    // (read by the machine), and Michael, Blücher, Peace Offensive, Hoffmann, U-Boats open, Place of Execution closes.
    card: HL_TAKE_COMMAND,
    apply: (p) => {
      const mo = cancelOffensive(p.state, 'cp', 'ge', HL_TAKE_COMMAND, '7.1.10');
      return {
        state: mo.state,
        events: [
          ...mo.events,
          { kind: 'cp-event-lasting', card: HL_TAKE_COMMAND, effect: 'hl-take-command', rule: '7.1.10' },
        ],
      };
    },
  },
  {
    // CP #55 Lloyd George: the 2004 card sets no condition (the Deluxe one bars it after Michael, Blücher or Peace
    // Offensive: not followed). For the rest of the turn no attack with British units on German units in a level 2
    // trench, cancelled by Michael, Blücher or Peace Offensive: marked for the turn, read by the attack rules and
    // ended by those cards in combat (rules/combat-events.ts).
    card: 'cp-55',
    apply: (p) => markedThisTurn(lasting('cp-55', 'lloyd-george', '9.5.1')(p), 'cp-55'),
  },
];
