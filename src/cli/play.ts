import { createHash } from 'node:crypto';
import { DiceError, SeededDice, type Dice, type DieRoll, type RollOptions } from '../engine/core/dice.js';
import { readOptions } from '../engine/core/game-options.js';
import type { AnyGameModule, MenuItem } from '../engine/core/game.js';
import type { Pack } from '../engine/core/pack.js';
import { draftModuleFor, moduleFor } from '../engine/modules.js';
import { RULEBOOKS, rulebook } from '../engine/registry.js';
import { parseArgs } from './args.js';
import type { CliIo } from './io.js';

/**
 * `umpire play <game> --scenario S --seed S [--actions FILE|-] [--dice 4,3,...] [--json]`: starts a game of the
 * game's module, applies each line of FILE (an action key, or the exact English label a player sees; blank lines and
 * `#` comments skipped), and prints the version, status, prompt, legal actions and the observer's pieces. An illegal
 * line stops the run with its rule-numbered error and exit code 2. `--dice` forces the next die rolls in order (the
 * seed still shuffles the decks: a shuffle is not a die a player rolls).
 */

const USAGE =
  'Usage: umpire play <game> --scenario S --seed S [--options a,b] [--actions FILE|-] [--dice 4,3,...] [--json] [--draft]';

/** The seed's dice, with the players' forced faces first for the die rolls (not the shuffles). */
class ForcedDice implements Dice {
  private readonly made: DieRoll[] = [];
  constructor(
    private readonly seeded: SeededDice,
    private readonly forced: number[],
  ) {}
  get rolls(): readonly DieRoll[] {
    return this.made;
  }
  get next(): number {
    return this.seeded.next;
  }
  roll(sides: number, options: RollOptions = {}): number {
    if (options.purpose !== 'shuffle' && this.forced.length > 0) {
      const value = this.forced.shift()!;
      if (value < 1 || value > sides)
        throw new DiceError('out-of-range', { position: 1, sides, min: 1, max: sides, value });
      this.made.push({ sides, value, ...(options.purpose ? { purpose: options.purpose } : {}) });
      return value;
    }
    const value = this.seeded.roll(sides, options);
    this.made.push(this.seeded.rolls[this.seeded.rolls.length - 1]!);
    return value;
  }
}

/** Every action of the menu tree of `side`, with the English label a player sees. */
export function legalActions(module: AnyGameModule, state: unknown, side: string): { key: string; label: string }[] {
  const out: { key: string; label: string }[] = [];
  const walk = (path: string[], depth: number) => {
    if (depth > 8) return;
    const items: readonly MenuItem[] = module.menu(state, side, path).items;
    for (const item of items) {
      if (item.kind === 'action') out.push({ key: item.key, label: item.label.en });
      else walk([...path, item.key], depth + 1);
    }
  };
  walk([], 0);
  return out;
}

