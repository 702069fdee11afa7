import zlib from 'node:zlib';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import type { BoardPiece, View } from '../src/engine/core/game.js';
import { ScriptedDice } from '../src/engine/core/dice.js';
import { locationIds, type Pack } from '../src/engine/core/pack.js';
import { createFreeplay } from '../src/engine/games/freeplay/module.js';
import { builtInPacks } from '../src/engine/packs.js';
import { renderMap } from '../src/render/draw.js';
import { drawFocus, planFocus } from '../src/render/focus.js';
import type { RenderInput } from '../src/render/types.js';

/**
 * Map pictures: each built-in pack at 1600×1200 with its full order of battle on the map, p50/p95 of draw,
 * encode and total, beside two references measured in the same run and on the same picture:
 *   naive — everything drawn afresh (map, legend, counters) and the canvas' own PNG encoder, canvas.encode('png');
 *   floor — reading the pixels back (canvas.data()) plus node:zlib deflate, level 1, of the raw RGBA.
 * Target (issue 4): total p50 within 1.5× the floor and at least 3× faster than naive.
 *
 * Then, per pack, two comparisons made side by side in the same run, picture by picture, the order alternating:
 *   one-unit moves, the whole map — a unit moves one place per picture (the rest of the full order of battle
 *   stays), drawn on the cached frame and encoded by re-deflating only the bands of rows that changed
 *   (`fewest`, the default) against encoding the whole frame (`whole`, as before): render+encode p50 and ratio;
 *   action pictures — the zoomed picture of one unit's move, as posted after every action: bytes and
 *   render+encode p50 as an indexed-colour PNG (the default) against RGBA (before), and WebP lossless
 *   (canvas.encode('webp', 100), encode only) of the same picture as the alternative measured.
 * Targets (faster answers, lighter pictures): bytes per action picture p50 ≤ 150 KB; a one-unit move's
 * render+encode p50 ≤ 0.5× the whole-frame path's. Prints; asserts nothing.
 * BENCH_RUNS sets the number of measured pictures per pack in each part (default 40).
 */

const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const WARMUP = 5;
const WIDTH = 1600;
const HEIGHT = 1200;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

/**
 * Every counter of the first scenario's sides on the map: where the scenario sets it up, else spread over the
 * map; some reduced, some disordered, one face down; the scenario's markers; and a move, a combat and a loss,
 * varying from picture to picture as they do in play.
 */
