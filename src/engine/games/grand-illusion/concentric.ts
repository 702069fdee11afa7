import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option, signed } from '../../core/ruling.js';
import { inputIssue } from './messages.js';
import { CONCENTRIC_DRM } from './tables.js';

/**
 * Concentric Attack (9.2.3 b): adjacent hexes that are friendly-controlled and hold a friendly combat unit, plus
 * adjacent friendly-controlled hexes whose hexside with the battle hex is blocked (8.4.5), give the attacker −1
 * (3–4 hexes) or −2 (5–6), offsetting the + DRMs of terrain and trenches.
 */

export function concentricDrm(hexes: number): number {
  return CONCENTRIC_DRM[hexes] ?? 0;
}

const input = z
  .object({
    occupied: z.number().int(),
    blocked: z.number().int().default(0),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
  })
  .superRefine((v, ctx) => {
    if (v.occupied + v.blocked > 6)
      inputIssue(
        ctx,
        'blocked',
        `a hex has 6 neighbours: occupied + blocked must be at most 6, not ${v.occupied + v.blocked}`,
        `un esagono ha 6 adiacenti: occupati + bloccati deve essere al massimo 6, non ${v.occupied + v.blocked}`,
      );
  });

export interface ConcentricResult {
  readonly hexes: number;
  readonly drm: number;
  /** Terrain + trench + concentric: the attacker's net DRM before any counterattack, surprise or alpine change. */
  readonly netDrm: number;
}

export const concentric = defineRuling({
  id: 'concentric',
  nameIt: 'concentrico',
  description: loc(
    'Concentric Attack: qualifying adjacent hexes → attacker DRM (9.2.3 b)',
    "Attacco Concentrico: esagoni adiacenti validi → DRM dell'attaccante (9.2.3 b)",
  ),
  options: [
    option.integer(
      'occupied',
      loc(
        'Adjacent friendly-controlled hexes with a friendly combat unit',
        'Esagoni adiacenti amici controllati con unità combattenti amiche',
      ),
      {
        required: true,
        min: 0,
        max: 6,
        nameIt: 'occupati',
      },
    ),
    option.integer(
      'blocked',
      loc(
        'Other adjacent friendly hexes whose shared hexside is blocked',
        'Altri esagoni adiacenti amici il cui lato in comune è bloccato',
      ),
      {
        min: 0,
        max: 6,
        nameIt: 'bloccati',
      },
    ),
    option.integer(
      'terrain',
      loc('Hex terrain value TEM, 0–2, for the net DRM', 'Valore del terreno TEM, 0–2, per il DRM netto'),
      {
        min: 0,
        max: 2,
        nameIt: 'terreno',
      },
    ),
    option.integer('trench', loc('Trench level, 0–2, for the net DRM', 'Livello di trincea, 0–2, per il DRM netto'), {
      min: 0,
      max: 2,
      nameIt: 'trincea',
    }),
  ],
  input,
  resolve(v) {
    const hexes = v.occupied + v.blocked;
    const drm = concentricDrm(hexes);
    const netDrm = v.terrain + v.trench + drm;
    const rules = ['9.2.3 b'];
    if (v.blocked > 0) rules.push('8.4.5');
    const lines: Localized[] = [
      loc(
        `${v.occupied} occupied + ${v.blocked} blocked = ${hexes} qualifying hexes: Concentric Attack ${drm === 0 ? 'none (3 are needed)' : signed(drm)} (3–4: −1, 5–6: −2).`,
        `${v.occupied} occupati + ${v.blocked} bloccati = ${hexes} esagoni validi: Attacco Concentrico ${drm === 0 ? 'nessuno (ne servono 3)' : signed(drm)} (3–4: −1, 5–6: −2).`,
      ),
    ];
    if (v.terrain > 0 || v.trench > 0) {
      rules.push('9.3.1 b');
      lines.push(
        loc(
          `Attacker's net DRM: TEM ${signed(v.terrain)}, trench ${signed(v.trench)}, concentric ${signed(drm)} = **${signed(netDrm)}**.`,
          `DRM netto dell'attaccante: TEM ${signed(v.terrain)}, trincea ${signed(v.trench)}, concentrico ${signed(drm)} = **${signed(netDrm)}**.`,
        ),
      );
    }
    const result: ConcentricResult = { hexes, drm, netDrm };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});
