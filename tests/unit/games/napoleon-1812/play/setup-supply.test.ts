import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import {
  act,
  blank,
  depot,
  game,
  grid,
  keys,
  kinds,
  lead,
  module,
  MOSCOW,
  put,
  refusal,
  riverFree,
  train,
  WARSAW,
} from './module-states.js';

/**
 * The set-up's Depots (14.1) and phases 1–2 of the sequence of play (5.1): general supply (6.1–6.5), converting a
 * Depot (7.1), Tab. 7.3's value and the trains (7.2), their placing in alternation (7.4, 7.5), establishing Depots
 * (7.6, 7.7). Every number asserted is the book's (cited) or counted from it; map distances are the pack's hexes.
 */

const TILSIT = '2307';
const KONIGSBERG = '2607';
const THORN = '2910';
const WILNO = '1808';
const GRODNO = '2110';

function fresh(): N1812State {
  const r = module.setup({ scenario: 'historical' } as never, new ScriptedDice([]));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

/** The end of a turn (12.2 both done, no Cossack roll asked): the next turn begins with phase 1 (6.x). */
function nextTurn(s: N1812State, dice: readonly number[] = []) {
  s.step = 'leaders';
  s.sides.russian.done = true;
  s.sides.french.done = false;
  s.toAct = 'french';
  return act(s, 'french', 'done', dice);
}

describe('14.1 the set-up’s Depots', () => {
  it('14.1 the Russian places first, up to 11, on a city linked per 7.7; Done passes to the French, whose Done starts turn 1', () => {
    let s = fresh();
    expect(s.step).toBe('setup-depots');
    // "I Russi piazzano per primi": the French is offered nothing and refused.
    expect(keys(s, 'french')).toEqual([]);
    expect(refusal(s, 'french', 'done')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    // A Russian stack in Moscow, 1 hex from the east edge (a Russian USS, 1.1): a Depot there is linked (7.7).
    s.units['ru-1I-Iv']!.hex = MOSCOW;
    expect(keys(s, 'russian')).toContain(`depot/${MOSCOW}`);
    s = act(s, 'russian', `depot/${MOSCOW}`).state;
    expect(s.depots).toEqual([{ side: 'russian', hex: MOSCOW }]);
    s = act(s, 'russian', 'done').state;
    expect(s.toAct).toBe('french');
    expect(refusal(s, 'russian', 'done')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    // A French stack in Warsaw, 3 hexes from the west edge (a French USS).
    expect(grid.distance(WARSAW, '2912')).toBe(3);
    s.units['fr-X-IL1']!.hex = WARSAW;
    s = act(s, 'french', `depot/${WARSAW}`).state;
    const r = act(s, 'french', 'done');
    expect(r.state.turn).toBe(1);
    expect(r.state.step).toBe('convert');
    expect(kinds(r.events)).toContain('turn');
  });

  it('14.1 a Depot goes on a friendly city linked to a USS with no unit in it (7.6 "città amiche")', () => {
    let s = fresh();
    expect(keys(s, 'russian')).toContain(`depot/${MOSCOW}`);
    s = act(s, 'russian', `depot/${MOSCOW}`).state;
    expect(s.depots).toEqual([{ side: 'russian', hex: MOSCOW }]);
    s = act(s, 'russian', 'done').state;
    expect(keys(s, 'french')).toContain(`depot/${WARSAW}`);
    // An enemy city needs friendly units in it (7.6): Wilno is the Russian's; the French holds none of it.
    expect(refusal(s, 'french', `depot/${WILNO}`)).toMatchObject({ rule: '7.6', code: 'depot-enemy-city' });
  });

  it('14.1 a 12th Russian Depot and a 15th French one are refused', () => {
    const s = fresh();
    const cities = [...game.model.hexes.values()].filter((h) => h.city && h.id !== MOSCOW && h.id !== WARSAW);
    for (const h of cities.slice(0, 11)) depot(s, 'russian', h.id);
    s.units['ru-1I-Iv']!.hex = MOSCOW;
    expect(keys(s, 'russian')).toEqual(['done']);
    expect(refusal(s, 'russian', `depot/${MOSCOW}`)).toMatchObject({ rule: '14.1', code: 'setup-depots-full' });
    s.depots = [];
    s.toAct = 'french';
    s.sides.russian.done = true;
    for (const h of cities.slice(0, 14)) depot(s, 'french', h.id);
    s.units['fr-X-IL1']!.hex = WARSAW;
    expect(refusal(s, 'french', `depot/${WARSAW}`)).toMatchObject({ rule: '14.1', code: 'setup-depots-full' });
  });

  it('14.1 a Depot on a city not linked to a USS (7.7) or off a city (7.6) is refused', () => {
    const s = fresh();
    // Wilno holds Russian units at the historical set-up, 11 hexes from any Russian USS, with no Depot chain.
    s.units['ru-1I-Iv']!.hex = WILNO;
    expect(keys(s, 'russian')).not.toContain(`depot/${WILNO}`);
    expect(refusal(s, 'russian', `depot/${WILNO}`)).toMatchObject({ rule: '7.7', code: 'depot-no-chain' });
    expect(refusal(s, 'russian', 'depot/1806')).toMatchObject({ rule: '7.6', code: 'depot-not-city' });
  });
});

describe('6.1–6.5 the turn’s general supply', () => {
  it('6.4 a stack with no line to a friendly Depot is disrupted; one in a city with its Depot, or 5 hexes from it (6.2), is not', () => {
    const s = blank('leaders', 2);
    const [inMoscow] = put(s, 'russian', MOSCOW);
    depot(s, 'russian', MOSCOW);
    // 6.2: at most 5 hexes, the unit's own excluded and the city's included.
    expect(grid.distance('0213', MOSCOW)).toBe(5);
    expect(riverFree(['0213', '0212', '0211', '0210', '0209', MOSCOW])).toBe(true);
    expect(grid.distance('0214', MOSCOW)).toBe(6);
    const [five] = put(s, 'russian', '0213');
    const [six] = put(s, 'russian', '0214');
    const cut = put(s, 'russian', '1508', 2);
    const r = nextTurn(s);
    expect(r.state.turn).toBe(3);
    expect(r.state.units[inMoscow!]!.disrupted).toBe(false);
    expect(r.state.units[five!]!.disrupted).toBe(false);
    expect(r.state.units[six!]!.disrupted).toBe(true);
    for (const id of cut) expect(r.state.units[id]!.disrupted).toBe(true);
    expect(kinds(r.events)).toContain('supply');
  });

  it('6.2 in winter (turn 11 on, 1.1) the line is 3 hexes: 5 from the Depot is out of supply', () => {
    const s = blank('leaders', 10);
    depot(s, 'russian', MOSCOW);
    expect(grid.distance('0211', MOSCOW)).toBe(3);
    expect(riverFree(['0211', '0210', '0209', MOSCOW])).toBe(true);
    const [three] = put(s, 'russian', '0211');
    const [five] = put(s, 'russian', '0213');
    const r = nextTurn(s);
    expect(r.state.turn).toBe(11);
    expect(r.state.units[three!]!.disrupted).toBe(false);
    expect(r.state.units[five!]!.disrupted).toBe(true);
  });

  it('6.4 out of supply, a French non-Veteran already disrupted is eliminated; a Veteran (outside winter) and a Russian stay disrupted', () => {
    const s = blank('leaders', 2);
    const [line] = put(s, 'french', '1608', 1, { cls: 'L', type: 'infantry', disrupted: true });
    const [veteran] = put(s, 'french', '1608', 1, { cls: 'v', type: 'infantry', disrupted: true });
    const [good] = put(s, 'french', '1608', 1, { cls: 'v', type: 'infantry' });
    const [russian] = put(s, 'russian', '1408', 1, { disrupted: true });
    const r = nextTurn(s).state;
    expect(r.units[line!]!.hex).toBe('eliminated');
    expect(r.units[veteran!]).toMatchObject({ hex: '1608', disrupted: true });
    expect(r.units[good!]).toMatchObject({ hex: '1608', disrupted: true });
    expect(r.units[russian!]).toMatchObject({ hex: '1408', disrupted: true });
  });

  it('6.4 in winter a disrupted French Veteran out of supply is eliminated too', () => {
    const s = blank('leaders', 10);
    const [veteran] = put(s, 'french', '1608', 1, { cls: 'v', type: 'infantry', disrupted: true });
    put(s, 'french', '1608', 1, { cls: 'v', type: 'infantry' });
    expect(nextTurn(s).state.units[veteran!]!.hex).toBe('eliminated');
  });

  it('6.2/6.5 a line may not enter a hex next to good-order enemy cavalry, read before that cavalry is itself disrupted', () => {
    const base = blank('leaders', 2);
    depot(base, 'russian', MOSCOW);
    const [russian] = put(base, 'russian', '0209');
    // French cavalry next to Moscow (0308), cut off from any French Depot: it is disrupted this phase, but 6.5
    // reads every line first, so the Russian line into Moscow is blocked.
    expect(grid.neighbours(MOSCOW)).toContain('0308');
    const [cavalry] = put(base, 'french', '0308', 1, { type: 'cavalry' });
    // (A lone French unit outside a city: the Cossacks roll first, 13.1; a 1 does nothing.)
    const r = nextTurn(structuredClone(base), [1]).state;
    expect(r.units[russian!]!.disrupted).toBe(true);
    expect(r.units[cavalry!]!.disrupted).toBe(true);
    // Friendly units in Moscow open it again (6.2: "a meno che l'esagono adiacente sia occupato da unità amiche").
    const held = structuredClone(base);
    const [garrison] = put(held, 'russian', MOSCOW);
    const h = nextTurn(held, [1]).state;
    expect(h.units[russian!]!.disrupted).toBe(false);
    expect(h.units[garrison!]!.disrupted).toBe(false);
    // So does the cavalry already disrupted before the phase.
    const tired = structuredClone(base);
    tired.units[cavalry!]!.disrupted = true;
    expect(nextTurn(tired, [1]).state.units[russian!]!.disrupted).toBe(false);
  });

  it('6.4 exception: Russian units in Riga out of supply are not disrupted; elsewhere they are', () => {
    const s = blank('leaders', 2);
    expect(game.model.hexes.get('1904')?.name).toBe('Riga');
    const [riga] = put(s, 'russian', '1904');
    const [out] = put(s, 'russian', '1804');
    const r = nextTurn(s).state;
    expect(r.units[riga!]!.disrupted).toBe(false);
    expect(r.units[out!]!.disrupted).toBe(true);
    // "anche se tutti gli altri effetti rimangono gli stessi (non possono muovere, né combattere)".
    r.step = 'movement';
    r.toAct = 'russian';
    r.sides.french.done = true;
    lead(r, '1904', 'ru-Essen');
    train(r, 'russian', '1904');
    const started = act(r, 'russian', 'move/1904').state;
    expect(keys(started, 'russian').filter((k) => k.startsWith('mv/to/'))).toEqual([]);
    expect(refusal(started, 'russian', 'mv/to/1804')).toMatchObject({ rule: '8.4', code: 'move-stack-disrupted' });
  });

  it('6.3 from turn 3 a Forage stack rolls: a roll no higher than its units puts it out of supply; a higher one does not; no roll before turn 3', () => {
    const base = blank('leaders', 2);
    // Next to Grodno (a French city, 1.1) and its Depot, in Russia.
    depot(base, 'french', GRODNO);
    const ids = put(base, 'french', '2111', 2);
    base.forage = ['2111'];
    // Turn 3: 2 units, a 2 is out of supply (disrupted, 6.4); a 3 is not. The markers come off (6.3).
    const low = nextTurn(structuredClone(base), [2]);
    expect(low.events.find((e) => e.kind === 'forage')).toMatchObject({ hex: '2111', die: 2 });
    for (const id of ids) expect(low.state.units[id]!.disrupted).toBe(true);
    expect(low.state.forage).toEqual([]);
    const high = nextTurn(structuredClone(base), [3]).state;
    for (const id of ids) expect(high.units[id]!.disrupted).toBe(false);
    // Turn 2: no die is rolled (the scripted dice would be missing one), and the stack is in supply.
    const early = structuredClone(base);
    early.turn = 1;
    const r = nextTurn(early);
    expect(kinds(r.events)).not.toContain('forage');
    for (const id of ids) expect(r.state.units[id]!.disrupted).toBe(false);
  });
});

describe('7.1 converting a Depot', () => {
  it('7.1 one Depot where a friendly unit stands becomes a face-up train; one with no unit, or a second, is refused', () => {
    const s = blank('convert', 3);
    depot(s, 'french', WARSAW);
    depot(s, 'french', THORN);
    put(s, 'french', WARSAW, 2);
    put(s, 'russian', MOSCOW);
    expect(keys(s, 'french')).toEqual([`convert/${WARSAW}`, 'done']);
    expect(refusal(s, 'french', `convert/${THORN}`)).toMatchObject({ rule: '7.1', code: 'convert-no-unit' });
    const after = act(s, 'french', `convert/${WARSAW}`).state;
    expect(after.depots).toEqual([{ side: 'french', hex: THORN }]);
    expect(after.trains).toEqual([expect.objectContaining({ side: 'french', hex: WARSAW, real: true, faceUp: true })]);
    // Face up: the Russian sees it is a real train.
    const seen = module.view(after, 'russian').pieces.filter((p) => p.id.startsWith('train-'));
    expect(seen).toEqual([expect.objectContaining({ at: WARSAW, label: 'Train' })]);
    expect(seen[0]).not.toHaveProperty('hidden');
    // One a turn: the French is through with the step.
    expect(keys(after, 'french')).toEqual([]);
    expect(refusal(after, 'french', `convert/${THORN}`)).toMatchObject({ code: 'not-your-turn' });
  });
});

/** A turn-3 position for phase 2: a French stack with a leader in supply at Warsaw, a Russian one at Moscow. */
function supplied(step: N1812State['step']): N1812State {
  const s = blank(step, 3);
  depot(s, 'french', WARSAW);
  put(s, 'french', WARSAW, 2);
  lead(s, WARSAW, 'fr-Davout');
  depot(s, 'russian', MOSCOW);
  put(s, 'russian', MOSCOW, 2);
  lead(s, MOSCOW, 'ru-Barclay');
  return s;
}

function learnedCell(s: N1812State, side: string): number | undefined {
  return module
    .learned?.(s)
    .find((v) => v.subject.kind === 'table' && v.subject.row === String(s.turn) && v.subject.column === side)?.number;
}

describe('7.2 Tab. 7.3 and the trains of the turn', () => {
  it('7.2 each side is asked once for its Tab. 7.3 value, which is recorded; trains = table − Depots − Depots lost (8.8)', () => {
    let s = supplied('trains-table');
    depot(s, 'french', THORN);
    s.depotsLost.french = 1;
    expect(keys(s, 'french')).toContain('trains/6');
    expect(keys(s, 'russian')).toContain('trains/4');
    s = act(s, 'french', 'trains/6').state;
    expect(learnedCell(s, 'french')).toBe(6);
    // Asked once: the French is offered nothing more and refused a second answer.
    expect(keys(s, 'french')).toEqual([]);
    expect(refusal(s, 'french', 'trains/9')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    const r = act(s, 'russian', 'trains/4');
    expect(learnedCell(r.state, 'russian')).toBe(4);
    expect(r.state.step).toBe('trains');
    // French: 6 − 2 Depots − 1 lost = 3; Russian: 4 − 1 Depot = 3; each with the two dummies of 7.5.
    expect(r.state.sides.french).toMatchObject({ realToPlace: 3, dummiesToPlace: 2 });
    expect(r.state.sides.russian).toMatchObject({ realToPlace: 3, dummiesToPlace: 2 });
  });

  it('7.2 note: a negative count lets the opponent remove that many Depots, and only the owner’s', () => {
    let s = supplied('trains-table');
    depot(s, 'russian', '0306');
    depot(s, 'russian', '0408');
    s = act(s, 'french', 'trains/5').state;
    // Russian: 1 − 3 Depots = −2: the French removes 2 Russian Depots.
    s = act(s, 'russian', 'trains/1').state;
    expect(s.sides.russian.realToPlace).toBe(0);
    expect(s.prompts.at(-1)).toMatchObject({ name: 'remove-depots', side: 'french', owner: 'russian', count: 2 });
    expect(keys(s, 'french').filter((k) => k.startsWith('remove-depot/'))).toEqual([
      'remove-depot/0208',
      'remove-depot/0306',
      'remove-depot/0408',
    ]);
    expect(refusal(s, 'french', `remove-depot/${WARSAW}`)).toMatchObject({ rule: '7.2', code: 'remove-depot' });
    expect(refusal(s, 'russian', 'remove-depot/0306')).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    s = act(s, 'french', 'remove-depot/0306').state;
    s = act(s, 'french', 'remove-depot/0408').state;
    expect(s.depots.filter((d) => d.side === 'russian')).toEqual([{ side: 'russian', hex: MOSCOW }]);
    expect(s.prompts).toEqual([]);
  });
});

describe('7.2 note: the opponent "may" remove Depots', () => {
  it('7.2 the opponent may keep the Depots a negative count lets him remove (Done), after removing some or none', () => {
    let s = supplied('trains-table');
    depot(s, 'russian', '0306');
    depot(s, 'russian', '0408');
    s = act(s, 'french', 'trains/5').state;
    s = act(s, 'russian', 'trains/1').state;
    expect(keys(s, 'french')).toContain('done');
    s = act(s, 'french', 'remove-depot/0306').state;
    s = act(s, 'french', 'done').state;
    expect(s.depots.filter((d) => d.side === 'russian').map((d) => d.hex)).toEqual([MOSCOW, '0408']);
    expect(s.prompts).toEqual([]);
    expect(s.step).toBe('trains');
  });
});

describe('7.4 placing the trains in alternation', () => {
  it('7.4 the side with more trains in the table places first, whatever its Depots; then the sides alternate', () => {
    let s = supplied('trains-table');
    for (const hex of [THORN, KONIGSBERG, '2908']) depot(s, 'french', hex);
    // French 6 − 4 Depots = 2 real, Russian 4 − 1 = 3 real: the French still has more in the table.
    s = act(s, 'french', 'trains/6').state;
    s = act(s, 'russian', 'trains/4').state;
    expect(s.sides.french.realToPlace).toBe(2);
    expect(s.sides.russian.realToPlace).toBe(3);
    expect(s.first).toBe('french');
    expect(s.toAct).toBe('french');
    expect(refusal(s, 'russian', `train/${MOSCOW}/real`)).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    s = act(s, 'french', `train/${WARSAW}/real`).state;
    expect(s.toAct).toBe('russian');
    s = act(s, 'russian', `train/${MOSCOW}/dummy`).state;
    expect(s.toAct).toBe('french');
  });

  it('7.4 equal trains in the table: a die decides (README), 1–3 the French, 4–6 the Russian', () => {
    const s = act(supplied('trains-table'), 'french', 'trains/5').state;
    const low = act(s, 'russian', 'trains/5', [3]).state;
    expect(low.first).toBe('french');
    const high = act(s, 'russian', 'trains/5', [4]).state;
    expect(high.first).toBe('russian');
    expect(high.toAct).toBe('russian');
  });

  it('7.4 a marker, dummy or real, goes on a stack that could use a real one (7.3: in supply, with a leader); elsewhere it is refused', () => {
    const s = supplied('trains');
    s.sides.french.realToPlace = 1;
    s.sides.french.dummiesToPlace = 2;
    s.sides.russian.realToPlace = 1;
    s.sides.russian.dummiesToPlace = 2;
    // A French stack with no leader, out of supply.
    put(s, 'french', '1608');
    expect(keys(s, 'french', ['dummy'])).toEqual([`train/${WARSAW}/dummy`]);
    expect(refusal(s, 'french', 'train/1608/dummy')).toMatchObject({ rule: '7.3', code: 'train-spot' });
    expect(refusal(s, 'french', 'train/1608/real')).toMatchObject({ rule: '7.3', code: 'train-spot' });
    const after = act(s, 'french', `train/${WARSAW}/dummy`).state;
    expect(after.sides.french.dummiesToPlace).toBe(1);
    // 7.4: face down: the Russian sees a train, not what it is; the French sees his dummy.
    const marker = (side: 'french' | 'russian') =>
      module.view(after, side).pieces.find((p) => p.id.startsWith('train-') && p.at === WARSAW);
    expect(marker('russian')).toMatchObject({ label: 'Train', hidden: true });
    expect(marker('french')).toMatchObject({ label: 'Dummy' });
  });

  it('7.4/7.6 a marker may also go on a stack, leaderless and disrupted, that could establish a Depot where it stands', () => {
    const s = supplied('trains');
    s.sides.french.realToPlace = 1;
    depot(s, 'french', KONIGSBERG);
    put(s, 'french', TILSIT, 1, { disrupted: true });
    expect(keys(s, 'french', ['real'])).toContain(`train/${TILSIT}/real`);
    const far = structuredClone(s);
    far.depots = far.depots.filter((d) => d.hex !== KONIGSBERG);
    expect(refusal(far, 'french', `train/${TILSIT}/real`)).toMatchObject({ rule: '7.3', code: 'train-spot' });
  });

  it('7.4 the log says a marker was placed, never whether it is real', () => {
    const s = supplied('trains');
    s.sides.french.realToPlace = 1;
    s.sides.french.dummiesToPlace = 1;
    s.sides.russian.dummiesToPlace = 2;
    const logged = (kind: 'real' | 'dummy') =>
      act(s, 'french', `train/${WARSAW}/${kind}`).events.map((e) => module.describe(e));
    expect(logged('real')).toEqual(logged('dummy'));
    expect(logged('real')).toHaveLength(1);
  });

  it('7.4/7.5 a pass discards a real train; with none left to place it is refused (dummies never pay for a pass)', () => {
    const s = supplied('trains');
    s.sides.french.realToPlace = 1;
    s.sides.french.dummiesToPlace = 2;
    s.sides.russian.realToPlace = 0;
    s.sides.russian.dummiesToPlace = 2;
    const passed = act(s, 'french', 'pass').state;
    expect(passed.sides.french).toMatchObject({ realToPlace: 0, dummiesToPlace: 2 });
    expect(passed.toAct).toBe('russian');
    expect(keys(passed, 'russian')).not.toContain('pass');
    expect(refusal(passed, 'russian', 'pass')).toMatchObject({ rule: '7.5', code: 'pass-no-real' });
  });

  it('7.4 a side goes on alone once the other has no marker left', () => {
    const s = supplied('trains');
    s.sides.french.realToPlace = 2;
    s.sides.french.dummiesToPlace = 0;
    const r = act(s, 'french', `train/${WARSAW}/real`).state;
    expect(r.toAct).toBe('french');
    expect(refusal(r, 'russian', `train/${MOSCOW}/real`)).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
  });
});

describe('7.4/8.2 the first placer moves first', () => {
  it('8.2 the side with more trains in the table (the Russian, 6 to 4) places first, and moves first', () => {
    let s = supplied('trains-table');
    s = act(s, 'french', 'trains/4').state;
    s = act(s, 'russian', 'trains/6').state;
    expect(s.toAct).toBe('russian');
    expect(refusal(s, 'french', `train/${WARSAW}/real`)).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    // Markers: French 3 real + 2 dummies, Russian 5 + 2, one at a time until both are out (7.4).
    const french = ['real', 'real', 'real', 'dummy', 'dummy'];
    const russian = ['real', 'real', 'real', 'real', 'real', 'dummy', 'dummy'];
    while (s.step === 'trains') {
      const side = s.toAct;
      const kind = (side === 'french' ? french : russian).shift()!;
      s = act(s, side, `train/${side === 'french' ? WARSAW : MOSCOW}/${kind}`).state;
    }
    expect([french.length, russian.length]).toEqual([0, 0]);
    expect(s.step).toBe('depots');
    expect(s.toAct).toBe('russian');
    s = act(s, 'russian', 'done').state;
    s = act(s, 'french', 'done').state;
    expect(s.step).toBe('recovery');
    s = act(s, 'russian', 'done').state;
    s = act(s, 'french', 'done').state;
    expect(s.step).toBe('movement');
    expect(s.toAct).toBe('russian');
    expect(keys(s, 'russian')).toContain(`move/${MOSCOW}`);
    expect(refusal(s, 'french', `move/${WARSAW}`)).toMatchObject({ rule: '5.1', code: 'not-your-turn' });
    // 7.4: the Russian sees French markers, not which are real; his own view tells his own.
    const secret = (side: 'french' | 'russian') => (module.view(s, side).secret ?? []).map((l) => l.en).join(' ');
    expect(secret('russian')).not.toContain('Warsaw');
    expect(secret('french')).toContain('Warsaw');
  });
});

describe('7.6–7.7 establishing a Depot', () => {
  /** A French stack with a real train in Tilsit (a French city, 1.1). */
  function tilsit(): N1812State {
    const s = blank('depots', 3);
    put(s, 'french', TILSIT, 2);
    train(s, 'french', TILSIT);
    return s;
  }
  const westEdge = [...game.model.hexes.values()].filter((h) => h.id.startsWith('29') && h.terrain !== 'sea');

  it('7.7 a Depot linked to the USS by a chain of Depots at most 5 hexes apart is established, the train used', () => {
    const s = tilsit();
    // West edge → Konigsberg (3) → Tilsit (3), with no river on the way.
    expect(Math.min(...westEdge.map((h) => grid.distance(h.id, KONIGSBERG)))).toBe(3);
    expect(grid.distance(KONIGSBERG, TILSIT)).toBe(3);
    expect(riverFree([KONIGSBERG, '2507', '2407', TILSIT])).toBe(true);
    depot(s, 'french', KONIGSBERG);
    expect(keys(s, 'french')).toContain(`establish/${TILSIT}`);
    const after = act(s, 'french', `establish/${TILSIT}`).state;
    expect(after.depots).toContainEqual({ side: 'french', hex: TILSIT });
    expect(after.trains).toEqual([]);
  });

  it('7.7 without the chain (Tilsit is 6 hexes from the west edge) the Depot is refused', () => {
    const s = tilsit();
    expect(Math.min(...westEdge.map((h) => grid.distance(h.id, TILSIT)))).toBe(6);
    expect(keys(s, 'french')).toEqual(['done']);
    expect(refusal(s, 'french', `establish/${TILSIT}`)).toMatchObject({ rule: '7.7', code: 'depot-no-chain' });
  });

  it('7.7 the Grande Armée’s links are 3 hexes in winter: Grodno, 5 from Konigsberg, is linked in summer only', () => {
    const summer = blank('depots', 10);
    put(summer, 'french', GRODNO);
    train(summer, 'french', GRODNO);
    depot(summer, 'french', KONIGSBERG);
    expect(grid.distance(KONIGSBERG, GRODNO)).toBe(5);
    expect(keys(summer, 'french')).toContain(`establish/${GRODNO}`);
    const winter = structuredClone(summer);
    winter.turn = 11;
    expect(refusal(winter, 'french', `establish/${GRODNO}`)).toMatchObject({ rule: '7.7', code: 'depot-no-chain' });
  });

  it('7.6 not in a city under siege (8.4: one unit, next to two good-order enemy units not across a river)', () => {
    const s = blank('depots', 3);
    put(s, 'french', GRODNO);
    train(s, 'french', GRODNO);
    depot(s, 'french', KONIGSBERG);
    expect(riverFree([GRODNO, '2109'])).toBe(true);
    expect(riverFree([GRODNO, '2009'])).toBe(false);
    const across = structuredClone(s);
    put(across, 'russian', '2009', 2);
    expect(keys(across, 'french')).toContain(`establish/${GRODNO}`);
    put(s, 'russian', '2109', 2);
    expect(refusal(s, 'french', `establish/${GRODNO}`)).toMatchObject({ rule: '7.6', code: 'depot-under-siege' });
  });

  it('7.6 a stack with no real train establishes nothing; 7.3 the French never in Moscow', () => {
    const s = tilsit();
    depot(s, 'french', KONIGSBERG);
    s.trains = [];
    train(s, 'french', TILSIT, false);
    expect(refusal(s, 'french', `establish/${TILSIT}`)).toMatchObject({ rule: '7.6', code: 'no-train' });
    put(s, 'french', MOSCOW);
    train(s, 'french', MOSCOW);
    expect(refusal(s, 'french', `establish/${MOSCOW}`)).toMatchObject({ rule: '7.3', code: 'depot-french-forbidden' });
  });
});
