import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Lang } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import { font } from './fonts.js';
import type { Rect } from './geometry.js';
import { drawHexMap } from './hexmap.js';
import { planMap, type MapPlan } from './layout.js';
import { drawHighlightsOver, drawHighlightsUnder } from './overlay.js';
import { paletteOf, type Palette } from './palette.js';
import { drawPieces, layoutPieces } from './pieces.js';
import { drawPlaceNames, drawPointMap } from './pointmap.js';
import { TITLE_BACKGROUND, drawSchematicBanner, drawTitleBar } from './title.js';
import { drawTracks, planTracks, type TrackPanel } from './tracks.js';
import { drawShade, supplyPlaces } from './supply.js';
import type { RenderInput } from './types.js';

/**
 * The picture of one action as Discord shows it: about 550 px wide. The whole map at that width is dots and
 * boxes, so this picture shows the area around what the action changed (or around a place asked for), zoomed so
 * that counters come out about FOCUS_COUNTER_AT_PREVIEW pixels wide in the preview, with a small overview of the
 * whole map in a corner locating it. It is drawn as vectors through a transform of the whole map's layout, so it
 * is as sharp as the full picture and uses the same positions, counters and highlights.
 *
 * The picture is 1100 px wide (twice the preview): crisp when opened, exactly half-size in the thread.
 */

export const FOCUS_WIDTH = 1100;
export const FOCUS_HEIGHT = 800;
/** Discord's preview width: what legibility is judged at. */
export const PREVIEW_WIDTH = 550;
/** A counter's side in the 550-px preview (so strengths and names read there). */
const FOCUS_COUNTER_AT_PREVIEW = 38;
/** When the area to show is this much of the map or more, the whole map is the better picture. */
const MOSTLY_WHOLE = 0.75;
/** The overview's width in the picture (half that in the preview). */
const OVERVIEW_WIDTH = 270;
/** The layout the zoom works from: the whole map at the default picture size. */
const BASE = { width: 1600, height: 1200 };

/** The zoomed picture's layout: where the title, banner and map area are, and the part of the map shown. */
export interface FocusPlan {
  readonly plan: MapPlan;
  readonly palette: Palette;
  readonly title: Rect;
  readonly heading: Heading;
  readonly banner?: Rect;
  /** Where the map is drawn in the picture. */
  readonly area: Rect;
  /** The part of the whole map's layout (plan coordinates) shown in `area`. */
  readonly crop: Rect;
  /** Plan pixels → picture pixels. */
  readonly zoom: number;
  readonly overview: Rect;
  /** The view's tracks along the bottom. */
  readonly tracks?: TrackPanel;
}

/** The places the picture should centre on: the last action's, or the one asked for; none means the whole map. */
export function focusPlaces(input: RenderInput): string[] {
  const frame = input.frame ?? 'whole';
  if (frame === 'whole') return [];
  if (typeof frame === 'object') return [frame.at];
  const h = input.view.highlights;
  return [
    ...(h.moves ?? []).flatMap((m) => [m.from, m.to]),
    ...(h.combat ?? []),
    ...(h.losses ?? []),
    ...supplyPlaces(h),
  ];
}

let measurer: SKRSContext2D | undefined;
const plans = new Map<string, { plan: MapPlan; palette: Palette }>();

function baseLayout(input: RenderInput): { plan: MapPlan; palette: Palette } {
  const key = `${input.pack.id}@${input.pack.version}|${input.lang}|${JSON.stringify(input.sides)}`;
  let hit = plans.get(key);
  if (!hit) {
    measurer ??= createCanvas(4, 4).getContext('2d');
    const palette = paletteOf(input.pack, input.sides);
    hit = { plan: planMap(measurer, input.pack, palette, input.lang, BASE.width, BASE.height), palette };
    if (plans.size > 16) plans.clear();
    plans.set(key, hit);
  }
  return hit;
}

/**
 * The zoomed layout for `input`, or undefined when the whole map is the picture to draw: no place to centre on,
 * a place this map does not have, or an area that is most of the map anyway.
 */
