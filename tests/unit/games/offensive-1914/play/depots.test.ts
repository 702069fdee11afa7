import { describe, expect, it } from 'vitest';
import type { Pack } from '../../../../../src/engine/core/pack.js';
import { createOffensive1914 } from '../../../../../src/engine/games/offensive-1914/play/module.js';
import type { O1914State } from '../../../../../src/engine/games/offensive-1914/play/state.js';
import { RAIL } from '../../../../../src/engine/games/offensive-1914/rules/supply.js';
import { act, built, type Built, game, keys, ok, pack } from './game.js';

/**
 * Depots and Corps Trains on the railroads (15.6.2b, 15.6.3, 15.6.4, 16.7) in play, on a copy of the built-in pack with
 * a French railroad (the hex feature `rail`) from the west edge, 46.57, to 56.57 (all Open, all French): every hex of
 * it is friendly operational for the French (18.1.1, 29.3.2) while they control it and no German unit stands on it.
 * 52.58's neighbours on it are 51.58 and 53.59; 52.57 is off it. A German unit in 54.59 reaches 53.59 and 54.58 with
 * its ZOC. The built-in pack has no railroads: none of this is offered or happens there.
 */

const FRENCH_LINE = ['46.57', '47.58', '48.57', '49.57', '50.57', '51.58', '52.58', '53.59', '54.58', '55.58', '56.57'];

function railPack(): Pack {
  const copy = structuredClone(pack);
  if (copy.map.kind !== 'hex') throw new Error('hex map');
  for (const h of copy.map.hexes) if (FRENCH_LINE.includes(h.id)) h.features = [...h.features, RAIL];
  return copy;
}

const rails = railPack();
const railed = createOffensive1914(rails);

/** A built position with no prompt pending (the set-up's own prompts answered). */
function clear(s: O1914State): O1914State {
  s.stack = [];
  return s;
}
const on = (b: Built): O1914State => clear(built(b, railed, rails));
const plainBuilt = (b: Built): O1914State => clear(built(b));
const railOk = (s: O1914State, side: 'allied' | 'german', key: string) => ok(s, side, key, undefined, railed);
const railAct = (s: O1914State, side: 'allied' | 'german', key: string) => act(s, side, key, undefined, railed);

/** The Depot SECONDA in `hex`, with these units too, in the given phase. */
function depotAt(hex: string, more: Record<string, string> = {}, b: Partial<Built> = {}): O1914State {
  return on({ units: { 'fr-SECONDA': hex, ...more }, ...b });
}

