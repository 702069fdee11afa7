import type { HexLayout, Offset } from '../engine/core/map/hex.js';

/** Plane geometry of the picture: points, rectangles, and hexes laid out as the map prints them. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

const SQRT3 = Math.sqrt(3);

/**
 * A hex's centre in units of the hex radius (centre to corner). Flat-topped maps stagger columns, pointy-topped
 * maps stagger rows; `odd` shoves the odd ones half a hex down (or right), as hex.ts's cube conversion does.
 */
export function hexCentre(layout: HexLayout, { col, row }: Offset): Point {
  if (layout.orientation === 'flat') {
    const shoved = layout.stagger === 'odd' ? col & 1 : 1 - (col & 1);
    return { x: 1.5 * col, y: SQRT3 * (row + 0.5 * shoved) };
  }
  const shoved = layout.stagger === 'odd' ? row & 1 : 1 - (row & 1);
  return { x: SQRT3 * (col + 0.5 * shoved), y: 1.5 * row };
}

/** The six corners of a hex of radius `r` around `c`, clockwise from the right (flat) or upper right (pointy). */
export function hexCorners(c: Point, r: number, orientation: HexLayout['orientation']): Point[] {
  const start = orientation === 'flat' ? 0 : -30;
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    corners.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });
  }
  return corners;
}

/** Half the width and half the height of a hex of radius 1. */
export function hexHalfExtent(orientation: HexLayout['orientation']): { hx: number; hy: number } {
  return orientation === 'flat' ? { hx: 1, hy: SQRT3 / 2 } : { hx: SQRT3 / 2, hy: 1 };
}

/** The shared edge of two adjacent hexes of radius `r`: the segment across the middle of their centre line. */
export function hexsideSegment(a: Point, b: Point, r: number): [Point, Point] {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const px = (-(b.y - a.y) / len) * (r / 2);
  const py = ((b.x - a.x) / len) * (r / 2);
  return [
    { x: mx - px, y: my - py },
    { x: mx + px, y: my + py },
  ];
}

export const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));
