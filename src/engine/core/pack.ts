import { z } from 'zod';
import { HexGrid, parseColumnRow } from './map/hex.js';

/**
 * Packs: a game's map, counters, scenario set-ups and missing tables as data. A pack says whether it is the
 * published data or a schematic stand-in, and so does every fact in it that we had to supply (`schematic`),
 * so the product can say so where a player sees it. Validation errors name the path of the bad value:
 * `scenarios[0].setup[12].at: 3417 is not on this map`.
 */

export const PACK_FORMAT = 'umpire-pack/1';

const text = (max: number) => z.string().trim().min(1).max(max);
const localized = z.object({ en: text(300), it: text(300) }).strict();
const id = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.'-]{0,47}$/,
    "must be 1–48 letters, digits, or . _ - ' (starting with a letter or digit)",
  );
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #a1b2c3');
const coordinate = z.number().finite().min(-100_000).max(100_000);
const smallInt = z.number().int().min(-1000).max(1000);
const tags = z.array(text(40)).max(20).default([]);
/** A printed value, or null where the book does not give it (drawn `?`; a ruling that needs it asks for it). */
const printed = z.number().int().min(-99).max(999).nullable();

export const provenanceSchema = z
  .object({
    kind: z.enum(['published', 'schematic']),
    /** Where the data comes from, in words a player can check. */
    source: text(1000),
    notes: localized.optional(),
  })
  .strict();

export const terrainSchema = z
  .object({
    id,
    name: localized,
    color: colour,
    pattern: z
      .enum(['none', 'dots', 'hatch', 'cross', 'waves', 'trees', 'hills', 'marsh', 'urban', 'mountain'])
      .default('none'),
  })
  .strict();

const location = {
  terrain: id,
  name: text(80).optional(),
  /** e.g. `city`, `fort`, `vp`, `capital`, `port`, `redoubt`, `village`. */
  features: tags,
  values: z.record(id, smallInt).default({}),
  nation: id.optional(),
  /** True where we placed or valued this by geography rather than from the rulebook. */
  schematic: z.boolean().default(false),
  source: text(300).optional(),
};

export const hexSchema = z
  .object({
    id: z.string().regex(/^[0-9A-Za-z.-]{1,8}$/, 'must be the printed hex number'),
    col: z.number().int().min(0).max(999).optional(),
    row: z.number().int().min(0).max(999).optional(),
    ...location,
  })
  .strict();

export const hexMapSchema = z
  .object({
    kind: z.literal('hex'),
    layout: z.object({ orientation: z.enum(['flat', 'pointy']), stagger: z.enum(['odd', 'even']) }).strict(),
    /** `column-row`: ids are CCRR numbers; `listed`: every hex gives its own col and row. */
    numbering: z.enum(['column-row', 'listed']),
    terrains: z.array(terrainSchema).min(1).max(64),
    hexes: z.array(hexSchema).min(1).max(20_000),
    hexsides: z
      .array(z.object({ a: z.string(), b: z.string(), features: z.array(text(40)).min(1).max(8) }).strict())
      .max(60_000)
      .default([]),
  })
  .strict();

export const spaceSchema = z.object({ id, x: coordinate, y: coordinate, ...location }).strict();

export const pointMapSchema = z
  .object({
    kind: z.literal('points'),
    /** The drawing's extent in map units (spaces' x and y fall inside). */
    width: z.number().positive().max(100_000),
    height: z.number().positive().max(100_000),
    terrains: z.array(terrainSchema).min(1).max(64),
    spaces: z.array(spaceSchema).min(1).max(5_000),
    connections: z
      .array(z.object({ a: id, b: id, type: id, only: z.array(id).max(10).optional() }).strict())
      .max(20_000),
    boxes: z
      .array(
        z
          .object({
            id,
            name: localized,
            x: coordinate,
            y: coordinate,
            w: z.number().positive().max(100_000),
            h: z.number().positive().max(100_000),
          })
          .strict(),
      )
      .max(200)
      .default([]),
  })
  .strict();

