import type { z } from 'zod';
import type { Dice } from './dice.js';
import type { Problem } from './explain.js';
import type { LearnedBook } from './learned.js';
import { loc, type Localized } from './localized.js';
import type { Pack } from './pack.js';
import type { AnyRuling, MissingTable } from './ruling.js';

/** A game's id (kebab-case); the list of games is src/engine/registry.ts, from which `GameId` is derived. */
export type GameKey = string;

/**
 * A game of the registry: its quick rulings, the tables its rulebook lacks, its built-in pack, and (once its rules
 * are enforced) its play module. A game's `index.ts` exports one; the registry lists them.
 */
export interface GameRulebook<Id extends GameKey = GameKey> {
  readonly id: Id;
  readonly title: Localized;
  /** The Discord slash command that holds this game's rulings (`pog`, `gi`, `borodino`, `n1812`, `oao`). */
  readonly command: string;
  readonly rulings: readonly AnyRuling[];
  /** Tables the rulebook lacks, loadable from a pack (the union of the rulings' `tables`). */
  readonly tables: readonly MissingTable[];
  /** The built-in pack (a schematic stand-in where the book lacks the map or the counters). */
  readonly pack: () => Pack;
  /** The game played by its rules on a pack; absent: the game plays in freeplay. */
  readonly module?: (pack: Pack) => AnyGameModule;
  /**
   * The game by its rules while it is being built, not yet the game players get: only `umpire play|fuzz --draft`
   * plays it (modules.ts `draftModuleFor`), never the bot. It becomes `module` when every phase is enforced.
   */
  readonly draft?: (pack: Pack) => AnyGameModule;
}

/** Declares a game with its id kept as a literal type (so the registry can derive `GameId`). */
export function defineGame<const Id extends GameKey>(game: GameRulebook<Id>): GameRulebook<Id> {
  return game;
}

// ---------------------------------------------------------------------------------------------------------------
// The game module contract (ARCHITECTURE.md): pure functions over plain-JSON state.

export type SideId = string;
export type Viewer = SideId | 'observer';

export interface SideInfo {
  readonly id: SideId;
  readonly name: Localized;
  /** CSS colour of the side's counters and highlights. */
  readonly color: string;
}

export interface ScenarioInfo {
  readonly id: string;
  readonly title: Localized;
  readonly sides: readonly SideInfo[];
}

/**
 * A choice made once, when a game is created (`/game new options:`, `umpire play --options`): a rule variant or
 * optional cards, off unless named. The module receives the chosen ids as `true` in `SetupInput.options`.
 */
export interface GameOption {
  /** Lower case, digits and dashes: what a player types. */
  readonly id: string;
  readonly label: Localized;
}

/** A rule a player broke: the rule number and the reason, in both languages. */
export interface RuleError {
  readonly rule: string;
  readonly code: string;
  readonly message: Localized;
}

/** What happened, as data for the log; the module's `describe` turns it into words. */
export interface GameEvent {
  readonly kind: string;
  readonly [field: string]: unknown;
}

export type Outcome<S> =
  | {
      readonly ok: true;
      readonly state: S;
      readonly events: readonly GameEvent[];
      /** The action showed a player something the other side did not know (a card, a hidden unit). */
      readonly reveals?: boolean;
    }
  | { readonly ok: false; readonly error: RuleError };

export interface SetupInput {
  readonly scenario: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly pack: Pack;
}

/** One legal action as a player picks it: a stable key (≤ 80 characters, no spaces) and its label. */
export interface ActionChoice {
  readonly key: string;
  readonly label: Localized;
}

/** A level of the legal-action menu: `/play` shows it as buttons or a select menu, `/act` searches it. */
export interface Menu {
  readonly title: Localized;
  readonly items: readonly MenuItem[];
}

export type MenuItem =
  | { readonly kind: 'branch'; readonly key: string; readonly label: Localized }
  | {
      readonly kind: 'action';
      readonly key: string;
      readonly label: Localized;
      /** Words `/act` also matches, never shown: a unit's nation and side, in both languages. */
      readonly search?: string;
    };

export interface GameStatus {
  readonly turn: number;
  readonly turnLabel?: Localized;
  readonly phase: Localized;
  /** The sides that may act now. */
  readonly active: readonly SideId[];
  readonly over?: { readonly winner?: SideId; readonly reason: Localized };
}

/** A unit or marker where a viewer may see it. */
export interface BoardPiece {
  readonly id: string;
  readonly at: string;
  readonly side?: SideId;
  readonly nation?: string;
  readonly type: string;
  readonly size?: string;
  readonly label: string;
  /** Strength numbers as the counter prints them; null where the value is unknown (drawn `?`). */
  readonly values: readonly (number | null)[];
  readonly reduced?: boolean;
  readonly disordered?: boolean;
  readonly hidden?: boolean;
  readonly marker?: boolean;
  /** Where the unit faces, in degrees counter-clockwise from east on the map as drawn (north up): a notch on the counter. */
  readonly facing?: number;
}

export interface Highlights {
  readonly moves?: readonly { readonly from: string; readonly to: string }[];
  readonly combat?: readonly string[];
  readonly losses?: readonly string[];
  /** Supply warnings: places whose units went out of supply, and places whose units one capture would cut off. */
  readonly unsupplied?: readonly string[];
  readonly threatened?: readonly string[];
}

