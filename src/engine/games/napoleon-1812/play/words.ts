import type { GameEvent } from '../../../core/game.js';
import { describeLearned, isLearnedEvent } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { N1812Step } from '../rules/steps.js';
import { explain, SIDE_NAME } from '../words.js';
import { CARDS_STEP_NAME, cardsPrompt } from './card-words.js';
import { hexName, pieceName, type N1812Game } from './game.js';
import { describeRank, rankQuestion } from './leaders-prompt.js';
import type { N1812State, Prompt, Step } from './state.js';
import { TWO_YEAR_STEP_NAME, twoYearPrompt } from './two-year-words.js';

/**
 * Every text of the play module a player reads, in English and Italian: the steps' names and prompts, the menu's
 * labels and the log's lines (the events' words). The rules' own explanations (dice, modifiers, rule numbers) come
 * from the quick rulings' words (`explain`), so a ruling and the game say the same thing.
 */

export const side = (s: Side): Localized => SIDE_NAME[s];
const both = (f: (lang: 'en' | 'it') => string): Localized => loc(f('en'), f('it'));
const names = (game: N1812Game, ids: readonly string[]) => ids.map((id) => pieceName(game, id)).join(', ');

export const STEP_NAME: Readonly<Record<Step, Localized>> = {
  'setup-free': loc('Set-up: free set-up (14.1)', 'Schieramento: disposizione libera (14.1)'),
  'setup-depots': loc('Set-up: Depots (14.1)', 'Schieramento: Depositi (14.1)'),
  convert: loc('Supply: convert a Depot (7.1)', 'Rifornimento: convertire un Deposito (7.1)'),
  'trains-table': loc('Supply: trains of Tab. 7.3 (7.2)', 'Rifornimento: treni della Tab. 7.3 (7.2)'),
  trains: loc('Supply: place the trains (7.4)', 'Rifornimento: piazzare i treni (7.4)'),
  depots: loc('Supply: establish Depots (7.6)', 'Rifornimento: costituire Depositi (7.6)'),
  recovery: loc('Recovery (8.1)', 'Recupero (8.1)'),
  movement: loc('Strategic movement (8.2)', 'Movimento strategico (8.2)'),
  combat: loc('Combat (10)', 'Combattimento (10)'),
  leaders: loc('Leader movement (12)', 'Movimento dei Comandanti (12)'),
  arrivals: loc('Reinforcements: which arrive (13.2)', 'Rinforzi: quali arrivano (13.2)'),
  reinforcements: loc('Reinforcements: placing them (13.3)', 'Rinforzi: piazzarli (13.3)'),
  'vp-values': loc('End: Victory Points (14.7)', 'Fine: Punti Vittoria (14.7)'),
  cards: CARDS_STEP_NAME,
  'turn-start': loc('Start of the turn (16.9, 16.11)', 'Inizio del turno (16.9, 16.11)'),
  'two-year': TWO_YEAR_STEP_NAME,
  over: loc('Game over', 'Partita finita'),
};

export function phaseName(s: N1812State): Localized {
  const top = s.prompts.at(-1);
  if (top?.name === 'move') return loc('Strategic movement: a move (8.4)', 'Movimento strategico: un movimento (8.4)');
  if (top?.name === 'attrition') return loc('Attrition (8.5)', 'Attrito (8.5)');
  if (top?.name === 'refuge') return loc('Leader escape (11.19)', 'Fuga del Comandante (11.19)');
  if (top?.name === 'leader-rank') return loc('Leaders: ranks (16.2)', 'Comandanti: gradi (16.2)');
  if (top?.name === 'remove-depots') return loc('Supply: Depots removed (7.2)', 'Rifornimento: Depositi rimossi (7.2)');
  if (top?.name === 'reserve-size' || top?.name === 'reserve-losses')
    return loc('The Cavalry Reserve (16.7)', 'La Riserva di Cavalleria (16.7)');
  if (top?.name === 'independence') return loc('The western territories (16.9)', 'I territori occidentali (16.9)');
  if (top?.name === 'defection') return loc('Defections (16.11)', 'Defezioni (16.11)');
  return STEP_NAME[s.step];
}

export function turnLabel(turn: number, winter: boolean): Localized {
  return winter ? loc(`Turn ${turn} (winter)`, `Turno ${turn} (inverno)`) : loc(`Turn ${turn}`, `Turno ${turn}`);
}

