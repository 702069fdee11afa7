import { createHash } from 'node:crypto';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Lang } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import { altText } from './alt-text.js';
import { SpriteCache } from './counters.js';
import { loadFonts } from './fonts.js';
import { FOCUS_HEIGHT, FOCUS_WIDTH, clearFocusCaches, drawFocus, planFocus, type FocusPlan } from './focus.js';
import { drawHexMap } from './hexmap.js';
import { drawLegend } from './legend.js';
import { hexViewport, planMap, type MapPlan, type Viewport } from './layout.js';
import type { Highlights, Shade } from '../engine/core/game.js';
import {
  drawHighlightsOver,
  drawHighlightsUnder,
  highlightRows,
  mergeBands,
  piecesRows,
  type Band,
} from './overlay.js';
import { paletteOf, type Palette } from './palette.js';
import { drawPieces, layoutPieces, type PieceLayout } from './pieces.js';
import { BandedPng, encodeIndexedPng, encodePng } from './png.js';
import { drawPointMap } from './pointmap.js';
import { quantise } from './quantise.js';
import { drawShade, supplyLegend, supplyPlaces, supplyRows } from './supply.js';
import { drawSchematicBanner, drawTitleBar } from './title.js';
import { drawTracks, planTracks, trackShapes, type TrackPanel } from './tracks.js';
import type { RenderInput, RenderedMap } from './types.js';

/**
 * view → PNG. The static part of a picture (map, legend, banner) is drawn once per pack, size, language and set
 * of sides, and kept as an image, with its rows already deflated; each picture redraws the title bar and, over
 * the map, only the rows where its counters and last action differ from the last picture's (stamping the static
 * map there, then the counters from pre-drawn sprites), reads back those rows alone, and re-deflates only the
 * bands of rows whose pixels changed (png.ts, BandedPng). An action's zoomed picture (focus.ts) is drawn whole
 * and written as an indexed-colour PNG (quantise.ts). Canvases are reused: the frame per size, the static
 * layers in a small LRU, so a long-lived worker does not grow (it is also recycled on RSS).
 */

export const DEFAULT_WIDTH = 1600;
export const DEFAULT_HEIGHT = 1200;
/** Counters smaller than this at the default size make the picture grow (when the caller gave no size)... */
const READABLE_COUNTER = 40;
/** ...by at most this much (2560×1920: about 1.5 MB of PNG, well under Discord's 10 MiB). */
const MAX_GROWTH = 1.6;
const MAX_SIZE = 4096;
/** Static layers kept (each holds two canvases and the PNG's copy of the frame: 23 MB at 1600×1200, 59 MB at
 * 2560×1920)... */
const MAX_STATIC_LAYERS = 4;
/** ...and no more than this many bytes of them. */
const MAX_STATIC_BYTES = 128 * 1024 * 1024;

export interface RenderOptions {
  /**
   * `false` draws everything afresh into a new canvas, counters included, and encodes with the canvas' own PNG
   * encoder: the naive path the benchmark compares against. Default `true`.
   */
  readonly cached?: boolean;
  /**
   * `'whole'` is the path as it was before pictures were encoded by what changed, kept as the reference the
   * benchmark measures the default against: the whole map redraws every row the last picture drew on and reads
   * back and encodes the whole frame as RGBA (png.ts's encodePng); an action's picture draws its overview afresh
   * and is written as RGBA. The default, `'fewest'`: the whole map redraws, reads back and re-deflates only the
   * rows that changed since its last picture (BandedPng: the same pixels, lossless), and an action's picture
   * is an indexed-colour PNG (quantise.ts: about 40% of the bytes).
   */
  readonly encoding?: 'fewest' | 'whole';
}

interface StaticLayer {
  readonly plan: MapPlan;
  readonly palette: Palette;
  /** The view's tracks along the bottom (redrawn whole on every picture, as the title bar is). */
  readonly tracks: TrackPanel | undefined;
  /** The map, legend and banner: never drawn on once made. */
  readonly canvas: Canvas;
  /** The picture: the static layer plus the last picture's title bar and pieces. */
  readonly frame: Canvas;
  /** Rows the last picture drew pieces or highlights on (the title bar is always redrawn whole). */
  dirty: readonly Band[] | undefined;
  /** What the last picture drew over the map, to redraw only where the next one differs. */
  drawn: Drawn | undefined;
  /** Rows drawn since `png` last read the frame (undefined: any row may have changed). */
  unread: Band[] | undefined;
  /** The frame's PNG, band by band: primed with the static layer, so its rows are deflated once. */
  readonly png: BandedPng;
}

