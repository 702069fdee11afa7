import { otherSide, type Side } from '../model.js';
import { decisiveVictory } from '../rules/battle-position.js';
import { isDifficult } from '../rules/combat-values.js';
import { advanceFor } from '../rules/hits.js';
import { combatTerrain } from '../model.js';
import { leadersEscape, strandedIn } from './entering.js';
import { leadersIn, unitsIn, type N1812Game } from './game.js';
import { ELIMINATED, type N1812State } from './state.js';
import type { Combat, HitsDue } from './combat-state.js';
import { alive, ask, retreatOptions, type Turn } from './combat-fight.js';
import { DECISIVE_POINTS } from './setup.js';

/**
 * Rule 11 after the fight: the hits each owner applies (11.9, 11.17), the leaders left alone (11.19), the retreat and
 * the pursuit (11.10–11.12, 11.16), the advance (11.1, 11.12, 11.13, 8.8), then the bookkeeping (14.7 b) and the
 * alternation of attacks (10.7).
 */

const defenderOf = (combat: Combat): Side => otherSide(combat.attacker);

/** The units of `side`'s main stack (the ordered attackers, or the defending stack) still on the map. */
export function mainUnits(state: N1812State, combat: Combat, side: Side): string[] {
  return alive(state, side === combat.attacker ? combat.ordered : combat.defenders);
}

export function supportUnits(game: N1812Game, state: N1812State, combat: Combat, side: Side): string[] {
  const hexes = side === combat.attacker ? combat.attackerSupport : combat.defenderSupport;
  return hexes.flatMap((h) => unitsIn(game, state, h, side));
}

/** 11.17: the units that may take the next hit: the main stack's, and support's while at least half stay for the main. */
export function hitCandidates(game: N1812Game, state: N1812State, combat: Combat, due: HitsDue): string[] {
  const main = mainUnits(state, combat, due.side);
  const capacity = main.reduce((n, id) => n + (state.units[id]!.disrupted ? 1 : 2), 0);
  const mustOnMain = Math.min(due.onMainAtLeast, capacity + (due.total - due.left - due.onSupport));
  const supportRoom = due.onSupport < due.total - mustOnMain;
  return [...main, ...(supportRoom ? supportUnits(game, state, combat, due.side) : [])];
}

/** 11.17: a hit disrupts a good-order unit and eliminates a disrupted one. */
export function hitUnit(t: Turn, id: string): void {
  const { state, combat } = t;
  const unit = state.units[id]!;
  const due = combat.hits[0]!;
  const hex = unit.hex;
  const onMain = mainUnits(state, combat, due.side).includes(id);
  const effect = unit.disrupted ? 'eliminated' : 'disrupted';
  if (effect === 'eliminated') {
    state.units[id] = { ...unit, hex: ELIMINATED };
    combat.lost[due.side] += 1;
  } else unit.disrupted = true;
  due.left -= 1;
  if (!onMain) due.onSupport += 1;
  t.events.push({ kind: 'combat-hit', side: due.side, unit: id, hex, effect, rule: '11.17', lossHexes: [hex] });
}

/** Goes on from `combat.next` until a side must be asked something or the combat is over. */
export function proceed(t: Turn): void {
  const { game, state, combat } = t;
  for (;;) {
    if (state.step === 'over') return;
    switch (combat.next) {
      case 'hits': {
        const due = combat.hits[0];
        if (!due) {
          combat.next = 'stranded';
          break;
        }
        if (due.left > 0 && hitCandidates(game, state, combat, due).length > 0) {
          ask(t, 'hits', due.side);
          return;
        }
        // 11.17: hits beyond what the units can take are lost.
        if (due.left > 0) t.events.push({ kind: 'combat-hits-lost', side: due.side, hits: due.left, rule: '11.17' });
        combat.hits.shift();
        break;
      }
      case 'stranded':
        escapeStranded(t, [combat.from, combat.target, ...combat.attackerSupport, ...combat.defenderSupport]);
        combat.next = 'retreat';
        break;
      case 'retreat': {
        combat.next = 'advance';
        const fought = combat.fought;
        const defenders = unitsIn(game, state, combat.target, defenderOf(combat));
        if (!fought || fought.retreat === 'none' || defenders.length === 0) break;
        if (retreatOptions(game, state, combat).length > 0) {
          combat.next = 'retreat';
          ask(t, 'retreat', defenderOf(combat));
          return;
        }
        if (fought.retreat === 'required') {
          // 11.12 first point: the survivors must retreat and are eliminated if they cannot (11.11).
          for (const id of defenders) state.units[id] = { ...state.units[id]!, hex: ELIMINATED };
          combat.lost[defenderOf(combat)] += defenders.length;
          t.events.push({
            kind: 'combat-no-retreat',
            side: defenderOf(combat),
            hex: combat.target,
            units: defenders,
            rule: '11.12',
            lossHexes: [combat.target],
          });
          escapeStranded(t, [combat.target]);
        }
        break;
      }
      case 'advance':
        if (advanceCandidates(game, state, combat).units.length > 0) {
          combat.advancing = [];
          ask(t, 'advance', combat.attacker);
          return;
        }
        combat.next = 'done';
        break;
      case 'done':
        finish(t);
        return;
    }
  }
}

