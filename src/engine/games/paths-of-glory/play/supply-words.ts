import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the supply warnings (rules/supply-warnings.ts): the `supply-warning` log line that both
 * players read at a round's end,. play/words.ts hands the event here.
 */

const OF_SIDE: Readonly<Record<Side, Localized>> = {
  cp: loc('Central Powers', 'degli Imperi Centrali'),
  ap: loc('Allied', 'Alleate'),
};

const list = (e: GameEvent, key: string, n: Namer): string =>
  ((e[key] as readonly string[] | undefined) ?? []).map(n.space).join(', ');

export function describeSupply(e: GameEvent, n: Namer): Localized | undefined {
  if (e.kind !== 'supply-warning') return undefined;
  const side = OF_SIDE[e['side'] as Side] ?? loc('?', '?');
  const out = list(e, 'outOfSupply', n);
  const threatened = list(e, 'threatened', n);
  const chokepoints = list(e, 'chokepoints', n);
  const several = ((e['chokepoints'] as readonly string[] | undefined) ?? []).length > 1;
  const fell = {
    en: chokepoints ? ` (if ${several ? 'any of ' : ''}${chokepoints} fell)` : '',
    it: chokepoints ? ` (se cadesse ${several ? 'uno tra ' : ''}${chokepoints})` : '',
  };
  const parts = { en: [] as string[], it: [] as string[] };
  if (out) {
    parts.en.push(`${side.en} units out of supply since the round began: ${out}.`);
    parts.it.push(`Unità ${side.it} senza rifornimento dall’inizio del round: ${out}.`);
  }
  if (threatened) {
    parts.en.push(`${side.en} units one enemy capture would cut off: ${threatened}${fell.en}.`);
    parts.it.push(`Unità ${side.it} che una conquista nemica isolerebbe: ${threatened}${fell.it}.`);
  }
  return loc(`⚠️ Supply: ${parts.en.join(' ')}`, `⚠️ Rifornimento: ${parts.it.join(' ')}`);
}
