import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderMap } from '../../../src/render/draw.js';
import { encodePng } from '../../../src/render/png.js';
import type { RenderInput } from '../../../src/render/types.js';
import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import { builtInPacks } from '../../../src/engine/packs.js';
import { demoInput, frontInput, pointyDemoPack } from './fixtures.js';
import { compare, decodePng } from './pixels.js';

/**
 * Golden images: each kind of map drawn at 800×600 and compared pixel by pixel with the reference PNG committed
 * in __golden__/. A pixel counts as different when a channel moves by more than TOLERANCE (font rasterisation
 * may differ by a level or two across CPUs); the test fails when more than MAX_DIFFERING of the pixels do.
 *
 * After an intended change to the drawing, regenerate the references, look at them, and commit them:
 *   UPDATE_GOLDEN=1 npx vitest run tests/unit/render
 * On a failure the picture drawn is written to the OS temp folder (the path is in the message) to compare.
 */

const GOLDEN = fileURLToPath(new URL('./__golden__/', import.meta.url));
const TOLERANCE = 24;
const MAX_DIFFERING = 0.002;
const update = process.env['UPDATE_GOLDEN'] === '1';
const size = { width: 800, height: 600 };

/** A built-in pack's first scenario at set-up, as the opening picture of a game shows it. */
const GOLDEN_LANG: Readonly<Record<string, 'en' | 'it'>> = {
  borodino: 'it',
  'paths-of-glory': 'en',
  'grand-illusion': 'it',
  'offensive-1914': 'en',
  'napoleon-1812': 'it',
};

function packAtSetup(id: string, lang: 'en' | 'it'): RenderInput {
  const pack = builtInPacks().get(id)!;
  const module = createFreeplay(pack);
  const scenario = pack.scenarios[0]!;
  const setup = module.setup({ scenario: scenario.id, options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error(`${id} does not set up`);
  return {
    pack,
    view: module.view(setup.state, 'observer'),
    sides: module.scenarios(pack)[0]!.sides,
    title: { game: pack.title, scenario: scenario.title },
    lang,
    ...size,
  };
}

const cases: readonly [string, () => RenderInput][] = [
  ['hex-flat-demo', () => demoInput(undefined, 'en', size)],
  ['hex-pointy-demo', () => demoInput(pointyDemoPack(), 'it', size)],
  ['points-front', () => frontInput('en', size)],
  // One per built-in pack (issue: built-in packs): each renders its scenario's set-up.
  // Each in a fixed language, so that both are drawn and the list's order does not matter.
  ...[...builtInPacks().keys()]
    .filter((id) => id !== 'demo')
    .map((id): [string, () => RenderInput] => [`pack-${id}`, () => packAtSetup(id, GOLDEN_LANG[id] ?? 'en')]),
];

describe('golden images (one per map kind and one per built-in pack)', () => {
  for (const [name, make] of cases) {
    it(`${name} matches __golden__/${name}.png`, async () => {
      const rendered = await renderMap(make());
      const path = join(GOLDEN, `${name}.png`);
      const actual = await decodePng(rendered.png);
      if (update || !existsSync(path)) {
        if (!update) throw new Error(`no golden image ${path}: run UPDATE_GOLDEN=1 npx vitest run tests/unit/render`);
        mkdirSync(GOLDEN, { recursive: true });
        // The references are stored at zlib's best level to keep the repository light.
        writeFileSync(path, encodePng(actual.data, actual.width, actual.height, { filter: 'none', level: 9 }));
        return;
      }
      const expected = await decodePng(readFileSync(path));
      const diff = compare(actual, expected, TOLERANCE);
      if (diff.fraction > MAX_DIFFERING) {
        const out = join(tmpdir(), `umpire-render-${name}.png`);
        writeFileSync(out, rendered.png);
        expect.fail(
          `${name}: ${diff.differing} pixels (${(diff.fraction * 100).toFixed(2)}%) differ by more than ${TOLERANCE} ` +
            `(largest ${diff.maxChannel}); the picture drawn is in ${out}`,
        );
      }
    });
  }
});
