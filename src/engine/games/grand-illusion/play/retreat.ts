import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { isCombatUnit, type PlacedUnit } from '../rules/position.js';
import { checkRetreat, seaUnits } from '../rules/retreat-position.js';
import { retreatToSea } from '../rules/sea.js';
import { settle } from './aftermath.js';
import { updateControl } from './control.js';
import { type Applied, type DeepMut, loseStep, type Of, refuse, type S, text } from './edit.js';
import { retreatChoices } from './legal.js';
import { positionOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState, top, TRACK } from './state.js';

/** Retreats after a battle (9.4.3): the owner's hex, the onward hex, elimination with nowhere to go. */

/**
 * A retreat with no hex to go to eliminates the units at once (9.4.3); Allied units cut off in a Channel port retreat
 * to sea instead (9.4.5).
 */
export function autoRetreats(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  for (;;) {
    const f = top(s as GiState);
    if (f?.name !== 'retreat') return;
    const units = f.units.filter(
      (id) => s.units[id]?.at === f.hex || (f.first !== undefined && s.units[id]?.at === f.hex),
    );
    if (units.length === 0) {
      s.stack.pop();
      continue;
    }
    const choices = retreatChoices(game, s as GiState, { ...f, units });
    if (choices.options.length > 0) return;
    s.stack.pop();
    if (choices.toSea) retreatIntoSea(game, s, f.side, f.hex, units, dice, ev);
    else {
      for (const id of units) s.units[id]!.at = ELIMINATED;
      ev.push({ kind: 'retreat-eliminated', side: f.side, hex: f.hex, units, sea: false });
    }
    updateControl(game, s, f.hex, dice, ev);
    if (!s.stack.some((g) => g.name === 'retreat' && g.hex === f.hex)) settle(game, s, f.hex, true, dice, ev);
  }
}

export function retreatAnswer(
  game: Game,
  s: S,
  frame: Of<'retreat'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, hex] = key.split('/');
  if (key === 'namur-track') {
    if (!namurTrackable(s as GiState, frame)) return refuse('namur-track', {}, '12.6');
    // 12.6: the 4th Division leaves the map for the Turn Record Track, 5 turns ahead, at full strength.
    s.units[NAMUR_DIVISION] = { at: TRACK, disorganized: false };
    s.returning.push({ unit: NAMUR_DIVISION, turn: s.turn + NAMUR_TURNS, coastal: true });
    ev.push({ kind: 'namur-track', unit: NAMUR_DIVISION, turn: s.turn + NAMUR_TURNS });
    const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'retreat'>>;
    mut.units = mut.units.filter((u) => u !== NAMUR_DIVISION);
    if (!mut.units.some((u) => s.units[u]?.at === frame.hex)) {
      s.stack.pop();
      afterRetreat(game, s, frame.hex, [], dice, ev);
    } else autoRetreats(game, s, dice, ev);
    return null;
  }
  const choices = retreatChoices(game, s as GiState, frame);
  const option = choices.options.find((o) => o.hex === hex);
  if (verb !== 'retreat' || !hex || !option) return refuse('retreat-hex', { hex: hex ?? '' }, '9.4.3');
  if (frame.first === undefined && option.overstacked) {
    (s.stack[s.stack.length - 1] as DeepMut<Of<'retreat'>>).first = hex;
    ev.push({ kind: 'retreat-overstacked', side: frame.side, hex });
    autoRetreatOnward(game, s, dice, ev);
    return null;
  }
  const p = positionOf(game, s as GiState);
  const units = frame.units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const path = frame.first === undefined ? [hex] : [frame.first, hex];
  const checked = checkRetreat(p, { side: frame.side, from: frame.hex, units, battles: [frame.hex], path });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  s.stack.pop();
  const end = path[path.length - 1]!;
  const group = frame.units.filter((id) => s.units[id]?.at === frame.hex);
  for (const id of group) s.units[id]!.at = end;
  ev.push({ kind: 'retreat', side: frame.side, from: frame.hex, path, stepsLost: checked.value.stepsLost });
  if (checked.value.eliminated) for (const id of group) s.units[id]!.at = ELIMINATED;
  else if (checked.value.stepsLost > 0) {
    // 9.4.3: the steps lost (row 5, the onward hex) come from the group's combat units, the owner's choice.
    const combat = group.filter((id) => isCombatCounter(game, id));
    if (new Set(combat).size > 1) {
      s.stack.push({
        name: 'retreat-loss',
        side: frame.side,
        hex: frame.hex,
        path,
        units: combat,
        steps: checked.value.stepsLost,
      });
      return null;
    }
    for (let n = 0; n < checked.value.stepsLost && combat[0] !== undefined; n++) loseStep(game, s, combat[0]);
  }
  afterRetreat(game, s, frame.hex, path, dice, ev);
  return null;
}

/** 12.6: the Belgian 4th Division, and the turns it spends on the Turn Record Track. */
export const NAMUR_DIVISION = 'be-4';
const NAMUR_TURNS = 5;

