import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../../src/cli/play.js';
import type { Menu, MenuItem } from '../../../../../src/engine/core/game.js';
import { createPathsOfGlory } from '../../../../../src/engine/games/paths-of-glory/play/module.js';
import type { PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { menuLevel, REFEREE_BRANCH } from '../../../../../src/bot/menus.js';
import { built, campaign, pack, TestDice } from './position.js';

/**
 * A referee's corrections by menu (GameModule.refereeMenu): the kind, then what it edits (a unit by its nation, a
 * space by its country, a card by its side), then the value; every action a `fix/...` key the module decodes and
 * applies as a correction. `/play` shows it to a referee alone, beside the side's legal actions.
 */

const module = createPathsOfGlory(pack);
const menu = (state: PogState, path: readonly string[]): Menu => module.refereeMenu!(state, 'cp', path);
const keys = (items: readonly MenuItem[]) => items.map((i) => i.key);
const actions = (m: Menu) => m.items.filter((i) => i.kind === 'action');

/** Applies a key the referee menu offered, as the referee does (acting for the Allies, whoever is to act). */
function fix(state: PogState, key: string): PogState {
  const action = module.decode(state, key);
  expect(action, key).toMatchObject({ type: 'correct' });
  const applied = module.apply(state, 'ap', action!, new TestDice());
  if (!applied.ok) throw new Error(`${key}: ${applied.error.code}`);
  return applied.state;
}

describe('Paths of Glory play: the referee’s correction menu', () => {
  it('offers the eight kinds of correction, and none once the game is over (5.1)', () => {
    const s = campaign();
    expect(keys(menu(s, []).items)).toEqual(['place', 'flip', 'control', 'trench', 'counter', 'card', 'event', 'war']);
    expect(menu(s, []).title.en).toBe('Referee’s correction');
    expect(menu({ ...s, over: { reason: 'resigned', winner: 'ap' } }, []).items).toEqual([]);
  });

  it('place: a nation, its unit, then the spaces next to it, its side’s boxes, or a country’s spaces', () => {
    const s = campaign();
    const nations = menu(s, ['place']);
    expect(keys(nations.items)).toEqual(expect.arrayContaining(['n:ge', 'n:fr', 'n:ru', 'n:tu']));
    expect(nations.items.find((i) => i.key === 'n:ge')?.label).toEqual({ en: 'Germany', it: 'Germania' });
    const units = menu(s, ['place', 'n:ge']);
    expect(units.items.every((i) => i.kind === 'branch' && i.key.startsWith('u:ge'))).toBe(true);
    const first = units.items.find((i) => i.key === 'u:ge-1')!;
    expect(first.label.en).toBe(`GE 1st Army (Aachen)`);
    const where = menu(s, ['place', 'n:ge', 'u:ge-1']);
    expect(where.title.en).toBe('GE 1st Army (now Aachen): where to?');
    // Next to Aachen first, then the Central Powers' boxes, then every country as a branch.
    expect(keys(actions(where))).toEqual(
      expect.arrayContaining(['fix/place/ge-1/liege', 'fix/place/ge-1/cp-reserve', 'fix/place/ge-1/gone']),
    );
    expect(keys(actions(where))).not.toContain('fix/place/ge-1/ap-reserve');
    expect(where.items.find((i) => i.key === 'fix/place/ge-1/liege')?.label.en).toBe('Liege (adjacent)');
    expect(keys(where.items.filter((i) => i.kind === 'branch'))).toEqual(
      expect.arrayContaining(['c:fr', 'c:be', 'c:ru']),
    );
    const france = menu(s, ['place', 'n:ge', 'u:ge-1', 'c:fr']);
    expect(keys(france.items)).toContain('fix/place/ge-1/paris');
    const moved = fix(s, 'fix/place/ge-1/paris');
    expect(moved.units['ge-1']!.at).toBe('paris');
    // The space it stands in is not offered.
    expect(keys(menu(moved, ['place', 'n:ge', 'u:ge-1', 'c:fr']).items)).not.toContain('fix/place/ge-1/paris');
  });

  it('flip: each unit of the nation, to the side it does not show', () => {
    const s = campaign();
    const flip = menu(s, ['flip', 'n:ru']);
    const ru1 = flip.items.find((i) => i.key === 'fix/flip/ru-1')!;
    expect(ru1.label.en).toBe('RU 1st Army: to its reduced side');
    const flipped = fix(s, ru1.key);
    expect(flipped.units['ru-1']!.strength).toBe('reduced');
    expect(menu(flipped, ['flip', 'n:ru']).items.find((i) => i.key === ru1.key)?.label.en).toBe(
      'RU 1st Army: back to full strength',
    );
  });

  it('control and trench: a country, its space (with what it has now), then the other values', () => {
    const s = campaign();
    expect(keys(menu(s, ['control']).items)).toEqual(expect.arrayContaining(['c:fr', 'c:ge', 'c:tu']));
    const spaces = menu(s, ['control', 'c:be']);
    expect(spaces.items.find((i) => i.key === 's:liege')?.label.en).toBe('Liege: Allies');
    expect(keys(menu(s, ['control', 'c:be', 's:liege']).items)).toEqual([
      'fix/control/liege/cp',
      'fix/control/liege/none',
    ]);
    expect(fix(s, 'fix/control/liege/cp').control['liege']).toBe('cp');
    expect(keys(menu(s, ['trench', 'c:fr', 's:verdun']).items)).toEqual(
      ['fix/trench/verdun/0', 'fix/trench/verdun/1', 'fix/trench/verdun/2'].filter(
        (k) => !k.endsWith(`/${s.trenches['verdun'] ?? 0}`),
      ),
    );
    expect(fix(s, 'fix/trench/verdun/2').trenches['verdun']).toBe(2);
  });

  it('counter: VP and the War Statuses, set to a value within twelve of where they stand, never below 0', () => {
    const s = built(campaign(), { state: { vp: 10, warStatus: { cp: 3, ap: 0 } } });
    const counters = menu(s, ['counter']);
    expect(counters.items.map((i) => i.label.en)).toEqual([
      'VP (10)',
      'Central Powers War Status (3)',
      'Allied War Status (0)',
      'Combined War Status (0)',
    ]);
    const vp = menu(s, ['counter', 'k:vp']);
    expect(vp.items).toHaveLength(22);
    expect(keys(vp.items)).not.toContain('fix/vp/10');
    expect(keys(vp.items)).toEqual(expect.arrayContaining(['fix/vp/0', 'fix/vp/22']));
    expect(keys(menu(s, ['counter', 'k:ws-ap']).items)[0]).toBe('fix/ws-ap/1');
    expect(fix(s, 'fix/vp/13').vp).toBe(13);
    expect(fix(s, 'fix/ws-cp/5').warStatus.cp).toBe(5);
  });

  it('card and event: a side’s cards with where each is; a card goes to any other place; an event toggles', () => {
    const s = campaign();
    const inHand = s.hand.ap[0]!;
    const cards = menu(s, ['card', 'd:ap']);
    expect(cards.items.find((i) => i.key === `k:${inHand}`)?.label.en).toMatch(/\(hand\)$/);
    const to = menu(s, ['card', 'd:ap', `k:${inHand}`]);
    expect(keys(to.items)).toEqual([
      `fix/card/${inHand}/discard`,
      `fix/card/${inHand}/removed`,
      `fix/card/${inHand}/deck`,
    ]);
    const discarded = fix(s, `fix/card/${inHand}/discard`);
    expect(discarded.discard.ap).toContain(inHand);
    expect(discarded.hand.ap).not.toContain(inHand);
    const events = menu(s, ['event', 'd:cp']);
    expect(keys(events.items)).toContain('fix/event/cp-1/yes');
    const marked = fix(s, 'fix/event/cp-1/yes');
    expect(keys(menu(marked, ['event', 'd:cp']).items)).toContain('fix/event/cp-1/no');
  });

  it('war: the nations not yet at war', () => {
    const s = campaign();
    expect(keys(menu(s, ['war']).items)).toEqual([
      'fix/war/it',
      'fix/war/ro',
      'fix/war/gr',
      'fix/war/bu',
      'fix/war/tu',
      'fix/war/us',
    ]);
    expect(keys(menu({ ...s, atWar: [...s.atWar, 'it'] }, ['war']).items)).not.toContain('fix/war/it');
  });

  it('every action it offers decodes to a correction; no level floods a select menu (3 pages of 25 at most)', () => {
    const s = campaign();
    const queue: string[][] = [[]];
    let offered = 0;
    for (let q = 0; q < queue.length && q < 400; q++) {
      const path = queue[q]!;
      const level = menu(s, path);
      expect(level.items.length, path.join(' ')).toBeLessThanOrEqual(75);
      // Paths stay short enough for a component's custom id (100 characters with the game, version and page).
      expect(`g:m:12345678:9999:1:2:${[REFEREE_BRANCH, ...path].join(' ')}`.length).toBeLessThanOrEqual(100);
      for (const item of level.items) {
        if (item.kind === 'branch') queue.push([...path, item.key]);
        else {
          offered++;
          expect(module.decode(s, item.key), item.key).toMatchObject({ type: 'correct' });
          expect(item.key.length).toBeLessThanOrEqual(80);
        }
      }
    }
    expect(offered).toBeGreaterThan(100);
  });

  it('/play shows it to a referee alone, as a branch after the side’s actions; the players’ menu never holds it', () => {
    const s = campaign();
    const player = menuLevel(module, s, 'cp', [], false);
    expect(keys(player.items)).not.toContain(REFEREE_BRANCH);
    expect(menuLevel(module, s, 'cp', [REFEREE_BRANCH], false).items).toEqual([]);
    const referee = menuLevel(module, s, 'cp', [], true);
    expect(referee.items.at(-1)).toMatchObject({
      kind: 'branch',
      key: REFEREE_BRANCH,
      label: { en: 'Referee’s correction' },
    });
    expect(keys(menuLevel(module, s, 'cp', [REFEREE_BRANCH, 'place'], true).items)).toContain('n:ge');
    // Not the side's turn: a referee acting for it still has the corrections.
    expect(keys(menuLevel(module, s, 'ap', [], true).items)).toEqual([REFEREE_BRANCH]);
    // The legal actions `umpire play` and the fuzzer walk are the players' only.
    expect(legalActions(module, s, 'cp').some((a) => a.key.startsWith('fix/'))).toBe(false);
  });
});
