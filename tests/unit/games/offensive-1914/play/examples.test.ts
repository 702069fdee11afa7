import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import { builtInModel } from '../../../../../src/engine/games/offensive-1914/model.js';
import { lorraineCorpsOf } from '../../../../../src/engine/games/offensive-1914/play/lorraine.js';
import { act, allKeys, built, germanAttack, keys, ok, start } from './game.js';

/**
 * The book's worked examples that are play situations and had no test through the state machine, each played with the
 * book's own numbers. Their hexes are not on the built-in pack's map, or not in the Lorraine position: each is played
 * on the pack's Open hexes (columns 60 to 62, rows 55 to 59, no hexside terrain), which keep the example's adjacencies.
 */

describe('1914 by its rules: the book’s worked examples played through the module', () => {
  it('7.1.6a examples: from an EZOC into another, 2 + 6 = 8 MP; into a hex a friendly Formation holds, 2 + 4 = 6', () => {
    // The book's 44.18 to 43.18 with the enemy in 44.17: here 15/8 from 61.56 to 61.57, both next to 31/21 in 62.56.
    const enemy = { 'fr-15.8': '61.56', 'de-31.21': '62.56' };
    expect(ok(built({ units: enemy }), 'allied', 'mv/fr-15.8/61.57').units['fr-15.8']!.spent).toBe(8);
    const friend = built({ units: { ...enemy, 'fr-16.8': '61.57' } });
    expect(ok(friend, 'allied', 'mv/fr-15.8/61.57').units['fr-15.8']!.spent).toBe(6);
  });

  it('7.2.2 example: a 1-MP Spent marker takes the first 8 MP; the 1 MP left and 1 of Forced March cross a 2-MP hexside', () => {
    // The book's unit starts its Movement Phase with a marker showing 1 MP spent in the Counter-Movement Phase. The
    // task is a CE recovery (7.5, a task of 7.8.1); German, as 22.1 bars French Forced March in GT 1.
    const s = built({
      units: { 'de-31.21': '61.56' },
      phase: 'rr-engineer',
      phasing: 'german',
      values: { 'de-31.21': { ce: 8 } },
    });
    s.units['de-31.21']!.status = '-2';
    s.units['de-31.21']!.recovering = 1;
    const opened = act(s, 'german', 'next');
    if (!opened.ok) throw new Error(opened.code);
    expect(opened.state.phase).toBe('movement');
    // "Procede spendendo 8 MP per completare il compito, lasciandola con 1 MP."
    expect(opened.state.units['de-31.21']).toMatchObject({ spent: 8, status: '-1' });
    expect(opened.events.find((e) => e.kind === 'ce-recovery')).toMatchObject({ mp: 8, rule: '7.5' });
    // The Open hexside costs 2: not with the 1 MP left alone…
    expect(act(opened.state, 'german', 'mv/de-31.21/62.56')).toMatchObject({ ok: false, code: 'move-too-costly' });
    expect(keys(opened.state, 'german', ['h:61.56', 'f:de-31.21'])).toContain('fm/de-31.21/62.56');
    // …but "uno di questi MP si ottiene svolgendo una Marcia Forzata": the EC at +1 (7.2.3), 2d6 3+3 +1 = 7 ≤ CEL 8.
    const marched = act(opened.state, 'german', 'fm/de-31.21/62.56', new ScriptedDice([3, 3]));
    if (!marched.ok) throw new Error(marched.code);
    expect(marched.state.units['de-31.21']!.at).toBe('62.56');
    expect(marched.events.find((e) => e.kind === 'move')).toMatchObject({ mp: 2, spent: 10, forcedMarchMp: 1 });
    expect(marched.events.find((e) => e.kind === 'forced-march')).toMatchObject({ fmMp: 1, total: 7, passed: true });
  });

  it('7.2.2 example, the other way: a task that took all 9 MP leaves none, so no Forced March follows it', () => {
    // "Sempre che abbia 1 MP rimanente dopo aver completato il compito": a recovery begun in this Movement Phase spends
    // its 9 MP (7.5); the Forced March MP "non possono essere usati per svolgere un Compito", nor follow one with none.
    const s = built({
      units: { 'de-31.21': '61.56', 'fr-15.8': '65.56' },
      phasing: 'german',
      values: { 'de-31.21': { ce: 8 } },
    });
    s.units['de-31.21']!.status = '-2';
    const recovered = ok(s, 'german', 'rec/de-31.21');
    expect(recovered.units['de-31.21']).toMatchObject({ spent: 9, status: '-1' });
    expect(act(recovered, 'german', 'fm/de-31.21/62.56', new ScriptedDice([1, 1]))).toMatchObject({
      ok: false,
      code: 'forced-march-after-task',
      rule: '7.2.2',
    });
    expect(allKeys(recovered, 'german').filter((k) => k.includes('de-31.21'))).toEqual([]);
  });

  it('7.2.3 example: 11 MP spent in the Movement Phase, 2 of them by Forced March: the EC is modified by +2', () => {
    // 31/21 from 60.54 over four Open hexsides (8 MP) to the Woods hex 58.56, then across its Forest hexside into 57.56
    // (3 MP, 7.1's NOTE): 11 MP, 2 beyond the 9 (German: 22.1 bars French Forced March in GT 1).
    let s = built({ units: { 'de-31.21': '60.54' }, phasing: 'german', values: { 'de-31.21': { ce: 8 } } });
    for (const to of ['59.55', '59.56', '59.57', '58.56']) s = ok(s, 'german', `mv/de-31.21/${to}`);
    expect(s.units['de-31.21']!.spent).toBe(8);
    const marched = act(s, 'german', 'fm/de-31.21/57.56', new ScriptedDice([3, 3]));
    if (!marched.ok) throw new Error(marched.code);
    expect(marched.events.find((e) => e.kind === 'move')).toMatchObject({ mp: 3, spent: 11, forcedMarchMp: 2 });
    // 2d6 3 + 3 and +2: 8 against CEL 8.
    expect(marched.events.find((e) => e.kind === 'forced-march')).toMatchObject({ fmMp: 2, total: 8, passed: true });
  });

  it('7.3.3 example: a German division’s PA at a hex of two French divisions holds one of them in the Counter-Movement Phase', () => {
    // 28/14 (Seventh Army: 26.6.2a bars the Sixth's PAs) in 62.56 points its PA at 15/8 and 16/8 in 61.56.
    const s = built({
      units: { 'de-28.14': '62.56', 'fr-15.8': '61.56', 'fr-16.8': '61.56' },
      phase: 'counter-movement',
      phasing: 'german',
    });
    s.preparedAttacks = [{ side: 'german', units: ['de-28.14'], target: '61.56' }];
    const first = ok(s, 'allied', 'mv/fr-15.8/60.55');
    expect(first.units['fr-15.8']!.at).toBe('60.55');
    expect(act(first, 'allied', 'mv/fr-16.8/60.56')).toMatchObject({ ok: false, code: 'move-pinned', rule: '7.3.3' });
    // Either may be the one that leaves.
    expect(ok(s, 'allied', 'mv/fr-16.8/60.56').units['fr-16.8']!.at).toBe('60.56');
  });

  it('8.2.2 example: cavalry next to an enemy that moves to another hex next to it reacts into any adjacent hex but those two, its marker at 2 MP', () => {
    // The book's French cavalry in 22.26, the German unit moving from 21.26 to 21.27: here 2c in 61.57 and 31/21
    // moving from 62.57 to 62.56, both next to 61.57 and to each other, in the German Movement Phase.
    const s = ok(
      built({ units: { 'fr-2c': '61.57', 'de-31.21': '62.57' }, phasing: 'german' }),
      'german',
      'mv/de-31.21/62.56',
    );
    expect(s.stack.at(-1)).toMatchObject({ name: 'reaction', side: 'allied', unit: 'fr-2c', cause: 2 });
    // "Può reagire in ogni esagono adiacente a 22.26 eccetto 21.27 … e 21.26".
    expect(keys(s, 'allied').sort()).toEqual(['react/-', 'react/60.56', 'react/60.57', 'react/61.56', 'react/61.58']);
    expect(act(s, 'allied', 'react/62.57')).toMatchObject({ ok: false, code: 'react-vacated', rule: '8.2.2' });
    expect(act(s, 'allied', 'react/62.56')).toMatchObject({ ok: false });
    // "Indipendentemente da quale esagono si scelga … un segnalino MP Spesi per Reazione … dalla parte 2 MP"
    // (61.56 is in the mover's ZOC: 8.2.4 ignores the EZOC's cost).
    for (const to of ['60.56', '60.57', '61.56', '61.58'])
      expect(ok(s, 'allied', `react/${to}`).units['fr-2c']).toMatchObject({ at: to, reactionMp: 2 });
  });

  it('2.2.1 example 2: the division 39 15 is the 39th Division of the 15th Corps (Lorraine’s German 39/15, 29.0)', () => {
    // Examples 1 (80t) and 3 (BELGIEN Marine) name units Lorraine does not hold.
    expect(builtInModel().units.get('de-39.15')).toMatchObject({ name: '39/15', role: 'formation' });
    expect(lorraineCorpsOf('de-39.15')).toEqual({ corps: 'de-15', independent: false });
    expect(lorraineCorpsOf('de-42.21')).toEqual({ corps: 'de-21', independent: false });
  });

  it('28.2.1 example: a unit set up "② Ind / its army" is inactive until the Allied Player Turn of GT 2, in its army’s Independent box (Lorraine’s Toul 73r)', () => {
    // The book's unit (30.77, Ind / QUINTA) is hypothetical; Toul 73r is set up with ② in Ind / SECONDA.
    const s = start();
    expect(s.units['fr-Toul73r']!.inactiveUntil).toBe(2);
    expect(lorraineCorpsOf('fr-Toul73r')).toEqual({ corps: 'Ind/SECONDA', independent: true });
    // Still inactive in GT 1 (28.5), active from the Allied Player Turn of GT 2.
    const gt1 = built({ units: { 'fr-Toul73r': '61.56' }, phase: 'final', phasing: 'german', turn: 1 });
    gt1.units['fr-Toul73r']!.inactiveUntil = 2;
    expect(act({ ...gt1, phase: 'movement', phasing: 'allied' }, 'allied', 'mv/fr-Toul73r/61.57')).toMatchObject({
      ok: false,
      code: 'inactive',
      rule: '28.5',
    });
    const gt2 = ok(gt1, 'german', 'next');
    expect(gt2).toMatchObject({ turn: 2, phase: 'preliminary', phasing: 'allied' });
    expect(gt2.units['fr-Toul73r']!.inactiveUntil).toBeUndefined();
  });

  it('9.7 example: German PR 5 (with a PR 3 unit) against French PR 3 stacked with a PR 4 Support unit: DRM −1 on the white die', () => {
    // Lorraine's German set-up has no infantry brigade: the book's PR 3 brigade is the division 42/21 here (its size
    // does not enter 9.7). 31/21 and 42/21 in 62.56 attack 15/8 and the Chasseurs 23/27Ch in 61.56.
    const values = {
      'de-31.21': { as: 8, pr: 5, av: 2, ce: 9 },
      'de-42.21': { as: 8, pr: 3, av: 2, ce: 9 },
      'fr-15.8': { ds: 6, pr: 3, av: 2, ce: 9 },
      'fr-23.27Ch': { ds: 2, pr: 4, av: 0, ce: 9 },
    };
    const fight = (units: Record<string, string>) =>
      germanAttack(
        { units, values },
        '61.56',
        Object.keys(units).filter((u) => u.startsWith('de-')),
      ).combat;
    const french = { 'fr-15.8': '61.56', 'fr-23.27Ch': '61.56' };
    // "Il PR maggiore tedesco è 5, quello francese 4. Si ha un DRM -1": white 4 is read as 3.
    expect(fight({ 'de-31.21': '62.56', 'de-42.21': '62.56', ...french })).toMatchObject({ modifiedWhite: 3 });
    // Without the PR 5 division the highest German PR is 3: +1, white 4 read as 5.
    expect(fight({ 'de-42.21': '62.56', ...french })).toMatchObject({ modifiedWhite: 5 });
  });
});
