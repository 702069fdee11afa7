import { z } from 'zod';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import { defineRuling, option } from '../../core/ruling.js';
import { fmt } from './odds.js';
import { STACKING_LIMITS, UNIT_KIND_INFO, UNIT_KINDS, type StackingSituation, type UnitKind } from './tables.js';

/**
 * Stacking (3.1): 3½ DE at the end of a friendly movement phase (3.1.1); 2¼ DE with at most two Support units
 * to attack from or defend in a hex (3.1.2); 1¼ DE, two Support units, in or across Steep Mountain (3.1.2a).
 * Rail Mode units do not count (3.1.4), nor Fortresses (12.1.1) and Depots (15.6); RND units together count as
 * one Support unit (23.3.2); a Two-Hex unit counts half its DE in each hex (19.1.3).
 */

export interface StackedUnit {
  readonly kind: UnitKind;
  readonly count: number;
  readonly support: boolean;
  readonly twoHex: boolean;
  readonly rail: boolean;
  readonly rnd: boolean;
}

export const UNITS_FORM = '2XX, X*, cXX, IIIt (c cavalry; * Support; t Two-Hex; r Rail Mode; n RND)';
export const UNITS_FORM_IT = '2XX, X*, cXX, IIIt (c cavalleria; * Supporto; t Due Esagoni; r Treno; n RND)';

const KIND_PATTERN = /^(\d+)?\s*(c?xxx|c?xx|c?iii|c?x|train|art|hq|fortress|fort|depot)([*trn]*)$/i;

export function parseUnits(text: string): { ok: true; units: StackedUnit[] } | { ok: false; message: string } {
  const items = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return { ok: false, message: `list the units, e.g. ${UNITS_FORM}` };
  const units: StackedUnit[] = [];
  for (const item of items) {
    const match = KIND_PATTERN.exec(item);
    const raw = match?.[2];
    const kind = raw === undefined ? undefined : normaliseKind(raw);
    if (!match || kind === undefined) return { ok: false, message: `"${item}" is not a unit: write ${UNITS_FORM}` };
    const flags = match[3] ?? '';
    const rnd = flags.includes('n');
    units.push({
      kind,
      count: match[1] ? Number(match[1]) : 1,
      support: flags.includes('*') || rnd || UNIT_KIND_INFO[kind].alwaysSupport === true,
      twoHex: flags.includes('t'),
      rail: flags.includes('r'),
      rnd,
    });
  }
  return { ok: true, units };
}

function normaliseKind(raw: string): UnitKind | undefined {
  const lower = raw.toLowerCase();
  if (['train', 'art', 'hq', 'fortress', 'fort', 'depot'].includes(lower)) return lower as UnitKind;
  const cavalry = lower.startsWith('c');
  const size = (cavalry ? lower.slice(1) : lower).toUpperCase();
  const kind = `${cavalry ? 'c' : ''}${size}`;
  return (UNIT_KINDS as readonly string[]).includes(kind) ? (kind as UnitKind) : undefined;
}

export interface StackCheck {
  readonly de: number;
  readonly support: number;
}

export function countStack(units: readonly StackedUnit[]): StackCheck {
  let de = 0;
  let support = 0;
  let rndPresent = false;
  for (const unit of units) {
    const info = UNIT_KIND_INFO[unit.kind];
    if (unit.rail || info.ignored) continue;
    de += (unit.twoHex ? info.de / 2 : info.de) * unit.count;
    if (unit.rnd) rndPresent = true;
    else if (unit.support) support += unit.count;
  }
  return { de, support: support + (rndPresent ? 1 : 0) };
}

const stackInput = z.object({
  units: z.string().transform((text, ctx) => {
    const parsed = parseUnits(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.units;
  }),
  situation: z.enum(['movement', 'combat', 'steep']),
});

const SITUATION_NAMES: Readonly<Record<StackingSituation, Localized>> = {
  movement: loc('end of a friendly movement phase', 'termine di una fase di movimento amica'),
  combat: loc('attacking from / defending in the hex', "attaccare da / difendere nell'esagono"),
  steep: loc('combat in or across Steep Mountain', 'combattimento in o attraverso Montagna Ripida'),
};

export const stackCheckRuling = defineRuling({
  id: 'stack-check',
  nameIt: 'raggruppamento',
  description: loc(
    'Stacking limits: 3½ DE after movement, 2¼ DE / 2 Support in combat, 1¼ in Steep Mountain (3.1)',
    'Limiti al raggruppamento: 3½ DE, 2¼ DE / 2 Supporto in combattimento, 1¼ in Montagna Ripida',
  ),
  options: [
    option.string('units', loc(`Units: ${UNITS_FORM}`, `Unità: ${UNITS_FORM_IT}`), {
      required: true,
      nameIt: 'unita',
    }),
    option.choice(
      'situation',
      loc('Which limit to check', 'Quale limite verificare'),
      (['movement', 'combat', 'steep'] as const).map((s) => ({ value: s, name: SITUATION_NAMES[s] })),
      { required: true, nameIt: 'situazione' },
    ),
  ],
  input: stackInput,
  resolve(input) {
    const limit = STACKING_LIMITS[input.situation];
    const count = countStack(input.units);
    const deOk = count.de <= limit.de;
    const supportLimit = limit.support ?? null;
    const supportOk = supportLimit === null || count.support <= supportLimit;
    const ok = deOk && supportOk;
    const excessDe = Math.max(0, count.de - limit.de);
    const rules: string[] = [limit.rule];
    if (input.units.some((u) => u.rail)) rules.push('3.1.4');
    if (input.units.some((u) => u.twoHex)) rules.push('19.1.3');
    if (input.units.some((u) => u.rnd)) rules.push('23.3.2');
    const lines: Localized[] = [
      loc(
        `${SITUATION_NAMES[input.situation].en} (${limit.rule}): **${fmt(count.de)} DE** against a limit of ${fmt(limit.de)}${supportLimit === null ? '' : `; **${count.support}** Support units against ${supportLimit}`}.`,
        `${SITUATION_NAMES[input.situation].it} (${limit.rule}): **${fmt(count.de)} DE** contro un limite di ${fmt(limit.de)}${supportLimit === null ? '' : `; **${count.support}** unità di Supporto contro ${supportLimit}`}.`,
      ),
    ];
    if (ok) lines.push(loc('Within the limit.', 'Entro il limite.'));
    else if (input.situation === 'movement')
      lines.push(
        loc(
          `Over the limit by ${fmt(excessDe)} DE: the owner eliminates the excess, unless enemy PA markers prevent fixing it (3.1.3).`,
          `Oltre il limite di ${fmt(excessDe)} DE: il possessore elimina l'eccesso, salvo che i segnalini PA nemici lo impediscano (3.1.3).`,
        ),
      );
    else
      lines.push(
        loc(
          `Over the limit${excessDe ? ` by ${fmt(excessDe)} DE` : ''}${supportOk ? '' : ', too many Support units'}: the excess must be Excluded (3.1.2, 9.2.5).`,
          `Oltre il limite${excessDe ? ` di ${fmt(excessDe)} DE` : ''}${supportOk ? '' : ', troppe unità di Supporto'}: l'eccesso deve essere Escluso (3.1.2, 9.2.5).`,
        ),
      );
    if (!ok && input.situation === 'movement') rules.push('3.1.3');
    if (!ok && input.situation !== 'movement') rules.push('9.2.5');
    return {
      ok: true,
      result: { de: count.de, limit: limit.de, support: count.support, supportLimit, ok, excessDe },
      rules,
      text: joinLocalized(lines),
    };
  },
});
