import { describe, expect, it } from 'vitest';
import { retreatPaths } from '../../../../../src/engine/games/paths-of-glory/rules/aftermath.js';
import { destinations, moveProblem } from '../../../../../src/engine/games/paths-of-glory/rules/movement.js';
import { srDestinations } from '../../../../../src/engine/games/paths-of-glory/rules/redeployment.js';
import { placesFor } from '../../../../../src/engine/games/paths-of-glory/rules/reinforce.js';
import { adjacent } from '../../../../../src/engine/games/paths-of-glory/rules/position.js';
import { top, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { loc } from '../../../../../src/engine/core/localized.js';
import { refusal, type Namer } from '../../../../../src/engine/games/paths-of-glory/play/words.js';
import { at, built, campaign, game, legal, refused } from './position.js';

const namer: Namer = { space: (id) => id, unit: (id) => id, card: (id) => loc(id, id) };

/** Movement (11.0), stacking (10.0) and trenches (11.2) from built positions. */

/** The units at `units` have begun the operation in spaces activated for movement: the move prompt is up. */
function moving(units: Record<string, string>, extra: Partial<PogState> = {}, side: 'cp' | 'ap' = 'cp'): PogState {
  const s = built(campaign(), { units, frame: { name: 'move', side, entrench: [] }, state: extra });
  return {
    ...s,
    movers: Object.keys(units),
    activations: Object.fromEntries(Object.values(units).map((a) => [a, 'move' as const])),
  };
}

function distance(from: string, to: string): number {
  const seen = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const x = queue.shift()!;
    for (const { space } of adjacent(game.model, x))
      if (!seen.has(space)) {
        seen.set(space, seen.get(x)! + 1);
        queue.push(space);
      }
  }
  return seen.get(to) ?? Infinity;
}

describe('Paths of Glory play: stacking (10.1)', () => {
  it('10.1.1 at most three units of a side in a space', () => {
    const s = moving({ 'ge-1': 'aachen' }, {});
    const full = built(s, { units: { 'ge-c1': 'koblenz' } });
    refused(full, 'cp', { type: 'move', units: ['ge-1'], to: 'koblenz' }, '10.1.1', 'stacking');
    expect(legal(s, 'cp', { type: 'move', units: ['ge-1'], to: 'koblenz' }).units['ge-1']!.at).toBe('koblenz');
  });
});

describe('Paths of Glory play: Brest-Litovsk (16.4.9)', () => {
  it('16.4.9 after the treaty Russian and other Allied units neither stack together nor move through each other', () => {
    const units = { 'ru-c1': 'kiev', 'fr-c1': 'zhitomir', 'ru-c2': 'chernigov' };
    const brest = moving(units, { events: ['cp-52', 'cp-53', 'cp-45'] }, 'ap');
    refused(brest, 'ap', { type: 'move', units: ['ru-c1'], to: 'zhitomir' }, '16.4.9', 'brest-litovsk-stack');
    refused(brest, 'ap', { type: 'move', units: ['fr-c1'], to: 'kiev' }, '16.4.9', 'brest-litovsk-stack');
    // The refusal in words of its own, in both languages.
    const words = refusal(moveProblem(at(brest), ['ru-c1'], 'ap', 'kiev', 'zhitomir')!, namer);
    expect(words.en).toContain('Brest-Litovsk');
    expect(words.it).toContain('Brest-Litovsk');
    // Nor through: no path of the Russian corps crosses Zhitomir.
    const reach = destinations(at(brest), ['ru-c1'], 'ap', 'kiev');
    expect(reach.size).toBeGreaterThan(0);
    for (const path of reach.values()) expect(path).not.toContain('zhitomir');
    // Russians still stack with Russians.
    expect(legal(brest, 'ap', { type: 'move', units: ['ru-c1'], to: 'chernigov' }).units['ru-c1']!.at).toBe(
      'chernigov',
    );
    // Before the treaty they may.
    const before = moving(units, { events: ['cp-52', 'cp-53'] }, 'ap');
    expect(legal(before, 'ap', { type: 'move', units: ['ru-c1'], to: 'zhitomir' }).units['ru-c1']!.at).toBe('zhitomir');
    expect(destinations(at(before), ['ru-c1'], 'ap', 'kiev').get('rovno')).toEqual(['zhitomir', 'rovno']);
  });

  it('16.4.9 a Russian retreat does not end in nor pass through a space with other Allied units either', () => {
    const units = { 'ru-c1': 'kiev', 'fr-c1': 'zhitomir', 'br-c1': 'chernigov' };
    const firsts = (s: PogState) => retreatPaths(at(s), 'ru-c1', 'ap', 'kiev', 1, () => true).map(([x]) => x);
    const before = built(campaign(), { units, state: { events: ['cp-52', 'cp-53'] } });
    expect(firsts(before)).toEqual(expect.arrayContaining(['zhitomir', 'chernigov']));
    const brest = built(before, { state: { events: ['cp-52', 'cp-53', 'cp-45'] } });
    expect(firsts(brest).sort()).toEqual(['belaya-tserkov', 'kharkov']);
    const twice = retreatPaths(at(brest), 'ru-c1', 'ap', 'kiev', 2, () => true);
    expect(twice.length).toBeGreaterThan(0);
    for (const path of twice) expect(path).not.toContain('zhitomir');
  });
});

