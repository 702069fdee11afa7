import { describe, expect, it } from 'vitest';
import { top, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { srDestinations, srRoute } from '../../../../../src/engine/games/paths-of-glory/rules/redeployment.js';
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

  it('13.1.7 corps SR by sea from a friendly port to another, where overland does not reach; armies never', () => {
    // Memel held by the Allies closes the overland way from Kiel to a Libau the Central Powers hold.
    const s = sr(4, 'cp', { units: { 'ge-c9': 'kiel', 'ge-1': 'kiel' }, control: { libau: 'cp', memel: 'ap' } });
    expect(srRoute(at(s), 'ge-c9', 'cp', 'libau')).toBe('sea');
    expect(legal(s, 'cp', { type: 'sr', unit: 'ge-c9', to: 'libau' }).units['ge-c9']!.at).toBe('libau');
    refused(s, 'cp', { type: 'sr', unit: 'ge-1', to: 'libau' }, '13.1.7', 'sr-sea-army');
    const inland = sr(1, 'cp', { units: { 'ge-c9': 'bremen' }, control: { libau: 'cp', memel: 'ap' } });
    refused(inland, 'cp', { type: 'sr', unit: 'ge-c9', to: 'libau' }, '13.1.7', 'sr-sea-port');
  });

  it('13.1.7.1 the Central Powers by sea only through their ports in Germany and Russia', () => {
    const s = sr(1, 'cp', { units: { 'ge-c9': 'kiel' }, control: { libau: 'cp', memel: 'ap', london: 'cp' } });
    refused(s, 'cp', { type: 'sr', unit: 'ge-c9', to: 'london' }, '13.1.7.1', 'sr-sea-port');
    expect(srDestinations(at(s), 'ge-c9', 'cp')).toContain('libau');
  });

  it('13.1.7.2 the Allies by sea to Constantinople only while they control Gallipoli', () => {
    const changes = {
      units: { 'br-c1': 'london' },
      control: { constantinople: 'ap' as const },
      state: { atWar: ['tu'] },
    };
    const s = sr(1, 'ap', changes);
    refused(s, 'ap', { type: 'sr', unit: 'br-c1', to: 'constantinople' }, '13.1.7.2', 'sr-sea-port');
    const gallipoli = sr(1, 'ap', { ...changes, control: { ...changes.control, gallipoli: 'ap' } });
    const t = legal(gallipoli, 'ap', { type: 'sr', unit: 'br-c1', to: 'constantinople' });
    expect(t.units['br-c1']!.at).toBe('constantinople');
    refused(
      sr(1, 'ap', { units: { 'br-c1': 'london' }, control: { libau: 'ap' } }),
      'ap',
      { type: 'sr', unit: 'br-c1', to: 'libau' },
      '13.1.7.2',
      'sr-sea-port',
    );
  });
});

describe('Paths of Glory play: Near East SR limits (13.2)', () => {
  it('13.2.1 one British corps a turn by sea or from the Reserve Box to or from the Near East; no other Allied corps by sea', () => {
    const s = sr(3, 'ap', { units: { 'fr-c8': 'port-said', 'br-c4': 'alexandria' } });
    const t = legal(s, 'ap', { type: 'sr', unit: 'br-c2', to: 'london' });
    expect(t.units['br-c2']!.at).toBe('london');
    expect(t.limits).toEqual(['sr-br']);
    refused(t, 'ap', { type: 'sr', unit: 'br-c4', to: 'london' }, '13.2.1', 'sr-near-east-limit');
    refused(t, 'ap', { type: 'sr', unit: 'br-c1', to: 'cairo' }, '13.2.1', 'sr-near-east-limit');
    expect(legal(s, 'ap', { type: 'sr', unit: 'br-c1', to: 'cairo' }).units['br-c1']!.at).toBe('cairo');
    refused(s, 'ap', { type: 'sr', unit: 'fr-c8', to: 'marseilles' }, '13.2.1', 'sr-near-east-sea');
    // Within the Near East map, no limit (13.2.4).
    expect(legal(t, 'ap', { type: 'sr', unit: 'br-c4', to: 'port-said' }).units['br-c4']!.at).toBe('port-said');
  });

  it('13.2.2 one Russian corps a turn to or from the Near East map, never an army', () => {
    const s = sr(8, 'ap', { units: { 'ru-cau': 'tbilisi' } });
    const t = legal(s, 'ap', { type: 'sr', unit: 'ru-c11', to: 'caucasus' });
    expect(t.limits).toEqual(['sr-ru']);
    refused(t, 'ap', { type: 'sr', unit: 'ru-c12', to: 'caucasus' }, '13.2.2', 'sr-near-east-limit');
    refused(s, 'ap', { type: 'sr', unit: 'ru-cau', to: 'caucasus' }, '13.2.2', 'sr-near-east-army');
    expect(legal(s, 'ap', { type: 'sr', unit: 'ru-cau', to: 'batum' }).units['ru-cau']!.at).toBe('batum');
  });

  it('13.2.3 one Central Powers corps a turn to or from the Near East map; Turkish corps do not count', () => {
    // Bulgaria at war and Serbia taken: Adana traces to Essen and Breslau, so German corps may SR there (13.1.12).
    const s = sr(3, 'cp', {
      units: { 'tu-c1': 'adana', 'tu-c2': 'cp-reserve' },
      state: { atWar: ['tu', 'bu'] },
      control: { belgrade: 'cp', nis: 'cp' },
    });
    const t = legal(s, 'cp', { type: 'sr', unit: 'ge-c1', to: 'adana' });
    expect(t.limits).toEqual(['sr-cp']);
    refused(t, 'cp', { type: 'sr', unit: 'ge-c2', to: 'adana' }, '13.2.3', 'sr-near-east-limit');
    expect(legal(t, 'cp', { type: 'sr', unit: 'tu-c2', to: 'adana' }).units['tu-c2']!.at).toBe('adana');
  });

  it('11.3.1 for SR: only the Near East armies SR onto the Near East map', () => {
    const s = sr(4, 'cp', {
      units: { 'ge-8': 'constantinople', 'tu-yld': 'constantinople' },
      state: { atWar: ['tu'] },
    });
    refused(s, 'cp', { type: 'sr', unit: 'ge-8', to: 'adana' }, '11.3.1', 'near-east-army');
    expect(legal(s, 'cp', { type: 'sr', unit: 'tu-yld', to: 'adana' }).units['tu-yld']!.at).toBe('adana');
  });

  it('13.2 the limits are counted by turn', () => {
    const s = sr(1, 'ap', { state: { limits: ['sr-br'] } });
    refused(s, 'ap', { type: 'sr', unit: 'br-c2', to: 'london' }, '13.2.1', 'sr-near-east-limit');
    expect(legal(sr(1, 'ap'), 'ap', { type: 'sr', unit: 'br-c2', to: 'london' }).units['br-c2']!.at).toBe('london');
  });
});

