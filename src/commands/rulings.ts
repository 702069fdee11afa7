import {
  MessageFlags,
  SlashCommandBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type CommandInteractionOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { ScriptedDice, SourceDice, type Dice } from '../engine/core/dice.js';
import type { GameRulebook } from '../engine/core/game.js';
import { langOf, type Lang, type Localized } from '../engine/core/localized.js';
import {
  failureText,
  parseForcedDice,
  parseRulingInput,
  runRuling,
  type AnyRuling,
  type RawValue,
  type RulingOption,
} from '../engine/core/ruling.js';
import { RULEBOOKS } from '../engine/registry.js';
import { actingSide, afterChange, isReferee, refusalText } from '../bot/game-flow.js';
import { markRefused } from '../ops/interaction-scope.js';
import { answerPrivately } from '../bot/private-answer.js';
import { t } from '../bot/i18n.js';
import type { BotContext } from '../bot/context.js';
import { clip } from './builders.js';
import { RULING_HINTS } from './ruling-hints.js';
import type { Command } from './types.js';

/**
 * One slash command per game (`/pog`, `/gi`, `/borodino`, `/n1812`, `/oao`) with a subcommand per quick ruling,
 * built from the rulings themselves. With `roll` the players give the dice they rolled and the bot rolls nothing.
 * In a game's thread, for a seated player, the ruling is rolled with the game's auditable dice and logged.
 */

const ROLL_OPTION = 'roll';

export function rulingCommand(book: GameRulebook): Command {
  const builder = new SlashCommandBuilder()
    .setName(book.command)
    .setDescription(clip(`${book.title.en}: dice and tables, read as the rulebook says`))
    .setDescriptionLocalizations({ it: clip(`${book.title.it}: dadi e tabelle, letti come dice il regolamento`) });
  for (const ruling of book.rulings.slice(0, 25)) {
    builder.addSubcommand((s) => {
      const about = RULING_HINTS[`${book.command} ${ruling.id}`] ?? hint(ruling.description);
      s.setName(ruling.id).setDescription(about.en).setDescriptionLocalizations({ it: about.it });
      if (ruling.nameIt && ruling.nameIt !== ruling.id) s.setNameLocalizations({ it: ruling.nameIt });
      const ordered = [...ruling.options].sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false));
      for (const option of ordered.slice(0, 24))
        addOption(s, option, RULING_HINTS[`${book.command} ${ruling.id} ${option.name}`] ?? hint(option.description));
      s.addStringOption((o) =>
        o
          .setName(ROLL_OPTION)
          .setNameLocalizations({ it: 'tiro' })
          .setDescription('Dice you rolled yourselves, e.g. 4,3')
          .setDescriptionLocalizations({ it: 'Dadi tirati da voi, es. 4,3' })
          .setMaxLength(100),
      );
      return s;
    });
  }
  return {
    answer: 'public',
    data: builder.toJSON(),
    async execute(interaction, context) {
      await runRulingCommand(book, interaction, context);
    },
    async autocomplete(interaction) {
      await interaction.respond(choicesFor(book, interaction));
    },
  };
}

/**
 * What Discord shows beside an option: the description without its parenthetical rule numbers and examples
 * (Discord lists options in a narrow column and counts every character against the command's 8,000). The whole
 * description stays where there is room for it: `/help`, `umpire rulings <game>` and the refusals.
 */
export function hint(description: Localized): Localized {
  const cut = (text: string) => {
    const short = text
      .replace(/ \([^()]*\)/g, '')
      .replace(/[,:;] (e\.g\.|es\.|ad es\.) .*$/, '')
      .trim();
    return clip(short.length >= 6 ? short : text);
  };
  return { en: cut(description.en), it: cut(description.it) };
}

/** A short closed list is offered as Discord choices; a longer one by autocomplete (choices count against the limit). */
const MAX_STATIC_CHOICES = 3;

