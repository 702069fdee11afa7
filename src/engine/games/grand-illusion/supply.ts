import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { inputIssue } from './messages.js';
import { besiegedForts, checkAntwerp, rollSurrender, type SurrenderRoll } from './siege.js';

/**
 * Supply consequences in the Administrative Phase: the Attrition check (11.2.6, German emergency supply 11.2.1 c)
 * with the besieged forts' surrender rolls (9.5.3), and the recovery of Disorganized units (11.2.7, 9.8.3, 13.1).
 */

type Supply = 'in' | 'out' | 'emergency';

const attritionInput = z
  .object({
    supply: z.enum(['in', 'out', 'emergency']),
    intact: z.number().int().default(0),
    disorganized: z.number().int().default(0),
    hq: z.number().int().default(0),
    ha: z.number().int().default(0),
    besieged: z.string().transform(besiegedForts).optional(),
    invadeHolland: z.boolean().default(false),
    turn: z.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.besieged) checkAntwerp(ctx, v.besieged, v.invadeHolland, 'besieged');
    if (v.supply === 'emergency' && v.turn !== undefined && v.turn < 3)
      inputIssue(
        ctx,
        'turn',
        'German emergency supply begins on turn 3 (11.2.1 c)',
        'il rifornimento di emergenza tedesco inizia nel turno 3 (11.2.1 c)',
      );
    if (v.intact + v.disorganized + v.hq + v.ha === 0 && !v.besieged)
      inputIssue(
        ctx,
        'intact',
        'give the units checked (--intact, --disorganized, --hq, --ha) or --besieged forts',
        'indicate le unità da controllare (--intact, --disorganized, --hq, --ha) o i forti --besieged',
      );
  });

export interface AttritionResult {
  readonly becomeDisorganized: number;
  readonly eliminated: number;
  readonly hqFlipped: number;
  readonly haFlipped: number;
  readonly forts: readonly SurrenderRoll[];
  readonly surrendered: number;
}

