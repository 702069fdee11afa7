import type { Problem, Step } from '../../core/explain.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { describeRoll, signed, type Modifier, type RulingWords } from '../../core/ruling.js';
import { FORT_IDS, type SeaNationality, type Side } from './model.js';
import type { LossStep } from './rules/battle.js';
import type { CapBonus } from './rules/cap.js';
import type { Drm, DrmKind, HitReason, OnlyOneWhy } from './rules/fire.js';
import type { RetreatReason, Who } from './rules/retreat.js';
import type { GiStep } from './rules/steps.js';
import type { CapColumn, FowRow } from './rules/tables.js';

/**
 * Grand Illusion's Italian and English in one place: the names of sides, table columns and rows, every step of the
 * rules (a switch over the closed union GiStep, so each kind is worded) and every problem the game refuses with.
 */

// ---------------------------------------------------------------------------------------------------------------
// Names.

export const SIDE_NAME: Record<Side, Localized> = {
  allied: loc('Allied', 'Alleato'),
  german: loc('German', 'Tedesco'),
};

/** "the Allied player" / "l'Alleato", as the rulebook calls the players. */
export const PLAYER: Record<Side, Localized> = {
  allied: loc('the Allied player', "l'Alleato"),
  german: loc('the German player', 'il tedesco'),
};

/** "to the Allied player", in Italian "all'Alleato" / "al tedesco". */
const TO_PLAYER: Record<Side, Localized> = {
  allied: loc(PLAYER.allied.en, "all'Alleato"),
  german: loc(PLAYER.german.en, 'al tedesco'),
};

/** Capitalizes a localized phrase for the start of a sentence. */
export function capitalized(text: Localized): Localized {
  const up = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  return loc(up(text.en), up(text.it));
}

export const CAP_COLUMN_NAME: Record<CapColumn, Localized> = {
  joffre: loc('Joffre', 'Joffre'),
  joffre2: loc('Joffre II', 'Joffre II'),
  moltke: loc('Moltke', 'Moltke'),
  falkenhayn: loc('Falkenhayn', 'Falkenhayn'),
};

const CAP_BONUS_NAME: Record<CapBonus, Localized> = {
  'empires-in-arms': loc('Empires in Arms', 'Imperi in Armi'),
  'more-troops': loc('More troops', 'Più truppe'),
};

export const FOW_NAME: Record<FowRow, Localized> = {
  rout: loc('Rout', 'Rotta'),
  'cautious-attacker': loc('Cautious Attacker', 'Attaccante cauto'),
  skirmish: loc('Skirmish', 'Schermaglia'),
  'german-general-staff': loc('German General Staff', 'Stato Maggiore Tedesco'),
  'offensive-a-outrance': loc('Offensive à outrance', 'Offensiva al Limite'),
  'defenders-tactical-advantage': loc("Defender's Tactical Advantage", 'Vantaggio Tattico del Difensore'),
  'attacker-surprise': loc('Attacker Surprise', "Sorpresa dell'attaccante"),
  'allied-general-staff': loc('Allied General Staff', 'Stato Maggiore Alleato'),
  counterattack: loc('Counterattack', 'Contrattacco'),
};

export const SEA_NATIONALITY_NAME: Record<SeaNationality, Localized> = {
  british: loc('British unit', 'unità inglese'),
  french: loc('French unit', 'unità francese'),
  territorial: loc('French Territorials', 'Territoriali francesi'),
  belgian: loc('Belgian unit', 'unità belga'),
};

/** The die roll modifiers of the Battle Map, by what they stand for. */
export const DRM_NAME: Record<DrmKind, Localized> = {
  terrain: loc('terrain (TEM)', 'terreno (TEM)'),
  trench: loc('trench', 'trinceramento'),
  concentric: loc('Concentric Attack', 'Attacco Concentrico'),
  alpine: loc('mountain equipment', 'equipaggiamento da montagna'),
  counterattack: loc('counterattack', 'contrattacco'),
  fort: loc('defending fort in the hex', "forte difendente nell'esagono"),
  impetus: loc('Impetus', 'Impeto'),
  given: loc('DRM given', 'DRM indicato'),
};

const CUP_NAME: Record<string, Localized> = {
  german: loc('German VP', 'VP tedeschi'),
  plan17: loc('Plan 17 VP', 'VP Piano 17'),
};

// ---------------------------------------------------------------------------------------------------------------
// The notations, as the refusals describe them.

export const FORCE_FORM = loc(
  'units separated by commas, each [label=]CS[/disorganized CS] nationality kind [dis] [alpine] (nationality fr, gb, be, de; kind corps, div, bde, cav, cav-bde), two divisions in one space joined by &, forts as toul@4 or fort 5+2/4+2; e.g. "XIII=5 de corps, 3 gb div & 2 gb div dis, toul"',
  'unità separate da virgole, ognuna [nome=]CS[/CS disorganizzata] nazionalità tipo [dis] [alpine] (nazionalità fr, gb, be, de; tipo corps, div, bde, cav, cav-bde), due divisioni nello stesso spazio unite da &, forti come toul@4 o fort 5+2/4+2; es. "XIII=5 de corps, 3 gb div & 2 gb div dis, toul"',
);

export const FORT_NOTATION = loc(
  'a fort is a roster name (e.g. toul), a name at its current strength (toul@3) or its steps as printed, strongest first (5+2/4+2/3+1/2+1)',
  'un forte è un nome della lista (es. toul), un nome con la forza attuale (toul@3) o i suoi livelli come stampati, dal più forte (5+2/4+2/3+1/2+1)',
);

const BESIEGED_FORM = loc(
  'forts by roster name (e.g. "maubeuge, namur") or the words garrisoned / ungarrisoned',
  'forti per nome (es. "maubeuge, namur") o le parole garrisoned / ungarrisoned',
);

const SEA_UNITS_FORM = loc(
  'a list like "british, territorial, belgian" (british, french, territorial, belgian; add * for a unit already Disorganized)',
  'un elenco come "british, territorial, belgian" (british, french, territorial, belgian; aggiungete * per un’unità già Disorganizzata)',
);

const HA_FORM = loc(
  'bombard numbers in firing order, e.g. "5" or "5,6"',
  'numeri di bombardamento in ordine di tiro, es. "5" o "5,6"',
);

const FORCE_FAULT: Record<string, (word: string) => Localized> = {
  'unknown-word': (word) => loc(`unknown word "${word}"`, `parola sconosciuta "${word}"`),
  'no-cs': () => loc('its CS is missing', 'manca la CS'),
  'no-nationality': () => loc('its nationality is missing', 'manca la nazionalità'),
  'no-kind': () => loc('its kind is missing', 'manca il tipo'),
  'cs-range': () =>
    loc(
      'a CS is 0–20, the Disorganized one not above the full one',
      'una CS è 0–20, quella disorganizzata non oltre quella piena',
    ),
  'disorganized-one-cs': () =>
    loc('a Disorganized unit has one CS, the one showing', "un'unità Disorganizzata ha una sola CS, quella visibile"),
  'space-holds-two': () =>
    loc('a space holds at most two divisions or brigades', 'uno spazio contiene al massimo due divisioni o brigate'),
  'pair-mismatch': () =>
    loc(
      'only two divisions/brigades of the same nationality and arm may share a space (9.2.2)',
      'solo due divisioni/brigate della stessa nazionalità e arma possono condividere uno spazio (9.2.2)',
    ),
};

// ---------------------------------------------------------------------------------------------------------------
// Combat words shared by the fire and battle steps.

const SKIRMISH_WHY = loc(
  'in a Skirmish every unit and fort hits only on a 1 (FoW 4)',
  'nella Schermaglia unità e forti colpiscono solo con 1 (FoW 4)',
);
const FORT_WHY = loc(
  'a fort attacked by infantry loses a step only on a natural 1 (9.5.1)',
  'un forte attaccato dalla fanteria perde un livello solo con un 1 naturale (9.5.1)',
);
const ONLY_ONE_WHY: Record<OnlyOneWhy, Localized> = { skirmish: SKIRMISH_WHY, fort: FORT_WHY };

const SKIRMISH_EFFECT = loc(
  'Skirmish: all forts, infantry and cavalry hit only on a 1; no trench or terrain effects; no fort DRM (9.5.1).',
  'Schermaglia: tutte le fortificazioni, unità di fanteria e cavalleria colpiscono solo con 1; niente effetti di trincee e terreno; niente DRM del forte (9.5.1).',
);

const BATTLE_GOES_ON = loc('The battle is fought normally.', 'La battaglia si combatte normalmente.');

const modifiers = (drms: readonly Drm[]): Modifier[] =>
  drms.map((m) => ({ label: DRM_NAME[m.drm], value: m.value, ...(m.rule !== null ? { rule: m.rule } : {}) }));

/** "hit (5 ≤ 6, 9.3.1 c)" and the like, in both languages: the single `fire` roll. */
function outcomeWords(reason: HitReason, final: number, cs: number, why: OnlyOneWhy): Localized {
  switch (reason) {
    case 'natural-1':
      return loc(
        '**hit**: a natural 1 always hits (9.3.1 c)',
        '**colpo a segno**: un 1 naturale colpisce sempre (9.3.1 c)',
      );
    case 'natural-6':
      return loc('**miss**: a natural 6 always misses (9.3.1 c)', '**mancato**: un 6 naturale manca sempre (9.3.1 c)');
    case 'only-natural-1':
      return loc(`**miss**: ${ONLY_ONE_WHY[why].en}`, `**mancato**: ${ONLY_ONE_WHY[why].it}`);
    case 'at-or-under':
      return loc(`**hit** (${final} ≤ CS ${cs}, 9.3.1 c)`, `**colpo a segno** (${final} ≤ CS ${cs}, 9.3.1 c)`);
    case 'over':
      return loc(`**miss** (${final} > CS ${cs}, 9.3.1 c)`, `**mancato** (${final} > CS ${cs}, 9.3.1 c)`);
  }
}

/** The short verdict of a roll in a battle's list of rolls. */
function verdictWords(reason: HitReason, cs: number, why: OnlyOneWhy): Localized {
  switch (reason) {
    case 'natural-1':
      return loc('**hit** (natural 1)', '**colpo** (1 naturale)');
    case 'natural-6':
      return loc('miss (natural 6)', 'mancato (6 naturale)');
    case 'only-natural-1':
      return loc(`miss (${ONLY_ONE_WHY[why].en})`, `mancato (${ONLY_ONE_WHY[why].it})`);
    case 'at-or-under':
      return loc(`**hit** (≤ ${cs})`, `**colpo** (≤ ${cs})`);
    case 'over':
      return loc(`miss (> ${cs})`, `mancato (> ${cs})`);
  }
}

