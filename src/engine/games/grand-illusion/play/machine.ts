import type { Dice } from '../../../core/dice.js';
import { problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import type { Side } from '../model.js';
import { activationAnswer, segmentAnswer } from './action-phase.js';
import { fight, impetusChoices } from './battle.js';
import { attackersAnswer, hqRetreatAnswer, recoverAnswer, withdrawAnswer } from './choices.js';
import { allenbyAnswer } from './allenby.js';
import { antwerpAnswer } from './antwerp.js';
import { pruneBlocks } from './blocks.js';
import { bombardAnswer } from './bombard.js';
import { updateControl } from './control.js';
import { rearguardAnswer } from './rearguard.js';
import { correct } from './correction.js';
import { type Applied, clone, loseStep, mutActivation, type Of, refuse, type S } from './edit.js';
import { offUnits, placeHexes } from './legal.js';
import { moveAnswer } from './movement.js';
import { battleMapAnswer } from './placement.js';
import { eastFrontAnswer } from './east-front.js';
import { reinforceAnswer } from './reinforcements.js';
import { replaceAnswer } from './replacements.js';
import { strategicAnswer } from './strategic.js';
import { retreatAnswer, retreatLossAnswer } from './retreat.js';
import { run } from './sequence.js';
import type { Game } from './setup.js';
import { type Correction, type Frame, type GiState, top } from './state.js';
import { learn } from './values.js';
import { generalRetreatAnswer, grTrenchAnswer, offerAnswer } from './general-retreat.js';

/**
 * The sequence of play (4.0) as a state machine. `applyAction` answers the prompt on top of the stack; `run` then
 * performs, in the book's order, every point of the sequence that needs no player (the CAP and initiative rolls,
 * the phases this draft only advances, the Administrative Phase), until a prompt opens or the game ends.
 */

export function applyAction(
  game: Game,
  state: GiState,
  by: Side,
  action: { type: 'act'; key: string } | { type: 'correct'; correction: Correction },
  dice: Dice,
): Applied {
  if (state.over) return problem('game-over', undefined, { rule: '3.2.4' });
  const s = clone(state);
  const events: GameEvent[] = [];
  if (action.type === 'correct') {
    const wrong = correct(game, s, action.correction, events, dice);
    if (wrong) return wrong;
  } else {
    const frame = top(state);
    if (!frame) return problem('no-prompt', undefined, { rule: '4.0' });
    if (frame.side !== by) return problem('not-your-turn', { side: frame.side }, { rule: '4.0' });
    const wrong = answer(game, s, frame, action.key, dice, events);
    if (wrong) return wrong;
  }
  run(game, s, dice, events);
  // 8.4.5 c: Block markers whose owner has no combat unit left in the hex it entered.
  pruneBlocks(game, s, events);
  return { ok: true, state: s as GiState, events };
}

function answer(game: Game, s: S, frame: Frame, key: string, dice: Dice, ev: GameEvent[]): Applied | null {
  const parts = key.split('/');
  const [verb, a, b] = parts;
  switch (frame.name) {
    case 'place': {
      if (key === 'place-done') {
        s.stack.pop();
        ev.push({ kind: 'placed', side: frame.side });
        if (frame.side === 'allied' && offUnits(game, s as GiState, 'german').length > 0)
          s.stack.push({ name: 'place', side: 'german' });
        return null;
      }
      if (verb !== 'place' || !a || !b) return refuse('bad-key', { key });
      if (game.counters.get(a)?.side !== frame.side) return refuse('not-your-unit', { unit: a }, '3.1');
      if (!placeHexes(game, s as GiState, a).includes(b)) return refuse('place-hex', { unit: a, hex: b }, '8.4.6');
      s.units[a] = { at: b, disorganized: false };
      ev.push({ kind: 'place', unit: a, hex: b });
      return null;
    }
    case 'segment':
      return segmentAnswer(game, s, frame, key, ev);
    case 'activation':
      return activationAnswer(game, s, frame, key, dice, ev);
    case 'move':
      return moveAnswer(game, s, frame, key, dice, ev);
    case 'ask':
      s.stack.pop();
      return learn(game, s, frame, key, ev);
    case 'dta': {
      if (verb !== 'dta' || (a !== 'cancel' && a !== 'skirmish' && a !== 'fight')) return refuse('bad-key', { key });
      s.stack.pop();
      const act = top(s as GiState) as Of<'activation'>;
      ev.push({ kind: 'dta', side: frame.side, hex: frame.hex, choice: a });
      if (a === 'cancel') {
        mutActivation(s, (f) => {
          f.battles = f.battles.filter((x) => x.hex !== frame.hex);
          f.attacked.push(frame.hex);
          f.fought = true;
        });
        return null;
      }
      const pending = act.battles.find((x) => x.hex === frame.hex);
      if (pending) fight(game, s, pending, a === 'skirmish' ? 'skirmish' : 'none', dice, ev);
      return null;
    }
    case 'retreat':
      return retreatAnswer(game, s, frame, key, dice, ev);
    case 'replace':
      return replaceAnswer(game, s, frame, key, ev);
    case 'reinforce':
      return reinforceAnswer(game, s, frame, key, ev);
    case 'east-front':
      return eastFrontAnswer(game, s, frame, key, ev);
    case 'allenby':
      return allenbyAnswer(game, s, frame, key, dice, ev);
    case 'retreat-loss':
      return retreatLossAnswer(game, s, frame, key, dice, ev);
    case 'gr-offer':
      return offerAnswer(s, frame, key, ev);
    case 'general-retreat':
      return generalRetreatAnswer(game, s, frame, key, ev);
    case 'gr-trench':
      return grTrenchAnswer(game, s, frame, key, ev);
    case 'withdraw':
      return withdrawAnswer(game, s, frame, key, dice, ev);
    case 'battle-map':
      return battleMapAnswer(game, s, frame, key, dice, ev);
    case 'rearguard':
      return rearguardAnswer(game, s, frame, key, dice, ev);
    case 'antwerp':
      return antwerpAnswer(game, s, frame, key, dice, ev);
    case 'attackers':
      return attackersAnswer(s, frame, key, ev);
    case 'hq-retreat':
      return hqRetreatAnswer(game, s, frame, key, dice, ev);
    case 'recover':
      return recoverAnswer(s, frame, key, ev);
    case 'strategic':
      return strategicAnswer(game, s, frame, key, dice, ev);
    case 'bombard':
      return bombardAnswer(game, s, frame, key, dice, ev);
    case 'impetus': {
      const choices = impetusChoices(game, s as GiState, frame.hex);
      if (verb !== 'impetus' || !a || !choices.includes(a)) return refuse('impetus-unit', { unit: a ?? '' }, '9.3.5');
      s.stack.pop();
      loseStep(game, s, a);
      ev.push({ kind: 'impetus', unit: a, hex: frame.hex });
      updateControl(game, s, frame.hex, dice, ev);
      return null;
    }
  }
}

export { run } from './sequence.js';
export type { Applied } from './edit.js';
