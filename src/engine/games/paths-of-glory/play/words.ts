import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Card } from '../cards.js';
import type { Side } from '../model.js';
import type { EventOption } from '../rules/events.js';
import type { Season } from '../rules/sequence.js';
import { COMBAT_CARD_REFUSALS } from './combat-card-words.js';
import { AP_EVENT_LINES, AP_EVENT_REFUSALS } from './events-ap-words.js';
import { CP_EVENT_LINES, CP_EVENT_REFUSALS } from './events-cp-words.js';
import { DELUXE_COMBAT_EVENT_LINES, DELUXE_COMBAT_EVENT_REFUSALS } from './events-deluxe-combat-words.js';
import { DELUXE_EVENT_LINES, DELUXE_EVENT_REFUSALS } from './events-deluxe-words.js';
import { COMBAT_REFUSALS, combatPhase, combatPrompt, describeCombat } from './combat-words.js';
import { describePhases, PHASE_REFUSALS, replacementPhaseName, replacementPrompt } from './phases-words.js';
import type { ActivationMode, EndReason, Frame } from './state.js';
import { describeSupply } from './supply-words.js';

/**
 * The play module's Italian and English: prompts, menu labels, refusals (each citing its rule) and log lines.
 * `name` turns an id (space, unit, card) into the words players read.
 */

export interface Namer {
  space(id: string): string;
  unit(id: string): string;
  card(id: string): Localized;
}

export const SIDE_NAME: Readonly<Record<Side, Localized>> = {
  cp: loc('Central Powers', 'Imperi Centrali'),
  ap: loc('Allies', 'Alleati'),
};

const SEASON: Readonly<Record<Season, Localized>> = {
  'august-1914': loc('August', 'Agosto'),
  'september-1914': loc('September', 'Settembre'),
  fall: loc('Fall', 'Autunno'),
  winter: loc('Winter', 'Inverno'),
  spring: loc('Spring', 'Primavera'),
  summer: loc('Summer', 'Estate'),
};

export function turnLabel(turn: number, lastTurn: number, season: Season, year: number, round: number): Localized {
  const r = round > 0 ? { en: `, action round ${round}`, it: `, round di azione ${round}` } : { en: '', it: '' };
  return loc(
    `Turn ${turn}/${lastTurn} (${SEASON[season].en} ${year})${r.en}`,
    `Turno ${turn}/${lastTurn} (${SEASON[season].it} ${year})${r.it}`,
  );
}

export const USE_NAME: Readonly<Record<'ops' | 'sr' | 'rp' | 'event', Localized>> = {
  ops: loc('Operations', 'Operazioni'),
  sr: loc('Strategic Redeployment', 'Rischieramento Strategico'),
  rp: loc('Replacement Points', 'Punti Rimpiazzo'),
  event: loc('Event', 'Evento'),
};

export const MODE_NAME: Readonly<Record<ActivationMode, Localized>> = {
  move: loc('movement', 'movimento'),
  attack: loc('combat', 'combattimento'),
};

/** A card as a menu shows it: its name and values. */
export function cardLabel(card: Card): Localized {
  const rp = Object.entries(card.rp)
    .map(([n, v]) => `${n.toUpperCase()} ${v}`)
    .join(' ');
  const flags = `${card.remove ? ' *' : ''}${card.combat ? ' CC' : ''}${card.warStatus ? ` (${card.warStatus})` : ''}`;
  return loc(
    `#${card.number} ${card.name.en}${flags}: OPS ${card.ops}, SR ${card.sr}${rp ? `, RP ${rp}` : ''}`,
    `n° ${card.number} ${card.name.it}${flags}: OPS ${card.ops}, SR ${card.sr}${rp ? `, RP ${rp}` : ''}`,
  );
}

export function useLabel(card: Card, use: 'ops' | 'sr' | 'rp' | 'event'): Localized {
  const value = use === 'ops' ? ` (${card.ops})` : use === 'sr' ? ` (${card.sr})` : '';
  return loc(
    use === 'event' ? `Play ${card.name.en} as an event` : `Play ${card.name.en} for ${USE_NAME[use].en}${value}`,
    use === 'event' ? `Gioca ${card.name.it} come evento` : `Gioca ${card.name.it} come ${USE_NAME[use].it}${value}`,
  );
}

export const labels = {
  keepGuns: loc('Start with Guns of August in hand', 'Iniziare con I Cannoni di Agosto in mano'),
  noGuns: loc('Draw seven cards without Guns of August', 'Pescare sette carte senza I Cannoni di Agosto'),
  auto: loc('Automatic operation (1 OPS, no card)', 'Operazione automatica (1 OPS, senza carta)'),
  peace: loc('Offer peace terms', 'Offrire termini di pace'),
  accept: loc(
    'Accept the peace terms (the game ends in a draw)',
    'Accettare i termini di pace (la partita finisce in parità)',
  ),
  refuse: loc('Refuse the peace terms', 'Rifiutare i termini di pace'),
  activated: loc('Done activating', 'Fine attivazioni'),
  moved: loc('End movement', 'Fine movimento'),
  redeployed: loc('End strategic redeployment', 'Fine rischieramento'),
  draw: loc('Draw cards', 'Pescare le carte'),
  wholeStack: loc('the whole stack', 'tutta la pila'),
};

