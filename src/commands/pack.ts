import {
  AttachmentBuilder,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { langOf } from '../engine/core/localized.js';
import { builtInPack } from '../engine/packs.js';
import { MAX_PACK_BYTES } from '../store/packs.js';
import type { BotContext } from '../bot/context.js';
import { isReferee } from '../bot/game-flow.js';
import { both, t } from '../bot/i18n.js';
import { clip, file, named, str, sub } from './builders.js';
import type { Command } from './types.js';

/**
 * `/pack`: a club's own data (its copy of a game's map and counters, the tables a rulebook lacks), imported as a
 * JSON attachment, validated by the pack schema, stored per guild, versioned.
 */
export const pack: Command = {
  answer: 'private',
  data: named(new SlashCommandBuilder(), 'pack', 'pacchetto', both('pack.description'))
    .addSubcommand(
      sub('import', 'importa', both('pack.sub.import'), (s) =>
        s.addAttachmentOption(file('file', 'file', both('pack.options.file'), (o) => o.setRequired(true))),
      ),
    )
    .addSubcommand(sub('list', 'elenco', both('pack.sub.list')))
    .addSubcommand(
      sub('export', 'esporta', both('pack.sub.export'), (s) =>
        s.addStringOption(
          str('pack', 'pacchetto', both('pack.options.pack'), (o) => o.setRequired(true).setAutocomplete(true)),
        ),
      ),
    )
    .addSubcommand(
      sub('remove', 'rimuovi', both('pack.sub.remove'), (s) =>
        s.addStringOption(
          str('pack', 'pacchetto', both('pack.options.pack'), (o) => o.setRequired(true).setAutocomplete(true)),
        ),
      ),
    )
    .toJSON(),

  async execute(interaction, context) {
    const lang = langOf(interaction.locale);
    if (!interaction.inGuild()) {
      await interaction.editReply(t(lang, 'game.new.guildOnly'));
      return;
    }
    switch (interaction.options.getSubcommand()) {
      case 'import':
        return importPack(interaction, context);
      case 'list': {
        const available = await context.packs.available(interaction.guildId);
        const lines = available.map((a) => {
          const kind = 'provenance' in a.pack ? a.pack.provenance.kind : a.pack.kind;
          return `• **${a.pack.title[lang]}** \`${a.builtIn ? a.ref.id : `guild:${a.ref.id}`}\` v${a.ref.version} — ${a.builtIn ? t(lang, 'pack.builtIn') : t(lang, 'pack.club')}${kind === 'schematic' ? ` · ${t(lang, 'pack.schematic')}` : ''}`;
        });
        await interaction.editReply(clip(`${t(lang, 'pack.listTitle')}\n${lines.join('\n')}`, 2000));
        return;
      }
      case 'export': {
        const choice = interaction.options.getString('pack', true);
        const found = await context.packs.resolveChoice(interaction.guildId, choice);
        if (!found) {
          await interaction.editReply(t(lang, 'pack.unknown', { pack: clip(choice, 40) }));
          return;
        }
        const attachment = new AttachmentBuilder(Buffer.from(JSON.stringify(found.pack, null, 1)), {
          name: `${found.pack.id}-v${found.pack.version}.json`,
        });
        await interaction.editReply({
          content: t(lang, 'pack.exported', { pack: found.pack.title[lang] }),
          files: [attachment],
        });
        return;
      }
      case 'remove': {
        if (!mayManage(interaction, context)) {
          await interaction.editReply(t(lang, 'pack.notAllowed'));
          return;
        }
        const choice = interaction.options.getString('pack', true).replace(/^guild:/, '');
        if (builtInPack(choice)) {
          await interaction.editReply(t(lang, 'pack.builtInStays'));
          return;
        }
        const removed = await context.packs.remove(interaction.guildId, choice);
        await interaction.editReply(
          removed
            ? t(lang, 'pack.removed', { pack: clip(choice, 40) })
            : t(lang, 'pack.unknown', { pack: clip(choice, 40) }),
        );
        return;
      }
    }
  },

  async autocomplete(interaction, context) {
    const lang = langOf(interaction.locale);
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const own = interaction.options.getSubcommand() === 'remove';
    const available = (await context.packs.available(interaction.guildId)).filter((a) => !own || !a.builtIn);
    await interaction.respond(
      available
        .map((a) => ({
          name: clip(`${a.pack.title[lang]} (v${a.ref.version})`, 100),
          value: a.builtIn ? a.ref.id : `guild:${a.ref.id}`,
        }))
        .filter((c) => c.name.toLowerCase().includes(typed) || c.value.includes(typed))
        .slice(0, 25),
    );
  },
};

function mayManage(interaction: ChatInputCommandInteraction, context: BotContext): boolean {
  return (
    isReferee(interaction, context.refereeRole) ||
    (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false)
  );
}

async function importPack(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  if (!mayManage(interaction, context)) {
    await interaction.editReply(t(lang, 'pack.notAllowed'));
    return;
  }
  const attachment = interaction.options.getAttachment('file', true);
  if (attachment.size > MAX_PACK_BYTES) {
    await interaction.editReply(t(lang, 'pack.tooLarge', { max: Math.round(MAX_PACK_BYTES / 1024 / 1024) }));
    return;
  }
  let data: unknown;
  try {
    const response = await fetch(attachment.url, { signal: AbortSignal.timeout(10_000) });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok || body.length > MAX_PACK_BYTES)
      throw new Error(`download failed (${response.status}, ${body.length} bytes)`);
    data = JSON.parse(body.toString('utf8')) as unknown;
  } catch (error) {
    await interaction.editReply(t(lang, error instanceof SyntaxError ? 'pack.notJson' : 'pack.downloadFailed'));
    return;
  }
  const result = await context.packs.import(interaction.guildId!, data, interaction.user.id, context.clock());
  if (!result.ok) {
    const shown = result.errors.slice(0, 15).map((e) => `• \`${clip(e.replace(/`/g, "'"), 180)}\``);
    const more =
      result.errors.length > 15 ? `\n${t(lang, 'pack.moreErrors', { count: result.errors.length - 15 })}` : '';
    await interaction.editReply(
      clip(`${t(lang, 'pack.invalid', { count: result.errors.length })}\n${shown.join('\n')}${more}`, 2000),
    );
    return;
  }
  const p = result.pack;
  const places = p.map.kind === 'hex' ? p.map.hexes.length : p.map.spaces.length;
  await interaction.editReply(
    t(lang, result.replaced ? 'pack.updated' : 'pack.imported', {
      pack: p.title[lang],
      id: `guild:${p.id}`,
      version: p.version,
      places,
      counters: p.counters.length,
      tables: Object.keys(p.tables).length,
    }),
  );
}
