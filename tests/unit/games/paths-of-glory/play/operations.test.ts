import { describe, expect, it } from 'vitest';
import { loc } from '../../../../../src/engine/core/localized.js';
import { menuOf } from '../../../../../src/engine/games/paths-of-glory/play/menu.js';
import { describe as line, type Namer } from '../../../../../src/engine/games/paths-of-glory/play/words.js';
import { top } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { thisTurnMark } from '../../../../../src/engine/games/paths-of-glory/rules/events-ap.js';
import { activationCost } from '../../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { act, at, built, campaign, game, legal, refused } from './position.js';

/** Operations (9.2): what may be activated, at what cost, and which units then move. */

const ops = (points: number, side: 'cp' | 'ap' = 'cp') =>
  built(campaign(), { frame: { name: 'activate', side, card: null, points } });
/** Romania, Italy and Turkey at war: their units are activated with the others (9.5.2.4 keeps neutral ones out). */
const atWar = { atWar: ['ro', 'it', 'tu'] };

const namer: Namer = { space: (id) => id, unit: (id) => id, card: (id) => loc(`card ${id}`, `carta ${id}`) };

/** The log line of the activation, in both languages (the events that changed its cost named). */
function activationLine(s: ReturnType<typeof ops>, side: 'cp' | 'ap', space: string, mode: 'move' | 'attack') {
  const applied = act(s, side, { type: 'activate', space, mode });
  if (!applied.ok) throw new Error(applied.problem.code);
  const e = applied.events.find((x) => x.kind === 'activate')!;
  return { state: applied.state, event: e, words: line(e, namer) };
}