/**
 * Places shaded over the map on request (`/game map supply:<side>`): what the shading means (`kind`), whose it is
 * (drawn in the side's colour), and the places. Never part of an action's picture.
 */
export interface Shade {
  readonly kind: 'supply';
  readonly side: SideId;
  readonly places: readonly string[];
}

/** What a module can shade on request (`GameModule.overlay`). */
export type OverlayKind = Shade['kind'];

/**
 * A track printed on the map (victory points, turn record, war status): a numbered scale from `from` to `to`, the
 * markers that stand on it, and stretches of it that mean something (an automatic victory end, turns the scenario
 * does not play). The picture draws it as a scale with the markers; the alt text reads the markers' values.
 */
export interface Track {
  readonly id: string;
  readonly label: Localized;
  readonly from: number;
  readonly to: number;
  readonly markers: readonly TrackMarker[];
  /** Coloured for `side` (or greyed without one), with an optional word for what they mean. */
  readonly zones?: readonly TrackZone[];
}

export interface TrackMarker {
  /** A short name (`CP`, `VP`, `CWS`): the picture prints it on the marker. */
  readonly label: Localized;
  /** May lie off the scale: the marker is drawn at the nearer end, with its value. */
  readonly value: number;
  readonly side?: SideId;
}

export interface TrackZone {
  readonly from: number;
  readonly to: number;
  readonly side?: SideId;
  readonly label?: Localized;
}

export interface View {
  readonly status: GameStatus;
  /** What this viewer is asked to do now (or what the game waits for). */
  readonly prompt: Localized;
  readonly pieces: readonly BoardPiece[];
  readonly highlights: Highlights;
  /** Information only this viewer may see (a hand of cards, secret orders), as lines of text. */
  readonly secret?: readonly Localized[];
  readonly notes?: readonly Localized[];
  /** The map's tracks (VP, turn, war status), drawn as a panel of the picture. */
  readonly tracks?: readonly Track[];
  /** Places shaded on request (GameModule.overlay); absent from the views of actions. */
  readonly shade?: Shade;
}

export interface GameModule<S = unknown, A = unknown> {
  readonly id: GameKey;
  readonly title: Localized;
  /** Validates untrusted actions. */
  readonly action: z.ZodType<A>;
  readonly rulings: readonly AnyRuling[];
  scenarios(pack: Pack): readonly ScenarioInfo[];
  /** The options a game of this module may be created with, all off by default; none when absent. */
  options?(): readonly GameOption[];
  setup(input: SetupInput, dice: Dice): Outcome<S>;
  view(state: S, viewer: Viewer): View;
  /**
   * The status alone, as `view(state, 'observer').status` gives it, without the pieces: GameService reads it before
   * and after every action, the fuzzer at every step. Absent: `statusOf` reads the observer's view.
   */
  status?(state: S): GameStatus;
  /** The legal actions of `side` now, one menu level at a time (`path`: the keys of the branches chosen from the root). */
  menu(state: S, side: SideId, path: readonly string[]): Menu;
  /** The action a key stands for, or undefined for a key this module never made. */
  decode(state: S, key: string): A | undefined;
  apply(state: S, by: SideId, action: A, dice: Dice): Outcome<S>;
  describe(event: GameEvent): Localized;
  /** An action only a referee may take (a rules game's freeplay correction); GameService refuses it to players. */
  refereeOnly?(action: A): boolean;
  /**
   * A referee's corrections as a menu, one level at a time like `menu` (its title names it; empty when none may be
   * made): `/play` offers it to a referee beside the side's legal actions, and to no one else. Kept apart from
   * `menu`, which the fuzzer and `umpire play` read as the players' legal actions.
   */
  refereeMenu?(state: S, side: SideId, path: readonly string[]): Menu;
  /**
   * Places to shade over the map for `side` (`/game map supply:<side>`: the spaces the side's units trace supply
   * from), or undefined when the module offers no such overlay. Pure, like `view`.
   */
  overlay?(state: S, kind: OverlayKind, side: SideId): Shade | undefined;
  /**
   * The values the book and the pack lack that this game learned from its players (core/learned.ts): counter
   * values, place values, table cells, each asked once. `/game export` includes them as the pack fields they fill.
   * Absent: the module never asks for a value.
   */
  learned?(state: S): LearnedBook;
  /** What must hold after every action (cards in one place, stacking…): the problems found, for `umpire fuzz`. */
  check?(state: S): readonly string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any, any>;

/** A game's status (turn, phase, who acts, its end): the module's `status`, or else its observer's view's. */
export function statusOf(module: AnyGameModule, state: unknown): GameStatus {
  return module.status ? module.status(state) : module.view(state, 'observer').status;
}

/** `apply`'s refusal of a side the game does not have (GameService passes the actor's seat), citing `rule`. */
export function unknownSide(by: SideId, rule: string): { readonly ok: false; readonly error: RuleError } {
  return { ok: false, error: { rule, code: 'unknown-side', message: loc(`No side ${by}.`, `Nessuna parte ${by}.`) } };
}

/** A rules function's refusal (a `Problem`) as `apply`'s `RuleError`, in the game's own words. */
export function problemRefusal(
  problem: Problem,
  words: (problem: Problem) => Localized,
): { readonly ok: false; readonly error: RuleError } {
  return { ok: false, error: { rule: problem.rule ?? '', code: problem.code, message: words(problem) } };
}
