import type { Dice } from '../../../core/dice.js';
import type { GameEvent, MenuItem, Outcome } from '../../../core/game.js';
import { loc } from '../../../core/localized.js';
import { isNapoleon } from '../notation.js';
import { SIDES, type Side } from '../model.js';
import { HEX_CAPACITY, IMPASSABLE_TERRAIN, occupancyOf, type N1812Position } from '../rules/position.js';
import { lineReach, SUPPLY_RANGE_WINTER } from '../rules/supply-line.js';
import { FIRST_1813_TURN } from '../rules/turn.js';
import { napoleonReturn, russianRecovery, winterQuarters } from '../rules/winter-quarters.js';
import { SWEDISH_IDS } from './arrivals.js';
import { hexName, pieceName, positionOf, stackHexes, type N1812Game } from './game.js';
import { ELIMINATED, type N1812Action, type N1812State, type TwoYearState, type WinterZone } from './state.js';
import { winterReinforcements } from './two-year-counters.js';
import { citiesAlongRiver, downstreamCities } from './two-year-rivers.js';

/**
 * Advanced rule 16.13, the two-year campaign (the game option `two-year`). At the end of the first turn the French has
 * 8 Depots on the map, or of turn 7, he is asked whether to enter the winter quarters. If he does, the step
 * `two-year` runs the winter quarters: the French recovers his disrupted units, places every counter of his in a
 * friendly city or an enemy one with a French Depot (4.1), IX and XI Corps with Augereau and Victor too, chooses his
 * USS, rolls his losses (`winterQuarters`) and chooses them, and Napoleon's fate is applied; then the Russian recovers
 * his disrupted units, places every counter in winter supply (not next to French units, not in a city along the
 * river of the French USS), rolls for his dead of 1812, and places those, his reinforcements and the Swedes. The game
 * goes on at turn 8 (May 1813) with no winter; at the end of each 1813 turn Napoleon may return and the Russian rolls
 * for a dead unit (`napoleonReturn`, `russianRecovery`). Every placement is one counter at a time from a menu of the
 * hexes allowed; a counter with none is removed (the README's decision), so that the step always ends.
 */

export const TWO_YEAR_OPTION = 'two-year';
/** 16.13: the Depots on the map that open the winter quarters, and the last turn of 1812 they may open at. */
export const WINTER_DEPOTS = 8;
export const LAST_1812_TURN = 7;
/** 16.13 (a hook for 16.1's cards, built elsewhere): card 24 leaves the game when the winter quarters end. */
export const CARD_OUT_IN_1813 = 24;
/** 16.13: where the Russian's dead and reinforcements arrive (the pack's names). */
const CAPITALS: readonly string[] = ['Kiev', 'Moscow', 'St Petersburg'];
const PETERSBURG = 'St Petersburg';

type Refusal = { readonly ok: false; readonly error: { rule: string; code: string; message: ReturnType<typeof loc> } };
const refuse = (code: string, en: string, it: string): Refusal => ({
  ok: false,
  error: { rule: '16.13', code, message: loc(en, it) },
});
const done = (s: N1812State, events: GameEvent[]): Outcome<N1812State> => ({ ok: true, state: s, events });

/** 16.13: the game is in the 1813 campaign (the French took the winter quarters, and turn 8 has come). */
export function in1813(s: Pick<N1812State, 'twoYear' | 'turn'>): boolean {
  return s.twoYear?.entered === true && s.turn >= FIRST_1813_TURN;
}

/** 16.13: the winter quarters are offered at the end of this turn. */
export function winterQuartersDue(s: N1812State): boolean {
  const t = s.twoYear;
  if (!t || t.asked || s.turn > LAST_1812_TURN) return false;
  return s.turn === LAST_1812_TURN || s.depots.filter((d) => d.side === 'french').length >= WINTER_DEPOTS;
}

// ---------------------------------------------------------------------------------------------------------------
// Pieces and hexes

const onMap = (s: N1812State, id: string) => {
  const at = s.units[id]?.hex ?? s.leaders[id]?.hex;
  return at !== undefined && at !== ELIMINATED;
};