/** 12.6: the 4th Division, obliged to retreat (before any hex is entered), may leave the map instead. */
export function namurTrackable(s: GiState, frame: Of<'retreat'>): boolean {
  return frame.first === undefined && frame.units.includes(NAMUR_DIVISION) && s.units[NAMUR_DIVISION]?.at === frame.hex;
}

const isCombatCounter = (game: Game, id: string): boolean =>
  game.counters.get(id)?.type === 'infantry' || game.counters.get(id)?.type === 'cavalry';

/** A retreat done: control of the hexes it touched (8.3.3), the retreats left, the battle hex settled (9.5.3). */
function afterRetreat(game: Game, s: S, from: string, path: readonly string[], dice: Dice, ev: GameEvent[]): void {
  for (const h of path) updateControl(game, s, h, dice, ev);
  updateControl(game, s, from, dice, ev);
  autoRetreats(game, s, dice, ev);
  if (!s.stack.some((f) => f.name === 'retreat' && f.hex === from)) settle(game, s, from, true, dice, ev);
}

/** 9.4.3: the units of a retreating group that may lose the next step (on the map in the hex it entered). */
export function retreatLossChoices(s: GiState, frame: Of<'retreat-loss'>): string[] {
  const end = frame.path[frame.path.length - 1];
  return frame.units.filter((id) => s.units[id]?.at === end);
}

/** 9.4.3: the owner takes a step from a unit of his choice; when all are taken, the retreat is done. */
export function retreatLossAnswer(
  game: Game,
  s: S,
  frame: Of<'retreat-loss'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  const [verb, unit] = key.split('/');
  if (verb !== 'lose' || !unit || !retreatLossChoices(s as GiState, frame).includes(unit))
    return refuse('retreat-loss-unit', { unit: unit ?? '' }, '9.4.3');
  loseStep(game, s, unit);
  ev.push({ kind: 'retreat-loss', side: frame.side, unit });
  const mut = s.stack[s.stack.length - 1] as DeepMut<Of<'retreat-loss'>>;
  mut.steps--;
  if (mut.steps === 0 || retreatLossChoices(s as GiState, frame).length === 0)
    finishRetreatLoss(game, s, frame, dice, ev);
  return null;
}

/** The end of the owner's choice of steps lost (also a referee's skip of it). */
export function finishRetreatLoss(game: Game, s: S, frame: Of<'retreat-loss'>, dice: Dice, ev: GameEvent[]): void {
  s.stack.pop();
  afterRetreat(game, s, frame.hex, frame.path, dice, ev);
}

export function autoRetreatOnward(game: Game, s: S, dice: Dice, ev: GameEvent[]): void {
  const f = top(s as GiState);
  if (f?.name !== 'retreat') return;
  if (retreatChoices(game, s as GiState, f).options.length > 0) return;
  // 9.4.3: no onward hex: the units are eliminated.
  s.stack.pop();
  const group = f.units.filter((id) => s.units[id]?.at === f.hex);
  for (const id of group) s.units[id]!.at = ELIMINATED;
  ev.push({ kind: 'retreat-eliminated', side: f.side, hex: f.hex, units: group, sea: false });
  updateControl(game, s, f.hex, dice, ev);
  autoRetreats(game, s, dice, ev);
}

/**
 * 9.4.5: each retreating Allied combat unit rolls on the Sea Retreat table (sea.ts): eliminated, or Disorganized on the
 * Turn Record Track, to come back 2–5 turns later as the replacements of 7.2 do (README decision). The Territorials'
 * +2 is read off the counter's name; an HQ retreating with them has no roll and is eliminated (README decision).
 */
function retreatIntoSea(
  game: Game,
  s: S,
  side: Side,
  hex: string,
  units: readonly string[],
  dice: Dice,
  ev: GameEvent[],
): void {
  const p = positionOf(game, s as GiState);
  const placed = units.map((id) => p.units.find((u) => u.id === id)).filter((u): u is PlacedUnit => !!u);
  const combat = placed.filter(isCombatUnit);
  const territorial = combat.filter((u) => /Territorial/i.test(game.counters.get(u.id!)?.name ?? '')).map((u) => u.id!);
  const r = retreatToSea(seaUnits(combat, territorial), s.turn, dice);
  const back: { unit: string; turn: number }[] = [];
  r.value.units.forEach((roll, i) => {
    const id = combat[i]!.id!;
    if (roll.result === 'eliminated' || roll.returnTurn === null) s.units[id]!.at = ELIMINATED;
    else {
      s.units[id] = { at: TRACK, disorganized: true };
      s.returning.push({ unit: id, turn: roll.returnTurn });
      back.push({ unit: id, turn: roll.returnTurn });
    }
  });
  ev.push({ kind: 'retreat-to-sea', side, hex, units: combat.map((u) => u.id!), back, text: text(r.steps) });
  const others = placed.filter((u) => !isCombatUnit(u)).map((u) => u.id!);
  for (const id of others) s.units[id]!.at = ELIMINATED;
  if (others.length > 0) ev.push({ kind: 'retreat-eliminated', side, hex, units: others, sea: true });
}
