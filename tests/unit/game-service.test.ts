import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedWords } from '../../src/bot/game-flow.js';
import { commitmentOf, legacyCommitmentOf } from '../../src/engine/core/dice.js';
import { createFreeplay } from '../../src/engine/games/freeplay/module.js';
import { fullExportSchema, verifyExport } from '../../src/engine/verify.js';
import { exportGame, importGame } from '../../src/store/export.js';
import { MemoryGameStore } from '../../src/store/memory-store.js';
import { blue, demo, red, startDemo } from '../helpers/games.js';

const move = (unit: string, to: string) => ({ type: 'move', unit, to });

describe('playing through the game service', () => {
  it('applies an action, logs it with its version, and bumps the version', async () => {
    const games = await startDemo(new MemoryGameStore());
    const result = await games.act('c1', { actor: blue, action: move('b1', '0303'), iid: 'i1' });
    expect(result.kind).toBe('applied');
    if (result.kind !== 'applied') return;
    expect(result.game.version).toBe(1);
    expect(result.entry).toMatchObject({
      v: 1,
      kind: 'action',
      by: { side: 'blue', user: 'u-blue' },
      iid: 'i1',
      closesUndo: false,
    });
  });

  it('answers a stale version with the game as it now is', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    const stale = await games.act('c1', { actor: blue, action: move('b2', '0303'), expected: 0 });
    expect(stale.kind).toBe('stale');
    expect(stale.kind === 'stale' && stale.game.version).toBe(1);
  });

  it('does not apply the same interaction twice', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: move('b1', '0303'), iid: 'same', expected: 0 });
    const again = await games.act('c1', { actor: blue, action: move('b1', '0303'), iid: 'same', expected: 0 });
    expect(again.kind).toBe('duplicate');
    expect((await games.store.log('c1')).length).toBe(2);
  });

  it('lets only the seated player act for a side; a referee may act for any', async () => {
    const games = await startDemo(new MemoryGameStore());
    const intruder = await games.act('c1', { actor: { userId: 'u-red', side: 'blue' }, action: move('b1', '0303') });
    expect(intruder.kind === 'rule' && intruder.error.code).toBe('not-your-side');
    const referee = await games.act('c1', {
      actor: { userId: 'u-ref', side: 'blue', referee: true },
      action: move('b1', '0303'),
    });
    expect(referee.kind === 'applied' && referee.entry.by).toEqual({ side: 'blue', user: 'u-ref', referee: true });
  });

  it('refuses an illegal action with the rule, changing nothing', async () => {
    const games = await startDemo(new MemoryGameStore());
    const result = await games.act('c1', { actor: red, action: move('r1', '0909') });
    expect(result.kind === 'rule' && result.error.code).toBe('not-your-turn');
    expect((await games.store.load('c1'))?.version).toBe(0);
  });
});

describe('undo and rollback', () => {
  it('takes back the player’s own actions one at a time', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    await games.act('c1', { actor: blue, action: move('b2', '0306') });
    const first = await games.undo('c1', { actor: blue });
    expect(
      first.kind === 'applied' && (first.game.state as { units: Record<string, { at: string }> }).units['b2']!.at,
    ).toBe('0205');
    const second = await games.undo('c1', { actor: blue });
    expect(
      second.kind === 'applied' && (second.game.state as { units: Record<string, { at: string }> }).units['b1']!.at,
    ).toBe('0203');
    const none = await games.undo('c1', { actor: blue });
    expect(none.kind === 'rule' && none.error.code).toBe('nothing');
    expect(await games.checkReplay('c1')).toEqual({ ok: true });
  });

  it('never takes back an action that rolled dice, or anything before it', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    await games.act('c1', { actor: blue, action: { type: 'roll', dice: '1d6' } });
    const result = await games.undo('c1', { actor: blue });
    expect(result.kind === 'rule' && result.error.code).toBe('closed');
  });

  it('closes the window when the turn passes', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: { type: 'end-turn' } });
    const blueUndo = await games.undo('c1', { actor: blue });
    expect(blueUndo.kind === 'rule' && blueUndo.error.code).toBe('closed');
    const redUndo = await games.undo('c1', { actor: red });
    expect(redUndo.kind === 'rule' && redUndo.error.code).toBe('nothing');
  });

  it('goes further back with the other side’s consent, keeping the dice moving forward', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: { type: 'roll', dice: '2d6' } });
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    const proposed = await games.proposeRollback('c1', { actor: blue, to: 0 });
    expect(proposed.kind).toBe('applied');
    const own = await games.answerRollback('c1', { actor: blue, proposalId: proposed.proposal!.id, accept: true });
    expect(own.kind === 'rule' && own.error.code).toBe('own-proposal');
    const accepted = await games.answerRollback('c1', { actor: red, proposalId: proposed.proposal!.id, accept: true });
    expect(accepted.kind).toBe('applied');
    if (accepted.kind !== 'applied') return;
    expect((accepted.game.state as { units: Record<string, { at: string }> }).units['b1']!.at).toBe('0203');
    expect(accepted.game.diceNext).toBe(2);
    expect(accepted.game.meta.proposal).toBeUndefined();
    expect(await games.checkReplay('c1')).toEqual({ ok: true });
  });

  it('lets the other side refuse a rollback, and a stale proposal is refused', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    const proposed = await games.proposeRollback('c1', { actor: blue, to: 0 });
    const refused = await games.answerRollback('c1', { actor: red, proposalId: proposed.proposal!.id, accept: false });
    expect(refused.kind).toBe('applied');
    expect(refused.kind === 'applied' && refused.game.meta.proposal).toBeUndefined();
    const late = await games.answerRollback('c1', { actor: red, proposalId: proposed.proposal!.id, accept: true });
    expect(late.kind).toBe('stale');
  });
});

