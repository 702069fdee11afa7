import { describe, expect, it } from 'vitest';
import { ELIMINATED } from '../../../../../src/engine/games/napoleon-1812/play/state.js';
import { describeCombat } from '../../../../../src/engine/games/napoleon-1812/play/combat.js';
import { act, at, combatState, F, game, keys, play, refused, T, top } from './combat-states.js';

/**
 * Phase 5, Combat (rules 10 and 11) through play/combat.ts: each test builds a position on the pack's map (the French
 * attack from F = 1608 the Russians in T = 1508) and forces the dice. The dice in order: 10.2's activation die; one
 * die per support stack called (10.4, 10.6, in hex order); the fight's attack, defence and (not on a tie) hits dice
 * (11.5, 11.7, 11.15); one die per stranded leader (11.19).
 */

const stageOf = (s: ReturnType<typeof combatState>) => {
  const p = top(s);
  return p?.name === 'combat' ? { stage: (p.combat as { stage: string }).stage, side: p.side } : undefined;
};

describe('10.1 the attack order', () => {
  it('10.1 a stack in good order next to an enemy stack is offered; the order takes its units and the target', () => {
    const s = combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 1 }] });
    expect(keys(s, 'french')).toEqual(['combat/from/1608', 'combat/decline']);
    const { state } = act(s, 'french', 'combat/from/1608');
    expect(stageOf(state)).toEqual({ stage: 'order', side: 'french' });
    const ordered = at(s, F);
    expect(keys(state, 'french')).toEqual([
      ...ordered.map((u) => `combat/unit/${u}`),
      'combat/target/1508',
      'combat/commit',
      'combat/cancel',
    ]);
    // Some of the units may be ordered (10.1 "alcune, o tutte").
    const some = act(state, 'french', `combat/unit/${ordered[0]}`).state;
    expect(top(some)).toMatchObject({ name: 'combat', combat: { ordered: [ordered[1]] } });
  });

  it('10.1 a stack with a disrupted unit does not attack, and no order is left without units or target', () => {
    const bad = combatState({ french: [{ hex: F, infantry: 2, disrupted: 1 }], russian: [{ hex: T, infantry: 1 }] });
    expect(keys(bad, 'french')).toEqual(['combat/decline']);
    expect(refused(bad, 'french', 'combat/from/1608')).toMatchObject({ rule: '10.1', code: 'attack-disrupted' });
    const s = act(
      combatState({ french: [{ hex: F, infantry: 1 }], russian: [{ hex: T, infantry: 1 }] }),
      'french',
      'combat/from/1608',
    ).state;
    expect(refused(s, 'french', `combat/unit/${at(s, F)[0]}`)).toMatchObject({ rule: '10.1', code: 'combat-unit' });
    expect(refused(s, 'french', 'combat/target/1708')).toMatchObject({ rule: '10.1', code: 'attack-no-defender' });
  });
});

describe('10.2 the activation roll', () => {
  const twoTargets = () =>
    combatState({
      french: [
        { hex: F, infantry: 2 },
        { hex: '1607', infantry: 1 },
      ],
      russian: [
        { hex: T, infantry: 1 },
        { hex: '1509', infantry: 1 },
      ],
    });

  it('10.2 aborted: a natural 1 loses the CC committed and passes the attack to the opponent', () => {
    const { state, events } = play(
      combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 1 }] }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [1]],
      ],
    );
    expect(events[0]).toMatchObject({ kind: 'combat-activation', die: 1, outcome: 'aborted', cc: 3 });
    expect(state.prompts).toEqual([]);
    expect(state.sides.french).toMatchObject({ cc: 0, outOfAttacks: false });
    expect(state.toAct).toBe('russian');
  });

  it('10.2 proceeds: die + CC + CR reach 7 and the attacker calls his support (10.3)', () => {
    const { state, events } = play(twoTargets(), [
      ['french', 'combat/from/1608'],
      ['french', 'combat/target/1508'],
      ['french', 'combat/cc/3', [4]],
    ]);
    expect(events[0]).toMatchObject({ outcome: 'proceeds', total: 7, combatHexes: [F, T] });
    expect(stageOf(state)).toEqual({ stage: 'attacker-support', side: 'french' });
    expect(state.sides.french.cc).toBe(0);
  });

  it('10.2 failed: under 7 and the side has no more attacks this turn (10.7)', () => {
    const { state, events } = play(
      combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 1 }] }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/0', [6]],
      ],
    );
    expect(events[0]).toMatchObject({ outcome: 'failed', total: 6 });
    expect(state.sides.french.outOfAttacks).toBe(true);
    expect(state.toAct).toBe('russian');
  });

  it('10.2 no more CC than are left, and no roll before the enemy stack is chosen', () => {
    const s = act(twoTargets(), 'french', 'combat/from/1608').state;
    expect(refused(s, 'french', 'combat/cc/1', [4])).toMatchObject({ rule: '10.1', code: 'combat-no-target' });
    const aimed = act(s, 'french', 'combat/target/1509').state;
    expect(refused(aimed, 'french', 'combat/cc/4', [4])).toMatchObject({ rule: '10.2', code: 'combat-cc' });
    expect(keys(aimed, 'french', ['combat/commit'])).toEqual([
      'combat/cc/0',
      'combat/cc/1',
      'combat/cc/2',
      'combat/cc/3',
    ]);
  });
});

