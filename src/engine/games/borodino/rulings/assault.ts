/** The `assault` ruling: options → the assault (rules/assault.ts) → its steps in words. */
import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, notationField, defineRuling, option } from '../../../core/ruling.js';
import { ATTACKS, HEX_TERRAIN } from '../model.js';
import { parseCohesions, parseCrossings } from '../notation.js';
import { assault, assaultRefusal } from '../rules/assault.js';
import { DRM_MAX, DRM_MIN } from '../rules/cohesion.js';
import { borodinoWords, TERRAIN_NAME } from '../words.js';
import { cohesionOption, drmOption } from './options.js';

/** Sanity bounds, not rules: total assault SP of a side, stacks that roll, pursuit charges in a row. */
const MAX_SP = 200;
const MAX_STACKS = 6;
const MAX_PURSUITS = 10;

const assaultInput = z
  .object({
    attacker: z.number(),
    defender: z.number(),
    attackerCohesion: z.number(),
    defenderCohesion: z.number(),
    attack: z.enum(ATTACKS),
    defenderType: z.enum(['infantry', 'cavalry']).default('infantry'),
    terrain: z.enum(HEX_TERRAIN).optional(),
    hexside: notationField(parseCrossings).optional(),
    emplacement: z.boolean().default(false),
    openFlank: z.boolean().default(false),
    singleTerrain: z.boolean().default(false),
    position: z.enum(['rear', 'front-rear']).optional(),
    square: z.boolean().default(false),
    countercharge: z.enum(['light', 'heavy']).optional(),
    reactionDisorder: z.boolean().default(false),
    pursuit: z.number().default(0),
    drm: z.number().default(0),
    attackerChecks: notationField((text) => parseCohesions(text, MAX_STACKS)).optional(),
    defenderChecks: notationField((text) => parseCohesions(text, MAX_STACKS)).optional(),
    checkDrm: z.number().default(0),
  })
  .superRefine((v, ctx) => blame(ctx, assaultRefusal(v)));

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
      HEX_TERRAIN.map((id) => ({ value: id, name: TERRAIN_NAME[id] })),
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
  words: borodinoWords,
  resolve: (v, dice) => resolutionOf(assault(v, dice)),
});
