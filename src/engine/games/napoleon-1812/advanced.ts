import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { reservePenalty } from './supply.js';
import {
  CHAOS_LAST_TURN,
  CHAOS_NO_MOVE_UP_TO,
  CONSTANTINE_NO_MOVE_UP_TO,
  RESERVE_LOSS_TURNS,
  REVOLT_THRESHOLD,
  SWEDEN_FROM,
} from './tables.js';
import { turnOption } from './turn.js';
import { refuse } from './input-errors.js';

/** The one-shot rolls of the advanced rules (16.4(2), 16.5, 16.7, 16.8, 16.12). Winter quarters: winter-quarters.ts. */

// ---------------------------------------------------------------------------------------------------------------
// 16.5 Russian chaos and 16.4(2) Constantine

export interface ChaosRoll {
  readonly rule: '16.5' | '16.4(2)';
  readonly die: number;
  readonly stops: boolean;
}

export interface ChaosResult {
  readonly rolls: readonly ChaosRoll[];
  readonly moves: boolean;
}

export const chaos = defineRuling<{ turn: number; constantine: boolean }, ChaosResult>({
  id: 'chaos',
  nameIt: 'caos',
  description: loc(
    'Russian chaos (16.5, turns 1–5) and Constantine (16.4(2)) before a move: 1–2 no move',
    'Caos russo (16.5, turni 1–5) e Constantine (16.4(2)) prima di muovere: 1–2 niente movimento',
  ),
  options: [
    turnOption(),
    option.boolean(
      'constantine',
      loc(
        'The moving units are stacked with Constantine (16.4(2))',
        'Le unità che muovono sono impilate con Constantine (16.4(2))',
      ),
      {
        nameIt: 'constantine',
      },
    ),
  ],
  input: z.object({ turn: z.number().int(), constantine: z.boolean().default(false) }),
  resolve({ turn, constantine }, dice) {
    const rolls: ChaosRoll[] = [];
    if (turn <= CHAOS_LAST_TURN) {
      const die = d6(dice, 'chaos');
      rolls.push({ rule: '16.5', die, stops: die <= CHAOS_NO_MOVE_UP_TO });
    }
    // 16.5: Constantine's stack rolls a second time "se il primo tiro non è 1 o 2"; from turn 6 16.4(2) alone.
    if (constantine && !rolls.some((r) => r.stops)) {
      const die = d6(dice, 'constantine');
      rolls.push({ rule: '16.4(2)', die, stops: die <= CONSTANTINE_NO_MOVE_UP_TO });
    }
    const moves = !rolls.some((r) => r.stops);
    if (rolls.length === 0) {
      return {
        ok: true,
        result: { rolls, moves: true },
        rules: ['16.5'],
        text: loc(
          `No roll: Russian chaos applies on turns 1 to ${CHAOS_LAST_TURN} only (16.5) and Constantine is not with the stack. The stack moves.`,
          `Nessun tiro: il caos russo si applica solo dal turno 1 al ${CHAOS_LAST_TURN} (16.5) e Constantine non è con lo stack. Lo stack muove.`,
        ),
      };
    }
    const lines: Localized[] = rolls.map((r) =>
      r.rule === '16.5'
        ? loc(
            `Chaos (16.5): die ${r.die} → ${r.stops ? '**the move is postponed**' : 'no effect'}.`,
            `Caos (16.5): dado ${r.die} → ${r.stops ? '**il movimento è rimandato**' : 'nessun effetto'}.`,
          )
        : loc(
            `Constantine (16.4(2)): die ${r.die} → ${r.stops ? '**no move**' : 'no effect'}.`,
            `Constantine (16.4(2)): dado ${r.die} → ${r.stops ? '**nessun movimento**' : 'nessun effetto'}.`,
          ),
    );
    lines.push(
      moves
        ? loc('The stack may move.', 'Lo stack può muovere.')
        : loc(
            `The units stay where they are${constantine ? ', Constantine with them' : ''}.`,
            `Le unità rimangono sul posto${constantine ? ', con Constantine' : ''}.`,
          ),
    );
    return {
      ok: true,
      result: { rolls, moves },
      rules: rolls.map((r) => (r.rule === '16.5' ? '16.5' : '16.4')),
      text: joinLocalized(lines),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 16.7 Cavalry Reserve losses, end of phase 1 of turns 1 and 2

export interface CavalryReserveResult {
  readonly die: number;
  /** Divisions removed from the Reserve (null when the number left was not given). */
  readonly fromReserve: number | null;
  /** Other French cavalry removed because the roll exceeds the Reserve left (null when unknown). */
  readonly fromOther: number | null;
  /** Cavalry eliminated by 16.7 so far, this roll included. */
  readonly totalLost: number;
  /** French trains lost from turn 3 (Tab. 7.3); known after the turn-2 roll, null after turn 1. */
  readonly trainPenalty: number | null;
}

export const cavalryReserve = defineRuling<
  { turn: number; lostBefore: number; reserveLeft?: number },
  CavalryReserveResult
>({
  id: 'cavalry-reserve',
  nameIt: 'riserva-cavalleria',
  description: loc(
    'Cavalry Reserve losses (16.7), turns 1–2: d6 cavalry divisions removed; trains lost from turn 3',
    'Perdite della Riserva di Cavalleria (16.7), turni 1–2: d6 divisioni tolte; treni persi dal turno 3',
  ),
  options: [
    option.integer('turn', loc('Game turn: 1 or 2 (16.7)', 'Turno di gioco: 1 o 2 (16.7)'), {
      required: true,
      min: 1,
      max: 2,
      nameIt: 'turno',
    }),
    option.integer(
      'lost-before',
      loc('Cavalry removed by the turn-1 roll (on turn 2)', 'Cavallerie tolte dal tiro del turno 1 (al turno 2)'),
      {
        min: 0,
        max: 6,
        nameIt: 'perse-prima',
      },
    ),
    option.integer(
      'reserve-left',
      loc('Reserve divisions still in play (optional)', 'Divisioni della Riserva ancora in gioco (facoltativo)'),
      {
        min: 0,
        max: 30,
        nameIt: 'riserva-rimasta',
      },
    ),
  ],
  input: z
    .object({
      turn: z.number().int(),
      lostBefore: z.number().int().default(0),
      reserveLeft: z.number().int().optional(),
    })
    .superRefine((input, ctx) => {
      if (input.turn === RESERVE_LOSS_TURNS[0] && input.lostBefore > 0) {
        refuse(
          ctx,
          'on turn 1 no cavalry has been lost to 16.7 yet',
          'al turno 1 nessuna cavalleria è ancora persa per la 16.7',
          'lostBefore',
        );
      }
    }),
  resolve({ turn, lostBefore, reserveLeft }, dice) {
    const die = d6(dice, 'cavalry-reserve');
    const fromReserve = reserveLeft === undefined ? null : Math.min(die, reserveLeft);
    const fromOther = reserveLeft === undefined ? null : Math.max(0, die - reserveLeft);
    const totalLost = lostBefore + die;
    const final = turn === RESERVE_LOSS_TURNS[RESERVE_LOSS_TURNS.length - 1];
    const trainPenalty = final ? reservePenalty(totalLost) : null;
    const lines: Localized[] = [
      loc(
        `Die ${die}: the Russian chooses ${die} French cavalry division${die === 1 ? '' : 's'} to remove from the Reserve (16.7).`,
        `Dado ${die}: il Russo sceglie ${die} division${die === 1 ? 'e' : 'i'} di cavalleria francese da togliere dalla Riserva (16.7).`,
      ),
    ];
    if (fromOther !== null && fromOther > 0) {
      lines.push(
        loc(
          `Only ${reserveLeft} left in the Reserve: the other ${fromOther} come from other French cavalry, cavalry only (16.7).`,
          `Nella Riserva ne restano solo ${reserveLeft}: le altre ${fromOther} sono altre cavallerie francesi, solo cavalleria (16.7).`,
        ),
      );
    }
    lines.push(
      final
        ? loc(
            `${totalLost} cavalry eliminated by 16.7: from turn 3 French trains (Tab. 7.3) ${trainPenalty === 0 ? 'are not reduced (8 or more, ⚠ implied)' : `−${trainPenalty}`} (16.7; not on turns 8+ of the two-year campaign).`,
            `${totalLost} cavallerie eliminate per la 16.7: dal turno 3 i treni francesi (Tab. 7.3) ${trainPenalty === 0 ? 'non sono ridotti (8 o più, ⚠ implicito)' : `−${trainPenalty}`} (16.7; non nei turni 8+ della campagna su due anni).`,
          )
        : loc(
            `${totalLost} lost so far; roll again at the end of phase 1 of turn 2, then the train reduction is known (16.7).`,
            `${totalLost} perse finora; si tira di nuovo alla fine della fase 1 del turno 2, poi si conosce la riduzione dei treni (16.7).`,
          ),
    );
    return {
      ok: true,
      result: { die, fromReserve, fromOther, totalLost, trainPenalty },
      rules: ['16.7'],
      text: joinLocalized(lines),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 16.8 Ukrainian revolt

export interface RevoltResult {
  readonly die: number;
  readonly needed: number;
  readonly revolt: boolean;
}

const LAST_REVOLT_TURN = REVOLT_THRESHOLD[REVOLT_THRESHOLD.length - 1]?.upToTurn ?? 0;

export const ukraineRevolt = defineRuling<{ turn: number }, RevoltResult>({
  id: 'ukraine-revolt',
  nameIt: 'rivolta-ucraina',
  description: loc(
    'Ukrainian revolt (16.8), first turn V Corps holds Kiev: 3–6 to turn 5, 5–6 turns 6–9',
    'Rivolta ucraina (16.8), primo turno del V Corpo a Kiev: 3–6 fino al turno 5, 5–6 turni 6–9',
  ),
  options: [
    option.integer(
      'turn',
      loc(
        `Turn a V Corps unit first occupies Kiev (1–${LAST_REVOLT_TURN})`,
        `Turno in cui un'unità del V Corpo occupa Kiev (1–${LAST_REVOLT_TURN})`,
      ),
      {
        required: true,
        min: 1,
        max: LAST_REVOLT_TURN,
        nameIt: 'turno',
      },
    ),
  ],
  input: z.object({ turn: z.number().int() }),
  resolve({ turn }, dice) {
    const threshold = REVOLT_THRESHOLD.find((t) => turn <= t.upToTurn);
    if (!threshold) throw new Error(`turn ${turn} outside 16.8`); // the option's range makes this a bug
    const die = d6(dice, 'ukraine-revolt');
    const revolt = die >= threshold.from;
    return {
      ok: true,
      result: { die, needed: threshold.from, revolt },
      rules: revolt ? ['16.8', '16.9'] : ['16.8'],
      text: joinLocalized([
        loc(
          `Turn ${turn} (turns ${threshold.label}): the revolt needs ${threshold.from}–6; die ${die} → ${revolt ? '**revolt**' : 'no revolt'} (16.8).`,
          `Turno ${turn} (turni ${threshold.label}): la rivolta richiede ${threshold.from}–6; dado ${die} → ${revolt ? '**rivolta**' : 'nessuna rivolta'} (16.8).`,
        ),
        revolt
          ? loc(
              "The units are removed from play at once (16.8; ⚠ read as Tormasov's 3rd Army). Next turn the French may declare the independence of the western territories (16.9).",
              "Le unità sono rimosse subito dal gioco (16.8; ⚠ lette come la 3a Armata di Tormasov). Al turno successivo il Francese può dichiarare l'indipendenza dei territori occidentali (16.9).",
            )
          : loc('The roll is made on that first turn only (16.8).', 'Si tira solo in quel primo turno (16.8).'),
      ]),
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// 16.12 Sweden

export interface SwedenResult {
  readonly die: number;
  readonly swedesArrive: boolean;
}

const noOptions = z.object({});

export const sweden = defineRuling<z.infer<typeof noOptions>, SwedenResult>({
  id: 'sweden',
  nameIt: 'svezia',
  description: loc(
    'Sweden (16.12), end of turn 6: on 4–6 Swedish infantry, cavalry and leader join the Russians',
    'Svezia (16.12), fine del turno 6: con 4–6 fanteria, cavalleria e Comandante svedesi coi Russi',
  ),
  options: [],
  input: noOptions,
  resolve(_input, dice) {
    const die = d6(dice, 'sweden');
    const swedesArrive = die >= SWEDEN_FROM;
    return {
      ok: true,
      result: { die, swedesArrive },
      rules: ['16.12'],
      text: swedesArrive
        ? loc(
            `Die ${die} (4–6): **Sweden joins**: 1 infantry, 1 cavalry and 1 Swedish leader are added to the Russian turn-6 reinforcements, at St Petersburg (16.12).`,
            `Dado ${die} (4–6): **la Svezia interviene**: una fanteria, una cavalleria e un Comandante svedesi si aggiungono ai rinforzi russi del turno 6, a San Pietroburgo (16.12).`,
          )
        : loc(`Die ${die} (1–3): Sweden stays out (16.12).`, `Dado ${die} (1–3): la Svezia non interviene (16.12).`),
    };
  },
});
