import type { Menu, MenuItem } from '../../../core/game.js';
import { askMenu } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { baseCommand } from '../rules/command.js';
import { checkMove } from '../rules/movement.js';
import { FACINGS } from '../rules/position.js';
import { assaultHexes, assaultOrders, attackFrom, secondaryOptions } from './assault.js';
import { firerNeeds, firers, fireTargetsOf } from './fire.js';
import { amSide, barrageItems, combinedItems } from './barrage.js';
import { destructionItems } from './destruction.js';
import { destructionLabels } from './special-am-words.js';
import { flankClosedHexes, flankSetupItems, flankSetupRefusal } from './flank.js';
import { flankLabels } from './flank-words.js';
import { groupOf, joinOptions } from './combined.js';
import { combinedLabels } from './combined-words.js';
import { chargeAnswers, chargeOptions } from './charge.js';
import { chargeHexes, resolvable } from './declare.js';
import { evadePaths } from './evade.js';
import { withdrawMenu } from './withdraw.js';
import { advanceFacingMenu } from './advance-facing.js';
import { advanceTie, advanceTieMenu } from './advance-tie.js';
import { pursuitOptions } from './pursuit.js';
import { actingSide, activatable, isActive, pendingNeeds, squareMoves, unsquareProblem } from './machine.js';
import { disorderedCohesion, placeHexes, rallyable, recoverable } from './morale.js';
import { enterOf, extendedProblem, moveNeeds, moveOf, movers } from './move.js';
import { entering as enteringUnit, placed, positionOf } from './position.js';
import { facingAt } from './reach.js';
import { restackable } from './restack.js';
import {
  commandAsk,
  commandNeed,
  individualChoices,
  ocMoveHexes,
  orderChoices,
  ordersDoneRefusal,
  ordersOf,
  reserveChoices,
  reserveNeeds,
} from './september.js';
import { retreatChoices } from './retreat.js';
import { sideOf, type Game } from './setup.js';
import { ENTRY_HEX, formationOf, scenarioForbids, vCorpsIn } from './shevardino.js';
import { FLANK, OFF, VALUE_NAMES, type BorodinoAction, type BorodinoState, type Need } from './state.js';
import { askOf, missing } from './values.js';
import * as words from './words.js';

/**
 * The legal actions of a side, one menu level at a time (GameModule.menu), and the action each key stands for
 * (`decodeKey`). Keys: `done`, `face-all/<f>`, `face/<hex>/<f>`, `activate/<command>`, `value/<unit>/<name>/<face>/<n>`,
 * `fire/<unit>/<hex>`, `move/<unit>/<hex>`, `enter/<unit>/<hex>`, `assault/<hex>/<target>`,
 * `retreat/<unit>/<hex>[/<through>]`, `assault/<hex>/<t1>.<t2>` (9.22), `commit` and `resolve/<hex>` (9.46, 9.1),
 * `secondary/<hex>|none` (9.73), `withdraw/<unit>/<hex>/<facing>|stay` (7.39, under the branch `w:<unit>:<hex>`),
 * `advance-face/<facing>` (9.71), `advance-by/<hex>` (9.71's tie), `square-move/<hex>/<to>` (9.85), `pursue/<target>/<facing>/charge|stop`, `counter/<unit>|none`, `restack/<hex>/<unit>` (under the branch `stack`), `rally/<unit>`, `recover/<unit>`, `place/<unit>/<hex>`; the referee's
 * `fix/<unit>/<place>/<g|d>[/<facing>]`. Branches: `u:<unit>` (a unit's choices), `h:<hex>` (a hex's facings),
 * `face` (the hexes to turn).
 */

const empty = (title = words.prompts.waiting): Menu => ({ title, items: [] });
const done: MenuItem = { kind: 'action', key: 'done', label: words.labels.done };

