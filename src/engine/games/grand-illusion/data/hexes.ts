/**
 * Grand Illusion's 107 large hexes: what the rulebook says about them, and where we place them.
 *
 * The rulebook numbers the hexes 1–107 (2.2) without describing the numbering, except that a lower number lies
 * further west (10.4). Its lists fix more: the twelve Schlieffen Plan hexes "in northern France and Belgium on or
 * adjacent to the coast" (1, 7, 8, 14, 15, 16, 23, 24, 32, 33, 42, 43) are the tops of columns that begin at 1, 7, 14,
 * 23, 32 and 42; Paris (19) has the six Paris in Danger hexes around it (9, 10, 18, 20, 28, 29); 42/52 and 71/81 are
 * hexsides (12.5, 13.3). So we read the hexes as columns of flat-topped hexes, numbered west to east and north to
 * south within each column, and place each column's top by the latitude of the places the rules name in it.
 * Every position is therefore ours (`schematic`), checked against every adjacency the rules imply
 * (tests/unit/packs/grand-illusion.test.ts).
 */

/** first hex number, how many, the row of the first (odd columns sit half a hex lower). */
export const COLUMNS: readonly { readonly first: number; readonly count: number; readonly top: number }[] = [
  { first: 1, count: 6, top: 5 },
  { first: 7, count: 7, top: 4 },
  { first: 14, count: 9, top: 2 },
  { first: 23, count: 9, top: 1 },
  { first: 32, count: 10, top: 1 },
  { first: 42, count: 10, top: 0 },
  { first: 52, count: 10, top: 1 },
  { first: 62, count: 9, top: 1 },
  { first: 71, count: 10, top: 1 },
  { first: 81, count: 10, top: 1 },
  { first: 91, count: 9, top: 1 },
  { first: 100, count: 5, top: 5 },
  { first: 105, count: 3, top: 7 },
];

/**
 * Hexes the rulebook names, with the place's latitude and longitude (ours) that we fitted the columns to. Names as
 * the English map is cited in the issue and the book (the Italian text writes Anversa, Parigi, Treviri, Strasburgo,
 * Liegi, Maubege, Mezieres).
 */
export const NAMED: readonly {
  readonly hex: number;
  readonly name: string;
  readonly lat?: number;
  readonly lon?: number;
  readonly rule: string;
}[] = [
  { hex: 1, name: 'Le Havre', lat: 49.49, lon: 0.11, rule: 'ports list 10.4' },
  { hex: 7, name: 'Dieppe', lat: 49.92, lon: 1.08, rule: 'ports list 10.4' },
  { hex: 10, name: 'Versailles', lat: 48.8, lon: 2.13, rule: 'fort roster 9.5' },
  { hex: 14, name: 'Calais/Boulogne', lat: 50.84, lon: 1.74, rule: 'ports list 10.4' },
  { hex: 19, name: 'Paris', lat: 48.86, lon: 2.35, rule: '2.2, 3.1.2, 3.2.2, fort roster 9.5' },
  { hex: 23, name: 'Dunkirk', lat: 51.03, lon: 2.38, rule: 'ports list 10.4' },
  { hex: 24, name: 'Hazebrouck', lat: 50.72, lon: 2.54, rule: 'fort roster 9.5 (optional fort)' },
  { hex: 32, name: 'Zeebrugge/Ostend', lat: 51.27, lon: 3.05, rule: 'ports list 10.4' },
  { hex: 34, name: 'Lille', lat: 50.63, lon: 3.06, rule: 'fort roster 9.5 (optional fort)' },
  { hex: 43, name: 'Ghent', lat: 51.05, lon: 3.72, rule: '12.5.3' },
  { hex: 52, name: 'Antwerp', lat: 51.22, lon: 4.4, rule: '2.2, 3.2.2, fort roster 9.5, 12.5' },
  { hex: 54, name: 'Maubeuge', lat: 50.28, lon: 3.97, rule: 'fort roster 9.5, 11.2.1 c (Mons lies in it), 13.2.2' },
  { hex: 56, name: 'Mezieres', lat: 49.77, lon: 4.72, rule: '11.2.1 d (Rail Net Ends)' },
  { hex: 62, name: 'Brussels', lat: 50.85, lon: 4.35, rule: '13.1' },
  { hex: 64, name: 'Namur', lat: 50.47, lon: 4.87, rule: 'fort roster 9.5, 12.6, 13.2.2' },
  { hex: 67, name: 'Verdun', rule: 'fort roster 9.5 prints a second "Verdun" fort here (a slip: 76 is Verdun)' },
  { hex: 72, name: 'Liege', lat: 50.63, lon: 5.57, rule: 'fort roster 9.5 and 13.3 (6.0 writes 73)' },
  { hex: 76, name: 'Verdun', lat: 49.16, lon: 5.38, rule: 'fort roster 9.5' },
  { hex: 77, name: 'St Mihiel', lat: 48.89, lon: 5.54, rule: 'fort roster 9.5' },
  { hex: 79, name: 'Langres', lat: 47.86, lon: 5.33, rule: 'fort roster 9.5' },
  { hex: 86, name: 'Metz', lat: 49.12, lon: 6.18, rule: '3.1.3, 3.2.1, fort roster 9.5' },
  { hex: 87, name: 'Nancy/Toul', lat: 48.69, lon: 6.03, rule: 'fort roster 9.5: the Nancy and Toul forts' },
  { hex: 94, name: 'Trier', lat: 49.75, lon: 6.64, rule: '3.1.2, 3.2.4, fort roster 9.5' },
  { hex: 98, name: 'Epinal', lat: 48.17, lon: 6.45, rule: 'fort roster 9.5: two Epinal forts' },
  { hex: 104, name: 'Mulhouse', lat: 47.75, lon: 7.34, rule: '3.1.3; the Belfort fort (Garrisoned Forts table)' },
  { hex: 105, name: 'Strasbourg', lat: 48.58, lon: 7.75, rule: '3.2.1, fort roster 9.5' },
];

