import type { BoardPiece, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { SIDES, type Side } from '../model.js';
import { isWinter } from '../rules/turn.js';
import { cardsSecret } from './card-words.js';
import { fakesOf, fogOn, revealedHexes, seesStack } from './fog.js';
import { hexName, type N1812Game } from './game.js';
import { activeSides } from './machine.js';
import { ELIMINATED, type N1812State } from './state.js';
import * as words from './words.js';

const marker = (id: string, at: string, label: string, nation: string, side?: Side): BoardPiece => ({
  id,
  at,
  type: 'marker',
  label,
  values: [],
  marker: true,
  nation,
  ...(side ? { side } : {}),
});

/**
 * What one viewer sees: every combat unit and leader on the map (the basic game hides no stack; with optional rule
 * 15.1 an enemy stack not in a combat is its height only: its counters and fakes face down, play/fog.ts), the Depots, the Forage and Forced March markers, and the train markers: face down, so the
 * opponent sees a train where its owner sees whether it is real or a dummy (7.4, 7.5); a train turned face up by 7.1
 * is seen by both as real.
 */
export function viewOf(game: N1812Game, s: N1812State, viewer: Viewer): View {
  const counters = new Map(game.pack.counters.map((c) => [c.id, c]));
  const pieces: BoardPiece[] = [];
  const place = (id: string, hex: string, disrupted = false) => {
    const c = counters.get(id);
    if (!c || hex === ELIMINATED) return;
    pieces.push({
      id,
      at: hex,
      side: game.unitById.get(id)?.side ?? game.leaderById.get(id)?.side,
      nation: c.nation,
      type: c.type,
      ...(c.size ? { size: c.size } : {}),
      label: c.name,
      values: c.values,
      ...(disrupted ? { disrupted: true } : {}),
    } as BoardPiece);
  };
  // 15.1: under the fog of war a stack the viewer may not inspect is drawn as its height only (hidden counters).
  const revealed = revealedHexes(s);
  const hiddenStacks = new Map<string, { side: Side; count: number }>();
  const shown = (id: string, hex: string): boolean => {
    const side = game.unitById.get(id)?.side ?? game.leaderById.get(id)?.side;
    if (!side || hex === ELIMINATED || seesStack(s, viewer, side, hex, revealed)) return true;
    const key = `${side}:${hex}`;
    hiddenStacks.set(key, { side, count: (hiddenStacks.get(key)?.count ?? 0) + 1 });
    return false;
  };
  for (const [id, u] of Object.entries(s.units)) if (shown(id, u.hex)) place(id, u.hex, u.disrupted);
  for (const [id, l] of Object.entries(s.leaders)) if (shown(id, l.hex)) place(id, l.hex);
  if (fogOn(s))
    for (const side of SIDES)
      for (const [hex, n] of Object.entries(fakesOf(s, side))) {
        if (seesStack(s, viewer, side, hex, revealed) && viewer !== side) continue;
        if (viewer === side) {
          for (let i = 0; i < n; i++)
            pieces.push(marker(`fake-${side}-${hex}-${i}`, hex, 'Fake (15.1)', `fake-${side}`, side));
          continue;
        }
        const key = `${side}:${hex}`;
        hiddenStacks.set(key, { side, count: (hiddenStacks.get(key)?.count ?? 0) + n });
      }
  for (const [key, { side, count }] of [...hiddenStacks].sort(([a], [b]) => a.localeCompare(b))) {
    const hex = key.slice(side.length + 1);
    for (let i = 0; i < count; i++)
      pieces.push({
        id: `fog-${side}-${hex}-${i}`,
        at: hex,
        side,
        type: 'hidden',
        label: '',
        values: [],
        hidden: true,
      });
  }
  for (const d of s.depots) pieces.push(marker(`depot-${d.side}-${d.hex}`, d.hex, 'Depot', `depot-${d.side}`, d.side));
  for (const t of s.trains) {
    const seen = t.faceUp || viewer === t.side;
    pieces.push({
      ...marker(`train-${t.id}`, t.hex, seen ? (t.real ? 'Train' : 'Dummy') : 'Train', `train-${t.side}`, t.side),
      ...(seen ? {} : { hidden: true }),
    });
  }
  for (const hex of s.forage) pieces.push(marker(`forage-${hex}`, hex, 'Forage', 'forage'));
  const marched = new Set(
    Object.values(s.units)
      .filter((u) => u.forcedMarch && u.hex !== ELIMINATED)
      .map((u) => u.hex),
  );
  for (const hex of [...marched].sort()) pieces.push(marker(`fm-${hex}`, hex, 'FM', 'forced-march'));

  const active = activeSides(game, s);
  const winter = isWinter(s.turn, s.twoYear?.entered === true);
  const status = {
    turn: s.turn,
    turnLabel: words.turnLabel(s.turn, winter),
    phase: words.phaseName(s),
    active,
    ...(s.over ? { over: { winner: s.over.winner, reason: words.overReason(s) } } : {}),
  };
  const notes: Localized[] = [
    loc(
      `Combat Commands: French ${s.sides.french.cc}, Russian ${s.sides.russian.cc}; Russian Decisive Victory Points ${s.decisivePoints}; Depots lost: French ${s.depotsLost.french}, Russian ${s.depotsLost.russian}`,
      `Comandi di Combattimento: francesi ${s.sides.french.cc}, russi ${s.sides.russian.cc}; Punti Vittoria Decisiva russi ${s.decisivePoints}; Depositi persi: francesi ${s.depotsLost.french}, russi ${s.depotsLost.russian}`,
    ),
  ];
  if (s.step === 'trains')
    notes.push(
      loc(
        `Trains to place: French ${s.sides.french.realToPlace + s.sides.french.dummiesToPlace}, Russian ${s.sides.russian.realToPlace + s.sides.russian.dummiesToPlace} markers`,
        `Treni da piazzare: francesi ${s.sides.french.realToPlace + s.sides.french.dummiesToPlace}, russi ${s.sides.russian.realToPlace + s.sides.russian.dummiesToPlace} segnalini`,
      ),
    );
  const secret: Localized[] = [];
  if (viewer === 'french' || viewer === 'russian') {
    const mine = s.trains.filter((t) => t.side === viewer);
    if (mine.length > 0)
      secret.push(
        loc(
          `Your trains: ${mine.map((t) => `${hexName(game, t.hex)} ${t.real ? 'real' : 'dummy'}`).join(', ')}`,
          `I tuoi treni: ${mine.map((t) => `${hexName(game, t.hex)} ${t.real ? 'vero' : 'fittizio'}`).join(', ')}`,
        ),
      );
    // 16.1: the card held and the card drawn, to their owner only.
    secret.push(...cardsSecret(game, s, viewer));
    if (s.step === 'trains')
      secret.push(
        loc(
          `To place: ${s.sides[viewer].realToPlace} real, ${s.sides[viewer].dummiesToPlace} dummies`,
          `Da piazzare: ${s.sides[viewer].realToPlace} veri, ${s.sides[viewer].dummiesToPlace} fittizi`,
        ),
      );
  }
  return {
    status,
    prompt: words.prompt(game, s, active, (viewer === 'french' || viewer === 'russian') && active.includes(viewer)),
    pieces,
    highlights: s.last,
    notes,
    ...(secret.length > 0 ? { secret } : {}),
  };
}
