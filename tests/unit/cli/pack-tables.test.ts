import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { checkTables } from '../../../src/engine/pack-tables.js';
import { builtInPack } from '../../../src/engine/packs.js';
import { readFile } from 'node:fs/promises';

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), readFile: (p) => readFile(p) };
}

/** A club's copy of the Paths of Glory pack carrying its own Mandated Offensive tables. */
function clubPack(tables: Record<string, unknown>): string {
  const pack = structuredClone(builtInPack('paths-of-glory')!);
  const data = { ...pack, id: 'pog-club', tables };
  const dir = mkdtempSync(join(tmpdir(), 'umpire-pack-'));
  const path = join(dir, 'pog-club.json');
  writeFileSync(path, JSON.stringify(data));
  return path;
}

const everyBoxGe = {
  'mandated-offensives': { cp: ['ge', 'ge', 'ge', 'ge', 'ge', 'ge'], ap: ['ru', 'ru', 'ru', 'ru', 'ru', 'ru'] },
};

describe('tables a rulebook lacks, loaded from a pack', () => {
  it('a ruling reads the pack’s table instead of its default (umpire ruling --pack)', async () => {
    const io = capture();
    expect(
      await main(
        [
          'ruling',
          'paths-of-glory',
          'mandated',
          '--side',
          'cp',
          '--dice',
          '5',
          '--json',
          '--pack',
          clubPack(everyBoxGe),
        ],
        io,
      ),
    ).toBe(0);
    const out = JSON.parse(io.stdout[0]!) as { result: { box: string; table: string } };
    expect(out.result).toMatchObject({ box: 'ge', table: 'pack' });
    const plain = capture();
    await main(['ruling', 'paths-of-glory', 'mandated', '--side', 'cp', '--dice', '5', '--json'], plain);
    expect((JSON.parse(plain.stdout[0]!) as { result: { box: string } }).result.box).toBe('none');
  });

  it('pack check names the tables it holds, and refuses a table with a bad cell or an unknown id', async () => {
    const ok = capture();
    expect(await main(['pack', 'check', clubPack(everyBoxGe)], ok)).toBe(0);
    expect(ok.stdout[0]).toMatch(/tables: mandated-offensives/);
    const bad = capture();
    expect(
      await main(
        ['pack', 'check', clubPack({ 'mandated-offensives': { cp: ['ge'], ap: [] }, 'combat-results': {} })],
        bad,
      ),
    ).toBe(2);
    expect(bad.stderr.join('\n')).toMatch(/tables\.mandated-offensives\.cp/);
    expect(bad.stderr.join('\n')).toMatch(
      /tables\.combat-results: paths-of-glory has no missing table "combat-results"; its tables are: mandated-offensives/,
    );
  });

  it('every game knows which tables it takes', () => {
    expect(checkTables('borodino', { anything: 1 })).toEqual({
      ok: false,
      errors: ['tables.anything: borodino has no missing table "anything"; its tables are: command'],
    });
    expect(checkTables('freeplay', { anything: 1 })).toEqual({
      ok: false,
      errors: ['tables.anything: freeplay needs no table from a pack'],
    });
    expect(checkTables('napoleon-1812', {}).ok).toBe(true);
  });
});
