import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { explain, problemWords } from '../words.js';
import type { BorodinoStep } from '../rules/steps.js';
import type { Face, September, Step, ValueName } from './state.js';
import { BARRAGE_NAMES, BARRAGE_REFUSAL, barrageEvent, destructionLabels } from './special-am-words.js';
import { INTERRUPT_REFUSAL, interruptEvent } from './interrupt-words.js';
import { FLANK_NAMES, FLANK_REFUSAL, flankEvent, flankLabels } from './flank-words.js';
import { COMBINED_REFUSAL, assaultFrom, combinedEvent } from './combined-words.js';
import { baseCommand } from '../rules/command.js';
import { facingEn, facingIt } from './facing-words.js';

/** Every text of the play module a player reads, in English and Italian. */

export interface Namer {
  unit(id: string): string;
  /** A group, a Command or a chain of one (`fr-iv.2`), or a special AM, as the players read it; else its id. */
  command?(id: string): Localized;
}

export const SIDE_NAME: Readonly<Record<Side, Localized>> = {
  french: loc('French', 'Francesi'),
  russian: loc('Russians', 'Russi'),
};

export const STEP_NAME: Readonly<Record<Step, Localized>> = {
  setup: loc('Set-up: facing (6.11)', 'Piazzamento: orientamento (6.11)'),
  activate: loc('Command activation (Shevardino)', 'Attivazione dei comandi (Shevardino)'),
  fire: loc('Artillery Fire (8.0)', 'Fuoco di Artiglieria (8.0)'),
  move: loc('Movement (7.0)', 'Movimento (7.0)'),
  assault: loc('Assault (9.0)', 'Assalto (9.0)'),
  rally: loc('Rally (10.1)', 'Recupero (10.1)'),
  morale: loc('Morale Phase (10.2–10.5)', 'Fase del Morale (10.2–10.5)'),
  orders: loc('Orders Phase (5.2)', 'Fase degli Ordini (5.2)'),
  'first-am': loc('Initiative: the first AM (4.0, 5.41)', 'Iniziativa: il primo AM (4.0, 5.41)'),
  individual: loc('Individual Orders (5.28)', 'Ordini Singoli (5.28)'),
  reserve: loc('Reserve Phase (5.5)', 'Fase della Riserva (5.5)'),
  'oc-move': loc('OC Movement Phase (5.62)', "Fase di Movimento dell'OC (5.62)"),
  destruction: destructionLabels.step,
  flank: flankLabels.step,
};

export const VALUE_NAME: Readonly<Record<ValueName, Localized>> = {
  DF: loc('Defensive Fire', 'Fuoco Difensivo'),
  SP: loc('Strength Points', 'Punti Forza'),
  Coh: loc('Cohesion', 'Coesione'),
  MA: loc('Movement Allowance', 'Capacità di Movimento'),
  Eff: loc('Effective range', 'Gittata efficace'),
  Max: loc('Maximum range', 'Gittata massima'),
  FS: loc('Fire Strength', 'Forza di Fuoco'),
  Cav: loc(
    'cavalry type (0 = L light, 1 = H heavy, 2 = C Cossacks)',
    'tipo di cavalleria (0 = L leggera, 1 = H pesante, 2 = C cosacchi)',
  ),
};

export const FACE_NAME: Readonly<Record<Face, Localized>> = {
  front: loc('good-order side', 'lato in buon ordine'),
  back: loc('Disordered side', 'lato in Disordine'),
};

export const COMMAND_NAME: Readonly<Record<string, Localized>> = {
  ...BARRAGE_NAMES,
  ...FLANK_NAMES,
  CM: loc('Compans Division', 'Divisione Compans'),
  MR: loc('Morand Division', 'Divisione Morand'),
  FR: loc('Friant Division', 'Divisione Friant'),
  '1CC': loc('I Cavalry Corps', 'I Corpo di Cavalleria'),
  '2CC': loc('II Cavalry Corps', 'II Corpo di Cavalleria'),
  V: loc('V Corps', 'V Corpo'),
  '4CC': loc('IV Cavalry Corps', 'IV Corpo di Cavalleria'),
  Shak: loc('Jager Rgt Shakhovsky', 'Reggimento Jager Shakhovsky'),
  Gogel: loc('Jager Rgt Gogel', 'Reggimento Jager Gogel'),
  '27': loc('27th Division', '27° Divisione'),
  '2Cuir': loc('2nd Cuirassiers', '2° Corazzieri'),
  '2Gren': loc('2nd Grenadiers', '2° Granatieri'),
  '8': loc('VIII Corps artillery', "Artiglieria dell'VIII Corpo"),
  // 7 September, SR2: Murat's other cavalry commands (the French IV is not the Russian group of that name).
  '3CC': loc('III Cavalry Corps', 'III Corpo di Cavalleria'),
  IVCC: loc('IV Cavalry Corps (French)', 'IV Corpo di Cavalleria francese'),
  GI: loc('I Corps cavalry (GI)', 'Cavalleria del I Corpo (GI)'),
  MU: loc('III Corps cavalry (MU)', 'Cavalleria del III Corpo (MU)'),
};

export const commandName = (c: string): Localized => COMMAND_NAME[c] ?? loc(c, c);

