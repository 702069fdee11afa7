import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { FORT_NOTATION, parseFort, stepText, type Fort } from './forts.js';
import { inputIssue } from './messages.js';

/**
 * German heavy siege artillery (9.5.4): before the FoW roll each HA in the battle hex bombards the forts there,
 * one HA after the other. Die + the fort's bombard-defence number ≤ the HA's bombard number: the fort loses a
 * step and the HA fires again, at the same fort until it is gone, then at the next; the first miss stops it.
 * Concentrated: both HA declared together; if the forts survive both, the bombarded fort takes one extra hit.
 */

const HA_FORM = 'bombard numbers in firing order, e.g. "5" or "5,6"';
const HA_FORM_IT = 'numeri di bombardamento in ordine di tiro, es. "5" o "5,6"';

const input = z
  .object({
    ha: z.string().transform((text, ctx): number[] => {
      const parts = text.split(/[,;\s]+/).filter((p) => p !== '');
      const values = parts.map(Number);
      if (parts.length === 0 || parts.length > 4 || values.some((n) => !Number.isInteger(n) || n < 1 || n > 12)) {
        inputIssue(
          ctx,
          undefined,
          `give 1 to 4 ${HA_FORM} (each 1–12)`,
          `indicate da 1 a 4 ${HA_FORM_IT} (ognuno 1–12)`,
        );
        return z.NEVER;
      }
      return values;
    }),
    forts: z.string().transform((text, ctx): Fort[] => {
      const tokens = text.split(/[,;]/).filter((t) => t.trim() !== '');
      const forts: Fort[] = [];
      for (const token of tokens) {
        const parsed = parseFort(token);
        if (!parsed.ok) {
          inputIssue(ctx, undefined, parsed.message.en, parsed.message.it);
          return z.NEVER;
        }
        forts.push(parsed.value);
      }
      if (forts.length === 0 || forts.length > 4) {
        inputIssue(
          ctx,
          undefined,
          `give 1 to 4 forts in the order bombarded: ${FORT_NOTATION.en}`,
          `indicate da 1 a 4 forti in ordine di bombardamento: ${FORT_NOTATION.it}`,
        );
        return z.NEVER;
      }
      return forts;
    }),
    concentrated: z.boolean().default(false),
    naturalLimits: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.concentrated && v.ha.length !== 2)
      inputIssue(
        ctx,
        'concentrated',
        `a concentrated bombardment uses both HA of the hex: give two bombard numbers in --ha, not ${v.ha.length}`,
        `un bombardamento concentrato usa entrambe le HA: indicate due numeri in --ha, non ${v.ha.length}`,
      );
  });

export interface BombardRoll {
  readonly ha: number;
  readonly bombard: number;
  readonly fort: string;
  readonly natural: number;
  readonly defence: number;
  readonly final: number;
  readonly hit: boolean;
}

export interface BombardFortResult {
  readonly fort: string;
  readonly stepsBefore: number;
  readonly stepsLost: number;
  readonly eliminated: boolean;
  /** The side now showing, "4 [+2]", or null once eliminated. */
  readonly showing: string | null;
}

export interface BombardResult {
  readonly rolls: readonly BombardRoll[];
  readonly forts: readonly BombardFortResult[];
  readonly extraHit: boolean;
  /** HA flipped to their FIRED side. */
  readonly fired: number;
  readonly allEliminated: boolean;
}

