import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord } from '../../src/sandbox/model.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';
import {
  buttonId,
  components,
  content,
  countedRenders,
  newDemoGame,
  sandboxWithCommands,
  startBotOn,
  type BotInstance,
} from './support.js';

/**
 * Twenty people click the same game's button at the same moment, a hundred times over, through the sandbox and
 * the real bot on Redis: every time exactly one click is applied, the nineteen others are told the game changed
 * and are shown their menu as the game now is, and in the end the log replays to the snapshot.
 *
 * The clickers: Alice, who holds Blue, and nineteen referees (who may act for any side). Each round every one of
 * them opens the same menu level (hide a unit, or reveal it, alternately) and then all click the same action.
 */

const ROUNDS = 100;
const CLICKERS = 20;

const redis = testRedis();
const prefix = testPrefix('rel-concurrency');
const renders = countedRenders();
let sandbox: Sandbox;
let bot: BotInstance;

beforeAll(async () => {
  sandbox = await sandboxWithCommands();
  bot = await startBotOn(sandbox, { redis, prefix, context: { renders } });
});
afterAll(async () => {
  await bot?.close();
  await sandbox?.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

describe('twenty users click on the same game at once', () => {
  it(`${ROUNDS} rounds: one click applied each time, every loser gets the fresh prompt, log and snapshot agree`, async () => {
    const thread = await newDemoGame(sandbox, 'partite', 'alice', 'bruno');
    const users = ['alice', 'carla'];
    for (let i = users.length; i < CLICKERS; i++) {
      users.push(sandbox.model.addUser({ username: `referee${i}`, locale: 'en-US', manageThreads: true }).username);
    }
    // Every clicker's own (ephemeral) /play menu.
    const menus = new Map<string, string>();
    await Promise.all(
      users.map(async (user) => {
        const menu = await sandbox.invokeCommand({ user, channel: thread, command: 'play' }).response();
        menus.set(user, String(menu.json['id']));
      }),
    );
    const message = (user: string): MessageRecord => sandbox.model.messages.get(menus.get(user)!)!;
    const store = bot.context.games.store;
    const winners: string[] = [];
    const start = (await store.load(thread))!.version;

    for (let round = 0; round < ROUNDS; round++) {
      const version = start + round;
      const [branch, key] =
        round % 2 === 0 ? [/Turn a unit face down|Copri un/, 'hd/b1'] : [/Reveal a face-down|Scopri un/, 'rv/b1'];
      // Everyone opens the menu level…
      await Promise.all(
        users.map(async (user) => {
          sandbox.clickButton({ user, message: menus.get(user)!, customId: buttonId(message(user), branch) });
          await sandbox.waitFor(
            () => components(message(user)).find((c) => String(c['custom_id']).endsWith(`:${version}:0:${key}`)),
            5_000,
            `${user}'s menu in round ${round}`,
          );
        }),
      );
      // …and all click the same action at once.
      const clicks = users.map((user) => ({
        user,
        handle: sandbox.clickButton({
          user,
          message: menus.get(user)!,
          customId: `g:a:${idOf(message(user))}:${version}:0:${key}`,
        }),
      }));
      const outcomes = await Promise.all(
        clicks.map(({ user }) =>
          sandbox.waitFor(
            () => {
              const text = content(message(user));
              return text.includes(`v${version + 1}`) && /✅|⚠️/.test(text) ? text : undefined;
            },
            5_000,
            `${user}'s answer in round ${round}`,
          ),
        ),
      );
      const won = outcomes.flatMap((text, i) => (text.includes('✅') ? [i] : []));
      expect(won, `round ${round}`).toHaveLength(1);
      for (const [i, text] of outcomes.entries()) {
        if (won.includes(i)) continue;
        // The loser's menu now is the game as it is: the stale notice, the new version, its buttons.
        expect(text).toMatch(/⚠️ (The game changed \(now version|La partita è cambiata)/);
        expect(text).toContain(`v${version + 1}`);
        // g:a:<game>:<version>:<page>:<key>: none of the buttons is for the version the click was made on.
        expect(
          components(message(users[i]!)).every((c) => String(c['custom_id']).split(':')[3] !== String(version)),
        ).toBe(true);
      }
      winners.push(clicks[won[0]!]!.handle.id);
      expect((await store.load(thread))!.version).toBe(version + 1);
    }

    const log = await store.log(thread);
    const actions = log.filter((e) => e.kind === 'action');
    expect(actions).toHaveLength(ROUNDS);
    expect(actions.map((e) => e.iid)).toEqual(winners);
    expect(new Set(actions.map((e) => e.iid)).size).toBe(ROUNDS);
    expect(log.map((e) => e.v)).toEqual(log.map((_, i) => i));
    expect(await bot.context.games.checkReplay(thread)).toEqual({ ok: true });
    // Each applied action was announced once in the thread, and asked for one picture.
    const announced = sandbox.messages(thread).filter((m) => /^▶️/.test(content(m)));
    expect(announced).toHaveLength(ROUNDS);
    expect(renders.count).toBe(ROUNDS + 1);
  }, 150_000);
});

function idOf(menu: MessageRecord): string {
  const any = components(menu).find((c) => String(c['custom_id']).startsWith('g:'));
  return String(any?.['custom_id']).split(':')[2] ?? '';
}
