import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, type RulingOutcome } from '../../core/ruling.js';
import { describeFire, rollFire, type FireReading } from './fire.js';
import { describeFlank, rollFlank, type FlankOutcome } from './flank.js';
import {
  allocationJson,
  describeAllocation,
  finalSurvivors,
  legalAllocations,
  type LossAllocation,
  type LossProblem,
} from './losses.js';
import { afterCombat } from './retreat.js';
import { attackerPower, battleOf, defenderPower, expectedFire, type Firepower } from './strength.js';
import { TERRAIN, TERRAINS, type Terrain } from './tables.js';
import { parseForce, UNIT_NOTATION_HELP, type Force, type Unit } from './units.js';

/**
 * A full combat (12.2.1), in the rules' order: strengths (12.2.3), trench-cancelling cards (12.2.4), the flank
 * attempt (12.2.5, 12.3), drms (12.2.7), columns (12.2.8), fire (12.2.9) and losses (12.2.10, 12.4) — sequential
 * after a flank attempt or von Hutier, simultaneous otherwise — then the winner (12.2.11), the defender's
 * retreat (12.2.12, 12.5) and whether the attacker may advance (12.2.13, 12.7).
 */

export type FireOrder = 'simultaneous' | 'attacker-first' | 'defender-first';
export type Winner = 'attacker' | 'defender' | 'none';

/** How many allocations a result lists at most (the count of the others is given). */
const LISTED_ALLOCATIONS = 12;

function forceField(maxSpaces: number, maxUnits = 12) {
  return z.string().transform((text, ctx): Force => {
    const parsed = parseForce(text, maxSpaces, maxUnits);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error.en, params: { it: parsed.error.it } });
      return z.NEVER;
    }
    return parsed.value;
  });
}

const reserveField = forceField(1, 30).superRefine((force, ctx) => {
  if (force.units.some((u) => u.kind !== 'corps' || u.reduced)) {
    ctx.addIssue({
      code: 'custom',
      message: 'the Reserve gives full-strength corps only (12.4.4), e.g. 3xC1-1/0-1:ru',
      params: { it: 'dalla Riserva vengono solo corpi a piena forza (12.4.4), ad es. 3xC1-1/0-1:ru' },
    });
  }
});

