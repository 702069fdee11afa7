import type { GameEvent } from '../../../core/game.js';
import { joinLocalized, loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { N1812Step } from '../rules/steps.js';
import { SIDE_NAME, explain } from '../words.js';
import { hexName, pieceName, type N1812Game } from './game.js';

/** The combat's words (rules 10–11): menu labels, refusals and the thread's lines for its events. */

const names = (game: N1812Game, ids: unknown): string =>
  (Array.isArray(ids) ? (ids as string[]) : []).map((id) => pieceName(game, id)).join(', ');
const steps = (event: GameEvent): readonly N1812Step[] => (event['steps'] as N1812Step[] | undefined) ?? [];
const side = (event: GameEvent): Localized => SIDE_NAME[event['side'] as Side] ?? loc('?', '?');
const hex = (game: N1812Game, value: unknown): string => hexName(game, String(value));

export const combatTitle = {
  attack: loc(
    'Combat (10.1): attack from a stack, or decline',
    'Combattimento (10.1): attacca da uno stack, o rinuncia',
  ),
  order: loc(
    'Attack order (10.1): the units ordered and the enemy stack; then the CC committed (10.2)',
    "Ordine d'attacco (10.1): le unità a cui si dà l'ordine e lo stack nemico; poi i CC impiegati (10.2)",
  ),
  cc: loc('Combat Commands committed (10.2)', 'Comandi di Combattimento impiegati (10.2)'),
  attackerSupport: loc(
    'Support stacks called (10.3): each rolls with the same CC (10.4)',
    'Stack di supporto chiamati (10.3): ciascuno tira con gli stessi CC (10.4)',
  ),
  defenderSupport: loc(
    'Defence support (10.5): the stacks called, then the CC committed (10.6)',
    'Supporto in difesa (10.5): gli stack chiamati, poi i CC impiegati (10.6)',
  ),
  defenderCc: loc('CC committed for the support rolls (10.6)', 'CC impiegati per i tiri di supporto (10.6)'),
  withdraw: loc(
    'All-cavalry stack attacked without cavalry: retreat before the combat? (11.1)',
    'Stack di sola cavalleria attaccato senza cavalleria: ritirarsi prima del combattimento? (11.1)',
  ),
  hits: (left: number, total: number) =>
    loc(
      `Apply the hits (11.17): ${left} of ${total} left, one unit at a time`,
      `Applica i danni (11.17): ne restano ${left} su ${total}, un'unità alla volta`,
    ),
  retreat: (required: boolean) =>
    required
      ? loc('Retreat (11.12): the stack must retreat (11.11)', 'Ritirata (11.12): lo stack deve ritirarsi (11.11)')
      : loc(
          'Retreat? (11.10, 11.12): the stack may retreat (11.11)',
          'Ritirata? (11.10, 11.12): lo stack può ritirarsi (11.11)',
        ),
  pursuit: loc(
    'Pursuit (11.16): the disrupted unit that takes the extra hit and is eliminated',
    "Inseguimento (11.16): l'unità disorganizzata che subisce il danno in più ed è eliminata",
  ),
  advance: loc(
    'Advance (11.12, 11.13): the units that advance into the vacated hex, or hold',
    "Avanzata (11.12, 11.13): le unità che avanzano nell'esagono lasciato vuoto, oppure restano",
  ),
  waiting: loc('The combat waits for the other side', "Il combattimento attende l'altra parte"),
};

export const combatLabel = {
  from: (game: N1812Game, at: string, units: number) =>
    loc(`Attack from ${hexName(game, at)} (${units} units)`, `Attacca da ${hexName(game, at)} (${units} unità)`),
  decline: loc('No more attacks this turn (10.7)', 'Nessun altro attacco in questo turno (10.7)'),
  unit: (game: N1812Game, id: string, on: boolean) =>
    loc(`${on ? '☑' : '☐'} ${pieceName(game, id)}`, `${on ? '☑' : '☐'} ${pieceName(game, id)}`),
  target: (game: N1812Game, at: string, units: string, chosen: boolean) =>
    loc(
      `${chosen ? '◉' : '○'} Attack ${hexName(game, at)}: ${units}`,
      `${chosen ? '◉' : '○'} Attacca ${hexName(game, at)}: ${units}`,
    ),
  commit: loc('Commit CC and roll (10.2)…', 'Impiega i CC e tira (10.2)…'),
  cc: (n: number, left: number) => loc(`${n} CC (of ${left})`, `${n} CC (su ${left})`),
  cancel: loc('Cancel this attack order', "Annulla quest'ordine d'attacco"),
  call: (game: N1812Game, at: string, units: string, on: boolean) =>
    loc(`${on ? '☑' : '☐'} ${hexName(game, at)}: ${units}`, `${on ? '☑' : '☐'} ${hexName(game, at)}: ${units}`),
  roll: (n: number) =>
    n > 0
      ? loc(`Roll for the ${n} stacks called (10.4)`, `Tira per i ${n} stack chiamati (10.4)`)
      : loc('No support: go on (10.3)', 'Nessun supporto: prosegui (10.3)'),
  defenderCommit: (n: number) =>
    n > 0
      ? loc(
          `Commit CC and roll for the ${n} stacks called (10.6)…`,
          `Impiega i CC e tira per i ${n} stack chiamati (10.6)…`,
        )
      : loc('No support: go on (10.5)…', 'Nessun supporto: prosegui (10.5)…'),
  withdraw: (game: N1812Game, to: string) =>
    loc(
      `Retreat to ${hexName(game, to)} before the combat`,
      `Ritirati in ${hexName(game, to)} prima del combattimento`,
    ),
  stand: loc('Stand and fight', 'Resta e combatti'),
  hit: (game: N1812Game, id: string, disrupted: boolean, support: boolean) =>
    loc(
      `${pieceName(game, id)}${support ? ' (support)' : ''}: ${disrupted ? 'eliminated' : 'disrupted'}`,
      `${pieceName(game, id)}${support ? ' (supporto)' : ''}: ${disrupted ? 'eliminata' : 'disorganizzata'}`,
    ),
  retreat: (game: N1812Game, to: string) => loc(`Retreat to ${hexName(game, to)}`, `Ritirati in ${hexName(game, to)}`),
  stay: loc('Stay (11.10, 11.12)', 'Resta (11.10, 11.12)'),
  pursued: (game: N1812Game, id: string) =>
    loc(`${pieceName(game, id)} eliminated`, `${pieceName(game, id)} eliminata`),
  advance: (n: number) => loc(`Advance with the ${n} chosen`, `Avanza con i ${n} scelti`),
  hold: loc('Do not advance', 'Non avanzare'),
};

/** A refusal's words. */
export const combatRefusal = {
  notYours: loc(
    'It is not your turn to attack (10.7): wait for the other side',
    "Non è il tuo turno d'attacco (10.7): attendi l'altra parte",
  ),
  out: loc('You have no more attacks this turn (10.2, 10.7)', 'Non hai più attacchi in questo turno (10.2, 10.7)'),
  noFrame: loc(
    'No combat is being fought: order an attack first (10.1)',
    'Nessun combattimento in corso: ordina prima un attacco (10.1)',
  ),
  stage: loc(
    'That is not what this combat asks now: choose from the menu',
    'Non è ciò che il combattimento chiede ora: scegli dal menu',
  ),
  noTarget: loc('Choose the enemy stack to attack first (10.1)', 'Scegli prima lo stack nemico da attaccare (10.1)'),
  cc: (left: number) =>
    loc(`Commit a whole number of CC from 0 to ${left} (10.2)`, `Impiega un numero intero di CC da 0 a ${left} (10.2)`),
  support: loc(
    'That stack may not be called: a friendly stack next to the defender, not the attacking or defending stack, without a Forage marker (10.3, 10.5, 8.7)',
    'Quello stack non può essere chiamato: uno stack amico adiacente al difensore, non quello attaccante o difensore, senza segnalino Foraggiamento (10.3, 10.5, 8.7)',
  ),
  retreatHex: loc(
    'The stack may not retreat there: choose one of the hexes offered (11.11)',
    'Lo stack non può ritirarsi lì: scegli uno degli esagoni proposti (11.11)',
  ),
  mustRetreat: loc(
    'The defender lost by 3 or more: the stack must retreat (11.12)',
    'Il difensore ha perso di 3 o più: lo stack deve ritirarsi (11.12)',
  ),
  hitUnit: loc(
    'That unit may not take this hit: a unit of your stack in this combat, at least half of the hits on the attacking or defending stack itself (11.17; a tie: the attacking stack, 11.9)',
    "Quell'unità non può subire questo danno: un'unità del tuo stack in questo combattimento, almeno metà dei danni sullo stack attaccante o difensore stesso (11.17; pareggio: lo stack attaccante, 11.9)",
  ),
  pursued: loc(
    'Choose one of the disrupted units that retreated (11.16)',
    'Scegli una delle unità disorganizzate che si sono ritirate (11.16)',
  ),
  advanceUnit: loc(
    'That unit or leader may not advance (11.12: good-order units of the attacking stack; 1–2 points, cavalry only; leaders after 11.13)',
    'Quella unità o quel Comandante non può avanzare (11.12: unità in buon ordine dello stack attaccante; 1–2 punti, solo cavalleria; Comandanti dopo la 11.13)',
  ),
  advanceNone: loc(
    'Choose at least one unit to advance, or do not advance',
    "Scegli almeno un'unità che avanza, oppure non avanzare",
  ),
  unitOrder: loc(
    'Toggle a unit of the attacking stack (10.1); at least one stays ordered',
    "Seleziona un'unità dello stack attaccante (10.1); almeno una resta nell'ordine",
  ),
  unknown: loc('That is not a combat action', "Questa non è un'azione di combattimento"),
};

const outcomeWords: Record<string, Localized> = {
  aborted: loc('aborted: the attack passes to the opponent (10.2)', "abortito: l'attacco passa all'avversario (10.2)"),
  failed: loc(
    'failed: no more attacks this turn (10.2, 10.7)',
    'fallito: nessun altro attacco in questo turno (10.2, 10.7)',
  ),
  proceeds: loc('the attack proceeds (10.2)', "l'attacco prosegue (10.2)"),
};

/** The thread's words for a combat event; undefined for kinds not the combat's. */
export function describeCombat(game: N1812Game, event: GameEvent): Localized | undefined {
  const e = event;
  switch (e.kind) {
    case 'combat-declined':
      return loc(
        `${side(e).en}: no more attacks this turn (10.7)`,
        `${side(e).it}: nessun altro attacco in questo turno (10.7)`,
      );
    case 'combat-activation': {
      const o = outcomeWords[String(e['outcome'])] ?? loc('', '');
      const head = loc(
        `${side(e).en} attack order (10.1): ${names(game, e['units'])} from ${hex(game, e['from'])} on ${hex(game, e['target'])}, ${e['cc']} CC committed: ${o.en}`,
        `Ordine d'attacco ${side(e).it} (10.1): ${names(game, e['units'])} da ${hex(game, e['from'])} su ${hex(game, e['target'])}, ${e['cc']} CC impiegati: ${o.it}`,
      );
      return joinLocalized([head, explain(steps(e))]);
    }
    case 'combat-support': {
      const called = (e['hexes'] as string[]).map((h) => hex(game, h)).join(', ') || '—';
      const joined = (e['joined'] as string[]).map((h) => hex(game, h)).join(', ') || '—';
      const head =
        e['role'] === 'attacker'
          ? loc(
              `${side(e).en} support called (10.3): ${called}; joined: ${joined}`,
              `Supporto ${side(e).it} chiamato (10.3): ${called}; intervengono: ${joined}`,
            )
          : loc(
              `${side(e).en} defence support called (10.5) with ${e['cc']} CC: ${called}; joined: ${joined}`,
              `Supporto in difesa ${side(e).it} chiamato (10.5) con ${e['cc']} CC: ${called}; intervengono: ${joined}`,
            );
      return joinLocalized([head, explain(steps(e))]);
    }
    case 'combat-stand':
      return loc(`${side(e).en} stands and fights (11.1)`, `${side(e).it} resta e combatte (11.1)`);
    case 'combat-fought': {
      const head = loc(
        `Combat: ${hex(game, e['from'])} attacks ${hex(game, e['target'])}: FAV ${e['fav']} − FDV ${e['fdv']} = ${e['difference']}; hits: attacker ${e['attackerHits']}, defender ${e['defenderHits']}`,
        `Combattimento: ${hex(game, e['from'])} attacca ${hex(game, e['target'])}: FAV ${e['fav']} − FDV ${e['fdv']} = ${e['difference']}; danni: attaccante ${e['attackerHits']}, difensore ${e['defenderHits']}`,
      );
      return joinLocalized([head, explain(steps(e))]);
    }
    case 'combat-hit':
      return e['effect'] === 'eliminated'
        ? loc(
            `Hit (11.17): ${pieceName(game, String(e['unit']))} in ${hex(game, e['hex'])} eliminated`,
            `Danno (11.17): ${pieceName(game, String(e['unit']))} in ${hex(game, e['hex'])} eliminata`,
          )
        : loc(
            `Hit (11.17): ${pieceName(game, String(e['unit']))} in ${hex(game, e['hex'])} disrupted`,
            `Danno (11.17): ${pieceName(game, String(e['unit']))} in ${hex(game, e['hex'])} disorganizzata`,
          );
    case 'combat-hits-lost':
      return loc(
        `${side(e).en}: ${e['hits']} hits have no unit left to take them (11.17)`,
        `${side(e).it}: ${e['hits']} danni non hanno più unità che li subiscano (11.17)`,
      );
    case 'combat-no-retreat':
      return loc(
        `The stack in ${hex(game, e['hex'])} cannot retreat and is eliminated (11.11, 11.12): ${names(game, e['units'])}`,
        `Lo stack in ${hex(game, e['hex'])} non può ritirarsi ed è eliminato (11.11, 11.12): ${names(game, e['units'])}`,
      );
    case 'combat-retreat': {
      const rule = String(e['rule']);
      return loc(
        `${side(e).en} retreats (${rule}) from ${hex(game, e['from'])} to ${hex(game, e['to'])}: ${names(game, [...(e['units'] as string[]), ...(e['leaders'] as string[])])}`,
        `${side(e).it} si ritira (${rule}) da ${hex(game, e['from'])} in ${hex(game, e['to'])}: ${names(game, [...(e['units'] as string[]), ...(e['leaders'] as string[])])}`,
      );
    }
    case 'combat-stay':
      return loc(
        `${side(e).en} stays in ${hex(game, e['hex'])} (11.10, 11.12)`,
        `${side(e).it} resta in ${hex(game, e['hex'])} (11.10, 11.12)`,
      );
    case 'combat-pursuit':
      return loc(
        `Pursuit (11.16): ${pieceName(game, String(e['unit']))} takes an extra hit and is eliminated`,
        `Inseguimento (11.16): ${pieceName(game, String(e['unit']))} subisce un danno in più ed è eliminata`,
      );
    case 'combat-advance':
      return loc(
        `${side(e).en} advances (${e['rule']}) from ${hex(game, e['from'])} into ${hex(game, e['to'])}: ${names(game, [...(e['units'] as string[]), ...(e['leaders'] as string[])])}`,
        `${side(e).it} avanza (${e['rule']}) da ${hex(game, e['from'])} in ${hex(game, e['to'])}: ${names(game, [...(e['units'] as string[]), ...(e['leaders'] as string[])])}`,
      );
    case 'combat-hold':
      return loc(`${side(e).en} does not advance`, `${side(e).it} non avanza`);
    case 'combat-decisive':
      return loc(
        `Decisive Victory (14.7 b): the ${side(e).en} won, the loser lost ${e['loserLost']} units and the winner ${e['winnerLost']}; Decisive Victory Points ${e['points']}; next turn's CC +1 winner, −1 loser (9.3)`,
        `Vittoria Decisiva (14.7 b): vince il ${side(e).it}, il perdente ha perso ${e['loserLost']} unità e il vincitore ${e['winnerLost']}; Punti Vittorie Decisive ${e['points']}; CC del turno dopo +1 vincitore, −1 perdente (9.3)`,
      );
    default:
      return undefined;
  }
}
