import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { shortestPath } from '../../../../../src/engine/core/map/path.js';
import { applyAction, run } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import type { Game } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { act, built, game, ok, TestDice } from './position.js';
import { withRail } from './rail.js';

/**
 * The Strategic Movement Phase (10.0) played. The built-in pack has no railways: sea movement (10.4) is played on it;
 * rail movement (10.2, 10.3) on a copy of the pack whose hexes 3, 9, 10 and 19 are rail hexes (4 is a French source
 * bordering 3 and 10; 9 and 10 border Paris, 19).
 */

const rail = withRail(['3', '9', '10', '19']);
const railAct = (s: GiState, side: 'allied' | 'german', key: string) =>
  applyAction(rail.game, s, side, { type: 'act', key }, new TestDice());

const keys = (s: GiState, side: 'allied' | 'german', path: string[] = [], g: Game = game): string[] =>
  menuOf(g, namerOf(g), s, side, path).items.map((i) => i.key);

/** The Strategic Movement prompt of `side` (the Action Phase over), with `cap` CAP. */
const prompt = (units: Record<string, string>, cap: number, extra: Partial<GiState> = {}, side = 'allied' as const) =>
  built({
    units,
    frames: [{ name: 'strategic', side, moved: [], free: false }],
    state: { turn: 3, step: 'admin-a', cap: { allied: cap, german: 0 }, initiative: 'german', ...extra },
  });

/** The phase opened by the sequence of play from the end of the Action Phase. */
function phase(
  units: Record<string, string>,
  state: Partial<GiState>,
  g: Game = game,
): { s: GiState; ev: GameEvent[] } {
  const s = JSON.parse(
    JSON.stringify(built({ units, frames: [], state: { step: 'strategic', initiative: 'german', ...state } })),
  ) as Parameters<typeof run>[1];
  const ev: GameEvent[] = [];
  run(g, s, new TestDice(), ev);
  return { s: s as GiState, ev };
}

