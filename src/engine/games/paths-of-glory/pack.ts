import { validatePack, type Pack } from '../../core/pack.js';
import data from './data/pack.json' with { type: 'json' };

/**
 * The built-in Paths of Glory pack: the point-to-point map (Europe and the Near East inset) laid out by geography
 * from the 2022 Deluxe map data, the counters, and the rulebook's historical set-up for its three scenarios.
 * Built by data/build-pack.ts; see data/README.md.
 */
export function pathsOfGloryPack(): Pack {
  const checked = validatePack(data);
  if (!checked.ok) throw new Error(`the built-in Paths of Glory pack is invalid:\n${checked.errors.join('\n')}`);
  return checked.pack;
}
