import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { askPrompt, describeLearned, isLearnedEvent } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { problemWords, SIDE_NAME } from '../words.js';
import { askOf } from './learned.js';
import { reinforcementEvent, reinforcementPrompt, reinforcementRefusal } from './reinforcement-words.js';
import type { BattleMap, MapStage, MapStep } from '../rules/placement.js';
import type { Game } from './setup.js';
import type { Frame, GiState, Step } from './state.js';

const STAGE_WORDS: Record<string, Localized> = {
  defender: loc('front line (9.2.2)', 'la prima linea (9.2.2)'),
  attacker: loc('line and reserves (9.2.3 a, 9.2.5 b)', 'la linea e le riserve (9.2.3 a, 9.2.5 b)'),
  reserve: loc('reserves (9.2.5 a)', 'le riserve (9.2.5 a)'),
};

/** The Battle Map so far, space by space: the defender, what faces it, the reserves. */
function mapWords(map: BattleMap, namer: Namer): Localized {
  const names = (g: readonly string[] | null): string => (g ? g.map(namer.unit).join(' & ') : '');
  if (map.columns.length === 0) return loc('empty', 'vuota');
  const line = (lang: 'en' | 'it'): string =>
    map.columns
      .map((c, i) => {
        const vs = c.attacker ? (lang === 'en' ? ` vs ${names(c.attacker)}` : ` contro ${names(c.attacker)}`) : '';
        const ar = c.attackerReserve
          ? lang === 'en'
            ? `, reserve ${names(c.attackerReserve)}`
            : `, riserva ${names(c.attackerReserve)}`
          : '';
        const dr = c.defenderReserve
          ? lang === 'en'
            ? `, defender reserve ${names(c.defenderReserve)}`
            : `, riserva del difensore ${names(c.defenderReserve)}`
          : '';
        return `${lang === 'en' ? 'space' : 'spazio'} ${i + 1}: ${names(c.defender)}${vs}${ar}${dr}`;
      })
      .join('; ');
  return loc(line('en'), line('it'));
}

function battleMapPrompt(frame: Extract<Frame, { name: 'battle-map' }>, who: Localized, namer: Namer): Localized {
  const now = mapWords(frame.map, namer);
  switch (frame.stage) {
    case 'defender':
      return loc(
        `${who.en}: battle in hex ${frame.hex}. Place your combat units and forts in the four front spaces of the Battle Map (9.2.2): a space holds a corps, a fort, or two divisions/brigades of one nationality and arm; beyond four spaces forts return to the hex first, then Disorganized units, brigades, divisions, corps. Accept the suggestion, or fill a space at a time. So far: ${now.en}.`,
        `${who.it}: battaglia nell'esagono ${frame.hex}. Piazzate le vostre unità combattenti e i forti nei quattro spazi di prima linea della Mappa di Battaglia (9.2.2): uno spazio contiene un corpo, un forte, o due divisioni/brigate della stessa nazionalità e tipo; oltre i quattro spazi tornano nell'esagono prima i forti, poi le unità disorganizzate, brigate, divisioni, corpi. Accettate il suggerimento, o riempite uno spazio alla volta. Finora: ${now.it}.`,
      );
    case 'attacker':
      return loc(
        `${who.en}: battle in hex ${frame.hex}. Face the defender's front line (9.2.3 a): intact corps (or pairs worth a corps) first, then infantry divisions, brigades, cavalry divisions, and Disorganized units if you choose; the spaces facing intact units before those facing Disorganized units or forts; cavalry never faces a fort (9.6.1). Units facing no one may go into reserve behind a space that fights (9.2.5 b; cavalry only opposite cavalry, British cavalry opposite infantry too). Battle Map: ${now.en}.`,
        `${who.it}: battaglia nell'esagono ${frame.hex}. Fronteggiate la prima linea del difensore (9.2.3 a): prima i corpi non disorganizzati (o coppie equivalenti), poi divisioni di fanteria, brigate, divisioni di cavalleria, e le unità disorganizzate se lo scegliete; gli spazi contro unità non disorganizzate prima di quelli contro unità disorganizzate o forti; la cavalleria non fronteggia mai un forte (9.6.1). Le unità senza avversario possono andare in riserva dietro uno spazio che combatte (9.2.5 b; la cavalleria solo contro cavalleria, quella inglese anche contro fanteria). Mappa di Battaglia: ${now.it}.`,
      );
    case 'reserve':
      return loc(
        `${who.en}: battle in hex ${frame.hex}. Your intact units and forts that no attacker faces may go into reserve behind a space that fights, for a free attack at the end of the combat (9.2.5 a; cavalry only opposite cavalry, 9.6.1); the others, and Disorganized units, return to the hex. Battle Map: ${now.en}.`,
        `${who.it}: battaglia nell'esagono ${frame.hex}. Le vostre unità non disorganizzate e i forti senza attaccante possono andare in riserva dietro uno spazio che combatte, con un attacco gratuito alla fine del combattimento (9.2.5 a; la cavalleria solo contro cavalleria, 9.6.1); le altre, e le unità disorganizzate, tornano nell'esagono. Mappa di Battaglia: ${now.it}.`,
      );
  }
}

/** Every text the play module shows, in English and Italian. */

export interface Namer {
  hex(id: string): Localized;
  unit(id: string): string;
}

/** The names of hexes and counters as the pack gives them. */
export function namerOf(game: Game): Namer {
  return {
    hex: (id) => {
      const name = game.hexes.get(id)?.name;
      return name ? loc(`${id} (${name})`, `${id} (${name})`) : loc(`hex ${id}`, `esagono ${id}`);
    },
    unit: (id) => game.counters.get(id)?.name ?? id,
  };
}

export const sideName = (side: Side): Localized => SIDE_NAME[side];

const PHASE: Record<Step, Localized> = {
  cap: loc('CAP Phase (5.0)', 'Fase CAP (5.0)'),
  initiative: loc('Initiative Determination Phase (6.0)', "Fase di Determinazione dell'Iniziativa (6.0)"),
  reinforcement: loc('Reinforcement and Replacement Phase (7.0)', 'Fase dei Rinforzi e dei Rimpiazzi (7.0)'),
  'action-begin': loc('Action Phase (8.0)', 'Fase di Azione (8.0)'),
  action: loc('Action Phase (8.0)', 'Fase di Azione (8.0)'),
  strategic: loc('Strategic Movement Phase (10.0)', 'Fase di Movimento Strategico (10.0)'),
  'admin-a': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-b': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-b2': loc(
    'Administrative Phase: German Immediate Victory (3.2.4 a)',
    'Fase Amministrativa: Vittoria Immediata Tedesca (3.2.4 a)',
  ),
  'admin-c': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-c2': loc(
    'Administrative Phase: victory determination (3.2.4 c)',
    'Fase Amministrativa: determinazione della vittoria (3.2.4 c)',
  ),
  'admin-d': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-e': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-f': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-g': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
  'admin-h': loc('Administrative Phase (11.0)', 'Fase Amministrativa (11.0)'),
};

export function phaseName(state: GiState): Localized {
  if (state.stack.some((f) => f.name === 'place')) return loc('Set-up (3.1)', 'Piazzamento (3.1)');
  return PHASE[state.step];
}

export const turnLabel = (state: GiState): Localized =>
  loc(`Turn ${state.turn} of ${state.lastTurn}`, `Turno ${state.turn} di ${state.lastTurn}`);

