import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPack } from '../../src/engine/packs.js';
import { parseNotation, rollNotation } from '../../src/engine/core/notation.js';
import { SourceDice } from '../../src/engine/core/dice.js';
import type { JsonObject, MessageRecord, RegisteredCommand } from '../../src/sandbox/model.js';
import type { InteractionHandle, OptionValue, Sandbox } from '../../src/sandbox/server.js';
import { PackLibrary } from '../../src/store/packs.js';
import {
  components,
  content,
  countedRenders,
  newDemoGame,
  sandboxWithCommands,
  startBotOn,
  type BotInstance,
} from './support.js';

/**
 * Random and hostile values thrown at everything a user can send: every slash command's options (generated from
 * the definitions the bot registered), dice notation, pack imports (huge, deep, wrong types) and component
 * custom ids (random, or forged for another game, version or side). Each case must be answered within its time
 * bound, with a clear message (never the "something went wrong on our side" apology for input Discord lets
 * through), change nothing in the game, and leave the bot serving. Run counts are modest so that the file stays
 * well under a minute; fast-check prints the seed and the smallest failing case when one fails.
 */

const INTERNAL_ERROR = /Something went wrong on our side|Qualcosa è andato storto/;
/** Per case: acknowledged within Discord's 3 s, answered within this. */
const ANSWER_MS = 5_000;

let sandbox: Sandbox;
let bot: BotInstance;
let thread: string;
let menuId: string;
let gameShortId: string;

beforeAll(async () => {
  sandbox = await sandboxWithCommands();
  bot = await startBotOn(sandbox, { context: { renders: countedRenders(sandbox) } });
  thread = await newDemoGame(sandbox, 'partite', 'alice', 'bruno');
  const menu = await sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'play' }).response();
  menuId = String(menu.json['id']);
  gameShortId = String(components(menu)[0]?.['custom_id']).split(':')[2]!;
});
afterAll(async () => {
  await bot?.close();
  await sandbox?.close();
});

async function version(): Promise<number> {
  return (await bot.context.games.store.load(thread))!.version;
}

/** The answer the user sees: the final response, or the first follow-up (a refusal after a defer). */
async function answerOf(handle: InteractionHandle): Promise<MessageRecord | undefined> {
  await handle.acknowledged(3_000);
  if (handle.record.callbackType === 8 || handle.record.callbackType === 9) return undefined;
  return sandbox.waitFor(
    () => {
      const followup = handle.followups()[0];
      if (followup) return followup;
      const id = handle.record.originalMessageId;
      const message = id ? sandbox.model.messages.get(id) : undefined;
      if (!message) return undefined;
      if (message.deleted) return undefined; // a public defer replaced by a private refusal: wait for it
      if (handle.record.callbackType === 6 || handle.record.callbackType === 7) return message;
      return (Number(message.json['flags'] ?? 0) & 128) === 0 ? message : undefined;
    },
    ANSWER_MS,
    `the answer to ${handle.id}`,
  );
}

const said = (m: MessageRecord | undefined) =>
  `${content(m)} ${JSON.stringify(m?.json['attachments'] ?? [])} ${JSON.stringify(m?.json['embeds'] ?? [])}`;

// -- the registered commands, as leaves (command, group, subcommand) with their option specs -----------------

interface Spec extends JsonObject {
  name: string;
  type: number;
  required?: boolean;
  choices?: { value: string | number }[];
  min_value?: number;
  max_value?: number;
  max_length?: number;
  options?: Spec[];
}
interface Leaf {
  readonly command: RegisteredCommand;
  readonly path: readonly { name: string; type: number }[];
  readonly specs: readonly Spec[];
}

function leaves(): Leaf[] {
  const found: Leaf[] = [];
  const walk = (command: RegisteredCommand, path: Leaf['path'], options: Spec[]) => {
    const subs = options.filter((o) => o.type === 1 || o.type === 2);
    if (subs.length === 0) found.push({ command, path, specs: options });
    for (const sub of subs) walk(command, [...path, { name: sub.name, type: sub.type }], sub.options ?? []);
  };
  for (const command of sandbox.model.availableCommands()) walk(command, [], (command.options ?? []) as Spec[]);
  return found;
}

