/**
 * The 7 September 1812 scenario ("La battaglia di Borodino") as the rulebook lists it (pp. 19–22): each set-up
 * line with its hexes and units as printed, the formations it makes (counter prefix, kind, count), and each
 * formation's Activation Group. A prefix the Shevardino scenario already has reuses its counters (the same
 * formation: Compans, Morand, Friant, the I and II Cavalry Corps, V Corps; the Russian jagers, 27th Division,
 * IV Cavalry Corps, 2nd Cuirassiers, 2nd Grenadiers, VIII Corps artillery). `reading` marks what is our reading of
 * a conflict or silence of the text (those counters are `schematic: true`; data/README.md lists each).
 */

export type Kind = 'inf' | 'cav' | 'art' | 'horse-art' | 'cossack' | 'militia';

export interface Part {
  /** The counters' id prefix (`fr-CM-` → `fr-CM-1` …); its middle part is the formation (`CM`). */
  readonly prefix: string;
  /** The counters' name before their number, as Shevardino's are named (`Compans (CM) 3`). */
  readonly name: string;
  readonly kind: Kind;
  readonly count: number;
  /** The Activation Group (groups below). */
  readonly group: string;
  /** Names the book gives the units one by one, in place of `name n`. */
  readonly names?: readonly string[];
  /** The artillery's strength the line gives ("da 4 SP"), as its Fire Strength (2.2). */
  readonly fireStrength?: number;
  /** Our reading of a conflict or a silence of the text: the counters are `schematic: true`. */
  readonly reading?: string;
}

export interface Line {
  readonly nation: 'fr' | 'ru';
  /** The hexes as printed ("4203-4, 4303-4, 4405"); `hexes` when the print is not a plain list of ranges. */
  readonly printed: string;
  /** The hexes, where `printed` needs a reading: "2226+1" is 2226 and the hexes next to it. */
  readonly hexes?: string;
  /** The units as printed. */
  readonly said: string;
  readonly parts: readonly Part[];
}

export interface Group {
  readonly id: string;
  readonly nation: 'fr' | 'ru';
  readonly name: string;
  readonly army?: 'first' | 'second' | 'reserve';
  readonly commander?: string;
  /** 5.28: the Orders value on the group's AM; null where the book gives none. */
  readonly orders: number | null;
  /** SR2: Murat's small "2". */
  readonly direct?: number;
  /** SR3: Mortier's AM reads "Nap". */
  readonly napoleonOnly?: boolean;
  readonly source: string;
}

const HA_ONE = '"incl. horse art." with no count: 1 horse artillery unit, the rest cavalry';
const ALIGN = '9 hex lines for 8 unit lines: 1617-8, 1716-7 and 1816-7, 1916 read as one line';

