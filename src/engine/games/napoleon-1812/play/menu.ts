import type { Menu, MenuItem } from '../../../core/game.js';
import { askMenu } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { mayConvertDepot, mayEstablishDepot, recovery } from '../rules/depots.js';
import { combatMenu } from './combat.js';
import { decodeFake, fakeBranch, fakeItems } from './fog.js';
import { hexName, leadersIn, pieceName, positionOf, unitsIn, type N1812Game } from './game.js';
import {
  activeSides,
  checkDraft,
  leaderDestinations,
  mayGoSomewhere,
  missingVp,
  moveStarts,
  realTrainAt,
  trainSpots,
} from './machine.js';
import { attritionChoices } from './cavalry-first.js';
import { cardsItems } from './card-words.js';
import { jeromeForbids } from './cards.js';
import { reserveAsk, reserveChoices } from './cavalry-reserve.js';
import { defectionChoices } from './defections.js';
import { freeSetupItems } from './free-setup.js';
import { decodeRank, moveLeadItems, rankItems } from './leaders-prompt.js';
import { reinforcementItems } from './reinforce.js';
import { decodeTwoYear, twoYearItems } from './two-year.js';
import { SETUP_DEPOTS } from './setup.js';
import { trainsAsk, vpAsk } from './tables.js';
import { ELIMINATED, type N1812Action, type N1812State } from './state.js';
import { phaseName } from './words.js';

/**
 * The legal actions of a side, one menu level at a time, and the keys they decode from. Every item is an action the
 * machine accepts now (the menu asks the same rules functions), so a player only ever picks legal actions.
 */

const action = (key: string, label: Localized): MenuItem => ({ kind: 'action', key, label });
const branch = (key: string, label: Localized): MenuItem => ({ kind: 'branch', key, label });
const DONE = action('done', loc('Done', 'Fatto'));

export function menuOf(game: N1812Game, s: N1812State, side: Side, path: readonly string[]): Menu {
  const title = phaseName(s);
  if (!activeSides(game, s).includes(side)) return { title, items: [] };
  const top = s.prompts.at(-1);
  // 15.1: a step's choices also offer the fake counters (never a prompt's).
  if (!top && path[0] === 'fog') return { title, items: fakeItems(game, s, side) };
  if (top?.name === 'combat' || (!top && s.step === 'combat')) {
    const menu = combatMenu(game, s, side, path);
    return top || path.length > 0 ? menu : { ...menu, items: [...menu.items, ...fakeBranch(game, s, side)] };
  }
  if (top) return { title, items: promptItems(game, s, side) };
  const items = stepItems(game, s, side, path);
  return { title, items: path.length > 0 ? items : [...items, ...fakeBranch(game, s, side)] };
}

