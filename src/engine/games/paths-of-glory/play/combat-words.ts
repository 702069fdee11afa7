import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { Modifier } from './combat-fire.js';
import type { UnitFate } from './combat-losses.js';
import type { Frame, Role } from './state.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of combat (chapter 12, 15): its prompts, menu labels, refusals and log lines. play/words.ts
 * hands the combat's frames, problem codes and events here.
 */

const SIDE: Readonly<Record<Side, Localized>> = {
  cp: loc('Central Powers', 'Imperi Centrali'),
  ap: loc('Allies', 'Alleati'),
};
const ROLE: Readonly<Record<Role, Localized>> = {
  attacker: loc('attacker', 'attaccante'),
  defender: loc('defender', 'difensore'),
};
const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const str = (e: GameEvent, k: string): string => String(e[k] ?? '');
const S = (e: GameEvent): Localized => SIDE[e['side'] as Side] ?? loc('?', '?');

export type CombatFrame = Extract<Frame, { name: 'attack' | 'combat-cards' | 'losses' | 'retreat' | 'advance' }>;

const TERRAIN_NAME: Readonly<Record<string, Localized>> = {
  mountain: loc('mountain', 'montagna'),
  swamp: loc('swamp', 'palude'),
  forest: loc('forest', 'foresta'),
  desert: loc('desert', 'deserto'),
  clear: loc('clear', 'aperto'),
};

function modifierWords(m: Modifier, n: Namer): Localized {
  switch (m.why) {
    case 'card':
      return n.card(m.card ?? '');
    case 'sinai':
      return loc('all attackers in the Sinai', 'tutti gli attaccanti nel Sinai');
    case 'terrain': {
      const t = TERRAIN_NAME[m.terrain ?? ''] ?? loc(m.terrain ?? '', m.terrain ?? '');
      return loc(`${t.en}, columns`, `${t.it}, colonne`);
    }
    case 'trench':
      return loc(`trench level ${m.level ?? ''}, columns`, `trincea di livello ${m.level ?? ''}, colonne`);
  }
}

export function combatPrompt(frame: CombatFrame, n: Namer, target: string | undefined): Localized {
  const at = target ? n.space(target) : '';
  switch (frame.name) {
    case 'attack':
      return loc(
        'Declare a combat: a defending space and the units that attack it, or end the combats (12.1).',
        'Dichiara un combattimento: lo spazio difendente e le unità che lo attaccano, o termina i combattimenti (12.1).',
      );
    case 'combat-cards':
      return frame.role === 'attacker'
        ? loc(
            `Combat against ${at}: play combat cards or attempt a flank attack, then fight (12.2.4–12.2.6).`,
            `Combattimento contro ${at}: gioca carte di combattimento o tenta un attacco di fianco, poi combatti (12.2.4–12.2.6).`,
          )
        : loc(
            `${at} is attacked: play combat cards, or go on without (12.2.6).`,
            `${at} è attaccato: gioca carte di combattimento, o prosegui senza (12.2.6).`,
          );
    case 'losses':
      return loc(
        `Take a loss number of ${frame.ln}: choose how (12.4.3: as close as possible without exceeding it).`,
        `Subisci un numero di perdite di ${frame.ln}: scegli come (12.4.3: il più vicino possibile senza superarlo).`,
      );
    case 'retreat':
      if (frame.card) {
        const card = n.card(frame.card);
        return loc(
          `${card.en}: ${at} is attacked. Before the roll, retreat Russian units one space each, or stand; if nothing is left to defend there is no combat.`,
          `${card.it}: ${at} è attaccato. Prima del tiro, ritira le unità russe di uno spazio ciascuna, o resta; se non resta nulla a difendere non si ha combattimento.`,
        );
      }
      return loc(
        `Retreat the units from ${at} (12.5), or cancel the retreat where the space allows it (12.5.3).`,
        `Ritira le unità da ${at} (12.5), o annulla la ritirata dove lo spazio lo consente (12.5.3).`,
      );
    case 'advance':
      return loc(
        `Advance into ${at} with full-strength units that attacked, or stop (12.7).`,
        `Avanza in ${at} con le unità a piena forza che hanno attaccato, o fermati (12.7).`,
      );
  }
}

export const combatPhase = loc('Combat (12.0)', 'Combattimento (12.0)');

