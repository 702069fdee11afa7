import { isNation, sideOf, type Connection, type Nation, type PogModel, type Side } from '../model.js';
import type { PogState } from '../play/state.js';
import { adjacent, NEUTRAL_AT_START, unitsAt, type Position } from './position.js';

/**
 * Supply (14.0): from which spaces a unit traces a line of supply to a source of its nationality (14.1.2–14.1.4,
 * 14.2), which units need none (14.1.5–14.1.8), and which spaces are in supply for the Attrition Phase (14.2.5,
 * 14.3.6, 11.1.4, 11.1.12). Pure queries: each network's traced spaces are computed once per state (a state is never
 * changed in place), by one multi-source search from its sources.
 */

/** The Salonika event (AP #30): Greek spaces without Greek units may be entered and traced through (9.5.2.4). */
export const SALONIKA = 'ap-30';
/** The MEF event (AP #31): its Beachhead is an Allied port (9.5.3.5) for some units (9.2.7.1). */
export const MEF = 'ap-31';

/** 14.2.1: the Central Powers' sources, for every Central Powers unit. */
export const CP_SOURCES: readonly string[] = ['essen', 'breslau', 'sofia', 'constantinople'];
/** 14.2.4: London, the other source of every Allied unit (Paris is none). */
const LONDON = 'london';
/** 14.2.2: Belgrade, besides the Russian map edge's sources, for Russian, Serbian and Romanian units. */
const BELGRADE = 'belgrade';
/** 14.2.3: Salonika, for Serbian units while the Allies control it. */
const SALONIKA_SPACE = 'salonika';
/** 14.1.4.2: Constantinople is an Allied port only while the Allies control Gallipoli. */
const CONSTANTINOPLE = 'constantinople';
const GALLIPOLI = 'gallipoli';
/** 14.1.4.1, 15.2.2: the Central Powers never use a besieged Riga as a port. */
const RIGA = 'riga';
/** 14.1.8: the Turkish units' special supply. */
const MEDINA = 'medina';
/** 11.1.12: Albanian spaces trace to Taranto too, even while Italy is neutral. */
const TARANTO = 'taranto';
const ALBANIA = 'al';

/** 14.1.5: always in supply: the Montenegrin units, the British ANA, the Turkish SN. */
const ALWAYS_SUPPLIED: readonly Nation[] = ['mn', 'ana', 'sn'];
/** The Turkish units (14.1.8, the Turkish dotted line Medina–Aqaba): the YLD and AoI armies too (README). */
const TURKISH: readonly Nation[] = ['tu', 'yld', 'aoi', 'sn'];
/** The British units: they use the British dotted lines (11.1.4); 9.2.7.1 names which may use the Beachhead. */
const BRITISH: readonly Nation[] = ['br', 'bef', 'mef', 'ne', 'aus', 'cnd', 'pt'];

/**
 * The supply networks: the units that trace to the same sources along the same lines.
 * - `cp`: German, Austro-Hungarian and Bulgarian units (14.2.1); `cp-tu`: Turkish units, which may also use the
 *   Turkish dotted line (14.1.2, 11.1.4).
 * - `ap`: French, American, Belgian, Greek units and the Army of the Orient: London (14.2.4), reached by sea.
 * - `ap-br`: British units, also overland to London along the British dotted lines (14.1.2).
 * - `ap-mef`: the MEF army and the BR and AUS corps, which may also use the MEF Beachhead as a port (9.2.7.1).
 * - `ap-it`: Italian units, which may also use the Italian dotted line Taranto–Valona (14.1.2).
 * - `ru`: Russian units (the CAU too): the Russian map edge's sources and Belgrade, never by sea (14.2.2), along the
 *   Russian dotted lines.
 * - `sb`, `ro`: Serbian and Romanian units, as the Russians but along only the Russian dotted lines to the off-map
 *   boxes (14.1.2); the Serbs also to an Allied Salonika (14.2.3).
 */
export type SupplyNetwork = 'cp' | 'cp-tu' | 'ap' | 'ap-br' | 'ap-mef' | 'ap-it' | 'ru' | 'sb' | 'ro';

export const SUPPLY_NETWORKS: Readonly<Record<Side, readonly SupplyNetwork[]>> = {
  cp: ['cp', 'cp-tu'],
  ap: ['ap', 'ap-br', 'ap-mef', 'ap-it', 'ru', 'sb', 'ro'],
};