describe('export and verification', () => {
  async function finishedGame(seed = Buffer.alloc(32, 1)) {
    const games = await startDemo(new MemoryGameStore(), 'c1', seed);
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    await games.act('c1', { actor: blue, action: { type: 'roll', dice: '3d6', reason: 'assault' } });
    await games.act('c1', { actor: blue, action: { type: 'note', text: 'secret plan', secret: true } });
    await games.act('c1', { actor: red, action: { type: 'resign' } });
    return games;
  }

  it('before the end, exports only what every player may see', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: { type: 'note', text: 'secret plan', secret: true } });
    const exported = await exportGame(games, 'c1');
    expect(exported?.full).toBe(false);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('secret plan');
    expect(text).not.toMatch(/"seed"/);
  });

  it('after the end, exports the seed, and `verify` accepts the honest export', async () => {
    const games = await finishedGame();
    const exported = fullExportSchema.parse(await exportGame(games, 'c1'));
    expect(exported.seed).toBe(Buffer.alloc(32, 1).toString('hex'));
    expect(verifyExport(exported, createFreeplay(demo()), demo())).toEqual({ ok: true, rolls: 3, actions: 4 });
  });

  it('rejects an export with one altered die', async () => {
    const exported = fullExportSchema.parse(await exportGame(await finishedGame(), 'c1'));
    const rollEntry = exported.log.find((e) => e.dice.length > 0)!;
    const die = rollEntry.dice[1]!;
    const altered = {
      ...exported,
      log: exported.log.map((e) =>
        e === rollEntry ? { ...e, dice: e.dice.map((d) => (d === die ? { ...d, value: (d.value % 6) + 1 } : d)) } : e,
      ),
    };
    const result = verifyExport(altered, createFreeplay(demo()), demo());
    expect(result).toEqual({
      ok: false,
      problem: `version ${rollEntry.v}: die 2 (roll #${die.index}, a d6) is logged as ${(die.value % 6) + 1} but the seed gives ${die.value}`,
    });
  });

  it('rejects an export whose seed does not match its commitment', async () => {
    const exported = fullExportSchema.parse(await exportGame(await finishedGame(), 'c1'));
    const result = verifyExport({ ...exported, seed: 'ab'.repeat(32) }, createFreeplay(demo()), demo());
    expect(result).toEqual({ ok: false, problem: 'the seed does not match the commitment shown at the start' });
  });

  it('commits a new game so that `printf %s <seed> | sha256sum` prints its commitment', async () => {
    const games = await finishedGame(Buffer.from(randomBytes(32)));
    const game = await games.store.load('c1');
    const exported = fullExportSchema.parse(await exportGame(games, 'c1'));
    expect(exported.commitment).toBe(game!.meta.commitment);
    expect(exported.commitment).toBe(commitmentOf(Buffer.from(exported.seed, 'hex')));
    // What a player does by hand with the seed shown at the end (echo -n is printf %s in a POSIX sh).
    const printed = execFileSync('sh', ['-c', `printf %s ${exported.seed} | sha256sum`], { encoding: 'utf8' });
    expect(printed.trim().split(/\s+/)[0]).toBe(exported.commitment);
  });

  it('the check shown with the revealed seed prints the game’s commitment, for a new game and a legacy one', async () => {
    const games = await finishedGame(Buffer.from(randomBytes(32)));
    const game = (await games.store.load('c1'))!;
    const run = (command: string) => execFileSync('sh', ['-c', command], { encoding: 'utf8' }).trim().split(/\s+/)[0];
    const shown = seedWords(game);
    expect(shown.check).toBe(`echo -n ${shown.seed} | sha256sum`);
    expect(run(shown.check)).toBe(game.meta.commitment);
    // A game started before commitments were checkable by hand keeps its stored commitment of the seed's bytes.
    const legacy = { ...game, meta: { ...game.meta, commitment: legacyCommitmentOf(game.seed) } };
    const legacyShown = seedWords(legacy);
    expect(legacyShown.check).toBe(`echo -n ${shown.seed} | xxd -r -p | sha256sum`);
    if (hasXxd()) expect(run(legacyShown.check)).toBe(legacy.meta.commitment);
  });

  it('verifies the export of a game committed the legacy way (sha256 of the seed bytes) and the new way', async () => {
    const exported = fullExportSchema.parse(await exportGame(await finishedGame(Buffer.from(randomBytes(32))), 'c1'));
    const seed = Buffer.from(exported.seed, 'hex');
    const current = { ...exported, commitment: commitmentOf(seed) };
    const legacy = { ...exported, commitment: legacyCommitmentOf(seed) };
    expect(current.commitment).not.toBe(legacy.commitment);
    expect(verifyExport(current, createFreeplay(demo()), demo())).toMatchObject({ ok: true });
    expect(verifyExport(legacy, createFreeplay(demo()), demo())).toMatchObject({ ok: true });
    // A wrong seed is still refused against either form.
    for (const data of [current, legacy]) {
      expect(verifyExport({ ...data, seed: 'ab'.repeat(32) }, createFreeplay(demo()), demo())).toEqual({
        ok: false,
        problem: 'the seed does not match the commitment shown at the start',
      });
    }
  });
});