describe('Paths of Glory play: Brest-Litovsk (16.4.9), beyond movement', () => {
  const treaty = ['cp-52', 'cp-53', 'cp-45'];

  it('16.4.9 Russian units operate only in Russia, Germany, Turkey, Austria-Hungary and Romania', () => {
    const units = { 'ru-c1': 'bucharest' };
    const brest = moving(units, { events: treaty, atWar: ['bu', 'ro'] }, 'ap');
    refused(brest, 'ap', { type: 'move', units: ['ru-c1'], to: 'plevna' }, '16.4.9', 'brest-litovsk-outside');
    const words = refusal(moveProblem(at(brest), ['ru-c1'], 'ap', 'bucharest', 'plevna')!, namer);
    expect(words.en).toContain('Romania');
    expect(words.it).toContain('Romania');
    // Within Romania it still moves; before the treaty it may enter Bulgaria.
    expect(destinations(at(brest), ['ru-c1'], 'ap', 'bucharest').has('caracal')).toBe(true);
    const before = moving(units, { events: ['cp-52', 'cp-53'], atWar: ['bu', 'ro'] }, 'ap');
    expect(legal(before, 'ap', { type: 'move', units: ['ru-c1'], to: 'plevna' }).units['ru-c1']!.at).toBe('plevna');
  });

  it('16.4.9 no SR of another Allied unit into a space with Russians, nor a Russian into theirs', () => {
    // A Romanian corps from the Reserve Box to Bucharest, held by a Russian corps; a Russian one to Odessa's British.
    const units = { 'ru-c1': 'bucharest', 'ro-c1': 'ap-reserve', 'ru-c2': 'ap-reserve', 'br-c1': 'odessa' };
    const state = { atWar: ['ro'], control: { bucharest: 'ap' as const } };
    const before = built(campaign(), { units, state: { ...state, events: ['cp-52', 'cp-53'] } });
    const brest = built(campaign(), { units, state: { ...state, events: treaty } });
    expect(srDestinations(at(before), 'ro-c1', 'ap')).toContain('bucharest');
    expect(srDestinations(at(brest), 'ro-c1', 'ap')).not.toContain('bucharest');
    expect(srDestinations(at(before), 'ru-c2', 'ap')).toContain('odessa');
    expect(srDestinations(at(brest), 'ru-c2', 'ap')).not.toContain('odessa');
    expect(srDestinations(at(brest), 'ru-c2', 'ap').length).toBeGreaterThan(0);
  });

  it('16.4.9 a Russian army is not placed with other Allied units after the treaty', () => {
    // Moscow and Petrograd hold British corps: the Russian army goes where Russians alone are.
    const units = { 'br-c1': 'moscow', 'br-c2': 'petrograd' };
    const before = built(campaign(), { units, state: { events: ['cp-52', 'cp-53'] } });
    const brest = built(campaign(), { units, state: { events: treaty } });
    expect(placesFor(at(before), 'ru-10', 'ap')).toEqual(expect.arrayContaining(['moscow', 'petrograd']));
    expect(placesFor(at(brest), 'ru-10', 'ap')).not.toContain('moscow');
    expect(placesFor(at(brest), 'ru-10', 'ap')).not.toContain('petrograd');
  });
});

