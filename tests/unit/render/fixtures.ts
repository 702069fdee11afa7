import { ScriptedDice } from '../../../src/engine/core/dice.js';
import { loc } from '../../../src/engine/core/localized.js';
import { PACK_FORMAT, validatePack, type Pack } from '../../../src/engine/core/pack.js';
import { demoPack } from '../../../src/engine/games/freeplay/demo-pack.js';
import { createFreeplay } from '../../../src/engine/games/freeplay/module.js';
import type { FreeplayAction, FreeplayState } from '../../../src/engine/games/freeplay/state.js';
import type { Lang } from '../../../src/engine/core/localized.js';
import type { RenderInput } from '../../../src/render/types.js';

/** Packs and freeplay games to draw: the demo hex map, the same map pointy-topped, and a small point map. */

/** The demo map turned pointy-topped with even rows shoved right. */
export function pointyDemoPack(): Pack {
  const pack = demoPack();
  if (pack.map.kind !== 'hex') throw new Error('demo pack is a hex map');
  return { ...pack, id: 'demo-pointy', map: { ...pack.map, layout: { orientation: 'pointy', stagger: 'even' } } };
}

/** A small point-to-point front of two sides of two nations each, with typed connections and off-map boxes. */
export function pointPack(): Pack {
  const space = (id: string, name: string, x: number, y: number, terrain = 'clear', features: string[] = []) => ({
    id,
    name,
    x,
    y,
    terrain,
    features,
    values: features.includes('vp') ? { vp: 1 } : {},
    schematic: false,
  });
  const unit = (
    id: string,
    name: string,
    nation: string,
    type: Pack['counters'][number]['type'],
    size: Pack['counters'][number]['size'],
    values: (number | null)[],
    reduced?: (number | null)[],
  ) => ({ id, name, nation, type, size, values, ...(reduced ? { reduced } : {}), schematic: false });
  const data = {
    format: PACK_FORMAT,
    id: 'front',
    game: 'freeplay',
    version: '1',
    title: loc('Test front', 'Fronte di prova'),
    provenance: { kind: 'published', source: 'A test fixture of the render tests.' },
    map: {
      kind: 'points',
      width: 1000,
      height: 700,
      terrains: [
        { id: 'clear', name: loc('Clear', 'Aperto'), color: '#e9e3c9', pattern: 'none' },
        { id: 'forest', name: loc('Forest', 'Bosco'), color: '#a5c48c', pattern: 'trees' },
        { id: 'mountain', name: loc('Mountain', 'Montagna'), color: '#c9b08a', pattern: 'mountain' },
        { id: 'marsh', name: loc('Marsh', 'Palude'), color: '#b8cfc4', pattern: 'marsh' },
      ],
      spaces: [
        space('paris', 'Paris', 120, 380, 'clear', ['capital', 'vp']),
        space('reims', 'Reims', 320, 250, 'clear', ['city']),
        space('verdun', 'Verdun', 520, 300, 'forest', ['fort']),
        space('nancy', 'Nancy', 640, 470, 'clear', ['city', 'vp']),
        space('metz', 'Metz', 720, 250, 'clear', ['fort']),
        space('vosges', 'Vosges', 760, 600, 'mountain'),
        space('sedan', 'Sedan', 470, 110, 'forest'),
        space('liege', 'Liège', 690, 80, 'clear', ['fort']),
        space('strasbourg', 'Strasbourg', 900, 460, 'clear', ['city']),
        space('amiens', 'Amiens', 200, 190, 'marsh'),
        space('calais', 'Calais', 110, 40, 'clear', ['port']),
      ],
      connections: [
        { a: 'paris', b: 'reims', type: 'rail' },
        { a: 'paris', b: 'amiens', type: 'road' },
        { a: 'amiens', b: 'calais', type: 'road' },
        { a: 'reims', b: 'amiens', type: 'normal' },
        { a: 'reims', b: 'verdun', type: 'rail' },
        { a: 'reims', b: 'sedan', type: 'normal' },
        { a: 'verdun', b: 'metz', type: 'normal' },
        { a: 'verdun', b: 'nancy', type: 'road' },
        { a: 'nancy', b: 'metz', type: 'rail' },
        { a: 'nancy', b: 'vosges', type: 'trail' },
        { a: 'nancy', b: 'strasbourg', type: 'normal' },
        { a: 'metz', b: 'strasbourg', type: 'rail' },
        { a: 'sedan', b: 'liege', type: 'normal' },
        { a: 'liege', b: 'metz', type: 'normal', only: ['ge'] },
        { a: 'paris', b: 'nancy', type: 'sea' },
      ],
      boxes: [
        { id: 'reserve', name: loc('Reserve', 'Riserva'), x: 20, y: 560, w: 330, h: 130 },
        { id: 'eliminated', name: loc('Eliminated', 'Eliminate'), x: 860, y: 20, w: 130, h: 170 },
      ],
    },
    counters: [
      unit('fr1', '1 Army', 'fr', 'infantry', 'army', [3, 3, 3], [2, 2, 3]),
      unit('fr2', '2 Army', 'fr', 'infantry', 'army', [3, 3, 3], [2, 2, 3]),
      unit('fr3', 'Cav Corps', 'fr', 'cavalry', 'corps', [1, 1, 4]),
      unit('fr4', 'Fort Verdun', 'fr', 'fort', undefined, [3]),
      unit('br1', 'BEF', 'br', 'infantry', 'army', [4, 3, 3], [2, 2, 3]),
      unit('br2', 'RFC', 'br', 'air', undefined, [1, null]),
      unit('ge1', '1 Armee', 'ge', 'infantry', 'army', [5, 3, 3], [3, 2, 3]),
      unit('ge2', '2 Armee', 'ge', 'infantry', 'army', [5, 3, 3], [3, 2, 3]),
      unit('ge3', 'OHL', 'ge', 'hq', 'army-group', [0, 1, 3]),
      unit('ge4', 'Pioniere', 'ge', 'engineer', 'battalion', [1, 1, 2]),
      unit('ah1', 'k.u.k. XIV', 'ah', 'mountain', 'corps', [2, 2, 3], [1, 1, 3]),
      unit('ah2', 'Skoda 30.5', 'ah', 'artillery', 'battery', [4, 0, 1]),
    ],
    markers: [
      { id: 'trench', name: loc('Trenches', 'Trincee'), color: '#6b4f2a', symbol: 'T' },
      { id: 'oos', name: loc('Out of supply', 'Senza rifornimenti'), color: '#b22222', symbol: 'OS' },
    ],
    scenarios: [
      {
        id: '1914',
        title: loc('August 1914', 'Agosto 1914'),
        sides: [
          { id: 'allied', name: loc('Allies', 'Alleati'), color: '#3d6fb6', nations: ['fr', 'br'] },
          { id: 'central', name: loc('Central Powers', 'Imperi centrali'), color: '#5f6b3a', nations: ['ge', 'ah'] },
        ],
        first: 'central',
        turns: 10,
        setup: [
          { unit: 'fr1', at: 'reims' },
          { unit: 'fr2', at: 'nancy' },
          { unit: 'fr3', at: 'nancy' },
          { unit: 'fr4', at: 'verdun' },
          { unit: 'br1', at: 'amiens', reduced: true },
          { unit: 'br2', at: 'reserve' },
          { unit: 'ge1', at: 'liege' },
          { unit: 'ge2', at: 'metz' },
          { unit: 'ge3', at: 'metz' },
          { unit: 'ge4', at: 'reserve' },
          { unit: 'ah1', at: 'strasbourg' },
          { unit: 'ah2', at: 'reserve' },
        ],
        markers: [
          { kind: 'trench', at: 'verdun' },
          { kind: 'oos', at: 'liege' },
        ],
      },
    ],
    tables: {},
  };
  const result = validatePack(data);
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.pack;
}

