/**
 * The 7 September scenario's chain of command as a pack table (`tables.command`): the two Commanders-in-Chief's
 * values (5.61), each Activation Group with its units and the values its AM prints (5.28). The rulebook gives a
 * few of them (Napoleon, Kutuzov, Eugene, Murat); the others are printed only on the counters and AMs, so the
 * built-in pack carries them as null (a gap: the README names them) and a club's own copy fills them in.
 * No ruling reads it yet: the 7 September play will.
 */
import { z } from 'zod';
import { loc } from '../../core/localized.js';
import type { MissingTable } from '../../core/ruling.js';

/** A printed value, or null where the book does not give it. */
const value = z.number().int().min(-9).max(99).nullable();
const side = z.enum(['french', 'russian']);

const commander = z
  .object({
    side,
    /** The Commander-in-Chief's counter in the pack. */
    counter: z.string().min(1).max(48),
    /** 5.61 (1), 5.29: the Orders Delay value; null where the book gives none (Napoleon never rolls, 5.29). */
    delay: value,
    /** 5.61 (2): the Command DRM. */
    commandDrm: value,
    /** 5.61 (3), 5.22: how many Commands the OC puts Under Orders; null when it depends on the army (SR1). */
    orders: value,
    /** SR1: the Russian Orders per army (Barclay's 1st, Bagration's 2nd, the Reserve). */
    ordersByArmy: z.object({ first: value, second: value, reserve: value }).strict().optional(),
    /** 5.61 (4): the Command Range in hexes. */
    range: value,
    /** The Movement Allowance (SR6); null for Napoleon, who rolls his MP each turn (SR7). */
    movement: value,
    source: z.string().min(1).max(300),
  })
  .strict();

const group = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    side,
    name: z.string().min(1).max(80),
    /** SR1: the Russian army the group belongs to. */
    army: z.enum(['first', 'second', 'reserve']).optional(),
    /** The commander the set-up's heading names for the group (its AM's, 5.3), when it names one. */
    commander: z.string().min(1).max(40).optional(),
    /** 5.28: the Orders value printed on the group's AM (Murat's large "5", SR2); null where the book gives none. */
    orders: value,
    /** SR2: Murat's small "2", the cavalry commands that receive Orders without a roll. */
    direct: value.optional(),
    /** SR3: Mortier's AM reads "Nap": the group acts only on Napoleon's Orders and never changes them. */
    napoleonOnly: z.boolean().optional(),
    /** The pack's counters of the group. */
    units: z.array(z.string().min(1).max(48)).min(1).max(200),
    source: z.string().min(1).max(300),
  })
  .strict();

const commandSchema = z
  .object({
    /** The pack's scenario these groups are of. */
    scenario: z.string().min(1).max(48),
    commanders: z.array(commander).min(1).max(4),
    groups: z.array(group).min(1).max(40),
  })
  .strict()
  .refine((t) => new Set(t.groups.map((g) => g.id)).size === t.groups.length, {
    message: 'each group appears once / ogni gruppo compare una volta sola',
  })
  .refine((t) => new Set(t.groups.flatMap((g) => g.units)).size === t.groups.flatMap((g) => g.units).length, {
    message: 'each unit is in one group only / ogni unità è in un solo gruppo',
  });

export type CommandTable = z.infer<typeof commandSchema>;

export const commandTable: MissingTable<CommandTable> = {
  id: 'command',
  title: loc('Commanders and Activation Groups (7 Sep)', 'Comandanti e Gruppi di Attivazione (7 settembre)'),
  gap: loc(
    'The book gives Napoleon (Orders 3, Command DRM −2), Kutuzov (Delay 5, Command DRM −2, Range 2, MA 4), ' +
      'Eugene’s AM (3) and Murat’s (2/5); every other AM value and Napoleon’s Range are printed only on the counters.',
    'Il regolamento dà Napoleone (Ordini 3, DRM di Comando −2), Kutuzov (Ritardo 5, DRM −2, Raggio 2, MA 4), l’AM ' +
      'di Eugenio (3) e di Murat (2/5); gli altri valori degli AM e il Raggio di Napoleone sono solo sulle pedine.',
  ),
  schema: commandSchema,
};
