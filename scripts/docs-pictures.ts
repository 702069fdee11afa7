/**
 * Writes docs/move-paths-of-glory.png and docs/move-borodino.png: a first move's picture as Discord shows it in
 * a thread (scaled to 550 px wide), for the README. Each game plays by the module the registry gives it, by its rules:
 * Paths of Glory (Guns of August kept, the automatic operation activating Aachen, the 1st Army to Liege), Borodino's
 * Shevardino (the set-up's facing, no command activated, no fire, Compans (CM) 1's Movement Allowance given and its
 * move from 4307 to 4308, drawn round 4308 as `/game map at:4308` would: the module's view highlights no move).
 * Run: node --import tsx scripts/docs-pictures.ts
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { SeededDice } from '../src/engine/core/dice.js';
import type { Lang } from '../src/engine/core/localized.js';
import { moduleFor } from '../src/engine/modules.js';
import { builtInPack } from '../src/engine/packs.js';
import { renderMap } from '../src/render/draw.js';
import { PREVIEW_WIDTH } from '../src/render/focus.js';

/** An action by its side: the action itself, or its menu key (`GameModule.decode`). */
type Step = readonly [side: string, action: unknown];

/** `at`: the hex the picture centres on, as `/game map at:` draws it (a module whose view highlights no move). */
async function picture(packId: string, lang: Lang, steps: readonly Step[], file: string, at?: string): Promise<void> {
  const pack = builtInPack(packId)!;
  const game = moduleFor(pack);
  const info = game.scenarios(pack)[0]!;
  const dice = new SeededDice(new Uint8Array(32), 'docs', 0);
  const setup = game.setup({ scenario: info.id, options: {}, pack }, dice);
  if (!setup.ok) throw new Error(setup.error.message.en);
  let state: unknown = setup.state;
  for (const [side, action] of steps) {
    const decoded = typeof action === 'string' ? game.decode(state, action) : action;
    if (decoded === undefined) throw new Error(`no action ${String(action)}`);
    const moved = game.apply(state, side, decoded, dice);
    if (!moved.ok) throw new Error(moved.error.message.en);
    state = moved.state;
  }
  const rendered = await renderMap({
    pack,
    view: game.view(state, 'observer'),
    sides: info.sides,
    title: { game: pack.title, scenario: info.title },
    lang,
    frame: at ? { at } : 'action',
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
  [
    ['cp', { type: 'guns', keep: true }],
    ['cp', { type: 'auto' }],
    ['cp', { type: 'activate', space: 'aachen', mode: 'move' }],
    ['cp', { type: 'activated' }],
    ['cp', { type: 'move', units: [pieceOf('paths-of-glory', 'aachen')], to: 'liege' }],
  ],
  'docs/move-paths-of-glory.png',
);
const compans = pieceOf('borodino', '4307');
await picture(
  'borodino',
  'it',
  [
    ['french', 'face-all/e'],
    ['french', 'done'],
    ['russian', 'face-all/w'],
    ['russian', 'done'],
    ['french', 'done'],
    ['french', 'done'],
    ['french', `value/${compans}/MA/front/5`],
    ['french', `move/${compans}/4308`],
  ],
  'docs/move-borodino.png',
  '4308',
);

/** The first unit the pack's first scenario sets up at `at`. */
function pieceOf(packId: string, at: string): string {
  const pack = builtInPack(packId)!;
  const found = pack.scenarios[0]!.setup.find((s) => s.at === at);
  if (!found) throw new Error(`${packId}: nothing set up at ${at}`);
  return found.unit;
}
