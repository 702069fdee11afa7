import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { BorodinoState } from './state.js';
import { facingEn, facingIt } from './facing-words.js';

/**
 * The texts of two questions the game puts to a side between its own actions, in English and Italian, merged into
 * play/words.ts's tables: the cavalry's withdrawal before infantry (7.39, play/withdraw.ts) and the facing of the units
 * that advanced after an assault (9.71, play/advance-facing.ts): the refusals, the prompts, the menu's labels and the
 * log's events.
 */

export const INTERRUPT_REFUSAL: Readonly<Record<string, (v: Record<string, string>) => Localized>> = {
  'withdraw-first': () =>
    loc(
      'Enemy infantry has entered the ZOC of your cavalry: withdraw it one hex or stay first.',
      'La fanteria nemica è entrata nella ZOC della vostra cavalleria: prima ritiratela di un esagono o restate.',
    ),
  'no-withdraw': () =>
    loc(
      'No cavalry may withdraw now: only when enemy infantry enters its ZOC.',
      'Nessuna cavalleria può ritirarsi ora: solo quando la fanteria nemica entra nella sua ZOC.',
    ),
  'withdraw-unit': (v) =>
    loc(
      `${v['unit']} may not withdraw: only your cavalry whose ZOC the enemy infantry entered may.`,
      `${v['unit']} non può ritirarsi: solo la vostra cavalleria nella cui ZOC è entrata la fanteria nemica.`,
    ),
  'withdraw-hex': (v) =>
    loc(
      `The cavalry may not withdraw into ${v['hex']}: one hex next to it, with no enemy unit, terrain it may enter and its stack legal there (6.21).`,
      `La cavalleria non può ritirarsi in ${v['hex']}: un esagono adiacente, senza unità nemiche, con terreno in cui può entrare e il gruppo regolare (6.21).`,
    ),
  'withdraw-facing': (v) =>
    loc(
      `Onto the friendly units in ${v['hex']} the cavalry faces as they do.`,
      `Sulle unità amiche in ${v['hex']} la cavalleria si orienta come loro.`,
    ),
  'advance-face-first': () =>
    loc(
      'Your units have advanced: choose the facing they take in the hex entered first.',
      'Le vostre unità sono avanzate: prima scegliete l’orientamento che prendono nell’esagono in cui sono entrate.',
    ),
  'no-advance-face': () =>
    loc(
      'No unit has just advanced into a hex: its facing is chosen only on entering it.',
      'Nessuna unità è appena avanzata in un esagono: l’orientamento si sceglie solo entrandovi.',
    ),
};

export const interruptPrompts = {
  withdraw: (hex: string) =>
    loc(
      `Enemy infantry entered the ZOC of your cavalry, ending its move in ${hex} (7.39): withdraw a cavalry unit one hex, onto friends if you wish, choosing its facing, or stay.`,
      `La fanteria nemica è entrata nella ZOC della vostra cavalleria, terminando il movimento in ${hex} (7.39): ritirate un’unità di cavalleria di un esagono, anche su unità amiche, scegliendone l’orientamento, o restate.`,
    ),
  withdrawFacing: (unit: string, hex: string) =>
    loc(
      `${unit} withdraws into ${hex} (7.39): choose its facing there.`,
      `${unit} si ritira in ${hex} (7.39): sceglietene l’orientamento.`,
    ),
  advanceFacing: (hex: string) =>
    loc(
      `Your units advanced into ${hex}: choose their facing there (9.71); a Breakthrough reads it (9.73).`,
      `Le vostre unità sono avanzate in ${hex}: sceglietene l’orientamento (9.71); lo Sfondamento lo legge (9.73).`,
    ),
};

/** The prompt of the question asked now (the view's), or null when neither is. */
export const interruptPrompt = (state: BorodinoState): Localized | null =>
  state.withdrawal
    ? interruptPrompts.withdraw(state.withdrawal.hex)
    : state.advanceFacing
      ? interruptPrompts.advanceFacing(state.advanceFacing.hex)
      : null;

export const interruptLabels = {
  withdrawTo: (unit: string, hex: string) =>
    loc(`${unit} withdraws into ${hex} (7.39)…`, `${unit} si ritira in ${hex} (7.39)…`),
  withdrawFace: (facing: string) => loc(`Face ${facingEn(facing)} (7.39)`, `Orientatela a ${facingIt(facing)} (7.39)`),
  stay: loc('Stay (7.39)', 'Restate (7.39)'),
  advanceFace: (facing: string, now: boolean) =>
    now
      ? loc(`Keep facing ${facingEn(facing)} (9.71)`, `Mantenete l’orientamento ${facingIt(facing)} (9.71)`)
      : loc(`Face ${facingEn(facing)} (9.71)`, `Orientatele a ${facingIt(facing)} (9.71)`),
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** The log's 7.39 and 9.71 events, or null for another event; `unit` names a unit. */
export function interruptEvent(event: GameEvent, unit: (id: string) => string): Localized | null {
  switch (event.kind) {
    case 'withdraw-offered': {
      const cavalry = list(event['units']).map(unit).join(', ');
      return loc(
        `${unit(str(event['unit']))} stops in ${str(event['hex'])}, in the ZOC of ${cavalry}, which may withdraw one hex (7.39).`,
        `${unit(str(event['unit']))} si ferma in ${str(event['hex'])}, nella ZOC di ${cavalry}, che può ritirarsi di un esagono (7.39).`,
      );
    }
    case 'withdraw':
      return loc(
        `${unit(str(event['unit']))} withdraws from ${str(event['from'])} to ${str(event['to'])}, facing ${facingEn(str(event['facing']))}; ${unit(str(event['mover']))} ends its move and may not enter the hex left (7.39).`,
        `${unit(str(event['unit']))} si ritira da ${str(event['from'])} in ${str(event['to'])}, orientata a ${facingIt(str(event['facing']))}; ${unit(str(event['mover']))} termina il movimento e non può entrare nell’esagono lasciato libero (7.39).`,
      );
    case 'withdraw-stay':
      return loc(
        `The cavalry next to ${str(event['hex'])} stays (7.39).`,
        `La cavalleria adiacente a ${str(event['hex'])} resta (7.39).`,
      );
    case 'advance-face':
      return loc(
        `The units that advanced into ${str(event['hex'])} face ${facingEn(str(event['facing']))} (9.71).`,
        `Le unità avanzate in ${str(event['hex'])} si orientano a ${facingIt(str(event['facing']))} (9.71).`,
      );
    default:
      return null;
  }
}
