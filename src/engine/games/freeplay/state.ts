import { z } from 'zod';
import type { Highlights, SideId } from '../../core/game.js';

/**
 * Freeplay: the tabletop. Any pack, units moved by hand, dice and rulings on request; only the map's geometry
 * and the pack's stacking limit are enforced. State is plain JSON.
 */

export interface UnitState {
  /** Where the unit stands; null while it is off the map (not yet placed, or removed). */
  at: string | null;
  reduced: boolean;
  /** Face down: other sides and observers see only that a unit is there. */
  hidden: boolean;
  side: SideId;
}

export interface MarkerState {
  readonly id: string;
  readonly kind: string;
  readonly at: string;
}

export interface NoteState {
  readonly turn: number;
  readonly side: SideId;
  readonly text: string;
  /** A secret note (orders, plans) that only its side reads until the game ends. */
  readonly secret: boolean;
}

export interface FreeplayState {
  readonly pack: { readonly id: string; readonly version: string };
  readonly scenario: string;
  readonly turn: number;
  readonly lastTurn: number;
  readonly sides: readonly SideId[];
  readonly active: SideId;
  readonly units: Readonly<Record<string, UnitState>>;
  readonly markers: readonly MarkerState[];
  readonly nextMarker: number;
  readonly notes: readonly NoteState[];
  /** What the last board action did, for the picture. */
  readonly last: Highlights;
  readonly over?: { readonly winner?: SideId; readonly reason: 'last-turn' | 'resigned' };
}

const id = z.string().min(1).max(48);

export const freeplayAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), unit: id, to: id }).strict(),
  z.object({ type: z.literal('place'), unit: id, at: id, hidden: z.boolean().default(false) }).strict(),
  z.object({ type: z.literal('remove'), unit: id }).strict(),
  z.object({ type: z.literal('flip'), unit: id }).strict(),
  z.object({ type: z.literal('reveal'), unit: id }).strict(),
  z.object({ type: z.literal('hide'), unit: id }).strict(),
  z.object({ type: z.literal('marker-add'), kind: id, at: id }).strict(),
  z.object({ type: z.literal('marker-remove'), marker: id }).strict(),
  z
    .object({ type: z.literal('note'), text: z.string().trim().min(1).max(500), secret: z.boolean().default(false) })
    .strict(),
  z
    .object({ type: z.literal('roll'), dice: z.string().min(1).max(200), reason: z.string().max(100).optional() })
    .strict(),
  z
    .object({
      type: z.literal('ruling'),
      game: id,
      ruling: id,
      options: z.record(z.string().max(32), z.union([z.string().max(500), z.number(), z.boolean()])),
    })
    .strict(),
  z.object({ type: z.literal('end-turn') }).strict(),
  z.object({ type: z.literal('resign') }).strict(),
]);

export type FreeplayAction = z.infer<typeof freeplayAction>;