const combatInput = z
  .object({
    attackers: forceField(6),
    defenders: forceField(1).default({ spaces: [], units: [] }),
    fort: z.number().int().default(0),
    terrain: z.enum(TERRAINS as [Terrain, ...Terrain[]]).default('clear'),
    trench: z.number().int().default(0),
    cancelTrench: z.boolean().default(false),
    attackerDrm: z.number().int().default(0),
    defenderDrm: z.number().int().default(0),
    sinai: z.boolean().default(false),
    flank: z.boolean().default(false),
    isolated: z.number().int().default(0),
    wireless: z.boolean().default(false),
    vonHutier: z.boolean().default(false),
    withdrawal: z.boolean().default(false),
    kemal: z.boolean().default(false),
    attackerReserve: reserveField.default({ spaces: [], units: [] }),
    defenderReserve: reserveField.default({ spaces: [], units: [] }),
    lossChoice: z.number().int().optional(),
    flankArmy: z.enum(['attacking', 'defending']).default('attacking'),
    mountainFlank: z.boolean().default(false),
    summer: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string, it: string): void =>
      ctx.addIssue({ code: 'custom', path: [path], message, params: { it } });
    if (input.attackers.units.length === 0) {
      issue(
        'attackers',
        `give the attacking units (${UNIT_NOTATION_HELP.en})`,
        `indica le unità attaccanti (${UNIT_NOTATION_HELP.it})`,
      );
    }
    if (input.defenders.units.length === 0 && input.fort === 0) {
      issue(
        'defenders',
        'give the defending units, or a --fort for an unoccupied fort',
        'indica le unità difendenti, o --fort per un forte non occupato',
      );
    }
    if (input.defenders.units.length > 3) {
      issue('defenders', 'at most 3 units in a space (10.1.1)', 'al massimo 3 unità in uno spazio (10.1.1)');
    }
    if (input.summer && input.terrain === 'desert') {
      issue(
        'summer',
        'the Terrain Effects Chart allows no combat into or out of a desert space in summer',
        'la Tabella degli Effetti del Terreno vieta il combattimento in o fuori da uno spazio di deserto in estate',
      );
    }
    if (input.isolated > 0 && !input.flank)
      issue('isolated', 'only with --flank (12.3.2)', 'solo con --flank (12.3.2)');
    if (input.wireless && !input.flank) {
      issue(
        'wireless',
        'only with --flank (Wireless Intercepts, CP #2)',
        'solo con --flank (Intercettazioni Radio, CP #2)',
      );
    }
    if (input.flank) {
      const spaces = input.attackers.spaces.length;
      const trenchStands = input.trench > 0 && !input.cancelTrench && !input.vonHutier;
      const attacking = input.flankArmy === 'attacking';
      const armyAt = attacking ? input.attackers.units : input.defenders.units;
      if (spaces < 2) {
        issue(
          'flank',
          'a flank attack needs attackers from 2 or more spaces, split by ";" (12.3.1)',
          'un attacco di fianco richiede attaccanti da 2 o più spazi, separati da ";" (12.3.1)',
        );
      } else if (!armyAt.some((u) => u.kind === 'army')) {
        issue(
          'flank',
          `a flank attack needs at least one ${input.flankArmy} Army (12.3.1; see --flank-army)`,
          `un attacco di fianco richiede almeno un'Armata ${attacking ? 'attaccante' : 'difendente'} (12.3.1; vedi --flank-army)`,
        );
      } else if (input.defenders.units.length === 0) {
        issue(
          'flank',
          'an unoccupied fort can never be flanked (15.1.6)',
          'un forte non occupato non può mai subire un attacco di fianco (15.1.6)',
        );
      } else if (input.terrain === 'swamp') {
        issue('flank', 'no flank attack into swamp (12.3.1)', 'nessun attacco di fianco in palude (12.3.1)');
      } else if (input.terrain === 'mountain' && !input.mountainFlank) {
        issue(
          'flank',
          'the Terrain Effects Chart allows no flank attack into mountain (see --mountain-flank)',
          'la Tabella degli Effetti del Terreno non permette attacchi di fianco in montagna (vedi --mountain-flank)',
        );
      } else if (trenchStands) {
        issue(
          'flank',
          'no flank attack against a trench (12.3.1) unless a card cancels it',
          'nessun attacco di fianco contro una trincea (12.3.1), salvo una carta che la annulli',
        );
      } else if (input.isolated > spaces - 1) {
        issue(
          'isolated',
          `at most ${spaces - 1}: every attacking space but the frontal one (12.3.2)`,
          `al massimo ${spaces - 1}: ogni spazio attaccante tranne quello frontale (12.3.2)`,
        );
      }
    }
  });

type CombatInput = z.infer<typeof combatInput>;

const hasFullStrength = (units: readonly Unit[]): boolean => units.some((u) => !u.reduced);

/** Sorts allocations: by the fire left to the side when it still has to fire, else keeping full-strength units. */
function ranked(allocations: LossAllocation[], fireAfter: ((a: LossAllocation) => number) | null): LossAllocation[] {
  const key = (a: LossAllocation): number[] => [
    fireAfter ? -fireAfter(a) : 0,
    hasFullStrength(finalSurvivors(a)) ? 0 : 1,
    a.armySteps,
    a.armySteps + a.corpsSteps,
  ];
  return [...allocations].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      const d = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
}

function fireJson(fire: FireReading | null) {
  return fire === null
    ? null
    : {
        table: fire.table,
        cf: fire.cf,
        column: fire.column,
        shift: fire.shift,
        drm: fire.drm,
        die: fire.die,
        row: fire.row,
        lossNumber: fire.lossNumber,
      };
}

