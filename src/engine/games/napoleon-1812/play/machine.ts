import { d6, type Dice } from '../../../core/dice.js';
import type { Problem } from '../../../core/explain.js';
import { problemRefusal, type GameEvent, type Outcome, type RuleError } from '../../../core/game.js';
import { learnFromAnswer } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import { otherSide, SIDES, type Side } from '../model.js';
import { attrition } from '../rules/attrition.js';
import { turnCommands } from '../rules/commands.js';
import { cossacks } from '../rules/cossacks.js';
import { mayAllocateTrain, mayConvertDepot, mayEstablishDepot, recovery } from '../rules/depots.js';
import { cossackHexes, leaderMoveProblem, victoryPoints, winnerByPoints } from '../rules/late-phases.js';
import { checkMove, type MoveCheck, type MoveInput } from '../rules/movement.js';
import type { N1812Position } from '../rules/position.js';
import { forageMarkerHexes, supplyPhase } from '../rules/supply-phase.js';
import { firstPlayer } from '../rules/supply.js';
import { problemWords } from '../words.js';
import { applyCombat } from './combat.js';
import { attritionChoices } from './cavalry-first.js';
import { chaosApplies, chaosRoll } from './chaos.js';
import {
  cardCc,
  cardsAction,
  cardsActive,
  cardsPending,
  cardTrains,
  jeromeForbids,
  settleCards,
  startCards,
} from './cards.js';
import { deployReserve, removeReserveUnit, reserveAsk, reserveRoll, reserveTrainPenalty } from './cavalry-reserve.js';
import { defect, startDefection } from './defections.js';
import { citiesNotOccupied, declare, freedNation, independenceDue, settleUkraine } from './ukraine.js';
import { enterHex } from './entering.js';
import { settleTwoYear, twoYearAction, twoYearTurnEnd, watchUss } from './two-year.js';
import { answerMoveLead, answerRank } from './leaders-prompt.js';
import { attritionCommand, leadersOn, settleRanks } from './leaders.js';
import { freeSetupAction, settleFreeSetup } from './free-setup.js';
import { reinforcementAction, settleReinforcements, startReinforcements } from './reinforce.js';
import { applyFake, fogOn, settleFakes } from './fog.js';
import { leadersIn, positionOf, stackHexes, unitsIn, type N1812Game } from './game.js';
import { DUMMY_TRAINS, SETUP_DEPOTS } from './setup.js';
import { ELIMINATED, type MoveDraft, type N1812Action, type N1812State, type Prompt } from './state.js';
import { trainsAsk, trainsTableValue, vpAsk, vpValue } from './tables.js';

/**
 * The sequence of play (5.1) as a machine: `applyAction` checks an action against the step (or the prompt on top)
 * and the rules functions of rules/, applies it to a copy of the state, then `settle` runs the steps that ask nothing
 * (phase 1's supply, phase 4's Combat Commands, the Cossacks, the turn's end) until someone must answer.
 */

type Refusal = { readonly ok: false; readonly error: RuleError };

export function refuse(rule: string, code: string, en: string, it: string): Refusal {
  return { ok: false, error: { rule, code, message: loc(en, it) } };
}

function refuseProblem(p: Problem): Refusal {
  return problemRefusal(p, problemWords);
}

/** The sides asked now: the prompt's, or the step's (both, where the step asks both at once). */
export function activeSides(game: N1812Game, s: N1812State): Side[] {
  if (s.over) return [];
  const top = s.prompts.at(-1);
  if (top) return [top.side];
  switch (s.step) {
    case 'convert':
      return SIDES.filter((side) => !s.sides[side].done);
    case 'trains-table':
      return SIDES.filter((side) => trainsTableValue(game, s, side) === undefined);
    case 'cards':
      return cardsActive(game, s);
    case 'vp-values':
      return SIDES.filter((side) => missingVp(game, s, side).length > 0);
    case 'over':
      return [];
    default:
      return [s.toAct];
  }
}

export function applyAction(
  game: N1812Game,
  state: N1812State,
  side: Side,
  action: N1812Action,
  dice: Dice,
): Outcome<N1812State> {
  if (state.over) return refuse('14.7', 'game-over', 'The game is over.', 'La partita è finita.');
  if (action.kind === 'correct') return correct(game, state, side, action);
  if (!activeSides(game, state).includes(side))
    return refuse('5.1', 'not-your-turn', 'It is not your turn to act.', 'Non tocca a te.');
  const s = structuredClone(state);
  s.last = {};
  const top = s.prompts.at(-1);
  const result =
    action.kind === 'fake'
      ? applyFake(game, s, side, action)
      : top
        ? answerPrompt(game, s, top, action, dice)
        : stepAction(game, s, side, action, dice);
  if (!result.ok) return result;
  const events = [...result.events];
  const next = result.state;
  // The picture marks the combat's hexes and its losses (combat*.ts puts them in its events).
  const marked = (field: string) => events.flatMap((e) => (Array.isArray(e[field]) ? (e[field] as string[]) : []));
  const combat = marked('combatHexes');
  const losses = marked('lossHexes');
  if (combat.length > 0) next.last = { ...next.last, combat: [...new Set(combat)] };
  if (losses.length > 0) next.last = { ...next.last, losses: [...new Set([...(next.last.losses ?? []), ...losses])] };
  settle(game, next, dice, events);
  if (next.twoYear) watchUss(game, next, events);
  settleFakes(game, next);
  return { ok: true, state: next, events, ...(result.reveals ? { reveals: true } : {}) };
}

type Applied = Outcome<N1812State> & { ok: true };
const done = (s: N1812State, events: GameEvent[], reveals = false): Applied => ({
  ok: true,
  state: s,
  events,
  ...(reveals ? { reveals } : {}),
});

/**
 * A referee's correction (GameModule.refereeOnly): a piece moved to a hex or eliminated, a unit disrupted or put back
 * in good order; logged as such, the step and prompts left where they were, so a game is never stuck.
 */
function correct(
  game: N1812Game,
  state: N1812State,
  by: Side,
  action: N1812Action & { kind: 'correct' },
): Outcome<N1812State> {
  const isUnit = game.unitById.has(action.piece);
  if (!isUnit && !game.leaderById.has(action.piece))
    return refuse(
      '5.1',
      'correct-piece',
      'There is no such combat unit or leader in this game.',
      'Non c’è un’unità o un Comandante così in questa partita.',
    );
  if (action.to !== ELIMINATED && !game.model.hexes.has(action.to))
    return refuse('5.1', 'correct-hex', 'That is not a hex of the map.', 'Non è un esagono della mappa.');
  if (action.disrupted !== undefined && !isUnit)
    return refuse(
      '3.4',
      'correct-leader-disrupted',
      'Only combat units are disrupted.',
      'Solo le unità combattenti sono disorganizzate.',
    );
  const s = structuredClone(state);
  if (isUnit) {
    const unit = (s.units[action.piece] ??= { hex: action.to, disrupted: false, forcedMarch: false, combats: 0 });
    unit.hex = action.to;
    if (action.disrupted !== undefined) unit.disrupted = action.disrupted;
  } else s.leaders[action.piece] = { hex: action.to };
  s.last = action.to === ELIMINATED ? { losses: [] } : { moves: [] };
  settleFakes(game, s);
  const event: GameEvent = {
    kind: 'correct',
    side: by,
    piece: action.piece,
    to: action.to,
    ...(action.disrupted !== undefined ? { disrupted: action.disrupted } : {}),
  };
  return { ok: true, state: s, events: [event] };
}

