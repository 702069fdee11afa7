import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPack } from '../../src/engine/packs.js';
import { MAX_PACK_BYTES } from '../../src/store/packs.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import type { InteractionHandle, Sandbox } from '../../src/sandbox/server.js';
import {
  buttonId,
  components,
  content,
  countedRenders,
  newDemoGame,
  pictures,
  pictureVersion,
  sandboxWithCommands,
  sleep,
  startBotOn,
  type BotInstance,
} from './support.js';

/**
 * Who may do what, and what may be seen: only the player seated on a side acts for it; a custom id forged for
 * another game or channel is refused; hidden information reaches no public payload (picture alt text and
 * captions included); pack imports are bounded and only ever data; per-user and per-guild rate limits answer
 * with a clear message.
 */

let sandbox: Sandbox;
let bot: BotInstance;
let thread: string;
let other: string;

beforeAll(async () => {
  sandbox = await sandboxWithCommands();
  // In-process rendering: the pictures, their alt text and captions are part of what is checked.
  bot = await startBotOn(sandbox);
  thread = await newDemoGame(sandbox, 'partite', 'alice', 'bruno');
  other = await newDemoGame(sandbox, 'partite', 'alice', 'carla');
});
afterAll(async () => {
  await bot?.close();
  await sandbox?.close();
});

const version = async (channel: string) => (await bot.context.games.store.load(channel))!.version;

/**
 * Whether a recorded REST call concerns a message only one user sees: an ephemeral reply or follow-up, or an
 * edit of one (a private menu updated in place).
 */
function isPrivate(method: string, path: string, body: JsonObject | undefined): boolean {
  const data = (body?.['data'] as JsonObject | undefined) ?? body;
  if ((Number(data?.['flags'] ?? 0) & 64) !== 0) return true;
  const token = /^\/(?:interactions\/\d+|webhooks\/\d+)\/([^/]+)/.exec(path)?.[1];
  if (!token) return false;
  const interaction = sandbox.model.interactionsByToken.get(token);
  if (!interaction) return false;
  const target =
    method === 'PATCH' || (path.endsWith('/callback') && [6, 7].includes(Number(body?.['type'])))
      ? (interaction.originalMessageId ?? interaction.sourceMessageId)
      : undefined;
  return target !== undefined && sandbox.model.messages.get(target)?.visibleTo !== undefined;
}

async function answerOf(handle: InteractionHandle, where: Sandbox = sandbox): Promise<MessageRecord> {
  return where.waitFor(
    () => {
      const followup = handle.followups()[0];
      if (followup) return followup;
      const id = handle.record.originalMessageId;
      const message = id ? where.model.messages.get(id) : undefined;
      if (!message || message.deleted) return undefined;
      if (handle.record.callbackType === 6 || handle.record.callbackType === 7) return message;
      return (Number(message.json['flags'] ?? 0) & 128) === 0 ? message : undefined;
    },
    8_000,
    `the answer to ${handle.id}`,
  );
}

describe('only seated players act for a side', () => {
  it('the other player, a spectator and a forged click for Blue are all refused; nothing changes', async () => {
    const before = await version(thread);
    const aliceMenu = await sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'play' }).response();
    const endTurn = buttonId(aliceMenu, /Termina il turno|End your turn/);
    const attempts: [string, () => InteractionHandle, RegExp][] = [
      [
        'Bruno /play for Blue',
        () => sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'play', options: { side: 'blue' } }),
        /don’t hold the side/,
      ],
      [
        'Bruno /act for Blue',
        () =>
          sandbox.invokeCommand({
            user: 'bruno',
            channel: thread,
            command: 'act',
            options: { action: `${before}:end`, side: 'blue' },
          }),
        /don’t hold the side/,
      ],
      [
        'Bruno clicking Alice’s End turn (forged: he cannot see her menu)',
        () =>
          sandbox.forgeInteraction(
            'component',
            { user: 'bruno', channel: thread, message: String(aliceMenu.json['id']) },
            { custom_id: endTurn, component_type: 2 },
          ),
        /don’t hold the side/,
      ],
      [
        'Dario (no seat) clicking it',
        () =>
          sandbox.forgeInteraction(
            'component',
            { user: 'dario', channel: thread, message: String(aliceMenu.json['id']) },
            { custom_id: endTurn, component_type: 2 },
          ),
        /no seat in this game/,
      ],
      [
        'Dario /game undo for Blue',
        () =>
          sandbox.invokeCommand({ user: 'dario', channel: thread, command: 'game undo', options: { side: 'blue' } }),
        /no seat in this game/,
      ],
      [
        'Bruno reseating Blue (a referee’s right)',
        () =>
          sandbox.invokeCommand({
            user: 'bruno',
            channel: thread,
            command: 'game seats',
            options: { side: 'blue', user: 'bruno' },
          }),
        /referee/,
      ],
    ];
    for (const [what, attempt, refusal] of attempts) {
      const answer = await answerOf(attempt());
      expect(content(answer), what).toMatch(refusal);
      expect(answer.visibleTo, `${what}: the refusal is private`).toBeDefined();
      expect(await version(thread), what).toBe(before);
    }
  });
});

