import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PogState } from '../../src/engine/games/paths-of-glory/play/state.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { components, content, newGameThread, playPath as walk, selectOf } from '../helpers/threads.js';

/**
 * A referee's correction by menu in Paths of Glory played by its rules, through the sandbox with the real discord.js
 * client: Carla (a referee, not seated) opens /play and finds, beside the side's actions, the referee's corrections;
 * she places the German 1st Army in Liege by buttons and select menus; the log shows it as a referee's correction
 * and the prompt is unchanged. Alice, a player, is never offered it.
 */

let h: Harness;
let thread: string;

const loaded = async () => (await h.context.games.load(thread))!;
const state = async () => (await loaded()).game.state as PogState;
const buttonLabels = (m: MessageRecord) =>
  components(m)
    .filter((c) => c['type'] === 2)
    .map((c) => String(c['label']));
const select = selectOf;

async function play(user: string): Promise<MessageRecord> {
  return h.sandbox.invokeCommand({ user, channel: thread, command: 'play', locale: 'en-US' }).response();
}

/** Opens /play and walks its menu: each step a button's label or a select option's label. */
const playPath = (user: string, steps: RegExp[]) => walk(h, thread, user, steps, 'en-US');

beforeAll(async () => {
  h = await startHarness();
  thread = await newGameThread(h, { game: 'paths-of-glory', scenario: 'campaign', side: 'cp', opponent: 'bruno' });
});
afterAll(async () => h?.close());

describe('Paths of Glory by its rules: a referee’s correction by menu', () => {
  it('a player’s /play holds the side’s actions only; a referee’s adds the corrections', async () => {
    expect(buttonLabels(await play('alice')).join(' ')).not.toMatch(/Referee/);
    expect(buttonLabels(await play('carla'))).toContain('▸ Referee’s correction');
  });

  it('the referee places a unit by menu: the kind, the nation, the unit, the space; logged as a correction', async () => {
    const before = await loaded();
    expect((before.game.state as PogState).units['ge-1']!.at).toBe('aachen');
    const menu = await playPath('carla', [
      /Referee’s correction/,
      /Place a unit/,
      /^▸ Germany$/,
      /^GE 1st Army \(Aachen\)$/,
      /^Liege \(adjacent\)$/,
    ]);
    expect(content(menu)).toMatch(/✅/);
    const after = await loaded();
    expect(after.game.version).toBe(before.game.version + 1);
    const s = await state();
    expect(s.units['ge-1']!.at).toBe('liege');
    // The prompt stays where it was: the Central Powers still choose Guns of August (4.3.1).
    expect(s.stack).toEqual((before.game.state as PogState).stack);
    const log = await h.context.games.store.log(thread);
    expect(log.at(-1)).toMatchObject({
      by: { user: h.sandbox.users!.carla.id, referee: true },
      events: [{ kind: 'correction', edit: 'place', unit: 'ge-1', at: 'liege' }],
    });
    // The thread says so, for everyone to read.
    const said = await h.sandbox.waitFor(() =>
      h.sandbox.messages(thread, 'dario').find((m) => /(correction|Correzione)[^\n]*ge-1/.test(content(m))),
    );
    expect(content(said)).toMatch(/Referee’s correction|Correzione dell’arbitro/);
    expect(await h.context.games.checkReplay(thread)).toEqual({ ok: true });
  });

  it('every level fits Discord’s limits: at most 5 rows, 25 options a select', async () => {
    for (const steps of [[/Referee’s correction/], [/Referee’s correction/, /Place a unit/, /^▸ Germany$/]]) {
      const menu = await playPath('carla', steps);
      const rows = (menu.json['components'] as JsonObject[]) ?? [];
      expect(rows.length).toBeLessThanOrEqual(5);
      expect(select(menu)?.options.length ?? 0).toBeLessThanOrEqual(25);
    }
  });
});
