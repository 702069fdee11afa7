import { z } from 'zod';
import { loc } from '../../../core/localized.js';
import { resolutionOf, blame, defineRuling, option } from '../../../core/ruling.js';
import type { Side } from '../model.js';
import {
  cavalryReserve as rollReserve,
  chaos as rollChaos,
  LAST_REVOLT_TURN,
  reserveInputProblem,
  sweden as rollSweden,
  ukraineRevolt as rollRevolt,
  type CavalryReserveResult,
  type ChaosResult,
  type RevoltResult,
  type SwedenResult,
} from '../rules/advanced.js';
import {
  napoleonReturn as rollReturn,
  russianRecovery as rollRecovery,
  winterQuarters as rollWinterQuarters,
  type WinterQuartersResult,
} from '../rules/winter-quarters.js';
import { words } from '../words.js';
import { sideOption, turnOption } from './options.js';

/**
 * The one-shot rolls of the advanced rules (16.4(2), 16.5, 16.7, 16.8, 16.12) and the two-year campaign's
 * (16.13): winter quarters, Napoleon's return, the 1813 Russian recovery.
 */

const noOptions = z.object({});
type NoOptions = z.infer<typeof noOptions>;

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
  words,
  resolve: ({ turn, constantine }, dice) => resolutionOf(rollChaos(turn, constantine, dice)),
});

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
    .superRefine((input, ctx) => blame(ctx, reserveInputProblem(input.turn, input.lostBefore))),
  words,
  resolve: ({ turn, lostBefore, reserveLeft }, dice) => resolutionOf(rollReserve(turn, lostBefore, reserveLeft, dice)),
});

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
  words,
  resolve: ({ turn }, dice) => resolutionOf(rollRevolt(turn, dice)),
});

export const sweden = defineRuling<NoOptions, SwedenResult>({
  id: 'sweden',
  nameIt: 'svezia',
  description: loc(
    'Sweden (16.12), end of turn 6: on 4–6 Swedish infantry, cavalry and leader join the Russians',
    'Svezia (16.12), fine del turno 6: con 4–6 fanteria, cavalleria e Comandante svedesi coi Russi',
  ),
  options: [],
  input: noOptions,
  words,
  resolve: (_input, dice) => resolutionOf(rollSweden(dice)),
});

export const winterQuarters = defineRuling<{ side: Side }, WinterQuartersResult>({
  id: 'winter-quarters',
  nameIt: 'quartieri-invernali',
  description: loc(
    'Winter quarters (16.13): French 2d6 losses and Napoleon’s fate, or Russian 2d6 recovery',
    'Quartieri invernali (16.13): perdite francesi 2d6 e sorte di Napoleone, o recupero russo 2d6',
  ),
  options: [
    sideOption(
      loc('Whose roll: French (first) or Russian (second)', 'Di chi è il tiro: Francese (primo) o Russo (secondo)'),
    ),
  ],
  input: z.object({ side: z.enum(['french', 'russian']) }),
  words,
  resolve: ({ side }, dice) => resolutionOf(rollWinterQuarters(side, dice)),
});

export const napoleonReturn = defineRuling<NoOptions, { die: number; returns: boolean }>({
  id: 'napoleon-return',
  nameIt: 'ritorno-napoleone',
  description: loc(
    "Napoleon's return (16.13), end of each turn after a 3–4: on 5–6 he rejoins any French stack",
    'Ritorno di Napoleone (16.13), fine di ogni turno dopo un 3–4: con 5–6 torna su uno stack francese',
  ),
  options: [],
  input: noOptions,
  words,
  resolve: (_input, dice) => resolutionOf(rollReturn(dice)),
});

export const russianRecovery = defineRuling<NoOptions, { die: number; recovered: number }>({
  id: 'russian-recovery',
  nameIt: 'recupero-russo',
  description: loc(
    'Russian recovery, end of each 1813 turn (16.13): 1–2 none, 3–5 one dead unit, 6 two',
    'Recupero russo, fine di ogni turno del 1813 (16.13): 1–2 nulla, 3–5 un’unità morta, 6 due',
  ),
  options: [],
  input: noOptions,
  words,
  resolve: (_input, dice) => resolutionOf(rollRecovery(dice)),
});