describe('10.4 the attacker support', () => {
  const s0 = () =>
    play(
      combatState({
        french: [
          { hex: F, infantry: 2 },
          { hex: '1607', infantry: 1, leaders: ['fr-Ney'] },
          { hex: '1509', infantry: 1 },
        ],
        russian: [{ hex: T, infantry: 1 }],
      }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [4]],
      ],
    ).state;

  it('10.4 each stack called rolls d6 + the same CC + its CR: 7 joins, less does not; 11.5 it adds its units and +1 for a leader', () => {
    const { events, state } = play(s0(), [
      ['french', 'combat/call/1607'],
      ['french', 'combat/call/1509'],
      // 1607: 2 + 3 CC + Ney's 2 = 7; 1509: 3 + 3 + 0 = 6. Then the fight: 6 and 1, hits die 3.
      ['french', 'combat/roll', [2, 3, 6, 1, 3]],
    ]);
    expect(events[0]).toMatchObject({ kind: 'combat-support', role: 'attacker', joined: ['1607'], rule: '10.4' });
    // FAV = 2 units + 6 + support (1 unit + 1 leader) = 10; FDV = 1 + 1.
    expect(events[1]).toMatchObject({ kind: 'combat-fought', fav: 10, fdv: 2, difference: 8 });
    expect(stageOf(state)).toEqual({ stage: 'hits', side: 'french' });
    expect(describeCombat(game, events[0]!)?.it).toContain('intervengono');
  });

  it('10.4 only a friendly stack next to the defender, not the attacking one, may be called', () => {
    const s = s0();
    expect(refused(s, 'french', 'combat/call/1708')).toMatchObject({ rule: '10.3', code: 'combat-support-hex' });
    expect(refused(s, 'french', 'combat/call/1608')).toMatchObject({ rule: '10.3' });
  });
});

describe('10.6 the defender support', () => {
  const s0 = () =>
    play(
      combatState({
        french: [{ hex: F, infantry: 2 }],
        russian: [
          { hex: T, infantry: 2 },
          { hex: '1408', infantry: 1 },
        ],
      }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [4]],
      ],
    ).state;

  it('10.6 the defender commits CC and each stack called rolls: d6 + CC + CR ≥ 7 joins (11.7 adds its units)', () => {
    const s = s0();
    expect(stageOf(s)).toEqual({ stage: 'defender-support', side: 'russian' });
    expect(keys(s, 'russian')).toEqual(['combat/call/1408', 'combat/commit']);
    const { state, events } = play(s, [
      ['russian', 'combat/call/1408'],
      // 5 + 2 CC = 7: joins. The fight: 6 and 1, hits die 3: FAV 2 + 6 = 8, FDV 2 + 1 + 1 = 4.
      ['russian', 'combat/dcc/2', [5, 6, 1, 3]],
    ]);
    expect(events[0]).toMatchObject({
      kind: 'combat-support',
      role: 'defender',
      cc: 2,
      joined: ['1408'],
      rule: '10.6',
    });
    expect(events[1]).toMatchObject({ fav: 8, fdv: 4, defenderHits: 2, attackerHits: 2 });
    expect(state.sides.russian.cc).toBe(1);
  });

  it('10.6 no more CC than are left, and none spent with no stack called', () => {
    const s = s0();
    expect(refused(s, 'russian', 'combat/dcc/1')).toMatchObject({ rule: '10.6', code: 'combat-cc' });
    const called = act(s, 'russian', 'combat/call/1408').state;
    expect(refused(called, 'russian', 'combat/dcc/4', [5])).toMatchObject({ rule: '10.6', code: 'combat-cc' });
    expect(refused(called, 'french', 'combat/dcc/0')).toMatchObject({ rule: '10.7', code: 'combat-not-yours' });
  });
});

