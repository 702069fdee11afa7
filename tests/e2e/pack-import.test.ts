import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPack } from '../../src/engine/packs.js';
import type { JsonObject } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** A club's own pack: exported as a template, completed, imported through the sandbox, and played on. */

let h: Harness;
const content = (m: { json: JsonObject }) => String(m.json['content'] ?? '');
const file = (json: unknown, filename = 'pack.json') => ({
  filename,
  contentType: 'application/json',
  data: Buffer.from(JSON.stringify(json)),
});

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('packs a club loads', () => {
  let template: Record<string, unknown>;

  it('/pack export gives a built-in pack as the template to complete', async () => {
    const reply = await h.sandbox
      .invokeCommand({ user: 'carla', channel: 'general', command: 'pack export', options: { pack: 'demo' } })
      .response();
    const url = String((reply.json['attachments'] as JsonObject[])[0]!['url']);
    template = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(template).toMatchObject({ format: 'umpire-pack/1', id: 'demo' });
  });

  it('refuses an invalid pack with every bad path, and imports nothing', async () => {
    const broken = { ...template, id: 'club-demo', counters: [{ id: 'x' }], scenarios: [] };
    const reply = await h.sandbox
      .invokeCommand({ user: 'carla', channel: 'general', command: 'pack import', options: { file: file(broken) } })
      .response();
    expect(reply.visibleTo).toBe(h.sandbox.users!.carla.id);
    expect(content(reply)).toMatch(/non è valido/);
    expect(content(reply)).toContain('counters[0].name');
    expect(content(reply)).toContain('scenarios');
    expect(await h.context.packs.list(h.sandbox.guildId)).toEqual([]);
  });

  it('refuses a file that is not JSON, and an import by a player who is not a referee', async () => {
    const notJson = await h.sandbox
      .invokeCommand({
        user: 'carla',
        channel: 'general',
        command: 'pack import',
        options: { file: { filename: 'x.json', data: Buffer.from('{ nope') } },
      })
      .response();
    expect(content(notJson)).toMatch(/non è JSON valido/);
    const player = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: 'general', command: 'pack import', options: { file: file(template) } })
      .response();
    expect(content(player)).toMatch(/Only a referee/);
  });

  it('imports a valid pack, lists it, starts a game on it and moves a unit', async () => {
    const pack = {
      ...template,
      id: 'club-demo',
      version: '2',
      title: { en: 'Our club map', it: 'La mappa del club' },
      provenance: { kind: 'published', source: 'Our club’s own copy, measured by hand' },
    };
    const imported = await h.sandbox
      .invokeCommand({ user: 'carla', channel: 'general', command: 'pack import', options: { file: file(pack) } })
      .response();
    expect(content(imported)).toMatch(
      /Importato \*\*La mappa del club\*\* come `guild:club-demo` v2: 108 luoghi, 12 pedine, 0 tabelle/,
    );
    const list = await h.sandbox.invokeCommand({ user: 'bruno', channel: 'general', command: 'pack list' }).response();
    expect(content(list)).toMatch(/Our club map.*guild:club-demo.*v2/);
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: 'partite',
      command: 'game new',
      options: { game: 'club' },
      focused: 'game',
    });
    expect(choices).toContainEqual(expect.objectContaining({ value: 'guild:club-demo' }));
    await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game: 'guild:club-demo', scenario: 'meeting', opponent: 'bruno' },
      })
      .response();
    const thread = h.sandbox.threads('partite').find((t) => t.name.startsWith('La mappa del club'))!;
    const status = h.sandbox.messages(thread.id).find((m) => m.json['pinned'] === true)!;
    // A published pack carries no schematic warning.
    expect(content(status)).not.toMatch(/schematico|schematic/);
    const [move] = await h.sandbox.autocomplete({
      user: 'alice',
      channel: thread.id,
      command: 'act',
      options: { action: '1st Inf 0303' },
      focused: 'action',
    });
    const reply = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread.id, command: 'act', options: { action: String(move!.value) } })
      .response();
    expect(content(reply)).toMatch(/1st Inf muove 0203 → 0303/);
    const game = await h.context.games.store.load(thread.id);
    expect(game!.meta.pack).toEqual({ id: 'club-demo', version: '2', guildId: h.sandbox.guildId });
  });

  it('a new version of the pack leaves games in progress on the version they started with', async () => {
    const v3 = {
      ...template,
      id: 'club-demo',
      version: '3',
      title: { en: 'Our club map', it: 'La mappa del club' },
      provenance: { kind: 'published', source: 'Revised' },
    };
    const updated = await h.sandbox
      .invokeCommand({ user: 'carla', channel: 'general', command: 'pack import', options: { file: file(v3) } })
      .response();
    expect(content(updated)).toMatch(/Aggiornato .* alla v3/);
    const thread = h.sandbox.threads('partite').find((t) => t.name.startsWith('La mappa del club'))!;
    expect((await h.context.games.load(thread.id))!.pack.version).toBe('2');
  });

  it('a table the rulebook lacks, loaded with a pack, is what the game’s ruling reads', async () => {
    const before = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'pog mandated', options: { side: 'cp', roll: '5' } })
      .response();
    expect(content(before)).toMatch(/default from rally-the-troops[\s\S]*No Mandated Offensive/);
    const pog = {
      ...structuredClone(builtInPack('paths-of-glory')!),
      id: 'pog-club',
      tables: {
        'mandated-offensives': { cp: ['ge', 'ge', 'ge', 'ge', 'ge', 'ge'], ap: ['ru', 'ru', 'ru', 'ru', 'ru', 'ru'] },
      },
    };
    const imported = await h.sandbox
      .invokeCommand({ user: 'carla', channel: 'general', command: 'pack import', options: { file: file(pog) } })
      .response();
    expect(content(imported)).toMatch(/1 tabelle/);
    const after = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'pog mandated', options: { side: 'cp', roll: '5' } })
      .response();
    expect(content(after)).toMatch(/as loaded from the pack[\s\S]*GE/);
  });
});