/** A value asked for: core/learned.ts's menu of the numbers its owner may give (VALUE_RANGE, 8.3), keyed by the unit. */
function valueItems(game: Game, state: BorodinoState, need: Need): MenuItem[] {
  return askMenu(askOf(game, state, need)).items.map((item) => {
    const n = item.key.slice('value/'.length);
    return {
      ...item,
      key: `value/${need.unit}/${need.name}/${need.face}/${n}`,
      // 2.2: the cavalry type is printed as a letter.
      ...(need.name === 'Cav' ? { label: words.labels.cavalryType(Number(n)) } : {}),
    };
  });
}

export function menuOf(
  game: Game,
  namer: words.Namer,
  state: BorodinoState,
  side: Side,
  path: readonly string[],
): Menu {
  if (state.over) return empty(words.prompts.over);
  if (actingSide(game, state) !== side) return empty();
  const name = (id: string) => namer.unit(id);
  const asked = pendingNeeds(game, state)[0];
  if (asked)
    return {
      title: words.prompts.value(name(asked.unit), asked.name, asked.face),
      items: valueItems(game, state, asked),
    };
  const retreat = state.retreats[0];
  if (retreat)
    return {
      title: words.prompts.retreat(name(retreat.unit)),
      items: retreatChoices(game, state, retreat).map((c) => ({
        kind: 'action',
        key: `retreat/${retreat.unit}/${c.to}${c.through ? `/${c.through}` : ''}`,
        label: words.labels.retreat(c.to, c.result, c.through),
      })),
    };
  const evading = state.evade;
  if (evading) {
    const hex = evading.hex ?? evading.pending.target;
    if (evading.stage === 'advance')
      return {
        title: words.prompts.evadeAdvance(hex),
        items: [
          { kind: 'action', key: 'evade-advance/yes', label: words.labels.evadeAdvance(hex) },
          { kind: 'action', key: 'evade-advance/no', label: words.labels.stay },
        ],
      };
    return {
      title: words.prompts.evade(hex),
      items: [
        ...evadePaths(game, state, evading.pending, evading.units).map((p): MenuItem => ({
          kind: 'action',
          key: `evade/${p.join('.')}`,
          label: words.labels.evade(p),
        })),
        { kind: 'action', key: 'evade/stand', label: words.labels.stand },
      ],
    };
  }
  const charge = state.charge;
  if (charge) {
    if (charge.stage === 'recall')
      return {
        title: words.prompts.recall(name(charge.units[0]!), charge.reason),
        items: [
          { kind: 'action', key: 'recall/yes', label: words.labels.recall },
          { kind: 'action', key: 'recall/no', label: words.labels.chargeHome },
        ],
      };
    // 9.87 with 9.22: a pursuit charge on two hexes asks each hex's defender in turn.
    const { hex, may } = chargeAnswers(game, state, charge);
    return {
      title: words.prompts.respond(hex),
      items: [
        ...(may.square ? [{ kind: 'action' as const, key: 'respond/square', label: words.labels.square }] : []),
        ...(may.countercharge && may.against
          ? // 9.86: against one of the hexes of a charge from several hexes.
            may.against.map((h) => ({
              kind: 'action' as const,
              key: `respond/countercharge/${h}`,
              label: combinedLabels.counterchargeAt(name(may.countercharge!), h),
            }))
          : may.countercharge
            ? [
                {
                  kind: 'action' as const,
                  key: 'respond/countercharge',
                  label: words.labels.countercharge(name(may.countercharge)),
                },
              ]
            : []),
        { kind: 'action', key: 'respond/stand', label: words.labels.stand },
      ],
    };
  }
  // 7.39: the cavalry's withdrawal; 9.71: the advance's facing.
  if (advanceTie(game, state).length > 0) return advanceTieMenu(game, state); // 9.71
  if (state.withdrawal) return withdrawMenu(game, state, name, path);
  if (state.advanceFacing) return advanceFacingMenu(game, state);
  const secondary = state.secondary;
  if (secondary)
    return {
      title: words.prompts.secondary(secondary.by, secondary.hex),
      items: [
        ...secondaryOptions(game, state, secondary).map((o): MenuItem => ({
          kind: 'action',
          key: `secondary/${o.hex}`,
          label: words.labels.secondary(secondary.by, secondary.hex, o.hex, o.targets),
        })),
        { kind: 'action', key: 'secondary/none', label: words.labels.noSecondary(secondary.by) },
      ],
    };
  const pursuit = state.pursuit;
  if (pursuit)
    return {
      title: words.prompts.pursuit(pursuit.at),
      items: pursuitOptions(game, state, pursuit).map((o) => ({
        kind: 'action',
        key: `pursue/${o.target}/${o.facing}/${o.charge ? 'charge' : 'stop'}`,
        label: words.labels.pursue(o.target, o.facing, o.charge, o.also),
      })),
    };
  const counter = state.counterBattery;
  if (counter)
    return {
      title: words.prompts.counter(counter.hex),
      items: [
        ...counter.units.map((u): MenuItem => ({
          kind: 'action',
          key: `counter/${u}`,
          label: words.labels.counter(name(u), counter.hex),
        })),
        { kind: 'action', key: 'counter/none', label: words.labels.noCounter },
      ],
    };
  // 7 September: a value of the `command` table the book lacks, asked once of its owner (core/learned.ts).
  const tableNeed = state.september ? commandNeed(game, state, side) : null;
  if (tableNeed) {
    const ask = askMenu(commandAsk(game, tableNeed.row, tableNeed.column));
    return {
      title: ask.title,
      items: ask.items.map((item) => ({
        ...item,
        key: `command-value/${tableNeed.row}/${tableNeed.column}/${item.key.slice('value/'.length)}`,
      })),
    };
  }
  const [first, ...rest] = path;
  const branch = first?.startsWith('u:') ? first.slice(2) : undefined;
  const facings = FACINGS[game.grid.layout.orientation];

  const commandLabel = (c: string): Localized =>
    words.septemberCommand(words.groupLabel(game.command?.groups.find((g) => g.id === baseCommand(c))), c);
  // 4.0, 5.51: the side with the Initiative goes first or second in the Reserve or the OC Movement Phase.
  const choosing = state.september?.choosing;
  if (choosing)
    return {
      title: words.prompts.go(choosing),
      items: [
        { kind: 'action', key: 'go/first', label: words.labels.go(true) },
        { kind: 'action', key: 'go/second', label: words.labels.go(false) },
      ],
    };
  switch (state.step) {
    case 'orders':
      return {
        title: words.prompts.orders,
        items: [
          ...orderChoices(game, state, side).map(({ command, ordered }): MenuItem => ({
            kind: 'action',
            key: `order/${command}`,
            label: words.labels.order(commandLabel(command), ordered),
          })),
          ...barrageItems(game, state, side),
          // 5.24: not done while a split Command's part is still to choose.
          ...(ordersDoneRefusal(game, state, side) ? [] : [done]),
        ],
      };
    case 'first-am':
      return {
        title: words.prompts['first-am'],
        items: [...new Set(state.september?.cup ?? [])]
          .filter((g) => amSide(game, g) === side)
          .map((g): MenuItem => ({ kind: 'action', key: `pick/${g}`, label: words.labels.pick(commandLabel(g)) })),
      };
    case 'individual':
      return {
        title: words.prompts.individual,
        items: [
          ...individualChoices(game, state).map((c): MenuItem => ({
            kind: 'action',
            key: `individual/${c}`,
            label: words.labels.individual(commandLabel(c)),
          })),
          done,
        ],
      };
    case 'reserve':
      return {
        title: words.prompts.reserve,
        items: [
          ...reserveChoices(game, state, side).map((c): MenuItem => ({
            kind: 'action',
            key: `reserve/${c}`,
            label: words.labels.reserve(commandLabel(c)),
          })),
          { kind: 'action', key: 'done', label: words.labels.none },
        ],
      };
    case 'destruction':
      return {
        title: words.prompts.destruction,
        items: [...destructionItems(game, state), { kind: 'action', key: 'done', label: destructionLabels.nothing }],
      };
    case 'oc-move':
      return {
        title: words.prompts['oc-move'],
        items: [
          ...ocMoveHexes(game, state, side).map((h): MenuItem => ({
            kind: 'action',
            key: `oc-move/${h}`,
            label: words.labels.ocMove(h),
          })),
          done,
        ],
      };
    case 'setup': {
      if (first === 'face') return faceMenu(game, state, side, rest[0]);
      // SR14: the French write down their flank maneuver (secret: a branch of their own menu only).
      const flanking = state.september !== undefined && side === 'french';
      if (first === 'flank' && flanking)
        return { title: flankLabels.prompt, items: flankSetupItems(game, state, name) };
      return {
        title: words.prompts.setup,
        items: [
          ...facings.map((f): MenuItem => ({ kind: 'action', key: `face-all/${f}`, label: words.labels.faceAll(f) })),
          { kind: 'branch', key: 'face', label: words.labels.faceHex },
          ...(flanking ? [{ kind: 'branch' as const, key: 'flank', label: flankLabels.branch }] : []),
          ...(flanking && flankSetupRefusal(state) ? [] : [done]),
        ],
      };
    }
    case 'flank':
      return {
        title: flankLabels.recallPrompt,
        items: [
          { kind: 'action', key: 'flank-recall/yes', label: flankLabels.recall(true) },
          { kind: 'action', key: 'flank-recall/no', label: flankLabels.recall(false) },
        ],
      };
    case 'activate':
      return {
        title: words.prompts.activate,
        items: [
          ...activatable(state).map((c): MenuItem => ({
            kind: 'action',
            key: `activate/${c}`,
            label: words.labels.activate(c),
          })),
          { kind: 'action', key: 'done', label: words.labels.none },
        ],
      };
    case 'fire': {
      if (first === 'stack') return stackMenu(game, namer, state, side);
      if (branch) {
        const unknown = missing(game, state, [...firerNeeds(branch), ...reserveNeeds(game, state, branch)])[0];
        if (unknown)
          return {
            title: words.prompts.value(name(branch), unknown.name, unknown.face),
            items: valueItems(game, state, unknown),
          };
        const targets = fireTargetsOf(game, state, side, branch);
        return {
          title: words.prompts.target,
          items: (targets.ok ? targets.targets : []).flatMap((t): MenuItem[] => [
            { kind: 'action', key: `fire/${branch}/${t}`, label: words.labels.fire(name(branch), t) },
            ...combinedItems(game, state, branch, t, name),
          ]),
        };
      }
      const items: MenuItem[] = firers(game, state, side)
        .filter((u) => {
          if (missing(game, state, [...firerNeeds(u), ...reserveNeeds(game, state, u)]).length > 0) return true;
          const t = fireTargetsOf(game, state, side, u);
          return t.ok && t.targets.length > 0;
        })
        .map((u) => ({ kind: 'branch', key: `u:${u}`, label: words.labels.unitBranch(name(u)) }));
      return { title: words.prompts.fire, items: [...items, ...stackBranch(game, state, side), done] };
    }
    case 'move': {
      if (first === 'face') return faceMenu(game, state, side, rest[0]);
      if (branch) {
        const unknown = missing(game, state, [...moveNeeds(state, branch), ...reserveNeeds(game, state, branch)])[0];
        if (unknown)
          return {
            title: words.prompts.value(name(branch), unknown.name, unknown.face),
            items: valueItems(game, state, unknown),
          };
        const entering = state.units[branch]?.at === OFF || state.units[branch]?.at === FLANK;
        const reach = entering ? enterOf(game, state, side, branch) : moveOf(game, state, side, branch);
        const items: MenuItem[] = reach.ok
          ? [...reach.reach.entries()]
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([hex, r]) => ({
                kind: 'action',
                key: `${entering ? 'enter' : 'move'}/${branch}/${(entering ? r.path : r.path.slice(1)).join('.')}`,
                label: entering
                  ? words.labels.enter(name(branch), hex, r.mp)
                  : words.labels.move(name(branch), hex, r.mp),
              }))
          : [];
        return { title: words.prompts.hex, items };
      }
      const { move, enter } = movers(game, state, side);
      const items: MenuItem[] = [...move, ...enter]
        .filter(
          (u) =>
            missing(game, state, [...moveNeeds(state, u), ...reserveNeeds(game, state, u)]).length > 0 ||
            canStep(game, state, u),
        )
        .map((u) => ({ kind: 'branch', key: `u:${u}`, label: words.labels.unitBranch(name(u)) }));
      // 6.11: a stack to turn, by faceMenu's own rule (a stack with an inactive unit does not turn: 5.28's idle chain).
      const turnable = faceMenu(game, state, side, undefined).items.length > 0;
      // 7.13: a command that may still take Extended Movement, before any of its units moves.
      const extended = [...new Set([...move, ...enter].map(formationOf))]
        .filter((c) => extendedProblem(game, state, side, c) === null)
        .map((c): MenuItem => ({ kind: 'action', key: `extended/${c}`, label: words.labels.extended(c) }));
      return {
        title: words.prompts.move,
        items: [
          ...items,
          ...extended,
          ...squares(game, state, side),
          ...(turnable ? [{ kind: 'branch' as const, key: 'face', label: words.labels.faceHex }] : []),
          done,
        ],
      };
    }
    case 'assault': {
      if (first?.startsWith('c:')) {
        const hex = first.slice(2);
        return {
          title: words.prompts.charge,
          items: chargeOptions(game, state, side, hex).map((o) => ({
            kind: 'action',
            key: `charge/${hex}/${o.target}/${o.path.join('.')}/${o.facing}`,
            label: words.labels.charge(hex, o.target, o.path, o.facing),
          })),
        };
      }
      // 9.1 phase 5: the committed assaults, resolved one at a time in the order the player picks.
      if (state.rolled && (state.declared?.length ?? 0) > 0) {
        const declared = state.declared ?? [];
        return {
          title: words.prompts.resolve,
          items: resolvable(game, state).map((hex): MenuItem => {
            const d = declared.find((x) => x.pending.hex === hex)!;
            // 9.23: the hexes of the stacks assaulting together.
            const from = groupOf(game, state, d)
              .map((g) => g.pending.hex)
              .join(' + ');
            return { kind: 'action', key: `resolve/${hex}`, label: words.labels.resolve(from, d.targets, !!d.charge) };
          }),
        };
      }
      const rollNow: MenuItem[] =
        (state.declared?.length ?? 0) > 0 ? [{ kind: 'action', key: 'commit', label: words.labels.commit }] : [done];
      const charging = chargeHexes(game, state, side).map((hex): MenuItem => ({
        kind: 'branch',
        key: `c:${hex}`,
        label: words.labels.chargeFrom(hex),
      }));
      return {
        title: words.prompts.assault,
        items: [
          ...charging,
          ...assaultHexes(game, state, side).flatMap((hex): MenuItem[] => {
            const attack = attackFrom(game, state, side, hex);
            const targets = attack.ok ? attack.targets : [];
            if (targets.length === 1)
              return [
                { kind: 'action', key: `assault/${hex}/${targets[0]}`, label: words.labels.assault(hex, targets[0]!) },
              ];
            // 9.22: one roll on every hex; the attacker names the one it advances into first.
            return assaultOrders(targets).map((order) => ({
              kind: 'action',
              key: `assault/${hex}/${order.join('.')}`,
              label: words.labels.assaultHexes(hex, order),
            }));
          }),
          // 9.23: a stack's assault joining one declared of its kind, on its hexes.
          ...joinOptions(game, state, side).map((o): MenuItem => ({
            kind: 'action',
            key: `assault/${o.hex}/${(o.own ?? o.targets).join('.')}`,
            label: o.own
              ? combinedLabels.joinPart(o.hex, o.own, o.targets, o.with)
              : (o.separate ? combinedLabels.separate : combinedLabels.join)(o.hex, o.targets, o.with),
          })),
          ...rollNow,
        ],
      };
    }
    case 'rally': {
      if (branch) {
        const unknown = missing(game, state, [disorderedCohesion(branch)])[0];
        return unknown
          ? {
              title: words.prompts.value(name(branch), unknown.name, unknown.face),
              items: valueItems(game, state, unknown),
            }
          : {
              title: words.prompts.rally,
              items: [{ kind: 'action', key: `rally/${branch}`, label: words.labels.rally(name(branch)) }],
            };
      }
      if (first === 'stack') return stackMenu(game, namer, state, side);
      return {
        title: words.prompts.rally,
        items: [
          ...rallyable(game, state, side).map((u): MenuItem => ({
            kind: 'branch',
            key: `u:${u}`,
            label: words.labels.rally(name(u)),
          })),
          ...stackBranch(game, state, side),
          done,
        ],
      };
    }
    case 'morale': {
      if (branch) {
        if (recoverable(game, state, side).includes(branch)) {
          const unknown = missing(game, state, [disorderedCohesion(branch)])[0];
          if (unknown)
            return {
              title: words.prompts.value(name(branch), unknown.name, unknown.face),
              items: valueItems(game, state, unknown),
            };
          return {
            title: words.prompts.morale,
            items: [{ kind: 'action', key: `recover/${branch}`, label: words.labels.recover(name(branch)) }],
          };
        }
        return {
          title: words.prompts.hex,
          items: placeHexes(game, state, branch).map((h) => ({
            kind: 'action',
            key: `place/${branch}/${h}`,
            label: words.labels.place(name(branch), h),
          })),
        };
      }
      const recovering = recoverable(game, state, side);
      const placing = Object.keys(state.units).filter(
        (id) => sideOf(game, id) === side && placeHexes(game, state, id).length > 0,
      );
      return {
        title: words.prompts.morale,
        items: [
          ...recovering.map((u): MenuItem => ({ kind: 'branch', key: `u:${u}`, label: words.labels.recover(name(u)) })),
          ...placing.map((u): MenuItem => ({ kind: 'branch', key: `u:${u}`, label: words.labels.unitBranch(name(u)) })),
          ...(recovering.length === 0 && placing.length === 0 ? [done] : []),
        ],
      };
    }
  }
}

