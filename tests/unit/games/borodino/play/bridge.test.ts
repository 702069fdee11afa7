import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import { checkMove } from '../../../../../src/engine/games/borodino/rules/movement.js';
import { placed, positionOf } from '../../../../../src/engine/games/borodino/play/position.js';
import type { BorodinoState, UnitState } from '../../../../../src/engine/games/borodino/play/state.js';
import { bookOf, game, keys, module, must, pack, play, septemberOrders } from './build.js';

/**
 * SR5's destroyed bridge on the pack's map: the one bridge crosses the Kolocha between 3812 (north bank, with 3711,
 * 3712, 3811, 3911) and 3813 (south bank, with 3713, 3814, 3913, 3912); 3511 is 3 hexes from both, 2807 10 from the
 * nearer. The Russians choose the Destruction AM first (as with the Initiative, 5.41).
 */
const INFANTRY = 'ru-Shak-1';
const BATTERY = 'fr-CM-a1';

const firstAm = (): BorodinoState => must(must(septemberOrders(), 'french', 'done'), 'russian', 'done');

/** Every unit off the map but those placed; the Russians to choose the first AM. */
const placedAt = (where: Record<string, string>, learned: Parameters<typeof bookOf>[0] = {}): BorodinoState => {
  const s = firstAm();
  const units = Object.fromEntries(
    Object.entries(s.units).map(([id, u]): [string, UnitState] => [id, { ...u, at: where[id] ?? 'eliminated' }]),
  );
  return {
    ...s,
    units,
    side: 'russian',
    learned: bookOf(learned),
    september: { ...s.september!, initiative: 'russian' },
  };
};

/** The Destruction AM chosen: its step. */
const destruction = (where: Record<string, string>, learned: Parameters<typeof bookOf>[0] = {}): BorodinoState =>
  must(placedAt(where, learned), 'russian', 'pick/destruction', []);

