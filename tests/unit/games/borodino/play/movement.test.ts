import { describe, expect, it } from 'vitest';
import { OFF } from '../../../../../src/engine/games/borodino/play/state.js';
import { learnedOf } from '../../../../../src/engine/games/borodino/play/values.js';
import { built, keys, must, play } from './build.js';

/** Moves in the Movement step (7.0), judged by rules/movement.ts's checkMove; 4616 and its neighbours are open. */
const moving = (units: Parameters<typeof built>[0]['units'], learned = {}) =>
  built({ step: 'move', side: 'french', units, learned });

describe('7.0 movement', () => {
  it('7.11 a unit whose Movement Allowance the pack lacks is asked for it once (its owner picks the printed number)', () => {
    const s = moving({ 'fr-CM-1': { at: '4616' } });
    expect(keys(s, 'french', ['u:fr-CM-1'])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `value/fr-CM-1/MA/front/${n}`),
    );
    expect(play(s, 'russian', 'value/fr-CM-1/MA/front/4')).toMatchObject({ ok: false, code: 'not-your-turn' });
    const t = must(s, 'french', 'value/fr-CM-1/MA/front/4');
    expect(learnedOf(t.learned, 'fr-CM-1')).toEqual({ MA: 4 });
    expect(keys(t, 'french', ['u:fr-CM-1']).every((k) => k.startsWith('move/fr-CM-1/'))).toBe(true);
    // Never asked again: a value known is refused.
    expect(play(t, 'french', 'value/fr-CM-1/MA/front/5')).toMatchObject({ ok: false, code: 'value-known' });
  });

  it('7.31, 7.34 a unit moves along contiguous hexes within its allowance; 4 MP of open ground and no more', () => {
    const s = moving({ 'fr-CM-1': { at: '4616' } }, { 'fr-CM-1': { MA: 4 } });
    const moves = keys(s, 'french', ['u:fr-CM-1']);
    expect(moves).toContain('move/fr-CM-1/4617.4618.4619.4620');
    expect(moves.some((k) => k.endsWith('.4621'))).toBe(false);
    const t = must(s, 'french', 'move/fr-CM-1/4617.4618.4619.4620');
    expect(t.units['fr-CM-1']).toMatchObject({ at: '4620', moved: true });
    // 7.31: once an activation.
    expect(play(t, 'french', 'move/fr-CM-1/4621')).toMatchObject({ ok: false, rule: '7.31' });
    // 7.34: five hexes with 4 MP.
    expect(play(s, 'french', 'move/fr-CM-1/4617.4618.4619.4620.4621')).toMatchObject({ ok: false, rule: '7.34' });
  });

  it('7.32 never into a hex with an enemy unit; 6.33 a unit entering an enemy ZOC stops', () => {
    const blocked = moving({ 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617' } }, { 'fr-CM-1': { MA: 4 } });
    expect(play(blocked, 'french', 'move/fr-CM-1/4617')).toMatchObject({ ok: false, rule: '7.32' });
    const s = moving({ 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4618' } }, { 'fr-CM-1': { MA: 4 } });
    expect(play(s, 'french', 'move/fr-CM-1/4617.4717')).toMatchObject({ ok: false, rule: '6.33' });
    expect(must(s, 'french', 'move/fr-CM-1/4617').units['fr-CM-1']?.at).toBe('4617');
  });

  it('Shevardino: no French unit moves east of hexrow 3600 (it may move in it)', () => {
    const s = moving({ 'fr-CM-1': { at: '3716' } }, { 'fr-CM-1': { MA: 4 } });
    expect(play(s, 'french', 'move/fr-CM-1/3616')).toMatchObject({ ok: true });
    expect(play(s, 'french', 'move/fr-CM-1/3616.3516')).toMatchObject({ ok: false, rule: 'Shevardino' });
    expect(keys(s, 'french', ['u:fr-CM-1']).some((k) => /\.35\d\d$|\/35\d\d$/.test(k))).toBe(false);
  });

  it('7.41 a reinforcement of an active command enters at its entry hex (I Cavalry Corps at 5108), and nowhere else', () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-1CC-1': { at: OFF }, 'fr-CM-1': { at: '4616' } },
      learned: { 'fr-1CC-1': { MA: 8 } },
      active: ['CM', '1CC', 'Shak'],
    });
    const entries = keys(s, 'french', ['u:fr-1CC-1']);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((k) => k.startsWith('enter/fr-1CC-1/5108'))).toBe(true);
    expect(must(s, 'french', 'enter/fr-1CC-1/5108.5008').units['fr-1CC-1']?.at).toBe('5008');
    expect(play(s, 'french', 'enter/fr-1CC-1/4400')).toMatchObject({ ok: false, rule: '7.41' });
    // Not while its command is inactive.
    const inactive = { ...s, active: ['CM'] };
    expect(play(inactive, 'french', 'enter/fr-1CC-1/5108')).toMatchObject({ ok: false, rule: '7.41' });
  });

  it('6.12 a stack turns freely in the Movement step, and then may not rally (10.1)', () => {
    const s = moving({ 'fr-CM-1': { at: '4616', disordered: true } });
    expect(keys(s, 'french', ['face', 'h:4616'])).toContain('face/4616/e');
    const t = must(s, 'french', 'face/4616/e');
    expect(t.units['fr-CM-1']).toMatchObject({ facing: 'e', acted: true });
    expect(play(s, 'french', 'face/4617/e')).toMatchObject({ ok: false, rule: '6.11' });
  });
});

