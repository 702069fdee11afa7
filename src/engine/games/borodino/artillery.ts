/**
 * Artillery fire (8.0): d10 + Fire Strength (modified for range) + DRMs on the Artillery Fire Table (8.5),
 * the checks its 9–12 row calls for (each unit separately, 8.5) and the friendly-fire check (8.8).
 */
import { z } from 'zod';
import { d10zero } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { bracketIndex } from '../../core/tables.js';
import {
  cohesionList,
  COHESION_MAX,
  COHESION_MIN,
  describeChecks,
  drmOption,
  otherDrm,
  rollCohesion,
  type CohesionRoll,
} from './cohesion.js';
import {
  ARTILLERY_FIRE_TABLE,
  FRIENDLY_FIRE_DRM,
  FRIENDLY_FIRE_MAX_NATURAL,
  terrainRow,
  type FireEffect,
  type FireRow,
  type TerrainId,
} from './tables.js';

/** 6.21: never more than 3 combat units in a hex. */
const MAX_UNITS_IN_HEX = 3;
/** A sanity bound, not a rule: the Barrage AM combines every stacked or adjacent artillery unit (8.21). */
const MAX_COMBINED = 20;

const TARGET_TERRAIN = ['open', 'woods', 'marsh', 'cultivated', 'town', 'rubble'] as const;
const SLOPES = ['slope-up', 'steep-slope-up', 'slope-down', 'steep-slope-down'] as const;

const artilleryInput = z
  .object({
    strength: z.number(),
    range: z.number().optional(),
    effective: z.number().optional(),
    maximum: z.number().optional(),
    units: z.number().default(1),
    combined: z.number().default(1),
    barrage: z.boolean().default(false),
    square: z.boolean().default(false),
    terrain: z.enum(TARGET_TERRAIN).optional(),
    firerCover: z.boolean().default(false),
    emplacement: z.boolean().default(false),
    entrenchment: z.boolean().default(false),
    slope: z.enum(SLOPES).optional(),
    drm: z.number().default(0),
    cohesions: cohesionList(MAX_UNITS_IN_HEX).optional(),
    friendly: z.number().optional(),
    friendlyOnMiss: z.boolean().default(false),
    reaction: z.enum(['infantry', 'cavalry']).optional(),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.reaction) {
      if (v.range !== undefined && v.range !== 1)
        fail('range', 'Reaction Fire is at an attacker in an adjacent Frontal hex: range 1 (8.6)');
      if (v.units < 1)
        fail('units', 'Reaction Fire answers an assault by infantry or cavalry: give --units 1 or more (8.6)');
      if (v.square) fail('square', 'units in square may not assault, so they draw no Reaction Fire (9.85, 8.6)');
      if (v.reaction === 'infantry' && v.cohesions && v.cohesions.length > 1)
        fail(
          'cohesions',
          'Reaction Fire against an infantry assault affects only the top unit: give its Cohesion alone (8.6)',
        );
    }
    if (v.range === undefined) {
      if (v.effective !== undefined || v.maximum !== undefined)
        fail('range', 'give the range in hexes with the Effective and Maximum ranges (8.3)');
      if (v.slope !== undefined)
        fail('range', 'a slope needs the range: adjacent fire reads its own cell (Terrain Table [f], [g])');
    } else if (v.range >= 2) {
      if (v.effective === undefined || v.maximum === undefined)
        fail('range', 'at range 2 or more give --effective and --maximum, the ranges printed on the counter (8.3)');
      else if (v.effective > v.maximum) fail('effective', 'the Effective range cannot exceed the Maximum range (8.3)');
      else if (v.range > v.maximum)
        fail('range', `range ${v.range} is beyond the Maximum range ${v.maximum}: no fire (8.3)`);
    }
    if (v.slope === 'steep-slope-up' && v.range === 1)
      fail('slope', 'artillery may not fire at an adjacent hex higher by a steep slope (Terrain Table [f])');
    if (v.combined > 2 && !v.barrage)
      fail('combined', 'only 2 stacked artillery units combine their fire; more only with the Barrage AM (8.21)');
    if (v.square && v.units < 1)
      fail('square', 'a square needs infantry in the target hex: give --units 1 or more (9.85)');
    if (v.cohesions && v.reaction !== 'infantry' && v.cohesions.length < Math.max(1, v.units))
      fail('cohesions', 'give the Cohesion of every unit in the target hex: each one rolls (8.5)');
  });

