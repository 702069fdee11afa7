import type { Charge, ChargingStack, Declared } from './state.js';
import type { BorodinoState } from './state.js';

/**
 * 9.86 "CARICHE MULTIESAGONO: Se la carica è composta da due o più unità di cavalleria in esagoni diversi, la
 * controcarica deve attaccare uno solo degli esagoni." A stack of cavalry declares its charge on the target of a charge
 * declared before it (each with its own path and facing, 9.81) and joins it: one charge from several hexes. Each stack
 * rolls its own Commitment with its top unit and moves next to the target (9.81 step 3 "per ogni gruppo di unità di
 * cavalleria"); those that pass are one charge (`mergeCharges`, `Charge.others`). Step 4: the square is tried once
 * against the whole charge; a countercharge attacks one of the charging hexes, the defender's choice among those it
 * may countercharge (`may.against`). Step 5: facing a square each stack's top unit tries its own Recall. Step 6: the
 * Reaction Fire at each charging hex, as at the stacks of a combined assault; the stacks Disordered by it may try
 * their Recall. Step 7: one roll, the strengths summed (9.51), the highest Cohesion (9.52), 9.83's DRM from every
 * charging unit but those countercharged, each stack's top unit checking (6.23); the advance (9.71) of the stack with
 * the highest Cohesion (a tie, the attacker's choice), or on 10+ the pursuit (9.87) of every charging unit stacking
 * allows, heavy first. charge.ts carries the steps; this file the stacks.
 */

/** Every stack of `charge`, its own first. */
export const chargeStacks = (charge: Charge): ChargingStack[] => [
  { from: charge.from, at: charge.at, units: charge.units },
  ...(charge.others ?? []),
];

/** The charging units still in the hex their stack stopped in (those a Reaction Fire retreated, or recalled, are out). */
export function chargingUnits(state: BorodinoState, charge: Charge): string[] {
  return chargeStacks(charge).flatMap((k) => k.units.filter((id) => state.units[id]?.at === k.at));
}

/** The stack of `charge` a unit charges with. */
export const stackOfUnit = (charge: Charge, id: string): ChargingStack | undefined =>
  chargeStacks(charge).find((k) => k.units.includes(id));

/** `charge` with only the stacks (and units) `keep` says, the first kept becoming its own; null when none is left. */
export function keepStacks(charge: Charge, keep: (k: ChargingStack) => readonly string[]): Charge | null {
  const left = chargeStacks(charge)
    .map((k) => ({ ...k, units: keep(k) }))
    .filter((k) => k.units.length > 0);
  const first = left[0];
  if (!first) return null;
  const { others: _others, ...rest } = charge;
  return {
    ...rest,
    from: first.from,
    at: first.at,
    units: first.units,
    ...(left.length > 1 ? { others: left.slice(1) } : {}),
  };
}

/**
 * 9.86: the committed first charges on one target made one charge from several hexes, in the order declared: the
 * first's own (its `may` read with the others': a square if any may meet one; the countercharge against each hex it
 * may attack).
 */
export function mergeCharges(kept: readonly Declared[]): Declared[] {
  const out: Declared[] = [];
  for (const d of kept) {
    const c = d.charge;
    const into = c ? out.findIndex((o) => o.charge && o.charge.target === c.target && !o.charge.pursuit) : -1;
    if (!c || into < 0) {
      out.push(d);
      continue;
    }
    const o = out[into]!;
    const first = o.charge!;
    const against = [
      ...(first.may.against ?? (first.may.countercharge ? [first.at] : [])),
      ...(c.may.countercharge ? [c.at] : []),
    ];
    const merged: Charge = {
      ...first,
      may: {
        square: first.may.square || c.may.square,
        countercharge: first.may.countercharge ?? c.may.countercharge,
        ...(against.length > 0 ? { against: [...new Set(against)] } : {}),
      },
      others: [...(first.others ?? []), { from: c.from, at: c.at, units: c.units }],
    };
    out[into] = { ...o, units: [...o.units, ...d.units], charge: merged };
  }
  return out;
}
