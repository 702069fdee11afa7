import { expect } from 'vitest';
import type { GameEvent } from '../../../../src/engine/core/game.js';
import { loc } from '../../../../src/engine/core/localized.js';
import { RESERVE_BOX } from '../../../../src/engine/games/paths-of-glory/model.js';
import { playableCards } from '../../../../src/engine/games/paths-of-glory/play/combat-fire.js';
import { menuOf } from '../../../../src/engine/games/paths-of-glory/play/menu.js';
import { other, top, type PogState } from '../../../../src/engine/games/paths-of-glory/play/state.js';
import { describe as line, type Namer } from '../../../../src/engine/games/paths-of-glory/play/words.js';
import { act, built, campaign, game, legal, refused, type Changes } from './play/position.js';

/**
 * Positions and checks for every-card.test.ts: a card held by its side in its own action round, offered by the menu
 * and accepted by the machine as an event, or not; a combat being fought, with a Combat Card offered and played in it,
 * or not. Everything goes through the machine (play/machine.ts) and the menu (play/menu.ts), as a player would.
 */

export type Side = 'cp' | 'ap';

export const namer: Namer = { space: (id) => id, unit: (id) => id, card: (id) => loc(id, id) };

/** The side a card belongs to (ids are `${side}-${number}`). */
export const sideOf = (card: string): Side => (card.startsWith('cp-') ? 'cp' : 'ap');

export const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.kind);
export const logged = (events: readonly GameEvent[], kind: string): GameEvent | undefined =>
  events.find((e) => e.kind === kind);
export const manual = (events: readonly GameEvent[]): GameEvent | undefined => logged(events, 'event-manual');

/**
 * The card's side to act in Spring 1915 (turn 5), round 2, holding only `card`, both sides at the commitment of the
 * card's deck (16.1.3: a deck is in play from its level on); `changes` override any of it.
 */
export function holding(card: string, changes: Changes = {}): PogState {
  const side = sideOf(card);
  const level = game.cardById.get(card)!.commitment;
  return built(campaign(), {
    ...changes,
    hand: { [side]: [card], ...changes.hand },
    frame: { name: 'action', side },
    state: { turn: 5, round: 2, commitment: { cp: level, ap: level }, ...changes.state },
  });
}

/** The same position, but the opponent's action round (8.1.5; 9.5.4.1: only Combat Cards are played then). */
export function theirRound(s: PogState, card: string): PogState {
  return built(s, { frame: { name: 'action', side: other(sideOf(card)) } });
}

/** The keys the side's menu offers now, under `path`. */
export function menuKeys(s: PogState, side: Side, path: readonly string[] = []): string[] {
  return menuOf(game, namer, s, side, path).items.map((i) => i.key);
}

/** The menu offers the card as an event. */
export function offered(s: PogState, card: string): void {
  expect(menuKeys(s, sideOf(card), [`hand/${card}`])).toContain(`play/${card}/event`);
}

/** The menu does not offer the card as an event, and the machine refuses it by `rule` with `code`. */
export function barred(s: PogState, card: string, rule: string, code: string): void {
  expect(menuKeys(s, sideOf(card), [`hand/${card}`])).not.toContain(`play/${card}/event`);
  refused(s, sideOf(card), { type: 'card', card, use: 'event' }, rule, code);
}

/** No event condition of its own: the general rule that bars it is the opponent's round (8.1.5, 9.5.4.1). */
export function notInTheirRound(s: PogState, card: string): void {
  barred(theirRound(s, card), card, '8.1.5', 'not-your-turn');
}

export interface Played {
  readonly state: PogState;
  readonly events: GameEvent[];
}

/**
 * The event played through the machine: logged as the card's event, its War Status added to the Combined War Status
 * (9.5.1.3), the card marked played; every log line has words of its own.
 */
export function play(s: PogState, card: string, faces: number[] = []): Played {
  const applied = act(s, sideOf(card), { type: 'card', card, use: 'event' }, faces);
  if (!applied.ok) throw new Error(`${card} refused: ${applied.problem.code} (${applied.problem.rule})`);
  for (const e of applied.events) expect(line(e, namer).en, e.kind).not.toBe(e.kind);
  expect(applied.events).toContainEqual(expect.objectContaining({ kind: 'event', card }));
  expect(applied.state.combinedWarStatus - s.combinedWarStatus).toBe(game.cardById.get(card)!.warStatus);
  expect(applied.state.events).toContain(card);
  return { state: applied.state, events: applied.events };
}