describe('1914 by its rules: Depots on the railroads (15.6.3)', () => {
  it('15.6.3 a Depot moves along friendly operational railroad, 1 MP a hex; never off it, nor by a Force move', () => {
    const s = depotAt('52.58');
    expect(keys(s, 'allied', ['h:52.58'], railed)).toContain('d:fr-SECONDA');
    expect(keys(s, 'allied', ['h:52.58', 'd:fr-SECONDA'], railed).sort()).toEqual([
      'rr/fr-SECONDA/51.58',
      'rr/fr-SECONDA/53.59',
    ]);
    const moved = railAct(s, 'allied', 'rr/fr-SECONDA/53.59');
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.state.units['fr-SECONDA']).toMatchObject({ at: '53.59', spent: 1 });
    expect(moved.events).toContainEqual(expect.objectContaining({ kind: 'depot-rail', rule: '15.6.3' }));
    expect(railAct(s, 'allied', 'rr/fr-SECONDA/52.57')).toMatchObject({
      ok: false,
      code: 'rail-not-operational',
      rule: '15.6.3',
    });
    expect(railAct(s, 'allied', 'mv/fr-SECONDA/53.59')).toMatchObject({ ok: false, code: 'move-depot' });
  });

  it('15.6.3 a Depot has 9 MP in the Movement Phase and 5 in its Counter-Movement Phase', () => {
    const spent = (n: number, b: Partial<Built> = {}) => {
      const s = depotAt('52.58', {}, b);
      s.units['fr-SECONDA']!.spent = n;
      return s;
    };
    expect(railOk(spent(8), 'allied', 'rr/fr-SECONDA/53.59').units['fr-SECONDA']!.spent).toBe(9);
    expect(railAct(spent(9), 'allied', 'rr/fr-SECONDA/53.59')).toMatchObject({
      ok: false,
      code: 'rail-no-mp',
      rule: '15.6.3',
    });
    const counter = { phase: 'counter-movement' as const, phasing: 'german' as const };
    expect(railOk(spent(4, counter), 'allied', 'rr/fr-SECONDA/53.59').units['fr-SECONDA']!.spent).toBe(5);
    expect(railAct(spent(5, counter), 'allied', 'rr/fr-SECONDA/53.59')).toMatchObject({
      ok: false,
      code: 'rail-no-mp',
    });
  });

  it('18.1.3, 29.3.2 a railroad hex the enemy passed through is not operational: the Depot does not enter it', () => {
    const s = depotAt('52.58');
    s.control['53.59'] = 'german';
    expect(railAct(s, 'allied', 'rr/fr-SECONDA/53.59')).toMatchObject({ ok: false, code: 'rail-not-operational' });
    expect(keys(s, 'allied', ['h:52.58', 'd:fr-SECONDA'], railed)).toEqual(['rr/fr-SECONDA/51.58']);
  });

  it('15.6.2 a Depot never steps into an EZOC, unless a friendly Combat unit stands there', () => {
    const exposed = depotAt('52.58', { 'de-31.21': '54.59' });
    expect(railAct(exposed, 'allied', 'rr/fr-SECONDA/53.59')).toMatchObject({
      ok: false,
      code: 'rail-ezoc',
      rule: '15.6.2',
    });
    const covered = depotAt('52.58', { 'de-31.21': '54.59', 'fr-29.15': '53.59' });
    expect(railOk(covered, 'allied', 'rr/fr-SECONDA/53.59').units['fr-SECONDA']!.at).toBe('53.59');
  });

  it('15.6.3 on the built-in pack (no railroads) a Depot is offered no move and its step is refused', () => {
    const s = plainBuilt({ units: { 'fr-SECONDA': '52.58' } });
    expect(keys(s, 'allied', ['h:52.58'])).not.toContain('d:fr-SECONDA');
    expect(act(s, 'allied', 'rr/fr-SECONDA/53.59')).toMatchObject({ ok: false, code: 'rail-none', rule: '15.6.3' });
  });
});

