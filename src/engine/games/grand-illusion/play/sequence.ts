import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide, SIDES } from '../model.js';
import { capForTurn } from '../rules/cap.js';
import { initiativeFor } from '../rules/initiative.js';
import { immediateVictory, regularVictory } from '../rules/victory.js';
import { beginSegment } from './action-phase.js';
import {
  attrition,
  befFightsAlone,
  improveTrenches,
  recover,
  SCENARIO_TWO_LOSSES_TURN,
  scenarioTwoEnd,
  scenarioTwoLosses,
  surrenders,
} from './administrative.js';
import { type S, text } from './edit.js';
import { openEastFront } from './east-front.js';
import { replaceable, returningNow } from './legal.js';
import { openReinforcements } from './reinforcements.js';
import { type Game, VP_HEXES } from './setup.js';
import type { GiState } from './state.js';
import { openStrategic } from './strategic.js';
import { determineSupply, vpSupplied } from './supply.js';
import { draw, PARIS, PARIS_VP } from './vp.js';

/** The sequence of play with no player to ask (4.0): the CAP and initiative rolls, the phases the draft only advances,
 * the Administrative Phase. */

/** Turn Record Track (13.1): the Allied Mandated Battles of turns 1–4 (scenarios 1 and 2). */
const ALLIED_MANDATED: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 1, 4: 1 };
/** Turn Record Track: 1 German Mandated Attack a turn, turns 12–15 (scenarios 1 and 3). */
const GERMAN_MANDATED_FROM = 12;
/**
 * 3.2.4 "Vittoria da Interim": in turn 9 of scenario 1 or 3 the German VP markers are drawn for the German VP hexes
 * the Germans hold (supplied, as every VP hex scores) and added; they stay, and go back to the cup only when the
 * Allies retake their hex. A hex taken after turn 9 draws its marker at the scenario's end, as in scenario 2 (the
 * digest's [AMBIG]: the book names no other moment).
 */
export const INTERIM_TURN = 9;

