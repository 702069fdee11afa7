import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { strengthFontPx, strengthText } from '../../../src/render/counters.js';
import { DIGIT_HEIGHT_PER_PX, font } from '../../../src/render/fonts.js';
import { planFor, renderMap } from '../../../src/render/draw.js';
import { hexAnchors } from '../../../src/render/hexmap.js';
import { demoInput } from './fixtures.js';
import { canvasOf, pixelLuminance } from './pixels.js';

/**
 * Readable at Discord's preview size (issue 4): the 1600×1200 picture scaled to 550 px wide must still show the
 * hex numbers (on a zoomed crop) and the units' strengths. Two measures:
 *  - the height the digits come out at in the 550-px picture, from the font size and the scale (DejaVu digits
 *    stand 0.729 em): at least 4.5 px for hex numbers, read on a zoomed crop, and 5.5 px for strengths, read as
 *    is (below ~4.5 px antialiased digits run together; 5–6 px reads like a small UI font);
 *  - the pixels themselves: in the scaled picture, the digits' box must hold dark (or, on counters, light)
 *    strokes with at least 3:1 contrast against the ground, and enough of them to be glyphs, not a smudge.
 * The zoomed crops are written to the OS temp folder for a look.
 */

const PREVIEW = 550;
const MIN_HEX_NUMBER_PX = 4.5;
const MIN_STRENGTH_PX = 5.5;

describe('readable at the 550-px preview', async () => {
  const input = demoInput(undefined, 'en', { width: 1600, height: 1200 });
  const rendered = await renderMap(input);
  const { plan, pieces } = planFor(input);
  const scale = PREVIEW / rendered.width;
  const preview = await canvasOf(rendered.png, PREVIEW);
  const measure = createCanvas(4, 4).getContext('2d');

  /** Box (in the 550-px picture) of centred text, its luminance extremes and the ground's, and a zoomed crop. */
  function inspect(name: string, text: string, px: number, cx: number, baseline: number, ground: 'dark' | 'light') {
    measure.font = font('condensed', px);
    const w = measure.measureText(text).width;
    const h = px * DIGIT_HEIGHT_PER_PX;
    const box = {
      x: Math.floor((cx - w / 2) * scale),
      y: Math.floor((baseline - h) * scale),
      w: Math.ceil(w * scale) + 1,
      h: Math.ceil(h * scale) + 1,
    };
    const data = preview.getContext('2d').getImageData(box.x, box.y, box.w, box.h).data;
    const lums: number[] = [];
    for (let i = 0; i < data.length; i += 4) lums.push(pixelLuminance(data as unknown as Uint8Array, i));
    lums.sort((a, b) => a - b);
    const zoom = createCanvas(box.w * 8, box.h * 8);
    const z = zoom.getContext('2d');
    z.imageSmoothingEnabled = false;
    z.drawImage(preview, box.x, box.y, box.w, box.h, 0, 0, box.w * 8, box.h * 8);
    writeFileSync(join(tmpdir(), `umpire-legibility-${name}.png`), zoom.toBuffer('image/png'));
    // The ground is the commonest luminance at the box's edge; the ink is the far end of the range.
    const groundLum = ground === 'light' ? lums[lums.length - 1]! : lums[0]!;
    const inkLum = ground === 'light' ? lums[0]! : lums[lums.length - 1]!;
    const ratio = (Math.max(groundLum, inkLum) + 0.05) / (Math.min(groundLum, inkLum) + 0.05);
    const mid = (groundLum + inkLum) / 2;
    const inked = lums.filter((l) => (ground === 'light' ? l < mid : l > mid)).length;
    return { heightPx: h * scale, ratio, inked, area: lums.length };
  }

  it(`hex numbers stand at least ${MIN_HEX_NUMBER_PX} px tall and contrast 3:1 on an empty hex`, () => {
    const place = plan.places.get('0909')!;
    const got = inspect(
      'hex-number-0909',
      '0909',
      plan.fonts.hexNumber,
      place.centre.x,
      place.centre.y + hexAnchors(plan.orientation).number * plan.radius,
      'light',
    );
    expect(got.heightPx).toBeGreaterThanOrEqual(MIN_HEX_NUMBER_PX);
    expect(got.ratio).toBeGreaterThanOrEqual(3);
    expect(got.inked).toBeGreaterThanOrEqual(8);
  });

  it(`unit strengths stand at least ${MIN_STRENGTH_PX} px tall and contrast 3:1 on their counter`, () => {
    for (const unit of ['b4', 'r5']) {
      const counter = pieces.counters.find((c) => c.piece.id === unit)!;
      const px = strengthFontPx(measure, counter.look.values, counter.s);
      const got = inspect(
        `strength-${unit}`,
        strengthText(counter.look.values),
        px,
        counter.x + counter.s / 2,
        counter.y + counter.s * 0.93,
        'dark',
      );
      expect(got.heightPx, unit).toBeGreaterThanOrEqual(MIN_STRENGTH_PX);
      expect(got.ratio, unit).toBeGreaterThanOrEqual(3);
      expect(got.inked, unit).toBeGreaterThanOrEqual(8);
    }
  });
});
