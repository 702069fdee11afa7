import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Player } from '../rules/position.js';
import { CE_STATUS_NAMES, problemWords } from '../words.js';
import type { Game } from './board.js';
import type { BoundaryMove } from '../rules/aoa.js';
import { lineText } from './aoa.js';
import { LORRAINE_AOA } from './lorraine.js';
import type { Army } from './plans.js';
import { top, type O1914State, type PhaseId, type ValueKey } from './state.js';

/** Every text of the play module, in English and Italian. */

export const SIDE_NAME: Readonly<Record<Player, Localized>> = {
  allied: loc('the Allies', 'gli Alleati'),
  german: loc('the Germans', 'i Tedeschi'),
};

export const PHASE_NAME: Readonly<Record<PhaseId, Localized>> = {
  preliminary: loc('Preliminary Phase (4.2.1)', 'Fase Preliminare (4.2.1)'),
  assignment: loc('Assignment Phase (4.2.2)', 'Fase di Assegnazione (4.2.2)'),
  supply: loc('Supply Phase (4.2.3)', 'Fase di Rifornimento (4.2.3)'),
  'rr-engineer': loc('RR Engineer Phase (4.2.4)', 'Fase del Genio RR (4.2.4)'),
  movement: loc('Movement Phase (4.2.5)', 'Fase di Movimento (4.2.5)'),
  'counter-movement': loc('Counter-Movement Phase (4.2.6)', 'Fase di Contro Movimento (4.2.6)'),
  attack: loc('Attack Phase (4.2.7)', 'Fase di Attacco (4.2.7)'),
  'counter-attack': loc('Counter-Attack Phase (4.2.8)', 'Fase di Contrattacco (4.2.8)'),
  final: loc('Final Phase (4.2.9)', 'Fase Finale (4.2.9)'),
  interphase: loc('Interphase (4.3)', 'Interfase (4.3)'),
};

const VALUE_NAME: Readonly<Record<ValueKey, Localized>> = {
  as: loc('Attack Strength (AS)', 'Forza di Attacco (AS)'),
  ds: loc('Defence Strength (DS)', 'Forza di Difesa (DS)'),
  pr: loc('Proficiency Rating (PR)', 'Valore di Competenza (PR)'),
  av: loc('Artillery Value (AV)', 'Valore di Artiglieria (AV)'),
  ce: loc('Base Combat Effectiveness (CE)', 'Efficienza in Combattimento di base (CE)'),
  range: loc('Supply Range, Normal Mode (2.6.1)', 'Raggio di Rifornimento, Modalità Normale (2.6.1)'),
  ammo: loc('Ammo Limit (2.6.2)', 'Limite di Munizioni (2.6.2)'),
};

/** 2.6.1, 15.6.1: a supply unit's back is its Extended Mode side, with its own range. */
const EXTENDED_RANGE = loc(
  'Supply Range, Extended Mode (2.6.1, 15.6.1)',
  'Raggio di Rifornimento, Modalità Estesa (2.6.1, 15.6.1)',
);

export const plain = (text: string): Localized => loc(text, text);

export function unitName(game: Game, id: string): string {
  return game.counters.get(id)?.name ?? id;
}

export function unitLabel(game: Game, id: string): Localized {
  return plain(unitName(game, id));
}

export function hexLabel(game: Game, hex: string): Localized {
  const name = game.hexes.get(hex)?.name;
  return plain(name ? `${name} (${hex})` : hex);
}

export function forceLabel(game: Game, state: O1914State, ids: readonly string[]): Localized {
  const names = ids.map((id) => unitName(game, id)).join(' + ');
  const at = state.units[ids[0]!]?.at ?? '';
  return loc(`${names} in ${at}`, `${names} in ${at}`);
}

export function turnLabel(state: O1914State): Localized {
  if (state.phase === 'interphase')
    return loc(`Interphase after GT ${state.turn}`, `Interfase dopo il GT ${state.turn}`);
  return loc(
    `GT ${state.turn}, ${state.phasing === 'allied' ? 'Allied' : 'German'} Player Turn`,
    `GT ${state.turn}, Turno di Giocatore ${state.phasing === 'allied' ? 'Alleato' : 'tedesco'}`,
  );
}

export function waiting(state: O1914State): Localized {
  if (state.over) return loc('The game is over.', 'La partita è finita.');
  return loc('It is not your turn to act.', 'Non tocca a voi agire.');
}

/** What the side to act is asked now. */
export function prompt(game: Game, state: O1914State): Localized {
  if (state.over) return overText(state.over.reason);
  const frame = top(state);
  const target = state.fight?.target ?? '';
  if (frame)
    switch (frame.name) {
      case 'overstack':
        return loc(
          `${frame.hex} is over 3½ DE at the end of the movement phase: eliminate a unit (3.1.3).`,
          `${frame.hex} supera 3½ DE alla fine della fase di movimento: eliminate un'unità (3.1.3).`,
        );
      case 'declare':
        return loc(
          `Attack on ${target}: add the Forces that attack (9.1, 9.2), then declare it.`,
          `Attacco contro ${target}: aggiungete le Forze che attaccano (9.1, 9.2), poi dichiaratelo.`,
        );
      case 'value': {
        const name = unitName(game, frame.unit);
        const supply = frame.key === 'range' || frame.key === 'ammo';
        const face =
          frame.face === 'front'
            ? loc('front', 'fronte')
            : supply
              ? loc('back, Extended Mode', 'retro, Modalità Estesa')
              : loc('reduced side', 'lato ridotto');
        const value = frame.key === 'range' && frame.face === 'back' ? EXTENDED_RANGE : VALUE_NAME[frame.key];
        return loc(
          `The pack lacks ${name}'s ${value.en} (${face.en}): give the number printed on the counter.`,
          `Il pack non ha ${value.it} di ${name} (${face.it}): indicate il numero stampato sulla pedina.`,
        );
      }
      case 'extend':
        return loc(
          `Attack on ${target}: a unit of yours in the combat has no Ammunition (9.4). You may flip a Depot or Corps Train to Extended Mode: a longer range, a limited Ammunition supply, until your next Supply Phase (9.4.1, 15.6.1, 9.4.2).`,
          `Attacco contro ${target}: una vostra unità nel combattimento non ha Munizioni (9.4). Potete girare un Deposito o un Treno di Corpo in Modalità Estesa: raggio maggiore, Munizioni limitate, sino alla vostra prossima Fase di Rifornimento (9.4.1, 15.6.1, 9.4.2).`,
        );
      case 'intensity':
        return loc(
          `Attack on ${target}: declare whether your side of the combat is Intense (9.8).`,
          `Attacco contro ${target}: dichiarate se la vostra parte del combattimento è Intensa (9.8).`,
        );
      case 'crt-cell':
        return loc(
          `The pack has no CRT grid: read the result cell for column ${state.fight?.column === undefined ? '' : columnText(state)} and the dice rolled off your card (9.9.1).`,
          `Il pack non ha la griglia della CRT: leggete sulla vostra tabella la casella della colonna ${state.fight?.column === undefined ? '' : columnText(state)} per i dadi tirati (9.9.1).`,
        );
      case 'sr':
        return loc(
          'Choose the unit that takes a Strength Reduction (9.10.1).',
          "Scegliete l'unità che subisce una Riduzione di Forza (9.10.1).",
        );
      case 'retreat':
        // 7.4: the rest of a retreat a Repulse interrupted.
        return frame.origin !== undefined
          ? loc(
              `Go on retreating the units in ${frame.from} ${frame.hexes} hex(es), each farther from ${frame.origin} (7.4.4, 7.4.5, 11.1).`,
              `Proseguite la ritirata delle unità in ${frame.from} di ${frame.hexes} esagono/i, ognuno più lontano da ${frame.origin} (7.4.4, 7.4.5, 11.1).`,
            )
          : loc(
              `Retreat the units in ${frame.from} ${frame.hexes} hex(es) (11.1).`,
              `Ritirate le unità in ${frame.from} di ${frame.hexes} esagono/i (11.1).`,
            );
      case 'advance':
        return loc(
          `${target} is vacated: advance into it, or not (11.2).`,
          `${target} è stato lasciato libero: avanzate, o no (11.2).`,
        );
      case 'support':
        return loc(
          `Attack on ${target}: one Force or Fortress of yours in ${frame.hex}, next to the attackers too, may add its AV to the defence (10.1.1; a unit adds its AV to one combat a phase).`,
          `Attacco contro ${target}: una vostra Forza o Fortezza in ${frame.hex}, adiacente anche agli attaccanti, può aggiungere la sua AV alla difesa (10.1.1; un'unità aggiunge la sua AV a un solo combattimento per fase).`,
        );
      case 'reaction': {
        const name = unitName(game, frame.unit);
        return loc(
          `Cavalry Reaction (8.2, Cause ${frame.cause}): an enemy Force moved from ${frame.from} to ${frame.to}; ${name} may move one hex now (its MP recorded, 8.2.4), or not.`,
          `Reazione della Cavalleria (8.2, Causa ${frame.cause}): una Forza nemica è passata da ${frame.from} a ${frame.to}; ${name} può muovere ora di un esagono (MP registrati, 8.2.4), o no.`,
        );
      }
      case 'exclude':
        return loc(
          `Attack on ${target}: choose the units that defend; the others are Excluded (9.2.5: the combat stacking limit, one army and two corps at most, 9.2.2; a CI or Demoralized Force may be left out).`,
          `Attacco contro ${target}: scegliete le unità che difendono; le altre sono Escluse (9.2.5: limite di raggruppamento in combattimento, una sola armata e al massimo due corpi, 9.2.2; una Forza CI o Demoralizzata può essere esclusa).`,
        );
      case 'train-retreat': {
        const name = unitName(game, frame.unit);
        return loc(
          `${name} is in an enemy ZOC with no friendly Combat unit: retreat it 3 hexes, through no EZOC (15.6.2a).`,
          `${name} è in una ZOC nemica senza unità Combattenti amiche: ritiratela di 3 esagoni, senza attraversare EZOC (15.6.2a).`,
        );
      }
      case 'rail-place': {
        const name = unitName(game, frame.unit);
        const why = {
          '15.4': loc(
            'has no valid LOC: move it to a hex that gives it one, Extended side up (15.4 step 1)',
            'non ha una LOC valida: spostatela in un esagono che gliela dia, girata sul retro (15.4 punto 1)',
          ),
          '15.6.2b': loc(
            'is in an enemy ZOC with no friendly Combat unit: it is displaced, Extended side up',
            'è in una ZOC nemica senza unità Combattenti amiche: si sposta, girata sul retro (Modalità Estesa)',
          ),
          '15.6.4': loc(
            'comes back from the GT track, and its Army Destination is no longer a friendly operational railroad hex',
            "torna dalla Tabella GT, e la sua Destinazione dell'Armata non è più un esagono di linea RR amica operazionale",
          ),
          '16.7': loc('comes back, eliminated two GTs ago', 'ritorna, eliminata due GT fa'),
        }[frame.rule];
        return loc(
          `${name} ${why.en}: place it on a friendly operational railroad hex out of any EZOC a friendly Combat unit does not negate (${frame.rule}, 15.6.2).`,
          `${name} ${why.it}: ponetela su un esagono di linea RR amica operazionale fuori da EZOC non annullate da un'unità Combattente amica (${frame.rule}, 15.6.2).`,
        );
      }
      case 'boundary':
        return frame.setup
          ? loc(
              'Set-up (28.3 B): place the boundary between your Second Army (north) and First Army (south), anywhere between their units: a straight line across the map (5.1.1). The first line offered leaves the fewest units in the other army’s Area.',
              'Piazzamento (28.3 B): ponete il confine tra la vostra Seconda Armata (a nord) e la Prima Armata (a sud), ovunque tra le loro unità: una linea retta attraverso la mappa (5.1.1). La prima linea proposta lascia meno unità nell’Area dell’altra armata.',
            )
          : loc(
              `Assignment Phase (4.2.2, 5.1.2): keep your Army Area boundary (${boundaryText(game, state, frame.side, 'en')}) or move it; no army’s Area may hold more Corps Trains than its corps boxes (5.1.3).`,
              `Fase di Assegnazione (4.2.2, 5.1.2): mantenete il confine tra le Aree delle vostre Armate (${boundaryText(game, state, frame.side, 'it')}) o spostatelo; nessuna Area può contenere più Treni di Corpo delle caselle di corpo della sua armata (5.1.3).`,
            );
      case 'plan': {
        const army = ARMY_NAME[frame.army];
        return loc(
          `Special Joint Preliminary Phase (4.2.1a): keep ${army.en}'s Strategic Plan, or abandon it (26.3; its units are free from this Player Turn on).`,
          `Fase Preliminare Speciale Congiunta (4.2.1a): mantenete il Piano Strategico della ${army.it}, o abbandonatelo (26.3; le sue unità sono libere da questo Turno di Giocatore).`,
        );
      }
    }
  if (state.phase === 'final' && state.finalStep)
    return state.finalStep.part === 'retirement'
      ? loc(
          'Final Phase, Cavalry Retirement (8.3): your cavalry next to the enemy may retire one hex, into no EZOC.',
          'Fase Finale, Ritiro della Cavalleria (8.3): la vostra cavalleria adiacente al nemico può ritirarsi di un esagono, non in EZOC.',
        )
      : loc(
          'Final Phase, Voluntary Fallback (20.0): a Force of yours next to the enemy may fall back one hex, losing one CEL.',
          'Fase Finale, Arretramento Volontario (20.0): una vostra Forza adiacente al nemico può arretrare di un esagono, perdendo una CEL.',
        );
  const phase = PHASE_NAME[state.phase];
  return loc(`${phase.en}: act, then end the phase.`, `${phase.it}: agite, poi terminate la fase.`);
}