/** Rows redrawn beyond the rows read back (see renderMap). */
const MARGIN = 8;

const statics = new Map<string, StaticLayer>();
const sprites = new SpriteCache();
const packKeys = new WeakMap<Pack, string>();
let measurer: SKRSContext2D | undefined;

export async function renderMap(input: RenderInput, options: RenderOptions = {}): Promise<RenderedMap> {
  loadFonts();
  const focus = planFocus(input);
  if (focus) return renderFocused(input, focus, options);
  const { width, height } = pictureSize(input);
  const cached = options.cached ?? true;
  const started = performance.now();
  let canvas: Canvas;
  let layer: StaticLayer | undefined;
  if (cached) {
    layer = staticLayer(input, width, height);
    canvas = layer.frame;
    const ctx = context(canvas);
    const pieces = layoutPieces(layer.plan, input.view.pieces, input.pack, layer.palette);
    const drawn = drawnOf(layer.plan, pieces, input.view.highlights, input.view.shade);
    // Rows where this picture can differ from the last one (undefined: unknown, after a failure or at first).
    const changed = layer.dirty && layer.drawn ? changedRows(layer.drawn, drawn, layer.plan) : undefined;
    // Redrawn a few rows wider than read back: near the edge of the clip, counters come out a little unlike a
    // full redraw's (up to 33 levels, measured, within 4 rows), so those rows are drawn but never read. A row
    // of that margin is read only once a later picture redraws it inside its own band.
    const only =
      options.encoding === 'whole' || !changed
        ? undefined
        : mergeBands(
            changed.map(([a, b]) => [a - MARGIN, b + MARGIN]),
            layer.plan.map.y,
            layer.plan.map.y + layer.plan.map.h,
          );
    // Put back the static map where the last picture drew (or only where this one differs from it), rather than
    // copying the whole picture. The static layer is opaque, so drawing it over restores those rows exactly,
    // unsmoothed. (Not with 'copy': that operator clears everything outside the image drawn.)
    ctx.imageSmoothingEnabled = false;
    for (const [y0, y1] of only ?? layer.dirty ?? [[0, height]])
      ctx.drawImage(layer.canvas, 0, y0, width, y1 - y0, 0, y0, width, y1 - y0);
    ctx.imageSmoothingEnabled = true;
    // Should drawing fail half-way, the next picture restores everything.
    const unread = layer.unread;
    [layer.dirty, layer.drawn, layer.unread] = [undefined, undefined, undefined];
    drawDynamic(ctx, input, layer.plan, layer.palette, sprites, pieces, only, layer.tracks);
    [layer.dirty, layer.drawn] = [drawn.rows, drawn];
    const title = layer.plan.title;
    const tracks: Band[] = layer.tracks ? [[layer.tracks.rect.y, layer.tracks.rect.y + layer.tracks.rect.h]] : [];
    if (changed && unread)
      layer.unread = mergeBands([...unread, ...changed, [title.y, title.y + title.h], ...tracks], 0, height);
  } else {
    canvas = createCanvas(width, height);
    const ctx = context(canvas);
    const { plan, palette, tracks } = layoutOf(input, width, height, viewportOf(input));
    drawStatic(ctx, input.pack, plan, input.lang);
    const pieces = layoutPieces(plan, input.view.pieces, input.pack, palette);
    drawDynamic(ctx, input, plan, palette, undefined, pieces, undefined, tracks);
  }
  // The canvas records drawing and rasterises it when the pixels are read: reading them back is drawing time.
  // The default reads back only the rows drawn since the PNG's last picture, when they are known.
  let pixels: Uint8Array | undefined;
  if (layer && options.encoding !== 'whole') {
    if (layer.unread) {
      const ctx = context(canvas);
      for (const [y0, y1] of layer.unread) layer.png.update(y0, ctx.getImageData(0, y0, width, y1 - y0).data);
    } else layer.png.update(0, canvas.data());
    layer.unread = [];
  } else if (layer) pixels = canvas.data();
  const drawn = performance.now();
  const png = !layer
    ? await canvas.encode('png')
    : options.encoding === 'whole'
      ? encodePng(pixels!, width, height)
      : layer.png.finish();
  const encoded = performance.now();
  return {
    png,
    width,
    height,
    alt: altText(input),
    drawMs: drawn - started,
    encodeMs: encoded - drawn,
  };
}

