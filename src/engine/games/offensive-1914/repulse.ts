import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingContext, type RulingOutcome } from '../../core/ruling.js';
import { checkDoctrine, doctrineOptions, prDrm } from './combat.js';
import {
  RETREAT_PRINTED,
  crtTable,
  describeCrtRoll,
  lookupCrt,
  missingCrtMessage,
  rollCrt,
  type AlliedSide,
  type CrtGrid,
} from './crt.js';
import { rollEc } from './efficiency.js';
import {
  ammoRoundingOption,
  checkOdds,
  computeOdds,
  defenceOptions,
  forcesSchema,
  oddsFields,
  shiftOptions,
  tecReadingOption,
} from './odds.js';

/**
 * Repulse (7.4): a special attack during movement or retreat. Two units of one Force count; the odds use the
 * terrain and column shifts of combat (7.4.3). 8:1 succeeds, 3:1–6:1 roll on the CRT (success = a black-circled
 * retreat), below 3:1 fails. Then one EC: the defender at +1 after a success, the repulser unmodified after a failure.
 */

/** Columns 3:1, 4:1 and 6:1 of the ladder (odds.ts). */
const ROLL_FROM = 5;
const AUTOMATIC_FROM = 8;

const repulseInput = z
  .object({
    force: forcesSchema,
    ...oddsFields,
    attPr: z.number(),
    defPr: z.number().optional(),
    gt: z.number().optional(),
    allies: z.enum(['attacker', 'defender']).optional(),
    cel: z.number().optional(),
    support: z.boolean().default(false),
    defCel: z.number().optional(),
    defSupport: z.boolean().default(false),
    rounding: z.enum(['down', 'up']).default('down'),
    during: z.enum(['movement', 'retreat']).default('movement'),
  })
  .superRefine((v, ctx) => {
    checkOdds(v, ctx);
    checkDoctrine(v, ctx);
    if (v.force.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['force'], message: 'a Repulse is made by ONE Force (7.4.1): no commas' });
    else if ((v.force[0]?.units.length ?? 0) > 2)
      ctx.addIssue({
        code: 'custom',
        path: ['force'],
        message: 'only two units of the repulsing Force count (7.4.1): e.g. 7+3@minor',
      });
    if (v.defPr === undefined && !v.fortress)
      ctx.addIssue({ code: 'custom', path: ['defPr'], message: 'give the highest defending PR' });
  });

type RepulseInput = z.infer<typeof repulseInput>;

export interface RepulseEc {
  readonly dice: readonly [number, number];
  readonly total: number;
  readonly cel: number;
  readonly passed: boolean;
  readonly failedBy: number;
  readonly ceLoss: number;
  readonly strengthReduction: number;
}

export interface RepulseResult {
  readonly attack: number;
  readonly defence: number;
  readonly initial: string;
  readonly final: string;
  readonly column: string;
  readonly outcome: 'automatic' | 'rolled' | 'too-low';
  readonly white?: number;
  readonly black?: number;
  readonly rerolled?: boolean;
  readonly prDrm?: number;
  readonly modifiedWhite?: number;
  readonly crt?: string | null;
  /** Null while the CRT grid is not loaded. */
  readonly success: boolean | null;
  readonly retreat?: number;
  readonly ec?: RepulseEc | null;
  readonly missingTable?: string;
  readonly message?: Localized;
}

export const repulseRuling = defineRuling({
  id: 'repulse',
  nameIt: 'respinta',
  description: loc(
    'Repulse: odds, automatic/CRT/failure, then the EC of the loser (7.4)',
    'Respinta: rapporto, automatica/CRT/fallita, poi l’EC di chi perde (7.4)',
  ),
  options: [
    option.string(
      'force',
      loc(
        'Repulsing Force, 2 units at most: 7+3*@minor (AS, * = no Ammo, @hexside)',
        'Forza che respinge, max 2 unità: 7+3*@minore (AS, * = senza Munizioni, @lato)',
      ),
      { required: true, nameIt: 'forza' },
    ),
    ...defenceOptions.slice(0, 1),
    option.integer(
      'att-pr',
      loc('Highest PR of the repulsing units (with 9.7.2)', 'PR più alto delle unità che respingono'),
      {
        required: true,
        min: 0,
        max: 9,
      },
    ),
    ...defenceOptions.slice(1),
    ...shiftOptions,
    option.integer(
      'def-pr',
      loc('Highest PR of the defending units (with 9.7.2)', 'PR più alto delle unità difendenti'),
      {
        min: 0,
        max: 9,
        nameIt: 'dif-pr',
      },
    ),
    ...doctrineOptions,
    option.integer(
      'cel',
      loc('CEL of the repulsing Force (EC after a failure)', 'CEL della Forza che respinge (EC se fallisce)'),
      {
        min: 0,
        max: 20,
      },
    ),
    option.boolean(
      'support',
      loc('The repulsing Force is Support units only', 'La Forza che respinge è di sole unità di Supporto'),
      {
        nameIt: 'supporto',
      },
    ),
    option.integer(
      'def-cel',
      loc('CEL of the defending Force (EC at +1 after a success)', 'CEL della Forza difendente (EC a +1 se riesce)'),
      {
        min: 0,
        max: 20,
        nameIt: 'dif-cel',
      },
    ),
    option.boolean(
      'def-support',
      loc('The defending Force is Support units only', 'La Forza difendente è di sole unità di Supporto'),
      {
        nameIt: 'dif-supporto',
      },
    ),
    option.choice(
      'rounding',
      loc(
        'Odds rounding: down (9.1.1e) or up (7.4 examples) (README)',
        'Arrotondamento: per difetto (9.1.1e) o eccesso (esempi 7.4)',
      ),
      [
        { value: 'down', name: loc('down (9.1.1e)', 'per difetto (9.1.1e)') },
        { value: 'up', name: loc('up (7.4 examples)', 'per eccesso (esempi 7.4)') },
      ],
      { nameIt: 'arrotondamento' },
    ),
    option.choice(
      'during',
      loc('When: in a movement phase or during a retreat', 'Quando: in fase di movimento o durante una ritirata'),
      [
        { value: 'movement', name: loc('movement phase', 'fase di movimento') },
        { value: 'retreat', name: loc('retreat', 'ritirata') },
      ],
      { nameIt: 'durante' },
    ),
    tecReadingOption,
    ammoRoundingOption,
  ],
  input: repulseInput,
  tables: [crtTable],
  resolve(input, dice, ctx) {
    return resolveRepulse(input, dice, ctx);
  },
});