export function run(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  for (let guard = 0; guard < 100 && !s.over && s.stack.length === 0; guard++) {
    switch (s.step) {
      case 'cap': {
        // 5.1: both sides' CAP for the turn, Allied die first.
        for (const side of SIDES) {
          const r = capForTurn(
            {
              side,
              leader: s.column[side],
              turn: s.turn,
              scenario: s.number,
              empiresInArms: false,
              moreTroops: false,
              moreTroopsTurn: 0,
            },
            dice,
          );
          s.cap[side] = r.value.cap;
          ev.push({ kind: 'cap', side, cap: r.value.cap, text: text(r.steps) });
        }
        // Turn Record Track: the Mandated Battles of the turn (9.1.1).
        s.mandated.allied = s.number !== 3 ? (ALLIED_MANDATED[s.turn] ?? 0) : 0;
        s.mandated.german = s.number !== 2 && s.turn >= GERMAN_MANDATED_FROM ? 1 : 0;
        s.step = 'initiative';
        break;
      }
      case 'initiative': {
        const r = initiativeFor(s.turn, s.number, dice);
        s.initiative = r.value.side;
        s.oneActivation = r.value.oneActivation;
        ev.push({ kind: 'initiative', side: r.value.side, text: text(r.steps) });
        s.step = 'reinforcement';
        break;
      }
      case 'reinforcement': {
        // 4.0 III: the non-initiative side's segment, then the initiative side's (the frame on top answers first);
        // in each, 7.1's reinforcements (play/reinforcements.ts), then 7.2's replacements; 7.3 opens the German's.
        s.step = 'action-begin';
        for (const side of [s.initiative, otherSide(s.initiative)]) {
          if (
            returningNow(game, s as GiState, side).length > 0 ||
            (s.cap[side] > 0 && replaceable(game, s as GiState, side).length > 0)
          )
            s.stack.push({ name: 'replace', side });
          openReinforcements(game, s, side);
          if (side === 'german') openEastFront(s);
        }
        break;
      }
      case 'action-begin':
        s.step = 'action';
        s.segment = { activations: 0, passes: 0, rallies: 0 };
        beginSegment(game, s, s.initiative, ev);
        break;
      case 'action':
        s.step = 'strategic';
        break;
      case 'strategic':
        befFightsAlone(game, s, ev);
        s.step = 'admin-a';
        // 10.0: the side without the initiative moves first, then the other (their prompts; none on turns 1–2).
        openStrategic(game, s, ev);
        break;
      case 'admin-a':
        // 9.1.1 b: −1 VP for each Mandated Battle not fought.
        for (const side of SIDES) {
          const owed = s.mandated[side];
          if (owed > 0) {
            s.vp[side === 'allied' ? 'plan17' : 'german'] -= owed;
            ev.push({ kind: 'mandated-missed', side, count: owed });
          }
          s.mandated[side] = 0;
        }
        s.step = 'admin-b';
        break;
      case 'admin-b': {
        // 3.2.4 a: the first turn that ends with Paris German.
        s.step = 'admin-c';
        if (s.parisChecked || s.control[PARIS] !== 'german') break;
        s.parisChecked = true;
        // 3.2.4: a German VP hex scores with its German units supplied.
        const hexes = VP_HEXES.german.filter(
          (h) =>
            h !== PARIS &&
            s.control[h] === 'german' &&
            !s.markers.some((m) => m.hex === h && m.cup === 'german') &&
            vpSupplied(game, s as GiState, h, 'german'),
        );
        s.step = 'admin-b2';
        draw(s, 'german', hexes, true, dice, ev);
        break;
      }
      case 'admin-b2': {
        const checked = s.markers.filter((m) => m.check);
        const total = s.vp.german + checked.reduce((n, m) => n + m.vp, 0) + PARIS_VP;
        const r = immediateVictory(total, s.vp.plan17, 'half');
        ev.push({ kind: 'paris-check', german: total, allied: s.vp.plan17, text: text(r.steps) });
        if (r.value.winner === 'german') {
          s.over = { winner: 'german', reason: 'paris' };
          break;
        }
        // 3.2.4 a 4: the markers go back to the cup; Paris's 10 VP stay while the Germans hold it.
        if (s.cups) for (const m of checked) s.cups.german.push(m.value);
        s.markers = s.markers.filter((m) => !m.check);
        s.markers.push({ hex: PARIS, cup: 'german', value: PARIS_VP, vp: PARIS_VP });
        s.vp.german += PARIS_VP;
        s.step = 'admin-c';
        break;
      }
      case 'admin-c': {
        s.step = 'admin-d';
        // 3.2.4 Interim Victory: turn 9 of scenarios 1 and 3 draws the markers, and the game goes on.
        const interim = s.number !== 2 && s.turn === INTERIM_TURN && s.turn < s.lastTurn;
        if (s.turn < s.lastTurn && !interim) break;
        // 13.2.2 c, 3.2.4 c: the German VP hexes the Germans hold score at the end (3.2.4: their units supplied).
        const hexes = VP_HEXES.german.filter(
          (h) =>
            h !== PARIS &&
            s.control[h] === 'german' &&
            !s.markers.some((m) => m.hex === h && m.cup === 'german') &&
            vpSupplied(game, s as GiState, h, 'german'),
        );
        if (interim) ev.push({ kind: 'interim', hexes: hexes.length });
        else s.step = 'admin-c2';
        draw(s, 'german', hexes, false, dice, ev);
        break;
      }
      case 'admin-c2': {
        if (s.number === 2) scenarioTwoEnd(game, s, ev);
        const r = regularVictory(s.vp.german, s.vp.plan17);
        ev.push({ kind: 'victory', winner: r.value.winner ?? 'allied', reason: 'regular', text: text(r.steps) });
        s.over = { winner: r.value.winner ?? 'allied', reason: 'regular' };
        break;
      }
      case 'admin-d':
        // 11.2.1: supply over the railways; a map without them (the built-in pack): every unit in supply (README gap).
        if (!determineSupply(game, s, ev)) ev.push({ kind: 'phase-advances', phase: 'supply' });
        s.step = 'admin-e';
        break;
      case 'admin-e':
        // 11.2.6: attrition of the units out of supply (none without railways); 9.5.3: the besieged forts' rolls.
        if (s.supply) attrition(game, s, dice, ev);
        else ev.push({ kind: 'phase-advances', phase: 'attrition' });
        surrenders(game, s, dice, ev);
        s.step = 'admin-f';
        break;
      case 'admin-f':
        recover(game, s, ev);
        s.step = 'admin-g';
        break;
      case 'admin-g':
        improveTrenches(game, s, ev);
        s.step = 'admin-h';
        break;
      case 'admin-h':
        if (s.number === 2 && s.turn === SCENARIO_TWO_LOSSES_TURN) scenarioTwoLosses(game, s, ev);
        // 11.3, 5.1.1: the turn marker advances; unused CAP are lost. The Out of Supply markers of 11.2.1 stay on
        // their units until the next Supply Determination (8.4.3 c moves them in the next turn).
        s.turn++;
        s.cap = { allied: 0, german: 0 };
        s.step = 'cap';
        ev.push({ kind: 'turn', turn: s.turn });
        break;
    }
  }
}
