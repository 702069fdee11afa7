import { randomBytes } from 'node:crypto';
import { SeededDice, commitmentOf, type DieRoll } from '../engine/core/dice.js';
import { statusOf, type AnyGameModule, type RuleError, type SideId } from '../engine/core/game.js';
import { loc, type Localized } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import { moduleFor } from '../engine/modules.js';
import { replay } from '../engine/replay.js';
import type { ArchivedGame, GameMeta, GameStore, LogEntry, LoggedDie, RollbackProposal, StoredGame } from './types.js';

/**
 * Playing games on the store: the only path by which a game changes. Each change loads the game, runs the pure
 * engine, and commits with one compare-and-set on the version; a concurrent loser is told the game changed, and
 * a second delivery of the same Discord interaction is recognised and not applied twice.
 */

export interface PackSource {
  get(ref: GameMeta['pack']): Promise<Pack | undefined>;
}

export interface Actor {
  readonly userId: string;
  /** The side acted for. */
  readonly side: SideId;
  /** A referee acting for a side or fixing a mistake (logged as such). */
  readonly referee?: boolean;
  /** The language the user's Discord shows (the game learns it for its public messages). */
  readonly lang?: 'en' | 'it';
}

export type ChangeResult =
  | {
      readonly kind: 'applied';
      readonly game: StoredGame;
      readonly entry: LogEntry;
      readonly module: AnyGameModule;
      readonly pack: Pack;
    }
  | { readonly kind: 'rule'; readonly error: RuleError }
  | { readonly kind: 'stale'; readonly game: StoredGame }
  | { readonly kind: 'duplicate'; readonly game: StoredGame }
  | { readonly kind: 'no-game' };

export interface CreateGame {
  readonly channelId: string;
  readonly guildId: string | null;
  readonly pack: Pack;
  readonly packRef: GameMeta['pack'];
  readonly scenario: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly createdBy: string;
  readonly seats?: Readonly<Record<SideId, string | null>>;
  readonly paceMinutes?: number;
  readonly iid?: string;
  /** For tests and reproducible fuzzing; a fresh random seed otherwise. */
  readonly seed?: Buffer;
  /**
   * The game's id, for reproducible fuzzing (the dice are derived from the seed and `<id>:<n>`, so a game replays
   * the same only with the same id); a fresh random one otherwise.
   */
  readonly id?: string;
  /** The thread's pinned status message, posted before the game so that recording it is no version of its own. */
  readonly statusMessageId?: string;
  /** The language of the game's public texts. */
  readonly lang?: GameMeta['lang'];
}

export type CreateResult =
  | { readonly kind: 'created'; readonly game: StoredGame; readonly module: AnyGameModule }
  | { readonly kind: 'rule'; readonly error: RuleError }
  | { readonly kind: 'exists'; readonly game: StoredGame | undefined };

const rule = (rule: string, code: string, en: string, it: string): { kind: 'rule'; error: RuleError } => ({
  kind: 'rule',
  error: { rule, code, message: loc(en, it) },
});

export class GameService {
  constructor(
    readonly store: GameStore,
    readonly packs: PackSource,
    private readonly clock: () => number = Date.now,
    /** The module a pack plays (moduleFor; `umpire play|fuzz --draft` gives a game's draft module instead). */
    private readonly modules: (pack: Pack) => AnyGameModule = moduleFor,
  ) {}

  async create(input: CreateGame): Promise<CreateResult> {
    const module = this.modules(input.pack);
    const seed = input.seed ?? randomBytes(32);
    const id = input.id ?? randomBytes(8).toString('hex');
    const dice = new SeededDice(seed, id, 0);
    const options = input.options ?? {};
    const outcome = module.setup({ scenario: input.scenario, options, pack: input.pack }, dice);
    if (!outcome.ok) return { kind: 'rule', error: outcome.error };
    const scenario = module.scenarios(input.pack).find((s) => s.id === input.scenario)!;
    const now = this.clock();
    const meta: GameMeta = {
      id,
      module: module.id,
      pack: input.packRef,
      scenario: input.scenario,
      options,
      guildId: input.guildId,
      channelId: input.channelId,
      createdBy: input.createdBy,
      createdAt: now,
      commitment: commitmentOf(seed),
      seats: scenario.sides.map((s) => ({ side: s.id, userId: input.seats?.[s.id] ?? null })),
      quiet: [],
      status: 'active',
      paceMinutes: input.paceMinutes ?? 0,
      lastActivity: now,
      ...(input.statusMessageId ? { statusMessageId: input.statusMessageId } : {}),
      ...(input.lang ? { lang: input.lang, langs: { [input.createdBy]: input.lang } } : {}),
    };
    const entry: LogEntry = {
      v: 0,
      kind: 'setup',
      at: now,
      by: { side: null, user: input.createdBy },
      setup: { scenario: input.scenario, options },
      dice: logged(dice.rolls, 0),
      events: outcome.events,
      closesUndo: true,
      ...(input.iid ? { iid: input.iid } : {}),
    };
    const created = await this.store.create(input.channelId, {
      state: outcome.state,
      meta,
      seed,
      diceNext: dice.next,
      entry,
    });
    if (!created) return { kind: 'exists', game: await this.store.load(input.channelId) };
    return { kind: 'created', game: (await this.store.load(input.channelId))!, module };
  }