/** What the value key asks for, in words. */
export function valueWords(key: string, namer: Namer): Localized {
  const [a, b, c] = key.split('.');
  if (a === 'hex')
    return loc(
      `the terrain value (TEM, the yellow box) printed in hex ${b}`,
      `il valore del terreno (TEM, il riquadro giallo) stampato nell'esagono ${b}`,
    );
  if (a === 'vp' || a === 'vpcheck') {
    const cup = b === 'german' ? loc('German', 'tedesco') : loc('Plan 17', 'Piano 17');
    return loc(
      `the value of the ${cup.en} VP marker you draw from the cup for hex ${c}`,
      `il valore del segnalino VP ${cup.it} che pescate dalla tazza per l'esagono ${c}`,
    );
  }
  const face =
    b === 'back'
      ? loc('back (Disorganized or reduced) side', 'retro (lato disorganizzato o ridotto)')
      : loc('front', 'fronte');
  return loc(
    `the ${c} printed on the ${face.en} of ${namer.unit(a!)}`,
    `il valore ${c} stampato sul ${face.it} di ${namer.unit(a!)}`,
  );
}

export function prompt(frame: Frame | undefined, state: GiState, namer: Namer): Localized {
  if (state.over) return loc('The game is over.', 'La partita è finita.');
  if (!frame) return loc('The sequence of play goes on.', 'La sequenza di gioco prosegue.');
  const who = sideName(frame.side);
  switch (frame.name) {
    case 'place':
      return loc(
        `${who.en}: place the counters the pack leaves off the map on the hex printed on each (3.1), then end the set-up.`,
        `${who.it}: piazzate le pedine che il pacchetto lascia fuori mappa nell'esagono stampato su ciascuna (3.1), poi terminate il piazzamento.`,
      );
    case 'segment':
      return loc(
        `${who.en}: Action Segment (8.1), ${state.cap[frame.side]} CAP: activate a hex, rally one, or pass.`,
        `${who.it}: Segmento di Azione (8.1), ${state.cap[frame.side]} CAP: attivate un esagono, riorganizzatene uno o passate.`,
      );
    case 'activation':
      return loc(
        `${who.en}: hex ${frame.hex} is activated (8.2): move its units, declare and fight battles, then end the activation.`,
        `${who.it}: l'esagono ${frame.hex} è attivato (8.2): muovete le sue unità, dichiarate e combattete le battaglie, poi terminate l'attivazione.`,
      );
    case 'move':
      return loc(
        `${who.en}: moving ${frame.units.map(namer.unit).join(', ')} from ${frame.path.join('→')} (8.4): the next hex, or stop.`,
        `${who.it}: movimento di ${frame.units.map(namer.unit).join(', ')} da ${frame.path.join('→')} (8.4): l'esagono seguente, o fermatevi.`,
      );
    case 'ask': {
      // A counter's printed value or a hex's TEM: core/learned.ts's question (a VP marker drawn: the draft's words).
      const ask = askOf(namer, frame.side, frame.value, frame.max);
      if (ask) {
        const q = askPrompt(ask);
        return loc(
          `${who.en}: ${q.en} The pack lacks it (0–${frame.max}); it is recorded and never asked again.`,
          `${who.it}: ${q.it} Il pacchetto non lo ha (0–${frame.max}); viene registrato e non più richiesto.`,
        );
      }
      const what = valueWords(frame.value, namer);
      return loc(
        `${who.en}: the pack lacks ${what.en}. Give it (0–${frame.max}); it is recorded and never asked again.`,
        `${who.it}: il pacchetto non ha ${what.it}. Indicatelo (0–${frame.max}); viene registrato e non più richiesto.`,
      );
    }
    case 'dta':
      return loc(
        `${who.en}: Defender's Tactical Advantage in hex ${frame.hex} (FoW 7): cancel the battle, fight a Skirmish, or fight it.`,
        `${who.it}: Vantaggio Tattico del Difensore nell'esagono ${frame.hex} (FoW 7): annullate la battaglia, combattete una Scaramuccia, o combattetela.`,
      );
    case 'retreat':
      return loc(
        `${who.en}: retreat from hex ${frame.hex} (9.4.3)${frame.first ? `, on from hex ${frame.first}` : ''}.`,
        `${who.it}: ritirata dall'esagono ${frame.hex} (9.4.3)${frame.first ? `, oltre l'esagono ${frame.first}` : ''}.`,
      );
    case 'replace':
      return loc(
        `${who.en}: replacements (7.2), ${state.cap[frame.side]} CAP: an eliminated French or German combat unit returns now for 2 CAP or in two turns for 1 CAP; place the ones due this turn.`,
        `${who.it}: rimpiazzi (7.2), ${state.cap[frame.side]} CAP: un'unità combattente francese o tedesca eliminata torna ora per 2 CAP o fra due turni per 1 CAP; piazzate quelle previste per questo turno.`,
      );
    case 'retreat-loss':
      return loc(
        `${who.en}: the retreat from hex ${frame.hex} costs ${frame.steps} step(s) (9.4.3): choose the unit that loses the next one.`,
        `${who.it}: la ritirata dall'esagono ${frame.hex} costa ${frame.steps} livello/i di forza (9.4.3): scegliete l'unità che perde il prossimo.`,
      );
    case 'gr-offer':
      return loc(
        `${who.en}: the other side's Action Segment begins. Declare your General Retreat now (8.7.1: no CAP; your French and British units, not Belgian, or your German ones, move into friendly uncontested hexes; it costs VP), or let the segment go on.`,
        `${who.it}: inizia il Segmento di Azione dell'avversario. Dichiarate ora la vostra Ritirata Generale (8.7.1: nessun CAP; le vostre unità francesi ed inglesi, non belghe, o tedesche, muovono in esagoni amici non contesi; costa VP), o lasciate proseguire il segmento.`,
      );
    case 'general-retreat':
      return frame.hex === null
        ? loc(
            `${who.en}: General Retreat (${frame.side === 'allied' ? '8.7.2' : '8.7.3'}): activate a hex at no CAP cost, or end the General Retreat; each unit moves once, into friendly uncontested hexes only.`,
            `${who.it}: Ritirata Generale (${frame.side === 'allied' ? '8.7.2' : '8.7.3'}): attivate un esagono senza costo in CAP, o terminate la Ritirata Generale; ogni unità muove una sola volta, solo in esagoni amici non contesi.`,
          )
        : loc(
            `${who.en}: General Retreat, hex ${frame.hex} activated: move its units (each once), then the next hex.`,
            `${who.it}: Ritirata Generale, esagono ${frame.hex} attivato: muovete le sue unità (ognuna una volta), poi l'esagono seguente.`,
          );
    case 'gr-trench':
      return loc(
        `${who.en}: the end of your General Retreat (8.7.3): place level 1 trenches, 1 CAP a hex, in hexes with your supplied infantry (enemy units or not), or end.`,
        `${who.it}: fine della vostra Ritirata Generale (8.7.3): piazzate trincee di livello 1, 1 CAP per esagono, in esagoni con vostra fanteria rifornita (con o senza unità nemiche), o terminate.`,
      );
    case 'rearguard':
      return frame.path === undefined
        ? loc(
            `${who.en}: Cavalry Rearguard in hex ${frame.hex} (9.6.3): an enemy infantry corps entered; there is no battle. Your cavalry stays and is eliminated (a), or retreats three hexes and its intact divisions end Disorganized (b; eliminated if it cannot).`,
            `${who.it}: Retroguardia di cavalleria nell'esagono ${frame.hex} (9.6.3): è entrato un corpo di fanteria nemico; non vi è battaglia. La vostra cavalleria resta e viene eliminata (a), o si ritira di tre esagoni e le sue divisioni non disorganizzate divengono disorganizzate (b; eliminata se non può).`,
          )
        : loc(
            `${who.en}: Cavalry Rearguard from hex ${frame.hex} (9.6.3 b), by ${frame.path.join('→')}: the next hex.`,
            `${who.it}: Retroguardia di cavalleria dall'esagono ${frame.hex} (9.6.3 b), per ${frame.path.join('→')}: l'esagono seguente.`,
          );
    case 'antwerp':
      return loc(
        `${who.en}: the Germans attack the Belgians in Brussels (hex ${frame.hex}) on turn 1 (13.1): declare Defender's Tactical Advantage, spend 1 CAP and retreat every Belgian unit there into Antwerp (52; then 12.5.2–12.5.3 apply), or stand and fight.`,
        `${who.it}: il tedesco attacca i belgi a Bruxelles (esagono ${frame.hex}) nel turno 1 (13.1): dichiarate il Vantaggio Tattico del Difensore, spendete 1 CAP e ritirate tutte le unità belghe ad Anversa (52; poi si applicano 12.5.2–12.5.3), o restate a combattere.`,
      );
    case 'attackers':
      return loc(
        `${who.en}: battle in hex ${frame.hex} (9.1.2 a): not every unit need attack. Leave units out (they may still move out before the battle, 8.5), then declare it with those left: ${frame.units.map(namer.unit).join(', ')}.`,
        `${who.it}: battaglia nell'esagono ${frame.hex} (9.1.2 a): non è obbligatorio coinvolgere tutte le unità. Escludete delle unità (possono ancora uscire prima della battaglia, 8.5), poi dichiaratela con le restanti: ${frame.units.map(namer.unit).join(', ')}.`,
      );
    case 'hq-retreat':
      return loc(
        `${who.en}: ${frame.units.map(namer.unit).join(', ')}, alone with the enemy in hex ${frame.hex}, retreat flipped to the nearest hex of your supplied units (9.4.4); several are as near: choose one.`,
        `${who.it}: ${frame.units.map(namer.unit).join(', ')}, soli con il nemico nell'esagono ${frame.hex}, si ritirano girati nell'esagono più vicino con vostre unità rifornite (9.4.4); ve ne sono diversi alla stessa distanza: sceglietene uno.`,
      );
    case 'recover':
      if (frame.emergency)
        return loc(
          `${who.en}: hex ${frame.hex} is on emergency supply: ${frame.count} Disorganized combat unit there, of your choice, recovers (11.2.1 c): choose which.`,
          `${who.it}: l'esagono ${frame.hex} è in rifornimento di emergenza: ${frame.count} unità combattente disorganizzata, a vostra scelta, vi torna a piena forza (11.2.1 c): scegliete quale.`,
        );
      return loc(
        `${who.en}: with the enemy in hex ${frame.hex}, ${frame.count} more Disorganized combat unit(s) there recover (11.2.7 b): choose which.`,
        `${who.it}: con il nemico nell'esagono ${frame.hex}, ancora ${frame.count} unità combattente/i disorganizzata/e vi torna/no a piena forza (11.2.7 b): scegliete quale/i.`,
      );
    case 'battle-map':
      return battleMapPrompt(frame, who, namer);
    case 'withdraw':
      return loc(
        `${who.en}: the battle in hex ${frame.hex} is about to be fought. Your intact cavalry in the front line may withdraw from it (9.6.2): from attacking infantry with no loss, from attacking cavalry Disorganized; it stays in the hex and the unit in reserve behind it moves up. Withdraw a unit, or fight.`,
        `${who.it}: la battaglia nell'esagono ${frame.hex} sta per essere combattuta. La vostra cavalleria non disorganizzata in prima linea può ritirarsi (9.6.2): da fanteria attaccante senza perdite, da cavalleria attaccante diventa disorganizzata; resta nell'esagono e l'unità in riserva dietro di essa passa in prima linea. Ritirate un'unità, o combattete.`,
      );
    case 'bombard':
      return loc(
        `${who.en}: before the Fortunes of War of the battle in hex ${frame.hex}, your unfired heavy artillery there may bombard the Allied forts (9.5.4): a die per shot, a hit when die + the fort's "[+n]" is at most the HA's bombard number; the HA fires on at the same fort until it misses or every fort is gone, then flips. Both HA together (concentrated) must be declared before any roll: if the forts survive, the fort bombarded takes one hit more. Choose an HA and the fort it fires at first, or go on to the Fortunes of War.`,
        `${who.it}: prima del tiro FoW della battaglia nell'esagono ${frame.hex}, la vostra artiglieria pesante che non ha sparato può bombardare i forti alleati (9.5.4): un dado per tiro, colpito se il dado più il "[+n]" del forte è pari o inferiore al fattore della HA; la HA continua sullo stesso forte finché manca o tutti i forti sono distrutti, poi viene girata. Le due HA assieme (bombardamento concentrato) vanno dichiarate prima di ogni tiro: se i forti resistono, il forte bombardato riceve un colpo in più. Scegliete una HA ed il forte su cui spara per primo, o passate al tiro FoW.`,
      );
    case 'reinforce':
    case 'east-front':
    case 'allenby':
      return reinforcementPrompt(frame, state, who, namer);
    case 'strategic':
      return loc(
        `${who.en}: Strategic Movement (10.0), ${state.cap[frame.side]} CAP: move a unit by rail (friendly rail hexes, up to 10) or by sea (the Allies, to a port further west), 1 CAP each${frame.free ? '; one French infantry corps moves to Paris free (Paris in Danger B)' : ''}; or end.`,
        `${who.it}: Movimento Strategico (10.0), ${state.cap[frame.side]} CAP: muovete un'unità per ferrovia (esagoni amici di ferrovia, sino a 10) o per mare (l'Alleato, ad un porto più ad ovest), 1 CAP ciascuna${frame.free ? '; un Corpo di fanteria francese muove a Parigi senza costo (Parigi in Pericolo B)' : ''}; o terminate.`,
      );
    case 'impetus':
      return loc(
        `${who.en}: Impetus (9.3.5): remove one step from an Allied unit in hex ${frame.hex}.`,
        `${who.it}: Impeto (9.3.5): togliete un livello di forza ad un'unità alleata nell'esagono ${frame.hex}.`,
      );
  }
}

