import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { langOf } from '../engine/core/localized.js';
import { RULEBOOKS } from '../engine/registry.js';
import { both, t } from '../bot/i18n.js';
import { clip, named, str } from './builders.js';
import type { Command } from './types.js';

const TOPICS = ['start', 'play', 'dice', 'rulings', 'packs'] as const;

/** `/help [topic]`: how to play with Umpire, and each game's quick rulings. */
export const help: Command = {
  answer: 'private',
  data: named(new SlashCommandBuilder(), 'help', 'aiuto', both('help.description'))
    .addStringOption(
      str('topic', 'argomento', both('help.optionTopic'), (o) =>
        o.addChoices(
          ...TOPICS.map((topic) => ({
            name: t('en', `help.topics.${topic}.title`),
            name_localizations: { it: t('it', `help.topics.${topic}.title`) },
            value: topic,
          })),
          ...RULEBOOKS.map((book) => ({
            name: clip(book.title.en, 100),
            name_localizations: { it: clip(book.title.it, 100) },
            value: book.id,
          })),
        ),
      ),
    )
    .toJSON(),
  async execute(interaction) {
    const lang = langOf(interaction.locale);
    const topic = interaction.options.getString('topic') ?? 'start';
    const book = RULEBOOKS.find((b) => b.id === topic);
    let content: string;
    if (book) {
      const rulings = book.rulings.map(
        (r) => `• \`/${book.command} ${lang === 'it' ? (r.nameIt ?? r.id) : r.id}\` — ${r.description[lang]}`,
      );
      content = [
        `**${book.title[lang]}** — ${t(lang, 'help.gameIntro', { command: `/${book.command}` })}`,
        ...rulings,
        t(lang, 'help.gameFreeplay', { game: book.id }),
      ].join('\n');
    } else {
      const key = (TOPICS as readonly string[]).includes(topic) ? topic : 'start';
      content = `**${t(lang, `help.topics.${key as (typeof TOPICS)[number]}.title`)}**\n${t(lang, `help.topics.${key as (typeof TOPICS)[number]}.body`)}`;
    }
    await interaction.reply({ content: clip(content, 2000), flags: MessageFlags.Ephemeral });
  },
};