describe('Paths of Glory play: movement (11.1)', () => {
  it('11.1.5 a unit spends no more MP than its MF (an army 3, 1 MP a space: 11.1.2)', () => {
    const s = moving({ 'ge-1': 'aachen' });
    const reach = destinations(at(s), ['ge-1'], 'cp', 'aachen');
    expect([...reach.values()].every((path) => path.length <= 3)).toBe(true);
    const far = Object.keys(game.model.spaces).find(
      (id) => distance('aachen', id) === 4 && game.model.spaces[id]!.nation === 'ge',
    )!;
    expect(moveProblem(at(s), ['ge-1'], 'cp', 'aachen', far)).toMatchObject({ rule: '11.1.5', code: 'out-of-reach' });
    const near = Object.keys(game.model.spaces).find(
      (id) => distance('aachen', id) === 3 && game.model.spaces[id]!.nation === 'ge' && reach.has(id),
    )!;
    expect(legal(s, 'cp', { type: 'move', units: ['ge-1'], to: near }).units['ge-1']!.at).toBe(near);
  });

  it('11.1.4 a dotted line only for the nationalities printed beside it (London–Calais: British only)', () => {
    const s = moving({ 'br-c1': 'london', 'fr-c1': 'london' }, {}, 'ap');
    expect(legal(s, 'ap', { type: 'move', units: ['br-c1'], to: 'calais' }).units['br-c1']!.at).toBe('calais');
    refused(s, 'ap', { type: 'move', units: ['fr-c1'], to: 'calais' }, '11.1.4', 'restricted');
  });

  it('11.1.6 a move may pass through, not end in, a space with an Attack marker', () => {
    const s = { ...moving({ 'ge-2': 'koblenz' }), activations: { koblenz: 'move' as const, metz: 'attack' as const } };
    refused(s, 'cp', { type: 'move', units: ['ge-2'], to: 'metz' }, '11.1.6', 'attack-marker');
    expect(legal(s, 'cp', { type: 'move', units: ['ge-2'], to: 'strasbourg' }).units['ge-2']!.at).toBe('strasbourg');
  });

  it('11.1.7 never into a space with enemy units', () => {
    const s = moving({ 'ge-2': 'koblenz' });
    refused(s, 'cp', { type: 'move', units: ['ge-2'], to: 'sedan' }, '11.1.7', 'enemy-units');
  });

  it('11.1.8 and 15.2.1 an enemy fort is entered only by units that can besiege it (an army, or corps as many as its LF), who stop there', () => {
    const s = moving({ 'ge-1': 'aachen', 'ge-c1': 'aachen' });
    refused(s, 'cp', { type: 'move', units: ['ge-c1'], to: 'liege' }, '11.1.8', 'cannot-besiege');
    const t = legal(s, 'cp', { type: 'move', units: ['ge-1'], to: 'liege' });
    expect(t.besieged).toContain('liege');
    expect(t.control['liege']).toBe('ap'); // 11.1.14: no control while besieging
    // 15.2.1: the army stopped in Liege; it could not have gone through it.
    expect(destinations(at(s), ['ge-1'], 'cp', 'aachen').get('brussels')).toBeUndefined();
  });

  it('11.1.9 the Central Powers may not end a move in Amiens, Calais or Ostend before Race to the Sea or War Status 4', () => {
    const s = moving({ 'ge-c1': 'cambrai' });
    const own = built(s, { control: { cambrai: 'cp' } });
    refused(own, 'cp', { type: 'move', units: ['ge-c1'], to: 'calais' }, '11.1.9', 'channel-ports');
    expect(
      legal(built(own, { state: { warStatus: { cp: 4, ap: 0 } } }), 'cp', {
        type: 'move',
        units: ['ge-c1'],
        to: 'calais',
      }).units['ge-c1']!.at,
    ).toBe('calais');
    expect(
      legal(built(own, { state: { events: ['cp-8'] } }), 'cp', { type: 'move', units: ['ge-c1'], to: 'calais' }).units[
        'ge-c1'
      ]!.at,
    ).toBe('calais');
  });

  it('11.1.11 no unit enters a neutral nation (Italy in 1914)', () => {
    const s = moving({ 'ah-c2': 'trent' });
    refused(s, 'cp', { type: 'move', units: ['ah-c2'], to: 'verona' }, '11.1.11', 'neutral');
    expect(
      legal(built(s, { state: { atWar: ['it'] } }), 'cp', { type: 'move', units: ['ah-c2'], to: 'verona' }).control[
        'verona'
      ],
    ).toBe('cp');
  });

  it('11.1.14 moving into a space takes control of it; a VP space taken from the Allies is +1 VP (VP table)', () => {
    const s = built(moving({ 'ge-c1': 'amiens' }), { control: { amiens: 'cp' } });
    const t = legal(s, 'cp', { type: 'move', units: ['ge-c1'], to: 'rouen' });
    expect(t.control['rouen']).toBe('cp');
    expect(t.vp).toBe(11);
    const back = built(moving({ 'fr-c1': 'paris' }, {}, 'ap'), { control: { rouen: 'cp' } });
    expect(legal(back, 'ap', { type: 'move', units: ['fr-c1'], to: 'rouen' }).vp).toBe(9);
    // Illegal: a move to a space that is not there.
    refused(s, 'cp', { type: 'move', units: ['ge-c1'], to: 'atlantis' }, '11.1.3', 'unknown-space');
  });

  it('11.1.17 the BEF stays in Britain, France, Belgium and Germany', () => {
    const s = built(moving({ 'br-bef': 'augsburg', 'br-c1': 'augsburg' }, {}, 'ap'), { control: { augsburg: 'ap' } });
    refused(s, 'ap', { type: 'move', units: ['br-bef'], to: 'innsbruck' }, '11.1.17', 'bef-limits');
    expect(legal(s, 'ap', { type: 'move', units: ['br-c1'], to: 'innsbruck' }).units['br-c1']!.at).toBe('innsbruck');
  });

  it('11.3.1 only the CAU, MEF, NE, Orient, YLD and AoI armies on the Near East map', () => {
    const s = built(moving({ 'ge-9': 'constantinople', 'tu-yld': 'constantinople' }), { state: { atWar: ['tu'] } });
    const next = adjacent(game.model, 'constantinople')
      .map((n) => n.space)
      .find((id) => game.model.spaces[id]?.nearEast)!;
    refused(s, 'cp', { type: 'move', units: ['ge-9'], to: next }, '11.3.1', 'near-east-army');
    expect(legal(s, 'cp', { type: 'move', units: ['tu-yld'], to: next }).units['tu-yld']!.at).toBe(next);
  });

  it('11.1.1 a stack moves together as a group, at its slowest unit’s MF', () => {
    const s = moving({ 'ge-c1': 'metz', 'ge-4': 'metz' });
    const t = legal(s, 'cp', { type: 'move', units: ['ge-c1', 'ge-4'], to: 'strasbourg' });
    expect([t.units['ge-c1']!.at, t.units['ge-4']!.at]).toEqual(['strasbourg', 'strasbourg']);
    refused(s, 'cp', { type: 'move', units: ['ge-c1', 'ge-1'], to: 'strasbourg' }, '11.1.1', 'not-here');
  });
});