function addOption(s: SlashCommandSubcommandBuilder, option: RulingOption, about: Localized): void {
  const common = <
    T extends {
      setName(n: string): T;
      setDescription(d: string): T;
      setDescriptionLocalizations(l: Record<string, string>): T;
      setNameLocalizations(l: Record<string, string>): T;
      setRequired(r: boolean): T;
    },
  >(
    o: T,
  ): T => {
    o.setName(option.name)
      .setDescription(about.en)
      .setDescriptionLocalizations({ it: about.it })
      .setRequired(option.required ?? false);
    if (option.nameIt && option.nameIt !== option.name) o.setNameLocalizations({ it: option.nameIt });
    return o;
  };
  switch (option.type) {
    case 'integer':
      s.addIntegerOption((o) => {
        common(o);
        if (option.min !== undefined) o.setMinValue(option.min);
        if (option.max !== undefined) o.setMaxValue(option.max);
        return o;
      });
      return;
    case 'number':
      s.addNumberOption((o) => {
        common(o);
        if (option.min !== undefined) o.setMinValue(option.min);
        if (option.max !== undefined) o.setMaxValue(option.max);
        return o;
      });
      return;
    case 'boolean':
      s.addBooleanOption((o) => common(o));
      return;
    case 'string':
      s.addStringOption((o) => {
        common(o).setMaxLength(500);
        if (option.choices && option.choices.length <= MAX_STATIC_CHOICES)
          o.addChoices(
            ...option.choices.map((c) => ({
              name: clip(c.name.en),
              name_localizations: { it: clip(c.name.it) },
              value: c.value,
            })),
          );
        else if (option.choices) o.setAutocomplete(true);
        return o;
      });
      return;
  }
}

/** The choices of the focused option that match what the player typed, in their language (at most 25). */
export function choicesFor(
  book: GameRulebook,
  interaction: AutocompleteInteraction,
): { name: string; value: string }[] {
  const lang = langOf(interaction.locale);
  const ruling = book.rulings.find((r) => r.id === interaction.options.getSubcommand(false));
  const focused = interaction.options.getFocused(true);
  const option = ruling?.options.find((o) => o.name === focused.name);
  return matchingChoices(option, String(focused.value), lang);
}

export function matchingChoices(
  option: RulingOption | undefined,
  typed: string,
  lang: Lang,
): { name: string; value: string }[] {
  const wanted = typed.trim().toLowerCase();
  const all = (option?.choices ?? []).map((c) => ({ name: clip(c.name[lang]), value: c.value }));
  if (wanted === '') return all.slice(0, 25);
  const score = (c: { name: string; value: string }) => {
    const name = c.name.toLowerCase();
    if (c.value === wanted || name === wanted) return 0;
    if (c.value.startsWith(wanted) || name.startsWith(wanted)) return 1;
    return c.value.includes(wanted) || name.includes(wanted) ? 2 : 3;
  };
  return all
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s < 3)
    .sort((a, b) => a.s - b.s)
    .map((x) => x.c)
    .slice(0, 25);
}

function rawOptions(interaction: ChatInputCommandInteraction): Record<string, RawValue> {
  const raw: Record<string, RawValue> = {};
  const top = interaction.options.data[0];
  const list: readonly CommandInteractionOption[] = top?.options ?? [];
  for (const option of list) {
    if (option.value !== undefined && option.value !== null) raw[option.name] = option.value as RawValue;
  }
  return raw;
}