function piecesOnMap(game: N1812Game, s: N1812State, side: Side): string[] {
  return [
    ...game.model.units.filter((u) => u.side === side && onMap(s, u.id)).map((u) => u.id),
    ...game.model.leaders.filter((l) => l.side === side && onMap(s, l.id)).map((l) => l.id),
  ];
}

/** 16.13: the Russian's dead (his combat units and leaders eliminated), which he may recover. */
export function russianDead(game: N1812Game, s: N1812State): string[] {
  return [
    ...game.model.units.filter((u) => u.side === 'russian' && s.units[u.id]?.hex === ELIMINATED).map((u) => u.id),
    ...game.model.leaders.filter((l) => l.side === 'russian' && s.leaders[l.id]?.hex === ELIMINATED).map((l) => l.id),
  ];
}

function occupancy(game: N1812Game, piece: string): number {
  const unit = game.unitById.get(piece);
  // 4.1: a leader has no Occupancy Factor; a unit whose class is not known counts 1 (the README's 4.1 reading).
  return unit ? (unit.occupancy ?? 1) : 0;
}

/** 4.1: `piece` fits in `hex` with the units there (itself left out if it is there already). */
function fits(game: N1812Game, p: N1812Position, piece: string, hex: string): boolean {
  const here = p.units.filter((u) => u.hex === hex && u.id !== piece).reduce((n, u) => n + occupancyOf(u), 0);
  return here + occupancy(game, piece) <= HEX_CAPACITY;
}

const enemyIn = (p: N1812Position, side: Side, hex: string) =>
  p.units.some((u) => u.hex === hex && u.side !== side) || p.leaders.some((l) => l.hex === hex && l.side !== side);
const land = (p: N1812Position, hex: string) => !IMPASSABLE_TERRAIN.includes(p.hexes.get(hex)?.terrain ?? 'sea');

function namedCity(p: N1812Position, name: string): string | undefined {
  return [...p.hexes.values()].find((h) => h.city && h.name === name)?.id;
}

/** 16.13: a French city, or an enemy one with a French Depot, that no Russian holds. */
function frenchQuarters(p: N1812Position): string[] {
  return [...p.hexes.values()]
    .filter((h) => h.city)
    .map((h) => h.id)
    .filter((hex) => p.cityOwner(hex) === 'french' || p.depots.some((d) => d.side === 'french' && d.hex === hex))
    .filter((hex) => !enemyIn(p, 'french', hex));
}

/** 16.13: in or next to the cities named, each not held by French combat units; never on a French counter. */
function aroundCities(p: N1812Position, names: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    const city = namedCity(p, name);
    if (!city || p.units.some((u) => u.hex === city && u.side === 'french')) continue;
    for (const hex of [city, ...p.grid.neighbours(city)]) if (land(p, hex) && !enemyIn(p, 'russian', hex)) out.add(hex);
  }
  return [...out].sort();
}

/**
 * 16.13: the hexes the Russian may reposition to, before 4.1: in winter supply (6.2's last point: a line of at most 3
 * hexes to a city with a Russian Depot), a) not next to French units (nor on them), b) not a city along the river of
 * the French USS.
 */
export function russianQuarters(game: N1812Game, s: N1812State, p: N1812Position): string[] {
  const depots = new Set(s.depots.filter((d) => d.side === 'russian').map((d) => d.hex));
  const uss = s.twoYear?.uss;
  const river = new Set(uss ? citiesAlongRiver(p.grid, p.hexes, uss) : []);
  const french = new Set(p.units.filter((u) => u.side === 'french').map((u) => u.hex));
  return [...p.hexes.keys()]
    .filter((hex) => land(p, hex) && !enemyIn(p, 'russian', hex) && !river.has(hex))
    .filter((hex) => !p.grid.neighbours(hex).some((n) => french.has(n)))
    .filter(
      (hex) =>
        depots.has(hex) ||
        [...lineReach(p, 'russian', hex, SUPPLY_RANGE_WINTER, new Set()).keys()].some((h) => depots.has(h)),
    )
    .sort();
}

