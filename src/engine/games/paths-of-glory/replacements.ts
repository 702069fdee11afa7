import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { REPLACEMENT_ACTIONS, type ReplacementAction } from './tables.js';

/**
 * The Replacement Table (17.1.4) as a calculator: the RP a list of replacement actions costs, nation by nation.
 * RP are spent by nation (17.1.1); Allied "A" RP pay for ANA, AUS, BE, CND, MN, PT, RO, GR and SB units (17.1.1.1).
 */

export const RP_NATIONS = ['ge', 'ah', 'tu', 'bu', 'br', 'fr', 'ru', 'it', 'us', 'a'] as const;
export type RpNation = (typeof RP_NATIONS)[number];

/** 17.1.1.1: these units may be replaced only with Allied ("A") RP. */
const MINOR_ALLIES = ['ana', 'aus', 'be', 'cnd', 'mn', 'pt', 'ro', 'gr', 'gk', 'sb'];

const ACTIONS = Object.keys(REPLACEMENT_ACTIONS) as ReplacementAction[];

export const STEPS_HELP = loc(
  `items like ge:army-flip, fr:2xarmy-reduced, br:corps-flip; actions: ${ACTIONS.join(', ')}`,
  `voci come ge:army-flip, fr:2xarmy-reduced, br:corps-flip; azioni: ${ACTIONS.join(', ')}`,
);

export interface ReplacementItem {
  readonly nation: RpNation | 'all';
  readonly action: ReplacementAction;
  readonly count: number;
}

const ITEM = /^(?:([a-z]+):)?(?:(\d{1,2})x)?([a-z-]+)$/;

function parseSteps(text: string): { ok: true; items: ReplacementItem[] } | { ok: false; error: Localized } {
  const items: ReplacementItem[] = [];
  for (const raw of text.toLowerCase().replace(/\s+/g, '').split(',')) {
    if (raw === '') continue;
    const match = ITEM.exec(raw);
    if (!match) {
      return {
        ok: false,
        error: loc(
          `"${raw}" is not a replacement action (${STEPS_HELP.en})`,
          `"${raw}" non è un'azione di rimpiazzo (${STEPS_HELP.it})`,
        ),
      };
    }
    const [, nationText, countText, actionText] = match;
    if (!ACTIONS.includes(actionText as ReplacementAction)) {
      return {
        ok: false,
        error: loc(
          `"${actionText}" is not an action of the Replacement table (${ACTIONS.join(', ')})`,
          `"${actionText}" non è un'azione della Tabella dei Rimpiazzi (${ACTIONS.join(', ')})`,
        ),
      };
    }
    let nation: RpNation | 'all' = 'all';
    if (nationText !== undefined) {
      if (MINOR_ALLIES.includes(nationText)) nation = 'a';
      else if ((RP_NATIONS as readonly string[]).includes(nationText)) nation = nationText as RpNation;
      else {
        const list = `${RP_NATIONS.join(', ')}, ${MINOR_ALLIES.join(', ')}`;
        return {
          ok: false,
          error: loc(`"${nationText}" is not a nation (${list})`, `"${nationText}" non è una nazione (${list})`),
        };
      }
    }
    const count = countText === undefined ? 1 : Number(countText);
    if (count < 1)
      return { ok: false, error: loc(`"${raw}": a count of at least 1`, `"${raw}": un numero di almeno 1`) };
    items.push({ nation, action: actionText as ReplacementAction, count });
  }
  if (items.length === 0) {
    return {
      ok: false,
      error: loc(`give at least one action (${STEPS_HELP.en})`, `indica almeno un'azione (${STEPS_HELP.it})`),
    };
  }
  const named = items.filter((i) => i.nation !== 'all').length;
  if (named > 0 && named < items.length) {
    return {
      ok: false,
      error: loc(
        'give a nation to every item or to none (RP are spent by nation, 17.1.1)',
        'indica la nazione per ogni voce o per nessuna (gli RP si spendono per nazione, 17.1.1)',
      ),
    };
  }
  return { ok: true, items };
}

