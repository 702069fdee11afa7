import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Lang } from '../engine/core/localized.js';
import type { Pack, Terrain } from '../engine/core/pack.js';
import { drawCounter, drawMarker, roundRect } from './counters.js';
import { font } from './fonts.js';
import type { Rect } from './geometry.js';
import { drawArrow, drawCombatBadge, drawCountBadge, drawLossBadge } from './highlights.js';
import type { Palette } from './palette.js';
import {
  PLACE_FEATURES,
  drawCrossing,
  drawPlaceFeature,
  drawTerrainTexture,
  lineStyle,
  strokeStyled,
} from './symbols.js';
import { WORDS, featureName } from './words.js';
import { drawSupplyRing, drawThreatenedBadge, drawUnsuppliedBadge, THREATENED_COLOUR } from './supply.js';

/**
 * The small legend: the terrains and map features this map uses, the sides (and their nations' shades), the
 * counter states, what the highlights mean, and the pack's markers. It sits in a panel right of the map or in a
 * strip under it, whichever leaves the map larger.
 */

type Ctx = SKRSContext2D;

export type Swatch =
  | { readonly kind: 'terrain'; readonly terrain: Pick<Terrain, 'color' | 'pattern'> }
  | { readonly kind: 'line'; readonly feature: string }
  | { readonly kind: 'place'; readonly feature: string }
  | { readonly kind: 'side'; readonly colour: string; readonly indent: boolean }
  | { readonly kind: 'counter'; readonly state: 'reduced' | 'disordered' | 'hidden'; readonly colour: string }
  | { readonly kind: 'stack' | 'move' | 'combat' | 'losses' }
  | { readonly kind: 'unsupplied' | 'threatened' }
  | { readonly kind: 'shade'; readonly colour: string }
  | { readonly kind: 'marker'; readonly colour: string; readonly symbol: string };

export interface LegendItem {
  readonly swatch: Swatch;
  readonly text: string;
}

export interface LegendGroup {
  readonly title: string;
  readonly items: readonly LegendItem[];
}

const HEXSIDE_ORDER = ['river', 'major-river', 'stream', 'canal', 'bridge', 'ford', 'road', 'trail', 'rail'];

export function legendGroups(pack: Pack, palette: Palette, lang: Lang): LegendGroup[] {
  const map = pack.map;
  const locations = map.kind === 'hex' ? map.hexes : map.spaces;
  const usedTerrains = new Set(locations.map((l) => l.terrain));
  const groups: LegendGroup[] = [];
  groups.push({
    title: WORDS.terrain[lang],
    items: map.terrains
      .filter((t) => usedTerrains.has(t.id))
      .map((t) => ({ swatch: { kind: 'terrain', terrain: t }, text: t.name[lang] })),
  });
  const lines = new Set<string>();
  if (map.kind === 'hex') for (const side of map.hexsides) for (const f of side.features) lines.add(f);
  else for (const c of map.connections) lines.add(c.type);
  const places = new Set<string>();
  for (const l of locations)
    for (const f of l.features) if ((PLACE_FEATURES as readonly string[]).includes(f)) places.add(f);
  const rank = (f: string) => {
    const i = HEXSIDE_ORDER.indexOf(f);
    return i < 0 ? HEXSIDE_ORDER.length : i;
  };
  const mapItems: LegendItem[] = [
    ...[...lines]
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((f): LegendItem => ({ swatch: { kind: 'line', feature: f }, text: featureName(f)[lang] })),
    ...PLACE_FEATURES.filter((f) => places.has(f)).map((f): LegendItem => ({
      swatch: { kind: 'place', feature: f },
      text: featureName(f)[lang],
    })),
  ];
  if (mapItems.length > 0) groups.push({ title: WORDS.map[lang], items: mapItems });
  const sideItems: LegendItem[] = [];
  for (const side of palette.sides) {
    sideItems.push({ swatch: { kind: 'side', colour: side.colour, indent: false }, text: side.name[lang] });
    if (side.nations.length > 1) {
      for (const nation of side.nations)
        sideItems.push({
          swatch: { kind: 'side', colour: nation.colour, indent: true },
          text: nation.id.toUpperCase(),
        });
    }
  }
  groups.push({ title: WORDS.sides[lang], items: sideItems });
  const sample = palette.sides[0]?.colour ?? '#555555';
  groups.push({
    title: WORDS.counters[lang],
    items: [
      { swatch: { kind: 'counter', state: 'reduced', colour: sample }, text: WORDS.reduced[lang] },
      { swatch: { kind: 'counter', state: 'disordered', colour: sample }, text: WORDS.disordered[lang] },
      { swatch: { kind: 'counter', state: 'hidden', colour: sample }, text: WORDS.hidden[lang] },
      { swatch: { kind: 'stack' }, text: WORDS.stack[lang] },
    ],
  });
  groups.push({
    title: WORDS.lastAction[lang],
    items: [
      { swatch: { kind: 'move' }, text: WORDS.move[lang] },
      { swatch: { kind: 'combat' }, text: WORDS.combat[lang] },
      { swatch: { kind: 'losses' }, text: WORDS.losses[lang] },
    ],
  });
  if (pack.markers.length > 0) {
    groups.push({
      title: WORDS.markers[lang],
      items: pack.markers.map((m) => ({
        swatch: { kind: 'marker', colour: m.color, symbol: m.symbol },
        text: m.name[lang],
      })),
    });
  }
  return groups.filter((g) => g.items.length > 0);
}