describe('Paths of Glory play: the Near East SR limits end with the turn (13.2, 6.0 G)', () => {
  /** An SR prompt for the Allies on the state as the machine left it. */
  const alliedSr = (s: PogState): PogState => built(s, { frame: { name: 'sr', side: 'ap', card: 'ap-1', points: 3 } });

  it('13.2.1–13.2.3 the limits used in the last round are cleared when the next turn begins, played through the machine', () => {
    // Round 6, the Allies' SR: the Russian and Central Powers limits were used earlier this turn.
    let s = sr(1, 'ap', { state: { round: 6, limits: ['sr-ru', 'sr-cp'] } });
    s = legal(s, 'ap', { type: 'sr', unit: 'br-c2', to: 'london' });
    expect([...(s.limits ?? [])].sort()).toEqual(['sr-br', 'sr-cp', 'sr-ru']);
    refused(alliedSr(s), 'ap', { type: 'sr', unit: 'br-c1', to: 'cairo' }, '13.2.1', 'sr-near-east-limit');
    s = legal(s, 'ap', { type: 'redeployed' });
    // 6.0 G: each side may discard Combat Cards, then draws; then the next turn's first round.
    for (let guard = 0; top(s)?.name === 'discard' && guard < 4; guard++) s = legal(s, top(s)!.side, { type: 'draw' });
    expect([s.turn, s.round]).toEqual([2, 1]);
    expect(s.limits).toEqual([]);
    expect(legal(alliedSr(s), 'ap', { type: 'sr', unit: 'br-c1', to: 'cairo' }).units['br-c1']!.at).toBe('cairo');
  });

  it('13.2 the limits last the whole turn: a later round of the same turn still counts them', () => {
    let s = sr(1, 'ap', { state: { round: 2 } });
    s = legal(s, 'ap', { type: 'sr', unit: 'br-c2', to: 'london' });
    s = legal(s, 'ap', { type: 'redeployed' });
    expect([s.turn, s.round]).toEqual([1, 3]);
    expect(s.limits).toEqual(['sr-br']);
    refused(alliedSr(s), 'ap', { type: 'sr', unit: 'br-c1', to: 'cairo' }, '13.2.1', 'sr-near-east-limit');
  });

  it('13.1.12 no SR to or from the Reserve Box for German units whose line goes only to Constantinople', () => {
    const s = sr(3, 'cp', { units: { 'tu-c1': 'adana', 'tu-c2': 'cp-reserve' }, state: { atWar: ['tu'] } });
    // Bulgaria neutral: Adana traces to Constantinople only.
    refused(s, 'cp', { type: 'sr', unit: 'ge-c1', to: 'adana' }, '13.1.6', 'sr-destination');
    // A Turkish corps may: its nation's source is Constantinople.
    expect(legal(s, 'cp', { type: 'sr', unit: 'tu-c2', to: 'adana' }).units['tu-c2']!.at).toBe('adana');
  });

  it('13.1.5 a unit out of supply may not SR; 13.1.6 nor SR to a space where it would be out of supply', () => {
    // The BE 1st Army in Liège with Sedan and Brussels taken: no line to London, no SR.
    const cut = sr(4, 'ap', { control: { sedan: 'cp', brussels: 'cp' }, units: { 'be-1': 'liege' } });
    expect(srDestinations(at(cut), 'be-1', 'ap')).toEqual([]);
    refused(cut, 'ap', { type: 'sr', unit: 'be-1', to: 'liege' }, '13.1.6', 'sr-destination');
    // In supply at Antwerp, it may go to Ostend but not to Liège, cut off (13.1.6).
    const s = sr(4, 'ap', { control: { sedan: 'cp', brussels: 'cp' } });
    expect(srDestinations(at(s), 'be-1', 'ap')).toContain('ostend');
    expect(srDestinations(at(s), 'be-1', 'ap')).not.toContain('liege');
  });
});
