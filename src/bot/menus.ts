import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { AnyGameModule, ActionChoice, MenuItem, SideId } from '../engine/core/game.js';
import type { Lang } from '../engine/core/localized.js';
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
 */

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
): MenuMessage {
  const menu = module.menu(game.state, side, path);
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
): MenuItem | undefined {
  return module.menu(game.state, side, path).items.find((i) => i.key === key);
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Legal actions whose label (in the reader's language) or key holds every word typed, shallow levels first,
 * at most `limit`. The walk is bounded so a huge menu cannot stall autocomplete.
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
  const words = fold(typed)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const found: ActionChoice[] = [];
  const queue: string[][] = [[]];
  let visited = 0;
  for (let q = 0; q < queue.length && found.length < limit && visited < budget; q++) {
    const path = queue[q]!;
    for (const item of module.menu(state, side, path).items) {
      visited++;
      if (item.kind === 'branch') {
        if (path.length < 6) queue.push([...path, item.key]);
        continue;
      }
      const haystack = fold(`${item.label[lang]} ${item.key}`);
      if (words.every((w) => haystack.includes(w))) {
        found.push({ key: item.key, label: item.label });
        if (found.length >= limit) break;
      }
    }
  }
  return found;
}