// ---------------------------------------------------------------------------------------------------------------
// The steps

function stepAction(game: N1812Game, s: N1812State, side: Side, action: N1812Action, dice: Dice): Outcome<N1812State> {
  const p = positionOf(game, s);
  switch (s.step) {
    case 'setup-free':
      return freeSetupAction(game, s, side, action);
    case 'setup-depots':
      return setupDepot(s, p, side, action);
    case 'cards':
      return cardsAction(game, s, side, action, dice);
    case 'convert':
      if (action.kind === 'done') {
        s.sides[side].done = true;
        return done(s, [{ kind: 'step-done', side, step: 'convert' }]);
      }
      if (action.kind !== 'convert') return wrongStep();
      {
        const ok = mayConvertDepot(p, side, action.hex, s.sides[side].converted ? 1 : 0);
        if (!ok.ok) return refuseProblem(ok.problem);
        s.depots = s.depots.filter((d) => !(d.side === side && d.hex === action.hex));
        addTrain(game, s, side, action.hex, true, true);
        s.sides[side].converted = true;
        s.sides[side].done = true;
        return done(s, [{ kind: 'convert', side, hex: action.hex, rule: '7.1' }]);
      }
    case 'trains-table': {
      if (action.kind !== 'trains-table') return wrongStep();
      const learned = learnFromAnswer(s.learned, trainsAsk(s, side), { number: action.value, by: side, turn: s.turn });
      if (!learned.ok) return learned;
      s.learned = [...learned.book];
      return done(s, [learned.event]);
    }
    case 'trains':
      return placeTrain(game, s, p, side, action);
    case 'depots':
      if (action.kind === 'done') return nextInTurn(s, side, 'depots');
      if (action.kind !== 'establish') return wrongStep();
      {
        if (!realTrainAt(s, side, action.hex))
          return refuse(
            '7.6',
            'no-train',
            'Choose a stack with one of your Supply Trains.',
            'Scegli uno stack con un tuo Treno di Rifornimento.',
          );
        if (s.depots.some((d) => d.side === side && d.hex === action.hex))
          return refuse('7.6', 'depot-there', 'You already have a Depot there.', 'Hai già un Deposito lì.');
        const ok = mayEstablishDepot(p, side, action.hex);
        if (!ok.ok) return refuseProblem(ok.problem);
        useTrain(s, side, action.hex);
        s.depots.push({ side, hex: action.hex });
        return done(s, [{ kind: 'establish', side, hex: action.hex, rule: '7.6' }], true);
      }
    case 'recovery':
      if (action.kind === 'done') return nextInTurn(s, side, 'recovery');
      if (action.kind !== 'recover') return wrongStep();
      {
        const trains = s.trains.filter((t) => t.side === side && t.hex === action.hex && t.real).length;
        const ok = recovery(p, side, action.hex, trains);
        if (!ok.ok) return refuseProblem(ok.problem);
        const back = unitsIn(game, s, action.hex, side)
          .filter((id) => s.units[id]!.disrupted)
          .slice(0, ok.value.most);
        for (const id of back) s.units[id]!.disrupted = false;
        useTrain(s, side, action.hex);
        const fog = fogOn(s) ? { fog: true } : {};
        return done(
          s,
          [{ kind: 'recover', side, hex: action.hex, units: back, cr: ok.value.cr, rule: '8.1', ...fog }],
          true,
        );
      }
    case 'movement':
      return movementAction(game, s, side, action);
    case 'combat':
      if (action.kind !== 'combat') return wrongStep();
      return applyCombat(game, s, side, action, dice);
    case 'leaders':
      return leaderAction(game, s, p, side, action);
    case 'arrivals':
    case 'reinforcements':
      return reinforcementAction(game, s, side, action);
    case 'two-year':
      return twoYearAction(game, s, side, action, dice);
    case 'vp-values':
      if (action.kind !== 'vp-value') return wrongStep();
      if (!missingVp(game, s, side).includes(action.hex))
        return refuse(
          '14.7',
          'vp-not-asked',
          'That city’s value is not asked of you.',
          'Il valore di quella città non è chiesto a te.',
        );
      {
        const learned = learnFromAnswer(s.learned, vpAsk(game, action.hex, side), {
          number: action.value,
          by: side,
          turn: s.turn,
        });
        if (!learned.ok) return learned;
        s.learned = [...learned.book];
        return done(s, [learned.event]);
      }
    default:
      return wrongStep();
  }
}

function wrongStep(): Refusal {
  return refuse(
    '5.1',
    'wrong-step',
    'That is not an action of this step: choose one from /play.',
    'Non è un’azione di questa fase: scegline una da /play.',
  );
}

/** The side is done with a step taken in turn (7.6, 8.1): the other side goes on, then the next step. */
function nextInTurn(s: N1812State, side: Side, step: string): Applied {
  s.sides[side].done = true;
  if (!s.sides[otherSide(side)].done) s.toAct = otherSide(side);
  return done(s, [{ kind: 'step-done', side, step }]);
}

function setupDepot(s: N1812State, p: N1812Position, side: Side, action: N1812Action): Outcome<N1812State> {
  if (action.kind === 'done') {
    s.sides[side].done = true;
    if (side === 'russian') s.toAct = 'french';
    return done(s, [{ kind: 'step-done', side, step: 'setup-depots' }]);
  }
  if (action.kind !== 'setup-depot') return wrongStep();
  const mine = s.depots.filter((d) => d.side === side).length;
  if (mine >= SETUP_DEPOTS[side])
    return refuse(
      '14.1',
      'setup-depots-full',
      `You have placed your ${SETUP_DEPOTS[side]} Depots: choose Done.`,
      `Hai piazzato i tuoi ${SETUP_DEPOTS[side]} Depositi: scegli Fatto.`,
    );
  if (s.depots.some((d) => d.side === side && d.hex === action.hex))
    return refuse('14.1', 'depot-there', 'You already have a Depot there.', 'Hai già un Deposito lì.');
  const ok = mayEstablishDepot(p, side, action.hex, true);
  if (!ok.ok) return refuseProblem(ok.problem);
  s.depots.push({ side, hex: action.hex });
  return done(s, [{ kind: 'setup-depot', side, hex: action.hex, rule: '14.1' }]);
}