const injections = [
  '@everyone',
  '@here',
  '<@&1000000000000000002>',
  '<@1>',
  '**bold** __u__ ~~s~~',
  '`',
  '```js\nprocess.exit(1)\n```',
  '||spoiler||',
  '\u202eevil',
  '\u200b',
  '\u0000',
  '🎲🎲🎲',
  '__proto__',
  'constructor',
  'guild:__proto__',
  'guild:../../x',
  '${process.exit()}',
  '{{seed}}',
  '%s%s%n',
  'null',
  '1d6',
  '100d1000',
  '99999999d99999999',
  '0:end',
  '1:end',
  '2:mv/b1/0303',
  '999999999999:end',
  'g:a:x:1:0:end',
  ' ',
  '\n\n\n',
];

/** Text of the right type, within what Discord's own client lets through for this option. */
function textFor(spec: Spec): fc.Arbitrary<string> {
  const max = Math.min(spec.max_length ?? 6000, 6000);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
      { weight: 3, arbitrary: fc.constantFrom(...injections) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: max - 5, maxLength: max }) },
    )
    .map((s) => s.slice(0, max))
    .filter((s) => s.trim().length > 0);
}

function deliverable(spec: Spec): fc.Arbitrary<OptionValue> | undefined {
  if (spec.choices && spec.choices.length > 0) return fc.constantFrom(...spec.choices.map((c) => c.value));
  const min = spec.min_value ?? -(2 ** 31);
  const max = spec.max_value ?? 2 ** 31;
  switch (spec.type) {
    case 3:
      return textFor(spec);
    case 4:
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    case 10:
      return fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max));
    case 5:
      return fc.boolean();
    case 6:
    case 8:
      return fc.constantFrom('alice', 'bruno', 'carla', 'dario', 'Umpire');
    case 11:
      return fc
        .oneof(fc.string({ maxLength: 200 }), fc.json())
        .map((text) => ({ filename: 'pack.json', contentType: 'application/json', data: Buffer.from(text) }));
    default:
      return undefined;
  }
}

/** Anything at all for an option: the wrong type, out of range, a user who does not exist. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...injections),
  fc.integer(),
  fc.constantFrom(-1e15, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 0.5, -0.5),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom('1', '99999999999999999999', '1000000000000000001'),
);

function commandName(leaf: Leaf): string {
  return [leaf.command.name, ...leaf.path.map((p) => p.name)].join(' ');
}

/** What Discord can deliver: right types, choices and ranges respected; optional options sometimes left out. */
const deliverableCase = fc.constant(null).chain(() => {
  const all = leaves();
  return fc.constantFrom(...all).chain((leaf) => {
    const entries = leaf.specs.flatMap((spec) => {
      const arb = deliverable(spec);
      if (!arb) return [];
      const value = spec.required ? arb : fc.option(arb, { nil: undefined, freq: 2 });
      return [fc.record({ name: fc.constant(spec.name), value })];
    });
    return fc.tuple(fc.constant(leaf), fc.tuple(...entries));
  });
});

/** What a modified client could send: any value for any option, options missing or unknown. */
const forgedCase = fc.constant(null).chain(() => {
  const all = leaves();
  return fc.constantFrom(...all).chain((leaf) =>
    fc.tuple(
      fc.constant(leaf),
      fc.array(
        fc.record({
          name: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...leaf.specs.map((s) => s.name), 'x') },
            fc.string({ maxLength: 8 }),
          ),
          type: fc.constantFrom(3, 4, 5, 6, 10, 11, 99),
          value: anyValue,
        }),
        { maxLength: 5 },
      ),
    ),
  );
});

