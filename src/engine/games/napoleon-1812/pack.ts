import { validatePack, type Pack } from '../../core/pack.js';
import data from './data/pack.json' with { type: 'json' };

/**
 * The built-in Napoleon's Greatest Gamble pack: western Russia as a schematic hex map on the rulebook's hex
 * numbers, with its cities, rivers and borders placed by geography, and the historical set-up of 14.1. Built by
 * data/build-pack.ts; see data/README.md.
 */
export function napoleon1812Pack(): Pack {
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(`the built-in 1812 pack is invalid:\n${checked.errors.join('\n')}`);
  return checked.pack;
}
