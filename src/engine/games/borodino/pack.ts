import { validatePack, type Pack } from '../../core/pack.js';
import data from './data/pack.json' with { type: 'json' };

/**
 * The built-in Borodino pack: the battlefield as a schematic hex map with the places the rulebook names, the
 * Shevardino scenario's set-up and reinforcements, counter values null where the book gives none. Built by
 * data/build-pack.ts; see data/README.md.
 */
export function borodinoPack(): Pack {
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(`the built-in Borodino pack is invalid:\n${checked.errors.join('\n')}`);
  return checked.pack;
}
