import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Frame, GiState } from './state.js';

/**
 * The words of Phase III's reinforcements (7.1, 12.3, 13.1), the East Front (7.3), Allenby's Cavalry (12.4) and the
 * Block markers' removal (8.4.5 c), in both languages; play/words.ts hands these frames, keys and events here.
 */

interface Names {
  readonly unit: (id: string) => string;
}

type Who = Localized;

export function reinforcementPrompt(
  frame: Extract<Frame, { name: 'reinforce' | 'east-front' | 'allenby' }>,
  state: GiState,
  who: Who,
  namer: Names,
): Localized {
  switch (frame.name) {
    case 'reinforce':
      return loc(
        `${who.en}: reinforcements (7.1): place each unit due this turn: a fixed one in its hex, a variable one ("?") in a friendly hex with an HQ of its nationality or a friendly supply source (a variable HQ: a hex with no HQ of its nationality); none in an enemy-controlled hex, none over the stacking limits. A fixed one that cannot enter comes next turn in a supply source of its nationality.`,
        `${who.it}: rinforzi (7.1): piazzate ogni unità prevista in questo turno: una fissa nel suo esagono, una variabile ("?") in un esagono amico con un HQ della sua nazionalità o in una fonte di rifornimento amica (un HQ variabile: in un esagono privo di HQ della sua nazionalità); nessuna in un esagono controllato dal nemico, nessuna oltre i limiti al raggruppamento. Una fissa che non può entrare arriva nel turno seguente in una fonte di rifornimento della sua nazionalità.`,
      );
    case 'east-front': {
      const chosen = frame.chosen.map(namer.unit).join(', ') || '—';
      return loc(
        `${who.en}: the East Front (7.3), turn ${state.turn}: send at least 9 CS of German infantry plus a cavalry division, from units in or next to the hex of the 1st, 2nd or 3rd Army HQ (they leave the map), or lose 2 VP at once. Chosen: ${chosen}.`,
        `${who.it}: il Fronte Orientale (7.3), turno ${state.turn}: ritirate almeno 9 punti di forza di fanteria tedesca più una divisione di cavalleria, da unità nell'esagono (o entro un esagono) dell'HQ della 1°, 2° o 3° Armata (lasciano la mappa), o perdete subito 2 VP. Scelte: ${chosen}.`,
      );
    }
    case 'allenby':
      return loc(
        `${who.en}: Allenby's Cavalry (12.4): the first battle against your British infantry and cavalry in hex ${frame.hex} on turns 1–2: take an automatic Skirmish instead of the Fortunes of War roll, or roll.`,
        `${who.it}: la cavalleria di Allenby (12.4): la prima battaglia contro la vostra fanteria e cavalleria inglese nell'esagono ${frame.hex} nei turni 1–2: prendete automaticamente Schermaglia invece del tiro FoW, o tirate.`,
      );
  }
}

export const reinforcementLabels = {
  unit: (unit: string) => loc(`Place ${unit} (reinforcement)`, `Piazza ${unit} (rinforzo)`),
  detach: (hq: string) =>
    loc(
      `In the hex of ${hq}, which goes one turn ahead (13.1)`,
      `Nell'esagono di ${hq}, che va un turno avanti (13.1)`,
    ),
  done: loc('End the reinforcements', 'Termina i rinforzi'),
  pick: (unit: string) => loc(`Send ${unit} east`, `Invia ${unit} a est`),
  unpick: (unit: string) => loc(`Keep ${unit}`, `Tieni ${unit}`),
  send: loc('Send the chosen units to the East Front (7.3)', 'Invia le unità scelte al Fronte Orientale (7.3)'),
  vp: loc('Send nothing: lose 2 VP (7.3)', 'Non inviare nulla: perdi 2 VP (7.3)'),
  skirmish: loc('Automatic Skirmish (12.4)', 'Schermaglia automatica (12.4)'),
  roll: loc('Roll the Fortunes of War', 'Tira sulla tabella FoW'),
};

