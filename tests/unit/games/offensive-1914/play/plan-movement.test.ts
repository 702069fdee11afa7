import { describe, expect, it } from 'vitest';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { act, allKeys, built, keys, ok } from './game.js';

/**
 * 26.2.1 with its NOTE, as the book says (README decision 65): a Formation bound by its army's Strategic Plan may step
 * sideways or back during the phase, so long as it can still end it at least one hex closer to an Operational
 * Objective (or back in its start hex) with the MP it has left; the phase does not end while it stands elsewhere and
 * can still get there. The French 29/15 in 61.56 (Second Army, plan in effect): 62.55 and 61.55 are nearer Saargemünd
 * (62.52), 60.55 nearer Metz (54.48); 62.56, 60.56 and 61.57 nearer none. Open terrain: 2 MP a hexside.
 */

const FR = 'fr-29.15';
const withSpent = (s: O1914State, spent: number): O1914State => {
  const out = structuredClone(s);
  out.units[FR]!.spent = spent;
  return out;
};
const start = () => built({ units: { [FR]: '61.56' } });

describe('1914 by its rules: 26.2.1 as the book says', () => {
  it('26.2.1 NOTE a bound Formation steps sideways mid-phase, then ends the phase nearer its objective', () => {
    const s = start();
    const steps = allKeys(s, 'allied', ['h:61.56', `f:${FR}`]).filter((k) => k.startsWith('mv/'));
    // 9 MP: every neighbour is offered, the sideways and backward ones too (a lawful hex stays within reach).
    expect(steps.sort()).toEqual(
      ['60.55', '60.56', '61.55', '61.57', '62.55', '62.56'].map((h) => `mv/${FR}/${h}`).sort(),
    );
    const sideways = ok(s, 'allied', `mv/${FR}/62.56`);
    const nearer = ok(sideways, 'allied', `mv/${FR}/62.55`);
    expect(keys(nearer, 'allied')).toContain('next');
    expect(ok(nearer, 'allied', 'next').phase).not.toBe('movement');
    // Backward, then back to the start hex: it has not moved, the phase may end.
    const back = ok(ok(s, 'allied', `mv/${FR}/61.57`), 'allied', `mv/${FR}/61.56`);
    expect(keys(back, 'allied')).toContain('next');
  });

  it('26.2.1 the phase does not end with a bound Formation sideways that can still reach a lawful hex', () => {
    const sideways = ok(start(), 'allied', `mv/${FR}/62.56`);
    expect(keys(sideways, 'allied')).not.toContain('next');
    expect(act(sideways, 'allied', 'next')).toMatchObject({ ok: false, code: 'plan-end', rule: '26.2.1' });
    // Its way on is offered: the hexes nearer Saargemünd, or back to the start.
    const on = allKeys(sideways, 'allied', ['h:62.56', `f:${FR}`]).filter((k) => k.startsWith('mv/'));
    expect(on).toEqual(expect.arrayContaining([`mv/${FR}/62.55`, `mv/${FR}/61.56`]));
  });

  it('26.2.1 a sideways or backward step is refused when the MP left could not bring the Formation to a lawful hex', () => {
    // 6 MP spent: into 62.56 (8), then no 2 MP left for 62.55 or the start hex.
    const late = withSpent(start(), 6);
    expect(act(late, 'allied', `mv/${FR}/62.56`)).toMatchObject({ ok: false, code: 'plan-move', rule: '26.2.1' });
    expect(act(late, 'allied', `mv/${FR}/61.57`)).toMatchObject({ ok: false, code: 'plan-move', rule: '26.2.1' });
    expect(ok(late, 'allied', `mv/${FR}/62.55`).units[FR]!.at).toBe('62.55');
    // 5 MP spent: 61.57 (7) and back to the start hex (9) fits.
    expect(ok(withSpent(start(), 5), 'allied', `mv/${FR}/61.57`).units[FR]!.at).toBe('61.57');
  });

  it('26.2.1 a step by Forced March ends the move (7.2.2), so it must end in a lawful hex', () => {
    // GT 2 (22.1: no French Forced March in GT 1). 8 MP spent: any step needs Forced March; only those into a
    // lawful hex are offered.
    const gt2 = withSpent({ ...start(), turn: 2 }, 8);
    const items = allKeys(gt2, 'allied', ['h:61.56', `f:${FR}`]).filter((k) => k.startsWith('fm/'));
    expect(items.sort()).toEqual(['60.55', '61.55', '62.55'].map((h) => `fm/${FR}/${h}`).sort());
    expect(act(gt2, 'allied', `fm/${FR}/62.56`)).toMatchObject({
      ok: false,
      code: 'plan-move',
      rule: '26.2.1',
    });
  });

  it('26.2.1 a Prepared Attack (7.3) ends the move: refused away from a lawful hex, allowed in one', () => {
    const sideways = ok(start(), 'allied', `mv/${FR}/62.56`);
    expect(act(sideways, 'allied', `pa/${FR}/62.55`)).toMatchObject({ ok: false, code: 'plan-halt', rule: '26.2.1' });
    const nearer = ok(sideways, 'allied', `mv/${FR}/62.55`);
    expect(ok(nearer, 'allied', `pa/${FR}/62.54`).preparedAttacks).toHaveLength(1);
  });

  it('26.2.1 an unbound Formation (an abandoned plan, 26.3) ends the phase where it likes', () => {
    const free = { ...start(), plans: { second: 'abandoned', sixth: 'suspended' } } as O1914State;
    const sideways = ok(free, 'allied', `mv/${FR}/62.56`);
    expect(keys(sideways, 'allied')).toContain('next');
  });
});

describe('1914 by its rules: 26.2.1 and the Repulse', () => {
  it('26.2.1 a Repulse, which halts the Force if it fails (7.4.5), only from a hex where the phase may end', () => {
    const s = built({ units: { [FR]: '61.56', 'de-28.14': '63.56' } });
    const sideways = ok(s, 'allied', `mv/${FR}/62.56`);
    expect(act(sideways, 'allied', `rep/${FR}/63.56`)).toMatchObject({ ok: false, code: 'plan-halt', rule: '26.2.1' });
    expect(allKeys(sideways, 'allied', ['h:62.56', `f:${FR}`])).not.toContain(`rep/${FR}/63.56`);
    // In its start hex (it has not moved), the Repulse is offered.
    const home = built({ units: { [FR]: '62.55', 'de-28.14': '63.56' } });
    expect(allKeys(home, 'allied', ['h:62.55', `f:${FR}`])).toContain(`rep/${FR}/63.56`);
  });
});
