import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import type { S } from '../../../../../src/engine/games/grand-illusion/play/edit.js';
import { autoRetreats } from '../../../../../src/engine/games/grand-illusion/play/retreat.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { act, built, game, ok, TestDice } from './position.js';

/**
 * 9.4.5: Allied units that must retreat from a Channel port (hex 14, Calais/Boulogne) with every hex round it (15, 23,
 * 24) German and held by German infantry retreat to sea: one die each on the Sea Retreat table.
 */
function cutOff(unit: string, port = '14', disorganized = false): GiState {
  return built({
    units: { [unit]: port, 'de-viii': '15', 'de-xiii': '23', 'de-xvi': '24' },
    disorganized: disorganized ? [unit] : [],
    control: { '15': 'german', '23': 'german', '24': 'german' },
    frames: [
      { name: 'segment', side: 'german' },
      { name: 'retreat', side: 'allied', hex: port, units: [unit] },
    ],
    state: { turn: 4, initiative: 'german' },
  });
}

function retreated(s: GiState, faces: number[]): { s: S; ev: GameEvent[]; dice: TestDice } {
  const copy = JSON.parse(JSON.stringify(s)) as S;
  const ev: GameEvent[] = [];
  const dice = new TestDice(faces);
  autoRetreats(game, copy, dice, ev);
  return { s: copy, ev, dice };
}

describe('9.4.5: Retreat to Sea, instead of elimination', () => {
  it('a British unit rolls with −1: a 3 reads row 2, Disorganized 3 turns ahead on the Turn Record Track', () => {
    const { s, ev, dice } = retreated(cutOff('gb-bef'), [3]);
    expect(dice.unused).toBe(0);
    expect(s.units['gb-bef']).toEqual({ at: 'track', disorganized: true });
    expect(s.returning).toContainEqual({ unit: 'gb-bef', turn: 7 });
    expect(ev.find((e) => e.kind === 'retreat-to-sea')).toMatchObject({ back: [{ unit: 'gb-bef', turn: 7 }] });
    expect(top(s as GiState)).toEqual({ name: 'segment', side: 'german' });
  });

  it('a Belgian unit rolls with +3: a 2 reads row 5, eliminated', () => {
    const { s } = retreated(cutOff('be-i'), [2]);
    expect(s.units['be-i']!.at).toBe('eliminated');
    expect(s.returning).toEqual([]);
  });

  it('only Allied units: a German unit cut off in the same port is eliminated with no roll (9.4.3)', () => {
    const german = built({
      units: { 'de-viii': '14', 'fr-vi': '15', 'fr-vii': '23', 'fr-xviii': '24' },
      control: { '14': 'german' },
      frames: [
        { name: 'segment', side: 'allied' },
        { name: 'retreat', side: 'german', hex: '14', units: ['de-viii'] },
      ],
      state: { turn: 4 },
    });
    const { s, dice, ev } = retreated(german, []);
    expect(dice.rolls).toHaveLength(0);
    expect(s.units['de-viii']!.at).toBe('eliminated');
    expect(ev.map((e) => e.kind)).toContain('retreat-eliminated');
  });

  it('comes back Disorganized on its turn, in a British supply source, as the Replacement segment places it (7.2)', () => {
    const due = built({
      units: { 'gb-bef': 'track' },
      disorganized: ['gb-bef'],
      frames: [{ name: 'replace', side: 'allied' }],
      state: {
        turn: 7,
        returning: [{ unit: 'gb-bef', turn: 7 }],
        step: 'action-begin',
        initiative: 'german',
        generalRetreat: { allied: 3 },
      },
    });
    expect(act(due, 'allied', 'return/gb-bef/61').ok).toBe(false);
    const back = ok(act(due, 'allied', 'return/gb-bef/4', new TestDice()));
    expect(back.units['gb-bef']).toEqual({ at: '4', disorganized: true });
  });
});

describe("9.4.3: the steps a retreat costs are taken from units of the owner's choice", () => {
  const choosing = (): GiState =>
    built({
      units: { 'fr-vi': '66', 'fr-vii': '66', 'fr-xviii': '65', 'de-viii': '75' },
      control: { '75': 'german' },
      frames: [
        { name: 'segment', side: 'german' },
        {
          name: 'activation',
          side: 'german',
          hex: '84',
          began: ['de-viii'],
          moved: ['de-viii'],
          attacked: ['75'],
          battles: [],
          optional: [],
          fought: true,
          cede: false,
        },
        { name: 'retreat-loss', side: 'allied', hex: '75', path: ['66'], units: ['fr-vi', 'fr-vii'], steps: 1 },
      ],
      state: { turn: 4, initiative: 'german' },
    });

  it('the owner picks the unit: VII Corps is Disorganized, VI untouched, and the activation goes on', () => {
    const s = ok(act(choosing(), 'allied', 'lose/fr-vii', new TestDice()));
    expect(s.units['fr-vii']!.disorganized).toBe(true);
    expect(s.units['fr-vi']!.disorganized).toBe(false);
    expect(top(s)).toMatchObject({ name: 'activation', side: 'german' });
  });

  it('never a unit outside the group that retreated, nor the other side', () => {
    const refused = act(choosing(), 'allied', 'lose/fr-xviii');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem).toMatchObject({ code: 'retreat-loss-unit', rule: '9.4.3' });
    expect(act(choosing(), 'german', 'lose/fr-vi').ok).toBe(false);
  });
});