// ---------------------------------------------------------------------------------------------------------------
// 7.4 Train markers

function addTrain(game: N1812Game, s: N1812State, side: Side, hex: string, real: boolean, faceUp: boolean): void {
  s.trains.push({ id: `t${s.nextTrain++}`, side, hex, real, faceUp });
  // 8.7: the stack a real train is allocated to gets no Forage marker this turn.
  if (real) for (const id of unitsIn(game, s, hex, side)) if (!s.supplied.includes(id)) s.supplied.push(id);
}

export function realTrainAt(s: N1812State, side: Side, hex: string): boolean {
  return s.trains.some((t) => t.side === side && t.hex === hex && t.real);
}

/** A real train of the stack is used (8.1, 8.2, 7.6) or discarded (a pass): a face-down one first. */
function useTrain(s: N1812State, side: Side, hex: string): void {
  const mine = s.trains.filter((t) => t.side === side && t.hex === hex && t.real);
  const used = mine.find((t) => !t.faceUp) ?? mine[0];
  if (used) s.trains = s.trains.filter((t) => t !== used);
}

/**
 * 7.3, 7.4: a stack a train marker may go on: one that could use a real train (in supply with a leader, for recovery
 * or movement; or able to establish a Depot where it stands). A dummy goes only where a real one could, or it would
 * give itself away.
 */
export function trainSpots(game: N1812Game, s: N1812State, p: N1812Position, side: Side): string[] {
  return trainCandidates(game, s, side).filter((hex) => isTrainSpot(s, p, side, hex));
}

function trainCandidates(game: N1812Game, s: N1812State, side: Side): string[] {
  const leaders = game.model.leaders.filter((l) => l.side === side).map((l) => s.leaders[l.id]?.hex);
  const hexes = new Set([...stackHexes(game, s, side), ...leaders]);
  return [...hexes].filter((hex): hex is string => hex !== undefined && hex !== ELIMINATED).sort();
}

function isTrainSpot(s: N1812State, p: N1812Position, side: Side, hex: string): boolean {
  return (
    mayAllocateTrain(p, side, hex, 'movement').ok ||
    (!s.depots.some((d) => d.side === side && d.hex === hex) && mayEstablishDepot(p, side, hex).ok)
  );
}

/** Whether `side` has a stack a train marker may go on (the first one found). */
function anyTrainSpot(game: N1812Game, s: N1812State, p: N1812Position, side: Side): boolean {
  return trainCandidates(game, s, side).some((hex) => isTrainSpot(s, p, side, hex));
}

function placeTrain(
  game: N1812Game,
  s: N1812State,
  p: N1812Position,
  side: Side,
  action: N1812Action,
): Outcome<N1812State> {
  const me = s.sides[side];
  if (action.kind === 'pass') {
    if (me.realToPlace === 0)
      return refuse(
        '7.5',
        'pass-no-real',
        'A pass costs a real train, and you have none left to place: place your dummies.',
        'Passare costa un treno vero, e non ne hai più da piazzare: piazza i segnalini fittizi.',
      );
    me.realToPlace -= 1;
    passTurn(s, side);
    return done(s, [{ kind: 'train-pass', side, rule: '7.4' }]);
  }
  if (action.kind !== 'place-train') return wrongStep();
  if (action.real ? me.realToPlace === 0 : me.dummiesToPlace === 0)
    return refuse(
      '7.4',
      'no-marker',
      action.real ? 'You have no real train left to place.' : 'You have no dummy left to place.',
      action.real ? 'Non hai più treni veri da piazzare.' : 'Non hai più segnalini fittizi da piazzare.',
    );
  if (!trainCandidates(game, s, side).includes(action.hex) || !isTrainSpot(s, p, side, action.hex))
    return refuse(
      '7.3',
      'train-spot',
      'A train goes on one of your stacks that could use it: in supply with a leader (7.3), or where it could establish a Depot (7.6).',
      'Un treno va su un tuo stack che possa usarlo: rifornito e con un Comandante (7.3), o dove potrebbe costituire un Deposito (7.6).',
    );
  if (action.real) me.realToPlace -= 1;
  else me.dummiesToPlace -= 1;
  addTrain(game, s, side, action.hex, action.real, false);
  passTurn(s, side);
  return done(s, [{ kind: 'train', side, hex: action.hex, real: action.real, rule: '7.4' }]);
}

/** 7.4, 8.2: the other side places or moves next, unless it has nothing left (then this side goes on alone). */
function passTurn(s: N1812State, side: Side): void {
  const other = otherSide(side);
  const left = (x: Side) =>
    s.step === 'trains' ? s.sides[x].realToPlace + s.sides[x].dummiesToPlace > 0 : !s.sides[x].done;
  s.toAct = left(other) ? other : side;
}

// ---------------------------------------------------------------------------------------------------------------
// 8.2–8.6 Movement

export function moveInput(game: N1812Game, s: N1812State, p: N1812Position, side: Side, draft: MoveDraft): MoveInput {
  const byId = new Map(p.units.map((u) => [u.id, u]));
  const leaders = new Map(p.leaders.map((l) => [l.id, l]));
  return {
    side,
    units: draft.units.map((id) => byId.get(id)!).filter(Boolean),
    leaders: draft.leaders
      .map((id) => leaders.get(id))
      .filter((l) => l !== undefined)
      .map((leader) => ({
        leader,
        ...(draft.dropped[leader.id!] !== undefined ? { until: draft.dropped[leader.id!]! } : {}),
      })),
    path: draft.path,
    forcedMarch: draft.forcedMarch,
    train: realTrainAt(s, side, draft.from),
    moved: s.moved,
    // 14.5 is the basic game's: with the advanced leaders (16.2–16.4) Napoleon gives 16.4(4) instead.
    ...(leadersOn(s) ? { advanced: true } : {}),
  };
}

export function checkDraft(game: N1812Game, s: N1812State, side: Side, draft: MoveDraft): MoveCheck {
  const p = positionOf(game, s);
  return checkMove(p, moveInput(game, s, p, side, draft));
}

/** The stacks of `side` that may start a move now (8.4 points 1, 2: a real train, an unmoved leader, unmoved units). */
export function moveStarts(game: N1812Game, s: N1812State, side: Side): string[] {
  return stackHexes(game, s, side).filter(
    (hex) =>
      realTrainAt(s, side, hex) &&
      leadersIn(game, s, hex, side).some((l) => !s.moved.includes(l)) &&
      unitsIn(game, s, hex, side).some((u) => !s.moved.includes(u)),
  );
}

/**
 * Whether a move from `hex` can enter any neighbour (8.4), read with the least the move may take: one unit (the
 * smallest Occupancy Factor, 4.1) and one leader, with and without forced march. The menu offers only such starts, so
 * that a stack boxed in (by enemy cavalry's zones, 8.4 point 8, after 16.13's winter quarters above all) is not
 * offered a move that can only be cancelled.
 */
