import { describe, expect, it } from 'vitest';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, allKeys, built, game, keys, ok, start, type Built } from './game.js';

/**
 * The Areas of Assignment of Lorraine in play (5.1, 28.3 B, 4.2.2): the French boundary placed at the set-up, the
 * German one printed (60.56/60.57 – 63.55/63.56), each kept or moved in its side's Assignment Phase within 5.1.3, the
 * Support units assigned by their Area (5.5.1 (2)), and 5.3.1 (2) and (3) in the movement phases.
 *
 * The French line used below runs from 46.55/46.56 to 66.57/66.58: the Second Army's Area holds rows up to 56 in
 * column 60 and up to 57 in columns 61 and 62; the First Army's the rows south of them.
 */

const FRENCH_LINE = { west: { x: 46, y: 55.5 }, east: { x: 66, y: 57.5 } };
const SECOND = 'fr-29.15';
const FIRST = 'fr-15.8';

function withAreas(b: Built): O1914State {
  const s = built({ ...b, aoa: true });
  s.aoa = { allied: FRENCH_LINE, german: s.aoa!.german };
  // 26.2: the Second Army's plan abandoned, so that its Formations step freely.
  s.plans = { ...s.plans, second: 'abandoned' };
  return s;
}

describe('1914 by its rules: Areas of Assignment (5.1)', () => {
  it('28.3 B the French place their boundary before play: the suggested line leaves no unit in the other Area', () => {
    const s = start();
    expect(s.aoa?.allied).toBeNull();
    const offered = keys(s, 'allied');
    expect(offered[0]).toBe('aoa/set/55.5/57.5');
    expect(offered.every((k) => k.startsWith('aoa/set/'))).toBe(true);
    expect(keys(s, 'german')).toEqual([]);
    // A line not offered is refused, and changes nothing.
    expect(act(s, 'allied', 'aoa/set/60.5/60.5')).toMatchObject({ ok: false, code: 'aoa-not-offered', rule: '28.3' });
    const out = act(s, 'allied', offered[0]!);
    if (!out.ok) throw new Error(out.code);
    expect(out.state.aoa?.allied).toEqual(FRENCH_LINE);
    expect(out.events.find((e) => e.kind === 'boundary')).toMatchObject({
      side: 'allied',
      line: '46.55/46.56 – 66.57/66.58',
      rule: '28.3',
    });
    // 5.5.1 (2): the Chasseurs take the army of the Area they stand in; the German HQ took SESTA's at the set-up.
    expect(out.state.assigned).toMatchObject({ 'fr-23.27Ch': 'fr-2', 'fr-41.43Ch': 'fr-1', 'de-siege2': 'de-6' });
    const notes = game
      .view(out.state, 'allied')
      .notes!.map((n) => n.en)
      .join(' ');
    expect(notes).toContain('60.56/60.57 – 63.55/63.56');
    expect(notes).toContain('46.55/46.56 – 66.57/66.58');
  });

  it('4.2.2, 5.1.2 the Assignment Phase: the boundary kept in one click, or moved and logged', () => {
    const s = ok(built({ units: {}, phase: 'preliminary', phasing: 'german', aoa: true }), 'german', 'next');
    expect([s.phase, s.stack.at(-1)?.name]).toEqual(['assignment', 'boundary']);
    expect(keys(s, 'german')).toEqual([
      'aoa/keep',
      'aoa/north',
      'aoa/south',
      'aoa/west-north',
      'aoa/west-south',
      'aoa/east-north',
      'aoa/east-south',
    ]);
    expect(act(s, 'german', 'next')).toMatchObject({ ok: false, code: 'answer-the-prompt' });
    const kept = ok(s, 'german', 'aoa/keep');
    expect(kept.aoa?.german).toEqual(s.aoa?.german);
    expect(ok(kept, 'german', 'next').phase).toBe('supply');
    const moved = act(s, 'german', 'aoa/south');
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.events.find((e) => e.kind === 'boundary')).toMatchObject({
      move: 'south',
      line: '60.57/60.58 – 63.56/63.57',
      rule: '5.1.2',
    });
  });

  it('5.1.3 a boundary is refused that leaves more Corps Trains in an Area than its army’s corps boxes', () => {
    // SETTIMA (2 boxes) has its 2 Trains in its Area; SESTA's 1 B Train stands in 62.55, one row north of the line.
    const s = ok(
      built({
        units: { 'de-tr14': '63.58', 'de-tr15': '64.59', 'de-tr1B': '62.55' },
        phase: 'preliminary',
        phasing: 'german',
        aoa: true,
      }),
      'german',
      'next',
    );
    expect(keys(s, 'german')).not.toContain('aoa/north');
    expect(act(s, 'german', 'aoa/north')).toMatchObject({ ok: false, code: 'aoa-train-limit', rule: '5.1.3' });
    expect(ok(s, 'german', 'aoa/south').aoa?.german).not.toEqual(s.aoa?.german);
  });

  it('5.1.2 Flexibility Exception: with no boundary offered keeping 5.1.3, every one is allowed and logged', () => {
    // Four Trains far south: SETTIMA's Area holds them whatever line is offered.
    const s = ok(
      built({
        units: { 'de-tr14': '64.63', 'de-tr15': '65.63', 'de-tr1B': '63.63', 'de-tr21': '62.63' },
        phase: 'preliminary',
        phasing: 'german',
        aoa: true,
      }),
      'german',
      'next',
    );
    expect(keys(s, 'german')).toContain('aoa/keep');
    const kept = act(s, 'german', 'aoa/keep');
    expect(kept.ok && kept.events.find((e) => e.kind === 'boundary-flexibility')).toMatchObject({
      armies: ['de-7'],
      rule: '5.1.3',
    });
  });

  it('5.5.1 (2), 5.0 a Support unit is assigned to the army of the Area it stands in at the Assignment Phase', () => {
    const s = withAreas({ units: { 'fr-23.27Ch': '60.58' }, phase: 'preliminary', phasing: 'allied' });
    // Assigned to the Second Army at an earlier Assignment Phase, it now stands in the First Army's Area.
    s.assigned = { ...s.assigned, 'fr-23.27Ch': 'fr-2' };
    const out = act(ok(s, 'allied', 'next'), 'allied', 'aoa/keep');
    if (!out.ok) throw new Error(out.code);
    expect(out.state.assigned?.['fr-23.27Ch']).toBe('fr-1');
    expect(out.events.find((e) => e.kind === 'assigned')).toMatchObject({ units: ['fr-23.27Ch'], rule: '5.5.1' });
  });

  it('5.3.1 (2) a Force enters a hex next to an enemy unit only inside its army’s Area', () => {
    // A German division in 62.57: 61.57 (the Second Army's Area) and 61.58 (the First's) are next to it.
    const s = withAreas({ units: { [SECOND]: '60.57', [FIRST]: '60.57', 'de-28.14': '62.57' } });
    expect(ok(s, 'allied', `mv/${SECOND}/61.57`).units[SECOND]!.at).toBe('61.57');
    expect(ok(s, 'allied', `mv/${FIRST}/61.58`).units[FIRST]!.at).toBe('61.58');
    expect(act(s, 'allied', `mv/${SECOND}/61.58`)).toMatchObject({
      ok: false,
      code: 'move-outside-aoa',
      rule: '5.3.1',
    });
    expect(act(s, 'allied', `mv/${FIRST}/61.57`)).toMatchObject({ ok: false, code: 'move-outside-aoa', rule: '5.3.1' });
    expect(allKeys(s, 'allied', ['h:60.57', `f:${FIRST}`])).not.toContain(`mv/${FIRST}/61.57`);
    // Outside its Area, a hex next to no enemy unit is open (CHIARIMENTO).
    expect(ok(s, 'allied', `mv/${FIRST}/60.56`).units[FIRST]!.at).toBe('60.56');
  });

  it('5.3.1 (3) a Formation begins a CE recovery (7.5.1) only inside its army’s Area', () => {
    const inside = withAreas({ units: { [FIRST]: '60.57' } });
    inside.units[FIRST]!.status = '-1';
    expect(ok(inside, 'allied', `rec/${FIRST}`).units[FIRST]!.status).toBe('full');
    const outside = withAreas({ units: { [FIRST]: '60.55' } });
    outside.units[FIRST]!.status = '-1';
    expect(act(outside, 'allied', `rec/${FIRST}`)).toMatchObject({
      ok: false,
      code: 'recover-outside-aoa',
      rule: '5.3.1',
    });
  });
});