export const GROUPS: readonly Group[] = [
  {
    id: 'fr-guard',
    nation: 'fr',
    name: 'Imperial Guard',
    commander: 'Mortier',
    orders: null,
    napoleonOnly: true,
    source: 'set-up "Guardia Imperiale"; SR3: activated only by Napoleon’s Orders, never changes them ("Nap")',
  },
  {
    id: 'fr-i',
    nation: 'fr',
    name: 'I Corps',
    commander: 'Davout',
    orders: null,
    source: 'set-up "I Corpo (Davout)", less MR and GR (note [a])',
  },
  { id: 'fr-iii', nation: 'fr', name: 'III Corps', commander: 'Ney', orders: null, source: 'set-up "III Corpo (Ney)"' },
  {
    id: 'fr-iv',
    nation: 'fr',
    name: 'IV Corps',
    commander: 'Eugene',
    orders: 3,
    source: 'set-up "IV Corpo (Principe Eugenio)" with MR and GR (note [a]); 2.2’s AM: Eugene, IV Corps, 3',
  },
  {
    id: 'fr-v',
    nation: 'fr',
    name: 'V Corps',
    commander: 'Poniatowski',
    orders: null,
    source: 'set-up "V Corpo (Poniatowski)"',
  },
  {
    id: 'fr-viii',
    nation: 'fr',
    name: 'VIII Corps',
    commander: 'Junot',
    orders: null,
    source: 'set-up "VIII Corpo (Junot)"',
  },
  {
    id: 'fr-murat',
    nation: 'fr',
    name: 'Cavalry Reserve',
    commander: 'Murat',
    orders: 5,
    direct: 2,
    source: 'set-up "Riserva di Cavalleria (Murat)" with the I and III Corps cavalry (notes [a], [b]); SR2: 2 and 5',
  },
  {
    id: 'ru-1-indep',
    nation: 'ru',
    name: '1st Army Independents',
    army: 'first',
    commander: 'Barclay de Tolly',
    orders: null,
    source: 'set-up "Unità Indipendenti" of the 1st Western Army; SR1: the Cossacks are theirs',
  },
  {
    id: 'ru-ii',
    nation: 'ru',
    name: 'II Corps',
    army: 'first',
    commander: 'Baggovut',
    orders: null,
    source: 'set-up "II Corpo (Baggovut)"',
  },
  {
    id: 'ru-iv',
    nation: 'ru',
    name: 'IV Corps',
    army: 'first',
    commander: 'Osterman-Tolstoy',
    orders: null,
    source: 'set-up "IV Corpo (Osterman-Tolstoy)"',
  },
  {
    id: 'ru-vi',
    nation: 'ru',
    name: 'VI Corps',
    army: 'first',
    commander: 'Dokhturov',
    orders: null,
    source: 'set-up "VI Corpo (Dokhturov)"',
  },
  {
    id: 'ru-i-cav',
    nation: 'ru',
    name: 'I Cavalry Corps',
    army: 'first',
    commander: 'Uvarov',
    orders: null,
    source: 'set-up "I Corpo di Cavalleria (Uvarov)"',
  },
  {
    id: 'ru-ii-cav',
    nation: 'ru',
    name: 'II Cavalry Corps',
    army: 'first',
    commander: 'Korff',
    orders: null,
    source: 'set-up "II Corpo di Cavalleria (Korff)"',
  },
  {
    id: 'ru-iii-cav',
    nation: 'ru',
    name: 'III Cavalry Corps',
    army: 'first',
    commander: 'Kreutz',
    orders: null,
    source: 'set-up "III Corpo di Cavalleria (Kreutz)"',
  },
  {
    id: 'ru-2-indep',
    nation: 'ru',
    name: '2nd Army Independents',
    army: 'second',
    commander: 'Bagration',
    orders: null,
    source: 'set-up "Unità Indipendenti" of the 2nd Western Army',
  },
  {
    id: 'ru-iii',
    nation: 'ru',
    name: 'III Corps',
    army: 'second',
    commander: 'Tuchkov',
    orders: null,
    source: 'set-up "III Corpo (Tuchkov)", listed under the 2nd Western Army',
  },
  {
    id: 'ru-vii',
    nation: 'ru',
    name: 'VII Corps',
    army: 'second',
    commander: 'Rayevski',
    orders: null,
    source: 'set-up "VII Corpo (Rayevski)"',
  },
  {
    id: 'ru-viii',
    nation: 'ru',
    name: 'VIII Corps',
    army: 'second',
    commander: 'Borozdin',
    orders: null,
    source: 'set-up "VIII Corpo (Borozdin)"',
  },
  {
    id: 'ru-iv-cav',
    nation: 'ru',
    name: 'IV Cavalry Corps',
    army: 'second',
    orders: null,
    source: 'set-up "IV Corpo di Cavalleria" (no commander named)',
  },
  {
    id: 'ru-guard',
    nation: 'ru',
    name: 'Guard',
    army: 'reserve',
    commander: 'Constantine',
    orders: null,
    source: 'SR1: the "Guardia", all the Guard infantry and the 1st Cuirassier Division; SR15: the Russian Guard',
  },
  {
    id: 'ru-art-reserve',
    nation: 'ru',
    name: '1st Army Artillery Reserve',
    army: 'reserve',
    commander: 'Constantine',
    orders: null,
    source: 'SR1: the 1st Western Army’s Artillery Reserve, the Reserve’s second group',
  },
];

