import type { Problem, Step } from '../../core/explain.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import type { RulingWords } from '../../core/ruling.js';
import { describeRoll, signed, type Modifier } from '../../core/words.js';
import type { Arrival, Side, Terrain } from './model.js';
import type { N1812Step, StepModifier } from './rules/steps.js';
import type { CityEvent, NapoleonFate } from './rules/tables.js';
import { NAPOLEON_1812_TABLES } from './tables.js';

/**
 * Napoleon's Greatest Gamble in Italian and English: the names of sides, terrains and events, every step of the
 * rules' explanations (one `switch` over the closed union of steps), and every problem the game's notations and
 * rules report. The rulings' option declarations keep their own descriptions (rulings/).
 */

// ---------------------------------------------------------------------------------------------------------------
// Names

export const SIDE_NAME: Readonly<Record<Side, Localized>> = {
  french: loc('French', 'Francese'),
  russian: loc('Russian', 'Russo'),
};

export const TERRAIN_NAME: Readonly<Record<Terrain, Localized>> = {
  clear: loc('clear', 'terreno chiaro'),
  city: loc('city', 'città'),
  'fortified-city': loc('fortified city', 'città fortificata'),
  forest: loc('forest', 'foresta'),
  marsh: loc('marsh', 'palude'),
  rough: loc('rough', 'terreno accidentato'),
};

const EVENT_NAME: Readonly<Record<CityEvent, Localized>> = {
  'took-moscow': loc('Grande Armée took Moscow', 'la Grande Armée occupa Mosca'),
  'took-petersburg': loc('Grande Armée took St Petersburg', 'la Grande Armée occupa San Pietroburgo'),
  'left-moscow': loc('Grande Armée left Moscow', 'la Grande Armée lascia Mosca'),
  'left-petersburg': loc('Grande Armée left St Petersburg', 'la Grande Armée lascia San Pietroburgo'),
};

/** The legend of Tab. 13.2 and the note under it (13.3). */
export const ARRIVAL_TEXT: Readonly<Record<Arrival, Localized>> = {
  west: loc('any hex of territory west of Russia', 'qualsiasi esagono di territorio a ovest della Russia'),
  A: loc('Lemberg (2217) and/or an adjacent hex (A)', 'Lemberg (2217) e/o un esagono adiacente (A)'),
  K: loc('Kiev and/or an adjacent hex (K)', 'Kiev e/o un esagono adiacente (K)'),
  Kg: loc('Kaluga and/or an adjacent hex (Kg)', 'Kaluga e/o un esagono adiacente (Kg)'),
  StP: loc('St Petersburg and/or an adjacent hex (St P)', 'San Pietroburgo e/o un esagono adiacente (St P)'),
};

const NAPOLEON_FATE_TEXT: Readonly<Record<NapoleonFate, Localized>> = {
  gone: loc(
    '**Napoleon goes back to France** and is removed from play for good',
    '**Napoleone torna in Francia** ed è rimosso permanentemente dal gioco',
  ),
  'may-return': loc(
    '**Napoleon goes back to France but may return**: at the end of each later turn roll `napoleon-return` (5–6)',
    '**Napoleone torna in Francia ma può tornare**: alla fine di ogni turno successivo tira `ritorno-napoleone` (5–6)',
  ),
  stays: loc('**Napoleon stays** with his army', "**Napoleone rimane** con l'armata"),
};

/** The notations, as the refusals show them. */
export const UNITS_FORM = loc(
  '2I,1C,1A (I infantry, C cavalry, A artillery; d = disrupted: 1Id)',
  '2I,1C,1A (I fanteria, C cavalleria, A artiglieria; d = disorganizzata: 1Id)',
);
export const SUPPORT_FORM = loc(
  '3l,2ar (good-order units, then l leader, a artillery, r across river, m forced march, c1 combats, d2 disrupted)',
  '3l,2ar (unità in buon ordine, poi l comandante, a artiglieria, r oltre fiume, m marcia forzata, ' +
    'c1 combattimenti, d2 disorganizzate)',
);

function modifierLabel(m: StepModifier): Localized {
  switch (m.kind) {
    case 'leader-cr':
      return loc('leader CR', 'CR del Comandante');
    case 'river':
      return loc('across a river', 'attraverso un fiume');
    case 'fortified-with-artillery':
      return loc('fortified city, with artillery', 'città fortificata, con artiglieria');
    case 'fortified-without-artillery':
      return loc('fortified city, without artillery', 'città fortificata, senza artiglieria');
    case 'support-fortified-without-artillery':
      return loc('fortified city without artillery', 'città fortificata senza artiglieria');
    case 'terrain':
      return TERRAIN_NAME[m.of as Terrain];
    case 'leader':
      return loc('leader', 'Comandante');
    case 'mav':
      return loc('MAV', 'MAV');
    case 'dv':
      return loc('DV', 'DV');
    case 'support':
      return loc(`support ${m.of}`, `supporto ${m.of}`);
    case 'french-from-turn-3':
      return loc('French stack from turn 3', 'stack francese dal turno 3');
    case 'winter':
      return loc('winter', 'inverno');
    case 'forced-march-hexes':
      return loc('forced-march hexes', 'esagoni di marcia forzata');
    case 'napoleon':
      return loc('Napoleon', 'Napoleone');
    case 'command':
      return loc('leader commanding all the units', 'Comandante al comando di tutte le unità');
    case 'napoleon-davout':
      return loc('Napoleon or Davout', 'Napoleone o Davout');
    case 'murat':
      return loc('Murat', 'Murat');
    case 'depots':
      return loc('Depots on the map', 'Depositi sulla mappa');
    case 'captured':
      return loc('Depots captured', 'Depositi catturati');
    case 'cavalry-reserve':
      return loc('Cavalry Reserve', 'Riserva di Cavalleria');
    case 'card':
      return loc('card', 'carta');
    case 'decisive':
      return loc('Decisive Victories', 'Vittorie Decisive');
    case 'city-event':
      return EVENT_NAME[m.of as CityEvent];
  }
}

const asModifiers = (mods: readonly StepModifier[]): Modifier[] =>
  mods.map((m) => ({ label: modifierLabel(m), value: m.value, ...(m.rule === null ? {} : { rule: m.rule }) }));

/** `; +1 winter (8.6)` for each modifier that changes the count. */
const modifierList = (mods: readonly StepModifier[], lang: 'en' | 'it'): string =>
  mods
    .filter((m) => m.value !== 0)
    .map((m) => `; ${signed(m.value)} ${modifierLabel(m)[lang]} (${m.rule})`)
    .join('');

/** `, −2 across a river` (11.4, 11.5 texts sign with + or −, even a zero). */
const plusMinus = (m: StepModifier, lang: 'en' | 'it'): string =>
  `${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${modifierLabel(m)[lang]}`;

const prefixed = (prefix: Localized, text: Localized): Localized => loc(prefix.en + text.en, prefix.it + text.it);

