/**
 * Writes a built-in pack's JSON from its generator (src/engine/games/<game>/data/build-pack.ts), for committing as
 * that game's data/pack.json; a test checks the committed JSON is this output. The generators themselves only
 * compute: importing one writes nothing.
 *
 *   node --import tsx scripts/build-pack.ts <game> > src/engine/games/<game>/data/pack.json
 *   npx prettier --write src/engine/games/<game>/data/pack.json
 *
 * `--fit` (offensive-1914) prints where the projection puts the book's places instead.
 */
import { packJson } from '../src/engine/core/pack-json.js';
import type { Pack } from '../src/engine/core/pack.js';
import { buildBorodinoPack } from '../src/engine/games/borodino/data/build-pack.js';
import { buildGrandIllusionPack } from '../src/engine/games/grand-illusion/data/build-pack.js';
import { buildNapoleon1812Pack } from '../src/engine/games/napoleon-1812/data/build-pack.js';
import { buildOffensive1914Pack, offensive1914Fit } from '../src/engine/games/offensive-1914/data/build-pack.js';
import { buildPathsOfGloryPack } from '../src/engine/games/paths-of-glory/data/build-pack.js';

const GENERATORS: Record<string, () => Pack> = {
  'paths-of-glory': buildPathsOfGloryPack,
  'grand-illusion': buildGrandIllusionPack,
  borodino: buildBorodinoPack,
  'napoleon-1812': buildNapoleon1812Pack,
  'offensive-1914': buildOffensive1914Pack,
};

const [game, flag] = process.argv.slice(2);
const generate = game ? GENERATORS[game] : undefined;
if (!generate) {
  process.stderr.write(`usage: build-pack.ts <game> [--fit]; games: ${Object.keys(GENERATORS).join(', ')}\n`);
  process.exit(2);
}
if (flag === '--fit' && game === 'offensive-1914') process.stdout.write(`${offensive1914Fit().join('\n')}\n`);
else process.stdout.write(`${packJson(generate())}\n`);