/** The hexes `piece` may be placed in now, for its zone. */
export function zoneHexes(game: N1812Game, s: N1812State, piece: string, zone: WinterZone): string[] {
  const p = positionOf(game, s);
  const hexes =
    zone === 'quarters'
      ? frenchQuarters(p)
      : zone === 'winter-supply'
        ? (s.twoYear?.supplied ?? [])
        : aroundCities(p, zone === 'capitals' ? CAPITALS : [PETERSBURG]);
  return hexes
    .filter((hex) => !enemyIn(p, game.unitById.get(piece)?.side ?? sideOfLeader(game, piece), hex))
    .filter((hex) => fits(game, p, piece, hex));
}

const sideOfLeader = (game: N1812Game, piece: string): Side => game.leaderById.get(piece)?.side ?? 'french';

/**
 * 16.13: the cities the French may choose as his USS: a friendly city, or an enemy one with a French Depot on a river
 * that flows into the Baltic with no Russian units in the cities downstream; never one the Russian holds.
 */
export function ussChoices(game: N1812Game, s: N1812State): string[] {
  const p = positionOf(game, s);
  return frenchQuarters(p).filter((hex) => p.cityOwner(hex) === 'french' || ussHolds(p, hex));
}

/** 16.13: an enemy city stays the French USS while its river's cities downstream hold no Russian units. */
function ussHolds(p: N1812Position, hex: string): boolean {
  if (p.units.some((u) => u.hex === hex && u.side === 'russian')) return false;
  if (p.cityOwner(hex) === 'french') return true;
  const down = downstreamCities(p.grid, p.hexes, hex);
  return down !== undefined && !down.some((c) => p.units.some((u) => u.hex === c && u.side === 'russian'));
}

// ---------------------------------------------------------------------------------------------------------------
// The turn's end, and the step's automatic part

/**
 * 5.1 phase 8 with the option: the winter quarters offered, or the end of a 1813 turn (Napoleon's return, the Russian
 * recovery). True when the step `two-year` now asks something (the turn ends when it is over).
 */
export function twoYearTurnEnd(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): boolean {
  const t = s.twoYear;
  if (!t) return false;
  if (winterQuartersDue(s)) {
    t.asked = true;
    t.stage = 'offer';
    open(s, 'french');
    events.push({
      kind: 'winter-offer',
      turn: s.turn,
      depots: s.depots.filter((d) => d.side === 'french').length,
      rule: '16.13',
    });
    return true;
  }
  if (!in1813(s)) return false;
  if (t.napoleon === 'away') {
    const back = napoleonReturn(dice);
    if (back.ok) {
      events.push({ kind: 'napoleon-return', die: back.value.die, returns: back.value.returns, rule: '16.13' });
      if (back.value.returns && stackHexes(game, s, 'french').length > 0) t.stage = 'napoleon';
    }
  }
  const rolled = russianRecovery(dice);
  if (rolled.ok) {
    events.push({ kind: 'russian-recovery', die: rolled.value.die, recovered: rolled.value.recovered, rule: '16.13' });
    t.recover = rolled.value.recovered;
    t.toPlace = [];
    t.stage ??= 'russian-arrive';
  }
  open(s, t.stage === 'napoleon' ? 'french' : 'russian');
  return true;
}

function open(s: N1812State, side: Side): void {
  s.step = 'two-year';
  s.toAct = side;
  for (const x of SIDES) s.sides[x].done = false;
}

/**
 * The automatic part of the step (`settle`): counters with nowhere to go removed, the next stage begun. True when the
 * step is over; after the winter quarters the turn is set so that the next is turn 8 (16.13: whatever the turn).
 */