export const labels = {
  placeDone: loc('End the set-up', 'Termina il piazzamento'),
  pass: loc('Pass (8.1.1)', 'Passa (8.1.1)'),
  cede: loc('Hand the initiative over (9.8.3 b)', "Cedi l'iniziativa (9.8.3 b)"),
  activate: (hex: Localized) => loc(`Activate ${hex.en} (1 CAP)`, `Attiva ${hex.it} (1 CAP)`),
  rally: (hex: Localized) => loc(`Rally ${hex.en} (1 CAP, 9.8.3)`, `Riorganizza ${hex.it} (1 CAP, 9.8.3)`),
  moveAll: loc('Move the whole stack', "Muovi l'intera pila"),
  move: (unit: string) => loc(`Move ${unit}`, `Muovi ${unit}`),
  attack: (hex: string) =>
    loc(`Declare a battle in hex ${hex} (9.1.2 a)`, `Dichiara una battaglia nell'esagono ${hex} (9.1.2 a)`),
  battle: (hex: string) =>
    loc(`Declare a battle in hex ${hex} (9.1.2 c)`, `Dichiara una battaglia nell'esagono ${hex} (9.1.2 c)`),
  fight: (hex: string) => loc(`Fight the battle in hex ${hex}`, `Combatti la battaglia nell'esagono ${hex}`),
  end: loc('End the activation', "Termina l'attivazione"),
  to: (hex: Localized) => loc(`Into ${hex.en}`, `In ${hex.it}`),
  stop: loc('Stop here', 'Fermati qui'),
  back: loc('Cancel this move', 'Annulla questo movimento'),
  value: (n: number) => loc(String(n), String(n)),
  dta: {
    cancel: loc('Cancel the battle', 'Annulla la battaglia'),
    skirmish: loc('Fight a Skirmish', 'Combatti una Scaramuccia'),
    fight: loc('Fight the battle', 'Combatti la battaglia'),
  },
  lose: (unit: string) => loc(`${unit} loses a step`, `${unit} perde un livello di forza`),
  generalRetreat: loc('Declare the General Retreat (8.7, no CAP)', 'Dichiara la Ritirata Generale (8.7, nessun CAP)'),
  grDecline: loc('No General Retreat now', 'Nessuna Ritirata Generale ora'),
  grHex: (hex: Localized) => loc(`Activate ${hex.en} (no CAP)`, `Attiva ${hex.it} (nessun CAP)`),
  grHexDone: loc('Done with this hex', 'Fine di questo esagono'),
  grEnd: loc('End the General Retreat', 'Termina la Ritirata Generale'),
  entrench: (hex: Localized) => loc(`Entrench ${hex.en} (1 CAP, 9.7)`, `Trincera ${hex.it} (1 CAP, 9.7)`),
  grTrenchDone: loc('No more trenches: end the General Retreat', "Nessun'altra trincea: termina la Ritirata Generale"),
  retreat: (hex: Localized, overstacked: boolean) =>
    loc(
      `Retreat into ${hex.en}${overstacked ? ' (overstacked: one more hex)' : ''}`,
      `Ritirata in ${hex.it}${overstacked ? ' (oltre i limiti: un altro esagono)' : ''}`,
    ),
  impetus: (unit: string) => loc(`${unit} loses a step`, `${unit} perde un livello`),
  withdraw: (unit: string, disorganized: boolean) =>
    loc(
      `Withdraw ${unit}${disorganized ? ' (facing cavalry: Disorganized)' : ' (no loss)'}`,
      `Ritira ${unit}${disorganized ? ' (contro cavalleria: disorganizzata)' : ' (senza perdite)'}`,
    ),
  withdrawDone: loc('Fight the battle', 'Combatti la battaglia'),
  mapAccept: loc('Accept the suggested placement', 'Accetta il piazzamento suggerito'),
  mapStep: (step: MapStep, map: BattleMap, namer: Namer): Localized => {
    const units = step.units.map(namer.unit).join(' & ');
    if (step.kind === 'front')
      return loc(`Space ${map.columns.length + 1}: ${units}`, `Spazio ${map.columns.length + 1}: ${units}`);
    if (step.column === null)
      return loc(
        `${units}: front line, facing no one (no reserve)`,
        `${units}: prima linea, senza avversario (non in riserva)`,
      );
    const c = map.columns[step.column];
    const n = step.column + 1;
    const facing = (step.kind === 'hold' ? c?.attacker : c?.defender)?.map(namer.unit).join(' & ') ?? '';
    return step.kind === 'face'
      ? loc(`${units} faces ${facing} (space ${n})`, `${units} contro ${facing} (spazio ${n})`)
      : loc(
          `${units}: reserve behind space ${n} (facing ${facing})`,
          `${units}: riserva dietro lo spazio ${n} (contro ${facing})`,
        );
  },
  mapDone: (stage: MapStage): Localized =>
    stage === 'attacker'
      ? loc('End your placement (the rest stays in the hex)', "Termina il piazzamento (il resto rimane nell'esagono)")
      : loc('No (more) reserves: to battle', 'Nessuna (altra) riserva: alla battaglia'),
  bombard: (ha: string, fort: string, both: boolean) =>
    both
      ? loc(
          `Both HA, concentrated, ${ha} first, at ${fort} (9.5.4)`,
          `Entrambe le HA, concentrate, prima ${ha}, su ${fort} (9.5.4)`,
        )
      : loc(`${ha} bombards ${fort} (9.5.4)`, `${ha} bombarda ${fort} (9.5.4)`),
  bombardDone: loc('No (more) bombardment: roll the Fortunes of War', 'Nessun (altro) bombardamento: tiro FoW'),
  antwerpRetreat: loc('Retreat the Belgians into Antwerp (1 CAP, 13.1)', 'Ritira i belgi ad Anversa (1 CAP, 13.1)'),
  antwerpStand: loc('Stand and fight', 'Resta a combattere'),
  namurTrack: loc(
    'The 4th Division leaves the map, back in 5 turns in a coastal Belgian supply source (12.6)',
    'La 4° Divisione lascia la mappa, torna fra 5 turni in una fonte di rifornimento belga costiera (12.6)',
  ),
  rearguardStay: loc('Stay: the cavalry is eliminated (9.6.3 a)', 'Resta: la cavalleria è eliminata (9.6.3 a)'),
  rearguardTo: (hex: Localized) => loc(`Retreat into ${hex.en} (9.6.3 b)`, `Ritirata in ${hex.it} (9.6.3 b)`),
  leave: (unit: string) => loc(`Leave ${unit} out of the battle`, `Escludi ${unit} dalla battaglia`),
  attackDeclare: (units: readonly string[]) =>
    loc(`Declare the battle with ${units.join(', ')}`, `Dichiara la battaglia con ${units.join(', ')}`),
  attackCancel: loc('Declare no battle now', 'Non dichiarare la battaglia ora'),
  recover: (unit: string) => loc(`${unit} recovers`, `${unit} torna a piena forza`),
  place: (unit: string) => loc(`Place ${unit}`, `Piazza ${unit}`),
  replaceUnit: (unit: string) => loc(`Replace ${unit}`, `Rimpiazza ${unit}`),
  returnUnit: (unit: string) =>
    loc(`Place ${unit} (back from the Turn Record Track)`, `Piazza ${unit} (di ritorno dalla Tabella dei Turni)`),
  replaceNow: (hex: Localized) => loc(`Now, in ${hex.en} (2 CAP)`, `Ora, in ${hex.it} (2 CAP)`),
  replaceLater: loc('In two turns (1 CAP)', 'Fra due turni (1 CAP)'),
  replaceDone: loc('End the replacements', 'Termina i rimpiazzi'),
  into: (hex: Localized) => loc(`In ${hex.en}`, `In ${hex.it}`),
  strategicUnit: (unit: string) => loc(`Move ${unit} strategically`, `Muovi ${unit} strategicamente`),
  strategicTo: (hex: Localized, mode: 'rail' | 'sea', cap: number) =>
    loc(
      `${mode === 'rail' ? 'By rail' : 'By sea'} to ${hex.en} (${cap} CAP)`,
      `${mode === 'rail' ? 'Per ferrovia' : 'Per mare'} a ${hex.it} (${cap} CAP)`,
    ),
  strategicDone: loc('End the Strategic Movement', 'Termina il Movimento Strategico'),
};

