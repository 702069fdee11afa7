import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Fort, FortStep, Side } from '../model.js';
import { bombardment } from '../rules/forts.js';
import { fortunes, fortUnitOf } from './battle.js';
import { updateControl } from './control.js';
import { type Applied, type DeepMut, mutActivation, type Of, refuse, type S, text } from './edit.js';
import { VALUE_MAX, valueKey } from './learned.js';
import { onMap, valueOf } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, type GiState, type Pending } from './state.js';
import { namerOf } from './words.js';

/**
 * The German heavy artillery's bombardment (9.5.4) in play: before the Fortunes of War of a German battle
 * (9.1.3 f 2), each unfired German HA in the battle hex may bombard the Allied forts there, one HA after the other,
 * or both together when declared before any roll (concentrated). The dice and the steps lost are `bombardment`'s
 * (rules/forts.ts, the `bombard` ruling's); an HA that fired is flipped (`disorganized`, its FIRED side) until the
 * Administrative Phase's segment F (11.2.7). The bombard numbers and the forts' "[+n]" the pack lacks are asked of
 * their owners (play/learned.ts keys `<counter>.<face>.BN` and `.BD`).
 */

/** 9.5.4: the German HA in `hex` that have not fired this turn (front side up). */
export function haReady(game: Game, state: GiState, hex: string): string[] {
  return game.unitIds.filter((id) => {
    const c = game.counters.get(id);
    const u = state.units[id];
    return c?.type === 'artillery' && c.side === 'german' && u?.at === hex && !u.disorganized;
  });
}

/** 9.5.4: the Allied forts standing in `hex` (besieged or not), the HA's only targets. */
export function fortTargets(game: Game, state: GiState, hex: string): string[] {
  return Object.entries(state.forts)
    .filter(([id, f]) => f.at === hex && onMap(f.at) && game.forts.get(id)?.side === 'allied')
    .map(([id]) => id)
    .sort();
}

/** 9.5.4: a German battle in a hex with Allied forts and an unfired German HA offers the bombardment. */
export function bombardOffered(game: Game, state: GiState, side: Side, hex: string): boolean {
  return side === 'german' && haReady(game, state, hex).length > 0 && fortTargets(game, state, hex).length > 0;
}

/** The key of a fort step's bombardment-defence number: its CS key's counter and face (setup.ts). */
const defenceKey = (csKey: string): string => csKey.replace(/\.CS$/, '.BD');

/**
 * A fort step's "[+n]" (9.5.4): the pack's or the one its owner gave; 0 where the counter prints none (as model.ts
 * reads a side without a `BD` value); null when the side's value is not printed and not yet given.
 */
function defenceOf(game: Game, state: GiState, csKey: string): number | null {
  const [id, face] = csKey.split('.');
  const c = game.counters.get(id ?? '');
  const side = face === 'back' ? c?.back : c?.front;
  if (!c || !side || !('BD' in side)) return 0;
  return valueOf(state, c, face === 'back' ? 'back' : 'front', 'BD');
}

/** The values the bombardment needs that the pack lacks: each ready HA's bombard number, each step's "[+n]". */
export function missingForBombard(
  game: Game,
  state: GiState,
  hex: string,
): { side: Side; value: string; max: number }[] {
  const out: { side: Side; value: string; max: number }[] = [];
  for (const id of haReady(game, state, hex)) {
    const c = game.counters.get(id)!;
    if (valueOf(state, c, 'front', 'BN') === null)
      out.push({ side: 'german', value: valueKey(id, 'front', 'BN'), max: VALUE_MAX.counter });
  }
  for (const id of fortTargets(game, state, hex)) {
    const gf = game.forts.get(id)!;
    for (const step of gf.steps.slice(state.forts[id]!.step))
      if (defenceOf(game, state, step.key) === null)
        out.push({ side: gf.side, value: defenceKey(step.key), max: VALUE_MAX.counter });
  }
  return out;
}

/** The fort as `bombardment` reads it: its steps from the one showing, each with its CS and "[+n]". */
function fortOf(game: Game, state: GiState, id: string): Fort {
  const unit = fortUnitOf(game, state as S, id);
  const gf = game.forts.get(id)!;
  const keys = gf.steps.slice(state.forts[id]!.step);
  const steps: FortStep[] = unit.steps.map((x, i) => ({
    cs: x.cs,
    defence: defenceOf(game, state, keys[i]?.key ?? '') ?? 0,
  }));
  return { label: id, steps, garrisoned: gf.garrisoned };
}

