import type { Problem, Step } from '../../core/explain.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import type { RulingWords } from '../../core/ruling.js';
import { describeRoll, signed, type Modifier } from '../../core/words.js';
import type { Terrain } from './model.js';
import { MINOR_ALLIES, NATIONS, RP_NATIONS } from './notation.js';
import type {
  AllocationData,
  CombatSide,
  FireStep,
  FlankStep,
  LossesStep,
  ModifierKind,
  MoBox,
  PogStep,
  RollStep,
  UnitLossData,
} from './rules/steps.js';
import {
  REPLACEMENT_ACTION_LIST,
  REPLACEMENT_ACTIONS,
  type CombatTable,
  type ReplacementAction,
} from './rules/tables.js';

/** Paths of Glory in Italian and English: the names of its tables and terrains, its steps and its problems. */

// ---------------------------------------------------------------------------------------------------------------
// Names.

export const COMBAT_TABLE_NAME: Readonly<Record<CombatTable, Localized>> = {
  army: loc('Army table', 'Tabella di Attacco delle Armate'),
  corps: loc('Corps table', 'Tabella di Attacco dei Corpi'),
};

export const TERRAIN_NAME: Readonly<Record<Terrain, Localized>> = {
  clear: loc('clear', 'aperto'),
  mountain: loc('mountain', 'montagna'),
  swamp: loc('swamp', 'palude'),
  forest: loc('forest', 'foresta'),
  desert: loc('desert', 'deserto'),
};

export const REPLACEMENT_NAME: Readonly<Record<ReplacementAction, Localized>> = {
  'army-flip': loc('flip a reduced Army to full strength', 'girare 1 Armata ridotta dalla parte a piena forza'),
  'army-reduced': loc('rebuild an eliminated Army at reduced strength', 'ricreare 1 Armata eliminata a forza ridotta'),
  'army-full': loc('rebuild an eliminated Army at full strength', 'ricreare 1 Armata eliminata a piena forza'),
  'corps-full': loc(
    'put an eliminated Corps at full strength in the Reserve Box',
    'porre 1 Corpo eliminato a piena forza nella Casella della Riserva',
  ),
  'corps-flip': loc(
    'flip a reduced Corps on the map to full strength',
    'girare 1 Corpo ridotto sulla mappa a piena forza',
  ),
  'reserve-corps-flip': loc(
    'flip a reduced Corps in the Reserve Box to full strength',
    'girare 1 Corpo ridotto nella Casella della Riserva a piena forza',
  ),
  'corps-reduced': loc(
    'put an eliminated Corps at reduced strength in the Reserve Box',
    'porre 1 Corpo eliminato a forza ridotta nella Casella della Riserva',
  ),
};

export const UNIT_NOTATION_HELP = loc(
  'units like A5-3/3-3:ge (full army, reduced side 3-3), (A3-3) reduced, C2-1 corps, 2xC2-1; spaces split by ;',
  'unità come A5-3/3-3:ge (armata piena, lato ridotto 3-3), (A3-3) ridotta, C2-1 corpo, 2xC2-1; spazi separati da ;',
);

export const REPLACEMENT_NOTATION_HELP = loc(
  `items like ge:army-flip, fr:2xarmy-reduced, br:corps-flip; actions: ${REPLACEMENT_ACTION_LIST.join(', ')}`,
  `voci come ge:army-flip, fr:2xarmy-reduced, br:corps-flip; azioni: ${REPLACEMENT_ACTION_LIST.join(', ')}`,
);

export const MANDATED_TABLE_TITLE = loc('Mandated Offensive tables', 'Tabelle delle Offensive Obbligatorie');
export const MANDATED_TABLE_GAP = loc(
  '7.1.1 reads the Mandated Offensive tables, printed on the map and not in the rulebook; without a pack the default from two public implementations is used.',
  'La 7.1.1 usa le Tabelle delle Offensive Obbligatorie, stampate sulla mappa e non nel regolamento; senza un pacchetto si usa il valore predefinito di due implementazioni pubbliche.',
);

const MO_NAME: Readonly<Record<MoBox, Localized>> = {
  none: loc('None', 'Nessuna'),
  ge: loc('GE', 'GE'),
  ah: loc('AH', 'AH'),
  'ah-it': loc('AH (It)', 'AH (It)'),
  tu: loc('TU', 'TU'),
  fr: loc('FR', 'FR'),
  br: loc('BR', 'BR'),
  it: loc('IT', 'IT'),
  ru: loc('RU', 'RU'),
};

