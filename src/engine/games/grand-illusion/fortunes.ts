import { z } from 'zod';
import { twoD6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { inputIssue } from './messages.js';
import { turnOption } from './scenarios.js';
import { PLAYER, SIDE_CHOICES, capitalized, otherSide, type Side } from './sides.js';
import {
  CAP_MAX,
  FOW_MANDATED_AFTER_TURN,
  FOW_MANDATED_SIDE,
  FOW_NAME,
  FOW_NO_EFFECT_IN_ALLIED_MANDATED,
  FOW_TABLE,
  VOSGES_HEXES,
  type FowRow,
} from './tables.js';

/** Fortunes of War (9.1.4 and the FoW table): 2d6 rolled by the attacker before each battle. */

export type FortuneEvent = FowRow | 'allied-mandated-battle' | 'german-mandated-battle' | 'no-effect';

/** How the battle goes on after the roll. */
export type BattleAfterFow = 'fought' | 'cancelled' | 'defender-chooses' | 'counterattack';
/** The Battle Map marker the result calls for (9.2.1), if any. */
export type FowMarker = 'none' | 'rout' | 'skirmish' | 'surprise' | 'counterattack' | 'offensive';

export interface FortunesResult {
  readonly dice: readonly [number, number] | null;
  readonly roll: number | null;
  /** The FoW table row read (null when nothing was rolled: Allenby's Cavalry). */
  readonly row: FowRow | null;
  readonly event: FortuneEvent;
  readonly battle: BattleAfterFow;
  readonly marker: FowMarker;
  readonly initiativePasses: boolean;
  readonly pendingBattlesCancelled: boolean;
  readonly capGain: { readonly side: Side; readonly amount: number; readonly after: number | null } | null;
  readonly mandatedBattle: { readonly side: Side; readonly counted: boolean | null } | null;
}

const capOption = (side: Side) =>
  option.integer(
    `${side}-cap`,
    side === 'allied'
      ? loc('Allied CAP remaining, 0–10', 'CAP alleati rimanenti, 0–10')
      : loc('German CAP remaining, 0–10', 'CAP tedeschi rimanenti, 0–10'),
    { min: 0, max: CAP_MAX, nameIt: side === 'allied' ? 'cap-alleati' : 'cap-tedeschi' },
  );
const mandatedOption = (side: Side) =>
  option.integer(
    `${side}-mandated`,
    side === 'allied'
      ? loc('Allied Mandated Battles remaining marker', 'Segnalino Battaglie Obbligatorie alleate rimanenti')
      : loc('German Mandated Battles remaining marker', 'Segnalino Battaglie Obbligatorie tedesche rimanenti'),
    { min: 0, max: CAP_MAX, nameIt: side === 'allied' ? 'obbligatorie-alleate' : 'obbligatorie-tedesche' },
  );

const input = z
  .object({
    turn: z.number().int(),
    attacker: z.enum(['allied', 'german']),
    plan17: z.boolean().default(false),
    entrenched: z.boolean().default(false),
    hex: z.number().int().optional(),
    allenby: z.boolean().default(false),
    secondActivation: z.boolean().default(false),
    alliedCap: z.number().int().optional(),
    germanCap: z.number().int().optional(),
    alliedMandated: z.number().int().optional(),
    germanMandated: z.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.plan17 && v.attacker !== 'allied')
      inputIssue(
        ctx,
        'plan17',
        'an Allied Mandated Battle has the Allies attacking: use --attacker allied',
        "in una Battaglia Obbligatoria alleata attacca l'Alleato: usate --attacker allied",
      );
    if (v.allenby && (v.turn > 2 || v.attacker !== 'german'))
      inputIssue(
        ctx,
        'allenby',
        "Allenby's Cavalry applies on turns 1–2 to a German battle against British infantry and cavalry (12.4)",
        'la Cavalleria di Allenby vale nei turni 1–2 in una battaglia tedesca contro fanteria e cavalleria inglese (12.4)',
      );
    for (const side of ['allied', 'german'] as const) {
      const mandated = side === 'allied' ? v.alliedMandated : v.germanMandated;
      const capLeft = side === 'allied' ? v.alliedCap : v.germanCap;
      if (mandated !== undefined && capLeft === undefined)
        inputIssue(
          ctx,
          `${side}Cap`,
          `the Mandated Battles marker is compared with the CAP remaining (9.1.1 a @): give --${side}-cap too`,
          `il segnalino Battaglie Obbligatorie si confronta con i CAP rimanenti (9.1.1 a @): indicate anche --${side}-cap`,
        );
    }
  });