/** The rulebook's lists of hexes, by the feature tag each gives its hexes. */
export const LISTS: Readonly<Record<string, { readonly hexes: readonly number[]; readonly rule: string }>> = {
  'schlieffen-plan': { hexes: [1, 7, 8, 14, 15, 16, 23, 24, 32, 33, 42, 43], rule: 'Schlieffen Plan hex (8.4.8)' },
  'paris-in-danger': { hexes: [9, 10, 18, 20, 28, 29], rule: 'Paris in Danger hex (8.4.9)' },
  belgium: {
    hexes: [23, 32, 33, 42, 43, 44, 52, 53, 54, 55, 62, 63, 64, 65, 71, 72, 73, 74, 81, 83],
    rule: 'holds Belgian territory (8.4.7)',
  },
  'vp-german': {
    hexes: [8, 14, 16, 23, 26, 34, 36, 38, 48, 52, 58, 76, 87, 98, 104],
    rule: 'German VP hex (3.2.2)',
  },
  'vp-paris': { hexes: [19], rule: 'Paris VP, 10 (3.1.2, 3.2.2)' },
  'vp-plan17': { hexes: [85, 86, 95, 96, 100, 103, 105, 107], rule: 'Plan 17 VP hex (3.2.1)' },
  'vp-double': { hexes: [76, 86, 87, 105], rule: 'VP doubled (3.2.1; 13.4 h)' },
  port: { hexes: [1, 7, 14, 23, 32], rule: 'named coastal city (10.4)' },
  'supply-french': { hexes: [1, 4, 13, 61, 80, 89], rule: 'French supply source (11.2.4)' },
  'supply-british': { hexes: [1, 4, 14], rule: 'British supply source (11.2.4)' },
  'supply-belgian': { hexes: [1, 14, 52], rule: 'Belgian supply source (11.2.4; 52 while Allied)' },
  'supply-german': { hexes: [91, 94, 100, 105, 107], rule: 'German supply source (11.2.5)' },
  fort: {
    hexes: [10, 19, 52, 54, 64, 67, 76, 77, 79, 86, 87, 94, 98, 104, 105],
    rule: 'fort (9.5)',
  },
  vosges: { hexes: [102, 103], rule: 'Vosges: Retreat Not Mandatory, stacking 3 corps + 1 (2.2, 8.4.6)' },
  'emergency-supply': { hexes: [44], rule: 'German emergency supply line end (11.2.1 c, errata)' },
  'german-entry': { hexes: [81], rule: 'German reinforcements enter here (13.3 b 5)' },
};

/** What else the rules say about single hexes, for each hex's source. */
export const HEX_NOTES: Readonly<Record<number, string>> = {
  45: 'the BEF at the start (13.1)',
  46: 'the French 5th Army at the start (13.1)',
  54: 'the French cavalry divisions at the start (13.1)',
  62: 'the Belgian army at the start (13.1)',
  66: 'a French army not activated on turn 1 (13.1, 13.3); IX Corps (−) enters here on turn 2 (errata)',
  73: 'German control marker at the start (3.1.3); 6.0 calls it Liège',
  72: 'German control marker at the start (3.1.3)',
  84: 'VIII Corps sets up here (2.4 example)',
  26: 'battle example (9.2)',
  27: 'battle example (9.2)',
  35: 'battle example (9.2)',
  53: 'covers Antwerp (12.5.2)',
  56: 'Rail Net Ends marker at the start (3.1.3)',
};

/** Hexsides the rules name: impassable (three diamonds) unless scenario 3's Invade Holland (13.3 b 5). */
export const HEXSIDES: readonly { readonly a: number; readonly b: number; readonly rule: string }[] = [
  { a: 42, b: 52, rule: '13.3 b 5' },
  { a: 71, b: 81, rule: '13.3 b 5' },
];