/**
 * The action picture's canvas and its indices, kept from one picture to the next (each is drawn, read back and
 * encoded before the next begins: nothing here awaits), rather than a new 3.5 MB surface and 0.9 MB of indices
 * for the allocator and the garbage collector each time.
 */
let focusCanvas: Canvas | undefined;
let focusIndices: Buffer | undefined;

async function renderFocused(input: RenderInput, focus: FocusPlan, options: RenderOptions): Promise<RenderedMap> {
  const started = performance.now();
  const fresh = options.encoding === 'whole';
  const canvas = drawFocus(
    input,
    focus,
    !fresh,
    fresh ? undefined : (focusCanvas ??= createCanvas(FOCUS_WIDTH, FOCUS_HEIGHT)),
  );
  const pixels = canvas.data();
  const drawn = performance.now();
  let png: Buffer;
  if (fresh) png = encodePng(pixels, canvas.width, canvas.height);
  else {
    focusIndices ??= Buffer.allocUnsafe((canvas.width + 1) * canvas.height);
    const indexed = quantise(pixels, canvas.width, canvas.height, focusIndices);
    png = encodeIndexedPng(indexed.indices, indexed.palette, canvas.width, canvas.height);
  }
  return {
    png,
    width: canvas.width,
    height: canvas.height,
    alt: altText(input),
    drawMs: drawn - started,
    encodeMs: performance.now() - drawn,
  };
}

/** The layout a picture of this input uses (tests read positions and font sizes from it). */
export function planFor(input: RenderInput): { plan: MapPlan; pieces: PieceLayout; tracks?: TrackPanel } {
  loadFonts();
  const { width, height } = pictureSize(input);
  const layer = staticLayer(input, width, height);
  return {
    plan: layer.plan,
    pieces: layoutPieces(layer.plan, input.view.pieces, input.pack, layer.palette),
    ...(layer.tracks ? { tracks: layer.tracks } : {}),
  };
}

/** Drops every cached canvas and sprite (tests; a worker that wants its memory back). */
export function clearRenderCaches(): void {
  statics.clear();
  growth.clear();
  sprites.clear();
  clearFocusCaches();
  focusCanvas = undefined;
  focusIndices = undefined;
}

const growth = new Map<string, number>();

/**
 * The picture's size: the caller's, else 1600×1200, grown (up to 1.6×) when a big map's counters would come out
 * smaller than READABLE_COUNTER pixels, so that opening the picture in full shows readable strengths.
 */
export function pictureSize(input: RenderInput): { width: number; height: number } {
  if (input.width !== undefined || input.height !== undefined) {
    const width = sizeOf(input.width ?? Math.round(((input.height ?? DEFAULT_HEIGHT) * 4) / 3), DEFAULT_WIDTH);
    return { width, height: sizeOf(input.height ?? Math.round((width * 3) / 4), DEFAULT_HEIGHT) };
  }
  const viewport = viewportOf(input);
  const key = [packKey(input.pack), input.lang, JSON.stringify(input.sides), JSON.stringify(viewport)].join('|');
  let factor = growth.get(key);
  if (factor === undefined) {
    const palette = paletteOf(input.pack, input.sides);
    const plan = planMap(measureContext(), input.pack, palette, input.lang, DEFAULT_WIDTH, DEFAULT_HEIGHT, viewport);
    factor = Math.min(MAX_GROWTH, Math.max(1, READABLE_COUNTER / plan.counter));
    if (growth.size > 64) growth.clear();
    growth.set(key, factor);
  }
  return { width: Math.round(DEFAULT_WIDTH * factor), height: Math.round(DEFAULT_HEIGHT * factor) };
}

function sizeOf(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 200 || value > MAX_SIZE)
    throw new RangeError(`render: picture size ${value} is not a whole number from 200 to ${MAX_SIZE}`);
  return value;
}