function promptItems(game: N1812Game, s: N1812State, side: Side): MenuItem[] {
  const top = s.prompts.at(-1)!;
  switch (top.name) {
    case 'move': {
      const d = top.draft;
      const items: MenuItem[] = [];
      const grid = game.model.grid!;
      for (const hex of grid.neighbours(d.path.at(-1)!).sort())
        if (checkDraft(game, s, side, { ...d, path: [...d.path, hex] }).ok)
          items.push(action(`mv/to/${hex}`, loc(`Go to ${hexName(game, hex)}`, `Vai in ${hexName(game, hex)}`)));
      if (d.path.length > 1)
        items.push(
          action(
            'mv/confirm',
            loc(
              `Confirm the move to ${hexName(game, d.path.at(-1)!)}`,
              `Conferma il movimento in ${hexName(game, d.path.at(-1)!)}`,
            ),
          ),
        );
      if (d.path.length === 1) {
        for (const id of unitsIn(game, s, d.from, side).filter((u) => !s.moved.includes(u)))
          items.push(toggle(game, id, d.units.includes(id)));
        for (const id of leadersIn(game, s, d.from, side).filter((u) => !s.moved.includes(u)))
          items.push(toggle(game, id, d.leaders.includes(id)));
      } else {
        for (const id of d.leaders)
          items.push(
            action(
              `mv/drop/${id}`,
              d.dropped[id] !== undefined
                ? loc(`${pieceName(game, id)} goes on with the stack`, `${pieceName(game, id)} prosegue con lo stack`)
                : loc(`${pieceName(game, id)} stays here`, `${pieceName(game, id)} si ferma qui`),
            ),
          );
        items.push(action('mv/back', loc('Back one hex', 'Indietro di un esagono')));
      }
      if (!d.forcedMarch && !jeromeForbids(game, s, d.units))
        items.push(
          action('mv/forced/on', loc('Forced march (up to 5 hexes, 8.4)', 'Marcia forzata (fino a 5 esagoni, 8.4)')),
        );
      else if (d.path.length === 1 || checkDraft(game, s, side, { ...d, forcedMarch: false }).ok)
        items.push(action('mv/forced/off', loc('No forced march', 'Niente marcia forzata')));
      items.push(...moveLeadItems(game, s, d));
      items.push(action('mv/cancel', loc('Cancel this move', 'Annulla questo movimento')));
      return items;
    }
    case 'attrition':
      return attritionChoices(game, s, top).map((id) =>
        action(`attrition/${id}`, loc(pieceName(game, id), pieceName(game, id))),
      );
    case 'leader-rank':
      return rankItems(game, top);
    case 'refuge':
      return top.refuges.map((hex) => action(`refuge/${hex}`, loc(hexName(game, hex), hexName(game, hex))));
    case 'remove-depots':
      return [
        ...s.depots
          .filter((d) => d.side === top.owner)
          .map((d) =>
            action(
              `remove-depot/${d.hex}`,
              loc(`Remove the Depot at ${hexName(game, d.hex)}`, `Rimuovi il Deposito a ${hexName(game, d.hex)}`),
            ),
          ),
        action(
          'done',
          loc(
            'Keep the others (7.2: the opponent may remove them)',
            'Tieni gli altri (7.2: l’avversario può rimuoverli)',
          ),
        ),
      ];
    case 'combat':
      return [];
    case 'reserve-size':
      return askMenu(reserveAsk()).items.map((item) =>
        action(`reserve/${item.key.slice('value/'.length)}`, item.label),
      );
    case 'reserve-losses':
      return reserveChoices(game, s).map((id) => action(`remove/${id}`, loc(pieceName(game, id), pieceName(game, id))));
    case 'independence':
      return [
        action(
          'independence/yes',
          loc(
            'Declare the western territories independent (16.9)',
            'Dichiara l’indipendenza dei territori occidentali (16.9)',
          ),
        ),
        action('independence/no', loc('Do not declare it', 'Non dichiararla')),
      ];
    case 'defection':
      return defectionChoices(game, s).map((id) =>
        action(`remove/${id}`, loc(pieceName(game, id), pieceName(game, id))),
      );
  }
}

function toggle(game: N1812Game, id: string, on: boolean): MenuItem {
  const name = pieceName(game, id);
  return action(
    `mv/toggle/${id}`,
    on
      ? loc(`${name}: stays behind`, `${name}: resta indietro`)
      : loc(`${name}: goes too`, `${name}: muove con lo stack`),
  );
}