export const attrition = defineRuling({
  id: 'attrition',
  nameIt: 'attrito',
  description: loc(
    'Attrition check: out-of-supply effects and besieged forts’ surrender rolls (11.2.6)',
    "Controllo per l'attrito: effetti del fuori rifornimento e resa dei forti assediati (11.2.6)",
  ),
  options: [
    option.choice(
      'supply',
      loc('Supply of the units checked', 'Rifornimento delle unità controllate'),
      [
        { value: 'in', name: loc('In supply', 'Riforniti') },
        { value: 'out', name: loc('Out of supply', 'Fuori rifornimento') },
        {
          value: 'emergency',
          name: loc('German emergency supply via hex 44', 'Rifornimento di emergenza tedesco via esagono 44'),
        },
      ],
      { required: true, nameIt: 'rifornimento' },
    ),
    option.integer('intact', loc('Non-Disorganized combat units', 'Unità combattenti non disorganizzate'), {
      min: 0,
      max: 40,
      nameIt: 'intatte',
    }),
    option.integer('disorganized', loc('Disorganized combat units', 'Unità combattenti disorganizzate'), {
      min: 0,
      max: 40,
      nameIt: 'disorganizzate',
    }),
    option.integer('hq', loc('HQs', 'HQ'), { min: 0, max: 12, nameIt: 'hq' }),
    option.integer('ha', loc('German heavy artillery units', 'Unità di artiglieria pesante tedesca'), {
      min: 0,
      max: 4,
      nameIt: 'ha',
    }),
    option.string(
      'besieged',
      loc(
        'Besieged forts to roll for, e.g. "maubeuge, namur"',
        'Forti assediati per cui tirare, es. "maubeuge, namur"',
      ),
      {
        nameIt: 'assediati',
      },
    ),
    option.boolean(
      'invade-holland',
      loc(
        'Scenario 3 German option 5: Antwerp can be besieged',
        'Scenario 3 opzione tedesca 5: Anversa può essere assediata',
      ),
      {
        nameIt: 'olanda',
      },
    ),
    option.integer(
      'turn',
      loc(
        'Current turn (emergency supply only from turn 3)',
        'Turno attuale (rifornimento di emergenza solo dal turno 3)',
      ),
      {
        min: 1,
        max: 15,
        nameIt: 'turno',
      },
    ),
  ],
  input: attritionInput,
  resolve(v, dice) {
    const lines: Localized[] = [];
    const rules: string[] = ['11.2.6'];
    const supply: Supply = v.supply;
    let becomeDisorganized = 0;
    let eliminated = 0;
    let hqFlipped = 0;
    let haFlipped = 0;
    const units = v.intact + v.disorganized + v.hq + v.ha;
    if (units > 0) {
      if (supply === 'in') {
        lines.push(
          loc('Units in supply suffer no attrition (11.2.6).', "Le unità rifornite non subiscono l'attrito (11.2.6)."),
        );
      } else if (supply === 'out') {
        becomeDisorganized = v.intact;
        eliminated = v.disorganized;
        hqFlipped = v.hq;
        haFlipped = v.ha;
        lines.push(
          loc(
            `Out of supply (11.2.6): ${v.intact} non-Disorganized combat unit(s) become **Disorganized**; ${v.disorganized} Disorganized unit(s) are **eliminated**; ${v.hq} HQ and ${v.ha} HA flip to their reverse side (never eliminated by attrition).`,
            `Fuori rifornimento (11.2.6): ${v.intact} unità combattenti non disorganizzate divengono **Disorganizzate**; ${v.disorganized} unità disorganizzate sono **eliminate**; ${v.hq} HQ e ${v.ha} HA sono girati sul retro (l'attrito non li elimina).`,
          ),
        );
      } else {
        rules.push('11.2.1 c');
        hqFlipped = v.hq;
        lines.push(
          loc(
            `German emergency supply through hex 44 (11.2.1 c): ${v.hq} HQ flip to (or stay on) their reduced side; non-Disorganized combat units do not become Disorganized; Disorganized units stay Disorganized and are not eliminated, except that one unit of the German's choice in a hex with an HQ may recover.`,
            `Rifornimento di emergenza tedesco attraverso l'esagono 44 (11.2.1 c): ${v.hq} HQ sono girati (o restano) sul lato ridotto; le unità combattenti non disorganizzate non divengono disorganizzate; quelle disorganizzate restano tali e non sono eliminate, eccetto un'unità a scelta del tedesco in un esagono con un HQ.`,
          ),
        );
      }
    }
    let forts: SurrenderRoll[] = [];
    if (v.besieged) {
      rules.push('9.5.3');
      lines.push(loc('Besieged forts roll to surrender (9.5.3):', 'I forti assediati tirano per la resa (9.5.3):'));
      const rolled = rollSurrender(v.besieged, dice);
      forts = rolled.rolls;
      lines.push(...rolled.lines);
    } else {
      lines.push(
        loc('Forts are not affected by supply (11.2.3).', 'I forti non sono influenzati dal rifornimento (11.2.3).'),
      );
    }
    const result: AttritionResult = {
      becomeDisorganized,
      eliminated,
      hqFlipped,
      haFlipped,
      forts,
      surrendered: forts.filter((f) => f.surrenders).length,
    };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});

// ---------------------------------------------------------------------------------------------------------------

const recoveryInput = z
  .object({
    disorganized: z.number().int(),
    supplied: z.number().int().optional(),
    enemy: z.boolean().default(false),
    fatigue: z.boolean().default(false),
    emergency: z.boolean().default(false),
    hq: z.boolean().default(false),
    byCap: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.byCap && v.enemy)
      inputIssue(
        ctx,
        'enemy',
        'a hex holding enemy combat units or forts, besieged ones included, cannot be rallied with CAP (9.8.3)',
        'un esagono con unità combattenti o forti nemici, anche assediati, non può togliere la disorganizzazione con CAP (9.8.3)',
      );
    if (v.enemy && !v.byCap && v.supplied === undefined)
      inputIssue(
        ctx,
        'supplied',
        'with enemy units in the hex the limit depends on the supplied friendly combat units there (11.2.7 b): give --supplied',
        "con unità nemiche nell'esagono il limite dipende dalle unità combattenti amiche rifornite (11.2.7 b): indicate --supplied",
      );
    if (v.supplied !== undefined && v.supplied < v.disorganized)
      inputIssue(
        ctx,
        'supplied',
        'the supplied combat units include the Disorganized ones: --supplied must be at least --disorganized',
        'le unità rifornite comprendono le disorganizzate: --supplied deve essere almeno --disorganized',
      );
  });