function unknownCf(option: string, units: readonly Unit[]): RulingOutcome<never> {
  const unit = units.find((u) => u.cf === null) ?? units.find((u) => u.backCf === null);
  const label = unit?.label ?? '';
  return {
    ok: false,
    option,
    message: loc(
      `--${option}: the reduced CF of ${label} is needed (it may be flipped before its side fires, 12.3.3): write it as A5-3/3-3.`,
      `--${option}: serve il CF ridotto di ${label} (può essere girata prima che la sua parte spari, 12.3.3): scrivila come A5-3/3-3.`,
    ),
  };
}

const SIDE_NAME: Record<'attacker' | 'defender', Localized> = {
  attacker: loc('Attacker', 'Attaccante'),
  defender: loc('Defender', 'Difensore'),
};

function fireLine(side: 'attacker' | 'defender', fire: FireReading | null, after: boolean): Localized {
  const name = SIDE_NAME[side];
  if (fire === null) {
    return loc(
      `**${name.en}**: nothing is left to fire (loss number 0).`,
      `**${name.it}**: non resta nulla per sparare (numero di perdite 0).`,
    );
  }
  const lead = after ? loc(' fires with what survives', ' spara con ciò che sopravvive') : loc(' fires', ' spara');
  const body = describeFire(fire);
  const oneLine = (text: string): string => text.replace('\n', '; ');
  return loc(`**${name.en}**${lead.en}: ${oneLine(body.en)}`, `**${name.it}**${lead.it}: ${oneLine(body.it)}`);
}

function lossesLine(
  side: 'attacker' | 'defender',
  lossNumber: number,
  allocations: readonly LossAllocation[],
  chosen: { index: number; explicit: boolean } | null,
): Localized {
  const name = SIDE_NAME[side];
  const head = loc(
    `The ${name.en.toLowerCase()} takes loss number ${lossNumber} (12.4)`,
    `${side === 'attacker' ? "L'attaccante" : 'Il difensore'} subisce un numero di perdite di ${lossNumber} (12.4)`,
  );
  if (allocations.length === 1 && allocations[0]) {
    const only = describeAllocation(allocations[0]);
    return loc(`${head.en}: ${only.en}.`, `${head.it}: ${only.it}.`);
  }
  const shown = allocations.slice(0, 4).map((a, i) => {
    const d = describeAllocation(a);
    return loc(`(${i + 1}) ${d.en}`, `(${i + 1}) ${d.it}`);
  });
  const more = allocations.length - shown.length;
  const moreText = more > 0 ? loc(`; and ${more} more`, `; e altri ${more} modi`) : loc('', '');
  const pick =
    chosen === null
      ? loc(', the owner chooses', ', a scelta del proprietario')
      : chosen.explicit
        ? loc(
            `; (${chosen.index}) is taken here (--loss-choice)`,
            `; qui si applica (${chosen.index}) (--scelta-perdite)`,
          )
        : loc(
            `; (${chosen.index}) is taken here, leaving the strongest fire (--loss-choice to change)`,
            `; qui si applica (${chosen.index}), che lascia il fuoco più forte (--scelta-perdite per cambiare)`,
          );
  return loc(
    `${head.en}, ${allocations.length} legal ways${pick.en}: ${shown.map((s) => s.en).join('; ')}${moreText.en}.`,
    `${head.it}, ${allocations.length} modi legali${pick.it}: ${shown.map((s) => s.it).join('; ')}${moreText.it}.`,
  );
}

