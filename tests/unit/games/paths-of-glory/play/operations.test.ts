import { describe, expect, it } from 'vitest';
import { top } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { activationCost } from '../../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { at, built, campaign, game, legal, refused } from './position.js';

/** Operations (9.2): what may be activated, at what cost, and which units then move. */

const ops = (points: number, side: 'cp' | 'ap' = 'cp') =>
  built(campaign(), { frame: { name: 'activate', side, card: null, points } });

describe('Paths of Glory play: operations (9.2)', () => {
  it('9.2.3 a space costs one point per nationality; the British, ANA, AUS, CND and PT count as one', () => {
    const s = built(campaign(), {
      units: { 'br-c1': 'london', 'aus-c1': 'london', 'fr-c1': 'cambrai', 'be-c1': 'cambrai' },
    });
    expect(activationCost(at(s), 'london', 'ap')).toBe(1);
    expect(activationCost(at(s), 'cambrai', 'ap')).toBe(2);
    expect(activationCost(at(s), 'koblenz', 'cp')).toBe(1);
    // Belgians in Antwerp count as British; French and Americans in France as one nation.
    const t = built(campaign(), { units: { 'br-c1': 'antwerp', 'fr-c1': 'rouen' } });
    expect(activationCost(at(t), 'antwerp', 'ap')).toBe(1);
    const mixed = built(ops(1), { units: { 'ah-c1': 'koblenz' } });
    expect(activationCost(at(mixed), 'koblenz', 'cp')).toBe(2);
    refused(mixed, 'cp', { type: 'activate', space: 'koblenz', mode: 'move' }, '9.2.1', 'too-costly');
  });

  it('9.2.4 the whole stack pays, even units that will not move', () => {
    const s = built(ops(2), { units: { 'ah-c1': 'koblenz' } });
    const t = legal(s, 'cp', { type: 'activate', space: 'koblenz', mode: 'move' });
    expect(top(t)).toMatchObject({ name: 'activate', points: 0 });
  });

  it('9.2.5 a space is activated once, for movement or for combat', () => {
    const s = legal(ops(4), 'cp', { type: 'activate', space: 'metz', mode: 'move' });
    refused(s, 'cp', { type: 'activate', space: 'metz', mode: 'attack' }, '9.2.5', 'already-activated');
    expect(legal(s, 'cp', { type: 'activate', space: 'koblenz', mode: 'attack' }).activations).toEqual({
      metz: 'move',
      koblenz: 'attack',
    });
  });

  it('9.2.6 only a space holding the side’s units may be activated (a friendly fort alone does not count)', () => {
    refused(ops(4), 'cp', { type: 'activate', space: 'konigsberg', mode: 'move' }, '9.2.6', 'not-occupied');
    refused(ops(4), 'cp', { type: 'activate', space: 'verdun', mode: 'attack' }, '9.2.6', 'not-occupied');
    expect(legal(ops(4), 'cp', { type: 'activate', space: 'aachen', mode: 'attack' }).activations).toEqual({
      aachen: 'attack',
    });
  });

  it('9.2.7 the Allies activate only one space a round for combat on the Near East map', () => {
    const nearEast = Object.values(game.model.spaces)
      .filter((s) => s.nearEast && s.nation === 'eg')
      .map((s) => s.id);
    const [a, b] = nearEast;
    expect(a && b).toBeTruthy();
    const s = built(ops(4, 'ap'), { units: { 'br-c2': a!, 'br-c3': b! }, control: { [a!]: 'ap', [b!]: 'ap' } });
    const t = legal(s, 'ap', { type: 'activate', space: a!, mode: 'attack' });
    refused(t, 'ap', { type: 'activate', space: b!, mode: 'attack' }, '9.2.7', 'near-east-combat');
    expect(legal(t, 'ap', { type: 'activate', space: b!, mode: 'move' }).activations[b!]).toBe('move');
  });

  it('9.2.8 the units that began in a space activated for movement move; others do not', () => {
    let s = legal(ops(4), 'cp', { type: 'activate', space: 'koblenz', mode: 'move' });
    s = legal(s, 'cp', { type: 'activated' });
    expect(top(s)).toEqual({ name: 'move', side: 'cp', entrench: [] });
    expect(s.movers.sort()).toEqual(['ge-2', 'ge-3']);
    refused(s, 'cp', { type: 'move', units: ['ge-1'], to: 'liege' }, '9.2.8', 'not-activated');
    const moved = legal(s, 'cp', {
      type: 'move',
      units: ['ge-2'],
      to: 'cologne' in game.model.spaces ? 'cologne' : 'aachen',
    });
    // 11.1.1: a unit moves once.
    refused(moved, 'cp', { type: 'move', units: ['ge-2'], to: 'koblenz' }, '9.2.8', 'not-activated');
  });

  it('9.2.7.1 supplied from the MEF Beachhead: 3 for the MEF Army, 1 for each corps; no Beachhead, the usual cost', () => {
    const mef = {
      control: { mef1: 'ap' as const, gallipoli: 'ap' as const },
      units: { 'br-mef': 'mef1', 'br-c1': 'mef1', 'aus-c1': 'mef1' },
    };
    // The book's example: the MEF and two corps cost 5.
    const s = built(campaign(), { ...mef, state: { atWar: ['tu'], events: ['ap-31'] } });
    expect(activationCost(at(s), 'mef1', 'ap')).toBe(5);
    // An MEF that came as a normal reinforcement (no MEF event, no Beachhead): one British nationality.
    const t = built(campaign(), { ...mef, state: { atWar: ['tu'] } });
    expect(activationCost(at(t), 'mef1', 'ap')).toBe(1);
  });

  it('9.2.9 after movement, the combats of the spaces activated for combat; ending them ends the action', () => {
    let s = legal(ops(4), 'cp', { type: 'activate', space: 'aachen', mode: 'attack' });
    s = legal(s, 'cp', { type: 'activated' });
    // Aachen's units are next to Liège's Belgian fort: the Central Powers declare their combats (12.1).
    expect(top(s)).toEqual({ name: 'attack', side: 'cp' });
    s = legal(s, 'cp', { type: 'attacked' });
    expect(top(s)).toEqual({ name: 'action', side: 'ap' });
    expect(s.activations).toEqual({});
  });
});
