/**
 * Commitment (Impiego, 9.4): before any assault or charge the top unit of each attacking stack rolls d10
 * against its Cohesion (9.41, 9.45, 6.23). Pass: the whole stack must assault; fail: none of it may.
 */
import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { cohesionOption, describeCheck, drmOption, otherDrm, rollCohesion } from './cohesion.js';
import { OC_COMMAND_DRM } from './tables.js';

/** A sanity bound for a printed Defensive Fire DRM (2.2's example is +1). */
const DEFENSIVE_FIRE_BOUND = 5;
/** 9.22: an assaulting unit attacks every enemy in its (two) Frontal hexes. */
const MAX_ASSAULTED_HEXES = 2;

/** `1` or `1,2`: the Defensive Fire value of the top infantry unit in each hex assaulted from its Frontal hexes. */
const defensiveFireList = z.string().transform((text, ctx) => {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const values = parts.map((p) => Number(p.replace('−', '-')));
  const ok =
    parts.length >= 1 &&
    parts.length <= MAX_ASSAULTED_HEXES &&
    values.every((n) => Number.isInteger(n) && Math.abs(n) <= DEFENSIVE_FIRE_BOUND);
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      message: `expected one Defensive Fire value per assaulted hex (1 or 2 of them, each from -${DEFENSIVE_FIRE_BOUND} to ${DEFENSIVE_FIRE_BOUND}) separated by commas, e.g. 1 or 1,2`,
    });
    return z.NEVER;
  }
  return values;
});

const commitmentInput = z
  .object({
    cohesion: z.number(),
    orders: z.enum(['under', 'none']),
    inRange: z.boolean().default(false),
    defensiveFire: defensiveFireList.optional(),
    charge: z.boolean().default(false),
    alwaysPlusOne: z.boolean().default(false),
    drm: z.number().default(0),
  })
  .superRefine((v, ctx) => {
    if (v.charge && v.defensiveFire)
      ctx.addIssue({
        code: 'custom',
        path: ['defensiveFire'],
        message: "a charge's Commitment is never modified by the defender's Defensive Fire (9.81, 9.42)",
      });
    if (v.alwaysPlusOne && v.orders !== 'none')
      ctx.addIssue({
        code: 'custom',
        path: ['alwaysPlusOne'],
        message: 'applies to a Command with No Orders only (5.27, 9.42)',
      });
  });

export const commitmentRuling = defineRuling({
  id: 'commitment',
  nameIt: 'impiego',
  description: loc(
    "Commitment before an assault or charge: d10 against the top unit's Cohesion (9.4)",
    "Impiego prima di Assalto o Carica: d10 contro la Coesione dell'unità sopra (9.4)",
  ),
  options: [
    cohesionOption(
      loc("Cohesion of the attacking stack's top unit (9.45)", "Coesione dell'unità sopra il gruppo attaccante (9.45)"),
    ),
    option.choice(
      'orders',
      loc(
        "The Command's orders (Reserve activation acts as No Orders, 5.53)",
        'Ordini del Comando (la Riserva opera Senza Ordini, 5.53)',
      ),
      [
        { value: 'under', name: loc('Under Orders', 'Sotto Ordini') },
        { value: 'none', name: loc('No Orders', 'Senza Ordini') },
      ],
      { required: true, nameIt: 'ordini' },
    ),
    option.boolean(
      'in-range',
      loc(
        "Within the OC's Command Range: a unit of the Command, or this unit if No Orders",
        "Entro il Raggio dell'OC: un'unità del Comando, o questa se Senza Ordini",
      ),
      { nameIt: 'nel-raggio' },
    ),
    option.string(
      'defensive-fire',
      loc(
        'Defensive Fire of the top infantry in each hex assaulted frontally, e.g. 1 or 1,2',
        'Fuoco Difensivo della fanteria sopra in ogni esagono assaltato di fronte, es. 1 o 1,2',
      ),
      { nameIt: 'fuoco-difensivo' },
    ),
    option.boolean(
      'charge',
      loc(
        'A cavalry charge (never modified by Defensive Fire, 9.81)',
        'Carica di cavalleria (mai modificata dal Fuoco Difensivo, 9.81)',
      ),
      {
        nameIt: 'carica',
      },
    ),
    option.boolean(
      'always-plus-one',
      loc(
        "No Orders: +1 even within the OC's range (9.42; default follows 5.27)",
        "Senza Ordini: +1 anche entro il Raggio dell'OC (9.42; di norma 5.27)",
      ),
      { nameIt: 'sempre-piu-uno' },
    ),
    drmOption,
  ],
  input: commitmentInput,
  resolve(v, dice) {
    const modifiers: Modifier[] = [];
    const rules = ['9.41'];
    const notes: Localized[] = [];
    if (v.orders === 'under') {
      if (v.inRange) {
        modifiers.push({
          label: loc("OC's Command DRM", "DRM di Comando dell'OC"),
          value: OC_COMMAND_DRM,
          rule: '9.42',
        });
        rules.push('9.42', '5.61');
      }
    } else if (v.inRange && !v.alwaysPlusOne) {
      rules.push('5.27');
      notes.push(
        loc(
          "No Orders, but within the OC's Command Range: no +1 (5.27).",
          "Senza Ordini, ma entro il Raggio di Ordini dell'OC: nessun +1 (5.27).",
        ),
      );
    } else {
      modifiers.push({ label: loc('No Orders', 'Senza Ordini'), value: 1, rule: '9.42' });
      rules.push('9.42', '5.27');
    }
    const hexes = v.defensiveFire ?? [];
    hexes.forEach((df, i) => {
      const which = hexes.length > 1 ? ` (${i + 1})` : '';
      modifiers.push({ label: loc(`Defensive Fire${which}`, `Fuoco Difensivo${which}`), value: df, rule: '9.42' });
      if (!rules.includes('9.42')) rules.push('9.42');
    });
    if (v.drm !== 0) modifiers.push(otherDrm(v.drm));
    const drm = modifiers.reduce((sum, m) => sum + m.value, 0);
    const check = rollCohesion(dice, v.cohesion, drm, 'commitment');
    rules.push('9.43', '9.45');

    const what = v.charge ? loc('charge', 'caricare') : loc('assault', 'assaltare');
    const outcome = check.pass
      ? loc(
          `Committed: the top unit and every other unit of its stack must ${what.en} (9.43, 9.45), unless Disordered by Reaction Fire.`,
          `Impiegata: l'unità sopra e tutte le altre del gruppo devono ${what.it} (9.43, 9.45), salvo Disordine per Fuoco di Reazione.`,
        )
      : loc(
          `Not committed: no unit of the stack may ${what.en} (9.43, 9.45).`,
          `Non impiegata: nessuna unità del gruppo può ${what.it} (9.43, 9.45).`,
        );
    return {
      ok: true,
      result: { roll: check.roll, total: check.total, committed: check.pass },
      rules,
      text: joinLocalized([
        describeRoll([check.roll], modifiers, check.total),
        ...notes,
        describeCheck(check),
        outcome,
      ]),
    };
  },
});