/** How a network traces: its side, its sources, where a sea leg may lead, which dotted lines, the Beachhead. */
interface Tracing {
  readonly side: Side;
  readonly sources: (p: Position) => readonly string[];
  /** 14.1.4, 14.2.2: the sources a line with a sea leg may end at (`all` of them, or these only). */
  readonly bySea: 'all' | ((p: Position) => readonly string[]);
  /** 14.1.2, 11.1.4: whether the line may follow this dotted line. */
  readonly line: (p: Position, c: Connection) => boolean;
  /** 9.2.7.1, 9.5.3.5: whether the MEF Beachhead is a port of this network. */
  readonly beachhead: boolean;
  /** 11.1.12: Taranto is a source for Albanian spaces (the Attrition Phase's Allied spaces). */
  readonly taranto: boolean;
}

/** 14.2.2: the sources printed on the Russian map edge (the model's supply sources in Russia), once per model. */
const edgeCache = new WeakMap<PogModel, readonly string[]>();
function russianEdge(model: PogModel): readonly string[] {
  let edge = edgeCache.get(model);
  if (!edge) {
    edge = Object.values(model.spaces)
      .filter((s) => s.supplySource && s.nation === 'ru')
      .map((s) => s.id);
    edgeCache.set(model, edge);
  }
  return edge;
}

const onlyFor =
  (nations: readonly string[]) =>
  (_: Position, c: Connection): boolean =>
    c.only.some((n) => nations.includes(n));

/** 14.1.2: the Russian dotted lines to the off-map boxes, which Romanian and Serbian units may trace along. */
function toRussianBox(p: Position, c: Connection): boolean {
  if (!c.only.includes('ru')) return false;
  const edge = russianEdge(p.model);
  return edge.includes(c.a) || edge.includes(c.b);
}

/** 11.1.4: in the Attrition Phase a space traces along the dotted lines of its side's nationalities. */
const friendlyLine =
  (side: Side) =>
  (_: Position, c: Connection): boolean =>
    c.only.some((n) => isNation(n) && sideOf(n) === side);

const noLine = (): boolean => false;
const cpSources = (): readonly string[] => CP_SOURCES;
const london = (): readonly string[] => [LONDON];
/** 14.2.2, 14.2.4: the Russian edge, Belgrade, and London (which they reach only overland). */
const russianSources = (p: Position): readonly string[] => [...russianEdge(p.model), BELGRADE, LONDON];
/** 14.2.3: Salonika too, while the Allies control it (the trace itself asks for control). */
const serbianSources = (p: Position): readonly string[] => [...russianSources(p), SALONIKA_SPACE];
/** 14.2.2: no sea leg to the Russian edge, Belgrade or London; 14.2.3's Salonika is not in that list (README). */
const serbianBySea = (): readonly string[] => [SALONIKA_SPACE];
const none = (): readonly string[] => [];

const TRACING: Readonly<Record<SupplyNetwork | 'cp-spaces' | 'ap-spaces', Tracing>> = {
  cp: { side: 'cp', sources: cpSources, bySea: 'all', line: noLine, beachhead: false, taranto: false },
  'cp-tu': { side: 'cp', sources: cpSources, bySea: 'all', line: onlyFor(['tu']), beachhead: false, taranto: false },
  ap: { side: 'ap', sources: london, bySea: 'all', line: noLine, beachhead: false, taranto: false },
  'ap-br': { side: 'ap', sources: london, bySea: 'all', line: onlyFor(['br']), beachhead: false, taranto: false },
  'ap-mef': { side: 'ap', sources: london, bySea: 'all', line: onlyFor(['br']), beachhead: true, taranto: false },
  'ap-it': { side: 'ap', sources: london, bySea: 'all', line: onlyFor(['it']), beachhead: false, taranto: false },
  ru: { side: 'ap', sources: russianSources, bySea: none, line: onlyFor(['ru']), beachhead: false, taranto: false },
  sb: {
    side: 'ap',
    sources: serbianSources,
    bySea: serbianBySea,
    line: toRussianBox,
    beachhead: false,
    taranto: false,
  },
  ro: { side: 'ap', sources: russianSources, bySea: none, line: toRussianBox, beachhead: false, taranto: false },
  // 14.2.5: spaces use any source of their side; 11.1.4: any friendly dotted line; the Beachhead is an Allied port
  // (9.5.3.5: 9.2.7.1 limits only which units use it).
  'cp-spaces': {
    side: 'cp',
    sources: cpSources,
    bySea: 'all',
    line: friendlyLine('cp'),
    beachhead: false,
    taranto: false,
  },
  'ap-spaces': {
    side: 'ap',
    sources: serbianSources,
    bySea: 'all',
    line: friendlyLine('ap'),
    beachhead: true,
    taranto: true,
  },
};

