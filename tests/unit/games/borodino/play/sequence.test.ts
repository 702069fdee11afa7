import { describe, expect, it } from 'vitest';
import { OFF, RETURNING, WITHDRAWN } from '../../../../../src/engine/games/borodino/play/state.js';
import { built, keys, module, must, pack, play } from './build.js';

const start = () => {
  const setup = module.setup({ scenario: 'shevardino', options: {}, pack }, undefined as never);
  if (!setup.ok) throw new Error('setup');
  return setup.state;
};

describe('3.0 the sequence of play (the Shevardino scenario: the French, then the Russians, each with every active unit)', () => {
  it('3.0 set-up: the French face their units, then the Russians; the other side may not act meanwhile', () => {
    let s = start();
    expect(module.view(s, 'observer').status.active).toEqual(['french']);
    expect(play(s, 'russian', 'done')).toMatchObject({ ok: false, code: 'not-your-turn' });
    s = must(s, 'french', 'face-all/nw');
    const french = Object.entries(s.units).filter(([id, u]) => id.startsWith('fr-') && u.at !== 'off');
    expect(french.length).toBeGreaterThan(0);
    expect(french.every(([, u]) => u.facing === 'nw')).toBe(true);
    s = must(s, 'french', 'done');
    s = must(s, 'russian', 'face-all/se');
    s = must(s, 'russian', 'done');
    // Shevardino: at the start of each turn, the first included, the French may activate one inactive command.
    expect(s.step).toBe('activate');
    expect(s.turn).toBe(1);
  });

  it('3.0 C.3: fire, movement, assault and rally in that order, then the Russians, then the Morale Phase', () => {
    let s = built({ step: 'fire', side: 'french', units: {} });
    const order: string[] = [];
    for (const side of ['french', 'russian'] as const)
      for (let i = 0; i < 4; i++) {
        order.push(`${s.side}:${s.step}`);
        expect(play(s, side === 'french' ? 'russian' : 'french', 'done')).toMatchObject({ ok: false });
        s = must(s, side, 'done');
      }
    expect(order).toEqual([
      'french:fire',
      'french:move',
      'french:assault',
      'french:rally',
      'russian:fire',
      'russian:move',
      'russian:assault',
      'russian:rally',
    ]);
    expect(s.step).toBe('morale');
    s = must(s, 'french', 'done');
    s = must(s, 'russian', 'done');
    expect(s.turn).toBe(2);
  });

  it('Shevardino activation: one inactive command a turn; V Corps not before turn 3', () => {
    const turn1 = built({ step: 'activate', side: 'french', units: {}, active: ['CM'] });
    expect(keys(turn1, 'french')).not.toContain('activate/V');
    expect(play(turn1, 'french', 'activate/V')).toMatchObject({ ok: false, rule: 'Shevardino' });
    const s = must(turn1, 'french', 'activate/MR');
    expect(s.active).toContain('MR');
    expect(s.step).toBe('fire');
    const turn3 = built({ step: 'activate', side: 'french', turn: 3, units: {}, active: ['CM'] });
    expect(keys(turn3, 'french')).toContain('activate/V');
    expect(must(turn3, 'french', 'activate/V').active).toContain('V');
  });

  it('Shevardino: the 2nd Grenadiers and the 27th Division (VIII Corps infantry) are active from turn 2, not on turn 1', () => {
    const s = start();
    expect(s.active).not.toContain('2Gren');
    expect(s.active).not.toContain('27');
    expect(s.active).toContain('8');
    let t = built({ step: 'morale', side: 'russian', units: {}, active: s.active });
    t = must(t, 'russian', 'done');
    expect(t.turn).toBe(2);
    expect(t.active).toEqual(expect.arrayContaining(['2Gren', '27']));
  });

  it('10.4 at the end of the turn the WITHDRAWN BOX moves to the RECOVERY BOX', () => {
    const s = built({
      step: 'morale',
      side: 'russian',
      units: { 'fr-CM-1': { at: WITHDRAWN }, 'fr-CM-2': { at: '4616' } },
    });
    const t = must(s, 'russian', 'done');
    expect(t.units['fr-CM-1']?.at).toBe('recovery');
  });

  it('Shevardino victory: whoever holds the redoubt (4008) at the end of turn 5 wins; nobody, no winner', () => {
    const russian = built({ step: 'morale', side: 'russian', turn: 5, units: { 'ru-Shak-1': { at: '4008' } } });
    const over = must(russian, 'russian', 'done');
    expect(over.over).toEqual({ winner: 'russian', reason: 'redoubt' });
    expect(module.view(over, 'observer').status.over?.winner).toBe('russian');
    expect(play(over, 'french', 'done')).toMatchObject({ ok: false, code: 'game-over' });
    const french = built({ step: 'morale', side: 'russian', turn: 5, units: { 'fr-CM-1': { at: '4008' } } });
    expect(must(french, 'russian', 'done').over?.winner).toBe('french');
    const nobody = built({ step: 'morale', side: 'russian', turn: 5, units: { 'fr-CM-1': { at: '4616' } } });
    expect(must(nobody, 'russian', 'done').over).toEqual({ winner: null, reason: 'nobody' });
    // Not before the end of turn 5.
    expect(
      must(
        built({ step: 'morale', side: 'russian', turn: 4, units: { 'ru-Shak-1': { at: '4008' } } }),
        'russian',
        'done',
      ).over,
    ).toBeNull();
  });

  it('10.3 a recovered unit is put within 3 hexes of its group and at least 3 from the enemy, Disordered', () => {
    const s = built({
      step: 'morale',
      side: 'french',
      units: { 'fr-CM-1': { at: RETURNING, disordered: true }, 'fr-CM-2': { at: '4616' }, 'ru-Shak-1': { at: '4612' } },
    });
    const places = keys(s, 'french', ['u:fr-CM-1']);
    expect(places).toContain('place/fr-CM-1/4619');
    // 4614 is 2 hexes from the Russian in 4612.
    expect(places).not.toContain('place/fr-CM-1/4614');
    expect(play(s, 'french', 'place/fr-CM-1/4614')).toMatchObject({ ok: false, rule: '10.3' });
    // Done waits for the recovered unit to be put back.
    expect(keys(s, 'french')).not.toContain('done');
    const t = must(s, 'french', 'place/fr-CM-1/4619');
    expect(t.units['fr-CM-1']).toMatchObject({ at: '4619', disordered: true });
  });

  it("10.3 with Shevardino's limits: a French unit is not put back east of 3600, nor a Russian in 4400 before V Corps", () => {
    const french = built({
      step: 'morale',
      side: 'french',
      units: { 'fr-CM-1': { at: RETURNING, disordered: true }, 'fr-CM-2': { at: '3610' } },
    });
    const places = keys(french, 'french', ['u:fr-CM-1']);
    expect(places).toContain('place/fr-CM-1/3612');
    expect(places.filter((k) => Number(k.split('/')[2]!.slice(0, 2)) < 36)).toEqual([]);
    expect(play(french, 'french', 'place/fr-CM-1/3510')).toMatchObject({ ok: false, rule: '10.3' });
    const russian = (vAt: string) =>
      built({
        step: 'morale',
        side: 'russian',
        units: {
          'ru-Shak-1': { at: RETURNING, disordered: true },
          'ru-Shak-2': { at: '4402' },
          'fr-V-Cv': { at: vAt },
        },
      });
    expect(keys(russian(OFF), 'russian', ['u:ru-Shak-1'])).toContain('place/ru-Shak-1/4401');
    expect(keys(russian(OFF), 'russian', ['u:ru-Shak-1'])).not.toContain('place/ru-Shak-1/4400');
    expect(play(russian(OFF), 'russian', 'place/ru-Shak-1/4400')).toMatchObject({ ok: false, rule: '10.3' });
    // Once V Corps is in (its unit far from 4400: 10.3 keeps a returning unit 3 hexes from the enemy).
    expect(keys(russian('5108'), 'russian', ['u:ru-Shak-1'])).toContain('place/ru-Shak-1/4400');
  });

  it('10.3 a recovered unit with no unit of its group on the map waits for a turn when it may return', () => {
    const s = built({ step: 'morale', side: 'french', units: { 'fr-CM-1': { at: RETURNING, disordered: true } } });
    expect(keys(s, 'french')).toEqual(['done']);
  });
});
