import type { GameEvent } from '../../core/game.js';
import { loc, type Localized } from '../../core/localized.js';
import { failureText, type AnyRuling, type RulingFailure } from '../../core/ruling.js';

/**
 * Freeplay's Italian and English, in one place: the status and prompts, the legal-action menus, the refusals and
 * the log's lines. Every function takes names already looked up (a unit's printed name, a place's display name, a
 * side's name): the words know nothing of the pack, the module nothing of the wording.
 */

/** A text printed the same in both languages: a side's or a scenario's id where the pack names none, a hex number. */
export function asPrinted(text: string): Localized {
  return loc(text, text);
}

export function title(packTitle: Localized): Localized {
  return loc(`Freeplay: ${packTitle.en}`, `Gioco libero: ${packTitle.it}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The status line, the prompt and the notes.

export function turnLabel(turn: number, lastTurn: number): Localized {
  return loc(`Turn ${turn} of ${lastTurn}`, `Turno ${turn} di ${lastTurn}`);
}

export const gameOver: Localized = loc('Game over', 'Partita finita');

/** The phase while the game runs: whose turn it is. */
export function toPlay(active: Localized): Localized {
  return loc(`${active.en} to play`, `Di turno: ${active.it}`);
}

/** Why the game ended: a side resigned. */
export function resigned(side: Localized): Localized {
  return loc(`${side.en} resigned.`, `${side.it} ha abbandonato.`);
}

/** Why the game ended: the scenario's last turn is over (victory is the players' count, not ours). */
export const lastTurnOver: Localized = loc(
  'The last turn is over: count victory by the game’s rules.',
  'L’ultimo turno è finito: contate la vittoria secondo le regole del gioco.',
);

/** The prompt of the side to play. */
export const yourMove: Localized = loc(
  'Your move: move, place, flip or remove units, then end your turn.',
  'Tocca a te: muovi, piazza, gira o rimuovi unità, poi termina il turno.',
);

/** The prompt of every other viewer. */
export function waitingFor(active: Localized): Localized {
  return loc(`Waiting for ${active.en}.`, `Di turno: ${active.it}. Aspetta la fine del loro turno.`);
}

/** A note as the notes list shows it: `T3 Blue (secret): …`. */
export function noteLine(turn: number, side: Localized, secret: boolean, text: string): Localized {
  return loc(
    `T${turn} ${side.en}${secret ? ' (secret)' : ''}: ${text}`,
    `T${turn} ${side.it}${secret ? ' (segreta)' : ''}: ${text}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The legal-action menus.

/** The menu's first level, by branch key (`end` is the one action there). */
export const branches = {
  move: loc('Move a unit', 'Muovi un’unità'),
  place: loc('Place a unit', 'Piazza un’unità'),
  conceal: loc('Place a unit face down', 'Piazza un’unità coperta'),
  flip: loc('Flip a unit (full / reduced)', 'Gira un’unità (piena / ridotta)'),
  remove: loc('Remove a unit', 'Rimuovi un’unità'),
  hide: loc('Turn a unit face down', 'Copri un’unità'),
  reveal: loc('Reveal a face-down unit', 'Scopri un’unità coperta'),
  marker: loc('Place a marker', 'Piazza un segnalino'),
  unmark: loc('Remove a marker', 'Togli un segnalino'),
  end: loc('End your turn', 'Termina il turno'),
} as const satisfies Record<string, Localized>;

/** The menus' titles. */
export const asks = {
  whatDoYouDo: loc('What do you do?', 'Cosa fai?'),
  whichUnit: loc('Which unit?', 'Quale unità?'),
  hideWhich: loc('Turn which unit face down?', 'Quale unità copri?'),
  revealWhich: loc('Reveal which unit?', 'Quale unità scopri?'),
  flipWhich: loc('Flip which unit?', 'Quale unità giri?'),
  removeWhich: loc('Remove which unit?', 'Quale unità rimuovi?'),
  whichMarker: loc('Which marker?', 'Quale segnalino?'),
  removeWhichMarker: loc('Remove which marker?', 'Quale segnalino togli?'),
} as const satisfies Record<string, Localized>;

/** The title of a side's menu while another side plays. */
export function waitingTitle(active: Localized): Localized {
  return loc(`Waiting for ${active.en}`, `Di turno: ${active.it}`);
}

export function moveWhere(unit: string): Localized {
  return loc(`Move ${unit} where?`, `Dove muovi ${unit}?`);
}

export function placeWhere(unit: string): Localized {
  return loc(`Place ${unit} where?`, `Dove piazzi ${unit}?`);
}

export function placeMarkerWhere(kind: Localized): Localized {
  return loc(`Place ${kind.en} where?`, `Dove piazzi ${kind.it}?`);
}

/** The verbs that open an action's label (a unit's name follows: `Conceal 1st Guards in …`). */
export const verbs = {
  place: loc('Place', 'Piazza'),
  placeFaceDown: loc('Place face down', 'Piazza coperta'),
  conceal: loc('Conceal ', 'Copri '),
  reveal: loc('Reveal ', 'Scopri '),
  flip: loc('Flip ', 'Gira '),
  remove: loc('Remove ', 'Rimuovi '),
} as const satisfies Record<string, Localized>;

/** A unit as a menu lists it: `[verb]1st Guards (reduced) in Villanova (0604)`; `at` undefined off the map. */
export function unitLabel(verb: Localized, unit: string, reduced: boolean, at: Localized | undefined): Localized {
  return loc(
    `${verb.en}${unit}${reduced ? ' (reduced)' : ''}${at ? ` in ${at.en}` : ''}`,
    `${verb.it}${unit}${reduced ? ' (ridotta)' : ''}${at ? ` in ${at.it}` : ''}`,
  );
}

/** No verb: the unit alone, as a branch of the menu. */
export const noVerb: Localized = loc('', '');

export function moveTo(unit: string, to: Localized): Localized {
  return loc(`Move ${unit} → ${to.en}`, `Muovi ${unit} → ${to.it}`);
}

/** `verb` is `verbs.place` or `verbs.placeFaceDown`. */
export function placeAt(verb: Localized, unit: string, at: Localized): Localized {
  return loc(`${verb.en} ${unit} → ${at.en}`, `${verb.it} ${unit} → ${at.it}`);
}

export function placeMarkerAt(kind: Localized, at: Localized): Localized {
  return loc(`Place marker ${kind.en} → ${at.en}`, `Piazza segnalino ${kind.it} → ${at.it}`);
}

export function removeMarkerAt(kind: Localized, at: Localized): Localized {
  return loc(`Remove marker ${kind.en} in ${at.en}`, `Togli segnalino ${kind.it} in ${at.it}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Refusals: why an action is not allowed, as data the module returns and these words word.

/** Units are named by their printed name (`unit`), places by their display name, unknown ids as typed. */
export type FreeplayProblem =
  | { readonly code: 'unknown-scenario'; readonly scenario: string; readonly choices: readonly string[] }
  | { readonly code: 'game-over' }
  | { readonly code: 'unknown-side'; readonly side: string }
  | { readonly code: 'not-your-turn'; readonly active: Localized }
  | { readonly code: 'unknown-unit'; readonly unit: string }
  | { readonly code: 'not-your-unit'; readonly unit: string }
  /** `tried: 'move'`: the player tried to move it, and is told to place it. */
  | { readonly code: 'off-map'; readonly unit: string; readonly tried?: 'move' }
  | { readonly code: 'on-map'; readonly unit: string }
  | { readonly code: 'not-on-map'; readonly at: string }
  | { readonly code: 'same-place'; readonly unit: string }
  | { readonly code: 'stacking-limit'; readonly at: Localized; readonly limit: number }
  | { readonly code: 'one-step'; readonly unit: string }
  /** A marker kind the pack lacks (`kind`), or a marker not on the board (`marker`). */
  | { readonly code: 'unknown-marker'; readonly kind: string }
  | { readonly code: 'unknown-marker'; readonly marker: string }
  | { readonly code: 'too-many-markers'; readonly limit: number }
  | { readonly code: `notation-${string}`; readonly dice: string }
  | { readonly code: 'unknown-ruling'; readonly game: string; readonly ruling: string }
  /** The ruling framework's own refusal, in its own words (`failureText`). */
  | { readonly code: 'bad-input'; readonly ruling: AnyRuling; readonly failure: RulingFailure };

export function refusal(p: FreeplayProblem): Localized {
  switch (p.code) {
    case 'unknown-scenario': {
      const list = p.choices.join(', ');
      return loc(
        `No scenario ${p.scenario} in this pack; choose one of: ${list}.`,
        `Nessuno scenario ${p.scenario} in questo pacchetto; scegli tra: ${list}.`,
      );
    }
    case 'game-over':
      return loc('The game is over.', 'La partita è finita.');
    case 'unknown-side':
      return loc(`There is no side ${p.side} in this game.`, `In questa partita non c'è la parte ${p.side}.`);
    case 'not-your-turn':
      return loc(
        `Not your turn: ${p.active.en} to play. Wait for the end of their turn.`,
        `Non è il tuo turno (di turno: ${p.active.it}): aspetta la fine del loro turno.`,
      );
    case 'unknown-unit':
      return loc(`There is no unit ${p.unit} in this game.`, `In questa partita non c'è l'unità ${p.unit}.`);
    case 'not-your-unit':
      return loc(`${p.unit} is not yours to move.`, `${p.unit} non è tua.`);
    case 'off-map':
      return p.tried === 'move'
        ? loc(`${p.unit} is not on the map: place it instead.`, `${p.unit} non è sulla mappa: piazzala.`)
        : loc(`${p.unit} is not on the map.`, `${p.unit} non è sulla mappa.`);
    case 'on-map':
      return loc(`${p.unit} is already on the map: move it instead.`, `${p.unit} è già sulla mappa: muovila.`);
    case 'not-on-map':
      return loc(`${p.at} is not on this map.`, `${p.at} non è su questa mappa.`);
    case 'same-place':
      return loc(`${p.unit} is already there.`, `${p.unit} è già lì.`);
    case 'stacking-limit':
      return loc(
        `${p.at.en} already holds ${p.limit} of your units (the stacking limit).`,
        `${p.at.it} ha già ${p.limit} tue unità (il limite di ammassamento).`,
      );
    case 'one-step':
      return loc(`${p.unit} has no reduced side.`, `${p.unit} non ha un lato ridotto.`);
    case 'unknown-marker':
      return 'kind' in p
        ? loc(`This pack has no marker ${p.kind}.`, `Questo pacchetto non ha il segnalino ${p.kind}.`)
        : loc(`There is no marker ${p.marker}.`, `Non c'è il segnalino ${p.marker}.`);
    case 'too-many-markers':
      return loc(
        `There are ${p.limit} markers already: remove some first.`,
        `Ci sono già ${p.limit} segnalini: togline qualcuno.`,
      );
    case 'unknown-ruling':
      return loc(`No ruling ${p.game} ${p.ruling}.`, `Nessuna regola rapida ${p.game} ${p.ruling}.`);
    case 'bad-input':
      return loc(failureText(p.ruling, p.failure, 'en'), failureText(p.ruling, p.failure, 'it'));
    default:
      return loc(
        `Cannot roll "${p.dice}": write dice as 2d6, 1d10+2, 4d6kh3 or d66.`,
        `Non posso tirare "${p.dice}": scrivi i dadi come 2d6, 1d10+2, 4d6kh3 o d66.`,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The log: each event the module records, as a line.

/** The names an event's ids stand for; `undefined` where the pack has none (the id is then shown as printed). */
export interface EventNames {
  /** A side's name in any of the pack's scenarios (an event carries no state to say which). */
  side(id: string): Localized | undefined;
  unit(id: string): string;
  place(id: string): Localized;
  scenario(id: string): Localized | undefined;
  markerKind(id: string): Localized | undefined;
}

export function describeEvent(event: GameEvent, names: EventNames): Localized {
  const side = typeof event['side'] === 'string' ? event['side'] : '';
  const who = names.side(side) ?? asPrinted(side);
  const unit = typeof event['unit'] === 'string' ? event['unit'] : '';
  const shown = event['hidden'] === true ? '?' : names.unit(unit);
  const at = (key: string, lang: 'en' | 'it') =>
    typeof event[key] === 'string' ? names.place(event[key] as string)[lang] : '';
  switch (event.kind) {
    case 'setup': {
      const scenario = typeof event['scenario'] === 'string' ? names.scenario(event['scenario']) : undefined;
      const title = scenario ?? asPrinted(String(event['scenario']));
      return loc(`Set-up: ${title.en}.`, `Schieramento: ${title.it}.`);
    }
    case 'move':
      return loc(
        `${who.en}: ${shown} moves ${at('from', 'en')} → ${at('to', 'en')}.`,
        `${who.it}: ${shown} muove ${at('from', 'it')} → ${at('to', 'it')}.`,
      );
    case 'place':
      return loc(
        `${who.en}: ${shown} placed in ${at('at', 'en')}.`,
        `${who.it}: ${shown} piazzata in ${at('at', 'it')}.`,
      );
    case 'remove':
      return loc(
        `${who.en}: ${names.unit(unit)} removed from ${at('from', 'en')}.`,
        `${who.it}: ${names.unit(unit)} rimossa da ${at('from', 'it')}.`,
      );
    case 'flip':
      return event['reduced']
        ? loc(
            `${who.en}: ${shown} in ${at('at', 'en')} is reduced.`,
            `${who.it}: ${shown} in ${at('at', 'it')} è ridotta.`,
          )
        : loc(
            `${who.en}: ${shown} in ${at('at', 'en')} is back to full strength.`,
            `${who.it}: ${shown} in ${at('at', 'it')} torna a piena forza.`,
          );
    case 'hide':
      return loc(
        `${who.en}: a unit in ${at('at', 'en')} is turned face down.`,
        `${who.it}: un’unità in ${at('at', 'it')} viene coperta.`,
      );
    case 'reveal':
      return loc(
        `${who.en}: ${names.unit(unit)} in ${at('at', 'en')} is revealed.`,
        `${who.it}: ${names.unit(unit)} in ${at('at', 'it')} è rivelata.`,
      );
    case 'marker-add':
    case 'marker-remove': {
      const kind = String(event['markerKind']);
      const name = names.markerKind(kind) ?? asPrinted(kind);
      return event.kind === 'marker-add'
        ? loc(
            `${who.en}: ${name.en} marker in ${at('at', 'en')}.`,
            `${who.it}: segnalino ${name.it} in ${at('at', 'it')}.`,
          )
        : loc(
            `${who.en}: ${name.en} marker removed from ${at('at', 'en')}.`,
            `${who.it}: segnalino ${name.it} tolto da ${at('at', 'it')}.`,
          );
    }
    case 'note':
      return event['secret']
        ? loc(`${who.en} writes a secret note.`, `${who.it} scrive una nota segreta.`)
        : loc(`${who.en} notes: “${String(event['text'])}”`, `${who.it} annota: “${String(event['text'])}”`);
    case 'roll': {
      const reason = typeof event['reason'] === 'string' ? ` (${event['reason']})` : '';
      const dice = (event['dice'] as number[]).join(', ');
      return loc(
        `${who.en} rolls ${String(event['expression'])}${reason}: ${dice} = ${String(event['total'])}.`,
        `${who.it} tira ${String(event['expression'])}${reason}: ${dice} = ${String(event['total'])}.`,
      );
    }
    case 'ruling': {
      const text = event['text'] as Localized;
      return loc(
        `${who.en} — ${String(event['game'])} ${String(event['ruling'])}: ${text.en}`,
        `${who.it} — ${String(event['game'])} ${String(event['ruling'])}: ${text.it}`,
      );
    }
    case 'end-turn': {
      const next = typeof event['next'] === 'string' ? names.side(event['next']) : undefined;
      return next
        ? loc(`${who.en} ends the turn; ${next.en} to play.`, `${who.it} termina il turno; di turno: ${next.it}.`)
        : loc(`${who.en} ends the last turn.`, `${who.it} termina l’ultimo turno.`);
    }
    case 'resign':
      return loc(`${who.en} resigns.`, `${who.it} abbandona.`);
    case 'game-over':
      return loc('The game is over.', 'La partita è finita.');
    default:
      return asPrinted(event.kind);
  }
}
