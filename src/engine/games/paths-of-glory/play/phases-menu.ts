import type { Menu, MenuItem } from '../../../core/game.js';
import type { Localized } from '../../../core/localized.js';
import { replaceOptions, type ReplacementFrame } from './phases.js';
import * as pw from './phases-words.js';
import type { Game } from './setup.js';
import type { PogAction, PogState } from './state.js';
import type { Namer } from './words.js';

/**
 * The Replacement Phase's menu (17.1) and its keys: `rep/<unit>/<full|reduced>[/<space or box>]`, `replaced`. Only
 * the replacements `replaceOptions` allows (what `apply` checks) are offered.
 */
export function phasesMenu(game: Game, namer: Namer, state: PogState, frame: ReplacementFrame, title: Localized): Menu {
  const items: MenuItem[] = replaceOptions(game, state, frame).map((o) => ({
    kind: 'action',
    key: `rep/${o.unit}/${o.strength}${o.at ? `/${o.at}` : ''}`,
    label: pw.replaceLabel(namer.unit(o.unit), o.strength, o.at ? namer.space(o.at) : undefined, o.nation),
  }));
  items.push({ kind: 'action', key: 'replaced', label: pw.phaseLabels.replaced });
  return { title, items };
}

/** The action a Replacement Phase key stands for. */
export function decodePhasesKey(key: string): PogAction | undefined {
  const [kind, unit, strength, at] = key.split('/');
  if (kind === 'replaced') return { type: 'replaced' };
  if (kind !== 'rep' || !unit || (strength !== 'full' && strength !== 'reduced')) return undefined;
  return at ? { type: 'replace', unit, strength, at } : { type: 'replace', unit, strength };
}
