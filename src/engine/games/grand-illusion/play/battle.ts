import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { type CombatUnit, type FortUnit, type Group, otherSide, type Side } from '../model.js';
import { type BattleDeclared, concentricAsked } from '../rules/battle-position.js';
import { battleOn } from '../rules/battle.js';
import {
  EMPTY_MAP,
  type MapForces,
  type Placement,
  placementOf,
  suggestPlacement,
  withdrawableCavalry,
} from '../rules/placement.js';
import { concentricAttack } from '../rules/concentric.js';
import { fortunesOfWar, type FowMarker } from '../rules/fortunes.js';
import { isCombatUnit, type PlacedUnit } from '../rules/position.js';
import { settle } from './aftermath.js';
import { allenbyOffered } from './allenby.js';
import { antwerpOffered } from './antwerp.js';
import { updateControl } from './control.js';
import { askAll, type DeepMut, loseStep, mutActivation, type Of, type S, text } from './edit.js';
import { declared, retreating } from './legal.js';
import { faceOf, positionOf, valueKey, valueOf } from './position.js';
import { autoRetreats } from './retreat.js';
import type { Game } from './setup.js';
import { type BattleFow, ELIMINATED, type GiState, type Pending } from './state.js';
import { bombardOffered, missingForBombard } from './bombard.js';
import { learnedNumber, VALUE_MAX } from './learned.js';
import { mapRules, placeStages } from './placement.js';
import { vpSupplied } from './supply.js';

/** Battles (9.0–9.3): the values a battle needs, the Fortunes of War, the fight from the units on the map, its results. */

export function combatUnitOf(game: Game, s: S, u: PlacedUnit): CombatUnit {
  const c = game.counters.get(u.id!)!;
  const nationality =
    c.nation === 'fr' ? 'french' : c.nation === 'gb' ? 'british' : c.nation === 'be' ? 'belgian' : 'german';
  const cs = valueOf(s as GiState, c, faceOf(c, u.disorganized), 'CS') ?? 0;
  // A counter the pack prints with one side only (its stand-ins for armies) has no Disorganized CS: a hit eliminates
  // it, and where 9.6.1 has cavalry fire at its Disorganized CS it fires at 0 (README decision).
  const back = c.back ? valueOf(s as GiState, c, 'back', 'CS') : 0;
  return {
    kind: 'unit',
    label: u.id!,
    nationality,
    arm: u.type === 'cavalry' ? 'cavalry' : 'infantry',
    // The pack's stand-ins for armies (size `army`) fight as corps on the Battle Map (README decision).
    size: u.size ?? 'corps',
    cs,
    disorganizedCs: u.disorganized ? null : back,
    disorganized: u.disorganized,
    alpine: u.id === 'fr-xiv' || u.id === 'fr-alpins',
  };
}

export function fortUnitOf(game: Game, s: S, id: string): FortUnit {
  const f = game.forts.get(id)!;
  const step = s.forts[id]!.step;
  return {
    kind: 'fort',
    label: id,
    steps: f.steps.slice(step).map((x) => ({ cs: x.cs ?? learnedNumber(s.learned, x.key) ?? 0, defence: 0 })),
    garrisoned: f.garrisoned,
    side: f.side,
  };
}

/** The values a battle needs that the pack lacks: the hex's TEM, each unit's CS, each fort's remaining steps. */
export function missingForBattle(
  game: Game,
  s: S,
  d: BattleDeclared,
  attacker: Side,
): { side: Side; value: string; max: number }[] {
  const out: { side: Side; value: string; max: number }[] = [];
  const defender = otherSide(attacker);
  const tem = `hex.${d.hex}.TEM`;
  if (learnedNumber(s.learned, tem) === undefined) out.push({ side: defender, value: tem, max: VALUE_MAX.terrain });
  for (const u of [...d.attackers, ...d.defenders]) {
    const c = game.counters.get(u.id!)!;
    const faces: ('front' | 'back')[] = [faceOf(c, u.disorganized)];
    // 9.6.1: intact cavalry may fire at its Disorganized CS.
    if (u.type === 'cavalry' && !u.disorganized && c.back) faces.push('back');
    for (const face of faces)
      if (valueOf(s as GiState, c, face, 'CS') === null)
        out.push({ side: u.side, value: valueKey(c.id, face, 'CS'), max: VALUE_MAX.counter });
  }
  for (const f of d.forts) {
    const gf = game.forts.get(f.id!)!;
    for (const x of gf.steps.slice(s.forts[f.id!]!.step))
      if (x.cs === null && learnedNumber(s.learned, x.key) === undefined)
        out.push({ side: gf.side, value: x.key, max: VALUE_MAX.counter });
  }
  return out;
}

