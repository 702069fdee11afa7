import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../src/engine/core/dice.js';
import type { SetupInput } from '../../../../../src/engine/core/game.js';
import { chaosApplies } from '../../../../../src/engine/games/napoleon-1812/play/chaos.js';
import { combatInput } from '../../../../../src/engine/games/napoleon-1812/play/combat-fight.js';
import { FREE_SETUP_OPTION, toPlace } from '../../../../../src/engine/games/napoleon-1812/play/free-setup.js';
import { answerMoveLead } from '../../../../../src/engine/games/napoleon-1812/play/leaders-prompt.js';
import {
  advancedLeaderHexes,
  attackAbility,
  attritionCommand,
  commands,
  constantineLeads,
  defenceAbility,
  LEADERS_OPTION,
  leaderCr,
  maySupport,
  moveLeadChoices,
  rankCode,
  rankOf,
  stackCommand,
  type Rank,
} from '../../../../../src/engine/games/napoleon-1812/play/leaders.js';
import { ELIMINATED, type N1812State } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { combatState, F, game, keys, play, refused, T } from './combat-states.js';
import { module } from './module-states.js';

/**
 * Advanced rules 16.2–16.4 (the game option `leaders`): ranks (the book's, or asked once of the owner), command,
 * attrition (8.6 with 16.2, 16.4(4), 16.4(6)), the combat's CR (11.5, 11.7 with 16.2), the abilities of 16.4 and the
 * leaders of 16.3.
 */

const corps = (corpsNumeral: number, army: number | null = null): Rank => ({
  kind: 'corps',
  designation: { army, corps: corpsNumeral },
});

/** Records `rank` as the learned rank of `leader` (what the owner's answer does). */
function ranked(s: N1812State, leader: string, rank: Rank): void {
  s.learned = [
    ...s.learned,
    { subject: { kind: 'counter', counter: leader, value: 'rank' }, number: rankCode(rank), by: 'french', turn: 1 },
  ];
}

/** Puts the first `n` units whose name starts with `prefix` in `hex` (e.g. `I Corps inf.`); their ids. */
function place(s: N1812State, hex: string, prefix: string, n: number): string[] {
  const ids = game.model.units
    .filter((u) => u.name.startsWith(prefix))
    .slice(0, n)
    .map((u) => u.id);
  for (const id of ids) s.units[id] = { hex, disrupted: false, forcedMarch: false, combats: 0 };
  return ids;
}

function withLeaders(s: N1812State): N1812State {
  s.advancedLeaders = true;
  return s;
}

const setup = (options: Record<string, boolean>) => {
  const r = module.setup({ scenario: 'historical', options } as unknown as SetupInput, new ScriptedDice([]));
  if (!r.ok) throw new Error('setup');
  return r.state;
};