function columnText(state: O1914State): string {
  const labels = ['1:4', '1:3', '1:2', '1:1', '2:1', '3:1', '4:1', '6:1', '8:1'];
  const col = labels[Math.min(Math.max(state.fight?.column ?? 0, 0), labels.length - 1)] ?? '';
  const roll = state.fight?.roll;
  return roll ? `${col} (white ${roll.white}, black ${roll.black})` : col;
}

export function overText(reason: 'french' | 'german' | 'draw'): Localized {
  switch (reason) {
    case 'french':
      return loc(
        'The French win (29.5: the objective or Finstingen, and no German unit in 55.57).',
        'Vince il francese (29.5: l’obiettivo o Finstingen, e nessuna unità tedesca in 55.57).',
      );
    case 'german':
      return loc(
        'The Germans win (29.5: no French objective nor Finstingen, and a German unit in 55.57).',
        'Vince il tedesco (29.5: né obiettivo né Finstingen francesi, e un’unità tedesca in 55.57).',
      );
    case 'draw':
      return loc('A draw (29.5).', 'Pareggio (29.5).');
  }
}

export const labels = {
  fight: loc(
    'Declare it, declare no more attacks and fight it first (9.1)',
    'Dichiaratelo, non dichiarate altri attacchi e risolvetelo per primo (9.1)',
  ),
  declareAnother: loc(
    'Declare it, then declare another attack (9.1)',
    'Dichiaratelo, poi dichiarate un altro attacco (9.1)',
  ),
  drop: loc('Do not attack this hex', 'Non attaccate questo esagono'),
  intense: loc('Intense (9.8)', 'Intenso (9.8)'),
  notIntense: loc('Not Intense', 'Non intenso'),
  noAdvance: loc('No advance', 'Nessuna avanzata'),
  noSupport: loc('No AV from this hex', 'Nessuna AV da questo esagono'),
  noReaction: loc('No Reaction', 'Nessuna Reazione'),
  noExtend: loc('Flip none', 'Non girarne nessuna'),
  keepPlan: loc('Keep the Strategic Plan', 'Mantenete il Piano Strategico'),
  abandonPlan: loc('Abandon the Strategic Plan (26.3)', 'Abbandonate il Piano Strategico (26.3)'),
};

/** 5.1: the armies of Lorraine by their ids (play/lorraine.ts). */
export const AOA_ARMY_NAME: Readonly<Record<string, Localized>> = {
  'fr-1': loc('the French First Army', 'Prima Armata francese'),
  'fr-2': loc('the French Second Army', 'Seconda Armata francese'),
  'de-6': loc('the German Sixth Army', 'Sesta Armata tedesca'),
  'de-7': loc('the German Seventh Army', 'Settima Armata tedesca'),
};

const armyName = (id: unknown): Localized => AOA_ARMY_NAME[String(id)] ?? plain(String(id));

/** A side's boundary as the book prints one, with its armies north and south. */
function boundaryText(game: Game, state: O1914State, side: Player, lang: 'en' | 'it'): string {
  const line = state.aoa?.[side];
  const pair = LORRAINE_AOA[side];
  if (!line) return lang === 'en' ? 'not placed' : 'non posto';
  const north = armyName(pair.north)[lang];
  const south = armyName(pair.south)[lang];
  const text = lineText(game, line);
  return lang === 'en' ? `${text}: ${north} north, ${south} south` : `${text}: ${north} a nord, ${south} a sud`;
}

/** 28.3 B: a line the French boundary may be placed on. */
export function boundaryLineLabel(text: string, suggested: boolean): Localized {
  return suggested
    ? loc(`${text} (suggested: fewest units in the other Area)`, `${text} (consigliato: meno unità nell’altra Area)`)
    : plain(text);
}

/** 5.1.2: how the boundary is kept or moved. */
export function boundaryMoveLabel(move: BoundaryMove): Localized {
  if (move === 'keep') return loc('Keep the boundary', 'Mantenete il confine');
  const [end, way] = move.includes('-') ? move.split('-') : [null, move];
  const what =
    end === null
      ? loc('the whole line', 'tutta la linea')
      : end === 'west'
        ? loc('its west end', 'il suo capo ovest')
        : loc('its east end', 'il suo capo est');
  const dir = way === 'north' ? loc('north', 'nord') : loc('south', 'sud');
  return loc(`Move ${what.en} one row ${dir.en}`, `Spostate ${what.it} di una riga a ${dir.it}`);
}

/** The view's lines: each side's boundary (the picture draws no hexside line). */
export function boundaryNotes(game: Game, state: O1914State): Localized[] {
  if (!state.aoa) return [];
  return (['allied', 'german'] as const).map((side) =>
    loc(
      `Army Area boundary (5.1), ${SIDE_NAME[side].en}: ${boundaryText(game, state, side, 'en')}; a straight line extended to the map's edges.`,
      `Confine di Area di Assegnazione (5.1), ${SIDE_NAME[side].it}: ${boundaryText(game, state, side, 'it')}; una linea retta prolungata sino ai bordi della mappa.`,
    ),
  );
}

/** The armies with a Strategic Plan in Lorraine (29.2 A). */
export const ARMY_NAME: Readonly<Record<Army, Localized>> = {
  second: loc('the French Second Army', 'Seconda Armata francese'),
  sixth: loc('the German Sixth Army', 'Sesta Armata tedesca'),
};

