/**
 * Assault resolution (9.5, 9.6, 9.7) and the charge modifiers (9.83–9.87): one d10 + DRMs on the Assault
 * Resolution Table, then the Cohesion checks for retreat of the side it Disorders (one per stack, 6.23).
 */
import { d10zero, type Dice } from '../../../core/dice.js';
import { ruled, Steps, type Ruled } from '../../../core/explain.js';
import { bracketIndex } from '../../../core/tables.js';
import { isCharge, type Attack, type CavalryWeight, type Crossing, type HexTerrain } from '../model.js';
import { ASSAULT_TABLE, forceRatioRow, type AssaultRow, type AssaultRowId } from '../tables.js';
import { otherDrm, rollCohesion, sumOf, type CohesionRoll } from './cohesion.js';
import { refusal, type BorodinoStep, type Refusal } from './steps.js';
import { assaultTerrain, chargeTerrainRefusal } from './terrain.js';

type Side = 'attacker' | 'defender';

/** 9.83: +3 when any heavy cavalry charges, +1 for light cavalry alone (Cossacks are light, SR11). */
const CHARGE_DRM = { 'heavy-charge': 3, 'light-charge': 1 } as const;
/** 9.54 */
const POSITION_DRM = { rear: 2, 'front-rear': 3 } as const;
/** 9.85: cavalry charging a square. */
const SQUARE_DRM = -2;
/** 9.86: light cavalry charging, successfully countercharged by heavy cavalry. */
const HEAVY_COUNTERCHARGE_DRM = -1;
/** 9.87: each charge in pursuit, cumulative. */
const PURSUIT_DRM = -1;

export interface Assault {
  /** Assault strength of each side (9.51). */
  readonly attacker: number;
  readonly defender: number;
  /** Each side's highest Cohesion, artillery excluded (9.52). */
  readonly attackerCohesion: number;
  readonly defenderCohesion: number;
  readonly attack: Attack;
  readonly defenderType: 'infantry' | 'cavalry';
  readonly terrain?: HexTerrain | undefined;
  /** The hexside crossed from each attacking hex. */
  readonly hexside?: readonly Crossing[] | undefined;
  readonly emplacement: boolean;
  readonly openFlank: boolean;
  readonly singleTerrain: boolean;
  readonly position?: 'rear' | 'front-rear' | undefined;
  readonly square: boolean;
  readonly countercharge?: CavalryWeight | undefined;
  readonly reactionDisorder: boolean;
  /** Which pursuit charge this is (9.87); 0 for none. */
  readonly pursuit: number;
  readonly drm: number;
  /** The Disordered-side Cohesion of each stack's top unit, for the retreat checks. */
  readonly attackerChecks?: readonly number[] | undefined;
  readonly defenderChecks?: readonly number[] | undefined;
  readonly checkDrm: number;
}

export interface AssaultResult {
  readonly roll: number;
  readonly total: number;
  /** The force ratio as printed on the Force-Ratio DRM Table (9.51). */
  readonly ratio: string;
  readonly row: string;
  readonly outcome: AssaultRowId;
  /** Who suffers the automatic Disorder. */
  readonly disordered: Side;
  /** Who rolls the Cohesion checks for retreat (none on 10+: the defender retreats automatically). */
  readonly cohesionCheck: Side | null;
  readonly defenderRetreats: boolean;
  /** <0: the defender may move 1 hex and assault (9.73); non-pursuing cavalry never may. */
  readonly counterAssault: boolean;
  /** 10+ with infantry: Breakthrough assault (9.73). */
  readonly breakthrough: boolean;
  /** 10+ with charging cavalry: it must pursue (9.87). */
  readonly pursuit: boolean;
  /** 9.84: the charging cavalry is Disordered at the end of the charge (after the pursuit, if any). */
  readonly chargeDisorder: boolean;
  readonly checks: readonly (CohesionRoll & { readonly retreats: boolean })[];
}

/** What the assault's inputs contradict, before any die is rolled; the first refusal, or null. */
export function assaultRefusal(v: Assault): Refusal | null {
  const found: Refusal[] = [];
  const fail = (field: string, code: string) => found.push(refusal(field, code));
  const charge = isCharge(v.attack);
  if (v.defender === 0) fail('defender', 'artillery-alone'); // 9.25
  if (v.square && v.defenderType !== 'infantry') fail('square', 'square-not-infantry'); // 9.85
  if (v.square && v.position) fail('position', 'square-position'); // 9.85
  if (v.square && v.countercharge) fail('countercharge', 'square-countercharge'); // 9.85, 9.86
  if (v.countercharge && !charge) fail('countercharge', 'countercharge-without-charge'); // 9.86
  if (v.countercharge && v.defenderType !== 'cavalry') fail('countercharge', 'countercharge-not-cavalry'); // 9.86
  if (v.reactionDisorder && !charge) fail('reactionDisorder', 'reaction-disorder-not-charge'); // 9.24
  if (v.pursuit > 0 && !charge) fail('pursuit', 'pursuit-not-charge'); // 9.87
  if (v.openFlank && v.terrain !== 'open') fail('openFlank', 'open-flank-not-open'); // 9.53
  if (charge) {
    const terrain = chargeTerrainRefusal(v.terrain, v.hexside, v.emplacement); // 9.81
    if (terrain) found.push(terrain);
  }
  return found[0] ?? null;
}

