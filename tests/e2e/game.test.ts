import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreeplay } from '../../src/engine/games/freeplay/module.js';
import { fullExportSchema, verifyExport } from '../../src/engine/verify.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import { demo } from '../helpers/games.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { components, playPath as walk } from '../helpers/threads.js';

/**
 * A freeplay game of two users from /game new to /game end, through the sandbox with the real discord.js client:
 * /play buttons and menus, /act with autocomplete, a stale button refused, undo, a rollback refused and one
 * accepted, a referee correction, turn pings, Italian (Alice) and English (Bruno), and hidden information that
 * never reaches a public payload.
 */

let h: Harness;
let thread: string;
const content = (m: MessageRecord) => String(m.json['content'] ?? '');
const buttons = components;
const button = (m: MessageRecord, label: RegExp) => {
  const found = buttons(m).find((c) => c['type'] === 2 && label.test(String(c['label'])));
  if (!found) throw new Error(`no button ${label} in ${JSON.stringify(buttons(m).map((b) => b['label']))}`);
  return String(found['custom_id']);
};

async function play(user: string, locale?: string) {
  return h.sandbox.invokeCommand({ user, channel: thread, command: 'play', ...(locale ? { locale } : {}) }).response();
}

/** Opens /play and walks the menu: each step a button label or a select option label. */
const playPath = (user: string, steps: RegExp[]) => walk(h, thread, user, steps);

