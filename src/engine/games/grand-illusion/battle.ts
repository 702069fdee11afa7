import { z } from 'zod';
import { d6, type Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, signed, type Modifier } from '../../core/ruling.js';
import {
  attackerModifiers,
  defenderModifiers,
  fireOutcome,
  FORT_WHY,
  SKIRMISH_WHY,
  type BattleMode,
  type FireRoll,
} from './fire.js';
import { stepText } from './forts.js';
import { forceOption, isCombat, isFort, type CombatUnit, type Force, type ForceUnit, type Group } from './forces.js';
import { inputIssue } from './messages.js';
import { isCavalryGroup, isFortGroup, isInfantryGroup, suggestPlacement, type Placement } from './placement.js';
import { cavalryOnly, mandatoryRetreat, retreatWords, type RetreatCheck, type Survivor, type Who } from './retreat.js';
import { VOSGES_HEXES } from './tables.js';

/**
 * A whole battle on the Battle Map (9.2–9.4): the suggested placement, cavalry screening fire, the simultaneous
 * front-line exchange column by column, losses, the reserves' free attacks, Impetus, and the mandatory retreat.
 * Dice are rolled column by column from the first: [infantry's free attack on cavalry], attacker, defender; then
 * the attacker's reserves by column, then the defender's reserves by column.
 */

const input = z
  .object({
    attacker: z.string().transform(forceOption('A')),
    defender: z.string().transform(forceOption('D')),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
    concentric: z.number().int().default(0),
    hex: z.number().int().optional(),
    mode: z.enum(['normal', 'skirmish', 'surprise', 'counterattack']).default('normal'),
    rout: z.boolean().default(false),
    offensive: z.boolean().default(false),
    impetus: z.boolean().default(false),
    useDisorganized: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.attacker.side !== null && v.attacker.side === v.defender.side)
      inputIssue(
        ctx,
        'defender',
        'the two forces must be enemies (one German, one Allied)',
        'le due forze devono essere nemiche (una tedesca, una alleata)',
      );
    const alliedAttack = v.attacker.side === 'allied' || v.defender.side === 'german';
    if (v.offensive && !alliedAttack)
      inputIssue(
        ctx,
        'offensive',
        'the Offensive à outrance placement binds an Allied attacker (9.2.3 a)',
        "il piazzamento dell'Offensiva al Limite riguarda l'Alleato attaccante (9.2.3 a)",
      );
    if (v.impetus && !alliedAttack)
      inputIssue(
        ctx,
        'impetus',
        'Impetus is for Allied Mandated Battles or landings (9.3.5)',
        "l'Impeto vale per le Battaglie Obbligatorie alleate o gli sbarchi (9.3.5)",
      );
    if (v.impetus && v.mode === 'counterattack')
      inputIssue(
        ctx,
        'impetus',
        'FoW 10 is no effect in an Allied Mandated Battle',
        'FoW 10 non ha effetto in una Battaglia Obbligatoria alleata',
      );
    if (v.mode !== 'counterattack' && v.attacker.groups.flat().some(isFort))
      inputIssue(
        ctx,
        'attacker',
        'forts only defend (9.5.1): list them with the defender',
        'i forti difendono soltanto (9.5.1): elencateli con il difensore',
      );
  });

type Input = z.infer<typeof input>;
type Role = 'attacker' | 'defender';

interface UnitState {
  disorganized: boolean;
  eliminated: boolean;
  stepsLost: number;
}

export interface BattleRoll extends FireRoll {
  readonly phase: 'screen' | 'front' | 'reserve';
  readonly column: number;
  readonly side: Role;
  readonly firer: string;
  readonly target: string;
}

export interface BattleLoss {
  readonly side: Role;
  readonly unit: string;
  readonly result: 'disorganized' | 'eliminated' | 'step-lost';
  /** For a fort that lost a step: the side now showing. */
  readonly showing?: string;
}