function context(canvas: Canvas): SKRSContext2D {
  const ctx = canvas.getContext('2d');
  // Text shaping follows ctx.lang; fixing it keeps pictures identical whatever the host's locale.
  ctx.lang = 'en';
  return ctx;
}

function measureContext(): SKRSContext2D {
  measurer ??= context(createCanvas(4, 4));
  return measurer;
}

/** The legend groups for what this picture alone shows (supply warnings, a shade): part of its static layer. */
function extraLegend(input: RenderInput) {
  return supplyLegend(input.view, paletteOf(input.pack, input.sides), input.lang);
}

/** The window of a big hex map that holds every piece and the last action (undefined: the whole map). */
function viewportOf(input: RenderInput): Viewport | undefined {
  const map = input.pack.map;
  if (map.kind !== 'hex') return undefined;
  const h = input.view.highlights;
  const focus = [
    ...input.view.pieces.map((p) => p.at),
    ...(h.moves ?? []).flatMap((m) => [m.from, m.to]),
    ...(h.combat ?? []),
    ...(h.losses ?? []),
    ...supplyPlaces(h),
    ...(input.view.shade?.places ?? []),
  ];
  return hexViewport(map, focus);
}

function staticLayer(input: RenderInput, width: number, height: number): StaticLayer {
  const viewport = viewportOf(input);
  const key = [
    packKey(input.pack),
    width,
    height,
    input.lang,
    JSON.stringify(input.sides),
    JSON.stringify(viewport),
    trackShapes(input.view.tracks, input.lang),
    JSON.stringify(extraLegend(input)),
  ].join('|');
  const hit = statics.get(key);
  if (hit) {
    statics.delete(key);
    statics.set(key, hit);
    return hit;
  }
  const { plan, palette, tracks } = layoutOf(input, width, height, viewport);
  const canvas = createCanvas(width, height);
  drawStatic(context(canvas), input.pack, plan, input.lang);
  const png = new BandedPng(width, height);
  png.encode(canvas.data());
  const layer: StaticLayer = {
    plan,
    palette,
    tracks,
    canvas,
    frame: createCanvas(width, height),
    dirty: undefined,
    drawn: undefined,
    unread: undefined,
    png,
  };
  statics.set(key, layer);
  const bytes = () => [...statics.values()].reduce((sum, l) => sum + l.canvas.width * l.canvas.height * 12, 0);
  while (statics.size > 1 && (statics.size > MAX_STATIC_LAYERS || bytes() > MAX_STATIC_BYTES))
    statics.delete(statics.keys().next().value!);
  return layer;
}

/**
 * The track panel's font size on a picture of this size: its markers' values (0.9 of it) come out about 5.5 px high
 * at the 550-px preview, as the counters' strengths do (legibility.test.ts), whether the picture is 1600 or 2560 wide.
 */
export function tracksPx(width: number, height: number): number {
  return Math.round(Math.min(42, Math.max(12, 26 * Math.min(width / DEFAULT_WIDTH, height / DEFAULT_HEIGHT))));
}

/** The map's layout over the picture less the track panel, which goes along the bottom. */
function layoutOf(
  input: RenderInput,
  width: number,
  height: number,
  viewport: Viewport | undefined,
): { plan: MapPlan; palette: Palette; tracks: TrackPanel | undefined } {
  const palette = paletteOf(input.pack, input.sides);
  const px = tracksPx(width, height);
  const panelH = planTracks(measureContext(), input.view.tracks, input.lang, width, 0, px)?.rect.h ?? 0;
  const tracks = planTracks(measureContext(), input.view.tracks, input.lang, width, height - panelH, px);
  const plan = planMap(
    measureContext(),
    input.pack,
    palette,
    input.lang,
    width,
    height - panelH,
    viewport,
    extraLegend(input),
  );
  return { plan, palette, tracks };
}

/** A pack's identity for the caches: its content, since a club may load a changed pack under the same id. */
function packKey(pack: Pack): string {
  let key = packKeys.get(pack);
  if (!key) {
    const content = JSON.stringify([pack.provenance.kind, pack.map, pack.markers, pack.scenarios.map((s) => s.sides)]);
    key = `${pack.id}@${pack.version}#${createHash('sha1').update(content).digest('hex').slice(0, 16)}`;
    packKeys.set(pack, key);
  }
  return key;
}

