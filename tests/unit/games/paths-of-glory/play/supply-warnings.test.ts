import { describe, expect, it } from 'vitest';
import { createPathsOfGlory } from '../../../../../src/engine/games/paths-of-glory/play/module.js';
import type { PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import {
  chokepointCandidates,
  cutOffUnits,
  supplyWarnings,
  threatenedUnits,
  unitsInSupply,
} from '../../../../../src/engine/games/paths-of-glory/rules/supply-warnings.js';
import { suppliedSpaces, unitInSupply } from '../../../../../src/engine/games/paths-of-glory/rules/supply.js';
import { act, at, built, campaign, legal, pack } from './position.js';

/**
 * Supply warnings (issue 22), on built positions of the campaign game. The German corps in Brussels (CP-controlled)
 * reaches Germany only through Liege: while Liege is the Central Powers' and empty, with the French 5th Army next to
 * it in Sedan, Liege is a chokepoint and the corps is threatened; once the French take Liege, it is out of supply.
 */

const start = campaign();
/** The BEF out of Brussels; a German corps there, Brussels and Liege (its fort destroyed) the Central Powers'. */
const salient = (): PogState =>
  built(start, {
    units: { 'br-bef': 'ostend', 'ge-c1': 'brussels' },
    control: { brussels: 'cp', liege: 'cp' },
    state: { destroyed: ['liege'] },
  });

describe('Paths of Glory supply warnings: about to be cut off', () => {
  it('a space the side controls, empty of its units, next to an enemy unit and on a line is a chokepoint', () => {
    const p = at(salient());
    expect(chokepointCandidates(p, 'cp')).toContain('liege');
    // Brussels holds the corps: the enemy cannot enter it without a fight, so it is no chokepoint.
    expect(chokepointCandidates(p, 'cp')).not.toContain('brussels');
  });

  it('the corps in Brussels is threatened through Liege, and only it', () => {
    const p = at(salient());
    expect(unitInSupply(p, 'ge-c1')).toBe(true);
    const threat = threatenedUnits(p, 'cp');
    expect(threat.units).toEqual(['ge-c1']);
    expect(threat.spaces).toEqual(['brussels']);
    expect(threat.chokepoints).toEqual(['liege']);
  });

  it('no enemy next to Liege: no chokepoint, no threat', () => {
    const p = at(built(salient(), { units: { 'fr-5': 'paris' } }));
    expect(chokepointCandidates(p, 'cp')).not.toContain('liege');
    expect(threatenedUnits(p, 'cp').units).not.toContain('ge-c1');
  });

  it('a German unit in Liege holds it: no threat', () => {
    const p = at(built(salient(), { units: { 'ge-c2': 'liege' } }));
    expect(threatenedUnits(p, 'cp').units).toEqual([]);
  });

  it('the search is bounded: with no chokepoint allowed, nothing is traced again', () => {
    const threat = threatenedUnits(at(salient()), 'cp', 0);
    expect(threat).toMatchObject({ units: [], tested: 0, traces: 0 });
  });

  it('the campaign start threatens no one', () => {
    expect(supplyWarnings(at(start), unitsInSupply(at(start)))).toEqual([]);
  });
});

describe('Paths of Glory supply warnings: out of supply since the round began', () => {
  it('the corps in supply at the start of the round, cut off by the French in Liege, is out of supply', () => {
    const before = unitsInSupply(at(salient()));
    expect(before).toContain('ge-c1');
    const after = at(built(salient(), { units: { 'fr-5': 'liege' }, control: { liege: 'ap' } }));
    expect(cutOffUnits(after, before)).toEqual(['ge-c1']);
    expect(supplyWarnings(after, before)).toEqual([
      { side: 'cp', outOfSupply: ['brussels'], threatened: [], chokepoints: [] },
      // The French in Liege hold it by Sedan alone, which they left empty next to the Germans in Koblenz.
      { side: 'ap', outOfSupply: [], threatened: ['liege'], chokepoints: ['sedan'] },
    ]);
  });

  it('a unit already out of supply when the round began is not flagged again', () => {
    const cut = at(built(salient(), { units: { 'fr-5': 'liege' }, control: { liege: 'ap' } }));
    expect(supplyWarnings(cut, unitsInSupply(cut)).filter((w) => w.side === 'cp')).toEqual([]);
  });

  it('without the round’s record (a game stored before it) only the threatened are flagged', () => {
    expect(supplyWarnings(at(salient()), undefined)).toEqual([
      { side: 'cp', outOfSupply: [], threatened: ['brussels'], chokepoints: ['liege'] },
    ]);
  });
});

describe('Paths of Glory supply warnings in play', () => {
  /** Round 1, the Allies moving: the French 5th Army in Sedan may march into Liege. */
  const allied = (): PogState => {
    const s = built(salient(), { frame: { name: 'move', side: 'ap', entrench: [] } });
    return {
      ...s,
      roundSupply: unitsInSupply(at(s)),
      movers: ['fr-5'],
      activations: { sedan: 'move' },
    };
  };

  it('a round begins with its units in supply recorded', () => {
    expect(start.round).toBe(1);
    expect(start.roundSupply).toEqual(unitsInSupply(at(start)));
  });

  it('the French take Liege: at the round’s end a warning names Brussels, and the picture marks it', () => {
    const moved = legal(allied(), 'ap', { type: 'move', units: ['fr-5'], to: 'liege' });
    expect(moved.control['liege']).toBe('ap');
    const module = createPathsOfGlory(pack);
    const applied = module.apply(moved, 'ap', { type: 'moved' }, { roll: () => 1 } as never);
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const kinds = applied.events.map((e) => e.kind);
    expect(kinds).toContain('round');
    const warning = applied.events.find((e) => e.kind === 'supply-warning' && e['side'] === 'cp');
    expect(warning).toMatchObject({ outOfSupply: ['brussels'] });
    // Worded for both players.
    const words = module.describe(warning!);
    expect(words.en).toMatch(/Central Powers units out of supply since the round began: Brussels/);
    expect(words.it).toMatch(/Unità degli Imperi Centrali senza rifornimento dall’inizio del round: Brussels/);
    // The new round records its own units in supply: the cut-off corps is not among them.
    const next = applied.state as PogState;
    expect(next.round).toBe(2);
    expect(next.roundSupply).not.toContain('ge-c1');
    const view = module.view(next, 'observer');
    expect(view.highlights.unsupplied).toEqual(['brussels']);
    expect(view.highlights.moves).toEqual([{ from: 'sedan', to: 'liege' }]);
  });

  it('at the end of the Action Phase (round 6) the warning comes before the turn’s later phases', () => {
    const s = { ...allied(), round: 6 };
    const moved = legal(s, 'ap', { type: 'move', units: ['fr-5'], to: 'liege' });
    const applied = act(moved, 'ap', { type: 'moved' }, [6, 6, 6, 6, 6, 6, 6, 6]);
    expect(applied.ok).toBe(true);
    if (!applied.ok) return;
    const kinds = applied.events.map((e) => e.kind);
    const warning = kinds.indexOf('supply-warning');
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(applied.events[warning]).toMatchObject({ side: 'cp', outOfSupply: ['brussels'] });
    // 6.0 C onwards (attrition, sieges, …) are logged after it.
    expect(kinds.slice(0, warning)).not.toContain('not-enforced');
    expect(applied.state.round).toBe(0);
  });

  it('a move within the round (the Central Powers’ action) warns of nothing yet', () => {
    const s = built(salient(), { frame: { name: 'move', side: 'cp', entrench: [] } });
    const cp = {
      ...s,
      roundSupply: unitsInSupply(at(s)),
      movers: ['ge-c1'],
      activations: { brussels: 'move' as const },
    };
    const module = createPathsOfGlory(pack);
    const applied = module.apply(cp, 'cp', { type: 'moved' }, { roll: () => 1 } as never);
    expect(applied.ok && applied.events.some((e) => e.kind === 'supply-warning')).toBe(false);
  });

  it('the supply overlay shades the side’s supplied spaces', () => {
    const module = createPathsOfGlory(pack);
    const shade = module.overlay?.(salient(), 'supply', 'cp');
    expect(shade?.side).toBe('cp');
    expect(shade?.places).toEqual([...suppliedSpaces(at(salient()), 'cp')].sort());
    expect(shade?.places).toContain('brussels');
    expect(module.overlay?.(salient(), 'supply', 'nobody')).toBeUndefined();
  });
});
