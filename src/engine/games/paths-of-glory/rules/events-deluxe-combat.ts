import { hlOffensivePlayed } from './combat-events.js';
import { thisTurnMark } from './events-ap.js';
import type { EventOutcome, EventRule } from './events.js';
import type { Position } from './position.js';

/**
 * The 2022 Deluxe optional cards' events that change combat and are played as the action of a round (CP #58 Stavka
 * Timidity, CP #61 Haig): their conditions and their marks, read by rules/combat-events.ts. In play only in a game
 * created with the option `deluxe-cards`. The book does not know these cards: their conditions and effects are the
 * card digest's (shared/reference/paths-of-glory/card-events.md, from the 2022 data).
 */

const TSAR_TAKES_COMMAND = 'cp-28';
const STAVKA_TIMIDITY = 'cp-58';
const HAIG = 'cp-61';

/** 9.5.1.1: the card's own instructions. */
const CARD_TEXT = '9.5.1.1';

/** The event in force for the rest of the turn: marked in `limits` (emptied at each new turn), with its log line. */
function forThisTurn(p: Position, card: string, effect: string): EventOutcome {
  return {
    state: { ...p.state, limits: [...(p.state.limits ?? []), thisTurnMark(card)] },
    events: [{ kind: 'deluxe-combat-event', card, effect, rule: '9.5.1' }],
  };
}

export const DELUXE_COMBAT_EVENTS: readonly EventRule[] = [
  {
    // CP #58 Stavka Timidity: only after Tsar Takes Command. For the rest of the turn no Russian unit attacks an
    // entrenched space whose defenders are all German (rules/combat-events.ts). Not removed: it may come back in a
    // later turn, each time for that turn only.
    card: STAVKA_TIMIDITY,
    problem: (p) =>
      p.state.events.includes(TSAR_TAKES_COMMAND)
        ? null
        : { code: 'cp-event-needs', rule: CARD_TEXT, params: { card: STAVKA_TIMIDITY, needed: TSAR_TAKES_COMMAND } },
    apply: (p) => forThisTurn(p, STAVKA_TIMIDITY, 'stavka-timidity'),
  },
  {
    // CP #61 Haig: any time. For the rest of the turn a British attack on German units in an entrenched space of
    // France, Belgium or Germany brings no retreat (rules/combat-events.ts, `haigCancelsRetreat`). Once Michael,
    // Blücher or Peace Offensive has been played it may still be played, with no effect (the log says so).
    card: HAIG,
    apply: (p) => forThisTurn(p, HAIG, hlOffensivePlayed(p.state) ? 'haig-no-effect' : 'haig'),
  },
];
