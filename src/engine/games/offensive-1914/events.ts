import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, describeRoll, option, type RulingOutcome } from '../../core/ruling.js';
import { FRENCH_RESERVE_SUCCESS, IJZER_SUCCESS_MAX, SIXTH_ARMY_GT3_SUCCESS_MAX } from './tables.js';

/** One-shot rolls of the special rules: the Ijzer inundation (21.3), the French Reserve (22.4), the German Sixth Army's plan (26.6.2). */

export const ijzerRuling = defineRuling({
  id: 'ijzer',
  nameIt: 'ijzer',
  description: loc(
    'Ijzer inundation, once per game: 1d6, 1–5 succeeds for the rest of the game (21.3)',
    "Inondazione dell'Ijzer, una volta per partita: 1d6, 1–5 riesce per tutto il gioco (21.3)",
  ),
  options: [],
  input: z.object({}),
  resolve(_input, dice) {
    const die = d6(dice, 'ijzer');
    const success = die <= IJZER_SUCCESS_MAX;
    return {
      ok: true,
      result: { die, success },
      rules: ['21.3'],
      text: joinLocalized([
        describeRoll([die], [], die),
        success
          ? loc(
              '1–5: the Ijzer inundation **succeeds** and stays for the whole game (21.3).',
              "1–5: l'Inondazione dell'Ijzer **ha successo** e rimane per tutto il gioco (21.3).",
            )
          : loc(
              '6: the Ijzer inundation **fails** (21.3); it may be announced once per game only.',
              "6: l'Inondazione dell'Ijzer **fallisce** (21.3); si annuncia una sola volta per partita.",
            ),
      ]),
    };
  },
});

interface RollResult {
  readonly die: number | null;
  readonly threshold: number | null;
  readonly success: boolean;
}

interface ActivationResult {
  readonly die: number | null;
  readonly threshold: number | null;
  readonly activated: boolean;
}

function ordinal(n: number): string {
  return n === 3 ? '3rd' : `${n}th`;
}

export const frenchReserveRuling = defineRuling({
  id: 'french-reserve',
  nameIt: 'riserve-francesi',
  description: loc(
    'French Reserve divisions and brigades flip to their higher CE: 1d6 per Interphase (22.4)',
    'Divisioni e Brigate francesi della Riserva girate sul retro: 1d6 per Interfase (22.4)',
  ),
  options: [
    option.integer(
      'interphase',
      loc('Interphase (from the 3rd; the 8th is automatic)', 'Interfase (dalla 3°; nella 8° è automatico)'),
      {
        required: true,
        min: 3,
        max: 8,
        nameIt: 'interfase',
      },
    ),
  ],
  input: z.object({ interphase: z.number() }),
  resolve(input, dice): RulingOutcome<RollResult> {
    const threshold = FRENCH_RESERVE_SUCCESS[input.interphase as 3 | 4 | 5 | 6 | 7 | 8];
    if (threshold === 'automatic') {
      return {
        ok: true,
        result: { die: null, threshold: null, success: true },
        rules: ['22.4.1'],
        text: loc(
          '8th Interphase: the French Reserve Assignment markers flip **automatically** (22.4.1).',
          '8° Interfase: i segnalini di Assegnazione delle Riserve francesi si girano **automaticamente** (22.4.1).',
        ),
      };
    }
    const die = d6(dice, 'french-reserve');
    const success = die <= threshold;
    const range = threshold === 1 ? '1' : `1–${threshold}`;
    return {
      ok: true,
      result: { die, threshold, success },
      rules: ['22.4.1'],
      text: joinLocalized([
        describeRoll([die], [], die),
        success
          ? loc(
              `${ordinal(input.interphase)} Interphase succeeds on ${range}: **success**: flip the Assignment markers of all French divisions and brigades with "r" in their ID (22.4).`,
              `${input.interphase}° Interfase, successo con ${range}: **successo**: girate i segnalini di Assegnazione di tutte le divisioni e brigate francesi con "r" nella ID (22.4).`,
            )
          : loc(
              `${ordinal(input.interphase)} Interphase succeeds on ${range}: **no success**; move the French Reserve marker to the next Interphase and roll again (22.4.1).`,
              `${input.interphase}° Interfase, successo con ${range}: **nessun successo**; spostate il segnalino Riserva Francese all'Interfase seguente e ritirate (22.4.1).`,
            ),
      ]),
    };
  },
});

