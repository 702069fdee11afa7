import { createHash } from 'node:crypto';
import { SeededDice } from '../engine/core/dice.js';
import type { AnyGameModule, MenuItem } from '../engine/core/game.js';
import type { Pack } from '../engine/core/pack.js';
import { moduleFor } from '../engine/modules.js';
import { GameService } from '../store/games.js';
import { MemoryGameStore } from '../store/memory-store.js';

/**
 * Plays random legal actions, as the players' menus offer them, and reports crashes, dead ends (nobody may act
 * and the game is not over) and games that never end. Every game's log is replayed at the end and must give its
 * stored snapshot. Deterministic for a given seed.
 */

export interface FuzzOptions {
  readonly pack: Pack;
  readonly games: number;
  readonly seed: string;
  /** A game still going after this many actions is reported as never ending. */
  readonly maxActions?: number;
  /** Share of actions that are an undo attempt, a roll or a note rather than a menu action. */
  readonly extras?: boolean;
  /** Menu keys never picked (e.g. `peace/yes`, so that games run to their end and reach the late cards). */
  readonly skip?: readonly string[];
}

export interface FuzzFinding {
  readonly game: number;
  readonly kind:
    'crash' | 'dead-end' | 'never-ends' | 'replay-differs' | 'refused-legal-action' | 'invariant' | 'undo-crossed';
  readonly detail: string;
}

export interface FuzzReport {
  readonly games: number;
  readonly actions: number;
  readonly finished: number;
  readonly findings: readonly FuzzFinding[];
  /** How the finished games ended (the reason's English words), and how many ended so. */
  readonly endings: Readonly<Record<string, number>>;
  /** How many events of each kind the applied actions made (what the games exercised: combats, sieges …). */
  readonly events: Readonly<Record<string, number>>;
  /** How many times each card was played as an event (events of kind `event` naming a `card`). */
  readonly cardEvents: Readonly<Record<string, number>>;
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const module = moduleFor(options.pack);
  const packs = { get: async () => options.pack };
  const rng = new SeededDice(createHash('sha256').update(options.seed).digest(), 'fuzz', 0);
  const pick = <T>(items: readonly T[]): T => (items.length === 1 ? items[0]! : items[rng.roll(items.length) - 1]!);
  const findings: FuzzFinding[] = [];
  const maxActions = options.maxActions ?? 2_000;
  let actions = 0;
  let finished = 0;
  const endings: Record<string, number> = {};
  const events: Record<string, number> = {};
  const cardEvents: Record<string, number> = {};
  for (let g = 0; g < options.games; g++) {
    const store = new MemoryGameStore();
    const games = new GameService(store, packs, () => 1_700_000_000_000 + g);
    const channel = `fuzz-${g}`;
    const scenario = pick(options.pack.scenarios);
    const seats = Object.fromEntries(scenario.sides.map((s) => [s.id, `user-${s.id}`]));
    try {
      const created = await games.create({
        channelId: channel,
        guildId: null,
        pack: options.pack,
        packRef: { id: options.pack.id, version: options.pack.version },
        scenario: scenario.id,
        createdBy: 'fuzzer',
        seats,
        seed: createHash('sha256').update(`${options.seed}:${g}`).digest(),
        // The dice depend on the game's id too: a fixed one makes a seed replay the same games.
        id: createHash('sha256').update(`${options.seed}:${g}:id`).digest('hex').slice(0, 16),
      });
      if (created.kind !== 'created') throw new Error(`setup failed: ${created.kind}`);
      let count = 0;
      let game = created.game;
      for (;;) {
        const view = module.view(game.state, 'observer');
        if (view.status.over) {
          finished++;
          const ending = view.status.over.reason.en;
          endings[ending] = (endings[ending] ?? 0) + 1;
          break;
        }
        if (count >= maxActions) {
          findings.push({
            game: g,
            kind: 'never-ends',
            detail: `still going after ${maxActions} actions (turn ${view.status.turn})`,
          });
          break;
        }
        const side = pick(view.status.active.length > 0 ? view.status.active : game.meta.seats.map((s) => s.side));
        const actor = { userId: seats[side]!, side };
        const roll = options.extras === false ? 99 : rng.roll(20);
        if (roll === 1) {
          const before = game;
          const undone = await games.undo(channel, { actor });
          if (undone.kind === 'applied') {
            game = undone.game;
            // Undo never crosses a die roll nor a change of the side to act (GameService's undo window).
            const was = module.view(before.state, 'observer').status;
            const now = module.view(game.state, 'observer').status;
            const undoneEntry = (await games.history(channel)).find(
              (e) => e.kind === 'action' && e.v === before.version && e.dice.length > 0,
            );
            if (undoneEntry || was.active.join() !== now.active.join() || was.turn !== now.turn)
              findings.push({
                game: g,
                kind: 'undo-crossed',
                detail: `undo at version ${before.version} crossed a roll or a change of side`,
              });
          }
        } else if (roll === 2) {
          const rolled = await games.act(channel, { actor, action: { type: 'roll', dice: '2d6' } });
          if (rolled.kind === 'applied') game = rolled.game;
        } else {
          const key = randomAction(module, game.state, side, pick, options.skip);
          if (key === undefined) {
            if (view.status.active.length > 0)
              findings.push({
                game: g,
                kind: 'dead-end',
                detail: `${side} must act at version ${game.version} but has no legal action`,
              });
            break;
          }
          const action = module.decode(game.state, key);
          const result = await games.act(channel, { actor, action, expected: game.version });
          if (result.kind !== 'applied') {
            findings.push({
              game: g,
              kind: 'refused-legal-action',
              detail: `${key} offered to ${side} at version ${game.version} was refused: ${result.kind === 'rule' ? result.error.message.en : result.kind}`,
            });
            break;
          }
          game = result.game;
          for (const e of result.entry.events) {
            events[e.kind] = (events[e.kind] ?? 0) + 1;
            if (e.kind === 'event' && typeof e['card'] === 'string')
              cardEvents[e['card']] = (cardEvents[e['card']] ?? 0) + 1;
          }
          const wrong = module.check?.(game.state) ?? [];
          if (wrong.length > 0) {
            findings.push({
              game: g,
              kind: 'invariant',
              detail: `after ${key} at version ${game.version}: ${wrong.join('; ')}`,
            });
            break;
          }
        }
        count++;
        actions++;
      }
      const replayed = await games.checkReplay(channel);
      if (!replayed.ok) findings.push({ game: g, kind: 'replay-differs', detail: replayed.problem });
    } catch (error) {
      findings.push({
        game: g,
        kind: 'crash',
        detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
  return { games: options.games, actions, finished, findings, endings, events, cardEvents };
}

/** Walks the menu from its root, a random item at each level, to an action key. */
function randomAction(
  module: AnyGameModule,
  state: unknown,
  side: string,
  pick: <T>(items: readonly T[]) => T,
  skip: readonly string[] = [],
): string | undefined {
  const path: string[] = [];
  for (let depth = 0; depth < 8; depth++) {
    const items: readonly MenuItem[] = module.menu(state, side, path).items.filter((i) => !skip.includes(i.key));
    if (items.length === 0) return undefined;
    const item = pick(items);
    if (item.kind === 'action') return item.key;
    path.push(item.key);
  }
  return undefined;
}