describe('SR5 destroying a bridge', () => {
  it('SR5 a Russian unit next to the bridge, no enemy next to it, no enemy battery in range: the bridge is destroyed', () => {
    // The French battery 10 hexes off: beyond any Effective range a counter may print, never asked.
    const s = destruction({ [INFANTRY]: '3813', [BATTERY]: '2807' });
    expect(keys(s, 'russian')).toEqual(['bridge/3812/3813', 'done']);
    const out = play(s, 'russian', 'bridge/3812/3813', [1, 1, 1, 1, 1]);
    if (!out.ok) throw new Error(out.code);
    expect(out.state.september!.bridges).toEqual(['3812|3813']);
    expect(out.state.step).not.toBe('destruction');
    const destroyed = out.events.find((e) => e.kind === 'bridge-destroyed')!;
    expect(module.describe(destroyed).it).toContain('distruggono il ponte 3812–3813');
    expect(module.describe(destroyed).en).toContain('destroy the bridge 3812–3813');
    // The view says so, in words and with the pack's marker on both hexes the bridge joined.
    const view = module.view(out.state, 'observer');
    const notes = view.notes ?? [];
    expect(notes.some((n) => n.en.includes('Bridges destroyed (SR5)') && n.en.includes('3812–3813'))).toBe(true);
    const markers = view.pieces.filter((p) => p.marker);
    expect(markers.map((m) => [m.at, m.nation])).toEqual([
      ['3812', 'bridge-down'],
      ['3813', 'bridge-down'],
    ]);
    expect(pack.markers.find((k) => k.id === 'bridge-down')?.name.it).toBe('Ponte distrutto (RS5)');
    expect(module.view(s, 'observer').pieces.some((p) => p.marker)).toBe(false);
    expect(module.check!(out.state)).toEqual([]);
    // From the other bank too: a unit in either hex the bridge joins is next to it.
    expect(keys(destruction({ [INFANTRY]: '3812', [BATTERY]: '2807' }), 'russian')).toContain('bridge/3812/3813');
  });

  it('SR5 refused with an enemy unit next to the bridge', () => {
    const s = destruction({ [INFANTRY]: '3813', 'fr-CM-1': '3812' });
    expect(keys(s, 'russian')).toEqual(['done']);
    expect(play(s, 'russian', 'bridge/3812/3813')).toMatchObject({ ok: false, code: 'bridge-enemy', rule: 'SR5' });
  });

  it('SR5 refused with no Russian unit next to the bridge (two hexes off is not adjacent)', () => {
    const s = destruction({ [INFANTRY]: '3814' });
    expect(keys(s, 'russian')).toEqual(['done']);
    expect(play(s, 'russian', 'bridge/3812/3813')).toMatchObject({ ok: false, code: 'bridge-no-unit', rule: 'SR5' });
    // No bridge there at all.
    const t = destruction({ [INFANTRY]: '3813' });
    expect(play(t, 'russian', 'bridge/3813/3814')).toMatchObject({ ok: false, code: 'bridge-none', rule: 'SR5' });
  });

  it('SR5 refused with an enemy battery within its Effective range of the bridge (known, or asked of the French once)', () => {
    // Known: 3 hexes off with an Effective range of 3.
    const known = destruction({ [INFANTRY]: '3813', [BATTERY]: '3511' }, { [BATTERY]: { Eff: 3 } });
    expect(keys(known, 'russian')).toEqual(['done']);
    expect(play(known, 'russian', 'bridge/3812/3813')).toMatchObject({
      ok: false,
      code: 'bridge-artillery',
      rule: 'SR5',
    });
    // Unknown: the Russians may declare it; the French are asked for the battery's Effective range first.
    const s = destruction({ [INFANTRY]: '3813', [BATTERY]: '3511' });
    expect(keys(s, 'russian')).toContain('bridge/3812/3813');
    const asked = must(s, 'russian', 'bridge/3812/3813');
    expect(asked.pending).toEqual({ kind: 'bridge', hex: '3812', target: '3813' });
    expect(keys(asked, 'russian')).toEqual([]);
    expect(keys(asked, 'french')).toContain(`value/${BATTERY}/Eff/front/3`);
    // 3 reaches it: the bridge stands, the Russians choose again, and the range is not asked again.
    const covered = play(asked, 'french', `value/${BATTERY}/Eff/front/3`);
    if (!covered.ok) throw new Error(covered.code);
    expect(covered.events.map((e) => e.kind)).toContain('bridge-cannot');
    expect(covered.state.september!.bridges ?? []).toEqual([]);
    expect(covered.state).toMatchObject({ step: 'destruction', side: 'russian', pending: null });
    expect(keys(covered.state, 'russian')).toEqual(['done']);
    expect(play(covered.state, 'russian', 'bridge/3812/3813')).toMatchObject({ code: 'bridge-artillery' });
    // 2 does not: the bridge is destroyed and the next AM drawn.
    const clear = play(asked, 'french', `value/${BATTERY}/Eff/front/2`, [1, 1, 1, 1, 1]);
    if (!clear.ok) throw new Error(clear.code);
    expect(clear.state.september!.bridges).toEqual(['3812|3813']);
    expect(clear.state.step).not.toBe('destruction');
    // Only the owner answers.
    expect(play(asked, 'russian', `value/${BATTERY}/Eff/front/2`)).toMatchObject({ ok: false });
  });

  it('SR5, 2.2 the French batteries asked nearest first, each once, and no more once one reaches the bridge', () => {
    const s = destruction({ [INFANTRY]: '3813', [BATTERY]: '3511', 'fr-CM-a2': '3311' });
    const asked = must(s, 'russian', 'bridge/3812/3813');
    // 3511 is 3 hexes off, 3311 5: the nearer first.
    expect(keys(asked, 'french')).toContain(`value/${BATTERY}/Eff/front/1`);
    const covered = must(asked, 'french', `value/${BATTERY}/Eff/front/4`);
    expect(covered.pending).toBeNull();
    expect(covered.learned.filter((v) => v.subject.kind === 'counter' && v.subject.counter === 'fr-CM-a2')).toEqual([]);
    // The nearer short of it, the farther is asked; both short, the bridge goes.
    const next = must(asked, 'french', `value/${BATTERY}/Eff/front/2`);
    expect(keys(next, 'french')).toContain('value/fr-CM-a2/Eff/front/1');
    const down = must(next, 'french', 'value/fr-CM-a2/Eff/front/4', [1, 1, 1, 1, 1]);
    expect(down.september!.bridges).toEqual(['3812|3813']);
  });

  it('SR5 "non entrambe le cose": a village burnt ends the AM (no bridge after it), a bridge destroyed too (no village)', () => {
    // Borodino (3316) held by Russian infantry, the bridge by another unit.
    const s = destruction({ [INFANTRY]: '3316', 'ru-Shak-2': '3813' });
    const both = keys(s, 'russian');
    expect(both).toContain('bridge/3812/3813');
    expect(both).toContain('burn/3316/3317');
    const burnt = must(s, 'russian', 'burn/3316/3317', [1, 1, 1, 1, 1]);
    expect(burnt.step).not.toBe('destruction');
    expect(play({ ...burnt, side: 'russian' }, 'russian', 'bridge/3812/3813')).toMatchObject({ ok: false });
    expect(burnt.september!.bridges ?? []).toEqual([]);
    const down = must(s, 'russian', 'bridge/3812/3813', [1, 1, 1, 1, 1]);
    expect(down.step).not.toBe('destruction');
    expect(play({ ...down, side: 'russian' }, 'russian', 'burn/3316/3317')).toMatchObject({ ok: false });
    expect(down.september!.villages ?? {}).toEqual({});
  });
});

