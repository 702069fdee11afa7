/**
 * Grand Illusion's counters as far as the rulebook gives them, and the scenario 2 set-up it states.
 *
 * The book prints no order of battle: every unit's set-up hex is printed on its counter (3.1.1). What it gives:
 * - the fort roster with each fort's hex and steps (9.5, with the @ errata);
 * - the example unit, VIII Corps, 5-2 and 3-1 Disorganized, set up in hex 84 (2.4);
 * - that every Disorganized unit has MA 1 (2.4), the HA move 1 hex on both sides (2.4);
 * - the forces that stand in given hexes at the start (13.1: the Belgian army in 62, the French cavalry divisions
 *   in 54, the French 5th Army in 46, the BEF in 45, the two French armies not activated on turn 1 in 66 and 76);
 * - units it names without a hex (HQs, the HA, the units of the battle example) and the reinforcements due by
 *   turn 7 (scenario 2's last).
 * A value the book does not give is null (drawn `?`).
 */

export type Kind = 'infantry' | 'cavalry' | 'artillery' | 'hq' | 'fort';

export interface UnitSpec {
  readonly id: string;
  readonly name: string;
  readonly nation: 'fr' | 'gb' | 'be' | 'de';
  readonly type: Kind;
  readonly size?: 'army' | 'corps' | 'division' | 'brigade';
  readonly values: readonly (number | null)[];
  readonly valueNames: readonly string[];
  readonly reduced?: readonly (number | null)[];
  /** Where scenario 2 sets it up; absent: off the map (reinforcement, replacement counter, or hex not given). */
  readonly at?: number;
  /** False only where the book gives every value and the set-up hex (or says the unit starts off the map). */
  readonly schematic: boolean;
  readonly source: string;
}

const fort = (
  id: string,
  name: string,
  nation: 'fr' | 'be' | 'de',
  hex: number,
  full: readonly (number | null)[],
  reduced: readonly (number | null)[],
  printed: string,
  replacement?: { full: readonly (number | null)[]; reduced: readonly (number | null)[] },
): UnitSpec[] => {
  const names = full.length === 2 ? ['CS', 'BD'] : ['CS'];
  const unknown = [...full, ...reduced].includes(null);
  const main: UnitSpec = {
    id,
    name,
    nation,
    type: 'fort',
    values: full,
    valueNames: names,
    reduced,
    at: hex,
    schematic: unknown,
    source: `rulebook 9.5 fort roster (@): hex ${hex}, ${printed}${unknown ? '; the side the book does not print is ?' : ''}`,
  };
  if (!replacement) return [main];
  const rUnknown = [...replacement.full, ...replacement.reduced].includes(null);
  return [
    main,
    {
      id: `${id}-r`,
      name: `${name} R`,
      nation,
      type: 'fort',
      values: replacement.full,
      valueNames: names,
      reduced: replacement.reduced,
      schematic: rUnknown,
      source: `rulebook 9.5: replacement (R) counter of ${name}, hex ${hex}; starts in the Fort Replacement Step box (@)`,
    },
  ];
};

/** Disorganized side: CS not given, MA 1 for every Disorganized unit (2.4). */
const DIS = [null, 1] as const;

const unit = (
  id: string,
  name: string,
  nation: UnitSpec['nation'],
  type: Kind,
  size: UnitSpec['size'],
  source: string,
  at?: number,
): UnitSpec => ({
  id,
  name,
  nation,
  type,
  ...(size ? { size } : {}),
  values: type === 'hq' ? [null] : [null, null],
  valueNames: type === 'hq' ? ['MA'] : ['CS', 'MA'],
  reduced: type === 'hq' ? [null] : DIS,
  ...(at !== undefined ? { at } : {}),
  schematic: true,
  source,
});

const standIn = (id: string, name: string, nation: UnitSpec['nation'], type: Kind, at: number, rule: string) => ({
  id,
  name,
  nation,
  type,
  size: 'army' as const,
  values: [null, null],
  valueNames: ['CS', 'MA'],
  at,
  schematic: true,
  source: `rulebook ${rule}; one stand-in for its units, whose counters (and values) the text does not list`,
});

/** German heavy siege artillery (2.4, 9.5.4): MA 1 on both sides; the bombard number is not in the text. */
const heavyArtillery = (id: string, name: string): UnitSpec => ({
  id,
  name,
  nation: 'de',
  type: 'artillery',
  values: [null, 1],
  valueNames: ['BN', 'MA'],
  reduced: [null, 1],
  schematic: true,
  source: 'rulebook 2.4, 9.5.4: MA 1 on both sides; bombard number not given; the back reads FIRED (no BN)',
});

