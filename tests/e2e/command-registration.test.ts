import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandTooLarge, deployCommands } from '../../src/bot/deploy.js';
import { commandDefinitions } from '../../src/commands/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

/**
 * Registration as Discord does it: the whole set in one PUT, refused whole when one command is over the 8,000
 * characters Discord allows; `npm run deploy:commands` checks the limit before sending.
 */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
});

/** A command of exactly `total` characters: subcommands of options whose descriptions fill what is left. */
function commandOf(total: number) {
  let left = total - 'big'.length - 'x'.length;
  const subcommands = [];
  for (let s = 0; left > 0 && s < 25; s++) {
    const sub = { type: 1, name: `s${s}`, description: 'y', options: [] as object[] };
    left -= sub.name.length + 1;
    for (let o = 0; left > 0 && o < 25; o++) {
      const name = `o${o}`;
      const length = Math.min(100, left - name.length);
      if (length < 1) break;
      sub.options.push({ type: 3, name, description: 'd'.repeat(length) });
      left -= name.length + length;
    }
    subcommands.push(sub);
  }
  if (left !== 0) throw new Error(`cannot build a command of ${total}`);
  return { name: 'big', description: 'x', options: subcommands };
}

describe('registering the slash commands', () => {
  it('npm run deploy:commands registers every command of the bot', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/deploy-commands.ts'], {
      env: {
        ...process.env,
        DISCORD_TOKEN: sandbox.token,
        DISCORD_APP_ID: sandbox.appId,
        DISCORD_GUILD_ID: sandbox.guildId,
        DISCORD_API_URL: sandbox.apiUrl,
        LOG_LEVEL: 'silent',
      },
    });
    expect(stdout).toMatch(`Registered ${commandDefinitions().length} commands in guild ${sandbox.guildId}`);
    const put = sandbox.calls.filter((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    expect(put.at(-1)?.status).toBe(200);
  });

  it('the sandbox refuses a set with a command over 8,000 characters, as Discord does', async () => {
    const response = await fetch(
      `${sandbox.apiUrl}/v10/applications/${sandbox.appId}/guilds/${sandbox.guildId}/commands`,
      {
        method: 'PUT',
        headers: { authorization: `Bot ${sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([commandOf(2_000), commandOf(8_001)]),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        '1': { _errors: [{ code: 'APPLICATION_COMMAND_TOO_LARGE', message: 'Command exceeds maximum size (8000)' }] },
      },
    });
    const exactly = await fetch(
      `${sandbox.apiUrl}/v10/applications/${sandbox.appId}/guilds/${sandbox.guildId}/commands`,
      {
        method: 'PUT',
        headers: { authorization: `Bot ${sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([commandOf(8_000)]),
      },
    );
    expect(exactly.status).toBe(200);
  });

  it('deploy refuses before sending, naming the command and its size', async () => {
    const before = sandbox.calls.length;
    const attempt = deployCommands({
      token: sandbox.token,
      appId: sandbox.appId,
      guildId: sandbox.guildId,
      apiUrl: sandbox.apiUrl,
      commands: [commandOf(100), commandOf(8_050)],
    });
    await expect(attempt).rejects.toBeInstanceOf(CommandTooLarge);
    await expect(attempt).rejects.toThrow(/^\/big is 8050 characters: Discord allows 8000/);
    expect(sandbox.calls.length).toBe(before);
  });

  const option = (name: string, extra: Record<string, unknown> = {}) => ({ type: 3, name, description: 'd', ...extra });
  it.each([
    ['a name with capitals', { name: 'Roll', description: 'd' }],
    ['a name over 32 characters', { name: 'x'.repeat(33), description: 'd' }],
    ['an Italian name with a space', { name: 'roll', name_localizations: { it: 'tira dadi' }, description: 'd' }],
    ['an empty description', { name: 'roll', description: '' }],
    ['a description over 100', { name: 'roll', description: 'x'.repeat(101) }],
    [
      'an Italian description over 100',
      { name: 'roll', description: 'd', description_localizations: { it: 'x'.repeat(101) } },
    ],
    ['26 options', { name: 'roll', description: 'd', options: Array.from({ length: 26 }, (_, i) => option(`o${i}`)) }],
    ['two options of one name', { name: 'roll', description: 'd', options: [option('a'), option('a')] }],
    [
      'a required option after an optional one',
      { name: 'roll', description: 'd', options: [option('a'), option('b', { required: true })] },
    ],
    [
      '26 choices',
      {
        name: 'roll',
        description: 'd',
        options: [option('a', { choices: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, value: `c${i}` })) })],
      },
    ],
    [
      'choices with autocomplete',
      {
        name: 'roll',
        description: 'd',
        options: [option('a', { autocomplete: true, choices: [{ name: 'c', value: 'c' }] })],
      },
    ],
  ])('the sandbox refuses a command with %s: 400, 50035', async (_rule, command) => {
    const response = await fetch(
      `${sandbox.apiUrl}/v10/applications/${sandbox.appId}/guilds/${sandbox.guildId}/commands`,
      {
        method: 'PUT',
        headers: { authorization: `Bot ${sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify([command]),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(50035);
  });

  it('the sandbox refuses more than 100 commands: 400, 30032', async () => {
    const response = await fetch(
      `${sandbox.apiUrl}/v10/applications/${sandbox.appId}/guilds/${sandbox.guildId}/commands`,
      {
        method: 'PUT',
        headers: { authorization: `Bot ${sandbox.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(Array.from({ length: 101 }, (_, i) => ({ name: `c${i}`, description: 'd' }))),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: number }).code).toBe(30032);
  });
});
