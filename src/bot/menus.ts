import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { AnyGameModule, ActionChoice, Menu, MenuItem, SideId } from '../engine/core/game.js';
import type { Lang, Localized } from '../engine/core/localized.js';
import type { StoredGame } from '../store/types.js';
import { shortId } from './game-flow.js';
import { t } from './i18n.js';

/**
 * A game's legal-action menu as Discord components, built only from `module.menu()`. Custom ids carry what a
 * click acts on (game, version, side, menu path or action key), so a restart loses nothing and a click against
 * an older version is recognised and refused.
 *
 *   g:a:<game>:<version>:<side#>:<action key>        apply an action
 *   g:m:<game>:<version>:<side#>:<page>:<path>       open a menu level (path: branch keys joined by spaces)
 *   g:s:<game>:<version>:<side#>:<path>              a select menu of that level (its value is an item key)
 *
 * A referee also finds, at the root, the module's referee menu (its corrections) as a branch: its path starts with
 * REFEREE_BRANCH, and each level is `module.refereeMenu` of the keys after it. No one else is shown it or can open it.
 */

/** The root branch of a referee's corrections; no module key starts with `~`. */
export const REFEREE_BRANCH = '~ref';

/** A level of the menu as `/play` shows it: the side's legal actions and, for a referee, the corrections. */
export function menuLevel(
  module: AnyGameModule,
  state: unknown,
  side: SideId,
  path: readonly string[],
  referee: boolean,
): Menu {
  if (path[0] === REFEREE_BRANCH) {
    if (referee && module.refereeMenu) return module.refereeMenu(state, side, path.slice(1));
    return { title: module.menu(state, side, []).title, items: [] };
  }
  const menu = module.menu(state, side, path);
  if (!referee || path.length > 0 || !module.refereeMenu) return menu;
  const corrections = module.refereeMenu(state, side, []);
  if (corrections.items.length === 0) return menu;
  return { ...menu, items: [...menu.items, { kind: 'branch', key: REFEREE_BRANCH, label: corrections.title }] };
}

const BUTTONS_MAX = 20;
const PAGE = 25;

export interface MenuMessage {
  readonly content: string;
  readonly components: ActionRowBuilder<MessageActionRowComponentBuilder>[];
}

export function clipLabel(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function sideIndex(game: StoredGame, side: SideId): number {
  return game.meta.seats.findIndex((s) => s.side === side);
}

export function menuMessage(
  game: StoredGame,
  module: AnyGameModule,
  side: SideId,
  path: readonly string[],
  page: number,
  lang: Lang,
  header: string,
  referee = false,
): MenuMessage {
  const menu = menuLevel(module, game.state, side, path, referee);
  const id = shortId(game.meta);
  const s = sideIndex(game, side);
  const pathText = path.join(' ');
  const base = `${id}:${game.version}:${s}`;
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  const items = menu.items;
  const fits = (key: string) => `g:a:${base}:${key}`.length <= 100 && `g:m:${base}:0:${pathText} ${key}`.length <= 100;
  if (items.length <= BUTTONS_MAX && items.every((i) => fits(i.key))) {
    for (let r = 0; r < items.length; r += 5) {
      rows.push(
        new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
          items.slice(r, r + 5).map((item) =>
            new ButtonBuilder()
              .setCustomId(
                item.kind === 'action' ? `g:a:${base}:${item.key}` : `g:m:${base}:0:${[...path, item.key].join(' ')}`,
              )
              .setLabel(clipLabel(`${item.kind === 'branch' ? '▸ ' : ''}${item.label[lang]}`, 80))
              .setStyle(item.kind === 'action' ? ButtonStyle.Primary : ButtonStyle.Secondary),
          ),
        ),
      );
    }
  } else if (items.length > 0) {
    const pages = Math.ceil(items.length / PAGE);
    const current = Math.min(Math.max(0, page), pages - 1);
    const slice = items.slice(current * PAGE, current * PAGE + PAGE);
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(clipLabel(`g:s:${base}:${pathText}`, 100))
          .setPlaceholder(clipLabel(`${menu.title[lang]} (${current + 1}/${pages})`, 150))
          .addOptions(
            slice.map((item) => ({ label: clipLabel(item.label[lang], 100), value: item.key.slice(0, 100) })),
          ),
      ),
    );
    if (pages > 1) {
      rows.push(
        new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId(`g:m:${base}:${current - 1}:${pathText}`)
            .setLabel(t(lang, 'play.previous'))
            .setStyle(ButtonStyle.Secondary)
            .setDisabled(current === 0),
          new ButtonBuilder()
            .setCustomId(`g:m:${base}:${current + 1}:${pathText}`)
            .setLabel(t(lang, 'play.next'))
            .setStyle(ButtonStyle.Secondary)
            .setDisabled(current >= pages - 1),
        ),
      );
    }
  }
  const nav = new ActionRowBuilder<MessageActionRowComponentBuilder>();
  if (path.length > 0)
    nav.addComponents(
      new ButtonBuilder()
        .setCustomId(`g:m:${base}:0:${path.slice(0, -1).join(' ')}`)
        .setLabel(t(lang, 'play.back'))
        .setStyle(ButtonStyle.Secondary),
    );
  nav.addComponents(
    new ButtonBuilder()
      .setCustomId(`g:m:${base}:0:${pathText}`.slice(0, 100))
      .setLabel(t(lang, 'play.refresh'))
      .setStyle(ButtonStyle.Secondary),
  );
  if (rows.length < 5) rows.push(nav);
  const view = module.view(game.state, side);
  const content = [header, `**${view.prompt[lang]}**`, items.length > 0 ? menu.title[lang] : t(lang, 'play.nothing')]
    .filter((x) => x.length > 0)
    .join('\n');
  return { content: clipLabel(content, 2000), components: rows };
}

