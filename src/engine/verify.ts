import { z } from 'zod';
import { matchesCommitment } from './core/dice.js';
import type { AnyGameModule } from './core/game.js';
import { learnedExport, learnedExportSchema } from './core/learned.js';
import type { Pack } from './core/pack.js';
import { replay, sameJson } from './replay.js';

/**
 * The export of a finished game, and its verification: anyone holding it recomputes every roll from the revealed
 * seed and every state from the log, and checks the seed against the commitment shown when the game started.
 */

export const EXPORT_FORMAT = 'umpire-game/1';

const loggedDie = z.object({
  index: z.number().int().min(0),
  sides: z.number().int().min(2),
  value: z.number().int(),
  zeroBased: z.boolean().optional(),
  purpose: z.string().optional(),
});

export const logEntrySchema = z.object({
  v: z.number().int().min(0),
  kind: z.enum(['setup', 'action', 'undo', 'rollback', 'meta']),
  at: z.number(),
  by: z.object({ side: z.string().nullable(), user: z.string(), referee: z.boolean().optional() }).optional(),
  action: z.unknown().optional(),
  setup: z.object({ scenario: z.string(), options: z.record(z.string(), z.unknown()) }).optional(),
  to: z.number().int().optional(),
  change: z.record(z.string(), z.unknown()).optional(),
  dice: z.array(loggedDie),
  events: z.array(z.looseObject({ kind: z.string() })),
  closesUndo: z.boolean(),
  iid: z.string().optional(),
});

export const fullExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  full: z.literal(true),
  id: z.string().regex(/^[0-9a-f]{16}$/),
  module: z.string(),
  pack: z.object({ id: z.string(), version: z.string(), guildId: z.string().optional(), data: z.unknown().optional() }),
  scenario: z.string(),
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
  seed: z.string().regex(/^[0-9a-f]{64}$/),
  version: z.number().int().min(0),
  diceNext: z.number().int().min(0),
  state: z.unknown(),
  meta: z.record(z.string(), z.unknown()),
  log: z.array(logEntrySchema).min(1),
  /** The values the game learned from its players (core/learned.ts), when its module learns any. */
  learned: learnedExportSchema.optional(),
});

export type FullExport = z.infer<typeof fullExportSchema>;

export type Verification =
  | { readonly ok: true; readonly rolls: number; readonly actions: number }
  | { readonly ok: false; readonly problem: string };

/** Checks a full export against its own seed, commitment, log and final state. */
export function verifyExport(data: FullExport, module: AnyGameModule, pack: Pack): Verification {
  const seed = Buffer.from(data.seed, 'hex');
  // Either form: new games commit to sha256 of the seed's hex text, games created before that to sha256 of its bytes.
  if (!matchesCommitment(seed, data.commitment))
    return { ok: false, problem: 'the seed does not match the commitment shown at the start' };
  const last = data.log[data.log.length - 1]!;
  if (last.v !== data.version)
    return { ok: false, problem: `the log ends at version ${last.v} but the game is at version ${data.version}` };
  const result = replay(module, pack, seed, data.id, data.log);
  if (!result.ok) return { ok: false, problem: `version ${result.version}: ${result.problem}` };
  if (!sameJson(result.state, data.state))
    return { ok: false, problem: 'replaying the log does not give the exported final state' };
  if (result.diceNext !== data.diceNext)
    return {
      ok: false,
      problem: `the export says ${data.diceNext} dice were rolled, the log rolls ${result.diceNext}`,
    };
  // The learned values are what the replayed game learned, or a club would paste into its pack numbers no one gave.
  const book = module.learned?.(result.state) ?? [];
  const learned = book.length > 0 ? learnedExport(book, pack, data.log, { all: true }) : undefined;
  if (!sameJson(learned, data.learned))
    return {
      ok: false,
      problem: data.learned
        ? 'the learned values are not those the game learned'
        : 'the export lacks the values the game learned',
    };
  return { ok: true, rolls: result.diceNext, actions: data.log.filter((e) => e.kind === 'action').length };
}
