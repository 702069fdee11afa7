import { describe, expect, it } from 'vitest';
import type { PogState } from '../../../../../src/engine/games/paths-of-glory/play/state.js';
import { attackProblem, targetsOf } from '../../../../../src/engine/games/paths-of-glory/rules/attack.js';
import { destinations } from '../../../../../src/engine/games/paths-of-glory/rules/movement.js';
import { activationProblem } from '../../../../../src/engine/games/paths-of-glory/rules/operations.js';
import { srDestinations } from '../../../../../src/engine/games/paths-of-glory/rules/redeployment.js';
import { at, built, campaign } from './position.js';

/**
 * 9.5.2.4: after Salonika, Greece's units stand on the map but stay neutral: no one moves them, moves into their
 * spaces or attacks them, until Greece enters the war (AP #44).
 */

const greekCorps = (s: PogState) => Object.keys(s.units).filter((u) => /^gr-c\d+$/.test(u));

function salonika(atWar: string[] = []): PogState {
  const s = campaign();
  const [a, b, c] = greekCorps(s);
  return built(s, {
    units: { [a!]: 'florina', [b!]: 'larisa', [c!]: 'athens', 'ge-c1': 'monastir', 'fr-c1': 'salonika' },
    control: { salonika: 'ap', monastir: 'cp', florina: 'ap', larisa: 'ap', athens: 'ap' },
    state: { events: ['ap-30'], atWar, activations: { monastir: 'attack' } },
  });
}

describe('Paths of Glory play: neutral Greek units (9.5.2.4)', () => {
  it('no one moves into a space with neutral Greek units; once Greece is at war, the Allies may', () => {
    const s = built(salonika(), { state: { movers: ['fr-c1'] } });
    expect([...destinations(at(s), ['fr-c1'], 'ap', 'salonika').keys()]).not.toContain('florina');
    const war = built(salonika(['gr']), { state: { movers: ['fr-c1'] } });
    expect([...destinations(at(war), ['fr-c1'], 'ap', 'salonika').keys()]).toContain('florina');
  });

  it('no one attacks them', () => {
    const s = salonika();
    expect(targetsOf(at(s), 'cp', [])).not.toContain('florina');
    expect(attackProblem(at(s), 'cp', 'florina', ['ge-c1'], [])).toMatchObject({
      code: 'neutral-units',
      rule: '9.5.2.4',
    });
    expect(targetsOf(at(salonika(['gr'])), 'cp', [])).toContain('florina');
  });

  it('they are not activated, nor redeployed', () => {
    const s = salonika();
    expect(activationProblem(at(s), 'ap', 'athens', 'move', 4)).toMatchObject({ code: 'not-occupied' });
    const corps = greekCorps(s)[2]!;
    expect(srDestinations(at(s), corps, 'ap')).toEqual([]);
    expect(activationProblem(at(salonika(['gr'])), 'ap', 'athens', 'move', 4)).toBeNull();
  });
});
