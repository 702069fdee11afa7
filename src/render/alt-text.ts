import type { BoardPiece } from '../engine/core/game.js';
import type { Lang, Localized } from '../engine/core/localized.js';
import type { Pack } from '../engine/core/pack.js';
import { strengthText } from './counters.js';
import type { RenderInput } from './types.js';

/**
 * The picture's alt text, from the same observer view: the game and its moment, what the last action changed
 * (moves, combat, losses), how many units each side shows, and what stands where, place by place, until
 * Discord's 1024-character limit for attachment descriptions (the rest is counted, not listed).
 */

export const ALT_TEXT_LIMIT = 1024;

const W = {
  schematic: {
    en: 'Schematic stand-in, not the published map.',
    it: 'Segnaposto schematico, non la mappa pubblicata.',
  },
  map: { en: 'Map', it: 'Mappa' },
  moved: { en: 'Moved', it: 'Mossa' },
  combat: { en: 'Combat in', it: 'Combattimento in' },
  losses: { en: 'Losses in', it: 'Perdite in' },
  units: { en: 'units', it: 'unità' },
  unit: { en: 'unit', it: 'unità' },
  faceDown: { en: (n: number) => `${n} face down`, it: (n: number) => `${n} ${n === 1 ? 'coperta' : 'coperte'}` },
  faceDownUnit: { en: 'face-down unit', it: 'unità coperta' },
  reduced: { en: 'reduced', it: 'ridotta' },
  disordered: { en: 'disordered', it: 'disordinata' },
  markers: { en: 'Markers', it: 'Segnalini' },
  more: { en: (n: number) => `and ${n} more`, it: (n: number) => `e altre ${n}` },
  none: { en: 'no units on the map', it: 'nessuna unità sulla mappa' },
} as const;

export function altText(input: RenderInput): Localized {
  return { en: altTextIn(input, 'en'), it: altTextIn(input, 'it') };
}

function placeLabel(pack: Pack, at: string, lang: Lang): string {
  const map = pack.map;
  if (map.kind === 'hex') {
    const hex = map.hexes.find((h) => h.id === at);
    return hex?.name ? `${hex.name} (${hex.id})` : at;
  }
  const space = map.spaces.find((s) => s.id === at);
  if (space) return space.name ?? space.id;
  return map.boxes.find((b) => b.id === at)?.name[lang] ?? at;
}

function unitWords(p: BoardPiece, lang: Lang): string {
  if (p.hidden) return W.faceDownUnit[lang];
  const values = strengthText(p.values);
  const states = [p.reduced ? W.reduced[lang] : '', p.disordered ? W.disordered[lang] : ''].filter(Boolean);
  return [p.label, values, states.length ? `(${states.join(', ')})` : ''].filter(Boolean).join(' ');
}

function altTextIn(input: RenderInput, lang: Lang): string {
  const { pack, view } = input;
  const place = (at: string) => placeLabel(pack, at, lang);
  const head: string[] = [];
  const status = view.status;
  const turn = status.turnLabel?.[lang] ?? `${lang === 'it' ? 'Turno' : 'Turn'} ${status.turn}`;
  head.push(
    `${W.map[lang]}: ${input.title.game[lang]} — ${input.title.scenario[lang]}. ${turn}; ${status.phase[lang]}.`,
  );
  if (status.over) head.push(status.over.reason[lang]);
  if (pack.provenance.kind === 'schematic') head.push(W.schematic[lang]);

  const units = view.pieces.filter((p) => !p.marker);
  const markers = view.pieces.filter((p) => p.marker);
  const changes: string[] = [];
  for (const move of view.highlights.moves ?? []) {
    const there = units.filter((u) => u.at === move.to).map((u) => (u.hidden ? '?' : u.label));
    changes.push(
      `${W.moved[lang]} ${place(move.from)} → ${place(move.to)}${there.length ? ` (${there.join(', ')})` : ''}.`,
    );
  }
  const combat = view.highlights.combat ?? [];
  if (combat.length) changes.push(`${W.combat[lang]} ${combat.map(place).join(', ')}.`);
  const losses = view.highlights.losses ?? [];
  if (losses.length) changes.push(`${W.losses[lang]} ${losses.map(place).join(', ')}.`);

  const sides = input.sides.map((side) => {
    const own = units.filter((u) => u.side === side.id);
    const hidden = own.filter((u) => u.hidden).length;
    const count = `${own.length} ${own.length === 1 ? W.unit[lang] : W.units[lang]}${hidden ? ` (${W.faceDown[lang](hidden)})` : ''}`;
    const byPlace = new Map<string, BoardPiece[]>();
    for (const u of own) byPlace.set(u.at, [...(byPlace.get(u.at) ?? []), u]);
    const entries = [...byPlace].map(([at, here]) => `${place(at)} ${here.map((u) => unitWords(u, lang)).join(' + ')}`);
    return { name: side.name[lang], count, entries };
  });
  const markerEntries = markers.map((m) => {
    const kind = pack.markers.find((k) => k.id === m.nation || k.id === m.type || k.symbol === m.label);
    return `${kind?.name[lang] ?? m.label} ${place(m.at)}`;
  });

  // Everything but the lists is kept; the lists share what is left, side by side, one entry at a time.
  const fixed = [...head, ...changes].join(' ');
  const lists = [...sides.map((s) => ({ prefix: `${s.name}, ${s.count}: `, entries: s.entries }))];
  if (markerEntries.length) lists.push({ prefix: `${W.markers[lang]}: `, entries: markerEntries });
  const taken = lists.map(() => 0);
  const compose = () =>
    [
      fixed,
      ...lists.map((l, i) => {
        const shown = l.entries.slice(0, taken[i]);
        const rest = l.entries.length - shown.length;
        const body = [...shown, ...(rest > 0 ? [W.more[lang](rest)] : [])].join('; ');
        return `${l.prefix}${body || (l.entries.length === 0 ? W.none[lang] : '')}.`;
      }),
    ].join(' ');
  let text = compose();
  for (let progress = true; progress;) {
    progress = false;
    for (let i = 0; i < lists.length; i++) {
      if (taken[i]! >= lists[i]!.entries.length) continue;
      taken[i]!++;
      const next = compose();
      if (next.length <= ALT_TEXT_LIMIT) {
        text = next;
        progress = true;
      } else taken[i]!--;
    }
  }
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}