/** 9.5.1.2: once the action is over, a `*` card is out of the game, any other in its side's discard pile. */
export function settled(s: PogState, card: string): void {
  const side = sideOf(card);
  const starred = game.cardById.get(card)!.remove;
  expect(top(s)?.name).toBe('action');
  expect(starred ? s.removed[side] : s.discard[side]).toContain(card);
  expect(starred ? s.discard[side] : s.removed[side]).not.toContain(card);
}

/** The reinforcements the card brings, as the machine logs them (9.5.3.2 corps at once, 9.5.3.3 armies placed). */
export function arrived(events: readonly GameEvent[]): { unit: string; at: string }[] {
  return events
    .filter((e) => e.kind === 'reinforcement')
    .map((e) => ({ unit: String(e['unit']), at: String(e['at']) }));
}

export interface Reinforcing {
  /** Army → the space its player places it in. */
  readonly armies?: Readonly<Record<string, string>>;
  /** The corps, in order: a kind (`br-c`: the first of that kind not yet in play) or a counter id. */
  readonly corps?: readonly string[];
  /** Where the corps go: the side's Reserve Box unless the card says (9.5.3.2). */
  readonly corpsAt?: string;
  readonly changes?: Changes;
}

/**
 * A reinforcement card (9.5.3) from its offer to its end: corps to their box, armies placed one by one where `armies`
 * says (refused elsewhere: Paris for a non-French army), the card out of the game; and in August 1914 it is not
 * offered at all (9.5.3.1). The state once the action is over.
 */
export function reinforces(card: string, r: Reinforcing): PogState {
  const side = sideOf(card);
  const s = holding(card, r.changes);
  offered(s, card);
  const { state, events } = play(s, card);
  const corps = arrived(events);
  expect(corps).toHaveLength(r.corps?.length ?? 0);
  (r.corps ?? []).forEach((kind, i) => {
    const unit = corps[i]!.unit;
    if (game.model.units[kind]) expect(unit).toBe(kind);
    else expect(unit).toMatch(new RegExp(`^${kind}\\d+$`));
    expect(corps[i]!.at).toBe(r.corpsAt ?? RESERVE_BOX[side]);
    expect(state.units[unit]).toEqual({ at: corps[i]!.at, strength: 'full' });
  });
  let after = state;
  const armies = Object.entries(r.armies ?? {});
  if (armies.length > 0) {
    expect(top(after)).toEqual({ name: 'reinforce', side, card, units: armies.map(([u]) => u) });
    // Vienna is no Allied home, Paris no Central Powers' one (9.5.3.3).
    const elsewhere = side === 'ap' ? 'vienna' : 'paris';
    for (const [unit, at] of armies) {
      refused(after, side, { type: 'place', unit, at: elsewhere }, '9.5.3.3', 'place-where');
      after = legal(after, side, { type: 'place', unit, at });
      expect(after.units[unit]).toEqual({ at, strength: 'full' });
      expect(after.control[at]).toBe(side);
    }
  }
  settled(after, card);
  barred(
    holding(card, { ...r.changes, state: { ...r.changes?.state, turn: 1 } }),
    card,
    '9.5.3.1',
    'no-reinforcements-august',
  );
  return after;
}

// ---------------------------------------------------------------------------------------------------------------
// Combat Cards (9.5.4): a combat declared, its card windows (12.2.1 steps 3–5), the fire.

export type CombatChanges = Changes & { readonly full?: readonly string[] };

/**
 * `attacker` in the middle of an operation (Spring 1915 unless changed), `from` activated for combat, then the
 * combat against `target` declared with `units`: the attacker's card window is open.
 */
export function declared(
  attacker: Side,
  from: readonly string[],
  target: string,
  units: readonly string[],
  changes: CombatChanges = {},
): PogState {
  const s = built(campaign(), { ...changes, state: { turn: 5, round: 2, ...changes.state } });
  const units_ = { ...s.units };
  for (const u of changes.full ?? []) units_[u] = { ...units_[u]!, strength: 'full' };
  // The operation's card is in play: out of hand and deck, so that it is in one place only.
  const card = attacker === 'cp' ? 'cp-9' : 'ap-9';
  const start: PogState = {
    ...s,
    units: units_,
    deck: { ...s.deck, [attacker]: s.deck[attacker].filter((c) => c !== card) },
    hand: { ...s.hand, [attacker]: s.hand[attacker].filter((c) => c !== card) },
    inPlay: [card],
    activations: Object.fromEntries(from.map((a) => [a, 'attack' as const])),
    stack: [
      { name: 'action', side: attacker },
      { name: 'attack', side: attacker },
    ],
  };
  const next = legal(start, attacker, { type: 'attack', target, units: [...units] });
  expect(top(next)).toEqual({ name: 'combat-cards', side: attacker, role: 'attacker' });
  return next;
}

