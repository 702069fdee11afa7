import type { Menu, MenuItem } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { SIDE_NAME, type Namer } from './words.js';
import { sideOf, type Game } from './setup.js';
import { BOXES, type BorodinoState } from './state.js';

/**
 * A referee's corrections as a menu (GameModule.refereeMenu), so that a game never gets stuck: put a unit on any hex
 * or box (`place`), or turn it to its other side (`flip`). Each action is a logged freeplay edit (`fix/...` keys,
 * refereeOnly). A unit is picked by its side, a hex by its column (the map has 1,120).
 */

const title = loc("Referee's correction", "Correzione dell'arbitro");

export function refereeMenuOf(game: Game, namer: Namer, state: BorodinoState, path: readonly string[]): Menu {
  if (state.over) return { title, items: [] };
  const [kind, sideKey, unitKey, columnKey] = path;
  if (kind === undefined)
    return {
      title,
      items: [
        {
          kind: 'branch',
          key: 'place',
          label: loc('Put a unit on a hex or a box', 'Porre una unità in un esagono o casella'),
        },
        { kind: 'branch', key: 'flip', label: loc('Turn a unit to its other side', "Girare un'unità sull'altro lato") },
      ],
    };
  if (sideKey === undefined)
    return {
      title,
      items: (['french', 'russian'] as const).map((s): MenuItem => ({
        kind: 'branch',
        key: `s:${s}`,
        label: SIDE_NAME[s],
      })),
    };
  const side = sideKey.slice(2);
  if (unitKey === undefined)
    return {
      title,
      items: Object.keys(state.units)
        .filter((id) => sideOf(game, id) === side)
        .map((id): MenuItem => ({ kind: 'branch', key: `u:${id}`, label: loc(namer.unit(id), namer.unit(id)) })),
    };
  const unit = unitKey.slice(2);
  const u = state.units[unit];
  if (!u) return { title, items: [] };
  const flag = u.disordered ? 'd' : 'g';
  if (kind === 'flip')
    return {
      title,
      items: [
        {
          kind: 'action',
          key: `fix/${unit}/${u.at}/${u.disordered ? 'g' : 'd'}`,
          label: u.disordered ? loc('Good order', 'Buon ordine') : loc('Disordered', 'In Disordine'),
        },
      ],
    };
  const hexes = [...game.hexes.keys()];
  if (columnKey === undefined) {
    const columns = [...new Set(hexes.map((h) => h.slice(0, 2)))].sort();
    return {
      title,
      items: [
        ...BOXES.map((b): MenuItem => ({ kind: 'action', key: `fix/${unit}/${b}/${flag}`, label: loc(b, b) })),
        ...columns.map((c): MenuItem => ({ kind: 'branch', key: `c:${c}`, label: loc(`${c}xx`, `${c}xx`) })),
      ],
    };
  }
  const column = columnKey.slice(2);
  return {
    title,
    items: hexes
      .filter((h) => h.startsWith(column))
      .sort()
      .map((h): MenuItem => ({ kind: 'action', key: `fix/${unit}/${h}/${flag}`, label: loc(h, h) })),
  };
}
