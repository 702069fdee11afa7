import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../src/engine/core/game.js';
import { applyAction } from '../../../../../src/engine/games/grand-illusion/play/machine.js';
import { menuOf } from '../../../../../src/engine/games/grand-illusion/play/menu.js';
import type { Game } from '../../../../../src/engine/games/grand-illusion/play/setup.js';
import { top, type GiState } from '../../../../../src/engine/games/grand-illusion/play/state.js';
import { namerOf } from '../../../../../src/engine/games/grand-illusion/play/words.js';
import { built, game, TestDice } from './position.js';
import { withRail } from './rail.js';

/**
 * 3.2.4 "Rifornimento e VP": a Mandated Battle of turns 1–4 in a Plan 17 VP hex scores its +1 Plan 17 VP (9.1.1 e)
 * only if the attacking units can trace supply. Four French corps share hex 85 (a Plan 17 VP hex) with two German
 * corps on turn 2; the Allies activate it and attack (9.1.2 a), and the battle is played to its end.
 */
const LEARNED = {
  'fr-vi.front.CS': 6,
  'fr-vii.front.CS': 6,
  'fr-xviii.front.CS': 6,
  'fr-xiv.front.CS': 6,
  'de-xiii.front.CS': 5,
  'de-xvi.front.CS': 5,
  'hex.85.TEM': 0,
};

function battleIn85(g: Game): GameEvent[] {
  let s: GiState = built({
    units: { 'fr-vi': '85', 'fr-vii': '85', 'fr-xviii': '85', 'fr-xiv': '85', 'de-xiii': '85', 'de-xvi': '85' },
    learned: LEARNED,
    control: { '85': 'german' },
    frames: [{ name: 'segment', side: 'allied' }],
    state: { turn: 2, cap: { allied: 3, german: 5 }, initiative: 'allied', mandated: { allied: 2, german: 0 } },
  });
  const events: GameEvent[] = [];
  const dice = new TestDice();
  const act = (side: 'allied' | 'german', key: string) => {
    const r = applyAction(g, s, side, { type: 'act', key }, dice);
    if (!r.ok) throw new Error(`${key}: ${r.problem.code}`);
    events.push(...r.events);
    s = r.state;
  };
  act('allied', 'activate/85');
  act('allied', 'attack');
  // All four corps attack (9.1.2 a); then whatever the battle asks (the Battle Map, a retreat), the suggestion or the
  // first answer offered, until the activation is over.
  for (let i = 0; i < 60 && top(s)?.name !== 'segment' && !s.over; i++) {
    const frame = top(s)!;
    const keys: string[] = [];
    const walk = (path: string[]) => {
      for (const item of menuOf(g, namerOf(g), s, frame.side, path).items)
        if (item.kind === 'action') keys.push(item.key);
        else walk([...path, item.key]);
    };
    walk([]);
    const key =
      keys.find((k) => /^(attack-declare|map-accept|fight\/|end$)/.test(k)) ?? keys.find((k) => k !== 'back')!;
    act(frame.side, key);
  }
  return events;
}

describe('3.2.4: a Plan 17 Mandated Battle scores only with its attackers in supply', () => {
  it('on the built-in pack (no railways, every unit in supply) it scores +1 Plan 17 VP (9.1.1 e)', () => {
    const kinds = battleIn85(game).map((e) => e.kind);
    expect(kinds).toContain('battle');
    expect(kinds).toContain('plan17-battle');
    expect(kinds).not.toContain('plan17-battle-unsupplied');
  });

  it('with railways that hex 85 cannot reach from a French source, it is fought but scores nothing', () => {
    const kinds = battleIn85(withRail(['3']).game).map((e) => e.kind);
    expect(kinds).toContain('battle');
    expect(kinds).toContain('plan17-battle-unsupplied');
    expect(kinds).not.toContain('plan17-battle');
  });
});