const publicText = (viewer: string) =>
  h.sandbox
    .messages(thread, viewer)
    .map((m) => `${content(m)} ${JSON.stringify(m.json['attachments'])}`)
    .join('\n');

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('a freeplay game in a Discord thread', () => {
  it('/game new opens a thread with the status pinned, the dice commitment and the first picture', async () => {
    const reply = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
      })
      .response();
    expect(content(reply)).toMatch(/^Partita creata: <#\d+>/);
    thread = h.sandbox.threads('partite')[0]!.id;
    await h.rendersIdle();
    const messages = h.sandbox.messages(thread);
    const status = messages.find((m) => m.json['pinned'] === true);
    expect(content(status!)).toContain('Mappa dimostrativa di Umpire');
    expect(content(status!)).toMatch(/Impegno sui dadi: `[0-9a-f]{64}`/);
    expect(content(status!)).toContain('segnaposto schematico');
    expect(content(status!)).toMatch(/\/gioca mostra le tue opzioni/);
    const picture = messages.find((m) => (m.json['attachments'] as JsonObject[]).length > 0);
    expect((picture!.json['attachments'] as JsonObject[])[0]).toMatchObject({
      content_type: 'image/png',
      description: expect.stringMatching(/\S/),
    });
    // Two messages in all: the pinned status and the first picture, which mentions the first player.
    expect(messages).toHaveLength(2);
    expect(content(picture!)).toContain(`<@${h.sandbox.users!.alice.id}>`);
    expect(content(picture!)).toMatch(/tocca a te/);
    expect(picture!.notified).toEqual([h.sandbox.users!.alice.id]);
  });

  it('/play shows the moves as buttons and menus; choosing one applies it and posts it publicly', async () => {
    const menu = await playPath('alice', [/Muovi/, /1st Inf/, /0303/]);
    expect(content(menu)).toMatch(/Fatto/);
    const outcome = await h.sandbox.waitFor(() =>
      h.sandbox.messages(thread).find((m) => /1st Inf muove 0203 → 0303/.test(content(m))),
    );
    expect(outcome!.visibleTo).toBeUndefined();
    await h.rendersIdle();
  });

  it('refuses a button from an older version and shows the current prompt instead', async () => {
    const old = await play('alice');
    const oldId = button(old, /Muovi/);
    await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game note', options: { text: 'Avanti!' } })
      .response();
    const before = (await h.context.games.store.load(thread))!.version;
    const click = h.sandbox.clickButton({ user: 'alice', message: String(old.json['id']), customId: oldId });
    await click.acknowledged();
    await h.sandbox.waitFor(() =>
      /è cambiata/.test(content(h.sandbox.model.messages.get(String(old.json['id']))!)) ? true : undefined,
    );
    expect((await h.context.games.store.load(thread))!.version).toBe(before);
  });

  it('/act offers the legal actions by what is typed and applies the chosen one', async () => {
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: thread,
      command: 'act',
      options: { action: '2nd Inf 0304' },
      focused: 'action',
    });
    expect(choices.length).toBeGreaterThan(0);
    expect(choices[0]!.name).toMatch(/2nd Inf → 0304/);
    const reply = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'act', options: { action: String(choices[0]!.value) } })
      .response();
    expect(content(reply)).toMatch(/2nd Inf muove 0205 → 0304/);
  });

  it('/game undo takes the move back; a stale /act choice is refused', async () => {
    const stale = (
      await h.sandbox.autocomplete({
        user: 'alice',
        channel: thread,
        command: 'act',
        options: { action: '3rd Inf 0402' },
        focused: 'action',
      })
    )[0]!;
    const undoing = h.sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'game undo' });
    const undo = await undoing.answer();
    // Who took back what (18.6): the player, and the undone move in its own words.
    expect(content(undo)).toMatch(
      new RegExp(
        `<@${h.sandbox.users!.alice.id}> ha ritirato la sua azione della versione \\d+: Blu: 2nd Inf muove 0205 → 0304`,
      ),
    );
    const game = await h.context.games.store.load<{ units: Record<string, { at: string }> }>(thread);
    expect(game!.state.units['b2']!.at).toBe('0205');
    const refusing = h.sandbox.invokeCommand({
      user: 'alice',
      channel: thread,
      command: 'act',
      options: { action: String(stale.value) },
    });
    const refused = await refusing.answer();
    expect(refused.visibleTo).toBe(h.sandbox.users!.alice.id);
    expect(content(refused)).toMatch(/è cambiata/);
  });

  it('ending the turn pings the next player in a new message (the game’s language is its creator’s)', async () => {
    const before = h.sandbox.messages(thread).length;
    await playPath('alice', [/Termina il turno/]);
    const ping = await h.sandbox.waitFor(() =>
      h.sandbox
        .messages(thread)
        .slice(before)
        .find((m) => /tocca a te/.test(content(m))),
    );
    expect(content(ping)).toContain(`<@${h.sandbox.users!.bruno.id}>`);
    expect(ping.json['mentions']).toEqual([expect.objectContaining({ id: h.sandbox.users!.bruno.id })]);
  });

  it('a spectator cannot act, and a player cannot act for the other side', async () => {
    const spectator = await h.sandbox.invokeCommand({ user: 'dario', channel: thread, command: 'play' }).response();
    expect(content(spectator)).toMatch(/no seat in this game/);
    const wrongSide = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'play', options: { side: 'red' } })
      .response();
    expect(content(wrongSide)).toMatch(/Non giochi la parte/);
  });

  it('hidden information: a face-down unit and a secret note never reach a public payload', async () => {
    const menu = await playPath('bruno', [/face down/, /Red HQ/, /0108/]);
    expect(content(menu)).toMatch(/Done/);
    const note = await h.sandbox
      .invokeCommand({
        user: 'bruno',
        channel: thread,
        command: 'game note',
        options: { text: 'Ambush at the bridge', secret: true },
      })
      .response();
    expect(note.visibleTo).toBe(h.sandbox.users!.bruno.id);
    await h.rendersIdle();
    const log = await h.sandbox
      .invokeCommand({ user: 'dario', channel: thread, command: 'game log', options: { count: 50 } })
      .response();
    const exported = await h.sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game export' })
      .response();
    const exportUrl = String((exported.json['attachments'] as JsonObject[])[0]!['url']);
    const exportText = await (await fetch(exportUrl)).text();
    const status = await h.sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'game status' }).response();
    for (const payload of [publicText('dario'), publicText('alice'), content(log), exportText, content(status)]) {
      expect(payload).not.toMatch(/Red HQ|"r6"|r6\b|Ambush/);
    }
    // The owner sees both.
    const own = await h.sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'game status' }).response();
    expect(content(own)).toContain('Ambush at the bridge');
  });

  it('a rollback refused, then one accepted, with the buttons of the proposal', async () => {
    const propose = async () =>
      h.sandbox
        .invokeCommand({ user: 'bruno', channel: thread, command: 'game rollback', options: { to: 0 } })
        .response();
    const first = await propose();
    expect(content(first)).toMatch(/proposes going back to version 0/);
    const refuse = h.sandbox.clickButton({
      user: 'alice',
      message: String(first.json['id']),
      customId: button(first, /Refuse|Rifiuta/),
    });
    await refuse.acknowledged();
    await h.sandbox.waitFor(() =>
      /rifiuta|refuses/.test(content(h.sandbox.model.messages.get(String(first.json['id']))!)) ? true : undefined,
    );
    const second = await propose();
    // The proposer cannot accept their own proposal.
    const own = h.sandbox.clickButton({
      user: 'bruno',
      message: String(second.json['id']),
      customId: button(second, /Accept|Accetta/),
    });
    expect((await own.response()).json['content']).toMatch(/other side/);
    const accept = h.sandbox.clickButton({
      user: 'alice',
      message: String(second.json['id']),
      customId: button(second, /Accept|Accetta/),
    });
    await accept.acknowledged();
    await h.sandbox.waitFor(() =>
      /accetta|accepts/.test(content(h.sandbox.model.messages.get(String(second.json['id']))!)) ? true : undefined,
    );
    const game = await h.context.games.store.load<{ units: Record<string, { at: string | null }> }>(thread);
    // Version 0 is the set-up: the game before any move (the same number in the status, the pictures and the log).
    expect(game!.state.units['b1']!.at).toBe('0203');
    expect(game!.state.units['r6']!.at).toBeNull();
    expect(await h.context.games.checkReplay(thread)).toEqual({ ok: true });
  });

  it('a referee acts for a side, and it is logged as a referee correction', async () => {
    const reply = await h.sandbox
      .invokeCommand({
        user: 'carla',
        channel: thread,
        command: 'game note',
        options: { text: 'Correzione: b1 era in 0303', side: 'blue' },
      })
      .response();
    expect(content(reply)).toMatch(/\(da un arbitro\)/);
    const log = await h.context.games.store.log(thread);
    expect(log[log.length - 1]!.by).toMatchObject({ user: h.sandbox.users!.carla.id, referee: true, side: 'blue' });
  });

  it('/game end by both players ends it, reveals the seed, and the export verifies', async () => {
    const first = await h.sandbox.invokeCommand({ user: 'alice', channel: thread, command: 'game end' }).response();
    expect(content(first)).toMatch(/chiede di terminare/);
    const second = await h.sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'game end' }).response();
    expect(content(second)).toMatch(/ends the game[\s\S]*Seed: `[0-9a-f]{64}`/);
    const exported = await h.sandbox
      .invokeCommand({ user: 'dario', channel: thread, command: 'game export' })
      .response();
    const data = fullExportSchema.parse(
      await (await fetch(String((exported.json['attachments'] as JsonObject[])[0]!['url']))).json(),
    );
    expect(verifyExport(data, createFreeplay(demo()), demo())).toMatchObject({ ok: true });
    const dice = await h.sandbox.invokeCommand({ user: 'dario', channel: thread, command: 'game dice' }).response();
    expect(content(dice)).toMatch(/Seed: `[0-9a-f]{64}`/);
  });
});
