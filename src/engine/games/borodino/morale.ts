/**
 * Rally and recovery (10.1–10.4) and the Collapse of an Activation Group (10.5) with its Victory Points
 * (SR15).
 */
import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingOutcome } from '../../core/ruling.js';
import { cohesionOption, describeCheck, rollCohesion } from './cohesion.js';
import { COLLAPSE_VP } from './tables.js';

/** Sanity bound on a group's size, not a rule. */
const MAX_GROUP_UNITS = 100;

// ---------------------------------------------------------------------------------------------------------
// 10.1 Rally.

export const rallyRuling = defineRuling({
  id: 'rally',
  nameIt: 'recupero',
  description: loc(
    'Rally a Disordered unit that did not move, face or fire: d10 ≤ its Disordered Cohesion (10.1)',
    "Recupero di un'unità in Disordine che non ha mosso né sparato: d10 ≤ Coesione in Disordine (10.1)",
  ),
  options: [
    cohesionOption(loc("The unit's Cohesion on its Disordered side", "Coesione dell'unità in stato di Disordine")),
  ],
  input: z.object({ cohesion: z.number() }),
  resolve(v, dice) {
    const check = rollCohesion(dice, v.cohesion, 0, 'rally');
    const verdict = check.pass
      ? loc(
          'Rallied: flip the unit to good order and face it as desired (10.1).',
          "Recuperata: girate l'unità dalla parte in buon ordine e orientatela come desiderate (10.1).",
        )
      : loc('The unit stays Disordered (10.1).', "L'unità rimane in Disordine (10.1).");
    return {
      ok: true,
      result: { roll: check.roll, rallied: check.pass },
      rules: ['10.1'],
      text: joinLocalized([
        describeRoll([check.roll], [], check.roll),
        describeCheck(check),
        verdict,
        loc(
          'Not allowed adjacent to an enemy unit, in a Reserve activation (5.53) or in a Collapsed group (10.52).',
          'Non consentito adiacenti al nemico, nell’attivazione come Riserva (5.53) o in un Gruppo Disgregato (10.52).',
        ),
      ]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 10.2 Recovery.

export interface RecoveryResult {
  /** Null when the whole Activation Group is gone and nothing is rolled (10.2). */
  readonly roll: number | null;
  readonly recovered: boolean;
  /** A failed roll eliminates the unit for good. */
  readonly eliminated: boolean;
}

export const recoveryRuling = defineRuling({
  id: 'recovery',
  nameIt: 'ripristino',
  description: loc(
    'Recovery of a unit in the RECOVERY BOX: d10, no DRM, ≤ Disordered Cohesion returns it (10.2)',
    "Ripristino di un'unità nella Casella di Ripristino: d10 senza DRM ≤ Coesione in Disordine (10.2)",
  ),
  options: [
    cohesionOption(loc("The unit's Cohesion on its Disordered side", "Coesione dell'unità in stato di Disordine")),
    option.boolean(
      'group-gone',
      loc(
        'Every unit of its Activation Group is Withdrawn or eliminated (10.2)',
        'Tutte le unità del suo Gruppo sono Ritirate o eliminate (10.2)',
      ),
      {
        nameIt: 'gruppo-fuori',
      },
    ),
  ],
  input: z.object({ cohesion: z.number(), groupGone: z.boolean().default(false) }),
  resolve(v, dice): RulingOutcome<RecoveryResult> {
    if (v.groupGone)
      return {
        ok: true,
        result: { roll: null, recovered: false, eliminated: false },
        rules: ['10.2'],
        text: loc(
          'The whole Activation Group is Withdrawn or eliminated: none of its units may recover; the group is out of play (10.2).',
          "L'intero Gruppo di Attivazione si è Ritirato o è eliminato: nessuna delle sue unità può Ripristinarsi; il Gruppo è fuori gioco (10.2).",
        ),
      };
    const check = rollCohesion(dice, v.cohesion, 0, 'recovery');
    const verdict = check.pass
      ? loc(
          'Recovered: the unit returns Disordered, within 3 hexes of a unit of its Activation Group (Independents: of its army) and at least 3 hexes from enemy units; if no hex qualifies it waits (10.3).',
          "Ripristinata: l'unità torna in Disordine entro 3 esagoni da un'unità del suo Gruppo (Indipendenti: della sua armata) e ad almeno 3 esagoni dal nemico; se non è possibile attende (10.3).",
        )
      : loc(
          'Failed: the unit is permanently eliminated (10.2).',
          "Fallito: l'unità è permanentemente eliminata (10.2).",
        );
    return {
      ok: true,
      result: { roll: check.roll, recovered: check.pass, eliminated: !check.pass },
      rules: check.pass ? ['10.2', '10.3'] : ['10.2'],
      text: joinLocalized([describeRoll([check.roll], [], check.roll), describeCheck(check), verdict]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------
// 10.5 Collapse (no dice).

export interface CollapseResult {
  readonly collapsed: boolean;
  /** Units that must be Withdrawn or eliminated for the group to Collapse: two thirds, rounded up. */
  readonly threshold: number;
  /** SR15 Victory Points to the other side, when the side is known and the group Collapses now. */
  readonly vp: number | null;
}

const collapseInput = z
  .object({
    units: z.number(),
    lost: z.number(),
    side: z.enum(['french', 'russian']).optional(),
    guard: z.boolean().default(false),
    collapsedBefore: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.lost > v.units)
      ctx.addIssue({
        code: 'custom',
        path: ['lost'],
        message: `at most ${v.units}: the units lost are counted among the group's units`,
      });
    if (v.guard && !v.side)
      ctx.addIssue({ code: 'custom', path: ['side'], message: "give the group's side to score the Guard's VP (SR15)" });
  });

export const collapseRuling = defineRuling({
  id: 'collapse',
  nameIt: 'disgregazione',
  description: loc(
    "Group Collapse: 2/3 of a group's units (no artillery, no militia) Withdrawn or eliminated (10.5)",
    'Disgregazione: 2/3 delle unità del Gruppo (senza artiglieria e milizia) Ritirate o eliminate (10.5)',
  ),
  options: [
    option.integer(
      'units',
      loc(
        "The group's units, not counting artillery (10.52) or Militia (SR13)",
        'Unità del Gruppo, senza contare artiglieria (10.52) e milizia (SR13)',
      ),
      {
        required: true,
        min: 1,
        max: MAX_GROUP_UNITS,
        nameIt: 'unita',
      },
    ),
    option.integer(
      'lost',
      loc(
        'How many of them have Withdrawn or been eliminated',
        'Quante di esse si sono Ritirate o sono state eliminate',
      ),
      {
        required: true,
        min: 0,
        max: MAX_GROUP_UNITS,
        nameIt: 'perse',
      },
    ),
    option.choice(
      'side',
      loc("The group's side, for the Victory Points (SR15)", 'Parte del Gruppo, per i Punti Vittoria (SR15)'),
      [
        { value: 'french', name: loc('French', 'francese') },
        { value: 'russian', name: loc('Russian', 'russo') },
      ],
      { nameIt: 'parte' },
    ),
    option.boolean(
      'guard',
      loc(
        'The group is its side’s Imperial Guard (10 VP, SR15)',
        'Il Gruppo è la Guardia Imperiale della sua parte (10 VP, SR15)',
      ),
      {
        nameIt: 'guardia',
      },
    ),
    option.boolean(
      'collapsed-before',
      loc('The group has already Collapsed once (10.52)', 'Il Gruppo si è già Disgregato una volta (10.52)'),
      {
        nameIt: 'gia-disgregato',
      },
    ),
  ],
  input: collapseInput,
  resolve(v): RulingOutcome<CollapseResult> {
    const threshold = Math.ceil((2 * v.units) / 3);
    const reached = 3 * v.lost >= 2 * v.units; // 10.52: at least two thirds, counted exactly
    const collapsed = reached && !v.collapsedBefore;
    const rules = ['10.52'];
    const lines: Localized[] = [
      loc(
        `${v.lost} of ${v.units} units Withdrawn or eliminated; two thirds is ${threshold} (10.52).`,
        `${v.lost} unità su ${v.units} Ritirate o eliminate; i due terzi sono ${threshold} (10.52).`,
      ),
    ];
    let vp: number | null = null;
    if (reached && v.collapsedBefore)
      lines.push(
        loc(
          'The group has already Collapsed: a group Collapses once per game (10.52).',
          'Il Gruppo si è già Disgregato: un Gruppo si disgrega una sola volta per gioco (10.52).',
        ),
      );
    else if (collapsed) {
      lines.push(
        loc(
          'The group Collapses: its remaining units are Disordered, already Disordered ones go to the WITHDRAWN BOX, units in the WITHDRAWN BOX are eliminated; the RECOVERY BOX is unaffected. Its units may never rally again (10.52).',
          'Il Gruppo si Disgrega: le restanti unità vanno in Disordine, quelle già in Disordine nella Casella di Ritirata, quelle già in detta casella sono eliminate; la Casella di Ripristino non è influenzata. Le sue unità non potranno più recuperare (10.52).',
        ),
      );
      if (v.side) {
        vp = v.guard ? COLLAPSE_VP[v.side].guard : COLLAPSE_VP[v.side].group;
        rules.push('SR15');
        lines.push(
          v.side === 'russian'
            ? loc(`The French score ${vp} VP (SR15).`, `Il francese ottiene ${vp} VP (SR15).`)
            : loc(`The Russians score ${vp} VP (SR15).`, `Il russo ottiene ${vp} VP (SR15).`),
        );
      }
    } else lines.push(loc('No Collapse.', 'Nessuna Disgregazione.'));
    return { ok: true, result: { collapsed, threshold, vp }, rules, text: joinLocalized(lines) };
  },
});
