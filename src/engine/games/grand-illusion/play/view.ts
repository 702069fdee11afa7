import type { BoardPiece, Highlights, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { SIDES, type Side } from '../model.js';
import { learnedNumber } from './learned.js';
import { faceOf, onMap, valueOf } from './position.js';
import type { Game } from './setup.js';
import { top, type GiState } from './state.js';
import * as words from './words.js';

/**
 * What one viewer sees: the units and forts on the map with the values known (the pack's or the owners'), the
 * control markers where a hex changed hands, trenches, the VP markers drawn, and the CAP, initiative and VP as notes.
 * Hidden from every viewer (3.1.2): the VP markers left in the cups; the view never reads `state.cups`. A side's
 * prompt is shown only to that side; the other side and observers see what the game waits for.
 */
export function viewOf(
  game: Game,
  namer: words.Namer,
  state: GiState,
  viewer: Viewer,
  start: Readonly<Record<string, Side>>,
): View {
  const pieces: BoardPiece[] = [];
  for (const id of game.unitIds) {
    const u = state.units[id];
    const c = game.counters.get(id);
    if (!u || !c || !onMap(u.at)) continue;
    const face = faceOf(c, u.disorganized);
    const names = c.type === 'hq' ? ['MA'] : c.type === 'artillery' ? ['BN', 'MA'] : ['CS', 'MA'];
    pieces.push({
      id,
      at: u.at,
      side: c.side,
      nation: c.nation,
      type: c.type,
      ...(c.size ? { size: c.size } : {}),
      label: c.name,
      values: names.map((n) => valueOf(state, c, face, n)),
      ...(u.disorganized ? { disordered: true } : {}),
    });
  }
  for (const [id, f] of Object.entries(state.forts)) {
    const gf = game.forts.get(id);
    const c = game.counters.get(id);
    if (!gf || !c || !onMap(f.at)) continue;
    const step = gf.steps[f.step];
    pieces.push({
      id,
      at: f.at,
      side: gf.side,
      nation: c.nation,
      type: 'fort',
      label: c.name,
      values: [step ? (step.cs ?? learnedNumber(state.learned, step.key) ?? null) : null],
      ...(f.step > 0 ? { reduced: true } : {}),
    });
  }
  for (const [hex, side] of Object.entries(state.control)) {
    if (start[hex] === side) continue;
    pieces.push({
      id: `control-${hex}`,
      at: hex,
      type: 'marker',
      label: side === 'german' ? 'DE' : 'AL',
      values: [],
      marker: true,
      nation: side === 'german' ? 'control-de' : 'control-al',
    });
  }
  for (const [hex, level] of Object.entries(state.trench))
    pieces.push({
      id: `trench-${hex}`,
      at: hex,
      type: 'marker',
      label: `+${level}`,
      values: [],
      marker: true,
      nation: `trench${level}`,
    });
  for (const m of state.markers)
    pieces.push({
      id: `vp-${m.cup}-${m.hex}`,
      at: m.hex,
      type: 'marker',
      label: `${m.vp}`,
      values: [m.vp],
      marker: true,
      nation: m.cup === 'german' ? 'vp-german' : 'vp-plan17',
    });

  const frame = top(state);
  const active: Side[] = state.over || !frame ? [] : [frame.side];
  const highlights: Highlights =
    frame?.name === 'move' && frame.path.length > 1
      ? { moves: frame.path.slice(1).map((to, i) => ({ from: frame.path[i]!, to })) }
      : frame?.name === 'retreat' ||
          frame?.name === 'dta' ||
          frame?.name === 'impetus' ||
          frame?.name === 'withdraw' ||
          frame?.name === 'battle-map' ||
          frame?.name === 'bombard' ||
          frame?.name === 'rearguard'
        ? { combat: [frame.hex] }
        : {};
  const mine = viewer !== 'observer' && frame?.side === viewer;
  const waiting: Localized = frame
    ? loc(
        `Waiting for the ${words.sideName(frame.side).en}.`,
        `Si attende che giochino gli ${words.sideName(frame.side).it}.`,
      )
    : words.prompt(undefined, state, namer);
  const notes: Localized[] = [
    loc(
      `CAP: Allies ${state.cap.allied}, Germans ${state.cap.german} (5.0).`,
      `CAP: Alleati ${state.cap.allied}, Tedeschi ${state.cap.german} (5.0).`,
    ),
    loc(
      `Initiative: ${words.sideName(state.initiative).en} (6.0).`,
      `Iniziativa: ${words.sideName(state.initiative).it} (6.0).`,
    ),
    loc(
      `VP: German ${state.vp.german}, Plan 17 ${state.vp.plan17} (3.2).`,
      `VP: tedeschi ${state.vp.german}, Piano 17 ${state.vp.plan17} (3.2).`,
    ),
    loc(
      `Mandated Battles owed this turn: Allies ${state.mandated.allied}, Germans ${state.mandated.german} (9.1.1).`,
      `Battaglie Obbligatorie dovute questo turno: Alleati ${state.mandated.allied}, Tedeschi ${state.mandated.german} (9.1.1).`,
    ),
  ];
  return {
    status: {
      turn: state.turn,
      turnLabel: words.turnLabel(state),
      phase: words.phaseName(state),
      active,
      ...(state.over ? { over: { winner: state.over.winner, reason: words.overReason(state.over.reason) } } : {}),
    },
    prompt: state.over || mine || (viewer === 'observer' && !frame) ? words.prompt(frame, state, namer) : waiting,
    pieces,
    highlights,
    notes,
    tracks: [
      {
        id: 'vp',
        label: loc('Victory points', 'Punti vittoria'),
        from: -10,
        to: 40,
        markers: SIDES.map((s) => ({
          label: s === 'german' ? loc('VP', 'VP') : loc('P17', 'P17'),
          value: s === 'german' ? state.vp.german : state.vp.plan17,
          side: s,
        })),
      },
    ],
  };
}
