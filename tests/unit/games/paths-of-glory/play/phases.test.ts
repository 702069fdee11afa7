import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../../src/cli/play.js';
import { createPathsOfGlory } from '../../../../../src/engine/games/paths-of-glory/play/module.js';
import type { PogAction, PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { adjacent } from '../../../../../src/engine/games/paths-of-glory/rules/position.js';
import { act, built, campaign, game, legal, pack, refused, TestDice, type Changes } from './position.js';

/**
 * The phases after the Action Phase that supply decides, played through the machine: the Attrition Phase (6.0 C,
 * 14.3.5, 14.3.6, 11.2.7), the Replacement Phase (6.0 F, 17.1) and the draw that follows (6.0 G); and 14.3.1.
 */

const module = createPathsOfGlory(pack);

/** The Allies' last action of turn 1, with no Mandated Offensive owed: `changes` applied on top. */
function lastAction(changes: Changes = {}): PogState {
  const s = campaign();
  return built(s, {
    ...changes,
    state: {
      round: 6,
      mandated: { cp: 'none', ap: 'none' },
      stack: [{ name: 'action', side: 'ap' }],
      ...changes.state,
    },
  });
}

/** The Allies end the Action Phase with an automatic operation that activates nothing. */
function endTurn(s: PogState): { state: PogState; kinds: string[] } {
  const a = act(s, 'ap', { type: 'auto' });
  if (!a.ok) throw new Error(a.problem.code);
  const b = act(a.state, 'ap', { type: 'activated' });
  if (!b.ok) throw new Error(b.problem.code);
  return { state: b.state, kinds: b.events.map((e) => e.kind) };
}

/** Every space next to `space` controlled by `side`: the space is cut off from its own side's supply. */
function surround(space: string, side: 'cp' | 'ap'): Record<string, 'cp' | 'ap'> {
  return Object.fromEntries(adjacent(game.model, space).map(({ space: s }) => [s, side]));
}

const names = (s: PogState) => s.stack.map((f) => `${f.name}:${f.side}`);

describe('Paths of Glory play: the Attrition Phase (6.0 C)', () => {
  it('6.0 C the book’s August 1914: nothing happens, every unit and space is in supply', () => {
    const before = lastAction();
    const { state, kinds } = endTurn(before);
    expect(kinds).toContain('attrition-none');
    expect(kinds).not.toContain('not-enforced');
    expect(state.control).toEqual(before.control);
    for (const [id, u] of Object.entries(before.units))
      if (game.model.spaces[u.at]) expect(state.units[id]!.at).toBe(u.at);
  });

  it('14.3.5 an out-of-supply corps goes to the eliminated box, an army is eliminated for good (12.4.7 item 3)', () => {
    const s = lastAction({ units: { 'ge-1': 'orleans', 'ge-c1': 'orleans' }, control: { orleans: 'cp' } });
    const { state } = endTurn(s);
    expect(state.units['ge-1']!.at).toBe('gone');
    expect(state.units['ge-c1']!.at).toBe('cp-eliminated');
  });

  it('14.3.5 the units that need no line survive: the Montenegrin corps (14.1.5)', () => {
    const s = lastAction({ control: surround('cetinje', 'cp') });
    const { state } = endTurn(s);
    expect(state.units['mn-c1']!.at).toBe(s.units['mn-c1']!.at);
  });

  it('14.3.6 a controlled space out of its side’s supply becomes the enemy’s, unless it holds an undestroyed fort', () => {
    const control = { ...surround('warsaw', 'ap'), minsk: 'cp', warsaw: 'cp', 'brest-litovsk': 'cp' } as const;
    const s = lastAction({ control });
    const { state, kinds } = endTurn({ ...s, destroyed: [...s.destroyed, 'warsaw'] });
    expect(kinds).toContain('attrition-control');
    expect(state.control['minsk']).toBe('ap');
    // 15.1.10: Brest-Litovsk's fort (undestroyed) keeps it; Warsaw's is destroyed.
    expect(state.control['brest-litovsk']).toBe('cp');
    expect(state.control['warsaw']).toBe('ap');
  });

  it('14.3.6 an Allied Serbian space converts only when Central Powers units enter it (14.1.6)', () => {
    const s = lastAction({ control: surround('nis', 'cp') });
    expect(s.control['nis']).toBe('ap');
    const { state } = endTurn(s);
    expect(state.control['nis']).toBe('ap');
  });

  it('11.2.7 a trench in a space that suffers attrition loses a level; not in a space with an intact fort', () => {
    const s = lastAction({ control: { minsk: 'cp', zhitomir: 'cp', 'brest-litovsk': 'cp' } });
    const { state, kinds } = endTurn({ ...s, trenches: { ...s.trenches, minsk: 2, zhitomir: 1, 'brest-litovsk': 1 } });
    expect(kinds).toContain('attrition-trench');
    expect(state.trenches['minsk']).toBe(1);
    expect(state.trenches['zhitomir']).toBeUndefined();
    expect(state.trenches['brest-litovsk']).toBe(1);
  });

  it('14.1.8 Turkish units in Medina are in supply for attrition; an abandoned Medina out of supply converts', () => {
    const cut = { medina: 'cp' as const, ...surround('medina', 'ap') };
    const held = endTurn(lastAction({ units: { 'tu-c1': 'medina' }, control: cut, state: { atWar: ['tu'] } })).state;
    expect(held.units['tu-c1']!.at).toBe('medina');
    expect(held.control['medina']).toBe('cp');
    const empty = endTurn(lastAction({ control: cut, state: { atWar: ['tu'] } })).state;
    expect(empty.control['medina']).toBe('ap');
  });

  it('15.2.4 a siege whose besiegers attrition eliminated is lifted', () => {
    const s = lastAction({ units: { 'ge-c1': 'warsaw' }, control: { warsaw: 'ap', ...surround('warsaw', 'ap') } });
    const { state, kinds } = endTurn({ ...s, besieged: ['warsaw'] });
    expect(state.units['ge-c1']!.at).toBe('cp-eliminated');
    expect(kinds).toContain('siege-lifted');
    expect(state.besieged).not.toContain('warsaw');
  });
});

describe('Paths of Glory play: out of supply in operations (14.3)', () => {
  it('14.3.1 an out-of-supply unit is not activated: it does not move (14.1.1.1)', () => {
    const s = built(campaign(), {
      units: { 'ge-1': 'orleans', 'ge-c1': 'metz' },
      control: { orleans: 'cp' },
      frame: { name: 'activate', side: 'cp', card: null, points: 6 },
    });
    let t = legal(s, 'cp', { type: 'activate', space: 'orleans', mode: 'move' });
    t = legal(t, 'cp', { type: 'activate', space: 'metz', mode: 'move' });
    t = legal(t, 'cp', { type: 'activated' });
    expect(t.movers).not.toContain('ge-1');
    expect(t.movers).toContain('ge-c1');
  });
});

describe('Paths of Glory play: out of supply in combat (14.3.1)', () => {
  /** GE 8th Army in Insterberg activated for combat against the RU 2nd Army in an Allied Tannenberg. */
  function declared(control: Record<string, 'cp' | 'ap'>): PogState {
    const s = built(campaign(), {
      units: { 'ru-2': 'tannenberg' },
      control: { ...control, tannenberg: 'ap', insterberg: 'cp' },
      frame: { name: 'activate', side: 'cp', card: null, points: 6 },
    });
    return legal(legal(s, 'cp', { type: 'activate', space: 'insterberg', mode: 'attack' }), 'cp', {
      type: 'activated',
    });
  }

  it('14.3.1 a unit out of supply when its space was activated does not attack (14.1.1.1)', () => {
    const attack: PogAction = { type: 'attack', target: 'tannenberg', units: ['ge-8'] };
    legal(declared({}), 'cp', attack);
    // Out of supply, the 8th Army has no combat to declare: the operation ends and the Allies act.
    const cut = declared(surround('insterberg', 'ap'));
    expect(cut.unsupplied).toContain('ge-8');
    expect(names(cut).at(-1)).toBe('action:ap');
    const forced: PogState = {
      ...cut,
      activations: { insterberg: 'attack' },
      stack: [...cut.stack, { name: 'attack', side: 'cp' }],
    };
    refused(forced, 'cp', attack, '14.3.1', 'out-of-supply');
  });
});

describe('Paths of Glory play: an army eliminated out of supply (12.4.7 item 3)', () => {
  /** The book's Tannenberg combat (flank die 3, German die 3 → LN 4, Russian die 4): the RU 2nd Army is eliminated. */
  function tannenberg(control: Record<string, 'cp' | 'ap'>): PogState {
    const s0 = built(campaign(), { units: { 'ru-2': 'tannenberg', 'ge-c10': 'danzig' }, control });
    let s: PogState = {
      ...s0,
      deck: { ...s0.deck, cp: s0.deck.cp.filter((c) => c !== 'cp-9') },
      hand: { ...s0.hand, cp: s0.hand.cp.filter((c) => c !== 'cp-9') },
      inPlay: ['cp-9'],
      activations: { insterberg: 'attack', danzig: 'attack' },
      stack: [
        { name: 'action', side: 'cp' },
        { name: 'attack', side: 'cp' },
      ],
    };
    s = legal(s, 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8', 'ge-c10'] });
    s = legal(s, 'cp', { type: 'flank', front: 'insterberg' }, [3]);
    s = legal(s, 'cp', { type: 'fight' });
    return legal(s, 'ap', { type: 'fight' }, [3, 4]);
  }

  it('12.4.7 item 3 an army eliminated while out of supply is eliminated for good; in supply, it may be rebuilt', () => {
    expect(tannenberg({ tannenberg: 'ap' }).units['ru-2']!.at).toBe('ap-eliminated');
    expect(tannenberg({ ...surround('tannenberg', 'cp'), tannenberg: 'ap' }).units['ru-2']!.at).toBe('gone');
  });
});

describe('Paths of Glory play: the Replacement Phase (6.0 F) and the draw (6.0 G)', () => {
  it('6.0 F the Allies spend their RP first (F.1), then the Central Powers (F.2), then the draw (6.0 G)', () => {
    const { state } = endTurn(lastAction({ state: { rp: { ge: 1, fr: 1 } } }));
    expect(names(state).slice(-4)).toEqual(['discard:ap', 'discard:cp', 'replacement:cp', 'replacement:ap']);
    refused(state, 'cp', { type: 'replaced' }, '8.1.5', 'not-your-turn');
    let t = legal(state, 'ap', { type: 'replaced' });
    t = legal(t, 'cp', { type: 'replaced' });
    expect(names(t)).toEqual(['discard:ap', 'discard:cp']);
    // 6.0 G: the Central Powers draw, then the Allies; the next turn begins.
    t = legal(legal(t, 'cp', { type: 'draw' }), 'ap', { type: 'draw' });
    expect(t.turn).toBe(2);
  });

  it('17.1.4 the book’s August 1914: 1 AH RP each rebuilds the reduced AH 2nd and 3rd at Budapest, 1 GE RP each the GE 2nd and 3rd at Essen and restores the 4th', () => {
    const s = lastAction({
      units: { 'ah-2': 'cp-eliminated', 'ah-3': 'cp-eliminated', 'ge-2': 'cp-eliminated', 'ge-3': 'cp-eliminated' },
      reduced: ['ge-4'],
      state: { rp: { ah: 2, ge: 3 } },
    });
    let t = endTurn(s).state;
    expect(names(t).at(-1)).toBe('replacement:cp');
    t = legal(t, 'cp', { type: 'replace', unit: 'ah-2', strength: 'reduced', at: 'budapest' });
    t = legal(t, 'cp', { type: 'replace', unit: 'ah-3', strength: 'reduced', at: 'budapest' });
    t = legal(t, 'cp', { type: 'replace', unit: 'ge-2', strength: 'reduced', at: 'essen' });
    t = legal(t, 'cp', { type: 'replace', unit: 'ge-3', strength: 'reduced', at: 'essen' });
    t = legal(t, 'cp', { type: 'replace', unit: 'ge-4', strength: 'full' });
    expect(t.units['ah-2']).toEqual({ at: 'budapest', strength: 'reduced' });
    expect(t.units['ge-3']).toEqual({ at: 'essen', strength: 'reduced' });
    expect(t.units['ge-4']!.strength).toBe('full');
    // Every RP is spent: nothing more is offered.
    expect(legalActions(module, t, 'cp').map((a) => a.key)).toEqual(['replaced']);
  });

  it('17.1.4 two reduced corps are flipped for 1 RP; a flip costs what it costs, no more RP than recorded', () => {
    let t = endTurn(lastAction({ state: { rp: { ge: 1 } } })).state;
    t = legal(t, 'cp', { type: 'replace', unit: 'ge-c9', strength: 'full' });
    t = legal(t, 'cp', { type: 'replace', unit: 'ge-c11', strength: 'full' });
    expect(t.units['ge-c9']!.strength).toBe('full');
    expect(t.units['ge-c11']!.strength).toBe('full');
    refused(t, 'cp', { type: 'replace', unit: 'ge-7', strength: 'full' }, '17.1', 'replace-illegal');
  });

  it('17.1.4 an eliminated corps goes to the Reserve Box, full for 1 RP or two reduced for 1', () => {
    const s = lastAction({ units: { 'fr-c1': 'ap-eliminated', 'fr-c2': 'ap-eliminated' }, state: { rp: { fr: 1 } } });
    let t = endTurn(s).state;
    t = legal(t, 'ap', { type: 'replace', unit: 'fr-c1', strength: 'reduced', at: 'ap-reserve' });
    t = legal(t, 'ap', { type: 'replace', unit: 'fr-c2', strength: 'reduced', at: 'ap-reserve' });
    expect(t.units['fr-c2']).toEqual({ at: 'ap-reserve', strength: 'reduced' });
    refused(t, 'ap', { type: 'replace', unit: 'fr-6', strength: 'full' }, '17.1', 'replace-illegal');
  });

  it('17.1.5 the book’s September 1914: two French armies rebuilt reduced, the 2nd in Paris, the 3rd at Orleans as Paris is full (9.5.3.3)', () => {
    const s = lastAction({
      units: { 'fr-2': 'ap-eliminated', 'fr-3': 'ap-eliminated', 'fr-c1': 'paris' },
      state: { rp: { fr: 2 } },
    });
    let t = endTurn(s).state;
    refused(t, 'ap', { type: 'replace', unit: 'fr-2', strength: 'reduced', at: 'orleans' }, '17.1');
    t = legal(t, 'ap', { type: 'replace', unit: 'fr-2', strength: 'reduced', at: 'paris' });
    refused(t, 'ap', { type: 'replace', unit: 'fr-3', strength: 'reduced', at: 'paris' }, '17.1');
    t = legal(t, 'ap', { type: 'replace', unit: 'fr-3', strength: 'reduced', at: 'orleans' });
    expect(t.units['fr-3']).toEqual({ at: 'orleans', strength: 'reduced' });
  });

  it('17.1.1.1 the book’s September 1914: the Allied RP restores the Belgian army; A RP pay only for the minors', () => {
    let t = endTurn(lastAction({ reduced: ['be-1'], state: { rp: { a: 1 } } })).state;
    refused(t, 'ap', { type: 'replace', unit: 'fr-6', strength: 'full' }, '17.1', 'replace-no-rp');
    t = legal(t, 'ap', { type: 'replace', unit: 'be-1', strength: 'full' });
    expect(t.units['be-1']!.strength).toBe('full');
  });

  it('17.1.3 no RP for a nation whose capital the enemy controls or besieges', () => {
    const end = endTurn(lastAction({ reduced: ['ah-1'], state: { rp: { ah: 1, ge: 1 } } })).state;
    const t = { ...end, control: { ...end.control, vienna: 'ap' as const } };
    refused(t, 'cp', { type: 'replace', unit: 'ah-1', strength: 'full' }, '17.1', 'replace-capital');
    legal(t, 'cp', { type: 'replace', unit: 'ge-7', strength: 'full' });
  });

  it('17.1.7 the book’s September 1914: the BEF takes no replacements (12.4.7 item 5)', () => {
    const t = endTurn(lastAction({ reduced: ['br-bef'], state: { rp: { br: 2 } } })).state;
    refused(t, 'ap', { type: 'replace', unit: 'br-bef', strength: 'full' }, '17.1', 'replace-never');
    legal(t, 'ap', { type: 'replace', unit: 'br-c2', strength: 'full' });
  });

  it('12.4.7 an army eliminated for good is never rebuilt', () => {
    const t = endTurn(lastAction({ units: { 'ge-2': 'gone' }, state: { rp: { ge: 2 } } })).state;
    refused(t, 'cp', { type: 'replace', unit: 'ge-2', strength: 'reduced', at: 'essen' }, '17.1', 'replace-gone');
  });

  it('17.1.6 the ANA, replaced, is placed in Arabia', () => {
    let t = endTurn(lastAction({ units: { 'ana-c1': 'ap-eliminated' }, state: { rp: { a: 1 } } })).state;
    refused(t, 'ap', { type: 'replace', unit: 'ana-c1', strength: 'full', at: 'ap-reserve' }, '17.1');
    t = legal(t, 'ap', { type: 'replace', unit: 'ana-c1', strength: 'full', at: 'arabia' });
    expect(t.units['ana-c1']).toEqual({ at: 'arabia', strength: 'full' });
  });

  it('17.1.2 unspent RP are lost: the next turn starts with none', () => {
    let t = endTurn(lastAction({ state: { rp: { ge: 3 } } })).state;
    const a = act(t, 'cp', { type: 'replaced' });
    expect(a.ok && a.events.find((e) => e.kind === 'replaced')?.['lost']).toEqual({ ge: 3 });
    t = legal(legal(legal(t, 'cp', { type: 'replaced' }), 'cp', { type: 'draw' }), 'ap', { type: 'draw' });
    expect(t.rp).toEqual({});
  });

  it('Bolshevik Revolution (CP #53): no more than 1 Russian RP a turn', () => {
    const s = lastAction({ reduced: ['ru-1', 'ru-2'], state: { rp: { ru: 3 }, events: ['cp-53'] } });
    let t = endTurn(s).state;
    t = legal(t, 'ap', { type: 'replace', unit: 'ru-1', strength: 'full' });
    refused(t, 'ap', { type: 'replace', unit: 'ru-2', strength: 'full' }, '17.1', 'replace-illegal');
  });

  it('6.0 G the book’s August 1914 draw: the Allies, with no card left, draw 7; the Central Powers, with one, draw 6', () => {
    const mobilization = campaign().deck.cp.concat(campaign().hand.cp);
    const cc = mobilization.find((id) => game.cardById.get(id)?.combat)!;
    const other = mobilization.find((id) => !game.cardById.get(id)?.combat)!;
    const s = lastAction({ hand: { cp: [other], ap: [] } });
    let t = endTurn(s).state;
    expect(names(t)).toEqual(['discard:ap', 'discard:cp']);
    // 9.5.4.6: only a Combat Card may be discarded before the draw.
    refused(t, 'cp', { type: 'discard', card: other }, '9.5.4.6', 'discard-combat-only');
    const drawn = act(t, 'cp', { type: 'draw' });
    expect(drawn.ok && drawn.events.find((e) => e.kind === 'draw')?.['cards']).toBe(6);
    t = legal(t, 'cp', { type: 'draw' });
    expect(t.hand.cp).toHaveLength(7);
    t = legal(t, 'ap', { type: 'draw' });
    expect(t.hand.ap).toHaveLength(7);
    // Had the card left been a Combat Card, it could have been discarded first.
    const withCc = endTurn(lastAction({ hand: { cp: [cc], ap: [] } })).state;
    expect(legal(withCc, 'cp', { type: 'discard', card: cc }).hand.cp).toEqual([]);
  });

  it('17.1 every replacement the menu offers decodes and is applied', () => {
    const s = lastAction({
      units: { 'fr-2': 'ap-eliminated', 'fr-c1': 'ap-eliminated' },
      reduced: ['be-1'],
      state: { rp: { fr: 2, a: 1 } },
    });
    const t = endTurn(s).state;
    const offered = legalActions(module, t, 'ap');
    expect(offered.length).toBeGreaterThan(2);
    for (const { key } of offered) {
      const action = module.decode(t, key);
      expect(action, key).toBeDefined();
      expect(module.apply(t, 'ap', action!, new TestDice()).ok, key).toBe(true);
    }
  });
});