export function resolve(
  game: Game,
  s: S,
  frame: Of<'activation'>,
  pending: Pending,
  dice: Dice,
  ev: GameEvent[],
): void {
  const check = declared(game, s as GiState, frame, pending);
  if (!check.ok) {
    // The enemy is gone (a retreat, an elimination): no battle.
    mutActivation(s, (f) => (f.battles = f.battles.filter((b) => b.hex !== pending.hex)));
    ev.push({ kind: 'no-battle', hex: pending.hex, code: check.problem.code });
    return;
  }
  // 9.5.4: the bombard numbers and the forts' "[+n]" the HA's bombardment needs, asked with the battle's values.
  const bombarding = !pending.fow && !pending.bombarded && bombardOffered(game, s as GiState, frame.side, pending.hex);
  const missing = [
    ...missingForBattle(game, s, check.value, frame.side),
    ...(bombarding ? missingForBombard(game, s as GiState, pending.hex) : []),
  ];
  if (missing.length > 0) return askAll(s, missing);
  // 13.1: on turn 1 the Allies may retreat the Belgians of Brussels to Antwerp before the battle.
  if (!pending.fow && antwerpOffered(game, s as GiState, frame.side, check.value, pending)) {
    s.stack.push({ name: 'antwerp', side: 'allied', hex: pending.hex });
    return;
  }
  if (pending.fow) return fight(game, s, pending, pending.fow.marker, dice, ev);
  const fow = fowOf(check.value);
  // 9.1.3 f 2: the German HA bombard the forts before the Fortunes of War (play/bombard.ts).
  if (bombarding) {
    s.stack.push({ name: 'bombard', side: frame.side, hex: pending.hex, fow });
    return;
  }
  fortunes(game, s, frame.side, pending, fow, dice, ev);
}

/** What the battle's Fortunes of War read (9.1.4). */
export const fowOf = (d: BattleDeclared): BattleFow => ({
  hex: d.hex,
  plan17: d.plan17,
  mandated: d.mandated,
  hexNumber: d.hexNumber ?? null,
});

/**
 * 9.1.4: the Fortunes of War, then the battle (9.1.3 f 3); rolled even when the HA's bombardment left no enemy in the
 * hex (the fight then finds no battle).
 */
export function fortunes(
  game: Game,
  s: S,
  side: Side,
  pending: Pending,
  d: BattleFow,
  dice: Dice,
  ev: GameEvent[],
): void {
  // 12.4: Allenby's Cavalry: the Allies may take an automatic Skirmish instead of this roll (play/allenby.ts).
  if (allenbyOffered(game, s, side, pending, d)) return;
  const r = fortunesOfWar(
    {
      turn: s.turn,
      attacker: side,
      plan17: d.plan17 && d.mandated === true,
      entrenched: (s.trench[d.hex] ?? 0) > 0,
      hex: d.hexNumber ?? undefined,
      allenby: pending.allenby === true,
      secondActivation: s.segment.activations === 1,
      cap: { ...s.cap },
      mandated: { ...s.mandated },
    },
    dice,
  );
  const v = r.value;
  ev.push({ kind: 'fow', hex: d.hex, roll: v.roll ?? 0, event: v.event, text: text(r.steps) });
  if (v.capGain) s.cap[v.capGain.side] = v.capGain.after ?? Math.min(10, s.cap[v.capGain.side] + v.capGain.amount);
  if (v.mandatedBattle?.counted) s.mandated[v.mandatedBattle.side]++;
  if (v.initiativePasses) mutActivation(s, (f) => (f.cede = true));
  mutActivation(s, (f) => (f.fought = true));
  if (v.pendingBattlesCancelled || v.battle === 'cancelled') {
    // 8.1.1 item 4: FoW 3 and 10 cancel the battles still to fight (FoW 10 fights this one as a Counterattack).
    mutActivation(s, (f) => {
      f.battles = v.pendingBattlesCancelled ? [] : f.battles.filter((b) => b.hex !== d.hex);
      f.attacked.push(d.hex);
    });
    if (v.battle !== 'counterattack') {
      ev.push({ kind: 'battle-cancelled', hex: d.hex });
      return;
    }
  }
  if (v.battle === 'defender-chooses') {
    mutActivation(s, (f) => {
      const b = f.battles.find((x) => x.hex === d.hex);
      if (b) b.fow = { marker: 'none' };
    });
    s.stack.push({ name: 'dta', side: otherSide(side), hex: d.hex });
    return;
  }
  fight(
    game,
    s,
    { ...pending, kind: pending.kind },
    v.battle === 'counterattack' ? 'counterattack' : v.marker,
    dice,
    ev,
  );
}