function inputs(pack: Pack): RenderInput[] {
  const game = createFreeplay(pack);
  const scenario = pack.scenarios[0]!;
  const setup = game.setup({ scenario: scenario.id, options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error(`${pack.id}: ${setup.error.message.en}`);
  const base = game.view(setup.state, 'observer');
  const places = locationIds(pack.map);
  const sideOf = new Map(scenario.sides.flatMap((s) => s.nations.map((n) => [n, s.id] as const)));
  const setupAt = new Map(scenario.setup.map((e) => [e.unit, e]));
  const units: BoardPiece[] = pack.counters
    .filter((c) => sideOf.has(c.nation))
    .map((c, i) => {
      const reduced = (setupAt.get(c.id)?.reduced ?? i % 5 === 3) && c.reduced !== undefined;
      return {
        id: c.id,
        at: setupAt.get(c.id)?.at ?? places[(i * 7919) % places.length]!,
        side: sideOf.get(c.nation)!,
        nation: c.nation,
        type: c.type,
        ...(c.size ? { size: c.size } : {}),
        label: c.name,
        values: reduced ? c.reduced! : c.values,
        reduced,
        disordered: i % 7 === 5,
        ...(i === 1 ? { hidden: true } : {}),
      };
    });
  const markers = base.pieces.filter((p) => p.marker);
  const sides = game.scenarios(pack)[0]!.sides;
  return Array.from({ length: 4 }, (_, k) => {
    const a = units[k % units.length]!;
    const b = units[(k * 3 + 1) % units.length]!;
    const from = places[(places.indexOf(a.at) + 1 + k) % places.length]!;
    const view: View = {
      ...base,
      pieces: [...units, ...markers],
      highlights: { moves: [{ from, to: a.at }], combat: [b.at], losses: [b.at] },
    };
    return {
      pack,
      view,
      sides,
      title: { game: game.title, scenario: scenario.title },
      lang: k % 2 ? 'it' : 'en',
      width: WIDTH,
      height: HEIGHT,
    };
  });
}

async function floorOnce(canvas: Canvas): Promise<number> {
  const started = performance.now();
  const pixels = canvas.data();
  zlib.deflateSync(pixels, { level: 1 });
  return performance.now() - started;
}

console.log(
  `Render benchmark: ${WIDTH}×${HEIGHT}, ${RUNS} pictures per pack after ${WARMUP} warm-up (Node ${process.version})`,
);
for (const pack of builtInPacks().values()) {
  const cases = inputs(pack);
  const units = cases[0]!.view.pieces.filter((p) => !p.marker).length;
  // The floor reads back and deflates the very picture ours makes.
  const sample = await renderMap(cases[0]!);
  const image = await loadImage(sample.png);
  const canvas = createCanvas(WIDTH, HEIGHT);
  canvas.getContext('2d').drawImage(image, 0, 0);

  const ours = { draw: [] as number[], encode: [] as number[], total: [] as number[], bytes: 0 };
  const naive = { draw: [] as number[], encode: [] as number[], total: [] as number[], bytes: 0 };
  const floor: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const input = cases[i % cases.length]!;
    let t = performance.now();
    const fast = await renderMap(input);
    const fastTotal = performance.now() - t;
    t = performance.now();
    const slow = await renderMap(input, { cached: false });
    const slowTotal = performance.now() - t;
    const floorMs = await floorOnce(canvas);
    if (i < WARMUP) continue;
    ours.draw.push(fast.drawMs);
    ours.encode.push(fast.encodeMs);
    ours.total.push(fastTotal);
    ours.bytes = Math.max(ours.bytes, fast.png.length);
    naive.draw.push(slow.drawMs);
    naive.encode.push(slow.encodeMs);
    naive.total.push(slowTotal);
    naive.bytes = Math.max(naive.bytes, slow.png.length);
    floor.push(floorMs);
  }
  const row = (name: string, r: typeof ours) =>
    `  ${name.padEnd(7)} draw p50 ${ms(percentile(r.draw, 50))} p95 ${ms(percentile(r.draw, 95))}   encode p50 ${ms(percentile(r.encode, 50))} p95 ${ms(percentile(r.encode, 95))}   total p50 ${ms(percentile(r.total, 50))} p95 ${ms(percentile(r.total, 95))}   png ≤ ${(r.bytes / 1024).toFixed(0)} KiB`;
  const oursP50 = percentile(ours.total, 50);
  const floorP50 = percentile(floor, 50);
  const naiveP50 = percentile(naive.total, 50);
  console.log(`\n${pack.id} (${pack.map.kind} map, ${units} units on the map)`);
  console.log(row('ours', ours));
  console.log(row('naive', naive));
  console.log(`  floor   readback + deflate level 1 of raw RGBA: p50 ${ms(floorP50)} p95 ${ms(percentile(floor, 95))}`);
  console.log(
    `  ours/floor ${(oursP50 / floorP50).toFixed(2)}× (target ≤ 1.5×) · naive/ours ${(naiveP50 / oursP50).toFixed(2)}× (target ≥ 3×)`,
  );
}

/**
 * A one-unit move per picture: the full order of battle of inputs(), and one unit moving to a neighbouring
 * place (a connected space; a hex one column and/or row away), with that move as the picture's only highlight.
 */
function moves(pack: Pack, frame: 'whole' | 'action'): (k: number) => RenderInput {
  const base = inputs(pack)[0]!;
  const places = locationIds(pack.map);
  const units = base.view.pieces.map((p) => ({ ...p }));
  const movable = units.filter((p) => !p.marker);
  return (k) => {
    const unit = movable[(k * 5) % movable.length]!;
    const from = unit.at;
    unit.at = neighbour(pack, from, k) ?? places[(places.indexOf(from) + 1) % places.length]!;
    const view: View = {
      ...base.view,
      pieces: units.map((p) => ({ ...p })),
      highlights: { moves: [{ from, to: unit.at }] },
    };
    return frame === 'whole'
      ? { ...base, view, lang: 'en' }
      : { ...base, view, lang: 'en', frame, width: undefined, height: undefined };
  };
}

/** A place next to `at` (the `k`-th found, round), if the map says which are. */
function neighbour(pack: Pack, at: string, k: number): string | undefined {
  const map = pack.map;
  let near: string[];
  if (map.kind === 'points') near = map.connections.flatMap((c) => (c.a === at ? [c.b] : c.b === at ? [c.a] : []));
  else {
    const cell = (h: { id: string; col?: number; row?: number }) =>
      h.col !== undefined && h.row !== undefined ? [h.col, h.row] : [Number(h.id.slice(0, 2)), Number(h.id.slice(2))];
    const [c0, r0] = cell(map.hexes.find((h) => h.id === at)!);
    near = map.hexes
      .filter((h) => h.id !== at && Math.abs(cell(h)[0]! - c0!) <= 1 && Math.abs(cell(h)[1]! - r0!) <= 1)
      .map((h) => h.id);
  }
  return near.length > 0 ? near[k % near.length] : undefined;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0).padStart(4)} KB`;
const allActionBytes: number[] = [];
const moveRatios: string[] = [];

console.log(
  `\nOne-unit moves and action pictures: ${RUNS} pictures per pack and path after ${WARMUP} warm-up, side by side`,
);
type Rendered = Awaited<ReturnType<typeof renderMap>>;

/** Renders each input both ways, alternating which goes first, and reports each after the warm-up. */
async function sideBySide(
  input: (i: number) => RenderInput,
  sample: (encoding: 'fewest' | 'whole', took: number, picture: Rendered, input: RenderInput) => void,
): Promise<void> {
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const it = input(i);
    const order = i % 2 ? (['fewest', 'whole'] as const) : (['whole', 'fewest'] as const);
    for (const encoding of order) {
      const t = performance.now();
      const picture = await renderMap(it, { encoding });
      const took = performance.now() - t;
      if (i >= WARMUP) sample(encoding, took, picture, it);
    }
  }
}

for (const pack of builtInPacks().values()) {
  // The whole map, a unit moving one place per picture.
  const next = moves(pack, 'whole');
  const banded: number[] = [];
  const whole: number[] = [];
  const bandedBytes: number[] = [];
  const wholeBytes: number[] = [];
  await sideBySide(next, (encoding, took, picture) => {
    (encoding === 'fewest' ? banded : whole).push(took);
    (encoding === 'fewest' ? bandedBytes : wholeBytes).push(picture.png.length);
  });
  const ratio = percentile(banded, 50) / percentile(whole, 50);
  moveRatios.push(`${pack.id} ${ratio.toFixed(2)}×`);
  console.log(`\n${pack.id}: one-unit move, whole map ${WIDTH}×${HEIGHT}, render+encode`);
  console.log(
    `  changed bands ${ms(percentile(banded, 50))} p50 ${ms(percentile(banded, 95))} p95 ${kb(percentile(bandedBytes, 50))}` +
      ` · whole frame ${ms(percentile(whole, 50))} p50 ${ms(percentile(whole, 95))} p95 ${kb(percentile(wholeBytes, 50))}` +
      ` · ratio ${ratio.toFixed(2)}× (target ≤ 0.5×)`,
  );

  // The zoomed picture of each move, as posted in the thread.
  const action = moves(pack, 'action');
  const rows = { indexed: [] as number[], rgba: [] as number[] };
  const bytes = { indexed: [] as number[], rgba: [] as number[], webp: [] as number[] };
  const webpMs: number[] = [];
  const rgbaEncodeMs: number[] = [];
  const indexedEncodeMs: number[] = [];
  const drawn: RenderInput[] = [];
  await sideBySide(action, (encoding, took, picture, input) => {
    if (encoding === 'fewest') drawn.push(input);
    const key = encoding === 'fewest' ? 'indexed' : 'rgba';
    rows[key].push(took);
    bytes[key].push(picture.png.length);
    (encoding === 'fewest' ? indexedEncodeMs : rgbaEncodeMs).push(picture.encodeMs);
  });
  // The same pictures as WebP lossless, the alternative measured.
  for (const input of drawn) {
    const focus = planFocus(input);
    if (!focus) continue;
    const canvas = drawFocus(input, focus);
    canvas.data();
    const t = performance.now();
    bytes.webp.push((await canvas.encode('webp', 100)).length);
    webpMs.push(performance.now() - t);
  }
  allActionBytes.push(...bytes.indexed);
  console.log(`${pack.id}: action pictures (zoomed, one unit moved), p50`);
  console.log(
    `  indexed PNG ${kb(percentile(bytes.indexed, 50))}, render+encode ${ms(percentile(rows.indexed, 50))} (encode ${ms(percentile(indexedEncodeMs, 50))})` +
      ` · RGBA PNG ${kb(percentile(bytes.rgba, 50))}, render+encode ${ms(percentile(rows.rgba, 50))} (encode ${ms(percentile(rgbaEncodeMs, 50))})` +
      ` · WebP lossless ${kb(percentile(bytes.webp, 50))}, encode ${ms(percentile(webpMs, 50))}` +
      ` · time indexed/RGBA ${(percentile(rows.indexed, 50) / percentile(rows.rgba, 50)).toFixed(2)}×`,
  );
}
console.log(
  `\nBytes per action picture, p50 over every pack: ${kb(percentile(allActionBytes, 50))} (target ≤ 150 KB); p95 ${kb(percentile(allActionBytes, 95))}`,
);
console.log(`One-unit move, changed bands / whole frame, render+encode p50: ${moveRatios.join(', ')} (target ≤ 0.5×)`);