describe('import', () => {
  it('imports a verified export into another channel, where the game replays and goes on', async () => {
    const store = new MemoryGameStore();
    const games = await startDemo(store);
    await games.act('c1', { actor: blue, action: move('b1', '0303') });
    await games.act('c1', { actor: blue, action: { type: 'roll', dice: '2d6' } });
    const exported = await exportGame(games, 'c1', { full: true });
    const imported = await importGame(games, 'c2', 'g2', exported, 5);
    expect(imported).toEqual({ ok: true, version: 2 });
    expect(await games.checkReplay('c2')).toEqual({ ok: true });
    const next = await games.act('c2', { actor: blue, action: move('b2', '0306') });
    expect(next.kind === 'applied' && next.game.version).toBe(3);
    // The same dice stream continues: the next roll is #2.
    const rolled = await games.act('c2', { actor: blue, action: { type: 'roll', dice: '1d6' } });
    expect(rolled.kind === 'applied' && rolled.entry.dice[0]!.index).toBe(2);
  });

  it('refuses an export that does not verify, a public export, and an occupied channel', async () => {
    const games = await startDemo(new MemoryGameStore());
    await games.act('c1', { actor: blue, action: { type: 'roll', dice: '1d6' } });
    const exported = fullExportSchema.parse(await exportGame(games, 'c1', { full: true }));
    const tampered = {
      ...exported,
      log: exported.log.map((e) =>
        e.dice.length > 0 ? { ...e, dice: e.dice.map((d) => ({ ...d, value: (d.value % 6) + 1 })) } : e,
      ),
    };
    expect(await importGame(games, 'c3', 'g', tampered)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/logged as/),
    });
    expect(await importGame(games, 'c3', 'g', await exportGame(games, 'c1'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not a full export/),
    });
    expect(await importGame(games, 'c1', 'g', exported)).toEqual({
      ok: false,
      problem: 'this channel already has a game',
    });
    expect(await games.store.load('c3')).toBeUndefined();
  });
});

/** Whether this machine has xxd (Debian's xxd package) to run the legacy check by hand. */
function hasXxd(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v xxd'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
