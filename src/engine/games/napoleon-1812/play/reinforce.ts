import type { GameEvent, MenuItem, Outcome } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { otherSide, SIDES, type Arrival, type Side } from '../model.js';
import { arrivalHexes } from '../rules/late-phases.js';
import type { N1812Position } from '../rules/position.js';
import type { Dice } from '../../../core/dice.js';
import { sweden } from '../rules/advanced.js';
import { ADVANCED_ONLY_LEADERS, SWEDISH_IDS } from './arrivals.js';
import { RESERVE_IDS } from './cavalry-reserve.js';
import { fogOn } from './fog.js';
import { WINTER_IDS } from './two-year-counters.js';
import { hexName, pieceName, positionOf, type N1812Game } from './game.js';
import { ELIMINATED, type N1812Action, type N1812State, type Reinforcement } from './state.js';

/**
 * Phase 7's reinforcements (13.2–13.3). With Tab. 13.2 in the pack, the turn's rows arrive (play/arrivals.ts made them
 * counters). Without it the book's table is missing, but the game must not lose reinforcements silently: each side is
 * asked, once a turn, which of its counters off the map arrive (none allowed; the choice is logged with the reason).
 * Then each side places its own, the one with more trains in Tab. 7.3 first (13.2: the same first player as 7.4), one
 * counter at a time on a hex 13.3 allows (`arrivalHexes`): at its arrival's city or next to it, west of Russia for the
 * French, never on or next to enemy units nor over 4.1's 6 OF. A counter that has no such hex when its side places is
 * eliminated: it never arrives (13.3).
 */

type Refusal = { readonly ok: false; readonly error: { rule: string; code: string; message: ReturnType<typeof loc> } };
const refuse = (rule: string, code: string, en: string, it: string): Refusal => ({
  ok: false,
  error: { rule, code, message: loc(en, it) },
});
const done = (s: N1812State, events: GameEvent[]): Outcome<N1812State> => ({ ok: true, state: s, events });

/** 13.3: where a side's reinforcements may arrive when the table does not say (no Tab. 13.2): all its places. */
const SIDE_ARRIVALS: Readonly<Record<Side, readonly Arrival[]>> = {
  french: ['west', 'A'],
  russian: ['K', 'Kg', 'StP'],
};

/**
 * 13.2 without Tab. 13.2: the side's counters that were never on the map (not set up, not arrived, not eliminated),
 * in the pack's order; the advanced game's leaders (14.1's names in brackets) are not among them in the basic game.
 */
export function offMap(game: N1812Game, s: N1812State, side: Side): string[] {
  return [
    ...game.model.units.filter((u) => u.side === side && s.units[u.id] === undefined).map((u) => u.id),
    ...game.model.leaders
      .filter((l) => l.side === side && s.leaders[l.id] === undefined && !ADVANCED_ONLY_LEADERS.includes(l.name))
      .map((l) => l.id),
  ].filter((id) => !SWEDISH_IDS.includes(id) && !WINTER_IDS.includes(id) && !RESERVE_IDS.includes(id));
}

/** The advanced rule 16.12 (the game option `sweden`). */
export const SWEDEN_OPTION = 'sweden';
/** 16.12: the roll is made at the end of turn 6. */
export const SWEDEN_TURN = 6;

/** 16.12: at the end of turn 6 the Russian rolls; on 4–6 the Swedes join his reinforcements, at St Petersburg. */
function swedenRoll(s: N1812State, dice: Dice, events: GameEvent[]): void {
  if (s.sweden !== true || s.turn !== SWEDEN_TURN) return;
  const rolled = sweden(dice);
  if (!rolled.ok) return;
  events.push({
    kind: 'sweden',
    die: rolled.value.die,
    arrive: rolled.value.swedesArrive,
    steps: rolled.steps,
    rule: '16.12',
  });
  if (rolled.value.swedesArrive)
    s.arriving = [
      ...(s.arriving ?? []),
      ...SWEDISH_IDS.filter((id) => s.units[id] === undefined && s.leaders[id] === undefined).map((piece) => ({
        side: 'russian' as const,
        piece,
        arrival: 'StP' as const,
      })),
    ];
}

/** The reinforcements `side` still has to place. */
export function pending(s: N1812State, side: Side): Reinforcement[] {
  return (s.arriving ?? []).filter((r) => r.side === side);
}