  /** A game's log, from the first version of `range` to its last (the whole log without one). */
  history(channelId: string, range?: { from?: number; to?: number }): Promise<LogEntry[]> {
    return this.store.log(channelId, range);
  }

  /** Moves a game to the archive (a finished game leaving its thread to a new one, or an expired one). */
  archive(channelId: string): Promise<ArchivedGame | undefined> {
    return this.store.archive(channelId);
  }

  async load(channelId: string): Promise<{ game: StoredGame; module: AnyGameModule; pack: Pack } | undefined> {
    const game = await this.store.load(channelId);
    if (!game) return undefined;
    const pack = await this.packs.get(game.meta.pack);
    if (!pack)
      throw new Error(`pack ${game.meta.pack.id}@${game.meta.pack.version} of game ${game.meta.id} is missing`);
    return { game, module: this.modules(pack), pack };
  }

  /**
   * Applies one engine action. `expected` is the version the player saw (a button carries it); absent, the
   * action applies to the version loaded here, and a concurrent change still makes it lose.
   */
  async act(
    channelId: string,
    request: { actor: Actor; action: unknown; expected?: number; iid?: string },
  ): Promise<ChangeResult> {
    const loaded = await this.load(channelId);
    if (!loaded) return { kind: 'no-game' };
    const { game, module, pack } = loaded;
    if (request.expected !== undefined && request.expected !== game.version) {
      return (await this.alreadyDone(channelId, request.iid, game)) ?? { kind: 'stale', game };
    }
    const denied = this.checkActor(game, request.actor);
    if (denied) return denied;
    if (game.meta.status === 'over') return rule('game', 'over', 'This game is over.', 'Questa partita è finita.');
    const parsed = module.action.safeParse(request.action);
    if (!parsed.success)
      return rule(
        'action',
        'invalid',
        'That is not an action of this game.',
        'Questa non è un’azione di questo gioco.',
      );
    if (module.refereeOnly?.(parsed.data) && !request.actor.referee)
      return rule(
        'referee',
        'referee-only',
        'Only a referee can correct the board of a game played by its rules.',
        'Solo un arbitro può correggere la mappa di una partita giocata con le regole.',
      );
    const dice = new SeededDice(game.seed, game.meta.id, game.diceNext);
    const outcome = module.apply(game.state, request.actor.side, parsed.data, dice);
    if (!outcome.ok) return { kind: 'rule', error: outcome.error };
    const before = statusOf(module, game.state);
    const after = statusOf(module, outcome.state);
    const turnPassed = before.turn !== after.turn || before.active.join() !== after.active.join();
    const now = this.clock();
    const meta: GameMeta = {
      ...learnLang(game.meta, request.actor),
      lastActivity: now,
      ...(after.over
        ? {
            status: 'over' as const,
            ended: {
              at: now,
              reason: after.over.reason.en,
              ...(after.over.winner ? { winner: after.over.winner } : {}),
            },
          }
        : {}),
    };
    return this.commit(channelId, game, module, pack, {
      meta,
      state: outcome.state,
      diceNext: dice.next,
      entry: {
        kind: 'action',
        at: now,
        by: actorOf(request.actor),
        action: parsed.data,
        dice: logged(dice.rolls, game.diceNext),
        events: outcome.events,
        closesUndo: dice.rolls.length > 0 || outcome.reveals === true || turnPassed,
        ...(request.iid ? { iid: request.iid } : {}),
      },
    });
  }