export interface LegendEntry {
  readonly x: number;
  readonly y: number;
  readonly header?: string;
  readonly item?: LegendItem;
}

export interface LegendLayout {
  readonly rect: Rect;
  readonly px: number;
  readonly lineH: number;
  readonly entries: readonly LegendEntry[];
}

interface Metrics {
  px: number;
  lineH: number;
  swW: number;
  gap: number;
  pad: number;
}

function metrics(px: number): Metrics {
  return {
    px,
    lineH: Math.round(px * 1.65),
    swW: Math.round(px * 1.9),
    gap: Math.round(px * 0.55),
    pad: Math.round(px * 0.8),
  };
}

type Flat = { header: string; width: number } | { item: LegendItem; width: number };

function flatten(ctx: Ctx, groups: readonly LegendGroup[], m: Metrics): Flat[][] {
  return groups.map((g) => {
    ctx.font = font('bold', m.px);
    const out: Flat[] = [{ header: g.title, width: ctx.measureText(g.title).width }];
    ctx.font = font('regular', m.px);
    for (const item of g.items) {
      const indent = item.swatch.kind === 'side' && item.swatch.indent ? m.px : 0;
      out.push({ item, width: indent + m.swW + m.gap + ctx.measureText(item.text).width });
    }
    return out;
  });
}

/** A panel right of the map: one column, or two, at the largest font size that fits the height. */
export function layoutRight(
  ctx: Ctx,
  groups: readonly LegendGroup[],
  area: Rect,
  maxWidth: number,
  basePx: number,
  minPx: number,
): LegendLayout {
  let fallback: LegendLayout | undefined;
  for (let px = basePx; px >= minPx; px--) {
    const m = metrics(px);
    const blocks = flatten(ctx, groups, m);
    const groupGap = Math.round(m.lineH * 0.45);
    const heightOf = (bs: Flat[][]) => bs.reduce((h, b, i) => h + b.length * m.lineH + (i > 0 ? groupGap : 0), 0);
    const widthOf = (bs: Flat[][]) => Math.max(0, ...bs.flat().map((f) => f.width));
    for (const columns of [1, 2]) {
      // Split the groups where the first column's height comes closest to half.
      let split = blocks.length;
      if (columns === 2) {
        let best = Infinity;
        for (let k = 1; k < blocks.length; k++) {
          const diff = Math.abs(heightOf(blocks.slice(0, k)) - heightOf(blocks.slice(k)));
          if (diff < best) [best, split] = [diff, k];
        }
      }
      const cols = columns === 1 ? [blocks] : [blocks.slice(0, split), blocks.slice(split)];
      const colW = cols.map(widthOf);
      const width = Math.ceil(colW.reduce((a, b) => a + b, 0) + (cols.length - 1) * m.pad * 1.5 + 2 * m.pad);
      const height = Math.max(...cols.map(heightOf)) + 2 * m.pad;
      const entries: LegendEntry[] = [];
      let x = area.x + area.w - width + m.pad;
      cols.forEach((col, c) => {
        let y = area.y + m.pad;
        col.forEach((block, i) => {
          if (i > 0) y += groupGap;
          for (const f of block) {
            entries.push('header' in f ? { x, y, header: f.header } : { x, y, item: f.item });
            y += m.lineH;
          }
        });
        x += colW[c]! + m.pad * 1.5;
      });
      const layout: LegendLayout = {
        rect: { x: area.x + area.w - width, y: area.y, w: width, h: area.h },
        px,
        lineH: m.lineH,
        entries,
      };
      if (height <= area.h && width <= maxWidth) return layout;
      if (px === minPx && columns === 2) fallback = layout;
    }
  }
  return fallback!;
}

/** A strip under the map: groups flow left to right and wrap. */
export function layoutBottom(ctx: Ctx, groups: readonly LegendGroup[], area: Rect, px: number): LegendLayout {
  const m = metrics(px);
  const blocks = flatten(ctx, groups, m);
  const entries: LegendEntry[] = [];
  const right = area.x + area.w - m.pad;
  let x = area.x + m.pad;
  let row = 0;
  for (const block of blocks) {
    for (const [i, f] of block.entries()) {
      const w = f.width + m.gap * 2;
      const extra = i === 0 && x > area.x + m.pad ? m.pad * 1.5 : 0;
      if (x + extra + f.width > right && x > area.x + m.pad) {
        row++;
        x = area.x + m.pad;
      } else x += extra;
      const y = row * m.lineH;
      entries.push('header' in f ? { x, y, header: f.header } : { x, y, item: f.item });
      x += w;
    }
  }
  const height = (row + 1) * m.lineH + 2 * m.pad;
  const top = area.y + area.h - height;
  return {
    rect: { x: area.x, y: top, w: area.w, h: height },
    px,
    lineH: m.lineH,
    entries: entries.map((e) => ({ ...e, y: e.y + top + m.pad })),
  };
}

