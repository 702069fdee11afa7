import type {
  SlashCommandBooleanOption,
  SlashCommandIntegerOption,
  SlashCommandStringOption,
  SlashCommandSubcommandBuilder,
  SlashCommandUserOption,
  SlashCommandAttachmentOption,
  SlashCommandNumberOption,
} from 'discord.js';
import type { Localized } from '../engine/core/localized.js';

/**
 * Names and descriptions in both languages, the same way everywhere: English as the base name, Italian as
 * Discord's `it` localization.
 */
type Named = {
  setName(name: string): unknown;
  setNameLocalizations(l: Record<string, string>): unknown;
  setDescription(d: string): unknown;
  setDescriptionLocalizations(l: Record<string, string>): unknown;
};

export function named<T extends Named>(builder: T, name: string, nameIt: string, description: Localized): T {
  builder.setName(name);
  if (nameIt !== name) builder.setNameLocalizations({ it: nameIt });
  builder.setDescription(clip(description.en));
  builder.setDescriptionLocalizations({ it: clip(description.it) });
  return builder;
}

export function clip(text: string, max = 100): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export const sub =
  (
    name: string,
    nameIt: string,
    description: Localized,
    build: (s: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder = (s) => s,
  ) =>
  (s: SlashCommandSubcommandBuilder) =>
    build(named(s, name, nameIt, description));

export const str =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandStringOption) => SlashCommandStringOption = (o) => o,
  ) =>
  (o: SlashCommandStringOption) =>
    extra(named(o, name, nameIt, description));

export const int =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandIntegerOption) => SlashCommandIntegerOption = (o) => o,
  ) =>
  (o: SlashCommandIntegerOption) =>
    extra(named(o, name, nameIt, description));

export const num =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandNumberOption) => SlashCommandNumberOption = (o) => o,
  ) =>
  (o: SlashCommandNumberOption) =>
    extra(named(o, name, nameIt, description));

export const bool =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandBooleanOption) => SlashCommandBooleanOption = (o) => o,
  ) =>
  (o: SlashCommandBooleanOption) =>
    extra(named(o, name, nameIt, description));

export const user =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandUserOption) => SlashCommandUserOption = (o) => o,
  ) =>
  (o: SlashCommandUserOption) =>
    extra(named(o, name, nameIt, description));

export const file =
  (
    name: string,
    nameIt: string,
    description: Localized,
    extra: (o: SlashCommandAttachmentOption) => SlashCommandAttachmentOption = (o) => o,
  ) =>
  (o: SlashCommandAttachmentOption) =>
    extra(named(o, name, nameIt, description));
