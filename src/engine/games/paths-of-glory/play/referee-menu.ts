import type { Menu, MenuItem } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Counter } from '../../../core/pack.js';
import { ELIMINATED_BOX, RESERVE_BOX, SIDES, type Side } from '../model.js';
import { adjacent, sideOfUnit } from '../rules/position.js';
import { isDeluxeUnit } from '../rules/deluxe-units.js';
import * as rw from './referee-words.js';
import type { Game } from './setup.js';
import { GONE, OFF, type PogState } from './state.js';
import type { Namer } from './words.js';
import { SIDE_NAME } from './words.js';

/**
 * A referee's corrections as a menu (GameModule.refereeMenu), one level at a time, so that a referee picks them
 * instead of typing `fix/...` keys in /act: the kind of correction, then what it edits, then the value. Every
 * action's key is one `decodeKey` reads back (`fix/place/ge-1/liege`), and only a referee may apply it
 * (GameModule.refereeOnly). Big lists are narrowed by a level first (a unit by its nation, a space by its country,
 * a card by its side) so that a level holds a select menu's 25 options or a few pages of them.
 *
 * The path's first key is the kind (`place`, `flip`, `control`, `trench`, `counter`, `card`, `event`, `war`); the
 * next are branches named by a prefix: `n:` a nation, `u:` a unit, `c:` a country, `s:` a space, `k:` a counter or
 * a card, `d:` a side's cards.
 */

const KINDS: readonly rw.CorrectionKind[] = ['place', 'flip', 'control', 'trench', 'counter', 'card', 'event', 'war'];
const COUNTERS = ['vp', 'ws-cp', 'ws-ap', 'cws'] as const;
type CounterId = (typeof COUNTERS)[number];
/** The nations a referee may bring into the war (the `war` correction). */
const ENTRANTS = ['it', 'ro', 'gr', 'bu', 'tu', 'us'] as const;
/** How far from its value a counter's menu offers to set it (a select menu holds 25). */
const COUNTER_WINDOW = 12;

export function refereeMenuOf(
  game: Game,
  namer: Namer,
  counters: ReadonlyMap<string, Counter>,
  state: PogState,
  path: readonly string[],
): Menu {
  const title = rw.refereeTitle;
  // 5.1: a game over takes no correction (the machine refuses it).
  if (state.over) return { title, items: [] };
  const [kind, ...rest] = path;
  if (kind === undefined)
    return {
      title,
      items: KINDS.map((k): MenuItem => ({ kind: 'branch', key: k, label: rw.KIND_LABEL[k] })),
    };
  const picked = new Map<string, string>();
  for (const key of rest) {
    const colon = key.indexOf(':');
    if (colon > 0) picked.set(key.slice(0, colon), key.slice(colon + 1));
  }
  const at = (prefix: string) => picked.get(prefix);
  const menus = new Menus(game, namer, counters, state);
  switch (kind) {
    case 'place':
      return menus.place(at('n'), at('u'), at('c'));
    case 'flip':
      return menus.flip(at('n'));
    case 'control':
    case 'trench':
      return menus.space(kind, at('c'), at('s'));
    case 'counter':
      return menus.counter(at('k'));
    case 'card':
    case 'event':
      return menus.card(kind, at('d'), at('k'));
    case 'war':
      return {
        title: rw.prompts.nationAtWar,
        items: ENTRANTS.filter((n) => !state.atWar.includes(n)).map((n): MenuItem => ({
          kind: 'action',
          key: `fix/war/${n}`,
          label: rw.labels.enters(rw.nationName(n)),
        })),
      };
    default:
      return { title, items: [] };
  }
}

class Menus {
  constructor(
    private readonly game: Game,
    private readonly namer: Namer,
    private readonly counters: ReadonlyMap<string, Counter>,
    private readonly state: PogState,
  ) {}

  private get model() {
    return this.game.model;
  }

  /** The nations that have units, in the counter sheet's order. */
  private nations(): string[] {
    return [...new Set(Object.keys(this.state.units).map((u) => this.nationOfUnit(u)))];
  }

  /** The counter's nation as the counter sheet prints it (the BEF is British). */
  private nationOfUnit(unit: string): string {
    return this.counters.get(unit)?.nation ?? unit;
  }