export const titles = {
  menu: loc('Your legal actions', 'Le vostre azioni legali'),
  none: loc('Nothing to do now', 'Nulla da fare ora'),
  placeHex: (unit: string) => loc(`Where ${unit} sets up`, `Dove si piazza ${unit}`),
};

/** A refusal in words: the rules' own problem words, or this module's. */
export function refusal(p: Problem): Localized {
  const v = p.params ?? {};
  const s = (k: string): string => String(v[k] ?? '');
  switch (p.code) {
    case 'game-over':
      return loc('The game is over.', 'La partita è finita.');
    case 'no-prompt':
      return loc('Nobody is asked anything now.', 'Ora non si chiede nulla a nessuno.');
    case 'not-your-turn':
      return loc(`It is the ${s('side')} player's turn to act (4.0).`, `Tocca al giocatore ${s('side')} (4.0).`);
    case 'place-hex':
      return loc(
        `${s('unit')} sets up only in a hex its side controls, within the stacking limits (8.4.6); not in ${s('hex')}.`,
        `${s('unit')} si piazza solo in un esagono controllato dalla sua parte, nei limiti al raggruppamento (8.4.6); non nel ${s('hex')}.`,
      );
    case 'rally-only':
      return loc(
        'After a first activation that rallied a hex, the second may only rally another (9.8.3 b); or hand the initiative over.',
        "Dopo una prima attivazione di recupero dalla disorganizzazione, la seconda può essere solo un altro recupero (9.8.3 b); oppure cedete l'iniziativa.",
      );
    case 'move-closed':
      return loc(
        `Hex ${s('hex')} is closed to this move (13.1 @: no German unit on turn 1, no Allied unit that did not start there on turns 1–2).`,
        `L'esagono ${s('hex')} è chiuso a questo movimento (13.1 @: nessuna unità tedesca nel turno 1, nessuna unità alleata che non vi abbia iniziato nei turni 1–2).`,
      );
    case 'activate-hex':
      return loc(
        `Hex ${s('hex')} cannot be activated: it needs your infantry, cavalry or an HQ, and 1 CAP (8.2, 5.2); on turn 1 the Allies activate only one of 62, 54, 46 and 45 (13.1).`,
        `L'esagono ${s('hex')} non può essere attivato: servono vostre unità di fanteria, cavalleria o un HQ, e 1 CAP (8.2, 5.2); nel turno 1 l'Alleato attiva solo uno degli esagoni 62, 54, 46 e 45 (13.1).`,
      );
    case 'retreat-loss-unit':
      return loc(
        `${s('unit')} cannot lose this step: choose a combat unit of the group that retreated, still on the map (9.4.3).`,
        `${s('unit')} non può perdere questo livello: scegliete un'unità combattente del gruppo che si è ritirato, ancora sulla mappa (9.4.3).`,
      );
    case 'general-retreat-start':
      return loc(
        'A General Retreat is declared at the start of an Action Segment, before its first activation (8.7.1).',
        "La Ritirata Generale si dichiara all'inizio di un Segmento di Azione, prima della sua prima attivazione (8.7.1).",
      );
    case 'entrench-hex':
      return loc(
        `Hex ${s('hex')} cannot be entrenched now: it needs 1 CAP (9.7.2, 5.2).`,
        `L'esagono ${s('hex')} non può essere trincerato ora: serve 1 CAP (9.7.2, 5.2).`,
      );
    case 'gr-hex':
      return loc(
        `Hex ${s('hex')} cannot be activated in the General Retreat: it needs units of yours that have not moved in it, and no other hex activated (8.7.2, 8.7.3).`,
        `L'esagono ${s('hex')} non può essere attivato nella Ritirata Generale: servono vostre unità che non vi abbiano già mosso, e nessun altro esagono attivato (8.7.2, 8.7.3).`,
      );
    case 'rally-hex':
      return loc(
        `Hex ${s('hex')} cannot be rallied: it needs Disorganized combat units of yours, no enemy combat units or forts, 1 CAP, and at most 2 rallies a segment (9.8.3).`,
        `L'esagono ${s('hex')} non può essere riorganizzato: servono vostre unità disorganizzate, nessuna unità combattente o forte nemico, 1 CAP, e al massimo 2 riorganizzazioni per segmento (9.8.3).`,
      );
    case 'move-unit':
      return loc(
        `${s('unit')} cannot move: only units of the activated hex that have not moved and are not committed to its battle (8.2, 8.5), before any battle is fought (8.2.2).`,
        `${s('unit')} non può muovere: solo le unità dell'esagono attivato che non hanno mosso e non sono impegnate nella sua battaglia (8.2, 8.5), prima di ogni battaglia (8.2.2).`,
      );
    case 'attack-again':
      return loc(
        `Hex ${s('hex')} has been attacked in this activation (9.1.3 e).`,
        `L'esagono ${s('hex')} è già stato attaccato in questa attivazione (9.1.3 e).`,
      );
    case 'battles-pending':
      return loc(
        `The battle declared in hex ${s('hex')} must be fought first (9.1.2).`,
        `La battaglia dichiarata nell'esagono ${s('hex')} va combattuta prima (9.1.2).`,
      );
    case 'replace-key':
      return loc(
        `Not a legal replacement (7.2): ${s('key')}. Only eliminated French or German combat units, for 2 CAP now or 1 CAP in two turns, in a supply source of their nationality or with a supplied HQ of it.`,
        `Rimpiazzo non legale (7.2): ${s('key')}. Solo unità combattenti francesi o tedesche eliminate, per 2 CAP ora o 1 CAP fra due turni, in una fonte di rifornimento della loro nazionalità o con un HQ rifornito della stessa.`,
      );
    case 'returning-first':
      return loc(
        `${s('unit')} is due this turn and must be placed first (7.2).`,
        `${s('unit')} è prevista in questo turno e va piazzata prima (7.2).`,
      );
    case 'retreat-hex':
      return loc(
        `Hex ${s('hex')} is not a retreat hex of the best row (9.4.3).`,
        `L'esagono ${s('hex')} non è un esagono di ritirata della migliore priorità (9.4.3).`,
      );
    case 'paris-in-danger':
      return loc(
        'Paris is in Danger (8.4.9 b): the Allies must declare their General Retreat this turn or the next; now only the declaration is legal.',
        "Parigi è in Pericolo (8.4.9 b): l'Alleato deve dichiarare la Ritirata Generale in quel turno o nel seguente; ora è legale solo la dichiarazione.",
      );
    case 'rearguard-hex':
      return loc(
        `Hex ${s('hex')} is not on a three-hex retreat the rules allow (9.6.3 b, 9.4.3).`,
        `L'esagono ${s('hex')} non è su una ritirata di tre esagoni consentita (9.6.3 b, 9.4.3).`,
      );
    case 'namur-track':
      return loc(
        'Only the Belgian 4th Division, obliged to retreat and not yet moved, may leave the map for the Turn Record Track (12.6).',
        'Solo la 4° Divisione belga, obbligata a ritirarsi e non ancora mossa, può lasciare la mappa per la Tabella dei Turni (12.6).',
      );
    case 'ghent-closed':
      return loc(
        'Ghent (43) is closed to German units while the Belgian army shut in Antwerp has combat units there (12.5.3).',
        "Gand (43) è chiusa alle unità tedesche finché l'esercito belga chiuso ad Anversa vi ha unità combattenti (12.5.3).",
      );
    case 'leave-unit':
      return loc(
        `${s('unit')} cannot be left out: it is not designated, or it is the last attacker (9.1.2 a).`,
        `${s('unit')} non può essere esclusa: non è designata, o è l'ultima unità attaccante (9.1.2 a).`,
      );
    case 'hq-hex':
      return loc(
        `Hex ${s('hex')} is not one of the nearest hexes of your supplied units (9.4.4).`,
        `L'esagono ${s('hex')} non è tra gli esagoni più vicini con vostre unità rifornite (9.4.4).`,
      );
    case 'recover-unit':
      return loc(
        `${s('unit')} is not a Disorganized combat unit of yours in this hex, or no more recover (11.2.7 b).`,
        `${s('unit')} non è una vostra unità combattente disorganizzata in questo esagono, o non ne tornano altre (11.2.7 b).`,
      );
    case 'map-accept':
      return loc(
        'The suggestion is offered only before your first step of this placement (9.2).',
        'Il suggerimento è offerto solo prima del vostro primo passo di questo piazzamento (9.2).',
      );
    case 'withdraw-unit':
      return loc(
        `${s('unit')} cannot withdraw: only your intact cavalry in a front-line space that has not withdrawn (9.6.2).`,
        `${s('unit')} non può ritirarsi: solo la vostra cavalleria non disorganizzata in prima linea che non si è già ritirata (9.6.2).`,
      );
    case 'bombard-key':
      return loc(
        'Only an unfired German HA in the battle hex, at an Allied fort there, may bombard; both together only before either has fired (9.5.4).',
        "Solo una HA tedesca che non ha sparato, nell'esagono di battaglia, su un forte alleato lì, può bombardare; entrambe assieme solo prima che una delle due abbia sparato (9.5.4).",
      );
    case 'impetus-unit':
      return loc(
        `${s('unit')} is not an Allied combat unit in the battle hex (9.3.5).`,
        `${s('unit')} non è un'unità combattente alleata nell'esagono di battaglia (9.3.5).`,
      );
    case 'bad-value':
      return loc('That value is not one of the menu (2.4).', 'Quel valore non è tra quelli del menu (2.4).');
    case 'sm-once':
      return loc(
        `${s('unit')} has already moved by Strategic Movement this phase (10.1).`,
        `${s('unit')} ha già usato il Movimento Strategico in questa fase (10.1).`,
      );
    case 'sm-cap':
      return loc(
        `Strategic Movement costs 1 CAP a unit (10.1): not enough CAP for ${s('unit')}.`,
        `Il Movimento Strategico costa 1 CAP per unità (10.1): CAP insufficienti per ${s('unit')}.`,
      );
    case 'no-unit':
      return loc(`There is no unit ${s('unit')}.`, `Non esiste l'unità ${s('unit')}.`);
    case 'no-hex':
      return loc(`There is no hex ${s('hex')}.`, `Non esiste l'esagono ${s('hex')}.`);
    default: {
      const mine = reinforcementRefusal(p);
      if (mine) return mine;
      const w = problemWords(p);
      if (w.en !== p.code) return w;
      return loc(
        `Not a legal action now (${p.rule ?? '4.0'}): ${p.code}.`,
        `Azione non legale ora (${p.rule ?? '4.0'}): ${p.code}.`,
      );
    }
  }
}

