import { describe, expect, it } from 'vitest';
import { built, keys, module, must, pack, play, septemberOrders } from './build.js';

describe('the module: view, invariants, referee', () => {
  it('hidden information: the Shevardino scenario has none (no Orders markers, 5.23, no AM cup): both sides see the same pieces', () => {
    const setup = module.setup({ scenario: 'shevardino', options: {}, pack }, undefined as never);
    if (!setup.ok) throw new Error('setup');
    const french = module.view(setup.state, 'french');
    const russian = module.view(setup.state, 'russian');
    expect(french.pieces).toEqual(russian.pieces);
    expect(french.secret).toBeUndefined();
    expect(french.pieces.length).toBe(53);
    // 6.11: facing is the piece's notch (a bearing), not letters on its label.
    expect(french.pieces[0]?.facing).toBe(0);
    expect(french.pieces[0]?.label).not.toMatch(/ e$/);
    expect(french.prompt.en).not.toBe(russian.prompt.en);
  });

  it("status: the turn, step, side to act and end without the pieces are the view's (GameModule.status)", () => {
    const moving = built({ step: 'move', side: 'russian', units: { 'fr-CM-1': { at: '4616' } } });
    const over = { ...moving, over: { winner: 'french' as const, reason: 'redoubt' as const } };
    for (const s of [moving, over]) expect(module.status!(s)).toEqual(module.view(s, 'observer').status);
    expect(module.status!(moving)).toMatchObject({ active: ['russian'] });
    expect(module.status!(moving).over).toBeUndefined();
    expect(module.status!(over).over?.winner).toBe('french');
  });

  it('check: both sides in a hex (6.22), a French unit east of hexrow 3600, and a legal position', () => {
    const legal = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4617' } },
    });
    expect(module.check!(legal)).toEqual([]);
    const both = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-1': { at: '4616' }, 'ru-Shak-1': { at: '4616' } },
    });
    expect(module.check!(both).join()).toContain('6.22');
    const east = built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '3516' } } });
    expect(module.check!(east).join()).toContain('east of column 36');
    const four = built({
      step: 'move',
      side: 'french',
      units: {
        'fr-CM-1': { at: '4616' },
        'fr-CM-2': { at: '4616' },
        'fr-CM-3': { at: '4616' },
        'fr-CM-4': { at: '4616' },
      },
    });
    expect(module.check!(four).join()).toContain('6.21');
  });

  it("check 6.21: a stack is judged on the pack's values, so a Fire Strength given after it formed does not break it", () => {
    // Two guns of CM alone in 4616: SP 4 + 4 = 8 > 6 (6.21) by the values given, none printed (the pack has them null).
    const guns = (learned: object) =>
      built({
        step: 'move',
        side: 'french',
        units: { 'fr-CM-a1': { at: '4616' }, 'fr-CM-a2': { at: '4616' } },
        learned: learned as never,
      });
    const given = guns({ 'fr-CM-a1': { FS: 4 }, 'fr-CM-a2': { FS: 4 } });
    expect(module.check!(given)).toEqual([]);
    // A third gun breaks 6.21 whatever the values (two artillery units alone at most).
    const three = built({
      step: 'move',
      side: 'french',
      units: { 'fr-CM-a1': { at: '4616' }, 'fr-CM-a2': { at: '4616' }, 'fr-MR-a1': { at: '4616' } },
    });
    expect(module.check!(three).join()).toContain('6.21');
  });

  it("a referee's correction puts a unit anywhere, logged, and only a referee may make it", () => {
    const s = built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '4616' } } });
    const action = module.decode(s, 'fix/fr-CM-1/4620/d');
    expect(action && module.refereeOnly!(action)).toBe(true);
    expect(
      module.refereeMenu!(s, 'french', ['place', 's:french', 'u:fr-CM-1', 'c:46']).items.map((i) => i.key),
    ).toContain('fix/fr-CM-1/4620/g');
    const t = must(s, 'french', 'fix/fr-CM-1/4620/d');
    expect(t.units['fr-CM-1']).toMatchObject({ at: '4620', disordered: true });
    expect(play(s, 'french', 'fix/fr-CM-1/9999/g')).toMatchObject({ ok: false, code: 'correct-place' });
    expect(keys(s, 'russian')).toEqual([]);
  });

  it('the view names what acts: Shevardino its active commands, 7 September the group whose AM acts, by name', () => {
    const shevardino = built({ step: 'move', side: 'french', units: { 'fr-CM-1': { at: '4616' } }, active: ['CM'] });
    const notes = (x: typeof shevardino) => module.view(x, 'observer').notes!.map((n) => n.en);
    expect(notes(shevardino)).toContain('Active commands: Compans Division');
    let s = must(must(septemberOrders(), 'french', 'done'), 'russian', 'done');
    s = must(s, 'french', 'pick/fr-iii', []);
    expect(notes(s).join('\n')).toMatch(/; active: III Corps \(Ney\)/);
    expect(notes(s).join('\n')).not.toMatch(/Active commands/);
  });
});