describe('10.7 the alternation', () => {
  it('10.7 a side that declines has no more attacks; the other attacks, and again while the first is out', () => {
    const s = combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 2 }] });
    const declined = act(s, 'french', 'combat/decline');
    expect(declined.events).toEqual([{ kind: 'combat-declined', side: 'french', rule: '10.7' }]);
    expect(declined.state.sides.french.outOfAttacks).toBe(true);
    expect(declined.state.toAct).toBe('russian');
    expect(keys(declined.state, 'russian')).toEqual(['combat/from/1508', 'combat/decline']);
    // The Russian attack aborts: the French are out, so the Russians attack again.
    const aborted = play(declined.state, [
      ['russian', 'combat/from/1508'],
      ['russian', 'combat/cc/0', [1]],
    ]).state;
    expect(aborted.toAct).toBe('russian');
  });

  it('10.7 the side not asked, or out of attacks, may not attack', () => {
    const s = combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 2 }] });
    expect(refused(s, 'russian', 'combat/from/1508')).toMatchObject({ rule: '10.7', code: 'combat-not-yours' });
    expect(keys(s, 'russian')).toEqual([]);
    const out = combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, infantry: 2 }], out: ['french'] });
    expect(refused(out, 'french', 'combat/from/1608')).toMatchObject({ rule: '10.7', code: 'combat-out' });
  });
});

describe('11.1 the all-cavalry defender', () => {
  it('11.1 attacked without cavalry it may retreat before the combat, and the attacker may advance', () => {
    const s = play(combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, cavalry: 1 }] }), [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4]],
    ]).state;
    expect(stageOf(s)).toEqual({ stage: 'withdraw', side: 'russian' });
    expect(keys(s, 'russian')).toEqual([
      'combat/withdraw/1407',
      'combat/withdraw/1408',
      'combat/withdraw/1507',
      'combat/stand',
    ]);
    const cavalry = at(s, T)[0]!;
    const { state, events } = play(s, [
      ['russian', 'combat/withdraw/1408'],
      ['french', `combat/adv/${at(s, F)[0]}`],
      ['french', 'combat/advance'],
    ]);
    expect(state.units[cavalry]).toMatchObject({ hex: '1408', combats: 0 });
    expect(events.map((e) => e.kind)).toEqual(['combat-retreat', 'combat-advance']);
    expect(events[1]).toMatchObject({ rule: '11.1', to: T });
    expect(state.prompts).toEqual([]);
  });

  it('11.1 not next to the attacking stack (11.11), and no early retreat when the attacker has cavalry', () => {
    const s = play(combatState({ french: [{ hex: F, infantry: 2 }], russian: [{ hex: T, cavalry: 1 }] }), [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4]],
    ]).state;
    expect(refused(s, 'russian', 'combat/withdraw/1509')).toMatchObject({ rule: '11.11', code: 'combat-retreat-hex' });
    const withCavalry = play(
      combatState({ french: [{ hex: F, infantry: 1, cavalry: 1 }], russian: [{ hex: T, cavalry: 1 }] }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [4, 3, 3, 3]],
      ],
    );
    expect(withCavalry.events.map((e) => e.kind)).toEqual(['combat-activation', 'combat-fought']);
  });
});

describe('11.9 a tie', () => {
  const tie = () =>
    play(
      combatState({
        french: [
          { hex: F, infantry: 2 },
          { hex: '1607', infantry: 1 },
        ],
        russian: [{ hex: T, infantry: 2 }],
      }),
      [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [4]],
        ['french', 'combat/call/1607'],
        // Support 6 + 3 = 9 joins; FAV 2 + 1 + 3 = 6, FDV 2 + 4 = 6: no hits die.
        ['french', 'combat/roll', [6, 3, 4]],
      ],
    );

  it('11.9 one unit of the attacking stack takes a hit, nobody moves, every stack fought (11.2)', () => {
    const { state: s, events } = tie();
    expect(events.at(-1)).toMatchObject({ kind: 'combat-fought', outcome: 'tie', attackerHits: 1, defenderHits: 0 });
    const [first] = at(s, F);
    const { state } = act(s, 'french', `combat/hit/${first}`);
    expect(state.units[first!]!.disrupted).toBe(true);
    expect(state.prompts).toEqual([]);
    expect(state.toAct).toBe('russian');
    for (const id of [...at(state, F), ...at(state, '1607'), ...at(state, T)]) expect(state.units[id]!.combats).toBe(1);
  });

  it('11.9 the hit may not go on a support stack', () => {
    const { state: s } = tie();
    expect(refused(s, 'french', `combat/hit/${at(s, '1607')[0]}`)).toMatchObject({
      rule: '11.9',
      code: 'combat-hit-unit',
    });
  });
});

