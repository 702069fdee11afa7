/** Borodino's refusals read in Italian for Italian players, with the book's terms, not the English repeated. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/engine/core/dice.js';
import { failureText, runRuling, type AnyRuling, type RawValue } from '../../../../src/engine/core/ruling.js';
import { assaultRuling } from '../../../../src/engine/games/borodino/rulings/assault.js';
import { cohesionRuling } from '../../../../src/engine/games/borodino/rulings/checks.js';
import { artilleryRuling } from '../../../../src/engine/games/borodino/rulings/fire.js';
import { ruled } from './run.js';

function refusal(ruling: AnyRuling, raw: Readonly<Record<string, RawValue>>) {
  const run = runRuling(ruling, raw, new ScriptedDice([0, 0, 0, 0, 0, 0, 0, 0]));
  if (run.outcome.ok) throw new Error('expected a refusal');
  return run.outcome;
}

const base = { attacker: 6, defender: 6, 'attacker-cohesion': 6, 'defender-cohesion': 6 };

describe('Borodino refusals in Italian', () => {
  it.each([
    [
      assaultRuling,
      { ...base, attack: 'heavy-charge', terrain: 'marsh' },
      "--terrain: la cavalleria non può caricare un'unità in palude (9.81)",
    ],
    [
      cohesionRuling,
      { cohesion: 5, unit: 'cossack', disordered: true },
      '--disordered: i Cosacchi non hanno il lato in Disordine: con un Disordine si Ritirano (SR11)',
    ],
    [
      artilleryRuling,
      { strength: 4, range: 6, effective: 3, maximum: 5 },
      '--range: il raggio 6 è oltre il Raggio Massimo 5: non si può sparare (8.3)',
    ],
    [
      artilleryRuling,
      { strength: 4, cohesions: '6,x' },
      '--cohesions: servono da 1 a 3 valori di Coesione, da 0 a 10, separati da virgole, ad es. 6,5 (Coesione 6 e 5)',
    ],
  ] as const)('%#: %j', (ruling, raw, italian) => {
    const out = refusal(ruling, raw);
    expect(out.message.it).toBe(italian);
    expect(out.message.it).not.toBe(out.message.en);
  });

  it('Italian Discord names the option by its Italian name before the Italian words; they name no option', () => {
    const out = refusal(artilleryRuling, { strength: 4, reaction: 'infantry', units: 0 });
    expect(failureText(artilleryRuling, out, 'it', 'discord')).toBe(
      "unita: il Fuoco di Reazione risponde a un Assalto di fanteria o cavalleria: indicate almeno 1 unità non di artiglieria nell'esagono bersaglio (8.6)",
    );
    const words = out.message.it.slice('--units: '.length);
    expect(words).not.toMatch(/--|unita/);
  });

  it('the single-terrain note names the option as both surfaces have it, not as a bare command-line flag', () => {
    const { text } = ruled(
      assaultRuling,
      { ...base, attack: 'infantry', terrain: 'woods', hexside: 'banked-stream', 'single-terrain': true },
      [0],
    );
    expect(text.en).toContain('Only one terrain modifier applies (single-terrain option).');
    expect(text.it).toContain('(opzione terreno-singolo, single-terrain).');
  });
});
