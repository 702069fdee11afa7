import type { ChatInputCommandInteraction } from 'discord.js';
import { langOf } from '../../engine/core/localized.js';
import type { GameMeta } from '../../store/types.js';
import type { BotContext } from '../../bot/context.js';
import { isReferee, seatsOf, sideName } from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { clip } from '../builders.js';
import { failPrivately, gameHere, report } from './common.js';

const seatList = (meta: GameMeta, name: (side: string) => string, free: string) =>
  meta.seats.map((s) => `${name(s.side)}: ${s.userId ? `<@${s.userId}>` : free}`).join('\n');

/** `/game join [side]`: takes a free seat (the first free one when no side is named). */
export async function join(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const asked = interaction.options.getString('side');
  const seat = asked
    ? loaded.game.meta.seats.find((s) => s.side === asked)
    : loaded.game.meta.seats.find((s) => s.userId === null);
  if (!seat)
    return failPrivately(
      interaction,
      asked ? t(lang, 'game.seatsUnknownSide', { side: clip(asked, 40) }) : t(lang, 'game.seatsFull'),
    );
  if (seat.userId === interaction.user.id)
    return failPrivately(
      interaction,
      t(lang, 'game.seatsAlready', { side: sideName(loaded.module, loaded.pack, seat.side, lang) }),
    );
  if (seat.userId)
    return failPrivately(
      interaction,
      t(lang, 'game.seatsTaken', {
        side: sideName(loaded.module, loaded.pack, seat.side, lang),
        user: `<@${seat.userId}>`,
      }),
    );
  await interaction.deferReply();
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId: interaction.user.id, side: seat.side },
    change: (meta) =>
      meta.seats.find((s) => s.side === seat.side)?.userId
        ? {
            rule: 'seats',
            code: 'taken',
            message: { en: t('en', 'game.seatsTakenShort'), it: t('it', 'game.seatsTakenShort') },
          }
        : {
            ...meta,
            seats: meta.seats.map((s) => (s.side === seat.side ? { ...s, userId: interaction.user.id } : s)),
            // The game learns the new player's language for its public messages.
            langs: { ...meta.langs, [interaction.user.id]: lang },
          },
    describe: { seat: seat.side, user: interaction.user.id },
    events: [{ kind: 'seat', side: seat.side, user: interaction.user.id }],
    iid: interaction.id,
  });
  await report(interaction, context, loaded.game, result, lang, {
    text: (l) =>
      t(l, 'game.joined', {
        user: `<@${interaction.user.id}>`,
        side: sideName(loaded.module, loaded.pack, seat.side, l),
      }),
  });
}

/** `/game leave`: frees the user's seats. */
export async function leave(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const mine = seatsOf(loaded.game.meta, interaction.user.id);
  if (mine.length === 0) return failPrivately(interaction, t(lang, 'game.spectator'));
  await interaction.deferReply();
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId: interaction.user.id },
    change: (meta) => ({
      ...meta,
      seats: meta.seats.map((s) => (s.userId === interaction.user.id ? { ...s, userId: null } : s)),
    }),
    describe: { left: mine, user: interaction.user.id },
    iid: interaction.id,
  });
  await report(interaction, context, loaded.game, result, lang, {
    text: (l) =>
      t(l, 'game.left', {
        user: `<@${interaction.user.id}>`,
        sides: mine.map((s) => sideName(loaded.module, loaded.pack, s, l)).join(', '),
      }),
  });
}

/** `/game seats [side] [user]`: shows the seats; a referee reassigns one (logged as a referee correction). */
export async function seats(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const side = interaction.options.getString('side');
  const user = interaction.options.getUser('user');
  const name = (s: string) => sideName(loaded.module, loaded.pack, s, lang);
  if (!side && !user) {
    return failPrivately(
      interaction,
      `${t(lang, 'game.seats')}:\n${seatList(loaded.game.meta, name, t(lang, 'game.seatFree'))}`,
    );
  }
  if (!side || !loaded.game.meta.seats.some((s) => s.side === side)) {
    return failPrivately(interaction, t(lang, 'game.seatsUnknownSide', { side: clip(side ?? '?', 40) }));
  }
  if (!isReferee(interaction, context.refereeRole)) return failPrivately(interaction, t(lang, 'game.refereeOnly'));
  if (user?.bot) return failPrivately(interaction, t(lang, 'game.new.botOpponent'));
  await interaction.deferReply();
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId: interaction.user.id, referee: true },
    change: (meta) => ({
      ...meta,
      seats: meta.seats.map((s) => (s.side === side ? { ...s, userId: user?.id ?? null } : s)),
    }),
    describe: { seat: side, user: user?.id ?? null, referee: true },
    iid: interaction.id,
  });
  await report(interaction, context, loaded.game, result, lang, {
    text: (l) =>
      t(l, 'game.seatSet', {
        referee: `<@${interaction.user.id}>`,
        side: sideName(loaded.module, loaded.pack, side, l),
        user: user ? `<@${user.id}>` : t(l, 'game.seatFree'),
      }),
  });
}

/** `/game pings on|off`: whether the user is mentioned when it is their move. */
export async function pings(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const on = interaction.options.getString('mode', true) === 'on';
  const userId = interaction.user.id;
  const result = await context.games.changeMeta(interaction.channelId, {
    by: { userId },
    change: (meta) => ({
      ...meta,
      quiet: on ? meta.quiet.filter((u) => u !== userId) : [...new Set([...meta.quiet, userId])],
    }),
    describe: { pings: on, user: userId },
    iid: interaction.id,
  });
  await failPrivately(
    interaction,
    result.kind === 'applied' ? t(lang, on ? 'game.pingsOn' : 'game.pingsOff') : t(lang, 'game.noGame'),
  );
}
