/**
 * Writes docs/move-paths-of-glory.png and docs/move-borodino.png: a first move's picture as Discord shows it in
 * a thread (scaled to 550 px wide), for the README. Run: node --import tsx scripts/docs-pictures.ts
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ScriptedDice } from '../src/engine/core/dice.js';
import type { Lang } from '../src/engine/core/localized.js';
import { createFreeplay } from '../src/engine/games/freeplay/module.js';
import type { FreeplayAction } from '../src/engine/games/freeplay/state.js';
import { builtInPack } from '../src/engine/packs.js';
import { renderMap } from '../src/render/draw.js';
import { PREVIEW_WIDTH } from '../src/render/focus.js';

async function picture(packId: string, lang: Lang, side: string, action: FreeplayAction, file: string): Promise<void> {
  const pack = builtInPack(packId)!;
  const game = createFreeplay(pack);
  const info = game.scenarios(pack)[0]!;
  const setup = game.setup({ scenario: info.id, options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error(setup.error.message.en);
  const moved = game.apply(setup.state, side, action, new ScriptedDice([]));
  if (!moved.ok) throw new Error(moved.error.message.en);
  const rendered = await renderMap({
    pack,
    view: game.view(moved.state, 'observer'),
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
  { type: 'move', unit: pieceOf('paths-of-glory', 'aachen'), to: 'liege' },
  'docs/move-paths-of-glory.png',
);
await picture(
  'borodino',
  'it',
  'french',
  { type: 'move', unit: pieceOf('borodino', '4307'), to: '4308' },
  'docs/move-borodino.png',
);

/** The first unit the pack's first scenario sets up at `at`. */
function pieceOf(packId: string, at: string): string {
  const pack = builtInPack(packId)!;
  const found = pack.scenarios[0]!.setup.find((s) => s.at === at);
  if (!found) throw new Error(`${packId}: nothing set up at ${at}`);
  return found.unit;
}