export function planFocus(input: RenderInput): FocusPlan | undefined {
  const wanted = focusPlaces(input);
  if (wanted.length === 0) return undefined;
  const { plan, palette } = baseLayout(input);
  const places = wanted.map((id) => plan.places.get(id)).filter((p) => p !== undefined);
  if (places.length === 0) return undefined;

  const heading = headingOf(input, FOCUS_WIDTH - 2 * TITLE_PAD);
  const titleH = heading.split ? 140 : 96;
  const title: Rect = { x: 0, y: 0, w: FOCUS_WIDTH, h: titleH };
  const bannerH = 40;
  const banner: Rect | undefined =
    input.pack.provenance.kind === 'schematic' ? { x: 0, y: titleH, w: FOCUS_WIDTH, h: bannerH } : undefined;
  const top = titleH + (banner ? bannerH : 0);
  measurer ??= createCanvas(4, 4).getContext('2d');
  const panelH = planTracks(measurer, input.view.tracks, input.lang, FOCUS_WIDTH, 0, TRACKS_PX)?.rect.h ?? 0;
  const tracks = planTracks(measurer, input.view.tracks, input.lang, FOCUS_WIDTH, FOCUS_HEIGHT - panelH, TRACKS_PX);
  const area: Rect = { x: 0, y: top, w: FOCUS_WIDTH, h: FOCUS_HEIGHT - top - panelH };
  const aspect = area.w / area.h;

  // What must show: each place whole (a box, or a space with its name underneath), a counter's width round it.
  const pad = plan.counter * 1.6;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of places) {
    const r = p.rect ?? {
      x: p.centre.x - plan.radius,
      y: p.centre.y - plan.radius,
      w: 2 * plan.radius,
      h: 2 * plan.radius,
    };
    [x0, y0] = [Math.min(x0, r.x - pad), Math.min(y0, r.y - pad)];
    [x1, y1] = [Math.max(x1, r.x + r.w + pad), Math.max(y1, r.y + r.h + pad + plan.fonts.placeName * 1.5)];
  }
  const zoomWanted = (FOCUS_COUNTER_AT_PREVIEW * FOCUS_WIDTH) / PREVIEW_WIDTH / plan.counter;
  let w = Math.max(area.w / zoomWanted, x1 - x0, (y1 - y0) * aspect);
  let h = w / aspect;
  const map = plan.map;
  if (w >= map.w * MOSTLY_WHOLE && h >= map.h * MOSTLY_WHOLE) return undefined;
  if (w > map.w && h > map.h) return undefined;
  // Centred on what must show, moved inside the map where it can be.
  const fit = (centre: number, size: number, lo: number, extent: number) =>
    size >= extent ? lo + (extent - size) / 2 : Math.min(Math.max(centre - size / 2, lo), lo + extent - size);
  const crop: Rect = {
    x: fit((x0 + x1) / 2, w, map.x, map.w),
    y: fit((y0 + y1) / 2, h, map.y, map.h),
    w,
    h,
  };
  const zoom = area.w / w;
  w = OVERVIEW_WIDTH;
  h = Math.round((OVERVIEW_WIDTH * map.h) / map.w);
  if (h > area.h * 0.45) [w, h] = [Math.round((area.h * 0.45 * map.w) / map.h), Math.round(area.h * 0.45)];
  // In the corner farthest from what the action changed, so it never covers it.
  const cx = ((x0 + x1) / 2 - crop.x) * zoom;
  const cy = ((y0 + y1) / 2 - crop.y) * zoom;
  const margin = 12;
  const overview: Rect = {
    x: cx > area.w / 2 ? area.x + margin : area.x + area.w - w - margin,
    y: cy > area.h / 2 ? area.y + margin : area.y + area.h - h - margin,
    w,
    h,
  };
  return {
    plan,
    palette,
    title,
    heading,
    ...(banner ? { banner } : {}),
    area,
    crop,
    zoom,
    overview,
    ...(tracks ? { tracks } : {}),
  };
}

const TITLE_PX = 30;
/** The track panel's lettering: 10 px at the preview's half size. */
const TRACKS_PX = 20;
/** Below this the game and the scenario go on lines of their own... */
const TITLE_ONE_LINE_MIN_PX = 22;
/** ...and below this a name is too small to read at 550 px. */
const TITLE_MIN_PX = 16;
const TITLE_PAD = 16;

