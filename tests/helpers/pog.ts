import { expect } from 'vitest';
import { legalActions } from '../../src/cli/play.js';
import type { PogState } from '../../src/engine/games/paths-of-glory/play/state.js';
import type { MessageRecord } from '../../src/sandbox/model.js';
import type { Harness } from './harness.js';
import { content } from './threads.js';

/** A Paths of Glory game in a sandbox thread as the end-to-end tests drive it: Alice the Central Powers, Bruno the Allies. */
export const SIDE_USER = { cp: 'alice', ap: 'bruno' } as const;

export function pogThread(h: () => Harness, thread: () => string) {
  const loaded = async () => (await h().context.games.load(thread()))!;
  const state = async () => (await loaded()).game.state as PogState;
  /** The side's legal actions now (what /play and /act offer). */
  const legal = async (side: 'cp' | 'ap') => {
    const { module, game } = await loaded();
    return legalActions(module, game.state, side);
  };
  /** Picks `key` as /act's suggestion would carry it, for the side's player; it must be applied. */
  const act = async (side: 'cp' | 'ap', key: string): Promise<MessageRecord> => {
    const { game } = await loaded();
    const reply = await h()
      .sandbox.invokeCommand({
        user: SIDE_USER[side],
        channel: thread(),
        command: 'act',
        options: { action: `${game.version}:${key}` },
        locale: 'en-US',
      })
      .response();
    expect((await loaded()).game.version, `${key}: ${content(reply)}`).toBe(game.version + 1);
    return reply;
  };
  return { loaded, state, legal, act };
}
