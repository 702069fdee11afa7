import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import { SWEDISH_IDS } from '../../../../../src/engine/games/napoleon-1812/play/arrivals.js';
import { positionOf } from '../../../../../src/engine/games/napoleon-1812/play/game.js';
import {
  ELIMINATED,
  type N1812State,
  type TwoYearState,
} from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { trainsAsk } from '../../../../../src/engine/games/napoleon-1812/play/tables.js';
import {
  WINTER_IDS,
  winterReinforcements,
} from '../../../../../src/engine/games/napoleon-1812/play/two-year-counters.js';
import { downstreamCities } from '../../../../../src/engine/games/napoleon-1812/play/two-year-rivers.js';
import { TWO_YEAR_OPTION, ussChoices } from '../../../../../src/engine/games/napoleon-1812/play/two-year.js';
import { winter } from '../../../../../src/engine/games/napoleon-1812/rules/position.js';
import { forageRollsThisTurn } from '../../../../../src/engine/games/napoleon-1812/rules/supply-phase.js';
import { act, blank, depot, game, keys, kinds, lead, module, put, refusal, train, where } from './module-states.js';

/**
 * Advanced rule 16.13, the two-year campaign (the option `two-year`), one step at a time on the built-in pack's map.
 * Map facts: the Dvina's cities Vitebsk 1008, Polotsk 1207, Dünaburg 1506 and Riga 1904 reach the Baltic (a river
 * hexside at Riga touches the sea); Minsk 1410 is on no river; Warsaw 2612, Konigsberg 2607 and Thorn 2910 are French
 * cities (west of Russia); Moscow 0208, Kiev 1217 and St Petersburg 0902 take the Russian's dead and reinforcements.
 */

const [VITEBSK, POLOTSK, DUNABURG, RIGA, MINSK] = ['1008', '1207', '1506', '1904', '1410'];
const [WARSAW, KONIGSBERG, THORN] = ['2612', '2607', '2910'];
const [MOSCOW, KIEV, PETERSBURG, SMOLENSK] = ['0208', '1217', '0902', '0809'];
const FRENCH_CITIES = ['2612', '2607', '2908', '2910', '2307', '2217', '2110', '2004'];

/** A blank state with the option on; 16.13's counters and the Swedes off the map (never placed). */
function fresh(turn = 7, twoYear: Partial<TwoYearState> = {}): N1812State {
  const s = blank('leaders', turn);
  for (const id of [...WINTER_IDS, ...SWEDISH_IDS]) delete s.leaders[id];
  s.sides.russian.done = true;
  s.twoYear = { asked: false, entered: false, ...twoYear };
  return s;
}

/** The step `two-year` at `stage`, the French entered. */
function at(stage: TwoYearState['stage'], extra: Partial<TwoYearState> = {}, turn = 7): N1812State {
  const s = fresh(turn, { asked: true, entered: true, stage, ...extra });
  s.step = 'two-year';
  s.toAct = stage === 'russian-place' || stage === 'russian-arrive' ? 'russian' : 'french';
  return s;
}

const noProblems = (s: N1812State) => expect(module.check!(s)).toEqual([]);

