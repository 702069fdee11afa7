import type { Menu, MenuItem } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { SIDES } from '../model.js';
import { onMap } from './position.js';
import type { Game } from './setup.js';
import { ELIMINATED, OFF, top, type GiState } from './state.js';
import type { Namer } from './words.js';

/**
 * A referee's corrections (GameModule.refereeMenu), a logged freeplay edit so that a game never gets stuck: put a
 * unit in a hex (or off the map, or eliminated), flip it, give a hex to the other side, set a side's CAP, or close
 * the prompt in force (an activation ends; any other prompt is dropped). Keys are `fix/...`, which `decodeKey` reads.
 */
export function refereeMenuOf(game: Game, namer: Namer, state: GiState, path: readonly string[]): Menu {
  const title = loc("Referee's corrections", "Correzioni dell'arbitro");
  if (state.over) return { title, items: [] };
  const [kind, a] = path;
  const action = (key: string, en: string, it: string): MenuItem => ({ kind: 'action', key, label: loc(en, it) });
  const branch = (key: string, en: string, it: string): MenuItem => ({ kind: 'branch', key, label: loc(en, it) });
  switch (kind) {
    case undefined:
      return {
        title,
        items: [
          branch('place', 'Put a unit somewhere', "Sposta un'unità"),
          branch('flip', 'Flip a unit', "Gira un'unità"),
          branch('control', 'Change the control of a hex', 'Cambia il controllo di un esagono'),
          branch('cap', "Set a side's CAP", 'Imposta i CAP di una parte'),
          ...(top(state) ? [action('fix/skip', 'Close the prompt in force', 'Chiudi la richiesta in corso')] : []),
        ],
      };
    case 'place':
      if (a?.startsWith('u:')) {
        const unit = a.slice(2);
        return {
          title,
          items: [
            action(`fix/place/${unit}/${OFF}`, 'Off the map', 'Fuori mappa'),
            action(`fix/place/${unit}/${ELIMINATED}`, 'Eliminated', 'Eliminata'),
            ...[...game.hexes.keys()].map((h) => ({
              kind: 'action' as const,
              key: `fix/place/${unit}/${h}`,
              label: namer.hex(h),
            })),
          ],
        };
      }
      return { title, items: game.unitIds.map((u) => branch(`u:${u}`, namer.unit(u), namer.unit(u))) };
    case 'flip':
      return {
        title,
        items: game.unitIds
          .filter((u) => onMap(state.units[u]?.at ?? OFF))
          .map((u) => action(`fix/flip/${u}`, namer.unit(u), namer.unit(u))),
      };
    case 'control':
      return {
        title,
        items: [...game.hexes.keys()].map((h) => ({
          kind: 'action' as const,
          key: `fix/control/${h}`,
          label: namer.hex(h),
        })),
      };
    case 'cap':
      if (a === 'allied' || a === 'german')
        return {
          title,
          items: Array.from({ length: 11 }, (_, n) => action(`fix/cap/${a}/${n}`, String(n), String(n))),
        };
      return {
        title,
        items: SIDES.map((s) =>
          branch(s, s === 'allied' ? 'Allies' : 'Germans', s === 'allied' ? 'Alleati' : 'Tedeschi'),
        ),
      };
    default:
      return { title, items: [] };
  }
}
