import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelType } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** Games in forum posts and several games at once in one guild, one per thread. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('where games live', () => {
  it('plays a game in a forum post, using the post itself as the game’s thread', async () => {
    const forum = h.sandbox.model.addTextChannel('tornei', null, ChannelType.GuildForum);
    const post = h.sandbox.model.createThread(forum.id, { name: 'Finale 2026' }, h.sandbox.users!.carla.id);
    const reply = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: post.id,
        command: 'game new',
        options: { game: 'demo', scenario: 'meeting', opponent: 'bruno' },
      })
      .response();
    expect(String(reply.json['content'])).toContain(`<#${post.id}>`);
    expect(h.sandbox.threads('tornei')).toHaveLength(1);
    expect((await h.context.games.store.load(post.id))?.meta.channelId).toBe(post.id);
  });

  it('keeps several games in one guild apart, one per thread', async () => {
    for (const opponent of ['bruno', 'dario']) {
      await h.sandbox
        .invokeCommand({
          user: 'alice',
          channel: 'partite',
          command: 'game new',
          options: { game: 'demo', scenario: 'meeting', opponent },
        })
        .response();
    }
    const [first, second] = h.sandbox.threads('partite');
    const a = await h.context.games.store.load(first!.id);
    const b = await h.context.games.store.load(second!.id);
    expect(a?.meta.id).not.toBe(b?.meta.id);
    expect(a?.meta.seats.map((s) => s.userId)).toEqual([h.sandbox.users!.alice.id, h.sandbox.users!.bruno.id]);
    expect(b?.meta.seats.map((s) => s.userId)).toEqual([h.sandbox.users!.alice.id, h.sandbox.users!.dario.id]);
  });
});
