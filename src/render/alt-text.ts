import { windName, windOf } from '../engine/core/compass.js';
import type { BoardPiece } from '../engine/core/game.js';
import { loc, type Lang, type Localized } from '../engine/core/localized.js';
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
  unsupplied: { en: 'Out of supply this round in', it: 'Senza rifornimento da questo round in' },
  threatened: { en: 'Could be cut off in', it: 'Rischiano l’isolamento in' },
  shaded: {
    en: (side: string, n: number) => `Shaded, the ${n} spaces in supply for ${side}`,
    it: (side: string, n: number) => `In ombra, i ${n} spazi riforniti per ${side}`,
  },
  units: { en: 'units', it: 'unità' },
  unit: { en: 'unit', it: 'unità' },
  faceDown: { en: (n: number) => `${n} face down`, it: (n: number) => `${n} ${n === 1 ? 'coperta' : 'coperte'}` },
  faceDownUnit: { en: 'face-down unit', it: 'unità coperta' },
  reduced: { en: 'reduced', it: 'ridotta' },
  disordered: { en: 'disordered', it: 'disordinata' },
  facing: { en: (wind: string) => `facing ${wind}`, it: (wind: string) => `rivolta a ${wind}` },
  markers: { en: 'Markers', it: 'Segnalini' },
  more: { en: (n: number) => `and ${n} more`, it: (n: number) => `e altre ${n}` },
  none: { en: 'no units on the map', it: 'nessuna unità sulla mappa' },
} as const;

export function altText(input: RenderInput): Localized {
  return { en: altTextIn(input, 'en'), it: altTextIn(input, 'it') };
}

const labels = new WeakMap<Pack, Map<string, Localized>>();

/** A place's name as the alt text says it: `Villanova (0604)`, a space's name, a box's title. */
function placeLabel(pack: Pack, at: string, lang: Lang): string {
  let names = labels.get(pack);
  if (!names) {
    names = new Map();
    const map = pack.map;
    if (map.kind === 'hex') {
      for (const h of map.hexes) if (h.name) names.set(h.id, loc(`${h.name} (${h.id})`, `${h.name} (${h.id})`));
    } else {
      for (const s of map.spaces) if (s.name) names.set(s.id, loc(s.name, s.name));
      for (const b of map.boxes) names.set(b.id, b.name);
    }
    labels.set(pack, names);
  }
  return names.get(at)?.[lang] ?? at;
}

function unitWords(p: BoardPiece, lang: Lang): string {
  if (p.hidden) return W.faceDownUnit[lang];
  const values = strengthText(p.values);
  const states = [p.reduced ? W.reduced[lang] : '', p.disordered ? W.disordered[lang] : ''].filter(Boolean);
  // The notch on the counter in words: the hex vertex it faces, by its nearest wind.
  const facing = p.facing === undefined ? '' : W.facing[lang](windName(windOf(p.facing))![lang]);
  return [p.label, values, facing, states.length ? `(${states.join(', ')})` : ''].filter(Boolean).join(' ');
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
  // The track panel: each track's markers with their values (`VP 12. War Status: CP 3, AP 2, CWS 5.`).
  for (const track of view.tracks ?? []) {
    if (track.markers.length === 0) continue;
    const values = track.markers.map((m) =>
      m.label[lang] === track.label[lang] ? String(m.value) : `${m.label[lang]} ${m.value}`,
    );
    head.push(`${track.label[lang]}: ${values.join(', ')}.`);
  }
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
  const unsupplied = view.highlights.unsupplied ?? [];
  if (unsupplied.length) changes.push(`${W.unsupplied[lang]} ${unsupplied.map(place).join(', ')}.`);
  const threatened = view.highlights.threatened ?? [];
  if (threatened.length) changes.push(`${W.threatened[lang]} ${threatened.map(place).join(', ')}.`);

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
  const shade = view.shade;
  if (shade) {
    const side = input.sides.find((s) => s.id === shade.side)?.name[lang] ?? shade.side;
    // A list like the others: it shares what the 1024 characters leave, the rest counted.
    lists.unshift({ prefix: `${W.shaded[lang](side, shade.places.length)}: `, entries: shade.places.map(place) });
  }
  // Lengths are kept as sums, so filling the lists costs one pass, not one composition per entry.
  const taken = lists.map(() => 0);
  const shownLength = lists.map(() => 0);
  const listLength = (i: number, n: number, shown: number) => {
    const l = lists[i]!;
    const rest = l.entries.length - n;
    const parts = n + (rest > 0 ? 1 : 0);
    const body =
      shown +
      (rest > 0 ? W.more[lang](rest).length : 0) +
      Math.max(0, parts - 1) * 2 +
      (l.entries.length === 0 ? W.none[lang].length : 0);
    return 1 + l.prefix.length + body + 1;
  };
  let total = fixed.length + lists.reduce((sum, _, i) => sum + listLength(i, 0, 0), 0);
  for (let progress = true; progress;) {
    progress = false;
    for (let i = 0; i < lists.length; i++) {
      const n = taken[i]!;
      if (n >= lists[i]!.entries.length) continue;
      const shown = shownLength[i]! + lists[i]!.entries[n]!.length;
      const next = total - listLength(i, n, shownLength[i]!) + listLength(i, n + 1, shown);
      if (next > ALT_TEXT_LIMIT) continue;
      [total, taken[i], shownLength[i], progress] = [next, n + 1, shown, true];
    }
  }
  const text = [
    fixed,
    ...lists.map((l, i) => {
      const shown = l.entries.slice(0, taken[i]);
      const rest = l.entries.length - shown.length;
      const body = [...shown, ...(rest > 0 ? [W.more[lang](rest)] : [])].join('; ');
      return `${l.prefix}${body || (l.entries.length === 0 ? W.none[lang] : '')}.`;
    }),
  ].join(' ');
  return text.length <= ALT_TEXT_LIMIT ? text : `${text.slice(0, ALT_TEXT_LIMIT - 1)}…`;
}
