import { afterAll, beforeAll, expect } from 'vitest';
import { legalActions } from '../../src/cli/play.js';
import type { MessageRecord } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from './harness.js';
import { content, newGameThread } from './threads.js';

/** Discord's message flag EPHEMERAL: a reply only its user sees. */
const EPHEMERAL = 1 << 6;

/**
 * A game played by its rules in a sandbox thread, as the end-to-end tests drive it: each side's player (`users`)
 * picks actions by /act, as a suggestion carries them (`<version>:<key>`).
 */
export function rulesThread<Side extends string>(
  h: () => Harness,
  thread: () => string,
  users: Readonly<Record<Side, string>>,
) {
  const loaded = async () => (await h().context.games.load(thread()))!;
  /** The sides asked to act now, as the game's status says. */
  const active = async (): Promise<Side[]> => {
    const { module, game } = await loaded();
    return module.view(game.state, 'observer').status.active as Side[];
  };
  /** The side's legal actions now (what /play and /act offer). */
  const legal = async (side: Side) => {
    const { module, game } = await loaded();
    return legalActions(module, game.state, side);
  };
  /** /act with `action` as typed, by `user`, in `locale`: the bot's reply. */
  const invokeAct = async (user: string, action: string, locale = 'en-US'): Promise<MessageRecord> =>
    h().sandbox.invokeCommand({ user, channel: thread(), command: 'act', options: { action }, locale }).response();
  /** Picks `key` as /act's suggestion would carry it, for the side's player; it must be applied. */
  const act = async (side: Side, key: string): Promise<MessageRecord> => {
    const { game } = await loaded();
    const reply = await invokeAct(users[side], `${game.version}:${key}`);
    expect((await loaded()).game.version, `${key}: ${content(reply)}`).toBe(game.version + 1);
    return reply;
  };
  /**
   * /act with `key` (at the game's version) by `user`, which must be refused: the reply private to the user
   * (ephemeral), the game unchanged. The reply, to read its words.
   */
  const refused = async (user: string, key: string, locale = 'en-US'): Promise<MessageRecord> => {
    const before = (await loaded()).game.version;
    const reply = await invokeAct(user, `${before}:${key}`, locale);
    expect(Number(reply.json['flags']) & EPHEMERAL, content(reply)).toBe(EPHEMERAL);
    expect((await loaded()).game.version).toBe(before);
    return reply;
  };
  /**
   * The thread's text as a reader who plays neither side (carla) sees it, once `pattern` is in it (posts follow acts;
   * after 10 s it is returned as it is, for the caller's assertion to say what is missing).
   */
  const told = async (pattern: RegExp): Promise<string> => {
    await h().rendersIdle();
    const text = () =>
      h()
        .sandbox.messages(thread(), 'carla')
        .map((m) => content(m))
        .join('\n');
    await h()
      .sandbox.waitFor(() => (pattern.test(text()) ? true : undefined), 10_000, String(pattern))
      .catch(() => {});
    return text();
  };
  return { loaded, active, legal, invokeAct, act, refused, told };
}

/**
 * A test file's game played by its rules: the real bot on a fresh sandbox and the game's thread made by `/game new`
 * (`game`, by Alice) before the file's tests, the bot closed after them; `harness` and `thread` read them, the rest is
 * `rulesThread`'s.
 */
export function rulesGame<Side extends string>(
  users: Readonly<Record<Side, string>>,
  game: { game: string; scenario: string; side: Side; opponent: string; options?: string },
) {
  let h: Harness;
  let thread: string;
  // The bot's start and the first picture of a whole map: seconds on a loaded machine, so more than the default.
  beforeAll(async () => {
    h = await startHarness();
    thread = await newGameThread(h, game);
  }, 120_000);
  afterAll(async () => h?.close());
  return {
    harness: () => h,
    thread: () => thread,
    ...rulesThread(
      () => h,
      () => thread,
      users,
    ),
  };
}
