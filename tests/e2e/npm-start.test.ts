import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testRedis } from '../helpers/redis.js';

/** `npm start` with no token: the sandbox starts, its address is printed, and the bot answers /roll there. */
describe('npm start without a Discord token', () => {
  it('prints the sandbox address and answers /roll in it', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_PORT: '0', RENDER_WORKERS: '0', LOG_LEVEL: 'warn' };
    delete env.DISCORD_TOKEN;
    delete env.UMPIRE_PREFIX;
    // A game left by an earlier sandbox run belongs to channels that no longer exist: the sandbox clears its own.
    const redis = testRedis();
    await redis.set('umpire-sandbox:game:{old-channel}', 'left by an earlier run');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed:\n${output}`)), 20_000);
        const check = () => {
          const match = /Open (http:\/\/127\.0\.0\.1:\d+)\/ in a browser/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          } else setTimeout(check, 50);
        };
        check();
      });
      expect(output).toMatch(/its games in Redis \(umpire-sandbox:\*\); each start begins afresh/);
      expect(await redis.exists('umpire-sandbox:game:{old-channel}')).toBe(0);
      const state = (await (await fetch(`${url}/sandbox/api/state`)).json()) as {
        users: { id: string; username: string }[];
        channels: { id: string; name: string }[];
      };
      const bruno = state.users.find((u) => u.username === 'bruno')!;
      const channel = state.channels.find((c) => c.name === 'regole')!;
      const sent = await fetch(`${url}/sandbox/api/interact`, {
        method: 'POST',
        body: JSON.stringify({
          kind: 'command',
          as: bruno.id,
          channel: channel.id,
          command: 'roll',
          options: { dice: '2d6' },
        }),
      });
      expect(await sent.json()).toMatchObject({ acknowledged: true });
      const messages = (await (
        await fetch(`${url}/sandbox/api/messages?channel=${channel.id}&as=${bruno.id}`)
      ).json()) as { content: string }[];
      expect(messages.map((m) => m.content).join('\n')).toMatch(
        new RegExp(`<@${bruno.id}> rolled \`2d6\`: 2d6 \\(\\d, \\d\\) = \\*\\*\\d+\\*\\*`),
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      redis.disconnect();
    }
  }, 40_000);
});
