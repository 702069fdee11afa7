import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { BoardPiece, SetupInput } from '../../../../../src/engine/core/game.js';
import type { Side } from '../../../../../src/engine/games/napoleon-1812/model.js';
import { FOG_OPTION, MOST_FAKES } from '../../../../../src/engine/games/napoleon-1812/play/fog.js';
import { ELIMINATED, type N1812State, type Step } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { act, blank, game, keys, lead, module, play, put, refusal, train } from './module-states.js';

/**
 * Optional rule 15.1 (fog of war), the game option `fog-of-war`: up to 5 fake counters a side, never more in a stack
 * than its real ones, placed and taken off at the owner's discretion; the opponent sees an enemy stack only as its
 * height until there is a combat. States are built from `module.setup` with the option, as module-states.ts does.
 */

function fogBlank(step: Step, toAct: Side = 'french'): N1812State {
  const r = module.setup(
    { scenario: 'historical', options: { [FOG_OPTION]: true } } as unknown as SetupInput,
    new ScriptedDice([]),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const s = r.state;
  for (const u of Object.values(s.units)) u.hex = ELIMINATED;
  for (const l of game.model.leaders) s.leaders[l.id] = { hex: ELIMINATED };
  s.step = step;
  s.turn = 3;
  s.toAct = toAct;
  for (const side of ['french', 'russian'] as const) s.sides[side].done = false;
  return s;
}

/** The module's invariants (GameModule.check); a module without them fails every test that reads them. */
const problems = (s: N1812State): readonly string[] => module.check?.(s) ?? ['the module has no check'];

const at = (pieces: readonly BoardPiece[], hex: string) => pieces.filter((p) => p.at === hex);

describe('15.1 the option', () => {
  it('15.1 is offered as the option fog-of-war, named in English and Italian, off by default', () => {
    const option = module.options?.().find((o) => o.id === 'fog-of-war');
    expect(option?.label.en).toContain('15.1');
    expect(option?.label.it).toContain('15.1');
    const plain = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    if (!plain.ok) throw new Error('setup');
    expect(plain.state.fog).toBeUndefined();
    expect(plain.state.fakes).toBeUndefined();
  });

  it('15.1 off changes nothing: no fake item in the menu, a fake refused, the enemy stacks seen by name', () => {
    const s = blank('movement');
    const ids = put(s, 'french', '1608', 2);
    const [r1] = put(s, 'russian', '1508', 1);
    lead(s, '1608', 'fr-Davout');
    train(s, 'french', '1608');
    expect(keys(s, 'french')).not.toContain('fog');
    expect(refusal(s, 'french', 'fog/on/1608')).toMatchObject({ rule: '15.1', code: 'fake-off' });
    const seen = module.view(s, 'russian').pieces;
    expect(at(seen, '1608').map((p) => p.id)).toEqual(expect.arrayContaining([...ids, 'fr-Davout']));
    expect(at(seen, '1508').map((p) => p.id)).toEqual([r1]);
    expect(seen.some((p) => p.hidden && p.type !== 'marker')).toBe(false);
  });
});

describe('15.1 placing and removing fake counters', () => {
  function stacks(): N1812State {
    const s = fogBlank('movement');
    put(s, 'french', '1608', 2);
    put(s, 'french', '2612', 3);
    put(s, 'french', '1808', 1);
    lead(s, '1608', 'fr-Davout');
    train(s, 'french', '1608');
    put(s, 'russian', '1508', 1);
    return s;
  }

  it('15.1 the side asked in a step may put a fake on its stack and take it off; the menu offers both', () => {
    const s = stacks();
    expect(keys(s, 'french')).toContain('fog');
    expect(keys(s, 'french', ['fog'])).toEqual(['fog/on/1608', 'fog/on/1808', 'fog/on/2612']);
    const on = act(s, 'french', 'fog/on/1608');
    expect(on.state.fakes?.french).toEqual({ '1608': 1 });
    expect(on.events.map((e) => e.kind)).toEqual(['fake-on']);
    expect(on.state.step).toBe('movement');
    expect(on.state.toAct).toBe('french');
    expect(keys(on.state, 'french', ['fog'])).toContain('fog/off/1608');
    const off = act(on.state, 'french', 'fog/off/1608');
    expect(off.state.fakes?.french).toEqual({});
    expect(problems(off.state)).toEqual([]);
  });

  it('15.1 refused: a fake over the real count, on an enemy or empty hex, off where none is, the 6th', () => {
    let s = stacks();
    s = play(s, [
      ['french', 'fog/on/1608'],
      ['french', 'fog/on/1608'],
    ]).state;
    expect(keys(s, 'french', ['fog'])).not.toContain('fog/on/1608');
    expect(refusal(s, 'french', 'fog/on/1608')).toMatchObject({ rule: '15.1', code: 'fake-too-many' });
    expect(refusal(s, 'french', 'fog/on/1508')).toMatchObject({ rule: '15.1', code: 'fake-not-your-stack' });
    expect(refusal(s, 'french', 'fog/on/1708')).toMatchObject({ rule: '15.1', code: 'fake-not-your-stack' });
    expect(refusal(s, 'french', 'fog/off/2612')).toMatchObject({ rule: '15.1', code: 'fake-none-here' });
    s = play(s, [
      ['french', 'fog/on/2612'],
      ['french', 'fog/on/2612'],
      ['french', 'fog/on/2612'],
    ]).state;
    expect(Object.values(s.fakes!.french).reduce((a, b) => a + b)).toBe(MOST_FAKES);
    expect(keys(s, 'french', ['fog']).filter((k) => k.startsWith('fog/on'))).toEqual([]);
    expect(refusal(s, 'french', 'fog/on/1808')).toMatchObject({ rule: '15.1', code: 'fake-all-used' });
  });

  it('15.1 only the side asked, and never inside a prompt (a move being built)', () => {
    const s = stacks();
    expect(keys(s, 'russian')).toEqual([]);
    expect(refusal(s, 'russian', 'fog/on/1508')).toMatchObject({ code: 'not-your-turn' });
    const moving = act(s, 'french', 'move/1608').state;
    expect(keys(moving, 'french')).not.toContain('fog');
    expect(keys(moving, 'french', ['fog'])).not.toContain('fog/on/2612');
    expect(refusal(moving, 'french', 'fog/on/2612')).toMatchObject({ rule: '15.1', code: 'fake-prompt' });
  });

  it('15.1 fakes move with nothing: a stack that moves away leaves them, and fakes alone on a hex are removed', () => {
    let s = stacks();
    s = play(s, [
      ['french', 'fog/on/1608'],
      ['french', 'fog/on/1608'],
      ['french', 'move/1608'],
      ['french', 'mv/to/1607'],
    ]).state;
    const moved = act(s, 'french', 'mv/confirm', []).state;
    expect(moved.fakes!.french).toEqual({});
    expect(problems(moved)).toEqual([]);
  });

  it('15.1 a stack that loses units loses the excess fakes at once (a referee removes one)', () => {
    let s = stacks();
    s = play(s, [
      ['french', 'fog/on/2612'],
      ['french', 'fog/on/2612'],
      ['french', 'fog/on/2612'],
    ]).state;
    const unit = Object.keys(s.units).find((id) => s.units[id]!.hex === '2612')!;
    const r = module.apply(s, 'french', { kind: 'correct', piece: unit, to: ELIMINATED }, new ScriptedDice([]));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.fakes!.french).toEqual({ '2612': 2 });
  });

  it('15.1 the invariant: more fakes than real units, a 6th fake or a fake alone is reported', () => {
    const s = stacks();
    expect(problems(s)).toEqual([]);
    const over = structuredClone(s);
    over.fakes!.french = { '1808': 2 };
    expect(problems(over).join(' ')).toContain('over 1 real ones');
    const alone = structuredClone(s);
    alone.fakes!.french = { '1708': 1 };
    expect(problems(alone).join(' ')).toContain('over 0 real ones');
    const six = structuredClone(s);
    six.fakes!.french = { '2612': 3, '1608': 2, '1808': 1 };
    expect(problems(six).join(' ')).toContain('at most 5');
  });
});