const PHASE_ADVANCES: Record<string, Localized> = {
  // Logs of games begun before 7.1 was played.
  reinforcement: loc(
    'Reinforcements and replacements (7.0): not enforced yet, the phase only advances.',
    'Rinforzi e rimpiazzi (7.0): non ancora applicati, la fase passa soltanto.',
  ),
  strategic: loc(
    'Strategic Movement (10.0): no unit can move (turns 1–2, no CAP, or no rail or sea route).',
    'Movimento Strategico (10.0): nessuna unità può muovere (turni 1–2, nessun CAP, o nessun percorso ferroviario o marittimo).',
  ),
  supply: loc(
    'Supply check (11.2.1): the pack has no railways; every unit stays in supply.',
    'Verifica dei rifornimenti (11.2.1): il pacchetto non ha ferrovie; tutte le unità restano rifornite.',
  ),
  attrition: loc(
    'Attrition (11.2.6): every unit is in supply (the pack has no railways), so no unit suffers attrition.',
    "Attrito (11.2.6): tutte le unità sono rifornite (il pacchetto non ha ferrovie), quindi nessuna subisce l'attrito.",
  ),
  entrenchment: loc(
    'Entrenchment improvement (11.2.8): not enforced yet, the phase only advances.',
    'Miglioramento dei trinceramenti (11.2.8): non ancora applicato, la fase passa soltanto.',
  ),
};