  private where(at: string): Localized {
    if (at === OFF) return rw.OFF_MAP;
    if (at === GONE) return rw.GONE_FOR_GOOD;
    const name = this.namer.space(at);
    return loc(name, name);
  }

  private nationLevel(): Menu {
    return {
      title: rw.prompts.nation,
      items: this.nations().map((n): MenuItem => ({ kind: 'branch', key: `n:${n}`, label: rw.nationName(n) })),
    };
  }

  /** The nation's units; the Deluxe cards' units only in a game with those cards. */
  private unitsOf(nation: string): string[] {
    return Object.keys(this.state.units).filter(
      (u) => this.nationOfUnit(u) === nation && (this.state.deluxe === true || !isDeluxeUnit(u)),
    );
  }

  place(nation: string | undefined, unit: string | undefined, country: string | undefined): Menu {
    if (nation === undefined) return this.nationLevel();
    if (unit === undefined)
      return {
        title: rw.prompts.unit,
        items: this.unitsOf(nation).map((u): MenuItem => {
          const label = rw.labels.unitAt(this.namer.unit(u), this.where(this.state.units[u]!.at));
          return { kind: 'branch', key: `u:${u}`, label };
        }),
      };
    const now = this.state.units[unit]?.at;
    if (now === undefined) return { title: rw.prompts.unit, items: [] };
    const place = (to: string, label: Localized): MenuItem => ({
      kind: 'action',
      key: `fix/place/${unit}/${to}`,
      label,
    });
    if (country !== undefined)
      return {
        title: rw.prompts.space,
        items: this.spacesOf(country)
          .filter((s) => s !== now)
          .map((s) => place(s, loc(this.namer.space(s), this.namer.space(s)))),
      };
    // Where a unit put one space wrong goes first: the spaces next to it, then its side's boxes, then by country.
    const side = sideOfUnit(this.model, unit);
    const near = this.model.spaces[now] ? adjacent(this.model, now).map((a) => a.space) : [];
    const items: MenuItem[] = [...new Set(near)]
      .filter((s) => this.model.spaces[s])
      .map((s) => place(s, rw.labels.nearby(this.namer.space(s))));
    for (const box of [RESERVE_BOX[side], ELIMINATED_BOX[side], OFF, GONE])
      if (box !== now) items.push(place(box, this.where(box)));
    for (const c of this.countries()) items.push({ kind: 'branch', key: `c:${c ?? '-'}`, label: rw.nationName(c) });
    return { title: rw.prompts.where(this.namer.unit(unit), this.where(now)), items };
  }

  flip(nation: string | undefined): Menu {
    if (nation === undefined) return this.nationLevel();
    return {
      title: rw.prompts.unit,
      items: this.unitsOf(nation).map((u): MenuItem => ({
        kind: 'action',
        key: `fix/flip/${u}`,
        label: rw.labels.flip(this.namer.unit(u), this.state.units[u]!.strength === 'reduced'),
      })),
    };
  }

  /** The countries of the map's spaces, in the order the map lists them (null: spaces of no country). */
  private countries(): (string | null)[] {
    return [...new Set(Object.values(this.model.spaces).map((s) => s.nation))];
  }

  private spacesOf(country: string): string[] {
    const code = country === '-' ? null : country;
    return Object.values(this.model.spaces)
      .filter((s) => s.nation === code)
      .map((s) => s.id)
      .sort((a, b) => this.namer.space(a).localeCompare(this.namer.space(b)));
  }

  space(kind: 'control' | 'trench', country: string | undefined, space: string | undefined): Menu {
    if (country === undefined)
      return {
        title: rw.prompts.country,
        items: this.countries().map((c): MenuItem => ({
          kind: 'branch',
          key: `c:${c ?? '-'}`,
          label: rw.nationName(c),
        })),
      };
    const controller = (s: string): Localized => {
      const side = this.state.control[s];
      return side ? SIDE_NAME[side] : rw.NO_ONE;
    };
    const trench = (s: string) => this.state.trenches[s] ?? 0;
    if (space === undefined)
      return {
        title: rw.prompts.space,
        items: this.spacesOf(country).map((s): MenuItem => {
          const name = this.namer.space(s);
          const now = kind === 'control' ? controller(s) : rw.labels.trenchLevel(trench(s));
          return { kind: 'branch', key: `s:${s}`, label: rw.labels.control(name, now) };
        }),
      };
    if (!this.model.spaces[space]) return { title: rw.prompts.space, items: [] };
    const name = this.namer.space(space);
    if (kind === 'control') {
      const now = this.state.control[space] ?? 'none';
      return {
        title: loc(name, name),
        items: [...SIDES, 'none' as const]
          .filter((who) => who !== now)
          .map((who): MenuItem => ({
            kind: 'action',
            key: `fix/control/${space}/${who}`,
            label: rw.labels.control(name, who === 'none' ? rw.NO_ONE : SIDE_NAME[who]),
          })),
      };
    }
    return {
      title: loc(name, name),
      items: [0, 1, 2]
        .filter((level) => level !== trench(space))
        .map((level): MenuItem => ({
          kind: 'action',
          key: `fix/trench/${space}/${level}`,
          label: rw.labels.control(name, rw.labels.trenchLevel(level)),
        })),
    };
  }

