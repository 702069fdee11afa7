import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';

/**
 * The texts of several stacks assaulting one defender (9.23, play/combined.ts), in English and Italian, merged into
 * play/words.ts's tables: the refusal, the menu's label and the log's event.
 */

export const COMBINED_REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  'assault-join-none': (v) =>
    loc(
      `${v['hex']}: a stack assaults the enemy hexes no other assault falls on, or exactly the hexes of an assault or charge declared (9.22, 9.23).`,
      `${v['hex']}: un gruppo assalta gli esagoni nemici che nessun altro assalto attacca, o esattamente gli esagoni di un assalto o di una carica dichiarati (9.22, 9.23).`,
    ),
  'assault-join-kind': (v) =>
    loc(
      `${v['hex']}: infantry, charging cavalry and cavalry not charging do not combine their strength against one defender; a stack joins an assault of its own kind only (9.23).`,
      `${v['hex']}: la fanteria, la cavalleria che carica e che non carica non possono combinare la loro forza contro lo stesso difensore; un gruppo si unisce solo a un assalto del proprio tipo (9.23).`,
    ),
};

const and = (hexes: readonly string[], word: string) => hexes.join(` ${word} `);

export const combinedLabels = {
  /** 9.23: the stack in `hex` assaults `targets` together with the assault declared from `first`. */
  join: (hex: string, targets: readonly string[], first: string) =>
    loc(
      `Assault from ${hex} on ${and(targets, 'and')} together with ${first} (9.23: strengths summed, one roll)`,
      `Assalto da ${hex} su ${and(targets, 'e')} insieme a ${first} (9.23: forze sommate, un solo tiro)`,
    ),
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The log's words for the events of several stacks on one defender, or null for another event. */
export function combinedEvent(event: GameEvent): Localized | null {
  if (event.kind !== 'assault-joined') return null;
  const hex = str(event['hex']);
  const first = str(event['with']);
  return loc(
    `The stack in ${hex} assaults together with the one in ${first}: one assault, their strengths summed (9.23, 9.51); each stack rolls its own Commitment (9.45).`,
    `Il gruppo in ${hex} assalta insieme a quello in ${first}: un solo assalto, le forze sommate (9.23, 9.51); ogni gruppo tira il proprio Impiego (9.45).`,
  );
}

/** The attacking hexes of an 'assault' event: "4616 and 4618" when several stacks assaulted together (9.23). */
export function assaultFrom(event: GameEvent): Localized | null {
  const stacks = event['stacks'];
  if (!Array.isArray(stacks) || stacks.length < 2) return null;
  const hexes = stacks.map(str);
  return loc(and(hexes, 'and'), and(hexes, 'e'));
}
