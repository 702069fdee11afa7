import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MANDATED_OFFENSIVES,
  mandatedOffensivesTable,
  mandatedRuling,
} from '../../../../src/engine/games/paths-of-glory/rulings/mandated.js';
import { failureOf, resultOf, textOf } from './run.js';

describe('mandated: the default Mandated Offensive tables (not in the rulebook), every cell', () => {
  // Default from rally-the-troops and rtt-paths-of-glory-dice-analyzer (see mandated.ts and README.md).
  it.each([
    ['cp', 1, 'ah'],
    ['cp', 2, 'ah-it'],
    ['cp', 3, 'tu'],
    ['cp', 4, 'ge'],
    ['cp', 5, 'none'],
    ['cp', 6, 'none'],
    ['ap', 1, 'fr'],
    ['ap', 2, 'fr'],
    ['ap', 3, 'br'],
    ['ap', 4, 'it'],
    ['ap', 5, 'it'],
    ['ap', 6, 'ru'],
  ])('%s die %i → %s', (side, die, box) => {
    expect(resultOf(mandatedRuling, { side }, [die])).toEqual({
      die,
      modified: die,
      box,
      offensive: box,
      mutiny: false,
      table: 'default',
    });
  });

  it('the text says where the default table comes from', () => {
    expect(textOf(mandatedRuling, { side: 'cp' }, [4]).en).toContain(
      'default from rally-the-troops and rtt-paths-of-glory-dice-analyzer: not in the rulebook',
    );
    expect(textOf(mandatedRuling, { side: 'cp' }, [4]).it).toContain('non è nel regolamento');
  });
});

describe('mandated: the example of play', () => {
  it('Aug 1914: the CP roll 4, so a German unit must attack in Belgium, France or Germany or the VP drop by one', () => {
    const result = resultOf(mandatedRuling, { side: 'cp', neutral: 'it,tu' }, [4]);
    expect(result).toMatchObject({ box: 'ge', offensive: 'ge' });
    expect(textOf(mandatedRuling, { side: 'cp', neutral: 'it,tu' }, [4]).en).toContain(
      'if not, VP −1 in the War Status Phase (7.1.3)',
    );
  });

  it('Aug 1914: the Allies roll 2, so a French unit must attack in Belgium, France or Germany', () => {
    expect(resultOf(mandatedRuling, { side: 'ap', neutral: 'it,tu' }, [2])).toMatchObject({
      box: 'fr',
      offensive: 'fr',
    });
    expect(textOf(mandatedRuling, { side: 'ap' }, [2]).en).toContain('if not, VP +1');
  });

  it('Sep 1914: the CP roll 1, the Austro-Hungarian must attack', () => {
    expect(resultOf(mandatedRuling, { side: 'cp', neutral: 'it,tu' }, [1])).toMatchObject({
      box: 'ah',
      offensive: 'ah',
    });
  });

  it('Sep 1914: the Allies roll 5 and, Italy being neutral, have no mandated attack (7.1.2)', () => {
    expect(resultOf(mandatedRuling, { side: 'ap', neutral: 'it,tu' }, [5])).toMatchObject({
      box: 'it',
      offensive: 'none',
    });
    expect(textOf(mandatedRuling, { side: 'ap', neutral: 'it' }, [5]).en).toContain('IT is neutral: no effect (7.1.2)');
  });
});