describe('Paths of Glory play: operations (9.2)', () => {
  it('9.2.3 a space costs one point per nationality; the British, ANA, AUS, CND and PT count as one', () => {
    const s = built(campaign(), {
      units: { 'br-c1': 'london', 'aus-c1': 'london', 'fr-c1': 'cambrai', 'be-c1': 'cambrai' },
    });
    expect(activationCost(at(s), 'london', 'ap')).toBe(1);
    expect(activationCost(at(s), 'cambrai', 'ap')).toBe(2);
    expect(activationCost(at(s), 'koblenz', 'cp')).toBe(1);
    // Belgians in Antwerp count as British; French and Americans in France as one nation.
    const t = built(campaign(), { units: { 'br-c1': 'antwerp', 'fr-c1': 'rouen' } });
    expect(activationCost(at(t), 'antwerp', 'ap')).toBe(1);
    const mixed = built(ops(1), { units: { 'ah-c1': 'koblenz' } });
    expect(activationCost(at(mixed), 'koblenz', 'cp')).toBe(2);
    refused(mixed, 'cp', { type: 'activate', space: 'koblenz', mode: 'move' }, '9.2.1', 'too-costly');
  });

  it('9.2.4 the whole stack pays, even units that will not move', () => {
    const s = built(ops(2), { units: { 'ah-c1': 'koblenz' } });
    const t = legal(s, 'cp', { type: 'activate', space: 'koblenz', mode: 'move' });
    expect(top(t)).toMatchObject({ name: 'activate', points: 0 });
  });

  it('9.2.5 a space is activated once, for movement or for combat', () => {
    const s = legal(ops(4), 'cp', { type: 'activate', space: 'metz', mode: 'move' });
    refused(s, 'cp', { type: 'activate', space: 'metz', mode: 'attack' }, '9.2.5', 'already-activated');
    expect(legal(s, 'cp', { type: 'activate', space: 'koblenz', mode: 'attack' }).activations).toEqual({
      metz: 'move',
      koblenz: 'attack',
    });
  });

  it('9.2.6 only a space holding the side’s units may be activated (a friendly fort alone does not count)', () => {
    refused(ops(4), 'cp', { type: 'activate', space: 'konigsberg', mode: 'move' }, '9.2.6', 'not-occupied');
    refused(ops(4), 'cp', { type: 'activate', space: 'verdun', mode: 'attack' }, '9.2.6', 'not-occupied');
    expect(legal(ops(4), 'cp', { type: 'activate', space: 'aachen', mode: 'attack' }).activations).toEqual({
      aachen: 'attack',
    });
  });

  it('9.2.7 the Allies activate only one space a round for combat on the Near East map', () => {
    const nearEast = Object.values(game.model.spaces)
      .filter((s) => s.nearEast && s.nation === 'eg')
      .map((s) => s.id);
    const [a, b] = nearEast;
    expect(a && b).toBeTruthy();
    const s = built(ops(4, 'ap'), { units: { 'br-c2': a!, 'br-c3': b! }, control: { [a!]: 'ap', [b!]: 'ap' } });
    const t = legal(s, 'ap', { type: 'activate', space: a!, mode: 'attack' });
    refused(t, 'ap', { type: 'activate', space: b!, mode: 'attack' }, '9.2.7', 'near-east-combat');
    expect(legal(t, 'ap', { type: 'activate', space: b!, mode: 'move' }).activations[b!]).toBe('move');
  });

  it('9.2.8 the units that began in a space activated for movement move; others do not', () => {
    let s = legal(ops(4), 'cp', { type: 'activate', space: 'koblenz', mode: 'move' });
    s = legal(s, 'cp', { type: 'activated' });
    expect(top(s)).toEqual({ name: 'move', side: 'cp', entrench: [] });
    expect(s.movers.sort()).toEqual(['ge-2', 'ge-3']);
    refused(s, 'cp', { type: 'move', units: ['ge-1'], to: 'liege' }, '9.2.8', 'not-activated');
    const moved = legal(s, 'cp', {
      type: 'move',
      units: ['ge-2'],
      to: 'cologne' in game.model.spaces ? 'cologne' : 'aachen',
    });
    // 11.1.1: a unit moves once.
    refused(moved, 'cp', { type: 'move', units: ['ge-2'], to: 'koblenz' }, '9.2.8', 'not-activated');
  });

  it('9.2.7.1 supplied from the MEF Beachhead: 3 for the MEF Army, 1 for each corps; no Beachhead, the usual cost', () => {
    const mef = {
      control: { mef1: 'ap' as const, gallipoli: 'ap' as const },
      units: { 'br-mef': 'mef1', 'br-c1': 'mef1', 'aus-c1': 'mef1' },
    };
    // The book's example: the MEF and two corps cost 5.
    const s = built(campaign(), { ...mef, state: { atWar: ['tu'], events: ['ap-31'] } });
    expect(activationCost(at(s), 'mef1', 'ap')).toBe(5);
    // An MEF that came as a normal reinforcement (no MEF event, no Beachhead): one British nationality.
    const t = built(campaign(), { ...mef, state: { atWar: ['tu'] } });
    expect(activationCost(at(t), 'mef1', 'ap')).toBe(1);
  });

  it('9.2.9 after movement, the combats of the spaces activated for combat; ending them ends the action', () => {
    let s = legal(ops(4), 'cp', { type: 'activate', space: 'aachen', mode: 'attack' });
    s = legal(s, 'cp', { type: 'activated' });
    // Aachen's units are next to Liège's Belgian fort: the Central Powers declare their combats (12.1).
    expect(top(s)).toEqual({ name: 'attack', side: 'cp' });
    s = legal(s, 'cp', { type: 'attacked' });
    expect(top(s)).toEqual({ name: 'action', side: 'ap' });
    expect(s.activations).toEqual({});
  });

  it('9.2.2 after Fall of the Tsar a space with Russian units costs a point a Russian unit for combat, not for movement', () => {
    // Two Russian units and a Romanian in Kiev: one point a Russian unit, one for the Romanians (README).
    const stack = { units: { 'ru-1': 'kiev', 'ru-c1': 'kiev', 'ro-c1': 'kiev' }, control: { kiev: 'ap' as const } };
    const fallen = built(ops(3, 'ap'), { ...stack, state: { ...atWar, events: ['cp-28', 'cp-52'] } });
    expect(activationCost(at(fallen), 'kiev', 'ap', 'attack')).toBe(3);
    expect(activationCost(at(fallen), 'kiev', 'ap', 'move')).toBe(2);
    // Before the Tsar falls, combat costs what movement does.
    const before = built(ops(3, 'ap'), { ...stack, state: atWar });
    expect(activationCost(at(before), 'kiev', 'ap', 'attack')).toBe(2);
    // Through the machine: with 2 points the space is activated for movement, not for combat.
    const two = built(fallen, { frame: { name: 'activate', side: 'ap', card: null, points: 2 } });
    refused(two, 'ap', { type: 'activate', space: 'kiev', mode: 'attack' }, '9.2.1', 'too-costly');
    expect(legal(two, 'ap', { type: 'activate', space: 'kiev', mode: 'move' }).activations['kiev']).toBe('move');
    // The menu shows both costs, and offers for combat only what the points pay.
    const branch = menuOf(game, namer, fallen, 'ap', []).items.find((i) => i.key === 'space/kiev');
    expect(branch?.label).toEqual({ en: 'kiev (cost 2, for combat 3)', it: 'kiev (costo 2, per il combattimento 3)' });
    expect(menuOf(game, namer, two, 'ap', ['space/kiev']).items.map((i) => i.key)).toEqual(['act/kiev/move']);
    const { event, words } = activationLine(fallen, 'ap', 'kiev', 'attack');
    expect(event).toMatchObject({ cost: 3, cards: ['cp-52'] });
    expect(words.en).toContain('card cp-52');
    expect(words.it).toContain('carta cp-52');
    // The Central Powers' costs do not change.
    const cp = built(ops(3), { state: { events: ['cp-28', 'cp-52'] } });
    expect(activationCost(at(cp), 'koblenz', 'cp', 'attack')).toBe(1);
  });

  it('9.2.3 SUD Army (CP #10): up to 2 German corps with 1 Austro-Hungarian unit are one nationality, one stack a round', () => {
    const stacks = {
      units: { 'ah-c1': 'lemberg', 'ge-c1': 'lemberg', 'ge-c2': 'lemberg', 'ah-c2': 'budapest', 'ge-c3': 'budapest' },
      control: { lemberg: 'cp' as const, budapest: 'cp' as const },
    };
    const before = built(ops(4), stacks);
    expect(activationCost(at(before), 'lemberg', 'cp')).toBe(2);
    const sud = built(ops(4), { ...stacks, state: { events: ['cp-10'] } });
    expect(activationCost(at(sud), 'lemberg', 'cp')).toBe(1);
    expect(activationCost(at(sud), 'lemberg', 'cp', 'attack')).toBe(1);
    // A German army in the stack: not a SUD Army group, the usual cost.
    const army = built(sud, { units: { 'ge-c2': 'budapest', 'ge-9': 'lemberg' } });
    expect(activationCost(at(army), 'lemberg', 'cp')).toBe(2);
    // The first such stack activated is the round's: the next pays as usual.
    const first = activationLine(sud, 'cp', 'lemberg', 'move');
    expect(first.event).toMatchObject({ cost: 1, cards: ['cp-10'] });
    expect(first.words.en).toContain('card cp-10');
    expect(activationCost(at(first.state), 'budapest', 'cp')).toBe(2);
    const second = activationLine(first.state, 'cp', 'budapest', 'attack');
    expect(second.event['cost']).toBe(2);
    expect(second.event['cards']).toBeUndefined();
    expect(top(second.state)).toMatchObject({ name: 'activate', points: 1 });
  });

  it('9.2.3 11th Army (CP #29): the German 11th Army and the Central Powers corps with it activate as one unit', () => {
    const stack = {
      units: { 'ge-11': 'lemberg', 'ah-c1': 'lemberg', 'tu-c1': 'lemberg' },
      control: { lemberg: 'cp' as const },
    };
    expect(activationCost(at(built(ops(4), { ...stack, state: atWar })), 'lemberg', 'cp')).toBe(3);
    const eleventh = built(ops(4), { ...stack, state: { ...atWar, events: ['cp-29'] } });
    expect(activationCost(at(eleventh), 'lemberg', 'cp')).toBe(1);
    expect(activationLine(eleventh, 'cp', 'lemberg', 'attack').event).toMatchObject({ cost: 1, cards: ['cp-29'] });
    // Another army counts its own nationality.
    const withArmy = built(eleventh, { units: { 'ah-c1': 'budapest', 'ah-3': 'lemberg' } });
    expect(activationCost(at(withArmy), 'lemberg', 'cp')).toBe(2);
    // Without the 11th Army in the space, the corps pay as usual.
    const without = built(eleventh, { units: { 'ge-11': 'budapest', 'ge-9': 'lemberg' } });
    expect(activationCost(at(without), 'lemberg', 'cp')).toBe(3);
    // Under Moltke (a point a unit in Belgium and France) the 11th Army and its corps are one unit.
    const moltke = built(ops(4), {
      units: { 'ge-11': 'chateau-thierry', 'ah-c1': 'chateau-thierry', 'ge-c1': 'chateau-thierry' },
      control: { 'chateau-thierry': 'cp' },
      state: { events: ['ap-9', 'cp-29'] },
    });
    expect(activationCost(at(moltke), 'chateau-thierry', 'cp')).toBe(1);
    expect(activationCost(at(built(moltke, { state: { events: ['ap-9'] } })), 'chateau-thierry', 'cp')).toBe(3);
  });

  it('9.2.3 Everyone Into Battle (AP #51): this turn the Allied units in Italy, France and Belgium are one nationality', () => {
    const units = { 'fr-c1': 'rouen', 'br-c1': 'rouen', 'it-c1': 'rouen', 'fr-c2': 'london', 'br-c2': 'london' };
    const s = built(ops(4, 'ap'), { units, state: atWar });
    expect(activationCost(at(s), 'rouen', 'ap')).toBe(3);
    const everyone = built(s, { state: { limits: [thisTurnMark('ap-51')] } });
    expect(activationCost(at(everyone), 'rouen', 'ap')).toBe(1);
    expect(activationLine(everyone, 'ap', 'rouen', 'attack').event).toMatchObject({ cost: 1, cards: ['ap-51'] });
    // Not in Britain.
    expect(activationCost(at(everyone), 'london', 'ap')).toBe(2);
    // A later turn (the mark gone): the usual cost.
    expect(activationCost(at(built(s, { state: { events: ['ap-51'] } })), 'rouen', 'ap')).toBe(3);
  });
});