export function settleTwoYear(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): boolean {
  const t = s.twoYear!;
  for (let guard = 0; guard < 10; guard++) {
    switch (t.stage) {
      case 'offer':
      case 'uss':
      case 'napoleon':
        return false;
      case 'french-place':
        if (dropUnplaceable(game, s, 'french', events)) return false;
        t.stage = 'uss';
        if (ussChoices(game, s).length === 0) {
          t.uss = null;
          events.push({ kind: 'uss-none', rule: '16.13' });
          frenchRolls(game, s, dice, events);
        }
        continue;
      case 'french-losses':
        clampLosses(game, s);
        if ((t.unitsLost ?? 0) + (t.leadersLost ?? 0) > 0) return false;
        delete t.unitsLost;
        delete t.leadersLost;
        beginRussian(game, s, events);
        continue;
      case 'russian-place':
        if (dropUnplaceable(game, s, 'russian', events)) return false;
        russianRolls(game, s, dice, events);
        continue;
      case 'russian-arrive':
        if (dropUnplaceable(game, s, 'russian', events)) return false;
        if ((t.recover ?? 0) > 0 && raisable(game, s).length > 0) return false;
        finish(s, events);
        return true;
      default:
        finish(s, events);
        return true;
    }
  }
  return false;
}

function finish(s: N1812State, events: GameEvent[]): void {
  const t = s.twoYear!;
  const winter = s.turn < FIRST_1813_TURN;
  delete t.stage;
  delete t.toPlace;
  delete t.supplied;
  delete t.recover;
  if (winter && t.entered) {
    // 16.13: the 1813 campaign starts at turn 8; card 24 leaves the game (16.1's hook: the cards are another file's).
    events.push({ kind: 'winter-over', card: CARD_OUT_IN_1813, rule: '16.13' });
    s.turn = FIRST_1813_TURN - 1;
  }
}

/** The counters of `side` still to place that have no hex left are removed; true when some are still to place. */
function dropUnplaceable(game: N1812Game, s: N1812State, side: Side, events: GameEvent[]): boolean {
  const t = s.twoYear!;
  for (const entry of [...(t.toPlace ?? [])]) {
    if (zoneHexes(game, s, entry.piece, entry.zone).length > 0) continue;
    t.toPlace = t.toPlace!.filter((e) => e !== entry);
    remove(game, s, entry.piece);
    events.push({ kind: 'winter-unplaced', side, piece: entry.piece, rule: '16.13' });
  }
  const left = (t.toPlace ?? []).length > 0;
  if (left) s.toAct = side;
  return left;
}

function remove(game: N1812Game, s: N1812State, piece: string): void {
  if (game.unitById.has(piece)) s.units[piece] = { hex: ELIMINATED, disrupted: false, forcedMarch: false, combats: 0 };
  else s.leaders[piece] = { hex: ELIMINATED };
}

/** 16.13: the units the French must still remove are no more than he has; the leaders, Napoleon left out. */
function clampLosses(game: N1812Game, s: N1812State): void {
  const t = s.twoYear!;
  t.unitsLost = Math.min(t.unitsLost ?? 0, lossChoices(game, s, 'unit').length);
  t.leadersLost = Math.min(t.leadersLost ?? 0, lossChoices(game, s, 'leader').length);
  s.toAct = 'french';
}

/** 16.13: the French's units on the map, or his leaders but Napoleon (whose fate is his own roll). */
export function lossChoices(game: N1812Game, s: N1812State, kind: 'unit' | 'leader'): string[] {
  return piecesOnMap(game, s, 'french').filter((id) =>
    kind === 'unit' ? game.unitById.has(id) : game.leaderById.has(id) && !isNapoleon(pieceName(game, id)),
  );
}

/** 16.13: the French's 2d6 (units and leaders lost) and Napoleon's die, Napoleon's fate applied at once. */
function frenchRolls(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const t = s.twoYear!;
  const rolled = winterQuarters('french', dice);
  if (!rolled.ok) return;
  const r = rolled.value;
  t.unitsLost = r.unitsLost ?? 0;
  t.leadersLost = r.leadersLost ?? 0;
  const napoleon = game.model.leaders.find((l) => l.side === 'french' && isNapoleon(l.name))?.id;
  // A Napoleon already lost (11.19) has no fate to roll for: he never comes back.
  const present = napoleon !== undefined && onMap(s, napoleon);
  t.napoleon = !present ? 'gone' : r.napoleon === 'stays' ? 'stays' : r.napoleon === 'may-return' ? 'away' : 'gone';
  if (present && t.napoleon !== 'stays') s.leaders[napoleon] = { hex: ELIMINATED };
  events.push({
    kind: 'winter-french',
    dice: r.dice,
    unitsLost: t.unitsLost,
    leadersLost: t.leadersLost,
    napoleonDie: r.napoleonDie,
    napoleon: t.napoleon,
    rule: '16.13',
  });
  t.stage = 'french-losses';
}

