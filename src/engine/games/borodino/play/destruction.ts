import type { Dice } from '../../../core/dice.js';
import type { GameEvent, MenuItem } from '../../../core/game.js';
import { burnableVillages, burnExits, DESTRUCTION_AM, DESTRUCTION_SIDE } from '../rules/destruction.js';
import { villageFire } from '../rules/scenario.js';
import { destructionLabels } from './special-am-words.js';
import { bridgeItems } from './bridge.js';
import { refuse, type Applied } from './machine.js';
import { flankClosedHexes } from './flank.js';
import { positionOf } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, UnitState } from './state.js';

/**
 * SR5's Destruction AM on 7 September: in the Russian cup every turn (`destructionAms`); drawn (or chosen first with
 * the Initiative, 5.41 "Ne può scegliere uno qualsiasi"), each village on fire rolls to go out (`villageFire`: 0–3
 * Rubble), then the Russians may set one village on fire (`burn`: their infantry in it, no enemy next to it, the stack
 * moved free to a hex next to it) or do nothing. "Lo possono usare … senza bisogno di Comando o Punti Attivazione."
 * Or the Russians destroy a bridge instead (play/bridge.ts): "il russo può mettere a fuoco un paese o distruggere un
 * ponte – non entrambe le cose".
 */

/** SR5 "L'AM di Distruzione va sempre nella tazza, obbligatoriamente": while the Russians have a unit on the map. */
export function destructionAms(game: Game, state: BorodinoState): string[] {
  const present = Object.entries(state.units).some(
    ([id, u]) => sideOf(game, id) === DESTRUCTION_SIDE && game.hexes.has(u.at),
  );
  return present ? [DESTRUCTION_AM] : [];
}

/** SR5: the villages on fire and in rubble (absent in states saved before it). */
export const villagesOf = (state: BorodinoState): Readonly<Record<string, 'burning' | 'rubble'>> =>
  state.september?.villages ?? {};

/**
 * SR5: the Destruction AM is drawn: "Ogni volta che viene pescato l'AM di Distruzione, tirate un dado" for each village
 * on fire (0–3 it goes out, Rubble); then the Russians choose (the `destruction` step).
 */
export function beginDestruction(game: Game, state: BorodinoState, dice: Dice, events: GameEvent[]): BorodinoState {
  const villages = { ...villagesOf(state) };
  for (const [hex, now] of Object.entries(villages)) {
    if (now !== 'burning') continue;
    const rolled = villageFire(dice);
    if (!rolled.ok) continue;
    villages[hex] = rolled.value.state;
    events.push({ kind: 'village-fire', hex, roll: rolled.value.roll, state: rolled.value.state, steps: rolled.steps });
  }
  events.push({ kind: 'destruction-drawn' });
  return {
    ...state,
    september: { ...state.september!, group: DESTRUCTION_AM, villages, individual: [], tried: [], idle: [], fixed: [] },
    active: [],
    step: 'destruction',
    side: DESTRUCTION_SIDE,
  };
}

/** SR5: the Russians set the village in `hex` on fire, their stack there moving free to `to`. */
export function burnVillage(
  game: Game,
  state: BorodinoState,
  by: string,
  hex: string,
  to: string,
  events: GameEvent[],
): Applied {
  if (state.step !== 'destruction' || by !== DESTRUCTION_SIDE) return refuse('wrong-step', '3.0');
  const p = positionOf(game, state);
  if (!burnableVillages(p).includes(hex)) return refuse('burn-not', 'SR5', { hex });
  if (!burnExits(p, hex).includes(to) || flankClosedHexes(state, DESTRUCTION_SIDE).includes(to))
    return refuse('burn-exit', 'SR5', { hex: to });
  const units: Record<string, UnitState> = { ...state.units };
  let seq = state.seq;
  // 6.11: joining friends, the stack faces as they do (their infantry's or cavalry's, 6.14), as any move may turn (6.12).
  const there = Object.entries(state.units).filter(([, u]) => u.at === to);
  const joined = (there.find(([id]) => game.units.get(id)?.kind !== 'artillery') ?? there[0])?.[1].facing;
  // 6.24: a unit set down otherwise than by its own move goes on top (the README's reading).
  for (const [id, u] of Object.entries(state.units))
    if (u.at === hex && sideOf(game, id) === DESTRUCTION_SIDE)
      units[id] = { ...u, at: to, stack: ++seq, ...(joined ? { facing: joined } : {}) };
  events.push({ kind: 'village-burnt', hex, to });
  return {
    ok: true,
    state: {
      ...state,
      units,
      seq,
      september: { ...state.september!, villages: { ...villagesOf(state), [hex]: 'burning' } },
    },
    events,
  };
}

/**
 * The Destruction step's menu: each village the Russians may burn, with each hex its stack may go to, and each bridge
 * they may destroy (play/bridge.ts; "non entrambe le cose": either ends the AM).
 */
export function destructionItems(game: Game, state: BorodinoState): MenuItem[] {
  const p = positionOf(game, state);
  return [
    ...burnableVillages(p).flatMap((hex) =>
      burnExits(p, hex)
        .filter((to) => !flankClosedHexes(state, DESTRUCTION_SIDE).includes(to)) // SR14
        .map((to): MenuItem => ({
          kind: 'action',
          key: `burn/${hex}/${to}`,
          label: destructionLabels.burn(hex, to),
        })),
    ),
    ...bridgeItems(game, state),
  ];
}