function stepItems(game: N1812Game, s: N1812State, side: Side, path: readonly string[]): MenuItem[] {
  const p = positionOf(game, s);
  const cities = [...game.model.hexes.values()]
    .filter((h) => h.city)
    .map((h) => h.id)
    .sort();
  const mine = (hex: string) => s.depots.some((d) => d.side === side && d.hex === hex);
  switch (s.step) {
    case 'setup-free':
      return freeSetupItems(game, s, side, path);
    case 'setup-depots': {
      const full = s.depots.filter((d) => d.side === side).length >= SETUP_DEPOTS[side];
      const spots = full ? [] : cities.filter((hex) => !mine(hex) && mayEstablishDepot(p, side, hex, true).ok);
      return [
        ...spots.map((hex) =>
          action(`depot/${hex}`, loc(`Depot at ${hexName(game, hex)}`, `Deposito a ${hexName(game, hex)}`)),
        ),
        DONE,
      ];
    }
    case 'convert': {
      const depots = s.depots.filter((d) => d.side === side && mayConvertDepot(p, side, d.hex, 0).ok).map((d) => d.hex);
      return [
        ...depots.map((hex) =>
          action(
            `convert/${hex}`,
            loc(`Convert the Depot at ${hexName(game, hex)}`, `Converti il Deposito a ${hexName(game, hex)}`),
          ),
        ),
        DONE,
      ];
    }
    case 'cards':
      return cardsItems(game, s, side);
    case 'trains-table': {
      const ask = trainsAsk(s, side);
      return askMenu(ask).items.map((item) => action(`trains/${item.key.slice('value/'.length)}`, item.label));
    }
    case 'trains': {
      const me = s.sides[side];
      const spots = trainSpots(game, s, p, side);
      if (path[0] === 'real' || path[0] === 'dummy')
        return spots.map((hex) => action(`train/${hex}/${path[0]}`, loc(hexName(game, hex), hexName(game, hex))));
      const items: MenuItem[] = [];
      if (me.realToPlace > 0)
        items.push(
          branch(
            'real',
            loc(`Place a real train (${me.realToPlace} left)`, `Piazza un treno vero (${me.realToPlace} rimasti)`),
          ),
        );
      if (me.dummiesToPlace > 0)
        items.push(
          branch(
            'dummy',
            loc(`Place a dummy (${me.dummiesToPlace} left)`, `Piazza un fittizio (${me.dummiesToPlace} rimasti)`),
          ),
        );
      if (me.realToPlace > 0)
        items.push(action('pass', loc('Pass: discard a real train (7.4)', 'Passa: scarta un treno vero (7.4)')));
      return items;
    }
    case 'depots': {
      const spots = cities.filter(
        (hex) => realTrainAt(s, side, hex) && !mine(hex) && mayEstablishDepot(p, side, hex).ok,
      );
      return [
        ...spots.map((hex) =>
          action(
            `establish/${hex}`,
            loc(`Establish a Depot at ${hexName(game, hex)}`, `Costituisci un Deposito a ${hexName(game, hex)}`),
          ),
        ),
        DONE,
      ];
    }
    case 'recovery': {
      const hexes = [...new Set(s.trains.filter((t) => t.side === side && t.real).map((t) => t.hex))].sort();
      const spots = hexes.filter((hex) => recovery(p, side, hex, 1).ok);
      return [
        ...spots.map((hex) =>
          action(`recover/${hex}`, loc(`Recover at ${hexName(game, hex)}`, `Recupera a ${hexName(game, hex)}`)),
        ),
        DONE,
      ];
    }
    case 'movement': {
      const trains = [...new Set(s.trains.filter((t) => t.side === side && t.real).map((t) => t.hex))].sort();
      if (path[0] === 'pass')
        return trains.map((hex) =>
          action(
            `pass/${hex}`,
            loc(`Discard the train at ${hexName(game, hex)}`, `Scarta il treno a ${hexName(game, hex)}`),
          ),
        );
      return [
        ...moveStarts(game, s, side)
          .filter((hex) => mayGoSomewhere(game, s, side, hex))
          .map((hex) =>
            action(`move/${hex}`, loc(`Move from ${hexName(game, hex)}`, `Muovi da ${hexName(game, hex)}`)),
          ),
        ...(trains.length > 0
          ? [branch('pass', loc('Pass: discard a real train (8.2)', 'Passa: scarta un treno vero (8.2)'))]
          : []),
      ];
    }
    case 'leaders': {
      if (path[0]?.startsWith('l:')) {
        const leader = path[0].slice(2);
        return [...leaderDestinations(game, s, p, leader).keys()]
          .sort()
          .map((hex) =>
            action(
              `leader/${leader}/${hex}`,
              loc(
                `${pieceName(game, leader)} to ${hexName(game, hex)}`,
                `${pieceName(game, leader)} in ${hexName(game, hex)}`,
              ),
            ),
          );
      }
      const leaders = game.model.leaders
        .filter(
          (l) => l.side === side && s.leaders[l.id] && s.leaders[l.id]!.hex !== ELIMINATED && !s.moved.includes(l.id),
        )
        .filter((l) => leaderDestinations(game, s, p, l.id).size > 0);
      return [
        ...leaders.map((l) =>
          branch(
            `l:${l.id}`,
            loc(
              `${l.name} (${hexName(game, s.leaders[l.id]!.hex)})`,
              `${l.name} (${hexName(game, s.leaders[l.id]!.hex)})`,
            ),
          ),
        ),
        DONE,
      ];
    }
    case 'arrivals':
    case 'reinforcements':
      return reinforcementItems(game, s, side, path);
    case 'two-year':
      return twoYearItems(game, s, side, path);
    case 'vp-values': {
      const missing = missingVp(game, s, side);
      if (path[0]?.startsWith('v:')) {
        const hex = path[0].slice(2);
        return askMenu(vpAsk(game, hex, side)).items.map((item) =>
          action(
            `vp/${hex}/${item.key.slice('value/'.length)}`,
            loc(`${hexName(game, hex)}: ${item.label.en} VP`, `${hexName(game, hex)}: ${item.label.it} PV`),
          ),
        );
      }
      return missing.map((hex) => branch(`v:${hex}`, loc(hexName(game, hex), hexName(game, hex))));
    }
    default:
      return [];
  }
}