export const UNITS: readonly UnitSpec[] = [
  // Forts (9.5). Steps: "5/4" is the counter's two sides; "R" the replacement counter.
  ...fort('antwerp', 'Antwerp', 'be', 52, [5], [null], 'scenarios 1–2: 5, replaced by 3 (R)', {
    full: [3],
    reduced: [null],
  }),
  ...fort('namur', 'Namur', 'be', 64, [3, 1], [null, null], '3 [+1], no R counter'),
  ...fort('metz', 'Metz', 'de', 86, [5], [null], 'Metz 5, replaced by Metz 3 (R); garrisoned (9.5.2)', {
    full: [3],
    reduced: [null],
  }),
  ...fort('trier', 'Trier', 'de', 94, [3], [null], 'Trier 3, no R counter'),
  ...fort('strasbourg', 'Strasbourg', 'de', 105, [5], [null], 'Strasbourg 5, replaced by Strasbourg 3 (R)', {
    full: [3],
    reduced: [null],
  }),
  ...fort('versailles', 'Versailles', 'fr', 10, [2], [1], '2/1'),
  ...fort('paris', 'Paris', 'fr', 19, [5], [4], '5/4, R 2/1', { full: [2], reduced: [1] }),
  ...fort('maubeuge', 'Maubeuge', 'fr', 54, [5, 2], [4, 2], '5 [+2] / 4 [+2], R 3 [+1] / 2 [+1]', {
    full: [3, 1],
    reduced: [2, 1],
  }),
  ...fort('verdun-67', 'Verdun (67)', 'fr', 67, [5, 2], [4, 2], '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]', {
    full: [3, 2],
    reduced: [2, 2],
  }),
  ...fort('verdun-76', 'Verdun', 'fr', 76, [5, 3], [4, 3], '5 [+3] / 4 [+3], R 3 [+3] / 2 [+3]', {
    full: [3, 3],
    reduced: [2, 3],
  }),
  ...fort('st-mihiel', 'St Mihiel', 'fr', 77, [4], [3], '4/3, R 2/1', { full: [2], reduced: [1] }),
  ...fort('langres', 'Langres', 'fr', 79, [4], [3], '4/3, R 2/1', { full: [2], reduced: [1] }),
  ...fort('nancy', 'Nancy', 'fr', 87, [4, 1], [3, 1], '4 [+1] / 3 [+1], R 2 [+1] / 1 [+1]', {
    full: [2, 1],
    reduced: [1, 1],
  }),
  ...fort('toul', 'Toul', 'fr', 87, [5, 2], [4, 2], '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]', {
    full: [3, 2],
    reduced: [2, 2],
  }),
  ...fort('epinal-4', 'Epinal 4', 'fr', 98, [4], [3], '4/3, R 2/1', { full: [2], reduced: [1] }),
  ...fort('epinal-5', 'Epinal 5', 'fr', 98, [5, 2], [4, 2], '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]', {
    full: [3, 2],
    reduced: [2, 2],
  }),
  ...fort(
    'belfort',
    'Belfort',
    'fr',
    104,
    [5, 2],
    [4, 2],
    '5 [+2] / 4 [+2], R 3 [+2] / 2 [+2]; hex 104 by the Garrisoned Forts table',
    {
      full: [3, 2],
      reduced: [2, 2],
    },
  ),

  // The example unit (2.4). Its nationality is ours: hex 84 falls in Luxembourg by our placement, where the
  // German VIII Corps stood in August 1914; the illustration that shows its colour is not in the text.
  {
    id: 'de-viii',
    name: 'VIII Corps',
    nation: 'de',
    type: 'infantry',
    size: 'corps',
    values: [5, 2],
    valueNames: ['CS', 'MA'],
    reduced: [3, 1],
    at: 84,
    schematic: true,
    source: 'rulebook 2.4: 5-2, Disorganized 3-1, set-up hex 84; German by our placement of 84 (Luxembourg)',
  },

  // Forces the book places by hex without naming their units (13.1).
  standIn('gb-bef', 'BEF (stand-in)', 'gb', 'infantry', 45, '13.1: the BEF is in hex 45 at the start'),
  standIn('fr-cav', 'French cavalry divisions (stand-in)', 'fr', 'cavalry', 54, '13.1: the cavalry divisions in 54'),
  standIn('fr-5a', 'French 5th Army (stand-in)', 'fr', 'infantry', 46, '13.1: the French 5th Army is in hex 46'),
  standIn(
    'fr-3a',
    'French 3rd Army (stand-in)',
    'fr',
    'infantry',
    76,
    '13.1, 13.3: the French 3rd and 4th Armies are in 66 and 76 (which in which is ours: the 3rd at Verdun)',
  ),
  standIn(
    'fr-4a',
    'French 4th Army (stand-in)',
    'fr',
    'infantry',
    66,
    '13.1, 13.3: the French 3rd and 4th Armies are in 66 and 76 (which in which is ours: the 4th by Sedan)',
  ),

  // The Belgian army in Brussels (13.1); its units as scenario 3's option 5 names them.
  unit(
    'be-i',
    'I Corps',
    'be',
    'infantry',
    'corps',
    'rulebook 13.3 a 5 names it; in 62 with the Belgian army (13.1), our reading',
    62,
  ),
  unit(
    'be-ii',
    'II Corps',
    'be',
    'infantry',
    'corps',
    'rulebook 13.3 a 5 names it; in 62 with the Belgian army (13.1), our reading',
    62,
  ),
  unit(
    'be-3',
    '3rd Division',
    'be',
    'infantry',
    'division',
    'rulebook 13.3 a 5 names it; in 62 with the Belgian army (13.1), our reading',
    62,
  ),
  unit('be-4', '4th Division', 'be', 'infantry', 'division', 'rulebook 12.6 (Namur); its set-up hex is on the counter'),

  // Named without a set-up hex: placed by the players from their counters.
  unit('de-hq1', '1st Army HQ', 'de', 'hq', 'army', 'rulebook 7.3 names it; its set-up hex is on the counter'),
  unit('de-hq2', '2nd Army HQ', 'de', 'hq', 'army', 'rulebook 7.3 names it; its set-up hex is on the counter'),
  unit('de-hq3', '3rd Army HQ', 'de', 'hq', 'army', 'rulebook 7.3 names it; its set-up hex is on the counter'),
  unit(
    'fr-hq-als',
    'Alsace HQ',
    'fr',
    'hq',
    'army',
    'rulebook 8.4.9 c: removed at Paris in Danger; hex on the counter',
  ),
  heavyArtillery('de-ha305', '305 mm Skoda HA'),
  heavyArtillery('de-ha420', '420 mm Krupp HA'),
  unit('de-xiii', 'XIII Corps', 'de', 'infantry', 'corps', 'rulebook battle example (9.2); hex on the counter'),
  unit('de-xvi', 'XVI Corps', 'de', 'infantry', 'corps', 'rulebook battle example (9.2); hex on the counter'),
  unit('fr-vi', 'VI Corps', 'fr', 'infantry', 'corps', 'rulebook battle example (9.2); hex on the counter'),
  unit('fr-vii', 'VII Corps', 'fr', 'infantry', 'corps', 'rulebook battle example (9.2); hex on the counter'),
  unit('fr-xviii', 'XVIII Corps', 'fr', 'infantry', 'corps', 'rulebook battle example (9.2); hex on the counter'),
  unit('fr-ii-t', 'II Territorial Group', 'fr', 'infantry', undefined, 'rulebook battle example (9.2)'),
  unit('fr-xiv', 'XIV Corps', 'fr', 'infantry', 'corps', 'rulebook 2.4, 9.3.1 b: alpine; hex on the counter'),
  unit(
    'fr-alpins',
    'Chasseurs Alpins',
    'fr',
    'infantry',
    'brigade',
    'rulebook 2.4, 9.3.1 b: alpine; hex on the counter',
  ),

  // Reinforcements due by turn 7, and the Paris in Danger units (they start off the map).
  unit(
    'fr-ix',
    'IX Corps (−)',
    'fr',
    'infantry',
    'division',
    'rulebook errata: turn 2 from hex 66, stacks as a division',
  ),
  unit('fr-ix-pd', 'IX Corps PD', 'fr', 'infantry', 'corps', 'rulebook 8.4.9 f: Paris in Danger unit'),
  unit('fr-71r', '71st R Division', 'fr', 'infantry', 'division', 'rulebook 8.4.9 e: Paris in Danger unit'),
  unit('de-naval', 'Naval Division', 'de', 'infantry', 'division', 'rulebook 13.3 b 5: turn 3 reinforcement'),
  unit('de-i-lw', 'I LW Corps', 'de', 'infantry', 'corps', 'rulebook 13.3 b 5: turn 5 reinforcement'),
  unit('de-hq-nord', 'HQ Nord', 'de', 'hq', 'army', 'rulebook 13.3 b 5: turn 5 reinforcement'),
  unit('de-hq-det', 'Detachment HQ', 'de', 'hq', 'army', 'rulebook 13.1: turn 6 variable reinforcement'),
];