/** The modifiers of an assault, each on the line applying its rule; returns the printed force ratio. */
function assaultModifiers(v: Assault, why: Steps<BorodinoStep>): string {
  const ratioRow = forceRatioRow(v.attacker, v.defender);
  const ratio = `${ratioRow.attacker}-${ratioRow.defender}`;
  why.push({
    step: 'drm',
    drm: 'force-ratio',
    attacker: v.attacker,
    defender: v.defender,
    ratio,
    value: ratioRow.drm,
    rule: '9.51',
  });
  why.push({
    step: 'drm',
    drm: 'cohesion-difference',
    attacker: v.attackerCohesion,
    defender: v.defenderCohesion,
    value: v.attackerCohesion - v.defenderCohesion,
    rule: '9.52',
  });

  if (v.terrain || v.hexside || v.emplacement)
    why.push({ step: 'defender-terrain', rule: '9.53', terrain: v.terrain ?? null });
  const terrain = assaultTerrain({
    terrain: v.terrain,
    hexsides: v.hexside,
    emplacement: v.emplacement,
    openFlank: v.openFlank,
    infantryVsCavalry: v.attack === 'infantry' && v.defenderType === 'cavalry',
    single: v.singleTerrain,
  });
  why.append(terrain.steps);

  if (v.position)
    why.push({ step: 'drm', drm: 'position', position: v.position, value: POSITION_DRM[v.position], rule: '9.54' });

  if (isCharge(v.attack)) {
    const heavy = v.attack === 'heavy-charge';
    const lost: ('square' | 'countercharge' | 'reaction-fire')[] = [];
    if (v.square) lost.push('square'); // 9.85
    if (v.countercharge) lost.push('countercharge'); // 9.86
    if (v.reactionDisorder) lost.push('reaction-fire'); // 9.24
    if (lost.length === 0)
      why.push({
        step: 'drm',
        drm: 'charge',
        weight: heavy ? 'heavy' : 'light',
        value: CHARGE_DRM[heavy ? 'heavy-charge' : 'light-charge'],
        rule: '9.83',
      });
    else why.push({ step: 'charge-lost', rule: '9.83', reasons: lost });
    if (v.square) why.push({ step: 'drm', drm: 'charging-square', value: SQUARE_DRM, rule: '9.85' });
    if (v.countercharge) {
      why.push({ step: 'countercharged', rule: '9.86', by: v.countercharge });
      if (v.countercharge === 'heavy' && !heavy)
        why.push({ step: 'drm', drm: 'heavy-countercharge', value: HEAVY_COUNTERCHARGE_DRM, rule: '9.86' });
    }
    if (v.reactionDisorder) why.push({ step: 'reaction-disorder', rule: '9.24' });
    if (v.pursuit > 0)
      why.push({ step: 'drm', drm: 'pursuit', count: v.pursuit, value: PURSUIT_DRM * v.pursuit, rule: '9.87' });
  }
  if (v.drm !== 0) why.push(otherDrm(v.drm));
  return ratio;
}

/** What the row read calls for next (9.6, 9.7), each on the line applying its rule. */
function followUps(v: Assault, row: AssaultRow, why: Steps<BorodinoStep>) {
  const charge = isCharge(v.attack);
  const attackerHit = row.outcome === 'attacker-disorder-counter' || row.outcome === 'attacker-disorder';
  const f = {
    disordered: attackerHit ? ('attacker' as const) : ('defender' as const),
    cohesionCheck: attackerHit
      ? ('attacker' as const)
      : row.outcome === 'defender-disorder'
        ? ('defender' as const)
        : null,
    defenderRetreats: row.outcome === 'defender-retreat',
    counterAssault: row.outcome === 'attacker-disorder-counter' && v.defenderType === 'infantry',
    breakthrough: row.outcome === 'defender-retreat' && v.attack === 'infantry',
    pursuit: row.outcome === 'defender-retreat' && charge,
    chargeDisorder: charge,
  };
  why.push({ step: 'assault-disorder', side: f.disordered }); // 9.61, 9.66
  if (f.cohesionCheck) {
    why.push({ step: 'top-unit-checks', rule: '6.23', side: f.cohesionCheck });
    why.push({ step: 'retreat-checks', rule: '9.62', side: f.cohesionCheck });
  }
  if (f.defenderRetreats) why.push({ step: 'defender-retreats', rule: '9.71' });
  if (f.breakthrough) why.push({ step: 'breakthrough', rule: '9.73' });
  if (f.pursuit) why.push({ step: 'pursuit', rule: '9.87' });
  if (v.attack === 'cavalry' && f.defenderRetreats) why.push({ step: 'no-cavalry-breakthrough', attack: v.attack });
  if (f.counterAssault) why.push({ step: 'counter-assault', rule: '9.73' });
  else if (row.outcome === 'attacker-disorder-counter') why.push({ step: 'no-cavalry-counter-assault' });
  if (v.square && f.disordered === 'defender') why.push({ step: 'square-broken' }); // 9.85
  if (f.chargeDisorder)
    why.push({
      step: 'charge-disorder',
      rule: '9.84',
      pursuit: f.pursuit,
      countercharge: v.countercharge !== undefined,
    });
  return f;
}

