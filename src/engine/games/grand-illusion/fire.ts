import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type Modifier } from '../../core/ruling.js';
import { inputIssue } from './messages.js';

/**
 * One combat roll on the Battle Map (9.3.1–9.3.4, 9.5.1, 9.6.1, 12.2): the rule every fire of a battle follows,
 * and the `fire` ruling that reads one roll on its own.
 */

export interface HexConditions {
  /** The battle hex's terrain value, the yellow "+n" box (2.2): 0, 1 or 2. */
  readonly terrain: number;
  /** Trench level in the hex (9.7): 0, 1 or 2. */
  readonly trench: number;
  /** Concentric Attack, as the size of the attacker's DRM (9.2.3 b): 0, 1 or 2. */
  readonly concentric: number;
}

export type BattleMode = 'normal' | 'skirmish' | 'surprise' | 'counterattack';

export interface AttackerFire extends HexConditions {
  readonly mode: BattleMode;
  /** The firing group holds XIV Corps or the Chasseurs Alpins and the battle is in hex 102 or 103 (9.3.1 b). */
  readonly alpine: boolean;
  /** The target is a fort (trench DRMs never apply against forts, 9.2.1). */
  readonly targetIsFort: boolean;
}

export interface DefenderFire {
  readonly mode: BattleMode;
  /** A defending fort is in the battle hex, on the Battle Map or not (9.3.2, 9.5.1). */
  readonly defendingFort: boolean;
  /** Impetus (9.3.5; a prepared landing, 13.3): defenders subtract the hex's terrain value. */
  readonly impetus: boolean;
  readonly terrain: number;
}

export const MOD = {
  terrain: loc('terrain (TEM)', 'terreno (TEM)'),
  trench: loc('trench', 'trinceramento'),
  concentric: loc('Concentric Attack', 'Attacco Concentrico'),
  alpine: loc('mountain equipment', 'equipaggiamento da montagna'),
  counterattack: loc('counterattack', 'contrattacco'),
  fort: loc('defending fort in the hex', "forte difendente nell'esagono"),
  impetus: loc('Impetus', 'Impeto'),
  given: loc('DRM given', 'DRM indicato'),
};

/** 9.3.1 b: the attacker's DRMs; a counterattacker adds +1 instead of all of them. */
export function attackerModifiers(f: AttackerFire): Modifier[] {
  if (f.mode === 'skirmish') return []; // FoW 4: hits only on a 1, no trench or terrain effects
  if (f.mode === 'counterattack') return [{ label: MOD.counterattack, value: 1, rule: '9.3.1 b' }];
  const mods: Modifier[] = [];
  // FoW 8 Attacker Surprise: terrain DRMs are ignored, trench and fort DRMs are not.
  if (f.mode !== 'surprise' && f.terrain > 0) mods.push({ label: MOD.terrain, value: f.terrain, rule: '9.3.1 b' });
  if (f.trench > 0 && !f.targetIsFort) mods.push({ label: MOD.trench, value: f.trench, rule: '9.3.1 b' });
  if (f.concentric > 0) mods.push({ label: MOD.concentric, value: -f.concentric, rule: '9.2.3 b' });
  if (f.alpine) mods.push({ label: MOD.alpine, value: -1, rule: '9.3.1 b' });
  return mods;
}

/** 9.3.2: defenders take no TEM, trench or concentric DRM; a defending fort gives −1; Impetus gives −TEM. */
export function defenderModifiers(f: DefenderFire): Modifier[] {
  if (f.mode === 'skirmish') return []; // 9.5.1: the fort's −1 does not apply in a Skirmish
  const mods: Modifier[] = [];
  if (f.defendingFort) mods.push({ label: MOD.fort, value: -1, rule: '9.3.2' });
  // Attacker Surprise ignores "all terrain DRMs": the Impetus DRM is the terrain value, so it goes too (README).
  if (f.impetus && f.mode !== 'surprise' && f.terrain > 0)
    mods.push({ label: MOD.impetus, value: -f.terrain, rule: '9.3.5' });
  return mods;
}

export type HitReason = 'natural-1' | 'natural-6' | 'only-natural-1' | 'at-or-under' | 'over';

export interface FireRoll {
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  readonly cs: number;
  readonly hit: boolean;
  readonly reason: HitReason;
}

/**
 * 9.3.1 c: a natural 1 always hits, a natural 6 always misses; otherwise roll + DRM ≤ CS hits. In a Skirmish
 * (FoW 4) and when infantry attacks a fort (9.5.1) only a natural 1 hits.
 */
