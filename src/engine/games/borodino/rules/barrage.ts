/**
 * The Artillery Barrage AM of the 7 September scenario (5.33, 5.35, 8.21, SR1, SR4): the AM's id in the cup, the Order
 * Point it costs, and the artillery that may combine its fire when it is drawn (8.21, over fire-position.ts's
 * `combinable`).
 */
import type { CommandTable } from '../command.js';
import type { Side } from '../model.js';
import { ordersProblem } from './activation.js';

/** 5.33, SR4: the Orders Phase's `order/barrage` orders the Artillery Barrage AM (or takes it back). */
export const BARRAGE_ORDER = 'barrage';

/** 5.33: the Barrage AM of a side, as the cup holds it (next to the groups' ids). */
export const barrageAm = (side: Side): string => `barrage-${side}`;

/** The side whose Barrage AM `id` is, or null for any other AM. */
export function barrageSide(id: string | null | undefined): Side | null {
  return id === barrageAm('french') ? 'french' : id === barrageAm('russian') ? 'russian' : null;
}

export type BarrageProblem =
  | { readonly code: 'barrage-no-point'; readonly rule: '5.33' }
  | { readonly code: 'barrage-no-army'; readonly rule: 'SR1' };

/**
 * 5.33, 8.21, SR1: whether the side, with these Commands Under Orders, still has the Order Point the Barrage AM costs
 * ("Il porre questo AM nella tazza costa un Punto Ordini"): the Commands must fit `ordersProblem`'s limits with one
 * Order less. The French: Napoleon's Orders value less one (5.22). The Russians (SR1): "Il russo può ridurre questo
 * numero di uno e porre il segnalino di Sbarramento di Artiglieria nella tazza": one army's number less one, the others
 * whole. A value the table lacks (null) limits nothing, as `ordersProblem` reads it.
 */
export function barrageProblem(
  table: CommandTable,
  side: Side,
  commands: readonly string[],
  formationOf: (unit: string) => string,
): BarrageProblem | null {
  const oc = table.commanders.find((c) => c.side === side);
  if (!oc) return null;
  const less = (change: Partial<typeof oc>): CommandTable => ({
    ...table,
    commanders: table.commanders.map((c) => (c === oc ? { ...c, ...change } : c)),
  });
  const fits = (t: CommandTable) => ordersProblem(t, side, commands, formationOf) === null;
  const byArmy = oc.ordersByArmy;
  if (byArmy) {
    const armies = ['first', 'second', 'reserve'] as const;
    const spare = armies.some((army) => {
      const limit = byArmy[army];
      return limit === null || fits(less({ ordersByArmy: { ...byArmy, [army]: limit - 1 } }));
    });
    return spare ? null : { code: 'barrage-no-army', rule: 'SR1' };
  }
  if (oc.orders === null) return null;
  return fits(less({ orders: oc.orders - 1 })) ? null : { code: 'barrage-no-point', rule: '5.33' };
}

/**
 * 8.21 with the Barrage AM: at most how many batteries fire together. Outside it only two stacked ("se due unità di
 * artiglieria sono raggruppate"); with it any number stacked or adjacent (`combinable`), as many as are there.
 */
export function combinedLimit(barrage: boolean): number {
  return barrage ? Infinity : 2;
}