describe('Paths of Glory play: sieges entered by movement (15.2)', () => {
  it('15.2.4 no move leaves a besieged fort occupied but no longer besieged; the last besieger leaving lifts the siege', () => {
    const s = built(moving({ 'ge-c1': 'liege', 'ge-c2': 'liege', 'ge-c3': 'liege' }), {
      state: { besieged: ['liege'] },
    });
    refused(s, 'cp', { type: 'move', units: ['ge-c1'], to: 'aachen' }, '15.2.4', 'siege-abandoned');
    const all = legal(built(s, { units: { 'ge-1': 'off' } }), 'cp', {
      type: 'move',
      units: ['ge-c1', 'ge-c2', 'ge-c3'],
      to: 'aachen',
    });
    expect(all.besieged).not.toContain('liege');
    expect(all.control['liege']).toBe('ap');
  });
});

describe('Paths of Glory play: trenches (11.2)', () => {
  it('11.2.1 an army in a space activated for movement may entrench instead of moving, once Entrench was played', () => {
    const s = moving({ 'ge-4': 'metz', 'ge-c1': 'metz' });
    refused(s, 'cp', { type: 'entrench', unit: 'ge-4' }, '11.2.1', 'no-entrench-event');
    const played = built(s, { state: { events: ['ap-12'] } });
    refused(played, 'cp', { type: 'entrench', unit: 'ge-c1' }, '11.2.1', 'entrench-army');
    const t = legal(played, 'cp', { type: 'entrench', unit: 'ge-4' });
    refused(t, 'cp', { type: 'move', units: ['ge-4'], to: 'strasbourg' }, '9.2.8', 'not-activated');
  });

  it('11.2.2 after all movement, a roll at or under the army’s LF raises the trench a level (11.2.3: at most 2)', () => {
    const s = legal(built(moving({ 'ge-4': 'metz' }), { state: { events: ['cp-6'] } }), 'cp', {
      type: 'entrench',
      unit: 'ge-4',
    });
    expect(legal(s, 'cp', { type: 'moved' }, [3]).trenches['metz']).toBe(2);
    expect(legal(s, 'cp', { type: 'moved' }, [4]).trenches['metz']).toBe(1);
    const top = built(moving({ 'ge-4': 'metz' }), { state: { events: ['cp-6'], trenches: { metz: 2 } } });
    refused(top, 'cp', { type: 'entrench', unit: 'ge-4' }, '11.2.3', 'trench-max');
  });

  it('11.2.4 an enemy unit entering removes a level-1 trench (11.2.5: and turns a level 2 into a level 1)', () => {
    const s = built(moving({ 'ru-1': 'kovno' }, {}, 'ap'), {
      units: { 'ge-8': 'off', 'ge-c1': 'off', 'ge-c2': 'off' },
    });
    const clear = {
      ...s,
      units: Object.fromEntries(
        Object.entries(s.units).map(([id, u]) => [
          id,
          u.at === 'insterberg' && id.startsWith('ge') ? { ...u, at: 'off' } : u,
        ]),
      ),
    };
    const t = legal(clear, 'ap', { type: 'move', units: ['ru-1'], to: 'konigsberg' });
    expect(t.trenches['konigsberg']).toBeUndefined();
    expect(t.besieged).toContain('konigsberg');
    const deep = legal({ ...clear, trenches: { ...clear.trenches, konigsberg: 2 } }, 'ap', {
      type: 'move',
      units: ['ru-1'],
      to: 'konigsberg',
    });
    expect(deep.trenches['konigsberg']).toBe(1);
  });
});

