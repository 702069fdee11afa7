import type { Dice } from '../../../core/dice.js';
import type { GameEvent } from '../../../core/game.js';
import { otherSide } from '../model.js';
import { beginSegment, endActivation } from './action-phase.js';
import { fightAfterWithdrawal, sendHqs } from './choices.js';
import { type Applied, refuse, type S } from './edit.js';
import { finishGeneralRetreat } from './general-retreat.js';
import { offUnits } from './legal.js';
import { skipBattleMap } from './placement.js';
import { finishRetreatLoss } from './retreat.js';
import { rearguardAnswer } from './rearguard.js';
import { allenbyAnswer } from './allenby.js';
import { antwerpAnswer } from './antwerp.js';
import { finishBombard } from './bombard.js';
import type { Game } from './setup.js';
import { type Correction, ELIMINATED, type GiState, top } from './state.js';

/** A referee's correction (a logged freeplay edit inside a rules game): a game never gets stuck. */

export function correct(game: Game, s: S, c: Correction, ev: GameEvent[], dice: Dice): Applied | null {
  switch (c.edit) {
    case 'place': {
      const u = s.units[c.unit];
      if (!u) return refuse('no-unit', { unit: c.unit });
      if (c.at !== ELIMINATED && c.at !== 'off' && !game.hexes.has(c.at)) return refuse('no-hex', { hex: c.at });
      u.at = c.at;
      s.returning = s.returning.filter((r) => r.unit !== c.unit);
      s.reinforcing = (s.reinforcing ?? []).filter((r) => r.unit !== c.unit);
      break;
    }
    case 'flip': {
      const u = s.units[c.unit];
      if (!u) return refuse('no-unit', { unit: c.unit });
      u.disorganized = !u.disorganized;
      break;
    }
    case 'control':
      if (!game.hexes.has(c.hex)) return refuse('no-hex', { hex: c.hex });
      s.control[c.hex] = otherSide(s.control[c.hex] ?? 'allied');
      break;
    case 'cap':
      s.cap[c.side] = c.value;
      break;
    case 'skip': {
      // The prompt on top is closed as if answered by nothing: an activation ends, any other prompt is dropped.
      const f = top(s as GiState);
      if (!f) return refuse('no-prompt');
      if (f.name === 'activation') endActivation(game, s, { ...f, battles: [], cede: f.cede }, ev);
      else if (f.name === 'retreat-loss') finishRetreatLoss(game, s, f, dice, ev);
      else if (f.name === 'withdraw') fightAfterWithdrawal(game, s, f, dice, ev);
      else if (f.name === 'battle-map') skipBattleMap(game, s, f, dice, ev);
      else if (f.name === 'bombard') finishBombard(game, s, f, dice, ev);
      else if (f.name === 'rearguard' && f.path === undefined) rearguardAnswer(game, s, f, 'rearguard-stay', dice, ev);
      else if (f.name === 'antwerp') antwerpAnswer(game, s, f, 'antwerp-stand', dice, ev);
      else if (f.name === 'allenby') allenbyAnswer(game, s, f, 'allenby-roll', dice, ev);
      else if (f.name === 'hq-retreat') sendHqs(game, s, f, f.hexes[0]!, dice, ev);
      else if (f.name === 'general-retreat' || f.name === 'gr-trench') {
        s.stack.pop();
        finishGeneralRetreat(s, f.side, ev, game);
      } else if (f.name === 'segment') {
        s.segment.passes = 0;
        s.stack.pop();
        beginSegment(game, s, otherSide(f.side), ev);
      } else if (f.name === 'place') {
        s.stack.pop();
        if (f.side === 'allied' && offUnits(game, s as GiState, 'german').length > 0)
          s.stack.push({ name: 'place', side: 'german' });
      } else s.stack.pop();
      break;
    }
  }
  ev.push({ kind: 'correction', ...c });
  return null;
}
