import type { Problem } from '../../../core/explain.js';
import { loc, type Localized } from '../../../core/localized.js';
import { refusal, type Namer } from './words.js';

/**
 * A refused action's words as the bot and the command line show them: the units by their counters' names, and no
 * rule number, since both print the refusal's rule after its words ("⛔ … (regola 7.34)", "… [rule 7.34]"). The words
 * of `refusal` end with the rule, and those of the rules functions (`problemWords`, the rulings' words) carry it too:
 * the bot's end-to-end test read "MP insufficienti per entrare in 4004: … (7.34) (7.34) (regola 7.34)".
 */
export function refusalWords(problem: Problem, namer: Namer): Localized {
  const unit = problem.params?.['unit'];
  const named =
    typeof unit === 'string' ? { ...problem, params: { ...problem.params, unit: namer.unit(unit) } } : problem;
  const words = refusal(named);
  return loc(withoutRule(words.en, problem.rule), withoutRule(words.it, problem.rule));
}

/** The text without every ` (<rule>)` it ends with. */
function withoutRule(text: string, rule: string | undefined): string {
  if (!rule) return text;
  const tail = ` (${rule})`;
  let out = text;
  while (out.endsWith(tail)) out = out.slice(0, -tail.length);
  return out;
}