async function runRulingCommand(
  book: GameRulebook,
  interaction: ChatInputCommandInteraction,
  context: BotContext,
): Promise<void> {
  const lang = langOf(interaction.locale);
  const ruling = book.rulings.find((r) => r.id === interaction.options.getSubcommand()) as AnyRuling | undefined;
  if (!ruling) return;
  const { [ROLL_OPTION]: forcedText, ...raw } = rawOptions(interaction);
  // Bad input is answered at once, privately, before anything is rolled or posted.
  const parsed = parseRulingInput(ruling, raw);
  if (!parsed.ok) {
    markRefused();
    await interaction.reply({ content: `⚠️ ${failureText(ruling, parsed, lang)}`, flags: MessageFlags.Ephemeral });
    return;
  }
  let dice: Dice = new SourceDice((sides) => context.randomFace(sides));
  let forced = false;
  if (typeof forcedText === 'string') {
    const faces = parseForcedDice(forcedText);
    if (!faces.ok) {
      markRefused();
      await interaction.reply({ content: `⚠️ ${failureText(ruling, faces, lang)}`, flags: MessageFlags.Ephemeral });
      return;
    }
    dice = new ScriptedDice(faces.value);
    forced = true;
  }
  // From here on there is I/O: a public answer, in the callback when it is ready within the answer budget.
  await interaction.deferReply();
  if (!forced && (await rollInGame(book, ruling, raw, interaction, context, lang))) return;
  const tables = await context.packs.tablesFor(interaction.guildId, book.id);
  const run = runRuling(ruling, raw, dice, { tables });
  if (!run.outcome.ok) {
    await failPrivately(interaction, `⚠️ ${failureText(ruling, run.outcome, lang)}`);
    return;
  }
  const diceLine =
    run.dice.length > 0
      ? t(lang, forced ? 'rulings.diceGiven' : 'rulings.diceRolled', { dice: run.dice.map((d) => d.value).join(', ') })
      : '';
  await interaction.editReply({
    content: rulingMessage(book, ruling, `<@${interaction.user.id}>`, run.outcome.text[lang], diceLine, lang),
    allowedMentions: { parse: [] },
  });
}

/** A refusal is private, however the answer was expected (after a public deferral, the placeholder goes first). */
async function failPrivately(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  markRefused();
  await answerPrivately(interaction, content);
}

function rulingMessage(
  book: GameRulebook,
  ruling: AnyRuling,
  who: string,
  text: string,
  diceLine: string,
  lang: Lang,
): string {
  const title = `🎲 **${book.title[lang]} — ${lang === 'it' ? (ruling.nameIt ?? ruling.id) : ruling.id}** · ${who}`;
  const body = [title, text, diceLine].filter((x) => x.length > 0).join('\n');
  return body.length <= 2000 ? body : `${body.slice(0, 1990)}…`;
}

/** In a game thread of this game, a seated player's ruling uses the game's dice and goes into its log. */
async function rollInGame(
  book: GameRulebook,
  ruling: AnyRuling,
  raw: Record<string, RawValue>,
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  lang: Lang,
): Promise<boolean> {
  const loaded = await context.games.load(interaction.channelId);
  if (!loaded || loaded.pack.game !== book.id || loaded.game.meta.status === 'over') return false;
  const side = actingSide(loaded.game, loaded.module, interaction.user.id, false);
  if (!side) return false;
  const result = await context.games.act(interaction.channelId, {
    actor: {
      userId: interaction.user.id,
      side,
      ...(isReferee(interaction, context.refereeRole) &&
      !loaded.game.meta.seats.some((s) => s.userId === interaction.user.id)
        ? { referee: true }
        : {}),
    },
    action: { type: 'ruling', game: book.id, ruling: ruling.id, options: raw },
    iid: interaction.id,
  });
  if (result.kind !== 'applied') {
    await failPrivately(interaction, `⚠️ ${refusalText(result, lang)}`);
    return true;
  }
  const event = result.entry.events.find((e) => e.kind === 'ruling');
  const text = (event?.['text'] as { en: string; it: string } | undefined)?.[lang] ?? '';
  const diceLine =
    result.entry.dice.length > 0
      ? t(lang, 'rulings.diceGame', {
          dice: result.entry.dice.map((d) => d.value).join(', '),
          version: result.game.version,
        })
      : '';
  try {
    await interaction.editReply({
      content: rulingMessage(book, ruling, `<@${interaction.user.id}>`, text, diceLine, lang),
      allowedMentions: { parse: [] },
    });
  } finally {
    // Committed to the game's log: its status and reminder follow even when the answer could not be sent.
    await afterChange(context, interaction.client, loaded.game, result);
  }
  return true;
}

export const RULING_COMMANDS: readonly Command[] = RULEBOOKS.map(rulingCommand);
