import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { builtInPacks } from '../../../src/engine/packs.js';
import { strengthFontPx, strengthText } from '../../../src/render/counters.js';
import { clearRenderCaches, renderMap } from '../../../src/render/draw.js';
import {
  FOCUS_HEIGHT,
  FOCUS_WIDTH,
  PREVIEW_WIDTH,
  drawFocus,
  headingWidths,
  planFocus,
} from '../../../src/render/focus.js';
import { DIGIT_HEIGHT_PER_PX, font } from '../../../src/render/fonts.js';
import { counterLabel, layoutPieces } from '../../../src/render/pieces.js';
import { firstMoveInput } from './fixtures.js';
import { canvasOf, pixelLuminance } from './pixels.js';

/**
 * An action's picture read where people look at it (issue 18.1): Discord shows it about 550 px wide. For each
 * built-in pack's first move, the picture is the area round the move, zoomed so that at 550 px
 *  - the moved counter is at least MIN_COUNTER px wide and its strengths stand MIN_STRENGTH_PX tall, with 3:1
 *    contrast and enough inked pixels to be glyphs (measured on the scaled-down picture itself);
 *  - the place names (or hex numbers) stand MIN_NAME_PX tall;
 *  - the title is whole (never cut) at a readable size, and the overview never covers the move.
 * The 550-px pictures are written to the OS temp folder for a look.
 */

const MIN_COUNTER = 30;
const MIN_STRENGTH_PX = 5.5;
const MIN_NAME_PX = 4.5;
const measure = createCanvas(4, 4).getContext('2d');

