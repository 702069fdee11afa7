import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { retreatOptions } from '../../../../../src/engine/games/paths-of-glory/play/combat-aftermath.js';
import { menuOf } from '../../../../../src/engine/games/paths-of-glory/play/menu.js';
import { top, type PogAction, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { describe as describeLine, refusal } from '../../../../../src/engine/games/paths-of-glory/play/words.js';
import { targetsOf } from '../../../../../src/engine/games/paths-of-glory/rules/attack.js';
import {
  afterCombatCard,
  lloydGeorgeInForce,
} from '../../../../../src/engine/games/paths-of-glory/rules/combat-events.js';
import { act, at, built, campaign, game, legal, refused, type Changes } from './position.js';

/**
 * The events that change combat, played through the module: Kerensky and Brusilov in the fire of their own action,
 * Lloyd George and Brest-Litovsk (16.4.10) at the declaration, Great Retreat before the roll.
 */

type Side = 'cp' | 'ap';

const namer = {
  space: (id: string) => id,
  unit: (id: string) => id,
  card: (id: string) => ({ en: id, it: id }),
};

/** `side` to declare its combats from `activated`, its action's card `card` (played for its event when `event`). */
function combat(
  side: Side,
  activated: readonly string[],
  changes: Changes = {},
  card = side === 'cp' ? 'cp-9' : 'ap-9',
  event = false,
): PogState {
  const s = built(campaign(), changes);
  return {
    ...s,
    deck: { ...s.deck, [side]: s.deck[side].filter((c) => c !== card) },
    hand: { ...s.hand, [side]: s.hand[side].filter((c) => c !== card) },
    inPlay: [card],
    ...(event ? { actionUse: 'event' as const } : {}),
    activations: Object.fromEntries(activated.map((a) => [a, 'attack' as const])),
    stack: [
      { name: 'action', side },
      { name: 'attack', side },
    ],
  };
}

/** The action applied, which must be legal: the state and what it logged, every line with its own words. */
function played(s: PogState, side: Side, action: PogAction, faces: number[] = []) {
  const applied = act(s, side, action, faces);
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule})`);
  for (const e of applied.events) expect(describeLine(e, namer).en).not.toBe(e.kind);
  return applied;
}

/** The attacker's fire of a combat declared by `side` with `units` on `target`, both sides passing their cards. */
function attackerFire(s: PogState, side: Side, target: string, units: string[]): GameEvent {
  let t = played(s, side, { type: 'attack', target, units }).state;
  t = played(t, side, { type: 'fight' }).state;
  const fired = played(t, side === 'cp' ? 'ap' : 'cp', { type: 'fight' }, [3, 3]);
  return fired.events.find((e) => e.kind === 'fire' && e['role'] === 'attacker')!;
}

/** A refusal with its words in both languages (not the bare code). */
function refusedWithWords(s: PogState, side: Side, action: PogAction, rule: string, code: string): void {
  refused(s, side, action, rule, code);
  const applied = act(s, side, action);
  if (applied.ok) return;
  const words = refusal(applied.problem, namer);
  expect(words.en).not.toContain(code);
  expect(words.it).not.toContain(code);
  expect(words.it).not.toBe(words.en);
}

const modifiers = (fire: GameEvent) => (fire['modifiers'] as { why: string; card?: string; value: number }[]) ?? [];

describe('AP #45 Kerensky Offensive: +2 DRM to its action’s Russian attacks on Turkish, Bulgarian or AH units', () => {
  const kerensky = (changes: Changes = {}) =>
    combat('ap', ['dubno', 'kovno'], { ...changes, state: { events: ['cp-52'], ...changes.state } }, 'ap-45', true);

  it('a Russian attack on an Austro-Hungarian army: +2, named in the fire', () => {
    const fire = attackerFire(kerensky(), 'ap', 'tarnopol', ['ru-3']);
    expect(fire['drm']).toBe(2);
    expect(modifiers(fire)).toEqual([{ kind: 'drm', why: 'card', card: 'ap-45', value: 2, rule: '9.5.1' }]);
  });

  it('not on German units, and not when the card is spent for its OPS alone', () => {
    expect(attackerFire(kerensky(), 'ap', 'insterberg', ['ru-1'])['drm']).toBe(0);
    const plain = combat('ap', ['dubno'], { state: { events: ['cp-52'] } }, 'ap-45', false);
    expect(attackerFire(plain, 'ap', 'tarnopol', ['ru-3'])['drm']).toBe(0);
  });

  it('every such attack of the action (the 2004 card: "qualsiasi attacco russo")', () => {
    let s = combat('ap', ['dubno', 'kamenets'], { state: { events: ['cp-52'] } }, 'ap-45', true);
    s = played(s, 'ap', { type: 'attack', target: 'tarnopol', units: ['ru-3'] }).state;
    s = played(s, 'ap', { type: 'fight' }).state;
    s = played(s, 'cp', { type: 'fight' }, [6, 1]).state;
    while (top(s)?.name !== 'attack') {
      const frame = top(s)!;
      const keys = menuOf(game, namer, s, frame.side, []).items.map((i) => i.key);
      const key = keys.find((k) => k === 'advanced') ?? keys.find((k) => k.startsWith('rt/') || k.startsWith('loss/'));
      if (!key) throw new Error(`no way on from ${frame.name}: ${keys.join(' ')}`);
      s = played(s, frame.side, key === 'advanced' ? { type: 'advanced' } : keyAction(key)).state;
    }
    const second = attackerFire(s, 'ap', 'czernowitz', ['ru-8']);
    expect(second['drm']).toBe(2);
  });
});

/** The action a menu key of the retreat or losses prompts stands for. */
function keyAction(key: string): PogAction {
  const [kind, a, b] = key.split('/');
  if (kind === 'rt') return { type: 'retreat', unit: a!, path: b!.split('+') };
  return { type: 'losses', choice: Number(a) };
}

describe('AP #46 Brusilov Offensive: once in its action, a Russian attack on units none German ignores the trench', () => {
  const brusilov = (changes: Changes = {}) => combat('ap', ['dubno', 'kamenets', 'kovno'], changes, 'ap-46', true);

  it('the first such attack on a trench: no trench shift, the log says why; a second one keeps its trench', () => {
    const s = brusilov({ state: { trenches: { tarnopol: 1, czernowitz: 1 } } });
    const declared = played(s, 'ap', { type: 'attack', target: 'tarnopol', units: ['ru-3'] });
    expect(declared.events.find((e) => e.kind === 'event-trench-cancelled')).toMatchObject({
      card: 'ap-46',
      space: 'tarnopol',
      rule: '9.5.1',
    });
    let t = played(declared.state, 'ap', { type: 'fight' }).state;
    const fired = played(t, 'cp', { type: 'fight' }, [3, 3]);
    const fire = fired.events.find((e) => e.kind === 'fire' && e['role'] === 'attacker')!;
    expect(modifiers(fire).some((m) => m.why === 'trench')).toBe(false);
    expect(fire['drm']).toBe(1);
    const defence = fired.events.find((e) => e.kind === 'fire' && e['role'] === 'defender')!;
    expect(modifiers(defence).some((m) => m.why === 'trench')).toBe(false);
    // Spent: the next Russian attack of the action on a trench has its shift.
    t = {
      ...fired.state,
      stack: [...fired.state.stack.filter((f) => f.name === 'action'), { name: 'attack', side: 'ap' }],
    };
    const { fight: _f, ...rest } = t;
    void _f;
    const second = attackerFire(rest as PogState, 'ap', 'czernowitz', ['ru-8']);
    expect(modifiers(second)).toContainEqual(expect.objectContaining({ why: 'trench', value: -1 }));
  });

  it('not with a German unit among the defenders, and then still there for the next attack', () => {
    const s = brusilov({
      units: { 'ge-c11': 'tarnopol' },
      state: { trenches: { tarnopol: 1, czernowitz: 1 } },
    });
    const declared = played(s, 'ap', { type: 'attack', target: 'tarnopol', units: ['ru-3'] });
    expect(declared.events.some((e) => e.kind === 'event-trench-cancelled')).toBe(false);
    expect(declared.state.fight!.trenchCancelledBy).toBeUndefined();
    const other = played(s, 'ap', { type: 'attack', target: 'czernowitz', units: ['ru-8'] });
    expect(other.state.fight!.trenchCancelledBy).toBe('ap-46');
  });

  it('not spent on a space without a trench', () => {
    const s = brusilov({ state: { trenches: { czernowitz: 1 } } });
    const declared = played(s, 'ap', { type: 'attack', target: 'tarnopol', units: ['ru-3'] });
    expect(declared.state.fight!.trenchCancelledBy).toBeUndefined();
    expect(declared.state.limits ?? []).not.toContain('spent:ap-46');
  });
});

describe('CP #55 Lloyd George: no British attack on German units in a level 2 trench this turn', () => {
  const bef = (trench: 1 | 2, limits = ['event-this-turn:cp-55'], changes: Changes = {}) =>
    combat('ap', ['brussels'], {
      ...changes,
      units: { 'ge-1': 'cambrai', ...changes.units },
      control: { cambrai: 'cp' },
      state: { trenches: { cambrai: trench }, limits },
    });

  it('refused for the BEF against a German army in a level 2 trench, and not offered', () => {
    const s = bef(2);
    refusedWithWords(s, 'ap', { type: 'attack', target: 'cambrai', units: ['br-bef'] }, '9.5.1', 'lloyd-george');
    expect(targetsOf(at(s), 'ap', [])).not.toContain('cambrai');
  });

  it('allowed at level 1, for a French unit, without the card, and once Michael has ended it', () => {
    expect(legal(bef(1), 'ap', { type: 'attack', target: 'cambrai', units: ['br-bef'] }).fight).toBeDefined();
    const french = bef(2, ['event-this-turn:cp-55'], { units: { 'fr-5': 'brussels' } });
    expect(legal(french, 'ap', { type: 'attack', target: 'cambrai', units: ['fr-5'] }).fight).toBeDefined();
    expect(legal(bef(2, []), 'ap', { type: 'attack', target: 'cambrai', units: ['br-bef'] }).fight).toBeDefined();
    const ended = afterCombatCard(bef(2), 'cp-49');
    expect(ended.ended).toBe(true);
    expect(lloydGeorgeInForce(ended.state)).toBe(false);
    expect(legal(ended.state, 'ap', { type: 'attack', target: 'cambrai', units: ['br-bef'] }).fight).toBeDefined();
  });

  it('not for an Australian corps: AUS, CND, PT and ANA are not British for a card', () => {
    const s = bef(2, ['event-this-turn:cp-55'], { units: { 'aus-c': 'brussels' } });
    expect(legal(s, 'ap', { type: 'attack', target: 'cambrai', units: ['aus-c'] }).fight).toBeDefined();
  });

  it('Michael played in a Central Powers combat ends it, and the log says so', () => {
    let s = combat('cp', ['insterberg'], {
      hand: { cp: ['cp-49'] },
      state: {
        events: ['cp-11', 'cp-54'],
        limits: ['event-this-turn:cp-55'],
        commitment: { cp: 'total', ap: 'total' },
      },
    });
    s = played(s, 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }).state;
    expect(lloydGeorgeInForce(s)).toBe(true);
    const michael = played(s, 'cp', { type: 'cc', card: 'cp-49' });
    expect(michael.events.find((e) => e.kind === 'lloyd-george-ended')).toMatchObject({ card: 'cp-49' });
    expect(lloydGeorgeInForce(michael.state)).toBe(false);
  });

  it('only Michael, Blücher and Peace Offensive end it', () => {
    expect(afterCombatCard(bef(2), 'cp-2').ended).toBe(false);
    expect(lloydGeorgeInForce(afterCombatCard(bef(2), 'cp-50').state)).toBe(false);
    expect(lloydGeorgeInForce(afterCombatCard(bef(2), 'cp-51').state)).toBe(false);
    expect(afterCombatCard(bef(2, []), 'cp-49').ended).toBe(false);
  });
});

describe('CP #45 Treaty of Brest-Litovsk, 16.4.10: Russians do not attack nor are attacked, but by Turks in the Near East', () => {
  // Oberost: German units may attack the Russian fort of Kovno (15.1.11).
  const brest = ['cp-11', 'cp-52', 'cp-53', 'cp-45'];

  it('Russian units no longer attack', () => {
    const s = combat('ap', ['kovno'], { state: { events: brest } });
    refusedWithWords(
      s,
      'ap',
      { type: 'attack', target: 'insterberg', units: ['ru-1'] },
      '16.4.10',
      'brest-litovsk-russians',
    );
    expect(targetsOf(at(s), 'ap', [])).toEqual([]);
    const before = combat('ap', ['kovno'], { state: { events: ['cp-52', 'cp-53'] } });
    expect(legal(before, 'ap', { type: 'attack', target: 'insterberg', units: ['ru-1'] }).fight).toBeDefined();
  });

  it('German units do not attack Russian units; before the treaty they do', () => {
    const s = combat('cp', ['insterberg'], { state: { events: brest } });
    refusedWithWords(
      s,
      'cp',
      { type: 'attack', target: 'kovno', units: ['ge-8'] },
      '16.4.10',
      'brest-litovsk-attacked',
    );
    const before = combat('cp', ['insterberg'], { state: { events: ['cp-11', 'cp-52', 'cp-53'] } });
    expect(legal(before, 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }).fight).toBeDefined();
  });

  it('Turkish units attack Russian units on the Near East map, not in Europe', () => {
    const nearEast = combat('cp', ['erzerum'], {
      units: { 'tu-c1': 'erzerum' },
      control: { erzerum: 'cp' },
      state: { events: brest, atWar: ['tu'] },
    });
    expect(legal(nearEast, 'cp', { type: 'attack', target: 'kars', units: ['tu-c1'] }).fight).toBeDefined();
    const europe = combat('cp', ['tarnopol'], {
      units: { 'tu-c1': 'tarnopol' },
      state: { events: brest, atWar: ['tu'] },
    });
    refused(europe, 'cp', { type: 'attack', target: 'dubno', units: ['tu-c1'] }, '16.4.10', 'brest-litovsk-attacked');
  });
});

describe('AP #27 Great Retreat: attacked Russian units may retreat one space before the roll', () => {
  const great = (changes: Changes = {}) =>
    combat('cp', ['insterberg'], {
      ...changes,
      // Oberost: German units may attack the Russian fort of Kovno (15.1.11).
      state: { events: ['cp-11'], limits: ['event-this-turn:ap-27'], ...changes.state },
    });

  it('the Allies are asked before any card; all retreat: no combat, and the full-strength attackers may advance', () => {
    const s = combat('cp', ['tarnopol'], { state: { limits: ['event-this-turn:ap-27'] } });
    expect(game.model.spaces['kamenets']!.fort ?? 0).toBe(0);
    const declared = played(s, 'cp', { type: 'attack', target: 'kamenets', units: ['ah-3'] });
    expect(top(declared.state)).toEqual({ name: 'retreat', side: 'ap', card: 'ap-27' });
    const keys = menuOf(game, namer, declared.state, 'ap', []).items.map((i) => i.key);
    expect(keys).toContain('fight');
    const ways = retreatOptions(game, declared.state, 'ru-8');
    expect(ways.length).toBeGreaterThan(0);
    expect(ways.every((w) => w.length === 1)).toBe(true);
    expect(keys).toContain(`rt/ru-8/${ways[0]![0]}`);
    const retreated = played(declared.state, 'ap', { type: 'retreat', unit: 'ru-8', path: ways[0]! });
    expect(retreated.state.units['ru-8']!.at).toBe(ways[0]![0]);
    expect(retreated.state.retreated).toContain('ru-8');
    expect(retreated.events.some((e) => e.kind === 'great-retreat-no-combat')).toBe(true);
    expect(retreated.events.some((e) => e.kind === 'fire')).toBe(false);
    expect(top(retreated.state)).toEqual({ name: 'advance', side: 'cp' });
    const advanced = played(retreated.state, 'cp', { type: 'advance', units: ['ah-3'], to: 'kamenets' });
    expect(advanced.state.units['ah-3']!.at).toBe('kamenets');
    expect(advanced.state.fight).toBeUndefined();
  });

  it('an intact fort left behind is still attacked (Kovno)', () => {
    const declared = played(great(), 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }).state;
    const way = retreatOptions(game, declared, 'ru-1')[0]!;
    const retreated = played(declared, 'ap', { type: 'retreat', unit: 'ru-1', path: way });
    expect(retreated.events.some((e) => e.kind === 'great-retreat-no-combat')).toBe(false);
    expect(top(retreated.state)).toEqual({ name: 'combat-cards', side: 'cp', role: 'attacker' });
    expect(retreated.state.fight!.defenders).toEqual([]);
  });

  it('the Allies may stand: the combat goes on with the cards', () => {
    const declared = played(great(), 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }).state;
    const stood = played(declared, 'ap', { type: 'fight' }).state;
    expect(top(stood)).toEqual({ name: 'combat-cards', side: 'cp', role: 'attacker' });
    expect(stood.units['ru-1']!.at).toBe('kovno');
  });

  it('the combat goes on against the units that stay', () => {
    const s = great({ units: { 'ru-2': 'kovno', 'ru-c9': 'off' } });
    let t = played(s, 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }).state;
    const way = retreatOptions(game, t, 'ru-2')[0]!;
    t = played(t, 'ap', { type: 'retreat', unit: 'ru-2', path: way }).state;
    expect(top(t)).toEqual({ name: 'retreat', side: 'ap', card: 'ap-27' });
    t = played(t, 'ap', { type: 'fight' }).state;
    expect(top(t)).toEqual({ name: 'combat-cards', side: 'cp', role: 'attacker' });
    expect(t.fight!.defenders).toEqual(['ru-1']);
  });

  it('not without the card this turn, and not when the Allies attack', () => {
    const plain = combat('cp', ['insterberg'], { state: { events: ['cp-11'] } });
    expect(top(legal(plain, 'cp', { type: 'attack', target: 'kovno', units: ['ge-8'] }))).toEqual({
      name: 'combat-cards',
      side: 'cp',
      role: 'attacker',
    });
    const allies = combat('ap', ['kovno'], { state: { limits: ['event-this-turn:ap-27'] } });
    expect(top(legal(allies, 'ap', { type: 'attack', target: 'insterberg', units: ['ru-1'] }))).toEqual({
      name: 'combat-cards',
      side: 'ap',
      role: 'attacker',
    });
  });
});