export function nextLabel(state: O1914State): Localized {
  if (state.phase === 'final' && state.finalStep)
    return state.finalStep.part === 'retirement'
      ? loc('End your Cavalry Retirement (8.3)', 'Terminate il vostro Ritiro della Cavalleria (8.3)')
      : loc('End your Voluntary Fallback (20.0)', 'Terminate il vostro Arretramento Volontario (20.0)');
  const phase = PHASE_NAME[state.phase];
  return loc(`End the ${phase.en}`, `Terminate la ${phase.it}`);
}

export function moveLabel(game: Game, to: string, mp: number): Localized {
  const hex = hexLabel(game, to);
  return loc(`To ${hex.en} (${mp} MP)`, `In ${hex.it} (${mp} MP)`);
}

/** 15.6.3: a Depot's step along the railroad. */
export function railLabel(game: Game, to: string, mp: number): Localized {
  const hex = hexLabel(game, to);
  return loc(`By railroad to ${hex.en} (${mp} MP, 15.6.3)`, `Per ferrovia in ${hex.it} (${mp} MP, 15.6.3)`);
}

/** 15.6.4: a Depot to the GT track, its Army Destination marker's hex asked next. */
export function relocateLabel(game: Game, unit: string): Localized {
  const name = unitName(game, unit);
  return loc(
    `Relocate ${name}: to the GT track, back in two GTs on its Army Destination (15.6.4)`,
    `Riallocate ${name}: sulla Tabella GT, di ritorno fra due GT sulla Destinazione dell'Armata (15.6.4)`,
  );
}

export function forcedLabel(game: Game, to: string, fmMp: number): Localized {
  const hex = hexLabel(game, to);
  return loc(
    `To ${hex.en} by Forced March (${fmMp} MP beyond the allowance, then an EC, 7.2)`,
    `In ${hex.it} con Marcia Forzata (${fmMp} MP oltre la capacità, poi un EC, 7.2)`,
  );
}

export function paLabel(to: string): Localized {
  return loc(`Prepared Attack at ${to} (7.3)`, `Attacco Preparato contro ${to} (7.3)`);
}

/** 15.6.1: flip a supply unit to its Extended Mode side. */
export function extendLabel(game: Game, unit: string): Localized {
  const name = unitName(game, unit);
  return loc(`Flip ${name} to Extended Mode (15.6.1)`, `Girare ${name} in Modalità Estesa (15.6.1)`);
}

export function repulseLabel(to: string): Localized {
  return loc(`Repulse the enemy in ${to}, 1 MP (7.4)`, `Respingere il nemico in ${to}, 1 MP (7.4)`);
}

export function attackLabel(game: Game, state: O1914State, target: string): Localized {
  const hex = hexLabel(game, target);
  const owed = state.preparedAttacks.some((a) => a.target === target) ? ' (PA)' : '';
  return loc(`Attack ${hex.en}${owed}`, `Attaccate ${hex.it}${owed}`);
}

/** 8.3: a cavalry unit retires into `to`, recording `mp`. */
export function retireLabel(game: Game, unit: string, to: string, mp: number): Localized {
  const hex = hexLabel(game, to);
  const name = unitName(game, unit);
  return loc(
    `${name} retires to ${hex.en} (${mp} MP recorded)`,
    `${name} si ritira in ${hex.it} (${mp} MP registrati)`,
  );
}

/** 20.0: the Force falls back into `to`. */
export function fallbackLabel(game: Game, to: string): Localized {
  const hex = hexLabel(game, to);
  return loc(`Fall back to ${hex.en} (one CEL lost)`, `Arretrate in ${hex.it} (una CEL persa)`);
}

/** 7.5: spend the phase's MP recovering CE (7.8: going on with a recovery begun). */
export function recoverLabel(progress: number | undefined): Localized {
  return progress === undefined
    ? loc('Recover CE: 9 MP standing still (7.5)', 'Recuperate CE: 9 MP restando fermi (7.5)')
    : loc(
        `Go on recovering CE (${progress} MP spent, 7.8)`,
        `Proseguite il recupero della CE (${progress} MP spesi, 7.8)`,
      );
}

/** 9.1 step 5: fight a declared attack next. */
export function fightDeclaredLabel(target: string): Localized {
  return loc(`Fight the attack declared on ${target}`, `Risolvete l'attacco dichiarato contro ${target}`);
}

export function riverLabel(river: 'minor' | 'major' | 'great' | 'imposing'): Localized {
  return {
    minor: loc('Minor river', 'Fiume minore'),
    major: loc('Major river', 'Fiume maggiore'),
    great: loc('Great river', 'Grande fiume'),
    imposing: loc('Imposing river', 'Fiume imponente'),
  }[river];
}

export function classRiverLabel(a: string, b: string): Localized {
  return loc(
    `The river ${a}–${b}: the pack lacks its class (7.1.3)`,
    `Il fiume ${a}–${b}: il pack non ne ha la classe (7.1.3)`,
  );
}

/** 7.4: where a retreating group stops to try a Repulse: before its retreat, on its way, or in its last hex. */
export function retreatStopLabel(route: readonly string[], last: boolean): Localized {
  const way = route.join(' → ');
  if (route.length === 0) return loc('Repulse before retreating (7.4)', 'Respingere prima di ritirarsi (7.4)');
  return last
    ? loc(
        `Retreat ${way}, then Repulse from the last hex (7.4)`,
        `Ritirarsi ${way}, poi Respingere dall'ultimo esagono (7.4)`,
      )
    : loc(
        `Retreat ${way}, Repulse, then go on retreating (7.4)`,
        `Ritirarsi ${way}, Respingere, poi proseguire la ritirata (7.4)`,
      );
}

/** 7.4, 7.4.1: the Force of the retreating group that tries the Repulse, and the hex (no MP: not a movement phase). */
export function retreatRepulseLabel(game: Game, units: readonly string[], target: string): Localized {
  const names = units.map((id) => unitName(game, id)).join(' + ');
  const hex = hexLabel(game, target);
  return loc(
    `${names} Repulse the enemy in ${hex.en} (one attempt for the group, 7.4.1)`,
    `${names} Respingono il nemico in ${hex.it} (un solo tentativo per il gruppo, 7.4.1)`,
  );
}

export function retreatLabel(route: readonly string[]): Localized {
  return route.length === 0
    ? loc('No hex to retreat into (11.1.5)', 'Nessun esagono in cui ritirarsi (11.1.5)')
    : plain(route.join(' → '));
}

export function cellPart(part: 'attacker-drm' | 'attacker-es' | 'defender-drm' | 'defender-es'): Localized {
  return {
    'attacker-drm': loc("The cell's attacker EC DRM (9.9.2)", 'Il DRM all’EC dell’attaccante nella casella (9.9.2)'),
    'attacker-es': loc("The cell's attacker E and s", 'Le E e s dell’attaccante nella casella'),
    'defender-drm': loc("The cell's defender EC DRM", 'Il DRM all’EC del difensore nella casella'),
    'defender-es': loc("The cell's defender E and s", 'Le E e s del difensore nella casella'),
  }[part];
}

export const signed = (n: number): Localized => plain(n > 0 ? `+${n}` : String(n));

export function counts(c: string): Localized {
  const [e, s] = c.split('-');
  return loc(`${e} E, ${s} s`, `${e} E, ${s} s`);
}

export function cellLabel(printed: string): Localized {
  const shown = printed.replace('b1', '❶').replace('b2', '❷').replace('w1', '①');
  return plain(shown);
}