export function reinforcementRefusal(p: Problem): Localized | null {
  const v = p.params ?? {};
  const s = (k: string): string => String(v[k] ?? '');
  switch (p.code) {
    case 'reinforce-first':
      return loc(
        `${s('unit')} arrives this turn and has a hex to enter: place it first (7.1).`,
        `${s('unit')} arriva in questo turno ed ha un esagono dove entrare: piazzatela prima (7.1).`,
      );
    case 'reinforce-key':
      return loc(
        `Not a legal reinforcement (7.1): ${s('key')}. A unit due this turn, in a friendly-controlled hex its entry allows, within the stacking limits.`,
        `Rinforzo non legale (7.1): ${s('key')}. Un'unità prevista in questo turno, in un esagono amico controllato che la sua entrata consente, nei limiti al raggruppamento.`,
      );
    case 'east-front-short':
      return loc(
        'The East Front needs at least 9 CS of German infantry plus a cavalry division (7.3); or lose 2 VP.',
        'Il Fronte Orientale richiede almeno 9 punti di forza di fanteria tedesca più una divisione di cavalleria (7.3); oppure perdete 2 VP.',
      );
    case 'east-front-key':
      return loc(
        `Not a legal East Front choice (7.3): ${s('key')}. Only German infantry or cavalry divisions in or next to the hex of the 1st, 2nd or 3rd Army HQ.`,
        `Scelta non legale per il Fronte Orientale (7.3): ${s('key')}. Solo fanteria o divisioni di cavalleria tedesche nell'esagono (o entro un esagono) dell'HQ della 1°, 2° o 3° Armata.`,
      );
    case 'allenby-key':
      return loc(
        'Take the automatic Skirmish or roll the Fortunes of War (12.4).',
        'Prendete la Schermaglia automatica o tirate sulla tabella FoW (12.4).',
      );
    default:
      return null;
  }
}

export function reinforcementEvent(e: GameEvent, unit: (id: string) => string): Localized | null {
  const s = (k: string): string => String(e[k] ?? '');
  switch (e.kind) {
    case 'reinforcement':
      return loc(
        `${unit(s('unit'))} arrives as a reinforcement in hex ${s('hex')} (7.1).`,
        `${unit(s('unit'))} arriva come rinforzo nell'esagono ${s('hex')} (7.1).`,
      );
    case 'reinforcement-delayed':
      return loc(
        `${unit(s('unit'))} cannot enter: it comes on turn ${s('turn')} (7.1).`,
        `${unit(s('unit'))} non può entrare: arriva nel turno ${s('turn')} (7.1).`,
      );
    case 'reinforcement-detached':
      return loc(
        `${unit(s('unit'))} goes one turn ahead and re-enters on turn ${s('turn')} as a variable reinforcement (13.1).`,
        `${unit(s('unit'))} va un turno avanti e rientra nel turno ${s('turn')} come rinforzo variabile (13.1).`,
      );
    case 'east-front': {
      const units = (e['units'] as string[] | undefined)?.map(unit);
      return units
        ? loc(
            `The East Front (7.3): ${units.join(', ')} leave for the east.`,
            `Il Fronte Orientale (7.3): ${units.join(', ')} partono per l'est.`,
          )
        : loc(
            `The East Front (7.3): the German sends nothing and loses ${s('vp')} VP.`,
            `Il Fronte Orientale (7.3): il tedesco non invia nulla e perde ${s('vp')} VP.`,
          );
    }
    case 'allenby':
      return e['skirmish']
        ? loc(
            `Allenby's Cavalry (12.4): the battle in hex ${s('hex')} is an automatic Skirmish.`,
            `La cavalleria di Allenby (12.4): la battaglia nell'esagono ${s('hex')} è automaticamente una Schermaglia.`,
          )
        : loc(
            `Allenby's Cavalry (12.4): the Allies roll the Fortunes of War in hex ${s('hex')}.`,
            `La cavalleria di Allenby (12.4): l'Alleato tira sulla tabella FoW nell'esagono ${s('hex')}.`,
          );
    case 'block-removed':
      return loc(
        `The Block marker on hexside ${s('a')}/${s('b')} is removed (8.4.5 c).`,
        `Il segnalino di Blocco sul lato d'esagono ${s('a')}/${s('b')} è rimosso (8.4.5 c).`,
      );
    default:
      return null;
  }
}