describe('1914 by its rules: Depot Displacement (15.6.2b)', () => {
  // The German 31/21 steps from 54.60 into 54.59, next to the Depot in 53.59 (54.60 is next to no railroad hex).
  const german = { phase: 'movement' as const, phasing: 'german' as const };

  it('15.6.2b a Depot an enemy ZOC reaches alone is placed by its owner on a friendly operational railroad hex out of any EZOC, Extended side up', () => {
    const s = railOk(depotAt('53.59', { 'de-31.21': '54.60' }, german), 'german', 'mv/de-31.21/54.59');
    expect(s.stack).toEqual([{ name: 'rail-place', side: 'allied', unit: 'fr-SECONDA', rule: '15.6.2b' }]);
    const choices = keys(s, 'allied', [], railed);
    expect(choices).toContain('place/48.57');
    // 53.59 and 54.58 are in the German ZOC; 52.57 is no railroad hex.
    expect(choices).not.toContain('place/54.58');
    expect(choices).not.toContain('place/53.59');
    expect(railAct(s, 'allied', 'place/54.58')).toMatchObject({ ok: false, code: 'rail-place-hex', rule: '15.6.2b' });
    expect(railAct(s, 'allied', 'place/52.57')).toMatchObject({ ok: false, code: 'rail-place-hex' });
    expect(railAct(s, 'german', 'mv/de-31.21/54.58')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const placed = railAct(s, 'allied', 'place/48.57');
    if (!placed.ok) throw new Error(placed.code);
    expect(placed.state.units['fr-SECONDA']).toMatchObject({ at: '48.57', extended: true });
    expect(placed.state.stack).toEqual([]);
    expect(placed.events).toContainEqual(
      expect.objectContaining({ kind: 'depot-displaced', from: '53.59', to: '48.57', rule: '15.6.2b' }),
    );
  });

  it('15.6.2b a Depot stacked with a friendly Combat unit stays; with no hex to go to it is eliminated', () => {
    const covered = railOk(
      depotAt('53.59', { 'de-31.21': '54.60', 'fr-29.15': '53.59' }, german),
      'german',
      'mv/de-31.21/54.59',
    );
    expect(covered.stack).toEqual([]);
    expect(covered.units['fr-SECONDA']!.at).toBe('53.59');
    // The French no longer control the line's edge hex: no French railroad is operational (18.1.1).
    const cut = depotAt('53.59', { 'de-31.21': '54.60' }, german);
    cut.control['46.57'] = 'german';
    const gone = railAct(cut, 'german', 'mv/de-31.21/54.59');
    if (!gone.ok) throw new Error(gone.code);
    expect(gone.state.units['fr-SECONDA']!.at).toBe('gone');
    expect(gone.events).toContainEqual(expect.objectContaining({ kind: 'depot-eliminated', rule: '15.6.2b' }));
  });

  it('15.6.2b on the built-in pack (no railroads) a Depot in an EZOC is not displaced: nothing is asked', () => {
    const s = ok(
      plainBuilt({ units: { 'fr-SECONDA': '53.59', 'de-31.21': '54.60' }, ...german }),
      'german',
      'mv/de-31.21/54.59',
    );
    expect(s.stack).toEqual([]);
    expect(s.units['fr-SECONDA']!.at).toBe('53.59');
  });
});

describe('1914 by its rules: Depot Relocation (15.6.4)', () => {
  const assignment = { phase: 'assignment' as const };

  it('15.6.4 in the Assignment Phase a Depot goes to the GT track two GTs on, its Destination on a friendly operational railroad hex; one a side a GT', () => {
    const s = on({ units: { 'fr-SECONDA': '51.54', 'fr-PRIMA': '53.60' }, ...assignment });
    expect(keys(s, 'allied', [], railed)).toEqual(['dr:fr-SECONDA', 'dr:fr-PRIMA', 'next'].sort());
    const destinations = keys(s, 'allied', ['dr:fr-SECONDA'], railed);
    expect(destinations).toHaveLength(FRENCH_LINE.length);
    expect(destinations).toContain('reloc/fr-SECONDA/48.57');
    const gone = railOk(s, 'allied', 'reloc/fr-SECONDA/48.57');
    expect(gone.units['fr-SECONDA']).toMatchObject({ at: 'off', returning: { turn: 3, to: '48.57' } });
    // One Army Depot a side a GT.
    expect(keys(gone, 'allied', [], railed)).toEqual(['next']);
    expect(railAct(gone, 'allied', 'reloc/fr-PRIMA/47.58')).toMatchObject({
      ok: false,
      code: 'relocate-once',
      rule: '15.6.4',
    });
    expect(railAct(s, 'allied', 'reloc/fr-PRIMA/52.57')).toMatchObject({ ok: false, code: 'rail-not-operational' });
    expect(railAct({ ...s, phase: 'movement' }, 'allied', 'reloc/fr-PRIMA/47.58')).toMatchObject({
      ok: false,
      code: 'relocate-not-now',
    });
  });

  it('15.6.4 the relocated Depot comes back on its Destination in the friendly Preliminary Phase of its GT, not before', () => {
    const due = (turn: number) => {
      const s = on({ units: {}, phase: 'interphase', turn: 1 });
      s.units['fr-SECONDA']!.returning = { turn, to: '48.57' };
      return railOk(s, 'allied', 'next');
    };
    const back = due(2);
    expect(back).toMatchObject({ turn: 2, phase: 'preliminary', phasing: 'allied' });
    expect(back.units['fr-SECONDA']!.at).toBe('48.57');
    expect(back.units['fr-SECONDA']!.returning).toBeUndefined();
    expect(due(3).units['fr-SECONDA']).toMatchObject({ at: 'off', returning: { turn: 3, to: '48.57' } });
  });

  it('15.6.4 a Destination no longer friendly operational: the owner places the Depot on one that is', () => {
    const s = on({ units: {}, phase: 'interphase', turn: 1 });
    s.units['fr-SECONDA']!.returning = { turn: 2, to: '49.57' };
    s.control['48.57'] = 'german';
    const asked = railOk(s, 'allied', 'next');
    expect(asked.stack).toContainEqual({ name: 'rail-place', side: 'allied', unit: 'fr-SECONDA', rule: '15.6.4' });
    expect(keys(asked, 'allied', [], railed).sort()).toEqual(['place/46.57', 'place/47.58']);
    expect(railAct(asked, 'allied', 'place/49.57')).toMatchObject({ ok: false, code: 'rail-place-hex' });
    expect(railOk(asked, 'allied', 'place/47.58').units['fr-SECONDA']!.at).toBe('47.58');
  });

  it('15.6.4 on the built-in pack (no railroads) no Depot is offered for relocation', () => {
    const s = plainBuilt({ units: { 'fr-SECONDA': '51.54' }, ...assignment });
    expect(keys(s, 'allied')).toEqual(['next']);
    expect(act(s, 'allied', 'reloc/fr-SECONDA/48.57')).toMatchObject({ ok: false, code: 'rail-none' });
  });
});

describe('1914 by its rules: eliminated Corps Trains come back (16.7)', () => {
  /** Treno/15 in 52.58, eliminated by its owner from an overstacked hex (3.1.3). */
  function eliminated(module = railed, p = rails): { state: O1914State; events: readonly { kind: string }[] } {
    const s = clear(built({ units: { 'fr-tr15': '52.58' } }, module, p));
    s.stack.push({ name: 'overstack', side: 'allied', hex: '52.58' });
    const out = act(s, 'allied', 'elim/fr-tr15', undefined, module);
    if (!out.ok) throw new Error(out.code);
    return out;
  }

  it('16.7 an eliminated Corps Train is due two GTs later', () => {
    const { state, events } = eliminated();
    expect(state.units['fr-tr15']).toMatchObject({ at: 'gone', returning: { turn: 3 } });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'train-due', turn: 3, rule: '16.7' }));
    // The built-in pack has no railroads to bring it back on: it is not due.
    const plain = eliminated(game, pack);
    expect(plain.state.units['fr-tr15']!.returning).toBeUndefined();
    expect(plain.events.map((e) => e.kind)).not.toContain('train-due');
  });

  it('16.7 it comes back in the friendly Preliminary Phase on the friendly operational railroad hex its owner picks', () => {
    const s = on({ units: {}, phase: 'interphase', turn: 1 });
    s.units['fr-tr15']!.at = 'gone';
    s.units['fr-tr15']!.returning = { turn: 2 };
    const asked = railOk(s, 'allied', 'next');
    expect(asked.stack).toContainEqual({ name: 'rail-place', side: 'allied', unit: 'fr-tr15', rule: '16.7' });
    expect(keys(asked, 'allied', [], railed)).toHaveLength(FRENCH_LINE.length);
    expect(railAct(asked, 'allied', 'place/52.57')).toMatchObject({ ok: false, code: 'rail-place-hex', rule: '16.7' });
    expect(railAct(asked, 'german', 'place/52.58')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const back = railAct(asked, 'allied', 'place/52.58');
    if (!back.ok) throw new Error(back.code);
    expect(back.state.units['fr-tr15']!.at).toBe('52.58');
    expect(back.state.units['fr-tr15']!.returning).toBeUndefined();
    expect(back.events).toContainEqual(expect.objectContaining({ kind: 'train-returned', rule: '16.7' }));
  });
});

