import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/** The five games' rulings as slash commands, through the sandbox: players' own dice, both languages, bad input. */

let h: Harness;
const content = (m: { json: JsonObject }) => String(m.json['content'] ?? '');

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('quick rulings in Discord', () => {
  it('registers one command per game, each within Discord’s limits (the sandbox checks them as Discord does)', () => {
    const names = h.sandbox.model.guildCommands.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['pog', 'gi', 'borodino', 'n1812', 'oao']));
  });

  it.each([
    [
      'bruno',
      'pog fire',
      { table: 'army', cf: 7, roll: '4' },
      /Army table: 7 CF → column 6-8; row 4: loss number 4 \(12\.4\.1\)/,
    ],
    ['bruno', 'gi fire', { cs: 4, roll: '3' }, /Fire against CS 4: hit \(3 ≤ CS 4, 9\.3\.1 c\)/],
    ['alice', 'borodino cohesion', { cohesion: 6, roll: '4' }, /Coesione 6: 4 ≤ 6, superato/],
    [
      'alice',
      'n1812 attack-check',
      { cc: 2, cr: 3, roll: '2' },
      /Dadi 2; \+2 CC impiegati \(10\.2\); \+3 CR del Comandante \(10\.2\) → 7/,
    ],
    [
      'bruno',
      'oao artillery',
      { av: 6, de: 2 },
      /Artillery Table \(10\.1\.2\): own 2 DE → row 2-2¾; enemy AV 6 → cell 4-8/,
    ],
  ])('%s asks /%s and reads the table in their language', async (user, command, options, expected) => {
    const reply = await h.sandbox.invokeCommand({ user, channel: 'regole', command, options }).response();
    expect(reply.visibleTo).toBeUndefined();
    expect(content(reply).replace(/\*\*/g, '')).toMatch(expected);
    if ('roll' in options) expect(content(reply)).toMatch(/(rolled by the players|tirati dai giocatori): /);
  });

  it('rolls the dice itself when no roll is given, and shows them', async () => {
    const reply = await h.sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'pog fire', options: { table: 'corps', cf: 3 } })
      .response();
    expect(content(reply)).toMatch(/Dice rolled by Umpire: [1-6]/);
  });

  it('refuses bad input privately, naming the option and the legal range, and posts nothing', async () => {
    const before = h.sandbox.messages('regole').length;
    const wrongDice = h.sandbox.invokeCommand({
      user: 'alice',
      channel: 'regole',
      command: 'pog fire',
      options: { table: 'army', cf: 7, roll: '9' },
    });
    const refused = await wrongDice.answer();
    expect(refused.visibleTo).toBe(h.sandbox.users!.alice.id);
    expect(content(refused)).toMatch(/Il dado 1 deve essere da 1 a 6/);
    const schema = h.sandbox.invokeCommand({
      user: 'bruno',
      channel: 'regole',
      command: 'oao odds',
      options: { attackers: '13@nowhere', ds: 5 },
    });
    const refusedSchema = await schema.answer();
    expect(refusedSchema.visibleTo).toBe(h.sandbox.users!.bruno.id);
    // The option is named as the player sees it in Discord, not as the command line writes it (18.5).
    expect(content(refusedSchema)).toMatch(/^⚠️ attackers: "nowhere"/);
    const italian = await h.sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'regole',
        command: 'oao odds',
        options: { attackers: '13@nowhere', ds: 5 },
      })
      .answer();
    expect(content(italian)).toMatch(/^⚠️ attaccanti: "nowhere"/);
    expect(h.sandbox.messages('regole').length).toBe(before);
  });
});
