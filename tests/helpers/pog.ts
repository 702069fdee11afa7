import type { PogState } from '../../src/engine/games/paths-of-glory/play/state.js';
import type { Harness } from './harness.js';
import { rulesThread } from './rules-thread.js';

/** A Paths of Glory game in a sandbox thread as the end-to-end tests drive it: Alice the Central Powers, Bruno the Allies. */
export const SIDE_USER = { cp: 'alice', ap: 'bruno' } as const;

export function pogThread(h: () => Harness, thread: () => string) {
  const { loaded, legal, act } = rulesThread(h, thread, SIDE_USER);
  const state = async () => (await loaded()).game.state as PogState;
  return { loaded, state, legal, act };
}
