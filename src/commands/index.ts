import { roll } from './roll.js';
import type { Command, ComponentHandler } from './types.js';

/** Every slash command the bot registers. */
export const COMMANDS: readonly Command[] = [roll];

/** Every component handler, by custom-id prefix. */
export const COMPONENT_HANDLERS: readonly ComponentHandler[] = [];

export function commandDefinitions() {
  return COMMANDS.map((c) => c.data);
}