/** The action a menu key stands for (undefined for a key this module never made). */
export function decodeKey(game: N1812Game, s: N1812State, key: string): N1812Action | undefined {
  const [head, a, b] = key.split('/');
  switch (head) {
    case 'done':
      return { kind: 'done' };
    case 'pass':
      return a ? { kind: 'pass', hex: a } : { kind: 'pass' };
    case 'depot':
      return a ? { kind: 'setup-depot', hex: a } : undefined;
    case 'convert':
      return a ? { kind: 'convert', hex: a } : undefined;
    case 'trains':
      return a !== undefined && /^\d+$/.test(a) ? { kind: 'trains-table', value: Number(a) } : undefined;
    case 'train':
      return a && (b === 'real' || b === 'dummy') ? { kind: 'place-train', hex: a, real: b === 'real' } : undefined;
    case 'establish':
      return a ? { kind: 'establish', hex: a } : undefined;
    case 'recover':
      return a ? { kind: 'recover', hex: a } : undefined;
    case 'move':
      return a ? { kind: 'move-start', hex: a } : undefined;
    case 'mv':
      switch (a) {
        case 'to':
          return b ? { kind: 'move-to', hex: b } : undefined;
        case 'toggle':
          return b ? { kind: 'move-toggle', piece: b } : undefined;
        case 'drop':
          return b ? { kind: 'move-drop', leader: b } : undefined;
        case 'lead':
          return b ? { kind: 'move-lead', leader: b } : undefined;
        case 'forced':
          return b === 'on' || b === 'off' ? { kind: 'move-forced', on: b === 'on' } : undefined;
        case 'back':
          return { kind: 'move-back' };
        case 'confirm':
          return { kind: 'move-confirm' };
        case 'cancel':
          return { kind: 'move-cancel' };
        default:
          return undefined;
      }
    case 'attrition':
      return a ? { kind: 'attrition-unit', unit: a } : undefined;
    case 'refuge':
      return a ? { kind: 'refuge', hex: a } : undefined;
    case 'rank':
      return decodeRank(key.split('/'));
    case 'remove-depot':
      return a ? { kind: 'remove-depot', hex: a } : undefined;
    case 'leader': {
      if (!a || !b || !s.leaders[a] || !game.model.grid) return undefined;
      const path = leaderDestinations(game, s, positionOf(game, s), a).get(b);
      return path ? { kind: 'leader-move', leader: a, path } : undefined;
    }
    case 'place':
      return a && b ? { kind: 'setup-place', piece: a, hex: b } : undefined;
    case 'arrive':
      return a ? { kind: 'arrive', piece: a } : undefined;
    case 'reinforce':
      return a && b ? { kind: 'reinforce', piece: a, hex: b } : undefined;
    case 'card':
      return a === 'drawn' || a === 'held' ? { kind: 'card', play: a } : undefined;
    case 'card-value':
      return a !== undefined && /^-?\d{1,2}$/.test(a) ? { kind: 'card-value', value: Number(a) } : undefined;
    case 'vp':
      return a && b !== undefined && /^\d+$/.test(b) ? { kind: 'vp-value', hex: a, value: Number(b) } : undefined;
    case 'fog':
      return decodeFake(a, b);
    case '2y':
      return decodeTwoYear(key);
    case 'reserve':
      return a !== undefined && /^\d+$/.test(a) ? { kind: 'reserve-size', value: Number(a) } : undefined;
    case 'remove':
      return a ? { kind: 'remove-unit', unit: a } : undefined;
    case 'independence':
      return a === 'yes' || a === 'no' ? { kind: 'independence', declare: a === 'yes' } : undefined;
    case 'combat': {
      if (!a) return undefined;
      const rest = key.split('/').slice(2).join('/');
      return rest ? { kind: 'combat', step: a, arg: rest } : { kind: 'combat', step: a };
    }
    case 'correct': {
      if (!a || !b) return undefined;
      if (b === 'disrupt' || b === 'restore') {
        const at = s.units[a]?.hex;
        return at ? { kind: 'correct', piece: a, to: at, disrupted: b === 'disrupt' } : undefined;
      }
      return { kind: 'correct', piece: a, to: b };
    }
    default:
      return undefined;
  }
}