/** The Battle Map forces of a declared battle (9.2.4: in a Counterattack the defender attacks, its forts stay). */
function forces(game: Game, s: S, d: BattleDeclared, counter: boolean): { attacker: Group[]; defender: Group[] } {
  const attackers: Group[] = d.attackers.map((u) => [combatUnitOf(game, s, u)]);
  const defenders: Group[] = [
    ...d.defenders.map((u) => [combatUnitOf(game, s, u)] as Group),
    ...d.forts.map((f) => [fortUnitOf(game, s, f.id!)] as Group),
  ];
  return counter
    ? { attacker: defenders.filter((g) => g.every((u) => u.kind === 'unit')), defender: attackers }
    : { attacker: attackers, defender: defenders };
}

const mapForces = (f: { attacker: Group[]; defender: Group[] }): MapForces => ({
  attacker: f.attacker.flat(),
  defender: f.defender.flat(),
});

/** The units of a declared battle as its Battle Map holds them (null: the battle is no longer there). */
export function battleForces(game: Game, s: S | GiState, pending: Pending, marker: FowMarker): MapForces | null {
  const frame = [...s.stack].reverse().find((f) => f.name === 'activation') as Of<'activation'> | undefined;
  if (!frame) return null;
  const check = declared(game, s as GiState, frame, pending);
  return check.ok ? mapForces(forces(game, s as S, check.value, marker === 'counterattack')) : null;
}

/** The Battle Map the owners placed (9.2.2–9.2.5), or the suggestion where it was never placed. */
const placementFor = (f: { attacker: Group[]; defender: Group[] }, pending: Pending, marker: FowMarker): Placement =>
  pending.placed
    ? placementOf(mapForces(f), pending.placed)
    : suggestPlacement(f.attacker, f.defender, mapRules(marker));

