import type { GameEvent, MenuItem, Outcome } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { SIDES, type Side } from '../model.js';
import { combatOf, combatPrompt } from './combat-state.js';
import { hexName, stackHexes, unitsIn, type N1812Game } from './game.js';
import { ELIMINATED, type N1812Action, type N1812State } from './state.js';

/**
 * Optional rule 15.1, the fog of war (the game option `fog-of-war`, off by default): each side may keep up to 5 fake
 * counters on its own stacks, never more in a stack than its real counters; fakes have no effect on play; the
 * opponent may not inspect a side's stacks until there is a combat. Readings taken where the rule is silent are in
 * the README ("15.1: the fog of war").
 */

export const FOG_OPTION = 'fog-of-war';
/** 15.1: "fino a 5 segnalini fasulli". */
export const MOST_FAKES = 5;

/** Whether the game was created with rule 15.1 (a state without the field is a game without it). */
export const fogOn = (s: N1812State): boolean => s.fog === true;

/** The side's fakes: hex → how many. */
export const fakesOf = (s: N1812State, side: Side): Record<string, number> => s.fakes?.[side] ?? {};

export const fakeCount = (s: N1812State, side: Side): number =>
  Object.values(fakesOf(s, side)).reduce((a, b) => a + b, 0);

/** 15.1: the real counters a stack's fakes are measured against (its combat units: decision 15.1-b). */
const realIn = (game: N1812Game, s: N1812State, hex: string, side: Side): number => unitsIn(game, s, hex, side).length;

/** Whether `side` may put a fake on its stack in `hex` now (15.1), or why not. */
export function fakeProblem(game: N1812Game, s: N1812State, side: Side, hex: string, on: boolean): string | undefined {
  if (!fogOn(s)) return 'off';
  const here = fakesOf(s, side)[hex] ?? 0;
  if (!on) return here > 0 ? undefined : 'none-here';
  if (realIn(game, s, hex, side) === 0) return 'not-your-stack';
  if (fakeCount(s, side) >= MOST_FAKES) return 'all-used';
  if (here + 1 > realIn(game, s, hex, side)) return 'too-many';
  return undefined;
}

const REFUSAL: Record<string, { en: string; it: string }> = {
  off: {
    en: 'This game is played without optional rule 15.1 (fog of war).',
    it: 'Questa partita si gioca senza la regola opzionale 15.1 (nebbia di guerra).',
  },
  'none-here': { en: 'You have no fake counter there.', it: 'Non hai segnalini fasulli lì.' },
  'not-your-stack': {
    en: 'A fake counter goes on one of your own stacks.',
    it: 'Un segnalino fasullo va su un tuo stack.',
  },
  'all-used': {
    en: `You already have ${MOST_FAKES} fake counters on the map.`,
    it: `Hai già ${MOST_FAKES} segnalini fasulli sulla mappa.`,
  },
  'too-many': {
    en: 'A stack may not hold more fake counters than real ones.',
    it: 'Uno stack non può contenere più segnalini fasulli di quelli veri.',
  },
  prompt: {
    en: 'Answer the question first: fake counters are placed between the steps’ choices.',
    it: 'Rispondi prima alla domanda: i segnalini fasulli si mettono tra le scelte della fase.',
  },
};

/** A fake put on or taken off (the action `fake`), by a side asked in a step, never inside a prompt. */
export function applyFake(
  game: N1812Game,
  s: N1812State,
  side: Side,
  action: N1812Action & { kind: 'fake' },
): Outcome<N1812State> {
  const refuse = (code: string): Outcome<N1812State> => ({
    ok: false,
    error: { rule: '15.1', code: `fake-${code}`, message: loc(REFUSAL[code]!.en, REFUSAL[code]!.it) },
  });
  if (!fogOn(s)) return refuse('off');
  if (s.prompts.length > 0) return refuse('prompt');
  const problem = fakeProblem(game, s, side, action.hex, action.on);
  if (problem) return refuse(problem);
  const fakes = { ...fakesOf(s, side) };
  fakes[action.hex] = (fakes[action.hex] ?? 0) + (action.on ? 1 : -1);
  if (fakes[action.hex] === 0) delete fakes[action.hex];
  s.fakes = { french: {}, russian: {}, ...s.fakes, [side]: fakes };
  const event: GameEvent = { kind: action.on ? 'fake-on' : 'fake-off', side, hex: action.hex, rule: '15.1' };
  return { ok: true, state: s, events: [event] };
}

