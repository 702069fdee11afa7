import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { builtInPacks } from '../../../src/engine/packs.js';
import { drawFocus, planFocus } from '../../../src/render/focus.js';
import { encodeIndexedPng } from '../../../src/render/png.js';
import { NearestColour, quantise } from '../../../src/render/quantise.js';
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

describe('NearestColour: the palette colour a pixel not in the palette is drawn as', () => {
  const rgb = (r: number, g: number, b: number) => r | (g << 8) | (b << 16);
  const distance2 = (a: number, b: number) =>
    ((a & 0xff) - (b & 0xff)) ** 2 + (((a >>> 8) & 0xff) - ((b >>> 8) & 0xff)) ** 2 + ((a >>> 16) - (b >>> 16)) ** 2;

  it('finds a colour as near as the nearest of the whole palette, searched one by one', () => {
    // A fixed pseudo-random palette of 256 colours and 5,000 colours to look up (a linear congruential generator).
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) & 0xffffff;
    const palette = Array.from({ length: 256 }, next);
    const nearest = new NearestColour(palette);
    for (let k = 0; k < 5000; k++) {
      const c = next();
      const best = Math.min(...palette.map((p) => distance2(c, p)));
      const i = nearest.find(c);
      expect(distance2(c, palette[i]!)).toBe(best);
      expect(nearest.distance2).toBe(best);
    }
  });

  it('of colours equally near, takes the one nearest in R+G+B, then the brighter, whatever the palette’s order', () => {
    const c = rgb(10, 10, 10);
    // Both 3 away: (12, 12, 11) is 5 brighter in R+G+B, (13, 10, 10) only 3.
    expect(new NearestColour([rgb(12, 12, 11), rgb(13, 10, 10)]).find(c)).toBe(1);
    expect(new NearestColour([rgb(13, 10, 10), rgb(12, 12, 11)]).find(c)).toBe(0);
    // Both 4 away and 4 from it in R+G+B, one brighter, one darker.
    expect(new NearestColour([rgb(6, 10, 10), rgb(10, 14, 10)]).find(c)).toBe(1);
    expect(new NearestColour([rgb(10, 14, 10), rgb(6, 10, 10)]).find(c)).toBe(0);
  });
});

describe('quantise into a buffer kept between pictures', () => {
  it('writes the same indices into the buffer given as into a new one, whatever the buffer held', () => {
    const input = firstMoveInput(builtInPacks().get('demo')!, 'en');
    const canvas = drawFocus(input, planFocus(input)!);
    const pixels = canvas.data();
    const fresh = quantise(pixels, canvas.width, canvas.height);
    const kept = Buffer.alloc((canvas.width + 1) * canvas.height, 0xa5);
    const into = quantise(pixels, canvas.width, canvas.height, kept);
    expect(into.indices).toBe(kept);
    expect(into.indices.equals(fresh.indices)).toBe(true);
    expect(Buffer.from(into.palette).equals(Buffer.from(fresh.palette))).toBe(true);
    expect(() => quantise(pixels, canvas.width, canvas.height, Buffer.alloc(10))).toThrow(/10-byte buffer/);
  });
});