export const LINES: readonly Line[] = [
  // Guardia Imperiale (Napoleon, 3908, is placed with the commanders).
  {
    nation: 'fr',
    printed: '4108-09',
    said: 'Vecchia Guardia (4 unità)',
    parts: [{ prefix: 'fr-OG-', name: 'Old Guard (OG)', kind: 'inf', count: 4, group: 'fr-guard' }],
  },
  {
    nation: 'fr',
    printed: '4209-10',
    said: 'Lnb/YG e Boy/YG (2 unità)',
    parts: [
      {
        prefix: 'fr-YG-',
        name: 'Young Guard (YG)',
        kind: 'inf',
        count: 2,
        group: 'fr-guard',
        names: ['Lnb/YG', 'Boy/YG'],
      },
    ],
  },
  {
    nation: 'fr',
    printed: '4308-09',
    said: 'Legione Vistola della YG (2 unità)',
    parts: [{ prefix: 'fr-YGV-', name: 'Vistula Legion (YG)', kind: 'inf', count: 2, group: 'fr-guard' }],
  },
  {
    nation: 'fr',
    printed: '4110-12',
    said: 'Cavalleria della Guardia Imperiale (5 unità)',
    parts: [{ prefix: 'fr-WL-', name: 'Guard Cav. (WL)', kind: 'cav', count: 5, group: 'fr-guard' }],
  },
  {
    nation: 'fr',
    printed: '4409-11, 4508-09',
    said: 'Artiglieria della Guardia Imperiale (9 unità)',
    parts: [{ prefix: 'fr-Gd-a', name: 'Guard art.', kind: 'art', count: 9, group: 'fr-guard' }],
  },
  // I Corpo (Davout) [a]: "Le Divisioni MR e GR sono assegnate al IV Corpo."
  {
    nation: 'fr',
    printed: '3614, 3713, 3813',
    said: 'Divisione MR (3 unità) [a]',
    parts: [{ prefix: 'fr-MR-', name: 'Morand (MR)', kind: 'inf', count: 3, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '4005-07',
    said: 'Divisione FR (4 unità)',
    parts: [{ prefix: 'fr-FR-', name: 'Friant (FR)', kind: 'inf', count: 4, group: 'fr-i' }],
  },
  {
    nation: 'fr',
    printed: '3714-5, 3815',
    said: 'Divisione GR (3 unità)',
    parts: [{ prefix: 'fr-GR-', name: 'Gérard (GR)', kind: 'inf', count: 3, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '3905-06',
    said: 'Divisione DS (4 unità)',
    parts: [{ prefix: 'fr-DS-', name: 'Desaix (DS)', kind: 'inf', count: 4, group: 'fr-i' }],
  },
  {
    nation: 'fr',
    printed: '3706-7, 3806-7',
    said: 'Divisione CM (7 unità)',
    parts: [{ prefix: 'fr-CM-', name: 'Compans (CM)', kind: 'inf', count: 7, group: 'fr-i' }],
  },
  {
    nation: 'fr',
    printed: '3709',
    said: 'Artiglieria DS',
    parts: [
      {
        prefix: 'fr-DS-a',
        name: 'Desaix (DS) art.',
        kind: 'art',
        count: 2,
        group: 'fr-i',
        reading: 'no count printed: 2, as the next line gives each other division of the corps',
      },
    ],
  },
  {
    nation: 'fr',
    printed: '3607-10',
    said: 'Artiglieria MS, FR, GR e CM (2 unità ciascuno)',
    parts: [
      { prefix: 'fr-MR-a', name: 'Morand (MR) art.', kind: 'art', count: 2, group: 'fr-iv' },
      { prefix: 'fr-FR-a', name: 'Friant (FR) art.', kind: 'art', count: 2, group: 'fr-i' },
      { prefix: 'fr-GR-a', name: 'Gérard (GR) art.', kind: 'art', count: 2, group: 'fr-iv' },
      { prefix: 'fr-CM-a', name: 'Compans (CM) art.', kind: 'art', count: 2, group: 'fr-i' },
    ],
  },
  {
    nation: 'fr',
    printed: '3708',
    said: 'Artiglieria della Riserva I Corpo (1 unità)',
    parts: [{ prefix: 'fr-I-a', name: 'I Corps reserve art.', kind: 'art', count: 1, group: 'fr-i' }],
  },
  // III Corpo (Ney) [b]
  {
    nation: 'fr',
    printed: '3710-12',
    said: 'Fanteria del III Corpo (7 unità)',
    parts: [{ prefix: 'fr-III-', name: 'III Corps inf.', kind: 'inf', count: 7, group: 'fr-iii' }],
  },
  {
    nation: 'fr',
    printed: '3611-13',
    said: 'Artiglieria del III Corpo (5 unità)',
    parts: [{ prefix: 'fr-III-a', name: 'III Corps art.', kind: 'art', count: 5, group: 'fr-iii' }],
  },
  // IV Corpo (Principe Eugenio) [a]
  {
    nation: 'fr',
    printed: '3618-19',
    said: 'Divisione DL (4 unità)',
    parts: [{ prefix: 'fr-DL-', name: 'Delzons (DL)', kind: 'inf', count: 4, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '3817-18',
    said: 'Divisione BR (4 unità)',
    parts: [{ prefix: 'fr-BR-', name: 'Broussier (BR)', kind: 'inf', count: 4, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '3916-17',
    said: 'Guardia Italiana LC (2 unità)',
    parts: [{ prefix: 'fr-LC-', name: 'Italian Guard (LC)', kind: 'inf', count: 2, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '3622-23, 3721-22',
    said: 'Cavalleria del IV Corpo (4 unità)',
    parts: [{ prefix: 'fr-IV-c', name: 'IV Corps cav.', kind: 'cav', count: 4, group: 'fr-iv' }],
  },
  {
    nation: 'fr',
    printed: '3517-19',
    said: 'Artiglieria del IV Corpo (6 unità, inclusa artiglieria a cavallo)',
    parts: [
      { prefix: 'fr-IV-a', name: 'IV Corps art.', kind: 'art', count: 5, group: 'fr-iv', reading: HA_ONE },
      { prefix: 'fr-IV-ha', name: 'IV Corps horse art.', kind: 'horse-art', count: 1, group: 'fr-iv', reading: HA_ONE },
    ],
  },
  // V Corpo (Poniatowski)
  {
    nation: 'fr',
    printed: '3801-02',
    said: 'Divisione KR (3 unità)',
    parts: [{ prefix: 'fr-V-KR', name: 'V Corps Kransinski (KR)', kind: 'inf', count: 3, group: 'fr-v' }],
  },
  {
    nation: 'fr',
    printed: '3900-01',
    said: 'Divisione KN (2 unità)',
    parts: [{ prefix: 'fr-V-KN', name: 'V Corps Kniaziewicz (KN)', kind: 'inf', count: 2, group: 'fr-v' }],
  },
  {
    nation: 'fr',
    printed: '4001-4100',
    hexes: '4001 4100',
    said: 'Cavalleria SB (2 unità)',
    parts: [
      {
        prefix: 'fr-SB-',
        name: 'Sebastiani (SB)',
        kind: 'cav',
        count: 2,
        group: 'fr-v',
        reading: '"4001-4100" is no range of one column: read as the two hexes 4001 and 4100, one unit each',
      },
    ],
  },
  {
    nation: 'fr',
    printed: '3801, 3900, 4000',
    said: 'Artiglieria del V Corpo (3 unità)',
    parts: [{ prefix: 'fr-V-a', name: 'V Corps art.', kind: 'art', count: 3, group: 'fr-v' }],
  },
  // VIII Corpo (Junot)
  {
    nation: 'fr',
    printed: '3810-11',
    said: 'Divisione TH (3 unità)',
    parts: [{ prefix: 'fr-TH-', name: 'Tharreau (TH)', kind: 'inf', count: 3, group: 'fr-viii' }],
  },
  {
    nation: 'fr',
    printed: '3911',
    said: 'Brigata Legras della Divisione OC (1 unità)',
    parts: [{ prefix: 'fr-OC-', name: 'Ochs (OC)', kind: 'inf', count: 1, group: 'fr-viii', names: ['Legras/OC'] }],
  },
  {
    nation: 'fr',
    printed: '4012',
    said: 'Cavalleria del VIII Corpo von Hammerstein',
    parts: [
      {
        prefix: 'fr-VIII-c',
        name: 'VIII Corps cav. (Hammerstein)',
        kind: 'cav',
        count: 1,
        group: 'fr-viii',
        reading: 'no count printed: 1 unit, the one brigade the line names',
      },
    ],
  },
  {
    nation: 'fr',
    printed: '3910',
    said: 'Artiglieria dell’VIII Corpo (2 unità)',
    parts: [{ prefix: 'fr-VIII-a', name: 'VIII Corps art.', kind: 'art', count: 2, group: 'fr-viii' }],
  },
  // Riserva di Cavalleria (Murat)
  {
    nation: 'fr',
    printed: '4203-4, 4303-4, 4405',
    said: 'I Corpo di Cavalleria (9 unità, artiglieria esclusa)',
    parts: [{ prefix: 'fr-1CC-', name: 'I Cav. Corps', kind: 'cav', count: 9, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4403',
    said: 'Artiglieria a Cavallo del I Corpo di Cavalleria (2 unità)',
    parts: [{ prefix: 'fr-1CC-ha', name: 'I Cav. Corps horse art.', kind: 'horse-art', count: 2, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4205-6, 4305-6, 4406-7',
    said: 'II Corpo di Cavalleria (9 unità, artiglieria esclusa)',
    parts: [{ prefix: 'fr-2CC-', name: 'II Cav. Corps', kind: 'cav', count: 9, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4207',
    said: 'Artiglieria a Cavallo del II Corpo di Cavalleria (2 unità)',
    parts: [{ prefix: 'fr-2CC-ha', name: 'II Cav. Corps horse art.', kind: 'horse-art', count: 2, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: 'Sulla strada 4015-4515',
    hexes: '4015 4115 4215 4315 4415 4515',
    said: 'III Corpo di Cavalleria (6 unità, artiglieria inclusa)',
    parts: [
      {
        prefix: 'fr-3CC-',
        name: 'III Cav. Corps',
        kind: 'cav',
        count: 5,
        group: 'fr-murat',
        reading:
          'the road is row 15 from 4015 to 4515; "6 incl. art." and a separate h.a. line (4506): read as 5 cavalry ' +
          'here and the 4506 battery as the 6th',
      },
    ],
  },
  {
    nation: 'fr',
    printed: '4202, 4302',
    said: 'IV Corpo di Cavalleria (3 unità, artiglieria esclusa)',
    parts: [{ prefix: 'fr-IVCC-', name: 'IV Cav. Corps', kind: 'cav', count: 3, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4402',
    said: 'Artiglieria a Cavallo del IV Corpo di Cavalleria (1 unità)',
    parts: [{ prefix: 'fr-IVCC-ha', name: 'IV Cav. Corps horse art.', kind: 'horse-art', count: 1, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4505',
    said: 'Cavalleria del I Corpo (2 unità) [a]',
    parts: [{ prefix: 'fr-GI-', name: 'I Corps cav. (GI)', kind: 'cav', count: 2, group: 'fr-murat' }],
  },
  {
    nation: 'fr',
    printed: '4407',
    said: 'Cavalleria del III Corpo (2 unità) [b]',
    parts: [
      {
        prefix: 'fr-MU-',
        name: 'III Corps cav. (MU)',
        kind: 'cav',
        count: 2,
        group: 'fr-murat',
        reading:
          '4407 is also a II Cav. Corps hex: dealt in order, II Cav. Corps leaves it 1 unit, these 2 fill it to 3',
      },
    ],
  },
  {
    nation: 'fr',
    printed: '4506',
    said: 'Artiglieria a Cavallo del III Corpo di Cavalleria (1 unità)',
    parts: [
      {
        prefix: 'fr-3CC-ha',
        name: 'III Cav. Corps horse art.',
        kind: 'horse-art',
        count: 1,
        group: 'fr-murat',
        reading: 'the artillery the III Cav. Corps line includes ("6 incl. art."), not a 7th unit',
      },
    ],
  },

  // 1° Armata Occidentale (Barclay de Tolly), Unità Indipendenti: 9 hex lines, 8 unit lines.
  {
    nation: 'ru',
    printed: 'Entro 1 esagono da 2226',
    hexes: '2226+1',
    said: 'Cosacchi Vlasov e 3 Bug (2 unità)',
    parts: [
      {
        prefix: 'ru-VB-',
        name: 'Cossacks',
        kind: 'cossack',
        count: 2,
        group: 'ru-1-indep',
        names: ['Vlasov Cossacks', '3rd Bug Cossacks'],
      },
    ],
  },
  {
    nation: 'ru',
    printed: '1624',
    said: 'Regg. Jager Paskov (2 unità)',
    parts: [{ prefix: 'ru-Pask-', name: 'Jager Rgt Paskov', kind: 'inf', count: 2, group: 'ru-1-indep' }],
  },
  {
    nation: 'ru',
    printed: '3217, 3316',
    said: 'Regg. Jager LT (2 unità)',
    parts: [{ prefix: 'ru-LT-', name: 'Jager Rgt LT', kind: 'inf', count: 2, group: 'ru-1-indep' }],
  },
  {
    nation: 'ru',
    printed: '2717-18',
    said: 'Regg. 11° e 13° Jaeger',
    parts: [
      {
        prefix: 'ru-J1113-',
        name: 'Jagers',
        kind: 'inf',
        count: 2,
        group: 'ru-1-indep',
        names: ['11th Jagers', '13th Jagers'],
        reading: 'no count printed: 2 units, one for each regiment the line names',
      },
    ],
  },
  {
    nation: 'ru',
    printed: '2720-21',
    said: 'Regg. Jager Vuich (2 unità)',
    parts: [{ prefix: 'ru-Vuich-', name: 'Jager Rgt Vuich', kind: 'inf', count: 2, group: 'ru-1-indep' }],
  },
  {
    nation: 'ru',
    printed: '2623, 2421',
    said: 'Regg. Jager Aleksapol “a” e “b” [a]',
    parts: [
      {
        prefix: 'ru-AlekAB-',
        name: 'Jager Aleksapol',
        kind: 'inf',
        count: 2,
        group: 'ru-1-indep',
        names: ['Jager Aleksapol a', 'Jager Aleksapol b'],
        reading: 'marked [a], whose note is about "c" and "d"; note [b] gives "a" and "b" to these Independents',
      },
    ],
  },
  {
    nation: 'ru',
    printed: '1617-8, 1716-7, 1816-7, 1916',
    said: 'Cosacchi di Platov (8 unità inclusa l’artiglieria a cavallo)',
    parts: [
      {
        prefix: 'ru-Platov-',
        name: 'Platov Cossacks',
        kind: 'cossack',
        count: 7,
        group: 'ru-1-indep',
        reading: `${ALIGN}; "incl. horse art.": 1 h.a. unit`,
      },
      {
        prefix: 'ru-Platov-ha',
        name: 'Platov horse art.',
        kind: 'horse-art',
        count: 1,
        group: 'ru-1-indep',
        reading: `${ALIGN}; "incl. horse art.": 1 h.a. unit`,
      },
    ],
  },
  {
    nation: 'ru',
    printed: '1821, 1920',
    said: 'Milizia di Smolensk (2 unità)',
    parts: [{ prefix: 'ru-Smol-', name: 'Smolensk Militia', kind: 'militia', count: 2, group: 'ru-1-indep' }],
  },
  // II Corpo (Baggovut)
  {
    nation: 'ru',
    printed: '2023-5',
    said: '4° Divisione (3 unità)',
    parts: [{ prefix: 'ru-4-', name: '4th Div./II Corps', kind: 'inf', count: 3, group: 'ru-ii' }],
  },
  {
    nation: 'ru',
    printed: '1923-24',
    said: '17° Divisione (2 unità)',
    parts: [{ prefix: 'ru-17-', name: '17th Div./II Corps', kind: 'inf', count: 2, group: 'ru-ii' }],
  },
  {
    nation: 'ru',
    printed: '1520, 1620',
    said: 'Artiglieria del II Corpo (2 unità)',
    parts: [{ prefix: 'ru-Bagg-a', name: 'II Corps art.', kind: 'art', count: 2, group: 'ru-ii' }],
  },
  // IV Corpo (Osterman-Tolstoy)
  {
    nation: 'ru',
    printed: '2221, 2320, 2420, 2519',
    said: '11° Divisione (4 unità)',
    parts: [{ prefix: 'ru-11-', name: '11th Div./IV Corps', kind: 'inf', count: 4, group: 'ru-iv' }],
  },
  {
    nation: 'ru',
    printed: '2220, 2319, 2419',
    said: '23° Divisione (3 unità)',
    parts: [{ prefix: 'ru-23-', name: '23rd Div./IV Corps', kind: 'inf', count: 3, group: 'ru-iv' }],
  },
  {
    nation: 'ru',
    printed: '2719',
    said: 'Artiglieria del IV Corpo (1 unità)',
    parts: [{ prefix: 'ru-OT-a', name: 'IV Corps art.', kind: 'art', count: 1, group: 'ru-iv' }],
  },
  // VI Corpo (Dokhturov) [c]
  {
    nation: 'ru',
    printed: '2716, 2816',
    said: '7° Divisione (2 unità)',
    parts: [{ prefix: 'ru-7-', name: '7th Div./VI Corps', kind: 'inf', count: 2, group: 'ru-vi' }],
  },
  {
    nation: 'ru',
    printed: '2715, 2815',
    said: '24° Divisione (2 unità)',
    parts: [{ prefix: 'ru-24-', name: '24th Div./VI Corps', kind: 'inf', count: 2, group: 'ru-vi' }],
  },
  {
    nation: 'ru',
    printed: '2716, 2816',
    said: 'Artiglieria del VI Corpo (2 unità)',
    parts: [{ prefix: 'ru-Dokh-a', name: 'VI Corps art.', kind: 'art', count: 2, group: 'ru-vi' }],
  },
  // I, II, III Corpo di Cavalleria (Uvarov, Korff, Kreutz)
  {
    nation: 'ru',
    printed: '1317-18, 1417-18',
    said: 'I Corpo di Cavalleria (5 unità, inclusa l’artiglieria a cavallo)',
    parts: [
      { prefix: 'ru-Uv-', name: 'I Cav. Corps (Uvarov)', kind: 'cav', count: 4, group: 'ru-i-cav', reading: HA_ONE },
      {
        prefix: 'ru-Uv-ha',
        name: 'I Cav. Corps horse art.',
        kind: 'horse-art',
        count: 1,
        group: 'ru-i-cav',
        reading: HA_ONE,
      },
    ],
  },
  {
    nation: 'ru',
    printed: '2119, 2219, 2318, 2418',
    said: 'II Corpo di Cavalleria (5 unità, inclusa l’artiglieria a cavallo',
    parts: [
      {
        prefix: 'ru-Korff-',
        name: 'II Cav. Corps (Korff)',
        kind: 'cav',
        count: 4,
        group: 'ru-ii-cav',
        reading: HA_ONE,
      },
      {
        prefix: 'ru-Korff-ha',
        name: 'II Cav. Corps horse art.',
        kind: 'horse-art',
        count: 1,
        group: 'ru-ii-cav',
        reading: HA_ONE,
      },
    ],
  },
  {
    nation: 'ru',
    printed: '2517-18, 2617-19',
    said: 'III Corpo di Cavalleria (5 unità, inclusa l’artiglieria a cavallo',
    parts: [
      {
        prefix: 'ru-Kreutz-',
        name: 'III Cav. Corps (Kreutz)',
        kind: 'cav',
        count: 4,
        group: 'ru-iii-cav',
        reading: HA_ONE,
      },
      {
        prefix: 'ru-Kreutz-ha',
        name: 'III Cav. Corps horse art.',
        kind: 'horse-art',
        count: 1,
        group: 'ru-iii-cav',
        reading: HA_ONE,
      },
    ],
  },
  // 2° Armata Occidentale (Bagration), Unità Indipendenti
  {
    nation: 'ru',
    printed: '3215, 3213',
    said: 'Reg. Jager Gogel (2 unità)',
    parts: [{ prefix: 'ru-Gogel-', name: 'Jager Rgt Gogel', kind: 'inf', count: 2, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '2810-11',
    said: 'Regg. Jager Shakhovsky (2 unità)',
    parts: [{ prefix: 'ru-Shak-', name: 'Jager Rgt Shakhovsky', kind: 'inf', count: 2, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '2812',
    said: '2° Granatieri Combinati (1 unità)',
    parts: [{ prefix: 'ru-2CG-', name: '2nd Combined Grenadiers', kind: 'inf', count: 1, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '2710-11',
    said: '2° Divisione di Cavalleria Corazzieri (4 unità)',
    parts: [{ prefix: 'ru-2Cuir-', name: '2nd Cuirassiers', kind: 'cav', count: 4, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '3001-2, 3100-1',
    said: 'Cosacchi di karpov (4 unità)',
    parts: [{ prefix: 'ru-Karpov-', name: 'Karpov Cossacks', kind: 'cossack', count: 4, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '2801-5',
    said: 'Milizia di Mosca (5 unità)',
    parts: [{ prefix: 'ru-Mosc-', name: 'Moscow Militia', kind: 'militia', count: 5, group: 'ru-2-indep' }],
  },
  {
    nation: 'ru',
    printed: '2507-8, 2608',
    said: 'Tutta l’artiglieria da 4 SP della 2° Riserva di Artiglieria Occidentale [d], una per esagono (3 unità)',
    parts: [
      {
        prefix: 'ru-2AR4-',
        name: '2nd Army res. art. 4 SP',
        kind: 'art',
        count: 3,
        group: 'ru-2-indep',
        fireStrength: 4,
        reading:
          'note [d]: the guns’ true places are uncertain; set up where listed, one a hex; "4 SP" as Fire Strength',
      },
    ],
  },
  {
    nation: 'ru',
    printed: '3010, 3008, 2812',
    said: 'Tutta l’artiglieria da 3 SP della 2° Riserva di Artiglieria Occidentale [d], una per esagono (3 unità)',
    parts: [
      {
        prefix: 'ru-2AR3-',
        name: '2nd Army res. art. 3 SP',
        kind: 'art',
        count: 3,
        group: 'ru-2-indep',
        fireStrength: 3,
        reading:
          'note [d]: the guns’ true places are uncertain; set up where listed, one a hex; "3 SP" as Fire Strength',
      },
    ],
  },
  // III Corpo (Tuchkov)
  {
    nation: 'ru',
    printed: '3102-4',
    said: '1° Divisione Granatieri (3 unità)',
    parts: [{ prefix: 'ru-1Gren-', name: '1st Grenadiers/III Corps', kind: 'inf', count: 3, group: 'ru-iii' }],
  },
  {
    nation: 'ru',
    printed: '3003-4',
    said: '3° Divisione (2 unità)',
    parts: [{ prefix: 'ru-3-', name: '3rd Div./III Corps', kind: 'inf', count: 2, group: 'ru-iii' }],
  },
  {
    nation: 'ru',
    printed: '3105-6',
    said: 'Regg. Jager Aleksapol “c” e “d” (2 unità) [b]',
    parts: [
      {
        prefix: 'ru-AlekCD-',
        name: 'Jager Aleksapol',
        kind: 'inf',
        count: 2,
        group: 'ru-iii',
        names: ['Jager Aleksapol c', 'Jager Aleksapol d'],
        reading:
          'marked [b], whose note is about "a" and "b"; note [a] gives "c" and "d" to the 2nd Army: III Corps, ' +
          'where the list puts them',
      },
    ],
  },
  {
    nation: 'ru',
    printed: '3203, 3102-4',
    said: 'Artiglieria del III Corpo (5 unità) [c]',
    parts: [
      {
        prefix: 'ru-Tuch-a',
        name: 'III Corps art.',
        kind: 'art',
        count: 5,
        group: 'ru-iii',
        reading: 'note [c] (72 guns, the Utitsa command’s reserve) is these guns’; its mark on VI Corps is a slip',
      },
    ],
  },
  // VII Corpo (Rayevski)
  {
    nation: 'ru',
    printed: '3113-14',
    said: '12° Divisione (4 unità)',
    parts: [{ prefix: 'ru-12-', name: '12th Div./VII Corps', kind: 'inf', count: 4, group: 'ru-vii' }],
  },
  {
    nation: 'ru',
    printed: '3014-15',
    said: '26° Divisione (4 unità)',
    parts: [{ prefix: 'ru-26-', name: '26th Div./VII Corps', kind: 'inf', count: 4, group: 'ru-vii' }],
  },
  {
    nation: 'ru',
    printed: '3113-14',
    said: 'Artiglieria del VII Corpo (2 unità)',
    parts: [{ prefix: 'ru-Ray-a', name: 'VII Corps art.', kind: 'art', count: 2, group: 'ru-vii' }],
  },
  // VIII Corpo (Borozdin)
  {
    nation: 'ru',
    printed: '3008-10',
    said: '2° Divisione Granatieri (3 unità)',
    parts: [{ prefix: 'ru-2Gren-', name: '2nd Grenadiers/VIII Corps', kind: 'inf', count: 3, group: 'ru-viii' }],
  },
  {
    nation: 'ru',
    printed: '2908-9',
    said: '27° Divisione (2 unità)',
    parts: [{ prefix: 'ru-27-', name: '27th Div./VIII Corps', kind: 'inf', count: 2, group: 'ru-viii' }],
  },
  {
    nation: 'ru',
    printed: '2907',
    said: 'Artiglieria dell’VIII Corpo (2 unità)',
    parts: [{ prefix: 'ru-8-a', name: 'VIII Corps art.', kind: 'art', count: 2, group: 'ru-viii' }],
  },
  // IV Corpo di Cavalleria
  {
    nation: 'ru',
    printed: '2913-14, 2814',
    said: 'IV Corpo di Cavalleria (6 unità)',
    parts: [{ prefix: 'ru-4CC-', name: 'IV Cav. Corps', kind: 'cav', count: 6, group: 'ru-iv-cav' }],
  },
  {
    nation: 'ru',
    printed: '2915',
    said: 'Artiglieria a Cavallo del IV Corpo di Cavalleria (1 unità)',
    parts: [{ prefix: 'ru-4CC-ha', name: 'IV Cav. Corps horse art.', kind: 'horse-art', count: 1, group: 'ru-iv-cav' }],
  },
  // La Riserva (Constantine)
  {
    nation: 'ru',
    printed: '2311-13, 2412-15',
    said: 'Divisioni 1°, 2° e 3° LG (5 unità) più il 1° Granatieri Combinati (2 unità)',
    parts: [
      { prefix: 'ru-LG-', name: 'Life Guard (LG)', kind: 'inf', count: 5, group: 'ru-guard' },
      { prefix: 'ru-1CG-', name: '1st Combined Grenadiers', kind: 'inf', count: 2, group: 'ru-guard' },
    ],
  },
  {
    nation: 'ru',
    printed: '2212-14',
    said: '1° Divisione di Cavalleria Corazzieri (3 unità)',
    parts: [{ prefix: 'ru-1Cuir-', name: '1st Cuirassiers', kind: 'cav', count: 3, group: 'ru-guard' }],
  },
  {
    nation: 'ru',
    printed: '2015, 2115-17, 2215-17',
    said: 'Riserva di Artiglieria della 1° Armata Occidentale (20 unità) [e]',
    parts: [{ prefix: 'ru-1AR-', name: '1st Army Art. Reserve', kind: 'art', count: 20, group: 'ru-art-reserve' }],
  },
];

/**
 * "4203-4, 4303-4, 4405" → 4203 4204 4303 4304 4405: each range runs along one column, its end the last digits of
 * the row ("3714-5" → 3714 3715; "1923-24" → 1923 1924).
 */
export function expandHexes(printed: string): string[] {
  return printed.split(/,\s*/).flatMap((part) => {
    const m = /^(\d{2})(\d{2})(?:-(\d{1,2}))?$/.exec(part.trim());
    if (!m) throw new Error(`"${part}" is not a hex or a range of one column`);
    const column = m[1]!;
    const first = Number(m[2]);
    const last = m[3] === undefined ? first : Number(m[2]!.slice(0, 2 - m[3].length) + m[3]);
    if (last < first) throw new Error(`"${part}" runs backwards`);
    return Array.from({ length: last - first + 1 }, (_, i) => `${column}${String(first + i).padStart(2, '0')}`);
  });
}
