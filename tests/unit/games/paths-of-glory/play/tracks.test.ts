import { describe, expect, it } from 'vitest';
import type { Track } from '../../../../../src/engine/core/game.js';
import { createPathsOfGlory } from '../../../../../src/engine/games/paths-of-glory/play/module.js';
import type { PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { altText } from '../../../../../src/render/alt-text.js';
import { planFor, renderMap, tracksPx } from '../../../../../src/render/draw.js';
import { DIGIT_HEIGHT_PER_PX } from '../../../../../src/render/fonts.js';
import { FOCUS_WIDTH, planFocus, PREVIEW_WIDTH } from '../../../../../src/render/focus.js';
import type { RenderInput } from '../../../../../src/render/types.js';
import { compare, decodePng } from '../../../../unit/render/pixels.js';
import { built, campaign, pack } from './position.js';

/**
 * The picture's track panel: the General Records Track (VP with its automatic victory ends, 5.2; the War Status of
 * each side and the Combined War Status up to the armistice, 16.2.1), the Turn Record Track and the action round
 * (8.1.1) with whose round it is, as data in the view that the renderer draws (not pixel-exact).
 */

const module = createPathsOfGlory(pack);
const track = (tracks: readonly Track[] | undefined, id: string) => tracks?.find((t) => t.id === id);

function input(state: PogState, lang: 'en' | 'it', frame?: RenderInput['frame']): RenderInput {
  const info = module.scenarios(pack).find((s) => s.id === state.scenario)!;
  return {
    pack,
    view: module.view(state, 'observer'),
    sides: info.sides,
    title: { game: pack.title, scenario: info.title },
    lang,
    ...(frame ? { frame } : {}),
  };
}

/** Turn 3, round 4, the Allies' half of it; VP 13, War Status CP 5, AP 7, combined 12. */
function midGame(): PogState {
  return built(campaign(), {
    frame: { name: 'action', side: 'ap' },
    state: { turn: 3, round: 4, vp: 13, warStatus: { cp: 5, ap: 7 }, combinedWarStatus: 12 },
  });
}

describe('Paths of Glory picture: the track panel', () => {
  it('5.2 the VP track runs from the Allied automatic victory (0) to the Central Powers’ (20), with the VP marker', () => {
    const vp = track(module.view(midGame(), 'observer').tracks, 'vp');
    expect(vp).toMatchObject({ from: 0, to: 20, markers: [{ value: 13 }] });
    expect(vp?.zones).toEqual([
      expect.objectContaining({ from: 0, to: 0, side: 'ap' }),
      expect.objectContaining({ from: 20, to: 20, side: 'cp' }),
    ]);
  });

  it('16.2.1 the War Status track holds each side’s War Status and the Combined War Status, up to the armistice at 40', () => {
    const war = track(module.view(midGame(), 'observer').tracks, 'war-status');
    expect(war).toMatchObject({ from: 0, to: 40 });
    expect(war?.markers.map((m) => [m.label.en, m.value, m.side])).toEqual([
      ['CP', 5, 'cp'],
      ['AP', 7, 'ap'],
      ['CWS', 12, undefined],
    ]);
    expect(war?.zones).toEqual([expect.objectContaining({ from: 40, to: 40 })]);
  });

  it('the Turn Record Track has turns 1–20 with the turn marked, the turns past the scenario’s end greyed', () => {
    const turn = track(module.view(midGame(), 'observer').tracks, 'turn');
    expect(turn).toMatchObject({ from: 1, to: 20, markers: [{ value: 3 }], zones: [] });
    const intro = track(module.view(campaign('intro'), 'observer').tracks, 'turn');
    expect(intro?.zones).toEqual([expect.objectContaining({ from: 4, to: 20 })]);
  });

  it('8.1.1 the action round 1–6 is marked with the side whose round it is, also under an interrupt', () => {
    const round = track(module.view(midGame(), 'observer').tracks, 'round');
    expect(round).toMatchObject({ from: 1, to: 6, markers: [{ value: 4, side: 'ap', label: { en: 'AP' } }] });
    const answering = built(midGame(), { frame: { name: 'peace-answer', side: 'cp', offerer: 'ap' } });
    expect(track(module.view(answering, 'observer').tracks, 'round')?.markers).toEqual([
      expect.objectContaining({ value: 4, side: 'ap' }),
    ]);
    const start = track(module.view(campaign(), 'observer').tracks, 'round');
    expect(start?.markers).toEqual([expect.objectContaining({ value: 1, side: 'cp' })]);
  });

  it('the tracks are the same for every viewer and worded in the viewer’s language', () => {
    const state = midGame();
    expect(module.view(state, 'cp').tracks).toEqual(module.view(state, 'observer').tracks);
    const labels = module.view(state, 'observer').tracks?.map((t) => t.label.it);
    expect(labels).toEqual(['VP', 'Turno', 'Round', 'Stato di Guerra']);
  });

  it('the whole map keeps a panel along its bottom with a slot for every track, under the map', () => {
    const { plan, tracks } = planFor(input(midGame(), 'en'));
    expect(tracks).toBeDefined();
    const slots = tracks!.rows.flatMap((r) => r.slots.map((s) => s.id));
    expect(slots.sort()).toEqual(['round', 'turn', 'vp', 'war-status']);
    expect(tracks!.rect.y + tracks!.rect.h).toBe(plan.height + tracks!.rect.h);
    expect(plan.map.y + plan.map.h).toBeLessThanOrEqual(tracks!.rect.y);
    // One cell a value: the War Status scale has 41.
    const war = tracks!.rows.flatMap((r) => r.slots).find((s) => s.id === 'war-status');
    expect(war?.cells).toBe(41);
  });

  it('an action’s picture (550 px at preview) keeps the panel in two rows, its lettering 10 px at preview', () => {
    const state = built(midGame(), { state: { last: { moves: [{ from: 'aachen', to: 'liege' }] } } });
    const focus = planFocus(input(state, 'it', 'action'));
    expect(focus?.tracks?.rows).toHaveLength(2);
    expect(focus!.tracks!.px).toBeGreaterThanOrEqual(20);
    expect(focus!.area.y + focus!.area.h).toBeLessThanOrEqual(focus!.tracks!.rect.y);
    // A marker's value (0.9 of the panel's font) stands at least 5.5 px high at preview, as a counter's strengths.
    expect(focus!.tracks!.px * 0.9 * DIGIT_HEIGHT_PER_PX * (PREVIEW_WIDTH / FOCUS_WIDTH)).toBeGreaterThanOrEqual(5.5);
  });

  it('the whole map’s panel reads at preview as its counters’ strengths do, at 1600 and at 2560 wide', () => {
    for (const width of [1600, 2560]) {
      const px = tracksPx(width, (width * 3) / 4);
      expect(px * 0.9 * DIGIT_HEIGHT_PER_PX * (PREVIEW_WIDTH / width), String(width)).toBeGreaterThanOrEqual(5.5);
    }
  });

  it('the alt text reads the tracks’ values', () => {
    const alt = altText(input(midGame(), 'en'));
    expect(alt.en).toContain('VP: 13.');
    expect(alt.en).toContain('War Status: CP 5, AP 7, CWS 12.');
    expect(alt.it).toContain('Stato di Guerra: CP 5, AP 7, SGC 12.');
    expect(alt.en).toContain('Round: AP 4.');
  });

  it('the panel is redrawn whole on every picture: a track that moved leaves no trace on the reused frame', async () => {
    const size = { width: 800, height: 600 };
    const later = built(midGame(), { state: { vp: 6, turn: 9, warStatus: { cp: 21, ap: 18 }, combinedWarStatus: 39 } });
    for (const state of [midGame(), later, midGame()]) {
      const shown = { ...input(state, 'en'), ...size };
      const cached = await decodePng((await renderMap(shown)).png);
      const fresh = await decodePng((await renderMap(shown, { cached: false })).png);
      expect(compare(cached, fresh, 8).fraction).toBeLessThan(0.0005);
    }
  }, 60_000);
});
