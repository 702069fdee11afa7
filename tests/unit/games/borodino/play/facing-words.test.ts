import { describe, expect, it } from 'vitest';
import { labels } from '../../../../../src/engine/games/borodino/play/words.js';
import { built, module, play } from './build.js';

/** 6.11: a facing is named in the reader's language in the menus and the log; the action's key keeps the letters. */
describe('6.11 facings named in English and Italian', () => {
  it('6.11 the menu names the eight facings in each language', () => {
    const names = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'].map((f) => labels.faceAll(f));
    expect(names.map((n) => n.en)).toEqual([
      'Face every unit north',
      'Face every unit north-east',
      'Face every unit east',
      'Face every unit south-east',
      'Face every unit south',
      'Face every unit south-west',
      'Face every unit west',
      'Face every unit north-west',
    ]);
    expect(names.map((n) => n.it)).toEqual([
      'Orienta tutte le unità a nord',
      'Orienta tutte le unità a nord-est',
      'Orienta tutte le unità a est',
      'Orienta tutte le unità a sud-est',
      'Orienta tutte le unità a sud',
      'Orienta tutte le unità a sud-ovest',
      'Orienta tutte le unità a ovest',
      'Orienta tutte le unità a nord-ovest',
    ]);
  });

  it('6.12 the log of a stack turned names its facing; a key that is no facing is shown as given', () => {
    const s = built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '4616', facing: 'nw' } } });
    const turned = play(s, 'french', 'face/4616/sw');
    const event = turned.ok ? turned.events.find((e) => e.kind === 'face') : undefined;
    expect(event).toBeDefined();
    expect(module.describe(event!).it).toContain('orientato a sud-ovest (6.12)');
    expect(module.describe(event!).en).toContain('turns to south-west (6.12)');
    expect(labels.face('4616', 'xx').en).toBe('Turn 4616 to xx');
  });
});
