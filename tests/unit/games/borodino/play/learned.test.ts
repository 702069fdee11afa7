import { describe, expect, it } from 'vitest';
import { isLearnedEvent, learnedExport, packWithLearned } from '../../../../../src/engine/core/learned.js';
import { validatePack } from '../../../../../src/engine/core/pack.js';
import { createBorodino } from '../../../../../src/engine/games/borodino/play/module.js';
import { gameOf } from '../../../../../src/engine/games/borodino/play/setup.js';
import { valueOf } from '../../../../../src/engine/games/borodino/play/values.js';
import { built, keys, module, must, pack, play } from './build.js';

/**
 * 2.2: the pack prints no counter value (but the horse artillery's MA); the owner gives each once, and the game's
 * `learned` is a core/learned.ts LearnedBook that `/game export` and `umpire verify --learned` carry as pack fields.
 */

const rallying = () =>
  built({
    step: 'rally',
    side: 'french',
    units: { 'fr-CM-1': { at: '4616', disordered: true } },
  });

describe('2.2 the counter values the players give are the game’s learned values', () => {
  it('2.2 a value given is recorded once, by its owner, with the turn, the Disordered side as the pack’s reduced', () => {
    const s = rallying();
    expect(module.learned!(s)).toEqual([]);
    // 10.1 needs the Disordered Cohesion: its owner is asked, with core/learned.ts's menu of numbers.
    expect(keys(s, 'french', ['u:fr-CM-1'])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `value/fr-CM-1/Coh/back/${n}`),
    );
    const given = play(s, 'french', 'value/fr-CM-1/Coh/back/4');
    if (!given.ok) throw new Error(given.code);
    expect(module.learned!(given.state)).toEqual([
      {
        subject: { kind: 'counter', counter: 'fr-CM-1', value: 'Coh', reduced: true },
        number: 4,
        by: 'french',
        turn: 1,
      },
    ]);
    // The log carries core/learned.ts's event (the export reads its version from it), worded in both languages.
    const event = given.events.find(isLearnedEvent);
    expect(event?.key).toBe('counter:fr-CM-1:Coh:reduced');
    const words = module.describe(event!);
    expect(words.en).toContain('Cohesion 4');
    expect(words.en).toContain('Disordered side');
    expect(words.it).toContain('Coesione 4');
    expect(words.it).toContain('lato in Disordine');
    // Never asked again.
    expect(play(given.state, 'french', 'value/fr-CM-1/Coh/back/5')).toMatchObject({ ok: false, code: 'value-known' });
  });

  it('2.2 a value is refused from the other side, out of its range, or for a value the counter does not print', () => {
    const s = rallying();
    expect(play(s, 'russian', 'value/fr-CM-1/Coh/back/4')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(play(s, 'french', 'value/fr-CM-1/Coh/back/11')).toMatchObject({ ok: false, rule: '2.2' });
    expect(play(s, 'french', 'value/ru-Shak-1/Coh/back/4')).toMatchObject({ ok: false, code: 'value-not-yours' });
    // An infantry counter prints no Fire Strength (the pack's valueNames): nothing to learn.
    expect(play(s, 'french', 'value/fr-CM-1/FS/front/4')).toMatchObject({ ok: false, code: 'value-known' });
    expect(module.learned!(s)).toEqual([]);
  });

  it('2.2 the export fills the pack’s counter fields; a game on the filled pack asks nothing', () => {
    const t = must(must(rallying(), 'french', 'value/fr-CM-1/Coh/back/4'), 'french', 'done');
    const withMa = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' } },
      learned: { 'fr-CM-1': { MA: 4 } },
    });
    const book = [...module.learned!(t), ...module.learned!(withMa)];
    const exported = learnedExport(book, pack);
    expect(exported.pack.counters).toEqual([
      {
        id: 'fr-CM-1',
        valueNames: ['DF', 'SP', 'Coh', 'MA'],
        values: [null, null, null, 4],
        reduced: [null, null, 4, null],
      },
    ]);
    const filled = validatePack(packWithLearned(pack, exported.pack));
    if (!filled.ok) throw new Error(filled.errors.join('; '));
    const game = gameOf(filled.pack);
    const fresh = { ...rallying(), learned: [] };
    expect(valueOf(game, fresh, 'fr-CM-1', 'Coh', 'back')).toBe(4);
    expect(valueOf(game, fresh, 'fr-CM-1', 'MA', 'front')).toBe(4);
    // On the filled pack the rally menu offers the rally at once: the value is the pack's now.
    const onFilled = createBorodino(filled.pack);
    expect(onFilled.menu(fresh, 'french', ['u:fr-CM-1']).items.map((i) => i.key)).toEqual(['rally/fr-CM-1']);
    // The built-in pack still asks.
    expect(keys(fresh, 'french', ['u:fr-CM-1'])[0]).toBe('value/fr-CM-1/Coh/back/0');
  });
});
