import type { Localized } from './localized.js';
import type { AnyRuling, MissingTable } from './ruling.js';

export type GameId = 'paths-of-glory' | 'grand-illusion' | 'borodino' | 'napoleon-1812' | 'offensive-1914' | 'freeplay';

/** What every game offers for quick rulings, before or without full rules enforcement. */
export interface GameRulebook {
  readonly id: Exclude<GameId, 'freeplay'>;
  readonly title: Localized;
  /** The Discord slash command that holds this game's rulings (`pog`, `gi`, `borodino`, `n1812`, `oao`). */
  readonly command: string;
  readonly rulings: readonly AnyRuling[];
  /** Tables the rulebook lacks, loadable from a pack (the union of the rulings' `tables`). */
  readonly tables: readonly MissingTable[];
}
