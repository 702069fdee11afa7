import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';

/**
 * The texts of several stacks assaulting one defender (9.23, play/combined.ts), in English and Italian, merged into
 * play/words.ts's tables: the refusal, the menu's label and the log's event.
 */

export const COMBINED_REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  'assault-join-none': (v) =>
    loc(
      `${v['hex']}: a stack assaults the enemy hexes no other assault falls on, exactly the hexes of an assault or charge declared, or one of the two hexes of an assault of its kind (9.22, 9.23).`,
      `${v['hex']}: un gruppo assalta gli esagoni nemici che nessun altro assalto attacca, esattamente gli esagoni di un assalto o di una carica dichiarati, o uno dei due esagoni di un assalto del suo tipo (9.22, 9.23).`,
    ),
  'advance-by-first': () =>
    loc(
      'The attacker first chooses which of the stacks tied on the highest Cohesion advances (9.71).',
      "Prima l'attaccante sceglie quale dei gruppi con la Coesione più elevata avanza (9.71).",
    ),
  'advance-by-not': (v) =>
    loc(
      `The stack in ${v['hex']} is not one of those tied on the highest Cohesion that may advance (9.71).`,
      `Il gruppo in ${v['hex']} non è tra quelli con la Coesione più elevata che possono avanzare (9.71).`,
    ),
  'countercharge-hex': (v) =>
    loc(
      `A countercharge against a charge from several hexes attacks one of them, among ${v['hexes']} (9.86).`,
      `Una controcarica contro una carica da più esagoni attacca uno solo di essi, tra ${v['hexes']} (9.86).`,
    ),
  'no-advance-by': () =>
    loc(
      'No advance waits for the attacker’s choice (9.71).',
      "Nessuna avanzata attende la scelta dell'attaccante (9.71).",
    ),
};

const and = (hexes: readonly string[], word: string) => hexes.join(` ${word} `);

export const combinedLabels = {
  /** 9.23: the stack in `hex` assaults `targets` together with the assault declared from `first`. */
  join: (hex: string, targets: readonly string[], first: string) =>
    loc(
      `Assault from ${hex} on ${and(targets, 'and')} together with ${first} (9.23: strengths summed, one roll)`,
      `Assalto da ${hex} su ${and(targets, 'e')} insieme a ${first} (9.23: forze sommate, un solo tiro)`,
    ),
  /** 9.22 with 9.23: the stack in `hex` assaults `own`, one of the hexes `targets` of the assault declared from `first`. */
  joinPart: (hex: string, own: readonly string[], targets: readonly string[], first: string) =>
    loc(
      `Assault from ${hex} on ${and(own, 'and')} only, together with ${first}'s on ${and(targets, 'and')} (9.23: strengths summed, one roll)`,
      `Assalto da ${hex} sul solo ${and(own, 'e')}, insieme a quello da ${first} su ${and(targets, 'e')} (9.23: forze sommate, un solo tiro)`,
    ),
  /** 9.23: the stack in `hex` assaults `targets` apart from the attack of another kind declared from `other`. */
  separate: (hex: string, targets: readonly string[], other: string) =>
    loc(
      `Assault from ${hex} on ${and(targets, 'and')}, apart from the attack from ${other} (9.23: resolved separately, charge, cavalry, infantry)`,
      `Assalto da ${hex} su ${and(targets, 'e')}, separato dall'attacco da ${other} (9.23: risolti separatamente, carica, cavalleria, fanteria)`,
    ),
  /** 9.86: `unit` countercharges the cavalry that charged from `hex`, one of the hexes of the charge. */
  counterchargeAt: (unit: string, hex: string) =>
    loc(
      `${unit} tries to countercharge the cavalry in ${hex} (9.86: one hex of the charge)`,
      `${unit} tenta la controcarica contro la cavalleria in ${hex} (9.86: uno solo degli esagoni della carica)`,
    ),
  /** 9.71: the stack in `hex` advances, of those tied on the highest Cohesion. */
  advanceBy: (hex: string, cohesion: number) =>
    loc(`The stack in ${hex} advances (Cohesion ${cohesion})`, `Avanza il gruppo in ${hex} (Coesione ${cohesion})`),
};

export const combinedPrompts = {
  /** 9.71: the attacker chooses which of the stacks tied on the highest Cohesion advances into `hex`. */
  advanceTie: (hex: string) =>
    loc(
      `Several stacks have the highest Cohesion: choose the one that advances into ${hex} (9.71).`,
      `Più gruppi hanno la Coesione più elevata: scegliete quale avanza in ${hex} (9.71).`,
    ),
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The log's words for the events of several stacks on one defender, or null for another event. */
export function combinedEvent(event: GameEvent): Localized | null {
  if (event.kind === 'assault-separate') {
    const hex = str(event['hex']);
    const other = str(event['with']);
    return loc(
      `The stack in ${hex} assaults ${str(event['target'])} apart from the attack from ${other}: another kind, they do not combine their strength and are resolved separately, a charge, then a cavalry assault, then an infantry assault (9.23).`,
      `Il gruppo in ${hex} assalta ${str(event['target'])} separatamente dall'attacco da ${other}: di tipo diverso, non combinano la loro forza e sono risolti separatamente, carica, assalto di cavalleria, assalto di fanteria (9.23).`,
    );
  }
  if (event.kind === 'charge-joined')
    return loc(
      `The cavalry in ${str(event['hex'])} charges together with the charge from ${str(event['with'])}: one charge from several hexes, each stack its own Commitment (9.86, 9.81).`,
      `La cavalleria in ${str(event['hex'])} carica insieme alla carica da ${str(event['with'])}: una carica da più esagoni, ogni gruppo il proprio Impiego (9.86, 9.81).`,
    );
  if (event.kind === 'advance-chosen')
    return loc(
      `The attacker chooses the stack in ${str(event['hex'])} to advance, of those with the highest Cohesion (9.71).`,
      `L'attaccante sceglie che avanzi il gruppo in ${str(event['hex'])}, tra quelli con la Coesione più elevata (9.71).`,
    );
  if (event.kind !== 'assault-joined') return null;
  const hex = str(event['hex']);
  const first = str(event['with']);
  if (typeof event['only'] === 'string')
    return loc(
      `The stack in ${hex} assaults ${event['only']} only, together with the one in ${first} on ${str(event['target'])}: one assault, one roll read in each hex, their strengths summed (9.22, 9.23, 9.51); each stack rolls its own Commitment (9.45) and advances only into the hex it assaulted (9.71).`,
      `Il gruppo in ${hex} assalta il solo ${event['only']}, insieme a quello in ${first} su ${str(event['target'])}: un solo assalto, un solo tiro letto in ogni esagono, le forze sommate (9.22, 9.23, 9.51); ogni gruppo tira il proprio Impiego (9.45) e avanza solo nell'esagono che ha assaltato (9.71).`,
    );
  return loc(
    `The stack in ${hex} assaults together with the one in ${first}: one assault, their strengths summed (9.23, 9.51); each stack rolls its own Commitment (9.45).`,
    `Il gruppo in ${hex} assalta insieme a quello in ${first}: un solo assalto, le forze sommate (9.23, 9.51); ogni gruppo tira il proprio Impiego (9.45).`,
  );
}

/** The attacking hexes of an 'assault' event: "4616 and 4618" when several stacks assaulted together (9.23). */
export function assaultFrom(event: GameEvent): Localized | null {
  const stacks = event['stacks'];
  if (!Array.isArray(stacks) || stacks.length < 2) return null;
  const hexes = stacks.map(str);
  return loc(and(hexes, 'and'), and(hexes, 'e'));
}