/** 9.85: the side's stacks in square that may dissolve it now (Movement step). */
function squares(game: Game, state: BorodinoState, side: Side): MenuItem[] {
  const hexes = new Set(
    Object.entries(state.units)
      .filter(([id, u]) => sideOf(game, id) === side && u.square)
      .map(([, u]) => u.at),
  );
  const moves = squareMoves(game, state, side).map((m): MenuItem => ({
    kind: 'action',
    key: `square-move/${m.hex}/${m.to}`,
    label: words.labels.squareMove(m.hex, m.to),
  }));
  return [
    ...moves,
    ...[...hexes]
      .filter((h) => unsquareProblem(game, state, side, h) === null)
      .sort()
      .map((h): MenuItem => ({ kind: 'action', key: `unsquare/${h}`, label: words.labels.unsquare(h) })),
  ];
}

/** Whether the unit has a first hex it may move (or enter) into: a cheap test before the whole search (reach.ts). */
function canStep(game: Game, state: BorodinoState, unit: string): boolean {
  const p = positionOf(game, state);
  const u = placed(p, unit);
  const side = sideOf(game, unit);
  const vIn = vCorpsIn(state);
  // SR14: a unit of the Flanking Command in its box enters by a stretch of hexes: the search says.
  if (!u && state.units[unit]?.at === FLANK) {
    const reach = enterOf(game, state, side, unit);
    return reach.ok && reach.reach.size > 0;
  }
  if (!u) {
    const entry = ENTRY_HEX[formationOf(unit)];
    const entering = enteringUnit(game, state, unit);
    if (!entry || !entering || state.units[unit]?.at !== OFF) return false;
    // Entering and stopping at the entry hex is the cheap test; when that is refused, the whole search says.
    const before = state.entered
      .filter((id) => formationOf(id) === formationOf(unit))
      .map((id) => game.units.get(id)!.arm);
    const stop = checkMove(p, {
      unit: entering,
      path: [entry],
      orders: 'under',
      enters: { before },
      extended: state.extended.includes(formationOf(unit)),
      facing: facingAt(p, entering, entry),
    });
    if (stop.ok && scenarioForbids(side, entry, vIn, state.scenario) === null) return true;
    const reach = enterOf(game, state, side, unit);
    return reach.ok && reach.reach.size > 0;
  }
  const closed = flankClosedHexes(state, side); // SR14
  return game.grid.neighbours(u.hex).some(
    (n) =>
      scenarioForbids(side, n, vIn, state.scenario) === null &&
      !closed.includes(n) &&
      checkMove(p, {
        unit: u,
        path: [u.hex, n],
        orders: ordersOf(game, state, unit),
        extended: state.extended.includes(formationOf(unit)),
        facing: facingAt(p, u, n),
      }).ok,
  );
}