/** What the side asked must do now (`mine`), or what the game waits for. */
export function prompt(game: N1812Game, s: N1812State, active: readonly Side[], mine: boolean): Localized {
  if (s.over) return overReason(s);
  if (!mine)
    return both(
      (l) => `${l === 'en' ? 'Waiting for' : 'In attesa di'}: ${active.map((a) => SIDE_NAME[a][l]).join(', ')}.`,
    );
  const top = s.prompts.at(-1);
  if (top) return promptOf(game, top);
  switch (s.step) {
    case 'setup-free':
      return s.toAct === 'russian'
        ? loc(
            'Free set-up (14.1): place your counters in Russia, at least 1 artillery, 3 cavalry and 10 infantry within 7 hexes of the border; no more than 6 OF a hex (4.1).',
            'Disposizione libera (14.1): piazza i tuoi segnalini in Russia, almeno 1 artiglieria, 3 cavallerie e 10 fanterie entro 7 esagoni dal confine; non più di 6 FO per esagono (4.1).',
          )
        : loc(
            'Free set-up (14.1): place your counters in any hex west of Russia; no more than 6 OF a hex (4.1).',
            'Disposizione libera (14.1): piazza i tuoi segnalini in qualsiasi esagono a ovest della Russia; non più di 6 FO per esagono (4.1).',
          );
    case 'setup-depots':
      return loc(
        'Place your Depots on cities linked to your supply sources (14.1, 7.6, 7.7), then Done.',
        'Piazza i tuoi Depositi su città collegate alle tue fonti di rifornimento (14.1, 7.6, 7.7), poi Fatto.',
      );
    case 'convert':
      return loc(
        'You may convert one Depot into a Supply Train (7.1), or Done.',
        'Puoi convertire un Deposito in un Treno di Rifornimento (7.1), oppure Fatto.',
      );
    case 'trains-table':
      return loc(
        `The rulebook does not print Tab. 7.3: give the number of Supply Trains it lists for you on turn ${s.turn} (asked once, recorded in the game).`,
        `Il regolamento non riporta la Tab. 7.3: indica il numero di Treni di Rifornimento che elenca per te al turno ${s.turn} (chiesto una volta, registrato nella partita).`,
      );
    case 'trains':
      return loc(
        'Place a train marker face down on one of your stacks, a real one or a dummy, or pass by discarding a real one (7.4).',
        'Piazza un segnalino treno coperto su un tuo stack, vero o fittizio, oppure passa scartandone uno vero (7.4).',
      );
    case 'depots':
      return loc(
        'Establish Depots with the trains on your stacks in cities (7.6, 7.7), then Done.',
        'Costituisci Depositi con i treni sui tuoi stack in città (7.6, 7.7), poi Fatto.',
      );
    case 'recovery':
      return loc(
        'Recover the disrupted units of stacks with a train and a leader (8.1), then Done.',
        'Recupera le unità disorganizzate degli stack con un treno e un Comandante (8.1), poi Fatto.',
      );
    case 'movement':
      return loc(
        'Move a stack with a train and a leader (8.4), or pass by discarding a real train (8.2).',
        'Muovi uno stack con un treno e un Comandante (8.4), oppure passa scartando un treno vero (8.2).',
      );
    case 'combat':
      return loc(
        'Order an attack (10.1), or decline: you make no more attacks this turn (10.7).',
        'Ordina un attacco (10.1), oppure rinuncia: non attacchi più in questo turno (10.7).',
      );
    case 'leaders':
      return loc(
        'Move a leader up to 3 hexes (12.1), or Done.',
        'Muovi un Comandante fino a 3 esagoni (12.1), oppure Fatto.',
      );
    case 'arrivals':
      return loc(
        'The rulebook does not print Tab. 13.2 and the pack does not hold it: say which of your counters off the map arrive as reinforcements this turn (none is allowed), then Done; you then place them where 13.3 allows.',
        'Il regolamento non riporta la Tab. 13.2 e il pacchetto non la contiene: indica quali tuoi segnalini fuori mappa arrivano come rinforzi in questo turno (anche nessuno), poi Fatto; poi li piazzi dove la 13.3 consente.',
      );
    case 'reinforcements':
      return loc(
        'Place your reinforcements, one at a time: at their city or next to it (the French west of Russia), never on or next to enemy units nor over 6 OF a hex (13.3, 4.1).',
        'Piazza i tuoi rinforzi, uno alla volta: nella loro città o adiacenti (i francesi a ovest della Russia), mai su o adiacenti a unità nemiche né oltre 6 FO per esagono (13.3, 4.1).',
      );
    case 'vp-values':
      return loc(
        'The rulebook does not print the value of these VP cities (the red number on the map): give it (asked once).',
        'Il regolamento non riporta il valore di queste città PV (il numero rosso sulla mappa): indicalo (chiesto una volta).',
      );
    case 'two-year':
      return twoYearPrompt(s);
    case 'cards':
      return cardsPrompt(game, s, active[0]!);
    default:
      return STEP_NAME[s.step];
  }
}