type ArtilleryInput = z.infer<typeof artilleryInput>;

export interface FriendlyFire {
  readonly cohesion: number;
  readonly roll: number;
  readonly total: number;
  readonly disordered: boolean;
}

export interface ArtilleryResult {
  readonly roll: number;
  readonly total: number;
  readonly row: string;
  readonly effect: FireEffect;
  /** 15+ retreats the units, except in a town (chart's **). */
  readonly retreat: boolean;
  /** The 9–12 row's checks, one per unit, when their Cohesions were given. */
  readonly checks: readonly (CohesionRoll & { readonly disordered: boolean })[];
  /** A natural 0–2 calls for the friendly-fire check (8.8). */
  readonly friendlyFireDue: boolean;
  readonly friendlyFire: FriendlyFire | null;
}

function fireModifiers(v: ArtilleryInput): { modifiers: Modifier[]; rules: string[] } {
  const modifiers: Modifier[] = [{ label: loc('Fire Strength', 'Forza di Fuoco'), value: v.strength, rule: '8.5' }];
  const rules = ['8.5'];
  const add = (m: Modifier, rule: string) => {
    modifiers.push(m);
    if (!rules.includes(rule)) rules.push(rule);
  };
  if (v.range !== undefined) {
    if (v.range === 1 && v.units >= 1)
      add(
        {
          label: loc('range 1 against non-artillery', 'raggio 1 contro unità non di artiglieria'),
          value: 1,
          rule: '8.3',
        },
        '8.3',
      );
    else if (v.effective !== undefined && v.range > v.effective) {
      const beyond = v.range - v.effective;
      add(
        {
          label: loc(`beyond Effective range (${beyond} × −2)`, `oltre il Raggio Effettivo (${beyond} × −2)`),
          value: -2 * beyond,
          rule: '8.3',
        },
        '8.3',
      );
    } else rules.push('8.3');
  }
  if (v.combined >= 2) {
    const label = v.barrage
      ? loc(`Artillery Barrage, ${v.combined} units`, `Sbarramento di Artiglieria, ${v.combined} unità`)
      : loc('stacked artillery firing together', 'artiglieria raggruppata che spara');
    add({ label, value: 2 * (v.combined - 1), rule: '8.21' }, '8.21');
  }
  if (v.units >= 2) add({ label: loc('Massed Target', 'Bersaglio Ammassato'), value: v.units - 1, rule: '8.9' }, '8.9');
  if (v.square) add({ label: loc('target in square', 'bersaglio in quadrato'), value: 1, rule: '9.85' }, '9.85');

  const terrain = (name: Localized, value: number, note = '') => {
    const tail = note ? ` ${note}` : '';
    add(
      { label: loc(`${name.en} (Terrain Table${tail})`, `${name.it} (Tabella del Terreno${tail})`), value },
      'Terrain Table',
    );
  };
  if (v.terrain) {
    const cell = terrainRow(v.terrain).fire;
    if (cell.kind === 'into-from')
      terrain(
        loc(`fire into ${terrainRow(v.terrain).name.en}`, `fuoco in ${terrainRow(v.terrain).name.it}`),
        cell.into,
        '[e]',
      );
  }
  if (v.firerCover) {
    const cell = terrainRow('woods').fire;
    if (cell.kind === 'into-from')
      terrain(loc('fire out of woods or town', 'fuoco da bosco o paese'), cell.from, '[e]');
  }
  if (v.emplacement) terrain(terrainRow('emplacement').name, fireDrmOf('emplacement'));
  if (v.entrenchment) terrain(terrainRow('entrenchment').name, fireDrmOf('entrenchment'));
  if (v.slope) {
    const cell = terrainRow(v.slope).fire;
    const name = terrainRow(v.slope).name;
    if (cell.kind === 'adjacent-lower') terrain(name, v.range === 1 ? cell.adjacent : cell.otherwise, '[g]');
    else if (cell.kind === 'drm') terrain(name, cell.drm, cell.note ? `[${cell.note}]` : '');
  }
  if (v.drm !== 0) modifiers.push(otherDrm(v.drm));
  return { modifiers, rules };
}