  /** Takes back the actor's own last action, if nothing since it rolled, revealed or passed the turn. */
  async undo(channelId: string, request: { actor: Actor; iid?: string }): Promise<ChangeResult> {
    const loaded = await this.load(channelId);
    if (!loaded) return { kind: 'no-game' };
    const { game, module, pack } = loaded;
    const denied = this.checkActor(game, request.actor);
    if (denied) return denied;
    const log = await this.store.log(channelId);
    const target = undoTarget(log, request.actor.side);
    if (target.kind === 'none') {
      return rule(
        'undo',
        target.reason,
        target.reason === 'closed'
          ? 'Your last action rolled dice, revealed something or ended the turn: it cannot be undone alone. Propose a rollback (/game rollback) instead.'
          : 'You have no action of your own to undo since the last action of another side.',
        target.reason === 'closed'
          ? 'La tua ultima azione ha tirato dadi, rivelato qualcosa o chiuso il turno: non si può annullare da sola. Proponi un ritorno indietro (/game rollback).'
          : 'Non hai azioni tue da annullare dopo l’ultima azione di un’altra parte.',
      );
    }
    const restored = this.stateAt(module, pack, game, log, target.version);
    const now = this.clock();
    return this.commit(channelId, game, module, pack, {
      meta: { ...game.meta, lastActivity: now },
      state: restored,
      diceNext: game.diceNext,
      entry: {
        kind: 'undo',
        at: now,
        by: actorOf(request.actor),
        to: target.version,
        dice: [],
        // What was taken back, as data, so the log and the thread can say who took back what.
        events: [
          {
            kind: 'undo',
            side: request.actor.side,
            user: request.actor.userId,
            undone: target.undone,
            took: log.find((e) => e.v === target.undone)?.events ?? [],
          },
        ],
        closesUndo: false,
        ...(request.iid ? { iid: request.iid } : {}),
      },
    });
  }

  /** Proposes going back to `to` (a rollback needs the other side's consent); a referee's rollback applies at once. */
  async proposeRollback(
    channelId: string,
    request: { actor: Actor; to: number; iid?: string },
  ): Promise<ChangeResult & { proposal?: RollbackProposal }> {
    const loaded = await this.load(channelId);
    if (!loaded) return { kind: 'no-game' };
    const { game, module, pack } = loaded;
    const denied = this.checkActor(game, request.actor);
    if (denied) return denied;
    if (!Number.isInteger(request.to) || request.to < 0 || request.to >= game.version) {
      return rule(
        'rollback',
        'bad-version',
        `Choose a version from 0 to ${game.version - 1} (see /game log).`,
        `Scegli una versione da 0 a ${game.version - 1} (vedi /game log).`,
      );
    }
    const now = this.clock();
    if (request.actor.referee) {
      const log = await this.store.log(channelId);
      const restored = this.stateAt(module, pack, game, log, request.to);
      const { proposal: _dropped, ...meta } = game.meta;
      return this.commit(channelId, game, module, pack, {
        meta: { ...meta, lastActivity: now, status: 'active' },
        state: restored,
        diceNext: game.diceNext,
        entry: {
          kind: 'rollback',
          at: now,
          by: actorOf(request.actor),
          to: request.to,
          dice: [],
          events: [{ kind: 'rollback', to: request.to, referee: true }],
          closesUndo: true,
          ...(request.iid ? { iid: request.iid } : {}),
        },
      });
    }
    const proposal: RollbackProposal = {
      id: randomBytes(4).toString('hex'),
      to: request.to,
      byUser: request.actor.userId,
      bySide: request.actor.side,
      at: now,
    };
    const result = await this.commit(channelId, game, module, pack, {
      meta: { ...game.meta, proposal },
      state: game.state,
      diceNext: game.diceNext,
      entry: {
        kind: 'meta',
        at: now,
        by: actorOf(request.actor),
        change: { proposal },
        dice: [],
        events: [{ kind: 'rollback-proposed', side: request.actor.side, to: request.to }],
        closesUndo: false,
        ...(request.iid ? { iid: request.iid } : {}),
      },
    });
    return { ...result, proposal };
  }