/** 16.13 "Quindi il Russo": his disrupted units recover; every counter of his is to be placed in winter supply. */
function beginRussian(game: N1812Game, s: N1812State, events: GameEvent[]): void {
  const t = s.twoYear!;
  const recovered = recoverAll(game, s, 'russian');
  events.push({ kind: 'winter-recover', side: 'russian', units: recovered, rule: '16.13' });
  t.supplied = russianQuarters(game, s, positionOf(game, s));
  t.toPlace = piecesOnMap(game, s, 'russian').map((piece) => ({ piece, zone: 'winter-supply' as const }));
  t.stage = 'russian-place';
  s.toAct = 'russian';
}

/** 16.13: the Russian's 2d6 for his dead; his reinforcements and the Swedes (not placed yet) to place. */
function russianRolls(game: N1812Game, s: N1812State, dice: Dice, events: GameEvent[]): void {
  const t = s.twoYear!;
  delete t.supplied;
  const rolled = winterQuarters('russian', dice);
  t.recover = rolled.ok ? (rolled.value.recovered ?? 0) : 0;
  events.push({
    kind: 'winter-russian',
    dice: rolled.ok ? rolled.value.dice : [],
    recovered: t.recover,
    rule: '16.13',
  });
  const swedes = SWEDISH_IDS.filter((id) => s.units[id] === undefined && s.leaders[id] === undefined);
  t.toPlace = [
    ...winterReinforcements('russian').map((piece) => ({ piece, zone: 'capitals' as const })),
    ...swedes.map((piece) => ({ piece, zone: 'petersburg' as const })),
  ];
  t.stage = 'russian-arrive';
  s.toAct = 'russian';
}

function recoverAll(game: N1812Game, s: N1812State, side: Side): string[] {
  const out: string[] = [];
  for (const u of game.model.units)
    if (u.side === side && onMap(s, u.id) && s.units[u.id]!.disrupted) {
      s.units[u.id]!.disrupted = false;
      out.push(u.id);
    }
  return out;
}