/** The network a unit traces supply in; null for a unit without a known nationality or one that needs none (14.1.5). */
export function supplyNetworkOf(model: PogModel, unit: string): SupplyNetwork | null {
  const u = model.units[unit];
  const nation = u?.nation;
  if (!u || !nation || ALWAYS_SUPPLIED.includes(nation)) return null;
  if (TURKISH.includes(nation)) return 'cp-tu';
  if (sideOf(nation) === 'cp') return 'cp';
  // 9.2.7.1: only the MEF army, and BR and AUS corps, use the Beachhead.
  if (nation === 'mef' || ((nation === 'br' || nation === 'aus') && u.size === 'corps')) return 'ap-mef';
  if (BRITISH.includes(nation)) return 'ap-br';
  switch (nation) {
    case 'it':
      return 'ap-it';
    case 'ru':
    case 'cau':
      return 'ru';
    case 'sb':
      return 'sb';
    case 'ro':
      return 'ro';
    default:
      return 'ap';
  }
}

/** The sources of a network that exist on this map, before any check of control (14.2). */
export function supplySources(p: Position, network: SupplyNetwork): string[] {
  return TRACING[network].sources(p).filter((id) => p.model.spaces[id]);
}

// ---------------------------------------------------------------------------------------------------------------
// Which spaces a line may enter.

/** 9.5.2.4: Greek units while Greece is neutral (after Salonika): no one traces through their spaces. */
function neutralUnitsAt(p: Position, id: string): boolean {
  if (p.state.atWar.includes('gr')) return false;
  return unitsAt(p, id).some((u) => p.model.units[u]?.nation === 'gr');
}

/**
 * A neutral nation's country is closed to lines (11.1.11: no one enters it; 11.1.12 implies it for Italy): the state
 * keeps in its control the side the nation would join, so control alone does not close it. After Salonika the Greek
 * spaces without Greek units are open (9.5.2.4). Persia is traced by control (README).
 */
function neutralSpace(p: Position, country: string | null): boolean {
  if (!country || !NEUTRAL_AT_START.includes(country) || p.state.atWar.includes(country)) return false;
  return !(country === 'gr' && p.state.events.includes(SALONIKA));
}

/** An undestroyed fort in the space, besieged (15.2.1). */
function besiegedFort(p: Position, id: string): boolean {
  const fort = p.model.spaces[id]?.fort ?? null;
  return fort !== null && p.state.besieged.includes(id) && !p.state.destroyed.includes(id);
}

/**
 * Who controls the space for supply: the state's control, except that a Central Powers space the ANA occupies is
 * Allied, unless it holds a besieged fort (11.1.15).
 */
export function supplyControl(p: Position, id: string): Side | null {
  const owner = p.state.control[id] ?? null;
  if (owner === 'cp' && !besiegedFort(p, id) && unitsAt(p, id).some((u) => p.model.units[u]?.nation === 'ana'))
    return 'ap';
  return owner;
}

/** Whether a line of `side` may enter, start or end in the space (the unit's own space is part of its line: README). */
function traceable(p: Position, side: Side, id: string): boolean {
  const s = p.model.spaces[id];
  if (!s || neutralSpace(p, s.nation) || neutralUnitsAt(p, id)) return false;
  const owner = supplyControl(p, id);
  // 14.1.2: through friendly-controlled spaces, but not through or to a friendly besieged fort.
  if (owner === side) return !besiegedFort(p, id);
  // 14.1.3: never through an enemy-controlled (or uncontrolled) space, whatever is in it, except a besieged enemy
  // fort (15.2.2: the besiegers' side ignores it); a fort no longer besieged blocks again (15.2.4).
  return owner !== null && besiegedFort(p, id);
}

