import { act } from './act.js';
import { game } from './game/index.js';
import { help } from './help.js';
import { league } from './league/index.js';
import { pack } from './pack.js';
import { gameComponents, play } from './play.js';
import { roll } from './roll.js';
import { RULING_COMMANDS } from './rulings.js';
import type { Command, ComponentHandler } from './types.js';

/** Every slash command the bot registers. */
export const COMMANDS: readonly Command[] = [roll, game, act, play, help, pack, league, ...RULING_COMMANDS];

/** Every component handler, by custom-id prefix. */
export const COMPONENT_HANDLERS: readonly ComponentHandler[] = [gameComponents];

export function commandDefinitions() {
  return COMMANDS.map((c) => c.data);
}
