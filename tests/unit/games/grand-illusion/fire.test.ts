import { describe, expect, it } from 'vitest';
import { fire, type FireResult } from '../../../../src/engine/games/grand-illusion/rulings/fire.js';
import { refused, ruled } from './run.js';

const shot = (raw: Record<string, string | number | boolean>, die: number) => ruled<FireResult>(fire, raw, [die]);

describe('fire (9.3.1)', () => {
  it('pp. 17–18 Battle Map example: the six rolls of the battle in hex 26 (TEM +1, trench +2, concentric −2)', () => {
    const hex = { terrain: 1, trench: 2, concentric: 2 };
    const defending = { role: 'defender', terrain: 1, trench: 2 }; // "Non vi sono DRM per il difensore."
    // XIII Corps (CS 5) rolls 4 and hits; II Territorial (CS 3) rolls 5 + 1 and misses.
    expect(shot({ cs: 5, ...defending }, 4).result).toMatchObject({ hit: true, drm: 0, final: 4 });
    expect(shot({ cs: 3, ...hex }, 5).result).toMatchObject({ hit: false, drm: 1, final: 6 });
    // XVIII (CS 6) rolls 3 + 1 = 4 and hits; XVI rolls a 6, an automatic miss.
    expect(shot({ cs: 6, ...hex }, 3).result).toMatchObject({ hit: true, final: 4 });
    expect(shot({ cs: 5, ...defending }, 6).result).toMatchObject({ hit: false, reason: 'natural-6' });
    // Reserves: VI (CS 6) rolls 1 + 1 = 2 and hits; VIII rolls a 6 and misses.
    expect(shot({ cs: 6, role: 'attacker-reserve', ...hex }, 1).result).toMatchObject({ hit: true, final: 2 });
    expect(shot({ cs: 5, role: 'attacker-reserve', ...hex }, 6).result).toMatchObject({
      hit: false,
      reason: 'natural-6',
    });
  });

  it('9.3.1 c roll + DRM at or under the CS hits, above misses', () => {
    expect(shot({ cs: 4, drm: 1 }, 3).result).toMatchObject({ hit: true, final: 4, reason: 'at-or-under' });
    expect(shot({ cs: 4, drm: 1 }, 4).result).toMatchObject({ hit: false, final: 5, reason: 'over' });
  });

  it('9.3.1 c a natural 1 always hits, a natural 6 always misses, whatever the DRM', () => {
    expect(shot({ cs: 1, drm: 6 }, 1).result).toMatchObject({ hit: true, final: 7, reason: 'natural-1' });
    expect(shot({ cs: 12, drm: -4 }, 6).result).toMatchObject({ hit: false, final: 2, reason: 'natural-6' });
  });

  it('FoW 4 Skirmish: every unit and fort hits only on a 1', () => {
    expect(shot({ cs: 6, skirmish: true }, 2).result).toMatchObject({ hit: false, reason: 'only-natural-1' });
    expect(shot({ cs: 6, role: 'defender', skirmish: true }, 1).result.hit).toBe(true);
  });

  it('9.5.1 infantry attacking a fort hits only on a natural 1, and the trench does not count against it', () => {
    expect(shot({ cs: 6, 'infantry-vs-fort': true }, 2).result).toMatchObject({ hit: false, reason: 'only-natural-1' });
    const out = shot({ cs: 6, 'infantry-vs-fort': true, trench: 2, terrain: 1 }, 1);
    expect(out.result).toMatchObject({ hit: true, drm: 1 });
    expect(out.text.en).toMatch(/trench does not count against a fort/);
  });

  it('9.3.1 b the alpine units get −1 in hexes 102/103', () => {
    expect(shot({ cs: 3, terrain: 2, alpine: true }, 4).result).toMatchObject({ drm: 1, final: 5, hit: false });
  });

  it('9.3.1 b a counterattacker adds +1 instead of every other DRM', () => {
    expect(shot({ cs: 4, terrain: 2, trench: 2, counterattack: true }, 3).result).toMatchObject({
      drm: 1,
      final: 4,
      hit: true,
    });
  });

  it('FoW 8 Attacker Surprise ignores terrain, not trench', () => {
    expect(shot({ cs: 4, terrain: 2, trench: 1, surprise: true }, 3).result).toMatchObject({ drm: 1, final: 4 });
  });

  it('9.3.2 defenders take no TEM, trench or concentric DRM; a defending fort in the hex gives −1', () => {
    const plain = shot({ cs: 3, role: 'defender', terrain: 2, trench: 2 }, 3);
    expect(plain.result).toMatchObject({ drm: 0, hit: true });
    expect(plain.text.en).toMatch(/Defenders apply no terrain, trench or concentric DRM/);
    expect(shot({ cs: 3, role: 'defender', 'defending-fort': true }, 4).result).toMatchObject({
      drm: -1,
      final: 3,
      hit: true,
    });
  });

  it('9.5.1 the defending fort’s −1 does not apply in a Skirmish', () => {
    expect(shot({ cs: 3, role: 'defender', 'defending-fort': true, skirmish: true }, 1).result.drm).toBe(0);
  });

  it('9.3.5 Impetus: each defender subtracts the terrain value', () => {
    expect(shot({ cs: 2, role: 'defender', impetus: true, terrain: 2 }, 4).result).toMatchObject({
      drm: -2,
      final: 2,
      hit: true,
    });
  });

  it('12.2 British and Belgian infantry defenders add 1 to their CS', () => {
    const out = shot({ cs: 2, role: 'defender', 'red-circle': 1 }, 3);
    expect(out.result).toMatchObject({ cs: 3, hit: true });
    expect(out.rules).toContain('12.2');
  });

  it('explains die, modifiers with their rules, and the result in both languages', () => {
    const out = shot({ cs: 6, terrain: 1, trench: 2, concentric: 2 }, 3);
    expect(out.text.en).toContain(
      '+1 terrain (TEM) (9.3.1 b); +2 trench (9.3.1 b); −2 Concentric Attack (9.2.3 b) → 4',
    );
    expect(out.text.it).toContain('**colpo a segno** (4 ≤ CS 6, 9.3.1 c)');
  });

  it.each([
    [{ cs: 4, role: 'defender', concentric: 1 }, 'concentric', /attacker's roll/],
    [{ cs: 4, role: 'defender', alpine: true }, 'alpine', /attacker's roll/],
    [{ cs: 4, 'red-circle': 1 }, 'red-circle', /defender's roll/],
    [{ cs: 4, impetus: true, terrain: 1 }, 'impetus', /defender's roll/],
    [{ cs: 4, role: 'defender', impetus: true }, 'terrain', /terrain value: give 1 or 2/],
    [{ cs: 4, skirmish: true, surprise: true }, 'skirmish', /one FoW result/],
    [{ cs: 4, drm: 1, terrain: 1 }, 'drm', /either a total DRM here or the named modifiers/],
    [{ cs: 21 }, 'cs', /from 0 to 20/],
    [{ cs: 4, role: 'reserve' }, 'role', /one of/],
    [{ cs: 4, terrain: 3 }, 'terrain', /from 0 to 2/],
  ])('refuses %j naming --%s', (raw, option, message) => {
    const out = refused(fire, raw, [3]);
    expect(out.option).toBe(option);
    expect(out.message.en).toMatch(message);
  });

  it('refuses a die that is not a d6', () => {
    expect(refused(fire, { cs: 4 }, [7]).message.en).toMatch(/from 1 to 6/);
  });
});
