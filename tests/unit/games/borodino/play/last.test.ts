import { describe, expect, it } from 'vitest';
import { built, keys, module, must } from './build.js';

/** What the bot's picture of an action marks (View.highlights, play/last.ts): it frames the picture on them. */
describe('the picture of an action', () => {
  it('a move marks its path hex by hex, for every viewer; the next action that moves nothing marks none', () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'fr-CM-2': { at: '4516' } },
      learned: { 'fr-CM-1': { MA: 4 } },
    });
    expect(module.view(s, 'observer').highlights).toEqual({});
    const t = must(s, 'french', 'move/fr-CM-1/4617.4618');
    const moves = [
      { from: '4616', to: '4617' },
      { from: '4617', to: '4618' },
    ];
    for (const viewer of ['french', 'russian', 'observer'])
      expect(module.view(t, viewer).highlights).toEqual({ moves });
    // Its MA asked: an answer moves nothing, and the picture is of the whole map again.
    const asked = must(t, 'french', 'value/fr-CM-2/MA/front/4');
    expect(module.view(asked, 'observer').highlights).toEqual({});
  });

  it('a retreat marks the step back; one that Withdraws or eliminates the unit marks the hex it was lost from', () => {
    const retreating = (units: Parameters<typeof built>[0]['units']) => ({
      ...built({
        step: 'assault',
        side: 'french',
        units: { 'ru-Shak-1': { at: '4616' }, 'fr-CM-1': { at: '4516' }, 'fr-CM-3': { at: '4615' }, ...units },
        active: ['CM', 'Shak', '4CC'],
      }),
      retreats: [{ unit: 'ru-Shak-1', cause: '4516' }],
    });
    // Onto friends in 4715 (9.64): a step back.
    const onto = retreating({ 'ru-4CC-1': { at: '4716' }, 'ru-Shak-2': { at: '4715' } });
    const back = must(onto, 'russian', 'retreat/ru-Shak-1/4715', []);
    expect(back.units['ru-Shak-1']?.at).toBe('4715');
    expect(module.view(back, 'observer').highlights).toEqual({ moves: [{ from: '4616', to: '4715' }] });
    // Only into the French Frontal hexes: Withdrawn (9.66), lost from 4616.
    const cut = retreating({ 'fr-CM-2': { at: '4715' } });
    const [key] = keys(cut, 'russian');
    const lost = must(cut, 'russian', key!, []);
    expect(['eliminated', 'withdrawn']).toContain(lost.units['ru-Shak-1']?.at);
    expect(module.view(lost, 'observer').highlights).toEqual({ losses: ['4616'] });
  });
});
