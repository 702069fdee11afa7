import { randomInt } from 'node:crypto';
import { SourceDice } from '../engine/core/dice.js';
import { parseNotation, rollNotation } from '../engine/core/notation.js';
import { describeTerms } from '../commands/roll.js';
import { t } from '../bot/i18n.js';
import type { Lang } from '../engine/core/localized.js';
import type { CliIo } from './io.js';

/** `umpire roll 2d6+1 [--json] [--lang it]` */
export function rollCommand(expression: string | undefined, flags: { json: boolean; lang: Lang }, io: CliIo): number {
  const parsed = parseNotation(expression ?? '');
  if (!parsed.ok) {
    const params = Object.fromEntries(Object.entries(parsed.error.params).map(([k, v]) => [k, v]));
    io.err(t(flags.lang, `roll.errors.${parsed.error.code}`, params).replace(/`/g, ''));
    return 2;
  }
  const result = rollNotation(parsed.value, new SourceDice((sides) => randomInt(sides)));
  if (flags.json) {
    io.out(
      JSON.stringify({
        expression: result.expression,
        dice: result.dice.map((d) => ({ sides: d.sides, value: d.value, ...(d.dropped ? { dropped: true } : {}) })),
        total: result.total,
      }),
    );
  } else {
    io.out(`${result.expression}: ${describeTerms(result).replace(/~~(\d+)~~/g, '[$1 dropped]')} = ${result.total}`);
  }
  return 0;
}
