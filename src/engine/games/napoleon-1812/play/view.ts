import type { BoardPiece, View, Viewer } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import { otherSide, type Side } from '../model.js';
import { isWinter } from '../rules/turn.js';
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
 * What one viewer sees: every combat unit and leader on the map (the basic game hides no stack; 15.1's fog is an
 * option not built yet), the Depots, the Forage and Forced March markers, and the train markers: face down, so the
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
  for (const [id, u] of Object.entries(s.units)) place(id, u.hex, u.disrupted);
  for (const [id, l] of Object.entries(s.leaders)) place(id, l.hex);
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
  const winter = isWinter(s.turn, false);
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
    if (s.step === 'trains')
      secret.push(
        loc(
          `To place: ${s.sides[viewer].realToPlace} real, ${s.sides[viewer].dummiesToPlace} dummies`,
          `Da piazzare: ${s.sides[viewer].realToPlace} veri, ${s.sides[viewer].dummiesToPlace} fittizi`,
        ),
      );
    void otherSide;
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