export function mayGoSomewhere(game: N1812Game, s: N1812State, side: Side, hex: string): boolean {
  const units = unitsIn(game, s, hex, side).filter((u) => !s.moved.includes(u));
  const of = (id: string) => game.unitById.get(id)?.occupancy ?? 1;
  const unit = [...units].sort((a, b) => of(a) - of(b))[0];
  if (!unit) return false;
  const leaders = leadersIn(game, s, hex, side).filter((l) => !s.moved.includes(l));
  return game.model.grid!.neighbours(hex).some((to) =>
    leaders.some((leader) =>
      [false, true].some(
        (forcedMarch) =>
          checkDraft(game, s, side, {
            from: hex,
            units: [unit],
            leaders: [leader],
            dropped: {},
            path: [hex, to],
            forcedMarch,
          }).ok,
      ),
    ),
  );
}

function movementAction(game: N1812Game, s: N1812State, side: Side, action: N1812Action): Outcome<N1812State> {
  if (action.kind === 'pass') {
    const hex = action.hex;
    if (hex === undefined || !realTrainAt(s, side, hex))
      return refuse(
        '8.2',
        'pass-train',
        'A pass discards one of your real trains: choose the stack whose train you discard.',
        'Passare scarta uno dei tuoi treni veri: scegli lo stack di cui scarti il treno.',
      );
    useTrain(s, side, hex);
    endMoveTurn(s, side);
    return done(s, [{ kind: 'move-pass', side, hex, rule: '8.2' }], true);
  }
  if (action.kind !== 'move-start') return wrongStep();
  if (!moveStarts(game, s, side).includes(action.hex))
    return refuse(
      '8.4',
      'move-start',
      'A move starts from a stack with a real train, a leader who has not moved and units that have not moved (8.3, 8.4).',
      'Un movimento parte da uno stack con un treno vero, un Comandante che non ha mosso e unità che non hanno mosso (8.3, 8.4).',
    );
  const draft: MoveDraft = {
    from: action.hex,
    units: unitsIn(game, s, action.hex, side).filter((u) => !s.moved.includes(u)),
    leaders: leadersIn(game, s, action.hex, side).filter((l) => !s.moved.includes(l)),
    dropped: {},
    path: [action.hex],
    forcedMarch: false,
  };
  s.prompts.push({ name: 'move', side, draft });
  return done(s, []);
}

/** After a move or a pass: a side with no real train left is done (8.2); the other side moves next if it may. */
function endMoveTurn(s: N1812State, side: Side): void {
  for (const x of SIDES) if (!s.trains.some((t) => t.side === x && t.real)) s.sides[x].done = true;
  passTurn(s, side);
}

function moveAnswer(
  game: N1812Game,
  s: N1812State,
  top: Prompt & { name: 'move' },
  action: N1812Action,
  dice: Dice,
): Outcome<N1812State> {
  const draft = top.draft;
  const side = top.side;
  const fixed = draft.path.length > 1;
  switch (action.kind) {
    case 'move-cancel':
      s.prompts.pop();
      return done(s, []);
    case 'move-toggle': {
      if (fixed)
        return refuse(
          '8.4',
          'move-toggle-late',
          'Choose who goes before the first hex: go back to the start to change it.',
          'Scegli chi muove prima del primo esagono: torna all’inizio per cambiarlo.',
        );
      const isUnit = unitsIn(game, s, draft.from, side).includes(action.piece) && !s.moved.includes(action.piece);
      const isLeader = leadersIn(game, s, draft.from, side).includes(action.piece) && !s.moved.includes(action.piece);
      if (!isUnit && !isLeader)
        return refuse(
          '8.3',
          'move-piece',
          'That piece is not in the moving stack or has moved this phase.',
          'Quel pezzo non è nello stack che muove o ha già mosso in questa fase.',
        );
      const list = isUnit ? draft.units : draft.leaders;
      const at = list.indexOf(action.piece);
      if (at >= 0) list.splice(at, 1);
      else list.push(action.piece);
      return done(s, []);
    }
    case 'move-forced': {
      const next = { ...draft, forcedMarch: action.on };
      if (action.on && jeromeForbids(game, s, draft.units))
        return refuse(
          '16.1',
          'jerome',
          'The French VIII Corps may not force march until the "Jerome" card is played (16.1).',
          'Le divisioni dell’VIII Corpo francese non possono forzare le marce fino a che non viene giocata la carta "Jerome" (16.1).',
        );
      if (!action.on && draft.path.length > 1 && !checkDraft(game, s, side, next).ok)
        return refuse(
          '8.4',
          'move-forced-needed',
          'The path is longer than a move without forced march: go back first.',
          'Il percorso è più lungo di un movimento senza marcia forzata: torna indietro prima.',
        );
      draft.forcedMarch = action.on;
      return done(s, []);
    }
    case 'move-to': {
      const next = { ...draft, path: [...draft.path, action.hex] };
      const ok = checkDraft(game, s, side, next);
      if (!ok.ok) return refuseProblem(ok.problem);
      draft.path.push(action.hex);
      return done(s, []);
    }
    case 'move-back':
      if (draft.path.length <= 1)
        return refuse(
          '8.4',
          'move-back',
          'The stack is still in its start hex.',
          'Lo stack è ancora nell’esagono di partenza.',
        );
      draft.path.pop();
      for (const [leader, at] of Object.entries(draft.dropped))
        if (at >= draft.path.length) delete draft.dropped[leader];
      return done(s, []);
    case 'move-drop': {
      const at = draft.path.length - 1;
      if (at < 1 || !draft.leaders.includes(action.leader))
        return refuse(
          '8.4',
          'move-drop',
          'A leader moving with the stack may stay at a hex of the path after the first (8.4 point 2).',
          'Un Comandante che muove con lo stack può fermarsi in un esagono del percorso dopo il primo (8.4 punto 2).',
        );
      if (draft.dropped[action.leader] !== undefined) delete draft.dropped[action.leader];
      else draft.dropped[action.leader] = at;
      return done(s, []);
    }
    case 'move-lead':
      return answerMoveLead(game, s, draft, action);
    case 'move-confirm':
      return confirmMove(game, s, side, draft, dice);
    default:
      return refuse(
        '8.4',
        'move-building',
        'Finish the move (choose the next hex, Confirm) or cancel it.',
        'Completa il movimento (scegli il prossimo esagono, Conferma) o annullalo.',
      );
  }
}