export const recovery = defineRuling({
  id: 'recovery',
  nameIt: 'recupero',
  description: loc(
    'How many Disorganized units in a hex recover (11.2.7, 9.8.3, fatigue 13.1)',
    'Quante unità disorganizzate di un esagono si riprendono (11.2.7, 9.8.3, affaticamento 13.1)',
  ),
  options: [
    option.integer(
      'disorganized',
      loc('Supplied Disorganized combat units in the hex', "Unità combattenti disorganizzate rifornite nell'esagono"),
      {
        required: true,
        min: 0,
        max: 40,
        nameIt: 'disorganizzate',
      },
    ),
    option.integer(
      'supplied',
      loc('All supplied friendly combat units in the hex', "Tutte le unità combattenti amiche rifornite nell'esagono"),
      {
        min: 0,
        max: 40,
        nameIt: 'rifornite',
      },
    ),
    option.boolean(
      'enemy',
      loc('The hex holds an enemy combat unit or fort', "L'esagono contiene un'unità combattente o un forte nemico"),
      { nameIt: 'nemici' },
    ),
    option.boolean(
      'fatigue',
      loc(
        'Scenario 1 from turn 12: fatigue, at most half (rounded up)',
        'Scenario 1 dal turno 12: affaticamento, al massimo metà (per eccesso)',
      ),
      {
        nameIt: 'affaticamento',
      },
    ),
    option.boolean(
      'emergency',
      loc('German units on emergency supply (11.2.1 c)', 'Unità tedesche in rifornimento di emergenza (11.2.1 c)'),
      { nameIt: 'emergenza' },
    ),
    option.boolean(
      'hq',
      loc('The hex holds an HQ (emergency supply)', "L'esagono contiene un HQ (rifornimento di emergenza)"),
      { nameIt: 'hq' },
    ),
    option.boolean(
      'by-cap',
      loc(
        'Rally in the Action Phase for 1 CAP (9.8.3), not in Admin F',
        'Recupero nella Fase di Azione per 1 CAP (9.8.3), non nel segmento F',
      ),
      {
        nameIt: 'con-cap',
      },
    ),
  ],
  input: recoveryInput,
  resolve(v) {
    const rules: string[] = [];
    const lines: Localized[] = [];
    const half = Math.ceil(v.disorganized / 2);
    let recover = v.disorganized;
    if (v.byCap) {
      rules.push('9.8.3');
      lines.push(
        loc(
          `1 CAP rallies every supplied combat unit in the hex (9.8.3); the initiative then passes to the opponent.`,
          `1 CAP toglie la disorganizzazione a tutte le unità combattenti rifornite dell'esagono (9.8.3); l'iniziativa passa poi all'avversario.`,
        ),
      );
      if (v.fatigue) {
        recover = half;
        rules.push('13.1');
      }
    } else if (v.emergency) {
      rules.push('11.2.1 c');
      recover = Math.min(v.disorganized, v.hq ? 1 : 0);
      lines.push(
        loc(
          v.hq
            ? 'Emergency supply (11.2.1 c): one Disorganized unit of the German’s choice in a hex with an HQ recovers; the rest stay Disorganized.'
            : 'Emergency supply (11.2.1 c): without an HQ in the hex, the Disorganized units stay Disorganized.',
          v.hq
            ? "Rifornimento di emergenza (11.2.1 c): si riprende un'unità disorganizzata a scelta del tedesco in un esagono con un HQ; le altre restano disorganizzate."
            : "Rifornimento di emergenza (11.2.1 c): senza un HQ nell'esagono le unità disorganizzate restano tali.",
        ),
      );
    } else {
      rules.push('11.2.7');
    }
    if (v.enemy && !v.byCap) {
      const supplied = v.supplied ?? 0;
      const limit = supplied >= 3 ? 2 : supplied >= 1 ? 1 : 0;
      rules.push('11.2.7 b');
      recover = Math.min(recover, limit);
      lines.push(
        loc(
          `Enemy units or forts in the hex (11.2.7 b): with ${supplied} supplied friendly combat unit(s), at most ${limit} Disorganized unit(s) recover (1–2 units: 1; 3 or more: 2), owner's choice.`,
          `Unità o forti nemici nell'esagono (11.2.7 b): con ${supplied} unità combattenti amiche rifornite, al massimo ${limit} unità disorganizzate si riprendono (1–2 unità: 1; 3 o più: 2), a scelta del possessore.`,
        ),
      );
    } else if (!v.byCap && !v.emergency) {
      if (v.fatigue) {
        recover = half;
        rules.push('13.1');
      } else {
        lines.push(
          loc(
            'Every supplied Disorganized unit flips back for free (11.2.7).',
            'Tutte le unità disorganizzate rifornite tornano normali senza costo (11.2.7).',
          ),
        );
      }
    }
    if (v.fatigue && !v.enemy && !v.emergency)
      lines.push(
        loc(
          `Fatigue (13.1, scenario 1 from turn 12): no more than half of the ${v.disorganized} Disorganized unit(s), rounded up, may recover: ${half}.`,
          `Affaticamento (13.1, scenario 1 dal turno 12): non più della metà delle ${v.disorganized} unità disorganizzate, arrotondata per eccesso, può riprendersi: ${half}.`,
        ),
      );
    lines.push(
      loc(
        `**${recover}** of ${v.disorganized} may recover.`,
        `Se ne possono riprendere **${recover}** su ${v.disorganized}.`,
      ),
    );
    return { ok: true, result: { recover }, rules, text: joinLocalized(lines) };
  },
});