  /** The other side (or a referee) accepts or refuses the pending rollback proposal `proposalId`. */
  async answerRollback(
    channelId: string,
    request: { actor: Actor; proposalId: string; accept: boolean; iid?: string },
  ): Promise<ChangeResult> {
    const loaded = await this.load(channelId);
    if (!loaded) return { kind: 'no-game' };
    const { game, module, pack } = loaded;
    const denied = this.checkActor(game, request.actor);
    if (denied) return denied;
    const proposal = game.meta.proposal;
    if (!proposal || proposal.id !== request.proposalId) {
      return (await this.alreadyDone(channelId, request.iid, game)) ?? { kind: 'stale', game };
    }
    if (proposal.bySide === request.actor.side && !request.actor.referee) {
      return rule(
        'rollback',
        'own-proposal',
        'The other side must answer your proposal.',
        'Alla tua proposta deve rispondere l’altra parte.',
      );
    }
    const { proposal: _done, ...rest } = game.meta;
    const now = this.clock();
    if (!request.accept) {
      return this.commit(channelId, game, module, pack, {
        meta: { ...rest, lastActivity: now },
        state: game.state,
        diceNext: game.diceNext,
        entry: {
          kind: 'meta',
          at: now,
          by: actorOf(request.actor),
          change: { proposal: null },
          dice: [],
          events: [{ kind: 'rollback-refused', side: request.actor.side, to: proposal.to }],
          closesUndo: false,
          ...(request.iid ? { iid: request.iid } : {}),
        },
      });
    }
    const log = await this.store.log(channelId);
    const restored = this.stateAt(module, pack, game, log, proposal.to);
    return this.commit(channelId, game, module, pack, {
      meta: { ...rest, lastActivity: now, status: 'active' },
      state: restored,
      diceNext: game.diceNext,
      entry: {
        kind: 'rollback',
        at: now,
        by: actorOf(request.actor),
        to: proposal.to,
        dice: [],
        events: [{ kind: 'rollback', to: proposal.to, acceptedBy: request.actor.side }],
        closesUndo: true,
        ...(request.iid ? { iid: request.iid } : {}),
      },
    });
  }

  /** A metadata change (seats, pings, pace, end of game), logged and version-checked like any action. */
  async changeMeta(
    channelId: string,
    request: {
      by: { userId: string; side?: SideId | null; referee?: boolean };
      change: (meta: GameMeta) => GameMeta | RuleError;
      describe: Record<string, unknown>;
      events?: LogEntry['events'];
      iid?: string;
      /** False for bookkeeping that is not activity (an expiry warning). */
      touch?: boolean;
    },
  ): Promise<ChangeResult> {
    const loaded = await this.load(channelId);
    if (!loaded) return { kind: 'no-game' };
    const { game, module, pack } = loaded;
    const changed = request.change(game.meta);
    if ('rule' in changed && 'message' in changed) return { kind: 'rule', error: changed };
    const now = this.clock();
    return this.commit(channelId, game, module, pack, {
      meta: request.touch === false ? (changed as GameMeta) : { ...(changed as GameMeta), lastActivity: now },
      state: game.state,
      diceNext: game.diceNext,
      entry: {
        kind: 'meta',
        at: now,
        by: {
          side: request.by.side ?? null,
          user: request.by.userId,
          ...(request.by.referee ? { referee: true } : {}),
        },
        change: request.describe,
        dice: [],
        events: request.events ?? [],
        closesUndo: false,
        ...(request.iid ? { iid: request.iid } : {}),
      },
    });
  }

  /** The state at an earlier version, by replaying the log up to it. */
  stateAt(module: AnyGameModule, pack: Pack, game: StoredGame, log: readonly LogEntry[], version: number): unknown {
    const result = replay(
      module,
      pack,
      game.seed,
      game.meta.id,
      log.filter((e) => e.v <= version),
    );
    if (!result.ok)
      throw new Error(`replay of game ${game.meta.id} failed at version ${result.version}: ${result.problem}`);
    return result.state;
  }

  /** Replays the whole log and says whether it reproduces the stored snapshot. */
  async checkReplay(channelId: string): Promise<{ ok: true } | { ok: false; problem: string }> {
    const loaded = await this.load(channelId);
    if (!loaded) return { ok: false, problem: 'no game' };
    const log = await this.store.log(channelId);
    const result = replay(loaded.module, loaded.pack, loaded.game.seed, loaded.game.meta.id, log);
    if (!result.ok) return { ok: false, problem: `version ${result.version}: ${result.problem}` };
    if (JSON.stringify(result.state) !== JSON.stringify(loaded.game.state))
      return { ok: false, problem: 'the replayed state differs from the snapshot' };
    if (result.diceNext !== loaded.game.diceNext)
      return { ok: false, problem: `the dice counter is ${loaded.game.diceNext}, the replay says ${result.diceNext}` };
    return { ok: true };
  }