function resolveRepulse(input: RepulseInput, dice: Dice, ctx: RulingContext): RulingOutcome<RepulseResult> {
  const odds = computeOdds({
    forces: input.force,
    ds: input.ds,
    dsNoAmmo: input.dsNoammo,
    terrain: input.terrain,
    ...(input.dsBonus !== undefined ? { dsBonus: input.dsBonus } : {}),
    pa: input.pa,
    flanked: input.flanked,
    ip: input.ip,
    uphill: input.uphill,
    naval: input.naval,
    prep: 0,
    fortress: input.fortress,
    tecReading: input.tecReading,
    ammoRounding: input.ammoRounding,
    rounding: input.rounding,
  });
  if (odds.attack <= 0)
    return {
      ok: false,
      option: 'force',
      message: loc(
        'The repulsing strength is 0 after Ammo and terrain (9.3.2).',
        'La forza che respinge è 0 dopo Munizioni e terreno (9.3.2).',
      ),
    };
  const rules = ['7.4', '7.4.1', '7.4.3', ...odds.rules];
  const lines: Localized[] = [odds.steps];
  const base = {
    attack: odds.attack,
    defence: odds.defence,
    initial: odds.initial,
    final: odds.final,
    column: odds.column,
  };

  let success: boolean;
  let outcome: 'automatic' | 'rolled' | 'too-low';
  let dicePart: Partial<RepulseResult> = {};
  if (odds.finalIndex >= AUTOMATIC_FROM) {
    outcome = 'automatic';
    success = true;
    lines.push(
      loc(
        'Column 8:1: the Repulse **succeeds automatically** (7.4.3).',
        'Colonna 8:1: la Respinta **riesce automaticamente** (7.4.3).',
      ),
    );
  } else if (odds.finalIndex < ROLL_FROM) {
    outcome = 'too-low';
    success = false;
    lines.push(
      loc(
        `Column ${odds.column} is below 3:1: the Repulse **fails** (7.4.5).`,
        `Colonna ${odds.column} inferiore a 3:1: la Respinta **fallisce** (7.4.5).`,
      ),
    );
  } else {
    outcome = 'rolled';
    const allied = input.allies as AlliedSide | undefined;
    const roll = rollCrt(dice, input.gt, allied);
    if (roll.first) rules.push('21.1');
    const pr = prDrm({
      attPr: input.attPr,
      ...(input.defPr !== undefined ? { defPr: input.defPr } : {}),
      attAlpins: false,
      defAlpins: false,
      fortress: input.fortress ? 'with-units' : 'none',
    });
    const modifiedWhite = roll.white + pr.drm;
    rules.push('9.7', '9.9.1');
    lines.push(
      describeRoll(
        [roll.white, roll.black],
        [{ label: loc('PR, white die', 'PR, dado bianco'), value: pr.drm, rule: '9.7' }],
        `${modifiedWhite} / ${roll.black}`,
      ),
    );
    if (roll.first) lines.push(describeCrtRoll(roll, allied));
    lines.push(pr.lines);
    dicePart = {
      white: roll.white,
      black: roll.black,
      rerolled: roll.first !== undefined,
      prDrm: pr.drm,
      modifiedWhite,
    };
    const grid = ctx.tables[crtTable.id] as CrtGrid | undefined;
    if (!grid) {
      const message = missingCrtMessage('7.4.3');
      lines.push(message);
      return {
        ok: true,
        result: { ...base, outcome, ...dicePart, crt: null, success: null, missingTable: crtTable.id, message },
        rules,
        text: joinLocalized(lines),
      };
    }
    const cell = lookupCrt(grid, odds.column, modifiedWhite, roll.black);
    if (!cell.ok) return { ok: false, message: cell.message };
    const retreat = cell.result.defender.retreat;
    success = retreat === 'b1' || retreat === 'b2';
    dicePart = { ...dicePart, crt: cell.result.printed };
    lines.push(
      success
        ? loc(
            `CRT ${odds.column}, white ${cell.row}, black ${roll.black}: ${cell.result.printed}: a black-circled retreat ${RETREAT_PRINTED[retreat ?? 'b1']}: the Repulse **succeeds** (7.4.3; the rest of the result is ignored).`,
            `CRT ${odds.column}, bianco ${cell.row}, nero ${roll.black}: ${cell.result.printed}: ritirata in cerchio nero ${RETREAT_PRINTED[retreat ?? 'b1']}: la Respinta **riesce** (7.4.3; il resto del risultato è ignorato).`,
          )
        : loc(
            `CRT ${odds.column}, white ${cell.row}, black ${roll.black}: ${cell.result.printed}: no black-circled retreat: the Repulse **fails** (7.4.5).`,
            `CRT ${odds.column}, bianco ${cell.row}, nero ${roll.black}: ${cell.result.printed}: nessuna ritirata in cerchio nero: la Respinta **fallisce** (7.4.5).`,
          ),
    );
  }
  rules.push(success ? '7.4.4' : '7.4.5');
  const ec = success
    ? repulseEc(dice, input.defCel, input.defSupport, 1, loc('defending Force', 'Forza difendente'))
    : repulseEc(dice, input.cel, input.support, 0, loc('repulsing Force', 'Forza che respinge'));
  if (success) {
    lines.push(
      input.fortress
        ? loc(
            'The defending group retreats 2 hexes; a defending Fortress is flipped instead (7.4.4).',
            'Il gruppo difendente si ritira di 2 esagoni; una Fortezza difendente viene invece girata (7.4.4).',
          )
        : loc(
            'The defending group retreats **2 hexes** (7.4.4).',
            'Il gruppo difendente si ritira di **2 esagoni** (7.4.4).',
          ),
    );
  } else {
    lines.push(
      input.during === 'movement'
        ? loc(
            'The repulsing Force may not move further this phase; it may spend its remaining MP in place for a PA or to start an IP (7.4.5).',
            'La Forza che respinge non può muovere oltre in questa fase; può spendere gli MP rimanenti sul posto per un PA o per iniziare una IP (7.4.5).',
          )
        : loc(
            'The repulsing Force must go on with its retreat, or apply 11.1.5 (7.4.5).',
            'La Forza che respinge deve proseguire la ritirata, o applicare 11.1.5 (7.4.5).',
          ),
    );
  }
  lines.push(ec.text);
  return {
    ok: true,
    result: { ...base, outcome, ...dicePart, success, retreat: success ? 2 : 0, ec: ec.report },
    rules,
    text: joinLocalized(lines),
  };
}

