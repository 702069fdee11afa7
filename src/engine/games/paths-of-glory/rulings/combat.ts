import { z } from 'zod';
import { onOption, problem } from '../../../core/explain.js';
import { loc } from '../../../core/localized.js';
import { refuse, defineRuling, option } from '../../../core/ruling.js';
import { isReduced, TERRAINS, type Terrain } from '../model.js';
import { labelOf } from '../notation.js';
import { fight, type CombatOutcome } from '../rules/combat.js';
import type { FireReading } from '../rules/fire.js';
import { flankProblem } from '../rules/flank.js';
import { finalSurvivors, type LossAllocation } from '../rules/losses.js';
import { pogWords, TERRAIN_NAME } from '../words.js';
import { forceField } from './fields.js';

/** How many allocations a result lists at most (the count of the others is given). */
const LISTED_ALLOCATIONS = 12;

const EMPTY = { spaces: [], units: [] };

const reserveField = forceField(1, 30).superRefine((force, ctx) => {
  // 12.4.4: only full-strength corps come from the Reserve Box.
  if (force.units.some((u) => u.size !== 'corps' || isReduced(u)))
    refuse(ctx, problem('reserve-corps-only', undefined, { rule: '12.4.4' }).problem);
});

const combatInput = z
  .object({
    attackers: forceField(6),
    defenders: forceField(1).default(EMPTY),
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
    attackerReserve: reserveField.default(EMPTY),
    defenderReserve: reserveField.default(EMPTY),
    lossChoice: z.number().int().optional(),
    flankArmy: z.enum(['attacking', 'defending']).default('attacking'),
    mountainFlank: z.boolean().default(false),
    summer: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const refuseAt = (path: string, code: string, rule?: string): void =>
      refuse(ctx, problem(code, undefined, rule === undefined ? {} : { rule }).problem, path);
    if (input.attackers.units.length === 0) refuseAt('attackers', 'no-attackers');
    if (input.defenders.units.length === 0 && input.fort === 0) refuseAt('defenders', 'no-defenders');
    if (input.defenders.units.length > 3) refuseAt('defenders', 'stacking', '10.1.1');
    if (input.summer && input.terrain === 'desert') refuseAt('summer', 'desert-summer');
    if (input.isolated > 0 && !input.flank) refuseAt('isolated', 'isolated-without-flank', '12.3.2');
    if (input.wireless && !input.flank) refuseAt('wireless', 'wireless-without-flank');
    if (input.flank) {
      const refused = flankProblem({
        attackers: input.attackers,
        defenders: input.defenders,
        terrain: input.terrain,
        trenchStands: input.trench > 0 && !input.cancelTrench && !input.vonHutier,
        army: input.flankArmy,
        mountainFlank: input.mountainFlank,
        isolated: input.isolated,
      });
      if (refused) refuse(ctx, refused, refused.code === 'isolated-too-many' ? 'isolated' : 'flank');
    }
  });

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

/** Plain JSON of an allocation, for the ruling's result. */
function allocationJson(allocation: LossAllocation) {
  return {
    absorbed: allocation.absorbed,
    unabsorbed: allocation.unabsorbed,
    losses: allocation.losses.map((l) => ({
      unit: labelOf(l.unit),
      loss: l.loss,
      fromReserve: l.fromReserve,
      permanent: l.permanent,
    })),
    fortDestroyed: allocation.fortDestroyed,
    survivors: finalSurvivors(allocation).map(labelOf),
    withdrawalRestores: allocation.withdrawal?.restored ? labelOf(allocation.withdrawal.restored) : null,
  };
}

function resultJson(outcome: CombatOutcome) {
  const listed = (allocations: readonly LossAllocation[]) =>
    allocations.slice(0, LISTED_ALLOCATIONS).map(allocationJson);
  return {
    order: outcome.order,
    flank: outcome.flank,
    attackerFire: fireJson(outcome.attackerFire),
    defenderFire: fireJson(outcome.defenderFire),
    attackerLoss: outcome.attackerLoss,
    defenderLoss: outcome.defenderLoss,
    winner: outcome.winner,
    retreat: outcome.retreat,
    canCancelRetreat: outcome.canCancelRetreat,
    advance: outcome.advance,
    attackerLosses: listed(outcome.attackerLosses),
    defenderLosses: listed(outcome.defenderLosses),
    moreAttackerLosses: Math.max(0, outcome.attackerLosses.length - LISTED_ALLOCATIONS),
    moreDefenderLosses: Math.max(0, outcome.defenderLosses.length - LISTED_ALLOCATIONS),
    lossChoice: outcome.lossChoice,
  };
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
      { nameIt: 'difensori' },
    ),
    option.integer('fort', loc("Defending fort's value (its CF and LF)", 'Valore del forte difendente (CF e LF)'), {
      min: 0,
      max: 9,
      nameIt: 'forte',
    }),
    option.choice(
      'terrain',
      loc("Defending space's terrain", 'Terreno dello spazio difendente'),
      TERRAINS.map((t) => ({ value: t, name: TERRAIN_NAME[t] })),
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
      { nameIt: 'annulla-trincea' },
    ),
    option.integer(
      'attacker-drm',
      loc("Sum of the attacker's combat card drms", "Somma dei drm delle carte dell'attaccante"),
      { min: -9, max: 9, nameIt: 'drm-attaccante' },
    ),
    option.integer(
      'defender-drm',
      loc("Sum of the defender's combat card drms", 'Somma dei drm delle carte del difensore'),
      { min: -9, max: 9, nameIt: 'drm-difensore' },
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
      { nameIt: 'intercettazioni' },
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
      { nameIt: 'riserva-attaccante' },
    ),
    option.string(
      'defender-reserve',
      loc(
        "Full corps in the defender's Reserve Box, e.g. 2xC1-1/0-1:ru",
        'Corpi pieni nella Riserva difensore, es. 2xC1-1/0-1:ru',
      ),
      { nameIt: 'riserva-difensore' },
    ),
    option.integer(
      'loss-choice',
      loc(
        'Which legal loss allocation the side hit first takes (as listed)',
        'Quale ripartizione legale delle perdite prende chi è colpito per primo',
      ),
      { min: 1, max: 99, nameIt: 'scelta-perdite' },
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
      { nameIt: 'fianco-montagna' },
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
  words: pogWords,
  resolve(input, dice) {
    const combat = fight(
      { ...input, attackerReserve: input.attackerReserve.units, defenderReserve: input.defenderReserve.units },
      dice,
    );
    if (!combat.ok) {
      const p = combat.problem;
      const side = p.params?.['side'];
      const at = p.code === 'loss-choice-range' ? 'loss-choice' : side === 'attacker' ? 'attackers' : 'defenders';
      return { ok: false, problem: onOption(p, at) };
    }
    return { ok: true, result: resultJson(combat.value), steps: combat.steps, rules: combat.value.rules };
  },
});
