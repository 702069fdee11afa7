import type { GameEvent, MenuItem } from '../../../core/game.js';
import type { Side } from '../model.js';
import { groupOfCommand } from '../rules/activation.js';
import { BARRAGE_ORDER, barrageAm, barrageProblem, barrageSide, combinedLimit } from '../rules/barrage.js';
import { DESTRUCTION_AM, DESTRUCTION_SIDE } from '../rules/destruction.js';
import { FLANK_AM, FLANK_SIDE } from '../rules/flank.js';
import { ordersTableOf } from './flank.js';
import { checkFire, combinable } from '../rules/fire-position.js';
import { firerNeeds, firers } from './fire.js';
import { barrageLabels } from './special-am-words.js';
import { beginActivation, refuse, type Applied } from './machine.js';
import { placed, positionOf } from './position.js';
import { ordersOf } from './september.js';
import { sideOf, type Game } from './setup.js';
import { formationOf } from './shevardino.js';
import type { BorodinoState } from './state.js';
import { missing, valueOf } from './values.js';

/**
 * The Artillery Barrage AM on 7 September (5.33, 5.35, 8.21, SR1, SR4): ordered in the Orders Phase for an Order Point
 * (`toggleBarrage`), put in the cup with the groups' AMs (`barrageAms`), chosen first by the side with the Initiative
 * (5.35) or drawn; drawn, every good-order battery of its side may fire (`activateBarrage`: the Fire step alone), each
 * alone or combined with the batteries stacked with it or next to it (8.21: `combinedPartners`, +2 for each after the
 * first, the highest Fire Strength). Outside the Barrage two stacked batteries combine (8.21's first case).
 */

/** The sides that ordered the Barrage AM this turn (5.33: one a turn; absent in states saved before it). */
export const barrageOrdered = (state: BorodinoState): readonly Side[] => state.september?.barrage ?? [];

/**
 * The side an AM of the cup belongs to: its group's, the Barrage AM's, SR5's Destruction AM's (the Russians'), or SR14's
 * Flanking Command AM's (the French).
 */
export function amSide(game: Game, id: string): Side | null {
  if (id === DESTRUCTION_AM) return DESTRUCTION_SIDE;
  if (id === FLANK_AM) return FLANK_SIDE;
  return barrageSide(id) ?? game.command?.groups.find((g) => g.id === id)?.side ?? null;
}

const mine = (game: Game, state: BorodinoState, side: Side): string[] =>
  (state.september?.orders ?? []).filter((c) => groupOfCommand(game.command!, c, formationOf)?.side === side);

/**
 * 5.33, SR1, SR4: whether the side may order the Barrage now (the Orders Phase of a turn it gives Orders: "quando hanno
 * 'dato ordini' (nella Fase degli Ordini) per farlo"), with the Order Point it costs; ordered, it may be taken back.
 */
export function barrageChoice(game: Game, state: BorodinoState, side: Side): { ordered: boolean } | null {
  if (state.step !== 'orders' || state.side !== side || !game.command) return null;
  if (barrageOrdered(state).includes(side)) return { ordered: true };
  return barrageProblem(ordersTableOf(game, state), side, mine(game, state, side), formationOf)
    ? null
    : { ordered: false };
}

/** 5.33, SR4: the side orders the Barrage AM (or takes it back) in its Orders Phase. */
export function toggleBarrage(game: Game, state: BorodinoState, by: Side, events: GameEvent[]): Applied {
  if (state.step !== 'orders') return refuse('wrong-step', '3.0');
  const ordered = barrageOrdered(state);
  if (!ordered.includes(by)) {
    const problem = barrageProblem(ordersTableOf(game, state), by, mine(game, state, by), formationOf);
    if (problem) return refuse(problem.code, problem.rule);
  }
  const barrage = ordered.includes(by) ? ordered.filter((x) => x !== by) : [...ordered, by];
  // 5.23, 5.35: the choice is the side's secret in the Orders Phase (it would tell the enemy one Order Point fewer);
  // the AM is seen going into the cup after the Initiative (`barrage-in-cup`).
  return { ok: true, state: { ...state, september: { ...state.september!, barrage } }, events };
}

/** 5.33, SR1: a Command added to the Orders must leave the Barrage's Order Point when the Barrage is ordered. */
export function ordersLeaveBarrage(game: Game, state: BorodinoState, side: Side, commands: readonly string[]): boolean {
  return (
    !barrageOrdered(state).includes(side) ||
    barrageProblem(ordersTableOf(game, state), side, commands, formationOf) === null
  );
}

/** 5.32, 5.33: the Barrage AMs ordered this turn, put in the cup with the groups' AMs. */
export const barrageAms = (state: BorodinoState): string[] => barrageOrdered(state).map(barrageAm);