function drawStatic(ctx: SKRSContext2D, pack: Pack, plan: MapPlan, lang: Lang): void {
  if (pack.map.kind === 'hex') drawHexMap(ctx, plan, pack.map);
  else drawPointMap(ctx, plan, pack.map, lang);
  drawLegend(ctx, plan.legend);
  if (plan.banner) drawSchematicBanner(ctx, plan.banner, plan.fonts.banner, lang);
}

/**
 * Draws the title bar and the pieces and highlights; with `only`, the map is drawn on in those rows alone (every
 * piece and highlight that reaches them, in order, so the rows come out as a full redraw would draw them).
 */
function drawDynamic(
  ctx: SKRSContext2D,
  input: RenderInput,
  plan: MapPlan,
  palette: Palette,
  cache: SpriteCache | undefined,
  pieces: PieceLayout,
  only?: readonly Band[],
  tracks?: TrackPanel,
): void {
  drawTitleBar(ctx, plan.title, plan.fonts.title, input.title, input.view.status, palette, input.lang);
  if (tracks && input.view.tracks) drawTracks(ctx, tracks, input.view.tracks, palette, input.lang);
  // One band at a time, each clipped to a plain rectangle: with a clip of several rectangles, counters came out
  // a few levels unlike a full redraw's.
  const { x, w } = plan.map;
  for (const [y0, y1] of only ?? [[plan.map.y, plan.map.y + plan.map.h]]) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y0, w, y1 - y0);
    ctx.clip();
    drawShade(ctx, plan, input.view.shade, palette);
    drawHighlightsUnder(ctx, plan, input.view.highlights, pieces);
    drawPieces(ctx, pieces, cache);
    drawHighlightsOver(ctx, plan, input.view.highlights);
    ctx.restore();
  }
}

/** What a picture drew over the map: each piece's look and place with its rows, and the highlights' rows. */
interface Drawn {
  /** Each drawn piece (counter, badge, marker) as a key of what it looks like and where, with its rows. */
  readonly pieces: ReadonlyMap<string, readonly Band[]>;
  readonly highlights: string;
  readonly highlightRows: readonly Band[];
  /** Every row drawn on (pieces and highlights), merged. */
  readonly rows: Band[];
}

function drawnOf(plan: MapPlan, pieces: PieceLayout, highlights: Highlights, shade?: Shade): Drawn {
  // piecesRows lists the counters, then the badges, then the markers: the keys in the same order.
  const keys = [
    ...pieces.counters.map((c) => JSON.stringify(['c', c.x, c.y, c.s, c.look])),
    ...pieces.badges.map((b) => JSON.stringify(['b', b.at, b.r, b.count])),
    ...pieces.markers.map((m) => JSON.stringify(['m', m.centre, m.d, m.colour, m.symbol])),
  ];
  const rows = piecesRows(pieces);
  const byKey = new Map<string, Band[]>();
  keys.forEach((key, i) => byKey.set(key, [...(byKey.get(key) ?? []), rows[i]!]));
  const lit = [...highlightRows(plan, highlights), ...supplyRows(plan, highlights, shade)];
  return {
    pieces: byKey,
    highlights: JSON.stringify([highlights, shade ?? null]),
    highlightRows: lit,
    rows: mergeBands([...rows, ...lit], plan.map.y, plan.map.y + plan.map.h),
  };
}

/**
 * The rows where a picture can differ from the last one over the map: those of every piece drawn in one and not
 * the other (a unit moved: where it left and where it arrived, with any stack either changed) and, when the
 * highlights changed, those of both pictures' highlights.
 */
function changedRows(last: Drawn, next: Drawn, plan: MapPlan): Band[] {
  const rows: Band[] = [];
  const diff = (a: Drawn, b: Drawn) => {
    for (const [key, bands] of a.pieces) {
      const other = b.pieces.get(key);
      if (!other || other.length !== bands.length) rows.push(...bands);
    }
  };
  diff(last, next);
  diff(next, last);
  if (last.highlights !== next.highlights) rows.push(...last.highlightRows, ...next.highlightRows);
  return mergeBands(rows, plan.map.y, plan.map.y + plan.map.h);
}
