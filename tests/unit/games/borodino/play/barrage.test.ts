import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../../src/engine/core/dice.js';
import type { BorodinoState } from '../../../../../src/engine/games/borodino/play/state.js';
import { barrageProblem } from '../../../../../src/engine/games/borodino/rules/barrage.js';
import { formationOf } from '../../../../../src/engine/games/borodino/play/shevardino.js';
import { built, game, keys, module, must, play, septemberOrders } from './build.js';

const ordersPhase = septemberOrders;

/** Both sides' Orders given on turn 1 (no Delay roll, SR1 note): the French with the Initiative choose the first AM. */
const firstAm = (french: readonly string[]): BorodinoState => {
  let s = ordersPhase();
  for (const k of french) s = must(s, 'french', k);
  s = must(s, 'french', 'done');
  return must(s, 'russian', 'done');
};

describe('5.33, SR4 the Artillery Barrage AM is ordered in the Orders Phase for one Order Point', () => {
  it('5.33 Napoleon (Orders 3, 5.22): two Commands and the Barrage, not three and the Barrage', () => {
    let s = ordersPhase();
    s = must(s, 'french', 'order/fr-i');
    s = must(s, 'french', 'order/fr-iii');
    expect(keys(s, 'french')).toContain('order/barrage');
    const barrage = must(s, 'french', 'order/barrage');
    expect(barrage.september!.barrage).toEqual(['french']);
    // The Barrage holds the third Order Point: no third Command.
    expect(play(barrage, 'french', 'order/fr-v')).toMatchObject({ ok: false, code: 'barrage-no-point', rule: '5.33' });
    expect(keys(barrage, 'french')).not.toContain('order/fr-v');
    // Three Commands: no Barrage.
    const three = must(s, 'french', 'order/fr-v');
    expect(play(three, 'french', 'order/barrage')).toMatchObject({ ok: false, code: 'barrage-no-point', rule: '5.33' });
    expect(keys(three, 'french')).not.toContain('order/barrage');
    // Taken back, the point is free again.
    expect(must(barrage, 'french', 'order/barrage').september!.barrage).toEqual([]);
  });

  it('SR1 "Il russo può ridurre questo numero di uno": one army one Order short; every army full, no Barrage', () => {
    let s = must(ordersPhase(), 'french', 'done');
    for (const c of ['ru-iv', 'ru-vi', 'ru-i-cav', 'ru-iii', 'ru-vii']) s = must(s, 'russian', `order/${c}`);
    // The Reserve's 1 is unused: the Barrage takes it.
    expect(keys(s, 'russian')).toContain('order/barrage');
    const full = must(s, 'russian', 'order/ru-guard');
    expect(play(full, 'russian', 'order/barrage')).toMatchObject({ ok: false, code: 'barrage-no-army', rule: 'SR1' });
    const barrage = must(s, 'russian', 'order/barrage');
    expect(play(barrage, 'russian', 'order/ru-guard')).toMatchObject({ ok: false, rule: '5.33' });
  });

  it('5.33 the pure check: French groups and the Barrage within the Orders value; a Murat command counts his group once', () => {
    const table = game.command!;
    expect(barrageProblem(table, 'french', ['fr-i', '1CC', '2CC'], formationOf)).toBeNull();
    expect(barrageProblem(table, 'french', ['fr-i', '1CC', 'fr-iii'], formationOf)).toMatchObject({ rule: '5.33' });
  });

  it('5.32, 5.33 the Barrage ordered goes in the cup with the groups’ AMs; not ordered, it does not; one turn only', () => {
    expect(firstAm([]).september!.cup).not.toContain('barrage-french');
    const s = firstAm(['order/barrage']);
    expect(s.september!.cup.filter((x) => x === 'barrage-french')).toHaveLength(1);
    // 42 groups' AMs, SR5's Destruction AM and the Barrage.
    expect(s.september!.cup).toHaveLength(44);
    // The next turn's Orders Phase starts with no Barrage ordered (5.33 "Se ne può porre uno solo per turno").
    const next = module.apply(
      { ...s, step: 'oc-move', side: 'russian', september: { ...s.september!, ocMoved: ['french'] } },
      'russian',
      { type: 'done' },
      new SeededDice(new Uint8Array(32), 's', 0),
    );
    expect(next.ok).toBe(true);
    if (next.ok) expect(next.state.september!.barrage).toEqual([]);
  });
});

