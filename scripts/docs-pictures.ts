/**
 * Writes docs/move-paths-of-glory.png and docs/move-borodino.png: a first move's picture as Discord shows it in
 * a thread (scaled to 550 px wide), for the README. Each game plays by the module the registry gives it: Paths of
 * Glory by its rules (Guns of August kept, the automatic operation activating Aachen, the 1st Army to Liege),
 * Borodino in freeplay. Run: node --import tsx scripts/docs-pictures.ts
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { SeededDice } from '../src/engine/core/dice.js';
import type { Lang } from '../src/engine/core/localized.js';
import { moduleFor } from '../src/engine/modules.js';
import { builtInPack } from '../src/engine/packs.js';
import { renderMap } from '../src/render/draw.js';
import { PREVIEW_WIDTH } from '../src/render/focus.js';

async function picture(packId: string, lang: Lang, side: string, actions: unknown[], file: string): Promise<void> {
  const pack = builtInPack(packId)!;
  const game = moduleFor(pack);
  const info = game.scenarios(pack)[0]!;
  const dice = new SeededDice(new Uint8Array(32), 'docs', 0);
  const setup = game.setup({ scenario: info.id, options: {}, pack }, dice);
  if (!setup.ok) throw new Error(setup.error.message.en);
  let state: unknown = setup.state;
  for (const action of actions) {
    const moved = game.apply(state, side, action, dice);
    if (!moved.ok) throw new Error(moved.error.message.en);
    state = moved.state;
  }
  const rendered = await renderMap({
    pack,
    view: game.view(state, 'observer'),
    sides: info.sides,
    title: { game: pack.title, scenario: info.title },
    lang,
    frame: 'action',
  });
  const image = await loadImage(rendered.png);
  const preview = createCanvas(PREVIEW_WIDTH, Math.round((PREVIEW_WIDTH * rendered.height) / rendered.width));
  const ctx = preview.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, preview.width, preview.height);
  writeFileSync(file, preview.toBuffer('image/png'));
  console.log(`${file}: ${preview.width}×${preview.height}`);
}

await picture(
  'paths-of-glory',
  'en',
  'cp',
  [
    { type: 'guns', keep: true },
    { type: 'auto' },
    { type: 'activate', space: 'aachen', mode: 'move' },
    { type: 'activated' },
    { type: 'move', units: [pieceOf('paths-of-glory', 'aachen')], to: 'liege' },
  ],
  'docs/move-paths-of-glory.png',
);
await picture(
  'borodino',
  'it',
  'french',
  [{ type: 'move', unit: pieceOf('borodino', '4307'), to: '4308' }],
  'docs/move-borodino.png',
);

/** The first unit the pack's first scenario sets up at `at`. */
function pieceOf(packId: string, at: string): string {
  const pack = builtInPack(packId)!;
  const found = pack.scenarios[0]!.setup.find((s) => s.at === at);
  if (!found) throw new Error(`${packId}: nothing set up at ${at}`);
  return found.unit;
}