describe('16.13 the two-year campaign (the option two-year)', () => {
  it('16.13 declared and off by default', () => {
    expect(module.options!().map((o) => o.id)).toContain(TWO_YEAR_OPTION);
    const plain = module.setup({ scenario: 'historical', options: {} } as unknown as SetupInput, new ScriptedDice([]));
    const chosen = module.setup(
      { scenario: 'historical', options: { [TWO_YEAR_OPTION]: true } } as unknown as SetupInput,
      new ScriptedDice([]),
    );
    if (!plain.ok || !chosen.ok) throw new Error('setup');
    expect(plain.state.twoYear).toBeUndefined();
    expect(chosen.state.twoYear).toEqual({ asked: false, entered: false });
  });

  it('16.13 the offer: at the end of turn 7, or of the first turn with 8 French Depots; not before', () => {
    const seven = act(fresh(7), 'french', 'done').state;
    expect(seven.step).toBe('two-year');
    expect(keys(seven, 'french')).toEqual(['2y/enter', '2y/decline']);
    const eight = fresh(3);
    for (const hex of FRENCH_CITIES) depot(eight, 'french', hex);
    expect(act(eight, 'french', 'done').state.twoYear!.stage).toBe('offer');
    // Illegal: 7 Depots on turn 3 open nothing; the game goes on to turn 4.
    const few = fresh(3);
    for (const hex of FRENCH_CITIES.slice(1)) depot(few, 'french', hex);
    const next = act(few, 'french', 'done').state;
    expect(next.step).not.toBe('two-year');
    expect(next.turn).toBe(4);
    // The Russian does not answer the offer.
    expect(refusal(seven, 'russian', '2y/enter').code).toBe('not-your-turn');
  });

  it('16.13 declined: the 1812 game goes on (turn 8, winter from 11) and the offer is not made again', () => {
    const seven = act(fresh(7), 'french', 'done').state;
    expect(refusal(seven, 'french', `2y/uss/${WARSAW}`).rule).toBe('16.13');
    const r = act(seven, 'french', '2y/decline');
    expect(kinds(r.events)).toContain('winter-declined');
    expect(r.state.turn).toBe(8);
    expect(r.state.twoYear).toMatchObject({ asked: true, entered: false });
    expect(winter({ ...positionOf(game, r.state), turn: 11 })).toBe(true);
  });

  it('16.13 entered: the French disrupted recover; every French counter, IX and XI Corps too, to place in a city', () => {
    const s = fresh(7);
    const [a, b] = put(s, 'french', '1608', 2, { type: 'infantry', disrupted: true });
    lead(s, '1608', 'fr-Davout');
    const offer = act(s, 'french', 'done').state;
    const r = act(offer, 'french', '2y/enter');
    expect(r.state.units[a!]!.disrupted).toBe(false);
    expect(r.state.twoYear!.stage).toBe('french-place');
    expect(r.state.twoYear!.toPlace!.map((e) => e.piece).sort()).toEqual(
      [a!, b!, 'fr-Davout', ...winterReinforcements('french')].sort(),
    );
    expect(keys(r.state, 'french', [`w:${a}`])).toContain(`2y/place/${a}@${WARSAW}`);
  });

  it('16.13 French placement: a friendly city, or an enemy one with a French Depot (4.1); not a field, not Minsk bare', () => {
    const s = at('french-place');
    const [a] = put(s, 'french', '1608', 1, { cls: 'v' });
    s.twoYear!.toPlace = [
      { piece: a!, zone: 'quarters' },
      { piece: 'fr-16.13-Victor', zone: 'quarters' },
    ];
    expect(refusal(s, 'french', `2y/place/${a}@1608`).code).toBe('winter-place');
    expect(refusal(s, 'french', `2y/place/${a}@${MINSK}`).code).toBe('winter-place');
    // 4.1: Warsaw holds 6 OF already.
    const full = structuredClone(s);
    put(full, 'french', WARSAW, 3, { cls: 'c' });
    expect(refusal(full, 'french', `2y/place/${a}@${WARSAW}`).code).toBe('winter-place');
    depot(s, 'french', MINSK);
    const r = act(s, 'french', `2y/place/${a}@${MINSK}`);
    expect(where(r.state, a!)).toBe(MINSK);
    noProblems(r.state);
  });

  it('16.13 the USS: a friendly city, or an enemy one with a Depot on a river to the Baltic, none of its cities downstream Russian', () => {
    expect(downstreamCities(game.model.grid!, game.model.hexes, POLOTSK)).toEqual([DUNABURG, RIGA]);
    expect(downstreamCities(game.model.grid!, game.model.hexes, MINSK)).toBeUndefined();
    const s = at('uss');
    depot(s, 'french', POLOTSK);
    depot(s, 'french', MINSK);
    expect(ussChoices(game, s)).toContain(POLOTSK);
    expect(ussChoices(game, s)).toContain(WARSAW);
    expect(refusal(s, 'french', `2y/uss/${MINSK}`).code).toBe('winter-uss');
    const held = structuredClone(s);
    put(held, 'russian', RIGA, 1);
    expect(refusal(held, 'french', `2y/uss/${POLOTSK}`).code).toBe('winter-uss');
    // Chosen: the French then roll 2d6 (2 + 3 → 2 units, no leader) and Napoleon's die (6: he stays).
    put(s, 'french', WARSAW, 3);
    lead(s, WARSAW, 'fr-Napoleon');
    const r = act(s, 'french', `2y/uss/${POLOTSK}`, [2, 3, 6]);
    expect(r.state.twoYear).toMatchObject({ uss: POLOTSK, stage: 'french-losses', unitsLost: 2, leadersLost: 0 });
    expect(r.state.twoYear!.napoleon).toBe('stays');
    // 7.7: Polotsk now starts a Depot chain as the map's USS do.
    expect(positionOf(game, r.state).chosenSources).toEqual({ french: [POLOTSK] });
  });

  it('16.13 the losses: the French chooses his units, then a leader per die showing 1, never Napoleon', () => {
    const s = at('uss');
    const units = put(s, 'french', WARSAW, 3);
    lead(s, WARSAW, 'fr-Napoleon', 'fr-Davout');
    put(s, 'russian', SMOLENSK, 1);
    depot(s, 'russian', SMOLENSK);
    // 1 + 4 → 2 units and 1 leader; Napoleon's 3: back to France, he may return.
    let r = act(s, 'french', `2y/uss/${WARSAW}`, [1, 4, 3]);
    expect(r.state.leaders['fr-Napoleon']!.hex).toBe(ELIMINATED);
    expect(r.state.twoYear!.napoleon).toBe('away');
    expect(refusal(r.state, 'french', '2y/lose/fr-Davout').code).toBe('winter-loss');
    r = act(r.state, 'french', `2y/lose/${units[0]}`);
    r = act(r.state, 'french', `2y/lose/${units[1]}`);
    expect(keys(r.state, 'french')).toEqual(['2y/lose/fr-Davout']);
    expect(refusal(r.state, 'french', `2y/lose/${units[2]}`).code).toBe('winter-loss');
    r = act(r.state, 'french', '2y/lose/fr-Davout');
    expect(r.state.leaders['fr-Davout']!.hex).toBe(ELIMINATED);
    // The Russian's turn comes (no Russian counter on the map: his 2d6 at once).
    expect(r.state.twoYear!.stage).toBe('russian-place');
  });

  it('16.13 Napoleon 1–2: gone for good', () => {
    const s = at('uss');
    lead(s, WARSAW, 'fr-Napoleon');
    put(s, 'french', WARSAW, 3);
    const r = act(s, 'french', `2y/uss/${WARSAW}`, [3, 3, 2]);
    expect(r.state.twoYear!.napoleon).toBe('gone');
    expect(r.state.leaders['fr-Napoleon']!.hex).toBe(ELIMINATED);
    expect(r.state.over).toBeNull();
  });

  it('16.13 Russian repositioning: in winter supply, not next to French units, not in a city on the USS river', () => {
    const s = at('russian-place', { uss: POLOTSK });
    put(s, 'french', POLOTSK, 1);
    depot(s, 'french', POLOTSK);
    depot(s, 'russian', VITEBSK);
    depot(s, 'russian', SMOLENSK);
    const [r1] = put(s, 'russian', '0108', 1);
    s.twoYear!.toPlace = [{ piece: r1!, zone: 'winter-supply' }];
    s.twoYear!.supplied = undefined;
    // The list is read when the repositioning starts: rebuild it as the step does.
    const started = structuredClone(s);
    started.twoYear!.stage = 'french-losses';
    started.twoYear!.unitsLost = 0;
    started.twoYear!.leadersLost = 0;
    started.step = 'two-year';
    started.toAct = 'french';
    // A French loss to choose ends the French part: give him one unit to lose.
    const [lost] = put(started, 'french', KONIGSBERG, 1);
    started.twoYear!.unitsLost = 1;
    const r = act(started, 'french', `2y/lose/${lost}`).state;
    expect(r.twoYear!.stage).toBe('russian-place');
    const offered = keys(r, 'russian', [`w:${r1}`]);
    expect(offered).toContain(`2y/place/${r1}@${SMOLENSK}`);
    // Vitebsk: a Russian Depot, but a city along the Dvina where the French USS is (b).
    expect(offered).not.toContain(`2y/place/${r1}@${VITEBSK}`);
    expect(refusal(r, 'russian', `2y/place/${r1}@${VITEBSK}`).code).toBe('winter-place');
    // (a) next to the French unit at Polotsk; and a hex far from any Russian Depot (6.2's 3 hexes).
    const nextToFrench = game.model
      .grid!.neighbours(POLOTSK)
      .find((h) => game.model.hexes.get(h)?.terrain === 'clear')!;
    expect(offered).not.toContain(`2y/place/${r1}@${nextToFrench}`);
    expect(offered).not.toContain(`2y/place/${r1}@${THORN}`);
  });

  it('16.13 the Russian 2d6: his dead placed in or next to Kiev, Moscow, St Petersburg not held by the French; reinforcements, Swedes', () => {
    const s = at('russian-place');
    const [r1] = put(s, 'russian', SMOLENSK, 1);
    depot(s, 'russian', SMOLENSK);
    s.twoYear!.toPlace = [{ piece: r1!, zone: 'winter-supply' }];
    s.twoYear!.supplied = [SMOLENSK];
    const dead = Object.keys(s.units).find((id) => id.startsWith('ru-') && s.units[id]!.hex === ELIMINATED)!;
    put(s, 'french', MOSCOW, 1);
    // 2 + 3 → 2 dead recovered.
    const r = act(s, 'russian', `2y/place/${r1}@${SMOLENSK}`, [2, 3]);
    expect(r.state.twoYear).toMatchObject({ stage: 'russian-arrive', recover: 2 });
    expect(r.state.twoYear!.toPlace!.map((e) => e.piece)).toEqual([...winterReinforcements('russian'), ...SWEDISH_IDS]);
    // Moscow is held by the French: neither it nor its neighbours; Smolensk is no capital.
    expect(refusal(r.state, 'russian', `2y/raise/${dead}@${MOSCOW}`).code).toBe('winter-raise');
    expect(refusal(r.state, 'russian', `2y/raise/${dead}@${SMOLENSK}`).code).toBe('winter-raise');
    let t = act(r.state, 'russian', `2y/raise/${dead}@${KIEV}`).state;
    expect(where(t, dead)).toBe(KIEV);
    // The Swedes arrive in or next to St Petersburg only.
    expect(refusal(t, 'russian', `2y/place/${SWEDISH_IDS[0]}@${KIEV}`).code).toBe('winter-place');
    t = act(t, 'russian', `2y/place/${SWEDISH_IDS[0]}@${PETERSBURG}`).state;
    noProblems(t);
  });

  it('16.13 the end of the winter quarters: turn 8 (May 1813), no winter, Tab. 16.13, no forage on turns 8–9', () => {
    const s = at('russian-arrive', { recover: 0 }, 4);
    put(s, 'russian', KIEV, 1);
    s.twoYear!.toPlace = [{ piece: 'ru-16.13-Chichagov', zone: 'capitals' }];
    const r = act(s, 'russian', `2y/place/ru-16.13-Chichagov@${KIEV}`);
    expect(kinds(r.events)).toContain('winter-over');
    expect(r.state.turn).toBe(8);
    expect(r.state.twoYear!.stage).toBeUndefined();
    expect(winter({ ...positionOf(game, r.state), turn: 12 })).toBe(false);
    expect(trainsAsk(r.state, 'french').rule).toBe('16.13');
    expect(trainsAsk({ ...r.state, twoYear: undefined }, 'french').rule).toBe('7.2');
    expect(forageRollsThisTurn(8, true)).toBe(false);
    expect(forageRollsThisTurn(10, true)).toBe(true);
  });

  it('16.13 each 1813 turn ends with the Russian roll (6: two dead), and Napoleon back on a 5–6 to a French stack', () => {
    const s = fresh(9, { asked: true, entered: true, napoleon: 'away', uss: WARSAW });
    put(s, 'french', WARSAW, 1);
    const [dead] = Object.keys(s.units).filter((id) => id.startsWith('ru-'));
    const r = act(s, 'french', 'done', [5, 6]);
    expect(r.state.twoYear).toMatchObject({ stage: 'napoleon', recover: 2 });
    expect(refusal(r.state, 'french', `2y/napoleon/${KONIGSBERG}`).code).toBe('napoleon-stack');
    const back = act(r.state, 'french', `2y/napoleon/${WARSAW}`).state;
    expect(back.leaders['fr-Napoleon']!.hex).toBe(WARSAW);
    expect(back.twoYear!.stage).toBe('russian-arrive');
    const raised = act(back, 'russian', `2y/raise/${dead}@${MOSCOW}`).state;
    expect(where(raised, dead!)).toBe(MOSCOW);
    // A 1: nothing, and the turn goes on (turn 10 after 9).
    const quiet = act(fresh(9, { asked: true, entered: true, napoleon: 'stays' }), 'french', 'done', [1]);
    expect(quiet.state.turn).toBe(10);
  });

  it('16.13 the USS is lost once the Russian holds a city downstream of it', () => {
    const s = fresh(9, { asked: true, entered: true, napoleon: 'stays', uss: POLOTSK });
    s.step = 'leaders';
    put(s, 'russian', DUNABURG, 1);
    const r = act(s, 'french', 'done', [1]);
    expect(kinds(r.events)).toContain('uss-lost');
    expect(r.state.twoYear!.uss).toBeNull();
    // Kept while the river downstream is free.
    const kept = act(fresh(9, { asked: true, entered: true, napoleon: 'stays', uss: POLOTSK }), 'french', 'done', [1]);
    expect(kept.state.twoYear!.uss).toBe(POLOTSK);
  });

  it("8.4 (the menu, for 16.13's packed cities): a stack boxed in by enemy cavalry is not offered a move; a free one is", () => {
    const from = '1608';
    const grid = game.model.grid!;
    const s = blank('movement');
    put(s, 'french', from, 1);
    lead(s, from, 'fr-Davout');
    train(s, 'french', from);
    s.sides.russian.done = true;
    expect(keys(s, 'french')).toContain(`move/${from}`);
    const boxed = structuredClone(s);
    // Russian cavalry all round: every first hex is held by the enemy or in its cavalry's zone (8.4 point 8).
    for (const n of grid.neighbours(from)) put(boxed, 'russian', n, 1, { type: 'cavalry' });
    expect(keys(boxed, 'french')).not.toContain(`move/${from}`);
    expect(keys(boxed, 'french', ['pass'])).toContain(`pass/${from}`);
  });
});
