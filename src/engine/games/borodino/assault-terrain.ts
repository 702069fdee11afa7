/**
 * The defender's terrain in an assault (9.53 and the Terrain Table's Assault column), and the terrain a
 * cavalry charge may not enter (9.81).
 *
 * Reading (README, "terrain modifiers"): the defender's hex terrain, an emplacement and the hexside the
 * assault crosses all apply together ([i] only makes sense so: it cancels the open +1 that would otherwise
 * add to a slope or a stream). When the defender is assaulted from several hexes across different
 * hexsides, 9.53 picks one direction: the defender's choice if any of his terrain gives him at least −1,
 * otherwise the attacker's. `single` switches to the other reading: only one terrain modifier ever applies.
 */
import { z } from 'zod';
import { loc, type Localized } from '../../core/localized.js';
import type { Modifier } from '../../core/ruling.js';
import { assaultDrm, terrainRow, type TerrainId } from './tables.js';

export const HEX_TERRAIN = ['open', 'woods', 'marsh', 'cultivated', 'town', 'rubble'] as const;
export const HEXSIDES = [
  'entrenchment',
  'slope-up',
  'steep-slope-up',
  'slope-down',
  'steep-slope-down',
  'wall',
  'stream',
  'banked-stream',
  'steep-banked-stream',
  'very-steep-banked-stream',
  'bridge',
  'ford',
] as const;
export type HexTerrain = (typeof HEX_TERRAIN)[number];
export type Hexside = (typeof HEXSIDES)[number];

/** A hex has six sides: at most six directions of assault. */
const MAX_DIRECTIONS = 6;

/** `banked-stream` or `stream,none`: the hexside crossed from each attacking hex (`none` for a plain side). */
export const hexsideList = z.string().transform((text, ctx) => {
  const parts = text
    .split(/[\s,;]+/)
    .filter((p) => p !== '')
    .map((p) => p.toLowerCase());
  const known = (p: string): p is Hexside | 'none' => p === 'none' || (HEXSIDES as readonly string[]).includes(p);
  if (parts.length < 1 || parts.length > MAX_DIRECTIONS || !parts.every(known)) {
    ctx.addIssue({
      code: 'custom',
      message: `expected the hexside crossed from each attacking hex, separated by commas (e.g. banked-stream or stream,none), each one of: none, ${HEXSIDES.join(', ')}`,
    });
    return z.NEVER;
  }
  return parts as (Hexside | 'none')[];
});

export interface TerrainQuery {
  readonly terrain?: HexTerrain | undefined;
  readonly hexsides?: readonly (Hexside | 'none')[] | undefined;
  readonly emplacement: boolean;
  /** 9.53: attacked from a Frontal hex with a free, uncontrolled flank hex. */
  readonly openFlank: boolean;
  /** [j]: infantry attacking cavalry never gets the open +1. */
  readonly infantryVsCavalry: boolean;
  readonly single: boolean;
}

export interface TerrainAnswer {
  readonly drm: number;
  /** One modifier per terrain feature used, for the roll's explanation. */
  readonly modifiers: readonly Modifier[];
  readonly notes: readonly Localized[];
}

interface Feature {
  readonly id: TerrainId;
  readonly drm: number;
}

const label = (id: TerrainId): Localized => terrainRow(id).name;

function cancelsOpen(id: Hexside | 'none'): boolean {
  if (id === 'none') return false;
  const cell = terrainRow(id).assault;
  return cell.kind === 'drm' && cell.cancelsOpen === true;
}

