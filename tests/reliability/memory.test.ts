import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.js';
import { content, countedRenders, newDemoGame, sandboxWithCommands, startBotOn, type BotInstance } from './support.js';

/**
 * What the bot keeps in memory grows with its guilds and channels, not with the games' moves: discord.js would
 * cache the last 200 messages of every channel the bot answers in (about 5 KB each; bench:load saw the bot's RSS
 * climb 1 MB a second at 47 moves a second over 1,000 channels), and the bot never reads them back.
 */

let sandbox: Sandbox;
let bot: BotInstance;
beforeAll(async () => {
  sandbox = await sandboxWithCommands();
  bot = await startBotOn(sandbox, { context: { renders: countedRenders(sandbox) } });
});
afterAll(async () => {
  await bot?.close();
  await sandbox?.close();
});

describe('the bot’s memory', () => {
  it('keeps no message cache however many moves are answered', async () => {
    const threads = [
      await newDemoGame(sandbox, 'partite', 'alice', 'bruno'),
      await newDemoGame(sandbox, 'partite', 'carla', 'dario'),
    ];
    for (const [i, thread] of threads.entries()) {
      for (let n = 0; n < 10; n++) {
        const reply = await sandbox
          .invokeCommand({
            user: i === 0 ? 'alice' : 'carla',
            channel: thread,
            command: 'game note',
            options: { text: `n${n}` },
          })
          .response();
        expect(content(reply)).toMatch(/^▶️/);
      }
    }
    let cached = 0;
    for (const channel of bot.bot.client.channels.cache.values())
      cached += (channel as { messages?: { cache: { size: number } } }).messages?.cache.size ?? 0;
    expect(cached).toBe(0);
  });
});
