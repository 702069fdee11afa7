import type { Logger } from 'pino';
import { GameService, type ChangeResult, type CreateResult } from '../store/games.js';
import { currentInteraction, markRefused } from './interaction-scope.js';
import type { Metrics } from './metrics.js';

type Change = 'act' | 'undo' | 'proposeRollback' | 'answerRollback' | 'changeMeta' | 'create';
type Result = ChangeResult | CreateResult;

/**
 * The game service as the bot runs it: every change is timed (umpire_action_commit_seconds, by operation and
 * result kind) and logged with the channel and game ids, on the interaction's logger when there is one; a
 * refused change marks the interaction refused. The rules and the store are untouched: this only watches.
 */
export class ObservedGameService extends GameService {
  private readonly log: Logger;
  private readonly metrics: Metrics | undefined;

  constructor(
    store: GameService['store'],
    packs: ConstructorParameters<typeof GameService>[1],
    clock: () => number,
    observe: { readonly log: Logger; readonly metrics?: Metrics | undefined },
  ) {
    super(store, packs, clock);
    this.log = observe.log;
    this.metrics = observe.metrics;
  }

  override act(...args: Parameters<GameService['act']>): ReturnType<GameService['act']> {
    return this.observed('act', args[0], () => super.act(...args));
  }

  override undo(...args: Parameters<GameService['undo']>): ReturnType<GameService['undo']> {
    return this.observed('undo', args[0], () => super.undo(...args));
  }

  override proposeRollback(
    ...args: Parameters<GameService['proposeRollback']>
  ): ReturnType<GameService['proposeRollback']> {
    return this.observed('proposeRollback', args[0], () => super.proposeRollback(...args));
  }

  override answerRollback(
    ...args: Parameters<GameService['answerRollback']>
  ): ReturnType<GameService['answerRollback']> {
    return this.observed('answerRollback', args[0], () => super.answerRollback(...args));
  }

  override changeMeta(...args: Parameters<GameService['changeMeta']>): ReturnType<GameService['changeMeta']> {
    return this.observed('changeMeta', args[0], () => super.changeMeta(...args));
  }

  override create(...args: Parameters<GameService['create']>): ReturnType<GameService['create']> {
    return this.observed('create', args[0].channelId, () => super.create(...args));
  }

  private async observed<R extends Result>(operation: Change, channelId: string, change: () => Promise<R>): Promise<R> {
    const started = performance.now();
    const log = currentInteraction()?.log ?? this.log;
    let result: R;
    try {
      result = await change();
    } catch (error) {
      const ms = performance.now() - started;
      this.metrics?.commit(operation, 'error', ms / 1000);
      log.error({ err: error, channelId, operation, ms: Math.round(ms) }, 'game change failed');
      throw error;
    }
    const ms = performance.now() - started;
    this.metrics?.commit(operation, result.kind, ms / 1000);
    const game = 'game' in result ? result.game : undefined;
    const fields = {
      channelId,
      gameId: game?.meta.id,
      version: game?.version,
      operation,
      result: result.kind,
      ...(result.kind === 'rule' ? { rule: result.error.rule, code: result.error.code } : {}),
      ms: Math.round(ms * 10) / 10,
    };
    if (result.kind === 'applied' || result.kind === 'created') {
      log.info(fields, 'game change applied');
    } else if (result.kind === 'duplicate') {
      log.info(fields, 'game change already applied (the same interaction again)');
    } else {
      markRefused();
      log.info(fields, 'game change refused');
    }
    return result;
  }
}