export function assaultTerrain(q: TerrainQuery): TerrainAnswer {
  const notes: Localized[] = [];
  const directions = q.hexsides && q.hexsides.length > 0 ? q.hexsides : (['none'] as const);

  // The features that apply from each direction of assault.
  const byDirection: Feature[][] = directions.map((side) => {
    const features: Feature[] = [];
    if (q.terrain === 'open') {
      const open = q.openFlank && !q.infantryVsCavalry && !cancelsOpen(side);
      features.push({ id: 'open', drm: open ? assaultDrm('open') : 0 });
    } else if (q.terrain) features.push({ id: q.terrain, drm: assaultDrm(q.terrain) });
    if (q.emplacement) features.push({ id: 'emplacement', drm: assaultDrm('emplacement') });
    if (side !== 'none') features.push({ id: side, drm: assaultDrm(side) });
    return features;
  });

  if (q.terrain === 'open') {
    if (q.infantryVsCavalry)
      notes.push(
        loc(
          'Infantry attacking cavalry never gets the open +1 (9.53, [j]).',
          'La fanteria che attacca cavalleria non riceve mai il +1 del terreno aperto (9.53, [j]).',
        ),
      );
    else if (!q.openFlank)
      notes.push(
        loc(
          'Open +1 not applied: it needs an attack from a Frontal hex and a free flank hex (9.53).',
          '+1 del terreno aperto non applicato: serve un assalto da un esagono frontale e un esagono di fianco libero (9.53).',
        ),
      );
    else if (directions.some(cancelsOpen))
      notes.push(
        loc(
          'The hexside crossed cancels the open +1 ([i]).',
          "Il lato d'esagono attraversato annulla il +1 del terreno aperto ([i]).",
        ),
      );
  }

  // 9.53: the defender chooses when any of his terrain gives him at least −1; otherwise the attacker.
  const all = byDirection.flat();
  const defenderChooses = all.some((f) => f.drm <= -1);
  const pickBest = (values: readonly number[]) => (defenderChooses ? Math.min(...values) : Math.max(...values));

  let used: Feature[];
  if (q.single) {
    if (all.length === 0) used = [];
    else {
      const best = pickBest(all.map((f) => f.drm));
      used = [all.find((f) => f.drm === best) as Feature];
    }
  } else {
    const totals = byDirection.map((fs) => fs.reduce((s, f) => s + f.drm, 0));
    const best = pickBest(totals);
    used = byDirection[totals.indexOf(best)] ?? [];
  }

  const choice = q.single ? all.length > 1 : byDirection.length > 1;
  if (choice)
    notes.push(
      defenderChooses
        ? loc(
            'The defender chooses the terrain modifier (9.53).',
            'Il difensore sceglie quale modificatore di terreno usare (9.53).',
          )
        : loc(
            'The attacker chooses the terrain modifier (9.53).',
            "L'attaccante sceglie quale modificatore di terreno usare (9.53).",
          ),
    );
  if (q.single && all.length > 1)
    notes.push(
      loc(
        'Only one terrain modifier applies (--single-terrain).',
        'Si applica un solo modificatore di terreno (--single-terrain).',
      ),
    );

  const modifiers = used.filter((f) => f.drm !== 0).map((f) => ({ label: label(f.id), value: f.drm, rule: '9.53' }));
  return { drm: used.reduce((s, f) => s + f.drm, 0), modifiers, notes };
}

/** Italian and English name of a terrain choice. */
export const terrainName = (id: TerrainId): Localized => terrainRow(id).name;

/**
 * 9.81 LIMITATIONS: no charge against a unit in marsh, woods or a village, and no charge into a target hex
 * costing cavalry more than 2 MP (hex cost, plus an emplacement, plus the hexside crossed; NA is never
 * allowed). Returns the option at fault and the reason, or null.
 */
export function chargeTerrainRefusal(
  terrain: HexTerrain | undefined,
  hexsides: readonly (Hexside | 'none')[] | undefined,
  emplacement: boolean,
): { option: 'terrain' | 'emplacement' | 'hexside'; message: string } | null {
  if (terrain === 'marsh' || terrain === 'woods' || terrain === 'town')
    return { option: 'terrain', message: `cavalry may not charge a unit in ${terrainRow(terrain).name.en} (9.81)` };
  const costOf = (id: TerrainId): number | null => {
    const cell = terrainRow(id).cavalry;
    return typeof cell === 'object' ? cell.mp : null;
  };
  const tooDear = (mp: number) => `the target hex costs cavalry ${mp} MP; a charge allows at most 2 (9.81)`;
  let mp = terrain ? (costOf(terrain) ?? 0) : 0;
  if (mp > 2) return { option: 'terrain', message: tooDear(mp) };
  if (emplacement) {
    const add = costOf('emplacement');
    if (add === null)
      return { option: 'emplacement', message: 'cavalry may not enter an emplacement (Terrain Table NA, 9.81)' };
    mp += add;
    if (mp > 2) return { option: 'emplacement', message: tooDear(mp) };
  }
  for (const side of hexsides ?? []) {
    if (side === 'none') continue;
    const add = costOf(side);
    if (add === null)
      return {
        option: 'hexside',
        message: `cavalry may not charge across ${terrainRow(side).name.en} (Terrain Table NA, 9.81)`,
      };
    if (mp + add > 2) return { option: 'hexside', message: `${tooDear(mp + add)}, across ${terrainRow(side).name.en}` };
  }
  return null;
}
