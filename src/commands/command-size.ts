import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';

/**
 * Discord's limit on one application command: "the combined sum of characters in all the name, description and
 * value properties in the command's subcommands, options and choices" may not exceed 8,000, counting for each
 * field its longest localization. Bulk registration is all or nothing, so one command over the limit leaves the
 * bot with no commands at all: `npm run deploy:commands` checks this before sending, and so does our sandbox.
 */
export const COMMAND_CHARACTER_LIMIT = 8_000;
/** What we allow ourselves, to leave room for new rulings and options. */
export const COMMAND_CHARACTER_TARGET = 6_000;

interface Counted {
  readonly name: string;
  readonly name_localizations?: Readonly<Record<string, string | null>> | null;
  readonly description?: string;
  readonly description_localizations?: Readonly<Record<string, string | null>> | null;
  readonly value?: string | number;
  readonly options?: readonly Counted[];
  readonly choices?: readonly Counted[];
}

function longest(base: string | undefined, localized: Readonly<Record<string, string | null>> | null | undefined) {
  let max = base?.length ?? 0;
  for (const text of Object.values(localized ?? {})) if (text) max = Math.max(max, text.length);
  return max;
}

function counted(part: Counted): number {
  let total =
    longest(part.name, part.name_localizations) +
    longest(part.description, part.description_localizations) +
    (part.value === undefined ? 0 : String(part.value).length);
  for (const child of part.options ?? []) total += counted(child);
  for (const choice of part.choices ?? []) total += counted(choice);
  return total;
}

/** The characters Discord counts against the 8,000 of one command. */
export function commandSize(command: RESTPostAPIApplicationCommandsJSONBody): number {
  return counted(command as Counted);
}
