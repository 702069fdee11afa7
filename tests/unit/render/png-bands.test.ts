import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtInPacks } from '../../../src/engine/packs.js';
import { clearRenderCaches, renderMap } from '../../../src/render/draw.js';
import { BandedPng, adler32, adler32Combine, encodePng } from '../../../src/render/png.js';
import type { Pack } from '../../../src/engine/core/pack.js';
import type { RenderInput } from '../../../src/render/types.js';
import { firstMoveInput, playedInput } from './fixtures.js';
import { decodePng } from './pixels.js';

/** zlib's own Adler-32 of `data`: the last four bytes of its zlib stream. */
const zlibAdler = (data: Uint8Array) => {
  const z = zlib.deflateSync(data, { level: 0 });
  return z.readUInt32BE(z.length - 4);
};

/** The scanlines a PNG's IDAT inflates to, checking every chunk's CRC on the way. */
function scanlines(png: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    expect(zlib.crc32(png.subarray(at + 4, at + 8 + length))).toBe(png.readUInt32BE(at + 8 + length));
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  // inflateSync checks the Adler-32 at the end of the stream.
  return zlib.inflateSync(Buffer.concat(idat));
}

describe('Adler-32 (for joining deflated bands)', () => {
  it('matches zlib’s own checksum', () => {
    for (const n of [0, 1, 2, 5551, 5552, 5553, 65521, 200_000]) {
      const data = randomBytes(n);
      expect(adler32(data), `${n} bytes`).toBe(zlibAdler(data));
    }
    const ones = Buffer.alloc(300_000, 0xff);
    expect(adler32(ones)).toBe(zlibAdler(ones));
  });

  it('combines two checksums into the checksum of the two joined, as zlib computes it', () => {
    const data = Buffer.concat([randomBytes(150_000), Buffer.alloc(100_000, 0xff)]);
    for (const cut of [0, 1, 7, 5552, 65520, 65521, 65522, 131_042, 200_000, data.length]) {
      const [a, b] = [data.subarray(0, cut), data.subarray(cut)];
      expect(adler32Combine(adler32(a), adler32(b), b.length), `cut at ${cut}`).toBe(zlibAdler(data));
    }
  });
});

describe('BandedPng: only the changed bands are deflated again', () => {
  it('writes the same scanlines and pixels as the whole-frame encoder, keeping the unchanged bands', async () => {
    const [w, h] = [123, 90];
    const pixels = new Uint8Array(randomBytes(w * h * 4));
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
    const banded = new BandedPng(w, h, 16);
    for (let step = 0; step < 6; step++) {
      const png = banded.encode(pixels);
      const whole = encodePng(pixels, w, h);
      expect(scanlines(png).equals(scanlines(whole)), `step ${step}`).toBe(true);
      expect(Buffer.from((await decodePng(png)).data).equals(Buffer.from(pixels))).toBe(true);
      if (step === 0) expect(banded.redone).toBe(Math.ceil(h / 16));
      else expect(banded.redone, `step ${step}`).toBe(step === 3 ? 0 : 1);
      // Change one pixel in one band (none before step 3's picture).
      const at = ((step * 17) % h) * w * 4 + 40;
      if (step !== 2) pixels[at] = pixels[at]! ^ 0x55;
    }
  });

  it('takes a picture a few rows at a time: the rows given replace the last picture’s', () => {
    const [w, h] = [50, 70];
    const pixels = new Uint8Array(randomBytes(w * h * 4));
    const banded = new BandedPng(w, h, 16);
    banded.encode(pixels);
    pixels.fill(7, 20 * w * 4, 37 * w * 4);
    banded.update(20, pixels.subarray(20 * w * 4, 37 * w * 4));
    const png = banded.finish();
    expect(banded.redone).toBe(2); // rows 20–36: bands 1 and 2
    expect(scanlines(png).equals(scanlines(encodePng(pixels, w, h)))).toBe(true);
    expect(() => banded.update(60, pixels.subarray(0, 20 * w * 4))).toThrow(/rows/);
  });

  // The whole map as a game shows it: the set-up, then one unit moved (in English, in Italian, again in English).
  for (const [id, pack] of builtInPacks()) {
    it(`${id}: each picture of a game decodes to the very pixels of the whole-frame encoder`, async () => {
      clearRenderCaches();
      const first = firstMoveInput(pack, 'en');
      const whole = (input: RenderInput): RenderInput => ({ ...input, frame: 'whole', width: 800, height: 600 });
      const pictures = [whole(playedInput(pack, [])), whole(first), whole({ ...first, lang: 'it' }), whole(first)];
      for (const [k, input] of pictures.entries()) {
        const banded = await renderMap(input);
        const reference = await renderMap(input, { encoding: 'whole' });
        expect(scanlines(banded.png).equals(scanlines(reference.png)), `${id} picture ${k}`).toBe(true);
        const [a, b] = [await decodePng(banded.png), await decodePng(reference.png)];
        expect(Buffer.from(a.data).equals(Buffer.from(b.data)), `${id} picture ${k}`).toBe(true);
      }
    });
  }

  // A longer game: ten one-unit moves in a row drawn the default way, against the same moves drawn the way
  // before (every row the last picture drew on redrawn, the whole frame encoded), from fresh caches each.
  for (const id of ['borodino', 'paths-of-glory']) {
    it(`${id}: ten moves in a row come out as the whole-frame path draws them`, async () => {
      const pack = builtInPacks().get(id)!;
      const start = { ...playedInput(pack, []), frame: 'whole' as const, width: 800, height: 600 };
      const inputs: RenderInput[] = [start];
      let pieces = start.view.pieces;
      for (let k = 0; k < 10; k++) {
        const units = pieces.filter((p) => !p.marker);
        const unit = units[(k * 7) % units.length]!;
        const to = neighbour(pack, unit.at, k);
        pieces = pieces.map((p) => (p === unit ? { ...p, at: to } : p));
        inputs.push({ ...start, view: { ...start.view, pieces, highlights: { moves: [{ from: unit.at, to }] } } });
      }
      const run = async (encoding: 'fewest' | 'whole') => {
        clearRenderCaches();
        const out: Buffer[] = [];
        for (const input of inputs)
          out.push(Buffer.from((await decodePng((await renderMap(input, { encoding })).png)).data));
        return out;
      };
      const [fewest, whole] = [await run('fewest'), await run('whole')];
      fewest.forEach((pixels, k) => expect(pixels.equals(whole[k]!), `${id} picture ${k}`).toBe(true));
    });
  }
});

/** A place next to `at`: a connected space, or a hex one column and/or row away (the `k`-th found, round). */
function neighbour(pack: Pack, at: string, k: number): string {
  const map = pack.map;
  let near: string[];
  if (map.kind === 'points') near = map.connections.flatMap((c) => (c.a === at ? [c.b] : c.b === at ? [c.a] : []));
  else {
    const cell = (h: { id: string; col?: number; row?: number }) =>
      h.col !== undefined && h.row !== undefined ? [h.col, h.row] : [Number(h.id.slice(0, 2)), Number(h.id.slice(2))];
    const [c0, r0] = cell(map.hexes.find((h) => h.id === at)!);
    near = map.hexes
      .filter((h) => h.id !== at && Math.abs(cell(h)[0]! - c0!) <= 1 && Math.abs(cell(h)[1]! - r0!) <= 1)
      .map((h) => h.id);
  }
  return near[k % near.length] ?? at;
}
