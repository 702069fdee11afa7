import { describe, expect, it } from 'vitest';
import type { BoardPiece } from '../../../src/engine/core/game.js';
import { ALT_TEXT_LIMIT, altText } from '../../../src/render/alt-text.js';
import { demoInput, frontInput } from './fixtures.js';

describe('alt text from the observer view', () => {
  it('says the moment, what changed, the counts per side and what stands where, in English and Italian', () => {
    const alt = altText(demoInput());
    expect(alt.en).toContain('Turn 1 of 6; Red to play.');
    expect(alt.it).toContain('Turno 1 di 6; Di turno: Rosso.');
    expect(alt.en).toContain('Moved 1005 → 0805 (11th Inf).');
    expect(alt.it).toContain('Mossa 1005 → 0805 (11th Inf).');
    expect(alt.en).toContain('Combat in 0805. Losses in 0805.');
    expect(alt.it).toContain('Combattimento in 0805. Perdite in 0805.');
    expect(alt.en).toContain('Blue, 6 units: 0204 1st Inf 4-4-3 + 1st Art 5-1-2; 0205 2nd Inf 2-2-3 (reduced)');
    expect(alt.it).toContain('Blu, 6 unità: 0204 1st Inf 4-4-3 + 1st Art 5-1-2; 0205 2nd Inf 2-2-3 (ridotta)');
    expect(alt.en).toContain('Red, 6 units (1 face down)');
    expect(alt.it).toContain('Rosso, 6 unità (1 coperta)');
    expect(alt.en).toContain('0907 12th Inf 3-5-3 (disordered)');
    expect(alt.en).toContain('Schematic stand-in, not the published map.');
    expect(alt.it).toContain('Segnaposto schematico, non la mappa pubblicata.');
    expect(alt.en).toContain('Markers: Control Villanova (0604).');
  });

  it('reads a unit’s facing notch as the wind it faces, in each language', () => {
    const input = demoInput();
    const pieces = input.view.pieces.map((p) => (p.label === '1st Inf' ? { ...p, facing: 120 } : p));
    const alt = altText({ ...input, view: { ...input.view, pieces } });
    expect(alt.en).toContain('1st Inf 4-4-3 facing north-west');
    expect(alt.it).toContain('1st Inf 4-4-3 rivolta a nord-ovest');
    expect(altText(input).en).not.toContain('facing');
  });

  it('never names a face-down unit, and writes ? for an unknown strength', () => {
    const alt = altText(demoInput());
    expect(alt.en).toContain('1204 face-down unit');
    expect(alt.en).not.toContain('Red HQ');
    expect(altText(frontInput()).en).toContain('Reserve RFC 1-?');
  });

  it(`stays within Discord's ${ALT_TEXT_LIMIT} characters with a whole order of battle, counting what it leaves out`, () => {
    const input = demoInput();
    const many: BoardPiece[] = Array.from({ length: 300 }, (_, i) => ({
      id: `u${i}`,
      at: `${String((i % 12) + 1).padStart(2, '0')}0${(i % 9) + 1}`,
      side: i % 2 ? 'red' : 'blue',
      nation: i % 2 ? 'red' : 'blue',
      type: 'infantry',
      label: `Regiment number ${i}`,
      values: [4, 4, 3],
    }));
    const alt = altText({ ...input, view: { ...input.view, pieces: many } });
    for (const text of [alt.en, alt.it]) {
      expect(text.length).toBeLessThanOrEqual(ALT_TEXT_LIMIT);
      expect(text).toContain('Moved 1005 → 0805'.replace('Moved', text === alt.it ? 'Mossa' : 'Moved'));
    }
    expect(alt.en).toMatch(/Blue, 150 units: .*and \d+ more\./);
    expect(alt.it).toMatch(/Blu, 150 unità: .*e altre \d+\./);
    expect(alt.en).toMatch(/Red, 150 units: .*and \d+ more\./);
  });
});