/**
 * A referee's corrections, one level at a time: a piece (every combat unit and leader of the game), then what becomes
 * of it: a hex within 3 of where it stands (of its set-up hex when eliminated), eliminated, disrupted or in good order.
 */
export function refereeMenuOf(game: N1812Game, s: N1812State, path: readonly string[]): Menu {
  const title = loc('Referee’s correction', 'Correzione dell’arbitro');
  if (s.over) return { title, items: [] };
  const pieces = [...game.model.units.map((u) => u.id), ...game.model.leaders.map((l) => l.id)].filter(
    (id) => s.units[id] !== undefined || s.leaders[id] !== undefined,
  );
  const piece = path[0]?.startsWith('p:') ? path[0].slice(2) : undefined;
  if (!piece || !pieces.includes(piece)) {
    return {
      title,
      items: pieces.map((id) => {
        const at = s.units[id]?.hex ?? s.leaders[id]?.hex ?? ELIMINATED;
        const where = at === ELIMINATED ? loc('eliminated', 'eliminato') : loc(hexName(game, at), hexName(game, at));
        return branch(`p:${id}`, loc(`${pieceName(game, id)} (${where.en})`, `${pieceName(game, id)} (${where.it})`));
      }),
    };
  }
  const at = s.units[piece]?.hex ?? s.leaders[piece]?.hex ?? ELIMINATED;
  const centre = at === ELIMINATED ? game.model.setup.get(piece) : at;
  const grid = game.model.grid!;
  const near = centre
    ? [...game.model.hexes.keys()].filter((h) => h !== at && grid.distance(centre, h) <= 3).sort()
    : [];
  const items: MenuItem[] = [];
  if (at !== ELIMINATED) items.push(action(`correct/${piece}/${ELIMINATED}`, loc('Eliminate', 'Elimina')));
  const unit = s.units[piece];
  if (unit && at !== ELIMINATED)
    items.push(
      unit.disrupted
        ? action(`correct/${piece}/restore`, loc('Back in good order', 'Di nuovo in buon ordine'))
        : action(`correct/${piece}/disrupt`, loc('Disrupted', 'Disorganizzata')),
    );
  for (const hex of near)
    items.push(action(`correct/${piece}/${hex}`, loc(`To ${hexName(game, hex)}`, `In ${hexName(game, hex)}`)));
  return { title, items };
}