describe('7.13 Extended Movement', () => {
  const far = () =>
    moving(
      { 'fr-CM-1': { at: '4616' }, 'fr-CM-2': { at: '4516' }, 'ru-Shak-1': { at: '4008' } },
      { 'fr-CM-1': { MA: 4 }, 'fr-CM-2': { MA: 4 } },
    );
  const six = 'move/fr-CM-1/4617.4618.4619.4620.4621.4622';

  it('7.13 a whole command far from the enemy doubles its allowance, and never moves through friends', () => {
    const s = far();
    expect(keys(s, 'french')).toContain('extended/CM');
    const t = must(s, 'french', 'extended/CM');
    // 4622, six hexes north of 4616: beyond 4 MP, within 8.
    const reaches = (keysOf: string[]) => keysOf.some((k) => k.endsWith('.4622'));
    expect(reaches(keys(t, 'french', ['u:fr-CM-1']))).toBe(true);
    expect(reaches(keys(s, 'french', ['u:fr-CM-1']))).toBe(false);
    expect(play(s, 'french', six)).toMatchObject({ ok: false, rule: '7.34' });
    expect(play(t, 'french', six)).toMatchObject({ ok: true });
    expect(play(t, 'french', 'move/fr-CM-1/4516.4517')).toMatchObject({ ok: false, rule: '7.13' });
  });

  it('7.13 not for a command with a unit within 3 hexes of the enemy, nor once one of its units moved', () => {
    const near = moving(
      { 'fr-CM-1': { at: '4616' }, 'fr-CM-2': { at: '4516' }, 'ru-Shak-1': { at: '4619' } },
      { 'fr-CM-1': { MA: 4 }, 'fr-CM-2': { MA: 4 } },
    );
    expect(keys(near, 'french')).not.toContain('extended/CM');
    expect(play(near, 'french', 'extended/CM')).toMatchObject({ ok: false, rule: '7.13' });
    const moved = must(far(), 'french', 'move/fr-CM-1/4617');
    expect(play(moved, 'french', 'extended/CM')).toMatchObject({ ok: false, code: 'extended-after-move' });
  });
});

describe('6.2, 6.1 where a unit stops', () => {
  it("6.21 two batteries stack only of one Activation Group: an entering battery may not stop with another group's", () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-1CC-ha1': { at: OFF }, 'fr-2CC-ha1': { at: '5009' }, 'fr-1CC-ha2': { at: '4909' } },
      active: ['1CC', '2CC'],
    });
    expect(keys(s, 'french', ['u:fr-1CC-ha1'])).not.toContain('enter/fr-1CC-ha1/5108.5009');
    expect(play(s, 'french', 'enter/fr-1CC-ha1/5108.5009')).toMatchObject({ ok: false, rule: '6.21' });
    // With a battery of its own group it may (the pack prints no Fire Strength: 6 SP refuses nothing).
    const withOwn = keys(s, 'french', ['u:fr-1CC-ha1']).find((k) => k.endsWith('.4909'));
    expect(withOwn).toBeDefined();
    expect(play(s, 'french', withOwn!)).toMatchObject({ ok: true });
  });

  it('6.11 a stack turns whole: not while a unit of it belongs to an inactive command', () => {
    const s = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'fr-MR-1': { at: '4616' }, 'fr-CM-2': { at: '4620' } },
      active: ['CM'],
    });
    expect(keys(s, 'french', ['face'])).toEqual(['h:4620']);
    expect(play(s, 'french', 'face/4616/e')).toMatchObject({ ok: false, rule: '6.11' });
    expect(play(s, 'french', 'face/4620/e')).toMatchObject({ ok: true });
  });
});