function drmText(drms: readonly Drm[]): Localized {
  if (drms.length === 0) return loc('none', 'nessuno');
  const total = signed(drms.reduce((s, m) => s + m.value, 0));
  const list = (lang: 'en' | 'it') => drms.map((m) => `${signed(m.value)} ${DRM_NAME[m.drm][lang]}`).join(', ');
  return loc(`${list('en')} = ${total}`, `${list('it')} = ${total}`);
}

function lossWords(list: readonly LossStep[]): Localized {
  if (list.length === 0) return loc('none', 'nessuna');
  const en = list.map(
    (l) =>
      `${l.unit} ${l.result === 'disorganized' ? 'Disorganized' : l.result === 'eliminated' ? 'eliminated' : `loses a step (now ${l.showing})`}`,
  );
  const it = list.map(
    (l) =>
      `${l.unit} ${l.result === 'disorganized' ? 'Disorganizzata' : l.result === 'eliminated' ? 'eliminata' : `perde un livello (ora ${l.showing})`}`,
  );
  return loc(en.join('; '), it.join('; '));
}

const RETREAT_REASON: Record<RetreatReason, Localized> = {
  infantry: loc(
    'it has no non-Disorganized infantry while the enemy has some',
    "non ha fanteria non disorganizzata mentre l'avversario ne ha",
  ),
  rout: loc('Rout: it has fewer non-Disorganized combat units', 'Rotta: ha meno unità combattenti non disorganizzate'),
  cavalry: loc(
    'cavalry battle: it has no non-Disorganized cavalry left',
    'battaglia di sola cavalleria: non ha più cavalleria non disorganizzata',
  ),
};

const WHOM: Record<Exclude<Who, 'none'>, Localized> = {
  both: loc('Both sides', 'Entrambe le parti'),
  attacker: loc('The attacker', "L'attaccante"),
  defender: loc('The defender', 'Il difensore'),
};

// ---------------------------------------------------------------------------------------------------------------
// Steps.

