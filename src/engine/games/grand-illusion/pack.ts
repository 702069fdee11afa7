import { validatePack, type Pack } from '../../core/pack.js';
import data from './data/pack.json' with { type: 'json' };

/**
 * The built-in Grand Illusion pack: the 107 large hexes with the numbers and names the rulebook cites, placed by
 * our reading of its hex lists and by geography, the forts and the scenario 2 set-up; counter values the book
 * lacks are null. Built by data/build-pack.ts; see data/README.md.
 */
export function grandIllusionPack(): Pack {
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(`the built-in Grand Illusion pack is invalid:\n${checked.errors.join('\n')}`);
  return checked.pack;
}
