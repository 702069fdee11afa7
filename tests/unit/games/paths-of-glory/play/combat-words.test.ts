import { describe, expect, it } from 'vitest';
import { describeCombat } from '../../../../../src/engine/games/paths-of-glory/play/combat-words.js';

/** The combat's log lines as an Italian player reads them: articles and agreement. */

const namer = { space: (id: string) => id, unit: (id: string) => id, card: (id: string) => ({ en: id, it: id }) };

describe('Paths of Glory combat in Italian', () => {
  it('names the winner with its article', () => {
    const line = (winner: string) =>
      describeCombat({ kind: 'combat-result', winner, attackerLn: 1, defenderLn: 3 }, namer)!.it;
    expect(line('defender')).toBe('Numeri di perdite 1–3: vince il difensore.');
    expect(line('attacker')).toBe('Numeri di perdite 1–3: vince l’attaccante.');
  });

  it('agrees the verb with the units that cannot retreat', () => {
    const line = (units: string[]) => describeCombat({ kind: 'no-retreat', units, space: 'kiev' }, namer)!.it;
    expect(line(['RU 3rd Army'])).toMatch(/non può ritirarsi ed è eliminata/);
    expect(line(['RU corps 1', 'RU corps 2'])).toMatch(/non possono ritirarsi e sono eliminate/);
  });
});
