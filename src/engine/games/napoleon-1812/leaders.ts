import { z } from 'zod';
import { d6 } from '../../core/dice.js';
import { joinLocalized, loc } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { ESCAPE_RADIUS, LEADER_LOST_FACE } from './tables.js';
import { refuse } from './input-errors.js';

/**
 * 11.19 (and 8.9): when every combat unit of a hex with leaders is eliminated, or a lone leader is attacked or
 * entered, its owner rolls 1xd6 per leader: a 1 eliminates him, otherwise he escapes to any friendly stack within
 * 3 hexes, and is eliminated if there is none. 14.7: Napoleon killed or captured this way is an immediate Russian win.
 */

export type LeaderFate = 'eliminated' | 'escapes';

export interface EscapeRoll {
  readonly leader: string;
  readonly die: number;
  readonly fate: LeaderFate;
}

export interface EscapeResult {
  readonly leaders: readonly EscapeRoll[];
  /** 14.7: Napoleon eliminated under 11.19 ends the game with a Russian victory. */
  readonly russianVictory: boolean;
}

const MAX_LEADERS = 20;
const NAME = /^[\p{L}][\p{L} .'’-]{0,29}$/u;

const leadersSchema = z.string().transform((text, ctx) => {
  const trimmed = text.trim();
  if (/^\d{1,2}$/.test(trimmed)) {
    const count = Number(trimmed);
    if (count >= 1 && count <= MAX_LEADERS) return Array.from({ length: count }, (_, i) => `#${i + 1}`);
  } else {
    const names = trimmed
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    if (names.length >= 1 && names.length <= MAX_LEADERS && names.every((n) => NAME.test(n))) return names;
  }
  refuse(
    ctx,
    `give the leaders' names separated by commas (e.g. Napoleon,Murat) or their number, 1 to ${MAX_LEADERS}`,
    `indica i nomi dei Comandanti separati da virgole (ad es. Napoleone,Murat) o il loro numero, da 1 a ${MAX_LEADERS}`,
  );
  return z.NEVER;
});

/** Napoleon, as players may write him in either language. */
export function isNapoleon(name: string): boolean {
  return /^napol[eé]on[e]?$/i.test(name.trim()) || /^napoleon bonaparte$/i.test(name.trim());
}

export const escape = defineRuling<{ leaders: string[]; noRefuge: boolean }, EscapeResult>({
  id: 'escape',
  nameIt: 'fuga',
  description: loc(
    'Leader escape (11.19): d6 per leader, 1 eliminated (Napoleon: Russian victory)',
    'Fuga dei Comandanti (11.19): d6 per Comandante, 1 eliminato (Napoleone: vittoria russa)',
  ),
  options: [
    option.string(
      'leaders',
      loc(
        'Leaders in the hex, by name (e.g. Napoleon,Murat) or number',
        "Comandanti nell'esagono, per nome (ad es. Napoleone,Murat) o numero",
      ),
      {
        required: true,
        nameIt: 'comandanti',
      },
    ),
    option.boolean(
      'no-refuge',
      loc('No friendly stack lies within 3 hexes (11.19)', 'Nessuno stack amico entro 3 esagoni (11.19)'),
      { nameIt: 'nessun-rifugio' },
    ),
  ],
  input: z.object({ leaders: leadersSchema, noRefuge: z.boolean().default(false) }),
  resolve({ leaders, noRefuge }, dice) {
    const refuge = !noRefuge;
    const rolls: EscapeRoll[] = leaders.map((leader) => {
      const die = d6(dice, 'escape');
      return { leader, die, fate: die === LEADER_LOST_FACE || !refuge ? 'eliminated' : 'escapes' };
    });
    const russianVictory = rolls.some((r) => r.fate === 'eliminated' && isNapoleon(r.leader));
    const lines = rolls.map((r) => {
      if (r.die === LEADER_LOST_FACE) {
        return loc(
          `${r.leader}: die ${r.die} → **eliminated** (11.19).`,
          `${r.leader}: dado ${r.die} → **eliminato** (11.19).`,
        );
      }
      return refuge
        ? loc(
            `${r.leader}: die ${r.die} → **escapes**: place him on any friendly stack within ${ESCAPE_RADIUS} hexes, whatever enemy units lie between (11.19).`,
            `${r.leader}: dado ${r.die} → **scappa**: ponilo su qualsiasi stack amico entro ${ESCAPE_RADIUS} esagoni, nonostante unità nemiche nel raggio (11.19).`,
          )
        : loc(
            `${r.leader}: die ${r.die} → would escape, but no friendly stack lies within ${ESCAPE_RADIUS} hexes: **eliminated** (11.19).`,
            `${r.leader}: dado ${r.die} → scapperebbe, ma non c'è uno stack amico entro ${ESCAPE_RADIUS} esagoni: **eliminato** (11.19).`,
          );
    });
    if (russianVictory) {
      lines.push(
        loc(
          '**Napoleon is killed or captured: the Russian player wins at once (14.7).**',
          '**Napoleone è ucciso o catturato: il giocatore Russo vince immediatamente (14.7).**',
        ),
      );
    }
    return {
      ok: true,
      result: { leaders: rolls, russianVictory },
      rules: russianVictory ? ['11.19', '14.7'] : ['11.19'],
      text: joinLocalized(lines),
    };
  },
});
