/**
 * Assault resolution (9.5, 9.6, 9.7) and the charge modifiers (9.83–9.87): one d10 + DRMs on the Assault
 * Resolution Table, then the Cohesion checks for retreat of the side it Disorders (one per stack, 6.23).
 */
import { z } from 'zod';
import { d10zero } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { bracketIndex } from '../../core/tables.js';
import { assaultTerrain, chargeTerrainRefusal, HEX_TERRAIN, hexsideList, terrainName } from './assault-terrain.js';
import {
  cohesionList,
  cohesionOption,
  describeChecks,
  DRM_MAX,
  DRM_MIN,
  drmOption,
  otherDrm,
  rollCohesion,
  type CohesionRoll,
} from './cohesion.js';
import { ASSAULT_TABLE, forceRatioRow, type AssaultRow, type AssaultRowId } from './tables.js';

const ATTACKS = ['infantry', 'cavalry', 'light-charge', 'heavy-charge'] as const;
type Attack = (typeof ATTACKS)[number];
type Side = 'attacker' | 'defender';

/** Sanity bounds, not rules: total assault SP of a side, stacks that roll, pursuit charges in a row. */
const MAX_SP = 200;
const MAX_STACKS = 6;
const MAX_PURSUITS = 10;

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

const isCharge = (a: Attack) => a === 'light-charge' || a === 'heavy-charge';

const assaultInput = z
  .object({
    attacker: z.number(),
    defender: z.number(),
    attackerCohesion: z.number(),
    defenderCohesion: z.number(),
    attack: z.enum(ATTACKS),
    defenderType: z.enum(['infantry', 'cavalry']).default('infantry'),
    terrain: z.enum(HEX_TERRAIN).optional(),
    hexside: hexsideList.optional(),
    emplacement: z.boolean().default(false),
    openFlank: z.boolean().default(false),
    singleTerrain: z.boolean().default(false),
    position: z.enum(['rear', 'front-rear']).optional(),
    square: z.boolean().default(false),
    countercharge: z.enum(['light', 'heavy']).optional(),
    reactionDisorder: z.boolean().default(false),
    pursuit: z.number().default(0),
    drm: z.number().default(0),
    attackerChecks: cohesionList(MAX_STACKS).optional(),
    defenderChecks: cohesionList(MAX_STACKS).optional(),
    checkDrm: z.number().default(0),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const charge = isCharge(v.attack);
    if (v.defender === 0)
      fail(
        'defender',
        'artillery assaulted alone (or only with artillery) is eliminated automatically, no roll (9.25)',
      );
    if (v.square && v.defenderType !== 'infantry') fail('square', 'only infantry forms square (9.85)');
    if (v.square && v.position)
      fail('position', 'a square has every adjacent hex Frontal: no Rear position DRM (9.85)');
    if (v.square && v.countercharge)
      fail('countercharge', 'only cavalry countercharges; a square is infantry (9.85, 9.86)');
    if (v.countercharge && !charge) fail('countercharge', 'a countercharge answers a cavalry charge (9.86)');
    if (v.countercharge && v.defenderType !== 'cavalry')
      fail('countercharge', 'only a cavalry target countercharges (9.86)');
    if (v.reactionDisorder && !charge)
      fail(
        'reactionDisorder',
        'only charging cavalry assaults after Disorder by Reaction Fire, losing the charge DRMs (9.24)',
      );
    if (v.pursuit > 0 && !charge) fail('pursuit', 'pursuit charges are made by charging cavalry (9.87)');
    if (v.openFlank && v.terrain !== 'open')
      fail('openFlank', 'the open-ground conditions concern a defender in open terrain (9.53)');
    if (charge) {
      const refusal = chargeTerrainRefusal(v.terrain, v.hexside, v.emplacement);
      if (refusal) fail(refusal.option, refusal.message);
    }
  });

type AssaultInput = z.infer<typeof assaultInput>;

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

