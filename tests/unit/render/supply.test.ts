import { describe, expect, it } from 'vitest';
import type { View } from '../../../src/engine/core/game.js';
import { createPathsOfGlory } from '../../../src/engine/games/paths-of-glory/play/module.js';
import type { PogState } from '../../../src/engine/games/paths-of-glory/play/state.js';
import { planFor, renderMap } from '../../../src/render/draw.js';
import { focusPlaces } from '../../../src/render/focus.js';
import type { RenderInput } from '../../../src/render/types.js';
import { built, campaign, pack } from '../games/paths-of-glory/play/position.js';
import { decodePng } from './pixels.js';

/**
 * Supply on the picture (issue 22): a round's warnings (Highlights `unsupplied`, `threatened`) and the overlay asked
 * for with `/game map supply:<side>` (View `shade`) reach the picture: drawn, in the legend, in the alt text.
 */

const module = createPathsOfGlory(pack);
const state: PogState = built(campaign(), {
  units: { 'br-bef': 'ostend', 'ge-c1': 'brussels' },
  control: { brussels: 'cp', liege: 'cp' },
  state: { destroyed: ['liege'] },
});
const sides = module.scenarios(pack).find((s) => s.id === 'campaign')!.sides;

function input(view: View, lang: 'en' | 'it' = 'en'): RenderInput {
  return {
    pack,
    view,
    sides,
    title: { game: pack.title, scenario: { en: 'Campaign', it: 'Campagna' } },
    lang,
    width: 1600,
    height: 1200,
  };
}

const plain = module.view(state, 'observer');
const warned: View = { ...plain, highlights: { unsupplied: ['brussels'], threatened: ['sedan'] } };
const shaded: View = { ...plain, shade: module.overlay!(state, 'supply', 'cp')! };

const legendTexts = (view: View, lang: 'en' | 'it' = 'en') =>
  planFor(input(view, lang))
    .plan.legend.entries.map((e) => e.item?.text ?? e.header)
    .filter(Boolean);

describe('supply warnings on the picture', () => {
  it('the legend has a Supply group only when the picture shows supply', () => {
    expect(legendTexts(plain)).not.toContain('Supply');
    const texts = legendTexts(warned);
    expect(texts).toContain('Supply');
    expect(texts).toContain('Out of supply this round');
    expect(texts).toContain('Could be cut off');
    expect(legendTexts(warned, 'it')).toEqual(
      expect.arrayContaining(['Rifornimento', 'Senza rifornimento da questo round', 'Rischia l’isolamento']),
    );
  });

  it('the alt text names the flagged spaces in both languages', async () => {
    const { alt } = await renderMap(input(warned));
    expect(alt.en).toContain('Out of supply this round in Brussels.');
    expect(alt.en).toContain('Could be cut off in Sedan.');
    expect(alt.it).toContain('Senza rifornimento da questo round in Brussels.');
  });

  it('the action’s zoomed picture takes in the flagged spaces', () => {
    expect(focusPlaces({ ...input(warned), frame: 'action' })).toEqual(['brussels', 'sedan']);
  });

  it('a flagged space is ringed in purple', async () => {
    const rendered = await renderMap(input(warned));
    const pixels = await decodePng(rendered.png);
    const place = planFor(input(warned)).plan.places.get('brussels')!;
    // Somewhere on the ring round the space's outline, the ring's purple (#7b2cbf) shows.
    const purple = place.outline.some((p) => {
      const i = (Math.round(p.y) * pixels.width + Math.round(p.x)) * 4;
      const [r, g, b] = [pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!];
      return Math.abs(r - 0x7b) < 40 && Math.abs(g - 0x2c) < 40 && Math.abs(b - 0xbf) < 40;
    });
    expect(purple).toBe(true);
  });
});

describe('the supply overlay on the picture', () => {
  it('shades the side’s supplied spaces in its colour, with a legend entry and alt text', async () => {
    const texts = legendTexts(shaded);
    expect(texts).toContain('Supplied: Central Powers');
    const place = (view: View) => {
      const p = planFor(input(view)).plan.places.get('berlin')!;
      // Inside the wash, beside the space's own box (and its counters).
      return { x: p.centre.x + p.rect!.w * 0.56, y: p.centre.y };
    };
    const [a, b] = await Promise.all([renderMap(input(plain)), renderMap(input(shaded))]);
    const [pa, pb] = [await decodePng(a.png), await decodePng(b.png)];
    const at = (px: typeof pa, p: { x: number; y: number }) => {
      const i = (Math.round(p.y) * px.width + Math.round(p.x)) * 4;
      return [px.data[i]!, px.data[i + 1]!, px.data[i + 2]!];
    };
    expect(at(pb, place(shaded))).not.toEqual(at(pa, place(plain)));
    expect(b.alt.en).toMatch(/Shaded, the \d+ spaces in supply for Central Powers: .*Berlin/);
  });

  it('the overlay is the module’s: the side’s supplied spaces, not the other side’s', () => {
    expect(shaded.shade!.places).toContain('berlin');
    expect(shaded.shade!.places).not.toContain('paris');
  });
});