/** The side whose Barrage AM is acting now, or null. */
export const barrageNow = (state: BorodinoState): Side | null => barrageSide(state.september?.group);

/**
 * 8.21: "quando si pesca l'AM di Sbarramento di Artiglieria, il giocatore può sparare con tutte le unità di artiglieria":
 * every battery of the side on the map is activated for the Fire step alone (the other units of their groups idle);
 * SR3's Guard batteries whose Command has no Orders from Napoleon stay out ("possono essere attivate solo se hanno
 * ricevuto Ordini").
 */
export function activateBarrage(game: Game, state: BorodinoState, side: Side, events: GameEvent[]): BorodinoState {
  const s = state.september!;
  const guns = Object.entries(state.units)
    .filter(([id, u]) => sideOf(game, id) === side && game.hexes.has(u.at) && game.units.get(id)?.kind === 'artillery')
    .map(([id]) => id)
    .filter((id) => {
      const group = game.command?.groups.find((g) => g.units.includes(id));
      return !group?.napoleonOnly || ordersOf(game, state, id) === 'under';
    });
  const active = [...new Set(guns.map(formationOf))];
  const idle = Object.keys(state.units).filter((id) => active.includes(formationOf(id)) && !guns.includes(id));
  events.push({ kind: 'barrage-activates', side, batteries: guns.length });
  const next: BorodinoState = {
    ...state,
    september: { ...s, group: barrageAm(side), individual: [], tried: [], idle, fixed: [] },
    active,
    side,
  };
  return beginActivation(next, side, events);
}

/**
 * 8.21: the batteries that may fire at `target` with `unit`: good order, of its side, still to fire, stacked with it
 * (or, with the Barrage AM of its side acting, stacked or next to it: `combinable`), each with its values known and the
 * target in its own range, arc and LOS (8.3, 8.4, 6.13: each fires, so each must be able to).
 */
export function combinedPartners(game: Game, state: BorodinoState, unit: string, target: string): string[] {
  const side = sideOf(game, unit);
  const p = positionOf(game, state);
  const u = placed(p, unit);
  if (!u) return [];
  const may = new Set(firers(game, state, side));
  const barrage = barrageNow(state) === side;
  return combinable(p, u, barrage)
    .filter((o) => o.id !== undefined && may.has(o.id))
    .filter((o) => missing(game, state, firerNeeds(o.id!)).length === 0)
    .filter((o) => {
      const effective = valueOf(game, state, o.id!, 'Eff', 'front')!;
      const maximum = valueOf(game, state, o.id!, 'Max', 'front')!;
      return checkFire(p, o, target, { effective, maximum }).ok;
    })
    .map((o) => o.id!);
}

/** 8.21: why `unit` may not fire at `target` with `partners`, or null (none: it fires alone). */
export function partnersProblem(
  game: Game,
  state: BorodinoState,
  unit: string,
  target: string,
  partners: readonly string[],
): Applied | null {
  if (partners.length === 0) return null;
  const barrage = barrageNow(state) === sideOf(game, unit);
  if (
    new Set(partners).size !== partners.length ||
    partners.includes(unit) ||
    partners.length + 1 > combinedLimit(barrage)
  )
    return refuse('combined-too-many', '8.21');
  const may = combinedPartners(game, state, unit, target);
  const wrong = partners.find((x) => !may.includes(x));
  return wrong ? refuse('combined-not', '8.21', { unit: wrong }) : null;
}

/** The Orders menu's Barrage item (5.33, SR4), when the side may order it or take it back. */
export function barrageItems(game: Game, state: BorodinoState, side: Side): MenuItem[] {
  const choice = barrageChoice(game, state, side);
  return choice ? [{ kind: 'action', key: `order/${BARRAGE_ORDER}`, label: barrageLabels.order(choice.ordered) }] : [];
}

/**
 * The fire menu's combined fires of `unit` at `target` (8.21): with each battery that may combine, and with the Barrage
 * AM also with all of them at once (a player wanting another set names it by `/act`).
 */
export function combinedItems(
  game: Game,
  state: BorodinoState,
  unit: string,
  target: string,
  name: (id: string) => string,
): MenuItem[] {
  const partners = combinedPartners(game, state, unit, target);
  const sets = partners.map((x) => [x]);
  if (partners.length > 1 && barrageNow(state) === sideOf(game, unit)) sets.push(partners);
  return sets.map((set) => ({
    kind: 'action',
    key: `fire/${unit}/${target}/${set.join('.')}`,
    label: barrageLabels.fireWith(name(unit), target, set.map(name)),
  }));
}