describe('a custom id forged for another game or channel', () => {
  it('is refused, and neither game changes', async () => {
    const menu = await sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'play' }).response();
    const endTurn = buttonId(menu, /Termina il turno|End your turn/);
    const [, , gameId, v] = endTurn.split(':');
    const otherMenu = await sandbox.invokeCommand({ user: 'alice', channel: other, command: 'play' }).response();
    const otherEnd = buttonId(otherMenu, /Termina il turno|End your turn/);
    const otherGameId = otherEnd.split(':')[2]!;
    const before = [await version(thread), await version(other)];
    const forged = [
      // This game's button, clicked in the other game's thread (on a message there).
      { channel: other, message: String(otherMenu.json['id']), customId: endTurn },
      // The other game's id, with this game's version, in this thread.
      { channel: thread, message: String(menu.json['id']), customId: `g:a:${otherGameId}:${v}:0:end` },
      // A rollback answer for another game.
      { channel: thread, message: String(menu.json['id']), customId: `g:r:${otherGameId}:abcd:y` },
      // A game id that is no game at all.
      { channel: thread, message: String(menu.json['id']), customId: `g:a:ffffffff:${v}:0:end` },
    ];
    for (const f of forged) {
      const answer = await answerOf(
        sandbox.forgeInteraction(
          'component',
          { user: 'alice', channel: f.channel, message: f.message },
          { custom_id: f.customId, component_type: 2 },
        ),
      );
      expect(content(answer), f.customId).toMatch(/another game|un’altra partita|altra partita/i);
    }
    expect([await version(thread), await version(other)]).toEqual(before);
    expect(gameId).not.toBe(otherGameId);
  });
});

describe('hidden information never reaches a public payload', () => {
  it('a unit placed face down and a secret note: not in any public message, caption, alt text or REST body', async () => {
    // Bruno (Red) needs the turn: Alice ends hers.
    const menu = await sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'play' }).response();
    const end = sandbox.clickButton({
      user: 'alice',
      message: String(menu.json['id']),
      customId: buttonId(menu, /Termina il turno|End your turn/),
    });
    const ended = (await version(thread)) + 1;
    await end.acknowledged();
    for (let i = 0; i < 100 && (await version(thread)) < ended; i++) await sleep(20);
    const callsFrom = sandbox.calls.length;
    // Bruno places Red HQ face down, through his menu (conceal → the unit → a hex).
    let red = await sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'play' }).response();
    for (const step of [/Place a unit face down/, /Red HQ/]) {
      const id = String(red.json['id']);
      const before = JSON.stringify(red.json);
      sandbox.clickButton({ user: 'bruno', message: id, customId: buttonId(red, step) });
      red = await sandbox.waitFor(() => {
        const now = sandbox.model.messages.get(id)!;
        return JSON.stringify(now.json) !== before ? now : undefined;
      });
    }
    const list = components(red).find((c) => c['type'] === 3) as { custom_id: string; options: { value: string }[] };
    const id = String(red.json['id']);
    sandbox.selectMenu({ user: 'bruno', message: id, customId: list.custom_id, values: [list.options[3]!.value] });
    await sandbox.waitFor(() => (/Done/.test(content(sandbox.model.messages.get(id))) ? true : undefined));
    await sandbox
      .invokeCommand({
        user: 'bruno',
        channel: thread,
        command: 'game note',
        options: { text: 'Ambush at the bridge', secret: true },
      })
      .response();
    const placed = (await version(thread)) - 1;
    await (bot.context.renders as { idle?: () => Promise<void> }).idle?.();
    await sandbox.waitFor(
      () => pictures(sandbox, thread).find((m) => pictureVersion(m) >= placed),
      20_000,
      'the picture after the hidden placement',
    );

    const secret = /Red HQ|\br6\b|Ambush/;
    // Every message Alice or Dario can see, with its attachments' alt text and file names.
    for (const viewer of ['alice', 'dario']) {
      for (const message of sandbox.messages(thread, viewer)) {
        const attachments = (message.json['attachments'] as JsonObject[]) ?? [];
        const text = [
          content(message),
          ...attachments.map((a) => `${String(a['description'])} ${String(a['filename'])}`),
        ];
        expect(text.join('\n'), `seen by ${viewer}`).not.toMatch(secret);
      }
    }
    // The pictures carry alt text (so the check above is not vacuous) and a caption.
    const picture = pictures(sandbox, thread).at(-1)!;
    const alt = String(((picture.json['attachments'] as JsonObject[])[0] ?? {})['description'] ?? '');
    expect(alt.length).toBeGreaterThan(20);
    expect(content(picture)).toMatch(/🗺️ \*\*v\d+\*\*/);
    // Every REST body the bot sent since for a public message: thread posts, status edits, public replies.
    let checked = 0;
    for (const call of sandbox.calls.slice(callsFrom)) {
      if (isPrivate(call.method, call.path, call.json as JsonObject | undefined)) continue;
      checked++;
      expect(JSON.stringify(call.json ?? null), `${call.method} ${call.path}`).not.toMatch(secret);
    }
    expect(checked).toBeGreaterThan(3);
    // The unit is on the map, face down (so the checks above were not vacuous), and the picture says so.
    const state = (await bot.context.games.store.load<{
      units: Record<string, { at: string | null; hidden: boolean }>;
    }>(thread))!.state;
    expect(state.units['r6']).toMatchObject({ at: expect.any(String), hidden: true });
    expect(alt).toMatch(/face down|coperta|face-down/i);
    // Bruno himself reads his note.
    const own = await sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'game status' }).response();
    expect(content(own)).toContain('Ambush at the bridge');
  }, 40_000);
});