function confirmMove(game: N1812Game, s: N1812State, side: Side, draft: MoveDraft, dice: Dice): Outcome<N1812State> {
  if (draft.path.length < 2)
    return refuse(
      '8.4',
      'move-no-path',
      'Choose at least one hex to move to.',
      'Scegli almeno un esagono in cui muovere.',
    );
  const check = checkDraft(game, s, side, draft);
  if (!check.ok) return refuseProblem(check.problem);
  const move = check.value;
  s.prompts.pop();
  // 16.5 (the option `chaos`): on 1–2 the Russian stack does not move; its train is spent, its pieces stay put.
  const chaosEvents: GameEvent[] = [];
  if (chaosApplies(s, side) && !chaosRoll(game, s, draft, dice, chaosEvents)) {
    s.moved.push(...draft.units, ...draft.leaders);
    useTrain(s, side, draft.from);
    s.last = { moves: [] };
    endMoveTurn(s, side);
    return done(s, chaosEvents, true);
  }
  const to = draft.path.at(-1)!;
  for (const id of draft.units) {
    s.units[id]!.hex = to;
    if (draft.forcedMarch) s.units[id]!.forcedMarch = true;
  }
  for (const id of draft.leaders) s.leaders[id]!.hex = draft.path[draft.dropped[id] ?? draft.path.length - 1]!;
  s.moved.push(...draft.units, ...draft.leaders);
  useTrain(s, side, draft.from);
  const events: GameEvent[] = [
    ...chaosEvents,
    {
      kind: 'move',
      side,
      from: draft.from,
      to,
      path: draft.path,
      units: draft.units,
      leaders: draft.leaders,
      forcedMarch: draft.forcedMarch,
      rule: '8.4',
      // 15.1: the log names only how many counters moved (words.ts).
      ...(fogOn(s) ? { fog: true } : {}),
    },
  ];
  s.last = { moves: [{ from: draft.from, to }] };
  for (const hex of draft.path.slice(1)) events.push(...enterHex(game, s, side, hex, dice));
  if (move.attritionRoll && !s.over) {
    // 16.2, 16.4(4), 16.4(6) with the option `leaders`.
    const input = leadersOn(s) ? { ...move.attrition, ...attritionCommand(game, s, draft) } : move.attrition;
    const rolled = attrition(input, dice);
    if (rolled.ok) {
      const { die, total, eliminate, disrupt } = rolled.value;
      events.push({
        kind: 'attrition',
        side,
        hex: to,
        die,
        total,
        eliminate,
        disrupt,
        steps: rolled.steps,
        rule: '8.5',
      });
      const candidates = draft.units.filter((id) => {
        const t = game.unitById.get(id)?.type;
        return s.units[id]!.hex === to && (t === 'infantry' || t === 'cavalry');
      });
      if (eliminate + disrupt > 0 && candidates.length > 0) {
        s.prompts.push({ name: 'attrition', side, hex: to, units: candidates, eliminate, disrupt });
        settleAttrition(s);
      }
    }
  }
  endMoveTurn(s, side);
  return done(s, events, true);
}

/**
 * 8.5: the units still to choose from (eliminations first, from any of them; then disruptions, from those in good
 * order), and the prompt gone when nothing is left to take or no unit to take it.
 */
function settleAttrition(s: N1812State): void {
  const top = s.prompts.at(-1);
  if (top?.name !== 'attrition') return;
  top.units = top.units.filter(
    (id) => s.units[id]!.hex !== ELIMINATED && (top.eliminate > 0 || !s.units[id]!.disrupted),
  );
  if (top.eliminate + top.disrupt === 0 || top.units.length === 0) s.prompts.pop();
}