/** 6.11, 6.12: the hexes with the side's units it may turn, then the facings. */
function faceMenu(game: Game, state: BorodinoState, side: Side, hexKey: string | undefined): Menu {
  const facings = FACINGS[game.grid.layout.orientation];
  if (hexKey?.startsWith('h:')) {
    const hex = hexKey.slice(2);
    return {
      title: words.prompts.facing,
      items: facings.map((f) => ({ kind: 'action', key: `face/${hex}/${f}`, label: words.labels.face(hex, f) })),
    };
  }
  const mine = Object.entries(state.units).filter(([id, u]) => sideOf(game, id) === side && game.hexes.has(u.at));
  // 6.11: a stack turns whole, and in the Movement step only when every unit of it is active.
  const barred = new Set(state.step === 'move' ? mine.filter(([id]) => !isActive(state, id)).map(([, u]) => u.at) : []);
  const hexes = new Set(mine.map(([, u]) => u.at).filter((h) => !barred.has(h)));

  return {
    title: words.prompts.hex,
    items: [...hexes].sort().map((h) => ({ kind: 'branch', key: `h:${h}`, label: loc(h, h) })),
  };
}

/** The action a key stands for, or undefined for a key this module never made. */
export function decodeKey(key: string): BorodinoAction | undefined {
  const [verb, a, b, c, d] = key.split('/');
  switch (verb) {
    case 'done':
      return { type: 'done' };
    case 'face-all':
      return a ? ({ type: 'face-all', facing: a } as BorodinoAction) : undefined;
    case 'face':
      return a && b ? ({ type: 'face', hex: a, facing: b } as BorodinoAction) : undefined;
    case 'activate':
      return a ? { type: 'activate', command: a } : undefined;
    case 'order':
      return a ? { type: 'order', command: a } : undefined;
    case 'pick':
      return a ? { type: 'pick', group: a } : undefined;
    case 'go':
      return a === 'first' || a === 'second' ? { type: 'go', first: a === 'first' } : undefined;
    case 'individual':
      return a ? { type: 'individual', command: a } : undefined;
    case 'reserve':
      return a ? { type: 'reserve', command: a } : undefined;
    case 'oc-move':
      return a ? { type: 'oc-move', to: a } : undefined;
    case 'burn':
      return a && b ? { type: 'burn', hex: a, to: b } : undefined;
    case 'flank': {
      const turn = Number(b);
      if (a === 'turn' && Number.isInteger(turn)) return { type: 'flank', turn };
      return a === 'unit' && b ? { type: 'flank', unit: b } : undefined;
    }
    case 'flank-recall':
      return a === 'yes' || a === 'no' ? { type: 'flank-recall', recall: a === 'yes' } : undefined;
    case 'bridge':
      return a && b ? { type: 'bridge', hex: a, across: b } : undefined;
    case 'command-value': {
      const value = Number(c);
      return a && (b === 'orders' || b === 'range') && Number.isInteger(value)
        ? { type: 'command-value', row: a, column: b, value }
        : undefined;
    }
    case 'extended':
      return a ? { type: 'extended', command: a } : undefined;
    case 'value': {
      const value = Number(d);
      if (
        !a ||
        !(VALUE_NAMES as readonly string[]).includes(b ?? '') ||
        (c !== 'front' && c !== 'back') ||
        !Number.isInteger(value)
      )
        return undefined;
      return { type: 'value', unit: a, name: b as Need['name'], face: c, value };
    }
    case 'fire':
      // 8.21: `<unit>.<unit>` names the batteries combining their fire with the first.
      return a && b ? { type: 'fire', unit: a, target: b, ...(c ? { with: c.split('.') } : {}) } : undefined;
    case 'move':
    case 'enter':
      return a && b ? { type: verb, unit: a, path: b.split('.') } : undefined;
    case 'assault': {
      // 9.22: `<first>.<other>` names the hexes of one assault.
      const [first, ...also] = (b ?? '').split('.');
      return a && first ? { type: 'assault', hex: a, target: first, ...(also.length > 0 ? { also } : {}) } : undefined;
    }
    case 'secondary':
      return a ? { type: 'secondary', hex: a === 'none' ? null : a } : undefined;
    case 'commit':
      return { type: 'commit' };
    case 'resolve':
      return a ? { type: 'resolve', hex: a } : undefined;
    case 'charge':
      return a && b && c && d
        ? ({ type: 'charge', hex: a, target: b, path: c.split('.'), facing: d } as BorodinoAction)
        : undefined;
    case 'respond':
      return a === 'square' || a === 'countercharge' || a === 'stand'
        ? { type: 'respond', response: a, ...(b ? { against: b } : {}) }
        : undefined;
    case 'recall':
      return a === 'yes' || a === 'no' ? { type: 'recall', recall: a === 'yes' } : undefined;
    case 'pursue':
      return a && b && (c === 'charge' || c === 'stop')
        ? ({ type: 'pursue', target: a, facing: b, charge: c === 'charge' } as BorodinoAction)
        : undefined;
    case 'unsquare':
      return a ? { type: 'unsquare', hex: a } : undefined;
    case 'square-move':
      return a && b ? { type: 'square-move', hex: a, to: b } : undefined;
    case 'evade':
      return a ? { type: 'evade', path: a === 'stand' ? [] : a.split('.') } : undefined;
    case 'counter':
      return a ? { type: 'counter', unit: a === 'none' ? null : a } : undefined;
    case 'restack':
      return a && b ? { type: 'restack', hex: a, unit: b } : undefined;
    case 'evade-advance':
      return a === 'yes' || a === 'no' ? { type: 'evade-advance', advance: a === 'yes' } : undefined;
    case 'withdraw':
      return a === 'stay'
        ? { type: 'withdraw', unit: null }
        : a && b && c
          ? ({ type: 'withdraw', unit: a, to: b, facing: c } as BorodinoAction)
          : undefined;
    case 'advance-face':
      return a ? ({ type: 'advance-face', facing: a } as BorodinoAction) : undefined;
    case 'advance-by':
      return a ? { type: 'advance-by', hex: a } : undefined;
    case 'retreat':
      return a && b ? { type: 'retreat', unit: a, to: b, ...(c ? { through: c } : {}) } : undefined;
    case 'rally':
      return a ? { type: 'rally', unit: a } : undefined;
    case 'recover':
      return a ? { type: 'recover', unit: a } : undefined;
    case 'place':
      return a && b ? { type: 'place', unit: a, to: b } : undefined;
    case 'fix':
      return a && b && (c === 'g' || c === 'd')
        ? ({ type: 'correct', unit: a, at: b, disordered: c === 'd', ...(d ? { facing: d } : {}) } as BorodinoAction)
        : undefined;
    default:
      return undefined;
  }
}

/** 6.24: the branch to change a stacking order, where one may be changed now. */
function stackBranch(game: Game, state: BorodinoState, side: Side): MenuItem[] {
  return restackable(game, state, side).length > 0
    ? [{ kind: 'branch', key: 'stack', label: words.labels.restackBranch }]
    : [];
}

/** 6.24: the units that may be put on top of their stacks now. */
function stackMenu(game: Game, namer: words.Namer, state: BorodinoState, side: Side): Menu {
  return {
    title: words.prompts.restack,
    items: restackable(game, state, side).map(({ hex, unit }) => ({
      kind: 'action',
      key: `restack/${hex}/${unit}`,
      label: words.labels.restack(namer.unit(unit), hex),
    })),
  };
}