/** A refusal in words: the module's own codes, else the rules' (words.ts). */
export function refusal(p: Problem): Localized {
  const rule = p.rule ? ` (${p.rule})` : '';
  switch (p.code) {
    case 'not-your-turn':
      return loc(`It is not your turn to act${rule}.`, `Non tocca a voi agire${rule}.`);
    case 'game-over':
      return loc('The game is over.', 'La partita è finita.');
    case 'not-movement':
      return loc(`Not your movement phase${rule}.`, `Non è la vostra fase di movimento${rule}.`);
    case 'not-attack':
      return loc(`Not an attack phase${rule}.`, `Non è una fase di attacco${rule}.`);
    case 'inactive':
      return loc(
        `An inactive unit may not move, attack or perform a task${rule}.`,
        `Un'unità inattiva non può muovere, attaccare o svolgere compiti${rule}.`,
      );
    case 'pa-already':
      return loc(
        `This Force already has a Prepared Attack marker${rule}.`,
        `Questa Forza ha già un segnalino di Attacco Preparato${rule}.`,
      );
    case 'pa-must-attack':
      return loc(
        `A Prepared Attack at an enemy-occupied hex must attack it first${rule}.`,
        `Un Attacco Preparato contro un esagono occupato dal nemico deve prima attaccarlo${rule}.`,
      );
    case 'forced-march-after-task':
      return loc(
        `A unit may march forcibly after a task only with at least 1 MP left once the task is done; this one has none${rule}.`,
        `Un'unità può effettuare una Marcia Forzata dopo un compito solo se le resta almeno 1 MP una volta completato; a questa non ne resta${rule}.`,
      );
    case 'pa-placed':
      return loc(
        `A unit that placed a Prepared Attack marker spends no more MP this phase${rule}.`,
        `Un'unità che ha posto un segnalino di Attacco Preparato non spende altri MP in questa fase${rule}.`,
      );
    case 'river-known':
      return loc(
        `That hexside has no river of unknown class${rule}.`,
        `Quel lato non ha un fiume di classe ignota${rule}.`,
      );
    case 'support-not-allowed':
      return loc(
        `That Force may not add its AV to this defence: one Force or Fortress of the hex, with AV, not yet used in another combat this phase${rule}.`,
        `Quella Forza non può aggiungere la sua AV a questa difesa: una Forza o Fortezza dell'esagono, con AV, non ancora usata in un altro combattimento della fase${rule}.`,
      );
    case 'no-support-asked':
      return loc('No AV from the next hexes is asked now.', 'Ora non si chiede AV dagli esagoni adiacenti.');
    case 'plan-move':
      return loc(
        `An infantry Formation bound by its army's Strategic Plan that moves ends the phase at least one hex closer to one of its Operational Objectives (${String(p.params?.['objectives'] ?? '')}) than where it started (or back there); from ${String(p.params?.['hex'] ?? '')} it could not reach such a hex with the MP it has left${rule}.`,
        `Una Formazione di fanteria vincolata dal Piano Strategico della sua armata che muove termina la fase almeno un esagono più vicina a uno dei suoi Obiettivi Operazionali (${String(p.params?.['objectives'] ?? '')}) rispetto a dove ha iniziato (o vi torna); da ${String(p.params?.['hex'] ?? '')} non potrebbe raggiungere un tale esagono con i MP che le restano${rule}.`,
      );
    case 'plan-halt':
      return loc(
        `A Prepared Attack or a Repulse ends the Force's move if it fails: its infantry Formation, bound by its army's Strategic Plan, must first stand where it may end the phase (its start hex, or one closer to ${String(p.params?.['objectives'] ?? '')}); ${String(p.params?.['hex'] ?? '')} is not${rule}.`,
        `Un Attacco Preparato, o un tentativo di respingere il nemico che fallisce, termina il movimento della Forza: la sua Formazione di fanteria, vincolata dal Piano Strategico della sua armata, deve prima trovarsi dove può terminare la fase (l'esagono di partenza, o uno più vicino a ${String(p.params?.['objectives'] ?? '')}); ${String(p.params?.['hex'] ?? '')} non lo è${rule}.`,
      );
    case 'plan-end':
      return loc(
        `${String(p.params?.['unit'] ?? '')} in ${String(p.params?.['hex'] ?? '')}, bound by its army's Strategic Plan, must end the phase at least one hex closer to an Operational Objective than where it started (or back there), and can still get there: move it first${rule}.`,
        `${String(p.params?.['unit'] ?? '')} in ${String(p.params?.['hex'] ?? '')}, vincolata dal Piano Strategico della sua armata, deve terminare la fase almeno un esagono più vicina a un Obiettivo Operazionale rispetto a dove ha iniziato (o tornarvi), e può ancora arrivarci: muovetela prima${rule}.`,
      );
    case 'plan-sixth-pa':
      return loc(
        `The German Sixth Army places no Prepared Attack marker before its Strategic Plan is activated${rule}.`,
        `La Sesta Armata tedesca non può porre segnalini di Attacco Preparato prima dell'attivazione del suo Piano Strategico${rule}.`,
      );
    case 'no-plan-asked':
      return loc('No Strategic Plan is in question now.', 'Nessun Piano Strategico è in discussione ora.');
    case 'plan-intense':
      return loc(
        `An infantry Formation bound by its army's Strategic Plan attacks: the attack is Intense${rule}.`,
        `Attacca una Formazione di fanteria vincolata dal Piano Strategico della sua armata: l'attacco è Intenso${rule}.`,
      );
    case 'repulse-retreat-phase':
      return loc(
        `A Force Repulses while retreating only in an attack phase; in a movement phase it Repulses as it moves${rule}.`,
        `Una Forza Respinge durante una ritirata solo in una fase di attacco; in una fase di movimento Respinge muovendo${rule}.`,
      );
    case 'repulse-not-retreating':
      return loc(
        `The Repulse is tried by one Force of the retreating group, from the hex it stands in${rule}.`,
        `La Respinta la tenta una sola Forza del gruppo che si ritira, dall'esagono in cui si trova${rule}.`,
      );
    case 'repulse-surrendered':
      return loc(
        `This Force would surrender on that retreat (Isolated and Demoralized): it repulses nothing${rule}.`,
        `Questa Forza si arrenderebbe con quella ritirata (Isolata e Demoralizzata): non respinge nulla${rule}.`,
      );
    case 'repulse-halted':
      return loc(
        `This Force's Repulse failed: it moves no further this phase, though it may still place a Prepared Attack${rule}.`,
        `La Respinta di questa Forza è fallita: non muove più in questa fase, ma può ancora porre un Attacco Preparato${rule}.`,
      );
    case 'repulse-no-mp':
      return loc(
        `A Repulse costs 1 MP, and this Force has none left${rule}.`,
        `Una Respinta costa 1 MP, e a questa Forza non ne restano${rule}.`,
      );
    case 'answer-the-prompt':
      return loc('Answer the question asked first.', 'Rispondete prima alla domanda posta.');
    case 'not-now':
      return loc(`That action is not possible now${rule}.`, `Quest'azione non è possibile ora${rule}.`);
    case 'value-range':
      return loc('That number is not offered.', 'Quel numero non è tra quelli offerti.');
    case 'extend-which':
      return loc(
        `Name the Depot or Corps Train to flip to Extended Mode${rule}.`,
        `Indicate il Deposito o il Treno di Corpo da girare in Modalità Estesa${rule}.`,
      );
    case 'extend-not-supply':
      return loc(
        `Only your own Depots and Corps Trains on the map have an Extended Mode${rule}.`,
        `Solo i vostri Depositi e Treni di Corpo sulla mappa hanno una Modalità Estesa${rule}.`,
      );
    case 'extend-already':
      return loc(
        `That supply unit is in Extended Mode already, until your next Supply Phase${rule}.`,
        `Quell'unità di rifornimento è già in Modalità Estesa, sino alla vostra prossima Fase di Rifornimento${rule}.`,
      );
    case 'extend-not-now':
      return loc(
        `A supply unit flips to Extended Mode in its own side's Supply Phase, or in an attack phase's combat when its side is asked${rule}.`,
        `Un'unità di rifornimento si gira in Modalità Estesa nella Fase di Rifornimento amica, o in un combattimento di una fase di attacco quando la sua parte viene interpellata${rule}.`,
      );
    case 'sr-unit':
      return loc(
        `That unit may not take the Strength Reduction${rule}.`,
        `Quell'unità non può subire la Riduzione di Forza${rule}.`,
      );
    case 'attack-declared':
      return loc(
        `Forces were added: declare the attack${rule}.`,
        `Sono state aggiunte Forze: dichiarate l'attacco${rule}.`,
      );
    case 'react-vacated':
      return loc(
        `After Cause 2 the cavalry may not react into the hex the enemy just left${rule}.`,
        `Dopo la Causa 2 la cavalleria non può reagire nell'esagono appena lasciato dal nemico${rule}.`,
      );
    case 'react-ezoc':
      return loc(
        `Cavalry may not react into an empty hex in an EZOC other than that of the unit that caused the Reaction${rule}.`,
        `La cavalleria non può reagire in un esagono vuoto in EZOC diversa da quella dell'unità che ha causato la reazione${rule}.`,
      );
    case 'retire-not-cavalry':
      return loc(
        `Only a cavalry unit of yours retires${rule}.`,
        `Si ritira solo una vostra unità di cavalleria${rule}.`,
      );
    case 'retire-not-adjacent':
      return loc(
        `Only cavalry next to an enemy unit retires${rule}.`,
        `Si ritira solo la cavalleria adiacente a un'unità nemica${rule}.`,
      );
    case 'rail-none':
      return loc(
        `The pack's map has no railroads: Depots move, are relocated and come back only along railroads${rule}.`,
        `La mappa del pacchetto non ha linee RR: i Depositi muovono, si riallocano e ritornano solo lungo linee RR${rule}.`,
      );
    case 'rail-not-depot':
      return loc(
        `Only a Depot of yours on the map does that${rule}.`,
        `Lo fa solo un vostro Deposito sulla mappa${rule}.`,
      );
    case 'rail-not-adjacent':
      return loc(
        `A Depot moves one hex at a time, into a hex next to it${rule}.`,
        `Un Deposito muove di un esagono alla volta, in un esagono adiacente${rule}.`,
      );
    case 'rail-not-operational':
      return loc(
        `${String(p.params?.['hex'] ?? '')}: a Depot moves only along friendly operational railroad (a railroad hex you control, with no enemy unit, joined to a friendly map edge), and goes only there${rule}.`,
        `${String(p.params?.['hex'] ?? '')}: un Deposito muove solo lungo linee RR amiche operazionali (esagoni di linea RR da voi controllati, senza unità nemiche, collegati a un bordo mappa amico), e va solo lì${rule}.`,
      );
    case 'rail-ezoc':
      return loc(
        `${String(p.params?.['hex'] ?? '')} is in an enemy ZOC with no friendly Combat unit: a supply unit is never there${rule}.`,
        `${String(p.params?.['hex'] ?? '')} è in ZOC nemica senza unità Combattenti amiche: un'unità di rifornimento non può mai trovarsi lì${rule}.`,
      );
    case 'rail-no-mp':
      return loc(
        `A Depot spends 1 MP a railroad hex, ${String(p.params?.['allowance'] ?? '')} this phase; that step would make ${String(p.params?.['mp'] ?? '')}${rule}.`,
        `Un Deposito spende 1 MP per esagono di linea RR, ${String(p.params?.['allowance'] ?? '')} in questa fase; quel passo ne farebbe ${String(p.params?.['mp'] ?? '')}${rule}.`,
      );
    case 'relocate-not-now':
      return loc(
        `A Depot is relocated only in your Assignment Phase, with no question pending${rule}.`,
        `Un Deposito si rialloca solo nella vostra Fase di Assegnazione, senza domande in sospeso${rule}.`,
      );
    case 'relocate-once':
      return loc(
        `One Army Depot a side may be relocated in a GT, and yours has been${rule}.`,
        `Al massimo un Deposito di Armata per parte può essere riallocato in un GT, e il vostro lo è già stato${rule}.`,
      );
    case 'no-place-asked':
      return loc('No unit is to be placed now.', 'Nessuna unità va posta sulla mappa ora.');
    case 'rail-place-hex':
      return loc(
        `${String(p.params?.['hex'] ?? '')} is not a friendly operational railroad hex out of an uncovered EZOC${rule}.`,
        `${String(p.params?.['hex'] ?? '')} non è un esagono di linea RR amica operazionale fuori da EZOC non annullate${rule}.`,
      );
    case 'train-retreat-path':
      return loc(
        `The Corps Train retreats 3 hexes, each farther from its hex, through no EZOC; fewer only onto a friendly Combat unit${rule}.`,
        `Il Treno di Corpo si ritira di 3 esagoni, ognuno più lontano dal suo esagono, senza attraversare EZOC; meno solo su un'unità Combattente amica${rule}.`,
      );
    case 'retire-ezoc':
      return loc(
        `Cavalry may not retire into a hex in an EZOC, friendly units there or not${rule}.`,
        `La cavalleria non può ritirarsi in un esagono in EZOC, anche se occupato da unità amiche${rule}.`,
      );
    case 'retire-once':
    case 'fallback-once':
      return loc(
        `That unit has already stepped back in this Final Phase${rule}.`,
        `Quell'unità è già arretrata in questa Fase Finale${rule}.`,
      );
    case 'fallback-not-here':
      return loc(
        `Those units are not a Force of yours in one hex${rule}.`,
        `Quelle unità non sono una vostra Forza in un esagono${rule}.`,
      );
    case 'fallback-not-adjacent':
      return loc(
        `Only a Force next to an enemy unit falls back${rule}.`,
        `Arretra solo una Forza adiacente a un'unità nemica${rule}.`,
      );
    case 'fallback-isolated':
      return loc(`An Isolated Force does not fall back${rule}.`, `Una Forza Isolata non arretra${rule}.`);
    case 'recover-full':
      return loc(`The Formation's CE is not reduced${rule}.`, `La CE della Formazione non è ridotta${rule}.`);
    case 'recover-enemy-near':
      return loc(
        `An enemy unit is too near to begin recovering CE: 3 hexes at least, 5 if Demoralized${rule}.`,
        `Un'unità nemica è troppo vicina per iniziare il recupero della CE: almeno 3 esagoni, 5 se Demoralizzata${rule}.`,
      );
    case 'recover-moved':
      return loc(
        `Only a Formation that has spent no MP this phase recovers CE, standing still${rule}.`,
        `Recupera la CE solo una Formazione che non ha speso MP in questa fase, restando ferma${rule}.`,
      );
    case 'recover-not-formation':
      return loc(`Only a Formation of yours recovers CE${rule}.`, `Solo una vostra Formazione recupera la CE${rule}.`);
    case 'attack-mp-spent':
      return loc(
        `A unit with an MP Spent marker may not start an attack${rule}.`,
        `Un'unità con un segnalino di MP Spesi non può iniziare un attacco${rule}.`,
      );
    case 'pa-not-excluded':
      return loc(
        `Every unit whose Prepared Attack points at the hex attacks it, unless more than two corps attack${rule}.`,
        `Ogni unità con un segnalino PA che punta all'esagono lo attacca, salvo che lo attacchino più di due corpi${rule}.`,
      );
    case 'combine-corps':
      return loc(
        `Units of more than two corps may not combine in an attacking or defending hex${rule}.`,
        `Unità di più di due corpi non possono combinarsi in un esagono attaccante o difendente${rule}.`,
      );
    case 'combine-armies':
      return loc(
        `Units of different armies may not combine to attack or defend a hex${rule}.`,
        `Unità di armate diverse non possono combinarsi per attaccare o difendere un esagono${rule}.`,
      );
    case 'defend-set':
      return loc(
        `Those units may not defend the hex with the others Excluded${rule}.`,
        `Quelle unità non possono difendere l'esagono escludendo le altre${rule}.`,
      );
    case 'attacks-declared':
      return loc(
        `Every attack declared is fought before the phase ends${rule}.`,
        `Ogni attacco dichiarato va risolto prima della fine della fase${rule}.`,
      );
    case 'attack-not-declared':
      return loc(
        `No attack was declared on that hex${rule}.`,
        `Nessun attacco è stato dichiarato contro quell'esagono${rule}.`,
      );
    case 'attack-after-fight':
      return loc(
        `Every attack is declared before the first is fought: no more may be declared now${rule}.`,
        `Tutti gli attacchi si indicano prima di risolvere il primo: ora non se ne possono dichiarare altri${rule}.`,
      );
    case 'correct-enemy-hex':
      return loc(`The hex holds enemy units${rule}.`, `L'esagono contiene unità nemiche${rule}.`);
    case 'move-outside-aoa':
      return loc(
        `${str(p.params?.['hex'])} is next to an enemy unit and outside your army's Area of Assignment: a unit enters a hex next to the enemy only inside its army's Area${rule}.`,
        `${str(p.params?.['hex'])} è adiacente a un'unità nemica e fuori dall'Area di Assegnazione della vostra armata: un'unità entra in un esagono adiacente al nemico solo entro l'Area della sua armata${rule}.`,
      );
    case 'recover-outside-aoa':
      return loc(
        `${str(p.params?.['hex'])} is outside the Formation's army's Area of Assignment: a CE recovery begins only inside it${rule}.`,
        `${str(p.params?.['hex'])} è fuori dall'Area di Assegnazione dell'armata della Formazione: il recupero della CE inizia solo al suo interno${rule}.`,
      );
    case 'aoa-train-limit': {
      const army = armyName(p.params?.['army']);
      return loc(
        `That boundary leaves ${str(p.params?.['trains'])} Corps Trains in the Area of ${army.en}, which has ${str(p.params?.['boxes'])} corps boxes${rule}.`,
        `Quel confine lascia ${str(p.params?.['trains'])} Treni di Corpo nell'Area della ${army.it}, che ha ${str(p.params?.['boxes'])} caselle di corpo${rule}.`,
      );
    }
    case 'aoa-empty':
      return loc(
        `That boundary leaves an army with no Area of Assignment${rule}.`,
        `Quel confine lascia un'armata senza Area di Assegnazione${rule}.`,
      );
    case 'aoa-not-offered':
      return loc(
        `Place the boundary on one of the lines offered${rule}.`,
        `Ponete il confine su una delle linee proposte${rule}.`,
      );
    case 'aoa-not-asked':
      return loc(`The boundary is not asked now${rule}.`, `Il confine non è richiesto ora${rule}.`);
    case 'no-unit':
    case 'no-hex':
    case 'unit-already-there':
    case 'eliminate-not-here':
      return loc(`Not possible: ${p.code}.`, `Non possibile: ${p.code}.`);
    default:
      return problemWords(p);
  }
}

