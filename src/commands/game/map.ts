import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { langOf, type Lang } from '../../engine/core/localized.js';
import type { Pack } from '../../engine/core/pack.js';
import { acknowledgeNow } from '../../bot/answer.js';
import type { BotContext } from '../../bot/context.js';
import { t } from '../../bot/i18n.js';
import { failPrivately, gameHere, type Loaded } from './common.js';

/**
 * `/game map [at] [supply]`: the game's map as it stands, for whoever asks, privately: the whole map, or zoomed on a
 * place (`at`, found by its name or id as the player types), with a side's supplied spaces shaded (`supply`, a side
 * of the game, where its module offers the overlay). The picture is drawn by the render workers, which put it
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
  const supply = supplySide(interaction.options.getString('supply'), loaded, lang);
  if (supply && 'problem' in supply) {
    await failPrivately(interaction, supply.problem);
    return;
  }
  // The render worker edits this answer with the interaction's token, which it can only do once it is acknowledged.
  await acknowledgeNow(interaction);
  await context.renders.map({
    kind: 'map',
    channelId: interaction.channelId,
    ...(at ? { at } : {}),
    ...(supply ? { supply: supply.side } : {}),
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
  const focused = interaction.options.getFocused(true);
  if (focused.name === 'supply')
    return interaction.respond(
      (loaded.module.overlay ? sidesOf(loaded, lang) : []).map((s) => ({ name: s.name.slice(0, 100), value: s.id })),
    );
  const wanted = String(focused.value).trim().toLowerCase();
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

/** The game's sides, by id and name. */
function sidesOf(loaded: Loaded, lang: Lang): { id: string; name: string }[] {
  const scenario = loaded.module.scenarios(loaded.pack).find((s) => s.id === loaded.game.meta.scenario);
  return (scenario?.sides ?? []).map((s) => ({ id: s.id, name: s.name[lang] }));
}

/** The side whose supply to shade, found by id or name; or why it cannot be shaded. */
function supplySide(
  typed: string | null,
  loaded: Loaded,
  lang: Lang,
): { side: string } | { problem: string } | undefined {
  const wanted = typed?.trim().toLowerCase();
  if (!wanted) return undefined;
  if (!loaded.module.overlay) return { problem: t(lang, 'game.noOverlay') };
  const sides = sidesOf(loaded, lang);
  const side = sides.find((s) => s.id.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
  if (!side)
    return {
      problem:
        t(lang, 'game.seatsUnknownSide', { side: wanted.slice(0, 40) }) + ` (${sides.map((s) => s.id).join(', ')})`,
    };
  return { side: side.id };
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
