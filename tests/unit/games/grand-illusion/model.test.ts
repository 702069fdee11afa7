import { describe, expect, it } from 'vitest';
import { FORT_ROSTER, fromPack } from '../../../../src/engine/games/grand-illusion/model.js';
import { grandIllusionPack } from '../../../../src/engine/games/grand-illusion/pack.js';

describe('the model built from the built-in pack', () => {
  const model = fromPack(grandIllusionPack());
  const counter = (id: string) => model.counters.find((c) => c.id === id);
  const fort = (id: string) => model.forts.find((f) => f.id === id);

  it('2.4 the example unit: VIII Corps 5-2, Disorganized 3-1, set up in hex 84', () => {
    expect(counter('de-viii')).toMatchObject({
      side: 'german',
      type: 'infantry',
      size: 'corps',
      front: { CS: 5, MA: 2 },
      back: { CS: 3, MA: 1 },
    });
    expect(model.setup['de-viii']).toBe(84);
  });

  it('keeps null the values the book does not print (a Disorganized CS, a bombard number)', () => {
    expect(counter('de-xiii')?.front).toEqual({ CS: null, MA: null });
    expect(counter('de-xiii')?.back).toEqual({ CS: null, MA: 1 });
    expect(counter('de-ha420')?.front).toEqual({ BN: null, MA: 1 });
  });

  it('9.5 forts: steps from the counter and its R counter, as the roster prints them', () => {
    expect(fort('maubeuge')).toMatchObject({
      side: 'allied',
      hex: 54,
      steps: [
        { cs: 5, defence: 2 },
        { cs: 4, defence: 2 },
        { cs: 3, defence: 1 },
        { cs: 2, defence: 1 },
      ],
    });
    expect(fort('versailles')?.steps).toEqual([
      { cs: 2, defence: 0 },
      { cs: 1, defence: 0 },
    ]);
    // 9.5 prints only the first values of the Belgian and German forts: no steps.
    expect(fort('namur')?.steps).toBeNull();
    expect(fort('metz')).toMatchObject({ side: 'german', hex: 86, steps: null });
  });

  it('the fort roster the notation reads agrees with the pack, fort by fort', () => {
    for (const f of model.forts) {
      const roster = FORT_ROSTER.find((r) => r.id === f.id);
      expect(roster, f.id).toBeDefined();
      expect(roster?.hex, f.id).toBe(f.hex);
      expect(roster?.side, f.id).toBe(f.side);
      expect(roster?.steps ?? null, f.id).toEqual(f.steps);
    }
  });

  it('scenario 2 lasts 7 turns (13.2)', () => {
    expect(model.turns).toBe(7);
  });
});
