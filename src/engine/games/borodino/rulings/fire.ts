/** The `artillery` ruling: options → the fire (rules/fire.ts) → its steps in words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, notationField, defineRuling, option } from '../../../core/ruling.js';
import { COHESION_MAX, COHESION_MIN, HEX_TERRAIN as TARGET_TERRAIN, SLOPES } from '../model.js';
import { parseCohesions } from '../notation.js';
import { artilleryFire, fireRefusal, MAX_UNITS_IN_HEX } from '../rules/fire.js';
import { borodinoWords, TERRAIN_NAME } from '../words.js';
import { drmOption } from './options.js';

/** A sanity bound, not a rule: the Barrage AM combines every stacked or adjacent artillery unit (8.21). */
const MAX_COMBINED = 20;

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
    cohesions: notationField((text) => parseCohesions(text, MAX_UNITS_IN_HEX)).optional(),
    friendly: z.number().optional(),
    friendlyOnMiss: z.boolean().default(false),
    reaction: z.enum(['infantry', 'cavalry']).optional(),
  })
  .superRefine((v, ctx) => blame(ctx, fireRefusal(v)));

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
      TARGET_TERRAIN.map((id) => ({ value: id, name: TERRAIN_NAME[id] })),
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
      SLOPES.map((id) => ({ value: id, name: TERRAIN_NAME[id] })),
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
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(artilleryFire(v, dice)),
});