describe('pack imports', () => {
  const demo = JSON.parse(JSON.stringify(builtInPack('demo'))) as JsonObject;
  const importFile = (user: string, data: Buffer) =>
    answerOf(
      sandbox.invokeCommand({
        user,
        channel: 'general',
        command: 'pack import',
        options: { file: { filename: 'pack.json', contentType: 'application/json', data } },
      }),
    );

  it('a file over the size limit is refused before it is read, and nothing is stored', async () => {
    const padding = 'x'.repeat(MAX_PACK_BYTES);
    const answer = await importFile('carla', Buffer.from(JSON.stringify({ ...demo, id: 'big-pack', padding })));
    expect(content(answer)).toMatch(/too large|troppo grande/);
    expect((await bot.context.packs.list(sandbox.guildId)).map((p) => p.id)).not.toContain('big-pack');
  });

  it('only referees or server managers import', async () => {
    const answer = await importFile('dario', Buffer.from(JSON.stringify({ ...demo, id: 'dario-pack' })));
    expect(content(answer)).toMatch(/referee|arbitro/i);
    expect((await bot.context.packs.list(sandbox.guildId)).map((p) => p.id)).not.toContain('dario-pack');
  });

  it('a pack is data: code in its strings is stored and shown as text, and never run; no prototype is polluted', async () => {
    const hostile = JSON.parse(
      JSON.stringify({
        ...demo,
        id: 'code-pack',
        title: { en: '${process.exit(1)}', it: '`require("child_process").execSync("touch /tmp/pwned")`' },
      }).replace('"format"', '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"format"'),
    ) as JsonObject;
    const answer = await importFile('carla', Buffer.from(JSON.stringify(hostile)));
    expect(content(answer)).toMatch(/code-pack|not valid|non è valido/);
    expect(({} as JsonObject)['polluted']).toBeUndefined();
    expect((Object.prototype as JsonObject)['polluted']).toBeUndefined();
    const alive = await answerOf(
      sandbox.invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '1d6' } }),
    );
    expect(content(alive)).toMatch(/1d6/);
  });

  it('no code path can run text as code: no eval, new Function or vm anywhere in src/', async () => {
    const files: string[] = [];
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.name === 'vendor' || entry.name === 'node_modules') continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.(ts|js)$/.test(entry.name)) files.push(path);
      }
    };
    await walk('src');
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(
        /(?<![.\w])eval\s*\(|new\s+Function\s*\(|from\s+['"](node:)?vm['"]|require\(['"](node:)?vm['"]\)/,
      );
    }
  });
});

describe('rate limits', () => {
  it('per user, then per guild: beyond the burst, a clear private message; within it, served', async () => {
    const limited = await sandboxWithCommands();
    const tight = await startBotOn(limited, {
      context: { renders: countedRenders(limited) },
      rateLimit: { burst: 3, perSecond: 0.2, guildBurst: 8, guildPerSecond: 0.2 },
    });
    try {
      const roll = (user: string) =>
        answerOf(
          limited.invokeCommand({ user, channel: 'regole', command: 'roll', options: { dice: '1d6' } }),
          limited,
        );
      const going = /going too fast: wait \d+ s|troppo in fretta|aspetta \d+ s/i;
      // Bruno: three rolls served, the fourth and fifth told to wait.
      const bruno = [];
      for (let i = 0; i < 5; i++) {
        bruno.push(await roll('bruno'));
      }
      expect(bruno.slice(0, 3).map((m) => content(m))).toEqual(
        bruno.slice(0, 3).map(() => expect.stringMatching(/1d6/)),
      );
      for (const m of bruno.slice(3)) {
        expect(content(m)).toMatch(going);
        expect(m.visibleTo).toBe(limited.user('bruno').id);
      }
      // The guild: Bruno took five of its eight, three more from others take the rest; the next user, fresh, is told to wait.
      for (const user of ['alice', 'carla', 'alice']) expect(content(await roll(user))).toMatch(/1d6/);
      expect(content(await roll('dario'))).toMatch(going);
    } finally {
      await tight.close();
      await limited.close();
    }
  }, 30_000);
});