export const combatLabels = {
  attacked: loc('End combats', 'Fine combattimenti'),
  fight: loc('Fight (no more cards)', 'Combattere (nessun’altra carta)'),
  noCards: loc('No combat cards: fight', 'Nessuna carta di combattimento: si combatte'),
  advanced: loc('Stop advancing', 'Fine avanzata'),
  stand: loc('No more retreats before the roll', 'Nessun’altra ritirata prima del tiro'),
  allUnits: loc('all units that can', 'tutte le unità che possono'),
};

export function attackLabel(target: string, units: string, cf: number): Localized {
  return loc(`Attack ${target} with ${units} (CF ${cf})`, `Attaccare ${target} con ${units} (CF ${cf})`);
}
export function targetBranch(target: string, defenders: string): Localized {
  return loc(`${target}: ${defenders}`, `${target}: ${defenders}`);
}
export function ccLabel(card: Localized, kept: boolean): Localized {
  return kept
    ? loc(`Use ${card.en} again (kept face up)`, `Usare di nuovo ${card.it} (scoperta)`)
    : loc(`Play ${card.en}`, `Giocare ${card.it}`);
}
export function flankLabel(front: string): Localized {
  return loc(
    `Attempt a flank attack, frontal assault from ${front} (12.3)`,
    `Tentare un attacco di fianco, assalto frontale da ${front} (12.3)`,
  );
}
const FATE: Readonly<Record<UnitFate['fate'], Localized>> = {
  reduced: loc('reduced', 'ridotta'),
  eliminated: loc('eliminated', 'eliminata'),
  gone: loc('eliminated for good', 'eliminata in modo permanente'),
  arrives: loc('comes from the Reserve', 'arriva dalla Riserva'),
  'arrives-reduced': loc('comes from the Reserve and is reduced', 'arriva dalla Riserva ed è ridotta'),
  restored: loc('gets its step back (Withdrawal)', 'recupera il livello (Ritirata)'),
};
export function lossLabel(index: number, fates: readonly UnitFate[], fort: boolean, n: Namer): Localized {
  const list = (lang: 'en' | 'it') =>
    [
      ...fates.map((f) => `${n.unit(f.unit)} ${FATE[f.fate][lang]}`),
      ...(fort ? [lang === 'en' ? 'fort destroyed' : 'forte distrutto'] : []),
    ].join(', ') || (lang === 'en' ? 'no step lost' : 'nessun livello perso');
  return loc(`${index}. ${list('en')}`, `${index}. ${list('it')}`);
}
export function retreatLabel(unit: string, path: readonly string[]): Localized {
  return loc(`Retreat ${unit} to ${path.join(' → ')}`, `Ritirare ${unit} a ${path.join(' → ')}`);
}
export function holdLabel(unit: string): Localized {
  return loc(
    `Cancel the retreat: ${unit} loses one more step (12.5.3)`,
    `Annullare la ritirata: ${unit} perde un altro livello (12.5.3)`,
  );
}
export function advanceLabel(units: string, to: string): Localized {
  return loc(`Advance ${units} into ${to}`, `Avanzare ${units} in ${to}`);
}