export interface BattleResult {
  readonly placement: {
    readonly columns: readonly {
      readonly column: number;
      readonly attacker: readonly string[];
      readonly defender: readonly string[];
      readonly attackerReserve: readonly string[] | null;
      readonly defenderReserve: readonly string[] | null;
    }[];
    readonly attackerInHex: readonly string[];
    readonly defenderInHex: readonly string[];
  };
  readonly attackerDrm: number;
  readonly defenderDrm: number;
  readonly rolls: readonly BattleRoll[];
  /** Hits scored by the attacker's rolls and by the defender's rolls. */
  readonly attackerHits: number;
  readonly defenderHits: number;
  readonly losses: readonly BattleLoss[];
  /** 9.3.5: the Allied attacker lost no step, so the German removes one step from an Allied unit of his choice. */
  readonly impetusStepLoss: boolean;
  readonly mustRetreat: Who;
  readonly retreat: RetreatCheck;
}

const labels = (group: Group): string[] => group.map((u) => u.label);
const named = (group: Group): string => labels(group).join(' & ');

export const battle = defineRuling({
  id: 'battle',
  nameIt: 'battaglia',
  description: loc(
    'A whole battle: placement, fire by column, reserves, losses, retreat (9.2–9.4)',
    'Una battaglia intera: piazzamento, fuoco per colonna, riserve, perdite, ritirata (9.2–9.4)',
  ),
  options: [
    option.string(
      'attacker',
      loc(
        'Attacking units, e.g. "XVIII=6/4 fr corps, 3 gb div & 2 gb div"',
        'Unità attaccanti, es. "XVIII=6/4 fr corps, 3 gb div & 2 gb div"',
      ),
      {
        required: true,
        nameIt: 'attaccante',
      },
    ),
    option.string(
      'defender',
      loc(
        'Defending units and forts in the hex, e.g. "XIII=5 de corps, toul@4"',
        'Unità e forti difendenti nell\'esagono, es. "XIII=5 de corps, toul@4"',
      ),
      {
        required: true,
        nameIt: 'difensore',
      },
    ),
    option.integer('terrain', loc('Hex terrain value TEM, 0–2', "Valore del terreno TEM dell'esagono, 0–2"), {
      min: 0,
      max: 2,
      nameIt: 'terreno',
    }),
    option.integer('trench', loc('Trench level in the hex, 0–2', "Livello di trincea nell'esagono, 0–2"), {
      min: 0,
      max: 2,
      nameIt: 'trincea',
    }),
    option.integer(
      'concentric',
      loc(
        'Concentric Attack: 1 for −1, 2 for −2 (see concentric)',
        'Attacco Concentrico: 1 per −1, 2 per −2 (vedi concentrico)',
      ),
      {
        min: 0,
        max: 2,
        nameIt: 'concentrico',
      },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: alpine DRM, no forced retreat)',
        "Numero dell'esagono (102/103: DRM alpino, ritirata non obbligatoria)",
      ),
      {
        min: 1,
        max: 107,
        nameIt: 'esagono',
      },
    ),
    option.choice(
      'mode',
      loc(
        'How the FoW roll left the battle (default normal)',
        'Come il tiro FoW ha lasciato la battaglia (predefinito normale)',
      ),
      [
        { value: 'normal', name: loc('Normal', 'Normale') },
        { value: 'skirmish', name: loc('Skirmish (FoW 4)', 'Schermaglia (FoW 4)') },
        { value: 'surprise', name: loc('Attacker Surprise (FoW 8)', "Sorpresa dell'attaccante (FoW 8)") },
        {
          value: 'counterattack',
          name: loc(
            'Counterattack (FoW 10): attacker = counterattacker',
            'Contrattacco (FoW 10): attaccante = chi contrattacca',
          ),
        },
      ],
      { nameIt: 'modo' },
    ),
    option.boolean(
      'rout',
      loc('FoW 2/12 Rout: fewer intact units must retreat', 'FoW 2/12 Rotta: chi ha meno unità intatte si ritira'),
      { nameIt: 'rotta' },
    ),
    option.boolean(
      'offensive',
      loc(
        'FoW 6/11 turns 1–4, Allies attacking: French Disorganized go first',
        'FoW 6/11 turni 1–4, attacca l’Alleato: prima i francesi disorganizzati',
      ),
      {
        nameIt: 'offensiva',
      },
    ),
    option.boolean(
      'impetus',
      loc(
        'Plan 17 Mandated Battle (turns 1–4) or prepared landing: Impetus',
        'Battaglia Obbligatoria Piano 17 (turni 1–4) o sbarco preparato: Impeto',
      ),
      {
        nameIt: 'impeto',
      },
    ),
    option.boolean(
      'use-disorganized',
      loc('The attacker also places its Disorganized units', "L'attaccante piazza anche le sue unità disorganizzate"),
      {
        nameIt: 'usa-disorganizzate',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const placement = suggestPlacement(v.attacker.groups, v.defender.groups, {
      offensive: v.offensive,
      useDisorganized: v.useDisorganized,
    });
    if (placement.columns.length === 0) {
      return {
        ok: false,
        option: 'attacker',
        message: loc(
          'No combat: no attacking unit may face a defender (cavalry never faces forts; Disorganized attackers stay out unless --use-disorganized) (9.2.3 a).',
          'Nessun combattimento: nessuna unità attaccante può fronteggiare un difensore (la cavalleria non fronteggia i forti; le disorganizzate restano fuori senza --use-disorganized) (9.2.3 a).',
        ),
      };
    }
    const missing = missingDisorganizedCs(placement);
    if (missing) {
      return {
        ok: false,
        option: missing.side,
        message: loc(
          `${missing.unit} may fire after the infantry's free attack (9.6.1): give its Disorganized CS too, as CS/disorganized CS (e.g. 2/1).`,
          `${missing.unit} può sparare dopo l'attacco gratuito della fanteria (9.6.1): indicate anche la sua CS disorganizzata, come CS/CS disorganizzata (es. 2/1).`,
        ),
      };
    }
    return fight(v, placement, dice);
  },
});