/** How the game and scenario are set: their size, and whether the scenario has a line of its own. */
export interface Heading {
  readonly px: number;
  readonly split: boolean;
}

/** The widths of the game's name and of the scenario's (set 10% smaller) at `px`. */
export function headingWidths(input: RenderInput, px: number): { game: number; scenario: number } {
  measurer ??= createCanvas(4, 4).getContext('2d');
  measurer.font = font('bold', px);
  const game = measurer.measureText(input.title.game[input.lang]).width;
  measurer.font = font('regular', px * 0.9);
  return { game, scenario: measurer.measureText(`  ${input.title.scenario[input.lang]}`).width };
}

/**
 * The largest size at which the title fits whole, never cut: on one line down to TITLE_ONE_LINE_MIN_PX, else the
 * scenario under the game, down to TITLE_MIN_PX.
 */
function headingOf(input: RenderInput, room: number): Heading {
  for (let px = TITLE_PX; px >= TITLE_ONE_LINE_MIN_PX; px--) {
    const w = headingWidths(input, px);
    if (w.game + w.scenario <= room) return { px, split: false };
  }
  let px = TITLE_PX;
  for (; px > TITLE_MIN_PX; px--) {
    const w = headingWidths(input, px);
    if (Math.max(w.game, w.scenario) <= room) break;
  }
  return { px, split: true };
}

/**
 * Draws the zoomed picture of `focus` into a new canvas, or into `into` (a FOCUS_WIDTH × FOCUS_HEIGHT canvas kept
 * between pictures, cleared first: the same pixels as a new one, without a new 3.5 MB surface a picture for the
 * allocator and the garbage collector). `cached` false: the map under the area and the overview drawn afresh as
 * vectors, as before they were cached (the benchmark's reference).
 */
export function drawFocus(input: RenderInput, focus: FocusPlan, cached = true, into?: Canvas): Canvas {
  const canvas = into ?? createCanvas(FOCUS_WIDTH, FOCUS_HEIGHT);
  if (canvas.width !== FOCUS_WIDTH || canvas.height !== FOCUS_HEIGHT)
    throw new Error(
      `drawFocus: a ${canvas.width}×${canvas.height} canvas for a ${FOCUS_WIDTH}×${FOCUS_HEIGHT} picture`,
    );
  const ctx = canvas.getContext('2d');
  // Back to a new canvas' state: every pixel transparent, no transform, clip or style left from the last picture.
  if (into) ctx.reset();
  ctx.lang = 'en';
  const { plan, palette, area, crop, zoom } = focus;
  const pieces = layoutPieces(plan, input.view.pieces, input.pack, palette);

  ctx.save();
  ctx.beginPath();
  ctx.rect(area.x, area.y, area.w, area.h);
  ctx.clip();
  // The zoomed map's pixel at (zx, zy) lands at (zx - ox, zy - oy): a whole-pixel offset, so that the map can be
  // stamped from tiles drawn once at this zoom, and the pieces drawn over it line up exactly.
  const ox = Math.round(crop.x * zoom - area.x);
  const oy = Math.round(crop.y * zoom - area.y);
  if (cached) stampMapTiles(ctx, input, focus, ox, oy);
  ctx.translate(-ox, -oy);
  ctx.scale(zoom, zoom);
  if (!cached) drawMapOnly(ctx, input.pack, plan, input.lang, false);
  drawShade(ctx, plan, input.view.shade, palette);
  drawHighlightsUnder(ctx, plan, input.view.highlights, pieces);
  drawPieces(ctx, pieces, undefined);
  // Names over the counters, so that a stack never hides where it stands.
  if (input.pack.map.kind === 'points') drawPlaceNames(ctx, plan, input.pack.map);
  drawHighlightsOver(ctx, plan, input.view.highlights);
  ctx.restore();

  drawOverview(ctx, input, focus, cached);
  drawTitle(ctx, input, focus);
  if (focus.tracks && input.view.tracks) drawTracks(ctx, focus.tracks, input.view.tracks, palette, input.lang);
  if (focus.banner) drawSchematicBanner(ctx, focus.banner, 22, input.lang);
  return canvas;
}

