import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { checkFire, reactionTargets, type FireOnMap } from '../rules/fire-position.js';
import { artilleryFire, fireRefusal, type ReactionAgainst } from '../rules/fire.js';
import { otherSide, type PlacedUnit } from '../rules/position.js';
import type { Attack } from './assault.js';
import { disorder, isActive, type Applied } from './machine.js';
import { placed, positionOf, stackAt } from './position.js';
import { sideOf, type Game } from './setup.js';
import type { BorodinoState, Need } from './state.js';
import { faceOf, valueOf } from './values.js';

/**
 * Reaction Fire (8.6) against an assault, after the Commitment and before the resolution: each good-order battery of
 * an active command in the assaulted hex with the attackers' hex in its own Frontal hexes (`reactionTargets`: it may
 * not turn) fires at it, free, at range 1 (`checkFire` gives the hex's terrain, cover, square; 8.9's Massed Target
 * counts). Against infantry only the top infantry unit of the attacking stack is affected ("SOLO PER L'UNITA' SOPRA");
 * against cavalry every unit in the hex (8.5). Infantry or cavalry Disordered by it cancels the assault of its whole
 * stack (8.6, 9.43); the 15+ retreat moves the units it hit one hex from the battery.
 *
 * The fire is always taken: it is free and costs the defender nothing (8.7's counter-battery stays open, 8.8 has no
 * intervening hex at range 1): the README's decision. Against a charge (9.81 step 6) charge.ts fires it at the hex the
 * cavalry stopped in, next to its target.
 */

interface Reacting {
  readonly unit: string;
  readonly against: ReactionAgainst;
  readonly map: FireOnMap;
  /** The units the fire affects: the top infantry against infantry, else every unit in the hex. */
  readonly hit: readonly PlacedUnit[];
}

/** The batteries that fire at the attackers' `hex` in reaction to the assault on `target`. */
function reacting(game: Game, state: BorodinoState, attack: Attack, hex: string): Reacting[] {
  const p = positionOf(game, state);
  const side = otherSide(attack.top.side);
  const against: ReactionAgainst = attack.top.arm === 'cavalry' ? 'cavalry' : 'infantry';
  const out: Reacting[] = [];
  const targets = attack.targets ?? [attack.target];
  for (const id of targets.flatMap((t) => stackAt(state, t, side, (u) => sideOf(game, u)))) {
    const u = placed(p, id);
    if (!u || game.units.get(id)?.kind !== 'artillery' || u.disordered || !isActive(state, id)) continue;
    if (!reactionTargets(p, u, attack.attackers).includes(hex)) continue;
    const check = checkFire(p, u, hex);
    if (!check.ok) continue;
    const hit = against === 'infantry' ? [attack.top] : check.value.targets;
    out.push({ unit: id, against, map: check.value, hit });
  }
  return out;
}

/** The values the Reaction Fire reads: each battery's Fire Strength, the Cohesion of each unit it may affect (8.5). */
export function reactionNeeds(game: Game, state: BorodinoState, attack: Attack, hex: string): Need[] {
  return reacting(game, state, attack, hex).flatMap((r): Need[] => [
    { unit: r.unit, name: 'FS', face: 'front' },
    ...r.hit.map((t): Need => ({ unit: t.id!, name: 'Coh', face: faceOf(state, t.id!) })),
  ]);
}

/**
 * 8.6: the Reaction Fire rolled and applied; `cancelled` when it Disordered an attacker (or moved it off). With `charge`
 * (9.81 step 6, at the hex the charging cavalry stopped in) the caller words what follows.
 */
export function reactionFire(
  game: Game,
  state: BorodinoState,
  attack: Attack,
  hex: string,
  dice: Dice,
  events: GameEvent[],
  charge = false,
): { readonly state: BorodinoState; readonly cancelled: boolean } | Extract<Applied, { ok: false }> {
  let s = state;
  const attackers = attack.attackers.map((a) => a.id!);
  const cancelled = () => attackers.some((a) => s.units[a]?.disordered || s.units[a]?.at !== hex);
  for (const r of reacting(game, state, attack, hex)) {
    if (cancelled()) break;
    const cohesion = (id: string) => valueOf(game, s, id, 'Coh', faceOf(s, id)) ?? 0;
    const hit = r.hit.map((t) => t.id!).filter((id) => s.units[id]?.at === hex);
    const input = {
      strength: valueOf(game, s, r.unit, 'FS', 'front') ?? 0,
      range: 1,
      units: r.map.units,
      combined: 1,
      barrage: false,
      square: r.map.square,
      terrain: r.map.terrain,
      firerCover: r.map.firerCover,
      emplacement: r.map.emplacement,
      entrenchment: r.map.entrenchment,
      drm: 0,
      cohesions: hit.map(cohesion),
      friendlyOnMiss: false,
      reaction: r.against,
    };
    const refused = fireRefusal(input);
    if (refused) return { ok: false, problem: { ...refused.problem, rule: '8.6' } };
    const result = artilleryFire(input, dice);
    if (!result.ok) return { ok: false, problem: result.problem };
    events.push({ kind: 'reaction-fire', unit: r.unit, target: hex, result: result.value, steps: result.steps });
    const { effect } = result.value;
    if (effect === 'disorder' || effect === 'disorder-retreat') for (const t of hit) s = disorder(game, s, t, events);
    if (effect === 'cohesion-check')
      result.value.checks.forEach((c, i) => {
        if (c.disordered && hit[i]) s = disorder(game, s, hit[i], events);
      });
    if (result.value.retreat) {
      const left = hit.filter((t) => s.units[t]?.at === hex);
      s = {
        ...s,
        retreats: [...s.retreats, ...left.map((t) => ({ unit: t, cause: state.units[r.unit]?.at ?? attack.target }))],
      };
    }
  }
  // 8.6: charging cavalry Disordered by it still charges, or tries the Recall (9.82): charge.ts says what follows.
  if (cancelled() && !charge) events.push({ kind: 'reaction-cancels', hex, target: attack.target });
  return { state: s, cancelled: cancelled() };
}
