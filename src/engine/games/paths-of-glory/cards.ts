import { z } from 'zod';
import { loc } from '../../core/localized.js';
import type { MissingTable } from '../../core/ruling.js';

/**
 * The strategy card deck as data (2.3, 3.0, 9.x): one entry per card, no event text. The built-in pack carries the
 * 2004 deck under `tables.cards` (data/cards.ts, documented in data/README.md); a club pack may carry its own.
 */

export const SIDES = ['cp', 'ap'] as const;
export const COMMITMENTS = ['mobilization', 'limited', 'total'] as const;
/** The RP box of each side's cards (9.4.1): `a` is the Allied minor nations' RP (17.1.1.1). */
export const RP_NATIONS = { ap: ['a', 'it', 'br', 'fr', 'ru'], cp: ['ah', 'bu', 'ge', 'tu'] } as const;
/** Cards per commitment level in each side's 55-card deck (2.3). */
export const DECK_COUNTS = { mobilization: 14, limited: 20, total: 21 } as const;
/** Fields whose value a card may take from elsewhere than its printed 2004 card. */
export const UNCONFIRMED_FIELDS = ['ops', 'sr', 'rp', 'warStatus', 'remove', 'combat', 'reinforcements'] as const;

export type Side = (typeof SIDES)[number];
export type Commitment = (typeof COMMITMENTS)[number];

const unitId = z
  .string()
  .regex(/^[a-z]+-[a-z0-9]+$/, 'must be a counter id such as br-2, or a corps kind such as br-c');
const value = z.number().int().min(0).max(9);

export const cardSchema = z
  .object({
    side: z.enum(SIDES),
    number: z.number().int().min(1).max(99),
    name: z.object({ en: z.string().trim().min(1).max(60), it: z.string().trim().min(1).max(60) }).strict(),
    commitment: z.enum(COMMITMENTS),
    ops: value,
    sr: value,
    /** War Status points its event adds (the `(n)` of 9.5.1.3); 0 for none. */
    warStatus: value,
    /** The `*` of 3.0: removed from the game when played as an event. */
    remove: z.boolean(),
    /** A Combat Card event (CC, 9.5.4). */
    combat: z.boolean(),
    /** RP by nation when played for replacements (9.4.1); a nation the card gives none is left out. */
    rp: z.partialRecord(z.enum([...RP_NATIONS.ap, ...RP_NATIONS.cp]), z.number().int().min(1).max(9)),
    /** Units its event brings: a counter id (`br-2`, `aus-c1`), or a corps kind (`br-c`) for any one corps of it. */
    reinforcements: z.array(unitId).max(10).default([]),
    /** Units its event brings that no counter of the pack stands for, by the id such a counter would have. */
    unmapped: z.array(unitId).max(10).optional(),
    /** A 2022 Deluxe optional card: not in the 2004 deck, out of play unless chosen. */
    deluxe: z.boolean().default(false),
    /** Fields not read from the printed 2004 card (its book is silent or garbled there). */
    unconfirmed: z.array(z.enum(UNCONFIRMED_FIELDS)).optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    const allowed: readonly string[] = RP_NATIONS[card.side];
    for (const nation of Object.keys(card.rp))
      if (!allowed.includes(nation))
        ctx.addIssue({
          code: 'custom',
          path: ['rp', nation],
          message: `${card.side === 'ap' ? 'an Allied' : 'a Central Powers'} card gives RP only to ${allowed.join(', ')}`,
        });
  });

export type Card = z.infer<typeof cardSchema>;

export const deckSchema = z
  .array(cardSchema)
  .max(200)
  .superRefine((cards, ctx) => {
    const seen = new Map<string, number>();
    cards.forEach((card, i) => {
      const key = `${card.side} #${card.number}`;
      const first = seen.get(key);
      if (first !== undefined)
        ctx.addIssue({ code: 'custom', path: [i, 'number'], message: `${key} is also card [${first}]` });
      else seen.set(key, i);
    });
    for (const side of SIDES)
      for (const commitment of COMMITMENTS) {
        const count = cards.filter((c) => c.side === side && c.commitment === commitment && !c.deluxe).length;
        if (count !== DECK_COUNTS[commitment])
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: `${side} has ${count} ${commitment} cards outside the Deluxe ones; its deck has ${DECK_COUNTS[commitment]} (2.3)`,
          });
      }
  });

export const cardsTable: MissingTable<Card[]> = {
  id: 'cards',
  title: loc('Strategy cards', 'Carte strategiche'),
  gap: loc(
    'The strategy cards (2.3) as data: number, deck, OPS, SR, RP, War Status, * and CC, reinforcements. The rulebook lists them (pp. 28–35) but not the values of CP #14; the built-in pack fills it from the 2022 data.',
    'Le carte strategiche (2.3) come dati: numero, mazzo, OPS, SR, RP, Stato di Guerra, * e CC, rinforzi. Il regolamento le elenca (pp. 28–35) ma non i valori della CP n° 14; il pacchetto incluso li prende dai dati del 2022.',
  ),
  schema: deckSchema,
};

/** The cards of the deck in play: the 2004 deck, with the Deluxe cards only when chosen. */
export function deckOf(cards: readonly Card[], side: Side, deluxe = false): Card[] {
  return cards.filter((c) => c.side === side && (deluxe || !c.deluxe));
}