describe('5.35, 8.21 the Barrage AM drawn or chosen first: every battery of the side may fire', () => {
  it('5.35 the side with the Initiative may choose its Barrage AM first; the other side’s is not its to choose', () => {
    const s = firstAm(['order/barrage']);
    expect(s.side).toBe('french');
    expect(keys(s, 'french')).toContain('pick/barrage-french');
    const russianBarrage = { ...s, september: { ...s.september!, cup: [...s.september!.cup, 'barrage-russian'] } };
    expect(keys(russianBarrage, 'french')).not.toContain('pick/barrage-russian');
    expect(play(russianBarrage, 'french', 'pick/barrage-russian')).toMatchObject({ ok: false, rule: '5.41' });
  });

  it('8.21 "può sparare con tutte le unità di artiglieria": batteries of every group fire, nothing else acts; SR3 the unordered Guard’s guns do not', () => {
    const s = must(firstAm(['order/barrage']), 'french', 'pick/barrage-french');
    expect(s.step).toBe('fire');
    expect(s.september!.group).toBe('barrage-french');
    const fire = keys(s, 'french');
    for (const gun of ['fr-DS-a1', 'fr-III-a1', 'fr-V-a1', 'fr-1CC-ha1']) expect(fire).toContain(`u:${gun}`);
    expect(fire).not.toContain('u:fr-Gd-a1');
    // The Barrage is its Fire step only: done, the next AM is drawn, no Movement step.
    const after = must(s, 'french', 'done');
    expect(after.september!.group).not.toBe('barrage-french');
    expect(after.step).not.toBe('move');
    // With the Guard Under Orders its guns fire too.
    const guard = must(firstAm(['order/fr-guard', 'order/barrage']), 'french', 'pick/barrage-french');
    expect(keys(guard, 'french')).toContain('u:fr-Gd-a1');
  });
});

/** Two French batteries in 4616 facing north-west (4617 Frontal), a third south of them in 4615, Russians in 4617. */
const battery = (barrage: boolean) => {
  const s = built({
    step: 'fire',
    side: 'french',
    units: {
      'fr-CM-a1': { at: '4616' },
      'fr-CM-a2': { at: '4616' },
      'fr-MR-a1': { at: '4615' },
      'ru-Shak-1': { at: '4617', facing: 'se' },
    },
    learned: {
      'fr-CM-a1': { FS: 4, Eff: 3, Max: 5 },
      'fr-CM-a2': { FS: 3, Eff: 3, Max: 5 },
      'fr-MR-a1': { FS: 5, Eff: 3, Max: 5 },
      'ru-Shak-1': { Coh: 6 },
    },
    active: ['CM', 'MR'],
  });
  if (!barrage) return s;
  const sept = ordersPhase().september!;
  return { ...s, september: { ...sept, group: 'barrage-french', idle: [], fixed: [] } };
};

describe('8.21 combined fire', () => {
  it('8.21 two stacked batteries fire together: the highest Fire Strength, +2; an adjacent one only with the Barrage AM', () => {
    const s = battery(false);
    const items = keys(s, 'french', ['u:fr-CM-a1']);
    expect(items).toContain('fire/fr-CM-a1/4617/fr-CM-a2');
    expect(items).not.toContain('fire/fr-CM-a1/4617/fr-MR-a1');
    // d10 3 + Fire Strength 4 (the higher of 4 and 3) + 1 point blank (8.3) + 2 combined (8.21) = 10: a check (8.5).
    const out = play(s, 'french', 'fire/fr-CM-a1/4617/fr-CM-a2', [3, 2]);
    expect(out).toMatchObject({ ok: true });
    if (!out.ok) return;
    expect(out.events.find((e) => e.kind === 'fire')).toMatchObject({ with: ['fr-CM-a2'], result: { total: 10 } });
    expect(out.state.units['fr-CM-a2']).toMatchObject({ fired: true });
    expect(play(s, 'french', 'fire/fr-CM-a1/4617/fr-MR-a1')).toMatchObject({ ok: false, code: 'combined-not' });
    expect(play(s, 'french', 'fire/fr-CM-a1/4617/fr-CM-a2.fr-MR-a1')).toMatchObject({
      ok: false,
      code: 'combined-too-many',
      rule: '8.21',
    });
  });

  it('8.21 with the Barrage AM stacked and adjacent batteries combine, +2 for each after the first', () => {
    const s = battery(true);
    expect(keys(s, 'french', ['u:fr-CM-a1'])).toContain('fire/fr-CM-a1/4617/fr-CM-a2.fr-MR-a1');
    // d10 0 + Fire Strength 5 (fr-MR-a1's) + 1 point blank + 4 (three batteries) = 10.
    const out = play(s, 'french', 'fire/fr-CM-a1/4617/fr-CM-a2.fr-MR-a1', [0, 2]);
    expect(out).toMatchObject({ ok: true });
    if (!out.ok) return;
    expect(out.events.find((e) => e.kind === 'fire')).toMatchObject({ result: { total: 10 } });
    // Each battery fires once: one that fired combines no more.
    expect(play(out.state, 'french', 'fire/fr-MR-a1/4617/fr-CM-a1')).toMatchObject({ ok: false });
  });
});