describe('15.1 what each side sees', () => {
  function seen(): N1812State {
    const s = fogBlank('movement');
    put(s, 'french', '1608', 2);
    put(s, 'french', '1808', 1, { disrupted: true });
    lead(s, '1608', 'fr-Davout');
    train(s, 'french', '1608');
    put(s, 'russian', '1508', 1);
    return act(s, 'french', 'fog/on/1608').state;
  }

  it('15.1 the opponent sees an enemy stack as its height (real counters plus fakes), each hidden, no name or type', () => {
    const s = seen();
    const pieces = at(module.view(s, 'russian').pieces, '1608').filter((p) => p.type !== 'marker');
    expect(pieces).toHaveLength(4);
    for (const p of [...pieces, ...at(module.view(s, 'russian').pieces, '1808')]) {
      expect(p.hidden).toBe(true);
      expect(p.label).toBe('');
      expect(p.type).toBe('hidden');
      expect(p).not.toHaveProperty('disrupted');
      expect(game.unitById.has(p.id) || game.leaderById.has(p.id)).toBe(false);
    }
    // The disrupted unit in 1808 is drawn so for its owner, not for the opponent.
    expect(at(module.view(s, 'french').pieces, '1808')[0]).toHaveProperty('disrupted', true);
    // His own stack he sees whole.
    expect(at(module.view(s, 'russian').pieces, '1508').every((p) => !p.hidden && game.unitById.has(p.id))).toBe(true);
    // An observer is nobody's side: he sees both as heights.
    expect(at(module.view(s, 'observer').pieces, '1508').every((p) => p.hidden)).toBe(true);
  });

  it('15.1 the owner sees all his counters by name, and his fakes marked as such', () => {
    const s = seen();
    const pieces = at(module.view(s, 'french').pieces, '1608');
    expect(pieces.filter((p) => game.unitById.has(p.id) || game.leaderById.has(p.id))).toHaveLength(3);
    const fakes = pieces.filter((p) => p.id.startsWith('fake-'));
    expect(fakes).toHaveLength(1);
    expect(fakes[0]!.label).toContain('Fake');
    expect(pieces.some((p) => p.type === 'hidden')).toBe(false);
  });

  it('15.1 the log names only how many counters a move took, not which', () => {
    let s = seen();
    s = play(s, [
      ['french', 'move/1608'],
      ['french', 'mv/to/1607'],
    ]).state;
    const moved = act(s, 'french', 'mv/confirm', []);
    const move = moved.events.find((e) => e.kind === 'move')!;
    const words = module.describe(move);
    expect(words.en).toContain('3 counter(s)');
    expect(words.en).not.toContain('Davout');
    expect(words.it).toContain('3 segnalino/i');
  });

  it('15.1 the log of a recovery (8.1) names how many units recovered, not which', () => {
    const s = fogBlank('recovery');
    s.depots.push({ side: 'french', hex: '2612' });
    const ids = put(s, 'french', '2612', 3, { disrupted: true });
    lead(s, '2612', 'fr-Eugene');
    train(s, 'french', '2612');
    s.sides.russian.done = true;
    const r = act(s, 'french', 'recover/2612');
    const recover = r.events.find((e) => e.kind === 'recover')!;
    expect(recover['units']).toHaveLength(2);
    const words = module.describe(recover);
    expect(words.en).toContain('2 unit(s) recover');
    for (const id of ids) expect(words.en).not.toContain(game.unitById.get(id)!.name);
  });

  it('15.1 a combat reveals its stacks to both sides from the attack order to its end', () => {
    const s = fogBlank('combat');
    s.sides.french.cc = 3;
    s.sides.russian.cc = 3;
    const [f1, f2] = put(s, 'french', '1608', 2, { type: 'infantry' });
    lead(s, '1608', 'fr-Davout');
    const [r1] = put(s, 'russian', '1508', 1, { type: 'infantry' });
    put(s, 'russian', '1407', 1, { type: 'infantry' });
    s.fakes!.russian = { '1508': 1 };
    expect(problems(s)).toEqual([]);
    const hiddenAt = (st: N1812State, viewer: Side, hex: string) =>
      at(module.view(st, viewer).pieces, hex).filter((p) => p.type === 'hidden').length;
    expect(hiddenAt(s, 'french', '1508')).toBe(2);
    expect(hiddenAt(s, 'russian', '1608')).toBe(3);
    let t = act(s, 'french', 'combat/from/1608').state;
    expect(hiddenAt(t, 'french', '1508')).toBe(0);
    expect(at(module.view(t, 'french').pieces, '1508').map((p) => p.id)).toEqual([r1]);
    expect(hiddenAt(t, 'russian', '1608')).toBe(0);
    t = play(t, [
      ['french', 'combat/cc/0', [4]],
      ['russian', 'combat/dcc/0', [6, 1, 3]],
      ['french', `combat/hit/${f1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
      ['french', `combat/adv/${f2}`],
      ['french', 'combat/advance'],
    ]).state;
    // The Russian stack is gone (its fake with it); the combat over, the French stack is a height again.
    expect(t.prompts).toEqual([]);
    expect(t.fakes!.russian).toEqual({});
    expect(hiddenAt(t, 'russian', '1508')).toBeGreaterThan(0);
    expect(at(module.view(t, 'russian').pieces, '1508').some((p) => game.unitById.has(p.id))).toBe(false);
    expect(problems(t)).toEqual([]);
  });
});
