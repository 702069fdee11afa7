import type { Menu, MenuItem } from '../../../core/game.js';
import { askMenu } from '../../../core/learned.js';
import type { Side } from '../model.js';
import {
  activatable,
  activatedBattle,
  entrenchable,
  mayDeclare,
  movable,
  nextHexes,
  offUnits,
  placeHexes,
  rallyable,
  replaceable,
  replaceHexes,
  retreatChoices,
  retreatHexes,
  retreatMovable,
  returningNow,
} from './legal.js';
import { impetusChoices } from './battle.js';
import { bombardChoices } from './bombard.js';
import { attackerChoices, recoverChoices, withdrawChoices } from './choices.js';
import { battleMapChoices, stepKey } from './placement.js';
import { namurTrackable, retreatLossChoices } from './retreat.js';
import { askOf } from './learned.js';
import { eastFrontEnough, eastFrontUnits } from './east-front.js';
import { detachable, dueNow, reinforceHexes } from './reinforcements.js';
import { reinforcementLabels as words } from './reinforcement-words.js';
import { generalRetreatForced } from './paris.js';
import { rearguardNext } from './rearguard.js';
import { strategicChoices } from './strategic.js';
import { startOf, type Game } from './setup.js';
import { top, type GiAction, type GiState } from './state.js';
import { labels, titles, type Namer } from './words.js';

/**
 * The legal actions of the side to act, one level at a time (GameModule.menu): each key is one `decodeKey` reads
 * back, and the machine accepts exactly these (legal.ts computes both).
 */