describe('11.11 and 11.12 the retreat', () => {
  // FAV 3 + 6 = 9, FDV 2 + 1 = 3: the Russians lose by 6 (3 hits), the French take 3 (die 3), capped at 2.
  const beaten = () => {
    const s = combatState({ french: [{ hex: F, infantry: 3 }], russian: [{ hex: T, infantry: 2 }] });
    const [f1, f2] = at(s, F);
    const [r1, r2] = at(s, T);
    return play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4, 6, 1, 3]],
      ['french', `combat/hit/${f1}`],
      ['french', `combat/hit/${f2}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r2}`],
    ]).state;
  };

  it('11.11 a stack beaten by 3 or more retreats, leaders with it, to an adjacent hex not next to the attacker', () => {
    const s = beaten();
    expect(stageOf(s)).toEqual({ stage: 'retreat', side: 'russian' });
    expect(keys(s, 'russian')).toEqual(['combat/retreat/1407', 'combat/retreat/1408', 'combat/retreat/1507']);
    const { state, events } = act(s, 'russian', 'combat/retreat/1408');
    expect(events[0]).toMatchObject({ kind: 'combat-retreat', from: T, to: '1408', rule: '11.11' });
    expect(at(state, '1408', 'russian')).toHaveLength(1);
    // 11.12: a difference of 3 or more lets the good-order attackers advance.
    expect(stageOf(state)).toEqual({ stage: 'advance', side: 'french' });
  });

  it('11.11 not next to the attacking stack; 11.12 a stack beaten by 3 may not stay', () => {
    const s = beaten();
    expect(refused(s, 'russian', 'combat/retreat/1509')).toMatchObject({ rule: '11.11', code: 'combat-retreat-hex' });
    expect(refused(s, 'russian', 'combat/stay')).toMatchObject({ rule: '11.12', code: 'combat-must-retreat' });
  });
});

describe('11.12 and 11.16 a narrow win: the retreat is optional, the pursuit and the cavalry', () => {
  // AV 3 + 2 (two types) = 5; FAV 5 + 1 = 6, FDV 2 + 2 = 4: 2 hits on the Russians, 1 (die 3) on the French.
  const narrow = () => {
    const s = combatState({ french: [{ hex: F, infantry: 2, cavalry: 1 }], russian: [{ hex: T, infantry: 2 }] });
    const [i1] = at(s, F);
    const [r1, r2] = at(s, T);
    return play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4, 1, 2, 3]],
      ['french', `combat/hit/${i1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r2}`],
    ]).state;
  };

  it('11.12 the defender may stay; then nobody advances', () => {
    const s = narrow();
    expect(keys(s, 'russian')).toContain('combat/stay');
    const { state } = act(s, 'russian', 'combat/stay');
    expect(state.prompts).toEqual([]);
    expect(at(state, T, 'russian')).toHaveLength(2);
  });

  it('11.12 after a retreat by 1–2 only the attacking cavalry in good order may advance', () => {
    const s = play(narrow(), [
      ['russian', 'combat/retreat/1408'],
      ['russian', `combat/pursued/${at(narrow(), T)[0]}`],
    ]).state;
    expect(stageOf(s)).toEqual({ stage: 'advance', side: 'french' });
    const [, i2, cav] = at(s, F);
    expect(refused(s, 'french', `combat/adv/${i2}`)).toMatchObject({ rule: '11.12', code: 'combat-advance-unit' });
    const { state } = play(s, [
      ['french', `combat/adv/${cav}`],
      ['french', 'combat/advance'],
    ]);
    expect(state.units[cav!]!.hex).toBe(T);
    expect(state.units[i2!]!.hex).toBe(F);
  });

  it('11.16 the retreat before good-order cavalry, the defender having none, costs a disrupted unit', () => {
    const s = act(narrow(), 'russian', 'combat/retreat/1408').state;
    expect(stageOf(s)).toEqual({ stage: 'pursuit', side: 'russian' });
    const [r1] = at(s, '1408');
    const { state, events } = act(s, 'russian', `combat/pursued/${r1}`);
    expect(events[0]).toMatchObject({ kind: 'combat-pursuit', unit: r1, rule: '11.16', lossHexes: ['1408'] });
    expect(state.units[r1!]!.hex).toBe(ELIMINATED);
  });

  it("11.16 only a disrupted unit that retreated is the pursuit's", () => {
    const s = act(narrow(), 'russian', 'combat/retreat/1408').state;
    expect(refused(s, 'russian', `combat/pursued/${at(s, F)[0]}`)).toMatchObject({
      rule: '11.16',
      code: 'combat-pursued',
    });
  });
});