/** The side of a cached map tile, in picture pixels. */
const TILE = 256;
/** Tiles kept (256 KB each): 40 MB, the whole of a small map at its zoom, or the busy areas of a few big ones. */
const MAX_TILES = 160;
const tiles = new Map<string, Canvas>();
/** The layout each tile was drawn from: a pack reloaded under the same id and version is drawn afresh. */
const tilePlans = new WeakMap<Canvas, MapPlan>();

/**
 * The static map under the area, stamped from tiles of the map drawn once at this zoom (an LRU of MAX_TILES), rather
 * than every place of the map issued again as vectors for each picture (bench/render-job.ts: 1.8 against 9.9 ms to
 * issue a demo picture's drawing, p10). Tiles are whole-pixel squares of the map drawn through the same transform,
 * so stamping them side by side gives the pixels one drawing of the area would.
 */
function stampMapTiles(ctx: SKRSContext2D, input: RenderInput, focus: FocusPlan, ox: number, oy: number): void {
  const { plan, area, zoom } = focus;
  const layer = `${input.pack.id}@${input.pack.version}|${input.lang}|${JSON.stringify(input.sides)}|${zoom}`;
  const [i0, i1] = [Math.floor((area.x + ox) / TILE), Math.floor((area.x + area.w + ox - 1) / TILE)];
  const [j0, j1] = [Math.floor((area.y + oy) / TILE), Math.floor((area.y + area.h + oy - 1) / TILE)];
  const wanted: { key: string; i: number; j: number; tile: Canvas | undefined }[] = [];
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      const key = `${layer}|${i},${j}`;
      const hit = tiles.get(key);
      wanted.push({ key, i, j, tile: hit && tilePlans.get(hit) === plan ? hit : undefined });
    }
  }
  // The tiles missing are drawn together, the map issued once over the box that holds them and cut into tiles, so
  // that a picture on a part of the map not drawn yet costs what drawing it as vectors did, not that once a tile.
  const missing = wanted.filter((w) => !w.tile);
  if (missing.length > 0) {
    const [mi, mj] = [Math.min(...missing.map((w) => w.i)), Math.min(...missing.map((w) => w.j))];
    const [ni, nj] = [Math.max(...missing.map((w) => w.i)) - mi + 1, Math.max(...missing.map((w) => w.j)) - mj + 1];
    const box = createCanvas(ni * TILE, nj * TILE);
    const b = box.getContext('2d');
    b.lang = 'en';
    b.translate(-mi * TILE, -mj * TILE);
    b.scale(zoom, zoom);
    drawMapOnly(b, input.pack, plan, input.lang, false);
    for (const w of missing) {
      const tile = createCanvas(TILE, TILE);
      const t = tile.getContext('2d');
      t.imageSmoothingEnabled = false;
      t.drawImage(box, (w.i - mi) * TILE, (w.j - mj) * TILE, TILE, TILE, 0, 0, TILE, TILE);
      tilePlans.set(tile, plan);
      w.tile = tile;
    }
  }
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  for (const w of wanted) {
    tiles.delete(w.key);
    tiles.set(w.key, w.tile!);
    ctx.drawImage(w.tile!, w.i * TILE - ox, w.j * TILE - oy);
  }
  while (tiles.size > MAX_TILES) tiles.delete(tiles.keys().next().value!);
  ctx.restore();
}

/** Drops the cached map tiles and overviews (tests; a worker that wants its memory back). */
export function clearFocusCaches(): void {
  tiles.clear();
  overviews.clear();
  plans.clear();
}

function drawMapOnly(ctx: SKRSContext2D, pack: Pack, plan: MapPlan, lang: Lang, names = true): void {
  if (pack.map.kind === 'hex') drawHexMap(ctx, plan, pack.map);
  else drawPointMap(ctx, plan, pack.map, lang, names);
}

