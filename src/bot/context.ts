import type { Logger } from 'pino';

/** What command handlers may use: everything with I/O comes from here, so handlers stay testable. */
export interface BotContext {
  readonly log: Logger;
  /** Where crypto-grade dice come from for rolls outside a game (tests pass a scripted source). */
  readonly randomFace: (sides: number) => number;
}