export const unitTypes = [
  'infantry',
  'cavalry',
  'artillery',
  'horse-artillery',
  'hq',
  'leader',
  'fort',
  'engineer',
  'supply',
  'naval',
  'air',
  'militia',
  'mountain',
  'marker',
] as const;
export const unitSizes = [
  'army-group',
  'army',
  'corps',
  'division',
  'brigade',
  'regiment',
  'battalion',
  'company',
  'battery',
] as const;

export const counterSchema = z
  .object({
    id,
    name: text(60),
    nation: id,
    type: z.enum(unitTypes),
    size: z.enum(unitSizes).optional(),
    /** Strength numbers as the counter prints them, left to right. */
    values: z.array(printed).max(6),
    /** What each value means (`CF`, `LF`, `MF`), in order. */
    valueNames: z.array(text(12)).max(6).optional(),
    /** The reduced side's values; absent for a one-step counter. */
    reduced: z.array(printed).max(6).optional(),
    schematic: z.boolean().default(false),
    source: text(300).optional(),
  })
  .strict();

export const markerKindSchema = z.object({ id, name: localized, color: colour, symbol: text(3) }).strict();

export const scenarioSchema = z
  .object({
    id,
    title: localized,
    sides: z
      .array(z.object({ id, name: localized, color: colour, nations: z.array(id).min(1).max(30) }).strict())
      .min(2)
      .max(6),
    /** The side that moves first. */
    first: id,
    /** Number of game turns; the game ends after the last. */
    turns: z.number().int().min(1).max(500),
    setup: z
      .array(z.object({ unit: id, at: z.string().min(1).max(48), reduced: z.boolean().default(false) }).strict())
      .max(5_000),
    markers: z
      .array(z.object({ kind: id, at: z.string().min(1).max(48) }).strict())
      .max(2_000)
      .default([]),
    /**
     * The counters that start off the map and enter during play. Absent: every counter of the sides' nations that
     * is not set up (a pack whose scenarios share one set of counters lists each scenario's own, even none).
     */
    reinforcements: z.array(id).max(5_000).optional(),
    notes: localized.optional(),
    source: text(300).optional(),
  })
  .strict();

export const packSchema = z
  .object({
    format: z.literal(PACK_FORMAT),
    id,
    /**
     * The game this pack is for (`freeplay` for a pack of no particular game). That it is a game Umpire knows is
     * checked against the registry (src/engine/pack-tables.ts), which the core cannot import.
     */
    game: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a game id such as paths-of-glory, or freeplay'),
    version: z.string().regex(/^\d+(\.\d+){0,2}$/, 'must be a version such as 1 or 1.2.0'),
    title: localized,
    provenance: provenanceSchema,
    map: z.discriminatedUnion('kind', [hexMapSchema, pointMapSchema]),
    counters: z.array(counterSchema).max(5_000),
    markers: z.array(markerKindSchema).max(100).default([]),
    scenarios: z.array(scenarioSchema).min(1).max(50),
    /** Most units of one side in one hex or space (freeplay enforces it); absent: no limit. */
    stacking: z
      .object({ perLocation: z.number().int().min(1).max(100) })
      .strict()
      .optional(),
    /** Tables the rulebook lacks, by table id; each game validates its own. */
    tables: z.record(id, z.unknown()).default({}),
  })
  .strict();

export type Pack = z.infer<typeof packSchema>;
export type PackMap = Pack['map'];
export type HexMapData = z.infer<typeof hexMapSchema>;
export type PointMapData = z.infer<typeof pointMapSchema>;
export type Counter = z.infer<typeof counterSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;
export type Terrain = z.infer<typeof terrainSchema>;

export type PackResult = { ok: true; pack: Pack } | { ok: false; errors: string[] };