/** A freeplay game on `pack`, its first scenario set up and then `actions` played (side, action). */
export function playedInput(
  pack: Pack,
  actions: readonly [string, FreeplayAction][],
  lang: Lang = 'en',
  size: { width?: number; height?: number } = { width: 800, height: 600 },
): RenderInput {
  const game = createFreeplay(pack);
  const scenario = pack.scenarios[0]!;
  const setup = game.setup({ scenario: scenario.id, options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error(setup.error.message.en);
  let state: FreeplayState = setup.state;
  for (const [side, action] of actions) {
    const outcome = game.apply(state, side, action, new ScriptedDice([]));
    if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message.en}`);
    state = outcome.state;
  }
  const info = game.scenarios(pack)[0]!;
  return {
    pack,
    view: game.view(state, 'observer'),
    sides: info.sides,
    title: { game: game.title, scenario: info.title },
    lang,
    ...size,
  };
}

/** The demo game after a few moves: a stack, a reduced unit, a face-down unit, a move, a combat and a loss. */
export function demoInput(
  pack: Pack = demoPack(),
  lang: Lang = 'en',
  size?: { width?: number; height?: number },
): RenderInput {
  const input = playedInput(
    pack,
    [
      ['blue', { type: 'move', unit: 'b4', to: '0606' }],
      ['blue', { type: 'move', unit: 'b1', to: '0204' }],
      ['blue', { type: 'flip', unit: 'b2' }],
      ['blue', { type: 'end-turn' }],
      ['red', { type: 'place', unit: 'r6', at: '1204', hidden: true }],
      ['red', { type: 'move', unit: 'r2', to: '0805' }],
    ],
    lang,
    size,
  );
  // Freeplay marks moves only; a rules module adds combat and losses, as here.
  const pieces = input.view.pieces.map((p) => (p.id === 'r3' ? { ...p, disordered: true } : p));
  return {
    ...input,
    view: { ...input.view, pieces, highlights: { ...input.view.highlights, combat: ['0805'], losses: ['0805'] } },
  };
}

/** The point map after the Central Powers move a stack and lose a step. */
export function frontInput(lang: Lang = 'en', size?: { width?: number; height?: number }): RenderInput {
  const input = playedInput(
    pointPack(),
    [
      ['central', { type: 'move', unit: 'ge1', to: 'sedan' }],
      ['central', { type: 'flip', unit: 'ah1' }],
      ['central', { type: 'move', unit: 'ge2', to: 'verdun' }],
    ],
    lang,
    size,
  );
  return {
    ...input,
    view: { ...input.view, highlights: { ...input.view.highlights, combat: ['verdun'], losses: ['verdun'] } },
  };
}

/**
 * A built-in pack's first scenario after its first move: the active side's first unit on the map moves to the
 * next place (a connected space, or the next hex of the map's list), as a player's first action would.
 */
export function firstMoveInput(pack: Pack, lang: Lang = 'en'): RenderInput & { moved: string; to: string } {
  const game = createFreeplay(pack);
  const scenario = pack.scenarios[0]!;
  const setup = game.setup({ scenario: scenario.id, options: {}, pack }, new ScriptedDice([]));
  if (!setup.ok) throw new Error(`${pack.id} does not set up`);
  const side = game.view(setup.state, 'observer').status.active[0]!;
  const piece = game.view(setup.state, 'observer').pieces.find((p) => p.side === side && !p.marker && !p.hidden)!;
  const map = pack.map;
  const to =
    map.kind === 'points'
      ? map.connections
          .filter((c) => c.a === piece.at || c.b === piece.at)
          .map((c) => (c.a === piece.at ? c.b : c.a))[0]!
      : map.hexes[map.hexes.findIndex((h) => h.id === piece.at) + 1]!.id;
  const moved = game.apply(setup.state, side, { type: 'move', unit: piece.id, to }, new ScriptedDice([]));
  if (!moved.ok) throw new Error(moved.error.message.en);
  const info = game.scenarios(pack)[0]!;
  return {
    pack,
    view: game.view(moved.state, 'observer'),
    sides: info.sides,
    title: { game: pack.title, scenario: info.title },
    lang,
    frame: 'action',
    moved: piece.id,
    to,
  };
}
