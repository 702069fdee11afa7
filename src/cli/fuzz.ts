import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SeededDice } from '../engine/core/dice.js';
import { readOptions } from '../engine/core/game-options.js';
import { statusOf, type AnyGameModule } from '../engine/core/game.js';
import type { Pack } from '../engine/core/pack.js';
import { draftModuleFor, moduleFor } from '../engine/modules.js';
import { builtInPack } from '../engine/packs.js';
import { RULEBOOKS, rulebook } from '../engine/registry.js';
import { GameService } from '../store/games.js';
import { MemoryGameStore } from '../store/memory-store.js';
import type { Commit, CommitResult, LogEntry, NewGame, StoredGame } from '../store/types.js';
import { parseArgs } from './args.js';
import { aimOf, eventfulAction, frontOf, PEACE_KEYS, randomAction } from './fuzz-players.js';
import type { CliIo } from './io.js';

/**
 * Plays random legal actions, as the players' menus offer them, and reports crashes, dead ends (nobody may act
 * and the game is not over) and games that never end. Every game's log is replayed at the end and must give its
 * stored snapshot. Deterministic for a given seed; each game has its own generator for the player's choices, so game
 * k of a run is played again alone with `--from k --games 1` (the eventful player's card choice alone also reads the
 * games before it: which cards were played least often so far in the run).
 *
 * Two players pick among the legal actions: `random` (any action, a random item at each menu level) and `eventful`,
 * which plays a card as an event whenever a menu offers one (`play/<card>/event` in a round, `cc/<card>` in a combat),
 * the card played least often as an event so far in the run first, never offers nor accepts peace, and spends for
 * OPS, SR or RP the card whose event was played most: War Status climbs, the Limited and Total War decks come in and
 * every event gets its turn. It still picks only what the menus offer.
 */

export type FuzzPlayer = 'random' | 'eventful';

/**
 * The fuzzer's GameService: an undo restores the state the game had at that version, as the fuzzer saw it committed,
 * rather than replaying the log from the set-up to it (GameService.stateAt), which made a long game's undos quadratic
 * (a Napoleon 1812 game of 1,400 actions spent nineteen applies in twenty replaying for its undos). The whole log,
 * undos included, is still replayed once at each game's end (checkReplay) and must give the stored snapshot.
 */
/**
 * The fuzzer's store: the memory store, each log entry parsed once, when it is committed, and kept; GameService's
 * undo reads the whole log, which a long game's undos parsed again each time (5% of a 7 September Borodino game's
 * CPU). The entries are read-only to GameService and the replay, as they are when parsed afresh.
 */
class FuzzStore extends MemoryGameStore {
  private readonly entries = new Map<string, LogEntry[]>();

  override async create<S>(channelId: string, game: NewGame<S>): Promise<boolean> {
    const created = await super.create(channelId, game);
    if (created) this.entries.set(channelId, await super.log(channelId));
    return created;
  }

  override async commit<S>(channelId: string, commit: Commit<S>): Promise<CommitResult> {
    const result = await super.commit(channelId, commit);
    if (result.status === 'committed')
      this.entries.get(channelId)?.push(...(await super.log(channelId, { from: result.version, to: result.version })));
    return result;
  }

  override async log(channelId: string, range: { from?: number; to?: number } = {}): Promise<LogEntry[]> {
    const entries = this.entries.get(channelId);
    if (!entries) return super.log(channelId, range);
    return entries.filter((e) => e.v >= (range.from ?? 0) && e.v <= (range.to ?? Infinity));
  }
}

/** How many of the latest versions' states the fuzzer keeps for its undos. */
const KEPT = 64;

class FuzzGames extends GameService {
  private readonly seen = new Map<number, unknown>();

  /**
   * Records a version the fuzzer saw committed, keeping the last `KEPT` (an undo goes back a few versions; one further
   * back replays the log): a whole 7 September Borodino game kept every state, 2.6 GB, which the collector walked.
   */
  saw(game: StoredGame): void {
    this.seen.set(game.version, game.state);
    this.seen.delete(game.version - KEPT);
  }