/** 14.1.4.1, 14.1.4.2, 9.5.3.5: whether the space is a port of the network for a sea leg. */
function usablePort(p: Position, t: Tracing, id: string): boolean {
  const s = p.model.spaces[id];
  if (!s) return false;
  const port = s.port === t.side || (t.beachhead && t.side === 'ap' && beachhead(p, id));
  // 14.1.4: a friendly port, controlled (a besieged enemy fort, traced through by 14.1.3, is no port of ours).
  if (!port || supplyControl(p, id) !== t.side || !traceable(p, t.side, id)) return false;
  // 14.1.4.1, 15.2.2: not a besieged Riga.
  if (t.side === 'cp' && id === RIGA && p.state.besieged.includes(id)) return false;
  // 14.1.4.2: Constantinople only while the Allies control Gallipoli.
  if (t.side === 'ap' && id === CONSTANTINOPLE && p.state.control[GALLIPOLI] !== 'ap') return false;
  return true;
}

/**
 * 9.5.3.5: the MEF Beachhead: an MEF beach the Allies control once the MEF event was played (the marker goes where
 * the MEF army lands and is removed when a Central Powers unit occupies the space, which then is theirs: README).
 */
export function beachhead(p: Position, id: string): boolean {
  return (p.model.spaces[id]?.beach ?? false) && p.state.events.includes(MEF) && p.state.control[id] === 'ap';
}

// ---------------------------------------------------------------------------------------------------------------
// Tracing.

/** The spaces a line reaches overland from the seeds (14.1.2, 14.1.3): one breadth-first search from all of them. */
function overland(p: Position, t: Tracing, seeds: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const s of seeds)
    if (!seen.has(s) && traceable(p, t.side, s)) {
      seen.add(s);
      queue.push(s);
    }
  for (let i = 0; i < queue.length; i++)
    for (const { space: to, by } of adjacent(p.model, queue[i]!)) {
      if (seen.has(to)) continue;
      // 14.1.2: along solid lines, and the dotted lines the network's units may use.
      if (by.kind === 'restricted' && by.only.length > 0 && !t.line(p, by)) continue;
      if (!traceable(p, t.side, to)) continue;
      seen.add(to);
      queue.push(to);
    }
  return seen;
}

/**
 * The spaces from which a line of the network reaches one of `sources`: overland (14.1.2), or overland to a port,
 * by sea to another port, and overland from it to a source or the port being the source itself (14.1.4: one sea
 * leg, two ports at most). The result does not depend on the order of `sources`.
 */
function trace(p: Position, t: Tracing, targets: readonly string[]): Set<string> {
  // 14.1.2: a friendly source (a besieged enemy fort may be traced through, not to).
  const sources = targets.filter((id) => supplyControl(p, id) === t.side);
  const reached = overland(p, t, sources);
  const seaSources = t.bySea === 'all' ? sources : t.bySea(p).filter((s) => sources.includes(s));
  if (seaSources.length > 0) {
    const landing = t.bySea === 'all' ? reached : overland(p, t, seaSources);
    const ports = Object.keys(p.model.spaces).filter((id) => usablePort(p, t, id));
    // 14.1.4: a port from which a source is reached overland (or that is one): every other port reaches it by sea.
    // The two ports are the sea leg's; a line overland may pass through port spaces (the book is silent: README).
    if (ports.some((id) => landing.has(id))) for (const id of overland(p, t, ports)) reached.add(id);
  }
  if (t.taranto) for (const id of toTaranto(p, t)) reached.add(id);
  return reached;
}

/**
 * 11.1.12: the Albanian spaces that trace to Taranto (also while Italy is neutral); the book does not say what an
 * enemy-held Taranto does: it counts while the Allies control it (README).
 */
function toTaranto(p: Position, t: Tracing): string[] {
  if (!p.model.spaces[TARANTO] || p.state.control[TARANTO] !== t.side) return [];
  const next = adjacent(p.model, TARANTO)
    .filter(({ by }) => by.kind !== 'restricted' || by.only.length === 0 || t.line(p, by))
    .map(({ space }) => space);
  return [...overland(p, t, next)].filter((id) => p.model.spaces[id]?.nation === ALBANIA);
}

