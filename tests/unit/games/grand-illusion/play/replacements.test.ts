import { describe, expect, it } from 'vitest';
import { top } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, ok, TestDice } from './position.js';

/** Turn 2, the Allies' replacement segment with 4 CAP; French VI Corps and Belgian I Corps eliminated. */
const segment = () =>
  built({
    units: { 'fr-vi': 'eliminated', 'be-i': 'eliminated', 'fr-vii': '66' },
    frames: [
      { name: 'segment', side: 'german' },
      { name: 'replace', side: 'allied' },
    ],
    state: { turn: 2, cap: { allied: 4, german: 5 }, initiative: 'german', step: 'action-begin' },
  });

describe('7.2: replacements', () => {
  it('2 CAP bring an eliminated French unit back now, in a French supply source', () => {
    const s = ok(act(segment(), 'allied', 'replace/fr-vi/13'));
    expect(s.units['fr-vi']).toEqual({ at: '13', disorganized: false });
    expect(s.cap.allied).toBe(2);
  });

  it('not in a hex with neither a supply source nor an HQ of its nationality, nor before turn 7 in a Schlieffen Plan hex', () => {
    expect(act(segment(), 'allied', 'replace/fr-vi/66').ok).toBe(false);
    expect(act(segment(), 'allied', 'replace/fr-vi/1').ok).toBe(false);
  });

  it('1 CAP brings it back two turns later, placed then before the Action Phase', () => {
    const later = ok(act(segment(), 'allied', 'replace-later/fr-vi'));
    expect(later.units['fr-vi']!.at).toBe('track');
    expect(later.returning).toEqual([{ unit: 'fr-vi', turn: 4 }]);
    expect(later.cap.allied).toBe(3);
  });

  it('never a Belgian or British unit (unless a scenario says so)', () => {
    const refused = act(segment(), 'allied', 'replace-later/be-i');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('7.2');
  });

  it('a unit due this turn is placed before the segment ends', () => {
    const due = built({
      units: { 'fr-vi': 'track' },
      frames: [{ name: 'replace', side: 'allied' }],
      state: {
        turn: 4,
        returning: [{ unit: 'fr-vi', turn: 4 }],
        step: 'action-begin',
        initiative: 'german',
        // The Allies' General Retreat made (8.7.1): the German segment opens with no offer to them.
        generalRetreat: { allied: 3 },
      },
    });
    const early = act(due, 'allied', 'replace-done');
    expect(early.ok).toBe(false);
    const placed = ok(act(due, 'allied', 'return/fr-vi/61', new TestDice()));
    expect(placed.units['fr-vi']!.at).toBe('61');
    expect(placed.returning).toEqual([]);
    expect(top(ok(act(placed, 'allied', 'replace-done')))).toMatchObject({ name: 'segment' });
  });
});