/** The item a key names at a menu level (to tell a branch from an action in a select menu's value). */
export function menuItem(
  module: AnyGameModule,
  game: StoredGame,
  side: SideId,
  path: readonly string[],
  key: string,
  referee = false,
): MenuItem | undefined {
  return menuLevel(module, game.state, side, path, referee).items.find((i) => i.key === key);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Legal actions matching what was typed: each word must be in the action's label (in the reader's language), its
 * key, or its hidden search words (a unit's nation and side, say, so `russ` finds Russian units). Ranked: the
 * exact label first, then labels starting with the text, then words starting words, then the rest, each in menu
 * order (shallow levels first); at most `limit`. Two actions with the same label (a unit flipped or removed, in a
 * module that labels only the unit) are told apart by their first menu level's label, so every choice names its
 * verb. The walk is bounded so a huge menu cannot stall autocomplete.
 */
export function searchActions(
  module: AnyGameModule,
  state: unknown,
  side: SideId,
  typed: string,
  lang: Lang,
  limit = 25,
  budget = 20_000,
): ActionChoice[] {
  const kept = findActions(module, state, side, typed, lang, limit, budget).slice(0, limit);
  const count = new Map<string, number>();
  for (const f of kept) count.set(f.choice.label[lang], (count.get(f.choice.label[lang]) ?? 0) + 1);
  return kept.map(({ choice, root }) =>
    (count.get(choice.label[lang]) ?? 0) > 1 && root
      ? { key: choice.key, label: withRoot(choice.label, root) }
      : choice,
  );
}

const withRoot = (label: Localized, root: Localized): Localized => ({
  en: `${root.en}: ${label.en}`,
  it: `${root.it}: ${label.it}`,
});

/** The matches, ranked, each with its first menu level's label. */
function findActions(
  module: AnyGameModule,
  state: unknown,
  side: SideId,
  typed: string,
  lang: Lang,
  limit: number,
  budget: number,
): { choice: ActionChoice; root: Localized | undefined }[] {
  const text = fold(typed).trim().replace(/\s+/g, ' ');
  // A suggestion's `Verb: label` typed back has a colon no label holds.
  const words = text
    .split(' ')
    .map((w) => w.replace(/:$/, ''))
    .filter((w) => w.length > 0);
  const found: { choice: ActionChoice; root: Localized | undefined; rank: number; order: number }[] = [];
  const queue: { path: string[]; root: Localized | undefined }[] = [{ path: [], root: undefined }];
  let visited = 0;
  // Enough matches to rank well, without walking a huge menu to the end.
  const wanted = Math.max(limit * 8, 200);
  for (let q = 0; q < queue.length && found.length < wanted && visited < budget; q++) {
    const { path, root } = queue[q]!;
    for (const item of module.menu(state, side, path).items) {
      visited++;
      if (item.kind === 'branch') {
        if (path.length < 6) queue.push({ path: [...path, item.key], root: root ?? item.label });
        continue;
      }
      const label = fold(item.label[lang]).replace(/\s+/g, ' ');
      // The first level's label too, so a verb finds actions whose labels name only the unit.
      const haystack = `${label} ${fold(item.key)} ${fold(item.search ?? '')} ${fold(root?.[lang] ?? '')}`;
      if (!words.every((w) => haystack.includes(w))) continue;
      const starts = words.every((w) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(w)}`, 'u').test(haystack));
      const rank = text === '' ? 3 : label === text ? 0 : label.startsWith(text) ? 1 : starts ? 2 : 3;
      found.push({ choice: { key: item.key, label: item.label }, root, rank, order: found.length });
      if (found.length >= wanted) break;
    }
  }
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return found;
}

/**
 * The one legal action whose label is exactly `typed` (in either language, ignoring case, accents and spacing),
 * for a player who types a label without picking the suggestion; undefined when none is, or several are.
 */
export function actionByLabel(
  module: AnyGameModule,
  state: unknown,
  side: SideId,
  typed: string,
  lang: Lang,
): ActionChoice | undefined {
  const text = fold(typed).trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const same = (label: string) => fold(label).replace(/\s+/g, ' ') === text;
  for (const language of [lang, lang === 'en' ? 'it' : 'en'] as const) {
    const found = findActions(module, state, side, typed, language, 50, 20_000);
    // As suggested with its verb (`Flip a unit: RU 1st Army`), or by its label alone when only one reads so.
    const full = found.filter(({ choice, root }) => root && same(withRoot(choice.label, root)[language]));
    if (full.length === 1) return full[0]!.choice;
    const plain = found.filter(({ choice }) => same(choice.label[language]));
    if (plain.length > 0) return plain.length === 1 ? plain[0]!.choice : undefined;
  }
  return undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