export const prompts = {
  orders: loc(
    'Put your Commands Under Orders (5.21: up to your OC’s Orders value, 5.22; SR1, SR2), then done.',
    'Ponete i vostri Comandi Sotto Ordini (5.21: fino al Valore di Ordini dell’OC, 5.22; RS1, RS2), poi fine.',
  ),
  'first-am': loc(
    'You have the Initiative: choose the AM of the group that activates first (4.0, 5.41).',
    'Avete l’Iniziativa: scegliete l’AM del Gruppo che si attiva per primo (4.0, 5.41).',
  ),
  individual: loc(
    'Your Commands without Orders may roll for Individual Orders (5.28), then done.',
    'I vostri Comandi Senza Ordini possono tirare per gli Ordini Singoli (5.28), poi fine.',
  ),
  reserve: loc(
    'Activate one Command as Reserve (5.5: No Orders, no Rally), or none.',
    'Attivate un Comando come Riserva (5.5: Senza Ordini, niente Recupero), o nessuno.',
  ),
  'oc-move': loc(
    'Move your Commander-in-Chief (5.62), then done.',
    'Muovete il vostro Comandante in Capo (5.62), poi fine.',
  ),
  destruction: destructionLabels.prompt,
  flank: flankLabels.recallPrompt,
  go: (phase: 'reserve' | 'oc-move') =>
    phase === 'reserve'
      ? loc(
          'You have the Initiative: act first or after your opponent in this Reserve Phase (5.51)?',
          'Avete l’Iniziativa: agite per primi o dopo l’avversario in questa Fase della Riserva (5.51)?',
        )
      : loc(
          'You have the Initiative: who moves first in the OC Movement Phase (4.0)?',
          'Avete l’Iniziativa: chi effettua per primo la Fase di Movimento dell’OC (4.0)?',
        ),
  setup: loc(
    'Face your units ("as you wish", 6.11): all at once or a hex at a time, then done.',
    'Orientate le vostre unità ("come si desidera", 6.11): tutte insieme o un esagono alla volta, poi fine.',
  ),
  activate: loc(
    'Activate one inactive command this turn (V Corps not before turn 3), or none.',
    'Attivate un comando inattivo in questo turno (il V Corpo non prima del 3°), o nessuno.',
  ),
  fire: loc('Fire your artillery (8.0), then done.', 'Sparate con la vostra artiglieria (8.0), poi fine.'),
  move: loc(
    'Move your units, bring in reinforcements or turn stacks (7.0), then done.',
    'Muovete le vostre unità, fate entrare i rinforzi o cambiate orientamento (7.0), poi fine.',
  ),
  assault: loc(
    'Declare your assaults (9.0) and cavalry charges (9.8), then done.',
    'Dichiarate i vostri assalti (9.0) e le cariche di cavalleria (9.8), poi fine.',
  ),
  charge: loc(
    'The charge (9.81): the target, the 1 or 2 hexes it charges through, the facing it ends with.',
    'La carica (9.81): il bersaglio, gli 1 o 2 esagoni attraverso cui carica, l’orientamento finale.',
  ),
  respond: (hex: string) =>
    loc(
      `Your units in ${hex} are charged: try to form square (9.85), countercharge (9.86), or stand.`,
      `Le vostre unità in ${hex} sono caricate: tentate il quadrato (9.85), la controcarica (9.86), o restate.`,
    ),
  evade: (hex: string) =>
    loc(
      `Your units in ${hex} may retreat 1 or 2 hexes before the assault (9.31), or stand.`,
      `Le vostre unità in ${hex} possono ritirarsi di 1 o 2 esagoni prima dell’assalto (9.31), o restare.`,
    ),
  restack: loc(
    'Put a unit on top of its stack (6.24: at the start or the end of the activation, never in an enemy ZOC).',
    'Ponete un’unità in cima al suo gruppo (6.24: all’inizio o alla fine dell’attivazione, mai in ZOC nemica).',
  ),
  counter: (hex: string) =>
    loc(
      `Your artillery was fired on by the battery in ${hex}: fire back at it (counter-battery, 8.7), or not.`,
      `La vostra artiglieria è stata colpita dalla batteria in ${hex}: rispondete al fuoco (controbatteria, 8.7), o no.`,
    ),
  evadeAdvance: (hex: string) =>
    loc(
      `The enemy retreated before your assault: advance into ${hex} (9.31, 9.72), or stay.`,
      `Il nemico si è ritirato prima del vostro assalto: avanzate in ${hex} (9.31, 9.72), o restate.`,
    ),
  pursuit: (hex: string) =>
    loc(
      `Your cavalry pursues from ${hex} (9.87): face a unit it pursues and charge it again (−1 each), or stop where another enemy faces it too.`,
      `La vostra cavalleria insegue da ${hex} (9.87): orientatela verso un’unità inseguita e caricatela ancora (−1 ogni volta), o fermatevi se ha di fronte anche un altro nemico.`,
    ),
  resolve: loc(
    'Resolve the committed assaults one at a time, in the order you choose (9.1; 9.23: a Charge, then a Cavalry Assault, then an Infantry Assault on one defender).',
    'Risolvete gli assalti impiegati uno alla volta, nell’ordine che scegliete (9.1; 9.23: Carica, poi Assalto di Cavalleria, poi Assalto di Fanteria su uno stesso difensore).',
  ),
  secondary: (by: 'breakthrough' | 'counter-assault', hex: string) =>
    by === 'breakthrough'
      ? loc(
          `Your infantry advanced into ${hex} after a 10+ (9.73): Break through, assaulting every enemy in its Frontal hexes without turning and with no Commitment, or not.`,
          `La vostra fanteria è avanzata in ${hex} dopo un 10+ (9.73): Sfondamento, assaltando senza cambiare orientamento e senza Impiego tutti i nemici nei suoi esagoni frontali, o no.`,
        )
      : loc(
          `Your infantry in ${hex} may Counter-assault after the <0 (9.73): from there or one hex away, without turning and with no Commitment, every enemy in its Frontal hexes; or not.`,
          `La vostra fanteria in ${hex} può Contrassaltare dopo il <0 (9.73): da lì o da un esagono vicino, senza cambiare orientamento e senza Impiego, tutti i nemici nei suoi esagoni frontali; o no.`,
        ),
  recall: (unit: string, reason: 'square' | 'reaction-fire' = 'square') =>
    reason === 'reaction-fire'
      ? loc(
          `${unit} is Disordered by the Reaction Fire (8.6): try to recall it (9.82), or charge home without the charge DRMs (9.24).`,
          `${unit} è in Disordine per il Fuoco di Reazione (8.6): tentate il Richiamo (9.82), o caricate senza i DRM di carica (9.24).`,
        )
      : loc(
          `The target formed square: try to recall ${unit} (9.82), or charge home.`,
          `Il bersaglio ha formato il quadrato: tentate il Richiamo di ${unit} (9.82), o caricate.`,
        ),
  rally: loc('Rally your Disordered units (10.1), then done.', 'Recuperate le unità in Disordine (10.1), poi fine.'),
  morale: loc(
    'Roll for your units in the RECOVERY BOX (10.2), put the recovered ones back (10.3), then done.',
    'Tirate per le unità nella Casella del Recupero (10.2), rimettete in mappa quelle ripristinate (10.3), poi fine.',
  ),
  waiting: loc('Waiting for the other side.', "In attesa dell'altra parte."),
  over: loc('The game is over.', 'La partita è finita.'),
  retreat: (unit: string) =>
    loc(`Choose the hex ${unit} retreats into (9.62).`, `Scegliete l'esagono in cui si ritira ${unit} (9.62).`),
  value: (unit: string, name: ValueName, face: Face) =>
    loc(
      `The rulebook and the pack lack it: give the ${VALUE_NAME[name].en} printed on ${unit}'s ${FACE_NAME[face].en}.`,
      `Il regolamento e il pacchetto non lo riportano: indicate ${VALUE_NAME[name].it} stampata sul ${FACE_NAME[face].it} di ${unit}.`,
    ),
  facing: loc('Facing (a vertex)', 'Orientamento (un vertice)'),
  hex: loc('Hex', 'Esagono'),
  target: loc('Target', 'Bersaglio'),
  unit: loc('Unit', 'Unità'),
};

/**
 * A 7 September group as the set-up names it, with its commander ("III Corpo (Ney)"): both sides have a III, a IV and an
 * VIII Corps, so the name alone is not enough; undefined for no group.
 */
export const groupLabel = (
  group: { readonly name: string; readonly commander?: string | undefined } | undefined,
): string | undefined => (group ? (group.commander ? `${group.name} (${group.commander})` : group.name) : undefined);

/** A Command of the 7 September chain of command: its group's name, or a Murat formation's (SR2). */
export const septemberCommand = (name: string | undefined, command: string): Localized => {
  // 5.12: a chain of a group's Command (`fr-iv.2`) is named by its Command and the chain's number.
  const base = baseCommand(command);
  const label = name ? loc(name, name) : commandName(base);
  if (base === command) return label;
  const n = command.slice(base.length + 1);
  return loc(`${label.en}, chain ${n}`, `${label.it}, catena ${n}`);
};