/** 13.3: the hexes reinforcement `r` may be placed in now, sorted. */
export function placeHexes(game: N1812Game, p: N1812Position, r: Reinforcement): string[] {
  const unit = game.unitById.get(r.piece);
  // 4.1: a leader has no Occupancy Factor; a unit whose class is not known counts 1 (the README's 4.1 reading).
  const occupancy = unit ? (unit.occupancy ?? 1) : 0;
  const codes = r.arrival === 'any' ? SIDE_ARRIVALS[r.side] : [r.arrival];
  const hexes = new Set(codes.flatMap((code) => arrivalHexes(p, r.side, code, occupancy)));
  return [...hexes].sort();
}

/** Phase 7 after the Cossacks: the turn's reinforcements from Tab. 13.2, or the question when the pack lacks it. */
export function startReinforcements(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const plan = game.reinforcements;
  for (const x of SIDES) s.sides[x].done = false;
  if (plan) {
    const rows = plan.rows.filter((r) => r.turn === s.turn);
    s.arriving = rows.flatMap((r) =>
      [...r.units, ...r.leaders].map((piece) => ({ side: r.side, piece, arrival: r.arrival })),
    );
    events.push({
      kind: 'reinforcements',
      turn: s.turn,
      table: true,
      french: pending(s, 'french').map((r) => r.piece),
      russian: pending(s, 'russian').map((r) => r.piece),
      unread: rows.flatMap((r) => r.unread),
      rule: '13.2',
    });
    swedenRoll(s, dice, events);
    s.step = 'reinforcements';
    s.toAct = s.first;
    return;
  }
  const asked = SIDES.filter((x) => offMap(game, s, x).length > 0);
  events.push({ kind: 'reinforcements', turn: s.turn, table: false, asked, rule: '13.2' });
  s.arriving = [];
  s.picked = [];
  swedenRoll(s, dice, events);
  for (const x of SIDES) s.sides[x].done = !asked.includes(x);
  s.step = 'arrivals';
  s.toAct = asked.includes(s.first) || asked.length === 0 ? s.first : otherSide(s.first);
}

/**
 * The automatic part of the two steps (`settle`): the questions finished, the counters that cannot be placed lost,
 * the other side's turn. True when phase 7 is over (the turn may end).
 */
export function settleReinforcements(game: N1812Game, s: N1812State, events: GameEvent[]): boolean {
  if (s.step === 'arrivals') {
    if (!SIDES.every((x) => s.sides[x].done)) {
      if (s.sides[s.toAct].done) s.toAct = otherSide(s.toAct);
      return false;
    }
    delete s.picked;
    s.step = 'reinforcements';
    s.toAct = s.first;
  }
  for (let turns = 0; turns < 2; turns++) {
    const x = s.toAct;
    // 13.3: asked when the side places (the other side's counters placed first may have closed hexes).
    const p = positionOf(game, s);
    for (const r of pending(s, x)) {
      if (placeHexes(game, p, r).length > 0) continue;
      s.arriving = (s.arriving ?? []).filter((a) => a !== r);
      if (game.unitById.has(r.piece))
        s.units[r.piece] = { hex: ELIMINATED, disrupted: false, forcedMarch: false, combats: 0 };
      else s.leaders[r.piece] = { hex: ELIMINATED };
      events.push({ kind: 'reinforcement-lost', side: x, piece: r.piece, rule: '13.3' });
    }
    if (pending(s, x).length > 0) return false;
    if (pending(s, otherSide(x)).length === 0) break;
    s.toAct = otherSide(x);
  }
  delete s.arriving;
  return true;
}