export function menuOf(game: Game, namer: Namer, state: GiState, side: Side, path: readonly string[]): Menu {
  const frame = top(state);
  if (state.over || !frame || frame.side !== side) return { title: titles.none, items: [] };
  const action = (key: string, label: MenuItem['label']): MenuItem => ({ kind: 'action', key, label });
  const items: MenuItem[] = [];
  switch (frame.name) {
    case 'place': {
      const unit = path[0]?.startsWith('u:') ? path[0].slice(2) : undefined;
      if (unit) {
        const hexes = placeHexes(game, state, unit);
        return {
          title: titles.placeHex(namer.unit(unit)),
          items: hexes.map((h) => action(`place/${unit}/${h}`, labels.into(namer.hex(h)))),
        };
      }
      for (const u of offUnits(game, state, side))
        if (placeHexes(game, state, u).length > 0)
          items.push({ kind: 'branch', key: `u:${u}`, label: labels.place(namer.unit(u)) });
      items.push(action('place-done', labels.placeDone));
      break;
    }
    case 'segment':
      // 8.4.9 b: the Allies owe the General Retreat: only the declaration.
      if (generalRetreatForced(state, side) && state.segment.activations === 0 && state.segment.rallies === 0) {
        items.push(action('general-retreat', labels.generalRetreat));
        break;
      }
      // 9.8.3 b: after a first rally, only a second rally or the handover.
      if (state.segment.rallies === 0)
        for (const h of activatable(game, state, side))
          items.push(action(`activate/${h}`, labels.activate(namer.hex(h))));
      for (const h of rallyable(game, state, side)) items.push(action(`rally/${h}`, labels.rally(namer.hex(h))));
      // 9.7.2: 1 CAP a trench, an activation (after the German General Retreat, 9.7.1).
      if (state.segment.rallies === 0)
        for (const h of entrenchable(game, state, side))
          items.push(action(`entrench/${h}`, labels.entrench(namer.hex(h))));
      // 8.7.1: at the start of the segment, before its first activation.
      if (state.segment.activations === 0 && state.segment.rallies === 0 && mayDeclare(state, side))
        items.push(action('general-retreat', labels.generalRetreat));
      items.push(state.segment.rallies === 0 ? action('pass', labels.pass) : action('cede', labels.cede));
      break;
    case 'retreat-loss':
      for (const u of retreatLossChoices(state, frame)) items.push(action(`lose/${u}`, labels.lose(namer.unit(u))));
      break;
    case 'gr-offer':
      items.push(action('gr-declare', labels.generalRetreat));
      // 8.4.9 b: owed after Paris in Danger: no declining.
      if (!generalRetreatForced(state, side)) items.push(action('gr-decline', labels.grDecline));
      break;
    case 'general-retreat':
      if (frame.hex === null) {
        for (const h of retreatHexes(game, state, frame)) items.push(action(`gr-hex/${h}`, labels.grHex(namer.hex(h))));
        items.push(action('gr-end', labels.grEnd));
      } else {
        const can = retreatMovable(game, state, frame);
        if (can.length > 1) items.push(action('move/all', labels.moveAll));
        for (const u of can) items.push(action(`move/${u}`, labels.move(namer.unit(u))));
        items.push(action('gr-hex-done', labels.grHexDone));
      }
      break;
    case 'gr-trench':
      for (const h of entrenchable(game, state, side, true))
        items.push(action(`entrench/${h}`, labels.entrench(namer.hex(h))));
      items.push(action('gr-trench-done', labels.grTrenchDone));
      break;
    case 'activation': {
      const can = movable(game, state, frame);
      if (can.length > 1) items.push(action('move/all', labels.moveAll));
      for (const u of can) items.push(action(`move/${u}`, labels.move(namer.unit(u))));
      if (!frame.fought && !frame.battles.some((b) => b.hex === frame.hex) && activatedBattle(game, state, frame).ok)
        items.push(action('attack', labels.attack(frame.hex)));
      for (const o of frame.optional)
        if (!frame.battles.some((b) => b.hex === o.hex)) items.push(action(`battle/${o.hex}`, labels.battle(o.hex)));
      for (const b of frame.battles) items.push(action(`fight/${b.hex}`, labels.fight(b.hex)));
      if (frame.battles.length === 0) items.push(action('end', labels.end));
      break;
    }
    case 'move':
      for (const h of nextHexes(game, state, frame)) items.push(action(`to/${h}`, labels.to(namer.hex(h))));
      if (frame.path.length > 1) items.push(action('stop', labels.stop));
      items.push(action('back', labels.back));
      break;
    case 'ask': {
      // A counter's value or a hex's TEM: core/learned.ts's menu (keys `value/<n>`); a VP marker drawn: 0 to max.
      const ask = askOf(namer, frame.side, frame.value, frame.max);
      if (ask) return askMenu(ask);
      for (let n = 0; n <= frame.max; n++) items.push(action(`value/${n}`, labels.value(n)));
      break;
    }
    case 'dta':
      for (const c of ['cancel', 'skirmish', 'fight'] as const) items.push(action(`dta/${c}`, labels.dta[c]));
      break;
    case 'retreat':
      if (namurTrackable(state, frame)) items.push(action('namur-track', labels.namurTrack));
      for (const o of retreatChoices(game, state, frame).options)
        items.push(
          action(`retreat/${o.hex}`, labels.retreat(namer.hex(o.hex), o.overstacked && frame.first === undefined)),
        );
      break;
    case 'replace': {
      const start = (h: string): boolean => startOf(game, state.scenario)[h] === 'german';
      const [pick] = path;
      if (pick?.startsWith('r:')) {
        const unit = pick.slice(2);
        return {
          title: titles.menu,
          items: replaceHexes(game, state, unit, start).map((h) =>
            action(`return/${unit}/${h}`, labels.into(namer.hex(h))),
          ),
        };
      }
      if (pick?.startsWith('u:')) {
        const unit = pick.slice(2);
        const now = state.cap[side] >= 2 ? replaceHexes(game, state, unit, start) : [];
        return {
          title: titles.menu,
          items: [
            ...(state.cap[side] >= 1 ? [action(`replace-later/${unit}`, labels.replaceLater)] : []),
            ...now.map((h) => action(`replace/${unit}/${h}`, labels.replaceNow(namer.hex(h)))),
          ],
        };
      }
      const due = returningNow(game, state, side).filter((u) => replaceHexes(game, state, u, start).length > 0);
      for (const u of due) items.push({ kind: 'branch', key: `r:${u}`, label: labels.returnUnit(namer.unit(u)) });
      if (state.cap[side] >= 1)
        for (const u of replaceable(game, state, side))
          items.push({ kind: 'branch', key: `u:${u}`, label: labels.replaceUnit(namer.unit(u)) });
      if (due.length === 0) items.push(action('replace-done', labels.replaceDone));
      break;
    }
    case 'rearguard':
      if (frame.path === undefined) items.push(action('rearguard-stay', labels.rearguardStay));
      for (const h of rearguardNext(game, state, frame))
        items.push(action(`rearguard-to/${h}`, labels.rearguardTo(namer.hex(h))));
      // 9.6.3 b: a cavalry that cannot retreat all three hexes is eliminated: staying is then its only answer.
      break;
    case 'antwerp':
      items.push(action('antwerp-retreat', labels.antwerpRetreat), action('antwerp-stand', labels.antwerpStand));
      break;
    case 'reinforce': {
      const [pick] = path;
      if (pick?.startsWith('r:')) {
        const unit = pick.slice(2);
        return {
          title: titles.menu,
          items: [
            ...reinforceHexes(game, state, unit).map((h) =>
              action(`reinforce/${unit}/${h}`, labels.into(namer.hex(h))),
            ),
            ...detachable(game, state, unit).map((hq) => action(`detach/${unit}/${hq}`, words.detach(namer.unit(hq)))),
          ],
        };
      }
      const due = dueNow(game, state, side).filter(
        (u) => reinforceHexes(game, state, u).length > 0 || detachable(game, state, u).length > 0,
      );
      for (const u of due) items.push({ kind: 'branch', key: `r:${u}`, label: words.unit(namer.unit(u)) });
      if (due.length === 0) items.push(action('reinforce-done', words.done));
      break;
    }
    case 'east-front':
      for (const u of eastFrontUnits(game, state))
        items.push(
          frame.chosen.includes(u)
            ? action(`east-unpick/${u}`, words.unpick(namer.unit(u)))
            : action(`east-pick/${u}`, words.pick(namer.unit(u))),
        );
      if (eastFrontEnough(game, state, frame.chosen)) items.push(action('east-send', words.send));
      items.push(action('east-vp', words.vp));
      break;
    case 'allenby':
      items.push(action('allenby-skirmish', words.skirmish), action('allenby-roll', words.roll));
      break;
    case 'attackers':
      for (const u of attackerChoices(frame)) items.push(action(`leave/${u}`, labels.leave(namer.unit(u))));
      items.push(action('attack-declare', labels.attackDeclare(frame.units.map(namer.unit))));
      items.push(action('attack-cancel', labels.attackCancel));
      break;
    case 'hq-retreat':
      for (const h of frame.hexes) items.push(action(`hq-to/${h}`, labels.into(namer.hex(h))));
      break;
    case 'recover':
      for (const u of recoverChoices(state, frame)) items.push(action(`recover/${u}`, labels.recover(namer.unit(u))));
      break;
    case 'battle-map': {
      // 9.2.2–9.2.5: the suggestion in one answer, or a lawful step at a time.
      const choices = battleMapChoices(game, state, frame);
      if (choices.accept) items.push(action('map-accept', labels.mapAccept));
      for (const step of choices.steps) items.push(action(stepKey(step), labels.mapStep(step, frame.map, namer)));
      if (choices.end) items.push(action('map-done', labels.mapDone(frame.stage)));
      break;
    }
    case 'withdraw':
      for (const u of withdrawChoices(frame))
        items.push(action(`withdraw/${u}`, labels.withdraw(namer.unit(u), frame.cavalry.includes(u))));
      items.push(action('withdraw-done', labels.withdrawDone));
      break;
    case 'bombard':
      // 9.5.4: one HA at a fort, both concentrated, or on to the Fortunes of War.
      for (const k of bombardChoices(game, state, frame)) {
        const [verb, ha, fort] = k.split('/');
        items.push(
          action(
            k,
            verb === 'bombard-done'
              ? labels.bombardDone
              : labels.bombard(namer.unit(ha!), namer.unit(fort!), verb === 'bombard-both'),
          ),
        );
      }
      break;
    case 'strategic': {
      // 10.0: pick a unit, then its destination among the legal ones; or end.
      const choices = strategicChoices(game, state, frame);
      const [pick] = path;
      if (pick?.startsWith('sm:')) {
        const unit = pick.slice(3);
        return {
          title: titles.menu,
          items: (choices.get(unit) ?? []).map((m) =>
            action(`sm/${unit}/${m.to}`, labels.strategicTo(namer.hex(m.to), m.mode, m.cap)),
          ),
        };
      }
      for (const u of choices.keys())
        items.push({ kind: 'branch', key: `sm:${u}`, label: labels.strategicUnit(namer.unit(u)) });
      items.push(action('sm-done', labels.strategicDone));
      break;
    }
    case 'impetus':
      for (const u of impetusChoices(game, state, frame.hex))
        items.push(action(`impetus/${u}`, labels.impetus(namer.unit(u))));
      break;
  }
  return { title: titles.menu, items };
}

/** The action a key stands for: a referee's correction (`fix/...`) or a player's answer to the prompt. */
export function decodeKey(key: string): GiAction | undefined {
  if (key.length === 0 || key.length > 80 || /\s/.test(key)) return undefined;
  if (!key.startsWith('fix/')) return { type: 'act', key };
  const [, edit, a, b] = key.split('/');
  switch (edit) {
    case 'place':
      return a && b ? { type: 'correct', correction: { edit: 'place', unit: a, at: b } } : undefined;
    case 'flip':
      return a ? { type: 'correct', correction: { edit: 'flip', unit: a } } : undefined;
    case 'control':
      return a ? { type: 'correct', correction: { edit: 'control', hex: a } } : undefined;
    case 'cap': {
      const n = Number(b);
      return (a === 'allied' || a === 'german') && Number.isInteger(n) && n >= 0 && n <= 10
        ? { type: 'correct', correction: { edit: 'cap', side: a, value: n } }
        : undefined;
    }
    case 'skip':
      return { type: 'correct', correction: { edit: 'skip' } };
    default:
      return undefined;
  }
}