function assaultModifiers(v: AssaultInput): {
  modifiers: Modifier[];
  rules: string[];
  notes: Localized[];
  ratio: string;
} {
  const rules: string[] = ['9.51', '9.52'];
  const notes: Localized[] = [];
  const ratioRow = forceRatioRow(v.attacker, v.defender);
  const modifiers: Modifier[] = [
    {
      label: loc(
        `force ratio ${v.attacker}:${v.defender} = ${ratioRow.label.en}`,
        `rapporto di forze ${v.attacker}:${v.defender} = ${ratioRow.label.it}`,
      ),
      value: ratioRow.drm,
      rule: '9.51',
    },
    {
      label: loc(
        `Cohesion ${v.attackerCohesion} against ${v.defenderCohesion}`,
        `Coesione ${v.attackerCohesion} contro ${v.defenderCohesion}`,
      ),
      value: v.attackerCohesion - v.defenderCohesion,
      rule: '9.52',
    },
  ];

  const terrain = assaultTerrain({
    terrain: v.terrain,
    hexsides: v.hexside,
    emplacement: v.emplacement,
    openFlank: v.openFlank,
    infantryVsCavalry: v.attack === 'infantry' && v.defenderType === 'cavalry',
    single: v.singleTerrain,
  });
  if (v.terrain || v.hexside || v.emplacement) rules.push('9.53');
  modifiers.push(...terrain.modifiers);
  notes.push(...terrain.notes);

  if (v.position) {
    modifiers.push({
      label: v.position === 'rear' ? loc('Rear', 'Retro') : loc('Front and Rear', 'Fronte e Retro'),
      value: POSITION_DRM[v.position],
      rule: '9.54',
    });
    rules.push('9.54');
  }

  if (isCharge(v.attack)) {
    const heavy = v.attack === 'heavy-charge';
    const lost: Localized[] = [];
    if (v.square) lost.push(loc('charging a square (9.85)', 'carica contro un quadrato (9.85)'));
    if (v.countercharge) lost.push(loc('successfully countercharged (9.86)', 'controcaricata con successo (9.86)'));
    if (v.reactionDisorder)
      lost.push(loc('Disordered by Reaction Fire (9.24)', 'in Disordine per Fuoco di Reazione (9.24)'));
    rules.push('9.83');
    if (lost.length === 0) {
      modifiers.push({
        label: heavy
          ? loc('heavy cavalry charging', 'cavalleria pesante che carica')
          : loc('light cavalry charging', 'cavalleria leggera che carica'),
        value: CHARGE_DRM[v.attack as 'heavy-charge' | 'light-charge'],
        rule: '9.83',
      });
    } else {
      notes.push(
        loc(
          `No charge DRM: ${lost.map((l) => l.en).join(', ')}.`,
          `Nessun DRM di carica: ${lost.map((l) => l.it).join(', ')}.`,
        ),
      );
    }
    if (v.square) {
      modifiers.push({
        label: loc('cavalry charging a square', 'cavalleria che carica un quadrato'),
        value: SQUARE_DRM,
        rule: '9.85',
      });
      rules.push('9.85');
    }
    if (v.countercharge) {
      rules.push('9.86');
      if (v.countercharge === 'heavy' && !heavy)
        modifiers.push({
          label: loc('light cavalry countercharged by heavy', 'cavalleria leggera controcaricata da pesante'),
          value: HEAVY_COUNTERCHARGE_DRM,
          rule: '9.86',
        });
    }
    if (v.reactionDisorder) rules.push('9.24');
    if (v.pursuit > 0) {
      modifiers.push({
        label: loc(`pursuit charge no. ${v.pursuit}`, `carica in Inseguimento n. ${v.pursuit}`),
        value: PURSUIT_DRM * v.pursuit,
        rule: '9.87',
      });
      rules.push('9.87');
    }
  }
  if (v.drm !== 0) modifiers.push(otherDrm(v.drm));
  return { modifiers, rules, notes, ratio: `${ratioRow.attacker}-${ratioRow.defender}` };
}

function followUps(
  v: AssaultInput,
  row: AssaultRow,
): Omit<AssaultResult, 'roll' | 'total' | 'ratio' | 'row' | 'outcome' | 'checks'> {
  const charge = isCharge(v.attack);
  const attackerHit = row.outcome === 'attacker-disorder-counter' || row.outcome === 'attacker-disorder';
  return {
    disordered: attackerHit ? 'attacker' : 'defender',
    cohesionCheck: attackerHit ? 'attacker' : row.outcome === 'defender-disorder' ? 'defender' : null,
    defenderRetreats: row.outcome === 'defender-retreat',
    counterAssault: row.outcome === 'attacker-disorder-counter' && v.defenderType === 'infantry',
    breakthrough: row.outcome === 'defender-retreat' && v.attack === 'infantry',
    pursuit: row.outcome === 'defender-retreat' && charge,
    chargeDisorder: charge,
  };
}