/** One step of the rules as the line a player reads. */
export function stepWords(s: GiStep): Localized {
  switch (s.step) {
    // CAP (5.1) and initiative (6.0).
    case 'cap-turn-one':
      return loc(
        `Turn 1 is not rolled (5.1.4): the ${SIDE_NAME[s.side].en} player has **${s.cap} CAP**.`,
        `Nel turno 1 non si tira (5.1.4): ${PLAYER[s.side].it} ha **${s.cap} CAP**.`,
      );
    case 'cap-roll':
      return loc(
        `Die ${s.die} on the ${CAP_COLUMN_NAME[s.column].en} column of the CAP table → ${s.table}.`,
        `Dado ${s.die} sulla colonna ${CAP_COLUMN_NAME[s.column].it} della Tabella CAP → ${s.table}.`,
      );
    case 'cap-bonus': {
      const plus = (lang: 'en' | 'it') =>
        s.bonuses.map((b) => ` +${b.value} ${CAP_BONUS_NAME[b.bonus][lang]} (${b.rule})`).join('');
      return loc(`${s.table}${plus('en')} = ${s.total}.`, `${s.table}${plus('it')} = ${s.total}.`);
    }
    case 'cap-max':
      return loc(`The CAP marker cannot exceed ${s.max}.`, `Il segnalino CAP non può superare ${s.max}.`);
    case 'cap-total':
      return loc(
        `The ${SIDE_NAME[s.side].en} player has **${s.cap} CAP** this turn; unused CAP are lost at the end of the turn (5.1.1).`,
        `${capitalized(PLAYER[s.side]).it} ha **${s.cap} CAP** in questo turno; i CAP non usati si perdono a fine turno (5.1.1).`,
      );
    case 'initiative-turn-one':
      return loc(
        'Turn 1 (6.0): the **Allied** player has the initiative automatically but makes only one activation before passing it to the German (the first was the capture of Mulhouse; the German’s first two took Liège and its fort).',
        "Turno 1 (6.0): l'**Alleato** ha automaticamente l'iniziativa ma può effettuare una sola attivazione prima di passarla al tedesco (la prima ha portato alla cattura di Mulhouse; le prime due tedesche hanno preso Liegi e il suo forte).",
      );
    case 'initiative-german-turns':
      return loc(
        `Turns 2 and 3 (6.0): the **German** player has the initiative automatically.`,
        `Turni 2 e 3 (6.0): il **tedesco** ha automaticamente l'iniziativa.`,
      );
    case 'initiative-dice':
      return loc(
        `Allied die ${s.allied}, German die ${s.german}.`,
        `Dado alleato ${s.allied}, dado tedesco ${s.german}.`,
      );
    case 'initiative-compare':
      return s.tie
        ? loc('A tie goes to the German (6.0).', 'In caso di parità inizia il tedesco (6.0).')
        : loc('The higher roll has the initiative (6.0).', 'Chi ottiene di più ha l’iniziativa (6.0).');
    case 'initiative-winner':
      return loc(
        `The **${SIDE_NAME[s.side].en}** player has the initiative.`,
        s.side === 'allied' ? "L'iniziativa è dell'**Alleato**." : "L'iniziativa è del **tedesco**.",
      );

    // Fortunes of War (9.1.4).
    case 'fow-allenby':
      return loc(
        "Allenby's Cavalry (12.4): no roll; the Allies take an automatic **Skirmish** (FoW 4).",
        'Cavalleria di Allenby (12.4): non si tira; gli Alleati scelgono la **Schermaglia** automatica (FoW 4).',
      );
    case 'fow-skirmish':
      return SKIRMISH_EFFECT;
    case 'fow-roll':
      return loc(
        `Dice ${s.dice[0]} + ${s.dice[1]} = ${s.total}: FoW table, ${s.total} **${FOW_NAME[s.row].en}**.`,
        `Dadi ${s.dice[0]} + ${s.dice[1]} = ${s.total}: Tabella FoW, ${s.total} **${FOW_NAME[s.row].it}**.`,
      );
    case 'fow-plan17-no-effect':
      return loc(
        'In an Allied Mandated Battle FoW 3, 7 and 10 are no effect (Allied Mandated Battles table, 4): the battle is fought.',
        'In una Battaglia Obbligatoria alleata i risultati FoW 3, 7 e 10 sono senza effetto (Tabella Battaglie Obbligatorie Alleate, 4): la battaglia si combatte.',
      );
    case 'fow-rout-waived': {
      const why = s.entrenched
        ? loc('the battle hex is entrenched', "l'esagono di battaglia è trincerato")
        : loc(`the battle is in hex ${s.hex}`, `la battaglia è nell'esagono ${s.hex}`);
      return loc(`No effect: ${why.en} (FoW 2/12, 9.4.2).`, `Nessun effetto: ${why.it} (FoW 2/12, 9.4.2).`);
    }
    case 'fow-rout':
      return loc(
        'At the end of the battle the side with fewer non-Disorganized combat units (ignore forts) must retreat; on a tie neither must, though the defender may (9.4.2).',
        'Alla fine della battaglia chi ha meno unità combattenti non disorganizzate (ignorate i forti) si deve ritirare; in caso di parità nessuno, ma il difensore può farlo (9.4.2).',
      );
    case 'fow-cautious-attacker':
      return loc(
        `Cancel all battles not yet fought, this one included; the initiative passes at once to ${PLAYER[s.defender].en} (8.1.1). A Mandated Battle cancelled so is not credited and its marker does not move (9.1.1 c).`,
        `Annullate tutte le battaglie ancora da combattere, compresa questa; l'iniziativa passa subito ${TO_PLAYER[s.defender].it} (8.1.1). Una Battaglia Obbligatoria così annullata non conta e il suo segnalino non si sposta (9.1.1 c).`,
      );
    case 'fow-cap-gain': {
      const who = capitalized(PLAYER[s.side]);
      return s.after === null
        ? loc(
            `${who.en} receives 1 CAP; the CAP marker cannot exceed ${s.max}.`,
            `${who.it} riceve 1 CAP; il segnalino CAP non può superare ${s.max}.`,
          )
        : loc(
            `${who.en} receives 1 CAP: ${s.before} → **${s.after}** (never above ${s.max}).`,
            `${who.it} riceve 1 CAP: ${s.before} → **${s.after}** (mai oltre ${s.max}).`,
          );
    }
    case 'fow-battle-fought':
      return BATTLE_GOES_ON;
    case 'fow-mandated': {
      const who = s.side === 'allied' ? loc('Allied', 'alleata') : loc('German', 'tedesca');
      return loc(
        `After turn 4 this result is ${s.side === 'allied' ? 'an' : 'a'} **${who.en} Mandated Battle** (FoW ${s.total}).`,
        `Dopo il turno 4 questo risultato è una **Battaglia Obbligatoria ${who.it}** (FoW ${s.total}).`,
      );
    }
    case 'fow-mandated-count':
      if (s.counted === true)
        return loc(
          `Marker ${s.marker} < CAP ${s.cap}: add 1 to the Mandated Battles marker (9.1.1 a @).`,
          `Segnalino ${s.marker} < CAP ${s.cap}: aggiungete 1 al segnalino Battaglie Obbligatorie (9.1.1 a @).`,
        );
      if (s.counted === false)
        return s.cap === 0
          ? loc('Ignored: that side has 0 CAP (9.1.1 a @).', 'Ignorata: quella parte ha 0 CAP (9.1.1 a @).')
          : loc(
              `Ignored: the Mandated Battles marker (${s.marker}) is at or above the CAP remaining (${s.cap}) (9.1.1 a @).`,
              `Ignorata: il segnalino Battaglie Obbligatorie (${s.marker}) è pari o superiore ai CAP rimanenti (${s.cap}) (9.1.1 a @).`,
            );
      return loc(
        'It is ignored if that side has 0 CAP or its Mandated Battles marker is at or above its CAP remaining (9.1.1 a @).',
        'Viene ignorata se quella parte ha 0 CAP o il suo segnalino Battaglie Obbligatorie è pari o superiore ai CAP rimanenti (9.1.1 a @).',
      );
    case 'fow-defence-only-attack':
      return loc(
        'Units with a parenthesized (defence-only) CS may attack (2.4).',
        'Le unità con forza tra parentesi (solo difesa) possono attaccare (2.4).',
      );
    case 'fow-french-disorganized-first':
      return s.alliesAttack
        ? loc(
            'French Disorganized attacking units must be placed in the front line until every front-line defender is attacked (9.2.3 a).',
            'Le unità francesi disorganizzate attaccanti devono essere poste in prima linea sino a quando tutti i difensori in prima linea sono attaccati (9.2.3 a).',
          )
        : loc(
            'The French Disorganized placement applies only when the Allies attack (9.2.3 a).',
            "Il piazzamento delle unità francesi disorganizzate vale solo quando attacca l'Alleato (9.2.3 a).",
          );
    case 'fow-dta': {
      const who = capitalized(PLAYER[s.defender]);
      return s.noCap
        ? loc(
            `${who.en} has no CAP to spend: the original battle is fought.`,
            `${who.it} non ha CAP da spendere: si combatte la battaglia originaria.`,
          )
        : loc(
            `The current battle only is suspended. ${who.en} may spend 1 CAP to cancel it and retreat from the hex (the attacker loses its CAP; no Mandated Battle is credited), or 1 CAP to make it a Skirmish (it still counts as a Mandated Battle if it qualifies), or spend nothing and the original battle is fought.`,
            `Si sospende solo la battaglia in corso. ${who.it} può spendere 1 CAP per annullarla e ritirarsi dall'esagono (l'attaccante perde il CAP; non si può effettuare una Battaglia Obbligatoria), o 1 CAP per renderla una Schermaglia (conta come Battaglia Obbligatoria se soddisfa le altre condizioni), oppure non spendere nulla e si combatte la battaglia originaria.`,
          );
    }
    case 'fow-dta-initiative':
      return s.secondActivation
        ? loc(
            `This was the attacker's second consecutive activation: the initiative passes to ${PLAYER[s.defender].en} (8.1.1).`,
            `Era la seconda attivazione consecutiva dell'attaccante: l'iniziativa passa ${TO_PLAYER[s.defender].it} (8.1.1).`,
          )
        : loc(
            `The initiative stays with ${PLAYER[s.attacker].en}, unless this was its second consecutive activation.`,
            `L'iniziativa resta ${TO_PLAYER[s.attacker].it}, a meno che non fosse la sua seconda attivazione consecutiva.`,
          );
    case 'fow-attacker-surprise':
      return loc(
        'Ignore all terrain DRMs (but not the trench or fort DRMs) for this battle.',
        'Ignorate tutti i DRM del terreno (ma non quelli del trinceramento o dei forti) per questa battaglia.',
      );
    case 'fow-counterattack':
      return loc(
        `The initiative passes at once to ${PLAYER[s.defender].en}, who becomes the attacker in this hex at no CAP cost. No terrain or trench effects; the counterattacker adds +1 to each of its rolls (9.3.1 b). Defending forts go back to the hex; the counterattacker's Disorganized units may stay or go back (9.2.4). Other battles not yet fought are cancelled (8.1.1).`,
        `L'iniziativa passa subito ${TO_PLAYER[s.defender].it}, che diviene attaccante in questo esagono senza spendere CAP. Niente effetti del terreno o delle trincee; chi contrattacca aggiunge +1 a ogni suo tiro (9.3.1 b). I forti difendenti tornano nell'esagono; le unità disorganizzate di chi contrattacca possono restare o tornare (9.2.4). Le altre battaglie non ancora combattute sono annullate (8.1.1).`,
      );

    // One combat roll (9.3).
    case 'fire-roll':
      return describeRoll([s.natural], modifiers(s.modifiers), s.final);
    case 'red-circle':
      return loc(
        `CS ${s.cs} +${s.bonus} for British/Belgian defenders (12.2) = ${s.total}.`,
        `CS ${s.cs} +${s.bonus} per difensori inglesi/belgi (12.2) = ${s.total}.`,
      );
    case 'defender-no-drm':
      return loc(
        'Defenders apply no terrain, trench or concentric DRM (9.3.2).',
        'I difensori non applicano DRM di terreno, trincea o concentrici (9.3.2).',
      );
    case 'no-trench-against-fort':
      return loc('The trench does not count against a fort (9.2.1).', 'La trincea non vale contro un forte (9.2.1).');
    case 'fire-outcome': {
      const verdict = outcomeWords(s.reason, s.final, s.cs, s.why);
      return loc(`Fire against CS ${s.cs}: ${verdict.en}.`, `Tiro contro CS ${s.cs}: ${verdict.it}.`);
    }
    case 'reserve-no-reply':
      return loc('A reserve attack gets no reply (9.3.4).', "L'attacco della riserva non riceve risposta (9.3.4).");

    // A battle (9.2–9.4).
    case 'placement-head':
      return s.chosen
        ? loc('**Battle Map** (9.2.2, 9.2.3, 9.2.5):', '**Mappa di Battaglia** (9.2.2, 9.2.3, 9.2.5):')
        : loc('**Suggested placement** (9.2.2, 9.2.3, 9.2.5):', '**Piazzamento suggerito** (9.2.2, 9.2.3, 9.2.5):');
    case 'defender-excess':
      return loc(
        `The defender needs more than 4 spaces: ${s.count} group(s) return to the hex (forts first, then Disorganized units, brigades, divisions, corps; 9.2.2).`,
        `Il difensore occupa più di 4 spazi: ${s.count} gruppi tornano nell'esagono (prima i forti, poi le unità disorganizzate, brigate, divisioni, corpi; 9.2.2).`,
      );
    case 'placement-column': {
      const ar = s.attackerReserve
        ? loc(`; reserve ${s.attackerReserve}`, `; riserva ${s.attackerReserve}`)
        : loc('', '');
      const dr = s.defenderReserve
        ? loc(`; defender reserve ${s.defenderReserve}`, `; riserva del difensore ${s.defenderReserve}`)
        : loc('', '');
      return loc(
        `Column ${s.column}: ${s.attacker} vs ${s.defender}${ar.en}${dr.en}.`,
        `Colonna ${s.column}: ${s.attacker} contro ${s.defender}${ar.it}${dr.it}.`,
      );
    }
    case 'placement-out':
      return loc(
        `In the hex, out of the battle: ${s.groups.join(', ')}.`,
        `Nell'esagono, fuori dalla battaglia: ${s.groups.join(', ')}.`,
      );
    case 'battle-drms': {
      const a = drmText(s.attacker);
      const d = drmText(s.defender);
      return loc(
        `Attacker DRM (9.3.1 b): ${a.en}; defender DRM (9.3.2): ${d.en}.`,
        `DRM dell'attaccante (9.3.1 b): ${a.it}; DRM del difensore (9.3.2): ${d.it}.`,
      );
    }
    case 'skirmish-only-one':
      return SKIRMISH_WHY;
    case 'front-line-head':
      return loc('**Front line** (9.3.1, 9.3.2):', '**Prima linea** (9.3.1, 9.3.2):');
    case 'battle-roll': {
      const die = s.drm === 0 ? `${s.natural}` : `${s.natural} ${signed(s.drm)} = ${s.final}`;
      const verdict = verdictWords(s.reason, s.cs, s.why);
      const tag = s.screen
        ? loc(' (free attack on cavalry, 9.6.1)', ' (attacco gratuito sulla cavalleria, 9.6.1)')
        : loc('', '');
      return loc(
        `${s.column}. ${s.firer} (CS ${s.cs}) → ${s.target}${tag.en}: die ${die}, ${verdict.en}`,
        `${s.column}. ${s.firer} (CS ${s.cs}) → ${s.target}${tag.it}: dado ${die}, ${verdict.it}`,
      );
    }
    case 'reserves-head':
      return loc(
        '**Reserves** (9.3.4, free attacks, no reply):',
        '**Riserve** (9.3.4, attacchi gratuiti, senza risposta):',
      );
    case 'battle-losses': {
      const lost = lossWords(s.losses);
      return s.reserve
        ? loc(`Reserve losses: ${lost.en}.`, `Perdite dalle riserve: ${lost.it}.`)
        : loc(`**Losses** (9.3.3): ${lost.en}.`, `**Perdite** (9.3.3): ${lost.it}.`);
    }
    case 'impetus-step-loss':
      return loc(
        'Impetus (9.3.5): the Allied force lost no step, so the German removes one step from an Allied unit of his choice (an intact one if possible). Re-check the retreat if that leaves no intact Allied infantry.',
        "Impeto (9.3.5): la forza alleata non ha subito perdite, quindi il tedesco toglie un livello a un'unità alleata a sua scelta (intatta, se possibile). Ricontrollate la ritirata se così non resta fanteria alleata intatta.",
      );

    // Retreat (9.4).
    case 'retreat-must': {
      const because = s.reasons.map((r) => RETREAT_REASON[r]);
      return loc(
        `The **${s.side} must retreat** (9.4.2): ${because.map((b) => b.en).join('; ')}. All its units retreat.`,
        `L'**${s.side === 'attacker' ? 'attaccante' : 'difensore'} si deve ritirare** (9.4.2): ${because.map((b) => b.it).join('; ')}. Si ritirano tutte le sue unità.`,
      );
    }
    case 'retreat-waived': {
      const where = s.entrenched
        ? loc('the hex is entrenched', "l'esagono è trincerato")
        : loc(`the battle is in hex ${s.hex}`, `la battaglia è nell'esagono ${s.hex}`);
      const w = WHOM[s.who];
      return loc(
        `${w.en} would have to retreat, but ${where.en} (9.4.2): the retreat is not mandatory, though still allowed.`,
        `${w.it} ${s.who === 'both' ? 'dovrebbero' : 'dovrebbe'} ritirarsi, ma ${where.it} (9.4.2): la ritirata non è obbligatoria, anche se consentita.`,
      );
    }
    case 'retreat-none':
      return loc('No side must retreat (9.4.2).', 'Nessuna parte deve ritirarsi (9.4.2).');
    case 'defender-may-retreat':
      return loc(
        'The defender may always retreat all its non-fort units if a retreat path exists; then all of them retreat (9.4.1).',
        'Il difensore può sempre ritirare tutte le sue unità che non siano forti se esiste un percorso; allora si ritirano tutte (9.4.1).',
      );
    case 'sea-retreat-roll': {
      const roll = describeRoll(
        [s.natural],
        [{ label: SEA_NATIONALITY_NAME[s.nationality], value: s.drm, rule: '9.4.5' }],
        s.final,
      );
      const rowNote = s.row !== s.final ? loc(`, read as ${s.row}`, `, letto come ${s.row}`) : loc('', '');
      const back = s.returnTurn !== null;
      const what =
        s.result === 'eliminated'
          ? loc('**eliminated**', '**eliminata**')
          : loc(
              `placed **Disorganized ${s.turnsAhead} turns ahead** on the Turn Track${back ? ` (turn ${s.returnTurn})` : ''}`,
              `posta **Disorganizzata ${s.turnsAhead} turni avanti** sulla Tabella del Turno${back ? ` (turno ${s.returnTurn})` : ''}`,
            );
      return loc(
        `Unit ${s.unit} (${SEA_NATIONALITY_NAME[s.nationality].en}): ${roll.en}${rowNote.en}: Sea Retreat table → ${what.en}.`,
        `Unità ${s.unit} (${SEA_NATIONALITY_NAME[s.nationality].it}): ${roll.it}${rowNote.it}: Tabella Ritirata in Mare → ${what.it}.`,
      );
    }
    case 'sea-retreat-disorganized':
      return loc(
        'Non-Disorganized units become Disorganized; those already Disorganized suffer nothing more (9.4.5).',
        'Le unità non Disorganizzate sono automaticamente Disorganizzate; quelle già Disorganizzate non subiscono altre penalità (9.4.5).',
      );

    // Concentric Attack (9.2.3 b).
    case 'concentric-hexes':
      return loc(
        `${s.occupied} occupied + ${s.blocked} blocked = ${s.hexes} qualifying hexes: Concentric Attack ${s.drm === 0 ? 'none (3 are needed)' : signed(s.drm)} (3–4: −1, 5–6: −2).`,
        `${s.occupied} occupati + ${s.blocked} bloccati = ${s.hexes} esagoni validi: Attacco Concentrico ${s.drm === 0 ? 'nessuno (ne servono 3)' : signed(s.drm)} (3–4: −1, 5–6: −2).`,
      );
    case 'attacker-net-drm':
      return loc(
        `Attacker's net DRM: TEM ${signed(s.terrain)}, trench ${signed(s.trench)}, concentric ${signed(s.concentric)} = **${signed(s.net)}**.`,
        `DRM netto dell'attaccante: TEM ${signed(s.terrain)}, trincea ${signed(s.trench)}, concentrico ${signed(s.concentric)} = **${signed(s.net)}**.`,
      );

    // Forts (9.5).
    case 'ha-nothing-left': {
      const ha = haLabel(s.ha, s.bombard);
      return loc(
        `${ha.en}: every fort is already gone; it flips to FIRED all the same.`,
        `${ha.it}: i forti sono già tutti eliminati; viene comunque girata su FIRED.`,
      );
    }
    case 'bombard-roll': {
      const ha = haLabel(s.ha, s.bombard);
      const die = s.defence > 0 ? `${s.natural} +${s.defence} = ${s.final}` : `${s.natural}`;
      const compare = s.hit ? `≤ ${s.bombard}` : `> ${s.bombard}`;
      const outcome = !s.hit
        ? loc('miss: this HA stops', 'mancato: questa HA smette di sparare')
        : s.now !== null
          ? loc(`loses a step (now ${s.now})`, `perde un livello (ora ${s.now})`)
          : loc('loses its last step: **eliminated**', "perde l'ultimo livello: **eliminato**");
      return loc(
        `${ha.en} on ${s.fort} ${s.side}: die ${die} ${compare}: ${outcome.en}.`,
        `${ha.it} su ${s.fort} ${s.side}: dado ${die} ${compare}: ${outcome.it}.`,
      );
    }
    case 'concentrated-extra-hit':
      return loc(
        `Concentrated bombardment: the forts survived both HA, so ${s.fort} takes one extra hit${s.now !== null ? ` (now ${s.now})` : ': **eliminated**'}.`,
        `Bombardamento concentrato: i forti hanno resistito a entrambe le HA, quindi ${s.fort} riceve un colpo in più${s.now !== null ? ` (ora ${s.now})` : ': **eliminato**'}.`,
      );
    case 'ha-fired':
      return loc(
        `${s.count} HA flipped to FIRED: each takes part in one battle per turn and flips back only in Administrative segment F, if supplied.`,
        `${s.count} HA girate su FIRED: ognuna partecipa a una sola battaglia per turno e torna sul fronte solo nel segmento F della Fase Amministrativa, se rifornita.`,
      );
    case 'forts-all-eliminated':
      return loc(
        'Every fort is eliminated; the FoW roll is still made (9.1.4).',
        'Tutti i forti sono eliminati; si tira comunque per le FoW (9.1.4).',
      );
    case 'surrender-roll': {
      const need = s.garrisoned
        ? loc('garrisoned, surrenders on 1', 'con guarnigione, si arrende con 1')
        : loc('no garrison, surrenders on 1–2', 'senza guarnigione, si arrende con 1–2');
      return loc(
        `${s.fort} (${need.en}): die ${s.natural} → ${s.surrenders ? '**surrenders** and is removed' : '**holds**'}.`,
        `${s.fort} (${need.it}): dado ${s.natural} → ${s.surrenders ? '**si arrende** ed è rimosso' : '**resiste**'}.`,
      );
    }

    // Supply (11.2).
    case 'attrition-in-supply':
      return loc(
        'Units in supply suffer no attrition (11.2.6).',
        "Le unità rifornite non subiscono l'attrito (11.2.6).",
      );
    case 'attrition-out-of-supply':
      return loc(
        `Out of supply (11.2.6): ${s.intact} non-Disorganized combat unit(s) become **Disorganized**; ${s.disorganized} Disorganized unit(s) are **eliminated**; ${s.hq} HQ and ${s.ha} HA flip to their reverse side (never eliminated by attrition).`,
        `Fuori rifornimento (11.2.6): ${s.intact} unità combattenti non disorganizzate divengono **Disorganizzate**; ${s.disorganized} unità disorganizzate sono **eliminate**; ${s.hq} HQ e ${s.ha} HA sono girati sul retro (l'attrito non li elimina).`,
      );
    case 'attrition-emergency':
      return loc(
        `German emergency supply through hex 44 (11.2.1 c): ${s.hq} HQ flip to (or stay on) their reduced side; non-Disorganized combat units do not become Disorganized; Disorganized units stay Disorganized and are not eliminated, except that one unit of the German's choice in a hex with an HQ may recover.`,
        `Rifornimento di emergenza tedesco attraverso l'esagono 44 (11.2.1 c): ${s.hq} HQ sono girati (o restano) sul lato ridotto; le unità combattenti non disorganizzate non divengono disorganizzate; quelle disorganizzate restano tali e non sono eliminate, eccetto un'unità a scelta del tedesco in un esagono con un HQ.`,
      );
    case 'besieged-roll':
      return loc('Besieged forts roll to surrender (9.5.3):', 'I forti assediati tirano per la resa (9.5.3):');
    case 'forts-unsupplied':
      return loc(
        'Forts are not affected by supply (11.2.3).',
        'I forti non sono influenzati dal rifornimento (11.2.3).',
      );
    case 'rally-by-cap':
      return loc(
        `1 CAP rallies every supplied combat unit in the hex (9.8.3); the initiative then passes to the opponent.`,
        `1 CAP toglie la disorganizzazione a tutte le unità combattenti rifornite dell'esagono (9.8.3); l'iniziativa passa poi all'avversario.`,
      );
    case 'recovery-emergency':
      return s.hq
        ? loc(
            'Emergency supply (11.2.1 c): one Disorganized unit of the German’s choice in a hex with an HQ recovers; the rest stay Disorganized.',
            "Rifornimento di emergenza (11.2.1 c): si riprende un'unità disorganizzata a scelta del tedesco in un esagono con un HQ; le altre restano disorganizzate.",
          )
        : loc(
            'Emergency supply (11.2.1 c): without an HQ in the hex, the Disorganized units stay Disorganized.',
            "Rifornimento di emergenza (11.2.1 c): senza un HQ nell'esagono le unità disorganizzate restano tali.",
          );
    case 'recovery-near-enemy':
      return loc(
        `Enemy units or forts in the hex (11.2.7 b): with ${s.supplied} supplied friendly combat unit(s), at most ${s.limit} Disorganized unit(s) recover (1–2 units: 1; 3 or more: 2), owner's choice.`,
        `Unità o forti nemici nell'esagono (11.2.7 b): con ${s.supplied} unità combattenti amiche rifornite, al massimo ${s.limit} unità disorganizzate si riprendono (1–2 unità: 1; 3 o più: 2), a scelta del possessore.`,
      );
    case 'recovery-free':
      return loc(
        'Every supplied Disorganized unit flips back for free (11.2.7).',
        'Tutte le unità disorganizzate rifornite tornano normali senza costo (11.2.7).',
      );
    case 'fatigue':
      return loc(
        `Fatigue (13.1, scenario 1 from turn 12): no more than half of the ${s.disorganized} Disorganized unit(s), rounded up, may recover: ${s.half}.`,
        `Affaticamento (13.1, scenario 1 dal turno 12): non più della metà delle ${s.disorganized} unità disorganizzate, arrotondata per eccesso, può riprendersi: ${s.half}.`,
      );
    case 'recovery-total':
      return loc(
        `**${s.recover}** of ${s.disorganized} may recover.`,
        `Se ne possono riprendere **${s.recover}** su ${s.disorganized}.`,
      );

    // Landing (13.3 a 4).
    case 'landing-roll':
      return loc(
        `Die ${s.natural} (no FoW roll for a landing, 13.3 a 4).`,
        `Dado ${s.natural} (nessun tiro FoW per uno sbarco, 13.3 a 4).`,
      );
    case 'landing-surprise': {
      const tem = s.terrain ? ` (+${s.terrain})` : '';
      return loc(
        `1–2: the landing achieves **surprise**: ignore the terrain DRM${tem}.`,
        `1–2: lo sbarco ottiene la **sorpresa**: si ignora il DRM del terreno${tem}.`,
      );
    }
    case 'landing-prepared': {
      const drm = s.terrain === null ? '−TEM' : signed(-s.terrain);
      return loc(
        `3–6: the Germans are **prepared**; fight it as an Impetus attack (9.3.5): each defender gets ${drm} on its rolls, and if no British unit loses a step the German chooses one step loss on an attacking unit.`,
        `3–6: il tedesco è **preparato**; consideratelo un Attacco con Impeto (9.3.5): ogni difensore ha ${drm} ai suoi tiri, e se nessuna unità inglese subisce perdite di livello il tedesco sceglie una perdita di livello su un'unità attaccante.`,
      );
    }

    // Victory (3.2).
    case 'vp-draw':
      return loc(
        `Hex ${s.hex}: marker ${s.marker} of ${s.size} in the cup, worth ${s.value}${s.doubled ? `, doubled in this hex → **${s.vp} VP**` : ` → **${s.vp} VP**`}.`,
        `Esagono ${s.hex}: segnalino ${s.marker} di ${s.size} nella tazza, vale ${s.value}${s.doubled ? `, raddoppiato in questo esagono → **${s.vp} VP**` : ` → **${s.vp} VP**`}.`,
      );
    case 'vp-total':
      return loc(
        `Total **${s.total} VP**; ${s.left} marker(s) left in the cup.`,
        `Totale **${s.total} VP**; restano ${s.left} segnalini nella tazza.`,
      );
    case 'victory-regular': {
      const german = s.winner === 'german';
      return loc(
        `German ${s.german} VP, Plan 17 ${s.allied} VP: the Germans need 6 or more and at least double the Allied total (${2 * s.allied}). **${german ? 'German' : 'Allied'} victory**; there are no draws (3.2.4).`,
        `Tedeschi ${s.german} VP, Piano 17 ${s.allied} VP: il tedesco deve avere 6 o più e almeno il doppio del totale alleato (${2 * s.allied}). **Vittoria ${german ? 'tedesca' : 'alleata'}**; non è possibile il pareggio (3.2.4).`,
      );
    }
    case 'victory-immediate-test': {
      const test =
        s.test === 'half'
          ? loc(
              `Plan 17 ${s.allied} below half of ${s.german} (3.2.4)`,
              `Piano 17 ${s.allied} inferiore alla metà di ${s.german} (3.2.4)`,
            )
          : loc(`Plan 17 ${s.allied} below 10 (11.1)`, `Piano 17 ${s.allied} inferiore a 10 (11.1)`);
      return loc(`Test: ${test.en}? ${s.wins ? 'Yes' : 'No'}.`, `Prova: ${test.it}? ${s.wins ? 'Sì' : 'No'}.`);
    }
    case 'victory-immediate':
      return loc('**German immediate victory.**', '**Vittoria immediata tedesca.**');
    case 'no-immediate-victory':
      return loc(
        `No immediate victory: the Paris marker stays on its German side and its ${s.parisVp} VP stay in the German total while the Germans hold Paris; the other markers go back in the cup and their sum is subtracted. Play goes on (3.2.4).`,
        `Nessuna vittoria immediata: il segnalino di Parigi resta dal lato tedesco e i suoi ${s.parisVp} VP restano nel totale tedesco finché il tedesco tiene Parigi; gli altri segnalini tornano nella tazza e la loro somma si sottrae. Il gioco continua (3.2.4).`,
      );
  }
}

