import { describe, expect, it } from 'vitest';
import { actionByLabel, searchActions } from '../../src/bot/menus.js';
import type { AnyGameModule, Menu } from '../../src/engine/core/game.js';
import { loc } from '../../src/engine/core/localized.js';

/**
 * `/act`'s search over any module's menu: ranking, hidden search words, the verb named where two actions would
 * read the same, and a label typed in full. A module whose leaves name only the unit stands in for a rules module.
 */
const menus: Record<string, Menu> = {
  '': {
    title: loc('What?', 'Cosa?'),
    items: [
      { kind: 'branch', key: 'flip', label: loc('Flip a unit', 'Gira un’unità') },
      { kind: 'branch', key: 'remove', label: loc('Remove a unit', 'Rimuovi un’unità') },
      { kind: 'action', key: 'end', label: loc('End the turn', 'Fine del turno') },
    ],
  },
  flip: {
    title: loc('Which?', 'Quale?'),
    items: [
      { kind: 'action', key: 'fl/ru1', label: loc('RU 1st Army', 'RU 1a Armata'), search: 'Russian russo' },
      { kind: 'action', key: 'fl/ge8', label: loc('GE 8th Army', 'GE 8a Armata'), search: 'German tedesco' },
    ],
  },
  remove: {
    title: loc('Which?', 'Quale?'),
    items: [
      { kind: 'action', key: 'rm/ru1', label: loc('RU 1st Army', 'RU 1a Armata'), search: 'Russian russo' },
      { kind: 'action', key: 'rm/ge18', label: loc('Turn 18 marker', 'Segnalino turno 18'), search: '' },
    ],
  },
};
const module = {
  menu: (_s: unknown, _side: string, path: readonly string[]) => menus[path.join('/')]!,
} as unknown as AnyGameModule;

describe('searching a menu for /act', () => {
  it('two actions that would read the same are told apart by their first level, naming the verb', () => {
    expect(searchActions(module, {}, 'a', 'RU 1st', 'en').map((c) => c.label.en)).toEqual([
      'Flip a unit: RU 1st Army',
      'Remove a unit: RU 1st Army',
    ]);
  });

  it('hidden search words find a nation’s units in either language', () => {
    expect(searchActions(module, {}, 'a', 'russ', 'en').map((c) => c.key)).toEqual(['fl/ru1', 'rm/ru1']);
    expect(searchActions(module, {}, 'a', 'tedesco', 'it').map((c) => c.key)).toEqual(['fl/ge8']);
  });

  it('the exact label first, then labels starting with the text, then words starting words', () => {
    expect(searchActions(module, {}, 'a', 'turn', 'en').map((c) => c.key)).toEqual(['rm/ge18', 'end']);
    expect(searchActions(module, {}, 'a', 'end the turn', 'en').map((c) => c.key)).toEqual(['end']);
  });

  it('a label typed in full (any case, accents, spacing, either language) is the action; an ambiguous one is not', () => {
    expect(actionByLabel(module, {}, 'a', '  end   THE turn ', 'it')?.key).toBe('end');
    expect(actionByLabel(module, {}, 'a', 'Fine del turno', 'en')?.key).toBe('end');
    expect(actionByLabel(module, {}, 'a', 'RU 1st Army', 'en')).toBeUndefined();
    expect(actionByLabel(module, {}, 'a', 'Flip a unit: RU 1st Army', 'en')?.key).toBe('fl/ru1');
    expect(actionByLabel(module, {}, 'a', 'GE 8th', 'en')).toBeUndefined();
  });
});