/** `scenarios[0].setup[12].at` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** Validates untrusted pack data: the schema first, then every cross-reference. At most 50 errors are listed. */
export function validatePack(data: unknown): PackResult {
  const parsed = packSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, 50).map((i) => `${formatPath(i.path) || 'pack'}: ${i.message}`),
    };
  }
  const errors = crossCheck(parsed.data);
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, 50) } : { ok: true, pack: parsed.data };
}

function crossCheck(pack: Pack): string[] {
  const errors: string[] = [];
  const map = pack.map;
  const terrainIds = new Set(map.terrains.map((t) => t.id));
  duplicates(
    map.terrains.map((t) => t.id),
    'map.terrains',
    errors,
  );
  const locations = new Set<string>();
  if (map.kind === 'hex') {
    duplicates(
      map.hexes.map((h) => h.id),
      'map.hexes',
      errors,
    );
    const offsets = new Set<string>();
    map.hexes.forEach((hex, i) => {
      locations.add(hex.id);
      if (!terrainIds.has(hex.terrain))
        errors.push(`map.hexes[${i}].terrain: ${hex.terrain} is not one of map.terrains`);
      const offset = hexOffset(map, hex);
      if (!offset) {
        errors.push(
          map.numbering === 'column-row'
            ? `map.hexes[${i}].id: ${hex.id} is not a four-digit column-row number`
            : `map.hexes[${i}]: a listed hex needs col and row`,
        );
        return;
      }
      const key = `${offset.col},${offset.row}`;
      if (offsets.has(key))
        errors.push(`map.hexes[${i}]: another hex already stands at column ${offset.col}, row ${offset.row}`);
      offsets.add(key);
    });
    if (errors.length === 0) {
      const grid = hexGridOf(map);
      map.hexsides.forEach((side, i) => {
        if (!grid.has(side.a)) errors.push(`map.hexsides[${i}].a: ${side.a} is not on this map`);
        else if (!grid.has(side.b)) errors.push(`map.hexsides[${i}].b: ${side.b} is not on this map`);
        else if (!grid.adjacent(side.a, side.b))
          errors.push(`map.hexsides[${i}]: ${side.a} and ${side.b} are not adjacent`);
      });
    }
  } else {
    duplicates(
      map.spaces.map((s) => s.id),
      'map.spaces',
      errors,
    );
    map.spaces.forEach((space, i) => {
      locations.add(space.id);
      if (!terrainIds.has(space.terrain))
        errors.push(`map.spaces[${i}].terrain: ${space.terrain} is not one of map.terrains`);
      if (space.x < 0 || space.x > map.width || space.y < 0 || space.y > map.height)
        errors.push(`map.spaces[${i}]: (${space.x}, ${space.y}) is outside the map's ${map.width}×${map.height}`);
    });
    duplicates(
      map.boxes.map((b) => b.id),
      'map.boxes',
      errors,
    );
    for (const box of map.boxes) {
      if (locations.has(box.id)) errors.push(`map.boxes: ${box.id} is also a space`);
      locations.add(box.id);
    }
    map.connections.forEach((c, i) => {
      if (!map.spaces.some((s) => s.id === c.a))
        errors.push(`map.connections[${i}].a: ${c.a} is not a space of this map`);
      if (!map.spaces.some((s) => s.id === c.b))
        errors.push(`map.connections[${i}].b: ${c.b} is not a space of this map`);
      if (c.a === c.b) errors.push(`map.connections[${i}]: a space cannot connect to itself`);
    });
  }
  duplicates(
    pack.counters.map((c) => c.id),
    'counters',
    errors,
  );
  duplicates(
    pack.markers.map((m) => m.id),
    'markers',
    errors,
  );
  duplicates(
    pack.scenarios.map((s) => s.id),
    'scenarios',
    errors,
  );
  const counters = new Map(pack.counters.map((c) => [c.id, c]));
  const markerKinds = new Set(pack.markers.map((m) => m.id));
  pack.scenarios.forEach((scenario, s) => {
    const sideIds = scenario.sides.map((x) => x.id);
    duplicates(sideIds, `scenarios[${s}].sides`, errors);
    if (!sideIds.includes(scenario.first))
      errors.push(`scenarios[${s}].first: ${scenario.first} is not one of its sides`);
    const nations = new Map<string, string>();
    for (const side of scenario.sides) {
      for (const nation of side.nations) {
        if (nations.has(nation)) errors.push(`scenarios[${s}].sides: nation ${nation} belongs to two sides`);
        nations.set(nation, side.id);
      }
    }
    const placed = new Set<string>();
    scenario.setup.forEach((entry, i) => {
      const counter = counters.get(entry.unit);
      if (!counter) errors.push(`scenarios[${s}].setup[${i}].unit: ${entry.unit} is not one of the pack's counters`);
      else if (!nations.has(counter.nation))
        errors.push(`scenarios[${s}].setup[${i}].unit: ${entry.unit}'s nation ${counter.nation} belongs to no side`);
      if (placed.has(entry.unit)) errors.push(`scenarios[${s}].setup[${i}].unit: ${entry.unit} is set up twice`);
      placed.add(entry.unit);
      if (!locations.has(entry.at)) errors.push(`scenarios[${s}].setup[${i}].at: ${entry.at} is not on this map`);
      if (entry.reduced && counter && !counter.reduced)
        errors.push(`scenarios[${s}].setup[${i}].reduced: ${entry.unit} has no reduced side`);
    });
    scenario.reinforcements?.forEach((unit, i) => {
      const counter = counters.get(unit);
      if (!counter) errors.push(`scenarios[${s}].reinforcements[${i}]: ${unit} is not one of the pack's counters`);
      else if (!nations.has(counter.nation))
        errors.push(`scenarios[${s}].reinforcements[${i}]: ${unit}'s nation ${counter.nation} belongs to no side`);
      if (placed.has(unit)) errors.push(`scenarios[${s}].reinforcements[${i}]: ${unit} is set up or listed already`);
      placed.add(unit);
    });
    scenario.markers.forEach((marker, i) => {
      if (!markerKinds.has(marker.kind))
        errors.push(`scenarios[${s}].markers[${i}].kind: ${marker.kind} is not one of the pack's markers`);
      if (!locations.has(marker.at)) errors.push(`scenarios[${s}].markers[${i}].at: ${marker.at} is not on this map`);
    });
  });
  return errors;
}

