import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { builtInPacks } from '../../../src/engine/packs.js';
import { drawFocus, planFocus } from '../../../src/render/focus.js';
import { encodeIndexedPng } from '../../../src/render/png.js';
import { quantise } from '../../../src/render/quantise.js';
import { firstMoveInput } from './fixtures.js';
import { decodePng } from './pixels.js';

/**
 * The indexed-colour pictures (an action's zoomed picture): exact when the picture has 256 colours or fewer;
 * otherwise every colour that covers a visible area (the grounds, counters and ink) is kept exactly and only
 * edge pixels move, to a colour near them. Text contrast on them is checked at the 550-px preview by
 * focus.test.ts, which reads the encoded pictures.
 */

/** Colours covering at least this share of the picture must come out exactly. */
const VISIBLE = 0.0005;
/** The largest RGB distance an edge pixel may move (measured: 34 to 74 on the built-in packs)... */
const MAX_ERROR = 96;
/** ...and the share of the picture that may move by more than NOTICEABLE (measured: 0.004% to 0.13%). */
const MAX_NOTICEABLE = 0.003;
const NOTICEABLE = 24;

function counts(rgba: Uint8Array): Map<number, number> {
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length / 4);
  const out = new Map<number, number>();
  for (const c of px) out.set(c, (out.get(c) ?? 0) + 1);
  return out;
}

describe('quantise: an opaque picture as at most 256 colours', () => {
  it('keeps a picture of 256 colours or fewer exactly', async () => {
    const canvas = createCanvas(288, 192);
    const ctx = canvas.getContext('2d');
    for (let i = 0; i < 256; i++) {
      ctx.fillStyle = `rgb(${i}, ${(i * 7) % 256}, ${255 - i})`;
      ctx.fillRect((i % 16) * 18, Math.floor(i / 16) * 12, 18, 12);
    }
    const pixels = canvas.data();
    const q = quantise(pixels, 288, 192);
    expect(q.exact).toBe(true);
    expect(q.maxError).toBe(0);
    const decoded = await decodePng(encodeIndexedPng(q.indices, q.palette, 288, 192));
    expect(Buffer.from(decoded.data).equals(Buffer.from(pixels))).toBe(true);
  });

  for (const [id, pack] of builtInPacks())
    for (const lang of ['en', 'it'] as const) {
      it(`${id} (${lang}): an action’s picture keeps every visible colour exactly and moves edge pixels only a little`, async () => {
        const input = firstMoveInput(pack, lang);
        const canvas = drawFocus(input, planFocus(input)!);
        const [w, h] = [canvas.width, canvas.height];
        const pixels = canvas.data();
        const q = quantise(pixels, w, h);
        expect(q.palette.length / 3).toBeLessThanOrEqual(256);
        expect(q.maxError).toBeLessThanOrEqual(MAX_ERROR);
        const png = encodeIndexedPng(q.indices, q.palette, w, h);
        const decoded = await decodePng(png);
        const before = new Uint32Array(pixels.buffer, pixels.byteOffset, w * h);
        const after = new Uint32Array(decoded.data.buffer, decoded.data.byteOffset, w * h);
        const visible = new Set([...counts(pixels)].filter(([, n]) => n >= VISIBLE * w * h).map(([c]) => c));
        let moved = 0;
        let worst = 0;
        let noticeable = 0;
        const out = decoded.data;
        for (let p = 0; p < before.length; p++) {
          if (visible.has(before[p]!) && after[p] !== before[p]) moved++;
          const i = p * 4;
          const dr = pixels[i]! - out[i]!;
          const dg = pixels[i + 1]! - out[i + 1]!;
          const db = pixels[i + 2]! - out[i + 2]!;
          const d = Math.sqrt(dr * dr + dg * dg + db * db);
          if (d > worst) worst = d;
          if (d > NOTICEABLE) noticeable++;
        }
        expect(moved, 'pixels of visible colours changed').toBe(0);
        expect(worst).toBeLessThanOrEqual(MAX_ERROR);
        expect(noticeable / (w * h)).toBeLessThanOrEqual(MAX_NOTICEABLE);
      });
    }
});
