import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling } from '../../core/ruling.js';

/** 5.6.2: in a tournament each player rolls a die; the higher roll names his side and the VP he gives away. */
export const bidRuling = defineRuling({
  id: 'bid',
  nameIt: 'puntata',
  description: loc(
    'Tournament bid for sides: each player rolls, the higher roll bids first (5.6.2)',
    'Puntata per le parti nei tornei: ogni giocatore tira, chi ottiene di più punta (5.6.2)',
  ),
  options: [],
  input: z.object({}),
  resolve(_input, dice) {
    const first = d6(dice, 'bid');
    const second = d6(dice, 'bid');
    const chooser = first > second ? 'first' : second > first ? 'second' : 'tie';
    const rolls = loc(
      `First player ${first}, second player ${second}`,
      `Primo giocatore ${first}, secondo giocatore ${second}`,
    );
    const outcome =
      chooser === 'tie'
        ? loc(
            'A tie: neither rolled higher, so roll again (5.6.2 needs a higher roll).',
            'Pareggio: nessuno ha ottenuto di più, quindi si ritira (la 5.6.2 richiede un tiro più alto).',
          )
        : loc(
            `**The ${chooser} player** names the side he wants and the VP (any whole number, 0 included) he gives the opponent, who accepts and takes the other side or bids more VP to keep that side; bidding ends when one accepts (5.6.2).`,
            `**Il ${chooser === 'first' ? 'primo' : 'secondo'} giocatore** dichiara la parte che vuole e i VP (un intero qualsiasi, zero compreso) che cede all'avversario, che accetta e prende l'altra parte o rilancia con più VP per tenere quella parte; la puntata termina quando uno accetta (5.6.2).`,
          );
    return {
      ok: true,
      result: { first, second, chooser },
      rules: ['5.6.2', '5.6.2.1', '5.6.3'],
      text: joinLocalized([
        rolls,
        outcome,
        loc(
          'The final VP total is adjusted by the VP given (5.6.2), but not when checking automatic victory (5.6.2.1); a draw counts as an Allied win (5.6.3).',
          'A fine partita il totale dei VP si modifica dei VP ceduti (5.6.2), ma non per la vittoria automatica (5.6.2.1); un pareggio vale come vittoria alleata (5.6.3).',
        ),
      ]),
    };
  },
});