/** Traced spaces by network, once per state and model. */
const cache = new WeakMap<PogModel, WeakMap<PogState, Map<string, ReadonlySet<string>>>>();
function cached(p: Position, key: string, compute: () => ReadonlySet<string>): ReadonlySet<string> {
  let byState = cache.get(p.model);
  if (!byState) cache.set(p.model, (byState = new WeakMap()));
  let byKey = byState.get(p.state);
  if (!byKey) byState.set(p.state, (byKey = new Map()));
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = compute()));
  return found;
}

/**
 * The spaces from which `sources` are reached by a line of the network, uncached: for tests and for rules that trace
 * to other places than the sources (13.1.12: a line to some of the sources only). `suppliedSpaces` is this with the
 * network's own sources.
 */
export function tracedSpaces(p: Position, network: SupplyNetwork, sources: readonly string[]): ReadonlySet<string> {
  return trace(p, TRACING[network], sources);
}

/**
 * Every space from which a unit of `side` traces a line of supply (14.1.2–14.1.4, 14.2.1–14.2.4): with `network`,
 * a unit of that network (see `supplyNetworkOf`); without it, a unit of any network of the side. The units that
 * need no line (14.1.5, 14.1.6, 14.1.8) are `unitInSupply`'s, not this set's. Boxes are never in it.
 */
export function suppliedSpaces(p: Position, side: Side, network?: SupplyNetwork): ReadonlySet<string> {
  if (network) {
    const t = TRACING[network];
    if (t.side !== side) throw new Error(`supply network ${network} is not of side ${side}`);
    return cached(p, network, () => trace(p, t, supplySources(p, network)));
  }
  return cached(p, `side:${side}`, () => {
    const all = new Set<string>();
    for (const n of SUPPLY_NETWORKS[side]) for (const id of suppliedSpaces(p, side, n)) all.add(id);
    return all;
  });
}

/** What a supply check is for: 14.1.8's Medina supply counts for the Attrition Phase only. */
export type SupplyPurpose = 'general' | 'attrition';

/**
 * Whether the unit is in supply where it stands (14.1): the Montenegrin units, the ANA and the SN always (14.1.5),
 * Serbian units in Serbia (14.1.6), Turkish units in Medina for the Attrition Phase (14.1.8, `purpose` 'attrition'),
 * any other unit when it traces a line of its network; a neutral Greek unit (9.5.2.4) is not put to the test (true).
 * False for a unit off the map (in a box, not in play).
 */
export function unitInSupply(p: Position, unit: string, purpose: SupplyPurpose = 'general'): boolean {
  const at = p.state.units[unit]?.at;
  const space = at ? p.model.spaces[at] : undefined;
  const nation = p.model.units[unit]?.nation;
  if (!at || !space || !nation) return false;
  // 9.5.2.4: the Greek units set up by Salonika are neutral, no one acts with them; the book does not put them to the
  // supply test: they are never out of supply (README).
  if (nation === 'gr' && !p.state.atWar.includes('gr')) return true;
  // 14.1.5: always in supply.
  if (ALWAYS_SUPPLIED.includes(nation)) return true;
  // 14.1.6: Serbian units in Serbia.
  if (nation === 'sb' && space.nation === 'sb') return true;
  const network = supplyNetworkOf(p.model, unit);
  if (network && suppliedSpaces(p, sideOf(nation), network).has(at)) return true;
  // 14.1.8: Turkish units in Medina, for attrition only.
  return purpose === 'attrition' && at === MEDINA && TURKISH.includes(nation);
}

/**
 * The spaces of `side` in supply in the Attrition Phase (14.3.6): a space traces as if it were a friendly unit, to
 * any source of its side (14.2.5), along any friendly dotted line (11.1.4), Albanian spaces to Taranto too (11.1.12).
 * A controlled space out of this set and without an undestroyed friendly fort becomes the enemy's (14.3.6), Serbian
 * spaces only when Central Powers units enter them (14.1.6): that conversion is the Attrition Phase's.
 */
export function attritionSuppliedSpaces(p: Position, side: Side): ReadonlySet<string> {
  const network = side === 'cp' ? 'cp-spaces' : 'ap-spaces';
  const t = TRACING[network];
  return cached(p, network, () =>
    trace(
      p,
      t,
      t.sources(p).filter((id) => p.model.spaces[id]),
    ),
  );
}