function followUpText(v: AssaultInput, row: AssaultRow, f: ReturnType<typeof followUps>): Localized[] {
  const lines: Localized[] = [];
  const who = f.disordered === 'attacker' ? loc('attacking', 'attaccanti') : loc('defending', 'difendenti');
  lines.push(
    loc(
      `All ${who.en} units are Disordered; already Disordered units Withdraw, Disordered artillery is eliminated (9.61, 9.66).`,
      `Tutte le unità ${who.it} vanno in Disordine; quelle già in Disordine si Ritirano, l'artiglieria già in Disordine è eliminata (9.61, 9.66).`,
    ),
  );
  if (f.cohesionCheck)
    lines.push(
      loc(
        `Then the top unit of each ${f.cohesionCheck}'s stack checks Cohesion on its Disordered side: over it, the stack retreats 1 hex (6.23, 9.62).`,
        `Poi l'unità sopra di ogni gruppo ${f.cohesionCheck === 'attacker' ? "dell'attaccante" : 'del difensore'} controlla la Coesione (lato in Disordine): se la supera, il gruppo si ritira di un esagono (6.23, 9.62).`,
      ),
    );
  if (f.defenderRetreats)
    lines.push(
      loc(
        'The defender retreats 1 hex; the attacking unit or stack with the highest Cohesion must advance (9.71).',
        "Il difensore si ritira di un esagono; l'unità o gruppo attaccante con la Coesione più alta deve avanzare (9.71).",
      ),
    );
  if (f.breakthrough)
    lines.push(
      loc(
        'Breakthrough: the advancing infantry may assault again without changing facing and without Commitment (9.73).',
        "Sfondamento: la fanteria che avanza può assaltare ancora senza cambiare orientamento né tirare per l'Impiego (9.73).",
      ),
    );
  if (f.pursuit)
    lines.push(
      loc(
        'Pursuit: the charging cavalry must pursue and charge again at a cumulative −1 (9.87).',
        'Inseguimento: la cavalleria in carica deve inseguire e caricare ancora con −1 cumulativo (9.87).',
      ),
    );
  if (v.attack === 'cavalry' && f.defenderRetreats)
    lines.push(
      loc(
        'Non-charging cavalry may not Break through or Pursue (chart, *).',
        'La cavalleria che non carica non può usare lo Sfondamento o Inseguimento (tabella, *).',
      ),
    );
  if (f.counterAssault)
    lines.push(
      loc(
        'Counter-assault: the defender may move 1 hex without changing facing and assault, before any other assault (9.73).',
        'Contrassalto: il difensore può muovere di un esagono senza cambiare orientamento e assaltare, prima di ogni altro Assalto (9.73).',
      ),
    );
  else if (row.outcome === 'attacker-disorder-counter')
    lines.push(
      loc(
        'Cavalry may not Counter-assault: only a pursuing cavalry uses Secondary Assault (9.73).',
        "La cavalleria non può Contrassaltare: solo quella che insegue usa l'Assalto Secondario (9.73).",
      ),
    );
  if (v.square && f.disordered === 'defender')
    lines.push(loc('The square is broken by the Disorder (9.85).', 'Il quadrato si scioglie per il Disordine (9.85).'));
  if (f.chargeDisorder)
    lines.push(
      loc(
        `At the end of the charge${f.pursuit ? ' and pursuit' : ''} all charging${v.countercharge ? ' and countercharging' : ''} cavalry is Disordered, unless already so (9.84).`,
        `Alla fine della carica${f.pursuit ? " e dell'Inseguimento" : ''} tutta la cavalleria in carica${v.countercharge ? ' e in controcarica' : ''} va in Disordine, salvo lo sia già (9.84).`,
      ),
    );
  return lines;
}

