import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import {
  defineRuling,
  describeRoll,
  option,
  signed,
  type Modifier,
  type RulingContext,
  type RulingOutcome,
} from '../../core/ruling.js';
import {
  applyIntensity,
  crtTable,
  describeCrtRoll,
  doctrineApplies,
  lookupCrt,
  missingCrtMessage,
  rollCrt,
  type AlliedSide,
  type CrtGrid,
  type CrtSide,
} from './crt.js';
import {
  applyCeReductions,
  celOf,
  describeEc,
  esagoni,
  hexes,
  resolvePostCombatEc,
  rollEc,
  statusName,
  statusOption,
  supportSrOption,
  type EcOutcome,
  type ForceKind,
  type SupportSrReading,
} from './efficiency.js';
import { describeBattle, describeIntensityEffect } from './intensity.js';
import { LADDER_HINT, columnOf, ladderLabel, parseLadder } from './odds.js';
import { CE_STATUSES, battleType, type CeStatus } from './tables.js';

/**
 * One combat (9.1.1 f–j): intensity, the white and black dice with the PR DRM (9.7, 9.9.1) and the Inferior
 * Allied Doctrine (21.1), the CRT (pack-loaded, crt.ts), the Intensity effects (9.8.2), then the Post-Combat
 * ECs (10.0), attacker first.
 */

