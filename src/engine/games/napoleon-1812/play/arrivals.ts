import {
  OCCUPANCY_FACTOR,
  type Arrival,
  type CombatUnit,
  type Leader,
  type Napoleon1812Model,
  type ReinforcementRow,
  type Side,
  type UnitClass,
  type UnitType,
} from '../model.js';

/**
 * 13.2: what Tab. 13.2 brings, as counters of the game. A row prints its units in the set-up's notation (14.1:
 * `2IL, 1Cv` = two Line infantry and one Veteran cavalry; the count may be left out, `IL`) and names its leaders.
 * Each unit is matched, in the table's order, to a counter of the pack of its side, type and class that the set-up
 * does not place; where the pack has no such counter, the game makes one from the row (named after it, `Tab. 13.2 T5
 * inf. L 1`), so that the table's units always arrive. A leader is matched by name the same way, or made from the row
 * with no Command Rating (the pack does not give it: it counts 0 in combat, as any leader whose CR the pack lacks).
 * A term that does not read as `[n]<I|C|A><v|L|c>` is kept as `unread`: the log names it, and it does not arrive.
 */

/** 14.1: the leaders the set-up names in brackets, who appear only in the advanced game (16.3): not reinforcements. */
export const ADVANCED_ONLY_LEADERS: readonly string[] = [
  'Baggovout',
  'Borosdin',
  'Docturov',
  'Raievsky',
  'Reynier',
  'Schouwalov',
  'Tuchkov',
];

/**
 * 16.12 (the option `sweden`): the Swedish infantry, cavalry and leader that may join the Russian turn-6
 * reinforcements. The book gives neither their class nor the leader's name or CR, and the pack has no Swedish counter:
 * the game makes them with the class and CR unknown (a unit of unknown class counts 1 OF, 4.1; a leader with no CR
 * counts 0), so that nothing is invented.
 */
export const SWEDES: { readonly units: readonly CombatUnit[]; readonly leader: Leader } = {
  units: [
    {
      id: 'ru-16.12-inf',
      name: 'Swedish inf. (16.12)',
      side: 'russian',
      type: 'infantry',
      unitClass: null,
      occupancy: null,
    },
    {
      id: 'ru-16.12-cav',
      name: 'Swedish cav. (16.12)',
      side: 'russian',
      type: 'cavalry',
      unitClass: null,
      occupancy: null,
    },
  ],
  leader: { id: 'ru-16.12-leader', name: 'Swedish leader (16.12)', side: 'russian', cr: null },
};
export const SWEDISH_IDS: readonly string[] = [...SWEDES.units.map((u) => u.id), SWEDES.leader.id];

/** One row of Tab. 13.2 as the game's counters. */
export interface ArrivalRow {
  readonly turn: number;
  readonly side: Side;
  readonly arrival: Arrival;
  readonly units: readonly string[];
  readonly leaders: readonly string[];
  /** The terms of the row's units that do not read as the notation (they do not arrive; the log says so). */
  readonly unread: readonly string[];
}

export interface ReinforcementPlan {
  readonly rows: readonly ArrivalRow[];
  /** The counters made from the table where the pack has none (added to the game's model). */
  readonly units: readonly CombatUnit[];
  readonly leaders: readonly Leader[];
}

const TYPE_LETTER: Readonly<Record<string, UnitType>> = { I: 'infantry', C: 'cavalry', A: 'artillery' };
const TYPE_ABBREVIATION: Readonly<Record<UnitType, string>> = { infantry: 'inf.', cavalry: 'cav.', artillery: 'art.' };
const TERM = /^(\d{0,2})\s*([ICA])([vLc])$/;
/** At most this many units in one term (a bound on the input, not a rules fact). */
const MOST_IN_TERM = 20;

/** A term of the notation: how many units of a type and class; undefined when it does not read. */
export function readTerm(term: string): { n: number; type: UnitType; unitClass: UnitClass } | undefined {
  const m = TERM.exec(term.trim());
  if (!m) return undefined;
  const n = m[1] === '' ? 1 : Number(m[1]);
  if (n < 1 || n > MOST_IN_TERM) return undefined;
  return { n, type: TYPE_LETTER[m[2]!]!, unitClass: m[3] as UnitClass };
}

const sideCode = (side: Side) => (side === 'french' ? 'fr' : 'ru');

export function reinforcementPlan(model: Napoleon1812Model, table: readonly ReinforcementRow[]): ReinforcementPlan {
  const usedUnits = new Set<string>();
  const usedLeaders = new Set<string>();
  const madeUnits: CombatUnit[] = [];
  const madeLeaders: Leader[] = [];
  const offMapUnits = model.units.filter((u) => !model.setup.has(u.id));
  const offMapLeaders = model.leaders.filter((l) => !model.setup.has(l.id) && !ADVANCED_ONLY_LEADERS.includes(l.name));
  const rows: ArrivalRow[] = [];
  const ordered = [...table].map((row, i) => ({ row, i })).sort((a, b) => a.row.turn - b.row.turn || a.i - b.i);
  for (const { row } of ordered) {
    const units: string[] = [];
    const unread: string[] = [];
    const terms = row.units
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    for (const term of terms) {
      const read = readTerm(term);
      if (!read) {
        unread.push(term);
        continue;
      }
      for (let k = 0; k < read.n; k++) {
        const found = offMapUnits.find(
          (u) => u.side === row.side && u.type === read.type && u.unitClass === read.unitClass && !usedUnits.has(u.id),
        );
        if (found) {
          usedUnits.add(found.id);
          units.push(found.id);
          continue;
        }
        const made = madeUnits.filter((u) => u.side === row.side).length + 1;
        const unit: CombatUnit = {
          id: `${sideCode(row.side)}-t13.2-${made}`,
          name: `Tab. 13.2 T${row.turn} ${TYPE_ABBREVIATION[read.type]} ${read.unitClass} ${made}`,
          side: row.side,
          type: read.type,
          unitClass: read.unitClass,
          occupancy: OCCUPANCY_FACTOR[read.unitClass],
        };
        madeUnits.push(unit);
        units.push(unit.id);
      }
    }
    const leaders: string[] = [];
    for (const name of row.leaders ?? []) {
      const wanted = name.trim().toLowerCase();
      const found = offMapLeaders.find(
        (l) => l.side === row.side && l.name.toLowerCase() === wanted && !usedLeaders.has(l.id),
      );
      if (found) {
        usedLeaders.add(found.id);
        leaders.push(found.id);
        continue;
      }
      const leader: Leader = {
        id: `${sideCode(row.side)}-t13.2-l${madeLeaders.length + 1}`,
        name: name.trim(),
        side: row.side,
        cr: null,
      };
      madeLeaders.push(leader);
      leaders.push(leader.id);
    }
    rows.push({ turn: row.turn, side: row.side, arrival: row.arrival, units, leaders, unread });
  }
  return { rows, units: madeUnits, leaders: madeLeaders };
}