describe('mandated: modifiers and overrides (7.1.2–7.1.11)', () => {
  it('Hoffmann adds 1 to the CP roll (7.1.9); a 7 reads the last box of a six-box table', () => {
    expect(resultOf(mandatedRuling, { side: 'cp', hoffmann: true }, [3])).toMatchObject({ modified: 4, box: 'ge' });
    expect(resultOf(mandatedRuling, { side: 'cp', hoffmann: true }, [6])).toMatchObject({ modified: 7, box: 'none' });
    expect(textOf(mandatedRuling, { side: 'cp', hoffmann: true }, [6]).en).toContain('7 read as box 6');
  });

  it('7.1.2: a nation whose capital the enemy holds has no MO, which moves one box to the right', () => {
    expect(resultOf(mandatedRuling, { side: 'ap', 'enemy-capitals': 'fr' }, [1]).offensive).toBe('br');
    expect(resultOf(mandatedRuling, { side: 'ap', 'enemy-capitals': 'fr,br' }, [2]).offensive).toBe('it');
    expect(resultOf(mandatedRuling, { side: 'ap', 'enemy-capitals': 'it' }, [4]).offensive).toBe('ru');
    expect(resultOf(mandatedRuling, { side: 'ap', 'enemy-capitals': 'ru' }, [6]).offensive).toBe('none');
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'ge' }, [4]).offensive).toBe('none');
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'tu' }, [3]).offensive).toBe('ge');
    const text = textOf(mandatedRuling, { side: 'ap', 'enemy-capitals': 'fr' }, [1]);
    expect(text.en).toContain('FR: its capital is enemy-controlled, so one box to the right: BR (7.1.2)');
  });

  it('7.1.2: for Austria-Hungary both Vienna and Budapest must be held ("sia Budapest che Vienna"): AH and AH (It) move to TU', () => {
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'ah' }, [1]).offensive).toBe('tu');
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'ah' }, [2]).offensive).toBe('tu');
    expect(textOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'ah' }, [1]).it).toContain(
      'Vienna e Budapest sono in mano al nemico',
    );
    // ...and a shift onto a neutral Turkey has no effect.
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'ah', neutral: 'tu' }, [1]).offensive).toBe('none');
  });

  it('7.1.6: AH (It) counts as AH while Italy is neutral or Rome is held by the Central Powers', () => {
    expect(resultOf(mandatedRuling, { side: 'cp' }, [2]).offensive).toBe('ah-it');
    expect(resultOf(mandatedRuling, { side: 'cp', neutral: 'it' }, [2]).offensive).toBe('ah');
    expect(resultOf(mandatedRuling, { side: 'cp', 'enemy-capitals': 'it' }, [2]).offensive).toBe('ah');
  });

  it('7.1.10 H-L Take Command: GE counts as None; 7.1.11 Bolshevik Revolution: RU is ignored', () => {
    expect(resultOf(mandatedRuling, { side: 'cp', 'hl-take-command': true }, [4]).offensive).toBe('none');
    expect(resultOf(mandatedRuling, { side: 'ap', bolshevik: true }, [6]).offensive).toBe('none');
  });

  it('7.1.8 French Mutiny: a French result penalises French attacks instead', () => {
    expect(resultOf(mandatedRuling, { side: 'ap', 'french-mutiny': true }, [1])).toMatchObject({
      offensive: 'fr',
      mutiny: true,
    });
    expect(resultOf(mandatedRuling, { side: 'ap', 'french-mutiny': true }, [3])).toMatchObject({
      offensive: 'br',
      mutiny: false,
    });
    expect(textOf(mandatedRuling, { side: 'ap', 'french-mutiny': true }, [2]).en).toContain(
      '**French Mutiny**: no attack is required',
    );
  });

  it.each([
    [{ side: 'ap', hoffmann: true }, 'hoffmann', /Central Powers roll \(7\.1\.9\)/],
    [{ side: 'ap', 'hl-take-command': true }, 'hl-take-command', /7\.1\.10/],
    [{ side: 'cp', bolshevik: true }, 'bolshevik', /Allied roll \(7\.1\.11\)/],
    [{ side: 'cp', 'french-mutiny': true }, 'french-mutiny', /7\.1\.8/],
    [{ side: 'cp', neutral: 'ge' }, 'neutral', /"ge" is not a nation that can be neutral here/],
    [{ side: 'cp', 'enemy-capitals': 'paris' }, 'enemy-capitals', /"paris" is not a nation/],
    [{}, 'side', /--side is required/],
  ])('refuses %j', (raw, option, message) => {
    const failure = failureOf(mandatedRuling, raw);
    expect(failure.option).toBe(option);
    expect(failure.message.en).toMatch(message);
  });
});

describe('mandated: a pack replaces the default table (table id mandated-offensives)', () => {
  const pack = { cp: ['ah', 'ah', 'tu', 'ge', 'ge', 'none', 'ah-it'], ap: ['fr', 'br', 'br', 'it', 'ru', 'none'] };

  it('the schema accepts the default and six or seven boxes per side, and refuses a box of the other side', () => {
    expect(mandatedOffensivesTable.id).toBe('mandated-offensives');
    expect(mandatedOffensivesTable.schema.safeParse(DEFAULT_MANDATED_OFFENSIVES).success).toBe(true);
    expect(mandatedOffensivesTable.schema.safeParse(pack).success).toBe(true);
    expect(
      mandatedOffensivesTable.schema.safeParse({ ...pack, ap: ['tu', 'fr', 'fr', 'fr', 'fr', 'fr'] }).success,
    ).toBe(false);
    expect(mandatedOffensivesTable.schema.safeParse({ ...pack, cp: ['ah'] }).success).toBe(false);
  });

  it('reads the loaded boxes, including a seventh box for a CP 7 after Hoffmann', () => {
    const tables = { 'mandated-offensives': pack };
    expect(resultOf(mandatedRuling, { side: 'ap' }, [2], tables)).toMatchObject({ box: 'br', table: 'pack' });
    expect(resultOf(mandatedRuling, { side: 'cp', hoffmann: true }, [6], tables)).toMatchObject({
      modified: 7,
      box: 'ah-it',
    });
    expect(textOf(mandatedRuling, { side: 'ap' }, [2], tables).en).toContain('as loaded from the pack');
  });
});