/**
 * The cheapest cost of one nation's actions. Two corps halves share 1 RP: two flips (row 2), two reduced
 * placements (row 4), or a flip on the map with a reduced placement (row 5); a flip in the Reserve Box does not
 * pair with a placement, and a half left alone costs a whole RP.
 */
export function costOf(items: readonly ReplacementItem[]): number {
  const count = (action: ReplacementAction): number =>
    items.filter((i) => i.action === action).reduce((n, i) => n + i.count, 0);
  let rp = 0;
  for (const action of ACTIONS) {
    const cost = REPLACEMENT_ACTIONS[action].rp;
    if (cost !== 'half') rp += cost * count(action);
  }
  const mapFlips = count('corps-flip');
  const reserveFlips = count('reserve-corps-flip');
  const placements = count('corps-reduced');
  const halves = mapFlips + reserveFlips + placements;
  rp += Math.ceil(halves / 2);
  if (mapFlips === 0 && reserveFlips % 2 === 1 && placements % 2 === 1) rp += 1;
  return rp;
}

function itemWords(item: ReplacementItem): Localized {
  const { name, rp } = REPLACEMENT_ACTIONS[item.action];
  const each = rp === 'half' ? loc('½ RP', '½ RP') : loc(`${rp} RP`, `${rp} RP`);
  return loc(`${item.count} × ${name.en} (${each.en})`, `${item.count} × ${name.it} (${each.it})`);
}

export const rpCostRuling = defineRuling({
  id: 'rp-cost',
  nameIt: 'costo-rp',
  description: loc(
    'Replacement points a list of replacement actions costs, by nation (17.1.4)',
    'Punti rimpiazzo che costa una lista di rimpiazzi, per nazione (17.1.4)',
  ),
  options: [
    option.string(
      'steps',
      loc(
        'Actions: ge:army-flip, fr:2xarmy-reduced, br:corps-flip, ...',
        'Azioni: ge:army-flip, fr:2xarmy-reduced, br:corps-flip, ...',
      ),
      {
        required: true,
        nameIt: 'azioni',
      },
    ),
  ],
  input: z.object({
    steps: z.string().transform((text, ctx) => {
      const parsed = parseSteps(text);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.error.en, params: { it: parsed.error.it } });
        return z.NEVER;
      }
      return parsed.items;
    }),
  }),
  resolve(input) {
    const nations = [...new Set(input.steps.map((i) => i.nation))];
    const byNation: Record<string, number> = {};
    const lines: Localized[] = [];
    for (const nation of nations) {
      const items = input.steps.filter((i) => i.nation === nation);
      const rp = costOf(items);
      byNation[nation] = rp;
      const words = items.map(itemWords);
      const who = nation === 'all' ? loc('', '') : loc(`${nation.toUpperCase()}: `, `${nation.toUpperCase()}: `);
      lines.push(
        loc(
          `${who.en}${words.map((w) => w.en).join(' + ')} = **${rp} RP**`,
          `${who.it}${words.map((w) => w.it).join(' + ')} = **${rp} RP**`,
        ),
      );
    }
    const rp = Object.values(byNation).reduce((a, b) => a + b, 0);
    if (nations.length > 1) lines.push(loc(`Total: **${rp} RP** (17.1.4).`, `Totale: **${rp} RP** (17.1.4).`));
    if (input.steps.some((i) => ['corps-flip', 'reserve-corps-flip', 'corps-reduced'].includes(i.action))) {
      lines.push(
        loc(
          'Corps halves share 1 RP two by two: two flips, two reduced placements, or a flip on the map with a reduced placement.',
          'I mezzi punti dei corpi si pagano a coppie con 1 RP: due corpi girati, due posti ridotti, o uno girato sulla mappa e uno posto ridotto.',
        ),
      );
    }
    return {
      ok: true,
      result: { rp, byNation },
      rules: ['17.1.1', '17.1.4'],
      text: joinLocalized(lines),
    };
  },
});
