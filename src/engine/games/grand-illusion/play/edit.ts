import { type Problem, problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { explain } from '../words.js';
import type { Game } from './setup.js';
import { ELIMINATED, type Frame, type GiState } from './state.js';

/**
 * The draft machine's working copy of the state: the mutable type the phases edit, the answer of an action, a refusal,
 * and the few edits every phase makes (the activation under a prompt, a step lost, values asked).
 */

export type DeepMut<T> = T extends readonly (infer U)[]
  ? DeepMut<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMut<T[K]> }
    : T;
export type S = DeepMut<GiState>;
export type Of<N extends Frame['name']> = Extract<Frame, { name: N }>;

export type Applied =
  | { readonly ok: true; readonly state: GiState; readonly events: GameEvent[]; readonly reveals?: boolean }
  /** `message`: the words are core's (a learned value refused by core/learned.ts), not the draft's for `problem`. */
  | { readonly ok: false; readonly problem: Problem; readonly message?: Localized };

export const clone = (s: GiState): S => JSON.parse(JSON.stringify(s)) as S;
export const text = (steps: Parameters<typeof explain>[0]) => {
  const t = explain(steps);
  return { en: t.en, it: t.it };
};

export const refuse = (
  code: string,
  params: Record<string, string | number> = {},
  rule = '4.0',
): { ok: false; problem: Problem } => problem(code, params, { rule });

export function mutActivation(s: S, f: (a: DeepMut<Of<'activation'>>) => void): void {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const frame = s.stack[i]!;
    if (frame.name === 'activation') return f(frame);
  }
}

/** Applies one step lost by a unit (9.3.3): an intact unit is Disorganized, a Disorganized one eliminated. */
export function loseStep(game: Game, s: S, id: string): void {
  const u = s.units[id];
  if (!u) return;
  if (u.disorganized || !game.counters.get(id)?.back) u.at = ELIMINATED;
  else u.disorganized = true;
}

export function askAll(s: S, asks: readonly { side: Side; value: string; max: number }[]): void {
  for (const q of [...asks].reverse()) s.stack.push({ name: 'ask', side: q.side, value: q.value, max: q.max });
}
