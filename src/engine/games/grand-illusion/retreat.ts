import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { forceOption, isCombat, type Arm, type Force } from './forces.js';
import { VOSGES_HEXES } from './tables.js';

/** Mandatory retreat after a battle (9.4.1, 9.4.2). */

export interface Survivor {
  readonly arm: Arm;
  readonly disorganized: boolean;
}

export type RetreatReason = 'infantry' | 'rout' | 'cavalry';
export type Who = 'attacker' | 'defender' | 'both' | 'none';

export interface SideRetreat {
  readonly must: boolean;
  readonly reasons: readonly RetreatReason[];
}

export interface RetreatCheck {
  readonly mustRetreat: Who;
  readonly attacker: SideRetreat;
  readonly defender: SideRetreat;
  /** A retreat the infantry rule or a Rout would force, waived by a trench or hex 102/103 (9.4.2 exception). */
  readonly waived: Who;
}

export interface RetreatConditions {
  /** FoW 2/12 Rout. */
  readonly rout: boolean;
  /** The hex has a trench marker. */
  readonly entrenched: boolean;
  readonly hex?: number | undefined;
  /** Only cavalry took part on both sides. */
  readonly cavalryOnly: boolean;
}

const intact = (units: readonly Survivor[], arm?: Arm): number =>
  units.filter((u) => !u.disorganized && (arm === undefined || u.arm === arm)).length;

const who = (a: boolean, d: boolean): Who => (a && d ? 'both' : a ? 'attacker' : d ? 'defender' : 'none');

/**
 * 9.4.2: a side with only Disorganized infantry, or none (ignore its forts and cavalry), retreats if the other side
 * has an intact infantry unit; after a Rout the side with fewer intact combat units (ignore forts) retreats, nobody
 * on a tie. Neither case forces a retreat in a trench hex or in hexes 102/103. In a cavalry-only battle a side
 * retreats only if it has no intact cavalry (README: when the other side still has some).
 */
export function mandatoryRetreat(
  attacker: readonly Survivor[],
  defender: readonly Survivor[],
  c: RetreatConditions,
): RetreatCheck {
  const exempt = c.entrenched || (c.hex !== undefined && VOSGES_HEXES.includes(c.hex));
  const reasons = { attacker: [] as RetreatReason[], defender: [] as RetreatReason[] };
  const waived = { attacker: false, defender: false };
  const sides = [
    ['attacker', attacker, defender],
    ['defender', defender, attacker],
  ] as const;
  for (const [name, mine, theirs] of sides) {
    const infantryRule = intact(mine, 'infantry') === 0 && intact(theirs, 'infantry') >= 1;
    const routRule = c.rout && intact(mine) < intact(theirs);
    for (const [applies, reason] of [
      [infantryRule, 'infantry'],
      [routRule, 'rout'],
    ] as const) {
      if (!applies) continue;
      if (exempt) waived[name] = true;
      else reasons[name].push(reason);
    }
    if (c.cavalryOnly && intact(mine, 'cavalry') === 0 && intact(theirs, 'cavalry') >= 1) reasons[name].push('cavalry');
  }
  const a = reasons.attacker.length > 0;
  const d = reasons.defender.length > 0;
  return {
    mustRetreat: who(a, d),
    attacker: { must: a, reasons: reasons.attacker },
    defender: { must: d, reasons: reasons.defender },
    waived: who(waived.attacker && !a, waived.defender && !d),
  };
}

const REASON: Record<RetreatReason, Localized> = {
  infantry: loc(
    'it has no non-Disorganized infantry while the enemy has some',
    "non ha fanteria non disorganizzata mentre l'avversario ne ha",
  ),
  rout: loc('Rout: it has fewer non-Disorganized combat units', 'Rotta: ha meno unità combattenti non disorganizzate'),
  cavalry: loc(
    'cavalry battle: it has no non-Disorganized cavalry left',
    'battaglia di sola cavalleria: non ha più cavalleria non disorganizzata',
  ),
};