describe('16.2 ranks', () => {
  it('16.2 the option is declared and off by default', () => {
    expect(module.options!().map((o) => o.id)).toContain(LEADERS_OPTION);
    const plain = setup({});
    expect(plain.advancedLeaders).toBeUndefined();
    expect(plain.prompts).toEqual([]);
  });

  it('16.2 the book gives Napoleon A and Barclay T1; another leader is asked once of his owner', () => {
    const s = setup({ [LEADERS_OPTION]: true });
    expect(rankOf(game, s.learned, 'fr-Napoleon')).toEqual({ kind: 'A' });
    expect(rankOf(game, s.learned, 'ru-Barclay')).toEqual({ kind: 'T', army: 1 });
    const top = s.prompts.at(-1);
    expect(top).toMatchObject({ name: 'leader-rank' });
    const leader = (top as { leader: string }).leader;
    const side = (top as { side: 'french' | 'russian' }).side;
    const keys = module.menu!(s, side, []).items.map((i) => i.key);
    expect(keys).toContain(`rank/${leader}/0`);
    const answered = module.apply(s, side, module.decode!(s, keys[0]!)!, new ScriptedDice([]));
    if (!answered.ok) throw new Error(JSON.stringify(answered.error));
    expect(rankOf(game, answered.state.learned, leader)).toBeDefined();
    expect(answered.events[0]).toMatchObject({ kind: 'leader-rank', rule: '16.2' });
    // Asked once: the next question is about another leader.
    expect((answered.state.prompts.at(-1) as { leader?: string } | undefined)?.leader).not.toBe(leader);
  });

  it('16.2 a rank not offered (T for a French leader) is refused', () => {
    const s = setup({ [LEADERS_OPTION]: true });
    const top = s.prompts.at(-1) as { leader: string; side: 'french' | 'russian' };
    const bad = top.side === 'french' ? 11 : 199;
    const r = module.apply(s, top.side, { kind: 'leader-rank', leader: top.leader, value: bad }, new ScriptedDice([]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('16.2');
  });
});

describe('16.2 command', () => {
  it('16.2 T1 commands the infantry of the 1st Army only; a Corps commander his corps; the Guard any', () => {
    const t1: Rank = { kind: 'T', army: 1 };
    expect(commands(game, t1, 'ru-1II-IL1')).toBe(true);
    expect(commands(game, t1, 'ru-1I-CL')).toBe(false);
    const secondArmy = game.model.units.find((u) => u.name.startsWith('2-VII Corps inf.'))!.id;
    expect(commands(game, t1, secondArmy)).toBe(false);
    const firstCorps = game.model.units.find((u) => u.name.startsWith('I Corps inf.'))!.id;
    const secondCorps = game.model.units.find((u) => u.name.startsWith('II Corps inf.'))!.id;
    const guard = game.model.units.find((u) => u.name.startsWith('Imperial Guard cav.'))!.id;
    expect(commands(game, corps(1), firstCorps)).toBe(true);
    expect(commands(game, corps(1), secondCorps)).toBe(false);
    expect(commands(game, corps(1), guard)).toBe(true);
    expect(commands(game, { kind: 'none' }, firstCorps)).toBe(false);
  });

  it('16.2 8.6: −1 when a leader who can command all the moving units accompanies the whole move', () => {
    const s = withLeaders(combatState({}));
    ranked(s, 'fr-Davout', corps(1));
    const units = game.model.units.filter((u) => u.name.startsWith('I Corps ')).map((u) => u.id);
    const draft = { from: F, units, leaders: ['fr-Davout'], dropped: {}, path: [F, T], forcedMarch: false };
    expect(attritionCommand(game, s, draft)).toEqual({ command: true, napoleonDavout: true, murat: false });
    // Dropped off on the way: neither 16.2 nor 16.4(4).
    expect(attritionCommand(game, s, { ...draft, dropped: { 'fr-Davout': 1 } })).toEqual({
      command: false,
      napoleonDavout: false,
      murat: false,
    });
    // A unit of another corps in the stack: no 16.2 −1 (16.4(4) still).
    const other = game.model.units.find((u) => u.name.startsWith('II Corps inf.'))!.id;
    expect(attritionCommand(game, s, { ...draft, units: [...units, other] }).command).toBe(false);
  });

  it('16.2 11.5/11.7: the CR of the leader commanding most units, capped at the units in his command', () => {
    const s = withLeaders(combatState({ french: [{ hex: F, leaders: ['fr-Davout', 'fr-Ney'] }] }));
    const here = place(s, F, 'III Corps inf.', 3);
    ranked(s, 'fr-Davout', corps(9)); // a corps none of these units belongs to
    ranked(s, 'fr-Ney', { kind: 'I' });
    expect(stackCommand(game, s, F, 'french', here)).toEqual({ leader: 'fr-Ney', cr: 2, command: 3 });
    const s2 = withLeaders(structuredClone(s));
    s2.learned = [];
    ranked(s2, 'fr-Davout', corps(9));
    ranked(s2, 'fr-Ney', { kind: 'C' });
    // Nobody commands these infantry: the cap is 0.
    expect(stackCommand(game, s2, F, 'french', here).command).toBe(0);
  });

  it('16.2 the fight reads the commanding leader and his cap', () => {
    const s = withLeaders(
      combatState({ french: [{ hex: F, leaders: ['fr-Ney'] }], russian: [{ hex: T, infantry: 1 }] }),
    );
    ranked(s, 'fr-Ney', { kind: 'C' });
    const ordered = place(s, F, 'III Corps inf.', 2);
    const combat = {
      stage: 'order',
      attacker: 'french',
      from: F,
      target: T,
      ordered,
      called: [],
      attackerSupport: [],
      defenderSupport: [],
    };
    const input = combatInput({ game, state: s, combat, prompt: {}, dice: new ScriptedDice([]), events: [] } as never);
    expect(input).toMatchObject({ attackerCr: 2, attackerCommand: 0 });
  });
});

describe('16.3 the advanced game’s leaders', () => {
  it('16.3 with the option each starts with his corps (14.1); without it, off the map', () => {
    const hexes = advancedLeaderHexes(game);
    expect(hexes.get('fr-Reynier')).toBe('2313');
    expect(['1709', '1808']).toContain(hexes.get('ru-Baggovout'));
    expect(setup({ [LEADERS_OPTION]: true }).leaders['fr-Reynier']).toEqual({ hex: '2313' });
    expect(setup({}).leaders['fr-Reynier']).toBeUndefined();
  });

  it('16.3 under the free set-up (14.1) the owner places them with his other counters; without the option not', () => {
    const free = setup({ [FREE_SETUP_OPTION]: true, [LEADERS_OPTION]: true });
    expect(toPlace(game, free, 'french')).toContain('fr-Reynier');
    expect(toPlace(game, setup({ [FREE_SETUP_OPTION]: true }), 'french')).not.toContain('fr-Reynier');
  });
});

describe('16.4 special abilities', () => {
  it('16.4(1) before turn 6 Bagration and Barclay together: CR 0, no support; from turn 6 not', () => {
    const s = withLeaders(combatState({ russian: [{ hex: T, infantry: 1, leaders: ['ru-Bagration', 'ru-Barclay'] }] }));
    expect(leaderCr(game, s, 'ru-Barclay')).toBe(0);
    expect(maySupport(game, s, T)).toBe(false);
    s.turn = 6;
    expect(leaderCr(game, s, 'ru-Barclay')).toBe(2);
    expect(maySupport(game, s, T)).toBe(true);
    s.turn = 3;
    s.leaders['ru-Bagration'] = { hex: ELIMINATED };
    expect(leaderCr(game, s, 'ru-Barclay')).toBe(2);
  });

  it('16.4(2) a stack whose highest-ranking leader is Constantine rolls on any turn; outranked, it does not', () => {
    const s = withLeaders(combatState({ russian: [{ hex: T, infantry: 1, leaders: ['ru-Constantine'] }] }));
    s.turn = 9;
    ranked(s, 'ru-Constantine', corps(5, 1));
    const draft = { from: T, units: [], leaders: [], dropped: {}, path: [T, F], forcedMarch: false };
    expect(chaosApplies(s, 'russian')).toBe(true);
    expect(constantineLeads(game, s, draft)).toBe(true);
    // Barclay (T) moves with the stack: he outranks Constantine (Corps).
    s.leaders['ru-Barclay'] = { hex: T };
    expect(constantineLeads(game, s, { ...draft, leaders: ['ru-Barclay'] })).toBe(false);
    s.advancedLeaders = false;
    expect(chaosApplies(s, 'russian')).toBe(false);
  });

  it('16.4 equal ranks in a move: the owner chooses who leads (Constantine’s roll or not); another leader is refused', () => {
    const s = withLeaders(combatState({ russian: [{ hex: T, infantry: 1, leaders: ['ru-Constantine', 'ru-Essen'] }] }));
    ranked(s, 'ru-Constantine', corps(5, 1));
    ranked(s, 'ru-Essen', corps(1, 1));
    const draft = { from: T, units: [], leaders: ['ru-Essen'], dropped: {}, path: [T, F], forcedMarch: false };
    expect(moveLeadChoices(game, s, draft).sort()).toEqual(['ru-Constantine', 'ru-Essen']);
    expect(constantineLeads(game, s, draft)).toBe(false);
    expect(constantineLeads(game, s, { ...draft, lead: 'ru-Constantine' })).toBe(true);
    const refused = answerMoveLead(game, s, draft, { kind: 'move-lead', leader: 'ru-Barclay' });
    expect(refused).toMatchObject({ ok: false, error: { rule: '16.4' } });
    expect(answerMoveLead(game, s, draft, { kind: 'move-lead', leader: 'ru-Constantine' }).ok).toBe(true);
    expect(draft).toMatchObject({ lead: 'ru-Constantine' });
  });

  it('16.2 equal ranks in a combat: the owner is asked whose CR counts before the fight', () => {
    const s = withLeaders(
      combatState({ french: [{ hex: F, leaders: ['fr-Ney', 'fr-Junot'] }], russian: [{ hex: T, infantry: 1 }] }),
    );
    place(s, F, 'III Corps inf.', 2);
    ranked(s, 'fr-Ney', { kind: 'I' });
    ranked(s, 'fr-Junot', { kind: 'I' });
    const asked = play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4]],
    ]).state;
    expect(keys(asked, 'french').sort()).toEqual(['combat/lead/fr-Junot', 'combat/lead/fr-Ney']);
    expect(refused(asked, 'french', 'combat/lead/fr-Davout')).toMatchObject({ rule: '16.2' });
    // Junot's CR 1: FAV 2 + 1 + 1 = 4 (Ney's would give 5); FDV 1 + 6 = 7.
    const { events } = play(asked, [['french', 'combat/lead/fr-Junot', [1, 6, 3]]]);
    expect(events.find((e) => e.kind === 'combat-fought')).toMatchObject({ fav: 4, fdv: 7 });
  });

  it('16.4(3)(5)(7) only the highest-ranking leader’s ability: Murat’s cavalry, unless Napoleon is there', () => {
    const s = withLeaders(
      combatState({ french: [{ hex: F, infantry: 1, cavalry: 2, leaders: ['fr-Murat', 'fr-Ney'] }] }),
    );
    ranked(s, 'fr-Murat', { kind: 'C' });
    ranked(s, 'fr-Ney', corps(3));
    const ordered = game.model.units.filter((u) => s.units[u.id]!.hex === F).map((u) => u.id);
    expect(attackAbility(game, s, F, 'french', ordered)).toBe('murat');
    s.leaders['fr-Napoleon'] = { hex: F };
    expect(attackAbility(game, s, F, 'french', ordered)).toBe('napoleon');
    expect(defenceAbility(game, s, F, 'french')).toBe('napoleon');
    // Outranked by an I: Murat gives nothing.
    s.leaders['fr-Napoleon'] = { hex: ELIMINATED };
    ranked(s, 'fr-Davout', { kind: 'I' });
    s.leaders['fr-Davout'] = { hex: F };
    expect(attackAbility(game, s, F, 'french', ordered)).toBe('none');
  });

  it('16.4(6) Murat starting the move as its highest-ranking leader gives +1, and not 16.2’s −1', () => {
    const s = withLeaders(combatState({}));
    ranked(s, 'fr-Murat', { kind: 'C' });
    const cavalry = game.model.units.filter((u) => u.side === 'french' && u.type === 'cavalry').map((u) => u.id);
    const draft = {
      from: F,
      units: cavalry.slice(0, 2),
      leaders: ['fr-Murat'],
      dropped: {},
      path: [F, T],
      forcedMarch: false,
    };
    expect(attritionCommand(game, s, draft)).toEqual({ command: false, napoleonDavout: false, murat: true });
  });
});