export const columnSchema = z.string().transform((text, ctx) => {
  const index = parseLadder(text);
  if (index === null) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not an odds column: give ${LADDER_HINT.en}` });
    return z.NEVER;
  }
  return index;
});

/** PR DRM to the white die (9.7): highest defending PR − highest attacking PR. */
export interface PrInput {
  readonly attPr: number;
  readonly defPr?: number;
  readonly attAlpins: boolean;
  readonly defAlpins: boolean;
  readonly fortress: 'none' | 'with-units' | 'alone';
}

export function prDrm(input: PrInput): { attacker: number; defender: number; drm: number; lines: Localized } {
  const attacker = input.attPr + (input.attAlpins ? 1 : 0);
  let defender = (input.defPr ?? 0) + (input.defAlpins ? 1 : 0);
  // 9.7.1 / 12.2.1 a defending group that includes a Fortress has PR 5 (the Fortress defends with PR 5).
  if (input.fortress === 'alone') defender = 5;
  else if (input.fortress === 'with-units') defender = Math.max(defender, 5);
  const drm = defender - attacker;
  const notes: string[] = [];
  const notesIt: string[] = [];
  if (input.attAlpins) {
    notes.push('attacker +1 Chasseurs d’Alpins, 9.7.2');
    notesIt.push('attaccante +1 Chasseurs d’Alpins, 9.7.2');
  }
  if (input.defAlpins) {
    notes.push('defender +1 Chasseurs d’Alpins, 9.7.2');
    notesIt.push('difensore +1 Chasseurs d’Alpins, 9.7.2');
  }
  if (input.fortress !== 'none') {
    notes.push('Fortress PR 5, 9.7.1');
    notesIt.push('Fortezza PR 5, 9.7.1');
  }
  const extra = (list: string[]) => (list.length ? ` (${list.join('; ')})` : '');
  return {
    attacker,
    defender,
    drm,
    lines: loc(
      `PR: defender ${defender} − attacker ${attacker}${extra(notes)} = ${signed(drm)} to the white die (9.7).`,
      `PR: difensore ${defender} − attaccante ${attacker}${extra(notesIt)} = ${signed(drm)} al dado bianco (9.7).`,
    ),
  };
}

export const prOptions = [
  option.integer('att-pr', loc('Highest PR among the attacking units', 'PR più alto delle unità attaccanti'), {
    required: true,
    min: 0,
    max: 9,
  }),
  option.integer('def-pr', loc('Highest PR among the defending units', 'PR più alto delle unità difendenti'), {
    min: 0,
    max: 9,
    nameIt: 'dif-pr',
  }),
  option.boolean(
    'att-alpins',
    loc(
      'That attacking Force has Chasseurs d’Alpins in Mountainous terrain: +1',
      'Quella Forza attaccante ha Chasseurs d’Alpins in Montagna: +1',
    ),
    {
      nameIt: 'att-alpins',
    },
  ),
  option.boolean(
    'def-alpins',
    loc(
      'That defending Force has Chasseurs d’Alpins in Mountainous terrain: +1',
      'Quella Forza difendente ha Chasseurs d’Alpins in Montagna: +1',
    ),
    {
      nameIt: 'dif-alpins',
    },
  ),
];

export const doctrineOptions = [
  option.integer(
    'gt',
    loc(
      'Game Turn (21.1: Inferior Allied Doctrine in GT 1–5)',
      'Turno di Gioco (21.1: Dottrina Alleata Inferiore GT 1–5)',
    ),
    {
      min: 1,
      max: 30,
    },
  ),
  option.choice(
    'allies',
    loc('Which side is Allied', 'Quale parte è Alleata'),
    [
      { value: 'attacker', name: loc('the attacker', "l'attaccante") },
      { value: 'defender', name: loc('the defender', 'il difensore') },
    ],
    { nameIt: 'alleati' },
  ),
];

const sideSchema = {
  ce: z.number().optional(),
  status: z.enum(CE_STATUSES).optional(),
  support: z.boolean().default(false),
  art: z.number().default(0),
};

const combatInput = z
  .object({
    column: columnSchema,
    attPr: z.number(),
    defPr: z.number().optional(),
    attAlpins: z.boolean().default(false),
    defAlpins: z.boolean().default(false),
    fortress: z.enum(['none', 'with-units', 'alone']).default('none'),
    attIntense: z.boolean().default(false),
    defIntense: z.boolean().default(false),
    gt: z.number().optional(),
    allies: z.enum(['attacker', 'defender']).optional(),
    attCe: sideSchema.ce,
    attStatus: sideSchema.status,
    attSupport: sideSchema.support,
    attArt: sideSchema.art,
    defCe: sideSchema.ce,
    defStatus: sideSchema.status,
    defSupport: sideSchema.support,
    defArt: sideSchema.art,
    flanked: z.boolean().default(false),
    prepE: z.number().default(0),
    supportSr: z.enum(['one', 'per-level']).default('one'),
  })
  .superRefine((v, ctx) => {
    if (v.defPr === undefined && v.fortress !== 'alone')
      ctx.addIssue({
        code: 'custom',
        path: ['defPr'],
        message: 'give the highest defending PR (a lone Fortress has PR 5)',
      });
    if (v.fortress === 'alone') {
      if (v.defIntense)
        ctx.addIssue({
          code: 'custom',
          path: ['defIntense'],
          message: 'a Fortress defending alone cannot choose Intense (9.8)',
        });
      if (v.defCe !== undefined || v.defStatus || v.defSupport)
        ctx.addIssue({
          code: 'custom',
          path: ['defCe'],
          message: 'a lone Fortress checks at CEL 11 (12.2.1b): leave the defender CE out',
        });
    }
    if (v.flanked && v.fortress !== 'none')
      ctx.addIssue({
        code: 'custom',
        path: ['flanked'],
        message: 'a hex containing a Fortress cannot be Flanked (9.5.4)',
      });
    checkDoctrine(v, ctx);
    for (const side of ['att', 'def'] as const) {
      const status = v[`${side}Status`];
      if (status && v[`${side}Support`])
        ctx.addIssue({ code: 'custom', path: [`${side}Status`], message: 'a Support unit has no CE status (5.5.2)' });
      if ((status || v[`${side}Support`]) && v[`${side}Ce`] === undefined)
        ctx.addIssue({ code: 'custom', path: [`${side}Ce`], message: `give --${side}-ce, the Base CE of the Force` });
    }
  });

export function checkDoctrine(v: { gt?: number | undefined; allies?: string | undefined }, ctx: z.RefinementCtx): void {
  if (doctrineApplies(v.gt) && v.allies === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['allies'],
      message: 'in GT 1–5 say which side is Allied: the Inferior Allied Doctrine changes the dice (21.1)',
    });
}

type CombatInput = z.infer<typeof combatInput>;

export interface SideReport {
  readonly ecDrm: number;
  readonly e: number;
  readonly crtSr: number;
  readonly intensitySr: number;
  readonly crtRetreat: number;
  readonly ec: EcOutcome | null;
  readonly strengthReduction: number;
  readonly retreat: number;
  readonly status: CeStatus | null;
  readonly flipped: boolean;
}

export interface CombatResult {
  readonly column: string;
  readonly final: string;
  readonly white: number;
  readonly black: number;
  readonly rerolled: boolean;
  readonly firstRoll: { readonly white: number; readonly black: number } | null;
  readonly prDrm: number;
  readonly modifiedWhite: number;
  readonly battle: string;
  /** The CRT cell read, as printed; null while the grid is not loaded. */
  readonly crt: string | null;
  readonly row?: number;
  readonly missingTable?: string;
  readonly message?: Localized;
  readonly attacker?: SideReport;
  readonly defender?: SideReport;
}

export const combatRuling = defineRuling({
  id: 'combat',
  nameIt: 'combattimento',
  description: loc(
    'Combat: white and black dice, PR, 21.1, CRT (pack), Intensity, Post-Combat ECs',
    'Combattimento: dadi bianco e nero, PR, 21.1, CRT (pack), Intensità, EC post-combattimento',
  ),
  options: [
    option.string(
      'column',
      loc('Final odds column, e.g. 3:1 (from /oao odds)', 'Colonna finale, es. 3:1 (da /oao rapporto)'),
      {
        required: true,
        nameIt: 'colonna',
      },
    ),
    ...prOptions,
    option.choice(
      'fortress',
      loc('A Fortress in the defending hex', "Una Fortezza nell'esagono difendente"),
      [
        { value: 'none', name: loc('none', 'nessuna') },
        { value: 'with-units', name: loc('with Combat units', 'con unità Combattenti') },
        { value: 'alone', name: loc('alone', 'da sola') },
      ],
      { nameIt: 'fortezza' },
    ),
    option.boolean('att-intense', loc('The attacker declares Intense', "L'attaccante dichiara Intenso"), {
      nameIt: 'att-intenso',
    }),
    option.boolean('def-intense', loc('The defender declares Intense', 'Il difensore dichiara Intenso'), {
      nameIt: 'dif-intenso',
    }),
    ...doctrineOptions,
    option.integer('att-ce', loc('Attacker Base CE, to roll its EC', "CE Base dell'attaccante, per tirarne l'EC"), {
      min: 0,
      max: 20,
    }),
    statusOption(
      'att-status',
      'att-stato',
      'Attacker CE status (default full)',
      "Stato CE dell'attaccante (predefinito pieno)",
    ),
    option.boolean(
      'att-support',
      loc('The attacking Force is Support units only', 'La Forza attaccante è di sole unità di Supporto'),
      {
        nameIt: 'att-supporto',
      },
    ),
    option.integer(
      'att-art',
      loc('Artillery DRM to the attacker EC (10.1)', "DRM dell'Artiglieria all'EC dell'attaccante"),
      {
        min: -2,
        max: 3,
      },
    ),
    option.integer('def-ce', loc('Defender Base CE, to roll its EC', 'CE Base del difensore, per tirarne l’EC'), {
      min: 0,
      max: 20,
      nameIt: 'dif-ce',
    }),
    statusOption(
      'def-status',
      'dif-stato',
      'Defender CE status (default full)',
      'Stato CE del difensore (predefinito pieno)',
    ),
    option.boolean(
      'def-support',
      loc('The defending Force is Support units only', 'La Forza difendente è di sole unità di Supporto'),
      {
        nameIt: 'dif-supporto',
      },
    ),
    option.integer(
      'def-art',
      loc('Artillery DRM to the defender EC (10.1)', "DRM dell'Artiglieria all'EC del difensore"),
      {
        min: -2,
        max: 3,
        nameIt: 'dif-art',
      },
    ),
    option.boolean(
      'flanked',
      loc('Defender Flanked: +1 to its EC (9.5.2)', 'Difensore Aggirato sul Fianco: +1 al suo EC'),
      {
        nameIt: 'aggirato',
      },
    ),
    option.integer(
      'prep-e',
      loc('Prep Bombardment #E to the defender EC (13.3.4)', 'Bombardamento Prep #E all’EC del difensore'),
      {
        min: 0,
        max: 4,
      },
    ),
    supportSrOption,
  ],
  input: combatInput,
  tables: [crtTable],
  resolve(input, dice, ctx) {
    return resolveCombat(input, dice, ctx);
  },
});

function resolveCombat(input: CombatInput, dice: Dice, ctx: RulingContext): RulingOutcome<CombatResult> {
  const allied = input.allies as AlliedSide | undefined;
  const roll = rollCrt(dice, input.gt, allied);
  const pr = prDrm(input);
  const modifiedWhite = roll.white + pr.drm;
  const battle = battleType(input.attIntense, input.defIntense);
  const column = columnOf(input.column);
  const final = ladderLabel(input.column);
  const rules = ['9.1.1', '9.7', '9.8.1', '9.9.1'];
  if (input.fortress !== 'none') rules.push('9.7.1');
  if (input.attAlpins || input.defAlpins) rules.push('9.7.2');
  if (roll.first) rules.push('21.1');
  if (final !== column) rules.push('9.9');

  const lines: Localized[] = [
    describeRoll(
      [roll.white, roll.black],
      [{ label: loc('PR, white die', 'PR, dado bianco'), value: pr.drm, rule: '9.7' }],
      `${modifiedWhite} / ${roll.black}`,
    ),
  ];
  if (roll.first) lines.push(describeCrtRoll(roll, allied));
  lines.push(
    loc(
      `${pr.lines.en} Modified white die: **${modifiedWhite}**.`,
      `${pr.lines.it} Dado bianco modificato: **${modifiedWhite}**.`,
    ),
    final === column
      ? loc(`Odds column **${column}**.`, `Colonna del rapporto **${column}**.`)
      : loc(
          `${final} is beyond the CRT: column **${column}** (9.9).`,
          `${final} è oltre la CRT: colonna **${column}** (9.9).`,
        ),
    describeBattle(input.attIntense, input.defIntense, battle),
  );
  if (input.gt === undefined)
    lines.push(loc('21.1 not checked: give --gt in GT 1–5.', '21.1 non verificata: indicate --gt nei GT 1–5.'));

  const base = {
    column,
    final,
    white: roll.white,
    black: roll.black,
    rerolled: roll.first !== undefined,
    firstRoll: roll.first ?? null,
    prDrm: pr.drm,
    modifiedWhite,
    battle,
  };
  const grid = ctx.tables[crtTable.id] as CrtGrid | undefined;
  if (!grid) {
    const message = missingCrtMessage('9.9.1');
    lines.push(message);
    return {
      ok: true,
      result: { ...base, crt: null, missingTable: crtTable.id, message },
      rules,
      text: joinLocalized(lines),
    };
  }
  const cell = lookupCrt(grid, column, modifiedWhite, roll.black);
  if (!cell.ok) return { ok: false, message: cell.message };
  const crt = cell.result;
  rules.push('9.9.2', '9.8.2');
  lines.push(
    loc(
      `CRT ${column}, white ${cell.row}, black ${roll.black}: **${crt.printed}** (attacker/defender, 9.9.1).`,
      `CRT ${column}, bianco ${cell.row}, nero ${roll.black}: **${crt.printed}** (attaccante/difensore, 9.9.1).`,
    ),
  );
  const intensity = applyIntensity(battle, crt.defender.retreat);
  lines.push(describeIntensityEffect(battle, crt.defender.retreat, intensity));

  // 10.0 one EC roll per hex, the attacker's results first; the defender takes none below 1:4.
  const attacker = resolveSide({
    kind: input.attSupport ? 'support' : 'formation',
    ce: input.attCe,
    status: input.attStatus,
    crt: crt.attacker,
    intensitySr: intensity.attackerSr,
    crtRetreat: 0,
    modifiers: [
      { label: loc('CRT result', 'risultato della CRT'), value: crt.attacker.drm, rule: '9.9.2' },
      { label: loc('artillery', 'artiglieria'), value: input.attArt, rule: '10.1' },
    ],
    supportSr: input.supportSr,
    skip: null,
    dice,
  });
  const belowTable = input.column < 0;
  const defender = resolveSide({
    kind: input.fortress === 'alone' ? 'fortress' : input.defSupport ? 'support' : 'formation',
    ce: input.fortress === 'alone' ? 11 : input.defCe,
    status: input.defStatus,
    crt: crt.defender,
    intensitySr: intensity.defenderSr,
    crtRetreat: intensity.retreat,
    modifiers: [
      { label: loc('CRT result', 'risultato della CRT'), value: crt.defender.drm, rule: '9.9.2' },
      { label: loc('artillery', 'artiglieria'), value: input.defArt, rule: '10.1' },
      { label: loc('flanked', 'aggirato sul fianco'), value: input.flanked ? 1 : 0, rule: '9.5.2' },
      { label: loc('Prep Bombardment', 'Bombardamento Prep'), value: input.prepE, rule: '13.3.4' },
    ],
    supportSr: input.supportSr,
    skip: belowTable
      ? loc(
          'The defender takes no EC: the odds were below 1:4 (10.0).',
          'Il difensore non effettua l’EC: rapporto inferiore a 1:4 (10.0).',
        )
      : null,
    dice,
  });
  lines.push(loc('**Attacker**', '**Attaccante**'), attacker.text, loc('**Defender**', '**Difensore**'), defender.text);
  if (attacker.report.ec || defender.report.ec) rules.push('10.2');
  if (attacker.report.ec?.passed === false || defender.report.ec?.passed === false) rules.push('10.3');
  if (input.fortress === 'alone') rules.push('12.2.1b');
  return {
    ok: true,
    result: { ...base, crt: crt.printed, row: cell.row, attacker: attacker.report, defender: defender.report },
    rules,
    text: joinLocalized(lines),
  };
}

interface SideInput {
  readonly kind: ForceKind;
  readonly ce: number | undefined;
  readonly status: CeStatus | undefined;
  readonly crt: CrtSide;
  readonly intensitySr: number;
  readonly crtRetreat: number;
  readonly modifiers: readonly Modifier[];
  readonly supportSr: SupportSrReading;
  readonly skip: Localized | null;
  readonly dice: Dice;
}

/** 9.1.1 h–j for one side: the CRT's E and s, the Intensity SR, then its Post-Combat EC. */
function resolveSide(side: SideInput): { report: SideReport; text: Localized } {
  const lines: Localized[] = [];
  const fortressAlone = side.kind === 'fortress';
  const statusBefore: CeStatus | undefined = side.kind === 'formation' ? (side.status ?? 'full') : undefined;
  // 9.9.2 "E": one CE level per Force, applied before the EC (9.1.1h).
  const afterE = applyCeReductions(side.kind, statusBefore, side.crt.e, side.supportSr);
  const crtSr = fortressAlone ? 0 : side.crt.s; // 12.2.1 the garrison never takes a CRT "s"
  const ecDrm = side.modifiers.reduce((sum, m) => sum + m.value, 0);
  const parts: Localized[] = [];
  if (side.crt.e && !fortressAlone)
    parts.push(
      loc(
        `E ×${side.crt.e}: ${side.crt.e} CE level(s) now (9.9.2)`,
        `E ×${side.crt.e}: ${side.crt.e} livello/i CE subito (9.9.2)`,
      ),
    );
  if (crtSr) parts.push(loc(`CRT s ×${crtSr} (9.10)`, `s della CRT ×${crtSr} (9.10)`));
  if (side.intensitySr)
    parts.push(loc(`Intensity SR ×${side.intensitySr} (9.8.2)`, `SR per Intensità ×${side.intensitySr} (9.8.2)`));
  if (side.crtRetreat && !fortressAlone)
    parts.push(
      loc(
        `CRT retreat ${side.crtRetreat} ${hexes(side.crtRetreat)}`,
        `ritirata CRT di ${side.crtRetreat} ${esagoni(side.crtRetreat)}`,
      ),
    );
  if (side.crtRetreat && fortressAlone)
    parts.push(loc('the CRT retreat flips the Fortress (11.1.2)', 'la ritirata della CRT gira la Fortezza (11.1.2)'));
  if (side.crt.e && fortressAlone)
    parts.push(loc('E has no effect on a lone Fortress', 'E non ha effetto su una Fortezza da sola'));
  lines.push(
    loc(
      `CRT: ${parts.length ? parts.map((p) => p.en).join('; ') : 'no loss'}; EC DRM ${signed(side.crt.drm)}.`,
      `CRT: ${parts.length ? parts.map((p) => p.it).join('; ') : 'nessuna perdita'}; DRM all'EC ${signed(side.crt.drm)}.`,
    ),
  );
  let ec: EcOutcome | null = null;
  if (side.skip) lines.push(side.skip);
  else if (side.ce === undefined)
    lines.push(loc('EC not rolled: give the Base CE of the Force.', 'EC non tirato: indicate la CE Base della Forza.'));
  else {
    const status = afterE.status ?? undefined;
    const cel = side.kind === 'formation' && status ? celOf(side.ce, status) : side.ce;
    const roll = rollEc(side.dice, 'post-combat-ec');
    ec = resolvePostCombatEc(
      { kind: side.kind, cel, supportSr: side.supportSr, ...(status ? { status } : {}) },
      roll,
      ecDrm,
    );
    lines.push(describeRoll(roll, side.modifiers, ec.total), describeEc(ec, side.kind));
  }
  const strengthReduction = crtSr + side.intensitySr + afterE.sr + (ec?.strengthReduction ?? 0);
  const retreat = (fortressAlone ? 0 : side.crtRetreat) + (ec?.retreat ?? 0);
  const status = ec ? ec.newStatus : afterE.status;
  const flipped = fortressAlone && (side.crtRetreat > 0 || (ec?.flipped ?? false));
  lines.push(
    fortressAlone
      ? loc(
          flipped ? 'Result: the Fortress is **flipped**.' : 'Result: the Fortress holds.',
          flipped ? 'Risultato: la Fortezza viene **girata**.' : 'Risultato: la Fortezza resiste.',
        )
      : loc(
          `Total: **${strengthReduction} SR**, retreat **${retreat}** ${hexes(retreat)}${status ? `, status **${statusName(status).en}**` : ''}.`,
          `Totale: **${strengthReduction} SR**, ritirata di **${retreat}** ${esagoni(retreat)}${status ? `, stato **${statusName(status).it}**` : ''}.`,
        ),
  );
  return {
    report: {
      ecDrm,
      e: side.crt.e,
      crtSr,
      intensitySr: side.intensitySr,
      crtRetreat: side.crtRetreat,
      ec,
      strengthReduction,
      retreat,
      status,
      flipped,
    },
    text: joinLocalized(lines),
  };
}