type Input = z.infer<typeof input>;

function capOf(v: Input, side: Side): number | undefined {
  return side === 'allied' ? v.alliedCap : v.germanCap;
}
function mandatedOf(v: Input, side: Side): number | undefined {
  return side === 'allied' ? v.alliedMandated : v.germanMandated;
}

export const fortunes = defineRuling({
  id: 'fortunes',
  nameIt: 'fortune',
  description: loc(
    'Fortunes of War: 2d6 before each battle, with its modifications (9.1.4)',
    'Fortune della Guerra: 2d6 prima di ogni battaglia, con le sue modifiche (9.1.4)',
  ),
  options: [
    turnOption(),
    option.choice(
      'attacker',
      loc('The attacking side (the initiative player)', "La parte che attacca (chi ha l'iniziativa)"),
      SIDE_CHOICES,
      {
        required: true,
        nameIt: 'attaccante',
      },
    ),
    option.boolean(
      'plan17',
      loc(
        'Allied (Plan 17) Mandated Battle: FoW 3, 7, 10 no effect',
        'Battaglia Obbligatoria alleata (Piano 17): FoW 3, 7, 10 senza effetto',
      ),
      {
        nameIt: 'piano17',
      },
    ),
    option.boolean(
      'entrenched',
      loc('The battle hex has a trench marker', "L'esagono di battaglia ha un segnalino di trincea"),
      {
        nameIt: 'trincerato',
      },
    ),
    option.integer(
      'hex',
      loc(
        'Battle hex number (102/103: Rout is no effect)',
        "Numero dell'esagono di battaglia (102/103: Rotta senza effetto)",
      ),
      {
        min: 1,
        max: 107,
        nameIt: 'esagono',
      },
    ),
    option.boolean(
      'allenby',
      loc(
        "Allenby's Cavalry: Allies take the automatic Skirmish (12.4)",
        'Cavalleria di Allenby: Schermaglia automatica scelta dagli Alleati (12.4)',
      ),
      {
        nameIt: 'allenby',
      },
    ),
    option.boolean(
      'second-activation',
      loc(
        "This is the attacker's second consecutive activation",
        "È la seconda attivazione consecutiva dell'attaccante",
      ),
      {
        nameIt: 'seconda-attivazione',
      },
    ),
    capOption('allied'),
    capOption('german'),
    mandatedOption('allied'),
    mandatedOption('german'),
  ],
  input,
  resolve(v, dice) {
    const defender = otherSide(v.attacker);
    const rules: string[] = ['9.1.4'];
    const base = {
      battle: 'fought' as BattleAfterFow,
      marker: 'none' as FowMarker,
      initiativePasses: false,
      pendingBattlesCancelled: false,
      capGain: null,
      mandatedBattle: null,
    };
    if (v.allenby) {
      rules.push('12.4');
      const result: FortunesResult = {
        ...base,
        dice: null,
        roll: null,
        row: null,
        event: 'skirmish',
        marker: 'skirmish',
      };
      return {
        ok: true,
        result,
        rules,
        text: joinLocalized([
          loc(
            "Allenby's Cavalry (12.4): no roll; the Allies take an automatic **Skirmish** (FoW 4).",
            'Cavalleria di Allenby (12.4): non si tira; gli Alleati scelgono la **Schermaglia** automatica (FoW 4).',
          ),
          SKIRMISH_EFFECT,
        ]),
      };
    }
    const { dice: pair, total } = twoD6(dice, 'fortunes-of-war');
    const row = FOW_TABLE[total] as FowRow;
    const head = loc(
      `Dice ${pair[0]} + ${pair[1]} = ${total}: FoW table, ${total} **${FOW_NAME[row].en}**.`,
      `Dadi ${pair[0]} + ${pair[1]} = ${total}: Tabella FoW, ${total} **${FOW_NAME[row].it}**.`,
    );
    const done = (
      event: FortuneEvent,
      lines: readonly Localized[],
      extra: Partial<Omit<FortunesResult, 'dice' | 'roll' | 'row' | 'event'>> = {},
    ) => {
      const result: FortunesResult = { ...base, ...extra, dice: pair, roll: total, row, event };
      return { ok: true as const, result, rules, text: joinLocalized([head, ...lines]) };
    };

    // Aid card, Allied Mandated Battles, item 4: results 3, 7 and 10 are no effect, so the battle is fought.
    if (v.plan17 && FOW_NO_EFFECT_IN_ALLIED_MANDATED.includes(total)) {
      rules.push('9.1.1');
      return done('no-effect', [
        loc(
          'In an Allied Mandated Battle FoW 3, 7 and 10 are no effect (Allied Mandated Battles table, 4): the battle is fought.',
          'In una Battaglia Obbligatoria alleata i risultati FoW 3, 7 e 10 sono senza effetto (Tabella Battaglie Obbligatorie Alleate, 4): la battaglia si combatte.',
        ),
      ]);
    }

    switch (row) {
      case 'rout': {
        rules.push('9.4.2');
        const vosges = v.hex !== undefined && VOSGES_HEXES.includes(v.hex);
        if (v.entrenched || vosges) {
          const why = v.entrenched
            ? loc('the battle hex is entrenched', "l'esagono di battaglia è trincerato")
            : loc(`the battle is in hex ${v.hex}`, `la battaglia è nell'esagono ${v.hex}`);
          return done('no-effect', [
            loc(`No effect: ${why.en} (FoW 2/12, 9.4.2).`, `Nessun effetto: ${why.it} (FoW 2/12, 9.4.2).`),
          ]);
        }
        return done(
          'rout',
          [
            loc(
              'At the end of the battle the side with fewer non-Disorganized combat units (ignore forts) must retreat; on a tie neither must, though the defender may (9.4.2).',
              'Alla fine della battaglia chi ha meno unità combattenti non disorganizzate (ignorate i forti) si deve ritirare; in caso di parità nessuno, ma il difensore può farlo (9.4.2).',
            ),
          ],
          { marker: 'rout' },
        );
      }
      case 'cautious-attacker':
        rules.push('8.1.1', '9.1.3 d', '9.1.1 c');
        return done(
          'cautious-attacker',
          [
            loc(
              `Cancel all battles not yet fought, this one included; the initiative passes at once to ${PLAYER[defender].en} (8.1.1). A Mandated Battle cancelled so is not credited and its marker does not move (9.1.1 c).`,
              `Annullate tutte le battaglie ancora da combattere, compresa questa; l'iniziativa passa subito ${defender === 'allied' ? "all'Alleato" : 'al tedesco'} (8.1.1). Una Battaglia Obbligatoria così annullata non conta e il suo segnalino non si sposta (9.1.1 c).`,
            ),
          ],
          { battle: 'cancelled', initiativePasses: true, pendingBattlesCancelled: true },
        );
      case 'skirmish':
        return done('skirmish', [SKIRMISH_EFFECT], { marker: 'skirmish' });
      case 'german-general-staff':
      case 'allied-general-staff': {
        const side: Side = row === 'german-general-staff' ? 'german' : 'allied';
        const before = capOf(v, side);
        const after = before === undefined ? null : Math.min(CAP_MAX, before + 1);
        const line =
          after === null
            ? loc(
                `${capitalized(PLAYER[side]).en} receives 1 CAP; the CAP marker cannot exceed ${CAP_MAX}.`,
                `${capitalized(PLAYER[side]).it} riceve 1 CAP; il segnalino CAP non può superare ${CAP_MAX}.`,
              )
            : loc(
                `${capitalized(PLAYER[side]).en} receives 1 CAP: ${before} → **${after}** (never above ${CAP_MAX}).`,
                `${capitalized(PLAYER[side]).it} riceve 1 CAP: ${before} → **${after}** (mai oltre ${CAP_MAX}).`,
              );
        return done(row, [line, BATTLE_GOES_ON], { capGain: { side, amount: 1, after } });
      }
      case 'offensive-a-outrance': {
        if (v.turn > FOW_MANDATED_AFTER_TURN) {
          const side = FOW_MANDATED_SIDE[total] as Side;
          rules.push('9.1.1 a');
          const capLeft = capOf(v, side);
          const mandated = mandatedOf(v, side);
          // 9.1.1 a @: ignored if that side has 0 CAP, or its Mandated Battles marker is at or above its CAP remaining.
          const counted =
            capLeft === undefined ? null : capLeft === 0 ? false : mandated === undefined ? null : mandated < capLeft;
          const event: FortuneEvent = side === 'allied' ? 'allied-mandated-battle' : 'german-mandated-battle';
          const who = side === 'allied' ? loc('Allied', 'alleata') : loc('German', 'tedesca');
          const lines: Localized[] = [
            loc(
              `After turn 4 this result is ${side === 'allied' ? 'an' : 'a'} **${who.en} Mandated Battle** (FoW ${total}).`,
              `Dopo il turno 4 questo risultato è una **Battaglia Obbligatoria ${who.it}** (FoW ${total}).`,
            ),
          ];
          if (counted === true)
            lines.push(
              loc(
                `Marker ${mandated} < CAP ${capLeft}: add 1 to the Mandated Battles marker (9.1.1 a @).`,
                `Segnalino ${mandated} < CAP ${capLeft}: aggiungete 1 al segnalino Battaglie Obbligatorie (9.1.1 a @).`,
              ),
            );
          else if (counted === false)
            lines.push(
              capLeft === 0
                ? loc('Ignored: that side has 0 CAP (9.1.1 a @).', 'Ignorata: quella parte ha 0 CAP (9.1.1 a @).')
                : loc(
                    `Ignored: the Mandated Battles marker (${mandated}) is at or above the CAP remaining (${capLeft}) (9.1.1 a @).`,
                    `Ignorata: il segnalino Battaglie Obbligatorie (${mandated}) è pari o superiore ai CAP rimanenti (${capLeft}) (9.1.1 a @).`,
                  ),
            );
          else
            lines.push(
              loc(
                'It is ignored if that side has 0 CAP or its Mandated Battles marker is at or above its CAP remaining (9.1.1 a @).',
                'Viene ignorata se quella parte ha 0 CAP o il suo segnalino Battaglie Obbligatorie è pari o superiore ai CAP rimanenti (9.1.1 a @).',
              ),
            );
          lines.push(BATTLE_GOES_ON);
          return done(event, lines, { mandatedBattle: { side, counted } });
        }
        rules.push('2.4', '9.2.3 a');
        const lines: Localized[] = [
          loc(
            'Units with a parenthesized (defence-only) CS may attack (2.4).',
            'Le unità con forza tra parentesi (solo difesa) possono attaccare (2.4).',
          ),
          v.attacker === 'allied'
            ? loc(
                'French Disorganized attacking units must be placed in the front line until every front-line defender is attacked (9.2.3 a).',
                'Le unità francesi disorganizzate attaccanti devono essere poste in prima linea sino a quando tutti i difensori in prima linea sono attaccati (9.2.3 a).',
              )
            : loc(
                'The French Disorganized placement applies only when the Allies attack (9.2.3 a).',
                "Il piazzamento delle unità francesi disorganizzate vale solo quando attacca l'Alleato (9.2.3 a).",
              ),
        ];
        return done('offensive-a-outrance', lines, { marker: v.attacker === 'allied' ? 'offensive' : 'none' });
      }
      case 'defenders-tactical-advantage': {
        rules.push('8.1.1');
        const defenderCap = capOf(v, defender);
        const lines: Localized[] = [];
        if (defenderCap === 0) {
          lines.push(
            loc(
              `${capitalized(PLAYER[defender]).en} has no CAP to spend: the original battle is fought.`,
              `${capitalized(PLAYER[defender]).it} non ha CAP da spendere: si combatte la battaglia originaria.`,
            ),
          );
        } else {
          lines.push(
            loc(
              `The current battle only is suspended. ${capitalized(PLAYER[defender]).en} may spend 1 CAP to cancel it and retreat from the hex (the attacker loses its CAP; no Mandated Battle is credited), or 1 CAP to make it a Skirmish (it still counts as a Mandated Battle if it qualifies), or spend nothing and the original battle is fought.`,
              `Si sospende solo la battaglia in corso. ${capitalized(PLAYER[defender]).it} può spendere 1 CAP per annullarla e ritirarsi dall'esagono (l'attaccante perde il CAP; non si può effettuare una Battaglia Obbligatoria), o 1 CAP per renderla una Schermaglia (conta come Battaglia Obbligatoria se soddisfa le altre condizioni), oppure non spendere nulla e si combatte la battaglia originaria.`,
            ),
          );
        }
        lines.push(
          v.secondActivation
            ? loc(
                `This was the attacker's second consecutive activation: the initiative passes to ${PLAYER[defender].en} (8.1.1).`,
                `Era la seconda attivazione consecutiva dell'attaccante: l'iniziativa passa ${defender === 'allied' ? "all'Alleato" : 'al tedesco'} (8.1.1).`,
              )
            : loc(
                `The initiative stays with ${PLAYER[v.attacker].en}, unless this was its second consecutive activation.`,
                `L'iniziativa resta ${v.attacker === 'allied' ? "all'Alleato" : 'al tedesco'}, a meno che non fosse la sua seconda attivazione consecutiva.`,
              ),
        );
        return done('defenders-tactical-advantage', lines, {
          battle: defenderCap === 0 ? 'fought' : 'defender-chooses',
          initiativePasses: v.secondActivation,
        });
      }
      case 'attacker-surprise':
        return done(
          'attacker-surprise',
          [
            loc(
              'Ignore all terrain DRMs (but not the trench or fort DRMs) for this battle.',
              'Ignorate tutti i DRM del terreno (ma non quelli del trinceramento o dei forti) per questa battaglia.',
            ),
          ],
          { marker: 'surprise' },
        );
      case 'counterattack':
        rules.push('8.1.1', '9.2.4', '9.3.1 b');
        return done(
          'counterattack',
          [
            loc(
              `The initiative passes at once to ${PLAYER[defender].en}, who becomes the attacker in this hex at no CAP cost. No terrain or trench effects; the counterattacker adds +1 to each of its rolls (9.3.1 b). Defending forts go back to the hex; the counterattacker's Disorganized units may stay or go back (9.2.4). Other battles not yet fought are cancelled (8.1.1).`,
              `L'iniziativa passa subito ${defender === 'allied' ? "all'Alleato" : 'al tedesco'}, che diviene attaccante in questo esagono senza spendere CAP. Niente effetti del terreno o delle trincee; chi contrattacca aggiunge +1 a ogni suo tiro (9.3.1 b). I forti difendenti tornano nell'esagono; le unità disorganizzate di chi contrattacca possono restare o tornare (9.2.4). Le altre battaglie non ancora combattute sono annullate (8.1.1).`,
            ),
          ],
          { battle: 'counterattack', marker: 'counterattack', initiativePasses: true, pendingBattlesCancelled: true },
        );
    }
  },
});

const SKIRMISH_EFFECT = loc(
  'Skirmish: all forts, infantry and cavalry hit only on a 1; no trench or terrain effects; no fort DRM (9.5.1).',
  'Schermaglia: tutte le fortificazioni, unità di fanteria e cavalleria colpiscono solo con 1; niente effetti di trincee e terreno; niente DRM del forte (9.5.1).',
);

const BATTLE_GOES_ON = loc('The battle is fought normally.', 'La battaglia si combatte normalmente.');