describe('SR5, SR9, 7.23 a destroyed bridge is the river it crossed', () => {
  /** The Russian infantry in 3813 moving in its activation (Movement Allowance 4), with the bridge destroyed or not. */
  const moving = (down: boolean): BorodinoState => {
    const s = placedAt({ [INFANTRY]: '3813', [BATTERY]: '2807' }, { [INFANTRY]: { MA: 4 } });
    return {
      ...s,
      step: 'move',
      side: 'russian',
      active: ['Shak'],
      september: { ...s.september!, group: 'ru-shak', ...(down ? { bridges: ['3812|3813'] } : {}) },
    };
  };

  it('7.23, SR5 a move across the destroyed bridge is refused; across the standing one it is made', () => {
    const standing = moving(false);
    expect(keys(standing, 'russian', [`u:${INFANTRY}`])).toContain(`move/${INFANTRY}/3812`);
    expect(must(standing, 'russian', `move/${INFANTRY}/3812`).units[INFANTRY]!.at).toBe('3812');
    const down = moving(true);
    expect(keys(down, 'russian', [`u:${INFANTRY}`])).not.toContain(`move/${INFANTRY}/3812`);
    expect(play(down, 'russian', `move/${INFANTRY}/3812`)).toMatchObject({ ok: false, rule: 'SR5' });
    // The rules read it alike: checkMove over the position.
    const p = positionOf(game, down);
    const check = checkMove(p, { unit: placed(p, INFANTRY)!, path: ['3813', '3812'], orders: 'under' });
    expect(check).toMatchObject({ ok: false, problem: { code: 'move-river', rule: 'SR5' } });
    // Other hexes stay open.
    expect(play(down, 'russian', `move/${INFANTRY}/3713`)).toMatchObject({ ok: true });
  });

  it('9.62, SR5 a retreat across the destroyed bridge is refused; across the standing one it is offered', () => {
    // The French in 3913 and 3814 put the Russian infantry in 3813 to flight: the bridge is its way north.
    const retreating = (down: boolean): BorodinoState => {
      const s = placedAt({ [INFANTRY]: '3813', 'fr-CM-1': '3913', 'fr-CM-2': '3814' });
      return {
        ...s,
        step: 'assault',
        side: 'french',
        retreats: [{ unit: INFANTRY, cause: '3913' }],
        september: { ...s.september!, ...(down ? { bridges: ['3812|3813'] } : {}) },
      };
    };
    expect(keys(retreating(false), 'russian')).toContain(`retreat/${INFANTRY}/3812`);
    const down = retreating(true);
    expect(keys(down, 'russian')).not.toContain(`retreat/${INFANTRY}/3812`);
    expect(play(down, 'russian', `retreat/${INFANTRY}/3812`)).toMatchObject({ ok: false });
  });

  it('5.62, SR5 Kutuzov does not cross the destroyed bridge either', () => {
    const s = placedAt({ [INFANTRY]: '3911' });
    const oc = (down: boolean): BorodinoState => ({
      ...s,
      step: 'oc-move',
      side: 'russian',
      september: {
        ...s.september!,
        choosing: undefined,
        ocMoved: ['french'],
        leaders: { ...s.september!.leaders, russian: '3812' },
        ...(down ? { bridges: ['3812|3813'] } : {}),
      },
    });
    expect(keys(oc(false), 'russian')).toContain('oc-move/3813');
    expect(keys(oc(true), 'russian')).not.toContain('oc-move/3813');
    expect(
      module.apply(oc(true), 'russian', { type: 'oc-move', to: '3813' }, new SeededDice(new Uint8Array(32), 't', 0)),
    ).toMatchObject({ ok: false });
  });
});
