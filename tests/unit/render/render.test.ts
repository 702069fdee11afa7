import { GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { BoardPiece } from '../../../src/engine/core/game.js';
import { loc } from '../../../src/engine/core/localized.js';
import type { Pack } from '../../../src/engine/core/pack.js';
import { demoPack } from '../../../src/engine/games/freeplay/demo-pack.js';
import { builtInPacks } from '../../../src/engine/packs.js';
import { FONTS } from '../../../src/render/fonts.js';
import { planFor, renderMap } from '../../../src/render/draw.js';
import { lookOf } from '../../../src/render/pieces.js';
import { paletteOf } from '../../../src/render/palette.js';
import { demoInput, frontInput, playedInput } from './fixtures.js';
import { compare, decodePng } from './pixels.js';

const TEN_MIB = 10 * 1024 * 1024;

function pixelAt(p: { width: number; data: Uint8Array }, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
}

describe('renderMap', () => {
  it('draws the same picture every time, and the cached path draws what a full redraw draws', async () => {
    const input = demoInput(undefined, 'en', { width: 800, height: 600 });
    const a = await renderMap(input);
    const b = await renderMap(input);
    expect(a.png.equals(b.png)).toBe(true);
    const naive = await renderMap(input, { cached: false });
    const diff = compare(await decodePng(a.png), await decodePng(naive.png), 8);
    expect(diff.fraction).toBeLessThan(0.0005);
    expect(a.drawMs).toBeGreaterThanOrEqual(0);
    expect(a.encodeMs).toBeGreaterThan(0);
    expect([a.width, a.height]).toEqual([800, 600]);
  });

  it('leaves no trace of the previous picture: a sequence drawn on the reused frame matches fresh full redraws', async () => {
    const size = { width: 800, height: 600 };
    const first = demoInput(undefined, 'en', size);
    const moved = playedInput(
      first.pack,
      [
        ['blue', { type: 'move', unit: 'b3', to: '0909' }],
        ['blue', { type: 'move', unit: 'b5', to: '0109' }],
      ],
      'en',
      size,
    );
    const empty = { ...moved, view: { ...moved.view, pieces: [], highlights: {} } };
    const front = frontInput('en', size);
    const frontMoved = playedInput(front.pack, [['central', { type: 'move', unit: 'ge3', to: 'reserve' }]], 'en', size);
    for (const input of [first, moved, empty, first, front, frontMoved]) {
      const cached = await decodePng((await renderMap(input)).png);
      const fresh = await decodePng((await renderMap(input, { cached: false })).png);
      expect(compare(cached, fresh, 8).fraction).toBeLessThan(0.0005);
    }
  });

  it('draws with the bundled fonts only, registered under our aliases', async () => {
    await renderMap(demoInput(undefined, 'en', { width: 800, height: 600 }));
    for (const alias of Object.values(FONTS)) expect(GlobalFonts.has(alias)).toBe(true);
  });

  it('puts the schematic banner on a schematic pack’s picture, in the picture’s language, and none on a published one', async () => {
    for (const lang of ['en', 'it'] as const) {
      const input = demoInput(undefined, lang, { width: 800, height: 600 });
      const { plan } = planFor(input);
      expect(plan.banner).toBeDefined();
      const pixels = await decodePng((await renderMap(input)).png);
      // The banner's yellow, just inside its hazard stripes and away from the words.
      const [r, g, b] = pixelAt(pixels, plan.banner!.x + plan.banner!.w * 0.14, plan.banner!.y + 2);
      expect([r > 230, g > 180 && g < 215, b < 90]).toEqual([true, true, true]);
    }
    expect(planFor(frontInput()).plan.banner).toBeUndefined();
  });

  it('draws a face-down unit as a plain ? block that tells nothing of the unit', () => {
    const input = demoInput();
    const palette = paletteOf(input.pack, input.sides);
    const base: BoardPiece = {
      id: 'x',
      at: '0101',
      side: 'red',
      nation: 'red',
      type: 'hq',
      label: 'Red HQ',
      values: [0, 1, 4],
      hidden: true,
    };
    const other: BoardPiece = { ...base, type: 'infantry', label: '10th Inf', values: [4, 4, 3], size: 'division' };
    expect(lookOf(base, palette)).toEqual(lookOf(other, palette));
    expect(lookOf(base, palette)).toMatchObject({ hidden: true, label: '', values: [] });
  });

  it('fans a stack of five to four counters with a count of 5, and sets units out in an off-map box', () => {
    const input = demoInput();
    const stack: BoardPiece[] = Array.from({ length: 5 }, (_, i) => ({
      id: `s${i}`,
      at: '0505',
      side: 'blue',
      nation: 'blue',
      type: 'infantry',
      label: `S${i}`,
      values: [1, 1, 1],
    }));
    const { pieces } = planFor({ ...input, view: { ...input.view, pieces: stack } });
    expect(pieces.counters.map((c) => c.piece.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(pieces.badges).toEqual([expect.objectContaining({ count: 5 })]);

    const front = frontInput();
    const { plan, pieces: frontPieces } = planFor(front);
    const box = plan.places.get('reserve')!.rect!;
    const inBox = frontPieces.counters.filter((c) => c.piece.at === 'reserve');
    expect(inBox.map((c) => c.piece.id).sort()).toEqual(['ah2', 'br2', 'ge4']);
    for (const c of inBox) {
      expect(c.x).toBeGreaterThanOrEqual(box.x);
      expect(c.x + c.s).toBeLessThanOrEqual(box.x + box.w);
      expect(c.y + c.s).toBeLessThanOrEqual(box.y + box.h);
    }
  });

  it('shows only the part of a big hex map where the pieces are, and keeps that window after a small move', () => {
    const demo = demoPack();
    if (demo.map.kind !== 'hex') throw new Error('hex map expected');
    const hexes = [];
    for (let col = 1; col <= 40; col++)
      for (let row = 1; row <= 30; row++)
        hexes.push({
          id: `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`,
          terrain: 'clear',
          features: [],
          values: {},
          schematic: true,
        });
    const big: Pack = {
      ...demo,
      id: 'big',
      map: { ...demo.map, hexes, hexsides: [] },
      scenarios: demo.scenarios.map((s) => ({ ...s, markers: [] })),
    };
    const input = playedInput(big, [], 'en', { width: 1600, height: 1200 });
    const { plan, pieces } = planFor(input);
    expect(plan.places.size).toBeLessThan(hexes.length / 2);
    expect(pieces.unplaced).toEqual([]);
    expect(plan.counter).toBeGreaterThan(
      planFor({
        ...input,
        view: {
          ...input.view,
          pieces: [
            ...input.view.pieces,
            { id: 'far', at: '4030', side: 'red', nation: 'red', type: 'infantry', label: 'Far', values: [1] },
          ],
        },
      }).plan.counter,
    );
    const moved = playedInput(big, [['blue', { type: 'move', unit: 'b1', to: '0303' }]], 'en', {
      width: 1600,
      height: 1200,
    });
    expect(planFor(moved).plan).toBe(plan);
  });

  it('keeps every built-in map’s picture well under Discord’s 10 MiB, growing a big map’s picture for readable counters', async () => {
    for (const pack of builtInPacks().values()) {
      const input = {
        ...playedInput(pack, [], 'en', {}),
        title: { game: pack.title, scenario: loc('Set-up', 'Schieramento') },
      };
      const out = await renderMap(input);
      expect(out.png.length, pack.id).toBeLessThan(TEN_MIB / 4);
      expect(out.width, pack.id).toBeLessThanOrEqual(2560);
      const { plan } = planFor(input);
      expect(plan.counter >= 40 || out.width === 2560, `${pack.id}: counters of ${plan.counter} px`).toBe(true);
    }
    // Six whole maps drawn for the first time (tiles, fonts): seconds on a loaded machine, so more than the default.
  }, 120_000);

  it('draws a finished game: the title names the winner, the alt text says why it ended', async () => {
    const input = playedInput(demoPack(), [['blue', { type: 'resign' }]], 'it', { width: 800, height: 600 });
    expect(input.view.status.over?.winner).toBe('red');
    const out = await renderMap(input);
    expect(out.png.length).toBeGreaterThan(1000);
    expect(out.alt.it).toContain('Partita finita');
    expect(out.alt.it).toContain('Blu ha abbandonato.');
  });

  it('copes with what a view may lack: no side information, pieces on no place of the map', async () => {
    const input = demoInput(undefined, 'en', { width: 800, height: 600 });
    const stray: BoardPiece = { id: 'x', at: 'eliminated', side: 'red', type: 'infantry', label: 'Lost', values: [1] };
    const odd = { ...input, sides: [], view: { ...input.view, pieces: [...input.view.pieces, stray] } };
    const out = await renderMap(odd);
    expect(out.png.length).toBeGreaterThan(1000);
    expect(planFor(odd).pieces.unplaced).toEqual([stray]);
  });

  it('refuses a picture size out of range', async () => {
    await expect(renderMap({ ...demoInput(), width: 100, height: 100 })).rejects.toThrow(RangeError);
  });
});