export const assaultRuling = defineRuling({
  id: 'assault',
  nameIt: 'assalto',
  description: loc(
    'Assault or charge: d10 + ratio, Cohesion, terrain, position and charge DRMs (9.5)',
    'Assalto o carica: d10 + DRM di rapporto, Coesione, terreno, posizione e carica (9.5)',
  ),
  options: [
    option.integer(
      'attacker',
      loc(
        'Assault strength of the attacking units involved (9.51)',
        "Forza d'Assalto delle unità attaccanti coinvolte (9.51)",
      ),
      {
        required: true,
        min: 1,
        max: MAX_SP,
        nameIt: 'attaccante',
      },
    ),
    option.integer(
      'defender',
      loc('Assault strength of the defending units (9.51)', "Forza d'Assalto delle unità difendenti (9.51)"),
      {
        required: true,
        min: 0,
        max: MAX_SP,
        nameIt: 'difensore',
      },
    ),
    cohesionOption(
      loc(
        "Attacker's highest Cohesion, artillery excluded (9.52)",
        "Coesione più alta dell'attaccante, artiglieria esclusa (9.52)",
      ),
      'attacker-cohesion',
      'coesione-att',
    ),
    cohesionOption(
      loc(
        "Defender's highest Cohesion, artillery excluded (9.52)",
        'Coesione più alta del difensore, artiglieria esclusa (9.52)',
      ),
      'defender-cohesion',
      'coesione-dif',
    ),
    option.choice(
      'attack',
      loc(
        'Who assaults: infantry, cavalry, or a charge (any heavy cavalry makes it heavy)',
        'Chi assalta: fanteria, cavalleria o carica (pesante se vi è cavalleria pesante)',
      ),
      [
        { value: 'infantry', name: loc('infantry assault', 'assalto di fanteria') },
        { value: 'cavalry', name: loc('cavalry assault (no charge)', 'assalto di cavalleria (senza carica)') },
        { value: 'light-charge', name: loc('light cavalry charge (+1)', 'carica di cavalleria leggera (+1)') },
        { value: 'heavy-charge', name: loc('heavy cavalry charge (+3)', 'carica di cavalleria pesante (+3)') },
      ],
      { required: true, nameIt: 'attacco' },
    ),
    option.choice(
      'defender-type',
      loc('Defending infantry or cavalry (default infantry)', 'Fanteria o cavalleria in difesa (default fanteria)'),
      [
        { value: 'infantry', name: loc('infantry', 'fanteria') },
        { value: 'cavalry', name: loc('cavalry', 'cavalleria') },
      ],
      { nameIt: 'tipo-difensore' },
    ),
    option.choice(
      'terrain',
      loc("Defender's hex terrain (Terrain Table)", "Terreno dell'esagono del difensore (Tabella del Terreno)"),
      HEX_TERRAIN.map((id) => ({ value: id, name: terrainName(id) })),
      {
        nameIt: 'terreno',
      },
    ),
    option.string(
      'hexside',
      loc(
        'Hexside crossed from each attacking hex, e.g. banked-stream or stream,none',
        'Lato attraversato da ogni esagono attaccante, es. banked-stream o stream,none',
      ),
      {
        nameIt: 'lato',
      },
    ),
    option.boolean('emplacement', loc('Defender in an emplacement (−1)', 'Difensore in postazione (−1)'), {
      nameIt: 'postazione',
    }),
    option.boolean(
      'open-flank',
      loc(
        'Open ground: attacked frontally with a free flank hex (+1, 9.53)',
        'Terreno aperto: assalto frontale con un fianco libero (+1, 9.53)',
      ),
      {
        nameIt: 'fianco-aperto',
      },
    ),
    option.boolean(
      'single-terrain',
      loc(
        'Use one terrain modifier only, not hex plus hexside (README)',
        'Un solo modificatore di terreno, non esagono più lato (README)',
      ),
      {
        nameIt: 'terreno-singolo',
      },
    ),
    option.choice(
      'position',
      loc(
        "Attack from the defender's Rear (+2) or Front and Rear (+3) (9.54)",
        'Assalto dal Retro (+2) o da Fronte e Retro (+3) (9.54)',
      ),
      [
        { value: 'rear', name: loc('Rear (+2)', 'Retro (+2)') },
        { value: 'front-rear', name: loc('Front and Rear (+3)', 'Fronte e Retro (+3)') },
      ],
      { nameIt: 'posizione' },
    ),
    option.boolean(
      'square',
      loc(
        'The defender formed square (a charge loses its DRM and gets −2, 9.85)',
        'Il difensore ha formato il quadrato (la carica perde il DRM e ha −2, 9.85)',
      ),
      {
        nameIt: 'quadrato',
      },
    ),
    option.choice(
      'countercharge',
      loc(
        'The defender countercharged successfully with light or heavy cavalry (9.86)',
        'Il difensore ha controcaricato con successo con cavalleria leggera o pesante (9.86)',
      ),
      [
        { value: 'light', name: loc('light cavalry', 'cavalleria leggera') },
        { value: 'heavy', name: loc('heavy cavalry', 'cavalleria pesante') },
      ],
      { nameIt: 'controcarica' },
    ),
    option.boolean(
      'reaction-disorder',
      loc(
        'The charging cavalry was Disordered by Reaction Fire (9.24)',
        'La cavalleria in carica è in Disordine per il Fuoco di Reazione (9.24)',
      ),
      {
        nameIt: 'disordine-reazione',
      },
    ),
    option.integer(
      'pursuit',
      loc(
        'Which pursuit charge this is: 1 for the first, −1 each (9.87)',
        'Quale carica in Inseguimento: 1 per la prima, −1 ciascuna (9.87)',
      ),
      {
        min: 0,
        max: MAX_PURSUITS,
        nameIt: 'inseguimento',
      },
    ),
    drmOption,
    option.string(
      'attacker-checks',
      loc(
        "Disordered-side Cohesion of each attacking stack's top unit, e.g. 5,4",
        "Coesione in Disordine dell'unità sopra ogni gruppo attaccante, es. 5,4",
      ),
      {
        nameIt: 'controlli-att',
      },
    ),
    option.string(
      'defender-checks',
      loc(
        "Disordered-side Cohesion of each defending stack's top unit, e.g. 5",
        "Coesione in Disordine dell'unità sopra ogni gruppo difendente, es. 5",
      ),
      {
        nameIt: 'controlli-dif',
      },
    ),
    option.integer(
      'check-drm',
      loc(
        'DRM to the retreat checks (terrain the chart leaves unnamed)',
        'DRM ai controlli per la ritirata (terreno non indicato dalla tabella)',
      ),
      {
        min: DRM_MIN,
        max: DRM_MAX,
        nameIt: 'drm-controllo',
      },
    ),
  ],
  input: assaultInput,
  resolve(v, dice) {
    const { modifiers, rules, notes, ratio } = assaultModifiers(v);
    const roll = d10zero(dice, 'assault');
    const total = roll + modifiers.reduce((sum, m) => sum + m.value, 0);
    const row = ASSAULT_TABLE[bracketIndex(ASSAULT_TABLE, total)] as AssaultRow;
    const f = followUps(v, row);
    rules.push('9.6');

    const list =
      f.cohesionCheck === 'attacker' ? v.attackerChecks : f.cohesionCheck === 'defender' ? v.defenderChecks : undefined;
    const checks = (list ?? []).map((c) => {
      const check = rollCohesion(dice, c, v.checkDrm, 'retreat check');
      return { ...check, retreats: !check.pass };
    });
    if (f.cohesionCheck) rules.push('6.23', '9.62');
    if (f.defenderRetreats) rules.push('9.71');
    if (f.breakthrough || f.counterAssault) rules.push('9.73');
    if (f.pursuit && !rules.includes('9.87')) rules.push('9.87');
    if (f.chargeDisorder) rules.push('9.84');

    const parts: Localized[] = [
      describeRoll([roll], modifiers, total),
      ...notes,
      loc(
        `Assault Resolution Table, row ${row.label}: ${row.result.en}.`,
        `Tabella della Risoluzione dell'Assalto, riga ${row.label}: ${row.result.it}.`,
      ),
      ...followUpText(v, row, f),
    ];
    if (checks.length > 0)
      parts.push(describeChecks(checks, v.checkDrm, loc('retreats 1 hex', 'si ritira di un esagono')));

    const result: AssaultResult = { roll, total, ratio, row: row.label, outcome: row.outcome, ...f, checks };
    return { ok: true, result, rules, text: joinLocalized(parts) };
  },
});