function duplicates(ids: readonly string[], where: string, errors: string[]): void {
  const seen = new Set<string>();
  ids.forEach((value, i) => {
    if (seen.has(value)) errors.push(`${where}[${i}].id: ${value} is used twice`);
    seen.add(value);
  });
}

function hexOffset(map: HexMapData, hex: HexMapData['hexes'][number]): { col: number; row: number } | undefined {
  if (map.numbering === 'column-row') return parseColumnRow(hex.id);
  return hex.col !== undefined && hex.row !== undefined ? { col: hex.col, row: hex.row } : undefined;
}

/** The grid of a validated hex map. */
export function hexGridOf(map: HexMapData): HexGrid {
  const hexes = map.hexes.map((h) => ({ id: h.id, ...(hexOffset(map, h) ?? { col: -1, row: -1 }) }));
  return new HexGrid(map.layout, hexes, map.hexsides);
}

/** Every place a unit can stand on this map: hexes, or spaces and off-map boxes. */
export function locationIds(map: PackMap): string[] {
  return map.kind === 'hex'
    ? map.hexes.map((h) => h.id)
    : [...map.spaces.map((s) => s.id), ...map.boxes.map((b) => b.id)];
}

/** A place's display name: its printed name and id (`Paris (19)`), or the id alone. */
export function locationName(map: PackMap, at: string): string {
  if (map.kind === 'hex') {
    const hex = map.hexes.find((h) => h.id === at);
    return hex?.name ? `${hex.name} (${hex.id})` : at;
  }
  const space = map.spaces.find((s) => s.id === at);
  if (space) return space.name ?? space.id;
  const box = map.boxes.find((b) => b.id === at);
  return box ? box.name.en : at;
}