export async function playCommand(
  argv: readonly string[],
  io: CliIo,
  moduleOf?: (pack: Pack) => AnyGameModule,
): Promise<number> {
  const { positional, flags } = parseArgs(argv, (name) => name === 'json' || name === 'draft');
  const [target] = positional;
  const game = target ? rulebook(target) : undefined;
  if (!game) {
    io.err(`${USAGE}\nGames: ${RULEBOOKS.map((g) => g.id).join(', ')}.`);
    return 2;
  }
  const pack = game.pack();
  // --draft: the game's draft module (its rules while they are being built), which the bot never plays.
  const module = (moduleOf ?? (flags['draft'] === true ? draftModuleFor : moduleFor))(pack);
  const scenario = typeof flags['scenario'] === 'string' ? flags['scenario'] : (pack.scenarios[0]?.id ?? '');
  const seedText = typeof flags['seed'] === 'string' ? flags['seed'] : 'umpire';
  const chosen = readOptions(module, typeof flags['options'] === 'string' ? flags['options'] : '');
  if (!chosen.ok) {
    io.err(
      `--options: ${pack.id} has ${chosen.known.map((o) => `${o.id} (${o.label.en})`).join(', ') || 'no options'}`,
    );
    return 2;
  }
  const json = flags['json'] === true;
  const forced: number[] = [];
  if (typeof flags['dice'] === 'string') {
    for (const part of flags['dice'].split(',')) {
      const n = Number(part.trim());
      if (!Number.isInteger(n) || n < 1) {
        io.err(`--dice: "${part}" is not a die face`);
        return 2;
      }
      forced.push(n);
    }
  }
  let lines: string[] = [];
  if (typeof flags['actions'] === 'string') {
    const source = flags['actions'];
    try {
      const text =
        source === '-' ? await (io.readStdin?.() ?? Promise.resolve('')) : (await io.readFile(source)).toString('utf8');
      lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && !l.startsWith('#'));
    } catch (error) {
      io.err(`Cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      return 2;
    }
  }
  const seed = createHash('sha256').update(seedText).digest();
  const gameId = 'play';
  let next = 0;
  const dice = () => new ForcedDice(new SeededDice(seed, gameId, next), forced);
  const setupDice = dice();
  const created = module.setup({ scenario, options: chosen.options, pack }, setupDice);
  if (!created.ok) {
    io.err(`${created.error.message.en} (${created.error.rule})`);
    return 2;
  }
  next = setupDice.next;
  let state = created.state;
  let version = 1;
  const log: string[] = [];
  for (const line of lines) {
    const status = module.view(state, 'observer').status;
    const side = status.active[0];
    if (!side) {
      io.err(`line "${line}": nobody is to act (the game is over)`);
      print();
      return 2;
    }
    const legal = legalActions(module, state, side);
    const key = legal.find((a) => a.key === line)?.key ?? legal.find((a) => a.label === line)?.key ?? line;
    const action = module.decode(state, key);
    if (action === undefined) {
      io.err(`line "${line}": not an action of this game now`);
      print();
      return 2;
    }
    const d = dice();
    let outcome;
    try {
      outcome = module.apply(state, side, action, d);
    } catch (error) {
      if (error instanceof DiceError) {
        io.err(`line "${line}": --dice has a face out of range for the die rolled`);
        return 2;
      }
      throw error;
    }
    if (!outcome.ok) {
      io.err(`line "${line}": ${outcome.error.message.en} [rule ${outcome.error.rule}]`);
      print();
      return 2;
    }
    next = d.next;
    state = outcome.state;
    version++;
    for (const event of outcome.events) log.push(module.describe(event).en);
  }
  print();
  return 0;

  function print(): void {
    const view = module.view(state, 'observer');
    const side = view.status.active[0];
    const actions = side ? legalActions(module, state, side) : [];
    if (json) {
      io.out(
        JSON.stringify(
          {
            version,
            status: {
              turn: view.status.turn,
              turnLabel: view.status.turnLabel?.en,
              phase: view.status.phase.en,
              active: view.status.active,
              ...(view.status.over
                ? { over: { winner: view.status.over.winner ?? null, reason: view.status.over.reason.en } }
                : {}),
            },
            prompt: module.view(state, side ?? 'observer').prompt.en,
            actions,
            pieces: view.pieces,
            notes: (view.notes ?? []).map((n) => n.en),
            log,
          },
          null,
          2,
        ),
      );
      return;
    }
    io.out(`version ${version}`);
    io.out(
      `status: ${view.status.turnLabel?.en ?? `turn ${view.status.turn}`}; ${view.status.phase.en}; to act: ${view.status.active.join(', ') || 'nobody'}`,
    );
    if (view.status.over) io.out(`over: ${view.status.over.reason.en}`);
    io.out(`prompt: ${module.view(state, side ?? 'observer').prompt.en}`);
    for (const note of view.notes ?? []) io.out(`note: ${note.en}`);
    io.out(`actions (${actions.length}):`);
    for (const a of actions) io.out(`  ${a.key}  ${a.label}`);
    io.out(`pieces (${view.pieces.length}):`);
    for (const p of view.pieces)
      io.out(
        `  ${p.id} ${p.label}${p.values.length ? ` ${p.values.join('-')}` : ''}${p.reduced ? ' (reduced)' : ''} at ${p.at}`,
      );
  }
}
