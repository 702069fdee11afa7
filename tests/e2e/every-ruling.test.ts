import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULEBOOKS } from '../../src/engine/registry.js';
import type { JsonObject } from '../../src/sandbox/model.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * Every ruling of the five games is reachable from Discord with its options: each is asked once through the
 * sandbox with its required options (and the bot's own dice), and each long closed list answers by autocomplete.
 */
let h: Harness;
const content = (m: { json: JsonObject }) => String(m.json['content'] ?? '');

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Required options for each ruling: a legal value for each (the games' own unit notations where they take one). */
const ASKED: readonly (readonly [string, Record<string, string | number | boolean>])[] = [
  ['pog fire', { table: 'army', cf: 3 }],
  ['pog combat', { attackers: 'A5-3/3-3:ge', defenders: 'C2-1' }],
  ['pog flank', {}],
  ['pog siege', { 'fort-lf': 3 }],
  ['pog entrench', { lf: 3 }],
  ['pog peace', { side: 'cp', cws: 3 }],
  ['pog bid', {}],
  ['pog rp-cost', { steps: 'ge:army-flip' }],
  ['pog mandated', { side: 'cp' }],
  ['gi cap', { side: 'allied', turn: 3, scenario: 3 }],
  ['gi initiative', { turn: 3, scenario: 3 }],
  ['gi fortunes', { turn: 3, attacker: 'allied' }],
  ['gi fire', { cs: 3 }],
  ['gi battle', { attacker: 'XVIII=6/4 fr corps', defender: 'XIII=5 de corps' }],
  ['gi concentric', { occupied: 3 }],
  ['gi bombard', { ha: '5', forts: 'maubeuge' }],
  ['gi surrender', { forts: 'maubeuge' }],
  ['gi retreat-check', { attacker: '6 fr corps', defender: '5 de corps dis' }],
  ['gi retreat-to-sea', { units: 'british' }],
  ['gi landing', {}],
  ['gi attrition', { supply: 'in', intact: 2 }],
  ['gi recovery', { disorganized: 3 }],
  ['gi vp-draw', { cup: 'german', hexes: '8, 14' }],
  ['gi victory', { check: 'regular', german: 3, allied: 3 }],
  ['borodino artillery', { strength: 3 }],
  [
    'borodino assault',
    { attacker: 3, defender: 3, 'attacker-cohesion': 3, 'defender-cohesion': 3, attack: 'infantry' },
  ],
  ['borodino cohesion', { cohesion: 3 }],
  ['borodino commitment', { cohesion: 3, orders: 'under' }],
  ['borodino initiative', { russian: 3 }],
  ['borodino reserve-first', {}],
  ['borodino orders-delay', {}],
  ['borodino individual-orders', { 'am-value': 3 }],
  ['borodino square', { cohesion: 3 }],
  ['borodino countercharge', { cohesion: 3, countercharger: 'light', charge: 'light' }],
  ['borodino recall', { cohesion: 3, reason: 'square' }],
  ['borodino retreat-before-charge', { cohesion: 3 }],
  ['borodino reserve-move', { cohesion: 3, unit: 'infantry' }],
  ['borodino rally', { cohesion: 3 }],
  ['borodino recovery', { cohesion: 3 }],
  ['borodino collapse', { units: 3, lost: 3 }],
  ['borodino village-fire', {}],
  ['borodino napoleon-mp', {}],
  ['borodino flank-march', {}],
  ['n1812 forage', { units: 3 }],
  ['n1812 trains', { side: 'french', turn: 3, depots: 3 }],
  ['n1812 attrition', { side: 'french', turn: 3, hexes: 3, units: '2I,1C' }],
  ['n1812 cc', {}],
  ['n1812 attack-check', { cc: 3, cr: 3 }],
  ['n1812 support-check', { cc: 3, cr: '2,0' }],
  ['n1812 combat', { side: 'french', attackers: '2I,1C', defenders: '2I' }],
  ['n1812 winner-hits', { diff: 3, 'loser-good-order': 3 }],
  ['n1812 escape', { leaders: 'Napoleon,Murat' }],
  ['n1812 cossack', { turn: 3 }],
  ['n1812 reinforcements', { turn: 3 }],
  ['n1812 chaos', { turn: 3 }],
  ['n1812 cavalry-reserve', { turn: 2 }],
  ['n1812 ukraine-revolt', { turn: 3 }],
  ['n1812 sweden', {}],
  ['n1812 winter-quarters', { side: 'french' }],
  ['n1812 napoleon-return', {}],
  ['n1812 russian-recovery', {}],
  ['oao odds', { attackers: '13@minor', ds: 3 }],
  ['oao combat', { column: '3:1', 'att-pr': 3, 'def-pr': 3 }],
  ['oao artillery', { av: 3, de: 3 }],
  ['oao ec', { cel: 7 }],
  ['oao intensity', {}],
  ['oao forced-march', { cel: 3, 'fm-mp': 3, unit: 'infantry' }],
  ['oao repulse', { force: '7', ds: 3, 'att-pr': 3, 'def-pr': 3 }],
  ['oao bombard', { calibre: '21', class: 'A' }],
  ['oao prep', { units: 4 }],
  ['oao fort-abandon', { number: 3 }],
  ['oao stack-check', { units: '2XX', situation: 'movement' }],
  ['oao vp-advance', { hexes: '29.34' }],
  ['oao plan-vp', { distance: 1 }],
  ['oao ijzer', {}],
  ['oao french-reserve', { interphase: 3 }],
  ['oao sixth-army', { gt: 3 }],
];

/** Rulings that read a table the rulebook lacks: without a pack they say which table to load. */
const NEEDS_PACK: Readonly<Record<string, string>> = {
  'gi vp-draw': 'vp-markers',
  'n1812 trains': 'supply-trains',
  'n1812 reinforcements': 'reinforcements',
};

describe('every ruling from Discord', () => {
  it('asks each ruling of each game exactly once below', () => {
    const all = RULEBOOKS.flatMap((b) => b.rulings.map((r) => `${b.command} ${r.id}`));
    expect(ASKED.map(([name]) => name).sort()).toEqual(all.sort());
  });

  it.each(ASKED)('/%s answers in the channel', async (command, options) => {
    const reply = await h.sandbox.invokeCommand({ user: 'bruno', channel: 'regole', command, options }).answer();
    const table = NEEDS_PACK[command];
    if (table) {
      expect(reply.visibleTo).toBe(h.sandbox.users!.bruno.id);
      expect(content(reply)).toContain(`tables.${table}`);
      return;
    }
    expect(reply.visibleTo).toBeUndefined();
    expect(content(reply)).toMatch(/^🎲 \*\*/);
    expect(content(reply)).not.toMatch(/⚠️/);
  });

  it('offers a long closed list by autocomplete, in the reader’s language, and accepts the value picked', async () => {
    const [command, option] = RULEBOOKS.flatMap((b) =>
      b.rulings.flatMap((r) =>
        r.options.filter((o) => (o.choices?.length ?? 0) > 3).map((o) => [`${b.command} ${r.id}`, o] as const),
      ),
    )[0]!;
    const asked = ASKED.find(([name]) => name === command)![1];
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: 'regole',
      command,
      options: { ...asked, [option.name]: '' },
      focused: option.name,
    });
    expect(choices.map((c) => c.name)).toEqual(option.choices!.slice(0, 25).map((c) => c.name.it));
    const picked = option.choices!.at(-1)!.value;
    const reply = await h.sandbox
      .invokeCommand({ user: 'alice', channel: 'regole', command, options: { ...asked, [option.name]: picked } })
      .response();
    expect(content(reply)).toMatch(/^🎲 \*\*/);
  });
});