function promptOf(game: N1812Game, top: Prompt): Localized {
  switch (top.name) {
    case 'move':
      return both((l) =>
        l === 'en'
          ? `Move from ${hexName(game, top.draft.from)}: ${top.draft.path.length - 1} hex(es) so far${top.draft.forcedMarch ? ', forced march' : ''}. Choose the next hex, who goes, then Confirm.`
          : `Movimento da ${hexName(game, top.draft.from)}: ${top.draft.path.length - 1} esagono/i finora${top.draft.forcedMarch ? ', marcia forzata' : ''}. Scegli il prossimo esagono, chi muove, poi Conferma.`,
      );
    case 'attrition':
      return both((l) =>
        l === 'en'
          ? `Attrition at ${hexName(game, top.hex)}: choose ${top.eliminate > 0 ? `${top.eliminate} unit(s) to eliminate` : `${top.disrupt} unit(s) to disrupt`} (8.5).`
          : `Attrito in ${hexName(game, top.hex)}: scegli ${top.eliminate > 0 ? `${top.eliminate} unità da eliminare` : `${top.disrupt} unità da disordinare`} (8.5).`,
      );
    case 'leader-rank':
      return rankQuestion(game, top);
    case 'refuge':
      return both((l) =>
        l === 'en'
          ? `${pieceName(game, top.leader)} escapes: choose the friendly stack within 3 hexes he goes to (11.19).`
          : `${pieceName(game, top.leader)} fugge: scegli lo stack amico entro 3 esagoni in cui va (11.19).`,
      );
    case 'remove-depots':
      return both((l) =>
        l === 'en'
          ? `${SIDE_NAME[top.owner].en} has fewer trains than Depots: you may remove up to ${top.count} of his Depots (7.2).`
          : `${SIDE_NAME[top.owner].it} ha meno treni che Depositi: puoi rimuovere fino a ${top.count} dei suoi Depositi (7.2).`,
      );
    case 'combat':
      return loc('Go on with the combat.', 'Prosegui il combattimento.');
    case 'reserve-size':
      return loc(
        'The book does not list the Cavalry Reserve and the pack’s set-up has none: how many cavalry divisions does your Reserve have (asked once)? They deploy in 2309, 2409, 2509, 2510 with Murat and Grouchy (16.7).',
        'Il regolamento non elenca la Riserva di Cavalleria e la disposizione del pacchetto non ne ha: quante divisioni di cavalleria ha la tua Riserva (chiesto una volta)? Si schierano in 2309, 2409, 2509, 2510 con Murat e Grouchy (16.7).',
      );
    case 'reserve-losses':
      return both((l) =>
        l === 'en'
          ? `Choose ${top.count} French cavalry division(s) to remove: the Reserve’s first, then other French cavalry (16.7).`
          : `Scegli ${top.count} division(i) di cavalleria francese da togliere: prima quelle della Riserva, poi altra cavalleria francese (16.7).`,
      );
    case 'independence':
      return loc(
        'After the Ukrainian revolt you may declare the independence of the western territories: the western Russian cities your units occupy become friendly to you for the rest of the game, but you then win only if you occupy every city of 14.7 at the end of turn 16 (16.9).',
        'Dopo la rivolta ucraina puoi dichiarare l’indipendenza dei territori occidentali: le città russe occidentali occupate dalle tue unità diventano tue amiche per il resto del gioco, ma vinci solo se alla fine del turno 16 occupi tutte le città della 14.7 (16.9).',
      );
    case 'defection':
      return loc(
        'Choose a combat unit of a French foreign contingent: it leaves the game (16.11).',
        'Scegli un’unità di combattimento di un contingente straniero francese: è rimossa dal gioco (16.11).',
      );
  }
}