/** 9.6.1: cavalry hit by the infantry's free attack fires at its Disorganized CS, which must then be known. */
function missingDisorganizedCs(p: Placement): { side: Role; unit: string } | null {
  const check = (group: Group | null, enemy: Group, side: Role) => {
    if (!group || !isCavalryGroup(group) || !isInfantryGroup(enemy)) return null;
    const unit = group.find((u) => u.kind === 'unit' && !u.disorganized && u.disorganizedCs === null);
    return unit ? { side, unit: unit.label } : null;
  };
  for (const c of p.columns) {
    const found =
      check(c.attacker, c.defender, 'attacker') ??
      check(c.attackerReserve, c.defender, 'attacker') ??
      check(c.defenderReserve, c.attacker, 'defender');
    if (found) return found;
  }
  return null;
}

function fight(v: Input, placement: Placement, dice: Dice) {
  const attackerForce: Force = v.attacker;
  const defenderForce: Force = v.defender;
  const state = new Map<ForceUnit, UnitState>();
  for (const unit of [...attackerForce.groups.flat(), ...defenderForce.groups.flat()])
    state.set(unit, { disorganized: unit.kind === 'unit' && unit.disorganized, eliminated: false, stepsLost: 0 });
  const st = (unit: ForceUnit): UnitState => state.get(unit) as UnitState;
  const alive = (group: Group): ForceUnit[] => group.filter((u) => !st(u).eliminated);

  const mode: BattleMode = v.mode;
  const vosges = v.hex !== undefined && VOSGES_HEXES.includes(v.hex);
  const defendingFort = defenderForce.groups.flat().some(isFort);
  const redCircle = (unit: CombatUnit): boolean =>
    unit.nationality === 'british' || (unit.nationality === 'belgian' && unit.arm === 'infantry');

  const csOf = (unit: ForceUnit, role: Role): number => {
    const s = st(unit);
    if (unit.kind === 'fort') return unit.steps[s.stepsLost]?.cs ?? 0;
    const base = !s.disorganized || unit.disorganized ? unit.cs : (unit.disorganizedCs ?? 0);
    // 12.2: defending British units and Belgian infantry add 1 to their CS in any declared battle.
    return base + (role === 'defender' && redCircle(unit) ? 1 : 0);
  };
  const groupCs = (group: Group, role: Role): number => alive(group).reduce((sum, u) => sum + csOf(u, role), 0);

  const modsFor = (role: Role, firer: Group, target: Group): Modifier[] =>
    role === 'attacker'
      ? attackerModifiers({
          terrain: v.terrain,
          trench: v.trench,
          concentric: v.concentric,
          mode,
          alpine: vosges && firer.some((u) => u.kind === 'unit' && u.alpine),
          targetIsFort: isFortGroup(target),
        })
      : defenderModifiers({ mode, defendingFort, impetus: v.impetus, terrain: v.terrain });

  const rolls: BattleRoll[] = [];
  const losses: BattleLoss[] = [];
  const lines: Localized[] = [];

  const roll = (phase: BattleRoll['phase'], column: number, role: Role, firer: Group, target: Group): boolean => {
    const natural = d6(dice, 'combat');
    const fortTarget = isFortGroup(target);
    const onlyOne = mode === 'skirmish' || (fortTarget && isInfantryGroup(firer));
    const cs = groupCs(firer, role);
    const outcome = fireOutcome(natural, cs, modsFor(role, firer, target), onlyOne);
    rolls.push({ ...outcome, phase, column, side: role, firer: named(alive(firer)), target: named(alive(target)) });
    const dieText = outcome.drm === 0 ? `${natural}` : `${natural} ${signed(outcome.drm)} = ${outcome.final}`;
    const verdict = verdictWords(outcome, mode === 'skirmish' ? SKIRMISH_WHY : FORT_WHY);
    const tag =
      phase === 'screen'
        ? loc(' (free attack on cavalry, 9.6.1)', ' (attacco gratuito sulla cavalleria, 9.6.1)')
        : loc('', '');
    lines.push(
      loc(
        `${column}. ${named(alive(firer))} (CS ${cs}) → ${named(alive(target))}${tag.en}: die ${dieText}, ${verdict.en}`,
        `${column}. ${named(alive(firer))} (CS ${cs}) → ${named(alive(target))}${tag.it}: dado ${dieText}, ${verdict.it}`,
      ),
    );
    return outcome.hit;
  };

  /** 9.3.3 losses for one hit on a group. */
  const applyHit = (group: Group, role: Role): void => {
    const hit = alive(group);
    if (hit.length === 0) return;
    const first = hit[0] as ForceUnit;
    if (first.kind === 'fort') {
      const s = st(first);
      s.stepsLost++;
      const now = first.steps[s.stepsLost];
      if (now) losses.push({ side: role, unit: first.label, result: 'step-lost', showing: stepText(now) });
      else {
        s.eliminated = true;
        losses.push({ side: role, unit: first.label, result: 'eliminated' });
      }
      return;
    }
    let targets = hit;
    // 12.2 b, 9.3.3: two defending BEF divisions sharing a space take one hit, on an intact one if there is one.
    const bef =
      role === 'defender' &&
      hit.length === 2 &&
      hit.every((u) => u.kind === 'unit' && u.nationality === 'british' && u.size === 'division');
    if (bef) targets = [hit.find((u) => !st(u).disorganized) ?? first];
    for (const unit of targets) {
      const s = st(unit);
      if (s.disorganized) {
        s.eliminated = true;
        losses.push({ side: role, unit: unit.label, result: 'eliminated' });
      } else {
        s.disorganized = true;
        losses.push({ side: role, unit: unit.label, result: 'disorganized' });
      }
    }
  };
  const enemyOf = (role: Role): Role => (role === 'attacker' ? 'defender' : 'attacker');

  // Placement lines.
  const columns = placement.columns;
  const placementLines: Localized[] = columns.map((c, i) => {
    const ar = c.attackerReserve
      ? loc(`; reserve ${named(c.attackerReserve)}`, `; riserva ${named(c.attackerReserve)}`)
      : loc('', '');
    const dr = c.defenderReserve
      ? loc(`; defender reserve ${named(c.defenderReserve)}`, `; riserva del difensore ${named(c.defenderReserve)}`)
      : loc('', '');
    return loc(
      `Column ${i + 1}: ${named(c.attacker)} vs ${named(c.defender)}${ar.en}${dr.en}.`,
      `Colonna ${i + 1}: ${named(c.attacker)} contro ${named(c.defender)}${ar.it}${dr.it}.`,
    );
  });
  const stays = [...placement.attackerStays, ...placement.defenderStays];
  if (stays.length > 0)
    placementLines.push(
      loc(
        `In the hex, out of the battle: ${stays.map(named).join(', ')}.`,
        `Nell'esagono, fuori dalla battaglia: ${stays.map(named).join(', ')}.`,
      ),
    );
  const attackerMods = modsFor('attacker', [], []);
  const defenderMods = modsFor('defender', [], []);
  const drmText = (mods: readonly Modifier[]): Localized =>
    mods.length === 0
      ? loc('none', 'nessuno')
      : loc(
          `${mods.map((m) => `${signed(m.value)} ${m.label.en}`).join(', ')} = ${signed(mods.reduce((s, m) => s + m.value, 0))}`,
          `${mods.map((m) => `${signed(m.value)} ${m.label.it}`).join(', ')} = ${signed(mods.reduce((s, m) => s + m.value, 0))}`,
        );
  const attackerDrm = attackerMods.reduce((s, m) => s + m.value, 0);
  const defenderDrm = defenderMods.reduce((s, m) => s + m.value, 0);
  const header: Localized[] = [
    loc('**Suggested placement** (9.2.2, 9.2.3, 9.2.5):', '**Piazzamento suggerito** (9.2.2, 9.2.3, 9.2.5):'),
    ...placement.notes,
    ...placementLines,
    loc(
      `Attacker DRM (9.3.1 b): ${drmText(attackerMods).en}; defender DRM (9.3.2): ${drmText(defenderMods).en}.`,
      `DRM dell'attaccante (9.3.1 b): ${drmText(attackerMods).it}; DRM del difensore (9.3.2): ${drmText(defenderMods).it}.`,
    ),
  ];
  if (mode === 'skirmish') header.push(SKIRMISH_WHY);

  // 9.3.1–9.3.2: front line, column by column; hits are marked now and applied after all front combats.
  lines.push(loc('**Front line** (9.3.1, 9.3.2):', '**Prima linea** (9.3.1, 9.3.2):'));
  const marked: [Group, Role][] = [];
  columns.forEach((c, i) => {
    const n = i + 1;
    // 9.6.1: each defending front-line infantry unit first fires at attacking cavalry; its hit applies at once.
    if (isCavalryGroup(c.attacker) && isInfantryGroup(c.defender)) {
      if (roll('screen', n, 'defender', c.defender, c.attacker)) applyHit(c.attacker, 'attacker');
    }
    if (alive(c.attacker).length === 0) return;
    // Simultaneous (9.3.2): the defender's hit is only marked, so it replies at its strength before the hit.
    if (roll('front', n, 'attacker', c.attacker, c.defender)) marked.push([c.defender, 'defender']);
    if (roll('front', n, 'defender', c.defender, c.attacker)) marked.push([c.attacker, 'attacker']);
  });
  for (const [group, role] of marked) applyHit(group, role);

  // 9.3.4: reserves attack the surviving enemy front-line unit opposite, with no reply.
  const reserveMarked: [Group, Role][] = [];
  const reserveRolls = (role: Role) => {
    columns.forEach((c, i) => {
      const reserve = role === 'attacker' ? c.attackerReserve : c.defenderReserve;
      const front = role === 'attacker' ? c.defender : c.attacker;
      if (!reserve || alive(front).length === 0) return;
      if (isCavalryGroup(reserve) && isInfantryGroup(front)) {
        // 9.6.1 exception: British cavalry in reserve may attack infantry, taking the usual free attack first.
        if (roll('screen', i + 1, enemyOf(role), front, reserve)) applyHit(reserve, role);
        if (alive(reserve).length === 0) return;
      }
      if (roll('reserve', i + 1, role, reserve, front)) reserveMarked.push([front, enemyOf(role)]);
    });
  };
  const anyReserve = columns.some((c) => c.attackerReserve || c.defenderReserve);
  const frontLosses = losses.length;
  if (anyReserve) {
    lines.push(
      loc('**Reserves** (9.3.4, free attacks, no reply):', '**Riserve** (9.3.4, attacchi gratuiti, senza risposta):'),
    );
    reserveRolls('attacker');
    reserveRolls('defender');
    for (const [group, role] of reserveMarked) applyHit(group, role);
  }

  const lossWords = (list: readonly BattleLoss[]): Localized =>
    list.length === 0
      ? loc('none', 'nessuna')
      : loc(
          list
            .map(
              (l) =>
                `${l.unit} ${l.result === 'disorganized' ? 'Disorganized' : l.result === 'eliminated' ? 'eliminated' : `loses a step (now ${l.showing})`}`,
            )
            .join('; '),
          list
            .map(
              (l) =>
                `${l.unit} ${l.result === 'disorganized' ? 'Disorganizzata' : l.result === 'eliminated' ? 'eliminata' : `perde un livello (ora ${l.showing})`}`,
            )
            .join('; '),
        );
  const lossLines: Localized[] = [
    loc(
      `**Losses** (9.3.3): ${lossWords(losses.slice(0, frontLosses)).en}.`,
      `**Perdite** (9.3.3): ${lossWords(losses.slice(0, frontLosses)).it}.`,
    ),
  ];
  if (anyReserve)
    lossLines.push(
      loc(
        `Reserve losses: ${lossWords(losses.slice(frontLosses)).en}.`,
        `Perdite dalle riserve: ${lossWords(losses.slice(frontLosses)).it}.`,
      ),
    );

  const impetusStepLoss = v.impetus && !losses.some((l) => l.side === 'attacker');
  if (impetusStepLoss)
    lossLines.push(
      loc(
        'Impetus (9.3.5): the Allied force lost no step, so the German removes one step from an Allied unit of his choice (an intact one if possible). Re-check the retreat if that leaves no intact Allied infantry.',
        "Impeto (9.3.5): la forza alleata non ha subito perdite, quindi il tedesco toglie un livello a un'unità alleata a sua scelta (intatta, se possibile). Ricontrollate la ritirata se così non resta fanteria alleata intatta.",
      ),
    );

  // 9.4.2 on every unit of each side in the hex, those that fought and those that stayed out.
  const survivors = (force: Force): Survivor[] =>
    force.groups
      .flat()
      .filter(isCombat)
      .filter((u) => !st(u).eliminated)
      .map((u) => ({ arm: u.arm, disorganized: st(u).disorganized }));
  const conditions = {
    rout: v.rout,
    entrenched: v.trench > 0,
    hex: v.hex,
    cavalryOnly: cavalryOnly(attackerForce, defenderForce),
  };
  const retreat = mandatoryRetreat(survivors(attackerForce), survivors(defenderForce), conditions);

  const rules = ['9.2.2', '9.2.3 a', '9.2.5', '9.3.1', '9.3.2', '9.3.3'];
  if (rolls.some((r) => r.phase === 'screen')) rules.push('9.6.1');
  if (anyReserve) rules.push('9.3.4');
  if (v.concentric > 0) rules.push('9.2.3 b');
  if (mode === 'counterattack') rules.push('9.2.4');
  if (defendingFort) rules.push('9.5.1');
  if (v.impetus) rules.push('9.3.5');
  if (
    losses.some((l) => l.side === 'defender') &&
    defenderForce.groups.flat().some((u) => u.kind === 'unit' && redCircle(u))
  )
    rules.push('12.2');
  rules.push('9.4.2');

  const result: BattleResult = {
    placement: {
      columns: columns.map((c, i) => ({
        column: i + 1,
        attacker: labels(c.attacker),
        defender: labels(c.defender),
        attackerReserve: c.attackerReserve ? labels(c.attackerReserve) : null,
        defenderReserve: c.defenderReserve ? labels(c.defenderReserve) : null,
      })),
      attackerInHex: placement.attackerStays.flatMap(labels),
      defenderInHex: placement.defenderStays.flatMap(labels),
    },
    attackerDrm,
    defenderDrm,
    rolls,
    attackerHits: rolls.filter((r) => r.side === 'attacker' && r.hit).length,
    defenderHits: rolls.filter((r) => r.side === 'defender' && r.hit).length,
    losses,
    impetusStepLoss,
    mustRetreat: retreat.mustRetreat,
    retreat,
  };
  return {
    ok: true as const,
    result,
    rules,
    text: joinLocalized([...header, ...lines, ...lossLines, ...retreatWords(retreat, conditions)]),
  };
}

function verdictWords(roll: FireRoll, onlyOneWhy: Localized): Localized {
  switch (roll.reason) {
    case 'natural-1':
      return loc('**hit** (natural 1)', '**colpo** (1 naturale)');
    case 'natural-6':
      return loc('miss (natural 6)', 'mancato (6 naturale)');
    case 'only-natural-1':
      return loc(`miss (${onlyOneWhy.en})`, `mancato (${onlyOneWhy.it})`);
    case 'at-or-under':
      return loc(`**hit** (≤ ${roll.cs})`, `**colpo** (≤ ${roll.cs})`);
    case 'over':
      return loc(`miss (> ${roll.cs})`, `mancato (> ${roll.cs})`);
  }
}
