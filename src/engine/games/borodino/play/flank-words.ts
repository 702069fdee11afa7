import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';

/**
 * The texts of SR14, the French flank maneuver, in English and Italian, merged into play/words.ts's tables: the AM's
 * name, the refusals, the menu's labels, the French's secret lines and the log's events. No text the Russians read
 * names a unit chosen or the turn before the units go to the FLANK MANEUVER box.
 */

export const FLANK_NAMES: Readonly<Record<string, Localized>> = {
  'flanking-command': loc('French Flanking Command AM (SR14)', 'AM del Comando in Aggiramento francese (RS14)'),
};

export const FLANK_REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  'flank-setup': () =>
    loc(
      'The flank maneuver is written down by the French in their set-up, before play.',
      'La manovra di aggiramento è annotata dai francesi nel loro piazzamento, prima di iniziare il gioco.',
    ),
  'flank-turn': (v) =>
    loc(
      `The flank maneuver’s turn is one of the scenario’s turns, 1 to ${v['turns']}.`,
      `Il turno della manovra di aggiramento è uno dei turni dello scenario, da 1 a ${v['turns']}.`,
    ),
  'flank-unit': (v) =>
    loc(
      `${v['unit']} may not be chosen for the flank maneuver: choose French units on the map.`,
      `${v['unit']} non può essere scelta per la manovra di aggiramento: scegliete unità francesi sulla mappa.`,
    ),
  'flank-no-turn': () =>
    loc(
      'Write down the turn in which Napoleon orders the flank maneuver, or take every unit off it.',
      'Annotate il turno nel quale Napoleone ordina la manovra di aggiramento, o toglietene tutte le unità.',
    ),
  'flank-no-units': () =>
    loc(
      'A flank maneuver needs the units chosen for it: choose them, or do not write down a turn.',
      'Una manovra di aggiramento richiede le unità scelte: sceglietele, o non annotate un turno.',
    ),
  'flank-recall-not': () =>
    loc(
      'The recall is chosen only after a 2–6 on the Flanking Command’s roll.',
      'Il richiamo si sceglie solo dopo un 2–6 al tiro del Comando in Aggiramento.',
    ),
  'flank-closed': (v) =>
    loc(
      `No Russian unit may enter ${v['hex']} (2400–2800) until the French Flanking Command is back on the map.`,
      `Nessuna unità russa può entrare in ${v['hex']} (2400–2800) sino a quando il Comando in Aggiramento francese non è rientrato sulla mappa.`,
    ),
};

export const flankLabels = {
  branch: loc('Flank maneuver (SR14, secret): units and turn', 'Manovra di aggiramento (RS14, segreta): unità e turno'),
  prompt: loc(
    'Flank maneuver (SR14): choose the units and write down the turn in which Napoleon orders it; choosing none declines it.',
    'Manovra di aggiramento (RS14): scegliete le unità e annotate il turno nel quale Napoleone la ordina; non sceglierne nessuna è rinunciarvi.',
  ),
  turn: (turn: number, chosen: boolean) =>
    loc(
      `Napoleon orders it in turn ${turn}${chosen ? ' (written down)' : ''}`,
      `Napoleone la ordina nel turno ${turn}${chosen ? ' (annotato)' : ''}`,
    ),
  unit: (unit: string, hex: string, chosen: boolean) =>
    chosen
      ? loc(`Take ${unit} (${hex}) off the flank maneuver`, `Togliete ${unit} (${hex}) dalla manovra di aggiramento`)
      : loc(`${unit} (${hex}) to the flank maneuver`, `${unit} (${hex}) alla manovra di aggiramento`),
  declined: loc('Flank maneuver (SR14): not attempted.', 'Manovra di aggiramento (RS14): non tentata.'),
  secret: (units: readonly string[], turn: number | null) =>
    loc(
      `Flank maneuver (SR14), written down: ${units.join(', ')}; Napoleon orders it in turn ${turn ?? '—'} (one of his Orders).`,
      `Manovra di aggiramento (RS14), annotata: ${units.join(', ')}; Napoleone la ordina nel turno ${turn ?? '—'} (uno dei suoi Ordini).`,
    ),
  note: (boxed: number, count: number, entry: string | null) =>
    loc(
      `Flanking Command (SR14): in the FLANK MANEUVER box since turn ${boxed}, its AM in the cup from turn ${boxed + 2}; +${count} to its roll${entry ? `; enters by ${entry}` : ''}; no Russian unit enters 2400–2800`,
      `Comando in Aggiramento (RS14): nella casella della manovra di aggiramento dal turno ${boxed}, il suo AM nella tazza dal turno ${boxed + 2}; +${count} al tiro${entry ? `; entra da ${entry}` : ''}; nessuna unità russa entra in 2400–2800`,
    ),
  recallPrompt: loc(
    'Flanking Command, 2–6 (SR14): recall the units onto the south edge 3500–5100, or take it as nothing?',
    'Comando in Aggiramento, 2–6 (RS14): richiamate le unità sul bordo meridionale 3500–5100, o considerate che non sia accaduto nulla?',
  ),
  recall: (recall: boolean) =>
    recall
      ? loc('Recall them: enter by 3500–5100 (SR14)', 'Richiamatele: entrano da 3500–5100 (RS14)')
      : loc('Nothing happened (SR14)', 'Non è accaduto nulla (RS14)'),
  box: loc('FLANK MANEUVER box', 'Casella della manovra di aggiramento'),
  step: loc('Flanking Command: the recall (SR14)', 'Comando in Aggiramento: il richiamo (RS14)'),
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).join(', ') : '');