const WHO = {
  attacker: { en: 'attacker', wins: "Vince l'attaccante", on: "all'attaccante" },
  defender: { en: 'defender', wins: 'Vince il difensore', on: 'al difensore' },
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Steps

/** One step in words: a line of the explanation, or null for a step another step's line already says. */
export function stepWords(s: N1812Step): Localized | null {
  switch (s.step) {
    // 6, 7 Supply
    case 'forage': {
      if (!s.outOfSupply)
        return loc(
          `Die ${s.die} > ${s.units} unit${s.units === 1 ? '' : 's'}: foraging succeeds; supply is traced normally (6.1, 6.2).`,
          `Dado ${s.die} > ${s.units} unità: il foraggio riesce; il rifornimento si traccia normalmente (6.1, 6.2).`,
        );
      const winterNote =
        s.winter === null
          ? loc(' (in winter, Veterans too)', ' (in inverno, anche i Veterani)')
          : s.winter
            ? loc(' (winter: Veterans too)', ' (inverno: anche i Veterani)')
            : loc('', '');
      return loc(
        `Die ${s.die} ≤ ${s.units} unit${s.units === 1 ? '' : 's'}: the stack is **out of supply**, even if it can trace a line (6.3). ` +
          `At the end of the phase its units are disrupted, and those already disrupted that are not Veterans are eliminated${winterNote.en} (6.4).`,
        `Dado ${s.die} ≤ ${s.units} unità: lo stack è **fuori rifornimento**, anche se può tracciare una linea (6.3). ` +
          `Alla fine della fase le sue unità sono disorganizzate, e quelle già disorganizzate non Veterane sono eliminate${winterNote.it} (6.4).`,
      );
    }
    case 'forage-marker':
      return loc(
        'The Forage marker is removed at the end of the phase (6.3).',
        'Il segnalino Forage è rimosso alla fine della fase (6.3).',
      );
    case 'trains': {
      const side = SIDE_NAME[s.side];
      const n = s.available;
      return loc(
        `${s.table}, turn ${s.turn}, ${side.en}: ${s.tableValue}${modifierList(s.modifiers, 'en')} → **${n} Supply Train${n === 1 ? '' : 's'}**, plus 2 dummies (7.5).`,
        `${s.table}, turno ${s.turn}, ${side.it}: ${s.tableValue}${modifierList(s.modifiers, 'it')} → **${n} Tren${n === 1 ? 'o' : 'i'} di Rifornimento**, più 2 fasulli (7.5).`,
      );
    }
    case 'depots-removable':
      return loc(
        `The count is ${s.count}: the opponent may remove up to ${s.removable} of these Depots to bring it back to 0 (7.2 note).`,
        `Il conto è ${s.count}: l'avversario può rimuovere fino a ${s.removable} di questi Depositi per riportarlo a 0 (7.2, nota).`,
      );
    case 'first-player': {
      if (s.first === 'tie')
        return loc(
          `Both sides have ${s.french} trains in ${s.table}: the rulebook gives no tie-break for who goes first (${s.cite}).`,
          `Entrambe le parti hanno ${s.french} treni nella ${s.table}: il regolamento non dice chi inizia in caso di parità (${s.cite}).`,
        );
      const mine = s[s.first];
      const theirs = s.first === 'french' ? s.russian : s.french;
      return loc(
        `The ${SIDE_NAME[s.first].en} goes first (${s.cite}): ${mine} trains against ${theirs} in ${s.table}, before adjustments.`,
        `Inizia il ${SIDE_NAME[s.first].it} (${s.cite}): ${mine} treni contro ${theirs} nella ${s.table}, prima degli aggiustamenti.`,
      );
    }
    // 8 Attrition
    case 'no-attrition-roll': {
      const season = s.winter ? loc('in winter', 'in inverno') : loc('out of winter', 'fuori inverno');
      return loc(
        `No attrition roll: a move of ${s.hexes} hex${s.hexes === 1 ? '' : 'es'} ${season.en} is under ${s.trigger} (8.5).`,
        `Nessun tiro per l'attrito: un movimento di ${s.hexes} esagon${s.hexes === 1 ? 'o' : 'i'} ${season.it} è inferiore a ${s.trigger} (8.5).`,
      );
    }
    case 'attrition-roll':
      return describeRoll([s.die], asModifiers(s.modifiers), s.total);
    case 'attrition-row': {
      if (s.row === null)
        return loc(`${s.total} is under 6: no effect (8.5).`, `${s.total} è inferiore a 6: nessun effetto (8.5).`);
      const over = s.total > 11;
      const read = loc(over ? ` (${s.total} read as 10–11, ⚠)` : '', over ? ` (${s.total} letto come 10–11, ⚠)` : '');
      return s.units === 1
        ? loc(
            `Row ${s.row}${read.en}, single-unit stack: it is disrupted (8.5).`,
            `Riga ${s.row}${read.it}, stack di una sola unità: diventa disorganizzata (8.5).`,
          )
        : loc(
            `Row ${s.row}${read.en}, stack of ${s.units} units (8.5).`,
            `Riga ${s.row}${read.it}, stack di ${s.units} unità (8.5).`,
          );
    }
    case 'attrition-effect': {
      if (s.eliminate + s.disrupt === 0)
        return s.rowRead
          ? loc(
              'Artillery does not suffer attrition: no effect (8.5).',
              "L'artiglieria non subisce attrito: nessun effetto (8.5).",
            )
          : null;
      const en: string[] = [];
      const it: string[] = [];
      if (s.eliminate > 0) {
        en.push(`**eliminate ${s.eliminate}**`);
        it.push(`**elimina ${s.eliminate}**`);
      }
      if (s.disrupt > 0) {
        en.push(`**disrupt ${s.disrupt}**`);
        it.push(`**disorganizza ${s.disrupt}**`);
      }
      return loc(
        `Infantry or cavalry, the owner's choice (8.5): ${en.join(' and ')}.`,
        `Fanteria o cavalleria, a scelta del proprietario (8.5): ${it.join(' e ')}.`,
      );
    }
    case 'cavalry-first':
      return loc(
        'Advanced rules, turns 1–2: cavalry goes before infantry (16.6).',
        'Regole avanzate, turni 1–2: la cavalleria va scelta prima della fanteria (16.6).',
      );
    // 9 Combat Commands
    case 'combat-commands': {
      const floor = s.raw < s.min ? loc(`, never below ${s.min}`, `, mai meno di ${s.min}`) : loc('', '');
      const side = SIDE_NAME[s.side];
      return loc(
        `${side.en}: base ${s.base} (14.1)${modifierList(s.modifiers, 'en')} → **${s.cc} CC**${floor.en} (9.3)`,
        `${side.it}: base ${s.base} (14.1)${modifierList(s.modifiers, 'it')} → **${s.cc} CC**${floor.it} (9.3)`,
      );
    }
    case 'first-attacker':
      return s.equal
        ? loc(`Equal CC: the French attacks first (9.4).`, `CC pari: attacca per primo il Francese (9.4).`)
        : loc(
            `The ${SIDE_NAME[s.side].en} has more CC and attacks first (9.4); leaders move first in the same order (12.2).`,
            `Il ${SIDE_NAME[s.side].it} ha più CC e attacca per primo (9.4); muove per primo anche i Comandanti (12.2).`,
          );
    case 'cc-expire':
      return loc(
        'Unspent CC are lost at the end of the turn (9.2); card adjustments (16.1) come after this comparison.',
        'I CC non spesi sono persi alla fine del turno (9.2); gli aggiustamenti delle carte (16.1) vengono dopo questo confronto.',
      );
    // 10 Activation
    case 'activation-roll':
      return describeRoll(
        [s.die],
        [
          { label: loc('CC committed', 'CC impiegati'), value: s.cc, rule: '10.2' },
          { label: loc('leader CR', 'CR del Comandante'), value: s.cr, rule: '10.2' },
        ],
        s.total,
      );
    case 'attack-outcome':
      switch (s.outcome) {
        case 'aborted':
          return loc(
            `**Aborted**: a natural ${s.abortFace}. The attack does not happen, the ${s.cc} CC committed are lost and the ` +
              'chance to attack passes to the opponent; you may try again at your next turn to attack (10.2, 10.7).',
            `**Abortito**: ${s.abortFace} naturale. L'attacco non viene eseguito, i ${s.cc} CC impiegati sono persi e ` +
              "l'opportunità di attaccare passa all'avversario; potrai riprovare al tuo prossimo turno (10.2, 10.7).",
          );
        case 'proceeds':
          return loc(
            `**Proceeds**: ${s.total} ≥ ${s.target}. Call the support stacks (10.3).`,
            `**Prosegue**: ${s.total} ≥ ${s.target}. Chiama gli stack di supporto (10.3).`,
          );
        case 'failed':
          return loc(
            `**Failed**: ${s.total} < ${s.target}. No more attacks for you this turn (10.2, 10.7).`,
            `**Fallito**: ${s.total} < ${s.target}. Non puoi più attaccare in questo turno (10.2, 10.7).`,
          );
      }
      break;
    case 'support-call':
      return s.side === 'attacker'
        ? loc(
            `Attacker's support (${s.rule}), the same ${s.cc} CC for every stack:`,
            `Supporto all'attaccante (${s.rule}), gli stessi ${s.cc} CC per ogni stack:`,
          )
        : loc(
            `Defender's support (${s.rule}), ${s.cc} CC committed:`,
            `Supporto al difensore (${s.rule}), ${s.cc} CC impiegati:`,
          );
    case 'support-roll': {
      const roll = describeRoll(
        [s.die],
        [
          { label: loc('CC', 'CC'), value: s.cc, rule: s.rule },
          { label: loc('leader CR', 'CR del Comandante'), value: s.cr, rule: s.rule },
        ],
        s.total,
      );
      return loc(
        `Stack ${s.stack}: ${roll.en}: ${s.joins ? `**joins** (≥ ${s.target})` : `does not join (< ${s.target})`}`,
        `Stack ${s.stack}: ${roll.it}: ${s.joins ? `**interviene** (≥ ${s.target})` : `non interviene (< ${s.target})`}`,
      );
    }
    case 'support-joined':
      return loc(
        `${s.joined} of ${s.stacks} support stacks join.` +
          (s.side === 'defender' ? ' The defending stack itself always takes part (10.6 note).' : ''),
        `${s.joined} stack di supporto su ${s.stacks} intervengono.` +
          (s.side === 'defender' ? ' Lo stack che si difende partecipa sempre (10.6, nota).' : ''),
      );
    // 11 Combat
    case 'cavalry-withdraw':
      return loc(
        '(11.1: the defender is all cavalry and the attacker has none: it could have retreated before the combat.)',
        '(11.1: il difensore è tutto cavalleria e l’attaccante non ne ha: poteva ritirarsi prima del combattimento.)',
      );
    case 'stack-value':
      return stackValueWords(s);
    case 'modified-attack': {
      if (s.modifiers.length === 0)
        return loc(`MAV ${s.mav} (no 11.4 reduction)`, `MAV ${s.mav} (nessuna riduzione 11.4)`);
      const list = (lang: 'en' | 'it'): string =>
        s.modifiers.map((m) => `; ${plusMinus(m, lang)}${m.rule ? ` (${m.rule})` : ''}`).join('');
      return loc(`AV ${s.av}${list('en')} → MAV ${s.mav}`, `AV ${s.av}${list('it')} → MAV ${s.mav}`);
    }
    case 'support-value': {
      const base =
        s.divisor === 1
          ? loc(`${s.good} unit${s.good === 1 ? '' : 's'}`, `${s.good} unità`)
          : loc(
              `${s.good} units ÷${s.divisor} (fatigue) = ${s.units}`,
              `${s.good} unità ÷${s.divisor} (fatica) = ${s.units}`,
            );
      const mods = (lang: 'en' | 'it'): string => s.modifiers.map((m) => `, ${plusMinus(m, lang)}`).join('');
      return loc(
        `support ${s.stack}: ${base.en}${mods('en')} → ${s.value}`,
        `supporto ${s.stack}: ${base.it}${mods('it')} → ${s.value}`,
      );
    }
    case 'final-value':
      return prefixed(
        s.who === 'attack' ? loc('FAV (11.5): ', 'FAV (11.5): ') : loc('FDV (11.7): ', 'FDV (11.7): '),
        describeRoll([s.die], asModifiers(s.modifiers), s.value),
      );
    case 'disrupted-defence':
      return loc(
        `The defending hex holds only disrupted units: FDV = 1xd6 = ${s.die}, whatever leader or support (11.18).`,
        `L'esagono difeso contiene solo unità disorganizzate: FDV = 1xd6 = ${s.die}, nonostante Comandanti o supporto (11.18).`,
      );
    case 'tie':
      return loc(
        '**Tie** (11.9): both stacks stay where they are; one unit of the attacking stack (owner’s choice) takes 1 hit.',
        "**Pareggio** (11.9): entrambi gli stack restano dove sono; un'unità dello stack attaccante (a scelta del proprietario) subisce 1 danno.",
      );
    case 'combat-won':
      return loc(`**The ${WHO[s.winner].en} wins** by ${s.by} (11.8).`, `**${WHO[s.winner].wins}** di ${s.by} (11.8).`);
    case 'loser-hits':
      return loc(
        `Hits on the ${WHO[s.loser].en}: **${s.hits}** = the difference` +
          (s.capped ? `, capped at the ${s.winnerGood} good-order units of the winner's side, support included` : '') +
          ' (11.14).',
        `Danni ${WHO[s.loser].on}: **${s.hits}** = la differenza` +
          (s.capped
            ? `, limitata alle ${s.winnerGood} unità in buon ordine della parte vincente, supporto incluso`
            : '') +
          ' (11.14).',
      );
    case 'winner-hits': {
      const raw = s.half + s.adjustment;
      const d = s.difference;
      return loc(
        `Hits on the ${WHO[s.winner].en}: ⌊${d}/2⌋ = ${s.half}; die ${s.die} → ${signed(s.adjustment)} = ${raw} → **${s.hits}** (0 to ${s.loserGood}, 11.15).`,
        `Danni ${WHO[s.winner].on}: ⌊${d}/2⌋ = ${s.half}; dado ${s.die} → ${signed(s.adjustment)} = ${raw} → **${s.hits}** (da 0 a ${s.loserGood}, 11.15).`,
      );
    }
    case 'hit-allocation':
      return loc(
        'The owners apply the hits at once, at least half on the attacking or defending stack itself: a hit disrupts a good-order unit and eliminates a disrupted one (11.17).',
        'I proprietari applicano subito i danni, almeno la metà sullo stack attaccante o difensore: un danno disorganizza un’unità in buon ordine ed elimina una disorganizzata (11.17).',
      );
    case 'annihilation':
      return s.annihilation === 'certain'
        ? loc(
            'These hits eliminate every defending unit: the good-order attackers, leaders included, may advance whatever the difference (11.13); leaders in the hex roll to escape (11.19).',
            'Questi danni eliminano tutte le unità che si difendono: le unità attaccanti in buon ordine, Comandanti inclusi, possono avanzare indipendentemente dalla differenza (11.13); i Comandanti nell’esagono tirano per la fuga (11.19).',
          )
        : loc(
            'If the defender puts enough hits on its own stack to eliminate every unit, the good-order attackers may advance whatever the difference (11.13).',
            'Se il difensore assegna al proprio stack danni sufficienti a eliminarne tutte le unità, le unità attaccanti in buon ordine possono avanzare indipendentemente dalla differenza (11.13).',
          );
    case 'retreat':
      if (s.retreat === 'required')
        return loc(
          'The surviving defenders **must retreat** one hex, together, and are eliminated if they cannot (11.12, 11.11).',
          'Le unità sopravvissute del difensore **devono ritirarsi** insieme di un esagono e sono eliminate se non possono (11.12, 11.11).',
        );
      return s.attackerWon
        ? loc(
            'The surviving defenders **may retreat** (11.12, 11.11).',
            'Le unità sopravvissute del difensore **possono ritirarsi** (11.12, 11.11).',
          )
        : loc(
            'The attacker stays where it is; the defender may stay or retreat (11.10, 11.11).',
            "L'attaccante rimane dov'è; il difensore può rimanere o ritirarsi (11.10, 11.11).",
          );
    case 'advance':
      switch (s.advance) {
        case 'barred':
          return loc(
            'French units cannot advance into forest, marsh or rough after combat (14.6).',
            'Le unità francesi non possono avanzare in foresta, palude o terreno accidentato dopo il combattimento (14.6).',
          );
        case 'all':
          return loc(
            'The attacking units still in good order may advance into the vacated hex (11.12).',
            'Le unità attaccanti rimaste in buon ordine possono avanzare nell’esagono lasciato vuoto (11.12).',
          );
        case 'cavalry':
          return loc(
            'If the defender retreats, only the attacking cavalry still in good order may advance (11.12).',
            'Se il difensore si ritira, solo la cavalleria attaccante rimasta in buon ordine può avanzare (11.12).',
          );
      }
      break;
    case 'pursuit':
      return loc(
        'Cavalry pursuit (11.16): if the defender retreats, one of its disrupted units (owner’s choice) takes a further hit and is eliminated.',
        'Inseguimento della cavalleria (11.16): se il difensore si ritira, una sua unità disorganizzata (a scelta del proprietario) subisce un ulteriore danno ed è eliminata.',
      );
    case 'half-difference': {
      const bound =
        s.bound === 'zero'
          ? loc(' (never below 0)', ' (mai meno di 0)')
          : s.bound === 'loser'
            ? loc(
                ` (at most ${s.loserGood}, the loser's good-order units)`,
                ` (al massimo ${s.loserGood}, le unità in buon ordine del perdente)`,
              )
            : loc('', '');
      return loc(
        `Half the difference ⌊${s.difference}/2⌋ = ${s.half}; die ${s.die} → ${signed(s.adjustment)} (11.15) → ${s.raw}${bound.en}.`,
        `Metà della differenza ⌊${s.difference}/2⌋ = ${s.half}; dado ${s.die} → ${signed(s.adjustment)} (11.15) → ${s.raw}${bound.it}.`,
      );
    }
    case 'winner-hits-total':
      return loc(
        `The loser inflicts **${s.hits} hit${s.hits === 1 ? '' : 's'}** on the winner (11.15, applied per 11.17).`,
        `Il perdente infligge **${s.hits} dann${s.hits === 1 ? 'o' : 'i'}** al vincitore (11.15, applicati come da 11.17).`,
      );
    case 'escape-roll':
      if (s.die === s.lostFace)
        return loc(
          `${s.leader}: die ${s.die} → **eliminated** (11.19).`,
          `${s.leader}: dado ${s.die} → **eliminato** (11.19).`,
        );
      return s.refuge
        ? loc(
            `${s.leader}: die ${s.die} → **escapes**: place him on any friendly stack within ${s.radius} hexes, whatever enemy units lie between (11.19).`,
            `${s.leader}: dado ${s.die} → **scappa**: ponilo su qualsiasi stack amico entro ${s.radius} esagoni, nonostante unità nemiche nel raggio (11.19).`,
          )
        : loc(
            `${s.leader}: die ${s.die} → would escape, but no friendly stack lies within ${s.radius} hexes: **eliminated** (11.19).`,
            `${s.leader}: dado ${s.die} → scapperebbe, ma non c'è uno stack amico entro ${s.radius} esagoni: **eliminato** (11.19).`,
          );
    case 'napoleon-lost':
      return loc(
        '**Napoleon is killed or captured: the Russian player wins at once (14.7).**',
        '**Napoleone è ucciso o catturato: il giocatore Russo vince immediatamente (14.7).**',
      );
    // 13 Cossacks and reinforcements
    case 'cossack-threshold': {
      const need = s.winter ? loc('5 or 6 (winter)', '5 o 6 (inverno)') : loc('6', '6');
      return loc(`Cossacks hit on ${need.en} (13.1):`, `I Cosacchi colpiscono con ${need.it} (13.1):`);
    }
    case 'cossack-roll':
      return loc(
        `Hex ${s.hex}: die ${s.die} → ${s.hit ? '**hit**' : 'no effect'}`,
        `Esagono ${s.hex}: dado ${s.die} → ${s.hit ? '**danno**' : 'nessun effetto'}`,
      );
    case 'cossack-hits':
      return s.hits > 0
        ? loc(
            `${s.hits} unit${s.hits === 1 ? '' : 's'} hit: a good-order unit is disrupted, a disrupted one eliminated (13.1, 11.17).`,
            `${s.hits} unità colpit${s.hits === 1 ? 'a' : 'e'}: un'unità in buon ordine diventa disorganizzata, una disorganizzata è eliminata (13.1, 11.17).`,
          )
        : loc('No French unit is hit.', 'Nessuna unità francese è colpita.');
    case 'reinforcements-turn':
      return loc(`Tab. 13.2, end of turn ${s.turn}:`, `Tab. 13.2, fine del turno ${s.turn}:`);
    case 'reinforcement': {
      const leaders = s.leaders.length > 0 ? s.leaders.join(', ') : '';
      const what = [s.units.trim(), leaders].filter((p) => p !== '').join(', ');
      const note = s.note ? ` (${s.note})` : '';
      return loc(
        `${SIDE_NAME[s.side].en}: ${what}${note} → ${ARRIVAL_TEXT[s.arrival].en}`,
        `${SIDE_NAME[s.side].it}: ${what}${note} → ${ARRIVAL_TEXT[s.arrival].it}`,
      );
    }
    case 'no-reinforcements':
      return loc('No reinforcements arrive.', 'Non arriva alcun rinforzo.');
    case 'reinforcement-placement':
      return loc(
        'Never on or adjacent to a hex with enemy units, nor over 6 OF (4.1); units that cannot be placed never arrive and are eliminated (13.3). They move normally from the next turn (13.2).',
        'Mai su o adiacenti a un esagono con unità nemiche, né oltre 6 OF (4.1); i rinforzi che non possono essere piazzati non arrivano mai e sono eliminati (13.3). Muovono normalmente dal turno successivo (13.2).',
      );
    case 'first-placer-unknown':
      return loc(
        `Who places first (13.2) needs Tab. 7.3, which is not loaded: load a pack whose \`tables.${s.table}\` holds it.`,
        `Chi piazza per primo (13.2) dipende dalla Tab. 7.3, che non è caricata: carica un pack il cui \`tables.${s.table}\` la contenga.`,
      );
    case 'sweden-reminder':
      return loc(
        'Advanced rules: the Russian rolls for the Swedes at the end of turn 6 (16.12, `sweden`).',
        'Regole avanzate: alla fine del turno 6 il Russo tira per gli Svedesi (16.12, `svezia`).',
      );
    case 'no-french-reinforcements-1813':
      return loc(
        '1813 campaign (16.13): no French reinforcements.',
        'Campagna del 1813 (16.13): nessun rinforzo francese.',
      );
    case 'russian-recovery-reminder':
      return loc(
        'The Russian rolls 1xd6 at the end of the turn to recover dead units: use `russian-recovery` (16.13).',
        'Il Russo tira 1xd6 alla fine del turno per recuperare unità morte: usa `recupero-russo` (16.13).',
      );
    // 16 Advanced rules
    case 'no-chaos-roll':
      return loc(
        `No roll: Russian chaos applies on turns 1 to ${s.lastTurn} only (16.5) and Constantine is not with the stack. The stack moves.`,
        `Nessun tiro: il caos russo si applica solo dal turno 1 al ${s.lastTurn} (16.5) e Constantine non è con lo stack. Lo stack muove.`,
      );
    case 'chaos-roll':
      return s.rule === '16.5'
        ? loc(
            `Chaos (16.5): die ${s.die} → ${s.stops ? '**the move is postponed**' : 'no effect'}.`,
            `Caos (16.5): dado ${s.die} → ${s.stops ? '**il movimento è rimandato**' : 'nessun effetto'}.`,
          )
        : loc(
            `Constantine (16.4(2)): die ${s.die} → ${s.stops ? '**no move**' : 'no effect'}.`,
            `Constantine (16.4(2)): dado ${s.die} → ${s.stops ? '**nessun movimento**' : 'nessun effetto'}.`,
          );
    case 'chaos-outcome':
      return s.moves
        ? loc('The stack may move.', 'Lo stack può muovere.')
        : loc(
            `The units stay where they are${s.constantine ? ', Constantine with them' : ''}.`,
            `Le unità rimangono sul posto${s.constantine ? ', con Constantine' : ''}.`,
          );
    case 'reserve-roll':
      return loc(
        `Die ${s.die}: the Russian chooses ${s.die} French cavalry division${s.die === 1 ? '' : 's'} to remove from the Reserve (16.7).`,
        `Dado ${s.die}: il Russo sceglie ${s.die} division${s.die === 1 ? 'e' : 'i'} di cavalleria francese da togliere dalla Riserva (16.7).`,
      );
    case 'reserve-short':
      return loc(
        `Only ${s.reserveLeft} left in the Reserve: the other ${s.fromOther} come from other French cavalry, cavalry only (16.7).`,
        `Nella Riserva ne restano solo ${s.reserveLeft}: le altre ${s.fromOther} sono altre cavallerie francesi, solo cavalleria (16.7).`,
      );
    case 'reserve-total':
      return s.trainPenalty !== null
        ? loc(
            `${s.totalLost} cavalry eliminated by 16.7: from turn 3 French trains (Tab. 7.3) ${s.trainPenalty === 0 ? 'are not reduced (8 or more, ⚠ implied)' : `−${s.trainPenalty}`} (16.7; not on turns 8+ of the two-year campaign).`,
            `${s.totalLost} cavallerie eliminate per la 16.7: dal turno 3 i treni francesi (Tab. 7.3) ${s.trainPenalty === 0 ? 'non sono ridotti (8 o più, ⚠ implicito)' : `−${s.trainPenalty}`} (16.7; non nei turni 8+ della campagna su due anni).`,
          )
        : loc(
            `${s.totalLost} lost so far; roll again at the end of phase 1 of turn 2, then the train reduction is known (16.7).`,
            `${s.totalLost} perse finora; si tira di nuovo alla fine della fase 1 del turno 2, poi si conosce la riduzione dei treni (16.7).`,
          );
    case 'revolt-roll':
      return loc(
        `Turn ${s.turn} (turns ${s.turns}): the revolt needs ${s.needed}–6; die ${s.die} → ${s.revolt ? '**revolt**' : 'no revolt'} (16.8).`,
        `Turno ${s.turn} (turni ${s.turns}): la rivolta richiede ${s.needed}–6; dado ${s.die} → ${s.revolt ? '**rivolta**' : 'nessuna rivolta'} (16.8).`,
      );
    case 'revolt-effect':
      return loc(
        "The units are removed from play at once (16.8; ⚠ read as Tormasov's 3rd Army). Next turn the French may declare the independence of the western territories (16.9).",
        "Le unità sono rimosse subito dal gioco (16.8; ⚠ lette come la 3a Armata di Tormasov). Al turno successivo il Francese può dichiarare l'indipendenza dei territori occidentali (16.9).",
      );
    case 'revolt-once':
      return loc('The roll is made on that first turn only (16.8).', 'Si tira solo in quel primo turno (16.8).');
    case 'sweden-roll':
      return s.arrive
        ? loc(
            `Die ${s.die} (4–6): **Sweden joins**: 1 infantry, 1 cavalry and 1 Swedish leader are added to the Russian turn-6 reinforcements, at St Petersburg (16.12).`,
            `Dado ${s.die} (4–6): **la Svezia interviene**: una fanteria, una cavalleria e un Comandante svedesi si aggiungono ai rinforzi russi del turno 6, a San Pietroburgo (16.12).`,
          )
        : loc(
            `Die ${s.die} (1–3): Sweden stays out (16.12).`,
            `Dado ${s.die} (1–3): la Svezia non interviene (16.12).`,
          );
    case 'winter-losses': {
      const [a, b] = s.dice;
      const n = s.half;
      return s.side === 'russian'
        ? loc(
            `Dice ${a} + ${b} = ${s.total}, halved (rounded down) → **${n}** dead 1812 unit${n === 1 ? '' : 's'} (combat units and/or leaders) recovered (16.13).`,
            `Dadi ${a} + ${b} = ${s.total}, dimezzato (per difetto) → **${n}** unità morte nel 1812 (di combattimento e/o Comandanti) recuperate (16.13).`,
          )
        : loc(
            `Dice ${a} + ${b} = ${s.total}, halved (rounded down) → **${n}** combat unit${n === 1 ? '' : 's'} removed (16.13).`,
            `Dadi ${a} + ${b} = ${s.total}, dimezzato (per difetto) → **${n}** unità di combattimento rimoss${n === 1 ? 'a' : 'e'} (16.13).`,
          );
    }
    case 'winter-placement':
      return loc(
        'Place them in or adjacent to Kiev, Moscow or St Petersburg unless the city is French-occupied (4.1 applies).',
        'Ponile dentro o adiacenti a Kiev, Mosca o San Pietroburgo, a meno che la città sia occupata dai Francesi (si applica la 4.1).',
      );
    case 'winter-leaders': {
      const n = s.leadersLost;
      return n > 0
        ? loc(
            `${n === 1 ? 'One die shows' : 'Both dice show'} 1: **${n} leader${n === 1 ? '' : 's'}** removed too (16.13).`,
            `${n === 1 ? 'Un dado mostra' : 'Entrambi i dadi mostrano'} 1: rimoss${n === 1 ? 'o' : 'i'} anche **${n} Comandant${n === 1 ? 'e' : 'i'}** (16.13).`,
          )
        : loc(
            'No die shows 1: no leader is removed (16.13).',
            'Nessun dado mostra 1: nessun Comandante è rimosso (16.13).',
          );
    }
    case 'winter-choice':
      return loc(
        'The French chooses, preferring units that are neither French nor Polish (16.13).',
        'Sceglie il Francese, preferendo unità che non siano Francesi o Polacche (16.13).',
      );
    case 'napoleon-fate': {
      const fate = NAPOLEON_FATE_TEXT[s.fate];
      return loc(`Napoleon: die ${s.die} → ${fate.en} (16.13).`, `Napoleone: dado ${s.die} → ${fate.it} (16.13).`);
    }
    case 'napoleon-return':
      return s.returns
        ? loc(
            `Die ${s.die} (5–6): **Napoleon returns** on any French stack (16.13).`,
            `Dado ${s.die} (5–6): **Napoleone torna** su qualsiasi stack francese (16.13).`,
          )
        : loc(
            `Die ${s.die}: Napoleon stays in France this turn; roll again at the end of the next (16.13).`,
            `Dado ${s.die}: Napoleone resta in Francia per questo turno; si ritira alla fine del prossimo (16.13).`,
          );
    case 'recovery-roll': {
      const n = s.recovered;
      return loc(
        `Die ${s.die} → **${n}** unit${n === 1 ? '' : 's'} dead in 1812 (combat unit or leader) recovered (16.13).`,
        `Dado ${s.die} → **${n}** unità mort${n === 1 ? 'a' : 'e'} nel 1812 (di combattimento o Comandante) recuperat${n === 1 ? 'a' : 'e'} (16.13).`,
      );
    }
    case 'recovery-placement':
      return loc(
        'Place in or adjacent to Kiev, Moscow and/or St Petersburg unless the city is French-occupied (4.1 applies).',
        'Piazzale in o adiacenti a Kiev, Mosca e/o San Pietroburgo, a meno che la città sia occupata dai Francesi (si applica la 4.1).',
      );
  }
  return null;
}

/** 11.3 / 11.6 with 11.2 point 3, as the combat explains the attack or defence value. */
function stackValueWords(s: Extract<N1812Step, { step: 'stack-value' }>): Localized {
  const name = s.who === 'attack' ? loc('AV', 'AV') : loc('DV', 'DV');
  const ability =
    s.abilityCf > 0
      ? loc(` (${s.goodUnits} + ${s.abilityCf} leader, 16.4)`, ` (${s.goodUnits} + ${s.abilityCf} Comandante, 16.4)`)
      : loc('', '');
  const arms = loc(
    `combined arms +${s.arms} (${s.types} type${s.types === 1 ? '' : 's'})`,
    `armi combinate +${s.arms} (${s.types} tip${s.types === 1 ? 'o' : 'i'})`,
  );
  if (s.divisor === 1)
    return loc(
      `CF ${s.cf}${ability.en}, ${arms.en} → ${name.en} ${s.value}`,
      `CF ${s.cf}${ability.it}, ${arms.it} → ${name.it} ${s.value}`,
    );
  if (s.fatigueOn === 'value')
    return loc(
      `(CF ${s.cf}${ability.en} + ${arms.en}) = ${s.cf + s.arms}, fatigue ÷${s.divisor} (11.2) → ${name.en} ${s.value}`,
      `(CF ${s.cf}${ability.it} + ${arms.it}) = ${s.cf + s.arms}, fatica ÷${s.divisor} (11.2) → ${name.it} ${s.value}`,
    );
  return loc(
    `CF ${s.cf}${ability.en} ÷${s.divisor} (fatigue, 11.2) = ${s.cfDivided}, ${arms.en} → ${name.en} ${s.value}`,
    `CF ${s.cf}${ability.it} ÷${s.divisor} (fatica, 11.2) = ${s.cfDivided}, ${arms.it} → ${name.it} ${s.value}`,
  );
}

/** The explanation a player reads: each step's line, in order. */
export function explain(steps: readonly Step[]): Localized {
  return joinLocalized(
    (steps as readonly N1812Step[]).map(stepWords).filter((line): line is Localized => line !== null),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Problems

const tableTitle = (id: unknown): Localized =>
  NAPOLEON_1812_TABLES.find((t) => t.id === id)?.title ?? loc(String(id), String(id));

/** The game's problems in words; never the option's name (the framework puts it first). */
export function problemWords(p: Problem): Localized {
  const v = p.params ?? {};
  switch (p.code) {
    // Notations
    case 'units-notation':
      return loc(`write the units as ${UNITS_FORM.en}`, `scrivi le unità come ${UNITS_FORM.it}`);
    case 'stack-size':
      return loc(
        `a stack holds ${v['min']} to ${v['max']} combat units (4.4), not ${v['total']}`,
        `uno stack ha da ${v['min']} a ${v['max']} unità di combattimento (4.4), non ${v['total']}`,
      );
    case 'support-notation':
      return loc(
        `write the support stacks as ${SUPPORT_FORM.en}`,
        `scrivi gli stack di supporto come ${SUPPORT_FORM.it}`,
      );
    case 'support-too-many':
      return loc(
        `at most ${v['max']} stacks can be adjacent to the defender besides the enemy (10.3, 10.5)`,
        `al massimo ${v['max']} stack possono essere adiacenti al difensore oltre al nemico (10.3, 10.5)`,
      );
    case 'support-stack-size':
      return loc(
        `support stack ${v['stack']} must hold 1 to ${v['max']} combat units (4.4)`,
        `lo stack di supporto ${v['stack']} deve avere da 1 a ${v['max']} unità di combattimento (4.4)`,
      );
    case 'cr-list':
      return loc(
        `give one CR per support stack, 1 to ${v['stacks']} values from 0 to ${v['maxCr']}, e.g. 2,0,1`,
        `indica un CR per stack di supporto, da 1 a ${v['stacks']} valori da 0 a ${v['maxCr']}, ad es. 2,0,1`,
      );
    case 'leaders-notation':
      return loc(
        `give the leaders' names separated by commas (e.g. Napoleon,Murat) or their number, 1 to ${v['max']}`,
        `indica i nomi dei Comandanti separati da virgole (ad es. Napoleone,Murat) o il loro numero, da 1 a ${v['max']}`,
      );
    // Combat (10.1, 4.4, 16.2, 16.4)
    case 'attackers-disrupted':
      return loc(
        'every unit of the attacking stack must be in good order (10.1)',
        'tutte le unità dello stack attaccante devono essere in buon ordine (10.1)',
      );
    case 'others-disrupted':
      return loc(
        'every unit of the attacking stack must be in good order, not only those attacking (10.1)',
        'tutte le unità dello stack attaccante devono essere in buon ordine, non solo quelle che attaccano (10.1)',
      );
    case 'attacking-stack-size':
      return loc(
        `attackers and the rest of their stack are at most ${v['max']} units (4.4), not ${v['total']}`,
        `attaccanti e resto dello stack sono al massimo ${v['max']} unità (4.4), non ${v['total']}`,
      );
    case 'french-leader':
      return loc(
        `${v['leader']} is a French leader (16.4): the attacker must be French`,
        `${v['leader']} è un Comandante francese (16.4): l'attaccante deve essere francese`,
      );
    case 'platov-russian':
      return loc(
        'Platov is a Russian leader (16.4): the attacker must be Russian',
        "Platov è un Comandante russo (16.4): l'attaccante deve essere russo",
      );
    case 'napoleon-defends':
      return loc(
        'Napoleon defends only against a Russian attacker: set the side option to russian',
        "Napoleone difende solo contro un attaccante russo: nell'opzione lato (side) scegliete russo (russian)",
      );
    case 'attacker-command':
      return loc(
        `at most ${v['max']}, the units of the attacking stack (16.2)`,
        `al massimo ${v['max']}, le unità dello stack attaccante (16.2)`,
      );
    case 'defender-command':
      return loc(
        `at most ${v['max']}, the good-order defending units (16.2)`,
        `al massimo ${v['max']}, le unità difendenti in buon ordine (16.2)`,
      );
    // Attrition (8.4, 14.5, 16.4)
    case 'forced-march-needed':
      return loc(
        `more than ${v['allowance']} hexes needs a Forced March (8.4)`,
        `più di ${v['allowance']} esagoni richiede la Marcia Forzata (8.4)`,
      );
    case 'moving-disrupted':
      return loc('a moving stack is all in good order (8.4)', 'uno stack che muove è tutto in buon ordine (8.4)');
    case 'napoleon-basic-only':
      return loc(
        '14.5 applies only when the advanced rules are not used',
        'la 14.5 si applica solo se non si usano le regole avanzate',
      );
    // Leader movement (12.1)
    case 'leader-no-path':
      return loc(
        'give the leader’s path, his hex first (12.1)',
        'indica il percorso del Comandante, dal suo esagono (12.1)',
      );
    case 'leader-too-far':
      return loc(
        `a leader moves up to ${v['hexes']} hexes in this phase (12.1)`,
        `un Comandante muove fino a ${v['hexes']} esagoni in questa fase (12.1)`,
      );
    case 'leader-not-adjacent':
      return loc(
        `each hex of the path is next to the one before (${v['hex']})`,
        `ogni esagono del percorso è adiacente al precedente (${v['hex']})`,
      );
    case 'leader-terrain':
      return loc(`the leader may not enter ${v['hex']}`, `il Comandante non può entrare in ${v['hex']}`);
    case 'leader-enemy-units':
      return loc(
        `the leader’s path may not pass through ${v['hex']}, which holds enemy units (12.1)`,
        `il percorso del Comandante non può passare per ${v['hex']}, che contiene unità nemiche (12.1)`,
      );
    case 'leader-enemy-city':
      return loc(
        `${v['hex']} is a city of enemy territory that no friendly unit holds (12.1)`,
        `${v['hex']} è una città in territorio nemico non occupata da unità amiche (12.1)`,
      );
    case 'leader-end':
      return loc(
        `a leader ends his move on friendly combat units or in a city of his own territory, not in ${v['hex']} (12.1)`,
        `un Comandante termina il movimento su unità di combattimento amiche o in una città del proprio territorio, non in ${v['hex']} (12.1)`,
      );
    // Combat on the map (10.1, 11.11–11.13)
    case 'attack-units-not-here':
      return loc(
        `the units ordered to attack are units of the stack in ${v['hex']} (10.1)`,
        `le unità a cui si ordina di attaccare sono unità dello stack in ${v['hex']} (10.1)`,
      );
    case 'attack-not-adjacent':
      return loc(
        `a stack attacks an enemy stack in an adjacent hex, not ${v['hex']} (10.1)`,
        `uno stack attacca uno stack nemico in un esagono immediatamente adiacente, non ${v['hex']} (10.1)`,
      );
    case 'attack-no-defender':
      return loc(
        `${v['hex']} holds no enemy combat units (10.1)`,
        `${v['hex']} non contiene unità di combattimento nemiche (10.1)`,
      );
    case 'attack-disrupted':
      return loc(
        `every unit of the attacking stack in ${v['hex']}, ordered to attack or not, must be in good order (10.1)`,
        `tutte le unità dello stack attaccante in ${v['hex']}, anche quelle che non attaccano, devono essere in buon ordine (10.1)`,
      );
    case 'attack-forage':
      return loc(
        `the stack in ${v['hex']} has a Forage marker: it neither attacks nor supports (8.7)`,
        `lo stack in ${v['hex']} ha un segnalino Foraggiamento: non può attaccare né supportare (8.7)`,
      );
    case 'advance-units':
      return loc(
        `only good-order units of the stack in ${v['hex']} advance (11.12)`,
        `avanzano solo unità in buon ordine dello stack in ${v['hex']} (11.12)`,
      );
    case 'advance-occupied':
      return loc(`${v['hex']} still holds enemy units (11.12)`, `${v['hex']} contiene ancora unità nemiche (11.12)`);
    case 'advance-terrain':
      return loc(`the units may not advance into ${v['hex']}`, `le unità non possono avanzare in ${v['hex']}`);
    case 'advance-capacity':
      return loc(
        `${v['hex']} would hold more than ${v['capacity']} friendly OF (4.1)`,
        `${v['hex']} conterrebbe più di ${v['capacity']} OF amici (4.1)`,
      );
    case 'french-leaders':
      return loc('Napoleon, Davout and Murat are French leaders', 'Napoleone, Davout e Murat sono Comandanti francesi');
    // Strategic movement (4.1, 8.3, 8.4, 14.6)
    case 'move-no-units':
      return loc('name the combat units that move (8.4)', 'indicate le unità di combattimento che muovono (8.4)');
    case 'move-units-not-here':
      return loc(
        `the moving units start stacked together in the path's first hex, ${v['hex']} (8.4)`,
        `le unità che si muovono iniziano impilate insieme nel primo esagono del percorso, ${v['hex']} (8.4)`,
      );
    case 'unit-moved-already':
      return loc(
        'a combat unit makes only one move in this phase (8.3)',
        "un'unità di combattimento può fare solo un movimento in questa fase (8.3)",
      );
    case 'move-no-train':
      return loc(
        'the moving units start stacked with a Supply Train (8.4)',
        'le unità di combattimento devono iniziare il loro movimento impilate con un Treno di Rifornimento (8.4)',
      );
    case 'move-no-leader':
      return loc(
        'the moving units start stacked with a leader that has not moved in this phase, who accompanies them (8.4)',
        'le unità di combattimento devono iniziare il movimento impilate con un Comandante che non abbia già mosso in ' +
          'questa fase, e che le accompagni (8.4)',
      );
    case 'leader-not-here':
      return loc(
        `the accompanying leader starts stacked with the moving units, in ${v['hex']} (8.4)`,
        `il Comandante che accompagna lo stack inizia impilato con le unità che si muovono, in ${v['hex']} (8.4)`,
      );
    case 'leader-moved-already':
      return loc('the leader has already moved in this phase (8.4)', 'il Comandante ha già mosso in questa fase (8.4)');
    case 'leader-drop-off':
      return loc(
        `a leader accompanies the stack for 1 to ${v['max']} hexes of the path (8.4)`,
        `un Comandante accompagna lo stack per 1–${v['max']} esagoni del percorso (8.4)`,
      );
    case 'move-stack-disrupted':
      return loc(
        'every unit of the stack, also those that do not move, is in good order (8.4)',
        'tutte le unità nello stack, anche quelle che non muovono, devono essere in buon ordine (8.4)',
      );
    case 'move-besieged':
      return loc(
        `the single combat unit in ${v['hex']} is under siege (two or more good-order enemy combat units next to ` +
          'the city, not across a river) and cannot move strategically (8.4)',
        `la singola unità di combattimento in ${v['hex']} è sotto assedio (almeno due unità di combattimento nemiche ` +
          'in buon ordine adiacenti alla città, non al di là di un fiume) e non può muovere strategicamente (8.4)',
      );
    case 'move-no-hexes':
      return loc('a move enters at least one hex (8.4)', 'un movimento entra in almeno un esagono (8.4)');
    case 'move-too-long':
      return loc(
        `at most ${v['max']} hexes, with a Forced March (8.4)`,
        `al massimo ${v['max']} esagoni, con la Marcia Forzata (8.4)`,
      );
    case 'move-not-adjacent':
      return loc(
        `${v['to']} is not next to ${v['from']}: a move is a contiguous path (8.4)`,
        `${v['to']} non è adiacente a ${v['from']}: il movimento è una distanza contigua di esagoni (8.4)`,
      );
    case 'move-off-map':
      return loc(`${v['hex']} is not a hex of the map`, `${v['hex']} non è un esagono della mappa`);
    case 'move-impassable': {
      const terrain = String(v['terrain']);
      const name =
        { lake: loc('lake', 'lago'), sea: loc('sea', 'mare'), mountain: loc('mountain', 'montagna') }[terrain] ??
        loc(terrain, terrain);
      return loc(
        `${v['hex']} (${name.en}) is impassable: lake, mountain and sea (8.4)`,
        `${v['hex']} (${name.it}) non è transitabile per tutte le unità: lago, montagna e mare (8.4)`,
      );
    }
    case 'move-difficult-terrain':
      return loc(
        `forest, marsh and rough are impassable to French units: ${v['hex']} (14.6)`,
        `foresta, palude e terreno accidentato sono intransitabili per le unità francesi: ${v['hex']} (14.6)`,
      );
    case 'move-enemy-units':
      return loc(
        `moving units cannot enter a hex with enemy units: ${v['hex']} (8.4)`,
        `le unità che si muovono non possono entrare in un esagono contenente unità nemiche: ${v['hex']} (8.4)`,
      );
    case 'move-stacking':
      return loc(
        `no unit enters a hex past ${v['max']} friendly OF, not even passing through: ${v['hex']} would hold ` +
          `${v['of']} (4.1)`,
        `un'unità non può muovere dentro un esagono in violazione della capacità di ${v['max']} OF amici, ` +
          `nemmeno di passaggio: ${v['hex']} ne avrebbe ${v['of']} (4.1)`,
      );
    case 'move-cavalry-zone':
      return loc(
        `a unit that enters ${v['hex']}, next to enemy cavalry, may not leave it (8.4)`,
        `un'unità che entra in ${v['hex']}, adiacente a cavalleria nemica, non può uscirne (8.4)`,
      );
    case 'move-cavalry-start':
      return loc(
        `starting next to good-order enemy cavalry, the first hex entered, ${v['hex']}, is next to no enemy ` +
          'cavalry (8.4)',
        `partendo adiacente a cavalleria nemica non disorganizzata, il primo esagono in cui entra, ${v['hex']}, non ` +
          'può essere adiacente a cavalleria nemica (8.4)',
      );
    // Supply (6.3, 7.2, 16.7, 16.13)
    case 'forage-too-early':
      return loc(
        `forage rolls start on turn ${v['from']} (6.3, 8.7)`,
        `i tiri di foraggio iniziano dal turno ${v['from']} (6.3, 8.7)`,
      );
    case 'forage-1813':
      return loc(
        '6.3 does not apply on turns 8 and 9 of the two-year campaign (16.13)',
        'la 6.3 non si applica nei turni 8 e 9 della campagna su due anni (16.13)',
      );
    case 'reserve-french':
      return loc('the Cavalry Reserve is French (16.7)', 'la Riserva di Cavalleria è francese (16.7)');
    case 'reserve-turn-1':
      return loc(
        'on turn 1 no cavalry has been lost to 16.7 yet',
        'al turno 1 nessuna cavalleria è ancora persa per la 16.7',
      );
    // Supply Trains, Depots and Recovery (7.1, 7.3, 7.6, 7.7, 8.1)
    case 'convert-one-per-turn':
      return loc(
        'each player converts at most one Depot into a Supply Train a turn (7.1)',
        'ogni giocatore può convertire un solo Deposito in un Treno di Rifornimento per turno (7.1)',
      );
    case 'convert-no-depot':
      return loc(
        `there is no friendly Depot in ${v['hex']} to convert (7.1)`,
        `in ${v['hex']} non c'è un Deposito amico da convertire (7.1)`,
      );
    case 'convert-no-unit':
      return loc(
        `a Depot is converted only in a hex occupied by a friendly unit, and ${v['hex']} has none (7.1)`,
        `un Deposito si converte solo in un esagono occupato da un'unità amica, e in ${v['hex']} non ce n'è (7.1)`,
      );
    case 'train-no-stack':
      return loc(
        `there are no friendly combat units in ${v['hex']} to receive a Supply Train (7.3)`,
        `in ${v['hex']} non ci sono unità di combattimento amiche a cui allocare un Treno di Rifornimento (7.3)`,
      );
    case 'train-no-leader':
      return loc(
        `a stack that receives a Supply Train for ${v['use'] === 'recovery' ? 'Recovery' : 'Movement'} must be ` +
          `accompanied by a leader, and ${v['hex']} has none (7.3)`,
        `uno stack a cui è allocato un Treno di Rifornimento per il ${v['use'] === 'recovery' ? 'Recupero' : 'Movimento'} ` +
          `deve essere accompagnato da un Comandante, e in ${v['hex']} non ce n'è (7.3)`,
      );
    case 'train-out-of-supply':
      return loc(
        `Supply Trains go only to stacks in supply (6.1), and the stack in ${v['hex']} is not (7.3)`,
        `i Treni di Rifornimento si allocano solo a unità in rifornimento (6.1), e lo stack in ${v['hex']} non lo è (7.3)`,
      );
    case 'depot-not-city':
      return loc(
        `Depots are established only in cities, and ${v['hex']} is not one (7.6)`,
        `i Depositi si approntano solo nelle città, e ${v['hex']} non lo è (7.6)`,
      );
    case 'depot-french-forbidden': {
      const city = String(v['city']);
      const it = { Moscow: 'Mosca', 'St Petersburg': 'San Pietroburgo' }[city] ?? city;
      return loc(
        `the French may never establish a Depot in ${city} (7.3)`,
        `i Francesi non possono stabilire un Deposito a ${it} (7.3)`,
      );
    }
    case 'depot-enemy-city':
      return loc(
        `a Depot goes in an enemy city only if friendly combat units (or a lone leader) occupy it, and nobody ` +
          `occupies ${v['hex']} (7.6)`,
        `un Deposito si pone su una città nemica solo se è occupata da unità di combattimento amiche (compresi ` +
          `Comandanti solitari), e ${v['hex']} non lo è (7.6)`,
      );
    case 'depot-no-stack':
      return loc(
        `a Depot is established under the friendly units in the hex, and there are none in ${v['hex']} (7.6)`,
        `un Deposito si pone sotto le unità amiche che occupano l'esagono, e in ${v['hex']} non ce ne sono (7.6)`,
      );
    case 'depot-under-siege':
      return loc(
        `the city ${v['hex']} is under siege (8.4, General Exception): no Depot there (7.6)`,
        `la città ${v['hex']} è sotto assedio (8.4, Eccezione generale): nessun Deposito (7.6)`,
      );
    case 'depot-no-chain':
      return loc(
        `a Depot in ${v['hex']} must link to a friendly Ultimate Supply Source through a chain of friendly Depots, ` +
          `each link at most ${v['range']} hexes under the first four points of 6.2 (7.7)`,
        `un Deposito in ${v['hex']} deve essere collegato a una fonte ultimativa di rifornimento amica da una catena ` +
          `di Depositi amici, ogni tratto di al massimo ${v['range']} esagoni con le restrizioni dei primi quattro ` +
          'punti della 6.2 (7.7)',
      );
    case 'recovery-none-disrupted':
      return loc(
        `the stack in ${v['hex']} has no disrupted units to recover (8.1)`,
        `lo stack in ${v['hex']} non ha unità disorganizzate da recuperare (8.1)`,
      );
    case 'recovery-no-train':
      return loc(
        'Recovery needs a Supply Train allocated to the stack (8.1)',
        'il Recupero richiede un Treno di Rifornimenti allocato allo stack (8.1)',
      );
    case 'recovery-no-leader':
      return loc(
        `the disrupted units in ${v['hex']} recover only accompanied by a leader (8.1)`,
        `le unità disorganizzate in ${v['hex']} si recuperano solo se accompagnate da un Comandante (8.1)`,
      );
    case 'recovery-out-of-supply':
      return loc(
        `only a stack in supply (6.1) recovers, and the stack in ${v['hex']} is not (8.1)`,
        `solo uno stack in rifornimento (6.1) recupera, e lo stack in ${v['hex']} non lo è (8.1)`,
      );
    case 'recovery-cr-unknown':
      return loc(
        `give the CR of every leader in ${v['hex']}: their sum limits Recovery (8.1)`,
        `indica il CR di ogni Comandante in ${v['hex']}: la loro somma limita il Recupero (8.1)`,
      );
    case 'recovery-over-cr':
      return loc(
        `at most ${v['most']} units recover: the leaders' CR is ${v['cr']}, with ${v['disrupted']} disrupted (8.1)`,
        `si recuperano al massimo ${v['most']} unità: il CR dei Comandanti è ${v['cr']}, con ${v['disrupted']} ` +
          'unità disorganizzate (8.1)',
      );
    // Tables from packs
    case 'table-missing': {
      const title = tableTitle(v['table']);
      return loc(
        `The table ${title.en} is not printed in the rulebook (rule ${v['rule']} reads it): load a pack whose ` +
          `\`tables.${v['table']}\` holds it (/pack import, or \`npx umpire pack check\` to validate).`,
        `La tabella ${title.it} non è stampata nel regolamento (la regola ${v['rule']} la legge): carica un pack il cui ` +
          `\`tables.${v['table']}\` la contenga (/pack import, o \`npx umpire pack check\` per validarlo).`,
      );
    }
    case 'table-row-missing':
      return loc(
        `${v['table']} as loaded has no row for turn ${v['turn']}: check the pack's \`tables.${v['id']}\`.`,
        `La ${v['table']} caricata non ha una riga per il turno ${v['turn']}: controlla \`tables.${v['id']}\` del pack.`,
      );
    default:
      return loc(p.code, p.code);
  }
}

export const words: RulingWords = { explain: (steps) => explain(steps), problem: problemWords };