/** 7.4.4 / 7.4.5 the EC after a Repulse: a failure costs ONE CE level (a Support unit: an SR, 5.5.2). */
function repulseEc(
  dice: Dice,
  cel: number | undefined,
  support: boolean,
  drm: number,
  who: Localized,
): { report: RepulseEc | null; text: Localized } {
  if (cel === undefined)
    return {
      report: null,
      text: loc(`EC of the ${who.en} not rolled: give its CEL.`, `EC della ${who.it} non tirato: indicatene la CEL.`),
    };
  const roll = rollEc(dice, 'repulse-ec');
  const total = roll[0] + roll[1] + drm;
  const passed = total <= cel;
  const report = {
    dice: roll,
    total,
    cel,
    passed,
    failedBy: passed ? 0 : total - cel,
    ceLoss: passed || support ? 0 : 1,
    strengthReduction: !passed && support ? 1 : 0,
  };
  const verdict = passed
    ? loc(
        `EC of the ${who.en}: ${total} against CEL ${cel}: **passed**.`,
        `EC della ${who.it}: ${total} contro CEL ${cel}: **superato**.`,
      )
    : support
      ? loc(
          `EC of the ${who.en}: ${total} against CEL ${cel}: **failed**: the Support unit takes **1 Strength Reduction** (5.5.2).`,
          `EC della ${who.it}: ${total} contro CEL ${cel}: **fallito**: l'unità di Supporto subisce **1 Riduzione di Forza** (5.5.2).`,
        )
      : loc(
          `EC of the ${who.en}: ${total} against CEL ${cel}: **failed**: **one CEL reduction**.`,
          `EC della ${who.it}: ${total} contro CEL ${cel}: **fallito**: **una riduzione della CEL**.`,
        );
  const mods = drm ? [{ label: loc('Repulse success', 'Respinta riuscita'), value: drm, rule: '7.4.4' }] : [];
  return { report, text: joinLocalized([describeRoll(roll, mods, total), verdict]) };
}