export function overReason(s: N1812State): Localized {
  const over = s.over;
  if (!over) return loc('', '');
  if (over.reason === 'napoleon')
    return loc(
      'Napoleon was killed or captured: the Russian wins (14.7).',
      'Napoleone è stato ucciso o catturato: vince il russo (14.7).',
    );
  return both((l) =>
    l === 'en'
      ? `End of turn 16: French ${over.french} VP, Russian ${over.russian} VP; ${SIDE_NAME[over.winner].en} wins (14.7).`
      : `Fine del turno 16: francesi ${over.french} PV, russi ${over.russian} PV; vince ${SIDE_NAME[over.winner].it} (14.7).`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The log

const steps = (e: GameEvent): Localized | null =>
  Array.isArray(e['steps']) ? explain(e['steps'] as N1812Step[]) : null;

const n = (e: GameEvent, k: string): number => Number(e[k] ?? 0);
const str = (e: GameEvent, k: string): string => String(e[k] ?? '');
const list = (e: GameEvent, k: string): string[] => (Array.isArray(e[k]) ? (e[k] as string[]) : []);

export function describe(game: N1812Game, e: GameEvent): Localized | undefined {
  const who = (k = 'side') => SIDE_NAME[str(e, k) as Side] ?? loc(str(e, k), str(e, k));
  const at = (k = 'hex') => hexName(game, str(e, k));
  switch (e.kind) {
    case 'leader-rank':
      return describeRank(game, e);
    case 'setup':
      if (e['free'] === true)
        return loc(
          'The free set-up (14.1): the Russian places his counters first, then the French; then the Depots, the Russian first.',
          'Disposizione libera (14.1): il russo piazza per primo i suoi segnalini, poi il francese; poi i Depositi, prima il russo.',
        );
      return loc(
        'The historical set-up (14.1): the Russian places his Depots first.',
        'Schieramento storico (14.1): il russo piazza per primo i suoi Depositi.',
      );
    case 'setup-place':
      if (e['fog'] === true)
        return both((l) => `${who()[l]}: ${l === 'en' ? 'a counter at' : 'un segnalino a'} ${at()} (14.1).`);
      return both((l) => `${who()[l]}: ${pieceName(game, str(e, 'piece'))} ${l === 'en' ? 'at' : 'a'} ${at()} (14.1).`);
    case 'setup-depot':
      return both((l) => `${who()[l]}: ${l === 'en' ? 'Depot at' : 'Deposito a'} ${at()} (14.1).`);
    case 'step-done':
      return both((l) => `${who()[l]}: ${l === 'en' ? 'done' : 'fatto'}.`);
    case 'turn':
      return both((l) => `${l === 'en' ? 'Turn' : 'Turno'} ${n(e, 'turn')}.`);
    case 'forage':
      return both((l) =>
        l === 'en'
          ? `Forage at ${at()}: ${n(e, 'die')} against ${n(e, 'units')} unit(s): ${e['outOfSupply'] ? 'out of supply' : 'fed'} (6.3).`
          : `Foraggiamento in ${at()}: ${n(e, 'die')} contro ${n(e, 'units')} unità: ${e['outOfSupply'] ? 'non rifornite' : 'nutrite'} (6.3).`,
      );
    case 'supply': {
      const riga = list(e, 'rigaCut');
      const rigaText = loc(
        riga.length > 0
          ? ` In Riga, out of supply but not disrupted: ${names(game, riga)} (they neither move nor fight this turn).`
          : '',
        riga.length > 0
          ? ` A Riga, fuori rifornimento ma non disorganizzate: ${names(game, riga)} (non muovono né combattono in questo turno).`
          : '',
      );
      return both((l) =>
        l === 'en'
          ? `General supply (6.1–6.5): ${n(e, 'outOfSupply')} unit(s) out of supply; disrupted: ${names(game, list(e, 'disrupted')) || 'none'}; eliminated: ${names(game, list(e, 'eliminated')) || 'none'}.${rigaText.en}`
          : `Rifornimento generale (6.1–6.5): ${n(e, 'outOfSupply')} unità non rifornite; disorganizzate: ${names(game, list(e, 'disrupted')) || 'nessuna'}; eliminate: ${names(game, list(e, 'eliminated')) || 'nessuna'}.${rigaText.it}`,
      );
    }
    case 'convert':
      return both(
        (l) =>
          `${who()[l]}: ${l === 'en' ? 'the Depot at' : 'il Deposito a'} ${at()} ${l === 'en' ? 'becomes a Supply Train, face up (7.1)' : 'diventa un Treno di Rifornimento, scoperto (7.1)'}.`,
      );
    case 'value-learned':
      return isLearnedEvent(e) ? describeLearned(e) : undefined;
    case 'trains':
      return both((l) =>
        l === 'en'
          ? `${who().en}: Tab. 7.3 ${n(e, 'table')} − ${n(e, 'depots')} Depot(s) on the map − ${n(e, 'lost')} lost${e['reserve'] ? ` − ${n(e, 'reserve')} Cavalry Reserve (16.7)` : ''} = ${n(e, 'trains')} train(s), and 2 dummies (7.2, 7.5).`
          : `${who().it}: Tab. 7.3 ${n(e, 'table')} − ${n(e, 'depots')} Depositi sulla mappa − ${n(e, 'lost')} persi${e['reserve'] ? ` − ${n(e, 'reserve')} Riserva di Cavalleria (16.7)` : ''} = ${n(e, 'trains')} treni, e 2 fittizi (7.2, 7.5).`,
      );
    case 'first-player':
      return e['die'] !== undefined
        ? both((l) =>
            l === 'en'
              ? `Tab. 7.3 gives both sides as many trains; the book names no first player: a die, ${n(e, 'die')}: ${who().en} places and moves first.`
              : `La Tab. 7.3 dà lo stesso numero di treni; il regolamento non dice chi inizia: un dado, ${n(e, 'die')}: ${who().it} piazza e muove per primo.`,
          )
        : both((l) =>
            l === 'en'
              ? `${who().en} has more trains in Tab. 7.3: places and moves first (7.4, 8.2).`
              : `${who().it} ha più treni nella Tab. 7.3: piazza e muove per primo (7.4, 8.2).`,
          );
    case 'train':
      return both((l) => `${who()[l]}: ${l === 'en' ? 'a train marker on' : 'un segnalino treno su'} ${at()} (7.4).`);
    case 'train-pass':
      return both(
        (l) =>
          `${who()[l]}: ${l === 'en' ? 'passes, discarding a real train (7.4)' : 'passa, scartando un treno vero (7.4)'}.`,
      );
    case 'trains-unplaced':
      return both((l) =>
        l === 'en'
          ? `${who().en} has no stack a train may go on: the markers left are set aside (7.3).`
          : `${who().it} non ha stack su cui mettere un treno: i segnalini rimasti sono messi da parte (7.3).`,
      );
    case 'depot-removed':
      return both(
        (l) =>
          `${who()[l]} ${l === 'en' ? 'removes the Depot of' : 'rimuove il Deposito di'} ${who('owner')[l]} ${l === 'en' ? 'at' : 'a'} ${at()} (7.2).`,
      );
    case 'establish':
      return both(
        (l) => `${who()[l]}: ${l === 'en' ? 'a Depot established at' : 'Deposito costituito a'} ${at()} (7.6, 7.7).`,
      );
    case 'recover':
      if (e['fog'] === true)
        return both((l) =>
          l === 'en'
            ? `${who().en} at ${at()}: ${list(e, 'units').length} unit(s) recover (8.1, CR ${n(e, 'cr')}).`
            : `${who().it} a ${at()}: ${list(e, 'units').length} unità recuperano (8.1, CR ${n(e, 'cr')}).`,
        );
      return both((l) =>
        l === 'en'
          ? `${who().en} at ${at()}: ${names(game, list(e, 'units'))} recover (8.1, CR ${n(e, 'cr')}).`
          : `${who().it} a ${at()}: ${names(game, list(e, 'units'))} recuperano (8.1, CR ${n(e, 'cr')}).`,
      );
    case 'move':
      // 15.1: under the fog of war the log (shown to both sides) says only how many counters moved.
      if (e['fog'] === true) {
        const count = list(e, 'units').length + list(e, 'leaders').length;
        return both((l) =>
          l === 'en'
            ? `${who().en}: ${count} counter(s) move ${at('from')} → ${at('to')} (${list(e, 'path').length - 1} hexes${e['forcedMarch'] ? ', forced march' : ''}).`
            : `${who().it}: ${count} segnalino/i muovono ${at('from')} → ${at('to')} (${list(e, 'path').length - 1} esagoni${e['forcedMarch'] ? ', marcia forzata' : ''}).`,
        );
      }
      return both((l) =>
        l === 'en'
          ? `${who().en}: ${names(game, [...list(e, 'units'), ...list(e, 'leaders')])} move ${at('from')} → ${at('to')} (${list(e, 'path').length - 1} hexes${e['forcedMarch'] ? ', forced march' : ''}).`
          : `${who().it}: ${names(game, [...list(e, 'units'), ...list(e, 'leaders')])} muovono ${at('from')} → ${at('to')} (${list(e, 'path').length - 1} esagoni${e['forcedMarch'] ? ', marcia forzata' : ''}).`,
      );
    case 'move-pass':
      return both((l) =>
        l === 'en'
          ? `${who().en} passes, discarding the train at ${at()} (8.2).`
          : `${who().it} passa, scartando il treno a ${at()} (8.2).`,
      );
    case 'depot-captured':
      return both((l) =>
        l === 'en'
          ? `${who().en} enters ${at()}: the enemy Depot there is eliminated, one train fewer a turn for its owner (8.8).`
          : `${who().it} entra in ${at()}: il Deposito nemico è eliminato, un treno in meno a turno per il suo proprietario (8.8).`,
      );
    case 'escape':
      return both((l) =>
        l === 'en'
          ? `${pieceName(game, str(e, 'leader'))} at ${at()} rolls ${n(e, 'die')}: ${e['fate'] === 'eliminated' ? 'eliminated' : 'escapes'} (11.19).`
          : `${pieceName(game, str(e, 'leader'))} a ${at()} tira ${n(e, 'die')}: ${e['fate'] === 'eliminated' ? 'eliminato' : 'fugge'} (11.19).`,
      );
    case 'refuge':
      return both(() => `${pieceName(game, str(e, 'leader'))} → ${at()} (11.19).`);
    case 'attrition':
      return steps(e) ?? undefined;
    case 'attrition-loss':
      // 15.1: under the fog of war the log says what befell a unit of the stack, not which one.
      if (e['fog'] === true)
        return both((l) =>
          l === 'en'
            ? `${who().en} at ${at()}: a unit ${e['eliminated'] ? 'eliminated' : 'disrupted'} by attrition (8.5).`
            : `${who().it} a ${at()}: un'unità ${e['eliminated'] ? 'eliminata' : 'disorganizzata'} per attrito (8.5).`,
        );
      return both(
        (l) =>
          `${pieceName(game, str(e, 'unit'))}: ${e['eliminated'] ? (l === 'en' ? 'eliminated' : 'eliminata') : l === 'en' ? 'disrupted' : 'disorganizzata'} ${l === 'en' ? 'by attrition' : 'per attrito'} (8.5).`,
      );
    case 'forage-markers':
      return both((l) =>
        l === 'en'
          ? `Forage markers (8.7): ${list(e, 'hexes')
              .map((h) => hexName(game, h))
              .join(', ')}.`
          : `Segnalini Foraggiamento (8.7): ${list(e, 'hexes')
              .map((h) => hexName(game, h))
              .join(', ')}.`,
      );
    case 'trains-removed':
      return both((l) =>
        l === 'en'
          ? `${n(e, 'count')} train marker(s) not used are removed.`
          : `${n(e, 'count')} segnalini treno non usati sono rimossi.`,
      );
    case 'combat-commands':
      return steps(e) ?? undefined;
    case 'combat-phase-over':
      return loc(
        'No more attacks: the Forced March markers come off (10.9).',
        'Nessun altro attacco: si tolgono i segnalini Marcia Forzata (10.9).',
      );
    case 'leader-move':
      if (e['fog'] === true)
        return both((l) =>
          l === 'en'
            ? `${who().en}: a leader moves ${at('from')} → ${at('to')} (12.1).`
            : `${who().it}: un Comandante muove ${at('from')} → ${at('to')} (12.1).`,
        );
      return both(() => `${pieceName(game, str(e, 'leader'))}: ${at('from')} → ${at('to')} (12.1).`);
    case 'fake-on':
      return both((l) =>
        l === 'en'
          ? `${who().en}: a fake counter on the stack at ${at()} (15.1).`
          : `${who().it}: un segnalino fasullo sullo stack a ${at()} (15.1).`,
      );
    case 'fake-off':
      return both((l) =>
        l === 'en'
          ? `${who().en}: a fake counter off the stack at ${at()} (15.1).`
          : `${who().it}: un segnalino fasullo tolto dallo stack a ${at()} (15.1).`,
      );
    case 'cossack':
      return both((l) =>
        l === 'en'
          ? `Cossacks at ${at()}: ${n(e, 'die')}, ${e['hit'] ? `${pieceName(game, str(e, 'unit'))} ${e['eliminated'] ? 'eliminated' : 'disrupted'}` : 'no hit'} (13.1).`
          : `Cosacchi in ${at()}: ${n(e, 'die')}, ${e['hit'] ? `${pieceName(game, str(e, 'unit'))} ${e['eliminated'] ? 'eliminata' : 'disorganizzata'}` : 'nessun danno'} (13.1).`,
      );
    case 'reinforcements': {
      if (e['table'] === true) {
        const arrive = (x: Side) => {
          const ids = list(e, x);
          return ids.length > 0 ? names(game, ids) : null;
        };
        const unread = list(e, 'unread');
        return both((l) => {
          const parts = (['french', 'russian'] as const)
            .map((x) => (arrive(x) ? `${SIDE_NAME[x][l]}: ${arrive(x)}` : null))
            .filter((x) => x !== null);
          const none = l === 'en' ? 'none arrive' : 'non ne arrivano';
          const bad =
            unread.length === 0
              ? ''
              : l === 'en'
                ? ` The pack's table writes units the game does not read (${unread.join(', ')}): they do not arrive; a referee may correct the table.`
                : ` La tabella del pacchetto scrive unità che il gioco non legge (${unread.join(', ')}): non arrivano; un arbitro può correggere la tabella.`;
          return `${l === 'en' ? 'Reinforcements of turn' : 'Rinforzi del turno'} ${n(e, 'turn')} (Tab. 13.2): ${parts.length > 0 ? parts.join('; ') : none}.${bad}`;
        });
      }
      const asked = list(e, 'asked') as Side[];
      if (asked.length === 0)
        return loc(
          'Reinforcements (13.2): the rulebook does not print Tab. 13.2, the pack does not hold it, and no counter is off the map: none arrive.',
          'Rinforzi (13.2): il regolamento non riporta la Tab. 13.2, il pacchetto non la contiene, e nessun segnalino è fuori mappa: non ne arrivano.',
        );
      return both((l) =>
        l === 'en'
          ? `Reinforcements (13.2): the rulebook does not print Tab. 13.2 and the pack does not hold it, so ${asked.map((x) => SIDE_NAME[x].en).join(' and ')} ${asked.length > 1 ? 'are' : 'is'} asked which counters off the map arrive this turn.`
          : `Rinforzi (13.2): il regolamento non riporta la Tab. 13.2 e il pacchetto non la contiene, quindi si chiede a ${asked.map((x) => SIDE_NAME[x].it).join(' e ')} quali segnalini fuori mappa arrivano in questo turno.`,
      );
    }
    case 'sweden':
      return steps(e) ?? undefined;
    case 'reserve-deployed':
      return both((l) =>
        l === 'en'
          ? `The Cavalry Reserve deploys in 2309, 2409, 2509, 2510 with Murat and Grouchy: ${names(game, list(e, 'units'))} (16.7).`
          : `La Riserva di Cavalleria si schiera in 2309, 2409, 2509, 2510 con Murat e Grouchy: ${names(game, list(e, 'units'))} (16.7).`,
      );
    case 'reserve-roll': {
      const explained = steps(e);
      const none =
        e['none'] === true
          ? loc(
              ' The French has no cavalry on the map: nothing is removed.',
              ' Il francese non ha cavalleria sulla mappa: nulla è tolto.',
            )
          : loc('', '');
      return both(
        (l) => `${l === 'en' ? 'Cavalry Reserve' : 'Riserva di Cavalleria'}: ${explained?.[l] ?? ''}${none[l]}`,
      );
    }
    case 'reserve-removed':
      return both((l) =>
        l === 'en'
          ? `The Russian removes ${pieceName(game, str(e, 'unit'))} from the game (16.7).`
          : `Il russo toglie dal gioco ${pieceName(game, str(e, 'unit'))} (16.7).`,
      );
    case 'revolt': {
      const explained = steps(e);
      return both((l) => `${l === 'en' ? 'V Corps occupies Kiev' : 'Il V Corpo occupa Kiev'}: ${explained?.[l] ?? ''}`);
    }
    case 'revolt-late':
      return both((l) =>
        l === 'en'
          ? `V Corps first occupies Kiev on turn ${n(e, 'turn')}: 16.8 gives no number after turn 9, so no roll and no revolt (16.8).`
          : `Il V Corpo occupa Kiev per la prima volta al turno ${n(e, 'turn')}: la 16.8 non dà un numero dopo il turno 9, quindi nessun tiro e nessuna rivolta (16.8).`,
      );
    case 'third-army': {
      const ids = list(e, 'pieces');
      return both((l) =>
        l === 'en'
          ? ids.length > 0
            ? `Tormasov’s 3rd Army is removed from the game: ${names(game, ids)} (16.8).`
            : 'Tormasov’s 3rd Army is removed from the game; the pack has no counter of it (named 3-… or Tormasov): nothing to remove (16.8).'
          : ids.length > 0
            ? `La 3ª Armata di Tormasov è rimossa dal gioco: ${names(game, ids)} (16.8).`
            : 'La 3ª Armata di Tormasov è rimossa dal gioco; il pacchetto non ne ha segnalini (nominati 3-… o Tormasov): nulla da rimuovere (16.8).',
      );
    }
    case 'independence':
      return e['declare'] === true
        ? loc(
            'The French declares the independence of the western territories: the western Russian cities French units occupy become French-friendly for the rest of the game; the French wins only if he occupies every city of 14.7 (16.9).',
            'Il francese dichiara l’indipendenza dei territori occidentali: le città russe occidentali occupate da unità francesi diventano amiche dei francesi per il resto del gioco; il francese vince solo se occupa tutte le città della 14.7 (16.9).',
          )
        : loc(
            'The French does not declare the independence of the western territories (16.9).',
            'Il francese non dichiara l’indipendenza dei territori occidentali (16.9).',
          );
    case 'cities-freed': {
      const cities = list(e, 'hexes')
        .map((h) => hexName(game, h))
        .join(', ');
      return both((l) =>
        l === 'en'
          ? `Occupied by French units, ${cities} become French-friendly for the rest of the game (16.9; the western cities read off the schematic map).`
          : `Occupate da unità francesi, ${cities} diventano amiche dei francesi per il resto del gioco (16.9; le città occidentali lette sulla mappa schematica).`,
      );
    }
    case 'independence-verdict': {
      const cities = list(e, 'hexes')
        .map((h) => hexName(game, h))
        .join(', ');
      return both((l) =>
        l === 'en'
          ? `The French declared the western territories independent and does not occupy ${cities}: he cannot win (16.9).`
          : `Il francese ha dichiarato l’indipendenza dei territori occidentali e non occupa ${cities}: non può vincere (16.9).`,
      );
    }
    case 'defection':
      return both((l) =>
        l === 'en'
          ? `Defection: the Russian removes ${pieceName(game, str(e, 'unit'))}, of a French foreign contingent, from the game (16.11).`
          : `Defezione: il russo toglie dal gioco ${pieceName(game, str(e, 'unit'))}, di un contingente straniero francese (16.11).`,
      );
    case 'defection-none':
      return e['reason'] === 'held'
        ? loc(
            'No defection this turn: the French occupies Moscow or St Petersburg (16.11).',
            'Nessuna defezione in questo turno: il francese occupa Mosca o San Pietroburgo (16.11).',
          )
        : loc(
            'No defection: the French has no combat unit of a foreign contingent on the map (16.11; the pack marks none, README).',
            'Nessuna defezione: il francese non ha sulla mappa unità di un contingente straniero (16.11; il pacchetto non ne indica, README).',
          );
    case 'chaos': {
      const explained = steps(e);
      return both(
        (l) => `${l === 'en' ? 'The Russian stack at' : 'Lo stack russo a'} ${at()}: ${explained?.[l] ?? ''}`,
      );
    }
    case 'arrivals-chosen': {
      const ids = list(e, 'pieces');
      if (e['fog'] === true)
        return both((l) =>
          l === 'en'
            ? `${who().en}, asked (no Tab. 13.2): ${ids.length} counter(s) arrive (13.2).`
            : `${who().it}, a domanda (manca la Tab. 13.2): arrivano ${ids.length} segnalini (13.2).`,
        );
      return both((l) =>
        l === 'en'
          ? `${who().en}, asked (no Tab. 13.2): ${ids.length > 0 ? `${names(game, ids)} arrive` : 'none arrive'} (13.2).`
          : `${who().it}, a domanda (manca la Tab. 13.2): ${ids.length > 0 ? `arrivano ${names(game, ids)}` : 'non ne arriva nessuno'} (13.2).`,
      );
    }
    case 'reinforce':
      if (e['fog'] === true)
        return both((l) =>
          l === 'en'
            ? `${who().en}: a reinforcement arrives at ${at()} (13.3).`
            : `${who().it}: un rinforzo arriva a ${at()} (13.3).`,
        );
      return both((l) =>
        l === 'en'
          ? `${who().en}: ${pieceName(game, str(e, 'piece'))} arrives at ${at()} (13.3).`
          : `${who().it}: ${pieceName(game, str(e, 'piece'))} arriva a ${at()} (13.3).`,
      );
    case 'reinforcement-lost':
      return both((l) =>
        l === 'en'
          ? `${who().en}: ${pieceName(game, str(e, 'piece'))} has nowhere to arrive (13.3: not on or next to enemy units, nor over 6 OF): it never arrives, eliminated.`
          : `${who().it}: ${pieceName(game, str(e, 'piece'))} non ha dove arrivare (13.3: non su o adiacente a unità nemiche, né oltre 6 FO): non arriva mai, eliminato.`,
      );
    case 'victory':
      return both((l) =>
        l === 'en'
          ? `Victory Points (14.7): French ${n(e, 'french')}, Russian ${n(e, 'russian')}: ${who('winner').en} wins.`
          : `Punti Vittoria (14.7): francesi ${n(e, 'french')}, russi ${n(e, 'russian')}: vince ${who('winner').it}.`,
      );
    case 'correct':
      return both((l) =>
        l === 'en'
          ? `Referee's correction: ${pieceName(game, str(e, 'piece'))} ${str(e, 'to') === 'eliminated' ? 'eliminated' : `to ${at('to')}`}${e['disrupted'] === undefined ? '' : e['disrupted'] ? ', disrupted' : ', in good order'}.`
          : `Correzione dell'arbitro: ${pieceName(game, str(e, 'piece'))} ${str(e, 'to') === 'eliminated' ? 'eliminato' : `in ${at('to')}`}${e['disrupted'] === undefined ? '' : e['disrupted'] ? ', disorganizzato' : ', in buon ordine'}.`,
      );
    default:
      return undefined;
  }
}