export function activateLabel(space: string, mode: ActivationMode, cost: number): Localized {
  return loc(
    `Activate ${space} for ${MODE_NAME[mode].en} (${cost})`,
    `Attivare ${space} per il ${MODE_NAME[mode].it} (${cost})`,
  );
}
/** A space to activate, with its cost (9.2.3), and its cost for combat when that differs (9.2.2: Fall of the Tsar). */
export function spaceBranch(space: string, cost?: number, attackCost?: number): Localized {
  if (cost === undefined) return loc(space, space);
  if (attackCost === undefined || attackCost === cost)
    return loc(`${space} (cost ${cost})`, `${space} (costo ${cost})`);
  return loc(
    `${space} (cost ${cost}, for combat ${attackCost})`,
    `${space} (costo ${cost}, per il combattimento ${attackCost})`,
  );
}
export function moveLabel(units: string, to: string, steps: number): Localized {
  return loc(`Move ${units} to ${to} (${steps} MP)`, `Muovere ${units} a ${to} (${steps} MP)`);
}
export function entrenchLabel(unit: string): Localized {
  return loc(`${unit} tries to entrench`, `${unit} tenta di trincerarsi`);
}
export function srLabel(unit: string, to: string, cost: number): Localized {
  return loc(`SR ${unit} to ${to} (${cost} SR)`, `SR di ${unit} a ${to} (${cost} SR)`);
}
export function eliminateLabel(unit: string): Localized {
  return loc(`Eliminate ${unit}`, `Eliminare ${unit}`);
}
/** The words of the options an event's choice offers by name (rules/event-choices.ts). */
const EVENT_OPTION_WORDS: Readonly<Record<string, Localized>> = {
  'war-in-africa-vp': loc('+1 VP to the Central Powers', '+1 VP agli Imperi Centrali'),
  'event-done': loc('Done (the rest is lost)', 'Fatto (il resto va perso)'),
};
/** The words of the options that name a unit (`name`). */
const EVENT_UNIT_OPTION_WORDS: Readonly<Record<string, (name: string) => Localized>> = {
  'landwehr-flip': (name) => loc(`Flip ${name} to full strength`, `Girare ${name} a piena forza`),
  'salonika-sr': (name) => loc(`SR ${name} to Salonika`, `SR di ${name} a Salonicco`),
  'dx-full': (name) => loc(`Flip ${name} to full strength`, `Girare ${name} a piena forza`),
  'dx-reduce': (name) => loc(`Flip ${name} to its reduced side`, `Girare ${name} sul lato ridotto`),
};
/** The words of the options that name a space (`name`). */
const EVENT_SPACE_OPTION_WORDS: Readonly<Record<string, (name: string) => Localized>> = {
  'entry-corps': (name) => loc(`A corps to ${name}`, `Un corpo a ${name}`),
  'dx-cavalry': (name) => loc(`Both cavalry corps to ${name}`, `Entrambi i corpi di cavalleria a ${name}`),
};

/** An event's option as a menu shows it: its words (with its unit's name), its unit, or its space. */
export function eventOptionLabel(o: EventOption, namer: Namer): Localized {
  const name = o.unit ? namer.unit(o.unit) : namer.space(o.space ?? o.key);
  if (o.word && o.unit && EVENT_UNIT_OPTION_WORDS[o.word]) return EVENT_UNIT_OPTION_WORDS[o.word]!(name);
  if (o.word && !o.unit && EVENT_SPACE_OPTION_WORDS[o.word]) return EVENT_SPACE_OPTION_WORDS[o.word]!(name);
  if (o.word) return EVENT_OPTION_WORDS[o.word] ?? loc(o.word, o.word);
  return loc(name, name);
}

export function placeLabel(unit: string, at: string): Localized {
  return loc(`Place ${unit} in ${at}`, `Piazzare ${unit} a ${at}`);
}
export function discardLabel(card: Localized): Localized {
  return loc(`Discard ${card.en}`, `Scartare ${card.it}`);
}

/** The prompt in force; a combat's names its defending space (`combat`, with the namer). */
export function prompt(
  frame: Frame | undefined,
  mine: boolean,
  combat?: { readonly namer: Namer; readonly target: string | undefined },
): Localized {
  if (!frame) return loc('The game is over.', 'La partita è finita.');
  const side = SIDE_NAME[frame.side];
  if (!mine) return loc(`Waiting for the ${side.en}.`, `In attesa degli ${side.it}.`);
  switch (frame.name) {
    case 'attack':
    case 'combat-cards':
    case 'losses':
    case 'retreat':
    case 'advance':
      return combatPrompt(
        frame,
        combat?.namer ?? { space: (s) => s, unit: (u) => u, card: (c) => loc(c, c) },
        combat?.target,
      );
    case 'replacement':
      return replacementPrompt(frame);
    case 'guns':
      return loc(
        'Keep Guns of August for your starting hand? (4.3.1)',
        'Tenere I Cannoni di Agosto nella mano iniziale? (4.3.1)',
      );
    case 'action':
      return loc(
        'Your action for this round: play a card, make the automatic operation or offer peace (8.1.3).',
        'La tua azione per questo round: gioca una carta, fai l’operazione automatica o offri la pace (8.1.3).',
      );
    case 'activate':
      return loc(
        `Activate spaces: ${frame.points} activation points left (9.2).`,
        `Attiva spazi: restano ${frame.points} punti attivazione (9.2).`,
      );
    case 'move':
      return loc(
        'Move the units of the spaces activated for movement (11.1).',
        'Muovi le unità degli spazi attivati per il movimento (11.1).',
      );
    case 'sr':
      return loc(
        `Strategic Redeployment: ${frame.points} SR points left (13.1).`,
        `Rischieramento Strategico: restano ${frame.points} punti SR (13.1).`,
      );
    case 'peace-answer':
      return loc(
        `The ${SIDE_NAME[frame.offerer].en} offer peace terms: accept or refuse (16.5.2).`,
        `Gli ${SIDE_NAME[frame.offerer].it} offrono termini di pace: accetta o rifiuta (16.5.2).`,
      );
    case 'overstack':
      return loc(
        `${SIDE_NAME[frame.owner].en} units in ${frame.space} are over the stacking limit: choose which to eliminate; an army is eliminated for good (10.1.3).`,
        `Le unità degli ${SIDE_NAME[frame.owner].it} a ${frame.space} superano il limite di raggruppamento: scegli quali eliminare; un’armata è eliminata in modo permanente (10.1.3).`,
      );
    case 'event-choice':
      return combat?.namer
        ? loc(
            `${combat.namer.card(frame.card).en}: choose (9.5.1).`,
            `${combat.namer.card(frame.card).it}: scegli (9.5.1).`,
          )
        : loc('Choose for the event (9.5.1).', 'Scegli per l’evento (9.5.1).');
    case 'reinforce':
      return loc(
        'Place the reinforcement armies: their capital or a friendly supply source of their nation, in supply, not full (9.5.3.3).',
        'Piazza le armate di rinforzo: nella capitale o in una fonte di rifornimento amica della loro nazione, rifornita, non piena (9.5.3.3).',
      );
    case 'discard':
      return loc(
        'Discard Combat Cards if you wish, then draw (6.0 G, 9.5.4.6).',
        'Scarta le Carte di Combattimento se vuoi, poi pesca (6.0 G, 9.5.4.6).',
      );
  }
}