function fireDrmOf(id: TerrainId): number {
  const cell = terrainRow(id).fire;
  if (cell.kind !== 'drm') throw new Error(`terrain ${id} has no plain fire DRM`);
  return cell.drm;
}

function effectText(row: FireRow, retreat: boolean, square: boolean, topOnly: boolean): Localized {
  switch (row.effect) {
    case 'none':
      return loc('No effect.', 'Nessun effetto.');
    case 'cohesion-check':
      return topOnly
        ? loc(
            'The top unit of the attacking stack rolls: a die over its Cohesion is a Disorder result (8.5, 8.6).',
            "L'unità sopra il gruppo attaccante tira: un dado superiore alla Coesione è un risultato di Disordine (8.5, 8.6).",
          )
        : loc(
            'Each unit in the target hex rolls separately: a die over its Cohesion is a Disorder result (8.5).',
            "Ogni unità nell'esagono bersaglio tira separatamente: un dado superiore alla Coesione è un risultato di Disordine (8.5).",
          );
    case 'disorder':
    case 'disorder-retreat': {
      const base = topOnly
        ? loc(
            'The top unit of the attacking stack is Disordered (already Disordered: it Withdraws, 9.66)',
            "L'unità sopra il gruppo attaccante va in Disordine (se già in Disordine si Ritira, 9.66)",
          )
        : loc(
            'All units in the target hex are Disordered (already Disordered: they Withdraw, artillery is eliminated, 9.66)',
            "Tutte le unità nell'esagono bersaglio vanno in Disordine (se già in Disordine si Ritirano, l'artiglieria è eliminata, 9.66)",
          );
      const tail =
        row.effect === 'disorder'
          ? loc('.', '.')
          : retreat
            ? topOnly
              ? loc(' and retreats 1 hex.', ' e si ritira di un esagono.')
              : loc(' and retreat 1 hex.', ' e si ritirano di un esagono.')
            : loc('; in a town they do not retreat (chart, **).', '; in un paese non si ritirano (tabella, **).');
      const sq = square
        ? loc(' The square is broken (9.85).', ' Il quadrato si scioglie automaticamente (9.85).')
        : loc('', '');
      return loc(base.en + tail.en + sq.en, base.it + tail.it + sq.it);
    }
  }
}

/** 8.6: what a Disorder by Reaction Fire does to the assault. */
function reactionText(reaction: 'infantry' | 'cavalry'): Localized {
  return reaction === 'infantry'
    ? loc(
        'Reaction Fire against an infantry assault affects only the top unit, with the Massed Target DRM (8.6); if it is Disordered, no unit of its stack assaults (8.6, 9.45).',
        "Il Fuoco di Reazione contro un Assalto di fanteria influenza solo l'unità sopra, con il DRM per Bersaglio Ammassato (8.6); se va in Disordine, nessuna unità del gruppo assalta (8.6, 9.45).",
      )
    : loc(
        'Non-charging cavalry Disordered by Reaction Fire cancels the assault of its whole stack; charging cavalry must charge on without the charge DRMs (9.24) or try to Recall (9.82) (8.6).',
        'La cavalleria non in carica che va in Disordine per il Fuoco di Reazione annulla l’Assalto di tutto il gruppo; quella in carica deve continuare senza i DRM di carica (9.24) o tentare il Richiamo (9.82) (8.6).',
      );
}

