import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { act, built, game, keys, ok, start } from './game.js';

/** The sequence of play (4.0–4.3), the Preliminary Phase's reinforcements and activations, and 29.5's victory. */

describe('1914 by its rules: the sequence of play', () => {
  it('4.2 the phases of a Player Turn in the book’s order, each with the side that acts in it', () => {
    // 28.3 B: the French boundary placed first, on the line suggested.
    let s = ok(start(), 'allied', keys(start(), 'allied')[0]!);
    const seen: string[] = [];
    // The Final Phase twice: 8.3's Cavalry Retirement, the phasing player's then the other's (4.2.9).
    for (let i = 0; i < 10; i++) {
      seen.push(`${s.phase}:${game.view(s, 'observer').status.active.join()}`);
      const side = game.view(s, 'observer').status.active[0] as 'allied' | 'german';
      // 4.2.2, 5.1.2: the Assignment Phase's boundary, kept.
      if (s.stack.at(-1)?.name === 'boundary') s = ok(s, side, 'aoa/keep');
      s = ok(s, side, 'next');
    }
    expect(seen).toEqual([
      'preliminary:allied',
      'assignment:allied',
      'supply:allied',
      'rr-engineer:allied',
      'movement:allied',
      'counter-movement:german',
      'attack:allied',
      'counter-attack:german',
      'final:allied',
      'final:german',
    ]);
    // 4.1: then the German Player Turn of the same GT.
    expect([s.turn, s.phasing, s.phase]).toEqual([1, 'german', 'preliminary']);
  });

  it('4.2 the non-phasing player may not act in the phasing player’s phases', () => {
    const s = start();
    expect(act(s, 'german', 'next')).toMatchObject({ ok: false, code: 'not-your-turn', rule: '4.2' });
    expect(keys(s, 'german')).toEqual([]);
  });

  it('4.3 an Interphase after every third GT, ended by either player (simultaneous)', () => {
    let s = built({ units: {}, phase: 'final', phasing: 'german', turn: 3 });
    s = ok(s, 'german', 'next');
    expect(s.phase).toBe('interphase');
    expect([...game.view(s, 'observer').status.active].sort()).toEqual(['allied', 'german']);
    s = ok(s, 'german', 'next');
    expect([s.turn, s.phasing, s.phase]).toEqual([4, 'allied', 'preliminary']);
    const mid = built({ units: {}, phase: 'final', phasing: 'german', turn: 2 });
    // GT 3's Preliminary Phase rolls for the Sixth Army (26.6.2): a 4 leaves it suspended.
    expect(ok(mid, 'german', 'next', new ScriptedDice([4])).phase).toBe('preliminary');
  });

  it('4.2.1, 29.5 a reinforcement arrives in its Preliminary Phase, not before', () => {
    let s = built({ units: { 'fr-15.8': '57.58' }, phase: 'final', phasing: 'german', turn: 1 });
    expect(s.units['fr-13.21']!.at).toBe('off');
    s = ok(s, 'german', 'next');
    expect([s.turn, s.phase]).toEqual([2, 'preliminary']);
    expect(s.units['fr-13.21']!.at).toBe('59.59');
    // The Germans' GT 3 reinforcements are not on the map in GT 2.
    expect(s.units['de-4Ez']!.at).toBe('off');
  });

  it('28.5, 4.2.1a an inactive unit may not move until the Allied Preliminary Phase of its GT activates it', () => {
    let s = ok(start(), 'allied', keys(start(), 'allied')[0]!);
    s = ok(ok(s, 'allied', 'next'), 'allied', 'aoa/keep');
    s = ok(ok(ok(s, 'allied', 'next'), 'allied', 'next'), 'allied', 'next');
    expect(s.phase).toBe('movement');
    expect(s.units['fr-59r.2R']!.inactiveUntil).toBe(2);
    expect(act(s, 'allied', 'mv/fr-59r.2R/52.51')).toMatchObject({ ok: false, code: 'inactive', rule: '28.5' });
    const gt2 = built({ units: { 'fr-59r.2R': '52.52' }, phase: 'final', phasing: 'german', turn: 1 });
    gt2.units['fr-59r.2R']!.inactiveUntil = 2;
    const next = ok(gt2, 'german', 'next');
    expect(next.units['fr-59r.2R']!.inactiveUntil).toBeUndefined();
    expect(next).toMatchObject({ turn: 2, phase: 'preliminary' });
  });

  it('12.5 a Fortress without garrison flips back in its Preliminary Phase, unless an enemy unit is next to it', () => {
    const clear = built({ units: { 'fr-Manonvill': '55.57' }, phase: 'final', phasing: 'german', turn: 1 });
    clear.units['fr-Manonvill']!.garrison = false;
    expect(ok(clear, 'german', 'next').units['fr-Manonvill']!.garrison).toBe(true);
    const near = built({
      units: { 'fr-Manonvill': '55.57', 'de-31.21': '56.57' },
      phase: 'final',
      phasing: 'german',
      turn: 1,
    });
    near.units['fr-Manonvill']!.garrison = false;
    expect(ok(near, 'german', 'next').units['fr-Manonvill']!.garrison).toBe(false);
  });

  it('29.1, 29.5 the game ends after the German Player Turn of GT 4: the French win with Finstingen and 55.57 free', () => {
    const s = built({ units: { 'fr-15.8': '60.55' }, phase: 'final', phasing: 'german', turn: 4 });
    s.control['60.55'] = 'allied';
    const end = ok(s, 'german', 'next');
    expect(end.over).toEqual({ winner: 'allied', reason: 'french' });
    expect(game.view(end, 'observer').status.over?.winner).toBe('allied');
    expect(act(end, 'allied', 'next')).toMatchObject({ ok: false, code: 'game-over' });
  });

  it('29.5 the Germans win holding 55.57 without a French objective; a German in 55.57 denies the French theirs', () => {
    const german = built({ units: { 'de-31.21': '55.57' }, phase: 'final', phasing: 'german', turn: 4 });
    expect(ok(german, 'german', 'next').over).toEqual({ winner: 'german', reason: 'german' });
    const both = built({ units: { 'de-31.21': '55.57' }, phase: 'final', phasing: 'german', turn: 4 });
    both.finstingen = true;
    expect(ok(both, 'german', 'next').over).toEqual({ winner: null, reason: 'draw' });
  });

  it('26.1.1, 29.5 a1 the 2nd Army’s objective is captured only by infantry that entered it, French-controlled', () => {
    const s = built({ units: { 'fr-15.8': '57.52' }, phase: 'movement', phasing: 'allied', turn: 1 });
    const moved = ok(s, 'allied', 'mv/fr-15.8/57.51');
    expect(moved.passed['57.51']).toEqual(['allied']);
    expect(moved.control['57.51']).toBe('allied');
    const cavalry = built({ units: { 'fr-2c': '57.52' }, phase: 'movement', phasing: 'allied', turn: 1 });
    // Cavalry cannot capture objectives: it controls the hex, it does not capture it.
    expect(ok(cavalry, 'allied', 'mv/fr-2c/57.51').passed['57.51']).toBeUndefined();
  });
});