export function reinforcementAction(
  game: N1812Game,
  s: N1812State,
  side: Side,
  action: N1812Action,
): Outcome<N1812State> {
  if (s.step === 'arrivals') {
    if (action.kind === 'done') {
      const picked = (s.picked ?? []).filter((id) => offMap(game, s, side).includes(id));
      s.arriving = [...(s.arriving ?? []), ...picked.map((piece) => ({ side, piece, arrival: 'any' as const }))];
      s.picked = (s.picked ?? []).filter((id) => !picked.includes(id));
      s.sides[side].done = true;
      // 15.1: under the fog of war the opponent reads how many arrive, not which.
      const fog = fogOn(s) ? { fog: true } : {};
      return done(s, [{ kind: 'arrivals-chosen', side, pieces: picked, rule: '13.2', ...fog }]);
    }
    if (action.kind !== 'arrive' || !offMap(game, s, side).includes(action.piece))
      return refuse(
        '13.2',
        'arrive-piece',
        'Choose one of your counters off the map, or Done.',
        'Scegli uno dei tuoi segnalini fuori mappa, oppure Fatto.',
      );
    const picked = s.picked ?? [];
    s.picked = picked.includes(action.piece) ? picked.filter((id) => id !== action.piece) : [...picked, action.piece];
    return done(s, []);
  }
  if (action.kind !== 'reinforce')
    return refuse('13.3', 'reinforce-first', 'Place your reinforcements first.', 'Prima piazza i tuoi rinforzi.');
  const r = pending(s, side).find((x) => x.piece === action.piece);
  if (!r)
    return refuse(
      '13.2',
      'reinforce-piece',
      'That counter is not one of your reinforcements to place.',
      'Quel segnalino non è uno dei tuoi rinforzi da piazzare.',
    );
  if (!placeHexes(game, positionOf(game, s), r).includes(action.hex))
    return refuse(
      '13.3',
      'reinforce-hex',
      'Reinforcements arrive where Tab. 13.2 says (its city or next to it; the French west of Russia), never on or next to enemy units nor over 6 OF a hex (4.1).',
      'I rinforzi arrivano dove dice la Tab. 13.2 (la sua città o adiacenti; i francesi a ovest della Russia), mai su o adiacenti a unità nemiche né oltre 6 FO per esagono (4.1).',
    );
  s.arriving = (s.arriving ?? []).filter((x) => x !== r);
  if (game.unitById.has(r.piece))
    s.units[r.piece] = { hex: action.hex, disrupted: false, forcedMarch: false, combats: 0 };
  else s.leaders[r.piece] = { hex: action.hex };
  s.last = { moves: [{ from: action.hex, to: action.hex }] };
  return done(s, [
    {
      kind: 'reinforce',
      side,
      piece: r.piece,
      hex: action.hex,
      rule: '13.3',
      ...(fogOn(s) ? { fog: true } : {}),
    },
  ]);
}

const action = (key: string, label: ReturnType<typeof loc>): MenuItem => ({ kind: 'action', key, label });
const branch = (key: string, label: ReturnType<typeof loc>): MenuItem => ({ kind: 'branch', key, label });

/** The menu of the two steps: the counters off the map to choose, or the reinforcements and their hexes. */
export function reinforcementItems(game: N1812Game, s: N1812State, side: Side, path: readonly string[]): MenuItem[] {
  if (s.step === 'arrivals') {
    const picked = s.picked ?? [];
    const mine = picked.filter((id) => offMap(game, s, side).includes(id));
    return [
      ...offMap(game, s, side).map((id) => {
        const name = pieceName(game, id);
        return action(
          `arrive/${id}`,
          picked.includes(id)
            ? loc(`${name}: does not arrive`, `${name}: non arriva`)
            : loc(`${name}: arrives`, `${name}: arriva`),
        );
      }),
      action(
        'done',
        mine.length === 0
          ? loc('Done: none arrive this turn', 'Fatto: non ne arriva nessuno in questo turno')
          : loc(`Done: ${mine.length} arrive`, `Fatto: ne arrivano ${mine.length}`),
      ),
    ];
  }
  const p = positionOf(game, s);
  const chosen = path[0]?.startsWith('r:') ? path[0].slice(2) : undefined;
  const r = pending(s, side).find((x) => x.piece === chosen);
  if (r)
    return placeHexes(game, p, r).map((hex) =>
      action(
        `reinforce/${r.piece}/${hex}`,
        loc(
          `${pieceName(game, r.piece)} at ${hexName(game, hex)}`,
          `${pieceName(game, r.piece)} a ${hexName(game, hex)}`,
        ),
      ),
    );
  return pending(s, side).map((x) =>
    branch(`r:${x.piece}`, loc(`Place ${pieceName(game, x.piece)}`, `Piazza ${pieceName(game, x.piece)}`)),
  );
}