  private checkActor(game: StoredGame, actor: Actor): { kind: 'rule'; error: RuleError } | undefined {
    const seat = game.meta.seats.find((s) => s.side === actor.side);
    if (!seat)
      return rule(
        'seats',
        'unknown-side',
        `There is no side ${actor.side} in this game.`,
        `In questa partita non c'è la parte ${actor.side}.`,
      );
    if (!actor.referee && seat.userId !== actor.userId) {
      return rule(
        'seats',
        'not-your-side',
        'Only the player seated on that side (or a referee) can act for it.',
        'Solo chi gioca quella parte (o un arbitro) può agire per essa.',
      );
    }
    return undefined;
  }

  private async alreadyDone(
    channelId: string,
    iid: string | undefined,
    game: StoredGame,
  ): Promise<ChangeResult | undefined> {
    if (!iid) return undefined;
    const log = await this.store.log(channelId, { from: Math.max(0, game.version - 50) });
    return log.some((e) => e.iid === iid) ? { kind: 'duplicate', game } : undefined;
  }

  private async commit(
    channelId: string,
    game: StoredGame,
    module: AnyGameModule,
    pack: Pack,
    change: { meta: GameMeta; state: unknown; diceNext: number; entry: Omit<LogEntry, 'v'> },
  ): Promise<ChangeResult> {
    const result = await this.store.commit(channelId, { expected: game.version, ...change });
    switch (result.status) {
      case 'committed': {
        const fresh: StoredGame = {
          ...game,
          version: result.version,
          state: change.state,
          meta: change.meta,
          diceNext: change.diceNext,
        };
        return { kind: 'applied', game: fresh, entry: { ...change.entry, v: result.version }, module, pack };
      }
      case 'duplicate':
        return { kind: 'duplicate', game: (await this.store.load(channelId)) ?? game };
      case 'conflict':
        return { kind: 'stale', game: (await this.store.load(channelId)) ?? game };
      case 'missing':
        return { kind: 'no-game' };
    }
  }
}

function actorOf(actor: Actor): NonNullable<LogEntry['by']> {
  return { side: actor.side, user: actor.userId, ...(actor.referee ? { referee: true } : {}) };
}

function logged(rolls: readonly DieRoll[], from: number): LoggedDie[] {
  return rolls.map((r, i) => ({
    index: r.index ?? from + i,
    sides: r.sides,
    value: r.value,
    ...(r.purpose ? { purpose: r.purpose } : {}),
  }));
}

export type UndoTarget =
  { kind: 'version'; version: number; undone: number } | { kind: 'none'; reason: 'closed' | 'nothing' };

/**
 * Which version undo returns to for `side`: the state before its latest action, when that action is its own,
 * rolled nothing, revealed nothing and did not pass the turn. Undo entries are transparent (undoing again goes
 * further back); a rollback or the setup ends the search.
 */
export function undoTarget(log: readonly LogEntry[], side: SideId): UndoTarget {
  const byVersion = new Map(log.map((e, i) => [e.v, i]));
  let i = log.length - 1;
  while (i >= 0) {
    const entry = log[i]!;
    switch (entry.kind) {
      case 'undo': {
        // The current state is the state at entry.to: continue from the entry that produced it.
        const at = byVersion.get(entry.to ?? -1);
        if (at === undefined) return { kind: 'none', reason: 'nothing' };
        i = at;
        continue;
      }
      case 'meta':
        i--;
        continue;
      case 'action':
        if (entry.by?.side !== side) return { kind: 'none', reason: 'nothing' };
        if (entry.closesUndo) return { kind: 'none', reason: 'closed' };
        return { kind: 'version', version: entry.v - 1, undone: entry.v };
      default:
        return { kind: 'none', reason: 'nothing' };
    }
  }
  return { kind: 'none', reason: 'nothing' };
}

/** The meta with the acting user's language recorded (unchanged when it is known already or not given). */
function learnLang(meta: GameMeta, actor: Actor): GameMeta {
  if (!actor.lang || meta.langs?.[actor.userId] === actor.lang) return meta;
  return { ...meta, langs: { ...meta.langs, [actor.userId]: actor.lang } };
}

/** The words for a rule error in the reader's language, with its rule. */
export function ruleText(error: RuleError, lang: 'en' | 'it'): string {
  return `${error.message[lang]} (${lang === 'it' ? 'regola' : 'rule'} ${error.rule})`;
}

export type { Localized };