const sixthArmyInput = z
  .object({
    gt: z.number(),
    frenchAbandoned: z.boolean().default(false),
    activateMax: z.number().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.activateMax !== undefined && v.gt >= 3)
      ctx.addIssue({
        code: 'custom',
        path: ['activateMax'],
        message: 'the book gives GT 3 (1–3) and GT 4 (automatic): a club threshold is only for GT 1–2',
      });
  });

export const sixthArmyRuling = defineRuling({
  id: 'sixth-army',
  nameIt: 'sesta-armata',
  description: loc(
    'German Sixth Army plan activation: GT 3 on 1–3, automatic in GT 4 (26.6.2)',
    'Attivazione del Piano della Sesta Armata tedesca: GT 3 con 1–3, automatica nel GT 4 (26.6.2)',
  ),
  options: [
    option.integer('gt', loc('Game Turn of this Preliminary Phase', 'Turno di Gioco di questa Fase Preliminare'), {
      required: true,
      min: 1,
      max: 4,
    }),
    option.boolean(
      'french-abandoned',
      loc(
        'The French Second Army abandoned its plan last player turn',
        'La Seconda Armata francese ha abbandonato il piano nel turno precedente',
      ),
      {
        nameIt: 'abbandono-francese',
      },
    ),
    option.integer(
      'activate-max',
      loc(
        'Club threshold for a GT 1–2 roll (the book gives none: README)',
        'Soglia del club per un tiro nei GT 1–2 (il libro non la dà)',
      ),
      {
        min: 1,
        max: 6,
        nameIt: 'soglia',
      },
    ),
  ],
  input: sixthArmyInput,
  resolve(input, dice): RulingOutcome<ActivationResult> {
    const rules = ['26.6.2'];
    const plain = (activated: boolean, text: Localized) => ({
      ok: true as const,
      result: { die: null, threshold: null, activated },
      rules,
      text,
    });
    if (input.frenchAbandoned)
      return plain(
        true,
        loc(
          'The French Second Army abandoned its plan: the Sixth Army plan **activates** in this Preliminary Phase, no roll (26.6.2).',
          'La Seconda Armata francese ha abbandonato il suo piano: il Piano della Sesta Armata **si attiva** in questa Fase Preliminare, senza tiro (26.6.2).',
        ),
      );
    if (input.gt === 4)
      return plain(
        true,
        loc(
          'GT 4: activation is **automatic** in the French player turn, if not earlier (26.6.2).',
          'GT 4: l’attivazione è **automatica** nel turno di giocatore francese, se non avvenuta prima (26.6.2).',
        ),
      );
    const threshold = input.gt === 3 ? SIXTH_ARMY_GT3_SUCCESS_MAX : input.activateMax;
    if (threshold === undefined)
      return plain(
        false,
        loc(
          `GT ${input.gt}: 26.6.2 gives an activating roll only in GT 3 (1–3): the plan stays **suspended**. A club that reads a roll here gives --activate-max.`,
          `GT ${input.gt}: la 26.6.2 dà un tiro che attiva solo nel GT 3 (1–3): il piano resta **sospeso**. Un club che legge un tiro qui indica --activate-max.`,
        ),
      );
    const die = d6(dice, 'sixth-army');
    const activated = die <= threshold;
    const range = threshold === 1 ? '1' : `1–${threshold}`;
    const source = input.gt === 3 ? loc('26.6.2', '26.6.2') : loc('club threshold', 'soglia del club');
    return {
      ok: true,
      result: { die, threshold, activated },
      rules,
      text: joinLocalized([
        describeRoll([die], [], die),
        activated
          ? loc(
              `GT ${input.gt}, ${range} activates (${source.en}): the Sixth Army plan is **activated**.`,
              `GT ${input.gt}, ${range} attiva (${source.it}): il Piano della Sesta Armata è **attivato**.`,
            )
          : loc(
              `GT ${input.gt}, ${range} activates (${source.en}): the plan stays **suspended**.`,
              `GT ${input.gt}, ${range} attiva (${source.it}): il piano resta **sospeso**.`,
            ),
      ]),
    };
  },
});