describe('Paths of Glory play: an overstack the players did not mean (10.1.3)', () => {
  /** A referee places two more German units at Koblenz (the 2nd and 3rd Armies are there): four of a side. */
  function overstacked(): PogState {
    const place = (s: PogState, unit: string) =>
      legal(s, 'cp', { type: 'correct', correction: { edit: 'place', unit, at: 'koblenz' } });
    return place(place(campaign(), 'ge-c1'), 'ge-c2');
  }

  it('10.1.3 the opponent eliminates units of the stack until it is within the limit; an army for good', () => {
    const s = overstacked();
    expect(top(s)).toMatchObject({ name: 'overstack', side: 'ap', owner: 'cp', space: 'koblenz' });
    const t = legal(s, 'ap', { type: 'eliminate', unit: 'ge-2' });
    expect(t.units['ge-2']!.at).toBe('gone');
    expect(top(t)).toMatchObject({ name: 'action', side: 'cp' });
    const c = legal(s, 'ap', { type: 'eliminate', unit: 'ge-c1' });
    expect(c.units['ge-c1']!.at).toBe('cp-eliminated');
  });

  it('10.1.3 only a unit of the overstacked side in that space, and only by the opponent', () => {
    const s = overstacked();
    refused(s, 'ap', { type: 'eliminate', unit: 'ge-1' }, '10.1.3', 'overstack-unit');
    refused(s, 'cp', { type: 'eliminate', unit: 'ge-2' }, '8.1.5', 'not-your-turn');
    refused(campaign(), 'cp', { type: 'eliminate', unit: 'ge-2' }, '10.1.3', 'wrong-prompt');
  });
});

describe('Paths of Glory play: the Near East map (11.3)', () => {
  it('11.3.2 one Russian corps a round between the Caucasus and Grozny or Poti, never an army', () => {
    const s = moving({ 'ru-c11': 'poti', 'ru-c12': 'poti', 'ru-cau': 'poti' }, {}, 'ap');
    const t = legal(s, 'ap', { type: 'move', units: ['ru-c11'], to: 'caucasus' });
    expect(t.units['ru-c11']!.at).toBe('caucasus');
    expect(t.limits).toEqual(['caucasus']);
    refused(t, 'ap', { type: 'move', units: ['ru-c12'], to: 'caucasus' }, '11.3.2', 'caucasus-one');
    refused(s, 'ap', { type: 'move', units: ['ru-c11', 'ru-c12'], to: 'caucasus' }, '11.3.2', 'caucasus-one');
    refused(s, 'ap', { type: 'move', units: ['ru-cau'], to: 'caucasus' }, '11.3.2', 'caucasus-army');
    // Within the Near East map, no limit.
    expect(legal(t, 'ap', { type: 'move', units: ['ru-c12'], to: 'batum' }).units['ru-c12']!.at).toBe('batum');
    // Counted by round: the next round starts without it.
    const next = legal(t, 'ap', { type: 'moved' });
    expect(next.round).toBe(s.round + 1);
    expect(next.limits).toEqual([]);
  });

  it('11.3.2 after Fall of the Tsar no Russian unit moves between the Caucasus and the Near East', () => {
    const s = moving({ 'ru-c11': 'poti' }, { events: ['cp-52'] }, 'ap');
    refused(s, 'ap', { type: 'move', units: ['ru-c11'], to: 'caucasus' }, '11.3.2', 'caucasus-tsar');
    expect(legal(s, 'ap', { type: 'move', units: ['ru-c11'], to: 'batum' }).units['ru-c11']!.at).toBe('batum');
  });
});
