import type { SKRSContext2D } from '@napi-rs/canvas';
import { hexGridOf, type HexMapData } from '../engine/core/pack.js';
import { luminance } from './colour.js';
import { font } from './fonts.js';
import { hexsideSegment, type Point } from './geometry.js';
import type { MapPlan, PlaceGeometry } from './layout.js';
import {
  PLACE_FEATURES,
  drawCrossing,
  drawPlaceFeature,
  drawTerrainTexture,
  lineStyle,
  strokeStyled,
} from './symbols.js';

/**
 * The static hex map: terrain fill and texture, the hex grid, roads and railways from centre to centre, rivers
 * and barriers along hexsides, bridges across them, place symbols, the printed hex numbers and place names.
 */

type Ctx = SKRSContext2D;

export const MAP_BACKGROUND = '#b8c1c0';

export function drawHexMap(ctx: Ctx, plan: MapPlan, map: HexMapData): void {
  const r = plan.radius;
  ctx.save();
  ctx.fillStyle = MAP_BACKGROUND;
  ctx.fillRect(plan.map.x, plan.map.y, plan.map.w, plan.map.h);
  const terrains = new Map(map.terrains.map((t) => [t.id, t]));
  const hexPath = (p: PlaceGeometry) => {
    ctx.beginPath();
    p.outline.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
  };
  const shown = map.hexes.filter((h) => plan.places.has(h.id));
  for (const hex of shown) {
    const place = plan.places.get(hex.id)!;
    const terrain = terrains.get(hex.terrain);
    hexPath(place);
    ctx.fillStyle = terrain?.color ?? '#dddddd';
    ctx.fill();
    if (terrain && terrain.pattern !== 'none') {
      ctx.save();
      ctx.clip();
      drawTerrainTexture(ctx, terrain, place.centre, r);
      ctx.restore();
    }
  }
  // The grid, in one path.
  ctx.beginPath();
  for (const place of plan.places.values()) {
    place.outline.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
  }
  ctx.lineWidth = Math.max(1, r * 0.022);
  ctx.strokeStyle = 'rgba(70,62,45,0.55)';
  ctx.stroke();

  drawHexsides(ctx, plan, map);

  for (const hex of shown) {
    const place = plan.places.get(hex.id)!;
    drawHexLabels(ctx, plan, place, hex, terrains.get(hex.terrain)?.color ?? '#dddddd');
  }
  ctx.restore();
}

function drawHexsides(ctx: Ctx, plan: MapPlan, map: HexMapData): void {
  const r = plan.radius;
  const grid = hexGridOf(map);
  const sides = map.hexsides.filter((s) => plan.places.has(s.a) && plan.places.has(s.b) && grid.adjacent(s.a, s.b));
  const at = (id: string) => plan.places.get(id)!.centre;
  const layers: ((f: string) => boolean)[] = [
    (f) => lineStyle(f).role === 'route',
    (f) => lineStyle(f).role === 'water',
    (f) => lineStyle(f).role === 'barrier' || lineStyle(f).role === 'other',
    (f) => lineStyle(f).role === 'bridge',
  ];
  for (const [layer, wanted] of layers.entries()) {
    for (const side of sides) {
      for (const feature of side.features.filter(wanted)) {
        const style = lineStyle(feature);
        const a = at(side.a);
        const b = at(side.b);
        if (layer === 0) strokeStyled(ctx, [a, b], style, r);
        else if (layer === 3) drawCrossing(ctx, mid(a, b), { x: b.x - a.x, y: b.y - a.y }, style, r);
        else strokeStyled(ctx, hexsideSegment(a, b, r), style, r);
      }
    }
  }
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Where the hex number, the name and the place symbols sit in a hex of radius 1, by orientation. */
export function hexAnchors(orientation: 'flat' | 'pointy'): {
  number: number;
  name: number;
  symbols: Point;
  markers: Point;
} {
  return orientation === 'flat'
    ? { number: -0.6, name: 0.8, symbols: { x: -0.77, y: -0.2 }, markers: { x: 0.77, y: -0.2 } }
    : { number: -0.6, name: 0.8, symbols: { x: -0.68, y: -0.2 }, markers: { x: 0.68, y: -0.2 } };
}

function drawHexLabels(
  ctx: Ctx,
  plan: MapPlan,
  place: PlaceGeometry,
  hex: HexMapData['hexes'][number],
  ground: string,
): void {
  const r = plan.radius;
  const { x, y } = place.centre;
  const anchors = hexAnchors(plan.orientation);
  const dark = luminance(ground) < 0.22;
  // The printed hex number, at the top of the hex.
  ctx.fillStyle = dark ? '#f2f2f2' : '#2e2a22';
  ctx.font = font('condensed', plan.fonts.hexNumber);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(hex.id, x, y + anchors.number * r);
  const symbols = PLACE_FEATURES.filter((f) => hex.features.includes(f));
  const size = Math.max(6, r * 0.34);
  symbols.slice(0, 3).forEach((f, i) => {
    const value = f === 'vp' ? hex.values['vp'] : f.startsWith('fort') ? hex.values['fort'] : undefined;
    drawPlaceFeature(ctx, f, x + anchors.symbols.x * r, y + (anchors.symbols.y + i * 0.4) * r, size, value);
  });
  if (hex.name) {
    ctx.save();
    ctx.font = font('condensed', plan.fonts.placeName);
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2, plan.fonts.placeName * 0.28);
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.fillStyle = '#1b1b1b';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    const width = r * (plan.orientation === 'flat' ? 2.1 : 1.8);
    let shown = hex.name;
    while (shown.length > 2 && ctx.measureText(shown).width > width) shown = `${shown.slice(0, -2)}…`;
    const baseline = y + anchors.name * r;
    ctx.strokeText(shown, x, baseline);
    ctx.fillText(shown, x, baseline);
    ctx.restore();
  }
}