/** 16.13: the Russian's dead that could be placed now (in or next to Kiev, Moscow, St Petersburg). */
export function raisable(game: N1812Game, s: N1812State): string[] {
  return russianDead(game, s).filter((id) => zoneHexes(game, s, id, 'capitals').length > 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Actions

export function twoYearAction(
  game: N1812Game,
  s: N1812State,
  side: Side,
  action: N1812Action,
  dice: Dice,
): Outcome<N1812State> {
  const t = s.twoYear;
  if (!t || action.kind !== 'two-year')
    return refuse(
      'two-year-step',
      'Answer the winter quarters’ question first.',
      'Prima rispondi alla domanda dei quartieri invernali.',
    );
  const [piece, hex] = (action.arg ?? '').split('@');
  switch (t.stage) {
    case 'offer':
      if (action.step === 'decline') {
        delete t.stage;
        return done(s, [{ kind: 'winter-declined', rule: '16.13' }]);
      }
      if (action.step !== 'enter') return wrong();
      {
        t.entered = true;
        const recovered = recoverAll(game, s, 'french');
        t.toPlace = [...piecesOnMap(game, s, 'french'), ...winterReinforcements('french')].map((p) => ({
          piece: p,
          zone: 'quarters' as const,
        }));
        t.stage = 'french-place';
        return done(s, [
          { kind: 'winter-entered', rule: '16.13' },
          { kind: 'winter-recover', side: 'french', units: recovered, rule: '16.13' },
        ]);
      }
    case 'french-place':
    case 'russian-place':
    case 'russian-arrive': {
      if (action.step === 'raise' && t.stage === 'russian-arrive' && (t.recover ?? 0) > 0) {
        if (
          !piece ||
          !hex ||
          !russianDead(game, s).includes(piece) ||
          !zoneHexes(game, s, piece, 'capitals').includes(hex)
        )
          return refuse(
            'winter-raise',
            'Choose a dead Russian counter and a hex in or next to Kiev, Moscow or St Petersburg not held by the French (4.1).',
            'Scegli un segnalino russo morto e un esagono dentro o adiacente a Kiev, Mosca o San Pietroburgo non occupata dai Francesi (4.1).',
          );
        t.recover = (t.recover ?? 0) - 1;
        place(game, s, piece, hex);
        return done(s, [{ kind: 'winter-raise', side, piece, hex, rule: '16.13' }]);
      }
      if (action.step !== 'place') return wrong();
      const entry = (t.toPlace ?? []).find((e) => e.piece === piece);
      if (!entry || !hex || !zoneHexes(game, s, entry.piece, entry.zone).includes(hex))
        return refuse(
          'winter-place',
          'Choose one of your counters to place and a hex 16.13 allows for it (4.1: at most 6 OF a hex).',
          'Scegli uno dei tuoi segnalini da piazzare e un esagono che la 16.13 gli consente (4.1: al massimo 6 FO per esagono).',
        );
      t.toPlace = t.toPlace!.filter((e) => e !== entry);
      place(game, s, entry.piece, hex);
      return done(s, [{ kind: 'winter-place', side, piece: entry.piece, hex, fog: s.fog === true, rule: '16.13' }]);
    }
    case 'uss':
      if (action.step !== 'uss' || !ussChoices(game, s).includes(action.arg ?? ''))
        return refuse(
          'winter-uss',
          'Choose a friendly city, or an enemy one with your Depot on a river to the Baltic with no Russians downstream.',
          'Scegli una città amica, o una nemica con un tuo Deposito su un fiume che va al Baltico senza Russi a valle.',
        );
      t.uss = action.arg!;
      {
        const events: GameEvent[] = [{ kind: 'winter-uss', hex: t.uss, rule: '16.13' }];
        frenchRolls(game, s, dice, events);
        return done(s, events);
      }
    case 'french-losses': {
      const kind = (t.unitsLost ?? 0) > 0 ? 'unit' : 'leader';
      if (action.step !== 'lose' || !lossChoices(game, s, kind).includes(action.arg ?? ''))
        return refuse(
          'winter-loss',
          kind === 'unit'
            ? 'Choose one of your combat units on the map to remove.'
            : 'Choose one of your leaders on the map (not Napoleon) to remove.',
          kind === 'unit'
            ? 'Scegli una tua unità di combattimento sulla mappa da rimuovere.'
            : 'Scegli un tuo Comandante sulla mappa (non Napoleone) da rimuovere.',
        );
      remove(game, s, action.arg!);
      if (kind === 'unit') t.unitsLost! -= 1;
      else t.leadersLost! -= 1;
      return done(s, [{ kind: 'winter-loss', piece: action.arg!, rule: '16.13' }]);
    }
    case 'napoleon': {
      const napoleon = game.model.leaders.find((l) => l.side === 'french' && isNapoleon(l.name))?.id;
      if (action.step !== 'napoleon' || !napoleon || !stackHexes(game, s, 'french').includes(action.arg ?? ''))
        return refuse(
          'napoleon-stack',
          'Choose a French stack for Napoleon.',
          'Scegli uno stack francese per Napoleone.',
        );
      s.leaders[napoleon] = { hex: action.arg! };
      t.napoleon = 'stays';
      t.stage = 'russian-arrive';
      s.toAct = 'russian';
      return done(s, [{ kind: 'napoleon-back', hex: action.arg!, rule: '16.13' }]);
    }
    default:
      return wrong();
  }
}

function wrong(): Refusal {
  return refuse(
    'two-year-step',
    'That is not an answer to this question of 16.13.',
    'Non è una risposta a questa domanda della 16.13.',
  );
}

function place(game: N1812Game, s: N1812State, piece: string, hex: string): void {
  if (game.unitById.has(piece)) {
    const u = s.units[piece];
    s.units[piece] = { hex, disrupted: false, forcedMarch: false, combats: u?.combats ?? 0 };
  } else s.leaders[piece] = { hex };
  s.last = { moves: [{ from: hex, to: hex }] };
}

// ---------------------------------------------------------------------------------------------------------------
// The menu

const action = (key: string, label: ReturnType<typeof loc>): MenuItem => ({ kind: 'action', key, label });
const branch = (key: string, label: ReturnType<typeof loc>): MenuItem => ({ kind: 'branch', key, label });

export function twoYearItems(game: N1812Game, s: N1812State, side: Side, path: readonly string[]): MenuItem[] {
  const t = s.twoYear;
  if (!t) return [];
  switch (t.stage) {
    case 'offer':
      return [
        action('2y/enter', loc('Enter the winter quarters (16.13)', 'Entra nei quartieri invernali (16.13)')),
        action('2y/decline', loc('Go on with the 1812 campaign', 'Prosegui la campagna del 1812')),
      ];
    case 'french-place':
    case 'russian-place':
    case 'russian-arrive': {
      const chosen = path[0]?.slice(2);
      const entry = path[0]?.startsWith('w:') ? (t.toPlace ?? []).find((e) => e.piece === chosen) : undefined;
      if (entry)
        return zoneHexes(game, s, entry.piece, entry.zone).map((hex) =>
          action(`2y/place/${entry.piece}@${hex}`, placed(game, entry.piece, hex)),
        );
      if (path[0]?.startsWith('r:') && chosen && russianDead(game, s).includes(chosen))
        return zoneHexes(game, s, chosen, 'capitals').map((hex) =>
          action(`2y/raise/${chosen}@${hex}`, placed(game, chosen, hex)),
        );
      return [
        ...(t.toPlace ?? []).map((e) =>
          branch(`w:${e.piece}`, loc(`Place ${pieceName(game, e.piece)}`, `Piazza ${pieceName(game, e.piece)}`)),
        ),
        ...(t.stage === 'russian-arrive' && (t.recover ?? 0) > 0
          ? raisable(game, s).map((id) =>
              branch(
                `r:${id}`,
                loc(
                  `Recover ${pieceName(game, id)} (${t.recover} left)`,
                  `Recupera ${pieceName(game, id)} (ne restano ${t.recover})`,
                ),
              ),
            )
          : []),
      ];
    }
    case 'uss':
      return ussChoices(game, s).map((hex) =>
        action(`2y/uss/${hex}`, loc(`USS at ${hexName(game, hex)}`, `USS a ${hexName(game, hex)}`)),
      );
    case 'french-losses': {
      const kind = (t.unitsLost ?? 0) > 0 ? 'unit' : 'leader';
      return lossChoices(game, s, kind).map((id) =>
        action(`2y/lose/${id}`, loc(`Remove ${pieceName(game, id)}`, `Rimuovi ${pieceName(game, id)}`)),
      );
    }
    case 'napoleon':
      return stackHexes(game, s, 'french').map((hex) =>
        action(`2y/napoleon/${hex}`, loc(`Napoleon to ${hexName(game, hex)}`, `Napoleone a ${hexName(game, hex)}`)),
      );
    default:
      return [];
  }
}

const placed = (game: N1812Game, piece: string, hex: string) =>
  loc(`${pieceName(game, piece)} at ${hexName(game, hex)}`, `${pieceName(game, piece)} a ${hexName(game, hex)}`);

/** A menu key of this file as an action. */
export function decodeTwoYear(key: string): N1812Action | undefined {
  const [head, step, arg] = key.split('/');
  if (head !== '2y' || !step) return undefined;
  return arg !== undefined ? { kind: 'two-year', step, arg } : { kind: 'two-year', step };
}

/** 16.13: the French USS is lost for good once the Russian holds it, or a city downstream of an enemy one. */
export function watchUss(game: N1812Game, s: N1812State, events: GameEvent[]): void {
  const t: TwoYearState | undefined = s.twoYear;
  if (!t?.uss) return;
  if (ussHolds(positionOf(game, s), t.uss)) return;
  events.push({ kind: 'uss-lost', hex: t.uss, rule: '16.13' });
  t.uss = null;
}