export function assault(v: Assault, dice: Dice): Ruled<AssaultResult, BorodinoStep> {
  const why = new Steps<BorodinoStep>();
  const ratio = assaultModifiers(v, why);
  const roll = d10zero(dice, 'assault');
  const total = roll + sumOf(why.list);
  why.push({ step: 'roll', dice: [roll], total });
  const row = ASSAULT_TABLE[bracketIndex(ASSAULT_TABLE, total)] as AssaultRow;
  why.push({ step: 'assault-table', rule: '9.6', row: row.label, outcome: row.outcome });
  const f = followUps(v, row, why);

  const list =
    f.cohesionCheck === 'attacker' ? v.attackerChecks : f.cohesionCheck === 'defender' ? v.defenderChecks : undefined;
  const checks = (list ?? []).map((c) => {
    const check = rollCohesion(dice, c, v.checkDrm, 'retreat check');
    return { ...check, retreats: !check.pass };
  });
  checks.forEach((c, i) =>
    why.push({
      step: 'unit-check',
      index: i + 1,
      of: checks.length,
      cohesion: c.cohesion,
      roll: c.roll,
      drm: v.checkDrm,
      total: c.total,
      pass: c.pass,
      failure: 'retreat',
    }),
  );
  return ruled({ roll, total, ratio, row: row.label, outcome: row.outcome, ...f, checks }, why.list);
}

/**
 * 9.22: what differs between the hexes of one assault: each hex's own terrain, open ground, square and defenders, and
 * (a pursuit charge on two hexes, 9.87) its own countercharge (9.86).
 */
export type HexOfAssault = Pick<
  Assault,
  'terrain' | 'hexside' | 'emplacement' | 'openFlank' | 'square' | 'defenderType' | 'defenderChecks' | 'countercharge'
>;

export interface HexesAssaulted {
  /** The one d10 every hex reads (9.22: "applicate lo stesso tiro di dado ad entrambi gli esagoni"). */
  readonly roll: number;
  /** Each hex's resolution, in the order given: its own DRMs, total, row and defender checks. */
  readonly hexes: readonly Extract<Ruled<AssaultResult, BorodinoStep>, { ok: true }>[];
  /** The attacker's one retreat check (6.23, its top unit), in the first hex whose row makes it check; else -1. */
  readonly attackerCheckHex: number;
}

/**
 * 9.22 "DIVERSI ESAGONI, DIVERSI DRM": one assault on several hexes rolls one d10 and reads it with each hex's own
 * modifiers. 9.51 and 9.52 read the whole assault ("tutte le proprie unità coinvolte", "il più alto valore di Coesione
 * del difensore"): `common` carries the sum of every hex's defenders and their highest Cohesion, and 9.54's level
 * (every hex must qualify). Each hex is resolved as `assault` with that roll; the attacking stack checks once (6.23), in
 * the first hex whose row makes the attacker check, then each hex's defenders check in order.
 */
export function assaultOnHexes(
  common: Assault,
  hexes: readonly HexOfAssault[],
  dice: Dice,
): Ruled<HexesAssaulted, BorodinoStep> {
  const inputs = hexes.map((h) => ({ ...common, ...h }));
  for (const v of inputs) {
    const refused = assaultRefusal(v);
    if (refused) return { ok: false, problem: refused.problem };
  }
  const roll = d10zero(dice, 'assault');
  const once = (next: Dice | null): Dice => {
    let first = true;
    return {
      roll: (sides, options) => {
        if (first) {
          first = false;
          return roll;
        }
        if (!next) throw new Error('9.22: the trial resolution rolls no check');
        return next.roll(sides, options);
      },
      get rolls() {
        return next?.rolls ?? [];
      },
    };
  };
  // The rows first (no check rolled), to know the hex where the attacker checks.
  const rows = inputs.map((v) => {
    const trial = assault({ ...v, attackerChecks: [], defenderChecks: [] }, once(null));
    return trial.ok ? trial.value.cohesionCheck : null;
  });
  const attackerCheckHex = rows.indexOf('attacker');
  const results: Extract<Ruled<AssaultResult, BorodinoStep>, { ok: true }>[] = [];
  for (const [i, v] of inputs.entries()) {
    const r = assault({ ...v, attackerChecks: i === attackerCheckHex ? common.attackerChecks : [] }, once(dice));
    if (!r.ok) return r;
    results.push(r);
  }
  return ruled({ roll, hexes: results, attackerCheckHex }, results[0]?.steps ?? []);
}