/** The retreat verdict in words. */
export function retreatWords(check: RetreatCheck, c: RetreatConditions): Localized[] {
  const lines: Localized[] = [];
  for (const [name, side] of [
    ['attacker', check.attacker],
    ['defender', check.defender],
  ] as const) {
    if (!side.must) continue;
    const because = side.reasons.map((r) => REASON[r]);
    lines.push(
      loc(
        `The **${name} must retreat** (9.4.2): ${because.map((b) => b.en).join('; ')}. All its units retreat.`,
        `L'**${name === 'attacker' ? 'attaccante' : 'difensore'} si deve ritirare** (9.4.2): ${because.map((b) => b.it).join('; ')}. Si ritirano tutte le sue unità.`,
      ),
    );
  }
  if (check.waived !== 'none') {
    const where = c.entrenched
      ? loc('the hex is entrenched', "l'esagono è trincerato")
      : loc(`the battle is in hex ${c.hex}`, `la battaglia è nell'esagono ${c.hex}`);
    const whom: Record<Exclude<Who, 'none'>, Localized> = {
      both: loc('Both sides', 'Entrambe le parti'),
      attacker: loc('The attacker', "L'attaccante"),
      defender: loc('The defender', 'Il difensore'),
    };
    const w = whom[check.waived];
    lines.push(
      loc(
        `${w.en} would have to retreat, but ${where.en} (9.4.2): the retreat is not mandatory, though still allowed.`,
        `${w.it} ${check.waived === 'both' ? 'dovrebbero' : 'dovrebbe'} ritirarsi, ma ${where.it} (9.4.2): la ritirata non è obbligatoria, anche se consentita.`,
      ),
    );
  }
  if (check.mustRetreat === 'none' && check.waived === 'none')
    lines.push(loc('No side must retreat (9.4.2).', 'Nessuna parte deve ritirarsi (9.4.2).'));
  if (!check.defender.must)
    lines.push(
      loc(
        'The defender may always retreat all its non-fort units if a retreat path exists; then all of them retreat (9.4.1).',
        'Il difensore può sempre ritirare tutte le sue unità che non siano forti se esiste un percorso; allora si ritirano tutte (9.4.1).',
      ),
    );
  return lines;
}

export function survivorsOf(force: Force): Survivor[] {
  return force.groups
    .flat()
    .filter(isCombat)
    .map((u) => ({ arm: u.arm, disorganized: u.disorganized }));
}

export function cavalryOnly(a: Force, d: Force): boolean {
  const units = [...a.groups.flat(), ...d.groups.flat()].filter(isCombat);
  return units.length > 0 && units.every((u) => u.arm === 'cavalry');
}

const input = z.object({
  attacker: z.string().transform(forceOption('A')),
  defender: z.string().transform(forceOption('D')),
  rout: z.boolean().default(false),
  entrenched: z.boolean().default(false),
  hex: z.number().int().optional(),
});

export const retreatCheck = defineRuling({
  id: 'retreat-check',
  nameIt: 'ritirata-obbligatoria',
  description: loc(
    'Who must retreat after a battle, from the units left in the hex (9.4.2)',
    "Chi si deve ritirare dopo una battaglia, dalle unità rimaste nell'esagono (9.4.2)",
  ),
  options: [
    option.string(
      'attacker',
      loc(
        'Attacking units left in the hex, e.g. "6 fr corps, 3 fr corps dis"',
        'Unità attaccanti rimaste nell\'esagono, es. "6 fr corps, 3 fr corps dis"',
      ),
      {
        required: true,
        nameIt: 'attaccante',
      },
    ),
    option.string(
      'defender',
      loc(
        'Defending units left in the hex, e.g. "5 de corps dis"',
        'Unità difendenti rimaste nell\'esagono, es. "5 de corps dis"',
      ),
      {
        required: true,
        nameIt: 'difensore',
      },
    ),
    option.boolean('rout', loc('The FoW roll was a Rout (2 or 12)', 'Il tiro FoW è stato Rotta (2 o 12)'), {
      nameIt: 'rotta',
    }),
    option.boolean(
      'entrenched',
      loc('The battle hex has a trench marker', "L'esagono di battaglia ha un segnalino di trincea"),
      { nameIt: 'trincerato' },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: retreat not mandatory)',
        "Numero dell'esagono (102/103: ritirata non obbligatoria)",
      ),
      {
        min: 1,
        max: 107,
        nameIt: 'esagono',
      },
    ),
  ],
  input,
  resolve(v) {
    const conditions: RetreatConditions = {
      rout: v.rout,
      entrenched: v.entrenched,
      hex: v.hex,
      cavalryOnly: cavalryOnly(v.attacker, v.defender),
    };
    const check = mandatoryRetreat(survivorsOf(v.attacker), survivorsOf(v.defender), conditions);
    return { ok: true, result: check, rules: ['9.4.2', '9.4.1'], text: joinLocalized(retreatWords(check, conditions)) };
  },
});
