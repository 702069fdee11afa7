import { validatePack, type Pack } from '../../core/pack.js';
import data from './data/pack.json' with { type: 'json' };

/**
 * The built-in 1914 Offensive à outrance pack: the Battle for Lorraine's area as a schematic hex map on the hex ids
 * the rulebook writes, and the scenario's order of battle (29.0), counter values null where the book gives none.
 * Built by data/build-pack.ts; see data/README.md.
 */
export function offensive1914Pack(): Pack {
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(`the built-in 1914 pack is invalid:\n${checked.errors.join('\n')}`);
  return checked.pack;
}
