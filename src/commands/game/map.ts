import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { langOf, type Lang } from '../../engine/core/localized.js';
import type { Pack } from '../../engine/core/pack.js';
import { acknowledgeNow } from '../../bot/answer.js';
import type { BotContext } from '../../bot/context.js';
import { t } from '../../bot/i18n.js';
import { failPrivately, gameHere } from './common.js';

/**
 * `/game map [at]`: the game's map as it stands, for whoever asks, privately: the whole map, or zoomed on a place
 * (`at`, found by its name or id as the player types). The picture is drawn by the render workers, which put it
 * in this command's deferred answer: the one answer deferred whatever its speed, as drawing takes its own time.
 */
export async function mapCommand(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const loaded = await gameHere(interaction, context, lang);
  if (!loaded) return;
  const typed = interaction.options.getString('at')?.trim();
  let at: string | undefined;
  if (typed) {
    at = placesOf(loaded.pack, lang).find(
      (p) =>
        p.id === typed || p.id.toLowerCase() === typed.toLowerCase() || p.name.toLowerCase() === typed.toLowerCase(),
    )?.id;
    if (!at) {
      await failPrivately(interaction, t(lang, 'game.unknownPlace', { place: typed.slice(0, 60) }));
      return;
    }
  }
  // The render worker edits this answer with the interaction's token, which it can only do once it is acknowledged.
  await acknowledgeNow(interaction);
  await context.renders.map({
    kind: 'map',
    channelId: interaction.channelId,
    ...(at ? { at } : {}),
    lang,
    applicationId: interaction.applicationId,
    token: interaction.token,
  });
}

/** Places whose name or id starts with (then contains) what was typed; an exact match first. */
export async function mapAutocomplete(interaction: AutocompleteInteraction, context: BotContext): Promise<void> {
  const lang = langOf(interaction.locale);
  const loaded = interaction.channelId ? await context.games.load(interaction.channelId) : undefined;
  if (!loaded) return interaction.respond([]);
  const wanted = String(interaction.options.getFocused()).trim().toLowerCase();
  const score = (p: { id: string; name: string }) => {
    const [id, name] = [p.id.toLowerCase(), p.name.toLowerCase()];
    if (wanted === '' || id === wanted || name === wanted) return 0;
    if (id.startsWith(wanted) || name.startsWith(wanted)) return 1;
    return id.includes(wanted) || name.includes(wanted) ? 2 : 3;
  };
  await interaction.respond(
    placesOf(loaded.pack, lang)
      .map((p) => ({ p, s: score(p) }))
      .filter((x) => x.s < 3)
      .sort((a, b) => a.s - b.s || a.p.name.localeCompare(b.p.name))
      .slice(0, 25)
      .map(({ p }) => ({ name: p.label.slice(0, 100), value: p.id })),
  );
}

/** The map's places as a player names them: hexes by number (and name, where they have one), spaces by name. */
function placesOf(pack: Pack, lang: Lang): { id: string; name: string; label: string }[] {
  const map = pack.map;
  if (map.kind === 'hex')
    return map.hexes.map((h) => ({ id: h.id, name: h.name ?? h.id, label: h.name ? `${h.name} (${h.id})` : h.id }));
  return [
    ...map.spaces.map((s) => ({ id: s.id, name: s.name ?? s.id, label: s.name ?? s.id })),
    ...map.boxes.map((b) => ({ id: b.id, name: b.name[lang], label: b.name[lang] })),
  ];
}