  private counterValue(counter: CounterId): number {
    const s = this.state;
    if (counter === 'vp') return s.vp;
    if (counter === 'cws') return s.combinedWarStatus;
    return s.warStatus[counter === 'ws-cp' ? 'cp' : 'ap'];
  }

  counter(counter: string | undefined): Menu {
    const known = COUNTERS.find((c) => c === counter);
    if (known === undefined)
      return {
        title: rw.prompts.counter,
        items: COUNTERS.map((c): MenuItem => {
          const text = `${rw.COUNTER_LABEL[c].en} (${this.counterValue(c)})`;
          const testo = `${rw.COUNTER_LABEL[c].it} (${this.counterValue(c)})`;
          return { kind: 'branch', key: `k:${c}`, label: loc(text, testo) };
        }),
      };
    const now = this.counterValue(known);
    const values: number[] = [];
    // A counter never goes below 0 on its track; the correction's schema allows up to 99.
    for (let v = Math.max(0, now - COUNTER_WINDOW); v <= Math.min(99, now + COUNTER_WINDOW); v++)
      if (v !== now) values.push(v);
    return {
      title: rw.prompts.value(rw.COUNTER_LABEL[known], now),
      items: values.map((v): MenuItem => ({ kind: 'action', key: `fix/${known}/${v}`, label: loc(`${v}`, `${v}`) })),
    };
  }

  private placeOfCard(card: string, side: Side): rw.CardPlace {
    const s = this.state;
    if (s.hand[side].includes(card)) return 'hand';
    if (s.discard[side].includes(card)) return 'discard';
    if (s.removed[side].includes(card)) return 'removed';
    if (s.inPlay.includes(card)) return 'in-play';
    return 'deck';
  }

  card(kind: 'card' | 'event', side: string | undefined, card: string | undefined): Menu {
    const own = SIDES.find((s) => s === side);
    if (own === undefined)
      return {
        title: rw.prompts.side,
        items: SIDES.map((s): MenuItem => ({ kind: 'branch', key: `d:${s}`, label: SIDE_NAME[s] })),
      };
    const cards = [...this.game.cardById]
      .filter(([, c]) => c.side === own && (c.deluxe ? this.state.deluxe === true : true))
      .map(([id]) => id);
    if (kind === 'event')
      return {
        title: rw.prompts.card,
        items: cards.map((c): MenuItem => {
          const played = this.state.events.includes(c);
          return {
            kind: 'action',
            key: `fix/event/${c}/${played ? 'no' : 'yes'}`,
            label: rw.labels.eventPlayed(this.namer.card(c), !played),
          };
        }),
      };
    if (card === undefined)
      return {
        title: rw.prompts.card,
        items: cards.map((c): MenuItem => ({
          kind: 'branch',
          key: `k:${c}`,
          label: rw.labels.cardIn(this.namer.card(c), rw.CARD_PLACE[this.placeOfCard(c, own)]),
        })),
      };
    if (!cards.includes(card)) return { title: rw.prompts.card, items: [] };
    const now = this.placeOfCard(card, own);
    return {
      title: rw.prompts.cardTo(this.namer.card(card), rw.CARD_PLACE[now]),
      items: (['hand', 'discard', 'removed', 'deck'] as const)
        .filter((to) => to !== now)
        .map((to): MenuItem => ({ kind: 'action', key: `fix/card/${card}/${to}`, label: rw.CARD_PLACE[to] })),
    };
  }
}
