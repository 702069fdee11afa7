import { describe, expect, it } from 'vitest';
import { draftModuleFor } from '../../../../../src/engine/modules.js';
import { verifyExport, type FullExport } from '../../../../../src/engine/verify.js';
import { exportGame, type PublicExport } from '../../../../../src/store/export.js';
import { GameService } from '../../../../../src/store/games.js';
import { MemoryGameStore } from '../../../../../src/store/memory-store.js';
import { builtInPackSource } from '../../../../helpers/games.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { allKeys, keys, pack } from './game.js';

/**
 * `/game export` of a game of the draft (GameService with the draft module, as `umpire fuzz --draft`): the river class
 * the Allied player gave in GT 1's Movement Phase is in the export as the pack field it fills, and the verification
 * replays it (`umpire verify --learned` reads the same `learned`).
 */
describe('1914 by its rules: the export carries the values learned (issue 27)', () => {
  it('issue 27 /game export holds the river class given, and the full export verifies with it', async () => {
    const games = new GameService(new MemoryGameStore(), builtInPackSource, () => 1_700_000_000_000, draftModuleFor);
    const created = await games.create({
      channelId: 'oao',
      guildId: null,
      pack,
      packRef: { id: pack.id, version: pack.version },
      scenario: 'lorraine',
      createdBy: 'u-fr',
      seats: { allied: 'u-fr', german: 'u-de' },
      seed: Buffer.alloc(32, 3),
    });
    if (created.kind !== 'created') throw new Error(created.kind);
    const module = created.module;
    const actor = { userId: 'u-fr', side: 'allied' };
    let game = created.game;
    // 4.2.1–4.2.4 advance to the Movement Phase; then the first river of no class a French Force could cross.
    while ((game.state as O1914State).phase !== 'movement') {
      // 28.3 B, 5.1.2: the French boundary placed on the line suggested, then kept.
      const asked = (game.state as O1914State).stack.at(-1)?.name === 'boundary';
      const step = asked ? keys(game.state as O1914State, 'allied', [], module)[0]! : 'next';
      const next = await games.act('oao', { actor, action: module.decode(game.state, step) });
      if (next.kind !== 'applied') throw new Error(next.kind);
      game = next.game;
    }
    const key = allKeys(game.state as O1914State, 'allied', [], module).find((k) => k.startsWith('river/'));
    expect(key).toBeDefined();
    const given = await games.act('oao', { actor, action: module.decode(game.state, key!) });
    expect(given.kind).toBe('applied');
    const [, a, b] = key!.split('/');
    const row = [a, b].sort().join('|');

    const shown = (await exportGame(games, 'oao')) as PublicExport;
    expect(shown.learned?.pack.tables).toEqual({ 'river-classes': [{ row, column: 'class', value: 1 }] });
    expect(shown.learned?.values).toEqual([
      { subject: { kind: 'table', table: 'river-classes', row, column: 'class' }, number: 1, by: 'allied', turn: 1 },
    ]);
    const full = (await exportGame(games, 'oao', { full: true })) as FullExport;
    expect(full.learned).toEqual(shown.learned);
    expect(verifyExport(full, draftModuleFor(pack), pack)).toMatchObject({ ok: true });
    // A learned value the game never learned is refused.
    const forged = { ...full, learned: { ...full.learned!, values: [] } };
    expect(verifyExport(forged, draftModuleFor(pack), pack)).toMatchObject({ ok: false });
  });
});