export function phaseName(frame: Frame | undefined): Localized {
  if (!frame) return loc('Game over', 'Partita finita');
  switch (frame.name) {
    case 'guns':
      return loc('Set-up (4.3)', 'Piazzamento (4.3)');
    case 'discard':
      return loc('Strategy Card Draw Phase (6.0 G)', 'Fase di Pesca delle Carte (6.0 G)');
    case 'peace-answer':
      return loc('Peace terms (16.5)', 'Termini di pace (16.5)');
    case 'overstack':
      return loc('Stacking (10.1.3)', 'Raggruppamento (10.1.3)');
    case 'attack':
    case 'combat-cards':
    case 'losses':
    case 'retreat':
    case 'advance':
      return combatPhase;
    case 'replacement':
      return replacementPhaseName;
    default:
      return loc(
        `Action Phase: ${SIDE_NAME[frame.side].en} to act`,
        `Fase di Azione: tocca agli ${SIDE_NAME[frame.side].it}`,
      );
  }
}

const END_REASON: Readonly<Record<EndReason, Localized>> = {
  'last-turn': loc('the scenario’s last turn is over (5.3–5.5)', 'l’ultimo turno dello scenario è finito (5.3–5.5)'),
  automatic: loc('automatic victory (5.2)', 'vittoria automatica (5.2)'),
  armistice: loc('armistice (16.2.1)', 'armistizio (16.2.1)'),
  peace: loc('peace terms accepted: a draw (16.5.2)', 'termini di pace accettati: parità (16.5.2)'),
  'total-war': loc('a player reached Total War (5.4)', 'un giocatore ha raggiunto la Guerra Totale (5.4)'),
  resigned: loc('a player resigned', 'un giocatore si è arreso'),
};