export const artilleryRuling = defineRuling({
  id: 'artillery',
  nameIt: 'artiglieria',
  description: loc(
    'Artillery fire: d10 + Fire Strength + DRMs on the Artillery Fire Table (8.5)',
    'Fuoco di artiglieria: d10 + Forza di Fuoco + DRM sulla Tabella del Fuoco di Artiglieria (8.5)',
  ),
  options: [
    option.integer(
      'strength',
      loc('Fire Strength (the highest when units combine, 8.21)', 'Forza di Fuoco (la più alta se si combinano, 8.21)'),
      {
        required: true,
        min: 1,
        max: 20,
        nameIt: 'forza',
      },
    ),
    option.integer(
      'range',
      loc(
        "Range in hexes, not counting the firer's hex (8.3)",
        'Raggio in esagoni, escluso quello dello sparante (8.3)',
      ),
      {
        min: 1,
        max: 30,
        nameIt: 'raggio',
      },
    ),
    option.integer(
      'effective',
      loc('Effective range printed on the counter (8.3)', 'Raggio Effettivo stampato sulla pedina (8.3)'),
      {
        min: 1,
        max: 30,
        nameIt: 'effettivo',
      },
    ),
    option.integer(
      'maximum',
      loc('Maximum range printed on the counter (8.3)', 'Raggio Massimo stampato sulla pedina (8.3)'),
      {
        min: 1,
        max: 30,
        nameIt: 'massimo',
      },
    ),
    option.integer(
      'units',
      loc(
        'Non-artillery units in the target hex; 0 = artillery only (default 1)',
        'Unità non di artiglieria nel bersaglio; 0 = solo artiglieria (default 1)',
      ),
      {
        min: 0,
        max: MAX_UNITS_IN_HEX,
        nameIt: 'unita',
      },
    ),
    option.integer(
      'combined',
      loc(
        'Artillery units firing together: 2 stacked, more with the Barrage AM',
        'Unità di artiglieria che sparano assieme: 2 raggruppate, di più con lo Sbarramento',
      ),
      {
        min: 1,
        max: MAX_COMBINED,
        nameIt: 'combinate',
      },
    ),
    option.boolean(
      'barrage',
      loc('Fired under the Artillery Barrage AM (8.21)', 'Fuoco con l’AM di Sbarramento di Artiglieria (8.21)'),
      { nameIt: 'sbarramento' },
    ),
    option.boolean('square', loc('Target in square (+1, 9.85)', 'Bersaglio in quadrato (+1, 9.85)'), {
      nameIt: 'quadrato',
    }),
    option.choice(
      'terrain',
      loc(
        "Target hex's terrain (woods or town +1, Terrain Table [e])",
        "Terreno dell'esagono bersaglio (bosco o paese +1, [e])",
      ),
      TARGET_TERRAIN.map((id) => ({ value: id, name: terrainRow(id).name })),
      { nameIt: 'terreno' },
    ),
    option.boolean(
      'firer-cover',
      loc('Firer in a woods or town hex (−1, Terrain Table [e])', 'Sparante in esagono di bosco o paese (−1, [e])'),
      {
        nameIt: 'sparante-coperto',
      },
    ),
    option.boolean('emplacement', loc('Target in an emplacement (−1)', 'Bersaglio in postazione (−1)'), {
      nameIt: 'postazione',
    }),
    option.boolean(
      'entrenchment',
      loc('Fire across an entrenchment hexside (−1)', 'Fuoco attraverso un lato di trinceramento (−1)'),
      {
        nameIt: 'trinceramento',
      },
    ),
    option.choice(
      'slope',
      loc(
        'Slope crossed from the firer to the target (Terrain Table)',
        'Pendio tra sparante e bersaglio (Tabella del Terreno)',
      ),
      SLOPES.map((id) => ({ value: id, name: terrainRow(id).name })),
      { nameIt: 'pendio' },
    ),
    drmOption,
    option.string(
      'cohesions',
      loc(
        'Cohesion of each unit in the target hex, e.g. 6,5: rolls the 9–12 checks',
        'Coesione di ogni unità nel bersaglio, es. 6,5: tira i controlli su 9–12',
      ),
      {
        nameIt: 'coesioni',
      },
    ),
    option.integer(
      'friendly',
      loc(
        'Cohesion of a friendly unit in the LOS adjacent to the target (8.8)',
        'Coesione di unità amica nella LOS adiacente al bersaglio (8.8)',
      ),
      {
        min: COHESION_MIN,
        max: COHESION_MAX,
        nameIt: 'amica',
      },
    ),
    option.boolean(
      'friendly-on-miss',
      loc(
        'Friendly fire only when the fire had no effect (chart reading)',
        'Fuoco amico solo se il fuoco non ha effetto (lettura della tabella)',
      ),
      {
        nameIt: 'amica-se-mancato',
      },
    ),
    option.choice(
      'reaction',
      loc(
        'Reaction Fire at an assaulting stack at range 1 (8.6)',
        'Fuoco di Reazione contro un gruppo che assalta, a raggio 1 (8.6)',
      ),
      [
        { value: 'infantry', name: loc('infantry assault: top unit only', 'assalto di fanteria: solo l’unità sopra') },
        { value: 'cavalry', name: loc('cavalry assault or charge', 'assalto o carica di cavalleria') },
      ],
      { nameIt: 'reazione' },
    ),
  ],
  input: artilleryInput,
  resolve(input, dice) {
    // 8.6: Reaction Fire is always at an adjacent attacker.
    const v = { ...input, range: input.range ?? (input.reaction ? 1 : undefined) };
    const { modifiers, rules } = fireModifiers(v);
    if (v.reaction) rules.push('8.6');
    const roll = d10zero(dice, 'artillery fire');
    const total = roll + modifiers.reduce((sum, m) => sum + m.value, 0);
    const row = ARTILLERY_FIRE_TABLE[bracketIndex(ARTILLERY_FIRE_TABLE, total)] as FireRow;
    const retreat = row.effect === 'disorder-retreat' && v.terrain !== 'town';

    const checks =
      row.effect === 'cohesion-check' && v.cohesions
        ? v.cohesions.map((c) => {
            const check = rollCohesion(dice, c, 0, 'fire cohesion');
            return { ...check, disordered: !check.pass };
          })
        : [];

    const friendlyFireDue = roll <= FRIENDLY_FIRE_MAX_NATURAL && (!v.friendlyOnMiss || row.effect === 'none');
    let friendlyFire: FriendlyFire | null = null;
    if (friendlyFireDue && v.friendly !== undefined) {
      const check = rollCohesion(dice, v.friendly, FRIENDLY_FIRE_DRM, 'friendly fire');
      friendlyFire = { cohesion: check.cohesion, roll: check.roll, total: check.total, disordered: !check.pass };
      rules.push('8.8');
    }

    const parts: Localized[] = [
      describeRoll([roll], modifiers, total),
      loc(
        `Artillery Fire Table, row ${row.label}: ${row.result.en}.`,
        `Tabella del Fuoco di Artiglieria, riga ${row.label}: ${row.result.it}.`,
      ),
      effectText(row, retreat, v.square, v.reaction === 'infantry'),
    ];
    if (v.reaction && row.effect !== 'none') parts.push(reactionText(v.reaction));
    if (checks.length > 0) parts.push(describeChecks(checks, 0, loc('Disorder result', 'risultato di Disordine')));
    if (friendlyFireDue) {
      const due = loc(
        `Unmodified roll ${roll} (2 or less): the friendly unit in the LOS adjacent to the target checks Cohesion with −2 (8.8).`,
        `Tiro non modificato ${roll} (2 o meno): l'unità amica nella LOS adiacente al bersaglio tira per la Coesione con DRM −2 (8.8).`,
      );
      parts.push(due);
      if (friendlyFire) {
        const check = { ...friendlyFire, pass: !friendlyFire.disordered };
        parts.push(
          joinLocalized(
            [
              describeChecks([check], FRIENDLY_FIRE_DRM, loc('Disorder result', 'risultato di Disordine')),
              friendlyFire.disordered
                ? loc('The friendly unit is Disordered.', "L'unità amica va in Disordine.")
                : loc('The friendly unit is unharmed.', "L'unità amica non subisce effetti."),
            ],
            ' ',
          ),
        );
      }
    }
    if (row.effect === 'disorder-retreat' || row.effect === 'disorder') rules.push('9.61');
    if (row.effect === 'disorder-retreat' && !retreat) rules.push('Artillery Fire Table **');

    const result: ArtilleryResult = {
      roll,
      total,
      row: row.label,
      effect: row.effect,
      retreat,
      checks,
      friendlyFireDue,
      friendlyFire,
    };
    return { ok: true, result, rules, text: joinLocalized(parts) };
  },
});