/**
 * The pack table `reinforcements` (play/reinforcements.ts): only what the book states. The turn of each; the hex
 * where the book gives it ("?" where it says variable); no hex where it is printed on the counter only (the module
 * asks the counter's owner for it once).
 */
export const REINFORCEMENTS: readonly { unit: string; turn: number; hex?: string; source: string }[] = [
  {
    unit: 'fr-ix',
    turn: 2,
    hex: '66',
    source: 'rulebook errata: "il IX Corpo Francese (-) che entra nel turno 2 dall\'esagono 66"',
  },
  {
    unit: 'de-naval',
    turn: 3,
    source: 'rulebook 13.3 b 5: "La Divisione Navale (turno 3)"; its hex is printed on the counter',
  },
  {
    unit: 'de-i-lw',
    turn: 5,
    source: 'rulebook 13.3 b 5: "il I Corpo LW (turno 5)"; its hex is printed on the counter',
  },
  {
    unit: 'de-hq-nord',
    turn: 5,
    source: 'rulebook 13.3 b 5: "l\'HQ Nord (turno 5)"; its hex is printed on the counter',
  },
  {
    unit: 'de-hq-det',
    turn: 6,
    hex: '?',
    source: 'rulebook 13.1: "l\'HQ Distaccamento tedesco che entra come rinforzo variabile" (turn 6)',
  },
];