describe('every slash command, its options thrown random and hostile values', () => {
  it('values Discord delivers: answered in time, a clear message, the game unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(deliverableCase, async ([leaf, entries]) => {
        const before = await version();
        const options: Record<string, OptionValue> = {};
        for (const entry of entries) if (entry.value !== undefined) options[entry.name] = entry.value;
        // Answered in time is the sandbox's own rule (a first answer after 3 s is refused with 10062).
        const handle = sandbox.invokeCommand({ user: 'dario', channel: thread, command: commandName(leaf), options });
        const answer = await answerOf(handle);
        if (answer) {
          expect(said(answer).trim().length).toBeGreaterThan(0);
          expect(content(answer)).not.toMatch(INTERNAL_ERROR);
        }
        // The spectator changes nothing; `/game pings` is the one change anyone may make to their own pings.
        if (commandName(leaf) !== 'game pings') expect(await version()).toBe(before);
      }),
      { numRuns: Number(process.env['HOSTILE_RUNS'] ?? 300) },
    );
  }, 60_000);

  it('a value echoed in a refusal is clipped, so the refusal still fits in a message (found by the property above)', async () => {
    const long = 'X'.repeat(6000);
    for (const [user, command] of [
      ['dario', 'game join'],
      ['alice', 'play'],
      ['alice', 'game undo'],
    ] as const) {
      const answer = await answerOf(sandbox.invokeCommand({ user, channel: thread, command, options: { side: long } }));
      expect(content(answer)).not.toMatch(INTERNAL_ERROR);
      expect(content(answer)).toMatch(/X{39}…/);
    }
  });

  it("a forged option of the wrong type where the answer's visibility depends on it is still answered in time (found by the property below)", async () => {
    const game = sandbox.model.availableCommands().find((c) => c.name === 'game')!;
    const before = await version();
    const handle = sandbox.forgeInteraction(
      'command',
      { user: 'dario', channel: thread },
      {
        id: game.id,
        name: 'game',
        type: 1,
        options: [{ name: 'seats', type: 1, options: [{ name: 'side', type: 4, value: -1 }] }],
      },
    );
    await handle.acknowledged(3_000);
    await answerOf(handle);
    expect(await version()).toBe(before);
  });

  it('forged payloads (wrong types, missing and unknown options): answered, the game unchanged, the bot alive', async () => {
    await fc.assert(
      fc.asyncProperty(forgedCase, async ([leaf, options]) => {
        const before = await version();
        let nested: JsonObject[] = options.map((o) => ({ ...o }));
        for (const link of [...leaf.path].reverse()) nested = [{ ...link, options: nested }];
        const handle = sandbox.forgeInteraction(
          'command',
          { user: 'dario', channel: thread },
          { id: leaf.command.id, name: leaf.command.name, type: 1, options: nested },
        );
        await handle.acknowledged(3_000);
        await answerOf(handle);
        if (commandName(leaf) !== 'game pings') expect(await version()).toBe(before);
      }),
      { numRuns: 120 },
    );
    const alive = await sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '1d6' } })
      .response();
    expect(content(alive)).toMatch(/1d6/);
  }, 60_000);
});