export const labels = {
  order: (command: Localized, ordered: boolean) =>
    ordered
      ? loc(`${command.en}: take off Orders`, `${command.it}: togli gli Ordini`)
      : loc(`${command.en}: Under Orders (5.21)`, `${command.it}: Sotto Ordini (5.21)`),
  go: (first: boolean) =>
    first
      ? loc('We go first (4.0, 5.51)', 'Agiamo per primi (4.0, 5.51)')
      : loc('We go second, after the opponent (4.0, 5.51)', 'Agiamo per secondi, dopo l’avversario (4.0, 5.51)'),
  pick: (group: Localized) => loc(`${group.en} activates first (5.41)`, `${group.it} si attiva per primo (5.41)`),
  individual: (command: Localized) =>
    loc(`${command.en}: roll for Individual Orders (5.28)`, `${command.it}: tira per gli Ordini Singoli (5.28)`),
  reserve: (command: Localized) =>
    loc(`${command.en}: activate as Reserve (5.5)`, `${command.it}: attiva come Riserva (5.5)`),
  ocMove: (hex: string) => loc(`Commander-in-Chief to ${hex} (5.62)`, `Comandante in Capo in ${hex} (5.62)`),
  done: loc('Done', 'Fine'),
  none: loc('Activate none', 'Nessuna attivazione'),
  faceAll: (f: string) => loc(`Face every unit ${facingEn(f)}`, `Orienta tutte le unità a ${facingIt(f)}`),
  faceHex: loc('Turn a stack…', 'Cambia orientamento a un gruppo…'),
  face: (hex: string, f: string) => loc(`Turn ${hex} to ${facingEn(f)}`, `Orienta ${hex} a ${facingIt(f)}`),
  extended: (c: string) =>
    loc(`${commandName(c).en}: Extended Movement (7.13)`, `${commandName(c).it}: Movimento Esteso (7.13)`),
  activate: (c: string) => loc(`Activate ${commandName(c).en}`, `Attiva ${commandName(c).it}`),
  fire: (unit: string, hex: string) => loc(`${unit} fires at ${hex}`, `${unit} spara su ${hex}`),
  move: (unit: string, hex: string, mp: number) => loc(`${unit} to ${hex} (${mp} MP)`, `${unit} in ${hex} (${mp} PM)`),
  enter: (unit: string, hex: string, mp: number) =>
    loc(`${unit} enters to ${hex} (${mp} MP)`, `${unit} entra fino a ${hex} (${mp} PM)`),
  assault: (hex: string, target: string) => loc(`Assault from ${hex} on ${target}`, `Assalto da ${hex} su ${target}`),
  commit: loc('Roll every Commitment (9.46)', 'Tira tutti gli Impieghi (9.46)'),
  resolve: (hex: string, targets: readonly string[], charge: boolean) =>
    charge
      ? loc(
          `Resolve the charge from ${hex} on ${targets.join(', ')}`,
          `Risolvi la carica da ${hex} su ${targets.join(', ')}`,
        )
      : loc(
          `Resolve the assault from ${hex} on ${targets.join(', ')}`,
          `Risolvi l’assalto da ${hex} su ${targets.join(', ')}`,
        ),
  /** 9.22: an assault on several hexes, the first named where the advance goes when more than one is left. */
  assaultHexes: (hex: string, targets: readonly string[]) =>
    loc(
      `Assault from ${hex} on ${targets.join(' and ')}, one roll (9.22; advance into ${targets[0]} first)`,
      `Assalto da ${hex} su ${targets.join(' e ')}, un solo tiro (9.22; avanzata prima in ${targets[0]})`,
    ),
  secondary: (by: 'breakthrough' | 'counter-assault', from: string, hex: string, targets: readonly string[]) =>
    by === 'breakthrough'
      ? loc(`Break through from ${hex} on ${targets.join(', ')}`, `Sfondamento da ${hex} su ${targets.join(', ')}`)
      : from === hex
        ? loc(`Counter-assault from ${hex} on ${targets.join(', ')}`, `Contrassalto da ${hex} su ${targets.join(', ')}`)
        : loc(
            `Move to ${hex} and counter-assault ${targets.join(', ')}`,
            `Muovi in ${hex} e contrassalta ${targets.join(', ')}`,
          ),
  noSecondary: (by: 'breakthrough' | 'counter-assault') =>
    by === 'breakthrough'
      ? loc('No Breakthrough', 'Nessuno Sfondamento')
      : loc('No Counter-assault', 'Nessun Contrassalto'),
  retreat: (hex: string, result: string, through?: string) =>
    loc(
      `${through ? `through ${through} to ` : ''}${hex}${result === 'retreat' || result === 'stack' ? '' : ` (${RESULT_NAME[result]?.en ?? result})`}`,
      `${through ? `attraverso ${through} in ` : ''}${hex}${result === 'retreat' || result === 'stack' ? '' : ` (${RESULT_NAME[result]?.it ?? result})`}`,
    ),
  rally: (unit: string) => loc(`Rally ${unit}`, `Recupera ${unit}`),
  cavalryType: (n: number) =>
    [loc('L (light)', 'L (leggera)'), loc('H (heavy)', 'H (pesante)'), loc('C (Cossacks)', 'C (cosacchi)')][n] ??
    loc(String(n), String(n)),
  chargeFrom: (hex: string) => loc(`Charge from ${hex}…`, `Carica da ${hex}…`),
  charge: (hex: string, target: string, path: readonly string[], facing: string) =>
    loc(
      `Charge from ${hex} through ${path.join(', ')} on ${target} (facing ${facingEn(facing)})`,
      `Carica da ${hex} attraverso ${path.join(', ')} su ${target} (orientamento ${facingIt(facing)})`,
    ),
  square: loc('Try to form square (9.85)', 'Tenta il quadrato (9.85)'),
  countercharge: (unit: string) => loc(`${unit} tries to countercharge (9.86)`, `${unit} tenta la controcarica (9.86)`),
  stand: loc('Stand', 'Resta'),
  counter: (unit: string, hex: string) => loc(`${unit} fires back at ${hex}`, `${unit} risponde al fuoco su ${hex}`),
  noCounter: loc('No counter-battery', 'Nessuna controbatteria'),
  restackBranch: loc('Stacking order…', 'Ordine di raggruppamento…'),
  restack: (unit: string, hex: string) => loc(`${unit} on top in ${hex}`, `${unit} in cima in ${hex}`),
  stay: loc('Stay', 'Resta'),
  evade: (path: readonly string[]) =>
    loc(
      `Retreat before the assault through ${path.join(', ')} (9.31)`,
      `Ritirata prima dell’assalto attraverso ${path.join(', ')} (9.31)`,
    ),
  evadeAdvance: (hex: string) => loc(`Advance into ${hex}`, `Avanza in ${hex}`),
  recall: loc('Try to recall (9.82)', 'Tenta il Richiamo (9.82)'),
  chargeHome: loc('Charge home', 'Carica'),
  pursue: (target: string, facing: string, charge: boolean, also: readonly string[] = []) =>
    !charge
      ? loc(
          `Face ${facingEn(facing)} toward ${target} and stop (9.87)`,
          `Orienta a ${facingIt(facing)} verso ${target} e fermati (9.87)`,
        )
      : also.length > 0
        ? loc(
            `Face ${facingEn(facing)} and charge ${target} and ${also.join(', ')}, advancing into ${target} first (9.87, 9.22)`,
            `Orienta a ${facingIt(facing)} e carica ${target} e ${also.join(', ')}, avanzando prima in ${target} (9.87, 9.22)`,
          )
        : loc(
            `Face ${facingEn(facing)} and charge ${target} (9.87)`,
            `Orienta a ${facingIt(facing)} e carica ${target} (9.87)`,
          ),
  unsquare: (hex: string) => loc(`Dissolve the square in ${hex} (9.85)`, `Sciogli il quadrato in ${hex} (9.85)`),
  squareMove: (hex: string, to: string) =>
    loc(`Move the square in ${hex} to ${to} (9.85)`, `Muovi il quadrato da ${hex} in ${to} (9.85)`),
  recover: (unit: string) => loc(`Recovery roll for ${unit}`, `Tiro di ripristino per ${unit}`),
  place: (unit: string, hex: string) => loc(`Put ${unit} on ${hex}`, `Poni ${unit} in ${hex}`),
  unitBranch: (unit: string) => loc(unit, unit),
};

const RESULT_NAME: Readonly<Record<string, Localized>> = {
  withdrawn: loc('Withdrawn, 9.66', 'si Ritira, 9.66'),
  eliminated: loc('eliminated', 'eliminata'),
  through: loc('through friends, 9.65', 'attraverso unità amiche, 9.65'),
};

const REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  ...BARRAGE_REFUSAL,
  ...INTERRUPT_REFUSAL,
  ...FLANK_REFUSAL,
  ...COMBINED_REFUSAL,
  'orders-not-command': (v) =>
    loc(`${v['command']} is not one of your Commands.`, `${v['command']} non è uno dei vostri Comandi.`),
  'orders-keep-not': (v) =>
    loc(
      `The Delay roll failed: the Orders of last turn stand, and ${v['command']} is not one of the parts of a Command Under Orders to decide on (5.29, 5.24).`,
      `Il tiro per il Ritardo è fallito: restano gli Ordini del turno precedente, e ${v['command']} non è una delle parti di un Comando Sotto Ordini su cui decidere (5.29, 5.24).`,
    ),
  'orders-keep-one': (v) =>
    loc(
      `Only one part of ${v['command']}, split since last turn, stays Under Orders; the other is No Orders (5.24).`,
      `Solo una parte di ${v['command']}, separato dal turno precedente, rimane Sotto Ordini; l'altra è Senza Ordini (5.24).`,
    ),
  'orders-keep-none': (v) =>
    loc(
      `${v['command']} was Under Orders and has split: decide which part stays Under Orders (5.24).`,
      `${v['command']} era Sotto Ordini e si è separato: decidete quale parte rimane Sotto Ordini (5.24).`,
    ),
  'orders-over-value': (v) =>
    loc(
      `Your Commander-in-Chief puts at most ${v['limit']} Commands Under Orders.`,
      `Il vostro Comandante in Capo pone Sotto Ordini al massimo ${v['limit']} Comandi.`,
    ),
  'orders-over-army': (v) =>
    loc(
      `Kutuzov puts at most ${v['limit']} Commands of this army (${v['army']}) Under Orders.`,
      `Kutuzov pone Sotto Ordini al massimo ${v['limit']} Comandi di questa armata (${v['army']}).`,
    ),
  'orders-over-murat': (v) =>
    loc(
      `Murat passes Orders directly to at most ${v['limit']} cavalry commands.`,
      `Murat trasmette gli Ordini direttamente al massimo a ${v['limit']} comandi di cavalleria.`,
    ),
  'pick-not': (v) =>
    loc(`No AM of ${v['group']} of yours is in the cup.`, `Nessun vostro AM di ${v['group']} è nella tazza.`),
  'individual-not': (v) =>
    loc(
      `${v['command']} may not roll for Individual Orders now.`,
      `${v['command']} non può tirare per gli Ordini Singoli ora.`,
    ),
  'go-first': () =>
    loc(
      'The side with the Initiative first chooses who goes first in this phase.',
      'Il giocatore con l’Iniziativa sceglie prima chi agisce per primo in questa fase.',
    ),
  'go-not': () => loc('There is no order of play to choose now.', 'Ora non c’è un ordine di gioco da scegliere.'),
  'reserve-not': (v) =>
    loc(`${v['command']} may not be activated as Reserve.`, `${v['command']} non può essere attivato come Riserva.`),
  'oc-move-not': (v) =>
    loc(
      `Your Commander-in-Chief may not reach ${v['hex']}.`,
      `Il vostro Comandante in Capo non può raggiungere ${v['hex']}.`,
    ),
  'game-over': () => loc('The game is over.', 'La partita è finita.'),
  'not-your-turn': () => loc('It is not your turn to act.', 'Non tocca a voi agire.'),
  'values-first': () => loc('A counter value must be given first.', 'Prima va indicato il valore di una pedina.'),
  'retreat-first': () => loc('A retreat must be made first.', 'Prima va effettuata una ritirata.'),
  'wrong-step': () => loc('That is not done in this step.', 'Non si fa in questa fase.'),
  'not-activatable': (v) =>
    loc(`${v['command']} may not be activated now.`, `${v['command']} non può essere attivato ora.`),
  'fire-target': (v) => loc(`The unit may not fire at ${v['hex']}.`, `L'unità non può sparare su ${v['hex']}.`),
  'fire-not-now': (v) => loc(`${v['unit']} may not fire now.`, `${v['unit']} non può sparare ora.`),
  'move-not-now': (v) => loc(`${v['unit']} may not move now.`, `${v['unit']} non può muovere ora.`),
  'enter-not-now': (v) => loc(`${v['unit']} may not enter now.`, `${v['unit']} non può entrare ora.`),
  'extended-not-now': (v) =>
    loc(
      `${v['command']} may not take Extended Movement now.`,
      `${v['command']} non può usare ora il Movimento Esteso.`,
    ),
  'extended-after-move': (v) =>
    loc(
      `A unit of ${v['command']} has moved: the whole command uses one kind of movement.`,
      `Un'unità di ${v['command']} ha già mosso: tutto il comando usa un solo tipo di movimento.`,
    ),
  'extended-disordered': () =>
    loc(
      'A Disordered unit may not use Extended Movement, so neither may its command.',
      "Un'unità in Disordine non può usare il Movimento Esteso, né quindi il suo comando.",
    ),
  'enter-not-entry': (v) =>
    loc(`${v['hex']} is not the unit's entry hex.`, `${v['hex']} non è l'esagono di entrata dell'unità.`),
  'east-limit': (v) =>
    loc(
      `No French unit may move east of hexrow 3600 (${v['hex']}).`,
      `Nessuna unità francese può muovere ad est della fila 3600 (${v['hex']}).`,
    ),
  'v-corps-entry': (v) =>
    loc(
      `No Russian unit may enter ${v['hex']} before V Corps arrives.`,
      `Nessuna unità russa può entrare in ${v['hex']} prima che arrivi il V Corpo.`,
    ),
  'assault-target': (v) => loc(`The stack does not assault ${v['hex']}.`, `Il gruppo non assalta ${v['hex']}.`),
  'assault-no-unit': (v) => loc(`No unit in ${v['hex']} may assault.`, `Nessuna unità in ${v['hex']} può assaltare.`),
  'assault-once': () => loc('The stack has assaulted already.', 'Il gruppo ha già assaltato.'),
  'declared-first': () =>
    loc(
      'The assaults declared roll their Commitments and are resolved first (9.46).',
      'Prima gli assalti dichiarati tirano l’Impiego e vengono risolti (9.46).',
    ),
  'commit-not': () =>
    loc('No declared assault waits for its Commitment.', 'Nessun assalto dichiarato attende l’Impiego.'),
  'declare-after-commit': () =>
    loc(
      'Every assault and charge is declared before the Commitments are rolled: none may be declared now.',
      'Tutti gli Assalti e le Cariche si dichiarano prima di tirare per l’Impiego: ora non se ne possono dichiarare.',
    ),
  'resolve-not': (v) =>
    loc(
      `The assault from ${v['hex']} may not be resolved now: it is not a committed one, or another group attacks its defender first (9.23).`,
      `L’assalto da ${v['hex']} non può essere risolto ora: non è tra quelli impiegati, o un altro gruppo attacca prima il suo difensore (9.23).`,
    ),
  'secondary-first': () =>
    loc(
      'The Secondary Assault offered is made or declined first (9.73).',
      'Prima si effettua o si rinuncia all’Assalto Secondario offerto (9.73).',
    ),
  'no-secondary': () => loc('No Secondary Assault is offered.', 'Nessun Assalto Secondario è offerto.'),
  'secondary-hex': (v) =>
    loc(
      `The Secondary Assault may not be made from ${v['hex']}: the Breakthrough from the hex advanced into, the Counter-assault from the defender's hex or one next to it it may enter, without turning, at enemies in its Frontal hexes.`,
      `L’Assalto Secondario non può essere effettuato da ${v['hex']}: lo Sfondamento dall’esagono in cui si è avanzati, il Contrassalto dall’esagono del difensore o da uno adiacente in cui può entrare, senza cambiare orientamento, contro nemici nei suoi esagoni frontali.`,
    ),
  'charge-no-unit': (v) =>
    loc(`No cavalry in ${v['hex']} may charge now.`, `Nessuna cavalleria in ${v['hex']} può caricare ora.`),
  'charge-respond-first': () =>
    loc('The charged side answers the charge first.', 'Prima la parte caricata risponde alla carica.'),
  'charge-recall-first': () => loc('The charger recalls or charges home first.', 'Prima chi carica richiama o carica.'),
  'evade-first': () =>
    loc(
      'The retreat before the assault is decided first (9.31).',
      'Prima si decide la ritirata prima dell’assalto (9.31).',
    ),
  'no-evade': () => loc('No retreat before assault is offered.', 'Nessuna ritirata prima dell’assalto è offerta.'),
  'no-charge': () => loc('No charge is waiting for an answer.', 'Nessuna carica attende una risposta.'),
  'no-recall': () =>
    loc(
      'No charge faces a square nor is Disordered by Reaction Fire.',
      'Nessuna carica è davanti a un quadrato né in Disordine per il Fuoco di Reazione.',
    ),
  'no-pursuit': () => loc('No cavalry is pursuing.', 'Nessuna cavalleria sta inseguendo.'),
  'pursuit-first': () =>
    loc(
      'The pursuing cavalry charges or stops first (9.87).',
      'Prima la cavalleria che insegue carica o si ferma (9.87).',
    ),
  'pursuit-charge-not': (v) =>
    loc(
      `The pursuit may not charge ${v['hex']} so faced: it must face the pursued unit, the only enemy in its Frontal hexes, in terrain a charge may enter (9.87, 9.81).`,
      `L’inseguimento non può caricare ${v['hex']} con quell’orientamento: deve essere orientato verso l’unità inseguita, unico nemico nei suoi esagoni frontali, in terreno caricabile (9.87, 9.81).`,
    ),
  'pursuit-stop-not': (v) =>
    loc(
      `The pursuit may not stop so faced toward ${v['hex']}: with the pursued unit the only enemy in its Frontal hexes it must charge (9.87).`,
      `L’inseguimento non può fermarsi così orientato verso ${v['hex']}: con l’unità inseguita unico nemico nei suoi esagoni frontali deve caricare (9.87).`,
    ),
  'square-not': (v) =>
    loc(`The units in ${v['hex']} may not try square.`, `Le unità in ${v['hex']} non possono tentare il quadrato.`),
  'countercharge-not': (v) =>
    loc(`The cavalry in ${v['hex']} may not countercharge.`, `La cavalleria in ${v['hex']} non può controcaricare.`),
  'unsquare-none': (v) =>
    loc(`You have no square to dissolve in ${v['hex']}.`, `Non avete un quadrato da sciogliere in ${v['hex']}.`),
  'unsquare-zoc': (v) =>
    loc(
      `The square in ${v['hex']} is in an enemy ZOC: it may not dissolve.`,
      `Il quadrato in ${v['hex']} è in ZOC nemica: non si può sciogliere.`,
    ),
  'unsquare-moved': (v) =>
    loc(
      `The square in ${v['hex']} has moved this activation: it may not dissolve as well.`,
      `Il quadrato in ${v['hex']} ha già mosso in questa attivazione: non può anche sciogliersi.`,
    ),
  'square-move-not': (v) =>
    loc(
      `The square may not move to ${v['hex']}: one hex, never starting in or entering an enemy ZOC, into terrain costing 2 MP or less.`,
      `Il quadrato non può muovere in ${v['hex']}: un solo esagono, senza iniziare né entrare in ZOC nemica, in terreno che costa 2 PM o meno.`,
    ),
  'no-retreat': () => loc('No unit must retreat.', 'Nessuna unità deve ritirarsi.'),
  'restack-when': () =>
    loc(
      'The stacking order changes only at the start or the end of the activation.',
      'L’ordine di raggruppamento cambia solo all’inizio o alla fine dell’attivazione.',
    ),
  'restack-unit': (v) =>
    loc(`${v['unit']} may not be put on top now.`, `${v['unit']} non può essere posta in cima ora.`),
  'restack-top': (v) => loc(`${v['unit']} is already on top.`, `${v['unit']} è già in cima.`),
  'restack-zoc': (v) =>
    loc(
      `The stack in ${v['hex']} is in an enemy ZOC: its order may not change.`,
      `Il gruppo in ${v['hex']} è in ZOC nemica: il suo ordine non può cambiare.`,
    ),
  'counter-first': () => loc('The counter-battery fire is decided first.', 'Prima va decisa la controbatteria.'),
  'no-counter': () => loc('No counter-battery fire is offered.', 'Nessuna controbatteria è offerta.'),
  'counter-not': (v) =>
    loc(`${v['unit']} may not fire counter-battery now.`, `${v['unit']} non può fare controbatteria ora.`),
  'retreat-other': (v) => loc(`${v['unit']} retreats first.`, `Si ritira prima ${v['unit']}.`),
  'retreat-hex': (v) => loc(`The unit may not retreat into ${v['hex']}.`, `L'unità non può ritirarsi in ${v['hex']}.`),
  'rally-not': (v) => loc(`${v['unit']} may not rally.`, `${v['unit']} non può recuperare.`),
  'recover-not': (v) => loc(`${v['unit']} does not roll for recovery.`, `${v['unit']} non tira per il ripristino.`),
  'recovery-first': () =>
    loc('Every unit in the RECOVERY BOX rolls first.', 'Prima tirano tutte le unità nella Casella del Recupero.'),
  'place-first': () =>
    loc('Put the recovered units back on the map first.', 'Prima rimettete in mappa le unità ripristinate.'),
  'place-not': (v) => loc(`The unit may not be put on ${v['hex']}.`, `L'unità non può essere posta in ${v['hex']}.`),
  'value-not-yours': (v) => loc(`${v['unit']} is not your counter.`, `${v['unit']} non è una vostra pedina.`),
  'value-range': (v) =>
    loc(`Give a number from ${v['min']} to ${v['max']}.`, `Indicate un numero da ${v['min']} a ${v['max']}.`),
  'value-known': (v) => loc(`That value of ${v['unit']} is known.`, `Quel valore di ${v['unit']} è già noto.`),
  'value-not-asked': () => loc('Another value is asked for now.', 'Ora è richiesto un altro valore.'),
  'value-unknown': () => loc('A value of the counter is not known yet.', 'Un valore della pedina non è ancora noto.'),
  'face-no-unit': (v) =>
    loc(`You have no unit to turn in ${v['hex']}.`, `Non avete unità da orientare in ${v['hex']}.`),
  'correct-unit': (v) => loc(`There is no unit ${v['unit']}.`, `Non esiste l'unità ${v['unit']}.`),
  'correct-place': (v) => loc(`There is no place ${v['hex']}.`, `Non esiste il luogo ${v['hex']}.`),
  'fire-ranges-unknown': () =>
    loc("The battery's ranges are not known yet.", 'Le gittate della batteria non sono ancora note.'),
  'move-allowance-unknown': () =>
    loc("The unit's Movement Allowance is not known yet.", 'La Capacità di Movimento non è ancora nota.'),
};

