import { formatPath, type Pack } from './core/pack.js';
import { GAME_IDS, isGameId, rulebook } from './registry.js';

/**
 * The tables a rulebook lacks, as a pack carries them (`tables.<id>`), checked against the game's own schema
 * for each table. Returns the parsed tables (what the rulings read) or every error with its path.
 */
export function checkTables(
  game: string,
  tables: Readonly<Record<string, unknown>>,
): { ok: true; tables: Record<string, unknown> } | { ok: false; errors: string[] } {
  if (!isGameId(game))
    return { ok: false, errors: [`game: "${game}" is not a game Umpire knows; games: ${GAME_IDS.join(', ')}`] };
  const book = rulebook(game);
  const known = book?.tables ?? [];
  const errors: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(tables)) {
    const table = known.find((t) => t.id === id);
    if (!table) {
      errors.push(
        known.length > 0
          ? `tables.${id}: ${game} has no missing table "${id}"; its tables are: ${known.map((t) => t.id).join(', ')}`
          : `tables.${id}: ${game} needs no table from a pack`,
      );
      continue;
    }
    const result = table.schema.safeParse(data);
    if (result.success) parsed[id] = result.data;
    else
      for (const issue of result.error.issues.slice(0, 20))
        errors.push(`${formatPath(['tables', id, ...issue.path])}: ${issue.message}`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, tables: parsed };
}

/** The parsed tables of a valid pack (invalid entries are left out: they were refused at import). */
export function tablesOf(pack: Pack): Record<string, unknown> {
  const result = checkTables(pack.game, pack.tables);
  if (result.ok) return result.tables;
  const good: Record<string, unknown> = {};
  for (const [id, data] of Object.entries(pack.tables)) {
    const one = checkTables(pack.game, { [id]: data });
    if (one.ok) Object.assign(good, one.tables);
  }
  return good;
}