const OUTCOME: Readonly<Record<string, Localized>> = {
  enter: loc(
    '12+: the units may enter from the south edge, 2400–2800',
    '12+: le unità possono entrare dal bordo meridionale, 2400–2800',
  ),
  'no-effect': loc('7–11: nothing; +1 next time', '7–11: non accade nulla; +1 la prossima volta'),
  'may-recall': loc(
    '2–6: the French may recall the units onto 3500–5100, or take it as nothing',
    '2–6: i francesi possono richiamare le unità su 3500–5100, o considerare che non sia accaduto nulla',
  ),
};

/** The log's SR14 events, or null for another event. */
export function flankEvent(event: GameEvent, name: (id: string) => string): Localized | null {
  const units = (v: unknown): string => (Array.isArray(v) ? v.map((x) => name(str(x))).join(', ') : '');
  switch (event.kind) {
    case 'flank-noted':
      return loc(
        'The French have written down their decision on the flank maneuver (SR14, secret).',
        'I francesi hanno annotato la loro decisione sulla manovra di aggiramento (RS14, segreta).',
      );
    case 'flank-boxed':
      return loc(
        `The French flank maneuver: ${units(event['units']) || 'no unit'} to the FLANK MANEUVER box (SR14)${units(event['stayed']) ? `; next to the enemy, ${units(event['stayed'])} stay` : ''}.`,
        `Manovra di aggiramento francese: ${units(event['units']) || 'nessuna unità'} nella casella della manovra di aggiramento (RS14)${units(event['stayed']) ? `; adiacenti al nemico, ${units(event['stayed'])} restano` : ''}.`,
      );
    case 'flank-drawn':
      return loc('The French Flanking Command AM (SR14).', 'L’AM del Comando in Aggiramento francese (RS14).');
    case 'flank-roll': {
      const o = OUTCOME[str(event['outcome'])] ?? loc('', '');
      return loc(
        `Flanking Command, 2d6 ${list(event['dice'])}, ${str(event['total'])} modified (SR14): ${o.en}.`,
        `Comando in Aggiramento, 2d6 ${list(event['dice'])}, ${str(event['total'])} modificato (RS14): ${o.it}.`,
      );
    }
    case 'flank-recall':
      return event['recall']
        ? loc(
            'The French recall the flanking units: they enter by 3500–5100 (SR14).',
            'I francesi richiamano le unità in aggiramento: entrano da 3500–5100 (RS14).',
          )
        : loc(
            'The French take the 2–6 as nothing (SR14).',
            'I francesi considerano il 2–6 come se non fosse accaduto nulla (RS14).',
          );
    case 'flank-activates':
      return loc(
        `The Flanking Command activates, Under Orders (SR14)${event['entry'] ? `; its units in the box may enter by ${str(event['entry'])} (7.41)` : ''}.`,
        `Il Comando in Aggiramento si attiva, Sotto Ordini (RS14)${event['entry'] ? `; le sue unità nella casella possono entrare da ${str(event['entry'])} (7.41)` : ''}.`,
      );
    default:
      return null;
  }
}