export function fireOutcome(
  natural: number,
  cs: number,
  modifiers: readonly Modifier[],
  onlyNaturalOne: boolean,
): FireRoll {
  const drm = modifiers.reduce((sum, m) => sum + m.value, 0);
  const final = natural + drm;
  const base = { natural, drm, final, cs };
  if (natural === 1) return { ...base, hit: true, reason: 'natural-1' };
  if (natural === 6) return { ...base, hit: false, reason: 'natural-6' };
  if (onlyNaturalOne) return { ...base, hit: false, reason: 'only-natural-1' };
  return final <= cs ? { ...base, hit: true, reason: 'at-or-under' } : { ...base, hit: false, reason: 'over' };
}

/** "hit (5 ≤ 6, 9.3.1 c)" and the like, in both languages. */
export function outcomeWords(roll: FireRoll, onlyOneWhy: Localized): Localized {
  switch (roll.reason) {
    case 'natural-1':
      return loc(
        '**hit**: a natural 1 always hits (9.3.1 c)',
        '**colpo a segno**: un 1 naturale colpisce sempre (9.3.1 c)',
      );
    case 'natural-6':
      return loc('**miss**: a natural 6 always misses (9.3.1 c)', '**mancato**: un 6 naturale manca sempre (9.3.1 c)');
    case 'only-natural-1':
      return loc(`**miss**: ${onlyOneWhy.en}`, `**mancato**: ${onlyOneWhy.it}`);
    case 'at-or-under':
      return loc(
        `**hit** (${roll.final} ≤ CS ${roll.cs}, 9.3.1 c)`,
        `**colpo a segno** (${roll.final} ≤ CS ${roll.cs}, 9.3.1 c)`,
      );
    case 'over':
      return loc(
        `**miss** (${roll.final} > CS ${roll.cs}, 9.3.1 c)`,
        `**mancato** (${roll.final} > CS ${roll.cs}, 9.3.1 c)`,
      );
  }
}

export const SKIRMISH_WHY = loc(
  'in a Skirmish every unit and fort hits only on a 1 (FoW 4)',
  'nella Schermaglia unità e forti colpiscono solo con 1 (FoW 4)',
);
export const FORT_WHY = loc(
  'a fort attacked by infantry loses a step only on a natural 1 (9.5.1)',
  'un forte attaccato dalla fanteria perde un livello solo con un 1 naturale (9.5.1)',
);

// ---------------------------------------------------------------------------------------------------------------
// The `fire` ruling.

type Role = 'attacker' | 'defender' | 'attacker-reserve' | 'defender-reserve';
const ATTACKER_ROLES: readonly Role[] = ['attacker', 'attacker-reserve'];

const input = z
  .object({
    cs: z.number().int(),
    role: z.enum(['attacker', 'defender', 'attacker-reserve', 'defender-reserve']).default('attacker'),
    drm: z.number().int().optional(),
    terrain: z.number().int().default(0),
    trench: z.number().int().default(0),
    concentric: z.number().int().default(0),
    alpine: z.boolean().default(false),
    counterattack: z.boolean().default(false),
    surprise: z.boolean().default(false),
    skirmish: z.boolean().default(false),
    defendingFort: z.boolean().default(false),
    impetus: z.boolean().default(false),
    redCircle: z.number().int().default(0),
    infantryVsFort: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const attacking = ATTACKER_ROLES.includes(v.role);
    const attackerOnly: [string, boolean][] = [
      ['concentric', v.concentric > 0],
      ['alpine', v.alpine],
      ['counterattack', v.counterattack],
      ['infantryVsFort', v.infantryVsFort],
    ];
    const defenderOnly: [string, boolean][] = [
      ['defendingFort', v.defendingFort],
      ['impetus', v.impetus],
      ['redCircle', v.redCircle > 0],
    ];
    for (const [key, set] of attacking ? defenderOnly : attackerOnly) {
      if (set) {
        inputIssue(
          ctx,
          key,
          `applies only to ${attacking ? "a defender's" : "an attacker's"} roll: use --role ${attacking ? 'defender' : 'attacker'}`,
          `vale solo per un tiro del ${attacking ? 'difensore' : 'attaccante'}: usate --role ${attacking ? 'defender' : 'attacker'}`,
        );
      }
    }
    const modes = [v.counterattack, v.surprise, v.skirmish].filter(Boolean).length;
    if (modes > 1) {
      inputIssue(
        ctx,
        'skirmish',
        'one FoW result per battle: choose one of --skirmish, --surprise, --counterattack',
        'un solo risultato FoW per battaglia: scegliete una tra --skirmish, --surprise, --counterattack',
      );
    }
    if (v.impetus && v.counterattack) {
      inputIssue(
        ctx,
        'impetus',
        'FoW 10 is no effect in an Allied Mandated Battle',
        'FoW 10 non ha effetto in una Battaglia Obbligatoria alleata',
      );
    }
    if (v.impetus && v.terrain === 0) {
      inputIssue(
        ctx,
        'terrain',
        'Impetus subtracts the hex terrain value: give --terrain 1 or 2',
        "l'Impeto sottrae il valore del terreno: indicate --terrain 1 o 2",
      );
    }
    const named = v.terrain > 0 || v.trench > 0 || v.concentric > 0 || v.alpine || v.counterattack;
    const namedDefence = v.defendingFort || v.impetus;
    if (v.drm !== undefined && (named || namedDefence || v.surprise)) {
      inputIssue(
        ctx,
        'drm',
        'give either --drm or the named modifiers (terrain, trench, concentric, alpine, counterattack, surprise, defending-fort, impetus), not both',
        'indicate --drm oppure i modificatori per nome (terrain, trench, concentric, alpine, counterattack, surprise, defending-fort, impetus), non entrambi',
      );
    }
  });