/** What the offensive asks for (7.1.3–7.1.7). */
const MO_REQUIREMENT: Readonly<Record<Exclude<MoBox, 'none'>, Localized>> = {
  ge: loc(
    'a German unit must attack a US, British, French or Belgian unit in France, Belgium or Germany (7.1.5)',
    "un'unità tedesca deve attaccare un'unità americana, inglese, francese o belga in Francia, Belgio o Germania (7.1.5)",
  ),
  tu: loc(
    'a Turkish unit must attack an Allied unit; the SN corps does not count (7.1.5)',
    "un'unità turca deve attaccare un'unità alleata; la SN non conta (7.1.5)",
  ),
  'ah-it': loc(
    'Austro-Hungarian units must attack a space with Italian units, a space in Italy, or Allied units tracing supply through Italy (7.1.6)',
    "unità austroungariche devono attaccare uno spazio con unità italiane, uno spazio in Italia, o unità alleate rifornite attraverso l'Italia (7.1.6)",
  ),
  ah: loc(
    'an Austro-Hungarian unit must attack any unit (7.1.7)',
    "un'unità austroungarica deve attaccare una qualsiasi unità (7.1.7)",
  ),
  fr: loc(
    'French units must attack German units in Belgium, France or Germany (7.1.4)',
    'unità francesi devono attaccare unità tedesche in Belgio, Francia o Germania (7.1.4)',
  ),
  br: loc(
    'British units (not AUS, CND, PT or ANA) must attack German units in Belgium, France or Germany (7.1.4)',
    'unità inglesi (non AUS, CND, PT o ANA) devono attaccare unità tedesche in Belgio, Francia o Germania (7.1.4)',
  ),
  it: loc(
    'an Italian unit must make at least one attack (7.1.3)',
    "un'unità italiana deve effettuare almeno un attacco (7.1.3)",
  ),
  ru: loc(
    'a Russian unit must make at least one attack (7.1.3)',
    "un'unità russa deve effettuare almeno un attacco (7.1.3)",
  ),
};

const MODIFIER_NAME: Readonly<Record<ModifierKind, Localized>> = {
  'aug-sep-1914': loc('August–September 1914', 'agosto–settembre 1914'),
  'repeated-attempt': loc('repeated attempt', 'tentativo ripetuto'),
  hoffmann: loc('Hoffmann', 'Hoffmann'),
  'isolated-spaces': loc('isolated attacking spaces', 'spazi attaccanti isolati'),
  drm: loc('drm', 'drm'),
};

const SIDE_NAME: Readonly<Record<CombatSide, Localized>> = {
  attacker: loc('Attacker', 'Attaccante'),
  defender: loc('Defender', 'Difensore'),
};

const both = (f: (lang: 'en' | 'it') => string): Localized => loc(f('en'), f('it'));

// ---------------------------------------------------------------------------------------------------------------
// Dice and fire.

function rollWords(step: RollStep): Localized {
  const modifiers: Modifier[] = step.modifiers.map((m) => ({
    label: MODIFIER_NAME[m.why],
    value: m.value,
    rule: m.rule,
  }));
  return describeRoll(step.dice, modifiers, step.total);
}

/** Net shift in words, e.g. "1 left" / "1 a sinistra (SX)". */
function shiftWords(shift: number): Localized {
  const n = Math.abs(shift);
  return shift < 0 ? loc(`${n} left`, `${n} a sinistra (SX)`) : loc(`${n} right`, `${n} a destra (DX)`);
}

/** One fire: the die with its drm (12.2.7), the table and the cell read (12.2.8, 12.2.9), the loss number. */
function fireWords(fire: readonly FireStep[]): { roll: Localized; table: Localized } {
  const find = <K extends FireStep['step']>(kind: K) =>
    fire.find((s): s is Extract<FireStep, { step: K }> => s.step === kind);
  const start = find('fire-roll');
  const column = find('column');
  const shift = find('column-shift');
  const row = find('row');
  const loss = find('loss-number');
  if (!start || !column || !row || !loss) throw new Error('a fire without its steps');
  const roll = describeRoll([start.die], [{ label: MODIFIER_NAME.drm, value: start.drm, rule: '12.2.7' }], row.row);
  const clampNote =
    row.modified !== row.row
      ? loc(` (${row.modified} is read as ${row.row}, 12.2.9)`, ` (${row.modified} si legge ${row.row}, 12.2.9)`)
      : loc('', '');
  const name = COMBAT_TABLE_NAME[column.table];
  const shifted =
    shift === undefined
      ? loc('', '')
      : shift.to === shift.from
        ? loc(
            `; shift ${shiftWords(shift.value).en} stops at the table's end (12.2.8)`,
            `; lo spostamento di ${shiftWords(shift.value).it} si ferma al bordo della tabella (12.2.8)`,
          )
        : loc(
            `; shift ${shiftWords(shift.value).en} (12.2.8) → column ${shift.to}`,
            `; spostamento di ${shiftWords(shift.value).it} (12.2.8) → colonna ${shift.to}`,
          );
  return {
    roll: loc(`${roll.en}${clampNote.en}`, `${roll.it}${clampNote.it}`),
    table: loc(
      `${name.en}: ${column.cf} CF → column ${column.column}${shifted.en}; row ${loss.row}: **loss number ${loss.lossNumber}** (12.4.1).`,
      `${name.it}: ${column.cf} CF → colonna ${column.column}${shifted.it}; riga ${loss.row}: **numero di perdite ${loss.lossNumber}** (12.4.1).`,
    ),
  };
}

