import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropPrefix, testPrefix, testRedis, testRedisUrl } from '../helpers/redis.js';

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

/** The pids of every process below `pid` (children, their children, ...), read from /proc. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const walk = (parent: number) => {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return; // gone already
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(/\s+/).filter(Boolean).map(Number)) {
        if (!found.includes(child)) {
          found.push(child);
          walk(child);
        }
      }
    }
  };
  walk(pid);
  return found;
}

/** Whether a process still runs (a zombie waiting for a parent that does not reap it counts as stopped). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * SIGTERM to npm's own process (what a service manager or `kill <npm pid>` sends) stops the bot and the render
 * worker it started too: the script execs node, npm forwards the signal to it, and the bot stops its workers.
 */
describe('stopping npm start', () => {
  it.skipIf(process.platform !== 'linux')(
    'SIGTERM to npm stops every process it started',
    async () => {
      const prefix = testPrefix('npm-stop');
      const { npm, output: out } = npmStart(prefix);
      const output = () => out.text;
      const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      let pids: number[] = [];
      try {
        await waitFor(
          () => /Open http:\/\/127\.0\.0\.1:\d+\/ in a browser/.test(output()),
          30_000,
          () => {
            return `no address printed:\n${output()}`;
          },
        );
        // The render worker is spawned before the address is printed; give /proc a moment to show it.
        await waitFor(
          () => descendants(npm.pid!).some((pid) => commandLine(pid).includes('render-worker')),
          10_000,
          () => `no render worker under npm: ${descendants(npm.pid!).map(commandLine).join(' | ')}`,
        );
        pids = descendants(npm.pid!);
        const commands = pids.map(commandLine);
        expect(commands.some((c) => c.includes('src/main.ts'))).toBe(true);
        expect(commands.some((c) => c.includes('render-worker'))).toBe(true);

        process.kill(npm.pid!, 'SIGTERM'); // npm's pid only

        await npmExited;
        await waitFor(
          () => pids.every((pid) => !alive(pid)),
          40_000,
          () =>
            `still running after npm stopped: ${pids
              .filter(alive)
              .map((pid) => `${pid} ${commandLine(pid)}`)
              .join(' | ')}\n${output()}`,
        );
        // The bot got npm's SIGTERM itself (not only noticed later that npm was gone).
        expect(output()).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
      } finally {
        await leaveNothingBehind([...pids, npm.pid!], prefix);
      }
    },
    90_000,
  );

  it.skipIf(process.platform !== 'linux')(
    'a render worker stops itself when the bot that started it is killed outright',
    async () => {
      const prefix = testPrefix('npm-kill');
      const { npm, output: out } = npmStart(prefix);
      const output = () => out.text;
      let pids: number[] = [];
      try {
        await waitFor(
          () => descendants(npm.pid!).some((pid) => commandLine(pid).includes('render-worker')),
          30_000,
          () => `no render worker under npm:\n${output()}`,
        );
        pids = descendants(npm.pid!);
        const bot = pids.find((pid) => commandLine(pid).includes('src/main.ts'))!;
        const worker = pids.find((pid) => commandLine(pid).includes('render-worker'))!;
        process.kill(bot, 'SIGKILL'); // no chance to stop its workers
        await waitFor(
          () => !alive(worker),
          40_000,
          () => `the worker ran on after its bot was killed: ${commandLine(worker)}\n${output()}`,
        );
      } finally {
        await leaveNothingBehind([...pids, npm.pid!], prefix);
      }
    },
    90_000,
  );
});

/** `npm start` as a person runs it (the sandbox, one render worker, logs at info), its output collected. */
function npmStart(prefix: string): { npm: ChildProcess; output: { text: string } } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANDBOX_PORT: '0',
    RENDER_WORKERS: '1',
    METRICS_PORT: '0',
    LOG_LEVEL: 'info', // to read which signal the bot got
    REDIS_URL: testRedisUrl(),
    UMPIRE_PREFIX: prefix,
  };
  delete env.DISCORD_TOKEN;
  const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  npm.stdout!.on('data', (d: Buffer) => (output.text += d.toString()));
  npm.stderr!.on('data', (d: Buffer) => (output.text += d.toString()));
  return { npm, output };
}

/** Never leave a bot or a worker behind, whatever failed: kills what still runs and drops the test's keys. */
async function leaveNothingBehind(pids: readonly number[], prefix: string): Promise<void> {
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  const redis = testRedis();
  await dropPrefix(redis, prefix);
  redis.disconnect();
}

async function waitFor(condition: () => boolean, timeoutMs: number, problem: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(problem());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