  override stateAt(
    module: AnyGameModule,
    pack: Pack,
    game: StoredGame,
    log: readonly LogEntry[],
    version: number,
  ): unknown {
    const seen = this.seen.get(version);
    return seen === undefined ? super.stateAt(module, pack, game, log, version) : structuredClone(seen);
  }
}
export const FUZZ_PLAYERS: readonly FuzzPlayer[] = ['random', 'eventful'];

export interface FuzzOptions {
  readonly pack: Pack;
  readonly games: number;
  readonly seed: string;
  /** The number of the first game played (0 unless given): games `from` to `from + games - 1` of the seed's run. */
  readonly from?: number;
  /** A game still going after this many actions is reported as never ending. */
  readonly maxActions?: number;
  /** Share of actions that are an undo attempt, a roll or a note rather than a menu action. */
  readonly extras?: boolean;
  /** Menu keys never picked (e.g. `peace/yes`, so that games run to their end and reach the late cards). */
  readonly skip?: readonly string[];
  /**
   * The eventful player's aim: `side`'s player prefers, three times in four, the actions whose key names a place of
   * `nation` (an attack on it, a move into it): e.g. the Central Powers into Russia, so that the Russian collapse
   * (Paths of Glory 16.4) is reached. The places are the pack's map spaces of that nation.
   */
  readonly aim?: { readonly side: string; readonly nation: string };
  /** Who picks the actions (`random` unless given). */
  readonly player?: FuzzPlayer;
  /** Every game plays this scenario (a random one of the pack's unless given). */
  readonly scenario?: string;
  /** Every game is created with these options (GameModule.options; none unless given). */
  readonly options?: Readonly<Record<string, true>>;
  /**
   * Records the game's actions as an `umpire play` script (one game only): the game gets the dice `umpire play
   * --seed <seed>` gives it, the side to act is the first of `status.active` (as `umpire play` applies a line), and
   * no undo, roll or note is tried.
   */
  readonly script?: boolean;
  /** Called after each game with the report so far (a long run's progress). */
  readonly progress?: (report: FuzzReport) => void;
  /** Plays the game's draft module (GameRulebook.draft: its rules while they are built) rather than its module. */
  readonly draft?: boolean;
}

export interface FuzzFinding {
  readonly game: number;
  /** With `--jobs`: the seed of the run the game is of (`S#2`), which plays it again with `--from <game> --games 1`. */
  readonly seed?: string;
  readonly kind:
    | 'crash'
    | 'dead-end'
    | 'never-ends'
    | 'replay-differs'
    | 'refused-legal-action'
    | 'invariant'
    | 'undo-crossed'
    | 'status-differs';
  readonly detail: string;
}

export interface FuzzReport {
  readonly games: number;
  readonly actions: number;
  readonly finished: number;
  readonly findings: readonly FuzzFinding[];
  /** How the finished games ended (the reason's English words), and how many ended so. */
  readonly endings: Readonly<Record<string, number>>;
  /** How many events of each kind the applied actions made (what the games exercised: combats, sieges …). */
  readonly events: Readonly<Record<string, number>>;
  /**
   * How many times each card was played as an event (events of kind `event` naming a `card`, and `combat-card`: a
   * Combat Card's event is played in a combat, 9.5.4).
   */
  readonly cardEvents: Readonly<Record<string, number>>;
  /** With `script`: the game's action keys in order, each a line `umpire play --actions` applies. */
  readonly script?: readonly string[];
  /** With `script`: the game's end as `umpire play` prints it (`over: <reason>`), if it ended. */
  readonly ended?: { readonly winner: string | null; readonly reason: string };
}