function fireLines(fire: readonly FireStep[]): Localized[] {
  const start = fire[0];
  const { roll, table } = fireWords(fire);
  if (start?.step !== 'fire-roll' || start.side === null) return [roll, table];
  const name = SIDE_NAME[start.side];
  const lead = start.after
    ? loc(' fires with what survives', ' spara con ciò che sopravvive')
    : loc(' fires', ' spara');
  return [
    loc(`**${name.en}**${lead.en}: ${roll.en}; ${table.en}`, `**${name.it}**${lead.it}: ${roll.it}; ${table.it}`),
  ];
}

function flankWords(flank: FlankStep): Localized {
  if (flank.automatic) {
    return loc(
      'Flank attack: Wireless Intercepts makes it succeed without a roll (CP #2, 12.2.9): the attacker fires first.',
      "Attacco di fianco: Intercettazioni Radio lo fa riuscire senza tiro (CP #2, 12.2.9): l'attaccante spara per primo.",
    );
  }
  const roll = describeRoll(
    [flank.die ?? 0],
    [{ label: MODIFIER_NAME['isolated-spaces'], value: flank.drm, rule: '12.3.2' }],
    flank.total ?? 0,
  );
  return flank.success
    ? loc(
        `Flank attack: ${roll.en}: **success** (4 or more, 12.3.3): the attacker fires first.`,
        `Attacco di fianco: ${roll.it}: **riuscito** (4 o più, 12.3.3): l'attaccante spara per primo.`,
      )
    : loc(
        `Flank attack: ${roll.en}: **failed** (3 or less, 12.3.3): the defender fires first.`,
        `Attacco di fianco: ${roll.it}: **fallito** (3 o meno, 12.3.3): il difensore spara per primo.`,
      );
}

// ---------------------------------------------------------------------------------------------------------------
// Losses (12.4).

function lossWord(loss: UnitLossData): Localized {
  const army = loss.size === 'army';
  if (loss.loss === 'none') return loc('', '');
  if (loss.loss === 'reduced') return army ? loc('reduced', 'ridotta') : loc('reduced', 'ridotto');
  return army ? loc('eliminated', 'eliminata') : loc('eliminated', 'eliminato');
}

/** "A5-3:ge reduced; (A3-3):fr eliminated (permanently, 12.4.7) → C1-1/1-1:fr from the Reserve (12.4.4) eliminated". */
export function allocationWords(allocation: AllocationData): Localized {
  const en: string[] = [];
  const it: string[] = [];
  for (const loss of allocation.losses) {
    const word = lossWord(loss);
    const permanent =
      loss.permanent === null
        ? loc('', '')
        : loss.permanent === 'never-rebuilt'
          ? loc(' (never rebuilt, 12.4.7)', ' (mai ricostruita, 12.4.7)')
          : loc(' (no reserve corps: permanently, 12.4.4)', ' (nessun corpo in Riserva: permanentemente, 12.4.4)');
    if (loss.fromReserve) {
      const tail = loss.loss === 'none' ? '' : `, ${word.en}`;
      const tailIt = loss.loss === 'none' ? '' : `, ${word.it}`;
      en.push(`→ ${loss.unit} from the Reserve (12.4.4)${tail}`);
      it.push(`→ ${loss.unit} dalla Riserva (12.4.4)${tailIt}`);
    } else {
      en.push(`${loss.unit} ${word.en}${permanent.en}`);
      it.push(`${loss.unit} ${word.it}${permanent.it}`);
    }
  }
  if (allocation.fortDestroyed) {
    en.push('fort destroyed (12.4.6)');
    it.push('forte distrutto (12.4.6)');
  }
  if (en.length === 0) {
    en.push('no step lost');
    it.push('nessun livello perso');
  }
  if (allocation.unabsorbed > 0) {
    en.push(`${allocation.unabsorbed} not taken (12.4.3)`);
    it.push(`${allocation.unabsorbed} non assorbito (12.4.3)`);
  }
  const w = allocation.withdrawal;
  if (w?.restored) {
    en.push(`Withdrawal gives back one ${w.what} step: ${w.restored} (12.6.3)`);
    it.push(`Ritirata restituisce un livello di ${w.what === 'corps' ? 'corpo' : 'armata'}: ${w.restored} (12.6.3)`);
  } else if (w) {
    en.push('Withdrawal gives back no step (12.6.8)');
    it.push('Ritirata non restituisce alcun livello (12.6.8)');
  }
  return loc(en.join('; ').replace(/; →/g, ' →'), it.join('; ').replace(/; →/g, ' →'));
}

