import { builtInPack } from '../engine/packs.js';
import { moduleFor } from '../engine/modules.js';
import type { AnyGameModule } from '../engine/core/game.js';
import { packWithLearned } from '../engine/core/learned.js';
import { validatePack, type Pack } from '../engine/core/pack.js';
import { fullExportSchema, verifyExport } from '../engine/verify.js';
import { formatPath } from '../engine/core/pack.js';
import { checkTables } from '../engine/pack-tables.js';
import { parseArgs, UsageError } from './args.js';
import type { CliIo } from './io.js';

async function readJson(io: CliIo, path: string): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  let text: string;
  try {
    text = (await io.readFile(path)).toString('utf8');
  } catch (error) {
    return { ok: false, error: `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `${path} is not valid JSON: ${(error as Error).message}` };
  }
}

/** `umpire pack check file.json`: the same validation as /pack import, offline. */
export async function packCheck(argv: readonly string[], io: CliIo): Promise<number> {
  const [file] = argv;
  if (!file) {
    io.err('Usage: umpire pack check <file.json>');
    return 2;
  }
  const read = await readJson(io, file);
  if (!read.ok) {
    io.err(read.error);
    return 2;
  }
  const valid = validatePack(read.value);
  const tables = valid.ok ? checkTables(valid.pack.game, valid.pack.tables) : undefined;
  const result = !valid.ok ? valid : tables && !tables.ok ? tables : valid;
  if (!result.ok) {
    io.err(`${file}: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}`);
    for (const error of result.errors) io.err(`  ${error}`);
    return 2;
  }
  const { pack } = valid as Extract<typeof valid, { ok: true }>;
  const places = pack.map.kind === 'hex' ? `${pack.map.hexes.length} hexes` : `${pack.map.spaces.length} spaces`;
  io.out(
    `${file}: valid ${pack.provenance.kind} pack "${pack.id}" v${pack.version} for ${pack.game}: ${places}, ${pack.counters.length} counters, ${pack.scenarios.length} scenario(s)${Object.keys(pack.tables).length > 0 ? `, tables: ${Object.keys(pack.tables).join(', ')}` : ''}`,
  );
  return 0;
}

/**
 * `umpire verify game.json [--pack file.json] [--learned]`: recomputes every roll and every state of a finished game.
 * With `--learned`, once verified, prints the pack with the values the game learned from its players filled in (the
 * JSON on stdout, what to do with it on stderr), so a club can `> pack.json` it. `modules`: the module a pack plays.
 */
export async function verifyCommand(
  argv: readonly string[],
  io: CliIo,
  modules: (pack: Pack) => AnyGameModule = moduleFor,
): Promise<number> {
  const { positional, flags } = parseArgs(argv, (name) => name === 'learned');
  const [file] = positional;
  if (!file) {
    io.err('Usage: umpire verify <game.json> [--pack pack.json] [--learned]');
    return 2;
  }
  const read = await readJson(io, file);
  if (!read.ok) {
    io.err(read.error);
    return 2;
  }
  const parsed = fullExportSchema.safeParse(read.value);
  if (!parsed.success) {
    const full = (read.value as { full?: unknown } | null)?.full;
    io.err(
      full === false
        ? `${file} is the export of a game still in progress: it holds no seed, so it cannot be verified until the game ends.`
        : `${file} is not a finished-game export: ${parsed.error.issues
            .slice(0, 3)
            .map((i) => `${formatPath(i.path)}: ${i.message}`)
            .join('; ')}`,
    );
    return 2;
  }
  const data = parsed.data;
  let pack: Pack | undefined;
  if (typeof flags['pack'] === 'string') {
    const packRead = await readJson(io, flags['pack']);
    if (!packRead.ok) {
      io.err(packRead.error);
      return 2;
    }
    const valid = validatePack(packRead.value);
    if (!valid.ok) {
      io.err(`--pack: ${valid.errors[0]}`);
      return 2;
    }
    pack = valid.pack;
  } else if (data.pack.data !== undefined) {
    const valid = validatePack(data.pack.data);
    pack = valid.ok ? valid.pack : undefined;
  } else {
    pack = builtInPack(data.pack.id);
  }
  if (!pack || pack.id !== data.pack.id || pack.version !== data.pack.version) {
    io.err(`The game was played on pack ${data.pack.id} v${data.pack.version}; give it with --pack <file.json>.`);
    return 2;
  }
  const result = verifyExport(data, modules(pack), pack);
  if (!result.ok) {
    io.err(`REJECTED: ${result.problem}`);
    return 1;
  }
  const learned = data.learned?.values.length ?? 0;
  const verified = `OK: the seed matches the commitment ${data.commitment.slice(0, 16)}…; ${result.rolls} dice and ${result.actions} actions recomputed; the final state matches${learned > 0 ? `; ${learned} value${learned === 1 ? '' : 's'} learned from the players (--learned prints the pack with them)` : ''}.`;
  if (flags['learned'] !== true) {
    io.out(verified);
    return 0;
  }
  io.err(verified);
  if (!data.learned) {
    io.err('The game learned no values from its players: there is nothing to add to the pack.');
    return 0;
  }
  const filled = validatePack(packWithLearned(pack, data.learned.pack));
  if (!filled.ok) {
    io.err(`The learned values do not fit the pack: ${filled.errors.slice(0, 5).join('; ')}`);
    return 1;
  }
  io.out(JSON.stringify(filled.pack, null, 2));
  const { counters, places, tables } = data.learned.pack;
  io.err(
    `Filled in: ${counters.length} counter(s), ${places.length} place(s). Give it a new version before /pack import, so that games played on this one still verify.`,
  );
  for (const [table, cells] of Object.entries(tables))
    io.err(
      `Table ${table} (not in the pack: write these into its own shape): ${cells.map((c) => `${c.row}/${c.column} = ${c.value}`).join(', ')}`,
    );
  return 0;
}

/** `--pack file.json` of `umpire ruling`: the pack's tables, checked against the game's schemas. */
export async function packTables(io: CliIo, path: string): Promise<Record<string, unknown>> {
  const read = await readJson(io, path);
  if (!read.ok) throw new UsageError(read.error);
  const valid = validatePack(read.value);
  if (!valid.ok) throw new UsageError(`--pack ${path}: ${valid.errors.slice(0, 5).join('; ')}`);
  const tables = checkTables(valid.pack.game, valid.pack.tables);
  if (!tables.ok) throw new UsageError(`--pack ${path}: ${tables.errors.slice(0, 5).join('; ')}`);
  return tables.tables;
}
