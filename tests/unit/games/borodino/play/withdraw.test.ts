import { describe, expect, it } from 'vitest';
import { built, keys, must, play } from './build.js';

/**
 * 7.39 the cavalry's withdrawal before infantry, on the pack's open ground: a hex of column 46 has its neighbours at
 * (45, r−1) south-east, (45, r) north-east, (46, r+1) north, (47, r) north-west, (47, r−1) south-west, (46, r−1) south;
 * so 4618 touches 4517, 4518, 4619, 4718, 4717 and 4617. The French regiment in 4616 moves to 4617, next to the Russian
 * cavalry in 4618.
 */

type Units = Parameters<typeof built>[0]['units'];
const moving = (units: Units) =>
  built({
    step: 'move',
    side: 'french',
    units: { 'fr-CM-1': { at: '4616' }, ...units },
    learned: { 'fr-CM-1': { MA: 4 }, 'fr-1CC-1': { MA: 6 } },
    active: ['CM', '1CC', '4CC', '8', 'Shak'],
  });
const cavalry = { 'ru-4CC-1': { at: '4618', facing: 'se' as const } };

describe('7.39 the cavalry withdraws before infantry', () => {
  it('7.39 infantry entering the ZOC of cavalry: its owner may withdraw it one hex, into an empty hex, with a new facing', () => {
    const s = must(moving(cavalry), 'french', 'move/fr-CM-1/4617');
    expect(s.withdrawal).toEqual({ mover: 'fr-CM-1', hex: '4617', units: ['ru-4CC-1'] });
    // The Russians answer; the French wait.
    expect(play(s, 'french', 'done')).toMatchObject({ ok: false, code: 'not-your-turn' });
    expect(play(s, 'russian', 'done')).toMatchObject({ ok: false, rule: '7.39' });
    const menu = keys(s, 'russian');
    // Every hex next to it but the infantry's; an enemy ZOC (4517, 4717 next to 4617) does not bar it.
    expect(menu).toEqual(
      ['4517', '4518', '4619', '4718', '4717'].map((h) => `w:ru-4CC-1:${h}`).concat('withdraw/stay'),
    );
    expect(keys(s, 'russian', ['w:ru-4CC-1:4619'])).toEqual(
      ['e', 'ne', 'nw', 'w', 'sw', 'se'].map((f) => `withdraw/ru-4CC-1/4619/${f}`),
    );
    const t = must(s, 'russian', 'withdraw/ru-4CC-1/4619/sw');
    expect(t.units['ru-4CC-1']).toMatchObject({ at: '4619', facing: 'sw' });
    expect(t.withdrawal).toBeNull();
    // The infantry's move is over: it may not go on into the hex left.
    expect(t.units['fr-CM-1']).toMatchObject({ at: '4617', moved: true });
    expect(play(t, 'french', 'move/fr-CM-1/4618')).toMatchObject({ ok: false, rule: '7.31' });
  });

  it('7.39 the withdrawal may end on friends, facing as they do (6.11); staying keeps the cavalry where it is', () => {
    const s = must(moving({ ...cavalry, 'ru-4CC-2': { at: '4619', facing: 'ne' } }), 'french', 'move/fr-CM-1/4617');
    expect(keys(s, 'russian', ['w:ru-4CC-1:4619'])).toEqual(['withdraw/ru-4CC-1/4619/ne']);
    expect(play(s, 'russian', 'withdraw/ru-4CC-1/4619/sw')).toMatchObject({ ok: false, rule: '6.11' });
    const t = must(s, 'russian', 'withdraw/ru-4CC-1/4619/ne');
    expect(t.units['ru-4CC-1']).toMatchObject({ at: '4619', facing: 'ne' });
    // 6.24: set down by a retreat, it goes on top.
    expect(t.units['ru-4CC-1']!.stack).toBeGreaterThan(t.units['ru-4CC-2']!.stack);
    const stayed = must(s, 'russian', 'withdraw/stay');
    expect(stayed.units['ru-4CC-1']).toMatchObject({ at: '4618', facing: 'se' });
    expect(stayed.withdrawal).toBeNull();
    expect(play(stayed, 'french', 'done')).toMatchObject({ ok: true });
  });

  it('7.39 one hex only, never into an enemy unit, and only the cavalry whose ZOC the infantry entered', () => {
    const s = must(
      moving({ ...cavalry, 'ru-8-a1': { at: '4618', facing: 'se' }, 'ru-4CC-3': { at: '4621', facing: 'se' } }),
      'french',
      'move/fr-CM-1/4617',
    );
    expect(s.withdrawal?.units).toEqual(['ru-4CC-1']);
    expect(play(s, 'russian', 'withdraw/ru-4CC-1/4620/sw')).toMatchObject({ ok: false, rule: '7.39' });
    expect(play(s, 'russian', 'withdraw/ru-4CC-1/4617/sw')).toMatchObject({ ok: false, rule: '7.39' });
    // The battery stacked with it has no ZOC and stays; the cavalry far off was not reached.
    expect(play(s, 'russian', 'withdraw/ru-8-a1/4619/sw')).toMatchObject({ ok: false, rule: '7.39' });
    expect(play(s, 'russian', 'withdraw/ru-4CC-3/4620/sw')).toMatchObject({ ok: false, rule: '7.39' });
    expect(play(s, 'russian', 'withdraw/ru-4CC-1/4619/n')).toMatchObject({ ok: false, rule: '6.11' });
    const t = must(s, 'russian', 'withdraw/ru-4CC-1/4518/w');
    expect(t.units['ru-8-a1']).toMatchObject({ at: '4618' });
  });

  it('7.39 no withdrawal when the infantry does not enter its ZOC, nor before cavalry, nor for Disordered cavalry', () => {
    // Away from it.
    expect(must(moving(cavalry), 'french', 'move/fr-CM-1/4615').withdrawal ?? null).toBeNull();
    // Cavalry moving next to it (7.39 names infantry).
    const horse = must(moving({ ...cavalry, 'fr-1CC-1': { at: '4716' } }), 'french', 'move/fr-1CC-1/4717');
    expect(horse.withdrawal ?? null).toBeNull();
    // Disordered cavalry has no ZOC (6.31) for the infantry to enter.
    const disordered = moving({ 'ru-4CC-1': { at: '4618', facing: 'se', disordered: true } });
    expect(must(disordered, 'french', 'move/fr-CM-1/4617').withdrawal ?? null).toBeNull();
    // No offer, no answer.
    expect(play(must(moving(cavalry), 'french', 'move/fr-CM-1/4615'), 'russian', 'withdraw/stay')).toMatchObject({
      ok: false,
    });
  });

  it('7.39 stacked cavalry withdraws unit by unit (the README: "da sola" is the jager\'s), then the rest stays', () => {
    const s = must(moving({ ...cavalry, 'ru-4CC-2': { at: '4618', facing: 'se' } }), 'french', 'move/fr-CM-1/4617');
    expect(s.withdrawal?.units).toEqual(['ru-4CC-1', 'ru-4CC-2']);
    const t = must(s, 'russian', 'withdraw/ru-4CC-2/4619/nw');
    expect(t.withdrawal?.units).toEqual(['ru-4CC-1']);
    expect(play(t, 'russian', 'withdraw/ru-4CC-2/4518/nw')).toMatchObject({ ok: false, rule: '7.39' });
    const u = must(t, 'russian', 'withdraw/stay');
    expect(u.withdrawal).toBeNull();
    expect(u.units['ru-4CC-1']?.at).toBe('4618');
    expect(u.units['ru-4CC-2']).toMatchObject({ at: '4619', facing: 'nw' });
  });
});
