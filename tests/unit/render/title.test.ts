import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { loc } from '../../../src/engine/core/localized.js';
import { demoPack } from '../../../src/engine/games/freeplay/demo-pack.js';
import { loadFonts } from '../../../src/render/fonts.js';
import { paletteOf } from '../../../src/render/palette.js';
import { drawTitleBar, TITLE_BACKGROUND } from '../../../src/render/title.js';

describe('the title bar', () => {
  it('cuts a turn label too long for a narrow picture instead of running it off the left edge', () => {
    loadFonts();
    const pack = demoPack();
    const scenario = pack.scenarios[0]!;
    const palette = paletteOf(pack, scenario.sides);
    const [w, h, pad] = [550, 30, Math.round(30 * 0.35)];
    const canvas = createCanvas(w, h);
    const ctx = canvas.getContext('2d');
    drawTitleBar(
      ctx,
      { x: 0, y: 0, w, h },
      14,
      { game: loc('Paths of Glory (schematic map)', ''), scenario: loc('Introductory scenario', '') },
      {
        turn: 1,
        turnLabel: loc('Turn 1/3 (August 1914), action round 1 of 6, Mobilization, war status 0 and 0', ''),
        phase: loc('Action Phase: Blue to act', ''),
        active: [scenario.sides[0]!.id],
      },
      palette,
      'en',
    );
    // Nothing but the bar's own colour left of the padding: the right part starts inside the picture.
    const background = [0x1e, 0x2a, 0x33];
    expect(TITLE_BACKGROUND).toBe('#1e2a33');
    const data = canvas.data();
    let ink = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < pad - 1; x++) {
        const i = (y * w + x) * 4;
        if ([0, 1, 2].some((c) => Math.abs(data[i + c]! - background[c]!) > 8)) ink++;
      }
    expect(ink).toBe(0);
  });
});