/** The attacker is done with his cards: the defender's window (9.5.4.1: the attacker plays first). */
export function defenderWindow(s: PogState): PogState {
  const frame = top(s);
  if (frame?.name !== 'combat-cards' || frame.role !== 'attacker') throw new Error(`not the attacker's window`);
  return legal(s, frame.side, { type: 'fight' });
}

/** The menu and the list of playable cards offer the card in the window now open. */
export function ccOffered(s: PogState, card: string): void {
  const frame = top(s);
  if (frame?.name !== 'combat-cards') throw new Error(`no card window: ${frame?.name}`);
  expect(frame.side).toBe(sideOf(card));
  expect(menuKeys(s, frame.side)).toContain(`cc/${card}`);
  expect(playableCards(game, s, frame.side, frame.role)).toContain(card);
}

/** Neither offered nor accepted in this window: refused with `code` (and `rule`, when the refusal names one). */
export function ccRefused(s: PogState, card: string, code: string, rule?: string): void {
  const side = sideOf(card);
  expect(menuKeys(s, side)).not.toContain(`cc/${card}`);
  const applied = act(s, side, { type: 'cc', card });
  expect(applied.ok, `${card} should be refused`).toBe(false);
  if (applied.ok) return;
  expect(applied.problem.code).toBe(code);
  if (rule) expect(applied.problem.rule).toBe(rule);
}

/** The card played in the window now open: logged, in the combat's cards of its role, out of its hand. */
export function ccPlayed(s: PogState, card: string): PogState {
  const frame = top(s);
  if (frame?.name !== 'combat-cards') throw new Error(`no card window: ${frame?.name}`);
  const applied = act(s, frame.side, { type: 'cc', card });
  if (!applied.ok) throw new Error(`${card} refused: ${applied.problem.code}`);
  expect(applied.events).toContainEqual(
    expect.objectContaining({ kind: 'combat-card', card, role: frame.role, rule: '9.5.4.1' }),
  );
  expect(applied.state.fight!.cards[frame.role]).toContain(card);
  expect(applied.state.hand[frame.side]).not.toContain(card);
  return applied.state;
}

/** The defender closes his window: the fire (12.2.7–12.2.9), with these die faces. */
export function fire(s: PogState, faces: number[]): Played {
  const frame = top(s);
  if (frame?.name !== 'combat-cards' || frame.role !== 'defender') throw new Error(`not the defender's window`);
  const applied = act(s, frame.side, { type: 'fight' }, faces);
  if (!applied.ok) throw new Error(`fight refused: ${applied.problem.code}`);
  return { state: applied.state, events: applied.events };
}

export interface FireModifier {
  readonly kind: string;
  readonly why: string;
  readonly value: number;
  readonly card?: string;
}

/** The fire of `role` in the log, and its modifiers (drms and column shifts, each with its source). */
export function fireOf(events: readonly GameEvent[], role: 'attacker' | 'defender'): GameEvent {
  const found = events.find((e) => e.kind === 'fire' && e['role'] === role);
  if (!found) throw new Error(`no fire by the ${role}`);
  return found;
}
export function modifiers(events: readonly GameEvent[], role: 'attacker' | 'defender'): FireModifier[] {
  return fireOf(events, role)['modifiers'] as FireModifier[];
}
/** The drm a card gave `role`'s fire, undefined when none. */
export function cardDrm(events: readonly GameEvent[], role: 'attacker' | 'defender', card: string): number | undefined {
  return modifiers(events, role).find((m) => m.why === 'card' && m.card === card)?.value;
}
/** Whether the trench shifted a column of `role`'s fire (11.2; cancelled by a card, 12.2.4). */
export function trenchShifted(events: readonly GameEvent[], role: 'attacker' | 'defender'): boolean {
  return modifiers(events, role).some((m) => m.why === 'trench');
}