function attritionAnswer(
  game: N1812Game,
  s: N1812State,
  top: Prompt & { name: 'attrition' },
  action: N1812Action,
): Outcome<N1812State> {
  const unit = action.kind === 'attrition-unit' && top.units.includes(action.unit) ? s.units[action.unit] : undefined;
  if (action.kind !== 'attrition-unit' || !unit)
    return refuse(
      '8.5',
      'attrition-unit',
      'Choose one of the moving infantry or cavalry units for the attrition loss.',
      'Scegli una delle unità di fanteria o cavalleria che hanno mosso per la perdita da attrito.',
    );
  if (!attritionChoices(game, s, top).includes(action.unit))
    return refuse(
      '16.6',
      'attrition-cavalry-first',
      'On turns 1 and 2 cavalry takes the losses before infantry (16.6): choose a cavalry unit.',
      'Nei turni 1 e 2 la cavalleria subisce le perdite prima della fanteria (16.6): scegli un’unità di cavalleria.',
    );
  const eliminated = top.eliminate > 0;
  if (eliminated) {
    unit.hex = ELIMINATED;
    top.eliminate -= 1;
  } else {
    unit.disrupted = true;
    top.disrupt -= 1;
  }
  s.last = { losses: [top.hex] };
  settleAttrition(s);
  return done(s, [
    {
      kind: 'attrition-loss',
      side: top.side,
      unit: action.unit,
      hex: top.hex,
      eliminated,
      rule: '8.5',
      ...(fogOn(s) ? { fog: true } : {}),
    },
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// 12 Leader movement

/** 12.1: the hexes `leader` may reach this phase, each with its path (the shortest legal one). */
export function leaderDestinations(
  game: N1812Game,
  s: N1812State,
  p: N1812Position,
  leader: string,
): Map<string, string[]> {
  const side = game.leaderById.get(leader)!.side;
  const from = s.leaders[leader]!.hex;
  const out = new Map<string, string[]>();
  const seen = new Map<string, string[]>([[from, [from]]]);
  let frontier = [[from]];
  for (let step = 0; step < 3; step++) {
    const next: string[][] = [];
    for (const path of frontier)
      for (const n of p.grid.neighbours(path.at(-1)!)) {
        if (seen.has(n)) continue;
        const longer = [...path, n];
        // A hex passed through must itself be one a leader may stand in or cross: try the path ending there.
        const problem = leaderMoveProblem(p, side, longer);
        seen.set(n, longer);
        if (problem === null) out.set(n, longer);
        if (problem === null || passable(p, side, n)) next.push(longer);
      }
    frontier = next;
  }
  return out;
}

/** 12.1: a hex a leader's path may cross though he may not stop there (no enemy units, no unheld enemy city). */
function passable(p: N1812Position, side: Side, hex: string): boolean {
  return leaderMoveProblem(p, side, [hex, hex]) === null || !p.units.some((u) => u.hex === hex && u.side !== side);
}

function leaderAction(
  game: N1812Game,
  s: N1812State,
  p: N1812Position,
  side: Side,
  action: N1812Action,
): Outcome<N1812State> {
  if (action.kind === 'done') return nextInTurn(s, side, 'leaders');
  if (action.kind !== 'leader-move') return wrongStep();
  const leader = game.leaderById.get(action.leader);
  const at = s.leaders[action.leader]?.hex;
  if (!leader || leader.side !== side || at === undefined || at === ELIMINATED || s.moved.includes(action.leader))
    return refuse(
      '12.1',
      'leader-move',
      'Choose one of your leaders on the map who has not moved this phase.',
      'Scegli un tuo Comandante sulla mappa che non ha mosso in questa fase.',
    );
  if (action.path[0] !== at)
    return refuse(
      '12.1',
      'leader-path',
      'The path starts where the leader stands.',
      'Il percorso parte da dove si trova il Comandante.',
    );
  const problem = leaderMoveProblem(p, side, action.path);
  if (problem) return refuseProblem(problem);
  const to = action.path.at(-1)!;
  s.leaders[action.leader]!.hex = to;
  s.moved.push(action.leader);
  s.last = { moves: [{ from: at, to }] };
  if (!s.sides[otherSide(side)].done) s.toAct = otherSide(side);
  return done(s, [
    {
      kind: 'leader-move',
      side,
      leader: action.leader,
      from: at,
      to,
      rule: '12.1',
      ...(fogOn(s) ? { fog: true } : {}),
    },
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Prompts

function answerPrompt(
  game: N1812Game,
  s: N1812State,
  top: Prompt,
  action: N1812Action,
  dice: Dice,
): Outcome<N1812State> {
  switch (top.name) {
    case 'move':
      return moveAnswer(game, s, top, action, dice);
    case 'attrition':
      return attritionAnswer(game, s, top, action);
    case 'leader-rank':
      return answerRank(game, s, top, action);
    case 'refuge':
      if (action.kind !== 'refuge' || !top.refuges.includes(action.hex))
        return refuse(
          '11.19',
          'refuge',
          'Choose one of the friendly stacks within 3 hexes offered.',
          'Scegli uno degli stack amici entro 3 esagoni proposti.',
        );
      s.leaders[top.leader]!.hex = action.hex;
      s.prompts.pop();
      return done(s, [{ kind: 'refuge', leader: top.leader, hex: action.hex, rule: '11.19' }]);
    case 'remove-depots': {
      // 7.2 note: the opponent "può rimuovere" the Depots: he may keep them, or remove fewer.
      if (action.kind === 'done') {
        s.prompts.pop();
        return done(s, [{ kind: 'step-done', side: top.side, step: 'remove-depots' }]);
      }
      if (action.kind !== 'remove-depot' || !s.depots.some((d) => d.side === top.owner && d.hex === action.hex))
        return refuse(
          '7.2',
          'remove-depot',
          'Choose one of the opponent’s Depots to remove.',
          'Scegli uno dei Depositi avversari da rimuovere.',
        );
      s.depots = s.depots.filter((d) => !(d.side === top.owner && d.hex === action.hex));
      top.count -= 1;
      if (top.count <= 0 || !s.depots.some((d) => d.side === top.owner)) s.prompts.pop();
      return done(s, [{ kind: 'depot-removed', side: top.side, owner: top.owner, hex: action.hex, rule: '7.2' }]);
    }
    case 'reserve-size':
    case 'reserve-losses':
    case 'independence':
    case 'defection':
      return advancedAnswer(game, s, top, action);
    case 'combat':
      if (action.kind !== 'combat')
        return refuse('10.1', 'combat-first', 'Finish the combat first.', 'Prima completa il combattimento.');
      return applyCombat(game, s, top.side, action, dice);
  }
}

/** The questions of the advanced rules' options: 16.7 (play/cavalry-reserve.ts), 16.9 (ukraine.ts), 16.11 (defections.ts). */
function advancedAnswer(
  game: N1812Game,
  s: N1812State,
  top: Prompt & { name: 'reserve-size' | 'reserve-losses' | 'independence' | 'defection' },
  action: N1812Action,
): Outcome<N1812State> {
  switch (top.name) {
    case 'reserve-size': {
      if (action.kind !== 'reserve-size') return wrongPrompt('16.7');
      const learned = learnFromAnswer(s.learned, reserveAsk(), { number: action.value, by: top.side, turn: s.turn });
      if (!learned.ok) return learned;
      s.learned = [...learned.book];
      s.prompts.pop();
      const units = deployReserve(game, s, action.value);
      return done(s, [learned.event, { kind: 'reserve-deployed', units, rule: '16.7' }]);
    }
    case 'reserve-losses':
      if (action.kind !== 'remove-unit' || !removeReserveUnit(game, s, top, action.unit))
        return refuse(
          '16.7',
          'reserve-unit',
          'Choose a French cavalry division offered: the Reserve’s first, then other French cavalry.',
          'Scegli una divisione di cavalleria francese proposta: prima quelle della Riserva, poi altra cavalleria francese.',
        );
      s.last = { losses: [] };
      return done(s, [{ kind: 'reserve-removed', unit: action.unit, rule: '16.7' }]);
    case 'independence':
      if (action.kind !== 'independence') return wrongPrompt('16.9');
      s.prompts.pop();
      return done(s, [declare(s, action.declare)]);
    case 'defection':
      if (action.kind !== 'remove-unit' || !defect(game, s, action.unit))
        return refuse(
          '16.11',
          'defection-unit',
          'Choose one of the foreign contingents’ combat units offered.',
          'Scegli una delle unità di combattimento dei contingenti stranieri proposte.',
        );
      return done(s, [{ kind: 'defection', unit: action.unit, rule: '16.11' }]);
  }
}

function wrongPrompt(rule: string): Refusal {
  return refuse(
    rule,
    'wrong-prompt',
    'Answer the question asked: choose one of the actions offered.',
    'Rispondi alla domanda posta: scegli una delle azioni proposte.',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The steps that ask nothing, and the turn

const FRENCH_CITIES = { moscow: 'Moscow', petersburg: 'St Petersburg' } as const;

function frenchHold(game: N1812Game, s: N1812State, city: keyof typeof FRENCH_CITIES): boolean {
  const hex = [...game.model.hexes.values()].find((h) => h.name === FRENCH_CITIES[city])?.id;
  return hex !== undefined && unitsIn(game, s, hex, 'french').length > 0;
}

/** Runs the steps that ask nothing until a side must act (or the game is over). Mutates `s`. */
export function settle(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  settleUkraine(game, s, dice, events);
  for (let guard = 0; guard < 50 && !s.over && s.prompts.length === 0; guard++) {
    if (!advance(game, s, dice, events)) break;
  }
  // 16.2 (the option `leaders`): a leader on the map whose rank is not known yet is asked about first.
  settleRanks(game, s);
}

/** One automatic transition, if the step is finished; false when someone must act. */
function advance(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): boolean {
  const both = SIDES.every((x) => s.sides[x].done);
  switch (s.step) {
    case 'setup-free':
      settleFreeSetup(game, s);
      return s.step !== 'setup-free';
    case 'setup-depots':
      if (!both) return false;
      beginTurn(game, s, dice, events);
      return true;
    case 'cards':
      // 16.1: the turn's cards played, phase 1 follows.
      if (!settleCards(game, s, events)) return false;
      beginTurn(game, s, dice, events);
      return true;
    case 'convert':
      if (!both) return false;
      s.step = 'trains-table';
      return true;
    case 'trains-table':
      if (SIDES.some((x) => trainsTableValue(game, s, x) === undefined)) return false;
      dealTrains(game, s, dice, events);
      return true;
    case 'trains': {
      // A side whose markers have nowhere to go sets them aside when its turn to place comes (the alternation must
      // go on); the side not asked is looked at when it is.
      const p = positionOf(game, s);
      for (const x of [s.toAct, otherSide(s.toAct)]) {
        const me = s.sides[x];
        if (me.realToPlace + me.dummiesToPlace === 0) continue;
        if (anyTrainSpot(game, s, p, x)) break;
        events.push({
          kind: 'trains-unplaced',
          side: x,
          real: me.realToPlace,
          dummies: me.dummiesToPlace,
          rule: '7.3',
        });
        me.realToPlace = 0;
        me.dummiesToPlace = 0;
      }
      const left = (x: Side) => s.sides[x].realToPlace + s.sides[x].dummiesToPlace > 0;
      if (SIDES.some(left)) {
        if (!left(s.toAct)) s.toAct = otherSide(s.toAct);
        return false;
      }
      startInTurn(s, 'depots');
      return true;
    }
    case 'depots':
      if (!both) return false;
      startInTurn(s, 'recovery');
      return true;
    case 'recovery':
      if (!both) return false;
      startInTurn(s, 'movement');
      for (const x of SIDES) if (!s.trains.some((t) => t.side === x && t.real)) s.sides[x].done = true;
      if (s.sides[s.toAct].done) s.toAct = otherSide(s.toAct);
      return true;
    case 'movement':
      if (!both) {
        if (s.sides[s.toAct].done) s.toAct = otherSide(s.toAct);
        return false;
      }
      endMovement(game, s, events);
      combatCommands(s, events);
      return true;
    case 'combat':
      if (!SIDES.every((x) => s.sides[x].outOfAttacks)) {
        if (s.sides[s.toAct].outOfAttacks) s.toAct = otherSide(s.toAct);
        return false;
      }
      // 10.9: the Forced March markers come off.
      for (const u of Object.values(s.units)) u.forcedMarch = false;
      events.push({ kind: 'combat-phase-over', rule: '10.9' });
      s.moved = [];
      startInTurn(s, 'leaders');
      s.toAct = s.ccFirst;
      return true;
    case 'leaders':
      if (!both) {
        if (s.sides[s.toAct].done) s.toAct = otherSide(s.toAct);
        return false;
      }
      cossackRolls(game, s, dice, events);
      startReinforcements(game, s, dice, events);
      return true;
    case 'arrivals':
    case 'reinforcements':
      if (!settleReinforcements(game, s, events)) return false;
      endTurn(game, s, dice, events);
      return true;
    case 'vp-values':
      if (SIDES.some((x) => missingVp(game, s, x).length > 0)) return false;
      finalScore(game, s, events);
      return true;
    case 'two-year':
      if (!settleTwoYear(game, s, dice, events)) return false;
      nextTurn(game, s, dice, events);
      return true;
    case 'turn-start':
      // The start-of-turn questions (16.9, 16.11) are answered: phase 1.
      beginTurn(game, s, dice, events);
      return true;
    default:
      return false;
  }
}

function startInTurn(s: N1812State, step: N1812State['step']): void {
  s.step = step;
  s.toAct = s.first;
  for (const x of SIDES) s.sides[x].done = false;
}

/** 5.1 phase 1 (rule 6), then phase 2's first step (7.1). */
function beginTurn(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  // 16.1 (the option `cards`): each side draws and plays a Random Event card before phase 1.
  if (cardsPending(s)) return startCards(game, s, dice, events);
  s.moved = [];
  s.supplied = [];
  s.trains = [];
  for (const u of Object.values(s.units)) u.combats = 0;
  for (const x of SIDES)
    s.sides[x] = {
      ...s.sides[x],
      converted: false,
      done: false,
      outOfAttacks: false,
      realToPlace: 0,
      dummiesToPlace: 0,
    };
  s.heldAtStart = { moscow: frenchHold(game, s, 'moscow'), petersburg: frenchHold(game, s, 'petersburg') };
  events.push({ kind: 'turn', turn: s.turn });
  s.rigaCut = [];
  const phase = supplyPhase(positionOf(game, s), s.forage, dice);
  for (const roll of phase.forage) events.push({ kind: 'forage', ...roll, rule: '6.3' });
  const disrupted: string[] = [];
  const eliminated: string[] = [];
  const rigaCut: string[] = [];
  for (const u of phase.units) {
    if (!u.unit.id) continue;
    if (u.fate === 'disrupted') {
      s.units[u.unit.id]!.disrupted = true;
      disrupted.push(u.unit.id);
    } else if (u.fate === 'eliminated') {
      s.units[u.unit.id]!.hex = ELIMINATED;
      eliminated.push(u.unit.id);
    } else if (!u.inSupply && u.unit.side === 'russian' && !u.unit.disrupted) rigaCut.push(u.unit.id);
  }
  s.rigaCut = rigaCut;
  const outOfSupply = phase.units.filter((u) => !u.inSupply).length;
  events.push({ kind: 'supply', outOfSupply, disrupted, eliminated, rigaCut, rule: '6.4' });
  s.last = {
    losses: [
      ...new Set(phase.units.filter((u) => u.fate === 'disrupted' || u.fate === 'eliminated').map((u) => u.unit.hex)),
    ],
  };
  // 6.3: the Forage markers come off at the end of the phase.
  s.forage = [];
  s.step = 'convert';
  // 16.7 (the option `cavalry-reserve`): the Reserve's roll at the end of phase 1 of turns 1 and 2.
  reserveRoll(game, s, dice, events);
}

/** 7.2, 7.4, 7.5: each side's trains this turn, the dummies, and who places first. */
function dealTrains(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const table = { french: trainsTableValue(game, s, 'french')!, russian: trainsTableValue(game, s, 'russian')! };
  for (const x of SIDES) {
    const depots = s.depots.filter((d) => d.side === x).length;
    // 16.7 (the option `cavalry-reserve`): the French trains lost from turn 3.
    const reserve = x === 'french' ? reserveTrainPenalty(s, s.turn, s.twoYear?.entered === true) : 0;
    // 16.1 (the option `cards`): the trains the turn's cards add or remove.
    const card = cardTrains(s, x);
    if (card !== 0) events.push({ kind: 'card-trains', side: x, value: card, rule: '16.1' });
    const n = table[x] - depots - s.depotsLost[x] - reserve + card;
    s.sides[x].realToPlace = Math.max(0, n);
    s.sides[x].dummiesToPlace = DUMMY_TRAINS;
    events.push({
      kind: 'trains',
      side: x,
      table: table[x],
      depots,
      lost: s.depotsLost[x],
      ...(reserve > 0 ? { reserve } : {}),
      trains: Math.max(0, n),
      rule: '7.2',
    });
    if (n < 0 && depots > 0)
      s.prompts.push({ name: 'remove-depots', side: otherSide(x), owner: x, count: Math.min(-n, depots) });
  }
  const first = firstPlayer({ turn: s.turn, ...table });
  if (first === 'tie') {
    // 7.4 gives no tie-break (README): a die decides, 1–3 the French, 4–6 the Russian.
    const die = d6(dice, 'first-player');
    s.first = die <= 3 ? 'french' : 'russian';
    events.push({ kind: 'first-player', side: s.first, die, rule: '7.4' });
  } else {
    s.first = first;
    events.push({ kind: 'first-player', side: first, rule: '7.4' });
  }
  s.step = 'trains';
  s.toAct = s.first;
  for (const x of SIDES) s.sides[x].done = false;
}

/** The end of phase 3: 8.7's Forage markers; the trains not used are gone (7.2: "for this turn", README). */
function endMovement(game: N1812Game, s: N1812State, events: GameEvent[]): void {
  const p = positionOf(game, s);
  const withTrain = new Set(s.supplied.map((id) => s.units[id]!.hex).filter((h) => h !== ELIMINATED));
  s.forage = forageMarkerHexes(p, withTrain);
  if (s.forage.length > 0) events.push({ kind: 'forage-markers', hexes: s.forage, rule: '8.7' });
  const left = s.trains.length;
  s.trains = [];
  if (left > 0) events.push({ kind: 'trains-removed', count: left });
  s.moved = [];
}

/** Phase 4 (rule 9): each side's Combat Commands and who attacks first. */
function combatCommands(s: N1812State, events: GameEvent[]): void {
  const cc = turnCommands({ frenchDecisive: s.decisive.french, russianDecisive: s.decisive.russian, ...s.lastEvents });
  if (!cc.ok) return;
  for (const x of SIDES) {
    s.sides[x].cc = cc.value[x];
    s.sides[x].outOfAttacks = false;
  }
  s.ccFirst = cc.value.firstAttacker;
  events.push({
    kind: 'combat-commands',
    french: cc.value.french,
    russian: cc.value.russian,
    first: cc.value.firstAttacker,
    steps: cc.steps,
    rule: '9.3',
  });
  // 16.1: the cards' Combat Commands come after 9.4's comparison; 9.3's floor ("mai ridotto a 0") still holds (README).
  for (const x of SIDES)
    if (cardCc(s, x) !== 0) {
      s.sides[x].cc = Math.max(1, s.sides[x].cc + cardCc(s, x));
      events.push({ kind: 'card-cc', side: x, value: cardCc(s, x), cc: s.sides[x].cc, rule: '16.1' });
    }
  s.step = 'combat';
  s.toAct = cc.value.firstAttacker;
  for (const x of SIDES) s.sides[x].done = false;
}

/** Phase 7 (13.1): the Cossacks' rolls; the reinforcements follow (play/reinforce.ts). */
function cossackRolls(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const p = positionOf(game, s);
  const hexes = cossackHexes(p);
  if (hexes.length > 0) {
    const rolled = cossacks(s.turn, p.twoYear ?? false, hexes.length, dice);
    if (rolled.ok) {
      rolled.value.rolls.forEach((roll, i) => {
        const hex = hexes[i]!;
        const unit = unitsIn(game, s, hex, 'french')[0];
        if (!unit) return;
        if (roll.hit) {
          if (s.units[unit]!.disrupted) s.units[unit]!.hex = ELIMINATED;
          else s.units[unit]!.disrupted = true;
        }
        events.push({
          kind: 'cossack',
          hex,
          unit,
          die: roll.die,
          hit: roll.hit,
          eliminated: s.units[unit]!.hex === ELIMINATED,
          rule: '13.1',
        });
      });
    }
  }
}

/** 5.1 phase 8: the turn's city events for the next turn's CC (9.3), the next turn, or the end (14.4, 14.7). */
function endTurn(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const moscow = frenchHold(game, s, 'moscow');
  const petersburg = frenchHold(game, s, 'petersburg');
  s.lastEvents = {
    tookMoscow: moscow && !s.heldAtStart.moscow,
    tookPetersburg: petersburg && !s.heldAtStart.petersburg,
    leftMoscow: !moscow && s.heldAtStart.moscow,
    leftPetersburg: !petersburg && s.heldAtStart.petersburg,
  };
  // 16.13 (the option `two-year`): the winter quarters offered, or a 1813 turn's end; the turn ends after the step.
  if (twoYearTurnEnd(game, s, dice, events)) return;
  nextTurn(game, s, dice, events);
}

/** The next turn, or the end of the game (14.4, 14.7). */
function nextTurn(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  if (s.turn >= game.model.turns) {
    s.step = 'vp-values';
    for (const x of SIDES) s.sides[x].done = false;
    return;
  }
  s.turn += 1;
  // The start of the turn's questions (16.9's declaration, 16.11's defection), before phase 1.
  if (independenceDue(s)) s.prompts.push({ name: 'independence', side: 'french' });
  startDefection(game, s, frenchHold(game, s, 'moscow') || frenchHold(game, s, 'petersburg'), events);
  if (s.prompts.length > 0) {
    s.step = 'turn-start';
    return;
  }
  beginTurn(game, s, dice, events);
}

/** 14.7 (a): the VP cities whose value is neither in the pack nor given yet, asked of the side whose territory holds them. */
export function missingVp(game: N1812Game, s: N1812State, side: Side): string[] {
  return [...game.model.hexes.values()]
    .filter((h) => h.victoryCity && vpValue(game, s, h.id) === undefined)
    .filter((h) => (h.nation === 'russia' ? 'russian' : 'french') === side)
    .map((h) => h.id)
    .sort();
}

function finalScore(game: N1812Game, s: N1812State, events: GameEvent[]): void {
  const p = positionOf(game, s);
  // 16.9: a freed western city is French-friendly (1.1), which 14.7 reads off the hex's state.
  const hexes = new Map(
    [...p.hexes].map(([id, h]) => [
      id,
      h.victoryCity
        ? { ...h, vp: vpValue(game, s, id) ?? null, ...(freedNation(s, id) ? { nation: 'independent' } : {}) }
        : h,
    ]),
  );
  const points = victoryPoints({ ...p, hexes }, s.decisivePoints);
  let winner = winnerByPoints(points);
  // 16.9: after the declaration the French wins only if he occupies every city of 14.7.
  const unheld = citiesNotOccupied(game, s);
  if (winner === 'french' && unheld.length > 0) {
    winner = 'russian';
    events.push({ kind: 'independence-verdict', hexes: unheld, rule: '16.9' });
  }
  s.over = { winner, reason: 'points', french: points.french, russian: points.russian };
  s.step = 'over';
  events.push({ kind: 'victory', winner, french: points.french, russian: points.russian, rule: '14.7' });
}