describe('11.13 the defending stack wiped out', () => {
  // Davout (CR 3, capped at 2 units): activation 4 + 0 + 3 = 7; FAV 2 + 2 + 6 = 10, FDV 1 + 1: 2 hits, 1 back.
  const wiped = () => {
    const s = combatState({
      french: [{ hex: F, infantry: 2, leaders: ['fr-Davout'] }],
      russian: [{ hex: T, infantry: 1 }],
    });
    const [f1] = at(s, F);
    const [r1] = at(s, T);
    return play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/0', [4, 6, 1, 3]],
      ['french', `combat/hit/${f1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
    ]).state;
  };

  it('11.13 the good-order attackers and their leaders may advance whatever the difference; 8.8 on entering', () => {
    const s = wiped();
    const [, f2] = at(s, F);
    expect(keys(s, 'french')).toEqual([`combat/adv/${f2}`, 'combat/adv/fr-Davout', 'combat/hold']);
    const { state, events } = play(s, [
      ['french', `combat/adv/${f2}`],
      ['french', 'combat/adv/fr-Davout'],
      ['french', 'combat/advance'],
    ]);
    expect(events[0]).toMatchObject({ kind: 'combat-advance', rule: '11.13', units: [f2], leaders: ['fr-Davout'] });
    expect(state.leaders['fr-Davout']!.hex).toBe(T);
    expect(state.units[f2!]!.hex).toBe(T);
  });

  it('11.13 the defender wins but its own hits wipe it out: the attackers may still advance', () => {
    // FAV 4 + 1 = 5, FDV 1 + 6 = 7: the defender wins by 2 and takes ⌊2/2⌋ + 1 (die 5) = 2 hits (11.15).
    const s = combatState({ french: [{ hex: F, infantry: 4 }], russian: [{ hex: T, infantry: 1 }] });
    const [f1, f2] = at(s, F);
    const [r1] = at(s, T);
    const { state, events } = play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4, 1, 6, 5]],
      ['french', `combat/hit/${f1}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
    ]);
    expect(events[1]).toMatchObject({ outcome: 'defender-wins', attackerHits: 1, defenderHits: 2 });
    expect(keys(state, 'french')).toContain(`combat/adv/${f2}`);
  });

  it('11.13 a leader does not advance without units', () => {
    const s = act(wiped(), 'french', 'combat/adv/fr-Davout').state;
    expect(refused(s, 'french', 'combat/advance')).toMatchObject({ rule: '11.13', code: 'combat-advance-none' });
  });
});

describe('11.17 applying the hits', () => {
  // FAV 4 + 6 = 10; FDV 2 + support 2 + 1 = 5: 4 hits on the Russians (capped by the 4 French), 2 on the French.
  const hits = () => {
    const s = combatState({
      french: [{ hex: F, infantry: 4 }],
      russian: [
        { hex: T, infantry: 2 },
        { hex: '1408', infantry: 2 },
      ],
    });
    const [f1, f2] = at(s, F);
    return play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4]],
      ['russian', 'combat/call/1408'],
      ['russian', 'combat/dcc/1', [6, 6, 1, 3]],
      ['french', `combat/hit/${f1}`],
      ['french', `combat/hit/${f2}`],
    ]).state;
  };

  it('11.17 the owner applies each hit: good order disrupted, disrupted eliminated; half may go on support', () => {
    const s = hits();
    expect(stageOf(s)).toEqual({ stage: 'hits', side: 'russian' });
    const [s1] = at(s, '1408');
    const { state, events } = play(s, [
      ['russian', `combat/hit/${s1}`],
      ['russian', `combat/hit/${s1}`],
    ]);
    expect(events.map((e) => e['effect'])).toEqual(['disrupted', 'eliminated']);
    expect(events[1]).toMatchObject({ rule: '11.17', lossHexes: ['1408'] });
    expect(state.units[s1!]!.hex).toBe(ELIMINATED);
  });

  it('11.17 at least half of the hits go on the defending stack itself', () => {
    const s = hits();
    const [s1, s2] = at(s, '1408');
    const two = play(s, [
      ['russian', `combat/hit/${s1}`],
      ['russian', `combat/hit/${s1}`],
    ]).state;
    expect(refused(two, 'russian', `combat/hit/${s2}`)).toMatchObject({ rule: '11.17', code: 'combat-hit-unit' });
    expect(keys(two, 'russian')).toEqual(at(two, T).map((u) => `combat/hit/${u}`));
  });
});