/** 11.19: the leaders of either side left without combat units in these hexes roll to escape. */
export function escapeStranded(t: Turn, hexes: readonly string[]): void {
  for (const hex of new Set(hexes))
    for (const side of ['french', 'russian'] as const) {
      const leaders = strandedIn(t.game, t.state, hex, side);
      if (leaders.length > 0) t.events.push(...leadersEscape(t.game, t.state, hex, leaders, t.dice));
      if (t.state.step === 'over') return;
    }
}

/** 11.11: the defending stack (its leaders with it) moves to `to`; then 11.16's pursuit, or the advance. */
export function retreatTo(t: Turn, to: string, rule: '11.11' | '11.1'): void {
  const { game, state, combat } = t;
  const side = defenderOf(combat);
  const units = unitsIn(game, state, combat.target, side);
  const leaders = leadersIn(game, state, combat.target, side);
  for (const id of units) state.units[id]!.hex = to;
  for (const id of leaders) state.leaders[id]!.hex = to;
  combat.retreatedTo = to;
  t.events.push({
    kind: 'combat-retreat',
    side,
    from: combat.target,
    to,
    units,
    leaders,
    rule,
    combatHexes: [combat.target, to],
  });
}

/** 11.16: the retreating defender's disrupted units, one of which the pursuit eliminates. */
export function pursuitVictims(game: N1812Game, state: N1812State, combat: Combat): string[] {
  if (!combat.fought?.pursuit || !combat.retreatedTo) return [];
  return unitsIn(game, state, combat.retreatedTo, defenderOf(combat)).filter(
    (id) => combat.defenders.includes(id) && state.units[id]!.disrupted,
  );
}

/** 11.16: the pursuit's extra hit eliminates the disrupted unit; its leaders, alone, roll (11.19). */
export function pursue(t: Turn, id: string): void {
  const { state, combat } = t;
  state.units[id] = { ...state.units[id]!, hex: ELIMINATED };
  combat.lost[defenderOf(combat)] += 1;
  t.events.push({
    kind: 'combat-pursuit',
    side: defenderOf(combat),
    unit: id,
    hex: combat.retreatedTo,
    rule: '11.16',
    lossHexes: [combat.retreatedTo],
  });
  escapeStranded(t, [combat.retreatedTo]);
}

/**
 * Who may advance into the vacated hex: after 11.1's retreat the ordered units; after a fight, per 11.12 (a difference
 * of 3 or more: the ordered units still in good order; 1–2: their cavalry, if the defender retreated), 11.13 (the
 * defending stack wiped out: the good-order ordered units and the leaders) and 14.6 (never the French into forest,
 * marsh or rough). Nobody while enemy units hold the hex.
 */
export function advanceCandidates(
  game: N1812Game,
  state: N1812State,
  combat: Combat,
): { units: string[]; leaders: string[]; rule: '11.1' | '11.12' | '11.13' } {
  const none = { units: [], leaders: [], rule: '11.12' as const };
  if (unitsIn(game, state, combat.target, defenderOf(combat)).length > 0) return none;
  const good = alive(state, combat.ordered).filter((id) => !state.units[id]!.disrupted);
  if (combat.withdrew) return { units: good, leaders: [], rule: '11.1' };
  const fought = combat.fought;
  if (!fought) return none;
  const annihilated = alive(state, combat.defenders).length === 0;
  const hex = game.model.hexes.get(combat.target);
  const terrain = hex ? combatTerrain(hex) : undefined;
  const frenchBarred = combat.attacker === 'french' && terrain !== undefined && isDifficult(terrain);
  const cavalry = good.filter((id) => game.unitById.get(id)?.type === 'cavalry');
  const advance = advanceFor(fought.difference, annihilated ? 'certain' : 'no', cavalry.length, frenchBarred);
  if (advance === 'all' && annihilated)
    return { units: good, leaders: leadersIn(game, state, combat.from, combat.attacker), rule: '11.13' };
  if (advance === 'all') return { units: good, leaders: [], rule: '11.12' };
  if (advance === 'cavalry' && combat.retreatedTo) return { units: cavalry, leaders: [], rule: '11.12' };
  return none;
}

/** 14.7 (b), 10.7: a Decisive Victory is counted; the frame goes; the other side becomes the attacker unless out. */
export function finish(t: Turn): void {
  const { state, combat } = t;
  const fought = combat.fought;
  if (fought && fought.outcome !== 'tie') {
    const winner = fought.outcome === 'attacker-wins' ? combat.attacker : defenderOf(combat);
    const loser = otherSide(winner);
    if (decisiveVictory(combat.lost[loser], combat.lost[winner])) {
      state.decisive[winner] += 1;
      const points = state.decisivePoints + (winner === 'russian' ? 1 : -1);
      state.decisivePoints = Math.min(DECISIVE_POINTS.max, Math.max(DECISIVE_POINTS.min, points));
      t.events.push({
        kind: 'combat-decisive',
        side: winner,
        loserLost: combat.lost[loser],
        winnerLost: combat.lost[winner],
        points: state.decisivePoints,
        rule: '14.7',
      });
    }
  }
  const at = state.prompts.indexOf(t.prompt);
  if (at >= 0) state.prompts.splice(at, 1);
  passAttack(state, combat.attacker);
}

/** 10.7: after `side`'s attack (made, aborted or failed) the other side attacks, unless it is out of attacks. */
export function passAttack(state: N1812State, side: Side): void {
  const other = otherSide(side);
  if (!state.sides[other].outOfAttacks) state.toAct = other;
  else state.toAct = side;
}