describe('1914 by its rules: Cavalry Reaction within the Areas (5.3.1 (2), 8.2)', () => {
  it("5.3.1 (2) a reacting cavalry unit moves next to the enemy only inside its army's Area", () => {
    // fr-2c (Ind/SECONDA) in 60.56; 31/21 comes next to it from 62.56 (8.2.1 Cause 1). Treno/21 in 61.58 (a supply
    // unit: no ZOC, 15.6, so 8.2.3 does not bar 60.57) is an enemy unit next to 60.57.
    const s = ok(
      withAreas({
        units: { 'fr-2c': '60.56', 'de-31.21': '62.56', 'de-tr21': '61.58' },
        phase: 'movement',
        phasing: 'german',
      }),
      'german',
      'mv/de-31.21/61.56',
    );
    expect(s.stack.at(-1)).toMatchObject({ name: 'reaction', unit: 'fr-2c' });
    // 61.57 (row 57 of column 61) is the Second Army's; 60.57 (row 57 of column 60) the First Army's.
    expect(keys(s, 'allied')).toContain('react/61.57');
    expect(keys(s, 'allied')).not.toContain('react/60.57');
    expect(act(s, 'allied', 'react/60.57')).toMatchObject({ ok: false, code: 'move-outside-aoa', rule: '5.3.1' });
    expect(ok(s, 'allied', 'react/61.57').units['fr-2c']!.at).toBe('61.57');
  });
});
