import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/**
 * What is known about the interaction being handled, wherever the handler has got to: its logger (with the
 * interaction, user and channel ids) and whether the player was refused. The router opens the scope; the game
 * service and the refusal helpers read it, so nothing has to thread it through every call.
 */
export interface InteractionScope {
  readonly log: Logger;
  refused: boolean;
}

const storage = new AsyncLocalStorage<InteractionScope>();

export function inInteraction<T>(log: Logger, work: (scope: InteractionScope) => Promise<T>): Promise<T> {
  const scope: InteractionScope = { log, refused: false };
  return storage.run(scope, () => work(scope));
}

export function currentInteraction(): InteractionScope | undefined {
  return storage.getStore();
}

/** The player was told no (a rule, a stale click, not their side): counted as `refused`, not `ok`. */
export function markRefused(): void {
  const scope = storage.getStore();
  if (scope) scope.refused = true;
}