export function drawLegend(ctx: Ctx, layout: LegendLayout): void {
  const m = metrics(layout.px);
  const { rect } = layout;
  ctx.save();
  ctx.fillStyle = '#f5f1e6';
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  ctx.fillStyle = '#b9ae93';
  if (rect.y > 0 && rect.w > rect.h) ctx.fillRect(rect.x, rect.y, rect.w, 1);
  else ctx.fillRect(rect.x, rect.y, 1, rect.h);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const e of layout.entries) {
    const mid = e.y + m.lineH / 2;
    if (e.header !== undefined) {
      ctx.fillStyle = '#3a3327';
      ctx.font = font('bold', m.px);
      ctx.fillText(e.header, e.x, mid);
      continue;
    }
    const item = e.item!;
    const indent = item.swatch.kind === 'side' && item.swatch.indent ? m.px : 0;
    const sw: Rect = {
      x: e.x + indent,
      y: Math.round(mid - m.px * 0.6),
      w: m.swW,
      h: Math.round(m.px * 1.2),
    };
    drawSwatch(ctx, item.swatch, sw);
    ctx.fillStyle = '#222222';
    ctx.font = font('regular', m.px);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(item.text, e.x + indent + m.swW + m.gap, mid);
  }
  ctx.restore();
}

function drawSwatch(ctx: Ctx, swatch: Swatch, r: Rect): void {
  const c = { x: r.x + r.w / 2, y: r.y + r.h / 2 };
  ctx.save();
  switch (swatch.kind) {
    case 'terrain':
      ctx.beginPath();
      ctx.rect(r.x, r.y, r.w, r.h);
      ctx.fillStyle = swatch.terrain.color;
      ctx.fill();
      ctx.clip();
      drawTerrainTexture(ctx, swatch.terrain, c, r.w * 0.75);
      ctx.restore();
      ctx.save();
      ctx.strokeStyle = '#8c8470';
      ctx.lineWidth = 1;
      ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
      break;
    case 'line': {
      const style = lineStyle(swatch.feature);
      const unit = r.h * 2.2;
      const a = { x: r.x + 1, y: c.y };
      const b = { x: r.x + r.w - 1, y: c.y };
      if (style.role === 'bridge') {
        strokeStyled(ctx, [a, b], lineStyle('river'), unit);
        drawCrossing(ctx, c, { x: 0, y: 1 }, style, unit);
      } else strokeStyled(ctx, [a, b], style, unit);
      break;
    }
    case 'place':
      drawPlaceFeature(ctx, swatch.feature, c.x, c.y, r.h * 1.05);
      break;
    case 'side':
      ctx.fillStyle = swatch.colour;
      roundRect(ctx, r.x + 1, r.y, r.w - 2, r.h, r.h * 0.2);
      ctx.fill();
      ctx.strokeStyle = 'rgba(0,0,0,0.55)';
      ctx.lineWidth = 1;
      ctx.stroke();
      break;
    case 'counter': {
      const s = Math.round(r.h * 1.45);
      drawCounter(
        ctx,
        {
          colour: swatch.colour,
          type: 'infantry',
          label: '',
          values: [],
          reduced: swatch.state === 'reduced',
          disordered: swatch.state === 'disordered',
          hidden: swatch.state === 'hidden',
        },
        Math.round(c.x - s / 2),
        Math.round(c.y - s / 2),
        s,
      );
      break;
    }
    case 'stack':
      drawCountBadge(ctx, c, r.h * 0.55, 3, (px) => font('bold', px));
      break;
    case 'move':
      drawArrow(ctx, { x: r.x + 1, y: c.y }, { x: r.x + r.w - 1, y: c.y }, r.h * 0.32);
      break;
    case 'combat':
      drawCombatBadge(ctx, c, r.h * 0.55);
      break;
    case 'losses':
      drawLossBadge(ctx, c, r.h * 0.55);
      break;
    case 'marker':
      drawMarker(ctx, swatch.colour, swatch.symbol, c.x, c.y, r.h * 1.15);
      break;
    case 'unsupplied':
      drawUnsuppliedBadge(ctx, c, r.h * 0.55);
      break;
    case 'threatened': {
      const corners = [
        { x: r.x + 2, y: r.y + 1 },
        { x: r.x + r.w - 2, y: r.y + 1 },
        { x: r.x + r.w - 2, y: r.y + r.h - 1 },
        { x: r.x + 2, y: r.y + r.h - 1 },
      ];
      drawSupplyRing(ctx, corners, Math.max(2, r.h * 0.14), THREATENED_COLOUR, true);
      drawThreatenedBadge(ctx, c, r.h * 0.42);
      break;
    }
    case 'shade':
      ctx.fillStyle = ctx.strokeStyle = swatch.colour;
      roundRect(ctx, r.x + 1, r.y, r.w - 2, r.h, r.h * 0.2);
      ctx.globalAlpha = 0.42;
      ctx.fill();
      ctx.globalAlpha = 0.9;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      break;
  }
  ctx.restore();
}