describe('dice notation', () => {
  const diceLike = fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.constantFrom('', '+', '-', '−', '*', ' '),
          fc.oneof(fc.nat(), fc.constantFrom(0, 1, 100, 101, 1000, 1001, 2 ** 31, 2 ** 53, 1e21)),
          fc.constantFrom('d', 'D', 'd66', 'dF', 'kh', 'kl', '!', ''),
          fc.oneof(fc.nat(), fc.constantFrom(0, 1, 1000, 1001, 2 ** 53)),
        ),
        { minLength: 1, maxLength: 8 },
      ),
      fc.constantFrom('', ' ', '+1', '-1', '1e9'),
    )
    .map(([terms, tail]) => terms.map(([sign, a, d, b]) => `${sign}${a}${d}${b}`).join('') + tail);

  it('any text parses to a value or a named error, and rolling is bounded (direct, many cases)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), diceLike, fc.constantFrom(...injections)), (text) => {
        // How fast is measured by `npm run bench:hostile` (a timed test fails on a loaded machine).
        const parsed = parseNotation(text);
        if (parsed.ok) {
          const result = rollNotation(parsed.value, new SourceDice(() => 0));
          expect(result.terms.flatMap((t) => t.dice).length).toBeLessThanOrEqual(200);
          expect(Number.isFinite(result.total)).toBe(true);
        } else {
          expect(parsed.error.code).toMatch(/^[a-z-]+$/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('/roll with hostile notation and reasons: a clear answer in time, no mention let through', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(diceLike, textFor({ name: 'dice', type: 3, max_length: 200 })),
        fc.option(textFor({ name: 'reason', type: 3, max_length: 100 }), { nil: undefined }),
        async (dice, reason) => {
          const callsBefore = sandbox.calls.length;
          const handle = sandbox.invokeCommand({
            user: 'bruno',
            channel: 'regole',
            command: 'roll',
            options: { dice, ...(reason ? { reason } : {}) },
          });
          const answer = await answerOf(handle);
          expect(content(answer)).not.toMatch(INTERNAL_ERROR);
          expect(content(answer).length).toBeGreaterThan(0);
          // Whatever was typed, the answer pings nobody (allowed_mentions parse nothing).
          const sent = sandbox.calls
            .slice(callsBefore)
            .filter((c) => c.path.startsWith('/interactions/') && (c.json as JsonObject)?.['type'] === 4);
          for (const call of sent) {
            const data = (call.json as { data: { allowed_mentions?: { parse?: string[] }; flags?: number } }).data;
            if (((data.flags ?? 0) & 64) === 0) expect(data.allowed_mentions?.parse ?? ['x']).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);
});

describe('pack imports', () => {
  const demoJson = JSON.parse(JSON.stringify(builtInPack('demo'))) as JsonObject;

  /** The demo pack with one value somewhere replaced by something of the wrong kind. */
  const mutated = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), anyValue).map(([steps, value]) => {
    const copy = JSON.parse(JSON.stringify(demoJson)) as JsonObject;
    copy['id'] = 'demo-club';
    let node: unknown = copy;
    for (const [i, step] of steps.entries()) {
      if (typeof node !== 'object' || node === null) break;
      const keys = Object.keys(node);
      if (keys.length === 0) break;
      const key = keys[step % keys.length]!;
      if (i === steps.length - 1 || typeof (node as JsonObject)[key] !== 'object') {
        (node as JsonObject)[key] = value;
        break;
      }
      node = (node as JsonObject)[key];
    }
    return copy;
  });
  /** Nesting far deeper than JSON.stringify can follow (JSON.parse can). */
  const deepText = (depth: number) => '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
  const withDeepTable = JSON.stringify({ ...demoJson, id: 'demo-deep', tables: { t: 0 } }).replace(
    '"t":0',
    `"t":${deepText(50_000)}`,
  );
  const hostilePack = fc.oneof(
    fc.anything({ maxDepth: 4 }),
    mutated,
    fc.constantFrom(
      JSON.parse(deepText(50_000)) as unknown,
      JSON.parse(withDeepTable) as unknown,
      { ...demoJson, id: 'demo-wide', counters: Array.from({ length: 100_000 }, (_, i) => ({ id: `c${i}` })) },
      { ...demoJson, id: 'demo-proto', tables: JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1}') },
      { ...demoJson, id: 'x'.repeat(10_000) },
      {
        ...demoJson,
        id: 'demo-code',
        title: { en: '${process.exit(1)}', it: '`rm -rf /`' },
        tables: { f: 'function () { process.exit(1) }' },
      },
    ),
  );

  it('PackLibrary.import: a list of named problems or a stored pack, in bounded time, never a throw', async () => {
    const library = PackLibrary.inMemory();
    await fc.assert(
      fc.asyncProperty(hostilePack, async (data) => {
        const result = await library.import('g-hostile', data, 'u1');
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          expect(result.errors.length).toBeLessThanOrEqual(50);
          for (const error of result.errors) expect(typeof error).toBe('string');
        }
        expect(({} as JsonObject)['polluted']).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('/pack import: huge, deep, not JSON or of the wrong shape, a clear answer and nothing imported', async () => {
    const files = fc.oneof(
      fc.oneof(fc.anything({ maxDepth: 4 }), mutated).map((data) => Buffer.from(JSON.stringify(data) ?? 'null')),
      fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
      fc.constantFrom(
        Buffer.from('['.repeat(200_000) + ']'.repeat(200_000)),
        Buffer.from(withDeepTable),
        Buffer.from(JSON.stringify({ ...demoJson, id: 'x'.repeat(10_000) })),
        Buffer.from(JSON.stringify({ ...demoJson, id: 'demo-code', title: { en: '${process.exit(1)}', it: '`x`' } })),
        Buffer.alloc(2 * 1024 * 1024 + 10, 32),
        Buffer.from('\u0000\u0001\u0002'),
      ),
    );
    await fc.assert(
      fc.asyncProperty(files, async (data) => {
        const handle = sandbox.invokeCommand({
          user: 'carla',
          channel: 'general',
          command: 'pack import',
          options: { file: { filename: 'pack.json', contentType: 'application/json', data } },
        });
        const answer = await answerOf(handle);
        expect(content(answer)).not.toMatch(INTERNAL_ERROR);
        expect(content(answer)).toMatch(
          /not valid|too large|not valid JSON|non è valid|troppo grande|JSON|imported|importato|updated|aggiornato/i,
        );
      }),
      { numRuns: 25 },
    );
    const listed = await bot.context.packs.list(sandbox.guildId);
    expect(listed.every((p) => p.id.length <= 48)).toBe(true);
  }, 60_000);
});

describe('component custom ids', () => {
  const forgedId = fc.oneof(
    fc.string({ maxLength: 100 }),
    fc.constantFrom('', 'g', 'g:', 'g:a', 'g:a::::', 'x:a:b:c', 'g:r:::y', 'g:m:' + ':'.repeat(90)),
    // Another game's, an older or future version, a side that does not exist, an action that is not one.
    fc
      .tuple(
        fc.constantFrom('a', 'm', 's', 'r', 'z'),
        fc.oneof(
          fc.constant('GAME'),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 8 }),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(
          fc.constant('VERSION'),
          fc.integer({ min: -5, max: 1_000_000 }).map(String),
          fc.string({ maxLength: 5 }),
        ),
        fc.oneof(fc.constantFrom('1', '2', '9', '-1', '1e3', 'x'), fc.string({ maxLength: 3 })),
        fc.oneof(
          fc.constantFrom(
            'mv/b1/9999',
            'mv/r1/0303',
            'hd/zz',
            'rm/',
            'pl/b1',
            'mk//',
            '../..',
            '0:99999:',
            '__proto__',
          ),
          fc.string({ maxLength: 40 }),
        ),
      )
      .map(([kind, game, v, side, tail]) => `g:${kind}:${game}:${v}:${side}:${tail}`.slice(0, 100)),
  );

  it('a click of ours whose whole answer is an acknowledgement (a kind of button we do not know) is acknowledged in time (found by the property below)', async () => {
    const current = await version();
    const handle = sandbox.forgeInteraction(
      'component',
      { user: 'alice', channel: thread, message: menuId },
      { custom_id: `g:z:${gameShortId}:${current}::`, component_type: 2 },
    );
    await handle.acknowledged(3_000);
    expect(await version()).toBe(current);
  });

  it('random and forged ids: refused or ignored, in time, the game unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(forgedId, fc.constantFrom('alice', 'dario'), fc.boolean(), async (raw, user, select) => {
        const current = await version();
        const customId = raw.replace('GAME', gameShortId).replace('VERSION', String(current));
        const handle = sandbox.forgeInteraction(
          'component',
          { user, channel: thread, message: menuId },
          select
            ? { custom_id: customId, component_type: 3, values: [customId.split(':').pop() ?? 'end'] }
            : { custom_id: customId, component_type: 2 },
        );
        if (customId.startsWith('g:')) {
          // Ours: always answered (a refusal, or the menu as the game now is), within Discord's 3 s.
          await handle.acknowledged(3_000);
        } else {
          // No handler of ours: left unanswered, as Discord then tells the user itself.
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(await version()).toBe(current);
      }),
      { numRuns: 150 },
    );
    // Still serving the game, with a real click.
    const menu = sandbox.model.messages.get(menuId)!;
    expect(components(menu).length).toBeGreaterThan(0);
  }, 60_000);
});