export function overReason(reason: EndReason, winner: Side | undefined): Localized {
  const r = END_REASON[reason];
  if (!winner) return loc(`${r.en}; no winner`, `${r.it}; nessun vincitore`);
  return loc(`${r.en}; the ${SIDE_NAME[winner].en} win`, `${r.it}; vincono gli ${SIDE_NAME[winner].it}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Refusals: every problem a rule returns, worded with its rule number.

type Params = Readonly<Record<string, string | number | boolean>>;
const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');

const REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'game-over': () => loc('The game is over.', 'La partita è finita.'),
  'not-your-turn': (p) =>
    loc(
      `It is the ${SIDE_NAME[P(p, 'side') as Side]?.en ?? ''}’ turn to act.`,
      `Tocca agli ${SIDE_NAME[P(p, 'side') as Side]?.it ?? ''}.`,
    ),
  'wrong-prompt': () =>
    loc('That is not an action of the prompt in force.', 'Non è un’azione della richiesta in corso.'),
  'not-in-hand': (p, n) =>
    loc(`${n.card(P(p, 'card')).en} is not in your hand.`, `${n.card(P(p, 'card')).it} non è nella tua mano.`),
  'sr-twice': () =>
    loc(
      'You played a card for SR in your previous round of this turn.',
      'Hai giocato una carta come SR nel tuo round precedente di questo turno.',
    ),
  'rp-twice': () =>
    loc(
      'You played a card for RP in your previous round of this turn.',
      'Hai giocato una carta come RP nel tuo round precedente di questo turno.',
    ),
  'combat-card': () =>
    loc(
      'A Combat Card event is played during a combat, not as a round’s action.',
      'Un evento di Combattimento si gioca durante un combattimento, non come azione del round.',
    ),
  'entrench-once': () =>
    loc(
      'One Entrench card has already been played as an event: the other never can be.',
      'Una carta Trinceramenti è già stata giocata come evento: l’altra non può esserlo mai.',
    ),
  'no-reinforcements-august': () => loc('No reinforcements in August 1914.', 'Nessun rinforzo nell’agosto 1914.'),
  'reinforcements-twice': (p) =>
    loc(
      `A reinforcement card of ${P(p, 'nation').toUpperCase()} was already played this turn.`,
      `Una carta rinforzi di ${P(p, 'nation').toUpperCase()} è già stata giocata in questo turno.`,
    ),
  'unknown-space': (p) => loc(`There is no space ${P(p, 'space')}.`, `Non esiste lo spazio ${P(p, 'space')}.`),
  'not-occupied': (p, n) =>
    loc(`${n.space(P(p, 'space'))} holds none of your units.`, `${n.space(P(p, 'space'))} non contiene tue unità.`),
  'already-activated': (p, n) =>
    loc(`${n.space(P(p, 'space'))} is already activated.`, `${n.space(P(p, 'space'))} è già attivato.`),
  'too-costly': (p, n) =>
    loc(
      `Activating ${n.space(P(p, 'space'))} costs ${P(p, 'cost')}; ${P(p, 'points')} points are left.`,
      `Attivare ${n.space(P(p, 'space'))} costa ${P(p, 'cost')}; restano ${P(p, 'points')} punti.`,
    ),
  'near-east-combat': () =>
    loc(
      'The Allies activate only one space a round for combat on the Near East map.',
      'L’Alleato attiva un solo spazio per round per il combattimento sulla mappa del Vicino Oriente.',
    ),
  'enemy-units': (p, n) =>
    loc(`${n.space(P(p, 'space'))} holds enemy units.`, `${n.space(P(p, 'space'))} contiene unità nemiche.`),
  neutral: (p, n) =>
    loc(`${n.space(P(p, 'space'))} is in a neutral nation.`, `${n.space(P(p, 'space'))} è in una nazione neutrale.`),
  'mef-space': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} is an MEF space without the Beachhead.`,
      `${n.space(P(p, 'space'))} è uno spazio MEF senza testa di ponte.`,
    ),
  'bef-limits': (p, n) =>
    loc(
      `The BEF may not enter ${n.space(P(p, 'space'))}, outside Britain, France, Belgium and Germany.`,
      `La BEF non può entrare in ${n.space(P(p, 'space'))}, fuori da Gran Bretagna, Francia, Belgio e Germania.`,
    ),
  'near-east-army': (p, n) =>
    loc(
      `That army may not enter ${n.space(P(p, 'space'))} on the Near East map.`,
      `Quell’armata non può entrare in ${n.space(P(p, 'space'))} sulla mappa del Vicino Oriente.`,
    ),
  'attack-marker': (p, n) =>
    loc(
      `No move may end in ${n.space(P(p, 'space'))}, which has an Attack marker.`,
      `Nessun movimento può terminare in ${n.space(P(p, 'space'))}, che ha un segnalino di Attacco.`,
    ),
  stacking: (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} would hold more than ${P(p, 'limit')} units.`,
      `${n.space(P(p, 'space'))} conterrebbe più di ${P(p, 'limit')} unità.`,
    ),
  'channel-ports': (p, n) =>
    loc(
      `The Central Powers may not end a move or SR in ${n.space(P(p, 'space'))} before Race to the Sea or War Status 4.`,
      `Gli Imperi Centrali non possono terminare movimento o SR a ${n.space(P(p, 'space'))} prima di Corsa al Mare o Stato di Guerra 4.`,
    ),
  'cannot-besiege': (p, n) =>
    loc(
      `Entering the enemy fort of ${n.space(P(p, 'space'))} needs an army or ${P(p, 'fort')} corps to besiege it.`,
      `Entrare nel forte nemico di ${n.space(P(p, 'space'))} richiede un’armata o ${P(p, 'fort')} corpi per assediarlo.`,
    ),
  'not-here': (p, n) =>
    loc(`${n.unit(P(p, 'unit'))} is not one of your units there.`, `${n.unit(P(p, 'unit'))} non è una tua unità lì.`),
  'not-activated': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} did not begin in a space activated for movement, or has already moved.`,
      `${n.unit(P(p, 'unit'))} non era in uno spazio attivato per il movimento, o ha già mosso.`,
    ),
  restricted: (p, n) =>
    loc(
      `Only the nationalities printed beside it may use the dotted line to ${n.space(P(p, 'space'))}.`,
      `Solo le nazionalità indicate accanto possono usare la linea punteggiata verso ${n.space(P(p, 'space'))}.`,
    ),
  'already-at-war': (p) =>
    loc(`${P(p, 'nation').toUpperCase()} is already at war.`, `${P(p, 'nation').toUpperCase()} è già in guerra.`),
  'siege-abandoned': (p, n) =>
    loc(
      `The units left in ${n.space(P(p, 'space'))} would no longer besiege its fort.`,
      `Le unità rimaste a ${n.space(P(p, 'space'))} non assedierebbero più il forte.`,
    ),
  'no-mf': () => loc('A unit without movement factor does not move.', 'Un’unità senza fattore di movimento non muove.'),
  'out-of-reach': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} is beyond the units’ movement factor.`,
      `${n.space(P(p, 'space'))} è oltre il fattore di movimento delle unità.`,
    ),
  'sr-not-friendly': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} is not a friendly space free of the enemy.`,
      `${n.space(P(p, 'space'))} non è uno spazio amico libero da nemici.`,
    ),
  'sr-once': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} has already been redeployed this round.`,
      `${n.unit(P(p, 'unit'))} ha già fatto SR in questo round.`,
    ),
  'sr-points': (p) =>
    loc(
      `That SR costs ${P(p, 'cost')}; ${P(p, 'points')} SR points are left.`,
      `Quel SR costa ${P(p, 'cost')}; restano ${P(p, 'points')} punti SR.`,
    ),
  'sr-destination': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} cannot be redeployed to ${n.space(P(p, 'space'))}.`,
      `${n.unit(P(p, 'unit'))} non può fare SR a ${n.space(P(p, 'space'))}.`,
    ),
  'sr-sea-army': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is an army: armies never SR by sea.`,
      `${n.unit(P(p, 'unit'))} è un’armata: le armate non fanno mai SR per mare.`,
    ),
  'sr-sea-russian': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is Russian: Russian corps never SR by sea.`,
      `${n.unit(P(p, 'unit'))} è russa: i corpi russi non fanno SR per mare.`,
    ),
  'sr-sea-port': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} is not a friendly port your side may use for SR by sea.`,
      `${n.space(P(p, 'space'))} non è un porto amico che la tua parte può usare per l’SR per mare.`,
    ),
  'sr-near-east-army': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is a Russian army: none SRs to or from the Near East map.`,
      `${n.unit(P(p, 'unit'))} è un’armata russa: nessuna fa SR a o dalla mappa del Vicino Oriente.`,
    ),
  'sr-near-east-limit': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} cannot SR to or from the Near East map: this turn's one corps already has.`,
      `${n.unit(P(p, 'unit'))} non può fare SR a o dalla mappa del Vicino Oriente: l’unico corpo del turno l’ha già fatto.`,
    ),
  'sr-near-east-sea': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} may not SR by sea to or from the Near East: only British corps may.`,
      `${n.unit(P(p, 'unit'))} non può fare SR per mare a o dal Vicino Oriente: solo i corpi inglesi possono.`,
    ),
  'brest-litovsk-outside': (p, n) =>
    loc(
      `After Brest-Litovsk, Russian units operate only in Russia, Germany, Turkey, Austria-Hungary and Romania: not into ${n.space(P(p, 'space'))}.`,
      `Dopo Brest-Litovsk le unità russe operano solo in Russia, Germania, Turchia, Austria-Ungheria e Romania: non in ${n.space(P(p, 'space'))}.`,
    ),
  'brest-litovsk-stack': (p, n) =>
    loc(
      `After Brest-Litovsk, Russian and other Allied units neither stack together nor move through each other: not into ${n.space(P(p, 'space'))}.`,
      `Dopo Brest-Litovsk le unità russe e le altre alleate non si raggruppano né si attraversano: non in ${n.space(P(p, 'space'))}.`,
    ),
  'caucasus-tsar': () =>
    loc(
      'After Fall of the Tsar no Russian unit moves between the Caucasus and the Near East.',
      'Dopo la Caduta dello Zar nessuna unità russa muove tra il Caucaso e il Vicino Oriente.',
    ),
  'caucasus-army': () =>
    loc(
      'No Russian army moves between the Caucasus and the Near East.',
      'Nessuna armata russa muove tra il Caucaso e il Vicino Oriente.',
    ),
  'caucasus-one': () =>
    loc(
      'Only one Russian corps a round moves between the Caucasus and the Near East.',
      'Un solo corpo russo per round muove tra il Caucaso e il Vicino Oriente.',
    ),
  'overstack-unit': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is not one of the overstacked units in ${n.space(P(p, 'space'))}.`,
      `${n.unit(P(p, 'unit'))} non è una delle unità in eccesso a ${n.space(P(p, 'space'))}.`,
    ),
  'no-peace-intro': () =>
    loc(
      'Peace terms are not used in the Introductory scenario.',
      'I termini di pace non si usano nello scenario introduttivo.',
    ),
  'cp-peace-vp': () =>
    loc(
      'The Central Powers may offer peace at VP 11 or more.',
      'Gli Imperi Centrali possono offrire la pace con VP 11 o più.',
    ),
  'ap-peace-vp-printed': () =>
    loc('The Allies may offer peace at VP 9 or more.', 'Gli Alleati possono offrire la pace con VP 9 o più.'),
  'ap-peace-vp-mirrored': () =>
    loc('The Allies may offer peace at VP 9 or less.', 'Gli Alleati possono offrire la pace con VP 9 o meno.'),
  'discard-combat-only': () =>
    loc(
      'Only Combat Cards, and the entry cards of Romania and Italy, may be discarded before the draw.',
      'Prima della pesca si possono scartare solo le Carte di Combattimento e le carte di entrata in guerra di Romania e Italia.',
    ),
  'no-entrench-event': () =>
    loc('No one has played the Entrench event yet.', 'Nessuno ha ancora giocato l’evento Trinceramenti.'),
  'entrench-army': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is not an army: only armies entrench.`,
      `${n.unit(P(p, 'unit'))} non è un’armata: solo le armate si trincerano.`,
    ),
  'trench-max': () => loc('The space already has a level-2 trench.', 'Lo spazio ha già una trincea di livello 2.'),
  'unknown-unit': (p) => loc(`There is no unit ${P(p, 'unit')}.`, `Non esiste l’unità ${P(p, 'unit')}.`),
  'peace-allies-only': () =>
    loc(
      'After Lusitania or 14 Points only the Allies may offer peace terms.',
      'Dopo Lusitania o 14 Punti solo gli Alleati possono offrire termini di pace.',
    ),
  'us-over-there': () =>
    loc(
      'American reinforcements come only once Over There has been played.',
      'I rinforzi americani arrivano solo dopo che è stato giocato Over There.',
    ),
  'us-over-there-later': () =>
    loc(
      'American reinforcements come in the turns after Over There, not in its own turn.',
      'I rinforzi americani arrivano nei turni successivi a Over There, non nel suo stesso turno.',
    ),
  'u-boats': () =>
    loc(
      'No American reinforcements while U-Boats Unleashed is in force (until Convoy).',
      'Nessun rinforzo americano finché è in vigore la Guerra Sottomarina Illimitata (fino a Convogli).',
    ),
  'not-an-option': (p, n) =>
    loc(
      `That is not one of ${n.card(P(p, 'card')).en}'s options.`,
      `Non è una delle scelte di ${n.card(P(p, 'card')).it}.`,
    ),
  'neutral-units': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} holds neutral Greek units: no one enters, attacks or moves them until Greece is at war.`,
      `${n.space(P(p, 'space'))} contiene unità greche neutrali: nessuno vi entra, le attacca o le muove finché la Grecia non è in guerra.`,
    ),
  'neutral-entry-twice': () =>
    loc(
      'A neutral nation was already brought into the war this turn, by one side or the other.',
      'Una nazione neutrale è già entrata in guerra in questo turno, per l’una o l’altra parte.',
    ),
  'no-reinforcements-left': () =>
    loc(
      'None of this card’s units is left to bring in.',
      'Nessuna delle unità di questa carta è ancora da portare in gioco.',
    ),
  'no-place': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} has nowhere to be placed (its capital or a friendly supply source of its nation, in supply, not full, not a besieged fort).`,
      `${n.unit(P(p, 'unit'))} non ha dove essere piazzata (capitale o fonte di rifornimento amica della sua nazione, rifornita, non piena, non un forte assediato).`,
    ),
  'ana-turkey': () =>
    loc(
      'The Arab Northern Army comes only once Turkey is at war.',
      'L’Armata Araba Settentrionale arriva solo quando la Turchia è in guerra.',
    ),
  'mef-turkey': () =>
    loc('The MEF lands only once Turkey is at war.', 'La MEF sbarca solo quando la Turchia è in guerra.'),
  'not-arriving': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is not one of the units arriving.`,
      `${n.unit(P(p, 'unit'))} non è tra le unità in arrivo.`,
    ),
  'place-where': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} may not be placed in ${n.space(P(p, 'space'))}.`,
      `${n.unit(P(p, 'unit'))} non può essere piazzata a ${n.space(P(p, 'space'))}.`,
    ),
  'unknown-card': (p) => loc(`There is no card ${P(p, 'card')}.`, `Non esiste la carta ${P(p, 'card')}.`),
};

