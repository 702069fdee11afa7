import type { BoardPiece, GameStatus, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { statusLevel } from '../rules/efficiency.js';
import { otherPlayer, type PlacedUnit } from '../rules/position.js';
import { faceOf, settledPositionOf, valueOf, type Game } from './board.js';
import { activeSides } from './phases.js';
import type { O1914State, ValueKey } from './state.js';
import * as words from './words.js';

/**
 * What a viewer may see (3.1.5, 3.1.6): its own units whole; of the enemy's, the top unit of each stack (the order of
 * 3.1.5's table) and never a strength nor a CE status (the organisation displays are the owner's); the ID, type and
 * size of every unit in a hex it attacks. The observer (the thread's picture) sees the top unit of every stack.
 */

const SIZE_RANK: Readonly<Record<string, number>> = { XXX: 0, XX: 1, X: 2, III: 3 };

/** 3.1.5: a unit's place in its stack, top first (enemy adjacent or not); ties in the pack's counter order. */
function stackRank(game: Game, state: O1914State, u: PlacedUnit, enemyNext: boolean): number[] {
  const pr = valueOf(game, state, u.id!, faceOf(state, u.id!), 'pr') ?? 0;
  const size = SIZE_RANK[u.size ?? 'III'] ?? 3;
  const demoralized = statusLevel(state.units[u.id!]!.status) >= statusLevel('d1');
  if (u.type === 'depot' || u.type === 'train') return [6];
  if (u.type === 'hq' || u.type === 'artillery') return [5];
  if (u.type === 'fortress' || u.type === 'fort') return [3];
  if (demoralized) return [2];
  if (!u.formation) return [4, -pr];
  if (enemyNext) return [0, size, -pr];
  return u.type === 'cavalry' ? [0, size, -pr] : [1, -pr];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export function viewOf(game: Game, state: O1914State, viewer: Viewer): View {
  const p = settledPositionOf(game, state);
  const pieces: BoardPiece[] = [];
  // The units of each hex, in the position's order, read once (a view is built at every action, for every viewer).
  const byHex = new Map<string, PlacedUnit[]>();
  for (const u of p.units) {
    const here = byHex.get(u.hex);
    if (here) here.push(u);
    else byHex.set(u.hex, [u]);
  }
  const hexes = [...byHex.keys()].sort();
  const revealed = state.fight && viewer === state.fight.attacker ? state.fight : null;
  for (const hex of hexes)
    for (const side of ['allied', 'german'] as const) {
      const units = byHex
        .get(hex)!
        .filter((u) => u.side === side)
        .sort((a, b) => (game.order.get(a.id!) ?? 0) - (game.order.get(b.id!) ?? 0));
      if (units.length === 0) continue;
      if (viewer === side) {
        for (const u of units) pieces.push(pieceOf(game, state, u, true));
        continue;
      }
      const enemyNext = p.grid.neighbours(hex).some((n) => byHex.get(n)?.some((v) => v.side !== side) ?? false);
      const ranks = new Map(units.map((u) => [u, stackRank(game, state, u, enemyNext)]));
      const ranked = [...units].sort((a, b) => compare(ranks.get(a)!, ranks.get(b)!));
      const shown = revealed && revealed.target === hex ? ranked : ranked.slice(0, 1);
      for (const u of shown) pieces.push(pieceOf(game, state, u, false));
      if (shown.length < units.length)
        pieces.push({ id: `stack-${hex}-${side}`, at: hex, side, type: 'stack', label: '+', values: [], hidden: true });
    }
  state.preparedAttacks.forEach((a, i) => {
    const at = state.units[a.units[0]!]?.at;
    if (at)
      pieces.push({ id: `pa-${i}`, at, side: a.side, type: 'pa', label: `PA→${a.target}`, values: [], marker: true });
  });
  const status = statusOf(state);
  const secret: Localized[] = [];
  const own = new Set(p.units.filter((v) => v.side === viewer).map((v) => v.id));
  if (viewer !== 'observer')
    for (const [id, u] of Object.entries(state.units))
      if (u.status !== 'full' && own.has(id))
        secret.push(loc(`${words.unitName(game, id)}: CE ${u.status}`, `${words.unitName(game, id)}: CE ${u.status}`));
  return {
    status,
    prompt:
      viewer !== 'observer' && (status.active as string[]).includes(viewer)
        ? words.prompt(game, state)
        : words.waiting(state),
    pieces,
    // The last action's moves and losses (play/last.ts), and the combat being fought.
    highlights: { ...state.last, ...(state.fight ? { combat: [state.fight.target] } : {}) },
    ...(secret.length > 0 ? { secret } : {}),
    notes: [
      // 5.1: the Army Area boundaries, as text (the picture draws no hexside line).
      ...words.boundaryNotes(game, state),
      game.crt
        ? loc('CRT: the pack’s grid.', 'CRT: la griglia del pack.')
        : loc(
            'CRT: not in the pack; the attacker reads each result cell off the card (9.9.1).',
            'CRT: non è nel pack; l’attaccante legge ogni casella sulla tabella (9.9.1).',
          ),
    ],
  };
}

/** The game's turn, phase, the sides to act and its end (GameModule.status, the view's `status`). */
export function statusOf(state: O1914State): GameStatus {
  const over = state.over
    ? { ...(state.over.winner ? { winner: state.over.winner } : {}), reason: words.overText(state.over.reason) }
    : undefined;
  return {
    turn: state.turn,
    turnLabel: words.turnLabel(state),
    phase: words.PHASE_NAME[state.phase],
    active: activeSides(state),
    ...(over ? { over } : {}),
  };
}

/** A unit as a viewer sees it: its owner sees the values it knows; the enemy never a strength (3.1.6). */
function pieceOf(game: Game, state: O1914State, u: PlacedUnit, own: boolean): BoardPiece {
  const counter = game.counters.get(u.id!)!;
  const face = faceOf(state, u.id!);
  const values = (counter.valueNames ?? []).map((name) =>
    own ? (valueOf(game, state, u.id!, face, name.toLowerCase() as ValueKey) ?? null) : null,
  );
  const s = state.units[u.id!]!;
  return {
    id: u.id!,
    at: u.hex,
    side: u.side,
    nation: counter.nation,
    type: counter.type,
    ...(counter.size ? { size: counter.size } : {}),
    label: counter.name,
    values,
    // 15.6.1: a supply unit in Extended Mode shows its back.
    ...(s.reduced || s.extended || s.garrison === false ? { reduced: true } : {}),
    ...(own && statusLevel(s.status) >= statusLevel('ci') ? { disordered: true } : {}),
  };
}

export { otherPlayer };