describe('10.0: the Strategic Movement Phase', () => {
  it('10.0 A, B: the side without the initiative moves first, then the other; a side with no move is not asked', () => {
    const { s } = phase(
      { 'fr-vi': '3', 'de-viii': '91' },
      { turn: 5, initiative: 'allied', cap: { allied: 2, german: 2 }, control: { '3': 'allied' } },
      withRail(['3', '9', '10', '19', '90', '81', '82']).game,
    );
    expect(s.stack.map((f) => `${f.name}:${f.side}`)).toEqual(['strategic:allied', 'strategic:german']);
    const none = phase({ 'fr-vi': '14' }, { turn: 3, cap: { allied: 2, german: 2 } });
    expect(none.s.stack.map((f) => `${f.name}:${f.side}`)).toEqual(['strategic:allied']);
  });

  it('Turn Record Track, 10.3: no Strategic Movement on turns 1 and 2', () => {
    const { s, ev } = phase({ 'fr-vi': '14' }, { turn: 2, cap: { allied: 2, german: 2 } });
    expect(s.stack.some((f) => f.name === 'strategic')).toBe(false);
    expect(ev).toContainEqual({ kind: 'phase-advances', phase: 'strategic' });
  });

  it('10.1 1 CAP a unit, each unit once; no CAP, no Strategic Movement', () => {
    const s = prompt({ 'fr-vi': '14', 'fr-vii': '14' }, 2);
    expect(keys(s, 'allied')).toEqual(['sm:fr-vi', 'sm:fr-vii', 'sm-done']);
    const moved = ok(act(s, 'allied', 'sm/fr-vi/7'));
    expect(moved.units['fr-vi']!.at).toBe('7');
    expect(moved.cap.allied).toBe(1);
    const again = act(moved, 'allied', 'sm/fr-vi/1');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.problem.rule).toBe('10.1');
    // The last CAP spent: nothing left to move, the prompt closes (and the sequence of play goes on).
    const spent = act(moved, 'allied', 'sm/fr-vii/1');
    if (!spent.ok) throw new Error('refused');
    expect(spent.events).toContainEqual(expect.objectContaining({ kind: 'strategic', unit: 'fr-vii', cap: 1 }));
    expect(spent.events).toContainEqual({ kind: 'strategic-end', side: 'allied' });
    const broke = act(prompt({ 'fr-vi': '14' }, 0), 'allied', 'sm/fr-vi/7');
    expect(broke.ok).toBe(false);
    if (!broke.ok) expect(broke.problem.rule).toBe('10.1');
  });

  it('10.4 by sea from a friendly port to one with a lower number, on the built-in pack; never eastward', () => {
    const s = prompt({ 'fr-vi': '14' }, 2);
    expect(keys(s, 'allied', ['sm:fr-vi'])).toEqual(['sm/fr-vi/1', 'sm/fr-vi/7']);
    const east = act(s, 'allied', 'sm/fr-vi/23');
    expect(east.ok).toBe(false);
    if (!east.ok) expect(east.problem.rule).toBe('10.4');
  });

  it('10.3, 10.4: the Belgians never move strategically', () => {
    const s = prompt({ 'be-i': '14', 'fr-vi': '14' }, 2);
    expect(keys(s, 'allied')).toEqual(['sm:fr-vi', 'sm-done']);
    const refused = act(s, 'allied', 'sm/be-i/7');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('10.3');
  });

  it('10.2 by rail along friendly rail hexes (none on the built-in pack)', () => {
    const s = prompt({ 'fr-vi': '3' }, 2);
    expect(keys(s, 'allied', ['sm:fr-vi'], rail.game)).toEqual([
      'sm/fr-vi/4',
      'sm/fr-vi/9',
      'sm/fr-vi/10',
      'sm/fr-vi/19',
    ]);
    const moved = ok(railAct(s, 'allied', 'sm/fr-vi/19'));
    expect(moved.units['fr-vi']!.at).toBe('19');
    // The built-in pack: no rail move (README: the gap is the pack's).
    expect(keys(s, 'allied', ['sm:fr-vi'])).toEqual([]);
    const refused = act(s, 'allied', 'sm/fr-vi/19');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('10.2');
  });

  it('8.4.6 stacking where the unit ends', () => {
    // Six infantry corps in Dieppe (7): four corps and four army stand-ins (½ corps each, their size unknown).
    const six = ['fr-vii', 'fr-xviii', 'fr-xiv', 'fr-ix-pd', 'fr-5a', 'fr-4a', 'fr-3a', 'fr-ii-t'];
    const s = prompt({ ...Object.fromEntries(six.map((u) => [u, '7'])), 'fr-vi': '14' }, 2);
    const refused = act(s, 'allied', 'sm/fr-vi/7');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.rule).toBe('8.4.6');
    expect(ok(act(s, 'allied', 'sm/fr-vi/1')).units['fr-vi']!.at).toBe('1');
  });

  it('Paris in Danger B: in the emergency turn one French infantry corps moves to Paris free', () => {
    const s = prompt({ 'fr-vi': '3', 'fr-vii': '3' }, 0, { parisInDanger: 3 });
    const free = { ...s, stack: [{ name: 'strategic' as const, side: 'allied' as const, moved: [], free: true }] };
    expect(keys(free, 'allied', ['sm:fr-vi'], rail.game)).toEqual(['sm/fr-vi/19']);
    const moved = railAct(free, 'allied', 'sm/fr-vi/19');
    if (!moved.ok) throw new Error('refused');
    expect(moved.state.units['fr-vi']!.at).toBe('19');
    expect(moved.events).toContainEqual(expect.objectContaining({ kind: 'strategic', unit: 'fr-vi', cap: 0 }));
    // Once only: the second corps has no CAP to pay, the prompt closes.
    expect(moved.events).toContainEqual({ kind: 'strategic-end', side: 'allied' });
    // Not the turn after the emergency: no free move, so no prompt for an Allied side without CAP.
    const after = phase({ 'fr-vi': '3' }, { turn: 4, parisInDanger: 3, cap: { allied: 0, german: 0 } }, rail.game);
    expect(after.s.stack.some((f) => f.name === 'strategic')).toBe(false);
    const now = phase({ 'fr-vi': '3' }, { turn: 3, parisInDanger: 3, cap: { allied: 0, german: 0 } }, rail.game);
    expect(top(now.s)).toMatchObject({ name: 'strategic', side: 'allied', free: true });
  });

  it('8.4.9 b: a German rail move into a hex next to a Paris in Danger hex is the emergency, from turn 3', () => {
    // A line of German-controlled rail hexes from Trier's neighbour 91 (a German source) to 38, next to PD hexes 28, 29.
    const line = shortestPath(
      '91',
      '38',
      (h) => game.grid.neighbours(h),
      () => 1,
    )!.nodes;
    const german = withRail([...line]);
    const s = built({
      units: { 'de-viii': '91', 'fr-hq-als': '66' },
      control: Object.fromEntries(line.map((h) => [h, 'german' as const])),
      frames: [{ name: 'strategic', side: 'german', moved: [], free: false }],
      state: { turn: 5, step: 'admin-a', cap: { allied: 0, german: 2 }, initiative: 'allied' },
    });
    const go = (to: string): GiState => {
      const r = applyAction(german.game, s, 'german', { type: 'act', key: `sm/de-viii/${to}` }, new TestDice());
      if (!r.ok) throw new Error(r.problem.code);
      return r.state;
    };
    expect(line.length).toBeLessThanOrEqual(11);
    expect(go('38').parisInDanger).toBe(5);
    expect(go(line[1]!).parisInDanger).toBeUndefined();
  });
});