function lossesWords(step: LossesStep): Localized {
  const name = SIDE_NAME[step.side];
  const head = loc(
    `The ${name.en.toLowerCase()} takes loss number ${step.lossNumber} (12.4)`,
    `${step.side === 'attacker' ? "L'attaccante" : 'Il difensore'} subisce un numero di perdite di ${step.lossNumber} (12.4)`,
  );
  if (step.ways === 1 && step.shown[0]) {
    const only = allocationWords(step.shown[0]);
    return loc(`${head.en}: ${only.en}.`, `${head.it}: ${only.it}.`);
  }
  const shown = step.shown.map((a, i) => {
    const d = allocationWords(a);
    return loc(`(${i + 1}) ${d.en}`, `(${i + 1}) ${d.it}`);
  });
  const more = step.ways - shown.length;
  const moreText = more > 0 ? loc(`; and ${more} more`, `; e altri ${more} modi`) : loc('', '');
  const chosen = step.chosen;
  const pick =
    chosen === null
      ? loc(', the owner chooses', ', a scelta del proprietario')
      : chosen.explicit
        ? loc(
            `; (${chosen.index}) is taken here (loss-choice option)`,
            `; qui si applica (${chosen.index}) (opzione scelta-perdite, loss-choice)`,
          )
        : loc(
            `; (${chosen.index}) is taken here, leaving the strongest fire (the loss-choice option changes it)`,
            `; qui si applica (${chosen.index}), che lascia il fuoco più forte (per cambiarlo: opzione scelta-perdite, loss-choice)`,
          );
  return loc(
    `${head.en}, ${step.ways} legal ways${pick.en}: ${shown.map((s) => s.en).join('; ')}${moreText.en}.`,
    `${head.it}, ${step.ways} modi legali${pick.it}: ${shown.map((s) => s.it).join('; ')}${moreText.it}.`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Every step.

/** The words of one step; a fire's steps are worded together (`fireLines`), so each alone says nothing. */
function stepWords(step: PogStep): Localized | null {
  switch (step.step) {
    case 'roll':
      return rollWords(step);
    case 'fire-roll':
    case 'column':
    case 'column-shift':
    case 'row':
    case 'loss-number':
      return null;
    case 'flank':
      return flankWords(step);
    case 'trench-cancelled':
      return loc(
        'A combat card cancels the trench (12.2.4).',
        'Una carta di combattimento annulla la trincea (12.2.4).',
      );
    case 'von-hutier':
      return loc(
        `von Hutier: the attacker fires first and the trench is cancelled (${step.card}).`,
        `von Hutier: l'attaccante spara per primo e la trincea è annullata (${step.card}).`,
      );
    case 'no-fire': {
      const name = SIDE_NAME[step.side];
      return loc(
        `**${name.en}**: nothing is left to fire (loss number 0).`,
        `**${name.it}**: non resta nulla per sparare (numero di perdite 0).`,
      );
    }
    case 'losses':
      return lossesWords(step);
    case 'winner':
      switch (step.winner) {
        case 'attacker':
          return loc(
            `**The attacker wins**: loss numbers ${step.defenderLoss} against ${step.attackerLoss} (12.2.11).`,
            `**Vince l'attaccante**: numeri di perdite ${step.defenderLoss} contro ${step.attackerLoss} (12.2.11).`,
          );
        case 'defender':
          return loc(
            `**The defender wins**: loss numbers ${step.attackerLoss} against ${step.defenderLoss} (12.2.11).`,
            `**Vince il difensore**: numeri di perdite ${step.attackerLoss} contro ${step.defenderLoss} (12.2.11).`,
          );
        case 'none':
          return loc(
            `**Equal loss numbers (${step.defenderLoss}): both sides lose**, no retreat (12.2.11, 12.5.2).`,
            `**Numeri di perdite uguali (${step.defenderLoss}): entrambe le parti perdono**, nessuna ritirata (12.2.11, 12.5.2).`,
          );
      }
      return null;
    case 'withdrawal-retreat':
      return loc(
        'Withdrawal: the defenders retreat 1 space whatever the result, and may not cancel it (12.6.4–12.6.5).',
        'Ritirata: i difensori si ritirano di 1 spazio qualunque sia il risultato, senza poterla annullare (12.6.4–12.6.5).',
      );
    case 'retreat': {
      const spaces = step.spaces === 1 ? loc('1 space', '1 spazio') : loc('2 spaces', '2 spazi');
      const head = loc(
        `The defender retreats ${spaces.en} (12.5.2)`,
        `Il difensore si ritira di ${spaces.it} (12.5.2)`,
      );
      if (!step.canCancel) return loc(`${head.en}.`, `${head.it}.`);
      const where = step.cover === 'trench' ? loc('its trench', 'la trincea') : TERRAIN_NAME[step.cover];
      return loc(
        `${head.en}, or stays by losing one more step (${where.en}, 12.5.3).`,
        `${head.it}, oppure resta subendo un livello di perdita in più (${where.it}, 12.5.3).`,
      );
    }
    case 'no-retreat':
      return loc(
        'No attacking unit is left at full strength: no retreat (12.5.1).',
        'Nessuna unità attaccante resta a piena forza: nessuna ritirata (12.5.1).',
      );
    case 'defenders-eliminated':
      return loc('Every defending unit is eliminated.', 'Tutte le unità difendenti sono eliminate.');
    case 'advance': {
      const stop =
        step.stopIn === null
          ? loc('', '')
          : loc(
              `; they stop on entering ${TERRAIN_NAME[step.stopIn].en} (12.7.3)`,
              `; si fermano entrando in ${TERRAIN_NAME[step.stopIn].it} (12.7.3)`,
            );
      const fort = step.fortStands
        ? loc(
            '; the intact fort may be entered only by units able to besiege it (12.7.6)',
            '; nello spazio del forte intatto entrano solo unità in grado di assediarlo (12.7.6)',
          )
        : loc('', '');
      return loc(
        `Full-strength attackers may advance (12.7.1)${stop.en}${fort.en}.`,
        `Le unità attaccanti a piena forza possono avanzare (12.7.1)${stop.it}${fort.it}.`,
      );
    }
    case 'siege':
      return step.destroyed
        ? loc(
            `${step.modified} beats the fort's LF ${step.fortLf}: **the fort is destroyed** (15.3.2).`,
            `${step.modified} supera il LF ${step.fortLf} del forte: **il forte è distrutto** (15.3.2).`,
          )
        : loc(
            `${step.modified} does not beat the fort's LF ${step.fortLf}: **the fort holds** (15.3.2).`,
            `${step.modified} non supera il LF ${step.fortLf} del forte: **il forte resiste** (15.3.2).`,
          );
    case 'entrench': {
      const placed =
        step.trench === 0
          ? loc('a level 1 trench is placed', 'si pone una trincea di livello 1')
          : loc('the trench is flipped to level 2', 'la trincea è girata al livello 2');
      return step.success
        ? loc(
            `${step.modified} is at most the LF ${step.lf}: **success**, ${placed.en} (11.2.2).`,
            `${step.modified} è pari o inferiore al LF ${step.lf}: **riuscito**, ${placed.it} (11.2.2).`,
          )
        : loc(
            `${step.modified} is above the LF ${step.lf}: **failed**, no trench (11.2.2)${step.retry ? '' : '; with optional 11.2.10 a GE, BR, FR or IT army gets −1 next round'}.`,
            `${step.modified} supera il LF ${step.lf}: **fallito**, nessuna trincea (11.2.2)${step.retry ? '' : "; con la 11.2.10 opzionale un'Armata GE, BR, FR o IT ha −1 al round seguente"}.`,
          );
    }
    case 'peace-terms': {
      const table =
        step.side === 'cp'
          ? loc(
              'Peace Terms table, Central Powers offer',
              'Tabella dei Termini di Pace, offerta delle Potenze Centrali',
            )
          : loc('Peace Terms table, Allied offer', 'Tabella dei Termini di Pace, offerta delle Potenze Alleate');
      const effect =
        step.vp === 0
          ? loc('**no effect** (–)', '**nessun effetto** (–)')
          : loc(
              `**${signed(step.vp)} VP** (towards the ${step.vp > 0 ? 'Central Powers' : 'Allies'})`,
              `**${signed(step.vp)} VP** (a favore ${step.vp > 0 ? 'delle Potenze Centrali' : 'degli Alleati'})`,
            );
      const after = step.vpBefore === null ? '' : `; VP ${step.vpBefore} → ${step.vpBefore + step.vp}`;
      return loc(
        `${table.en}, CWS ${step.cws} → column ${step.column}, row ${step.row}: ${effect.en}${after} (16.5.2).`,
        `${table.it}, SGC ${step.cws} → colonna ${step.column}, riga ${step.row}: ${effect.it}${after} (16.5.2).`,
      );
    }
    case 'bid-roll':
      return loc(
        `First player ${step.first}, second player ${step.second}`,
        `Primo giocatore ${step.first}, secondo giocatore ${step.second}`,
      );
    case 'bid':
      return step.chooser === 'tie'
        ? loc(
            'A tie: neither rolled higher, so roll again (5.6.2 needs a higher roll).',
            'Pareggio: nessuno ha ottenuto di più, quindi si ritira (la 5.6.2 richiede un tiro più alto).',
          )
        : loc(
            `**The ${step.chooser} player** names the side he wants and the VP (any whole number, 0 included) he gives the opponent, who accepts and takes the other side or bids more VP to keep that side; bidding ends when one accepts (5.6.2).`,
            `**Il ${step.chooser === 'first' ? 'primo' : 'secondo'} giocatore** dichiara la parte che vuole e i VP (un intero qualsiasi, zero compreso) che cede all'avversario, che accetta e prende l'altra parte o rilancia con più VP per tenere quella parte; la puntata termina quando uno accetta (5.6.2).`,
          );
    case 'bid-vp':
      return loc(
        'The final VP total is adjusted by the VP given (5.6.2), but not when checking automatic victory (5.6.2.1); a draw counts as an Allied win (5.6.3).',
        'A fine partita il totale dei VP si modifica dei VP ceduti (5.6.2), ma non per la vittoria automatica (5.6.2.1); un pareggio vale come vittoria alleata (5.6.3).',
      );
    case 'mo-table': {
      const sideName = step.side === 'cp' ? loc('Central Powers', 'Potenze Centrali') : loc('Allied', 'Alleata');
      const source =
        step.source === 'pack'
          ? loc('as loaded from the pack', 'caricata dal pacchetto')
          : loc(
              'default from rally-the-troops and rtt-paths-of-glory-dice-analyzer: not in the rulebook',
              'predefinita da rally-the-troops e rtt-paths-of-glory-dice-analyzer: non è nel regolamento',
            );
      const read = step.box === step.modified;
      return loc(
        `${sideName.en} Mandated Offensive table (${source.en}), ${read ? `box ${step.box}` : `${step.modified} read as box ${step.box}`}: **${MO_NAME[step.read].en}**.`,
        `Tabella Offensiva Obbligatoria ${step.side === 'cp' ? 'delle Potenze Centrali' : 'Alleata'} (${source.it}), ${read ? `casella ${step.box}` : `${step.modified} letto come casella ${step.box}`}: **${MO_NAME[step.read].it}**.`,
      );
    }
    case 'mo-change': {
      const change = moChangeWords(step.why, step.from, step.to);
      return loc(`→ ${change.en}.`, `→ ${change.it}.`);
    }
    case 'mo-outcome': {
      if (step.offensive === 'none')
        return loc('**No Mandated Offensive** this turn.', '**Nessuna Offensiva Obbligatoria** in questo turno.');
      if (step.mutiny)
        return loc(
          '**French Mutiny**: no attack is required; if a French unit not stacked with a US unit attacks in France, Belgium or Germany this turn, +1 VP (7.1.8).',
          "**Ammutinamento Francese**: non è obbligatorio attaccare; se un'unità francese non raggruppata con unità americane attacca in Francia, Belgio o Germania nel turno, +1 VP (7.1.8).",
        );
      const penalty = step.side === 'cp' ? 'VP −1' : 'VP +1';
      const requirement = MO_REQUIREMENT[step.offensive];
      return loc(
        `**${MO_NAME[step.offensive].en} Mandated Offensive** this turn: ${requirement.en}; if not, ${penalty} in the War Status Phase (7.1.3).`,
        `**Offensiva Obbligatoria ${MO_NAME[step.offensive].it}** nel turno: ${requirement.it}; altrimenti ${penalty} nella Fase dello Stato di Guerra (7.1.3).`,
      );
    }
    case 'rp-cost': {
      const items = step.items.map((item) => {
        const { rp } = REPLACEMENT_ACTIONS[item.action];
        const each = rp === 'half' ? '½ RP' : `${rp} RP`;
        const name = REPLACEMENT_NAME[item.action];
        return loc(`${item.count} × ${name.en} (${each})`, `${item.count} × ${name.it} (${each})`);
      });
      const who = step.nation === 'all' ? '' : `${step.nation.toUpperCase()}: `;
      return loc(
        `${who}${items.map((w) => w.en).join(' + ')} = **${step.rp} RP**`,
        `${who}${items.map((w) => w.it).join(' + ')} = **${step.rp} RP**`,
      );
    }
    case 'rp-total':
      return loc(`Total: **${step.rp} RP** (17.1.4).`, `Totale: **${step.rp} RP** (17.1.4).`);
    case 'rp-halves':
      return loc(
        'Corps halves share 1 RP two by two: two flips, two reduced placements, or a flip on the map with a reduced placement.',
        'I mezzi punti dei corpi si pagano a coppie con 1 RP: due corpi girati, due posti ridotti, o uno girato sulla mappa e uno posto ridotto.',
      );
  }
}

function moChangeWords(why: string, from: MoBox, to: MoBox): Localized {
  switch (why) {
    case 'hl-take-command':
      return loc(
        'H-L Take Command: a GE result counts as None (7.1.10)',
        'H-L Prendono il Comando: il risultato GE vale Nessuna (7.1.10)',
      );
    case 'bolshevik':
      return loc(
        'Bolshevik Revolution: Russian offensives are ignored (7.1.11)',
        'Rivoluzione Bolscevica: le offensive russe sono ignorate (7.1.11)',
      );
    case 'ah-it-as-ah':
      return loc(
        'Italy is neutral or Rome is held by the Central Powers: AH (It) is treated as AH (7.1.6)',
        "l'Italia è neutrale o Roma è delle Potenze Centrali: AH (It) vale AH (7.1.6)",
      );
    case 'neutral':
      return loc(
        `${MO_NAME[from].en} is neutral: no effect (7.1.2)`,
        `${MO_NAME[from].it} è neutrale: nessun effetto (7.1.2)`,
      );
    default: {
      const capital =
        from === 'ah' || from === 'ah-it'
          ? loc('Vienna and Budapest are', 'Vienna e Budapest sono')
          : loc('its capital is', 'la sua capitale è');
      return loc(
        `${MO_NAME[from].en}: ${capital.en} enemy-controlled, so one box to the right: ${MO_NAME[to].en} (7.1.2)`,
        `${MO_NAME[from].it}: ${capital.it} in mano al nemico, quindi una casella a destra: ${MO_NAME[to].it} (7.1.2)`,
      );
    }
  }
}

/** The explanation a player reads: each step in order, a fire's steps worded as one. */
export function explain(steps: readonly Step[]): Localized {
  const lines: Localized[] = [];
  const list = steps as readonly PogStep[];
  for (let i = 0; i < list.length; i++) {
    const step = list[i]!;
    if (step.step === 'fire-roll') {
      const fire: FireStep[] = [step];
      while (i + 1 < list.length && fire[fire.length - 1]?.step !== 'loss-number') fire.push(list[++i] as FireStep);
      lines.push(...fireLines(fire));
      continue;
    }
    const words = stepWords(step);
    if (words) lines.push(words);
  }
  return joinLocalized(lines);
}

// ---------------------------------------------------------------------------------------------------------------
// Problems.

export function problemWords(p: Problem): Localized {
  const v = p.params ?? {};
  const s = (key: string): string => String(v[key] ?? '');
  const help = UNIT_NOTATION_HELP;
  switch (p.code) {
    case 'not-a-unit':
      return loc(`"${s('token')}" is not a unit (${help.en})`, `"${s('token')}" non è un'unità (${help.it})`);
    case 'unbalanced-parenthesis':
      return loc(`"${s('token')}": unbalanced parenthesis`, `"${s('token')}": parentesi non bilanciata`);
    case 'reduced-one-side':
      return loc(
        `"${s('token')}": a reduced unit shows one side only, e.g. (A3-3)`,
        `"${s('token')}": un'unità ridotta mostra un solo lato, ad es. (A3-3)`,
      );
    case 'unknown-nation':
      return loc(
        `"${s('token')}": unknown nationality "${s('nation')}" (${NATIONS.join(', ')})`,
        `"${s('token')}": nazionalità "${s('nation')}" sconosciuta (${NATIONS.join(', ')})`,
      );
    case 'unit-count':
      return loc(`"${s('token')}": a count from 1 to 9`, `"${s('token')}": un numero da 1 a 9`);
    case 'loss-factor':
      return loc(`"${s('token')}": a loss factor is at least 1`, `"${s('token')}": un fattore di perdita è almeno 1`);
    case 'one-space':
      return loc('one space only: no ";" here (12.1.3)', 'un solo spazio: qui niente ";" (12.1.3)');
    case 'too-many-spaces':
      return loc(`at most ${s('max')} attacking spaces`, `al massimo ${s('max')} spazi attaccanti`);
    case 'empty-unit':
      return loc(`an empty unit in "${s('text')}" (${help.en})`, `un'unità vuota in "${s('text')}" (${help.it})`);
    case 'too-many-units':
      return loc(`at most ${s('max')} units here`, `al massimo ${s('max')} unità qui`);
    case 'reserve-corps-only':
      return loc(
        'the Reserve gives full-strength corps only (12.4.4), e.g. 3xC1-1/0-1:ru',
        'dalla Riserva vengono solo corpi a piena forza (12.4.4), ad es. 3xC1-1/0-1:ru',
      );
    case 'no-attackers':
      return loc(`give the attacking units (${help.en})`, `indica le unità attaccanti (${help.it})`);
    case 'no-defenders':
      return loc(
        'give the defending units, or the fort option for an unoccupied fort',
        "indica le unità difendenti, o l'opzione forte (fort) per un forte non occupato",
      );
    case 'stacking':
      return loc('at most 3 units in a space (10.1.1)', 'al massimo 3 unità in uno spazio (10.1.1)');
    case 'desert-summer':
      return loc(
        'the Terrain Effects Chart allows no combat into or out of a desert space in summer',
        'la Tabella degli Effetti del Terreno vieta il combattimento in o fuori da uno spazio di deserto in estate',
      );
    case 'isolated-without-flank':
      return loc('only with the flank option (12.3.2)', "solo con l'opzione fianco (flank) (12.3.2)");
    case 'wireless-without-flank':
      return loc(
        'only with the flank option (Wireless Intercepts, CP #2)',
        "solo con l'opzione fianco (flank) (Intercettazioni Radio, CP #2)",
      );
    case 'flank-one-space':
      return loc(
        'a flank attack needs attackers from 2 or more spaces, split by ";" (12.3.1)',
        'un attacco di fianco richiede attaccanti da 2 o più spazi, separati da ";" (12.3.1)',
      );
    case 'flank-no-army':
      return loc(
        `a flank attack needs at least one ${s('army')} Army (12.3.1; see the flank-army option)`,
        `un attacco di fianco richiede almeno un'Armata ${s('army') === 'attacking' ? 'attaccante' : 'difendente'} (12.3.1; vedi l'opzione armata-fianco, flank-army)`,
      );
    case 'flank-unoccupied-fort':
      return loc(
        'an unoccupied fort can never be flanked (15.1.6)',
        'un forte non occupato non può mai subire un attacco di fianco (15.1.6)',
      );
    case 'flank-swamp':
      return loc('no flank attack into swamp (12.3.1)', 'nessun attacco di fianco in palude (12.3.1)');
    case 'flank-mountain':
      return loc(
        'the Terrain Effects Chart allows no flank attack into mountain (see the mountain-flank option)',
        "la Tabella degli Effetti del Terreno non permette attacchi di fianco in montagna (vedi l'opzione fianco-montagna, mountain-flank)",
      );
    case 'flank-trench':
      return loc(
        'no flank attack against a trench (12.3.1) unless a card cancels it',
        'nessun attacco di fianco contro una trincea (12.3.1), salvo una carta che la annulli',
      );
    case 'isolated-too-many':
      return loc(
        `at most ${s('max')}: every attacking space but the frontal one (12.3.2)`,
        `al massimo ${s('max')}: ogni spazio attaccante tranne quello frontale (12.3.2)`,
      );
    case 'unknown-cf':
      return loc(
        `the reduced CF of ${s('unit')} is needed (it may be flipped before its side fires, 12.3.3): write it as A5-3/3-3.`,
        `serve il CF ridotto di ${s('unit')} (può essere girata prima che la sua parte spari, 12.3.3): scrivila come A5-3/3-3.`,
      );
    case 'unknown-lf':
      return loc(
        `the loss factor of ${s('unit')} is needed to take losses (12.4.2)`,
        `serve il fattore di perdita di ${s('unit')} per subire le perdite (12.4.2)`,
      );
    case 'loss-choice-range':
      return loc(
        `the ${s('side')} has ${s('count')} legal ways to take its losses; choose from 1 to ${s('count')}.`,
        `${s('side') === 'attacker' ? "l'attaccante" : 'il difensore'} ha ${s('count')} modi legali di subire le perdite; scegli da 1 a ${s('count')}.`,
      );
    case 'only-cp-roll':
      return loc(
        `only for the Central Powers roll (${s('rule')})`,
        `solo per il tiro delle Potenze Centrali (${s('rule')})`,
      );
    case 'only-ap-roll':
      return loc(`only for the Allied roll (${s('rule')})`, `solo per il tiro alleato (${s('rule')})`);
    case 'not-a-neutral':
      return loc(
        `"${s('item')}" is not a nation that can be neutral here: a list of ${s('allowed')}`,
        `"${s('item')}" non è una nazione che qui può essere neutrale: una lista tra ${s('allowed')}`,
      );
    case 'not-a-capital':
      return loc(
        `"${s('item')}" is not a nation of the Mandated Offensive tables: a list of ${s('allowed')}`,
        `"${s('item')}" non è una nazione delle tabelle delle Offensive Obbligatorie: una lista tra ${s('allowed')}`,
      );
    case 'trench-at-top':
      return loc(
        'a trench is already at level 2, the highest (11.2.3): 0 or 1',
        'una trincea di livello 2 è già al massimo (11.2.3): 0 o 1',
      );
    case 'cp-peace-vp':
      return loc(
        'the Central Powers may offer peace only at VP 11 or more (16.5.1.1)',
        'le Potenze Centrali possono offrire la pace solo con VP 11 o più (16.5.1.1)',
      );
    case 'ap-peace-vp-printed':
      return loc(
        'the Allies may offer peace only at VP 9 or more (16.5.1.2, as printed)',
        'gli Alleati possono offrire la pace solo con VP 9 o più (16.5.1.2, come stampato)',
      );
    case 'ap-peace-vp-mirrored':
      return loc(
        'the Allies may offer peace only at VP 9 or less (16.5.1.2, mirrored reading)',
        'gli Alleati possono offrire la pace solo con VP 9 o meno (16.5.1.2, lettura speculare)',
      );
    case 'not-a-replacement':
      return loc(
        `"${s('item')}" is not a replacement action (${REPLACEMENT_NOTATION_HELP.en})`,
        `"${s('item')}" non è un'azione di rimpiazzo (${REPLACEMENT_NOTATION_HELP.it})`,
      );
    case 'not-a-replacement-action':
      return loc(
        `"${s('action')}" is not an action of the Replacement table (${REPLACEMENT_ACTION_LIST.join(', ')})`,
        `"${s('action')}" non è un'azione della Tabella dei Rimpiazzi (${REPLACEMENT_ACTION_LIST.join(', ')})`,
      );
    case 'not-an-rp-nation': {
      const list = `${RP_NATIONS.join(', ')}, ${MINOR_ALLIES.join(', ')}`;
      return loc(`"${s('nation')}" is not a nation (${list})`, `"${s('nation')}" non è una nazione (${list})`);
    }
    case 'replacement-count':
      return loc(`"${s('item')}": a count of at least 1`, `"${s('item')}": un numero di almeno 1`);
    case 'no-replacement':
      return loc(
        `give at least one action (${REPLACEMENT_NOTATION_HELP.en})`,
        `indica almeno un'azione (${REPLACEMENT_NOTATION_HELP.it})`,
      );
    case 'rp-nation-all-or-none':
      return loc(
        'give a nation to every item or to none (RP are spent by nation, 17.1.1)',
        'indica la nazione per ogni voce o per nessuna (gli RP si spendono per nazione, 17.1.1)',
      );
    default:
      return both(() => p.code);
  }
}

/** How every Paths of Glory ruling words its steps and problems. */
export const pogWords: RulingWords = {
  explain: (steps) => explain(steps),
  problem: problemWords,
};
