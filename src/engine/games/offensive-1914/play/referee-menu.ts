import type { Menu, MenuItem } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { settledPositionOf, sideOf, type Game } from './board.js';
import { GONE, OFF, type O1914State } from './state.js';
import * as words from './words.js';

/**
 * A referee's corrections as a menu (GameModule.refereeMenu), so that a game never gets stuck: a side, one of its
 * units, then where it goes: a hex within two of where it stands (or of its arrival hex), off the map, or eliminated.
 * Each key (`fix/<unit>/<hex>`) is one `decodeKey` reads back; only a referee may apply it (GameModule.refereeOnly).
 */
export function refereeMenuOf(game: Game, state: O1914State, path: readonly string[]): Menu {
  const title = loc(
    "Referee's correction (a logged freeplay edit)",
    "Correzione dell'arbitro (una modifica registrata)",
  );
  if (state.over) return { title, items: [] };
  const [sideKey, unitKey] = path;
  if (sideKey === undefined)
    return {
      title,
      items: (['allied', 'german'] as const).map((s): MenuItem => ({
        kind: 'branch',
        key: `n:${s}`,
        label: words.SIDE_NAME[s],
      })),
    };
  const side = sideKey.slice(2);
  if (unitKey === undefined)
    return {
      title,
      items: Object.keys(state.units)
        .filter((id) => sideOf(game, state, id) === side)
        .map((id): MenuItem => ({
          kind: 'branch',
          key: `u:${id}`,
          label: loc(
            `${words.unitName(game, id)} (${state.units[id]!.at})`,
            `${words.unitName(game, id)} (${state.units[id]!.at})`,
          ),
        })),
    };
  const unit = unitKey.slice(2);
  const now = state.units[unit]?.at;
  if (now === undefined) return { title, items: [] };
  const p = settledPositionOf(game, state);
  const centre = game.hexes.has(now) ? now : undefined;
  const near = centre
    ? [...game.hexes.keys()].filter((h) => h !== centre && p.grid.distance(centre, h) <= 2)
    : [...game.hexes.keys()]
        .filter((h) => game.hexes.get(h)?.nation === (side === 'german' ? 'de' : 'fr'))
        .slice(0, 20);
  const free = near.filter((h) =>
    p.units.every((u) => u.hex !== h || u.side === side || (u.type === 'fortress' && u.garrisoned === false)),
  );
  const items: MenuItem[] = free
    .slice(0, 22)
    .map((h) => ({ kind: 'action', key: `fix/${unit}/${h}`, label: words.hexLabel(game, h) }));
  if (now !== OFF) items.push({ kind: 'action', key: `fix/${unit}/${OFF}`, label: loc('Off the map', 'Fuori mappa') });
  if (now !== GONE) items.push({ kind: 'action', key: `fix/${unit}/${GONE}`, label: loc('Eliminated', 'Eliminata') });
  return { title, items };
}