describe('1914 by its rules: a Depot without a valid LOC (15.4 step 1)', () => {
  /** SECONDA in 52.58 in its Supply Phase, its ranges and Ammo Limit given (2.6.1, 2.6.2). */
  function supplyPhase(): O1914State {
    const s = on({ units: { 'fr-SECONDA': '52.58' }, phase: 'supply' });
    s.values['fr-SECONDA'] = { front: { range: 6 }, back: { range: 9, ammo: 3 } };
    return s;
  }

  it('15.4 step 1 a Depot with no valid LOC is moved by its owner onto a railroad hex that gives it one, Extended side up (15.6.2); one with a LOC stays', () => {
    const s = supplyPhase();
    // The Germans passed through 47.58: only 46.57, on the map's edge, is still joined to it (18.1.1, 18.1.3).
    s.control['47.58'] = 'german';
    const asked = railOk(s, 'allied', 'next');
    expect(asked.phase).toBe('supply');
    expect(asked.stack).toEqual([{ name: 'rail-place', side: 'allied', unit: 'fr-SECONDA', rule: '15.4' }]);
    expect(keys(asked, 'allied', [], railed)).toEqual(['place/46.57']);
    expect(railAct(asked, 'allied', 'place/48.57')).toMatchObject({ ok: false, code: 'rail-place-hex', rule: '15.4' });
    const moved = railAct(asked, 'allied', 'place/46.57');
    if (!moved.ok) throw new Error(moved.code);
    expect(moved.state.units['fr-SECONDA']).toMatchObject({ at: '46.57', extended: true });
    expect(moved.events).toContainEqual(expect.objectContaining({ kind: 'depot-loc', from: '52.58', rule: '15.4' }));
    expect(railOk(moved.state, 'allied', 'next').phase).toBe('rr-engineer');
    const kept = railOk(supplyPhase(), 'allied', 'next');
    expect(kept.phase).toBe('rr-engineer');
    expect(kept.units['fr-SECONDA']).toMatchObject({ at: '52.58' });
  });
});
