/**
 * The rolls around a cavalry charge (9.8): the target's square (9.85) or countercharge (9.86), the
 * charger's recall (9.82), and the Disorder roll of light cavalry or horse artillery retreating before a
 * heavy cavalry charge (9.31).
 */
import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier, type RulingOutcome } from '../../core/ruling.js';
import { cohesionOption, describeCheck, rollCohesion } from './cohesion.js';
import {
  describeDisorderEffect,
  disorderEffect,
  disorderRule,
  disorderedOption,
  refineDisorderedKind,
  type DisorderEffect,
  type UnitKind,
} from './disorder.js';

/** 9.86: +2 when light cavalry countercharges a heavy cavalry charge. */
const LIGHT_VS_HEAVY_DRM = 2;
/** 9.86: −1 to a light cavalry charge successfully countercharged by heavy cavalry. */
const HEAVY_COUNTERCHARGE_ASSAULT_DRM = -1;

const cavalryWeight = [
  { value: 'light', name: loc('light (Cossacks too, SR11)', 'leggera (anche i cosacchi, SR11)') },
  { value: 'heavy', name: loc('heavy', 'pesante') },
];

// ---------------------------------------------------------------------------------------------------------
// 9.85 Square.

export const squareRuling = defineRuling({
  id: 'square',
  nameIt: 'quadrato',
  description: loc(
    "Forming square against a charge: d10 at or under the top infantry's Cohesion (9.85)",
    'Formare il quadrato contro una carica: d10 pari o inferiore alla Coesione della fanteria (9.85)',
  ),
  options: [
    cohesionOption(loc("Cohesion of the stack's top infantry unit", "Coesione dell'unità di fanteria sopra il gruppo")),
  ],
  input: z.object({ cohesion: z.number() }),
  resolve(v, dice) {
    const check = rollCohesion(dice, v.cohesion, 0, 'square');
    const verdict: Localized = check.pass
      ? loc(
          'Square formed: place a Square marker. The charge loses its DRM and gets −2; the charger may try to Recall (9.85).',
          'Quadrato formato: ponete un segnalino di quadrato. La carica perde il suo DRM e ha −2; chi carica può tentare il Richiamo (9.85).',
        )
      : loc(
          'No square: every unit of the stack, artillery included, is Disordered (9.85).',
          'Nessun quadrato: tutte le unità del gruppo, artiglieria inclusa, vanno in Disordine (9.85).',
        );
    return {
      ok: true,
      result: { roll: check.roll, square: check.pass, disordered: !check.pass },
      rules: ['9.85'],
      text: joinLocalized([describeRoll([check.roll], [], check.roll), describeCheck(check), verdict]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 9.86 Countercharge.

export const counterchargeRuling = defineRuling({
  id: 'countercharge',
  nameIt: 'controcarica',
  description: loc(
    'Countercharge by charged cavalry: d10 (+2 light against heavy) at or under its Cohesion (9.86)',
    'Controcarica della cavalleria caricata: d10 (+2 leggera contro pesante) ≤ Coesione (9.86)',
  ),
  options: [
    cohesionOption(loc('Cohesion of the countercharging cavalry', 'Coesione della cavalleria che controcarica')),
    option.choice(
      'countercharger',
      loc('The countercharging cavalry', 'La cavalleria che controcarica'),
      cavalryWeight,
      {
        required: true,
        nameIt: 'controcaricante',
      },
    ),
    option.choice(
      'charge',
      loc(
        'The charge: heavy if any heavy cavalry charges (9.83)',
        'La carica: pesante se vi carica cavalleria pesante (9.83)',
      ),
      cavalryWeight,
      {
        required: true,
        nameIt: 'carica',
      },
    ),
  ],
  input: z.object({
    cohesion: z.number(),
    countercharger: z.enum(['light', 'heavy']),
    charge: z.enum(['light', 'heavy']),
  }),
  resolve(v, dice) {
    const modifiers: Modifier[] = [];
    if (v.countercharger === 'light' && v.charge === 'heavy')
      modifiers.push({
        label: loc('light against a heavy charge', 'leggera contro carica pesante'),
        value: LIGHT_VS_HEAVY_DRM,
        rule: '9.86',
      });
    const drm = modifiers.reduce((s, m) => s + m.value, 0);
    const check = rollCohesion(dice, v.cohesion, drm, 'countercharge');
    const assaultDrm =
      check.pass && v.countercharger === 'heavy' && v.charge === 'light' ? HEAVY_COUNTERCHARGE_ASSAULT_DRM : 0;
    const parts = [describeRoll([check.roll], modifiers, check.total), describeCheck(check)];
    if (check.pass) {
      parts.push(
        loc(
          'Countercharge: the charging cavalry gets no charge DRM (9.86); the countercharging cavalry is Disordered at the end of the charge (9.84).',
          'Controcarica riuscita: la cavalleria che carica non ottiene i benefici della carica (9.86); quella che controcarica va in Disordine alla fine della carica (9.84).',
        ),
      );
      if (assaultDrm !== 0)
        parts.push(
          loc(
            'Heavy cavalry countercharging light: −1 to the light cavalry’s assault roll (9.86).',
            'Cavalleria pesante che controcarica la leggera: −1 al tiro per l’assalto della leggera (9.86).',
          ),
        );
    } else
      parts.push(
        loc(
          'No countercharge: the charge is resolved normally (9.86).',
          'La controcarica non ha luogo: la carica si risolve secondo le normali regole (9.86).',
        ),
      );
    return {
      ok: true,
      result: { roll: check.roll, total: check.total, success: check.pass, assaultDrm },
      rules: check.pass ? ['9.86', '9.84'] : ['9.86'],
      text: joinLocalized(parts),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 9.82 Recall.

const recallInput = z
  .object({ cohesion: z.number(), reason: z.enum(['square', 'reaction-fire']), pursuing: z.boolean().default(false) })
  .superRefine((v, ctx) => {
    if (v.pursuing)
      ctx.addIssue({
        code: 'custom',
        path: ['pursuing'],
        message: 'pursuing cavalry may not Recall: it must charge (9.82 note, 9.85)',
      });
  });

export const recallRuling = defineRuling({
  id: 'recall',
  nameIt: 'richiamo',
  description: loc(
    'Recall of charging cavalry (square, or Disorder by Reaction Fire): d10 ≤ Cohesion (9.82)',
    'Richiamo della cavalleria in carica (quadrato o Fuoco di Reazione): d10 ≤ Coesione (9.82)',
  ),
  options: [
    cohesionOption(loc("The charging cavalry's current Cohesion", 'Coesione attuale della cavalleria in carica')),
    option.choice(
      'reason',
      loc('Why it may try (9.82)', 'Perché può tentarlo (9.82)'),
      [
        { value: 'square', name: loc('the target formed square', 'il bersaglio ha formato il quadrato') },
        { value: 'reaction-fire', name: loc('Disordered by Reaction Fire', 'in Disordine per il Fuoco di Reazione') },
      ],
      { required: true, nameIt: 'motivo' },
    ),
    option.boolean(
      'pursuing',
      loc('The cavalry is pursuing (it may not Recall)', 'La cavalleria sta inseguendo (non può Richiamare)'),
      {
        nameIt: 'insegue',
      },
    ),
  ],
  input: recallInput,
  resolve(v, dice) {
    const check = rollCohesion(dice, v.cohesion, 0, 'recall');
    const verdict = check.pass
      ? loc(
          'Recalled: the cavalry does not charge, stays where it is and may change facing; it is not Disordered by the charge (9.82, 9.84).',
          'Richiamo riuscito: la cavalleria non carica, rimane dov’è e può cambiare orientamento; non va in Disordine per la carica (9.82, 9.84).',
        )
      : loc('Not recalled: the cavalry must charge (9.82).', "Richiamo fallito: l'unità deve caricare (9.82).");
    return {
      ok: true,
      result: { roll: check.roll, recalled: check.pass },
      rules: [v.reason === 'square' ? '9.85' : '8.6', '9.82'],
      text: joinLocalized([describeRoll([check.roll], [], check.roll), describeCheck(check), verdict]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 9.31 Retreat before a heavy cavalry charge: POSSIBILE DISORDINE.

export interface RetreatBeforeChargeResult {
  readonly roll: number;
  readonly pass: boolean;
  readonly effect: 'none' | DisorderEffect;
}

const retreatInput = z
  .object({
    cohesion: z.number(),
    unit: z.enum(['light-cavalry', 'cossack', 'horse-artillery']).default('light-cavalry'),
    disordered: z.boolean().default(false),
  })
  .superRefine((v, ctx) => refineDisorderedKind({ unit: kindOf(v.unit), disordered: v.disordered }, ctx));

function kindOf(unit: 'light-cavalry' | 'cossack' | 'horse-artillery'): UnitKind {
  return unit === 'light-cavalry' ? 'cavalry' : unit === 'cossack' ? 'cossack' : 'artillery';
}

export const retreatBeforeChargeRuling = defineRuling({
  id: 'retreat-before-charge',
  nameIt: 'ritirata-prima-carica',
  description: loc(
    'Light cavalry or horse artillery retreating before a heavy charge: d10 ≤ Cohesion (9.31)',
    'Ritirata di cavalleria leggera o art. a cavallo davanti a carica pesante: d10 ≤ Coesione (9.31)',
  ),
  options: [
    cohesionOption(loc("The retreating unit's current Cohesion", "Coesione attuale dell'unità che si ritira")),
    option.choice(
      'unit',
      loc('The retreating unit (default light cavalry)', "L'unità che si ritira (default cavalleria leggera)"),
      [
        { value: 'light-cavalry', name: loc('light cavalry', 'cavalleria leggera') },
        { value: 'cossack', name: loc('Cossacks (SR11)', 'cosacchi (SR11)') },
        { value: 'horse-artillery', name: loc('horse artillery', 'artiglieria a cavallo') },
      ],
      { nameIt: 'unita' },
    ),
    disorderedOption,
  ],
  input: retreatInput,
  resolve(v, dice): RulingOutcome<RetreatBeforeChargeResult> {
    const kind = kindOf(v.unit);
    const check = rollCohesion(dice, v.cohesion, 0, 'retreat before charge');
    const effect: 'none' | DisorderEffect = check.pass ? 'none' : disorderEffect(kind, v.disordered);
    const rules = ['9.31'];
    if (effect !== 'none') rules.push(disorderRule(kind, effect));
    const words =
      effect === 'none'
        ? loc('it retreats in good order', 'si ritira senza conseguenze')
        : describeDisorderEffect(effect);
    return {
      ok: true,
      result: { roll: check.roll, pass: check.pass, effect },
      rules,
      text: joinLocalized([
        describeRoll([check.roll], [], check.roll),
        describeCheck(check),
        loc(
          `Retreat before a heavy cavalry charge (9.31): ${words.en}. The charger may advance into the vacated hex.`,
          `Ritirata prima della carica di cavalleria pesante (9.31): ${words.it}. L'attaccante può avanzare nell'esagono lasciato libero.`,
        ),
      ]),
    };
  },
});