export interface FireResult {
  readonly hit: boolean;
  readonly natural: number;
  readonly drm: number;
  readonly final: number;
  readonly cs: number;
  readonly reason: HitReason;
}

export const fire = defineRuling({
  id: 'fire',
  nameIt: 'fuoco',
  description: loc(
    'One combat roll on the Battle Map: hit if d6 + DRM ≤ CS (9.3.1)',
    'Un tiro di combattimento sulla Mappa di Battaglia: colpo se d6 + DRM ≤ CS (9.3.1)',
  ),
  options: [
    option.integer('cs', loc('Firing CS (a pair of divisions: the sum)', 'CS di chi tira (due divisioni: la somma)'), {
      required: true,
      min: 0,
      max: 20,
      nameIt: 'cs',
    }),
    option.choice(
      'role',
      loc('Who fires (default attacker)', 'Chi tira (predefinito attaccante)'),
      [
        { value: 'attacker', name: loc('Attacker, front line', 'Attaccante, prima linea') },
        { value: 'defender', name: loc('Defender, front line', 'Difensore, prima linea') },
        {
          value: 'attacker-reserve',
          name: loc('Attacker reserve (free attack)', 'Riserva attaccante (attacco gratuito)'),
        },
        {
          value: 'defender-reserve',
          name: loc('Defender reserve (free attack)', 'Riserva difensore (attacco gratuito)'),
        },
      ],
      { nameIt: 'ruolo' },
    ),
    option.integer(
      'drm',
      loc('Net DRM, instead of the named modifiers', 'DRM netto, al posto dei modificatori per nome'),
      {
        min: -6,
        max: 6,
        nameIt: 'drm',
      },
    ),
    option.integer('terrain', loc('Hex terrain value TEM, 0–2', 'Valore del terreno TEM, 0–2'), {
      min: 0,
      max: 2,
      nameIt: 'terreno',
    }),
    option.integer('trench', loc('Trench level in the hex, 0–2', "Livello di trincea nell'esagono, 0–2"), {
      min: 0,
      max: 2,
      nameIt: 'trincea',
    }),
    option.integer(
      'concentric',
      loc('Concentric Attack: 1 for −1, 2 for −2', 'Attacco Concentrico: 1 per −1, 2 per −2'),
      {
        min: 0,
        max: 2,
        nameIt: 'concentrico',
      },
    ),
    option.boolean(
      'alpine',
      loc('XIV Corps or Chasseurs Alpins in hex 102/103 (−1)', 'XIV Corpo o Chasseurs Alpins in 102/103 (−1)'),
      {
        nameIt: 'alpini',
      },
    ),
    option.boolean(
      'counterattack',
      loc('FoW 10 counterattack: +1 instead of all DRMs', 'FoW 10 contrattacco: +1 al posto di ogni DRM'),
      {
        nameIt: 'contrattacco',
      },
    ),
    option.boolean(
      'surprise',
      loc('FoW 8 Attacker Surprise: no terrain DRM', "FoW 8 Sorpresa dell'attaccante: niente DRM del terreno"),
      {
        nameIt: 'sorpresa',
      },
    ),
    option.boolean('skirmish', loc('FoW 4 Skirmish: hits only on a 1', 'FoW 4 Schermaglia: colpi solo con 1'), {
      nameIt: 'schermaglia',
    }),
    option.boolean(
      'defending-fort',
      loc('A defending fort is in the hex (−1 to defenders)', "Un forte difendente è nell'esagono (−1 ai difensori)"),
      {
        nameIt: 'forte-difendente',
      },
    ),
    option.boolean(
      'impetus',
      loc(
        'Impetus, Plan 17 Mandated Battle: defenders −TEM',
        'Impeto, Battaglia Obbligatoria Piano 17: difensori −TEM',
      ),
      {
        nameIt: 'impeto',
      },
    ),
    option.integer(
      'red-circle',
      loc(
        'Defending British or Belgian infantry units, +1 CS each',
        'Unità inglesi o di fanteria belga in difesa, +1 CS ognuna',
      ),
      {
        min: 0,
        max: 2,
        nameIt: 'cerchio-rosso',
      },
    ),
    option.boolean(
      'infantry-vs-fort',
      loc(
        'Infantry attacking a fort: hits only on a natural 1',
        'Fanteria che attacca un forte: colpo solo con 1 naturale',
      ),
      {
        nameIt: 'fanteria-contro-forte',
      },
    ),
  ],
  input,
  resolve(v, dice) {
    const attacking = ATTACKER_ROLES.includes(v.role);
    const mode: BattleMode = v.skirmish
      ? 'skirmish'
      : v.counterattack
        ? 'counterattack'
        : v.surprise
          ? 'surprise'
          : 'normal';
    const rules: string[] = ['9.3.1 a'];
    let modifiers: Modifier[];
    if (v.drm !== undefined) {
      modifiers = [{ label: MOD.given, value: v.drm }];
    } else if (attacking) {
      modifiers = attackerModifiers({ ...v, mode, targetIsFort: v.infantryVsFort });
      rules.push('9.3.1 b');
    } else {
      modifiers = defenderModifiers({ mode, defendingFort: v.defendingFort, impetus: v.impetus, terrain: v.terrain });
      rules.push('9.3.2');
    }
    for (const m of modifiers) if (m.rule && !rules.includes(m.rule)) rules.push(m.rule);
    const cs = v.cs + (attacking ? 0 : v.redCircle);
    if (!attacking && v.redCircle > 0) rules.push('12.2');
    const natural = d6(dice, 'combat');
    const onlyOne = v.skirmish || v.infantryVsFort;
    const roll = fireOutcome(natural, cs, modifiers, onlyOne);
    rules.push('9.3.1 c');
    if (v.skirmish) rules.push('9.1.4');
    if (v.infantryVsFort) rules.push('9.5.1');
    if (v.role.endsWith('reserve')) rules.push('9.3.4');

    const lines: Localized[] = [describeRoll([natural], modifiers, roll.final)];
    if (!attacking && v.redCircle > 0) {
      lines.push(
        loc(
          `CS ${v.cs} +${v.redCircle} for British/Belgian defenders (12.2) = ${cs}.`,
          `CS ${v.cs} +${v.redCircle} per difensori inglesi/belgi (12.2) = ${cs}.`,
        ),
      );
    }
    if (!attacking && v.drm === undefined && (v.trench > 0 || (v.terrain > 0 && !v.impetus))) {
      lines.push(
        loc(
          'Defenders apply no terrain, trench or concentric DRM (9.3.2).',
          'I difensori non applicano DRM di terreno, trincea o concentrici (9.3.2).',
        ),
      );
    }
    if (
      attacking &&
      v.infantryVsFort &&
      v.trench > 0 &&
      v.drm === undefined &&
      mode !== 'skirmish' &&
      mode !== 'counterattack'
    ) {
      lines.push(
        loc('The trench does not count against a fort (9.2.1).', 'La trincea non vale contro un forte (9.2.1).'),
      );
    }
    const why = v.skirmish ? SKIRMISH_WHY : FORT_WHY;
    lines.push(
      loc(
        `Fire against CS ${cs}: ${outcomeWords(roll, why).en}.`,
        `Tiro contro CS ${cs}: ${outcomeWords(roll, why).it}.`,
      ),
    );
    if (v.role.endsWith('reserve')) {
      lines.push(
        loc('A reserve attack gets no reply (9.3.4).', "L'attacco della riserva non riceve risposta (9.3.4)."),
      );
    }
    const result: FireResult = { hit: roll.hit, natural, drm: roll.drm, final: roll.final, cs, reason: roll.reason };
    return { ok: true, result, rules, text: joinLocalized(lines) };
  },
});