/** A bombard number known (asked before the prompt opens). */
const bombardNumber = (game: Game, state: GiState, id: string): number =>
  valueOf(state, game.counters.get(id)!, 'front', 'BN') ?? 0;

/**
 * The prompt's legal keys: `bombard/<ha>/<fort>` (one HA, starting at that fort), `bombard-both/<ha>/<fort>` (both
 * HA concentrated, that one first; only while both are unfired, 9.5.4 "prima che abbiano sparato"), `bombard-done`.
 */
export function bombardChoices(game: Game, state: GiState, frame: Of<'bombard'>): string[] {
  const ready = haReady(game, state, frame.hex);
  const forts = fortTargets(game, state, frame.hex);
  const out: string[] = [];
  if (forts.length > 0) {
    for (const ha of ready) for (const f of forts) out.push(`bombard/${ha}/${f}`);
    if (ready.length === 2) for (const ha of ready) for (const f of forts) out.push(`bombard-both/${ha}/${f}`);
  }
  out.push('bombard-done');
  return out;
}

/** The answer to the `bombard` prompt: an HA (or both) bombards, or the German goes on to the Fortunes of War. */
export function bombardAnswer(
  game: Game,
  s: S,
  frame: Of<'bombard'>,
  key: string,
  dice: Dice,
  ev: GameEvent[],
): Applied | null {
  if (!bombardChoices(game, s as GiState, frame).includes(key)) return refuse('bombard-key', { key }, '9.5.4');
  if (key === 'bombard-done') {
    finishBombard(game, s, frame, dice, ev);
    return null;
  }
  const [verb, ha, first] = key.split('/') as [string, string, string];
  const state = s as GiState;
  const concentrated = verb === 'bombard-both';
  const order = concentrated ? [ha, ...haReady(game, state, frame.hex).filter((h) => h !== ha)] : [ha];
  // The fort named first, then the others in the hex (with two forts a hex at most, the order is the German's).
  const targets = [first, ...fortTargets(game, state, frame.hex).filter((f) => f !== first)];
  const r = bombardment(
    {
      ha: order.map((h) => bombardNumber(game, state, h)),
      forts: targets.map((f) => fortOf(game, state, f)),
      concentrated,
      naturalLimits: false,
    },
    dice,
  );
  // The HA that fired flip to their FIRED side (9.5.4 "Più bombardamenti"; concentrated, both).
  for (const h of order.slice(0, r.value.fired)) s.units[h]!.disorganized = true;
  let eliminated = false;
  for (const f of r.value.forts) {
    const fs = s.forts[f.fort]!;
    fs.step += f.stepsLost;
    if (f.eliminated) {
      fs.at = ELIMINATED;
      s.besieged = s.besieged.filter((b) => b !== f.fort);
      eliminated = true;
    }
  }
  ev.push({
    kind: 'bombard',
    hex: frame.hex,
    ha: order.slice(0, r.value.fired),
    concentrated,
    lost: r.value.forts.reduce((n, f) => n + f.stepsLost, 0),
    text: named(game, order, text(r.steps)),
  });
  if (eliminated) updateControl(game, s, frame.hex, dice, ev);
  // Another HA may still bombard (one after the other); with nothing left to offer, the Fortunes of War.
  if (bombardChoices(game, s as GiState, frame).length <= 1) finishBombard(game, s, frame, dice, ev);
  return null;
}

/** The ruling's text numbers the HA in firing order ("HA 1"): the log names them first. */
function named(game: Game, order: readonly string[], told: Localized): Localized {
  const namer = namerOf(game);
  const list = order.map((h, i) => `HA ${i + 1}: ${namer.unit(h)}`).join('; ');
  return loc(`${list}.\n${told.en}`, `${list}.\n${told.it}`);
}

/** The bombardment is over (also a referee's skip): the Fortunes of War of the battle (9.1.4), then the battle. */
export function finishBombard(game: Game, s: S, frame: Of<'bombard'>, dice: Dice, ev: GameEvent[]): void {
  s.stack.pop();
  let pending: DeepMut<Pending> | undefined;
  mutActivation(s, (a) => {
    pending = a.battles.find((b) => b.hex === frame.hex);
    if (pending) pending.bombarded = true;
  });
  if (!pending) return;
  fortunes(game, s, frame.side, pending as Pending, frame.fow, dice, ev);
}