export function resolveCombat(input: CombatInput, dice: Dice): RulingOutcome<unknown> {
  const battle = battleOf({ ...input, defenders: input.defenders });
  const attackers = input.attackers.units;
  const defenders = input.defenders.units;
  const rules = ['12.2.1', '12.2.3'];
  const lines: Localized[] = [];
  if (input.cancelTrench && input.trench > 0) {
    rules.push('12.2.4');
    lines.push(
      loc('A combat card cancels the trench (12.2.4).', 'Una carta di combattimento annulla la trincea (12.2.4).'),
    );
  }

  // Steps 4 and 8: the flank attempt, or von Hutier, make fire sequential (12.2.5, 12.3.3).
  let flank: FlankOutcome | null = null;
  if (input.flank) {
    flank = rollFlank(dice, input.isolated, input.wireless);
    rules.push('12.2.5', '12.3.1', '12.3.2', '12.3.3');
    lines.push(describeFlank(flank));
  }
  const order: FireOrder = input.vonHutier
    ? 'attacker-first'
    : flank
      ? flank.success
        ? 'attacker-first'
        : 'defender-first'
      : 'simultaneous';
  if (input.vonHutier) {
    lines.push(
      loc(
        'von Hutier: the attacker fires first and the trench is cancelled (CP #44).',
        "von Hutier: l'attaccante spara per primo e la trincea è annullata (CP #44).",
      ),
    );
  }
  rules.push('12.2.7', '12.2.8', '12.2.9', '12.2.10');
  if (input.sinai) rules.push('12.2.7');

  const attackerProblem = (lossNumber: number): LossProblem => ({
    units: attackers,
    reserve: input.attackerReserve.units,
    fortLf: 0,
    lossNumber,
    attacking: true,
    withdrawal: false,
  });
  const defenderProblem = (lossNumber: number): LossProblem => ({
    units: defenders,
    reserve: input.defenderReserve.units,
    fortLf: input.fort,
    lossNumber,
    attacking: false,
    withdrawal: input.withdrawal,
  });
  const defenderAfter = (a: LossAllocation): Firepower =>
    defenderPower(battle, a.survivors, a.fortDestroyed ? 0 : input.fort);
  const attackerAfter = (a: LossAllocation): Firepower => attackerPower(battle, a.survivors);
  const fire = (power: Firepower): FireReading => {
    if (power.cf === null) throw new Error('fire with an unknown CF');
    return rollFire(dice, power.table, power.cf, power.shift, power.drm);
  };
  const fires = (units: readonly Unit[], fort: number): boolean => units.length > 0 || fort > 0;
  const outOfRange = (side: 'attacker' | 'defender', count: number): RulingOutcome<never> => ({
    ok: false,
    option: 'loss-choice',
    message: loc(
      `--loss-choice: the ${side} has ${count} legal ways to take its losses; choose from 1 to ${count}.`,
      `--scelta-perdite: ${side === 'attacker' ? "l'attaccante" : 'il difensore'} ha ${count} modi legali di subire le perdite; scegli da 1 a ${count}.`,
    ),
  });

  let attackerFire: FireReading | null;
  let defenderFire: FireReading | null;
  let attackerLosses: LossAllocation[];
  let defenderLosses: LossAllocation[];
  // The allocation the side hit first takes before the other fires (12.3.3); the other side's is the first listed.
  let choice: { side: 'attacker' | 'defender'; index: number } | null = null;
  const explicit = input.lossChoice !== undefined;

  if (order === 'simultaneous') {
    const aPower = attackerPower(battle, attackers);
    const dPower = defenderPower(battle, defenders, input.fort);
    if (aPower.cf === null) return unknownCf('attackers', attackers);
    if (dPower.cf === null) return unknownCf('defenders', defenders);
    const aFire = fire(aPower);
    const dFire = fire(dPower);
    attackerFire = aFire;
    defenderFire = dFire;
    defenderLosses = ranked(legalAllocations(defenderProblem(aFire.lossNumber)), null);
    attackerLosses = ranked(legalAllocations(attackerProblem(dFire.lossNumber)), null);
    lines.push(
      fireLine('attacker', aFire, false),
      fireLine('defender', dFire, false),
      lossesLine('defender', aFire.lossNumber, defenderLosses, null),
      lossesLine('attacker', dFire.lossNumber, attackerLosses, null),
    );
  } else if (order === 'attacker-first') {
    const aPower = attackerPower(battle, attackers);
    if (aPower.cf === null) return unknownCf('attackers', attackers);
    const aFire = fire(aPower);
    attackerFire = aFire;
    const legal = legalAllocations(defenderProblem(aFire.lossNumber));
    if (legal.some((a) => defenderAfter(a).cf === null)) return unknownCf('defenders', defenders);
    defenderLosses = ranked(legal, (a) => expectedFire(defenderAfter(a)));
    const index = input.lossChoice ?? 1;
    const taken = defenderLosses[index - 1];
    if (!taken) return outOfRange('defender', defenderLosses.length);
    choice = { side: 'defender', index };
    defenderFire = fires(taken.survivors, taken.fortDestroyed ? 0 : input.fort) ? fire(defenderAfter(taken)) : null;
    attackerLosses = ranked(legalAllocations(attackerProblem(defenderFire?.lossNumber ?? 0)), null);
    lines.push(
      fireLine('attacker', aFire, false),
      lossesLine('defender', aFire.lossNumber, defenderLosses, defenderLosses.length > 1 ? { index, explicit } : null),
      fireLine('defender', defenderFire, true),
      lossesLine('attacker', defenderFire?.lossNumber ?? 0, attackerLosses, null),
    );
  } else {
    const dPower = defenderPower(battle, defenders, input.fort);
    if (dPower.cf === null) return unknownCf('defenders', defenders);
    const dFire = fire(dPower);
    defenderFire = dFire;
    const legal = legalAllocations(attackerProblem(dFire.lossNumber));
    if (legal.some((a) => attackerAfter(a).cf === null)) return unknownCf('attackers', attackers);
    attackerLosses = ranked(legal, (a) => expectedFire(attackerAfter(a)));
    const index = input.lossChoice ?? 1;
    const taken = attackerLosses[index - 1];
    if (!taken) return outOfRange('attacker', attackerLosses.length);
    choice = { side: 'attacker', index };
    attackerFire = fires(taken.survivors, 0) ? fire(attackerAfter(taken)) : null;
    defenderLosses = ranked(legalAllocations(defenderProblem(attackerFire?.lossNumber ?? 0)), null);
    lines.push(
      fireLine('defender', dFire, false),
      lossesLine('attacker', dFire.lossNumber, attackerLosses, attackerLosses.length > 1 ? { index, explicit } : null),
      fireLine('attacker', attackerFire, true),
      lossesLine('defender', attackerFire?.lossNumber ?? 0, defenderLosses, null),
    );
  }
  rules.push('12.4.1', '12.4.3');

  const attackerLoss = defenderFire?.lossNumber ?? 0;
  const defenderLoss = attackerFire?.lossNumber ?? 0;
  const winner: Winner = defenderLoss > attackerLoss ? 'attacker' : defenderLoss < attackerLoss ? 'defender' : 'none';
  rules.push('12.2.11');

  // The allocation each side takes: the one chosen before the second fire, else the first listed.
  const takenBy = (side: 'attacker' | 'defender', list: readonly LossAllocation[]): LossAllocation | undefined =>
    list[choice?.side === side ? choice.index - 1 : 0];
  const attackerTaken = takenBy('attacker', attackerLosses);
  const defenderTaken = takenBy('defender', defenderLosses);
  const attackersLeft = attackerTaken ? finalSurvivors(attackerTaken) : attackers;
  const defendersLeft = defenderTaken ? finalSurvivors(defenderTaken) : defenders;
  const fortDestroyed = defenderTaken?.fortDestroyed ?? false;

  lines.push(outcomeLine(winner, defenderLoss, attackerLoss));
  const after = afterCombat({
    input,
    winner,
    margin: defenderLoss - attackerLoss,
    attackersLeft,
    defendersAtStart: defenders,
    defendersLeft,
    fortDestroyed,
  });
  lines.push(...after.lines);
  rules.push(...after.rules);
  const { retreat, canCancelRetreat, advance } = after;

  const listed = (allocations: readonly LossAllocation[]) =>
    allocations.slice(0, LISTED_ALLOCATIONS).map(allocationJson);
  return {
    ok: true,
    result: {
      order,
      flank,
      attackerFire: fireJson(attackerFire),
      defenderFire: fireJson(defenderFire),
      attackerLoss,
      defenderLoss,
      winner,
      retreat,
      canCancelRetreat,
      advance,
      attackerLosses: listed(attackerLosses),
      defenderLosses: listed(defenderLosses),
      moreAttackerLosses: Math.max(0, attackerLosses.length - LISTED_ALLOCATIONS),
      moreDefenderLosses: Math.max(0, defenderLosses.length - LISTED_ALLOCATIONS),
      lossChoice: choice,
    },
    rules: [...new Set(rules)],
    text: joinLocalized(lines),
  };
}

