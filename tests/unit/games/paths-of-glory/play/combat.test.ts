import { describe, expect, it } from 'vitest';
import { advancers, retreatOptions } from '../../../../../src/engine/games/paths-of-glory/play/combat-aftermath.js';
import { playableCards } from '../../../../../src/engine/games/paths-of-glory/play/combat-fire.js';
import { lossChoices } from '../../../../../src/engine/games/paths-of-glory/play/combat-losses.js';
import { top, type PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { activationCost } from '../../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { retreatPaths } from '../../../../../src/engine/games/paths-of-glory/rules/aftermath.js';
import { act, at, built, campaign, game, legal, refused, type Changes } from './position.js';

/**
 * Combat (chapter 12, 9.5.4) played through the module: the book's examples from a built position, with the book's
 * own numbers as forced dice, and one test for each retreat limit and combat card window.
 */

type Side = 'cp' | 'ap';

/** Units, control and the rest as the test names them; `attack` activates spaces for combat and asks `side` to attack. */
function combat(side: Side, activated: readonly string[], changes: Changes & { full?: string[] } = {}): PogState {
  const s = built(campaign(), changes);
  for (const u of changes.full ?? []) s.units[u] = { ...s.units[u]!, strength: 'full' };
  // The card of the action, out of hand and deck so that it is in one place only.
  const card = side === 'cp' ? 'cp-9' : 'ap-9';
  const deck = { ...s.deck, [side]: s.deck[side].filter((c) => c !== card) };
  const hand = { ...s.hand, [side]: s.hand[side].filter((c) => c !== card) };
  return {
    ...s,
    deck,
    hand,
    inPlay: [card],
    activations: Object.fromEntries(activated.map((a) => [a, 'attack' as const])),
    stack: [
      { name: 'action', side },
      { name: 'attack', side },
    ],
  };
}

/** The index (1-based) of the loss choice whose effects are exactly these fates. */
function choiceOf(s: PogState, fates: Record<string, string>): number {
  const frame = top(s);
  if (frame?.name !== 'losses') throw new Error(`no losses prompt: ${frame?.name}`);
  const choices = lossChoices(game, s, frame.role, frame.ln);
  const found = choices.findIndex(
    (c) => c.effects.length === Object.keys(fates).length && c.effects.every((f) => fates[f.unit] === f.fate),
  );
  if (found < 0) throw new Error(`no such choice among ${JSON.stringify(choices.map((c) => c.effects))}`);
  return found + 1;
}

const where = (s: PogState, u: string) => s.units[u]!.at;
const strength = (s: PogState, u: string) => s.units[u]!.strength;

/** The state after an action that must be legal, with its events. */
function played(s: PogState, side: Side, action: Parameters<typeof act>[2], faces: number[] = []) {
  const applied = act(s, side, action, faces);
  if (!applied.ok) throw new Error(`refused: ${applied.problem.code} (${applied.problem.rule})`);
  return applied;
}

/** Every unit now in these spaces, sent off the map: the test then places exactly what it names. */
function emptied(spaces: readonly string[]): Record<string, string> {
  const s = campaign();
  return Object.fromEntries(
    Object.entries(s.units)
      .filter(([, u]) => spaces.includes(u.at))
      .map(([id]) => [id, 'off']),
  );
}

/**
 * A retreat to make: the FR 1st Army (full) in `target`, the GE 2nd and 3rd Armies attacking from `from` (CF 10:
 * Army table 9-11, die 1 → 3, the French army reduced). The French fire CF 3 (column 3) with `frenchDie`: 1 → LN 1
 * (margin 2, two spaces of retreat), 2 → LN 2 (margin 1, one space). The German armies (LF 3) lose nothing.
 */
function frenchRetreat(
  target: string,
  from: string,
  frenchDie: 1 | 2,
  changes: Changes & { full?: string[] } = {},
): PogState {
  let s = combat('cp', [from], {
    ...changes,
    units: { ...emptied([target, from]), 'fr-1': target, 'ge-2': from, 'ge-3': from, ...changes.units },
    full: ['fr-1', 'ge-2', 'ge-3', ...(changes.full ?? [])],
    control: { [from]: 'cp', ...changes.control },
  });
  s = legal(s, 'cp', { type: 'attack', target, units: ['ge-2', 'ge-3'] });
  s = legal(s, 'cp', { type: 'fight' });
  s = legal(s, 'ap', { type: 'fight' }, [1, frenchDie]);
  expect(strength(s, 'fr-1')).toBe('reduced');
  expect(top(s)).toEqual({ name: 'retreat', side: 'ap' });
  expect(s.fight!.retreat).toBe(frenchDie === 1 ? 2 : 1);
  return s;
}

describe('Paths of Glory play: the combat examples of the book', () => {
  it('Esempio di combattimento (Tannenberg): flank 3 +1, fire 7 die 3 → 4, reserve corps, fire 1 die 4 → 1, retreat 2 towards Warsaw, advance stops in forest', () => {
    let s = combat('cp', ['insterberg', 'danzig'], {
      units: { 'ru-2': 'tannenberg', 'ge-c10': 'danzig' },
      // The Russians entered Tannenberg and hold it (in supply through Lomza).
      control: { tannenberg: 'ap' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8', 'ge-c10'] });
    expect(top(s)).toEqual({ name: 'combat-cards', side: 'cp', role: 'attacker' });
    // The 8th Army's space is the frontal assault; the corps in Danzig is next to no other Russian: +1.
    s = legal(s, 'cp', { type: 'flank', front: 'insterberg' }, [3]);
    expect(s.fight!.flank).toEqual({ front: 'insterberg', die: 3, drm: 1, success: true });
    s = legal(s, 'cp', { type: 'fight' });
    const applied = act(s, 'ap', { type: 'fight' }, [3, 4]);
    if (!applied.ok) throw new Error(applied.problem.code);
    s = applied.state;
    const fires = applied.events.filter((e) => e.kind === 'fire');
    // The Germans fire first: 7 on the Army table, die 3 → 4.
    expect(fires[0]).toMatchObject({ side: 'cp', table: 'army', cf: 7, column: '6-8', die: 3, ln: 4 });
    // The 2nd Army (LF 2) loses both steps and a full 1-1-3 corps from the Reserve takes its place.
    expect(where(s, 'ru-2')).toBe('ap-eliminated');
    const corps = Object.keys(s.units).find((u) => u.startsWith('ru-c') && where(s, u) === 'tannenberg')!;
    expect(corps).toBeDefined();
    expect(strength(s, corps)).toBe('full');
    // The Russian answers on the Corps table, column 1, die 4 → 1; the German corps is reduced.
    expect(fires[1]).toMatchObject({ side: 'ap', table: 'corps', cf: 1, column: '1', die: 4, ln: 1 });
    expect(strength(s, 'ge-c10')).toBe('reduced');
    expect(strength(s, 'ge-8')).toBe('full');
    expect(applied.events.find((e) => e.kind === 'combat-result')).toMatchObject({
      winner: 'attacker',
      attackerLn: 4,
      defenderLn: 1,
    });
    // 4 − 1 = 3: two spaces of retreat, or one more step lost to stay in the forest (12.5.3).
    expect(top(s)).toEqual({ name: 'retreat', side: 'ap' });
    expect(s.fight!.retreat).toBe(2);
    expect(s.fight!.mayCancel).toBe(true);
    expect(retreatOptions(game, s, corps)).toContainEqual(['plock', 'warsaw']);
    const held = legal(s, 'ap', { type: 'hold', unit: corps });
    expect(strength(held, corps)).toBe('reduced');
    expect(where(held, corps)).toBe('tannenberg');
    s = legal(s, 'ap', { type: 'retreat', unit: corps, path: ['plock', 'warsaw'] });
    expect(where(s, corps)).toBe('warsaw');
    // 12.5.10: the retreat alone does not give Tannenberg to the Germans; their advance does (12.7.9).
    expect(s.control['tannenberg']).toBe('ap');
    // The 8th Army advances into Tannenberg and no further (forest); the reduced corps may not advance.
    expect(top(s)).toEqual({ name: 'advance', side: 'cp' });
    expect(advancers(game, s)).toEqual(['ge-8']);
    refused(s, 'cp', { type: 'advance', units: ['ge-8'], to: 'plock' }, '12.7', 'advance-where');
    refused(s, 'cp', { type: 'advance', units: ['ge-c10'], to: 'tannenberg' }, '12.7.1', 'cannot-advance');
    s = legal(s, 'cp', { type: 'advance', units: ['ge-8'], to: 'tannenberg' });
    expect(where(s, 'ge-8')).toBe('tannenberg');
    expect(s.control['tannenberg']).toBe('cp');
    expect(where(s, 'ge-c10')).toBe('danzig');
    // Nothing is left to attack: the action is over and the Allies act.
    expect(top(s)).toEqual({ name: 'action', side: 'ap' });
  });

  it('Esempio di combattimento (Cambrai): BR 3rd and 4th Armies, the reduced CND corps and the FR 6th Army against the GE 2nd Army and 2 corps in a level-2 trench', () => {
    const changes = {
      units: {
        'br-3': 'amiens',
        'br-4': 'amiens',
        'cnd-c1': 'chateau-thierry',
        'fr-6': 'chateau-thierry',
        'ge-2': 'cambrai',
        'ge-c10': 'cambrai',
        'ge-c11': 'cambrai',
        // Sedan German, so that Cambrai traces supply to Germany (14.3.4: else no combat card for its defenders).
        'fr-5': 'paris',
      },
      reduced: ['cnd-c1'],
      full: ['fr-6', 'ge-2', 'ge-c10', 'ge-c11', 'br-3', 'br-4'],
      control: { cambrai: 'cp' as const, sedan: 'cp' as const },
      state: { trenches: { cambrai: 2 as const } },
      hand: { cp: ['cp-18'] },
    };
    let s = combat('ap', ['amiens', 'chateau-thierry'], changes);
    // 3 activation points for the mixed force: the British (with the Canadians) and the French.
    expect(activationCost(at(s), 'amiens', 'ap') + activationCost(at(s), 'chateau-thierry', 'ap')).toBe(3);
    const attackers = ['br-3', 'br-4', 'cnd-c1', 'fr-6'];
    // Without the Canadian corps beside the French, the French could not attack with the British (12.1.11).
    refused(s, 'ap', { type: 'attack', target: 'cambrai', units: ['br-3', 'br-4', 'fr-6'] }, '12.1.9', 'multinational');
    s = legal(s, 'ap', { type: 'attack', target: 'cambrai', units: attackers });
    // No flank attack against a trench: the combat is simultaneous.
    refused(s, 'ap', { type: 'flank', front: 'amiens' }, '12.3.1', 'flank-trench');
    s = legal(s, 'ap', { type: 'fight' });
    expect(playableCards(game, s, 'cp', 'defender')).toContain('cp-18');
    s = legal(s, 'cp', { type: 'cc', card: 'cp-18' });
    // The Allies roll 4, the Germans 5 (+1).
    const applied = act(s, 'cp', { type: 'fight' }, [4, 5]);
    if (!applied.ok) throw new Error(applied.problem.code);
    s = applied.state;
    const fires = applied.events.filter((e) => e.kind === 'fire');
    expect(fires[0]).toMatchObject({ side: 'ap', table: 'army', cf: 13, base: '12-14', column: '6-8', die: 4, ln: 4 });
    expect(fires[1]).toMatchObject({
      side: 'cp',
      table: 'army',
      cf: 9,
      base: '9-11',
      column: '12-14',
      die: 5,
      drm: 1,
      ln: 7,
    });
    // The defender takes its losses first: the 2nd Army and a corps reduced.
    expect(top(s)).toMatchObject({ name: 'losses', side: 'cp', role: 'defender', ln: 4 });
    s = legal(s, 'cp', { type: 'losses', choice: choiceOf(s, { 'ge-2': 'reduced', 'ge-c10': 'reduced' }) });
    // 12.4.5: the Canadian corps first; then the Allies reduce both British armies (1 + 3 + 3 = 7).
    expect(top(s)).toMatchObject({ name: 'losses', side: 'ap', role: 'attacker', ln: 7 });
    const choices = lossChoices(game, s, 'attacker', 7);
    expect(choices.every((c) => c.effects.some((f) => f.unit === 'cnd-c1' && f.fate === 'eliminated'))).toBe(true);
    const r = act(s, 'ap', {
      type: 'losses',
      choice: choiceOf(s, { 'cnd-c1': 'eliminated', 'br-3': 'reduced', 'br-4': 'reduced' }),
    });
    if (!r.ok) throw new Error(r.problem.code);
    s = r.state;
    expect(r.events.find((e) => e.kind === 'combat-result')).toMatchObject({ winner: 'defender' });
    // No retreat, no advance; the German keeps Fortified Machine Guns face up.
    expect(where(s, 'ge-2')).toBe('cambrai');
    expect(strength(s, 'ge-c11')).toBe('full');
    expect(s.retained?.cp).toEqual(['cp-18']);
    expect(s.discard.cp).not.toContain('cp-18');
    expect(top(s)).toEqual({ name: 'action', side: 'cp' });
  });

  it('12.4.3 a full FR army (LF 3) and a reduced one (LF 3) take LN 5: the reduced army goes, its reserve corps takes 2, the full army is untouched', () => {
    let s = combat('cp', ['koblenz'], {
      units: {
        ...emptied(['sedan', 'koblenz']),
        'fr-1': 'sedan',
        'fr-2': 'sedan',
        'ge-2': 'koblenz',
        'ge-3': 'koblenz',
      },
      full: ['fr-1', 'ge-2', 'ge-3'],
      reduced: ['fr-2'],
    });
    s = legal(s, 'cp', { type: 'attack', target: 'sedan', units: ['ge-2', 'ge-3'] });
    s = legal(s, 'cp', { type: 'fight' });
    // CF 10, column 9-11, die 4 → 5; the French (CF 5) roll 1 → 2.
    const r = played(s, 'ap', { type: 'fight' }, [4, 1]);
    const losses = r.events.find((e) => e.kind === 'losses' && e.role === 'defender');
    expect(losses).toMatchObject({ ln: 5, absorbed: 5 });
    s = r.state;
    expect(where(s, 'fr-2')).toBe('ap-eliminated');
    expect(strength(s, 'fr-1')).toBe('full');
    expect(where(s, 'fr-1')).toBe('sedan');
    const corps = (losses as unknown as { units: { unit: string; fate: string }[] }).units.find((u) =>
      u.unit.startsWith('fr-c'),
    );
    expect(corps?.fate).toBe('eliminated');
    expect(where(s, corps!.unit)).toBe('ap-eliminated');
  });

  it('12.5.5 Russians in Kiev retreating two spaces with Chernigov, Belaya Tserkov and Zhitomir held: “To Kharkov” is no way out, they are eliminated', () => {
    let s = combat('cp', ['zhitomir'], {
      units: {
        ...emptied(['kiev', 'zhitomir', 'chernigov', 'belaya-tserkov']),
        'ru-3': 'kiev',
        'ah-1': 'zhitomir',
        'ah-2': 'zhitomir',
        'ah-3': 'chernigov',
        'ah-4': 'belaya-tserkov',
      },
      full: ['ru-3', 'ah-1', 'ah-2', 'ah-3', 'ah-4'],
      control: { zhitomir: 'cp', chernigov: 'cp', 'belaya-tserkov': 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'kiev', units: ['ah-1', 'ah-2'] });
    s = legal(s, 'cp', { type: 'fight' });
    // AH CF 6 (6-8) die 1 → 3: the 3rd Army reduced (LF 2); the Russians CF 3 die 1 → 1: margin 2.
    const r = played(s, 'ap', { type: 'fight' }, [1, 1]);
    expect(r.events.find((e) => e.kind === 'no-retreat')).toMatchObject({ units: ['ru-3'] });
    // An army that cannot complete its retreat is gone for good (12.4.7, 12.5.4).
    expect(where(r.state, 'ru-3')).toBe('gone');
    // The Central Powers may advance into Kiev.
    expect(top(r.state)).toEqual({ name: 'advance', side: 'cp' });
    expect(legal(r.state, 'cp', { type: 'advance', units: ['ah-1', 'ah-2'], to: 'kiev' }).units['ah-1']!.at).toBe(
      'kiev',
    );
  });

  it('12.5.7 a two-space retreat from Sedan may go through Cambrai and end in Château-Thierry, next to Sedan', () => {
    const s = frenchRetreat('sedan', 'koblenz', 1);
    expect(retreatOptions(game, s, 'fr-1')).toContainEqual(['cambrai', 'chateau-thierry']);
    const t = legal(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['cambrai', 'chateau-thierry'] });
    expect(where(t, 'fr-1')).toBe('chateau-thierry');
  });

  it('12.6.9 Withdrawal: BR 1st Army and 2 BR corps take LN 3 on the corps (one eliminated, one reduced), not on the army; a corps step comes back; retreat 1', () => {
    let s = combat('cp', ['sedan'], {
      units: {
        ...emptied(['cambrai', 'sedan']),
        'br-1': 'cambrai',
        'br-c5': 'cambrai',
        'br-c6': 'cambrai',
        'ge-2': 'sedan',
        'ge-3': 'sedan',
      },
      full: ['br-1', 'br-c5', 'br-c6', 'ge-2', 'ge-3'],
      control: { sedan: 'cp' },
      hand: { ap: ['ap-6'] },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'cambrai', units: ['ge-2', 'ge-3'] });
    s = legal(s, 'cp', { type: 'fight' });
    s = legal(s, 'ap', { type: 'cc', card: 'ap-6' });
    // CF 10 die 1 → 3; the British CF 8 (6-8) die 1 → 3 too: a tie, and Withdrawal still retreats one space.
    const r = played(s, 'ap', { type: 'fight' }, [1, 1]);
    s = r.state;
    // The only legal way: one corps eliminated, the other reduced, and the eliminated one comes back reduced.
    expect(r.events.find((e) => e.kind === 'losses' && e.role === 'defender')).toMatchObject({
      ln: 3,
      absorbed: 3,
      units: [
        { unit: 'br-c5', fate: 'eliminated' },
        { unit: 'br-c6', fate: 'reduced' },
        { unit: 'br-c5', fate: 'restored' },
      ],
    });
    expect(strength(s, 'br-1')).toBe('full');
    expect(where(s, 'br-1')).toBe('cambrai');
    // One corps eliminated and the other reduced, then a step back: both survive reduced.
    for (const u of ['br-c5', 'br-c6']) expect([where(s, u), strength(s, u)]).toEqual(['cambrai', 'reduced']);
    expect(top(s)).toEqual({ name: 'retreat', side: 'ap' });
    expect(s.fight!.retreat).toBe(1);
    // 12.6.5: no cancelling Withdrawal's retreat.
    expect(s.fight!.mayCancel).toBe(false);
  });

  it('12.7.4 Russians in Kishinev attacked from Zhmerinka, two spaces of retreat, Romania neutral and Odessa held: eliminated, and the Central Powers may advance to Ismail', () => {
    let s = combat('cp', ['zhmerinka'], {
      units: {
        ...emptied(['kishinev', 'zhmerinka', 'odessa']),
        'ru-3': 'kishinev',
        'ge-8': 'zhmerinka',
        'ge-9': 'zhmerinka',
        'ge-c10': 'odessa',
      },
      full: ['ru-3', 'ge-8', 'ge-9'],
      control: { zhmerinka: 'cp', odessa: 'cp' },
      state: { destroyed: ['odessa'] },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'kishinev', units: ['ge-8', 'ge-9'] });
    s = legal(s, 'cp', { type: 'fight' });
    const r = played(s, 'ap', { type: 'fight' }, [1, 1]);
    expect(where(r.state, 'ru-3')).toBe('gone');
    s = r.state;
    expect(top(s)).toEqual({ name: 'advance', side: 'cp' });
    s = legal(s, 'cp', { type: 'advance', units: ['ge-8', 'ge-9'], to: 'ismail' });
    expect(where(s, 'ge-8')).toBe('ismail');
  });

  it('12.3.4 BR and FR with Hurricane Barrage: the flank attempt fails, no British unit survives the German fire, the +1 still counts', () => {
    let s = combat('ap', ['amiens', 'chateau-thierry'], {
      units: {
        ...emptied(['amiens', 'chateau-thierry', 'cambrai']),
        'br-c5': 'amiens',
        'fr-1': 'amiens',
        'fr-2': 'chateau-thierry',
        'ge-c10': 'cambrai',
      },
      reduced: ['br-c5'],
      full: ['fr-1', 'fr-2', 'ge-c10'],
      control: { cambrai: 'cp' },
      hand: { ap: ['ap-18'] },
    });
    s = legal(s, 'ap', { type: 'attack', target: 'cambrai', units: ['br-c5', 'fr-1', 'fr-2'] });
    s = legal(s, 'ap', { type: 'cc', card: 'ap-18' });
    // Château-Thierry is next to no other German: +1; 1 + 1 = 2 fails, the Germans fire first.
    s = legal(s, 'ap', { type: 'flank', front: 'amiens' }, [1]);
    expect(s.fight!.flank).toMatchObject({ success: false, drm: 1 });
    s = legal(s, 'ap', { type: 'fight' });
    // The German corps: Corps table column 2, die 6 → 1: the reduced British corps is eliminated.
    const r = played(s, 'cp', { type: 'fight' }, [6, 3]);
    expect(where(r.state, 'br-c5')).toBe('ap-eliminated');
    const fires = r.events.filter((e) => e.kind === 'fire');
    expect(fires[0]).toMatchObject({ side: 'cp', ln: 1 });
    // The French armies, CF 6 (6-8), die 3 + 1 = 4 → 4.
    expect(fires[1]).toMatchObject({ side: 'ap', cf: 6, die: 3, drm: 1, ln: 4 });
    expect((fires[1] as unknown as { modifiers: unknown[] }).modifiers).toContainEqual(
      expect.objectContaining({ kind: 'drm', card: 'ap-18', value: 1 }),
    );
  });
});

describe('Paths of Glory play: retreats (12.5) and advances (12.7)', () => {
  it('12.5.7 not into a space with enemy units', () => {
    const s = frenchRetreat('cambrai', 'sedan', 2, { units: { 'ge-c10': 'amiens' } });
    const options = retreatOptions(game, s, 'fr-1');
    expect(options.length).toBeGreaterThan(0);
    expect(options.flat()).not.toContain('amiens');
    refused(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['amiens'] }, '12.5.7', 'retreat-path');
  });

  it('12.5.7 not into an enemy fort that is not besieged; 12.5.4 with no way out an army is eliminated for good', () => {
    const position = (changes: Changes = {}) => {
      let s = combat('cp', ['insterberg'], {
        ...changes,
        units: {
          ...emptied(['tannenberg', 'insterberg', 'plock', 'lomza']),
          'ru-2': 'tannenberg',
          'ge-8': 'insterberg',
          'ge-9': 'insterberg',
          // Plock and Lomza held: around Tannenberg only the German forts of Thorn, Danzig and Königsberg are left.
          'ge-c11': 'plock',
          'ge-c12': 'lomza',
          ...changes.units,
        },
        full: ['ru-2', 'ge-8', 'ge-9'],
      });
      s = legal(s, 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8', 'ge-9'] });
      s = legal(s, 'cp', { type: 'fight' });
      // CF 10 die 1 → 3 (the 2nd Army reduced, one step left: no cancelling in the forest); CF 3 die 1 → 1.
      return played(s, 'ap', { type: 'fight' }, [1, 1]);
    };
    const r = position();
    expect(r.events.find((e) => e.kind === 'no-retreat')).toMatchObject({ units: ['ru-2'], rule: '12.5.4' });
    expect(where(r.state, 'ru-2')).toBe('gone');
    // Thorn besieged by a Russian corps: the retreat may go through it.
    const besieged = position({ units: { 'ru-c1': 'thorn' }, state: { besieged: ['thorn'] } }).state;
    expect(top(besieged)).toEqual({ name: 'retreat', side: 'ap' });
    expect(retreatOptions(game, besieged, 'ru-2')).toContainEqual(['thorn', 'lodz']);
  });

  it('12.5.7 not back into the defending space', () => {
    const s = frenchRetreat('cambrai', 'sedan', 1);
    expect(retreatOptions(game, s, 'fr-1').flat()).not.toContain('cambrai');
    refused(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['amiens', 'cambrai'] }, '12.5.7', 'retreat-path');
  });

  it('12.5.7 a retreat may not end overstacked, but may pass through a full space', () => {
    const full = { 'fr-c1': 'chateau-thierry', 'fr-c2': 'chateau-thierry', 'fr-c3': 'chateau-thierry' };
    const one = frenchRetreat('sedan', 'koblenz', 2, { units: full });
    expect(retreatOptions(game, one, 'fr-1')).not.toContainEqual(['chateau-thierry']);
    refused(one, 'ap', { type: 'retreat', unit: 'fr-1', path: ['chateau-thierry'] }, '12.5.7', 'retreat-path');
    const two = frenchRetreat('sedan', 'koblenz', 1, { units: full });
    const options = retreatOptions(game, two, 'fr-1');
    expect(options).toContainEqual(['chateau-thierry', 'melun']);
    expect(options.map((o) => o[1])).not.toContain('chateau-thierry');
  });

  it('12.5.7 friendly spaces before enemy ones; into an empty enemy space only when no friendly one is left, and it becomes friendly', () => {
    const s = frenchRetreat('cambrai', 'sedan', 2, { control: { amiens: 'cp' } });
    const options = retreatOptions(game, s, 'fr-1');
    expect(options).toContainEqual(['chateau-thierry']);
    expect(options).not.toContainEqual(['amiens']);
    const cut = frenchRetreat('cambrai', 'sedan', 2, {
      units: { 'br-bef': 'off' },
      control: { amiens: 'cp', calais: 'cp', 'chateau-thierry': 'cp', brussels: 'cp' },
    });
    expect(retreatOptions(game, cut, 'fr-1')).toContainEqual(['amiens']);
    const t = legal(cut, 'ap', { type: 'retreat', unit: 'fr-1', path: ['amiens'] });
    expect(t.control['amiens']).toBe('ap');
  });

  it('12.5.7 in supply before out of supply (the rules function, with Calais out of supply)', () => {
    const s = frenchRetreat('cambrai', 'sedan', 2);
    const all = retreatPaths(at(s), 'fr-1', 'ap', 'cambrai', 1, () => true);
    expect(all).toContainEqual(['calais']);
    const paths = retreatPaths(at(s), 'fr-1', 'ap', 'cambrai', 1, (space) => space !== 'calais');
    expect(paths).not.toContainEqual(['calais']);
    expect(paths).toContainEqual(['chateau-thierry']);
  });

  it('12.5.7 with no friendly space, an enemy space that would put the unit in supply before one that would not', () => {
    // Every way out of Cambrai is the enemy's; Brussels, with Antwerp and Ostend taken, leads to no supply.
    const enemy = ['amiens', 'calais', 'chateau-thierry', 'brussels', 'antwerp', 'ostend'];
    const s = frenchRetreat('cambrai', 'sedan', 2, {
      units: emptied(enemy),
      control: Object.fromEntries(enemy.map((e) => [e, 'cp' as const])),
    });
    const options = retreatOptions(game, s, 'fr-1');
    expect(options).toContainEqual(['amiens']);
    expect(options).toContainEqual(['chateau-thierry']);
    expect(options).not.toContainEqual(['brussels']);
    refused(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['brussels'] }, '12.5.7', 'retreat-path');
  });

  it('12.5.7 no retreat into a neutral country (Romania neutral: from Kishinev only Ismail)', () => {
    let s = combat('cp', ['zhmerinka'], {
      units: { ...emptied(['kishinev', 'zhmerinka']), 'ru-3': 'kishinev', 'ge-8': 'zhmerinka', 'ge-9': 'zhmerinka' },
      full: ['ru-3', 'ge-8', 'ge-9'],
      control: { zhmerinka: 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'kishinev', units: ['ge-8', 'ge-9'] });
    s = legal(s, 'cp', { type: 'fight' });
    // CF 10 die 1 → 3; CF 3 die 2 → 2: one space.
    s = legal(s, 'ap', { type: 'fight' }, [1, 2]);
    expect(retreatOptions(game, s, 'ru-3')).toEqual([['ismail']]);
    refused(s, 'ap', { type: 'retreat', unit: 'ru-3', path: ['barlad'] }, '12.5.7', 'retreat-path');
  });

  it('12.5.3 defenders in forest or trench may cancel the retreat with one more step; not in clear terrain, nor with the last step', () => {
    const cover = (target: string, from: string, changes: Changes = {}) => {
      let s = combat('cp', [from], {
        ...changes,
        units: {
          ...emptied([target, from]),
          'fr-1': target,
          'fr-c1': target,
          'ge-2': from,
          'ge-3': from,
          ...changes.units,
        },
        full: ['fr-1', 'fr-c1', 'ge-2', 'ge-3'],
        control: { [from]: 'cp' },
      });
      s = legal(s, 'cp', { type: 'attack', target, units: ['ge-2', 'ge-3'] });
      s = legal(s, 'cp', { type: 'fight' });
      // CF 10 die 1 → 3 (the army reduced); the French CF 4 die 1 → 2: one space.
      s = legal(s, 'ap', { type: 'fight' }, [1, 1]);
      expect(top(s)).toEqual({ name: 'retreat', side: 'ap' });
      return s;
    };
    // Sedan is forest.
    const forest = cover('sedan', 'koblenz');
    const held = legal(forest, 'ap', { type: 'hold', unit: 'fr-c1' });
    expect(strength(held, 'fr-c1')).toBe('reduced');
    expect([where(held, 'fr-1'), where(held, 'fr-c1')]).toEqual(['sedan', 'sedan']);
    // The defender stayed: no advance, the action goes on.
    expect(held.fight).toBeUndefined();
    // Cambrai is clear: no cancelling; with a trench, yes.
    refused(cover('cambrai', 'sedan'), 'ap', { type: 'hold', unit: 'fr-c1' }, '12.5.3', 'cannot-cancel-retreat');
    const trench = cover('cambrai', 'sedan', { state: { trenches: { cambrai: 1 } } });
    const kept = legal(trench, 'ap', { type: 'hold', unit: 'fr-c1' });
    expect(strength(kept, 'fr-c1')).toBe('reduced');
    expect(where(kept, 'fr-1')).toBe('cambrai');
    // A single step left in the forest may not be lost to stay.
    const alone = frenchRetreat('sedan', 'koblenz', 2);
    expect(alone.fight!.mayCancel).toBe(false);
    refused(alone, 'ap', { type: 'hold', unit: 'fr-1' }, '12.5.3', 'cannot-cancel-retreat');
  });

  it('12.5.4 a corps with no way out goes to the Eliminated box (it may be rebuilt)', () => {
    let s = combat('cp', ['zhmerinka'], {
      units: {
        ...emptied(['kishinev', 'zhmerinka', 'odessa', 'ismail']),
        'ru-c1': 'kishinev',
        'ru-c2': 'kishinev',
        'ge-8': 'zhmerinka',
        'ge-c10': 'ismail',
        'ge-c11': 'odessa',
      },
      full: ['ru-c1', 'ru-c2', 'ge-8'],
      control: { zhmerinka: 'cp', ismail: 'cp', odessa: 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'kishinev', units: ['ge-8'] });
    s = legal(s, 'cp', { type: 'fight' });
    // CF 5 (column 5) die 1 → 2: each corps reduced (or one eliminated); the corps CF 2 die 1 → 0.
    let r = played(s, 'ap', { type: 'fight' }, [1, 1]);
    if (top(r.state)?.name === 'losses') r = played(r.state, 'ap', { type: 'losses', choice: 1 });
    expect(r.events.find((e) => e.kind === 'no-retreat')).toBeDefined();
    for (const u of ['ru-c1', 'ru-c2']) expect(['ap-eliminated']).toContain(where(r.state, u));
  });

  it('12.5.6 a reserve corps that replaced an army and cannot retreat is eliminated, and the army is gone for good', () => {
    // Kishinev in supply through Ismail and Odessa, both full (3 units each): Romania neutral, no way out.
    let s = combat('cp', ['zhmerinka'], {
      units: {
        ...emptied(['kishinev', 'zhmerinka']),
        'ru-3': 'kishinev',
        'ge-8': 'zhmerinka',
        'ge-9': 'zhmerinka',
        'ru-c2': 'ismail',
        'ru-c3': 'ismail',
        'ru-c4': 'ismail',
        'ru-c14': 'odessa',
        'ru-c15': 'odessa',
      },
      reduced: ['ru-3'],
      full: ['ge-8', 'ge-9'],
      control: { zhmerinka: 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'kishinev', units: ['ge-8', 'ge-9'] });
    s = legal(s, 'cp', { type: 'fight' });
    // CF 10 die 1 → 3: the reduced 3rd Army (LF 2) is eliminated, a reserve corps replaces it and is reduced (LF 1);
    // the Russians CF 2 die 1 → 1: two spaces, and Romania neutral, Odessa held: no way out.
    const r = played(s, 'ap', { type: 'fight' }, [1, 1]);
    const losses = r.events.find((e) => e.kind === 'losses' && e.role === 'defender') as unknown as {
      units: { unit: string; fate: string }[];
    };
    const corps = losses.units.find((u) => u.unit.startsWith('ru-c'))!;
    expect(corps.fate).toBe('arrives-reduced');
    expect(r.events.find((e) => e.kind === 'no-retreat')).toMatchObject({ units: [corps.unit] });
    expect(where(r.state, corps.unit)).toBe('ap-eliminated');
    expect(where(r.state, 'ru-3')).toBe('gone');
  });

  it('12.5.8 units that retreated into a space attacked later the same action do not fire and are eliminated by any loss number', () => {
    let s = combat('cp', ['sedan'], {
      units: {
        ...emptied(['cambrai', 'sedan', 'chateau-thierry', 'brussels']),
        'fr-1': 'cambrai',
        'fr-c1': 'chateau-thierry',
        'ge-2': 'sedan',
        'ge-3': 'sedan',
        'ge-4': 'sedan',
      },
      full: ['fr-1', 'fr-c1', 'ge-2', 'ge-3', 'ge-4'],
      control: { sedan: 'cp', amiens: 'cp', calais: 'cp', brussels: 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'cambrai', units: ['ge-2', 'ge-3'] });
    s = legal(s, 'cp', { type: 'fight' });
    s = legal(s, 'ap', { type: 'fight' }, [1, 2]);
    expect(retreatOptions(game, s, 'fr-1')).toEqual([['chateau-thierry']]);
    s = legal(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['chateau-thierry'] });
    s = legal(s, 'cp', { type: 'advanced' });
    expect(top(s)).toEqual({ name: 'attack', side: 'cp' });
    s = legal(s, 'cp', { type: 'attack', target: 'chateau-thierry', units: ['ge-4'] });
    expect(s.fight!.defenders).toEqual(['fr-c1']);
    s = legal(s, 'cp', { type: 'fight' });
    // GE 4th Army CF 5 die 1 → 2; the French corps alone fires: Corps table column 1, die 6 → 1.
    const r = played(s, 'ap', { type: 'fight' }, [1, 6]);
    expect(r.events.filter((e) => e.kind === 'fire')[1]).toMatchObject({ side: 'ap', table: 'corps', cf: 1, ln: 1 });
    expect(r.events.find((e) => e.kind === 'losses' && e.role === 'defender')).toMatchObject({ ln: 2, absorbed: 2 });
    expect(where(r.state, 'fr-c1')).toBe('ap-eliminated');
    expect(r.events.find((e) => e.kind === 'refugees-eliminated')).toMatchObject({ units: ['fr-1'] });
    expect(where(r.state, 'fr-1')).toBe('ap-eliminated');
  });

  it('12.7.7 the Central Powers advance into Amiens, Calais or Ostend only if it was the defending space, after Race to the Sea, or at War Status 4', () => {
    const through = (changes: Changes = {}) => {
      let s = frenchRetreat('cambrai', 'sedan', 1, changes);
      s = legal(s, 'ap', { type: 'retreat', unit: 'fr-1', path: ['amiens', 'rouen'] });
      expect(top(s)).toEqual({ name: 'advance', side: 'cp' });
      return s;
    };
    const s = through();
    refused(s, 'cp', { type: 'advance', units: ['ge-2'], to: 'amiens' }, '12.7', 'advance-where');
    expect(where(legal(s, 'cp', { type: 'advance', units: ['ge-2'], to: 'cambrai' }), 'ge-2')).toBe('cambrai');
    const race = through({ state: { events: ['cp-8'] } });
    expect(where(legal(race, 'cp', { type: 'advance', units: ['ge-2'], to: 'amiens' }), 'ge-2')).toBe('amiens');
    const ws4 = through({ state: { warStatus: { cp: 4, ap: 0 } } });
    expect(where(legal(ws4, 'cp', { type: 'advance', units: ['ge-2'], to: 'amiens' }), 'ge-2')).toBe('amiens');
    let defending = frenchRetreat('amiens', 'cambrai', 1);
    defending = legal(defending, 'ap', {
      type: 'retreat',
      unit: 'fr-1',
      path: retreatOptions(game, defending, 'fr-1')[0]!,
    });
    expect(where(legal(defending, 'cp', { type: 'advance', units: ['ge-2'], to: 'amiens' }), 'ge-2')).toBe('amiens');
  });

  it('12.7.2 when the defenders are all eliminated the attackers may enter only the defending space', () => {
    let s = combat('cp', ['sedan'], {
      units: { ...emptied(['cambrai', 'sedan']), 'fr-c1': 'cambrai', 'ge-2': 'sedan', 'ge-3': 'sedan' },
      reduced: ['fr-c1'],
      full: ['ge-2', 'ge-3'],
      control: { sedan: 'cp' },
    });
    s = legal(s, 'cp', { type: 'attack', target: 'cambrai', units: ['ge-2', 'ge-3'] });
    s = legal(s, 'cp', { type: 'fight' });
    s = legal(s, 'ap', { type: 'fight' }, [1, 1]);
    expect(where(s, 'fr-c1')).toBe('ap-eliminated');
    expect(top(s)).toEqual({ name: 'advance', side: 'cp' });
    refused(s, 'cp', { type: 'advance', units: ['ge-2', 'ge-3'], to: 'chateau-thierry' }, '12.7', 'advance-where');
    expect(where(legal(s, 'cp', { type: 'advance', units: ['ge-2', 'ge-3'], to: 'cambrai' }), 'ge-3')).toBe('cambrai');
  });
});

/** The GE 8th Army in Insterberg (and a corps in Danzig) against the RU 2nd Army in Tannenberg; the CP hold `cp`, the Allies `ap`. */
function tannenberg(cp: string[], ap: string[] = [], changes: Changes & { full?: string[] } = {}): PogState {
  return combat('cp', ['insterberg', 'danzig'], {
    ...changes,
    units: { 'ru-2': 'tannenberg', 'ge-c10': 'danzig', ...changes.units },
    full: ['ru-2', 'ge-8', 'ge-c10', ...(changes.full ?? [])],
    control: { tannenberg: 'ap', ...changes.control },
    hand: { cp, ap },
  });
}

/** Plays the rest of a combat the simple way: the first retreat offered for each unit, no advance. */
function settle(s: PogState): PogState {
  let next = s;
  for (let i = 0; i < 10; i++) {
    const frame = top(next);
    if (frame?.name === 'losses') next = legal(next, frame.side, { type: 'losses', choice: 1 });
    else if (frame?.name === 'retreat') {
      const unit = next.fight!.retreating[0]!;
      next = legal(next, 'ap', { type: 'retreat', unit, path: retreatOptions(game, next, unit)[0]! });
    } else if (frame?.name === 'advance') next = legal(next, frame.side, { type: 'advanced' });
    else break;
  }
  return next;
}

describe('Paths of Glory play: combat cards in a combat (9.5.4, 12.2.1)', () => {
  it('12.2.1 step 3: a trench-cancelling card (CP #44 von Hutier) is played before the flank attempt, not after it', () => {
    const s = legal(tannenberg(['cp-44']), 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8', 'ge-c10'] });
    expect(playableCards(game, s, 'cp', 'attacker')).toContain('cp-44');
    const before = legal(s, 'cp', { type: 'cc', card: 'cp-44' });
    expect(before.fight!.cards.attacker).toEqual(['cp-44']);
    expect(legal(before, 'cp', { type: 'flank', front: 'insterberg' }, [3]).fight!.flank).toMatchObject({
      success: true,
    });
    const after = legal(s, 'cp', { type: 'flank', front: 'insterberg' }, [3]);
    expect(playableCards(game, after, 'cp', 'attacker')).not.toContain('cp-44');
    refused(after, 'cp', { type: 'cc', card: 'cp-44' }, '12.2.1', 'cc-wrong-window');
  });

  it('12.2.1 step 4: Wireless Intercepts (CP #2) makes a German flank attempt against Russians only succeed without a roll', () => {
    let s = legal(tannenberg(['cp-2']), 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8', 'ge-c10'] });
    expect(playableCards(game, s, 'cp', 'attacker')).toContain('cp-2');
    s = legal(s, 'cp', { type: 'cc', card: 'cp-2' });
    // A die of 1 would fail (1 + 1 = 2): the card makes it succeed.
    s = legal(s, 'cp', { type: 'flank', front: 'insterberg' }, [1]);
    expect(s.fight!.flank).toMatchObject({ success: true, die: null });
  });

  it('12.3.3 Wireless Intercepts is not offered when no flank attempt can be made (an attack from one space)', () => {
    const s = legal(tannenberg(['cp-2']), 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8'] });
    expect(playableCards(game, s, 'cp', 'attacker')).not.toContain('cp-2');
    const r = act(s, 'cp', { type: 'cc', card: 'cp-2' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.code).toBe('cc-needs-flank');
  });

  it('9.5.4.1 the defender plays in his own window: not during the attacker’s, nor an attacker’s card', () => {
    let s = legal(tannenberg(['cp-3', 'cp-18'], ['ap-4']), 'cp', {
      type: 'attack',
      target: 'tannenberg',
      units: ['ge-8'],
    });
    refused(s, 'ap', { type: 'cc', card: 'ap-4' }, '8.1.5', 'not-your-turn');
    // Fortified Machine Guns is a defender's card.
    expect(playableCards(game, s, 'cp', 'attacker')).toEqual(['cp-3']);
    const wrong = act(s, 'cp', { type: 'cc', card: 'cp-18' });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.problem.code).toBe('cc-wrong-role');
    s = legal(s, 'cp', { type: 'fight' });
    expect(top(s)).toEqual({ name: 'combat-cards', side: 'ap', role: 'defender' });
    expect(playableCards(game, s, 'ap', 'defender')).toEqual(['ap-4']);
    expect(legal(s, 'ap', { type: 'cc', card: 'ap-4' }).fight!.cards.defender).toEqual(['ap-4']);
  });

  it('9.5.4.2 the winner keeps his card face up; 9.5.4.3 `*` cards are removed, win or lose', () => {
    let s = legal(tannenberg(['cp-3'], ['ap-4']), 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8'] });
    s = legal(s, 'cp', { type: 'cc', card: 'cp-3' });
    s = legal(s, 'cp', { type: 'fight' });
    s = legal(s, 'ap', { type: 'cc', card: 'ap-4' });
    // GE CF 5 die 3 + 1 → 4; RU CF 3 die 1 + 1 → 2 (Pleve): the Germans win.
    const r = played(s, 'ap', { type: 'fight' }, [3, 1]);
    expect(r.events.find((e) => e.kind === 'combat-result')).toMatchObject({ winner: 'attacker' });
    expect(r.state.retained?.cp).toEqual(['cp-3']);
    expect(r.state.discard.cp).not.toContain('cp-3');
    expect(r.state.removed.ap).toContain('ap-4');
    expect(r.state.discard.ap).not.toContain('ap-4');
  });

  it('9.5.4.3 the loser discards his cards (on a tie both lose)', () => {
    const fought = (faces: number[]) => {
      let s = legal(tannenberg(['cp-3'], ['ap-4']), 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8'] });
      s = legal(s, 'cp', { type: 'cc', card: 'cp-3' });
      s = legal(s, 'cp', { type: 'fight' });
      s = legal(s, 'ap', { type: 'cc', card: 'ap-4' });
      return played(s, 'ap', { type: 'fight' }, faces);
    };
    // GE die 1 + 1 → 3 (column 5); RU die 5 + 1 → 4 (column 3): the Russians win.
    const lost = fought([1, 5]);
    expect(lost.events.find((e) => e.kind === 'combat-result')).toMatchObject({ winner: 'defender' });
    expect(lost.state.discard.cp).toContain('cp-3');
    expect(lost.state.retained?.cp ?? []).not.toContain('cp-3');
    expect(lost.state.removed.ap).toContain('ap-4');
    // GE die 1 + 1 → 3; RU die 4 + 1 → 3: a tie.
    const tie = fought([1, 4]);
    expect(tie.events.find((e) => e.kind === 'combat-result')).toMatchObject({ winner: 'none' });
    expect(tie.state.discard.cp).toContain('cp-3');
    expect(tie.state.retained?.cp ?? []).toEqual([]);
  });

  it('9.5.4.4 a card kept face up serves once an action round: not again in the same round, again in the next', () => {
    let s = tannenberg(['cp-3'], [], {
      units: { 'ge-9': 'thorn', 'ru-1': 'plock' },
      full: ['ge-9', 'ru-1'],
    });
    s = { ...s, activations: { insterberg: 'attack', thorn: 'attack' } };
    s = legal(s, 'cp', { type: 'attack', target: 'tannenberg', units: ['ge-8'] });
    s = legal(s, 'cp', { type: 'cc', card: 'cp-3' });
    s = legal(s, 'cp', { type: 'fight' });
    s = settle(legal(s, 'ap', { type: 'fight' }, [3, 1]));
    expect(s.retained?.cp).toEqual(['cp-3']);
    expect(top(s)).toEqual({ name: 'attack', side: 'cp' });
    // A second combat of the same action round: the kept card has served this round.
    s = legal(s, 'cp', { type: 'attack', target: 'plock', units: ['ge-9'] });
    expect(playableCards(game, s, 'cp', 'attacker')).not.toContain('cp-3');
    refused(s, 'cp', { type: 'cc', card: 'cp-3' }, '9.5.4.4', 'cc-used-this-round');
    s = legal(s, 'cp', { type: 'fight' });
    s = settle(legal(s, 'ap', { type: 'fight' }, [1, 1]));
    if (top(s)?.name === 'attack') s = legal(s, 'cp', { type: 'attacked' });
    // The Allies' action of round 1 (an automatic operation doing nothing), then round 2.
    s = legal(s, 'ap', { type: 'auto' });
    s = legal(s, 'ap', { type: 'activated' });
    expect(s.round).toBe(2);
    expect(top(s)).toEqual({ name: 'action', side: 'cp' });
    expect(s.retained?.cp).toEqual(['cp-3']);
    // Round 2: the 9th Army attacks a Russian army in Lodz with the card kept face up.
    expect(where(s, 'ge-9')).toBe('thorn');
    s = {
      ...s,
      units: { ...s.units, 'ru-5': { at: 'lodz', strength: 'full' } },
      inPlay: ['cp-9'],
      activations: { thorn: 'attack' },
      stack: [...s.stack, { name: 'attack', side: 'cp' }],
    };
    s = legal(s, 'cp', { type: 'attack', target: 'lodz', units: ['ge-9'] });
    expect(playableCards(game, s, 'cp', 'attacker')).toContain('cp-3');
    const again = played(s, 'cp', { type: 'cc', card: 'cp-3' });
    expect(again.events.find((e) => e.kind === 'combat-card')).toMatchObject({ card: 'cp-3', kept: true });
  });

  it('9.5.4.5 the cards kept face up are discarded at the end of the turn', () => {
    let s = combat('ap', [], { state: { round: 6, retained: { cp: ['cp-3'], ap: [] } } });
    s = {
      ...s,
      deck: { ...s.deck, cp: s.deck.cp.filter((c) => c !== 'cp-3') },
      hand: { ...s.hand, cp: s.hand.cp.filter((c) => c !== 'cp-3') },
    };
    s = legal(s, 'ap', { type: 'attacked' });
    expect(s.retained).toEqual({ cp: [], ap: [] });
    expect(s.discard.cp).toContain('cp-3');
  });
});