describe('an action’s picture reads at Discord’s 550-px preview', () => {
  for (const [id, pack] of builtInPacks()) {
    for (const lang of ['en', 'it'] as const) {
      it(`${id} (${lang}): the first move, zoomed`, async () => {
        const input = firstMoveInput(pack, lang);
        const focus = planFocus(input);
        expect(focus, 'the move is shown zoomed, not as the whole map').toBeDefined();
        const { plan, palette, area, crop, zoom, overview } = focus!;
        const scale = (PREVIEW_WIDTH / FOCUS_WIDTH) * zoom;
        const rendered = await renderMap(input);
        expect(rendered.width).toBe(FOCUS_WIDTH);
        const preview = await canvasOf(rendered.png, PREVIEW_WIDTH);
        writeFileSync(join(tmpdir(), `umpire-focus-${id}-${lang}.png`), preview.toBuffer('image/png'));

        // The top counter where the unit moved to (the moved unit itself, or the stack it joined).
        const counters = layoutPieces(plan, input.view.pieces, pack, palette).counters;
        const counter = counters.findLast((c) => c.piece.at === input.to)!;
        expect(counter, 'the stack moved to is drawn').toBeDefined();
        expect(counter.s * scale).toBeGreaterThanOrEqual(MIN_COUNTER);
        const names = plan.kind === 'hex' ? plan.fonts.hexNumber : plan.fonts.placeName;
        expect(names * DIGIT_HEIGHT_PER_PX * scale).toBeGreaterThanOrEqual(MIN_NAME_PX);

        // The strengths on the moved counter, in the 550-px picture's own pixels.
        const px = strengthFontPx(measure, counter.look.values, counter.s);
        const text = strengthText(counter.look.values);
        measure.font = font('condensed', px);
        const w = measure.measureText(text).width;
        const h = px * DIGIT_HEIGHT_PER_PX;
        expect(h * scale).toBeGreaterThanOrEqual(MIN_STRENGTH_PX);
        const toPreview = (x: number, y: number) => ({
          x: (area.x + (x - crop.x) * zoom) * (PREVIEW_WIDTH / FOCUS_WIDTH),
          y: (area.y + (y - crop.y) * zoom) * (PREVIEW_WIDTH / FOCUS_WIDTH),
        });
        const a = toPreview(counter.x + counter.s / 2 - w / 2, counter.y + counter.s * 0.93 - h);
        const box = {
          x: Math.floor(a.x),
          y: Math.floor(a.y),
          w: Math.ceil(w * scale) + 1,
          h: Math.ceil(h * scale) + 1,
        };
        const data = preview.getContext('2d').getImageData(box.x, box.y, box.w, box.h).data;
        const lums: number[] = [];
        for (let i = 0; i < data.length; i += 4) lums.push(pixelLuminance(data as unknown as Uint8Array, i));
        lums.sort((p, q) => p - q);
        const [dark, light] = [lums[0]!, lums[lums.length - 1]!];
        expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(3);
        const mid = (dark + light) / 2;
        expect(lums.filter((l) => l > mid).length).toBeGreaterThanOrEqual(8);

        // The title whole, readable; the overview clear of the move's destination.
        const heading = focus!.heading;
        const widths = headingWidths(input, heading.px);
        const room = focus!.title.w - 32;
        expect(
          heading.split ? Math.max(widths.game, widths.scenario) : widths.game + widths.scenario,
        ).toBeLessThanOrEqual(room);
        expect(heading.px * DIGIT_HEIGHT_PER_PX * (PREVIEW_WIDTH / FOCUS_WIDTH)).toBeGreaterThanOrEqual(MIN_NAME_PX);
        const dest = plan.places.get(input.to)!.centre;
        const d = toPreview(dest.x, dest.y);
        const o = { x: overview.x / 2, y: overview.y / 2, w: overview.w / 2, h: overview.h / 2 };
        const inside = d.x >= o.x && d.x <= o.x + o.w && d.y >= o.y && d.y <= o.y + o.h;
        expect(inside, 'the overview covers the move').toBe(false);
      });
    }
  }

  it('a picture with nothing to centre on, or asked whole, is the whole map', async () => {
    const pack = builtInPacks().get('paths-of-glory')!;
    const moved = firstMoveInput(pack);
    expect(planFocus({ ...moved, frame: 'whole' })).toBeUndefined();
    expect(planFocus({ ...moved, view: { ...moved.view, highlights: {} } })).toBeUndefined();
    expect(planFocus({ ...moved, frame: { at: 'nowhere' } })).toBeUndefined();
    expect(planFocus({ ...moved, frame: { at: 'verdun' } })).toBeDefined();
    expect((await renderMap({ ...moved, frame: 'whole' })).width).toBeGreaterThanOrEqual(1600);
  });

  it('a counter prints its unit’s name without the nation code its colour already shows', () => {
    const piece = { id: 'ge-1', at: 'aachen', type: 'infantry', values: [5, 3, 3] };
    expect(counterLabel({ ...piece, label: 'GE 1st Army', nation: 'ge' })).toBe('1st Army');
    expect(counterLabel({ ...piece, label: 'Compans (CM) 1', nation: 'fr' })).toBe('Compans (CM) 1');
    expect(counterLabel({ ...piece, label: 'GE', nation: 'ge' })).toBe('GE');
    expect(counterLabel({ ...piece, label: 'GE 8th Army' })).toBe('GE 8th Army');
  });
});

describe('an action’s picture drawn into the canvas of the last one', () => {
  const packs = [...builtInPacks().values()];

  it('has the pixels of the same picture drawn into a new canvas, whatever the canvas showed before', () => {
    const kept = createCanvas(FOCUS_WIDTH, FOCUS_HEIGHT);
    for (const [i, pack] of packs.entries()) {
      const input = firstMoveInput(pack, 'it');
      // Another pack's picture first, in the other language: other tiles, title, overview corner and clip.
      const before = firstMoveInput(packs[(i + 1) % packs.length]!, 'en');
      drawFocus(before, planFocus(before)!, true, kept);
      const reused = drawFocus(input, planFocus(input)!, true, kept).data();
      const fresh = drawFocus(input, planFocus(input)!).data();
      expect(Buffer.compare(reused, fresh), `${pack.id}: pixels differ`).toBe(0);
    }
  });

  it('is encoded to the same bytes whichever pictures the worker drew before it', async () => {
    const inputs = packs.map((pack) => firstMoveInput(pack, 'en'));
    clearRenderCaches();
    const first = await Promise.all(inputs.map(async (input) => (await renderMap(input)).png));
    // The same pictures again, in the other order, each after another pack's picture.
    const again = [];
    for (const input of [...inputs].reverse()) again.unshift((await renderMap(input)).png);
    again.forEach((png, i) => expect(png.equals(first[i]!), `${packs[i]!.id}: bytes differ`).toBe(true));
  });
});
