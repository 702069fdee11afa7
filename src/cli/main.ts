import { readFile } from 'node:fs/promises';
import { parseArgs, UsageError } from './args.js';
import type { CliIo } from './io.js';
import { rollCommand } from './roll.js';
import { fuzzCommand } from './fuzz.js';
import { packCheck, packTables, verifyCommand } from './games.js';
import { playCommand } from './play.js';
import { listRulings, rulingCommand } from './ruling.js';

const USAGE = `umpire: dice and rulings for historical wargames

  umpire roll <dice> [--json] [--lang it]          roll dice notation: 2d6+1, 4d6kh3, d66
  umpire rulings [game]                            list the games' rulings (and a game's options)
  umpire ruling <game> <ruling> --<option> <value> ... [--dice 4,3] [--json] [--lang it] [--pack file.json]
                                                   read a table; --dice gives the dice you rolled,
                                                   --pack a pack with the tables the rulebook lacks
  umpire pack check <file.json>                    validate a pack as /pack import would
  umpire verify <game.json> [--pack file.json]     recompute every roll and state of a finished game
  umpire fuzz <game|freeplay> --games N --seed S [--skip key,…] [--player random|eventful] [--scenario id] [--options a,b] [--script FILE]
                                                   play random legal games (never the keys skipped); report crashes
                                                   and dead ends, the cards played as events and those never played;
                                                   --player eventful plays cards as events whenever it may and never
                                                   offers peace; --script FILE writes one game as an \`umpire play\` script
  umpire play <game> --scenario S --seed S [--options a,b] [--actions FILE|-] [--dice 4,3] [--json]
                                                   play a game by its rules: apply each line of FILE (an action
                                                   key or its English label), print the status, prompt, legal
                                                   actions and pieces; an illegal line exits 2 with its rule
  umpire help                                      this text

Exit codes: 0 done, 1 a check failed (verify, fuzz), 2 bad input (the reason is on stderr).`;

export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readFile: (path) => readFile(path),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'roll': {
        const { positional, flags } = parseArgs(rest, (name) => name === 'json');
        return rollCommand(
          positional.join(''),
          { json: flags['json'] === true, lang: flags['lang'] === 'it' ? 'it' : 'en' },
          io,
        );
      }
      case 'ruling':
        return await rulingCommand(rest, io, (path) => packTables(io, path));
      case 'rulings':
        return listRulings(rest[0], io);
      case 'pack':
        if (rest[0] !== 'check') {
          io.err('Usage: umpire pack check <file.json>');
          return 2;
        }
        return await packCheck(rest.slice(1), io);
      case 'verify':
        return await verifyCommand(rest, io);
      case 'fuzz':
        return await fuzzCommand(rest, io);
      case 'play':
        return await playCommand(rest, io);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return 0;
      default:
        io.err(`Unknown command "${command}".\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
}