describe('11.19 leaders left alone', () => {
  const alone = (refuges: string[]) => {
    const s = combatState({
      french: [{ hex: F, infantry: 2 }],
      russian: [{ hex: T, infantry: 1, leaders: ['ru-Bagration'] }, ...refuges.map((hex) => ({ hex, infantry: 1 }))],
    });
    const [f1] = at(s, F);
    const [r1] = at(s, T);
    // FAV 2 + 6 = 8, FDV 1 + CR 1 + 1 = 3: 2 hits wipe the stack out.
    return {
      s,
      steps: [
        ['french', 'combat/from/1608'],
        ['french', 'combat/cc/3', [4, 6, 1, 3]],
        ['french', `combat/hit/${f1}`],
        ['russian', `combat/hit/${r1}`],
      ] as const,
      r1: r1!,
    };
  };

  it('11.19 the leader whose units are all eliminated rolls: not a 1, he escapes to the friendly stack within 3 hexes', () => {
    const { s, steps, r1 } = alone(['1307']);
    const { state, events } = play(s, [...steps, ['russian', `combat/hit/${r1}`, [4]]]);
    expect(events.filter((e) => e.kind === 'escape')).toEqual([
      expect.objectContaining({ leader: 'ru-Bagration', die: 4, fate: 'escapes', rule: '11.19' }),
    ]);
    expect(state.leaders['ru-Bagration']!.hex).toBe('1307');
    expect(stageOf(state)).toEqual({ stage: 'advance', side: 'french' });
  });

  it('11.19 with two refuges the owner chooses first: the combat waits below his choice, then goes on', () => {
    const { s, steps, r1 } = alone(['1307', '1309']);
    const { state } = play(s, [...steps, ['russian', `combat/hit/${r1}`, [5]]]);
    expect(top(state)).toMatchObject({ name: 'refuge', side: 'russian', refuges: ['1307', '1309'] });
    expect(keys(state, 'french')).toEqual([]);
    expect(refused(state, 'french', 'combat/hold')).toMatchObject({ rule: '10.7', code: 'combat-not-yours' });
    // The lead's machine answers the refuge prompt and pops it; the combat resumes at its advance.
    state.leaders['ru-Bagration'] = { hex: '1309' };
    state.prompts.pop();
    expect(keys(state, 'french')).toContain('combat/hold');
    expect(act(state, 'french', 'combat/hold').state.prompts).toEqual([]);
  });
});

describe('11.19 and 14.7 Napoleon lost', () => {
  it('11.19 a 1 eliminates the leader; Napoleon eliminated so is an immediate Russian victory (14.7)', () => {
    // The Russians attack: FAV 2 + 6 = 8, FDV 1 + Napoleon's CR capped at 1 unit + 1 = 3: 2 hits wipe the French out.
    const s = combatState({
      russian: [{ hex: F, infantry: 2 }],
      french: [
        { hex: T, infantry: 1, leaders: ['fr-Napoleon'] },
        { hex: '1307', infantry: 1 },
      ],
      toAct: 'russian',
    });
    const [r1] = at(s, F);
    const [f1] = at(s, T);
    const { state, events } = play(s, [
      ['russian', 'combat/from/1608'],
      ['russian', 'combat/cc/3', [4, 6, 1, 3]],
      ['russian', `combat/hit/${r1}`],
      ['french', `combat/hit/${f1}`],
      ['french', `combat/hit/${f1}`, [1]],
    ]);
    expect(events.find((e) => e.kind === 'escape')).toMatchObject({
      leader: 'fr-Napoleon',
      die: 1,
      fate: 'eliminated',
    });
    expect(state.over).toEqual({ winner: 'russian', reason: 'napoleon' });
    expect(state.prompts).toEqual([]);
    expect(keys(state, 'russian')).toEqual([]);
  });
});