export const bombard = defineRuling({
  id: 'bombard',
  nameIt: 'bombardamento',
  description: loc(
    'German heavy artillery bombards forts before FoW, concentrated or not (9.5.4)',
    'Artiglieria pesante tedesca bombarda i forti prima delle FoW, concentrata o no (9.5.4)',
  ),
  options: [
    option.string(
      'ha',
      loc(
        'HA bombard numbers in firing order, e.g. "5" or "5,6"',
        'Numeri di bombardamento delle HA in ordine, es. "5" o "5,6"',
      ),
      {
        required: true,
        nameIt: 'ha',
      },
    ),
    option.string(
      'forts',
      loc(
        'Forts in the order bombarded, e.g. "maubeuge" or "toul@3, nancy"',
        'Forti in ordine di bombardamento, es. "maubeuge" o "toul@3, nancy"',
      ),
      {
        required: true,
        nameIt: 'forti',
      },
    ),
    option.boolean(
      'concentrated',
      loc(
        'Both HA bombard together: one extra hit if the forts survive',
        'Le due HA sparano assieme: un colpo in più se i forti resistono',
      ),
      {
        nameIt: 'concentrato',
      },
    ),
    option.boolean(
      'natural-limits',
      loc(
        'Also apply 9.3.1 c: natural 1 always hits, 6 always misses',
        'Applicare anche 9.3.1 c: 1 naturale colpisce, 6 manca sempre',
      ),
      {
        nameIt: 'limiti-naturali',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const remaining = v.forts.map((f) => [...f.steps]);
    const current = (): number => remaining.findIndex((steps) => steps.length > 0);
    const rolls: BombardRoll[] = [];
    const lines: Localized[] = [];
    const rules = ['9.5.4'];
    let fired = 0;
    let lastTarget = -1;
    for (const [h, bombardNumber] of v.ha.entries()) {
      const label = loc(`HA ${h + 1} (bombard ${bombardNumber})`, `HA ${h + 1} (bombardamento ${bombardNumber})`);
      if (current() < 0) {
        if (v.concentrated) {
          fired++;
          lines.push(
            loc(
              `${label.en}: every fort is already gone; it flips to FIRED all the same.`,
              `${label.it}: i forti sono già tutti eliminati; viene comunque girata su FIRED.`,
            ),
          );
        }
        continue;
      }
      // One HA fires until it misses or no fort is left, then flips (9.5.4 "Più bombardamenti").
      for (;;) {
        const target = current();
        if (target < 0) break;
        lastTarget = target;
        const fort = v.forts[target] as Fort;
        const steps = remaining[target] as { cs: number; defence: number }[];
        const step = steps[0] as { cs: number; defence: number };
        const natural = d6(dice, 'bombard');
        const final = natural + step.defence;
        const hit =
          v.naturalLimits && natural === 1 ? true : v.naturalLimits && natural === 6 ? false : final <= bombardNumber;
        rolls.push({ ha: h + 1, bombard: bombardNumber, fort: fort.label, natural, defence: step.defence, final, hit });
        const dieText = step.defence > 0 ? `${natural} +${step.defence} = ${final}` : `${natural}`;
        let outcome: Localized;
        if (hit) {
          steps.shift();
          const now = steps[0];
          outcome = now
            ? loc(`loses a step (now ${stepText(now)})`, `perde un livello (ora ${stepText(now)})`)
            : loc('loses its last step: **eliminated**', "perde l'ultimo livello: **eliminato**");
        } else {
          outcome = loc('miss: this HA stops', 'mancato: questa HA smette di sparare');
        }
        const compare = hit ? `≤ ${bombardNumber}` : `> ${bombardNumber}`;
        lines.push(
          loc(
            `${label.en} on ${fort.label} ${stepText(step)}: die ${dieText} ${compare}: ${outcome.en}.`,
            `${label.it} su ${fort.label} ${stepText(step)}: dado ${dieText} ${compare}: ${outcome.it}.`,
          ),
        );
        if (!hit) break;
      }
      fired++;
    }
    let extraHit = false;
    if (v.concentrated && current() >= 0 && lastTarget >= 0) {
      // Concentrated bombardment: when the second HA flips, the bombarded fort takes one more hit.
      extraHit = true;
      const steps = remaining[lastTarget] as { cs: number; defence: number }[];
      const fort = v.forts[lastTarget] as Fort;
      steps.shift();
      const now = steps[0];
      lines.push(
        loc(
          `Concentrated bombardment: the forts survived both HA, so ${fort.label} takes one extra hit${now ? ` (now ${stepText(now)})` : ': **eliminated**'}.`,
          `Bombardamento concentrato: i forti hanno resistito a entrambe le HA, quindi ${fort.label} riceve un colpo in più${now ? ` (ora ${stepText(now)})` : ': **eliminato**'}.`,
        ),
      );
    }
    if (v.naturalLimits) rules.push('9.3.1 c');
    const forts: BombardFortResult[] = v.forts.map((fort, i) => {
      const left = remaining[i] ?? [];
      const now = left[0];
      return {
        fort: fort.label,
        stepsBefore: fort.steps.length,
        stepsLost: fort.steps.length - left.length,
        eliminated: left.length === 0,
        showing: now ? stepText(now) : null,
      };
    });
    const allEliminated = forts.every((f) => f.eliminated);
    lines.push(
      loc(
        `${fired} HA flipped to FIRED: each takes part in one battle per turn and flips back only in Administrative segment F, if supplied.`,
        `${fired} HA girate su FIRED: ognuna partecipa a una sola battaglia per turno e torna sul fronte solo nel segmento F della Fase Amministrativa, se rifornita.`,
      ),
    );
    if (allEliminated)
      lines.push(
        loc(
          'Every fort is eliminated; the FoW roll is still made (9.1.4).',
          'Tutti i forti sono eliminati; si tira comunque per le FoW (9.1.4).',
        ),
      );
    const result: BombardResult = { rolls, forts, extraHit, fired, allEliminated };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});