const str = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(', ') : String(v ?? ''));

/** An event as the thread reads it. */
export function describe(game: Game, e: GameEvent): Localized {
  const names = (v: unknown) => (Array.isArray(v) ? v.map((id) => unitName(game, String(id))).join(' + ') : '');
  switch (e.kind) {
    case 'setup':
      return loc(
        `The ${str(e['scenario'])} scenario is set up (29.0).`,
        `Lo scenario ${str(e['scenario'])} è pronto (29.0).`,
      );
    case 'phase': {
      const phase = PHASE_NAME[(e['phase'] as PhaseId) ?? 'preliminary'];
      return loc(`GT ${str(e['turn'])}: ${phase.en}.`, `GT ${str(e['turn'])}: ${phase.it}.`);
    }
    case 'reinforcement':
      return loc(
        `${names([e['unit']])} arrives in ${str(e['at'])} (16.0).`,
        `${names([e['unit']])} arriva in ${str(e['at'])} (16.0).`,
      );
    case 'reinforcement-blocked':
      return loc(
        `${names([e['unit']])} cannot arrive: its hex is held by the enemy (16.0; the referee may place it).`,
        `${names([e['unit']])} non può entrare: il suo esagono è occupato dal nemico (16.0; l'arbitro può piazzarla).`,
      );
    case 'fortress-repaired':
      return loc(
        `Fortresses show their external garrison again (12.5): ${names(e['units'])}.`,
        `Le Fortezze mostrano di nuovo la guarnigione esterna (12.5): ${names(e['units'])}.`,
      );
    case 'activated':
      return loc(`Activated (4.2.1a): ${names(e['units'])}.`, `Attivate (4.2.1a): ${names(e['units'])}.`);
    case 'bridges-repaired':
      return loc(
        `${str(e['count'])} Damaged bridge(s) repaired (7.1.4b).`,
        `${str(e['count'])} ponte/i danneggiato/i riparato/i (7.1.4b).`,
      );
    case 'bridges-damaged':
      return loc(
        `${str(e['count'])} road bridge(s) Damaged (7.1.4a).`,
        `${str(e['count'])} ponte/i stradale/i danneggiato/i (7.1.4a).`,
      );
    case 'move': {
      // 3.1.6: the thread is both sides'; a stack's units past its top are not named there (the views show them).
      const n = Array.isArray(e['units']) ? e['units'].length : 1;
      const fm = e['forcedMarchMp'] ? `, ${str(e['forcedMarchMp'])} by Forced March` : '';
      const fmIt = e['forcedMarchMp'] ? `, ${str(e['forcedMarchMp'])} con Marcia Forzata` : '';
      return loc(
        `A Force of ${n} unit(s): ${str(e['from'])} → ${str(e['to'])}, ${str(e['mp'])} MP${fm} (${str(e['rule'])}).`,
        `Una Forza di ${n} unità: ${str(e['from'])} → ${str(e['to'])}, ${str(e['mp'])} MP${fmIt} (${str(e['rule'])}).`,
      );
    }
    case 'river': {
      const r = riverLabel(e['river'] as 'minor');
      return loc(
        `${SIDE_NAME[e['by'] as Player].en} give the river ${str(e['a'])}–${str(e['b'])} as a ${r.en} (the pack lacks it).`,
        `${SIDE_NAME[e['by'] as Player].it} indicano il fiume ${str(e['a'])}–${str(e['b'])} come ${r.it} (il pack non lo ha).`,
      );
    }
    case 'pa':
      return loc(
        `A Prepared Attack marker points at ${str(e['target'])} (7.3).`,
        `Un segnalino di Attacco Preparato punta verso ${str(e['target'])} (7.3).`,
      );
    case 'pa-removed':
      return loc(
        `${str(e['count'])} Prepared Attack marker(s) with nothing to attack removed (9.1).`,
        `${str(e['count'])} segnalino/i PA senza bersaglio rimosso/i (9.1).`,
      );
    case 'eliminated':
      return loc(
        `${names([e['unit']])} is eliminated (${str(e['rule'])}).`,
        `${names([e['unit']])} è eliminata (${str(e['rule'])}).`,
      );
    case 'attack':
      return loc(
        `Attack declared on ${str(e['target'])}; in it: ${names(e['defenders'])} (3.1.6).`,
        `Attacco dichiarato contro ${str(e['target'])}; vi si trovano: ${names(e['defenders'])} (3.1.6).`,
      );
    case 'force':
      return loc(
        `${names(e['units'])} join the attack on ${str(e['target'])} (9.2).`,
        `${names(e['units'])} partecipano all'attacco contro ${str(e['target'])} (9.2).`,
      );
    case 'reaction':
      return loc(
        `${names([e['unit']])} reacts from ${str(e['from'])} to ${str(e['to'])}, ${str(e['mp'])} MP recorded (8.2, Cause ${str(e['cause'])}).`,
        `${names([e['unit']])} reagisce da ${str(e['from'])} in ${str(e['to'])}, ${str(e['mp'])} MP registrati (8.2, Causa ${str(e['cause'])}).`,
      );
    case 'repulse-enter':
      return loc(
        `${names(e['units'])} must enter ${str(e['to'])}, Repulsed across an Imposing river or a Flood, spending ${str(e['mp'])} MP (7.4.7).`,
        `${names(e['units'])} devono entrare in ${str(e['to'])}, Respinta attraverso un Fiume Imponente o un'Inondazione, spendendo ${str(e['mp'])} MP (7.4.7).`,
      );
    case 'exposed-eliminated':
      return loc(
        `${names([e['unit']])}, in an enemy ZOC in ${str(e['hex'])} with no friendly Combat unit, is eliminated (8.8.1).`,
        `${names([e['unit']])}, in ZOC nemica in ${str(e['hex'])} senza unità Combattenti amiche, è eliminata (8.8.1).`,
      );
    case 'train-eliminated':
      return loc(
        `${names([e['unit']])}, in an enemy ZOC in ${str(e['hex'])}, cannot retreat through no EZOC: it is eliminated (15.6.2a).`,
        `${names([e['unit']])}, in ZOC nemica in ${str(e['hex'])}, non può ritirarsi senza attraversare EZOC: è eliminata (15.6.2a).`,
      );
    case 'depot-rail':
      return loc(
        `${names([e['unit']])} moves by railroad from ${str(e['from'])} to ${str(e['to'])}, ${str(e['spent'])} MP spent (15.6.3).`,
        `${names([e['unit']])} muove per ferrovia da ${str(e['from'])} in ${str(e['to'])}, ${str(e['spent'])} MP spesi (15.6.3).`,
      );
    case 'depot-loc':
      return loc(
        `${names([e['unit']])} has no valid LOC in ${str(e['from'])}: moved to ${str(e['to'])} to make one and flipped to Extended Mode (15.4 step 1, 15.6.2).`,
        `${names([e['unit']])} non ha una LOC valida in ${str(e['from'])}: spostata in ${str(e['to'])} per crearne una e girata in Modalità Estesa (15.4 punto 1, 15.6.2).`,
      );
    case 'depot-displaced':
      return loc(
        `${names([e['unit']])}, in an enemy ZOC in ${str(e['from'])} with no friendly Combat unit, is displaced to ${str(e['to'])} and flipped to Extended Mode (15.6.2b).`,
        `${names([e['unit']])}, in ZOC nemica in ${str(e['from'])} senza unità Combattenti amiche, si sposta in ${str(e['to'])} ed è girata in Modalità Estesa (15.6.2b).`,
      );
    case 'depot-eliminated':
      return loc(
        `${names([e['unit']])}, in an enemy ZOC in ${str(e['hex'])}, has no friendly operational railroad hex to be displaced to: it is eliminated (15.6.2b).`,
        `${names([e['unit']])}, in ZOC nemica in ${str(e['hex'])}, non ha esagoni di linea RR amica operazionale in cui spostarsi: è eliminata (15.6.2b).`,
      );
    case 'depot-relocated':
      return loc(
        `${names([e['unit']])} leaves ${str(e['from'])} for the GT track: back in GT ${str(e['turn'])} on its Army Destination, ${str(e['to'])} (15.6.4).`,
        `${names([e['unit']])} lascia ${str(e['from'])} per la Tabella GT: ritorna nel GT ${str(e['turn'])} sulla Destinazione dell'Armata, ${str(e['to'])} (15.6.4).`,
      );
    case 'depot-arrived':
      return loc(
        `${names([e['unit']])} comes back from the GT track to ${str(e['to'])} (15.6.4).`,
        `${names([e['unit']])} torna dalla Tabella GT in ${str(e['to'])} (15.6.4).`,
      );
    case 'train-due':
      return loc(
        `${names([e['unit']])} will come back in GT ${str(e['turn'])}, on a friendly operational railroad hex (16.7).`,
        `${names([e['unit']])} tornerà nel GT ${str(e['turn'])}, su un esagono di linea RR amica operazionale (16.7).`,
      );
    case 'train-returned':
      return loc(
        `${names([e['unit']])} comes back to ${str(e['to'])} (16.7).`,
        `${names([e['unit']])} ritorna in ${str(e['to'])} (16.7).`,
      );
    case 'rail-return-blocked':
      return loc(
        `${names([e['unit']])} is due back, but no friendly operational railroad hex out of an uncovered EZOC is free: it waits for the next friendly Preliminary Phase (${str(e['rule'])}).`,
        `${names([e['unit']])} dovrebbe tornare, ma nessun esagono di linea RR amica operazionale fuori da EZOC non annullate è libero: attende la prossima Fase Preliminare amica (${str(e['rule'])}).`,
      );
    case 'train-retreat':
      return loc(
        `${names([e['unit']])} retreats from ${str(e['from'])} to ${str(e['to'])} (15.6.2a).`,
        `${names([e['unit']])} si ritira da ${str(e['from'])} in ${str(e['to'])} (15.6.2a).`,
      );
    case 'surrendered':
      return loc(
        `${names([e['unit']])}, Isolated and Demoralized, cannot retreat: it surrenders (11.1.6).`,
        `${names([e['unit']])}, Isolata e Demoralizzata, non può ritirarsi: si arrende (11.1.6).`,
      );
    case 'cavalry-retired':
      return loc(
        `${names([e['unit']])} retires from ${str(e['from'])} to ${str(e['to'])}, ${str(e['mp'])} MP recorded (8.3).`,
        `${names([e['unit']])} si ritira da ${str(e['from'])} in ${str(e['to'])}, ${str(e['mp'])} MP registrati (8.3).`,
      );
    case 'fallback':
      return loc(
        `${names(e['units'])} fall back from ${str(e['from'])} to ${str(e['to'])} and lose one CEL (20.0).`,
        `${names(e['units'])} arretrano da ${str(e['from'])} in ${str(e['to'])} e perdono una CEL (20.0).`,
      );
    case 'supply-optional':
      return loc(
        `${SIDE_NAME[e['side'] as Player].en}: optional supply (29.4): every unit is in Full Supply.`,
        `${SIDE_NAME[e['side'] as Player].it}: Rifornimenti Opzionali (29.4): tutte le unità sono a Rifornimento Pieno.`,
      );
    case 'supply-no-railroads':
      return loc(
        `${SIDE_NAME[e['side'] as Player].en}: supply is not traced: the pack's map has no railroads (no LOC, 15.0; no railroad source, 15.1.3), so every unit stays in Full Supply. This is a gap of the pack, not 29.4.`,
        `${SIDE_NAME[e['side'] as Player].it}: i rifornimenti non vengono tracciati: la mappa del pacchetto non ha linee RR (nessuna LOC, 15.0; nessuna fonte da linea RR, 15.1.3), quindi tutte le unità restano a Rifornimento Pieno. È una lacuna del pacchetto, non la 29.4.`,
      );
    case 'extended':
      return loc(
        `${names([e['unit']])} flips to Extended Mode until its side's next Supply Phase (15.6.1).`,
        `${names([e['unit']])} si gira in Modalità Estesa sino alla prossima Fase di Rifornimento amica (15.6.1).`,
      );
    case 'normal-mode':
      return loc(
        `${names(e['units'])} flip back to Normal Mode; their Ammo Supplied markers are removed (4.2.3).`,
        `${names(e['units'])} tornano in Modalità Normale; i loro segnalini di Munizioni Fornite sono rimossi (4.2.3).`,
      );
    case 'ammo-supplied':
      return e['spent']
        ? loc(
            `${names([e['unit']])}, in Extended Mode, gives ${str(e['amount'])} Ammunition (${str(e['total'])} so far): its Ammo Limit is spent, its marker turned to "Ammo exhausted" (9.4.2).`,
            `${names([e['unit']])}, in Modalità Estesa, fornisce ${str(e['amount'])} Munizioni (${str(e['total'])} in tutto): il suo Limite di Munizioni è terminato, il segnalino girato su "Munizioni Finite" (9.4.2).`,
          )
        : loc(
            `${names([e['unit']])}, in Extended Mode, gives ${str(e['amount'])} Ammunition; its Ammo Supplied marker shows -${str(e['total'])} (9.4.2).`,
            `${names([e['unit']])}, in Modalità Estesa, fornisce ${str(e['amount'])} Munizioni; il suo segnalino di Munizioni Fornite indica -${str(e['total'])} (9.4.2).`,
          );
    case 'no-ammo':
      return loc(
        `No source gives Ammunition to ${names(e['units'])}: their strength and AV are halved (9.4).`,
        `Nessuna fonte dà Munizioni a ${names(e['units'])}: la loro forza e AV sono dimezzate (9.4).`,
      );
    case 'supply': {
      const list = (k: string) => ((e[k] as unknown[]).length > 0 ? names(e[k]) : null);
      const out = list('out');
      const cut = list('isolated');
      const depots = list('depots');
      const trains = list('trains');
      return loc(
        [
          `Supply Phase of ${SIDE_NAME[e['side'] as Player].en} (15.4):`,
          out || cut ? '' : ' every unit is in Full Supply.',
          out ? ` Out of Supply, one CEL lost: ${out}.` : '',
          cut ? ` Isolated (15.5), three CEL lost: ${cut}.` : '',
          depots ? ` Depots with no valid LOC (15.1.1): ${depots}.` : '',
          trains ? ` Corps Trains Out of Supply (15.1.2): ${trains}.` : '',
        ].join(''),
        [
          `Fase di Rifornimento ${e['side'] === 'german' ? 'tedesca' : 'alleata'} (15.4):`,
          out || cut ? '' : ' tutte le unità sono a Rifornimento Pieno.',
          out ? ` Fuori Rifornimento, una CEL persa: ${out}.` : '',
          cut ? ` Isolate (15.5), tre CEL perse: ${cut}.` : '',
          depots ? ` Depositi senza LOC valida (15.1.1): ${depots}.` : '',
          trains ? ` Treni di Corpo Fuori Rifornimento (15.1.2): ${trains}.` : '',
        ].join(''),
      );
    }
    case 'ce-recovery':
      return e['carried'] === null
        ? loc(
            `${names([e['unit']])} spends ${str(e['mp'])} MP and recovers a CE level: ${str(e['status'])} (7.5).`,
            `${names([e['unit']])} spende ${str(e['mp'])} MP e recupera un livello di CE: ${str(e['status'])} (7.5).`,
          )
        : loc(
            `${names([e['unit']])} spends ${str(e['mp'])} MP recovering CE; an MP Spent marker shows ${str(e['carried'])} (7.8).`,
            `${names([e['unit']])} spende ${str(e['mp'])} MP per recuperare la CE; un segnalino di MP Spesi indica ${str(e['carried'])} (7.8).`,
          );
    case 'recovery-lost':
      return loc(
        `${names([e['unit']])}'s CE recovery marker is removed: an enemy unit is next to it (7.8.3).`,
        `Il segnalino di recupero CE di ${names([e['unit']])} è rimosso: un'unità nemica è adiacente (7.8.3).`,
      );
    case 'excluded':
      return loc(
        `Excluded from the combat at ${str(e['target'])}: ${names(e['units'])} (9.2.5).`,
        `Escluse dal combattimento in ${str(e['target'])}: ${names(e['units'])} (9.2.5).`,
      );
    case 'attack-declared':
      return loc(
        `The attack on ${str(e['target'])} is declared (9.1, step 4).`,
        `L'attacco contro ${str(e['target'])} è dichiarato (9.1, punto 4).`,
      );
    case 'attack-fought':
      return loc(
        `The attack declared on ${str(e['target'])} is fought now (9.1, step 5).`,
        `L'attacco dichiarato contro ${str(e['target'])} viene risolto ora (9.1, punto 5).`,
      );
    case 'attack-void':
      return loc(
        `The attack on ${str(e['target'])} cannot be made (${str(e['rule'])}: ${str(e['code'])}).`,
        `L'attacco contro ${str(e['target'])} non si può fare (${str(e['rule'])}: ${str(e['code'])}).`,
      );
    case 'value':
      return loc(
        `${SIDE_NAME[e['by'] as Player].en} gave ${names([e['unit']])}'s ${VALUE_NAME[e['key'] as ValueKey].en}: recorded, never asked again.`,
        `${SIDE_NAME[e['by'] as Player].it} hanno indicato ${VALUE_NAME[e['key'] as ValueKey].it} di ${names([e['unit']])}: registrato, non sarà più chiesto.`,
      );
    case 'intensity':
      return loc(
        `${SIDE_NAME[e['side'] as Player].en}: ${e['intense'] ? 'Intense' : 'not Intense'} (9.8).`,
        `${SIDE_NAME[e['side'] as Player].it}: ${e['intense'] ? 'Intenso' : 'non Intenso'} (9.8).`,
      );
    case 'odds':
      return loc(
        `Odds ${str(e['attack'])} : ${str(e['defence'])} = ${str(e['initial'])}, shifts ${str(e['shifts']) || 'none'}, final ${str(e['final'])}, CRT column ${str(e['column'])} (${str(e['rules'])}).`,
        `Rapporto ${str(e['attack'])} : ${str(e['defence'])} = ${str(e['initial'])}, spostamenti ${str(e['shifts']) || 'nessuno'}, finale ${str(e['final'])}, colonna ${str(e['column'])} (${str(e['rules'])}).`,
      );
    case 'crt-dice':
      return loc(
        `CRT dice: white ${str(e['white'])}, black ${str(e['black'])}${e['first'] ? ` (21.1 re-roll of ${str(e['first'])})` : ''} (9.9.1).`,
        `Dadi CRT: bianco ${str(e['white'])}, nero ${str(e['black'])}${e['first'] ? ` (21.1 ritiro di ${str(e['first'])})` : ''} (9.9.1).`,
      );
    case 'crt-missing':
    case 'crt-gap':
      return loc(
        'The pack has no CRT cell for this roll (tables.combat-results): the attacker reads it off the card (9.9.1).',
        'Il pack non ha la casella della CRT per questo tiro (tables.combat-results): la legge l’attaccante sulla tabella (9.9.1).',
      );
    case 'cell-known':
      return loc(
        `The players gave this cell before (column ${str(e['column'])}, the same dice): ${str(e['printed'])}, read again (9.9.1).`,
        `I giocatori hanno già indicato questa casella (colonna ${str(e['column'])}, gli stessi dadi): ${str(e['printed'])}, riletta (9.9.1).`,
      );
    case 'cell':
      return loc(
        `The attacker reads the cell ${str(e['printed'])} (9.9.1).`,
        `L'attaccante legge la casella ${str(e['printed'])} (9.9.1).`,
      );
    case 'combat': {
      const side = (s: unknown, it: boolean) => {
        const r = s as {
          sr: number;
          retreat: number;
          status: keyof typeof CE_STATUS_NAMES | null;
          ec: { total: number; cel: number; passed: boolean } | null;
        };
        const ec = r.ec
          ? it
            ? `EC ${r.ec.total} contro CEL ${r.ec.cel} ${r.ec.passed ? 'superato' : 'fallito'}`
            : `EC ${r.ec.total} vs CEL ${r.ec.cel} ${r.ec.passed ? 'passed' : 'failed'}`
          : 'EC —';
        const status = r.status ? CE_STATUS_NAMES[r.status][it ? 'it' : 'en'] : '—';
        return it
          ? `${ec}, ${r.sr} SR, ritirata ${r.retreat}, stato ${status}`
          : `${ec}, ${r.sr} SR, retreat ${r.retreat}, status ${status}`;
      };
      return loc(
        `Combat at ${str(e['target'])}: ${str(e['crt'])} (modified white ${str(e['modifiedWhite'])}); attacker ${side(e['attacker'], false)}; defender ${side(e['defender'], false)} (${str(e['rules'])}).`,
        `Combattimento in ${str(e['target'])}: ${str(e['crt'])} (bianco modificato ${str(e['modifiedWhite'])}); attaccante ${side(e['attacker'], true)}; difensore ${side(e['defender'], true)} (${str(e['rules'])}).`,
      );
    }
    case 'sr':
      return loc(
        `${names([e['unit']])} takes a Strength Reduction (9.10.1).`,
        `${names([e['unit']])} subisce una Riduzione di Forza (9.10.1).`,
      );
    case 'sr-excess':
      return loc(
        `${SIDE_NAME[e['side'] as Player].en}: no unit can take the SR; its REPL is not used in this scenario (9.10.2, 29.3.1).`,
        `${SIDE_NAME[e['side'] as Player].it}: nessuna unità può subire la SR; i REPL non si usano in questo scenario (9.10.2, 29.3.1).`,
      );
    case 'retreat':
      return loc(
        `${names(e['units'])} retreat from ${str(e['from'])}${(e['path'] as string[]).length ? ` to ${str(e['path'])}` : ' nowhere'}: ${str(e['ceLoss'])} CE, ${str(e['sr'])} SR (11.1).`,
        `${names(e['units'])} si ritirano da ${str(e['from'])}${(e['path'] as string[]).length ? ` in ${str(e['path'])}` : ' in nessun esagono'}: ${str(e['ceLoss'])} CE, ${str(e['sr'])} SR (11.1).`,
      );
    case 'advance':
      return loc(
        `${names(e['units'])} advance into ${str(e['to'])} (11.2).`,
        `${names(e['units'])} avanzano in ${str(e['to'])} (11.2).`,
      );
    case 'repulse':
      return loc(
        `${names(e['units'])} try to Repulse the enemy in ${str(e['target'])} (1 MP); in it: ${names(e['defenders'])} (7.4, 3.1.6).`,
        `${names(e['units'])} tentano di Respingere il nemico in ${str(e['target'])} (1 MP); vi si trovano: ${names(e['defenders'])} (7.4, 3.1.6).`,
      );
    case 'retreat-repulse':
      return loc(
        `${names(e['units'])}, retreating, try to Repulse the enemy in ${str(e['target'])} (the group's one attempt, 7.4.1); in it: ${names(e['defenders'])} (7.4, 3.1.6).`,
        `${names(e['units'])}, in ritirata, tentano di Respingere il nemico in ${str(e['target'])} (l'unico tentativo del gruppo, 7.4.1); vi si trovano: ${names(e['defenders'])} (7.4, 3.1.6).`,
      );
    case 'repulse-void':
      return loc(
        `The Repulse of ${str(e['target'])} cannot be made (${str(e['rule'])}: ${str(e['code'])}).`,
        `La Respinta di ${str(e['target'])} non si può fare (${str(e['rule'])}: ${str(e['code'])}).`,
      );
    case 'repulse-result': {
      const ec = e['ec'] as { total: number; cel: number; passed: boolean } | null;
      const how = {
        automatic: loc('8:1 succeeds without a roll (7.4.3)', '8:1 riesce senza tiro (7.4.3)'),
        'too-low': loc('below 3:1 it fails without a roll (7.4.5)', 'sotto 3:1 fallisce senza tiro (7.4.5)'),
        rolled: loc(`CRT ${str(e['crt'])} (7.4.3)`, `CRT ${str(e['crt'])} (7.4.3)`),
      }[e['outcome'] as 'automatic'];
      const ecEn = ec ? `EC ${ec.total} vs CEL ${ec.cel} ${ec.passed ? 'passed' : 'failed'}` : 'no EC';
      const ecIt = ec ? `EC ${ec.total} contro CEL ${ec.cel} ${ec.passed ? 'superato' : 'fallito'}` : 'nessun EC';
      return e['success']
        ? loc(
            `Repulse of ${str(e['target'])}, column ${str(e['column'])}: ${how.en}: it succeeds; the defenders retreat 2 hexes, ${ecEn} at +1 (7.4.4).`,
            `Respinta di ${str(e['target'])}, colonna ${str(e['column'])}: ${how.it}: riesce; i difensori si ritirano di 2 esagoni, ${ecIt} a +1 (7.4.4).`,
          )
        : e['during'] === 'retreat'
          ? loc(
              `Repulse of ${str(e['target'])}, column ${str(e['column'])}: ${how.en}: it fails; the repulsing Force, ${ecEn}, must go on with its retreat (7.4.5).`,
              `Respinta di ${str(e['target'])}, colonna ${str(e['column'])}: ${how.it}: fallisce; la Forza che respinge, ${ecIt}, deve proseguire la ritirata (7.4.5).`,
            )
          : loc(
              `Repulse of ${str(e['target'])}, column ${str(e['column'])}: ${how.en}: it fails; the repulsing Force, ${ecEn}, moves no further this phase (7.4.5).`,
              `Respinta di ${str(e['target'])}, colonna ${str(e['column'])}: ${how.it}: fallisce; la Forza che respinge, ${ecIt}, non muove più in questa fase (7.4.5).`,
            );
    }
    case 'support':
      return loc(
        `${str(e['count'])} unit(s) in ${str(e['hex'])} add their AV to the defence of ${str(e['target'])} (10.1.1).`,
        `${str(e['count'])} unità in ${str(e['hex'])} aggiungono la loro AV alla difesa di ${str(e['target'])} (10.1.1).`,
      );
    case 'sixth-army': {
      const how = String(e['how']);
      const die = e['die'] === null || e['die'] === undefined ? '' : ` ${str(e['die'])}`;
      if (how === 'french-abandoned')
        return loc(
          'The German Sixth Army’s Strategic Plan is activated: the French Second Army abandoned its own (26.6.2).',
          'Il Piano Strategico della Sesta Armata tedesca è attivato: la Seconda Armata francese ha abbandonato il suo (26.6.2).',
        );
      if (how === 'automatic')
        return loc(
          'The German Sixth Army’s Strategic Plan is activated automatically in the French Player Turn of GT 4 (26.6.2).',
          'Il Piano Strategico della Sesta Armata tedesca è attivato automaticamente nel Turno di Giocatore francese del GT 4 (26.6.2).',
        );
      return e['activated']
        ? loc(
            `Sixth Army roll (GT 3, 1–3 activates):${die}: its Strategic Plan is activated (26.6.2).`,
            `Tiro della Sesta Armata (GT 3, 1–3 attiva):${die}: il suo Piano Strategico è attivato (26.6.2).`,
          )
        : loc(
            `Sixth Army roll (GT 3, 1–3 activates):${die}: its Strategic Plan stays suspended (26.6.2).`,
            `Tiro della Sesta Armata (GT 3, 1–3 attiva):${die}: il suo Piano Strategico resta sospeso (26.6.2).`,
          );
    }
    case 'boundary': {
      const named = SIDE_NAME[e['side'] as Player] ?? plain(str(e['side']));
      const cap = (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}`;
      const side = loc(cap(named.en), cap(named.it));
      const move = String(e['move']);
      if (move === 'setup')
        return loc(
          `${side.en} place their Army Area boundary on ${str(e['line'])} (28.3 B).`,
          `${side.it}: confine tra le Aree delle Armate posto su ${str(e['line'])} (28.3 B).`,
        );
      if (move === 'keep')
        return loc(
          `${side.en} keep their Army Area boundary, ${str(e['line'])} (5.1.2).`,
          `${side.it}: confine tra le Aree delle Armate mantenuto, ${str(e['line'])} (5.1.2).`,
        );
      const how = boundaryMoveLabel(move as BoundaryMove);
      return loc(
        `${side.en} move their Army Area boundary (${how.en.toLowerCase()}): now ${str(e['line'])} (5.1.2).`,
        `${side.it}: confine tra le Aree delle Armate spostato (${how.it.toLowerCase()}): ora ${str(e['line'])} (5.1.2).`,
      );
    }
    case 'boundary-flexibility': {
      const armies = Array.isArray(e['armies']) ? e['armies'].map(armyName) : [];
      return loc(
        `No boundary offered keeps the Corps Trains within the corps boxes of ${armies.map((a) => a.en).join(', ')}: the Flexibility Exception, to be corrected at the first opportunity (5.1.2, 5.1.3).`,
        `Nessun confine proposto mantiene i Treni di Corpo entro le caselle di corpo della ${armies.map((a) => a.it).join(', ')}: Eccezione di Flessibilità, da correggere alla prima opportunità (5.1.2, 5.1.3).`,
      );
    }
    case 'assigned':
      return loc(
        `Assigned to the army of the Area they stand in (5.0, 5.5.1): ${names(e['units'])}.`,
        `Assegnate all'armata dell'Area in cui si trovano (5.0, 5.5.1): ${names(e['units'])}.`,
      );
    case 'plan-abandoned': {
      const army = ARMY_NAME[e['army'] as Army] ?? plain(str(e['army']));
      return loc(
        `${army.en[0]!.toUpperCase()}${army.en.slice(1)} abandons its Strategic Plan (26.3).`,
        `La ${army.it} abbandona il suo Piano Strategico (26.3).`,
      );
    }
    case 'plan-fulfilled': {
      const army = ARMY_NAME[e['army'] as Army] ?? plain(str(e['army']));
      return loc(
        `${army.en[0]!.toUpperCase()}${army.en.slice(1)} has fulfilled its Strategic Plan: its units are free from the next Player Turn (26.1).`,
        `La ${army.it} ha rispettato il suo Piano Strategico: le sue unità sono libere dal prossimo Turno di Giocatore (26.1).`,
      );
    }
    case 'repulse-over':
      return loc(`The Repulse of ${str(e['target'])} is over.`, `La Respinta di ${str(e['target'])} è terminata.`);
    case 'combat-over':
      return loc(`The combat at ${str(e['target'])} is over.`, `Il combattimento in ${str(e['target'])} è terminato.`);
    case 'correct':
      return loc(
        `Referee's correction: ${names([e['unit']])} to ${str(e['at'])}.`,
        `Correzione dell'arbitro: ${names([e['unit']])} in ${str(e['at'])}.`,
      );
    case 'over':
      return overText(e['reason'] as 'french');
    default:
      return plain(e.kind);
  }
}