function haLabel(ha: number, bombard: number): Localized {
  return loc(`HA ${ha} (bombard ${bombard})`, `HA ${ha} (bombardamento ${bombard})`);
}

/** A ruling's explanation: its steps, one line each. */
export function explain(steps: readonly Step[]): Localized {
  return joinLocalized((steps as readonly GiStep[]).map(stepWords));
}

// ---------------------------------------------------------------------------------------------------------------
/** 8.4.6: the stacking limits a move may pass, by the name movement.ts gives them. */
const STACKING_LIMIT: Record<string, Localized> = {
  corps: loc('8 corps of one side', '8 corpi di una parte'),
  infantry: loc('6 infantry corps of one side', '6 corpi di fanteria di una parte'),
  vosges: loc(
    '3 corps and 1 division or brigade of one side (Vosges)',
    '3 corpi ed una divisione o brigata per parte (Montagne del Vosges)',
  ),
};

// Problems. The words never name the option at fault: the reader's surface does (core/ruling.ts).

/** The game's problems in words (a reason, which the framework prefixes with the option's name when it has one). */
export function problemWords(p: Problem): Localized {
  const v = p.params ?? {};
  const s = (key: string): string => String(v[key] ?? '');
  const side = v['side'] === 'allied' ? 'allied' : 'german';
  switch (p.code) {
    // Scenarios, CAP and Fortunes of War.
    case 'turn-past-scenario':
      return loc(
        `scenario ${s('scenario')} lasts ${s('length')} turns (13.2): the turn must be from 1 to ${s('length')}`,
        `lo scenario ${s('scenario')} dura ${s('length')} turni (13.2): il turno deve essere da 1 a ${s('length')}`,
      );
    case 'leader-side':
      return loc(
        `the ${side} player rolls on ${side === 'allied' ? 'joffre or joffre2' : 'moltke or falkenhayn'} (5.1.2, 5.1.3)`,
        `${PLAYER[side].it} tira su ${side === 'allied' ? 'joffre o joffre2' : 'moltke o falkenhayn'} (5.1.2, 5.1.3)`,
      );
    case 'scenario-3-option':
      return loc(
        `is a scenario 3 option (${s('rule')}): set the scenario option to 3`,
        `è un'opzione dello scenario 3 (${s('rule')}): indicate 3 nell'opzione scenario`,
      );
    case 'option-of-side':
      return loc(
        `is ${side === 'allied' ? 'an Allied' : 'a German'} option (${s('rule')})`,
        `è un'opzione ${side === 'allied' ? 'alleata' : 'tedesca'} (${s('rule')})`,
      );
    case 'plan17-attacker':
      return loc(
        'an Allied Mandated Battle has the Allies attacking: set the attacker option to allied',
        "in una Battaglia Obbligatoria alleata attacca l'Alleato: scegliete l'Alleato (allied) nell'opzione attaccante (attacker)",
      );
    case 'allenby-conditions':
      return loc(
        "Allenby's Cavalry applies on turns 1–2 to a German battle against British infantry and cavalry (12.4)",
        'la Cavalleria di Allenby vale nei turni 1–2 in una battaglia tedesca contro fanteria e cavalleria inglese (12.4)',
      );
    case 'mandated-needs-cap':
      return loc(
        `the Mandated Battles marker is compared with the CAP remaining (9.1.1 a @): give it too`,
        `il segnalino Battaglie Obbligatorie si confronta con i CAP rimanenti (9.1.1 a @): indicate anche questo valore`,
      );

    // A combat roll and a battle.
    case 'fire-role-only': {
      const role = v['role'] === 'defender' ? 'defender' : 'attacker';
      return loc(
        `applies only to ${role === 'defender' ? "a defender's" : "an attacker's"} roll: set the role option to ${role}`,
        `vale solo per un tiro ${role === 'defender' ? 'del difensore' : "dell'attaccante"}: scegliete ${role === 'defender' ? 'il difensore' : "l'attaccante"} (${role}) nell'opzione ruolo (role)`,
      );
    }
    case 'one-fow-result':
      return loc(
        'one FoW result per battle: choose only one of the skirmish, surprise and counterattack options',
        'un solo risultato FoW per battaglia: scegliete solo una fra le opzioni schermaglia (skirmish), sorpresa (surprise) e contrattacco (counterattack)',
      );
    case 'impetus-counterattack':
      return loc(
        'FoW 10 is no effect in an Allied Mandated Battle',
        'FoW 10 non ha effetto in una Battaglia Obbligatoria alleata',
      );
    case 'impetus-terrain':
      return loc(
        'Impetus subtracts the hex terrain value: give 1 or 2',
        "l'Impeto sottrae il valore del terreno: indicate 1 o 2",
      );
    case 'drm-or-named':
      return loc(
        'give either a total DRM here or the named modifiers (terrain, trench, concentric, alpine, counterattack, surprise, defending-fort, impetus), not both',
        'indicate un DRM totale qui oppure i modificatori per nome (terrain, trench, concentric, alpine, counterattack, surprise, defending-fort, impetus), non entrambi',
      );
    case 'forces-not-enemies':
      return loc(
        'the two forces must be enemies (one German, one Allied)',
        'le due forze devono essere nemiche (una tedesca, una alleata)',
      );
    case 'offensive-allied-only':
      return loc(
        'the Offensive à outrance placement binds an Allied attacker (9.2.3 a)',
        "il piazzamento dell'Offensiva al Limite riguarda l'Alleato attaccante (9.2.3 a)",
      );
    case 'impetus-allied-only':
      return loc(
        'Impetus is for Allied Mandated Battles or landings (9.3.5)',
        "l'Impeto vale per le Battaglie Obbligatorie alleate o gli sbarchi (9.3.5)",
      );
    case 'forts-only-defend':
      return loc(
        'forts only defend (9.5.1): list them with the defender',
        'i forti difendono soltanto (9.5.1): elencateli con il difensore',
      );
    case 'no-combat':
      return loc(
        'No combat: no attacking unit may face a defender (cavalry never faces forts; Disorganized attackers stay out unless the use-disorganized option is given) (9.2.3 a).',
        "Nessun combattimento: nessuna unità attaccante può fronteggiare un difensore (la cavalleria non fronteggia i forti; le disorganizzate restano fuori senza l'opzione usa-disorganizzate (use-disorganized)) (9.2.3 a).",
      );
    case 'cavalry-disorganized-cs':
      return loc(
        `${s('unit')} may fire after the infantry's free attack (9.6.1): give its Disorganized CS too, as CS/disorganized CS (e.g. 2/1).`,
        `${s('unit')} può sparare dopo l'attacco gratuito della fanteria (9.6.1): indicate anche la sua CS disorganizzata, come CS/CS disorganizzata (es. 2/1).`,
      );
    case 'too-many-neighbours':
      return loc(
        `a hex has 6 neighbours: occupied + blocked must be at most 6, not ${s('total')}`,
        `un esagono ha 6 adiacenti: occupati + bloccati deve essere al massimo 6, non ${s('total')}`,
      );

    // Forts and sieges.
    case 'ha-list':
      return loc(`give 1 to 4 ${HA_FORM.en} (each 1–12)`, `indicate da 1 a 4 ${HA_FORM.it} (ognuno 1–12)`);
    case 'bombard-forts-count':
      return loc(
        `give 1 to 4 forts in the order bombarded: ${FORT_NOTATION.en}`,
        `indicate da 1 a 4 forti in ordine di bombardamento: ${FORT_NOTATION.it}`,
      );
    case 'concentrated-two-ha':
      return loc(
        `a concentrated bombardment uses both HA of the hex: give two bombard numbers in the ha option, not ${s('count')}`,
        `un bombardamento concentrato usa entrambe le HA: indicate due numeri nell'opzione ha, non ${s('count')}`,
      );
    case 'antwerp-siege':
      return loc(
        'Antwerp cannot be besieged (12.5.1), except with the German scenario 3 option Invade Holland (the invade-holland option)',
        "Anversa non può essere assediata (12.5.1), salvo con l'opzione tedesca dello scenario 3 Invasione dell'Olanda (opzione olanda, invade-holland)",
      );
    case 'besieged-unreadable':
      return loc(
        `cannot read "${s('token')}": give ${BESIEGED_FORM.en}; names: ${FORT_IDS.join(', ')}`,
        `non riesco a leggere "${s('token')}": indicate ${BESIEGED_FORM.it}; nomi: ${FORT_IDS.join(', ')}`,
      );
    case 'besieged-count':
      return loc(
        `give 1 to 8 besieged forts: ${BESIEGED_FORM.en}`,
        `indicate da 1 a 8 forti assediati: ${BESIEGED_FORM.it}`,
      );
    case 'fort-unprinted':
      return loc(
        `${s('name')}'s reduced sides are not printed in the rulebook (9.5: ${s('printed')}); write its steps as your counters show them, e.g. ${s('id')}=5+1/3+1`,
        `i lati ridotti di ${s('name')} non sono nel regolamento (9.5: ${s('printed')}); scrivete i livelli come sulle vostre pedine, es. ${s('id')}=5+1/3+1`,
      );
    case 'fort-no-step':
      return loc(
        `${s('name')} has no step of strength ${s('at')} (its steps: ${s('steps')})`,
        `${s('name')} non ha un livello di forza ${s('at')} (i suoi livelli: ${s('steps')})`,
      );
    case 'fort-unreadable':
      return loc(
        `cannot read the fort "${s('token')}": ${FORT_NOTATION.en}; names: ${FORT_IDS.join(', ')}`,
        `non riesco a leggere il forte "${s('token')}": ${FORT_NOTATION.it}; nomi: ${FORT_IDS.join(', ')}`,
      );

    // Forces.
    case 'force-unreadable': {
      const fault = v['reason'] === undefined ? undefined : FORCE_FAULT[s('reason')]?.(s('word'));
      const why = fault ? loc(`${fault.en}; `, `${fault.it}; `) : loc('', '');
      return loc(
        `cannot read "${s('token')}": ${why.en}give ${FORCE_FORM.en}`,
        `non riesco a leggere "${s('token')}": ${why.it}indicate ${FORCE_FORM.it}`,
      );
    }
    case 'force-groups':
      return loc(`give 1 to 16 groups: ${FORCE_FORM.en}`, `indicate da 1 a 16 gruppi: ${FORCE_FORM.it}`);
    case 'force-mixed-sides':
      return loc(
        'a force is all German or all Allied (French, British, Belgian)',
        'una forza è tutta tedesca o tutta alleata (francese, inglese, belga)',
      );

    // Supply.
    case 'emergency-turn':
      return loc(
        'German emergency supply begins on turn 3 (11.2.1 c)',
        'il rifornimento di emergenza tedesco inizia nel turno 3 (11.2.1 c)',
      );
    case 'attrition-nothing':
      return loc(
        'give the units checked, here or in the disorganized, hq and ha options, or the besieged forts (besieged option)',
        'indicate le unità da controllare, qui o nelle opzioni disorganizzate (disorganized), hq e ha, oppure i forti assediati (opzione assediati, besieged)',
      );
    case 'rally-enemy':
      return loc(
        'a hex holding enemy combat units or forts, besieged ones included, cannot be rallied with CAP (9.8.3)',
        'un esagono con unità combattenti o forti nemici, anche assediati, non può togliere la disorganizzazione con CAP (9.8.3)',
      );
    case 'recovery-needs-supplied':
      return loc(
        'with enemy units in the hex the limit depends on the supplied friendly combat units there (11.2.7 b): give their number',
        "con unità nemiche nell'esagono il limite dipende dalle unità combattenti amiche rifornite (11.2.7 b): indicatene il numero",
      );
    case 'supplied-below-disorganized':
      return loc(
        'the supplied combat units include the Disorganized ones: give at least as many as in the disorganized option',
        "le unità rifornite comprendono le disorganizzate: indicatene almeno quante nell'opzione disorganizzate (disorganized)",
      );
    case 'sea-unit-unreadable':
      return loc(
        `cannot read "${s('token')}": give ${SEA_UNITS_FORM.en}`,
        `non riesco a leggere "${s('token')}": indicate ${SEA_UNITS_FORM.it}`,
      );
    case 'sea-unit-count':
      return loc(`give 1 to 16 units: ${SEA_UNITS_FORM.en}`, `indicate da 1 a 16 unità: ${SEA_UNITS_FORM.it}`);

    // Victory points.
    case 'vp-hexes-list':
      return loc('give 1 to 15 hex numbers, e.g. "8, 14, 76"', 'indicate da 1 a 15 numeri di esagono, es. "8, 14, 76"');
    case 'vp-out-list':
      return loc(
        'give the values of the markers already out of the cup, e.g. "2, 3"',
        'indicate i valori dei segnalini già fuori dalla tazza, es. "2, 3"',
      );
    case 'vp-paris':
      return loc(
        `Paris (hex ${s('hex')}) scores with its own ${s('vp')} VP marker, not one drawn from the cup (3.1.2, 3.2.4)`,
        `Parigi (esagono ${s('hex')}) vale con il suo segnalino da ${s('vp')} VP, non con uno pescato dalla tazza (3.1.2, 3.2.4)`,
      );
    case 'vp-not-a-vp-hex': {
      const german = v['cup'] === 'german';
      return loc(
        `hex ${s('hex')} is not a ${german ? 'German' : 'Plan 17'} VP hex (${s('hexes')}; ${s('rule')})`,
        `l'esagono ${s('hex')} non è un esagono VP ${german ? 'tedesco' : 'Piano 17'} (${s('hexes')}; ${s('rule')})`,
      );
    }
    case 'vp-hex-twice':
      return loc(
        'each hex gets one marker: a hex is listed twice',
        'ogni esagono riceve un segnalino: un esagono è ripetuto',
      );
    case 'vp-table-missing':
      return loc(
        `The VP marker values are missing: the rulebook does not print them (3.1.2, 3.2.1, 3.2.4). Load a pack whose \`tables.${s('table')}\` holds them (/pack import, or \`npx umpire pack check\` to validate).`,
        `Mancano i valori dei segnalini VP: il regolamento non li riporta (3.1.2, 3.2.1, 3.2.4). Caricate un pacchetto il cui \`tables.${s('table')}\` li contenga (/pack import, o \`npx umpire pack check\` per verificarlo).`,
      );
    case 'vp-out-missing': {
      const cup = CUP_NAME[s('cup')] ?? loc(s('cup'), s('cup'));
      return loc(
        `No marker worth ${s('value')} is left in the ${cup.en} cup to set aside.`,
        `Nella tazza ${cup.it} non resta un segnalino da ${s('value')} da mettere da parte.`,
      );
    }
    case 'vp-cup-short': {
      const cup = CUP_NAME[s('cup')] ?? loc(s('cup'), s('cup'));
      return loc(
        `Only ${s('left')} marker(s) are in the ${cup.en} cup, not ${s('wanted')}.`,
        `Nella tazza ${cup.it} restano solo ${s('left')} segnalini, non ${s('wanted')}.`,
      );
    }
    // The owners' Battle Map placement (9.2.2, 9.2.3 a, 9.2.5, 9.6.1).
    case 'map-stage':
      return loc(
        'that is not a step of this placement: the defender fills its front line (9.2.2), the attacker faces it and places its surplus (9.2.3 a, 9.2.5 b), then the defender its reserves (9.2.5 a)',
        "questo non è un passo di questo piazzamento: il difensore riempie la sua prima linea (9.2.2), l'attaccante la fronteggia e piazza le unità in più (9.2.3 a, 9.2.5 b), poi il difensore le sue riserve (9.2.5 a)",
      );
    case 'map-unit':
      return loc(
        `${s('units')} is not a unit of yours still to place in this step (${p.rule ?? '9.2'})`,
        `${s('units')} non è una vostra unità ancora da piazzare in questo passo (${p.rule ?? '9.2'})`,
      );
    case 'map-space':
      return loc(
        `space ${s('space')} is not a free space of the front line (${p.rule ?? '9.2'})`,
        `lo spazio ${s('space')} non è uno spazio libero della prima linea (${p.rule ?? '9.2'})`,
      );
    case 'map-pair':
      return loc(
        `${s('units')} cannot share a space: a space holds one corps, one fort, or two divisions/brigades of one nationality and one arm (9.2.2)`,
        `${s('units')} non possono stare nello stesso spazio: uno spazio contiene un corpo, un forte, o due divisioni/brigate della stessa nazionalità e dello stesso tipo (9.2.2)`,
      );
    case 'map-full':
      return loc(
        `the front line has no space left for it (${p.rule ?? '9.2.2'}: four spaces a side)`,
        `la prima linea non ha più spazi (${p.rule ?? '9.2.2'}: quattro spazi per parte)`,
      );
    case 'map-order':
      return loc(
        'the units in excess of the 4 front spaces return to the hex in this order: forts, Disorganized units, intact brigades, intact divisions, intact corps (9.2.2): this would send back a unit while a lower one stays',
        "le unità in eccesso sui 4 spazi di prima linea tornano nell'esagono in quest'ordine: forti, unità disorganizzate, brigate, divisioni, corpi non disorganizzati (9.2.2): così tornerebbe un'unità mentre ne resta una inferiore",
      );
    case 'map-front-open':
      return loc(
        'every defending unit and fort goes to the front line while a space is free (9.2.2)',
        'tutte le unità e i forti difendenti vanno in prima linea finché vi sono spazi liberi (9.2.2)',
      );
    case 'map-fort':
      return loc('forts do not attack (9.2.3 a)', 'i forti non attaccano (9.2.3 a)');
    case 'map-cavalry-fort':
      return loc(
        'cavalry cannot attack forts, nor face one (9.6.1)',
        'la cavalleria non può attaccare i forti, né fronteggiarli (9.6.1)',
      );
    case 'map-priority':
      return loc(
        `${s('unit')} comes first: intact corps (or pairs worth a corps), intact infantry divisions, brigades, cavalry divisions, then Disorganized units (9.2.3 a)`,
        `prima va ${s('unit')}: corpi non disorganizzati (o coppie equivalenti a un corpo), divisioni di fanteria, brigate, divisioni di cavalleria non disorganizzate, poi unità disorganizzate (9.2.3 a)`,
      );
    case 'map-intact-first':
      return loc(
        'the spaces facing intact enemy units are filled before those facing Disorganized units or forts (9.2.3 a)',
        'gli spazi contrapposti ad unità nemiche non disorganizzate si riempiono prima di quelli contrapposti ad unità disorganizzate o forti (9.2.3 a)',
      );
    case 'map-face-first':
      return loc(
        'a defender it may face is still unfaced: it faces it before any unit goes into reserve (9.2.3 a)',
        "vi è ancora un difensore che può fronteggiare: lo fronteggia prima che un'unità vada in riserva (9.2.3 a)",
      );
    case 'map-unfaced':
      return loc(
        `${s('unit')} must still face a defender (9.2.3 a)`,
        `${s('unit')} deve ancora fronteggiare un difensore (9.2.3 a)`,
      );
    case 'map-reserve-disorganized':
      return loc(
        `Disorganized units never go into reserve (${p.rule ?? '9.2.5'})`,
        `le unità disorganizzate non vanno mai in riserva (${p.rule ?? '9.2.5'})`,
      );
    case 'map-reserve-space':
      return loc(
        `a reserve goes behind a front-line space that fights, one a space (${p.rule ?? '9.2.5'})`,
        `una riserva va dietro uno spazio di prima linea che combatte, una per spazio (${p.rule ?? '9.2.5'})`,
      );
    case 'map-cavalry-reserve':
      return loc(
        'cavalry goes into reserve only opposite enemy front-line cavalry (British cavalry opposite infantry too), never opposite a fort (9.6.1)',
        'la cavalleria va in riserva solo contro cavalleria nemica di prima linea (quella inglese anche contro fanteria), mai contro un forte (9.6.1)',
      );
    // Movement over the map (8.4).
    case 'move-no-units':
      return loc('a move needs units to move (8.4)', 'un movimento richiede unità che muovono (8.4)');
    case 'move-units-not-here':
      return loc(
        `the moving units start together in hex ${s('hex')}, the path's first hex (8.4)`,
        `le unità che muovono partono assieme dall'esagono ${s('hex')}, il primo del percorso (8.4)`,
      );
    case 'move-no-hexes':
      return loc(
        'give at least one hex to enter after the start hex (8.4)',
        'indicate almeno un esagono in cui entrare dopo quello di partenza (8.4)',
      );
    case 'move-off-map':
      return loc(`hex ${s('hex')} is not on the map (8.4)`, `l'esagono ${s('hex')} non è sulla mappa (8.4)`);
    case 'move-not-adjacent':
      return loc(
        `units move from hex to adjacent hex: ${s('to')} is not adjacent to ${s('from')} (8.4)`,
        `le unità muovono di esagono in esagono adiacente: ${s('to')} non è adiacente a ${s('from')} (8.4)`,
      );
    case 'move-impassable':
      return loc(
        `the hexside between ${s('from')} and ${s('to')} is impassable (three diamonds) (8.4.2)`,
        `il lato d'esagono fra ${s('from')} e ${s('to')} è intransitabile (tre diamanti) (8.4.2)`,
      );
    case 'move-one-hex':
      return loc(
        `${s('unit')} moves one hex only: Disorganized combat units without an HQ of their nationality and HA (8.4)`,
        `${s('unit')} muove di un solo esagono: unità combattenti Disorganizzate senza un HQ della loro nazionalità e HA (8.4)`,
      );
    case 'move-ma-unknown':
      return loc(
        `the movement allowance of ${s('unit')} is printed only on its counter: give it (2.4)`,
        `la capacità di movimento di ${s('unit')} è stampata solo sulla pedina: indicatela (2.4)`,
      );
    case 'move-too-far':
      return loc(
        `the move costs ${s('mp')} MP, more than the ${s('ma')} of ${s('unit')} (8.4.2)`,
        `il movimento costa ${s('mp')} MP, più dei ${s('ma')} di ${s('unit')} (8.4.2)`,
      );
    case 'move-blocked':
      return loc(
        `an enemy Block marker closes the hexside between ${s('from')} and ${s('to')} (8.4.5)`,
        `un segnalino di Blocco nemico chiude il lato d'esagono fra ${s('from')} e ${s('to')} (8.4.5)`,
      );
    case 'move-enemy-to-enemy':
      return loc(
        `units never leave a hex controlled and occupied by the enemy (${s('from')}) for another one (${s('to')}) (8.4.4)`,
        `le unità non possono mai uscire da un esagono controllato ed occupato dal nemico (${s('from')}) per entrare in un altro (${s('to')}) (8.4.4)`,
      );
    case 'move-needs-intact':
      return loc(
        `HQs, HA and Disorganized units enter a hex controlled and occupied by the enemy (${s('hex')}) only in a group with non-Disorganized combat units (8.4.4)`,
        `HQ, HA e unità Disorganizzate entrano in un esagono nemico controllato ed occupato (${s('hex')}) solo in un gruppo con unità combattenti non Disorganizzate (8.4.4)`,
      );
    case 'move-must-stop':
      return loc(
        `the move stops in hex ${s('hex')}, which holds enemy units (8.3.1, 8.4.4)`,
        `il movimento si ferma nell'esagono ${s('hex')}, che contiene unità nemiche (8.3.1, 8.4.4)`,
      );
    case 'move-schlieffen':
      return loc(
        `until turn 7 German combat units enter a Schlieffen Plan hex (${s('hex')}) only if it holds Allied combat units (8.4.8)`,
        `sino al turno 7 le unità combattenti tedesche entrano in un esagono del Piano Schlieffen (${s('hex')}) solo se contiene unità combattenti Alleate (8.4.8)`,
      );
    case 'move-leave-belgium':
      return loc(
        `Belgian units never leave Belgium: hex ${s('hex')} holds no Belgian territory (8.4.7 a)`,
        `le unità belghe non possono mai lasciare il Belgio: l'esagono ${s('hex')} non contiene territorio belga (8.4.7 a)`,
      );
    case 'move-british-paris':
      return loc(
        `British units never end their move in Paris (hex ${s('hex')}) (8.4.7 b)`,
        `le unità inglesi non possono mai terminare il loro movimento a Parigi (esagono ${s('hex')}) (8.4.7 b)`,
      );
    case 'move-out-of-supply':
      return loc(
        `no supplied unit moves into a hex that would put it out of supply: ${s('unit')} in hex ${s('hex')} (8.4.3 a)`,
        `nessuna unità rifornita può muovere in un esagono che la porrebbe fuori rifornimento: ${s('unit')} nell'esagono ${s('hex')} (8.4.3 a)`,
      );
    case 'move-away-from-supply':
      return loc(
        `an out-of-supply unit enters only hexes that put it in supply or nearer to them: ${s('unit')} in hex ${s('hex')} (8.4.3 c)`,
        `le unità fuori rifornimento possono entrare solo in esagoni che le pongono in rifornimento, o più vicino a tali esagoni: ${s('unit')} nell'esagono ${s('hex')} (8.4.3 c)`,
      );
    case 'retreat-move-belgian':
      return loc(
        'the Allied General Retreat moves French and British units, not Belgian ones (8.7.2)',
        'la Ritirata Generale Alleata muove le unità francesi ed inglesi, non quelle belghe (8.7.2)',
      );
    case 'retreat-move-twice':
      return loc(
        `no unit moves more than once in a General Retreat: ${s('unit')} has moved (8.7.2, 8.7.3)`,
        `nessuna unità può muovere più di una volta nella Ritirata Generale: ${s('unit')} ha già mosso (8.7.2, 8.7.3)`,
      );
    case 'retreat-move-hex':
      return loc(
        `in a General Retreat units enter only friendly-controlled, uncontested hexes (no enemy units nor unbesieged enemy forts): not hex ${s('hex')} (8.7.2, 8.7.3)`,
        `nella Ritirata Generale le unità attivate possono entrare solamente in esagoni amici controllati che non siano contesi (senza unità o forti nemici non assediati): non l'esagono ${s('hex')} (8.7.2, 8.7.3)`,
      );
    case 'general-retreat-once':
      return loc(
        `each side declares a General Retreat once a game: yours was declared on turn ${s('turn')} (8.7.1)`,
        `ogni giocatore può dichiarare una Ritirata Generale una volta per partita: la vostra è stata dichiarata nel turno ${s('turn')} (8.7.1)`,
      );
    case 'general-retreat-early':
      return loc(
        'a General Retreat cannot be declared on turns 1 and 2 (8.7.1)',
        'la Ritirata Generale non può essere dichiarata nei turni 1 e 2 (8.7.1)',
      );
    case 'general-retreat-allies-first':
      return loc(
        'the Allies must declare a General Retreat before the Germans may (8.7.1)',
        "l'Alleato deve dichiarare una Ritirata Generale prima che il tedesco possa dichiararla (8.7.1)",
      );
    case 'general-retreat-next-turn':
      return loc(
        `the Germans may declare their General Retreat from the turn after the Allied one: from turn ${s('turn')} (8.7.1)`,
        `il tedesco può dichiarare la sua Ritirata Generale dal turno seguente a quella Alleata: dal turno ${s('turn')} (8.7.1)`,
      );
    case 'trench-not-allowed':
      return loc(
        'no trench may be built before the German General Retreat (9.7.1)',
        'non si possono costruire trincee sino a quando non viene effettuata la Ritirata Generale tedesca (9.7.1)',
      );
    case 'trench-there':
      return loc(
        `hex ${s('hex')} is already entrenched: one trench marker a hex (9.7.2)`,
        `l'esagono ${s('hex')} è già trincerato: un solo segnalino di trincea per esagono (9.7.2)`,
      );
    case 'trench-no-infantry':
      return loc(
        `a trench is placed only in a hex with your supplied infantry: not hex ${s('hex')} (9.7.2)`,
        `si può piazzare una trincea solo in un esagono che contiene vostre unità di fanteria rifornite: non l'esagono ${s('hex')} (9.7.2)`,
      );
    case 'trench-no-enemy':
      return loc(
        `a trench is placed only in a hex that also holds supplied enemy infantry: not hex ${s('hex')} (9.7.2)`,
        `si può piazzare una trincea solo in un esagono che contiene anche fanteria nemica rifornita: non l'esagono ${s('hex')} (9.7.2)`,
      );
    case 'move-stacking': {
      const limit = STACKING_LIMIT[s('limit')] ?? STACKING_LIMIT['corps']!;
      return loc(
        `the move would leave more than ${limit.en} in hex ${s('hex')} (8.4.6)`,
        `il movimento lascerebbe più di ${limit.it} nell'esagono ${s('hex')} (8.4.6)`,
      );
    }
    // Strategic Movement (10.0).
    case 'sm-turn':
      return loc(
        `there is no Strategic Movement on turns 1 and 2 (10.3, Turn Record Track): this is turn ${s('turn')}`,
        `non vi è Movimento Strategico nei turni 1 e 2 (10.3, Tabella dei Turni): questo è il turno ${s('turn')}`,
      );
    case 'sm-ha':
      return loc(
        'the German HA never use Strategic Movement (10.1)',
        'le unità HA tedesche non possono usare il movimento strategico (10.1)',
      );
    case 'sm-belgian':
      return loc(
        'Belgian units never use Strategic Movement, by rail or by sea (10.3, 10.4)',
        'le unità belghe non possono mai usare il movimento strategico, ferroviario o marittimo (10.3, 10.4)',
      );
    case 'sm-british-paris':
      return loc(
        'British units may pass through Paris by rail but never stop there (10.3)',
        'le unità inglesi possono passare attraverso Parigi con il movimento ferroviario, ma mai rimanervi (10.3)',
      );
    case 'sm-sea':
      return loc(
        `a sea move goes from a friendly-controlled coastal city (32, 23, 14, 7, 1; never Antwerp) to another with a lower hex number: not to hex ${s('hex')} (10.4, 12.5.4)`,
        `il movimento marittimo va da un esagono amico controllato con una città costiera (32, 23, 14, 7, 1; mai Anversa) ad un altro con un numero inferiore: non all'esagono ${s('hex')} (10.4, 12.5.4)`,
      );
    case 'sm-rail':
      return loc(
        `no rail route to hex ${s('hex')}: a rail move starts, passes and ends only in friendly-controlled rail hexes connected to a friendly German or French supply source, up to 10 hexes; before turn 5 the Germans never use hexes taken from the Allies (10.2, 10.3)`,
        `nessun percorso ferroviario all'esagono ${s('hex')}: il movimento ferroviario inizia, attraversa e termina solo in esagoni amici controllati di ferrovia collegati ad una fonte di rifornimento amica tedesca o francese, sino a 10 esagoni; prima del turno 5 il tedesco non usa esagoni presi all'Alleato (10.2, 10.3)`,
      );
    // Battles over the map (9.1, 9.5).
    case 'battle-off-map':
      return loc(`hex ${s('hex')} is not on the map (9.1.2)`, `l'esagono ${s('hex')} non è sulla mappa (9.1.2)`);
    case 'battle-hex-attacked':
      return loc(
        `hex ${s('hex')} has already been attacked in this activation (9.1.3 e)`,
        `in questa attivazione l'esagono ${s('hex')} è già stato attaccato (9.1.3 e)`,
      );
    case 'battle-no-enemy':
      return loc(
        `hex ${s('hex')} holds no enemy combat unit or fort to fight (9.1.2 a)`,
        `l'esagono ${s('hex')} non contiene unità combattenti o forti nemici da attaccare (9.1.2 a)`,
      );
    case 'battle-rearguard':
      return loc(
        `a non-Disorganized infantry corps entered hex ${s('hex')}, which holds only enemy cavalry: no battle, the Cavalry Rearguard instead (9.6.3)`,
        `un corpo di fanteria non disorganizzato è entrato nell'esagono ${s('hex')}, che contiene solo unità di cavalleria nemiche: non si effettua alcuna battaglia, ma la Retroguardia di Cavalleria (9.6.3)`,
      );
    case 'battle-no-entry':
      return loc(
        `the units that entered hex ${s('hex')} declare no battle there: it needs friendly combat units entering where the enemy stands (9.1.2)`,
        `le unità entrate nell'esagono ${s('hex')} non vi possono dichiarare battaglia: occorrono unità combattenti amiche che entrano dove si trova il nemico (9.1.2)`,
      );
    case 'battle-attacker-not-here':
      return loc(
        `${s('unit')} is not a friendly infantry or cavalry unit in hex ${s('hex')} (9.1.2)`,
        `${s('unit')} non è un'unità amica di fanteria o cavalleria nell'esagono ${s('hex')} (9.1.2)`,
      );
    case 'battle-no-attackers':
      return loc(
        `a battle in hex ${s('hex')} needs at least one friendly combat unit to attack (9.1.2 a)`,
        `una battaglia nell'esagono ${s('hex')} richiede almeno un'unità combattente amica che attacchi (9.1.2 a)`,
      );
    case 'battle-attacker-not-begun':
      return loc(
        `${s('unit')} did not begin the action round in hex ${s('hex')} (9.1.2 a)`,
        `${s('unit')} non ha iniziato il round di azione nell'esagono ${s('hex')} (9.1.2 a)`,
      );
    case 'fort-unknown':
      return loc(
        `the fort ${s('fort')} in hex ${s('hex')} is not one of the roster's: whether it has a garrison is unknown (9.5.2)`,
        `il forte ${s('fort')} nell'esagono ${s('hex')} non è fra quelli elencati: non si sa se abbia una guarnigione (9.5.2)`,
      );
    case 'unit-size-unknown':
      return loc(
        `whether ${s('unit')} is a corps is printed only on its counter: give its size (2.4)`,
        `se ${s('unit')} sia un corpo è stampato solo sulla pedina: indicatene la dimensione (2.4)`,
      );
    // Retreats over the map (9.4).
    case 'retreat-off-map':
      return loc(`hex ${s('to')} is not on the map (9.4.3)`, `l'esagono ${s('to')} non è sulla mappa (9.4.3)`);
    case 'retreat-not-adjacent':
      return loc(
        `retreating units move to an adjacent hex: ${s('to')} is not adjacent to ${s('from')} (9.4.3)`,
        `le unità in ritirata devono spostarsi in un esagono adiacente: ${s('to')} non è adiacente a ${s('from')} (9.4.3)`,
      );
    case 'retreat-impassable':
      return loc(
        `retreating units never cross an impassable hexside: ${s('from')}–${s('to')} (9.4.3)`,
        `le unità che si ritirano non possono attraversare lati d'esagono di terreno non transitabile: ${s('from')}–${s('to')} (9.4.3)`,
      );
    case 'retreat-blocked':
      return loc(
        `retreating units never cross a blocked hexside: ${s('from')}–${s('to')} (9.4.3, 8.4.5)`,
        `le unità che si ritirano non possono attraversare lati d'esagono bloccati: ${s('from')}–${s('to')} (9.4.3, 8.4.5)`,
      );
    case 'retreat-enemy-hex':
      return loc(
        `hex ${s('to')} is enemy-controlled with enemy units, and no supplied friendly unit or unbesieged friendly fort is there without a Battle marker, nor only non-Disorganized enemy cavalry (9.4.3)`,
        `l'esagono ${s('to')} è nemico controllato con unità nemiche, senza unità amiche rifornite o forti amici non assediati e senza segnalino di battaglia, né con sola cavalleria nemica non disorganizzata (9.4.3)`,
      );
    case 'retreat-priority':
      return loc(
        `hex ${s('hex')} is of priority ${s('row')}: the units must retreat to a hex of higher priority, such as ${s('better')} (9.4.3)`,
        `l'esagono ${s('hex')} è di priorità ${s('row')}: le unità devono ritirarsi in un esagono di priorità superiore, come ${s('better')} (9.4.3)`,
      );
    case 'retreat-room':
      return loc(
        `the units would break the stacking limits in hex ${s('hex')}, while a hex of the same priority holds them: ${s('better')} (9.4.3)`,
        `le unità violerebbero i limiti al raggruppamento nell'esagono ${s('hex')}, mentre un esagono della stessa priorità le può contenere: ${s('better')} (9.4.3)`,
      );
    case 'rearguard-not-cavalry':
      return loc(
        `only the enemy cavalry retreats in a Cavalry Rearguard: ${s('unit')} is not cavalry (9.6.3)`,
        `nella Retroguardia di Cavalleria si ritirano solo le unità di cavalleria: ${s('unit')} non è cavalleria (9.6.3)`,
      );
    case 'rearguard-three-hexes':
      return loc(
        `the cavalry must retreat three hexes, not ${s('hexes')} (9.6.3)`,
        `tutte le unità di cavalleria si devono ritirare di tre esagoni, non di ${s('hexes')} (9.6.3)`,
      );
    case 'retreat-out-of-supply':
      return loc(
        `units retreat into a hex that puts them out of supply (${s('hex')}) only if no other retreat path is available (8.4.3 b)`,
        `le unità possono ritirarsi in esagoni che le pongono fuori rifornimento (${s('hex')}) solo se non è disponibile alcun altro percorso di ritirata (8.4.3 b)`,
      );
    case 'retreat-leave-belgium':
      return loc(
        `Belgian units leave Belgium (hex ${s('hex')}) only when the retreat forces them (8.4.7 a)`,
        `le unità belghe non possono lasciare il Belgio (esagono ${s('hex')}) a meno che non siano obbligate a farlo secondo le regole per la ritirata (8.4.7 a)`,
      );
    case 'retreat-british-paris':
      return loc(
        `British units retreat into Paris (hex ${s('hex')}) only if there is no other option (8.4.7 b)`,
        `le unità inglesi non possono ritirarsi a Parigi (esagono ${s('hex')}) a meno che non vi sia alcuna altra opzione (8.4.7 b)`,
      );
    case 'retreat-no-units':
      return loc('a retreat needs units to retreat (9.4.1)', 'una ritirata richiede unità che si ritirano (9.4.1)');
    case 'retreat-units-not-here':
      return loc(
        `${s('unit')} is not a friendly unit in the battle hex ${s('hex')} (9.4.1)`,
        `${s('unit')} non è un'unità amica nell'esagono di battaglia ${s('hex')} (9.4.1)`,
      );
    case 'retreat-ha':
      return loc(
        `HA (${s('unit')}) do not retreat normally after a battle (9.5.4)`,
        `le HA (${s('unit')}) non si ritirano normalmente dopo una battaglia (9.5.4)`,
      );
    case 'retreat-path-length':
      return loc(
        'a retreat enters one adjacent hex, and one more only to leave an overstacked hex (9.4.3)',
        'una ritirata entra in un esagono adiacente, e in un altro solo per lasciare un esagono dove si violano i limiti al raggruppamento (9.4.3)',
      );
    case 'retreat-back':
      return loc(
        `the onward retreat does not go back into the battle hex ${s('hex')} (9.4.3)`,
        `l'ulteriore ritirata non torna nell'esagono di battaglia ${s('hex')} (9.4.3)`,
      );
    case 'retreat-not-overstacked':
      return loc(
        `the units retreat one more hex only if hex ${s('hex')} would break the stacking limits (9.4.3)`,
        `le unità si ritirano di un altro esagono solo se nell'esagono ${s('hex')} violerebbero i limiti al raggruppamento (9.4.3)`,
      );
    case 'retreat-overstacked':
      return loc(
        `the units would break the stacking limits in hex ${s('hex')}: they must retreat one more hex, losing a step (9.4.3)`,
        `le unità violerebbero i limiti al raggruppamento nell'esagono ${s('hex')}: si devono ritirare di un altro esagono, perdendo un livello di forza (9.4.3)`,
      );
    default:
      return loc(p.code, p.code);
  }
}

/** The words every Grand Illusion ruling sets (`words` of defineRuling). */
export const giWords: RulingWords = {
  explain: (steps) => explain(steps),
  problem: problemWords,
};