export function refusal(p: Problem): Localized {
  const params = Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, String(v)]));
  const own = REFUSAL[p.code];
  const words = own ? own(params) : problemWords(p);
  return p.rule ? loc(`${words.en} (${p.rule})`, `${words.it} (${p.rule})`) : words;
}

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function describe(event: GameEvent, namer: Namer): Localized {
  // The 7 September groups and Commands by their names (5.12's chains numbered), the special AMs too.
  const commandOf = (id: string): Localized => namer.command?.(id) ?? commandName(id);
  const group = (e: GameEvent) => commandOf(str(e['group']));
  const command = (e: GameEvent) => commandOf(str(e['command']));
  const u = () => namer.unit(str(event['unit']));
  const steps = (): Localized => explain((event['steps'] ?? []) as readonly BorodinoStep[]);
  const withSteps = (head: Localized): Localized => {
    const body = steps();
    return loc(`${head.en}\n${body.en}`, `${head.it}\n${body.it}`);
  };
  switch (event.kind) {
    case 'setup':
      return loc(`Scenario ${str(event['scenario'])} set up.`, `Scenario ${str(event['scenario'])} piazzato.`);
    case 'turn':
      return loc(`Turn ${str(event['turn'])}.`, `Turno ${str(event['turn'])}.`);
    case 'activation': {
      const side = SIDE_NAME[event['side'] as Side];
      return loc(`${side.en}: activation.`, `${side.it}: attivazione.`);
    }
    case 'russians-active':
      return loc(
        'The 2nd Grenadiers and VIII Corps infantry are active (Shevardino, turn 2).',
        "Il 2° Granatieri e la fanteria dell'VIII Corpo sono attivi (Shevardino, turno 2).",
      );
    case 'extended': {
      const c = commandName(str(event['command']));
      return loc(`${c.en} uses Extended Movement (7.13).`, `${c.it} usa il Movimento Esteso (7.13).`);
    }
    case 'activate': {
      const c = commandName(str(event['command']));
      return loc(`The French activate the ${c.en}.`, `I francesi attivano: ${c.it}.`);
    }
    case 'face-all':
      return loc(
        `Every unit faces ${facingEn(str(event['facing']))} (6.11).`,
        `Tutte le unità orientate a ${facingIt(str(event['facing']))} (6.11).`,
      );
    case 'face':
      return loc(
        `${str(event['hex'])} turns to ${facingEn(str(event['facing']))} (6.12).`,
        `${str(event['hex'])} orientato a ${facingIt(str(event['facing']))} (6.12).`,
      );
    case 'value-learned': {
      // core/learned.ts's event: `on` names the counter and its side (values.ts askOf).
      const what = event['what'] as Localized;
      const on = event['on'] as Localized;
      const n = str((event['value'] as { number?: number } | undefined)?.number);
      return loc(
        `${on.en}: ${what.en} ${n} (printed on the counter, given by its owner, recorded: never asked again).`,
        `${on.it}: ${what.it} ${n} (stampata sulla pedina, indicata dal proprietario, registrata: non sarà più chiesta).`,
      );
    }
    case 'asks': {
      const name = VALUE_NAME[event['name'] as ValueName];
      return loc(`The owner of ${u()} is asked its ${name.en}.`, `Al proprietario di ${u()} è chiesta la ${name.it}.`);
    }
    case 'move':
      return loc(
        `${u()} moves ${str(event['from'])} → ${str(event['to'])} (${str(event['mp'])} MP).`,
        `${u()} muove ${str(event['from'])} → ${str(event['to'])} (${str(event['mp'])} PM).`,
      );
    case 'enter':
      return loc(
        `${u()} enters to ${str(event['to'])} (${str(event['mp'])} MP, 7.41).`,
        `${u()} entra fino a ${str(event['to'])} (${str(event['mp'])} PM, 7.41).`,
      );
    case 'fire':
      return withSteps(
        event['with']
          ? loc(
              `${u()} fires at ${str(event['target'])} with ${(event['with'] as string[]).map((x) => namer.unit(x)).join(', ')} (8.0, 8.21):`,
              `${u()} spara su ${str(event['target'])} con ${(event['with'] as string[]).map((x) => namer.unit(x)).join(', ')} (8.0, 8.21):`,
            )
          : loc(`${u()} fires at ${str(event['target'])} (8.0):`, `${u()} spara su ${str(event['target'])} (8.0):`),
      );
    case 'commitment':
      return withSteps(loc(`Commitment of ${u()} (9.4):`, `Impiego di ${u()} (9.4):`));
    case 'assault': {
      // 9.23: the hexes of the stacks assaulting together.
      const from = assaultFrom(event) ?? loc(str(event['hex']), str(event['hex']));
      return withSteps(
        loc(`Assault from ${from.en} on ${str(event['target'])}:`, `Assalto da ${from.it} su ${str(event['target'])}:`),
      );
    }
    case 'artillery-overrun':
      return loc(
        `The artillery alone in ${str(event['hex'])} is eliminated (9.25).`,
        `L'artiglieria da sola in ${str(event['hex'])} è eliminata (9.25).`,
      );
    case 'disorder': {
      const effect = str(event['effect']);
      if (effect === 'disordered') return loc(`${u()} is Disordered (9.61).`, `${u()} va in Disordine (9.61).`);
      if (effect === 'withdrawn') return loc(`${u()} is Withdrawn (9.66).`, `${u()} si Ritira (9.66).`);
      return loc(`${u()} is eliminated (9.66).`, `${u()} è eliminata (9.66).`);
    }
    case 'retreat': {
      const result = str(event['result']);
      if (result === 'eliminated')
        return loc(
          `${u()} cannot retreat and is eliminated (${str(event['rule'])}).`,
          `${u()} non può ritirarsi ed è eliminata (${str(event['rule'])}).`,
        );
      if (result === 'withdrawn')
        return loc(
          `${u()} retreats into an enemy Frontal hex and is Withdrawn (9.66).`,
          `${u()} si ritira in un esagono frontale nemico e si Ritira (9.66).`,
        );
      const via = str(event['through']).split('.').filter(Boolean).join(', ');
      return loc(
        `${u()} retreats ${via ? `through ${via} ` : ''}to ${str(event['to'])} (${str(event['rule'])}).`,
        `${u()} si ritira ${via ? `attraverso ${via} ` : ''}in ${str(event['to'])} (${str(event['rule'])}).`,
      );
    }
    case 'reaction-fire':
      return withSteps(
        loc(
          `${u()} fires in reaction at ${str(event['target'])} (8.6):`,
          `${u()} fa Fuoco di Reazione su ${str(event['target'])} (8.6):`,
        ),
      );
    case 'reaction-charge-disorder':
      return loc(
        `Disordered by the Reaction Fire, the cavalry in ${str(event['hex'])} charges ${str(event['target'])} without its charge DRMs (9.24) unless it recalls (9.82).`,
        `In Disordine per il Fuoco di Reazione, la cavalleria in ${str(event['hex'])} carica ${str(event['target'])} senza i DRM di carica (9.24), se non la richiamate (9.82).`,
      );
    case 'reaction-cancels':
      return loc(
        `Disordered by the Reaction Fire, the units in ${str(event['hex'])} do not assault ${str(event['target'])} (8.6).`,
        `In Disordine per il Fuoco di Reazione, le unità in ${str(event['hex'])} non assaltano ${str(event['target'])} (8.6).`,
      );
    case 'restack':
      return loc(
        `${u()} is put on top in ${str(event['hex'])} (6.24).`,
        `${u()} è posta in cima in ${str(event['hex'])} (6.24).`,
      );
    case 'counter-offered':
      return loc(
        `The artillery in ${str(event['hex'])} may fire back (counter-battery, 8.7).`,
        `L'artiglieria in ${str(event['hex'])} può rispondere al fuoco (controbatteria, 8.7).`,
      );
    case 'counter-declined':
      return loc(
        `No counter-battery at ${str(event['hex'])} (8.7).`,
        `Nessuna controbatteria su ${str(event['hex'])} (8.7).`,
      );
    case 'counter-battery':
      return loc(
        `${u()} fires counter-battery at ${str(event['hex'])} (8.7).`,
        `${u()} fa controbatteria su ${str(event['hex'])} (8.7).`,
      );
    case 'counter-cannot':
      return loc(
        `${u()} cannot reach ${str(event['hex'])}: no counter-battery (8.7).`,
        `${u()} non raggiunge ${str(event['hex'])}: niente controbatteria (8.7).`,
      );
    case 'through-check':
      return withSteps(
        loc(
          `${u()} checks its Cohesion for its stack in ${str(event['hex'])}, retreated through (9.65):`,
          `${u()} controlla la Coesione per il suo gruppo in ${str(event['hex'])}, attraversato in ritirata (9.65):`,
        ),
      );
    case 'charge': {
      const units = ((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ');
      const path = ((event['path'] ?? []) as string[]).join(', ');
      return loc(
        `${units} charge from ${str(event['from'])} through ${path} on ${str(event['target'])} (9.81).`,
        `${units} caricano da ${str(event['from'])} attraverso ${path} su ${str(event['target'])} (9.81).`,
      );
    }
    case 'evade-offered':
      return loc(
        `The units in ${str(event['hex'])} may retreat before the assault (9.31).`,
        `Le unità in ${str(event['hex'])} possono ritirarsi prima dell’assalto (9.31).`,
      );
    case 'evade-stand':
      return loc(`The units in ${str(event['hex'])} stand (9.31).`, `Le unità in ${str(event['hex'])} restano (9.31).`);
    case 'evade': {
      const units = ((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ');
      const path = ((event['path'] ?? []) as string[]).join(', ');
      return loc(
        `${units} retreat before the assault from ${str(event['from'])} through ${path} (9.31).`,
        `${units} si ritirano prima dell’assalto da ${str(event['from'])} attraverso ${path} (9.31).`,
      );
    }
    case 'evade-roll':
      return withSteps(
        loc(`${u()} retreats before a heavy charge (9.31):`, `${u()} si ritira prima di una carica pesante (9.31):`),
      );
    case 'stand':
      return loc(`The units in ${str(event['hex'])} stand.`, `Le unità in ${str(event['hex'])} restano.`);
    case 'square':
      return withSteps(loc(`${u()} tries to form square (9.85):`, `${u()} tenta il quadrato (9.85):`));
    case 'countercharge':
      return withSteps(loc(`${u()} tries to countercharge (9.86):`, `${u()} tenta la controcarica (9.86):`));
    case 'recall':
      return withSteps(loc(`Recall of ${u()} (9.82):`, `Richiamo di ${u()} (9.82):`));
    case 'charge-home':
      if (event['reason'] === 'reaction-fire')
        return loc(
          `The Disordered cavalry charges ${str(event['hex'])} home (9.24).`,
          `La cavalleria in Disordine carica ${str(event['hex'])} (9.24).`,
        );
      return loc(
        `The charge on ${str(event['hex'])} goes home against the square.`,
        `La carica su ${str(event['hex'])} prosegue contro il quadrato.`,
      );
    case 'pursuit':
      return loc(
        `${((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ')} pursue into ${str(event['hex'])} (9.87).`,
        `${((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ')} inseguono in ${str(event['hex'])} (9.87).`,
      );
    case 'pursuit-none':
      return loc(
        `The pursuit stops in ${str(event['hex'])}: no pursued unit is next to it (9.87).`,
        `L’inseguimento si ferma in ${str(event['hex'])}: nessuna unità inseguita è adiacente (9.87).`,
      );
    case 'declared':
      return event['charge']
        ? loc(
            `Charge declared from ${str(event['hex'])} on ${str(event['target'])} (9.44).`,
            `Carica dichiarata da ${str(event['hex'])} su ${str(event['target'])} (9.44).`,
          )
        : loc(
            `Assault declared from ${str(event['hex'])} on ${str(event['target'])} (9.44).`,
            `Assalto dichiarato da ${str(event['hex'])} su ${str(event['target'])} (9.44).`,
          );
    case 'assault-widened':
      return loc(
        `The assault on ${str(event['target'])} was cancelled: the stack in ${str(event['hex'])} must assault it too (9.22).`,
        `L’assalto su ${str(event['target'])} è stato annullato: il gruppo in ${str(event['hex'])} deve assaltare anche quello (9.22).`,
      );
    case 'assault-narrowed':
      return loc(
        `${str(event['left'])} was left before the assault: the stack in ${str(event['hex'])} assaults ${str(event['target'])} alone and stays where it is (9.31, 9.22).`,
        `${str(event['left'])} è stato lasciato prima dell’assalto: il gruppo in ${str(event['hex'])} assalta solo ${str(event['target'])} e resta dov’è (9.31, 9.22).`,
      );
    case 'assault-void':
      return loc(
        `The assault from ${str(event['hex'])} on ${str(event['target'])} is not made: its top unit is gone or Disordered, or its target is gone (9.45).`,
        `L’assalto da ${str(event['hex'])} su ${str(event['target'])} non avviene: l’unità sopra non c’è più o è in Disordine, o il bersaglio non c’è più (9.45).`,
      );
    case 'secondary-offered':
      return event['by'] === 'breakthrough'
        ? loc(
            `The infantry in ${str(event['hex'])} may Break through (9.73).`,
            `La fanteria in ${str(event['hex'])} può effettuare lo Sfondamento (9.73).`,
          )
        : loc(
            `The infantry in ${str(event['hex'])} may Counter-assault (9.73).`,
            `La fanteria in ${str(event['hex'])} può Contrassaltare (9.73).`,
          );
    case 'secondary-declined':
      return event['by'] === 'breakthrough'
        ? loc(
            `No Breakthrough from ${str(event['hex'])} (9.73).`,
            `Nessuno Sfondamento da ${str(event['hex'])} (9.73).`,
          )
        : loc(
            `No Counter-assault from ${str(event['hex'])} (9.73).`,
            `Nessun Contrassalto da ${str(event['hex'])} (9.73).`,
          );
    case 'breakthrough':
    case 'counter-assault': {
      const units = ((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ');
      const targets = ((event['targets'] ?? []) as string[]).join(', ');
      const moved = event['from'] !== event['hex'];
      return event.kind === 'breakthrough'
        ? loc(
            `${units} break through from ${str(event['hex'])} on ${targets}, with no Commitment (9.73).`,
            `${units} effettuano lo Sfondamento da ${str(event['hex'])} su ${targets}, senza Impiego (9.73).`,
          )
        : loc(
            `${units}${moved ? ` move from ${str(event['from'])} to ${str(event['hex'])} and` : ''} counter-assault ${targets}, with no Commitment (9.73).`,
            `${units}${moved ? ` muovono da ${str(event['from'])} in ${str(event['hex'])} e` : ''} contrassaltano ${targets}, senza Impiego (9.73).`,
          );
    }
    case 'pursuit-stop':
      return loc(
        `The pursuit stops in ${str(event['hex'])}, facing ${facingEn(str(event['facing']))} (9.87).`,
        `L’inseguimento si ferma in ${str(event['hex'])}, orientato a ${facingIt(str(event['facing']))} (9.87).`,
      );
    case 'pursuit-charge': {
      const units = ((event['units'] ?? []) as string[]).map((id) => namer.unit(id)).join(', ');
      return loc(
        `${units} charge ${str(event['target'])} from ${str(event['from'])} in pursuit, no. ${str(event['count'])} (9.87).`,
        `${units} caricano ${str(event['target'])} da ${str(event['from'])} in Inseguimento, n. ${str(event['count'])} (9.87).`,
      );
    }
    case 'charge-disorder':
      return loc(
        `${u()} is Disordered at the end of its charge (9.84).`,
        `${u()} va in Disordine alla fine della carica (9.84).`,
      );
    case 'square-move':
      return loc(
        `The square in ${str(event['hex'])} moves to ${str(event['to'])} (9.85).`,
        `Il quadrato in ${str(event['hex'])} muove in ${str(event['to'])} (9.85).`,
      );
    case 'unsquare':
      return loc(
        `The square in ${str(event['hex'])} is dissolved (9.85).`,
        `Il quadrato in ${str(event['hex'])} è sciolto (9.85).`,
      );
    case 'advance':
      return loc(`${u()} advances into ${str(event['to'])} (9.71).`, `${u()} avanza in ${str(event['to'])} (9.71).`);
    case 'rally':
      return withSteps(loc(`Rally of ${u()} (10.1):`, `Recupero di ${u()} (10.1):`));
    case 'recovery':
      return withSteps(loc(`Recovery of ${u()} (10.2):`, `Ripristino di ${u()} (10.2):`));
    case 'returns':
      return loc(
        `${u()} returns to the map at ${str(event['hex'])}, Disordered (10.3).`,
        `${u()} torna in mappa in ${str(event['hex'])}, in Disordine (10.3).`,
      );
    case 'collapse':
      return withSteps(
        loc(`${str(event['formation'])} Collapses (10.52):`, `${str(event['formation'])} si disgrega (10.52):`),
      );
    case 'new-orders':
      return loc(
        `${SIDE_NAME[event['side'] as Side].en}: new Orders this turn (5.29).`,
        `${SIDE_NAME[event['side'] as Side].it}: nuovi Ordini in questo turno (5.29).`,
      );
    case 'orders-delay':
      return withSteps(
        event['newOrders']
          ? loc(
              'Kutuzov’s Orders Delay (5.29, SR1): new Orders.',
              'Ritardo negli Ordini di Kutuzov (5.29, RS1): nuovi Ordini.',
            )
          : loc(
              'Kutuzov’s Orders Delay (5.29, SR1): last turn’s Orders stay.',
              'Ritardo negli Ordini di Kutuzov (5.29, RS1): restano gli Ordini del turno precedente.',
            ),
      );
    case 'order':
      // Older logs only: an Orders marker is placed face down (5.23), the Command is not named.
      return loc(
        'An Orders marker is placed face down (5.23).',
        'Un segnalino di Ordini è posto a faccia in giù (5.23).',
      );
    case 'orders-given':
      return loc(
        `${SIDE_NAME[event['side'] as Side].en} place their Orders markers face down (5.23).`,
        `I ${SIDE_NAME[event['side'] as Side].it} pongono i loro segnalini di Ordini a faccia in giù (5.23).`,
      );
    case 'initiative': {
      const w = event['winner'] as Side | 'none';
      return withSteps(
        w === 'none'
          ? loc(
              'Initiative (4.0): nobody; every AM goes into the cup.',
              'Iniziativa (4.0): nessuno; tutti gli AM nella tazza.',
            )
          : loc(`Initiative (4.0): ${SIDE_NAME[w].en}.`, `Iniziativa (4.0): ${SIDE_NAME[w].it}.`),
      );
    }
    case 'am-picked':
      return loc(
        `${group(event).en}'s AM is chosen first (5.41).`,
        `L'AM di ${group(event).it} è scelto per primo (5.41).`,
      );
    case 'am-drawn':
      return loc(
        `AM drawn from the cup (5.42${event['roll'] === null ? ', the last one' : `, die ${str(event['roll'])}`}): ${group(event).en}; ${str(event['left'])} left.`,
        `AM pescato dalla tazza (5.42${event['roll'] === null ? ', l’ultimo' : `, dado ${str(event['roll'])}`}): ${group(event).it}; ne restano ${str(event['left'])}.`,
      );
    case 'am-activates': {
      const list = (key: string, lang: 'en' | 'it', none: string) =>
        ((event[key] as string[] | undefined) ?? []).map((c) => commandOf(c)[lang]).join(', ') || none;
      return loc(
        `${group(event).en} activates (5.43); its Orders markers are revealed (5.23): Under Orders: ${list('orders', 'en', 'none')}; No Orders: ${list('none', 'en', 'none')}.`,
        `${group(event).it} si attiva (5.43); i suoi segnalini di Ordini sono rivelati (5.23): Sotto Ordini: ${list('orders', 'it', 'nessuno')}; Senza Ordini: ${list('none', 'it', 'nessuno')}.`,
      );
    }
    case 'not-activated':
      return loc(
        `${group(event).en} has no Orders from Napoleon and is not activated (SR3).`,
        `${group(event).it} non ha Ordini da Napoleone e non si attiva (RS3).`,
      );
    case 'individual-orders':
      return withSteps(
        event['underOrders']
          ? loc(
              `${command(event).en}: Under Orders for this activation (5.28).`,
              `${command(event).it}: Sotto Ordini per questa attivazione (5.28).`,
            )
          : loc(
              `${command(event).en}: failed, it may only Rally (5.28).`,
              `${command(event).it}: fallito, può solo Recuperare (5.28).`,
            ),
      );
    case 'reserve-first':
      return withSteps(
        loc(
          `Reserve Phase (5.51): ${SIDE_NAME[event['first'] as Side].en} first.`,
          `Fase della Riserva (5.51): prima i ${SIDE_NAME[event['first'] as Side].it}.`,
        ),
      );
    case 'reserve-phase':
      return event['chosenBy']
        ? loc(
            `Reserve Phase (5.51): the ${SIDE_NAME[event['chosenBy'] as Side].en}, with the Initiative, choose that the ${SIDE_NAME[event['first'] as Side].en} act first.`,
            `Fase della Riserva (5.51): i ${SIDE_NAME[event['chosenBy'] as Side].it}, che hanno l’Iniziativa, scelgono che agiscano per primi i ${SIDE_NAME[event['first'] as Side].it}.`,
          )
        : loc(
            `Reserve Phase (5.5): ${SIDE_NAME[event['first'] as Side].en} first.`,
            `Fase della Riserva (5.5): prima i ${SIDE_NAME[event['first'] as Side].it}.`,
          );
    case 'oc-first':
      return loc(
        `OC Movement Phase (4.0): the ${SIDE_NAME[event['chosenBy'] as Side].en}, with the Initiative, choose that the ${SIDE_NAME[event['first'] as Side].en} move first.`,
        `Fase di Movimento dell’OC (4.0): i ${SIDE_NAME[event['chosenBy'] as Side].it}, che hanno l’Iniziativa, scelgono che muovano per primi i ${SIDE_NAME[event['first'] as Side].it}.`,
      );
    case 'reserve-activated':
      return loc(
        `${command(event).en} activated as Reserve (5.5).`,
        `${command(event).it} attivato come Riserva (5.5).`,
      );
    case 'reserve-pass':
      return loc(
        `${SIDE_NAME[event['side'] as Side].en} activate no Reserve.`,
        `I ${SIDE_NAME[event['side'] as Side].it} non attivano alcuna Riserva.`,
      );
    case 'reserve-disorder':
      return withSteps(
        loc(
          `Reserve Disorder roll of ${u()} (5.54, 5.55):`,
          `Tiro per il Disordine della Riserva di ${u()} (5.54, 5.55):`,
        ),
      );
    case 'napoleon-mp':
      return loc(
        `Napoleon has ${str(event['mp'])} MP this turn (SR7).`,
        `Napoleone ha ${str(event['mp'])} MP in questo turno (RS7).`,
      );
    case 'oc-move':
      return loc(`${u()} moves to ${str(event['hex'])} (5.62).`, `${u()} muove in ${str(event['hex'])} (5.62).`);
    case 'oc-displaced':
      return loc(
        `Enemy units entered ${u()}'s hex: he is put with the nearest friendly unit, in ${str(event['hex'])} (5.63).`,
        `Unità nemiche sono entrate nell'esagono di ${u()}: è posto con l'unità amica più vicina, in ${str(event['hex'])} (5.63).`,
      );
    case 'over': {
      const winner = event['winner'] as Side | null;
      const vp = event['vp'] as Record<Side, number> | undefined;
      if (vp)
        return winner
          ? loc(
              `End of the 1945 turn: ${SIDE_NAME[winner].en} win with more Victory Points (SR14–SR16): French ${vp.french}, Russians ${vp.russian}.`,
              `Fine del turno delle 1945: vincono i ${SIDE_NAME[winner].it} con più Punti Vittoria (RS14–RS16): francesi ${vp.french}, russi ${vp.russian}.`,
            )
          : loc(
              `End of the 1945 turn: equal Victory Points (French ${vp.french}, Russians ${vp.russian}): no winner (the README's reading).`,
              `Fine del turno delle 1945: Punti Vittoria pari (francesi ${vp.french}, russi ${vp.russian}): nessun vincitore (lettura del README).`,
            );
      return winner
        ? loc(
            `${SIDE_NAME[winner].en} hold the Shevardino redoubt (${str(event['hex'])}) at the end of turn 5 and win.`,
            `I ${SIDE_NAME[winner].it} occupano il trinceramento di Shevardino (${str(event['hex'])}) alla fine del 5° turno e vincono.`,
          )
        : loc(
            `Nobody holds the Shevardino redoubt (${str(event['hex'])}) at the end of turn 5: no winner (the README's reading).`,
            `Nessuno occupa il trinceramento di Shevardino (${str(event['hex'])}) alla fine del 5° turno: nessun vincitore (lettura del README).`,
          );
    }
    case 'correct':
      return loc(
        `Referee's correction: ${u()} put in ${str(event['at'])}${event['disordered'] ? ', Disordered' : ''}.`,
        `Correzione dell'arbitro: ${u()} posta in ${str(event['at'])}${event['disordered'] ? ', in Disordine' : ''}.`,
      );
    default:
      return (
        barrageEvent(event, (id) => namer.unit(id)) ??
        flankEvent(event, (id) => namer.unit(id)) ??
        interruptEvent(event, (id) => namer.unit(id)) ??
        combinedEvent(event) ??
        loc(event.kind, event.kind)
      );
  }
}

/**
 * The 7 September chain of command as every viewer sees it: the Orders markers face up (5.23: the groups revealed and,
 * of their Commands, those Under Orders; the others are face down), the Initiative, the AMs left, the OCs, the VP.
 */
export function septemberNotes(
  s: September,
  seen: { groups: readonly string[]; under: readonly string[] },
  name: (id: string) => Localized = commandName,
): Localized[] {
  const list = (ids: readonly string[]) => ({
    en: ids.map((id) => name(id).en).join(', ') || '—',
    it: ids.map((id) => name(id).it).join(', ') || '—',
  });
  const groups = list(seen.groups);
  const under = list(seen.under);
  const active = s.group ? name(s.group) : null;
  const reserve = s.reserve ? name(s.reserve) : null;
  const initiative = s.initiative === null ? '—' : s.initiative === 'none' ? null : s.initiative;
  return [
    loc(
      `Orders markers revealed (5.23), groups: ${groups.en}; of their Commands Under Orders: ${under.en}, the others No Orders; every other marker face down`,
      `Segnalini di Ordini rivelati (5.23), gruppi: ${groups.it}; dei loro Comandi Sotto Ordini: ${under.it}, gli altri Senza Ordini; ogni altro segnalino a faccia in giù`,
    ),
    loc(
      `Initiative (4.0): ${initiative === null ? 'nobody' : initiative === '—' ? '—' : SIDE_NAME[initiative].en}`,
      `Iniziativa (4.0): ${initiative === null ? 'nessuno' : initiative === '—' ? '—' : SIDE_NAME[initiative].it}`,
    ),
    loc(
      `AMs in the cup (5.42): ${s.cup.length}${active ? `; active: ${active.en}` : ''}${reserve ? `; Reserve: ${reserve.en}` : ''}`,
      `AM nella tazza (5.42): ${s.cup.length}${active ? `; attivo: ${active.it}` : ''}${reserve ? `; Riserva: ${reserve.it}` : ''}`,
    ),
    loc(
      `Napoleon in ${s.leaders.french}, Kutuzov in ${s.leaders.russian} (5.6)`,
      `Napoleone in ${s.leaders.french}, Kutuzov in ${s.leaders.russian} (5.6)`,
    ),
    loc(
      `Collapse VP (SR15): French ${s.vp.french}, Russians ${s.vp.russian}`,
      `VP per Crollo (RS15): francesi ${s.vp.french}, russi ${s.vp.russian}`,
    ),
  ];
}

/** 5.23: a side's own Orders, which it alone reads (View.secret) until their AM reveals them. */
export const ordersSecret = (mine: readonly string[], name: (id: string) => Localized = commandName): Localized => {
  const list = (lang: 'en' | 'it') => mine.map((id) => name(id)[lang]).join(', ') || '—';
  return loc(
    `Your Commands Under Orders (5.21; face down to the enemy until their AM is drawn, 5.23): ${list('en')}`,
    `I vostri Comandi Sotto Ordini (5.21; a faccia in giù per il nemico finché non si pesca il loro AM, 5.23): ${list('it')}`,
  );
};

export const overReason = (winner: Side | null, vp?: Readonly<Record<Side, number>>): Localized =>
  vp
    ? loc(
        `Victory Points (SR15, SR16): French ${vp.french}, Russians ${vp.russian}`,
        `Punti Vittoria (RS15, RS16): francesi ${vp.french}, russi ${vp.russian}`,
      )
    : winner
      ? loc(
          `${SIDE_NAME[winner].en} hold the Shevardino redoubt at the end of turn 5`,
          `I ${SIDE_NAME[winner].it} occupano il trinceramento di Shevardino alla fine del 5° turno`,
        )
      : loc(
          'Nobody holds the Shevardino redoubt at the end of turn 5',
          'Nessuno occupa il trinceramento di Shevardino alla fine del 5° turno',
        );