/** The whole map small, framed, with the part shown outlined in red. */
function drawOverview(ctx: SKRSContext2D, input: RenderInput, focus: FocusPlan, cached: boolean): void {
  const { plan, overview: o, crop } = focus;
  const s = o.w / plan.map.w;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 10;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(o.x - 3, o.y - 3, o.w + 6, o.h + 6);
  ctx.restore();
  if (cached) ctx.drawImage(overviewImage(input, focus), o.x, o.y);
  else {
    // As before the cache (the benchmark's reference): every place of the map drawn small, clipped.
    ctx.save();
    ctx.beginPath();
    ctx.rect(o.x, o.y, o.w, o.h);
    ctx.clip();
    ctx.translate(o.x - plan.map.x * s, o.y - plan.map.y * s);
    ctx.scale(s, s);
    drawMapOnly(ctx, input.pack, plan, input.lang);
    ctx.restore();
  }
  ctx.save();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#d62828';
  const rx = o.x + (crop.x - plan.map.x) * s;
  const ry = o.y + (crop.y - plan.map.y) * s;
  ctx.strokeRect(Math.max(o.x, rx), Math.max(o.y, ry), Math.min(crop.w * s, o.w), Math.min(crop.h * s, o.h));
  ctx.restore();
}

const overviews = new Map<string, Canvas>();

/**
 * The overview's map, the same for every picture of a pack, language and set of sides (only its corner and the
 * red outline change): drawn once and kept (16 at most, ~0.2 MB each), instead of drawing every place of the
 * map again for each action's picture (4–27 ms on the built-in packs). Drawn on white, as in the picture, at
 * the picture's pixel grid (the overview's corner is a whole pixel), so stamping it gives the same pixels.
 */
function overviewImage(input: RenderInput, focus: FocusPlan): Canvas {
  const { plan, overview: o } = focus;
  const key = `${input.pack.id}@${input.pack.version}|${input.lang}|${JSON.stringify(input.sides)}|${o.w}×${o.h}`;
  let image = overviews.get(key);
  if (image && overviewPlans.get(image) === plan) return image;
  const s = o.w / plan.map.w;
  image = createCanvas(o.w, o.h);
  const ctx = image.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, o.w, o.h);
  ctx.translate(-plan.map.x * s, -plan.map.y * s);
  ctx.scale(s, s);
  drawMapOnly(ctx, input.pack, plan, input.lang);
  if (overviews.size >= 16) overviews.delete(overviews.keys().next().value!);
  overviews.set(key, image);
  overviewPlans.set(image, plan);
  return image;
}

/** The layout each overview was drawn from: a pack reloaded under the same id and version is drawn afresh. */
const overviewPlans = new WeakMap<Canvas, MapPlan>();

/**
 * Two lines, never cut: the game and scenario above, the turn, phase and side to play below (drawn by the full
 * picture's title bar). A name too long for the width is set smaller rather than cut.
 */
function drawTitle(ctx: SKRSContext2D, input: RenderInput, focus: FocusPlan): void {
  const { title, heading } = focus;
  const { px, split } = heading;
  const lang = input.lang;
  const game = input.title.game[lang];
  const scenario = input.title.scenario[lang].trim();
  const lineH = title.h / (split ? 3 : 2);
  ctx.save();
  ctx.fillStyle = TITLE_BACKGROUND;
  ctx.fillRect(title.x, title.y, title.w, title.h);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.font = font('bold', px);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(game, title.x + TITLE_PAD, title.y + lineH * 0.6);
  const gw = ctx.measureText(game).width;
  ctx.font = font('regular', px * 0.9);
  ctx.fillStyle = '#c9d3da';
  if (split) ctx.fillText(scenario, title.x + TITLE_PAD, title.y + lineH * 1.5);
  else ctx.fillText(`  ${scenario}`, title.x + TITLE_PAD + gw, title.y + lineH * 0.6);
  ctx.restore();
  drawTitleBar(
    ctx,
    { x: title.x, y: title.y + title.h - lineH, w: title.w, h: lineH },
    Math.round(TITLE_PX * 0.85),
    { game: { en: '', it: '' }, scenario: { en: '', it: '' } },
    input.view.status,
    focus.palette,
    lang,
  );
}