export function fight(game: Game, s: S, pending: Pending, marker: FowMarker, dice: Dice, ev: GameEvent[]): void {
  const frame = [...s.stack].reverse().find((f) => f.name === 'activation') as Of<'activation'>;
  const check = declared(game, s as GiState, frame, pending);
  const counter = marker === 'counterattack';
  if (check.ok && pending.placed === undefined) {
    // 9.2.2–9.2.5: the owners place the Battle Map, the defender first (9.2.4: in a Counterattack, the attacker).
    const attacker = counter ? otherSide(frame.side) : frame.side;
    const b = { hex: pending.hex, pending, marker, attacker, defender: otherSide(attacker) };
    const placed = placeStages(s, b, mapForces(forces(game, s, check.value, counter)), 'defender', EMPTY_MAP);
    if (!placed) return;
    pending = { ...pending, placed };
  }
  if (check.ok && pending.withdrawn === undefined) {
    // 9.6.2: the defender's intact front-line cavalry may withdraw before the battle is fought.
    const f = forces(game, s, check.value, counter);
    const can = withdrawableCavalry(placementFor(f, pending, marker));
    if (can.length > 0) {
      s.stack.push({
        name: 'withdraw',
        side: counter ? frame.side : otherSide(frame.side),
        hex: pending.hex,
        pending: { ...pending } as DeepMut<Pending>,
        marker,
        units: can.map((w) => w.label),
        cavalry: can.filter((w) => w.fromCavalry).map((w) => w.label),
        withdrawn: [],
      });
      return;
    }
  }
  mutActivation(s, (f) => {
    f.battles = f.battles.filter((b) => b.hex !== pending.hex);
    f.attacked.push(pending.hex);
    f.fought = true;
  });
  if (!check.ok) {
    ev.push({ kind: 'no-battle', hex: pending.hex, code: check.problem.code });
    return;
  }
  const d = check.value;
  const side = frame.side;
  const p = positionOf(game, s as GiState);
  // 3.2.4: a Mandated Battle of turns 1–4 scores only if the attacking units trace supply (as they fight).
  const attackersSupplied = vpSupplied(game, s as GiState, d.hex, side);
  const groups = forces(game, s, d, counter);
  const terrain = learnedNumber(s.learned, `hex.${d.hex}.TEM`) ?? 0;
  const trench = s.trench[d.hex] ?? 0;
  const concentric = concentricAttack(concentricAsked(p, side, d.hex, terrain, trench));
  // 9.2.4: in a Counterattack the defender attacks (its forts stay in the hex), the attacker defends.
  const attackerSide = counter ? otherSide(side) : side;
  const asked = {
    attacker: { side: attackerSide, groups: groups.attacker },
    defender: { side: otherSide(attackerSide), groups: groups.defender },
    terrain,
    trench,
    concentric: counter ? 0 : -concentric.value.drm,
    hex: d.hexNumber,
    mode: marker === 'skirmish' || marker === 'surprise' || marker === 'counterattack' ? marker : ('normal' as const),
    rout: marker === 'rout',
    impetus: !counter && d.plan17 && d.mandated === true,
  };
  const withdrawn = pending.withdrawn ?? [];
  const placed = placementFor(groups, pending, marker);
  const r = battleOn(asked, placed, withdrawn, dice, pending.placed !== undefined);
  // 9.6.2: the cavalry that withdrew from attacking cavalry is Disorganized; it is back in the battle hex.
  for (const w of withdrawableCavalry(placed))
    if (w.fromCavalry && withdrawn.includes(w.label)) loseStep(game, s, w.label);
  if (!('value' in r)) {
    ev.push({ kind: 'no-combat', hex: d.hex, code: r.problem.code });
    return;
  }
  const v = r.value;
  for (const loss of v.losses) {
    if (game.forts.has(loss.unit)) {
      const f = s.forts[loss.unit]!;
      if (loss.result === 'eliminated') f.at = ELIMINATED;
      else f.step++;
      if (f.step >= game.forts.get(loss.unit)!.steps.length) f.at = ELIMINATED;
    } else if (s.units[loss.unit]) {
      if (loss.result === 'eliminated' || !game.counters.get(loss.unit)?.back) s.units[loss.unit]!.at = ELIMINATED;
      else s.units[loss.unit]!.disorganized = true;
    }
  }
  ev.push({
    kind: 'battle',
    hex: d.hex,
    attacker: attackerSide,
    losses: v.losses.length,
    retreat: v.mustRetreat,
    text: text(r.steps),
  });
  // 9.1.1: a Mandated Battle fought (the attacker's); 9.1.1 e: +1 Plan 17 VP on turns 1–4 in a Plan 17 VP hex.
  if (d.mandated === true && !counter && s.mandated[side] > 0) {
    s.mandated[side]--;
    if (d.plan17 && attackersSupplied) {
      s.vp.plan17++;
      ev.push({ kind: 'plan17-battle', hex: d.hex });
    } else if (d.plan17) ev.push({ kind: 'plan17-battle-unsupplied', hex: d.hex });
  }
  const roleSide = (role: 'attacker' | 'defender'): Side =>
    role === 'attacker' ? attackerSide : otherSide(attackerSide);
  const who = v.mustRetreat;
  const retreats: Side[] =
    who === 'both' ? [roleSide('attacker'), roleSide('defender')] : who === 'none' ? [] : [roleSide(who)];
  // Pushed so that the defender retreats first.
  const order = [...retreats].sort((a) => (a === roleSide('defender') ? 1 : -1));
  for (const loser of order) {
    const units = retreating(game, s as GiState, d.hex, loser);
    if (units.length > 0) s.stack.push({ name: 'retreat', side: loser, hex: d.hex, units });
  }
  // 9.3.5: the German takes one step from an Allied unit of his choice.
  if (v.impetusStepLoss && impetusChoices(game, s as GiState, d.hex).length > 0)
    s.stack.push({ name: 'impetus', side: 'german', hex: d.hex });
  updateControl(game, s, d.hex, dice, ev);
  autoRetreats(game, s, dice, ev);
  if (!s.stack.some((f) => f.name === 'retreat' && f.hex === d.hex)) settle(game, s, d.hex, true, dice, ev);
}

export function impetusChoices(game: Game, s: GiState, hex: string): string[] {
  return positionOf(game, s)
    .units.filter((u) => u.side === 'allied' && u.hex === hex && isCombatUnit(u))
    .map((u) => u.id!);
}
