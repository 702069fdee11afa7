import { describe, expect, it } from 'vitest';
import { concentric, type ConcentricResult } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { refused, ruled } from './run.js';

describe('concentric (9.2.3 b)', () => {
  it('9.2.3 b example: TEM +1, trench +2, three occupied hexes and one blocked hexside give −1, net +2', () => {
    const out = ruled<ConcentricResult>(concentric, { occupied: 3, blocked: 1, terrain: 1, trench: 2 });
    expect(out.result).toEqual({ hexes: 4, drm: -1, netDrm: 2 });
    expect(out.rules).toEqual(['9.2.3 b', '8.4.5', '9.3.1 b']);
  });

  it('pp. 17–18 Battle Map example: 3 occupied + 2 blocked = 5 of 6 hexes, −2; net +1 +2 −2 = +1', () => {
    const out = ruled<ConcentricResult>(concentric, { occupied: 3, blocked: 2, terrain: 1, trench: 2 });
    expect(out.result).toEqual({ hexes: 5, drm: -2, netDrm: 1 });
    expect(out.text.it).toContain('DRM netto');
  });

  it('rolls no die and explains the brackets', () => {
    const out = ruled<ConcentricResult>(concentric, { occupied: 2 });
    expect(out.rolled).toEqual([]);
    expect(out.text.en).toContain('none (3 are needed)');
  });

  it.each([
    [{ occupied: 4, blocked: 3 }, 'blocked', /at most 6, not 7/],
    [{ occupied: 7 }, 'occupied', /from 0 to 6/],
    [{ blocked: 2 }, 'occupied', /required/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(concentric, raw);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });
});
