import { describe, expect, it } from 'vitest';
import { top, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { srDestinations } from '../../../../../src/engine/games/paths-of-glory/rules/redeployment.js';
import { at, built, campaign, legal, refused } from './position.js';

/** Strategic Redeployment (9.3, 13.1) from built positions. */

const sr = (points: number, side: 'cp' | 'ap' = 'cp', changes: Parameters<typeof built>[1] = {}): PogState =>
  built(built(campaign(), changes), { frame: { name: 'sr', side, card: side === 'cp' ? 'cp-9' : 'ap-1', points } });

describe('Paths of Glory play: Strategic Redeployment (13.1)', () => {
  it('13.1.2 an SR costs one point a corps, four an army', () => {
    const s = sr(4);
    const t = legal(s, 'cp', { type: 'sr', unit: 'ge-1', to: 'berlin' });
    expect(t.units['ge-1']!.at).toBe('berlin');
    expect(top(t)).toMatchObject({ name: 'sr', points: 0 });
    refused(sr(3), 'cp', { type: 'sr', unit: 'ge-1', to: 'berlin' }, '13.1.2', 'sr-points');
    expect(
      top(legal(sr(1, 'cp', { units: { 'ge-c1': 'bremen' } }), 'cp', { type: 'sr', unit: 'ge-c1', to: 'berlin' })),
    ).toMatchObject({ points: 0 });
  });

  it('13.1.3 a unit SRs once a round', () => {
    const s = legal(sr(4), 'cp', { type: 'sr', unit: 'ge-c3', to: 'berlin' });
    refused(s, 'cp', { type: 'sr', unit: 'ge-c3', to: 'breslau' }, '13.1.3', 'sr-once');
  });

  it('13.1.6 overland to a friendly space, through friendly spaces only', () => {
    const s = sr(4);
    expect(srDestinations(at(s), 'ge-1', 'cp')).toContain('berlin');
    refused(s, 'cp', { type: 'sr', unit: 'ge-1', to: 'sedan' }, '13.1.6', 'sr-destination');
    refused(s, 'cp', { type: 'sr', unit: 'ge-1', to: 'paris' }, '13.1.6', 'sr-destination');
  });

  it('13.1.8 from the Reserve Box to a space with friendly units, or (a corps) its nation’s capital or supply source', () => {
    const s = sr(1);
    const corps = Object.entries(s.units).find(([id, u]) => id.startsWith('ge-c') && u.at === 'cp-reserve')![0];
    expect(legal(s, 'cp', { type: 'sr', unit: corps, to: 'berlin' }).units[corps]!.at).toBe('berlin');
    expect(legal(s, 'cp', { type: 'sr', unit: corps, to: 'aachen' }).units[corps]!.at).toBe('aachen');
    refused(s, 'cp', { type: 'sr', unit: corps, to: 'liege' }, '13.1.6', 'sr-destination');
  });

  it('13.1.9 corps may SR from the map to the Reserve Box; armies may not', () => {
    const s = sr(4, 'cp', { units: { 'ge-c1': 'bremen' } });
    expect(legal(s, 'cp', { type: 'sr', unit: 'ge-c1', to: 'cp-reserve' }).units['ge-c1']!.at).toBe('cp-reserve');
    refused(s, 'cp', { type: 'sr', unit: 'ge-1', to: 'cp-reserve' }, '13.1.6', 'sr-destination');
  });

  it('13.1.11 no SR to or from the Reserve Box while the enemy controls the nation’s capital', () => {
    const s = sr(1, 'cp', { control: { vienna: 'ap' } });
    const corps = Object.entries(s.units).find(([id, u]) => id.startsWith('ah-c') && u.at === 'cp-reserve')![0];
    refused(s, 'cp', { type: 'sr', unit: corps, to: 'tarnow' }, '13.1.6', 'sr-destination');
    expect(legal(sr(1), 'cp', { type: 'sr', unit: corps, to: 'tarnow' }).units[corps]!.at).toBe('tarnow');
  });
});
