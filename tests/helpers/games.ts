import type { Pack } from '../../src/engine/core/pack.js';
import { builtInPack } from '../../src/engine/packs.js';
import { GameService, type PackSource } from '../../src/store/games.js';
import type { GameStore } from '../../src/store/types.js';

export const builtInPackSource: PackSource = {
  async get(ref) {
    const pack = builtInPack(ref.id);
    return pack && pack.version === ref.version ? pack : undefined;
  },
};

export function demo(): Pack {
  return builtInPack('demo')!;
}

/** A demo game between u-blue and u-red in `channelId`. */
export async function startDemo(store: GameStore, channelId = 'c1', seed = Buffer.alloc(32, 1)) {
  const games = new GameService(store, builtInPackSource);
  const created = await games.create({
    channelId,
    guildId: 'g1',
    pack: demo(),
    packRef: { id: 'demo', version: '1' },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
    seed,
  });
  if (created.kind !== 'created') throw new Error(`could not create: ${created.kind}`);
  return games;
}

export const blue = { userId: 'u-blue', side: 'blue' } as const;
export const red = { userId: 'u-red', side: 'red' } as const;