/** The log's words for an event. */
export function describe(e: GameEvent, namer: Namer): Localized {
  const s = (k: string): string => String(e[k] ?? '');
  const side = (k: string): Localized => (e[k] === 'german' ? sideName('german') : sideName('allied'));
  const told = e['text'] as Localized | undefined;
  if (isLearnedEvent(e)) return describeLearned(e);
  switch (e.kind) {
    case 'setup':
      return loc(
        `Grand Illusion, scenario ${s('scenario')}, set up.`,
        `La Grande Illusione, scenario ${s('scenario')}, piazzata.`,
      );
    case 'general-retreat':
      return loc(
        `${side('side').en} declare their General Retreat (8.7): from turn ${Number(e['turn']) + 1} they roll on the ${e['side'] === 'allied' ? 'Joffre II' : 'Falkenhayn'} column.`,
        `${side('side').it} dichiarano la Ritirata Generale (8.7): dal turno ${Number(e['turn']) + 1} tirano sulla colonna ${e['side'] === 'allied' ? 'Joffre II' : 'Falkenhayn'}.`,
      );
    case 'retreat-loss':
      return loc(
        `${namer.unit(s('unit'))} loses a step in the retreat (9.4.3).`,
        `${namer.unit(s('unit'))} perde un livello di forza nella ritirata (9.4.3).`,
      );
    case 'gr-activate':
      return loc(
        `${side('side').en}: General Retreat, hex ${s('hex')} activated (no CAP).`,
        `${side('side').it}: Ritirata Generale, esagono ${s('hex')} attivato (nessun CAP).`,
      );
    case 'general-retreat-end':
      return loc(
        `${side('side').en}: the General Retreat ends: ${s('vp')} ${e['side'] === 'allied' ? 'Plan 17 ' : ''}VP lost${e['side'] === 'allied' ? ', the Mandated Battles left cancelled' : ''}; the initiative passes to the ${sideName(e['next'] === 'german' ? 'german' : 'allied').en} (8.7.2, 8.7.3).`,
        `${side('side').it}: la Ritirata Generale termina: ${s('vp')} VP ${e['side'] === 'allied' ? 'Piano 17 ' : ''}persi${e['side'] === 'allied' ? ', annullate le Battaglie Obbligatorie rimanenti' : ''}; l'iniziativa passa ${e['next'] === 'german' ? 'al tedesco' : "all'Alleato"} (8.7.2, 8.7.3).`,
      );
    case 'entrench':
      return loc(
        `${side('side').en} entrench hex ${s('hex')}: a trench +1 (9.7; ${s('cap')} CAP left).`,
        `${side('side').it} trincerano l'esagono ${s('hex')}: trincea +1 (9.7; ${s('cap')} CAP rimasti).`,
      );
    case 'trench-improved':
      return loc(
        `The trench in hex ${s('hex')} improves to +2 (11.2.8).`,
        `La trincea nell'esagono ${s('hex')} passa a +2 (11.2.8).`,
      );
    case 'cap':
    case 'initiative':
    case 'fow':
    case 'battle':
    case 'bombard':
    case 'rally':
    case 'paris-check':
      return told ?? loc(e.kind, e.kind);
    case 'interim':
      return loc(
        `Interim Victory (3.2.4, turn 9): a German VP marker is drawn for each German VP hex the Germans hold with supplied units (${s('hexes')}); the markers stay and count, and the scenario cannot end now.`,
        `Vittoria ad Interim (3.2.4, turno 9): si pesca un segnalino VP tedesco per ogni esagono VP tedesco controllato dal tedesco con unità rifornite (${s('hexes')}); i segnalini restano e contano, e lo scenario non può terminare ora.`,
      );
    case 'victory':
      return (
        told ?? loc(`${side('winner').en} win (${s('reason')}).`, `Vincono gli ${side('winner').it} (${s('reason')}).`)
      );
    case 'phase-advances':
      return PHASE_ADVANCES[s('phase')] ?? loc(s('phase'), s('phase'));
    case 'place':
      return loc(
        `${namer.unit(s('unit'))} sets up in hex ${s('hex')}.`,
        `${namer.unit(s('unit'))} si piazza nell'esagono ${s('hex')}.`,
      );
    case 'placed':
      return loc(`${side('side').en}: set-up done.`, `${side('side').it}: piazzamento terminato.`);
    case 'activate':
      return loc(
        `${side('side').en} activate hex ${s('hex')} (${s('cap')} CAP left).`,
        `${side('side').it} attivano l'esagono ${s('hex')} (restano ${s('cap')} CAP).`,
      );
    case 'activation-end':
      return loc(
        `${side('side').en}: activation of hex ${s('hex')} ends.`,
        `${side('side').it}: termina l'attivazione dell'esagono ${s('hex')}.`,
      );
    case 'pass':
      return loc(`${side('side').en} pass (8.1.1).`, `${side('side').it} passano (8.1.1).`);
    case 'cede':
      return loc(
        `${side('side').en} hand the initiative over (8.1.1: ${s('why')}).`,
        `${side('side').it} cedono l'iniziativa (8.1.1: ${s('why')}).`,
      );
    case 'action-phase-end':
      return loc('The Action Phase ends (8.1.3).', 'La Fase di Azione termina (8.1.3).');
    case 'move': {
      const units = (e['units'] as string[]).map(namer.unit).join(', ');
      const path = (e['path'] as string[]).join('→');
      return loc(`${units} move ${path} (${s('mp')} MP).`, `${units} muovono ${path} (${s('mp')} PM).`);
    }
    case 'paris-in-danger':
      return loc(
        `Paris in Danger (8.4.9): German units next to Paris (hex ${s('hex')})${e['obliged'] ? `; the Allies must declare their General Retreat on turn ${s('turn')} or ${Number(e['turn']) + 1} (8.4.9 b)` : ''}.`,
        `Parigi in Pericolo (8.4.9): unità tedesche vicino a Parigi (esagono ${s('hex')})${e['obliged'] ? `; l'Alleato deve dichiarare la Ritirata Generale nel turno ${s('turn')} o ${Number(e['turn']) + 1} (8.4.9 b)` : ''}.`,
      );
    case 'out-of-play':
      return loc(
        `${namer.unit(s('unit'))} is out of play (${s('rule')}).`,
        `${namer.unit(s('unit'))} è fuori gioco (${s('rule')}).`,
      );
    case 'paris-in-danger-unit':
      return e['hex']
        ? loc(
            `${namer.unit(s('unit'))} enters at full strength in hex ${s('hex')} (8.4.9 f).`,
            `${namer.unit(s('unit'))} entra a piena forza nell'esagono ${s('hex')} (8.4.9 f).`,
          )
        : loc(
            `${namer.unit(s('unit'))} comes as a variable reinforcement on turn ${s('turn')} (8.4.9 f, 7.1.1).`,
            `${namer.unit(s('unit'))} entra come rinforzo variabile nel turno ${s('turn')} (8.4.9 f, 7.1.1).`,
          );
    case 'control':
      return loc(
        `Hex ${s('hex')} is now ${side('side').en}-controlled (8.3.3).`,
        `L'esagono ${s('hex')} è ora controllato dagli ${side('side').it} (8.3.3).`,
      );
    case 'declare':
      return loc(
        `Battle declared in hex ${s('hex')} (9.1.2, ${s('battle')}).`,
        `Battaglia dichiarata nell'esagono ${s('hex')} (9.1.2, ${s('battle')}).`,
      );
    case 'no-battle':
    case 'no-combat':
      return loc(
        `No battle in hex ${s('hex')} (${s('code')}).`,
        `Nessuna battaglia nell'esagono ${s('hex')} (${s('code')}).`,
      );
    case 'battle-cancelled':
      return loc(
        `The battle in hex ${s('hex')} is cancelled (FoW).`,
        `La battaglia nell'esagono ${s('hex')} è annullata (FoW).`,
      );
    case 'dta':
      return loc(
        `Defender's Tactical Advantage in hex ${s('hex')}: ${s('choice')}.`,
        `Vantaggio Tattico del Difensore nell'esagono ${s('hex')}: ${s('choice')}.`,
      );
    case 'namur-track':
      return loc(
        `${namer.unit(s('unit'))} leaves the map for the Turn Record Track, back on turn ${s('turn')} (12.6).`,
        `${namer.unit(s('unit'))} lascia la mappa per la Tabella dei Turni, di ritorno nel turno ${s('turn')} (12.6).`,
      );
    case 'antwerp':
      return loc(
        `The Belgian army retreats from Brussels into Antwerp (13.1: DTA, 1 CAP, ${s('cap')} left); the battle is cancelled.`,
        `L'esercito belga si ritira da Bruxelles ad Anversa (13.1: VTD, 1 CAP, ne restano ${s('cap')}); la battaglia è annullata.`,
      );
    case 'rearguard':
      return e['choice'] === 'stay'
        ? loc(
            `Cavalry Rearguard in hex ${s('hex')} (9.6.3 a): ${(e['units'] as string[]).map(namer.unit).join(', ')} stay and are eliminated.`,
            `Retroguardia di cavalleria nell'esagono ${s('hex')} (9.6.3 a): ${(e['units'] as string[]).map(namer.unit).join(', ')} restano e sono eliminate.`,
          )
        : loc(
            `Cavalry Rearguard in hex ${s('hex')} (9.6.3 b): ${(e['units'] as string[]).map(namer.unit).join(', ')} retreat ${(e['path'] as string[]).join('→')}.`,
            `Retroguardia di cavalleria nell'esagono ${s('hex')} (9.6.3 b): ${(e['units'] as string[]).map(namer.unit).join(', ')} si ritirano ${(e['path'] as string[]).join('→')}.`,
          );
    case 'battle-map':
      return e['accepted']
        ? loc(
            `${side('side').en} accept the suggested placement of their ${STAGE_WORDS[s('stage')]?.en ?? ''} in hex ${s('hex')}.`,
            `${side('side').it} accettano il piazzamento suggerito per ${STAGE_WORDS[s('stage')]?.it ?? ''} nell'esagono ${s('hex')}.`,
          )
        : loc(
            `${side('side').en} place their ${STAGE_WORDS[s('stage')]?.en ?? ''} in hex ${s('hex')}.`,
            `${side('side').it} piazzano ${STAGE_WORDS[s('stage')]?.it ?? ''} nell'esagono ${s('hex')}.`,
          );
    case 'withdraw':
      return loc(
        `${namer.unit(s('unit'))} withdraws from the battle in hex ${s('hex')} (9.6.2)${e['disorganized'] ? ', Disorganized: it faced cavalry' : ''}.`,
        `${namer.unit(s('unit'))} si ritira dalla battaglia nell'esagono ${s('hex')} (9.6.2)${e['disorganized'] ? ', disorganizzata: era contro cavalleria' : ''}.`,
      );
    case 'impetus':
      return loc(
        `Impetus (9.3.5): ${namer.unit(s('unit'))} loses a step.`,
        `Impeto (9.3.5): ${namer.unit(s('unit'))} perde un livello.`,
      );
    case 'retreat':
      return loc(
        `${side('side').en} retreat from hex ${s('from')} to ${(e['path'] as string[]).join('→')} (9.4.3).`,
        `${side('side').it} si ritirano dall'esagono ${s('from')} a ${(e['path'] as string[]).join('→')} (9.4.3).`,
      );
    case 'retreat-overstacked':
      return loc(
        `Hex ${s('hex')} would be overstacked: one more hex (9.4.3).`,
        `L'esagono ${s('hex')} sarebbe oltre i limiti: un altro esagono (9.4.3).`,
      );
    case 'retreat-eliminated':
      return loc(
        `${side('side').en} units in hex ${s('hex')} have no retreat hex and are eliminated (9.4.3)${e['sea'] ? '; an HQ has no Sea Retreat roll (9.4.5)' : ''}.`,
        `Le unità ${side('side').it} nell'esagono ${s('hex')} non hanno esagoni di ritirata e sono eliminate (9.4.3)${e['sea'] ? '; un HQ non tira per la Ritirata in Mare (9.4.5)' : ''}.`,
      );
    case 'value':
      return loc(
        `Recorded: ${valueWords(s('value'), namer).en} = ${s('n')}.`,
        `Registrato: ${valueWords(s('value'), namer).it} = ${s('n')}.`,
      );
    case 'vp-drawn':
      return loc(
        `VP marker drawn for hex ${s('hex')}: ${s('value')} (${s('vp')} VP, 3.2).`,
        `Segnalino VP pescato per l'esagono ${s('hex')}: ${s('value')} (${s('vp')} VP, 3.2).`,
      );
    case 'vp-returned':
      return loc(
        `The German VP marker of hex ${s('hex')} goes back to the cup (−${s('vp')} VP, 3.2.4).`,
        `Il segnalino VP tedesco dell'esagono ${s('hex')} torna nella tazza (−${s('vp')} VP, 3.2.4).`,
      );
    case 'plan17-battle-unsupplied':
      return loc(
        `Plan 17 Mandated Battle in hex ${s('hex')}: fought, but it scores no VP: the attacking units cannot trace supply (3.2.4).`,
        `Battaglia Obbligatoria del Piano 17 nell'esagono ${s('hex')}: combattuta, ma non dà VP: le unità attaccanti non possono tracciare il rifornimento (3.2.4).`,
      );
    case 'plan17-battle':
      return loc(
        `Plan 17 Mandated Battle in hex ${s('hex')}: +1 Plan 17 VP (9.1.1 e).`,
        `Battaglia Obbligatoria del Piano 17 nell'esagono ${s('hex')}: +1 VP Piano 17 (9.1.1 e).`,
      );
    case 'mandated-missed':
      return loc(
        `${side('side').en}: ${s('count')} Mandated Battle(s) not fought, −${s('count')} VP (9.1.1 b).`,
        `${side('side').it}: ${s('count')} Battaglia/e Obbligatoria/e non combattuta/e, −${s('count')} VP (9.1.1 b).`,
      );
    case 'recovery':
      return loc(
        `${side('side').en}: ${s('recovered')} unit(s) in hex ${s('hex')} recover (11.2.7).`,
        `${side('side').it}: ${s('recovered')} unità nell'esagono ${s('hex')} si riorganizzano (11.2.7).`,
      );
    case 'turn':
      return loc(`Turn ${s('turn')} begins (11.3).`, `Inizia il turno ${s('turn')} (11.3).`);
    case 'strategic': {
      const path = (e['path'] as string[]).join('→');
      const sea = e['mode'] === 'sea';
      return loc(
        `${namer.unit(s('unit'))} moves ${sea ? 'by sea' : 'by rail'} ${path} (${sea ? '10.4' : '10.2'}, ${s('cap')} CAP).`,
        `${namer.unit(s('unit'))} muove ${sea ? 'per mare' : 'per ferrovia'} ${path} (${sea ? '10.4' : '10.2'}, ${s('cap')} CAP).`,
      );
    }
    case 'strategic-end':
      return loc(
        `${side('side').en}: Strategic Movement ends (10.0).`,
        `${side('side').it}: il Movimento Strategico termina (10.0).`,
      );
    case 'supply': {
      const out = (e['out'] as string[]).map(namer.unit);
      const emergency = (e['emergency'] as string[]).map(namer.unit);
      return loc(
        `Supply (11.2.1): out of supply: ${out.join(', ') || 'none'}${emergency.length ? `; on German emergency supply (11.2.1 c): ${emergency.join(', ')}` : ''}.`,
        `Rifornimento (11.2.1): fuori rifornimento: ${out.join(', ') || 'nessuna'}${emergency.length ? `; in rifornimento di emergenza tedesco (11.2.1 c): ${emergency.join(', ')}` : ''}.`,
      );
    }
    case 'attrition': {
      const units = (e['units'] as string[]).map(namer.unit).join(', ');
      return loc(
        `Attrition, ${side('side').en} (${e['supply'] === 'out' ? '11.2.6' : '11.2.1 c'}): ${units}.${told ? ` ${told.en}` : ''}`,
        `Attrito, ${side('side').it} (${e['supply'] === 'out' ? '11.2.6' : '11.2.1 c'}): ${units}.${told ? ` ${told.it}` : ''}`,
      );
    }
    case 'not-enforced':
      return loc(
        `Rule ${s('rule')} in hex ${s('hex')} is not yet enforced: no battle.`,
        `La regola ${s('rule')} nell'esagono ${s('hex')} non è ancora applicata: nessuna battaglia.`,
      );
    case 'replace':
      return loc(
        `${namer.unit(s('unit'))} is replaced (7.2, ${s('cap')} CAP)${e['hex'] ? ` in hex ${s('hex')}` : `, back on turn ${s('turn')}`}.`,
        `${namer.unit(s('unit'))} è rimpiazzata (7.2, ${s('cap')} CAP)${e['hex'] ? ` nell'esagono ${s('hex')}` : `, di ritorno nel turno ${s('turn')}`}.`,
      );
    case 'return':
      return loc(
        `${namer.unit(s('unit'))} comes back in hex ${s('hex')} (7.2, 9.4.5).`,
        `${namer.unit(s('unit'))} ritorna nell'esagono ${s('hex')} (7.2, 9.4.5).`,
      );
    case 'retreat-to-sea': {
      const back = e['back'] as { unit: string; turn: number }[];
      const list = back.map((b) => `${namer.unit(b.unit)} (${b.turn})`).join(', ');
      const lost = (e['units'] as string[]).filter((u) => !back.some((b) => b.unit === u)).map(namer.unit);
      return loc(
        `${side('side').en} units cut off in the port of hex ${s('hex')} retreat to sea (9.4.5)${list ? `: back Disorganized on turn ${list}` : ''}${lost.length ? `; eliminated: ${lost.join(', ')}` : ''}.${told ? ` ${told.en}` : ''}`,
        `Le unità ${side('side').it} tagliate fuori nel porto dell'esagono ${s('hex')} si ritirano in mare (9.4.5)${list ? `: tornano disorganizzate nel turno ${list}` : ''}${lost.length ? `; eliminate: ${lost.join(', ')}` : ''}.${told ? ` ${told.it}` : ''}`,
      );
    }
    case 'bef-alone':
      return loc(
        `The BEF fights alone (12.1): British units in Schlieffen Plan hexes (${(e['hexes'] as string[]).join(', ')}), −1 Plan 17 VP.`,
        `La BEF combatte da sola (12.1): unità inglesi in esagoni del Piano Schlieffen (${(e['hexes'] as string[]).join(', ')}), −1 VP Piano 17.`,
      );
    case 'scenario-vp': {
      const why: Record<string, Localized> = {
        'french-corps': loc('7 or more French corps eliminated', '7 o più corpi francesi eliminati'),
        'british-steps': loc('6 or more British steps eliminated', '6 o più livelli di forza inglesi eliminati'),
        'maubeuge-namur': loc(
          'Maubeuge and Namur German, both forts eliminated',
          'Maubeuge e Namur tedesche, entrambi i forti eliminati',
        ),
        antwerp: loc('Antwerp covered by two German corps', 'Anversa coperta da due corpi tedeschi'),
      };
      const w = why[s('why')] ?? loc(s('why'), s('why'));
      return loc(`+${s('vp')} German VP (13.2.2 c): ${w.en}.`, `+${s('vp')} VP tedeschi (13.2.2 c): ${w.it}.`);
    }
    case 'ha-eliminated':
      return loc(
        `${namer.unit(s('unit'))}, alone with the enemy in hex ${s('hex')}, is eliminated (9.5.4).`,
        `${namer.unit(s('unit'))}, sola con il nemico nell'esagono ${s('hex')}, è eliminata (9.5.4).`,
      );
    case 'hq-retreat':
      return loc(
        `${namer.unit(s('unit'))}, alone with the enemy in hex ${s('hex')}, retreats to ${s('to')} (9.4.4).`,
        `${namer.unit(s('unit'))}, solo con il nemico nell'esagono ${s('hex')}, si ritira in ${s('to')} (9.4.4).`,
      );
    case 'besieged':
      return loc(`${namer.unit(s('fort'))} is besieged (9.5.3).`, `${namer.unit(s('fort'))} è assediato (9.5.3).`);
    case 'siege-lifted':
      return loc(
        `The siege of ${namer.unit(s('fort'))} is lifted (9.5.3).`,
        `L'assedio di ${namer.unit(s('fort'))} è tolto (9.5.3).`,
      );
    case 'surrender':
      return told ?? loc('Surrender rolls (9.5.3).', 'Tiri di resa (9.5.3).');
    case 'correction':
      return loc(`Referee's correction (${s('edit')}).`, `Correzione dell'arbitro (${s('edit')}).`);
    default:
      return reinforcementEvent(e, namer.unit) ?? loc(e.kind, e.kind);
  }
}

export const overReason = (reason: string): Localized => {
  switch (reason) {
    case 'trier':
      return loc(
        'Allied Automatic Victory: the Allies control Trier (3.2.4 b)',
        'Vittoria Automatica Alleata: gli Alleati controllano Treviri (3.2.4 b)',
      );
    case 'paris':
      return loc(
        'German Immediate Victory after the fall of Paris (3.2.4 a)',
        'Vittoria Immediata Tedesca dopo la caduta di Parigi (3.2.4 a)',
      );
    default:
      return loc(
        'Victory determination at the end of the scenario (3.2.4 c)',
        'Determinazione della vittoria alla fine dello scenario (3.2.4 c)',
      );
  }
};