describe('14.6 the French and difficult terrain', () => {
  // Hexes of the pack's map: 1314 is marsh; 1313 and 1412 clear; the attack from 1412 on 1313.
  const beatenIn1313 = (defender: 'french' | 'russian') => {
    const attacker = defender === 'french' ? 'russian' : 'french';
    const s = combatState({
      [attacker]: [{ hex: '1412', infantry: 3 }],
      [defender]: [{ hex: '1313', infantry: 2 }],
      toAct: attacker,
    });
    const [a1, a2] = at(s, '1412');
    const [d1, d2] = at(s, '1313');
    // FAV 3 + 6 = 9, FDV 2 + 1 = 3: 3 hits on the defender, 2 on the attacker, a retreat required.
    return play(s, [
      [attacker, 'combat/from/1412'],
      [attacker, 'combat/cc/3', [4, 6, 1, 3]],
      [attacker, `combat/hit/${a1}`],
      [attacker, `combat/hit/${a2}`],
      [defender, `combat/hit/${d1}`],
      [defender, `combat/hit/${d1}`],
      [defender, `combat/hit/${d2}`],
    ]).state;
  };

  it('14.6 the Russians may retreat into marsh', () => {
    expect(keys(beatenIn1313('russian'), 'russian')).toEqual([
      'combat/retreat/1212',
      'combat/retreat/1213',
      'combat/retreat/1314',
    ]);
  });

  it('14.6 the French neither retreat nor advance into marsh', () => {
    const s = beatenIn1313('french');
    expect(refused(s, 'french', 'combat/retreat/1314')).toMatchObject({ rule: '11.11', code: 'combat-retreat-hex' });
    // AV 4 − 2 (11.4, marsh) = 2; FAV 2 + 6 = 8, FDV 1 + 1: the Russians are wiped out, and nobody advances.
    const into = combatState({ french: [{ hex: '1313', infantry: 4 }], russian: [{ hex: '1314', infantry: 1 }] });
    const [r1] = at(into, '1314');
    const { state, events } = play(into, [
      ['french', 'combat/from/1313'],
      ['french', 'combat/cc/3', [4, 6, 1, 3]],
      ['french', `combat/hit/${at(into, '1313')[0]}`],
      ['russian', `combat/hit/${r1}`],
      ['russian', `combat/hit/${r1}`],
    ]);
    expect(events.find((e) => e.kind === 'combat-fought')).toMatchObject({ mav: 2, fav: 8 });
    expect(state.prompts).toEqual([]);
    expect(at(state, '1314')).toEqual([]);
  });
});

describe('14.7 b Decisive Victories', () => {
  // 11.18: FDV = the die alone (1); FAV 4 + 6 = 10: 4 hits on the disrupted Russians, none back.
  const crushing = (disrupted: number) => {
    const s = combatState({ french: [{ hex: F, infantry: 4 }], russian: [{ hex: T, infantry: disrupted, disrupted }] });
    return play(s, [
      ['french', 'combat/from/1608'],
      ['french', 'combat/cc/3', [4, 6, 1, 3]],
      ...at(s, T).map((u) => ['russian', `combat/hit/${u}`] as const),
      ['french', 'combat/hold'],
    ]);
  };

  it('14.7 b the loser losing 3 units more than the winner: a Decisive Victory, the points move by 1', () => {
    const { state, events } = crushing(3);
    expect(events.find((e) => e.kind === 'combat-hits-lost')).toMatchObject({ side: 'russian', hits: 1 });
    expect(events.find((e) => e.kind === 'combat-decisive')).toMatchObject({
      side: 'french',
      loserLost: 3,
      winnerLost: 0,
      points: 11,
    });
    expect(state.decisive).toEqual({ french: 1, russian: 0 });
    expect(state.decisivePoints).toBe(11);
  });

  it('14.7 b two more is not decisive', () => {
    const { state, events } = crushing(2);
    expect(events.some((e) => e.kind === 'combat-decisive')).toBe(false);
    expect(state.decisive).toEqual({ french: 0, russian: 0 });
    expect(state.decisivePoints).toBe(12);
  });
});
