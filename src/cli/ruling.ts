import { randomInt } from 'node:crypto';
import { ScriptedDice, SourceDice, type Dice } from '../engine/core/dice.js';
import type { Lang } from '../engine/core/localized.js';
import { failureText, parseForcedDice, runRuling, type AnyRuling, type RawValue } from '../engine/core/ruling.js';
import { RULEBOOKS, rulebook } from '../engine/registry.js';
import { parseArgs } from './args.js';
import type { CliIo } from './io.js';

const RESERVED = new Set(['dice', 'json', 'lang', 'pack']);

/** `umpire ruling <game> <ruling> --<option> <value> ... [--dice 4,3] [--json] [--lang it]` */
export async function rulingCommand(
  argv: readonly string[],
  io: CliIo,
  loadTables: (path: string) => Promise<Record<string, unknown>>,
): Promise<number> {
  const [gameId, rulingId] = argv;
  const game = gameId ? rulebook(gameId) : undefined;
  if (!game) {
    io.err(`Unknown game "${gameId ?? ''}". Games: ${RULEBOOKS.map((g) => g.id).join(', ')}.`);
    return 2;
  }
  const ruling = game.rulings.find((r) => r.id === rulingId);
  if (!ruling) {
    io.err(
      `Unknown ruling "${rulingId ?? ''}" for ${game.id}. Rulings: ${game.rulings.map((r) => r.id).join(', ') || '(none yet)'}.`,
    );
    return 2;
  }
  const booleans = new Set(['json', ...ruling.options.filter((o) => o.type === 'boolean').map((o) => o.name)]);
  const { positional, flags } = parseArgs(argv.slice(2), (name) => booleans.has(name));
  if (positional.length > 0) {
    io.err(`Unexpected argument "${positional[0]}": options are written --name value.`);
    return 2;
  }
  const lang: Lang = flags['lang'] === 'it' ? 'it' : 'en';
  const raw: Record<string, RawValue> = {};
  for (const [name, value] of Object.entries(flags)) if (!RESERVED.has(name)) raw[name] = value;
  let dice: Dice = new SourceDice((sides) => randomInt(sides));
  if (typeof flags['dice'] === 'string') {
    const forced = parseForcedDice(flags['dice']);
    if (!forced.ok) {
      io.err(failureText(ruling, forced, lang, 'cli'));
      return 2;
    }
    dice = new ScriptedDice(forced.value);
  }
  const tables = typeof flags['pack'] === 'string' ? await loadTables(flags['pack']) : {};
  const run = runRuling(ruling as AnyRuling, raw, dice, { tables });
  if (!run.outcome.ok) {
    io.err(failureText(ruling, run.outcome, lang, 'cli'));
    return 2;
  }
  if (flags['json'] === true) {
    io.out(
      JSON.stringify({
        game: game.id,
        ruling: ruling.id,
        input: run.input,
        dice: run.dice.map((d) => ({ sides: d.sides, value: d.value })),
        result: run.outcome.result,
        rules: run.outcome.rules,
        text: run.outcome.text[lang],
        // The explanation as data (each step with the rule it applied), for programs that read it.
        ...(run.outcome.steps ? { steps: run.outcome.steps } : {}),
      }),
    );
  } else {
    io.out(run.outcome.text[lang].replace(/\*\*/g, ''));
  }
  return 0;
}

/** `umpire rulings [game]`: what can be asked, with each option. */
export function listRulings(gameId: string | undefined, io: CliIo): number {
  const games = gameId ? RULEBOOKS.filter((g) => g.id === gameId) : RULEBOOKS;
  if (games.length === 0) {
    io.err(`Unknown game "${gameId}". Games: ${RULEBOOKS.map((g) => g.id).join(', ')}.`);
    return 2;
  }
  for (const game of games) {
    io.out(`${game.id} (${game.title.en}), Discord /${game.command}`);
    for (const ruling of game.rulings) {
      io.out(`  ${ruling.id}: ${ruling.description.en}`);
      if (gameId) {
        for (const o of ruling.options) {
          const range = o.min !== undefined || o.max !== undefined ? ` [${o.min ?? ''}..${o.max ?? ''}]` : '';
          const choices = o.choices ? ` (${o.choices.map((c) => c.value).join('|')})` : '';
          io.out(
            `      --${o.name}${o.type === 'boolean' ? '' : ` <${o.type}>`}${range}${choices}${o.required ? ' required' : ''}: ${o.description.en}`,
          );
        }
      }
    }
  }
  return 0;
}
