import type { BoardPiece, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Counter } from '../../../core/pack.js';
import { actingSide, pendingNeeds } from './machine.js';
import { facingBearing } from '../rules/position.js';
import { ordersSeen } from './september.js';
import { flankNotes, flankSecret } from './flank.js';
import { flankLabels } from './flank-words.js';
import { destructionNotes } from './special-am-words.js';
import { interruptPrompt } from './interrupt-words.js';
import { sideOf, type Game } from './setup.js';
import { statusOfGame } from './status.js';
import { ELIMINATED, FLANK, OFF, RECOVERY, RETURNING, WITHDRAWN, type BorodinoState, type ValueName } from './state.js';
import { faceOf, valueOf } from './values.js';
import * as words from './words.js';

/**
 * What one viewer sees. The Shevardino scenario hides nothing: it uses neither the Orders markers nor the cup of AMs,
 * and every counter's values are printed face up; so every viewer sees the same pieces and notes, and only the prompt
 * is the viewer's own. On 7 September the Orders markers are face down until their group's AM is drawn (5.23): a side
 * reads its own Orders as its secret, every viewer the markers revealed. Facing (6.11) is each piece's notch (`facing`),
 * which the alt text reads as a wind.
 */
export function viewOf(
  game: Game,
  counters: ReadonlyMap<string, Counter>,
  namer: words.Namer,
  state: BorodinoState,
  viewer: Viewer,
): View {
  const pieces: BoardPiece[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (!game.hexes.has(u.at)) continue;
    const counter = counters.get(id);
    if (!counter) continue;
    const face = faceOf(state, id);
    const values = (counter.valueNames ?? []).map((n) => valueOf(game, state, id, n as ValueName, face));
    pieces.push({
      id,
      at: u.at,
      side: sideOf(game, id),
      nation: counter.nation,
      type: counter.type,
      ...(counter.size ? { size: counter.size } : {}),
      label: counter.name,
      values,
      disordered: u.disordered,
      // 6.11: the vertex it faces, drawn as a notch on the counter.
      facing: facingBearing(game.grid, u.facing),
      ...(u.fired ? { reduced: false } : {}),
    });
  }
  // SR5: the villages on fire or in rubble, and each destroyed bridge on both hexes of its hexside, as the pack's markers.
  for (const [hex, v] of Object.entries(state.september?.villages ?? {}))
    pieces.push({ id: `sr5-${hex}`, at: hex, type: 'marker', nation: v, label: 'SR5', values: [], marker: true });
  for (const key of state.september?.bridges ?? [])
    for (const hex of key.split('|').filter((h) => game.hexes.has(h)))
      pieces.push({
        id: `bridge-${key}-${hex}`,
        at: hex,
        type: 'marker',
        nation: 'bridge-down',
        label: 'SR5',
        values: [],
        marker: true,
      });
  const acting = actingSide(game, state);
  const commandOf = (id: string) => namer.command?.(id) ?? words.commandName(id);
  // 5.23: the Orders markers are face down: a viewer reads its own Orders and the markers revealed, no other.
  const orders = ordersSeen(game, state, viewer);
  const box = (at: string, title: Localized): Localized[] => {
    const ids = Object.entries(state.units)
      .filter(([, u]) => u.at === at)
      .map(([id]) => namer.unit(id));
    return ids.length === 0 ? [] : [loc(`${title.en}: ${ids.join(', ')}`, `${title.it}: ${ids.join(', ')}`)];
  };
  const notes: Localized[] = [
    loc(`Turn ${state.turn} of ${state.turns}`, `Turno ${state.turn} di ${state.turns}`),
    // Shevardino: the commands active; on 7 September the group whose AM acts is in its own notes, by name.
    ...(state.september
      ? []
      : [
          loc(
            `Active commands: ${state.active.map((c) => words.commandName(c).en).join(', ') || '—'}`,
            `Comandi attivi: ${state.active.map((c) => words.commandName(c).it).join(', ') || '—'}`,
          ),
        ]),
    ...box(OFF, loc('Reinforcements to come', 'Rinforzi da entrare')),
    ...box(WITHDRAWN, loc('WITHDRAWN BOX', 'Casella di Ritirata')),
    ...box(RECOVERY, loc('RECOVERY BOX', 'Casella del Recupero')),
    ...box(RETURNING, loc('Recovered, to be put back (10.3)', 'Ripristinate, da rimettere in mappa (10.3)')),
    ...box(ELIMINATED, loc('Eliminated', 'Eliminate')),
    ...box(FLANK, flankLabels.box), // SR14
    ...flankNotes(state),
    ...(state.collapsed.length > 0
      ? [loc(`Collapsed: ${state.collapsed.join(', ')}`, `Disgregati: ${state.collapsed.join(', ')}`)]
      : []),
    ...(state.september ? words.septemberNotes(state.september, orders, commandOf) : []),
    // SR5: the markers on the picture, and in words (a bridge is a hexside, its marker on both its hexes).
    ...(state.september ? destructionNotes(state.september.villages ?? {}, state.september.bridges ?? []) : []),
  ];
  const asked = pendingNeeds(game, state)[0];
  const retreat = state.retreats[0];
  const prompt = state.over
    ? words.prompts.over
    : viewer !== acting
      ? words.prompts.waiting
      : asked
        ? words.prompts.value(namer.unit(asked.unit), asked.name, asked.face)
        : retreat
          ? words.prompts.retreat(namer.unit(retreat.unit))
          : state.evade
            ? state.evade.stage === 'defender'
              ? words.prompts.evade(state.evade.hex ?? state.evade.pending.target)
              : words.prompts.evadeAdvance(state.evade.hex ?? state.evade.pending.target)
            : state.charge
              ? state.charge.stage === 'respond'
                ? words.prompts.respond(state.charge.answering ?? state.charge.target)
                : words.prompts.recall(namer.unit(state.charge.units[0]!), state.charge.reason)
              : state.pursuit
                ? words.prompts.pursuit(state.pursuit.at)
                : state.secondary
                  ? words.prompts.secondary(state.secondary.by, state.secondary.hex)
                  : state.counterBattery
                    ? words.prompts.counter(state.counterBattery.hex)
                    : state.september?.choosing
                      ? words.prompts.go(state.september.choosing)
                      : (interruptPrompt(state) ?? words.prompts[state.step]);
  const resolving = state.pending?.kind === 'resolve' ? state.pending.hex : null;
  const combat = state.pending
    ? state.pending.kind === 'through'
      ? [...state.pending.hexes]
      : state.pending.kind === 'secondary'
        ? [...state.pending.targets]
        : state.pending.kind === 'resolve'
          ? [...((state.declared ?? []).find((d) => d.pending.hex === resolving)?.targets ?? [])]
          : [
              state.pending.target,
              ...(state.pending.kind === 'assault' || state.pending.kind === 'pursuit'
                ? (state.pending.also ?? [])
                : []),
            ]
    : state.evade
      ? [state.evade.hex ?? state.evade.pending.target]
      : state.charge
        ? [state.charge.target, ...(state.charge.also ?? []).map((h) => h.hex)]
        : state.pursuit
          ? [state.pursuit.at]
          : [];
  // 9.85: the stacks in square (all six hexes Frontal).
  const squares = [
    ...new Set(
      Object.values(state.units)
        .filter((u) => u.square)
        .map((u) => u.at),
    ),
  ].sort();
  return {
    status: statusOfGame(game, state),
    prompt,
    pieces,
    // The last action's moves and losses (play/last.ts), and the combat being fought.
    highlights: { ...state.last, ...(combat.length > 0 ? { combat } : {}) },
    // 5.23, SR14: a side's own secrets (its Orders; the French's flank maneuver until it is in the box).
    ...(orders.mine
      ? { secret: [words.ordersSecret(orders.mine, commandOf), ...flankSecret(state, viewer, (id) => namer.unit(id))] }
      : {}),
    notes: [
      ...notes,
      ...(squares.length > 0
        ? [loc(`In square (9.85): ${squares.join(', ')}`, `In quadrato (9.85): ${squares.join(', ')}`)]
        : []),
      ...(asked
        ? [
            loc(
              `Asked: ${asked.name} of ${namer.unit(asked.unit)}`,
              `Richiesto: ${asked.name} di ${namer.unit(asked.unit)}`,
            ),
          ]
        : []),
    ],
  };
}
