import { AttachmentBuilder, MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { langOf, type Lang } from '../../engine/core/localized.js';
import { faceStats } from '../../engine/core/stats.js';
import { exportGame } from '../../store/export.js';
import type { LogEntry } from '../../store/types.js';
import type { BotContext } from '../../bot/context.js';
import { entryText, seatsOf, seedWords, sideName, statusText } from '../../bot/game-flow.js';
import { t } from '../../bot/i18n.js';
import { gameHere, type Loaded } from './common.js';

/** `/game status`: the pinned status, plus the user's own prompt and what only they may see. */
export async function status(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const lines = [statusText(loaded.game, loaded.module, loaded.pack, lang)];
  for (const side of seatsOf(loaded.game.meta, interaction.user.id)) {
    const view = loaded.module.view(loaded.game.state, side);
    lines.push(`\n**${sideName(loaded.module, loaded.pack, side, lang)}** — ${view.prompt[lang]}`);
    for (const secret of view.secret ?? []) lines.push(`🔒 ${secret[lang]}`);
  }
  await interaction.reply({
    content: clip2000(lines.join('\n')),
    flags: MessageFlags.Ephemeral,
    allowedMentions: { parse: [] },
  });
}

/** `/game log [count]`: the game's history in words, with its dice (public information only). */
export async function log(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const count = interaction.options.getInteger('count') ?? 15;
  const entries = await context.games.history(interaction.channelId, {
    from: Math.max(0, loaded.game.version - count + 1),
  });
  const lines = entries.map((entry) => logLine(loaded, entry, lang)).filter((l) => l.length > 0);
  await interaction.editReply({
    content: clip2000(
      `📜 ${t(lang, 'game.logTitle', { count: lines.length, version: loaded.game.version })}\n${lines.join('\n')}`,
    ),
    allowedMentions: { parse: [] },
  });
}

function logLine(loaded: Loaded, entry: LogEntry, lang: Lang): string {
  const dice = entry.dice.length > 0 ? ` 🎲 ${entry.dice.map((d) => d.value).join(',')}` : '';
  const who = entry.by?.side ? `${sideName(loaded.module, loaded.pack, entry.by.side, lang)}: ` : '';
  const text = entryText(loaded.module, entry, lang).replace(/^• /gm, '');
  switch (entry.kind) {
    case 'setup':
      return `\`v0\` ${t(lang, 'game.logSetup')}`;
    case 'undo':
      return `\`v${entry.v}\` ${who}${t(lang, 'game.logUndo', { to: entry.to ?? 0 })}`;
    case 'rollback':
      return `\`v${entry.v}\` ${t(lang, 'game.logRollback', { to: entry.to ?? 0 })}`;
    case 'meta':
      return text ? `\`v${entry.v}\` ${text}` : '';
    case 'action':
      return `\`v${entry.v}\` ${text.split('\n').join(' / ')}${dice}`;
  }
}

/** `/game export`: the game as JSON; with the seed, log and state once the game is over. */
export async function exportCommand(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const data = await exportGame(context.games, interaction.channelId);
  const file = new AttachmentBuilder(Buffer.from(JSON.stringify(data, null, 1)), {
    name: `umpire-${loaded.game.meta.id}-v${loaded.game.version}.json`,
  });
  await interaction.editReply({
    content: t(lang, data?.full ? 'game.exportFull' : 'game.exportPublic'),
    files: [file],
  });
}

/** `/game dice`: the game's dice per side and kind of roll, with a chi-square test against fair dice. */
export async function diceCommand(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const entries = await context.games.history(interaction.channelId);
  const groups = new Map<string, { side: string; purpose: string; sides: number; zero: boolean; values: number[] }>();
  for (const entry of entries) {
    for (const die of entry.dice) {
      const side = entry.by?.side ?? '-';
      const purpose = die.purpose ?? t(lang, 'game.diceAny');
      const key = `${side}|${purpose}|${die.sides}|${die.zeroBased ? 0 : 1}`;
      const group = groups.get(key) ?? { side, purpose, sides: die.sides, zero: die.zeroBased === true, values: [] };
      group.values.push(die.value);
      groups.set(key, group);
    }
  }
  const lines = [t(lang, 'game.diceTitle', { total: entries.reduce((n, e) => n + e.dice.length, 0) })];
  for (const group of groups.values()) {
    const stats = faceStats(group.values, group.sides, group.zero ? 0 : 1);
    const side = group.side === '-' ? '—' : sideName(loaded.module, loaded.pack, group.side, lang);
    const faces = stats.counts.map((c, i) => `${stats.first + i}:${c}`).join(' ');
    const p =
      stats.pValue === undefined
        ? t(lang, 'game.diceFew')
        : `χ²=${stats.chiSquare.toFixed(2)} (df ${stats.degreesOfFreedom}), p=${stats.pValue.toFixed(3)}`;
    lines.push(
      `**${side}** · ${group.purpose} · d${group.sides}: ${stats.rolls} — ${faces} — ${t(lang, 'game.diceMean', { mean: stats.mean.toFixed(2), expected: stats.expectedMean })} — ${p}`,
    );
  }
  lines.push(t(lang, 'game.diceCommitment', { commitment: loaded.game.meta.commitment }));
  lines.push(
    loaded.game.meta.status === 'over'
      ? t(lang, 'game.diceSeed', seedWords(loaded.game))
      : t(lang, 'game.diceSeedLater'),
  );
  await interaction.editReply({ content: clip2000(lines.join('\n')) });
}

function clip2000(text: string): string {
  return text.length <= 2000 ? text : `${text.slice(0, 1990)}…`;
}