export function refusal(problem: Problem, namer: Namer): Localized {
  const words =
    (
      REFUSALS[problem.code] ??
      COMBAT_REFUSALS[problem.code] ??
      COMBAT_CARD_REFUSALS[problem.code] ??
      PHASE_REFUSALS[problem.code] ??
      AP_EVENT_REFUSALS[problem.code] ??
      CP_EVENT_REFUSALS[problem.code] ??
      DELUXE_EVENT_REFUSALS[problem.code] ??
      DELUXE_COMBAT_EVENT_REFUSALS[problem.code]
    )?.(problem, namer) ?? loc(problem.code, problem.code);
  const rule = problem.rule ? ` (${problem.rule})` : '';
  return loc(`${words.en}${rule}`, `${words.it}${rule}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Log lines.

const S = (e: GameEvent, k = 'side'): Localized => SIDE_NAME[e[k] as Side] ?? loc('?', '?');
const str = (e: GameEvent, k: string): string => String(e[k] ?? '');

export function describe(e: GameEvent, n: Namer): Localized {
  const rule = typeof e['rule'] === 'string' ? ` (${e['rule']})` : '';
  const w = describeBare(e, n);
  return loc(`${w.en}${rule}`, `${w.it}${rule}`);
}

function describeBare(e: GameEvent, n: Namer): Localized {
  const combat = describeCombat(e, n);
  if (combat) return combat;
  const line =
    AP_EVENT_LINES[e.kind] ?? CP_EVENT_LINES[e.kind] ?? DELUXE_EVENT_LINES[e.kind] ?? DELUXE_COMBAT_EVENT_LINES[e.kind];
  if (line) return line(e, n);
  const phases = describePhases(e, n);
  if (phases) return phases;
  const supply = describeSupply(e, n);
  if (supply) return supply;
  switch (e.kind) {
    case 'setup':
      return loc(
        `Paths of Glory, scenario ${str(e, 'scenario')}.`,
        `I Sentieri della Gloria, scenario ${str(e, 'scenario')}.`,
      );
    case 'guns':
      return e['keep']
        ? loc('The Central Powers start with Guns of August.', 'Gli Imperi Centrali iniziano con I Cannoni di Agosto.')
        : loc('The Central Powers draw seven cards.', 'Gli Imperi Centrali pescano sette carte.');
    case 'mandated':
      return loc(
        `${S(e).en}: Mandated Offensive roll ${str(e, 'die')}: ${str(e, 'offensive').toUpperCase()}.`,
        `${S(e).it}: tiro Offensiva Obbligatoria ${str(e, 'die')}: ${str(e, 'offensive').toUpperCase()}.`,
      );
    case 'turn':
      return loc(`Turn ${str(e, 'turn')} begins.`, `Inizia il turno ${str(e, 'turn')}.`);
    case 'round':
      return loc(`Action round ${str(e, 'round')}.`, `Round di azione ${str(e, 'round')}.`);
    case 'card': {
      const use = USE_NAME[e['use'] as 'ops'] ?? loc('?', '?');
      const c = n.card(str(e, 'card'));
      return loc(`${S(e).en} play ${c.en} for ${use.en}.`, `Gli ${S(e).it} giocano ${c.it} come ${use.it}.`);
    }
    case 'rp': {
      const rp =
        Object.entries((e['rp'] as Params) ?? {})
          .map(([k, v]) => `${k.toUpperCase()} ${v}`)
          .join(', ') || '0';
      return loc(`RP recorded: ${rp}.`, `RP registrati: ${rp}.`);
    }
    case 'event':
      return loc(
        `Event ${n.card(str(e, 'card')).en}: War Status +${str(e, 'warStatus')}.`,
        `Evento ${n.card(str(e, 'card')).it}: Stato di Guerra +${str(e, 'warStatus')}.`,
      );
    case 'auto':
      return loc(`${S(e).en}: automatic operation.`, `${S(e).it}: operazione automatica.`);
    case 'activate': {
      const mode = MODE_NAME[e['mode'] as ActivationMode];
      // The events that changed the cost (9.2.2, 9.2.3), by name.
      const cards = Array.isArray(e['cards']) ? (e['cards'] as string[]).map((c) => n.card(c)) : [];
      const by = (lang: 'en' | 'it') => (cards.length > 0 ? `: ${cards.map((c) => c[lang]).join(', ')}` : '');
      return loc(
        `${n.space(str(e, 'space'))} activated for ${mode.en} (${str(e, 'cost')}${by('en')}).`,
        `${n.space(str(e, 'space'))} attivato per il ${mode.it} (${str(e, 'cost')}${by('it')}).`,
      );
    }
    case 'move': {
      const units = ((e['units'] as string[]) ?? []).map(n.unit).join(', ');
      return loc(
        `${units}: ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))}.`,
        `${units}: ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))}.`,
      );
    }
    case 'control': {
      const vp = Number(e['vp'] ?? 0);
      const v = vp ? ` VP ${vp > 0 ? '+' : ''}${vp}.` : '';
      return loc(
        `${S(e).en} take control of ${n.space(str(e, 'space'))}.${v}`,
        `Gli ${S(e).it} prendono il controllo di ${n.space(str(e, 'space'))}.${v}`,
      );
    }
    case 'trench':
      return loc(
        `Trench in ${n.space(str(e, 'space'))} now level ${str(e, 'level')}.`,
        `Trincea a ${n.space(str(e, 'space'))} ora di livello ${str(e, 'level')}.`,
      );
    case 'besieged':
      return loc(
        `The fort of ${n.space(str(e, 'space'))} is besieged.`,
        `Il forte di ${n.space(str(e, 'space'))} è assediato.`,
      );
    case 'siege-lifted':
      return loc(
        `The siege of ${n.space(str(e, 'space'))} is lifted.`,
        `L’assedio di ${n.space(str(e, 'space'))} è tolto.`,
      );
    case 'entrench-attempt':
      return loc(`${n.unit(str(e, 'unit'))} tries to entrench.`, `${n.unit(str(e, 'unit'))} tenta di trincerarsi.`);
    case 'entrench':
      return e['success']
        ? loc(
            `${n.unit(str(e, 'unit'))} rolls ${str(e, 'die')}: entrenched.`,
            `${n.unit(str(e, 'unit'))} tira ${str(e, 'die')}: trincerata.`,
          )
        : loc(
            `${n.unit(str(e, 'unit'))} rolls ${str(e, 'die')}: no trench.`,
            `${n.unit(str(e, 'unit'))} tira ${str(e, 'die')}: nessuna trincea.`,
          );
    case 'sr':
      return str(e, 'route') === 'sea'
        ? loc(
            `SR by sea: ${n.unit(str(e, 'unit'))} ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))} (${str(e, 'cost')}).`,
            `SR per mare: ${n.unit(str(e, 'unit'))} ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))} (${str(e, 'cost')}).`,
          )
        : loc(
            `SR: ${n.unit(str(e, 'unit'))} ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))} (${str(e, 'cost')}).`,
            `SR: ${n.unit(str(e, 'unit'))} ${n.space(str(e, 'from'))} → ${n.space(str(e, 'to'))} (${str(e, 'cost')}).`,
          );
    case 'peace-offer':
      return loc(`${S(e).en} offer peace terms.`, `Gli ${S(e).it} offrono termini di pace.`);
    case 'peace-accepted':
      return loc(`${S(e).en} accept the peace terms.`, `Gli ${S(e).it} accettano i termini di pace.`);
    case 'peace-refused':
      return loc(
        `${S(e).en} refuse; the Peace Terms roll ${str(e, 'die')} gives VP ${str(e, 'vp')}.`,
        `Gli ${S(e).it} rifiutano; il tiro dei Termini di Pace ${str(e, 'die')} dà VP ${str(e, 'vp')}.`,
      );
    case 'discard':
      return loc(
        `${S(e).en} discard ${n.card(str(e, 'card')).en}.`,
        `Gli ${S(e).it} scartano ${n.card(str(e, 'card')).it}.`,
      );
    case 'draw':
      return loc(
        `${S(e).en} draw ${str(e, 'cards')} cards${e['reshuffled'] ? ', reshuffling the discards' : ''}.`,
        `Gli ${S(e).it} pescano ${str(e, 'cards')} carte${e['reshuffled'] ? ', rimescolando gli scarti' : ''}.`,
      );
    case 'commitment':
      return loc(
        `${S(e).en} reach ${str(e, 'level')} commitment: ${str(e, 'cards')} cards join the deck.`,
        `Gli ${S(e).it} passano al coinvolgimento ${str(e, 'level')}: ${str(e, 'cards')} carte entrano nel mazzo.`,
      );
    case 'enters-war':
      return loc(
        `${str(e, 'nation').toUpperCase()} enters the war: ${str(e, 'units')} units set up.`,
        `${str(e, 'nation').toUpperCase()} entra in guerra: ${str(e, 'units')} unità piazzate.`,
      );
    case 'not-enforced':
      return loc(
        `${str(e, 'phase')}: not enforced yet; the players resolve it, and a referee corrects the board if needed.`,
        `${str(e, 'phase')}: non ancora applicato; lo risolvono i giocatori, e un arbitro corregge la mappa se serve.`,
      );
    case 'correction':
      return loc(
        `Referee’s correction: ${str(e, 'edit')} ${str(e, 'unit') || str(e, 'space') || str(e, 'counter') || str(e, 'card') || str(e, 'nation')}${e['note'] ? ` (${str(e, 'note')})` : ''}.`,
        `Correzione dell’arbitro: ${str(e, 'edit')} ${str(e, 'unit') || str(e, 'space') || str(e, 'counter') || str(e, 'card') || str(e, 'nation')}${e['note'] ? ` (${str(e, 'note')})` : ''}.`,
      );
    case 'overstack':
      return loc(
        `${n.space(str(e, 'space'))} holds too many ${S(e).en} units: their opponent eliminates the excess (10.1.3).`,
        `${n.space(str(e, 'space'))} contiene troppe unità degli ${S(e).it}: l’avversario elimina quelle in eccesso (10.1.3).`,
      );
    case 'overstack-eliminated':
      return e['permanent']
        ? loc(
            `${n.unit(str(e, 'unit'))} is eliminated for good (10.1.3).`,
            `${n.unit(str(e, 'unit'))} è eliminata in modo permanente (10.1.3).`,
          )
        : loc(`${n.unit(str(e, 'unit'))} is eliminated (10.1.3).`, `${n.unit(str(e, 'unit'))} è eliminata (10.1.3).`);
    case 'resign':
      return loc(`${S(e).en} resign.`, `Gli ${S(e).it} si arrendono.`);
    case 'event-trench':
      return loc(
        `${n.card(str(e, 'card')).en}: a level-1 trench in ${n.space(str(e, 'space'))}.`,
        `${n.card(str(e, 'card')).it}: una trincea di livello 1 a ${n.space(str(e, 'space'))}.`,
      );
    case 'landwehr-flip':
      return loc(
        `Landwehr: ${n.unit(str(e, 'unit'))} in ${n.space(str(e, 'at'))} is back to full strength.`,
        `Landwehr: ${n.unit(str(e, 'unit'))} a ${n.space(str(e, 'at'))} torna a piena forza.`,
      );
    case 'salonika-sr':
      return loc(
        `Salonika: ${n.unit(str(e, 'unit'))} redeploys from ${n.space(str(e, 'from'))} to Salonika.`,
        `Salonicco: ${n.unit(str(e, 'unit'))} si ridispiega da ${n.space(str(e, 'from'))} a Salonicco.`,
      );
    case 'entry-corps':
      return loc(
        `${n.unit(str(e, 'unit'))} is set up in ${n.space(str(e, 'at'))}.`,
        `${n.unit(str(e, 'unit'))} è piazzato a ${n.space(str(e, 'at'))}.`,
      );
    case 'event-choice-done':
      return loc(`${n.card(str(e, 'card')).en}: done.`, `${n.card(str(e, 'card')).it}: fatto.`);
    case 'war-in-africa':
      return e['unit']
        ? loc(
            `War in Africa: the Allies remove ${n.unit(str(e, 'unit'))} for good.`,
            `Guerra in Africa: gli Alleati rimuovono ${n.unit(str(e, 'unit'))} in modo permanente.`,
          )
        : loc('War in Africa: the Central Powers gain 1 VP.', 'Guerra in Africa: gli Imperi Centrali guadagnano 1 VP.');
    case 'italy-neutral':
      return loc(
        `Italy is still neutral with the Allies at Total War: the Central Powers gain ${str(e, 'vp')} VP.`,
        `L’Italia è ancora neutrale con gli Alleati in Guerra Totale: gli Imperi Centrali guadagnano ${str(e, 'vp')} VP.`,
      );
    case 'blockade':
      return loc(
        `Blockade: a Winter turn costs the Central Powers ${str(e, 'vp')} VP.`,
        `Blocco: un turno d’inverno costa agli Imperi Centrali ${str(e, 'vp')} VP.`,
      );
    case 'lasting-rp':
      return loc(
        `${n.card(str(e, 'card')).en}: ${str(e, 'nation').toUpperCase()} RP ${Number(e['rp']) > 0 ? '+' : ''}${str(e, 'rp')}.`,
        `${n.card(str(e, 'card')).it}: RP ${str(e, 'nation').toUpperCase()} ${Number(e['rp']) > 0 ? '+' : ''}${str(e, 'rp')}.`,
      );
    case 'event-manual':
      return e['what']
        ? loc(
            `${n.card(str(e, 'card')).en}: ${str(e, 'what')} — the players resolve it; a referee corrects the board if needed.`,
            `${n.card(str(e, 'card')).it}: ${str(e, 'what')} — lo risolvono i giocatori; un arbitro corregge la mappa se serve.`,
          )
        : loc(
            `${n.card(str(e, 'card')).en}: the players resolve its event; a referee corrects the board if needed.`,
            `${n.card(str(e, 'card')).it}: i giocatori risolvono il suo evento; un arbitro corregge la mappa se serve.`,
          );
    case 'reinforcement':
      return loc(
        `${n.unit(str(e, 'unit'))} arrives in ${n.space(str(e, 'at'))}.`,
        `${n.unit(str(e, 'unit'))} arriva a ${n.space(str(e, 'at'))}.`,
      );
    case 'game-over':
      return overReason(e['reason'] as EndReason, e['winner'] as Side | undefined);
    default:
      return loc(e.kind, e.kind);
  }
}