export async function fuzz(options: FuzzOptions): Promise<FuzzReport> {
  const modules = options.draft === true ? draftModuleFor : moduleFor;
  const module = modules(options.pack);
  const packs = { get: async () => options.pack };
  const findings: FuzzFinding[] = [];
  const maxActions = options.maxActions ?? 2_000;
  const script = options.script === true;
  if (script && options.games !== 1) throw new Error('a script records one game');
  const eventful = options.player === 'eventful';
  const aimed = aimOf(options.pack, options.aim);
  const front = eventful ? frontOf(options.pack) : undefined;
  const skip = eventful ? [...(options.skip ?? []), ...PEACE_KEYS] : options.skip;
  const lines: string[] = [];
  let ended: FuzzReport['ended'];
  let actions = 0;
  let finished = 0;
  const endings: Record<string, number> = {};
  const events: Record<string, number> = {};
  const cardEvents: Record<string, number> = {};
  const from = options.from ?? 0;
  for (let g = from; g < from + options.games; g++) {
    // The player's choices: a generator of this game's own, so that one game of a run can be played again alone.
    const rng = new SeededDice(createHash('sha256').update(`${options.seed}:${g}:player`).digest(), 'fuzz', 0);
    const pick = <T>(items: readonly T[]): T => (items.length === 1 ? items[0]! : items[rng.roll(items.length) - 1]!);
    const store = new FuzzStore();
    const games = new FuzzGames(store, packs, () => 1_700_000_000_000 + g, modules);
    const channel = `fuzz-${g}`;
    // A random one of the scenarios the module plays (a draft may play fewer than its pack holds).
    const played = new Set(module.scenarios(options.pack).map((s) => s.id));
    const scenario =
      options.scenario === undefined
        ? pick(options.pack.scenarios.filter((s) => played.has(s.id)))
        : options.pack.scenarios.find((s) => s.id === options.scenario);
    if (!scenario) throw new Error(`the pack has no scenario "${options.scenario}"`);
    const seats = Object.fromEntries(scenario.sides.map((s) => [s.id, `user-${s.id}`]));
    try {
      const created = await games.create({
        channelId: channel,
        guildId: null,
        pack: options.pack,
        packRef: { id: options.pack.id, version: options.pack.version },
        scenario: scenario.id,
        ...(options.options ? { options: options.options } : {}),
        createdBy: 'fuzzer',
        seats,
        // The dice depend on the game's id too: a fixed one makes a seed replay the same games. A script's game rolls
        // the dice of `umpire play --seed <seed>` (its seed's hash, the id `play`).
        seed: createHash('sha256')
          .update(script ? options.seed : `${options.seed}:${g}`)
          .digest(),
        id: script ? 'play' : createHash('sha256').update(`${options.seed}:${g}:id`).digest('hex').slice(0, 16),
      });
      if (created.kind !== 'created') throw new Error(`setup failed: ${created.kind}`);
      let count = 0;
      let game = created.game;
      games.saw(game);
      let turnLabel: string | undefined;
      for (;;) {
        const view = module.view(game.state, 'observer');
        // GameService reads a module's `status` instead of its view's: the two must never differ.
        if (module.status && JSON.stringify(module.status(game.state)) !== JSON.stringify(view.status)) {
          findings.push({ game: g, kind: 'status-differs', detail: `at version ${game.version}` });
          break;
        }
        if (view.status.over) {
          finished++;
          const ending = view.status.over.reason.en;
          endings[ending] = (endings[ending] ?? 0) + 1;
          if (script) ended = { winner: view.status.over.winner ?? null, reason: ending };
          break;
        }
        if (count >= maxActions) {
          findings.push({
            game: g,
            kind: 'never-ends',
            detail: `still going after ${maxActions} actions (turn ${view.status.turn})`,
          });
          break;
        }
        const side =
          script && view.status.active.length > 0
            ? view.status.active[0]!
            : pick(view.status.active.length > 0 ? view.status.active : game.meta.seats.map((s) => s.side));
        const actor = { userId: seats[side]!, side };
        // The eventful player and a script try no undo, roll or note: an undo replays the game so far (a whole
        // campaign game's undos took three quarters of its time), and `umpire play` has no such line.
        const roll = options.extras === false || script || eventful ? 99 : rng.roll(20);
        if (roll === 1) {
          const before = game;
          const undone = await games.undo(channel, { actor });
          if (undone.kind === 'applied') {
            game = undone.game;
            games.saw(game);
            // Undo never crosses a die roll nor a change of the side to act (GameService's undo window).
            const was = statusOf(module, before.state);
            const now = statusOf(module, game.state);
            const undoneEntry = (await games.history(channel, { from: before.version, to: before.version })).find(
              (e) => e.kind === 'action' && e.v === before.version && e.dice.length > 0,
            );
            if (undoneEntry || was.active.join() !== now.active.join() || was.turn !== now.turn)
              findings.push({
                game: g,
                kind: 'undo-crossed',
                detail: `undo at version ${before.version} crossed a roll or a change of side`,
              });
          }
        } else if (roll === 2) {
          const rolled = await games.act(channel, { actor, action: { type: 'roll', dice: '2d6' } });
          if (rolled.kind === 'applied') {
            game = rolled.game;
            games.saw(game);
          }
        } else {
          const key = eventful
            ? eventfulAction(module, game.state, side, pick, skip ?? [], cardEvents, aimed, front)
            : randomAction(module, game.state, side, pick, skip);
          if (key === undefined) {
            if (view.status.active.length > 0)
              findings.push({
                game: g,
                kind: 'dead-end',
                detail: `${side} must act at version ${game.version} but has no legal action`,
              });
            break;
          }
          const action = module.decode(game.state, key);
          const result = await games.act(channel, { actor, action, expected: game.version });
          if (result.kind !== 'applied') {
            findings.push({
              game: g,
              kind: 'refused-legal-action',
              detail: `${key} offered to ${side} at version ${game.version} was refused: ${result.kind === 'rule' ? result.error.message.en : result.kind}`,
            });
            break;
          }
          if (script) {
            // A comment line at each new turn or phase label, so that a reader finds their way in the script.
            const label = view.status.turnLabel?.en.replace(/, action round \d+$/, '') ?? `turn ${view.status.turn}`;
            if (label !== turnLabel) lines.push(`# ${label}`);
            turnLabel = label;
            lines.push(key);
          }
          game = result.game;
          games.saw(game);
          for (const e of result.entry.events) {
            events[e.kind] = (events[e.kind] ?? 0) + 1;
            if ((e.kind === 'event' || e.kind === 'combat-card') && typeof e['card'] === 'string')
              cardEvents[e['card']] = (cardEvents[e['card']] ?? 0) + 1;
          }
          const wrong = module.check?.(game.state) ?? [];
          if (wrong.length > 0) {
            findings.push({
              game: g,
              kind: 'invariant',
              detail: `after ${key} at version ${game.version}: ${wrong.join('; ')}`,
            });
            break;
          }
        }
        count++;
        actions++;
      }
      const replayed = await games.checkReplay(channel);
      if (!replayed.ok) findings.push({ game: g, kind: 'replay-differs', detail: replayed.problem });
    } catch (error) {
      findings.push({
        game: g,
        kind: 'crash',
        detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    options.progress?.({ games: g - from + 1, actions, finished, findings, endings, events, cardEvents });
  }
  return {
    games: options.games,
    actions,
    finished,
    findings,
    endings,
    events,
    cardEvents,
    ...(script ? { script: lines, ...(ended ? { ended } : {}) } : {}),
  };
}

/** The cards of the pack's deck (`tables.cards`, side and number, the Deluxe ones left out), by id (`ap-12`). */
export function deckOf(pack: Pack, deluxe = false): string[] {
  const cards = (pack.tables as Record<string, unknown>)['cards'];
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((c: { side?: unknown; number?: unknown; deluxe?: unknown }) =>
    typeof c.side === 'string' && typeof c.number === 'number' && (deluxe || c.deluxe !== true)
      ? [`${c.side}-${c.number}`]
      : [],
  );
}

const FUZZ_USAGE =
  'Usage: umpire fuzz <game|freeplay> --games N --seed S [--from K] [--skip key,…] [--player random|eventful [--aim side:nation]] [--scenario id] [--options a,b] [--script FILE] [--progress N] [--jobs N] [--draft]';

/** `argv` without the flags `names` and their values (`--games 5`, `--games=5`). */
function withoutFlags(argv: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const name = token.startsWith('--') ? token.slice(2).split('=')[0]! : undefined;
    if (name === undefined || !names.includes(name)) {
      out.push(token);
      continue;
    }
    const next = argv[i + 1];
    if (!token.includes('=') && next !== undefined && !(next.startsWith('--') && next.length > 2)) i++;
  }
  return out;
}

/** The sums of reports of separate runs (`--jobs`), each finding naming its run's seed. */
export function mergeReports(runs: readonly { readonly seed: string; readonly report: FuzzReport }[]): FuzzReport {
  const add = (into: Record<string, number>, from: Readonly<Record<string, number>>) => {
    for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  };
  const endings: Record<string, number> = {};
  const events: Record<string, number> = {};
  const cardEvents: Record<string, number> = {};
  for (const { report } of runs) {
    add(endings, report.endings);
    add(events, report.events);
    add(cardEvents, report.cardEvents);
  }
  return {
    games: runs.reduce((n, r) => n + r.report.games, 0),
    actions: runs.reduce((n, r) => n + r.report.actions, 0),
    finished: runs.reduce((n, r) => n + r.report.finished, 0),
    findings: runs.flatMap(({ seed, report }) => report.findings.map((f) => ({ ...f, seed }))),
    endings,
    events,
    cardEvents,
  };
}

/**
 * `--jobs N`: the run split into N runs in N processes (the machine's cores at once), the k-th with the seed `S#k`
 * and its share of the games, their reports summed. Each run is deterministic, so a finding's game is played again
 * alone by its own seed (`--seed S#k --from <game> --games 1`); the games differ from those of one run with the seed S.
 */
async function fuzzInJobs(argv: readonly string[], games: number, seed: string, jobs: number): Promise<FuzzReport> {
  const bin = fileURLToPath(new URL('../../bin/umpire.mjs', import.meta.url));
  const rest = withoutFlags(argv, ['jobs', 'games', 'seed', 'json', 'from']);
  const runs = Array.from({ length: jobs }, (_, k) => ({
    seed: `${seed}#${k + 1}`,
    games: Math.floor(games / jobs) + (k < games % jobs ? 1 : 0),
  })).filter((r) => r.games > 0);
  const reports = await Promise.all(
    runs.map(
      (run) =>
        new Promise<{ seed: string; report: FuzzReport }>((resolve, reject) => {
          // A larger young generation: a long game's states are short-lived garbage (10% less CPU on 7 September).
          const child = spawn(
            process.execPath,
            [
              '--max-semi-space-size=64',
              bin,
              'fuzz',
              ...rest,
              '--seed',
              run.seed,
              '--games',
              String(run.games),
              '--json',
            ],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let out = '';
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
          child.on('error', reject);
          child.on('close', (code) => {
            const line = out.trim().split('\n').pop() ?? '';
            try {
              resolve({ seed: run.seed, report: JSON.parse(line) as FuzzReport });
            } catch {
              reject(new Error(`the run with --seed ${run.seed} ended (${String(code)}) without its report: ${out}`));
            }
          });
        }),
    ),
  );
  return mergeReports(reports);
}

/**
 * `umpire fuzz <game> --games N --seed S [--skip key,…] [--player random|eventful] [--scenario id] [--script FILE]`.
 * `--script FILE` plays one game and writes its actions as the script `umpire play <game> --scenario <id> --seed S
 * --actions FILE` replays to the same end.
 */
export async function fuzzCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(argv, (name) => name === 'draft' || name === 'json');
  const [target] = positional;
  const draft = flags['draft'] === true;
  const games = Number(flags['games'] ?? 100);
  const seed = typeof flags['seed'] === 'string' ? flags['seed'] : 'umpire';
  if (!Number.isInteger(games) || games < 1 || games > 1_000_000) {
    io.err('--games must be a whole number from 1 to 1000000');
    return 2;
  }
  const from = Number(flags['from'] ?? 0);
  if (!Number.isInteger(from) || from < 0 || from > 1_000_000) {
    io.err(`--from must be a whole number from 0 to 1000000 (the first game's number)\n${FUZZ_USAGE}`);
    return 2;
  }
  // A game of the registry plays its built-in pack with the module moduleFor gives it (its rules, or freeplay
  // until it has them); `freeplay` or `demo` plays the demo pack.
  const game = target === undefined || target === 'freeplay' || target === 'demo' ? undefined : rulebook(target);
  if (target !== undefined && target !== 'freeplay' && target !== 'demo' && !game) {
    io.err(`Unknown game "${target}". Games: ${[...RULEBOOKS.map((g) => g.id), 'freeplay'].join(', ')}.`);
    return 2;
  }
  const pack = game ? game.pack() : builtInPack('demo')!;
  const player = flags['player'] ?? 'random';
  if (!FUZZ_PLAYERS.includes(player as FuzzPlayer)) {
    io.err(`--player must be one of ${FUZZ_PLAYERS.join(', ')}\n${FUZZ_USAGE}`);
    return 2;
  }
  const scenario = typeof flags['scenario'] === 'string' ? flags['scenario'] : undefined;
  if (scenario !== undefined && !pack.scenarios.some((s) => s.id === scenario)) {
    io.err(`--scenario: ${pack.id} has ${pack.scenarios.map((s) => s.id).join(', ')}`);
    return 2;
  }
  const scriptFile = flags['script'];
  // A script's game rolls the dice of `umpire play --seed S`, not those of game K of a run: no --from.
  if (scriptFile !== undefined && (scriptFile === true || games !== 1 || !game || scenario === undefined || from > 0)) {
    io.err(
      `--script FILE records one game of a game's rules: give it with --games 1 and --scenario, without --from\n${FUZZ_USAGE}`,
    );
    return 2;
  }
  const chosen = readOptions(
    (draft ? draftModuleFor : moduleFor)(pack),
    typeof flags['options'] === 'string' ? flags['options'] : '',
  );
  if (!chosen.ok) {
    io.err(`--options: ${pack.id} has ${chosen.known.map((o) => o.id).join(', ') || 'no options'}`);
    return 2;
  }
  const aimFlag = flags['aim'];
  const aim = typeof aimFlag === 'string' ? /^([a-z]+):([a-z]+)$/.exec(aimFlag) : null;
  if (aimFlag !== undefined && (!aim || player !== 'eventful')) {
    io.err(`--aim side:nation (e.g. cp:ru) goes with --player eventful\n${FUZZ_USAGE}`);
    return 2;
  }
  const jobs = Number(flags['jobs'] ?? 1);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64 || (jobs > 1 && (scriptFile !== undefined || from > 0))) {
    io.err(`--jobs must be a whole number from 1 to 64, without --script or --from\n${FUZZ_USAGE}`);
    return 2;
  }
  const started = performance.now();
  // A game played by its rules runs to its last turn: hundreds of actions a scenario (a campaign game's 20 turns).
  // --skip peace/yes,…: menu keys never picked (peace accepted ends most random games early).
  const skip = typeof flags['skip'] === 'string' ? flags['skip'].split(',').filter(Boolean) : [];
  const every = Number(flags['progress'] ?? 0);
  // The Deluxe optional cards are dealt, and so counted, only in games created with them (Paths of Glory).
  const deck = deckOf(pack, chosen.options['deluxe-cards'] === true);
  const report =
    jobs > 1
      ? await fuzzInJobs(argv, games, seed, jobs)
      : await fuzz({
          ...(every > 0
            ? {
                progress: (r: FuzzReport) => {
                  if (r.games % every !== 0) return;
                  const never = deck.filter((c) => !r.cardEvents[c]);
                  io.err(
                    `${r.games} games, ${r.finished} finished, ${r.findings.length} finding(s) in ${((performance.now() - started) / 1000).toFixed(0)} s; never played as events: ${never.join(', ') || 'none'}`,
                  );
                  io.err(`  endings: ${JSON.stringify(r.endings)}`);
                  io.err(`  cards played as events: ${JSON.stringify(r.cardEvents)}`);
                },
              }
            : {}),
          pack,
          games,
          seed,
          ...(from > 0 ? { from } : {}),
          maxActions: 20_000,
          skip,
          player: player as FuzzPlayer,
          ...(aim ? { aim: { side: aim[1]!, nation: aim[2]! } } : {}),
          ...(scenario !== undefined ? { scenario } : {}),
          ...(Object.keys(chosen.options).length > 0 ? { options: chosen.options } : {}),
          ...(scriptFile !== undefined ? { script: true } : {}),
          ...(draft ? { draft } : {}),
        });
  // A run of `--jobs` gives its report as one line of JSON to the process that merges the runs.
  if (flags['json'] === true) {
    io.out(JSON.stringify(report));
    return report.findings.length === 0 ? 0 : 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(
    `${report.games} games, ${report.actions} actions, ${report.finished} finished, ${report.findings.length} finding(s) in ${seconds} s`,
  );
  for (const [ending, count] of Object.entries(report.endings).sort((a, b) => b[1] - a[1]))
    io.out(`  ${count} ended: ${ending}`);
  const tally = Object.entries(report.events).sort((a, b) => b[1] - a[1]);
  if (tally.length > 0) io.out(`  events: ${tally.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  const cards = Object.entries(report.cardEvents).sort((a, b) => byNumber(a[0], b[0]));
  if (cards.length > 0)
    io.out(`  cards played as events (${cards.length}): ${cards.map(([card, n]) => `${card} ${n}`).join(', ')}`);
  if (deck.length > 0) {
    const never = deck.filter((c) => !report.cardEvents[c]).sort(byNumber);
    io.out(`  cards never played as events (${never.length} of ${deck.length}): ${never.join(', ') || 'none'}`);
  }
  for (const finding of report.findings.slice(0, 20))
    io.out(
      `  game ${finding.game}${finding.seed ? ` of --seed ${finding.seed}` : ''}: ${finding.kind}: ${finding.detail.split('\n')[0]}\n    (again alone: the same command with --seed ${finding.seed ?? seed} --from ${finding.game} --games 1${finding.seed ? ', no --jobs' : ''})`,
    );
  if (typeof scriptFile === 'string' && report.script) {
    const optionFlag =
      Object.keys(chosen.options).length > 0 ? ` --options ${Object.keys(chosen.options).join(',')}` : '';
    const command = `npx umpire fuzz ${target} --games 1 --seed ${seed} --player ${player} --scenario ${scenario}${optionFlag}${aimFlag ? ` --aim ${String(aimFlag)}` : ''}${skip.length > 0 ? ` --skip ${skip.join(',')}` : ''} --script ${scriptFile}${draft ? ' --draft' : ''}`;
    const header = [
      `# ${pack.id}, scenario ${scenario}: a whole game played by the fuzzer's ${player} player, one action key a line.`,
      `# Generated by: ${command}`,
      `# Replay: npx umpire play ${target} --scenario ${scenario} --seed ${seed}${optionFlag} --actions ${scriptFile}${draft ? ' --draft' : ''}`,
      `# ${report.ended ? `It ends: ${report.ended.reason}` : 'It does not end (a finding or the action cap).'}`,
      '# When the rules change and a line becomes illegal, run the generating command again; if the game then ends',
      '# without the result a test expects (a winner), try another seed.',
    ];
    await writeFile(scriptFile, `${[...header, ...report.script].join('\n')}\n`);
    io.out(`  script of ${report.script.filter((l) => !l.startsWith('#')).length} actions written to ${scriptFile}`);
  }
  return report.findings.length === 0 ? 0 : 1;
}