function outcomeLine(winner: Winner, defenderLoss: number, attackerLoss: number): Localized {
  switch (winner) {
    case 'attacker':
      return loc(
        `**The attacker wins**: loss numbers ${defenderLoss} against ${attackerLoss} (12.2.11).`,
        `**Vince l'attaccante**: numeri di perdite ${defenderLoss} contro ${attackerLoss} (12.2.11).`,
      );
    case 'defender':
      return loc(
        `**The defender wins**: loss numbers ${attackerLoss} against ${defenderLoss} (12.2.11).`,
        `**Vince il difensore**: numeri di perdite ${attackerLoss} contro ${defenderLoss} (12.2.11).`,
      );
    case 'none':
      return loc(
        `**Equal loss numbers (${defenderLoss}): both sides lose**, no retreat (12.2.11, 12.5.2).`,
        `**Numeri di perdite uguali (${defenderLoss}): entrambe le parti perdono**, nessuna ritirata (12.2.11, 12.5.2).`,
      );
  }
}

export const combatRuling = defineRuling({
  id: 'combat',
  nameIt: 'combattimento',
  description: loc(
    'A full combat in the rules order: flank, fire, losses, winner, retreat (12.2–12.7)',
    "Un combattimento completo nell'ordine delle regole: fianco, fuoco, perdite, ritirata (12.2–12.7)",
  ),
  options: [
    option.string(
      'attackers',
      loc(
        'Attacking units: A5-3/3-3:ge army, C2-1 corps, (A3-3) reduced; ";" between spaces',
        'Attaccanti: A5-3/3-3:ge armata, C2-1 corpo, (A3-3) ridotta; ";" tra spazi',
      ),
      { required: true, nameIt: 'attaccanti' },
    ),
    option.string(
      'defenders',
      loc('Defending units, same notation, one space', 'Unità difendenti, stessa notazione, un solo spazio'),
      {
        nameIt: 'difensori',
      },
    ),
    option.integer('fort', loc("Defending fort's value (its CF and LF)", 'Valore del forte difendente (CF e LF)'), {
      min: 0,
      max: 9,
      nameIt: 'forte',
    }),
    option.choice(
      'terrain',
      loc("Defending space's terrain", 'Terreno dello spazio difendente'),
      TERRAINS.map((t) => ({ value: t, name: TERRAIN[t].name })),
      { nameIt: 'terreno' },
    ),
    option.integer('trench', loc('Trench level in the defending space', 'Livello di trincea nello spazio difendente'), {
      min: 0,
      max: 2,
      nameIt: 'trincea',
    }),
    option.boolean(
      'cancel-trench',
      loc(
        'The attacker played a card that cancels trenches (12.2.4)',
        "L'attaccante gioca una carta che annulla le trincee",
      ),
      {
        nameIt: 'annulla-trincea',
      },
    ),
    option.integer(
      'attacker-drm',
      loc("Sum of the attacker's combat card drms", "Somma dei drm delle carte dell'attaccante"),
      {
        min: -9,
        max: 9,
        nameIt: 'drm-attaccante',
      },
    ),
    option.integer(
      'defender-drm',
      loc("Sum of the defender's combat card drms", 'Somma dei drm delle carte del difensore'),
      {
        min: -9,
        max: 9,
        nameIt: 'drm-difensore',
      },
    ),
    option.boolean(
      'sinai',
      loc('All attackers are in the Sinai space: −3 drm (12.2.7)', 'Tutti gli attaccanti nel Sinai: drm −3 (12.2.7)'),
    ),
    option.boolean('flank', loc('Attempt a flank attack (12.3)', 'Tenta un attacco di fianco (12.3)'), {
      nameIt: 'fianco',
    }),
    option.integer(
      'isolated',
      loc(
        'Non-frontal attacking spaces not adjacent to other enemy units (+1 each)',
        'Spazi non frontali non adiacenti ad altri nemici (+1 ciascuno)',
      ),
      { min: 0, max: 5, nameIt: 'isolati' },
    ),
    option.boolean(
      'wireless',
      loc('Wireless Intercepts: the flank attack succeeds', "Intercettazioni Radio: l'attacco di fianco riesce"),
      {
        nameIt: 'intercettazioni',
      },
    ),
    option.boolean(
      'von-hutier',
      loc(
        'von Hutier: the attacker fires first, trench cancelled',
        "von Hutier: l'attaccante spara per primo, trincea annullata",
      ),
    ),
    option.boolean('withdrawal', loc('The defender played Withdrawal (12.6)', 'Il difensore gioca Ritirata (12.6)'), {
      nameIt: 'ritirata',
    }),
    option.boolean(
      'kemal',
      loc('Kemal: the Turkish defender uses the Army table', 'Kemal: il difensore turco usa la Tabella delle Armate'),
    ),
    option.string(
      'attacker-reserve',
      loc(
        "Full corps in the attacker's Reserve Box, e.g. 3xC2-1/1-1:ge",
        'Corpi pieni nella Riserva attaccante, es. 3xC2-1/1-1:ge',
      ),
      {
        nameIt: 'riserva-attaccante',
      },
    ),
    option.string(
      'defender-reserve',
      loc(
        "Full corps in the defender's Reserve Box, e.g. 2xC1-1/0-1:ru",
        'Corpi pieni nella Riserva difensore, es. 2xC1-1/0-1:ru',
      ),
      {
        nameIt: 'riserva-difensore',
      },
    ),
    option.integer(
      'loss-choice',
      loc(
        'Which legal loss allocation the side hit first takes (as listed)',
        'Quale ripartizione legale delle perdite prende chi è colpito per primo',
      ),
      {
        min: 1,
        max: 99,
        nameIt: 'scelta-perdite',
      },
    ),
    option.choice(
      'flank-army',
      loc(
        '12.3.1 "attacca almeno un\'Armata": an attacking or a defending Army',
        '12.3.1 "attacca almeno un\'Armata": armata attaccante o difendente',
      ),
      [
        { value: 'attacking', name: loc('an attacking Army (default)', "un'Armata attaccante (predefinito)") },
        { value: 'defending', name: loc('a defending Army', "un'Armata difendente") },
      ],
      { nameIt: 'armata-fianco' },
    ),
    option.boolean(
      'mountain-flank',
      loc(
        'Allow a flank attack into mountain (12.3.1 text, not the TEC)',
        'Consenti il fianco in montagna (testo 12.3.1, non la TEC)',
      ),
      {
        nameIt: 'fianco-montagna',
      },
    ),
    option.boolean(
      'summer',
      loc(
        'A summer turn: no combat into or out of desert (TEC)',
        'Turno estivo: nessun combattimento in o fuori dal deserto (TEC)',
      ),
      { nameIt: 'estate' },
    ),
  ],
  input: combatInput,
  resolve: resolveCombat,
});