export const COMBAT_REFUSALS: Readonly<Record<string, (p: Problem, n: Namer) => Localized>> = {
  'not-adjacent': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is not next to ${n.space(P(p, 'space'))} across a line it may use.`,
      `${n.unit(P(p, 'unit'))} non è adiacente a ${n.space(P(p, 'space'))} attraverso una linea che può usare.`,
    ),
  'desert-summer': (p, n) =>
    loc(
      `No combat into or out of a desert space in summer (${n.space(P(p, 'space'))}).`,
      `Nessun combattimento verso o da uno spazio di deserto in estate (${n.space(P(p, 'space'))}).`,
    ),
  'russian-fort': (p, n) =>
    loc(
      `German units may not attack the Russian fort of ${n.space(P(p, 'space'))} before Oberost or CP War Status 4.`,
      `Le unità tedesche non possono attaccare il forte russo di ${n.space(P(p, 'space'))} prima di Oberost o dello Stato di Guerra 4 degli Imperi Centrali.`,
    ),
  'german-fort-1914': (p, n) =>
    loc(
      `Russian units may not attack the German fort of ${n.space(P(p, 'space'))} in August 1914.`,
      `Le unità russe non possono attaccare il forte tedesco di ${n.space(P(p, 'space'))} nell’agosto 1914.`,
    ),
  'lloyd-george': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `${card.en}: for the rest of this turn no British unit (${n.unit(P(p, 'unit'))}) attacks German units in a level 2 trench (${n.space(P(p, 'space'))}), until Michael, Blücher or Peace Offensive is played.`,
      `${card.it}: per il resto del turno nessuna unità inglese (${n.unit(P(p, 'unit'))}) attacca unità tedesche trincerate a livello 2 (${n.space(P(p, 'space'))}), finché non si gioca Michel, Blucher o Offensiva per la Pace.`,
    );
  },
  'stavka-timidity': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `${card.en}: for the rest of this turn no Russian unit (${n.unit(P(p, 'unit'))}) attacks an entrenched space whose defenders are all German (${n.space(P(p, 'space'))}).`,
      `${card.it}: per il resto del turno nessuna unità russa (${n.unit(P(p, 'unit'))}) attacca uno spazio trincerato difeso solo da unità tedesche (${n.space(P(p, 'space'))}).`,
    );
  },
  'brest-litovsk-russians': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `After ${card.en}, Russian units no longer attack (${n.unit(P(p, 'unit'))}).`,
      `Dopo il ${card.it} le unità russe non possono più attaccare (${n.unit(P(p, 'unit'))}).`,
    );
  },
  'brest-litovsk-attacked': (p, n) => {
    const card = n.card(P(p, 'card'));
    return loc(
      `After ${card.en}, Central Powers units do not attack Russian units (${n.space(P(p, 'space'))}), except Turkish units on the Near East map.`,
      `Dopo il ${card.it} le unità delle CP non possono attaccare unità russe (${n.space(P(p, 'space'))}), eccetto quelle turche sulla mappa del Vicino Oriente.`,
    );
  },
  'no-attackers': () =>
    loc(
      'Choose at least one unit to attack with, each once.',
      'Scegli almeno un’unità con cui attaccare, ognuna una volta.',
    ),
  'nothing-to-attack': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} holds no enemy unit nor enemy fort to attack.`,
      `${n.space(P(p, 'space'))} non contiene unità né forti nemici da attaccare.`,
    ),
  'not-attack-activated': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} is not in a space activated for combat.`,
      `${n.unit(P(p, 'unit'))} non è in uno spazio attivato per il combattimento.`,
    ),
  'already-fought': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} has already fought this action round.`,
      `${n.unit(P(p, 'unit'))} ha già combattuto in questo round di azione.`,
    ),
  'too-many-nations': (p) =>
    loc(
      `No combat involves more than ${P(p, 'max')} nationalities a side.`,
      `Nessun combattimento può coinvolgere più di ${P(p, 'max')} nazionalità per parte.`,
    ),
  multinational: () =>
    loc(
      'Units of several nationalities attack together only if one attacking space holds units of them all.',
      'Unità di più nazionalità attaccano insieme solo se uno spazio attaccante contiene unità di tutte.',
    ),
  london: () =>
    loc(
      'Units in London fight only together with friendly units attacking from France or Belgium.',
      'Le unità a Londra combattono solo insieme a unità amiche che attaccano dalla Francia o dal Belgio.',
    ),
  'besiegers-stay': (p, n) =>
    loc(
      `The units besieging ${n.space(P(p, 'space'))} may attack out of it only with what exceeds the siege’s needs.`,
      `Le unità che assediano ${n.space(P(p, 'space'))} possono attaccare fuori solo con quanto eccede l’assedio.`,
    ),
  'no-combat': () => loc('No combat is being fought.', 'Nessun combattimento in corso.'),
  'flank-made': () =>
    loc(
      'The flank attempt of this combat is made.',
      'Il tentativo di fianco di questo combattimento è già stato fatto.',
    ),
  'flank-front': (p, n) =>
    loc(
      `${n.space(P(p, 'space'))} is not one of this combat’s attacking spaces.`,
      `${n.space(P(p, 'space'))} non è uno degli spazi attaccanti di questo combattimento.`,
    ),
  'flank-one-space': () =>
    loc(
      'A flank attack needs attacks from two spaces or more.',
      'Un attacco di fianco richiede attacchi da due o più spazi.',
    ),
  'flank-no-army': () =>
    loc('A flank attack needs an attacking army.', 'Un attacco di fianco richiede un’armata attaccante.'),
  'flank-unoccupied-fort': () =>
    loc('An unoccupied fort is never flanked.', 'Un forte non occupato non è mai attaccato di fianco.'),
  'flank-swamp': () => loc('No flank attack into a swamp.', 'Nessun attacco di fianco in una palude.'),
  'flank-mountain': () =>
    loc(
      'No flank attack into mountains (Terrain Effects Chart).',
      'Nessun attacco di fianco in montagna (Tabella del Terreno).',
    ),
  'flank-trench': () =>
    loc('No flank attack against a trench that stands.', 'Nessun attacco di fianco contro una trincea che vale.'),
  'loss-choice-range': (p) =>
    loc(`Choose one of the ${P(p, 'count')} ways offered.`, `Scegli uno dei ${P(p, 'count')} modi proposti.`),
  'not-retreating': (p, n) =>
    loc(`${n.unit(P(p, 'unit'))} is not retreating.`, `${n.unit(P(p, 'unit'))} non si sta ritirando.`),
  'retreat-path': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} may not retreat to ${n.space(P(p, 'space'))}: a retreat goes to friendly spaces in supply first, never into enemy units, an enemy fort or back, and never ends overstacked.`,
      `${n.unit(P(p, 'unit'))} non può ritirarsi a ${n.space(P(p, 'space'))}: la ritirata va prima in spazi amici riforniti, mai in unità nemiche, in un forte nemico o indietro, e non finisce mai oltre il raggruppamento.`,
    ),
  'cannot-cancel-retreat': (p, n) =>
    loc(
      `The retreat from ${n.space(P(p, 'space'))} cannot be cancelled (trench, forest, desert, mountain or swamp, with a step left; not after a unit retreated).`,
      `La ritirata da ${n.space(P(p, 'space'))} non può essere annullata (trincea, foresta, deserto, montagna o palude, con un livello rimasto; non dopo che un’unità si è ritirata).`,
    ),
  'cannot-advance': (p, n) =>
    loc(
      `${n.unit(P(p, 'unit'))} may not advance: only full-strength units that attacked, once.`,
      `${n.unit(P(p, 'unit'))} non può avanzare: solo le unità a piena forza che hanno attaccato, una volta.`,
    ),
  'advance-together': () =>
    loc(
      'Units advancing together start from one space.',
      'Le unità che avanzano insieme partono da uno stesso spazio.',
    ),
  'advance-where': (p, n) =>
    loc(
      `No advance into ${n.space(P(p, 'space'))}: the defending space, and after a two-space retreat the spaces it went through (12.7.2–12.7.7).`,
      `Nessuna avanzata in ${n.space(P(p, 'space'))}: lo spazio difendente e, dopo una ritirata di due spazi, quelli attraversati (12.7.2–12.7.7).`,
    ),
};

/** The combat's log lines; undefined for an event that is not the combat's. */
export function describeCombat(e: GameEvent, n: Namer): Localized | undefined {
  switch (e.kind) {
    case 'attack': {
      const units = ((e['units'] as string[]) ?? []).map(n.unit).join(', ');
      return loc(
        `${S(e).en} attack ${n.space(str(e, 'target'))} with ${units}.`,
        `Gli ${S(e).it} attaccano ${n.space(str(e, 'target'))} con ${units}.`,
      );
    }
    case 'combat-card': {
      const c = n.card(str(e, 'card'));
      return loc(
        `${S(e).en} (${ROLE[e['role'] as Role]?.en ?? ''}) ${e['kept'] ? 'use again' : 'play'} ${c.en}.`,
        `Gli ${S(e).it} (${ROLE[e['role'] as Role]?.it ?? ''}) ${e['kept'] ? 'usano di nuovo' : 'giocano'} ${c.it}.`,
      );
    }
    case 'flank':
      return e['die'] === null
        ? loc(
            `Flank attack from ${n.space(str(e, 'front'))}: it succeeds without a roll.`,
            `Attacco di fianco da ${n.space(str(e, 'front'))}: riesce senza tiro.`,
          )
        : loc(
            `Flank attempt from ${n.space(str(e, 'front'))}: die ${str(e, 'die')} + ${str(e, 'drm')}: ${e['success'] ? 'success, the attacker fires first' : 'failure, the defender fires first'}.`,
            `Tentativo di fianco da ${n.space(str(e, 'front'))}: dado ${str(e, 'die')} + ${str(e, 'drm')}: ${e['success'] ? 'riuscito, l’attaccante spara per primo' : 'fallito, il difensore spara per primo'}.`,
          );
    case 'fire': {
      const mods = (e['modifiers'] as Modifier[] | undefined) ?? [];
      const table = (lang: 'en' | 'it') =>
        e['table'] === 'army' ? (lang === 'en' ? 'Army' : 'Armate') : lang === 'en' ? 'Corps' : 'Corpi';
      const base = str(e, 'base');
      const column = base && base !== str(e, 'column') ? `${base} → ${str(e, 'column')}` : str(e, 'column');
      const list = (lang: 'en' | 'it') => {
        const words = mods.map((m) => `${modifierWords(m, n)[lang]} ${m.value > 0 ? '+' : ''}${m.value} (${m.rule})`);
        return words.length > 0 ? `; ${words.join(', ')}` : '';
      };
      const drm = Number(e['drm'] ?? 0);
      const roll = (lang: 'en' | 'it') =>
        drm !== 0
          ? `${lang === 'en' ? 'die' : 'dado'} ${str(e, 'die')} ${drm > 0 ? '+' : '−'} ${Math.abs(drm)} → ${lang === 'en' ? 'row' : 'riga'} ${str(e, 'row')}`
          : `${lang === 'en' ? 'die' : 'dado'} ${str(e, 'die')}`;
      return loc(
        `${S(e).en} fire: CF ${str(e, 'cf')} on the ${table('en')} table, column ${column}, ${roll('en')}: loss number ${str(e, 'ln')}${list('en')}.`,
        `Fuoco degli ${S(e).it}: CF ${str(e, 'cf')} sulla tabella ${table('it')}, colonna ${column}, ${roll('it')}: numero di perdite ${str(e, 'ln')}${list('it')}.`,
      );
    }
    case 'event-trench-cancelled': {
      const card = n.card(str(e, 'card'));
      return loc(
        `${card.en}: a Russian attack on units none of which is German: the trench of ${n.space(str(e, 'space'))} is ignored in this combat.`,
        `${card.it}: attacco russo contro unità tutte non tedesche: la trincea di ${n.space(str(e, 'space'))} è annullata in questo combattimento.`,
      );
    }
    case 'lloyd-george-ended': {
      const card = n.card(str(e, 'card'));
      const lloyd = n.card('cp-55');
      return loc(
        `${card.en} ends ${lloyd.en}: British units may again attack German units in level 2 trenches.`,
        `${card.it} annulla ${lloyd.it}: le unità inglesi possono di nuovo attaccare unità tedesche trincerate a livello 2.`,
      );
    }
    case 'great-retreat-no-combat': {
      const card = n.card(str(e, 'card'));
      return loc(
        `${card.en}: nothing is left to defend ${n.space(str(e, 'space'))}: no combat; full-strength attackers may advance.`,
        `${card.it}: non resta nulla a difendere ${n.space(str(e, 'space'))}: non si ha combattimento; le unità attaccanti a piena forza possono avanzare.`,
      );
    }
    case 'no-fire':
      return loc('Nothing is left to fire.', 'Non resta nulla che possa sparare.');
    case 'losses': {
      const fates = (e['units'] as { unit: string; fate: UnitFate['fate'] }[]) ?? [];
      const list = (lang: 'en' | 'it') =>
        [
          ...fates.map((f) => `${n.unit(f.unit)} ${FATE[f.fate][lang]}`),
          ...(e['fortDestroyed'] ? [lang === 'en' ? 'the fort is destroyed' : 'il forte è distrutto'] : []),
        ].join(', ') || (lang === 'en' ? 'no step lost' : 'nessun livello perso');
      return loc(
        `${S(e).en} take loss number ${str(e, 'ln')}: ${list('en')}.`,
        `Gli ${S(e).it} subiscono il numero di perdite ${str(e, 'ln')}: ${list('it')}.`,
      );
    }
    case 'combat-result': {
      const w = e['winner'] as Role | 'none';
      const lns = `${str(e, 'attackerLn')}–${str(e, 'defenderLn')}`;
      return w === 'none'
        ? loc(`Loss numbers ${lns}: both sides lose.`, `Numeri di perdite ${lns}: perdono entrambi.`)
        : loc(
            `Loss numbers ${lns}: the ${ROLE[w].en} wins.`,
            `Numeri di perdite ${lns}: vince ${w === 'attacker' ? 'l’attaccante' : 'il difensore'}.`,
          );
    }
    case 'refugees-eliminated':
      return loc(
        `The units that retreated into ${n.space(str(e, 'space'))} this round are eliminated.`,
        `Le unità ritiratesi in ${n.space(str(e, 'space'))} in questo round sono eliminate.`,
      );
    case 'combat-cards-settled':
      return loc(
        'Combat cards: the winner keeps his face up, the loser discards (both on a tie).',
        'Carte di combattimento: il vincitore le tiene scoperte, il perdente le scarta (entrambi in parità).',
      );
    case 'retreat':
      return loc(
        `${n.unit(str(e, 'unit'))} retreats to ${((e['path'] as string[]) ?? []).map(n.space).join(' → ')}.`,
        `${n.unit(str(e, 'unit'))} si ritira a ${((e['path'] as string[]) ?? []).map(n.space).join(' → ')}.`,
      );
    case 'no-retreat': {
      const units = ((e['units'] as string[]) ?? []).map(n.unit).join(', ');
      const many = ((e['units'] as string[]) ?? []).length > 1;
      return loc(
        `${units} cannot retreat and ${many ? 'are' : 'is'} eliminated (armies for good).`,
        many
          ? `${units} non possono ritirarsi e sono eliminate (le armate in modo permanente).`
          : `${units} non può ritirarsi ed è eliminata (un’armata in modo permanente).`,
      );
    }
    case 'retreat-cancelled':
      return loc(
        `${n.unit(str(e, 'unit'))} loses one more step and the defenders hold ${n.space(str(e, 'space'))}.`,
        `${n.unit(str(e, 'unit'))} perde un altro livello e i difensori tengono ${n.space(str(e, 'space'))}.`,
      );
    case 'advance': {
      const units = ((e['units'] as string[]) ?? []).map(n.unit).join(', ');
      return loc(`${units} advance into ${n.space(str(e, 'to'))}.`, `${units} avanzano in ${n.space(str(e, 'to'))}.`);
    }
    case 'combat-over':
      return loc(
        `The combat for ${n.space(str(e, 'target'))} is over.`,
        `Il combattimento per ${n.space(str(e, 'target'))} è finito.`,
      );
    case 'no-advance-vp':
      return loc(
        `No attacking unit advanced into ${n.space(str(e, 'space'))}: VP ${Number(e['vp']) > 0 ? '+' : ''}${str(e, 'vp')} (Peace Offensive).`,
        `Nessuna unità attaccante è avanzata in ${n.space(str(e, 'space'))}: VP ${Number(e['vp']) > 0 ? '+' : ''}${str(e, 'vp')} (Offensiva di Pace).`,
      );
    case 'offensive-made':
      return loc(
        `${S(e).en} make their Mandated Offensive (${str(e, 'offensive').toUpperCase()}).`,
        `Gli ${S(e).it} compiono la loro Offensiva Obbligatoria (${str(e, 'offensive').toUpperCase()}).`,
      );
    case 'offensive-missed':
      return loc(
        `${S(e).en} did not make their Mandated Offensive (${str(e, 'offensive').toUpperCase()}): VP ${Number(e['vp']) > 0 ? '+' : ''}${str(e, 'vp')}.`,
        `Gli ${S(e).it} non hanno compiuto l’Offensiva Obbligatoria (${str(e, 'offensive').toUpperCase()}): VP ${Number(e['vp']) > 0 ? '+' : ''}${str(e, 'vp')}.`,
      );
    case 'mutiny-penalty':
      return loc(
        'French units attacked during the French Mutiny: VP +1.',
        'Unità francesi hanno attaccato durante l’Ammutinamento Francese: VP +1.',
      );
    case 'siege':
      return e['destroyed']
        ? loc(
            `Siege of ${n.space(str(e, 'space'))}: die ${str(e, 'die')} (modified ${str(e, 'modified')}) above the fort's ${str(e, 'fort')}: the fort is destroyed and the space taken.`,
            `Assedio di ${n.space(str(e, 'space'))}: dado ${str(e, 'die')} (modificato ${str(e, 'modified')}) oltre il ${str(e, 'fort')} del forte: il forte è distrutto e lo spazio preso.`,
          )
        : loc(
            `Siege of ${n.space(str(e, 'space'))}: die ${str(e, 'die')} (modified ${str(e, 'modified')}), not above the fort's ${str(e, 'fort')}: it holds.`,
            `Assedio di ${n.space(str(e, 'space'))}: dado ${str(e, 'die')} (modificato ${str(e, 'modified')}), non oltre il ${str(e, 'fort')} del forte: resiste.`,
          );
    default:
      return undefined;
  }
}
