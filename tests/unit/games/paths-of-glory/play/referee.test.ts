import { describe, expect, it } from 'vitest';
import { MemoryGameStore } from '../../../../../src/store/memory-store.js';
import { GameService } from '../../../../../src/store/games.js';
import type { PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { builtInPackSource } from '../../../../helpers/games.js';
import { pack } from './position.js';

/**
 * A referee's correction inside a rules-enforced game: a freeplay edit (`fix/...` keys, never offered by a menu)
 * that only a referee may apply, logged as such, so a game never gets stuck on a rule we got wrong.
 */

async function started() {
  const games = new GameService(new MemoryGameStore(), builtInPackSource);
  const created = await games.create({
    channelId: 'pog',
    guildId: 'g1',
    pack,
    packRef: { id: pack.id, version: pack.version },
    scenario: 'campaign',
    createdBy: 'u-cp',
    seats: { cp: 'u-cp', ap: 'u-ap' },
    seed: Buffer.alloc(32, 7),
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  return { games, module: created.module };
}

describe('Paths of Glory play: a referee’s correction', () => {
  it('referee: only a referee applies a correction; it is logged as a referee’s, and the prompt stays', async () => {
    const { games, module } = await started();
    const fix = module.decode(undefined, 'fix/place/ge-1/liege');
    expect(fix).toEqual({ type: 'correct', correction: { edit: 'place', unit: 'ge-1', at: 'liege' } });
    const player = await games.act('pog', { actor: { userId: 'u-cp', side: 'cp' }, action: fix });
    expect(player.kind === 'rule' && player.error.code).toBe('referee-only');
    const referee = await games.act('pog', { actor: { userId: 'u-ref', side: 'ap', referee: true }, action: fix });
    expect(referee.kind).toBe('applied');
    if (referee.kind !== 'applied') return;
    const state = referee.game.state as PogState;
    expect(state.units['ge-1']!.at).toBe('liege');
    expect(state.stack).toEqual([{ name: 'guns', side: 'cp' }]);
    expect(referee.entry).toMatchObject({ by: { referee: true }, events: [{ kind: 'correction', edit: 'place' }] });
    expect(module.describe(referee.entry.events[0]!).en).toMatch(/^Referee’s correction: place ge-1/);
  });

  it('referee: the correction keys read back every edit; a malformed one is no action', async () => {
    const { module } = await started();
    expect(module.decode(undefined, 'fix/control/liege/cp')).toMatchObject({
      correction: { edit: 'control', side: 'cp' },
    });
    expect(module.decode(undefined, 'fix/control/liege/none')).toMatchObject({ correction: { side: null } });
    expect(module.decode(undefined, 'fix/trench/metz/2')).toMatchObject({ correction: { edit: 'trench', level: 2 } });
    expect(module.decode(undefined, 'fix/vp/12')).toMatchObject({ correction: { counter: 'vp', value: 12 } });
    expect(module.decode(undefined, 'fix/war/it')).toMatchObject({ correction: { edit: 'war', nation: 'it' } });
    expect(module.decode(undefined, 'fix/event/cp-6/yes')).toMatchObject({ correction: { played: true } });
    expect(module.decode(undefined, 'fix/card/cp-6/discard')).toMatchObject({ correction: { to: 'discard' } });
    expect(module.decode(undefined, 'fix/trench/metz/3')).toBeUndefined();
    expect(module.decode(undefined, 'fix/war/xx')).toBeUndefined();
    expect(module.decode(undefined, 'fix/nothing')).toBeUndefined();
  });
});