/**
 * 15.1: after every action, each stack keeps no more fakes than its real counters (a stack that lost units or moved
 * away loses the excess at once; fakes alone on a hex are removed: they move with nothing, decision 15.1-a).
 */
export function settleFakes(game: N1812Game, s: N1812State): void {
  if (!fogOn(s) || !s.fakes) return;
  for (const side of SIDES) {
    const fakes: Record<string, number> = {};
    for (const [hex, n] of Object.entries(fakesOf(s, side))) {
      const keep = Math.min(n, realIn(game, s, hex, side));
      if (keep > 0) fakes[hex] = keep;
    }
    s.fakes[side] = fakes;
  }
}

/** The invariant of 15.1 (invariants.ts): at most 5 fakes a side, none off a stack, never more than its real units. */
export function fakeProblems(game: N1812Game, s: N1812State): string[] {
  const wrong: string[] = [];
  if (!s.fakes) return wrong;
  if (!fogOn(s) && (fakeCount(s, 'french') > 0 || fakeCount(s, 'russian') > 0))
    wrong.push('fake counters without rule 15.1');
  for (const side of SIDES) {
    if (fakeCount(s, side) > MOST_FAKES) wrong.push(`${side}: ${fakeCount(s, side)} fake counters (15.1: at most 5)`);
    for (const [hex, n] of Object.entries(fakesOf(s, side))) {
      if (!Number.isInteger(n) || n < 1) wrong.push(`${side}: ${n} fake counters at ${hex}`);
      const real = realIn(game, s, hex, side);
      if (n > real) wrong.push(`${side}: ${n} fake counters at ${hex} over ${real} real ones (15.1)`);
    }
  }
  return wrong;
}

/**
 * The hexes whose stacks both sides see (15.1: "fino a quando c'è un combattimento"): those of every combat in
 * progress, from the attack order to its end: the attacker's, the defender's (and where it retreated), and the
 * support stacks that joined.
 */
export function revealedHexes(s: N1812State): Set<string> {
  const hexes = new Set<string>();
  const top = combatPrompt(s);
  if (!top) return hexes;
  const c = combatOf(top);
  for (const hex of [c.from, c.target, c.retreatedTo, ...c.attackerSupport, ...c.defenderSupport])
    if (hex && hex !== ELIMINATED) hexes.add(hex);
  return hexes;
}

/** Whether `viewer` sees the make-up of `side`'s stack in `hex`. */
export function seesStack(s: N1812State, viewer: string, side: Side, hex: string, revealed: Set<string>): boolean {
  return !fogOn(s) || viewer === side || revealed.has(hex);
}

/** The menu branch of 15.1 (a step's items, never a prompt's), and its sub-menu. */
export function fakeBranch(game: N1812Game, s: N1812State, side: Side): MenuItem[] {
  if (!fogOn(s) || s.prompts.length > 0 || s.over) return [];
  if (fakeItems(game, s, side).length === 0) return [];
  return [
    {
      kind: 'branch',
      key: 'fog',
      label: loc(
        `Fake counters (15.1): ${fakeCount(s, side)} of ${MOST_FAKES} on the map`,
        `Segnalini fasulli (15.1): ${fakeCount(s, side)} di ${MOST_FAKES} sulla mappa`,
      ),
    },
  ];
}

export function fakeItems(game: N1812Game, s: N1812State, side: Side): MenuItem[] {
  const items: MenuItem[] = [];
  for (const hex of stackHexes(game, s, side))
    if (!fakeProblem(game, s, side, hex, true))
      items.push({
        kind: 'action',
        key: `fog/on/${hex}`,
        label: loc(`A fake counter on ${hexName(game, hex)}`, `Un segnalino fasullo su ${hexName(game, hex)}`),
      });
  for (const hex of Object.keys(fakesOf(s, side)).sort())
    items.push({
      kind: 'action',
      key: `fog/off/${hex}`,
      label: loc(
        `Take a fake counter off ${hexName(game, hex)}`,
        `Togli un segnalino fasullo da ${hexName(game, hex)}`,
      ),
    });
  return items;
}

/** The action a `fog/…` key stands for. */
export function decodeFake(a: string | undefined, b: string | undefined): N1812Action | undefined {
  return (a === 'on' || a === 'off') && b ? { kind: 'fake', hex: b, on: a === 'on' } : undefined;
}
