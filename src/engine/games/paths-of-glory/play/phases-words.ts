import type { Problem } from '../../../core/explain.js';
import type { GameEvent } from '../../../core/game.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { Side } from '../model.js';
import { rpLeft } from './phases.js';
import type { Frame } from './state.js';
import type { Namer } from './words.js';

/**
 * The Italian and English of the phases after the Action Phase that supply decides (6.0 C Attrition, 6.0 F
 * Replacement: 14.3, 17.1): prompts, menu labels, refusals and log lines. play/words.ts hands them here.
 */

const SIDE: Readonly<Record<Side, Localized>> = {
  cp: loc('Central Powers', 'Imperi Centrali'),
  ap: loc('Allies', 'Alleati'),
};
const P = (p: Problem, k: string): string => String(p.params?.[k] ?? '');
const str = (e: GameEvent, k: string): string => String(e[k] ?? '');
const S = (e: GameEvent): Localized => SIDE[e['side'] as Side] ?? loc('?', '?');

type ReplacementFrame = Extract<Frame, { name: 'replacement' }>;

const rpText = (rp: Readonly<Record<string, number>>): string =>
  Object.entries(rp)
    .map(([n, v]) => `${n.toUpperCase()} ${v}`)
    .join(', ') || '0';

/** The Replacement Phase's prompt, with the RP left by RP nation. */
export function replacementPrompt(frame: ReplacementFrame): Localized {
  const left: Record<string, number> = {};
  for (const n of Object.keys(frame.rp)) left[n] = rpLeft(frame, n);
  return loc(
    `Replacement Phase: spend your RP (${rpText(left)}) on reduced and eliminated units, then finish; unspent RP are lost (17.1).`,
    `Fase dei Rimpiazzi: spendi i tuoi RP (${rpText(left)}) per le unità ridotte ed eliminate, poi termina; gli RP non spesi sono persi (17.1).`,
  );
}

export const replacementPhaseName: Localized = loc('Replacement Phase (6.0 F)', 'Fase dei Rimpiazzi (6.0 F)');

export const phaseLabels = {
  replaced: loc('Finish replacements (unspent RP are lost)', 'Termina i rimpiazzi (gli RP non spesi sono persi)'),
} as const;

/** A menu line: the unit, what it becomes, where, for how many RP of which nation. */
export function replaceLabel(
  unit: string,
  strength: 'full' | 'reduced',
  at: string | undefined,
  nation: string,
): Localized {
  const where = at ? { en: ` in ${at}`, it: ` a ${at}` } : { en: '', it: '' };
  const s = strength === 'full' ? { en: 'full strength', it: 'piena forza' } : { en: 'reduced', it: 'ridotta' };
  return loc(
    `${unit}: ${s.en}${where.en} (${nation.toUpperCase()} RP)`,
    `${unit}: ${s.it}${where.it} (RP ${nation.toUpperCase()})`,
  );
}

export const PHASE_REFUSALS: Readonly<Record<string, (p: Problem) => Localized>> = {
  'replace-gone': (p) =>
    loc(
      `${P(p, 'unit')} was eliminated for good and is never rebuilt (12.4.7).`,
      `${P(p, 'unit')} è stata eliminata in modo permanente e non si ricostruisce (12.4.7).`,
    ),
  'replace-never': (p) =>
    loc(`${P(p, 'unit')} never takes replacements (17.1.7).`, `${P(p, 'unit')} non riceve mai rimpiazzi (17.1.7).`),
  'replace-full': (p) => loc(`${P(p, 'unit')} is already at full strength.`, `${P(p, 'unit')} è già a piena forza.`),
  'replace-capital': () =>
    loc(
      'No RP may be spent for a nation whose capital the enemy controls or besieges (17.1.3).',
      'Non si possono spendere RP per una nazione la cui capitale è controllata o assediata dal nemico (17.1.3).',
    ),
  'replace-no-rp': () =>
    loc(
      'No RP of that nation to spend (17.1.1; Allied minors only with A RP, 17.1.1.1).',
      'Nessun RP di quella nazione da spendere (17.1.1; minori alleati solo con RP A, 17.1.1.1).',
    ),
  'replace-illegal': () =>
    loc(
      'That replacement is not on the Replacement Table, costs more RP than are left, or has no legal space (17.1.4, 17.1.5).',
      'Quel rimpiazzo non è nella Tabella, costa più RP di quelli rimasti, o non ha uno spazio legale (17.1.4, 17.1.5).',
    ),
  'not-yours': () => loc('That unit is not yours.', 'Quell’unità non è tua.'),
  'out-of-supply': (p) =>
    loc(
      `${P(p, 'unit')} was out of supply when its space was activated: it neither moves nor attacks (14.1.1.1).`,
      `${P(p, 'unit')} era fuori rifornimento quando il suo spazio è stato attivato: non muove né attacca (14.1.1.1).`,
    ),
};

/** The log lines of the attrition and replacement phases; undefined for another event. */
export function describePhases(e: GameEvent, n: Namer): Localized | undefined {
  switch (e.kind) {
    case 'attrition-eliminated':
      return e['permanent']
        ? loc(
            `${n.unit(str(e, 'unit'))} in ${n.space(str(e, 'at'))} is out of supply: eliminated for good.`,
            `${n.unit(str(e, 'unit'))} a ${n.space(str(e, 'at'))} è fuori rifornimento: eliminata in modo permanente.`,
          )
        : loc(
            `${n.unit(str(e, 'unit'))} in ${n.space(str(e, 'at'))} is out of supply: eliminated.`,
            `${n.unit(str(e, 'unit'))} a ${n.space(str(e, 'at'))} è fuori rifornimento: eliminata.`,
          );
    case 'attrition-control': {
      const vp = Number(e['vp'] ?? 0);
      const v = vp ? ` VP ${vp > 0 ? '+' : ''}${vp}.` : '';
      return loc(
        `${n.space(str(e, 'space'))} is out of supply: the ${S(e).en} take control.${v}`,
        `${n.space(str(e, 'space'))} è fuori rifornimento: passa agli ${S(e).it}.${v}`,
      );
    }
    case 'attrition-trench':
      return loc(
        `The trench in ${n.space(str(e, 'space'))} suffers attrition: now level ${str(e, 'level')}.`,
        `La trincea a ${n.space(str(e, 'space'))} subisce l’attrito: ora di livello ${str(e, 'level')}.`,
      );
    case 'attrition-none':
      return loc(
        'Attrition Phase: every unit and space is in supply.',
        'Fase di Attrito: tutte le unità e gli spazi sono in rifornimento.',
      );
    case 'replace': {
      const s =
        e['strength'] === 'full' ? { en: 'full strength', it: 'piena forza' } : { en: 'reduced', it: 'ridotta' };
      const moved = str(e, 'from') !== str(e, 'at');
      const where = moved
        ? { en: ` in ${n.space(str(e, 'at'))}`, it: ` a ${n.space(str(e, 'at'))}` }
        : { en: '', it: '' };
      return loc(
        `${S(e).en} replace ${n.unit(str(e, 'unit'))}: ${s.en}${where.en} (${str(e, 'nation').toUpperCase()} RP).`,
        `Gli ${S(e).it} rimpiazzano ${n.unit(str(e, 'unit'))}: ${s.it}${where.it} (RP ${str(e, 'nation').toUpperCase()}).`,
      );
    }
    case 'replaced': {
      const lost = rpText((e['lost'] as Record<string, number>) ?? {});
      return loc(
        `${S(e).en} finish their replacements; RP lost: ${lost}.`,
        `Gli ${S(e).it} terminano i rimpiazzi; RP persi: ${lost}.`,
      );
    }
    case 'replacement-none':
      return loc(
        `${S(e).en} have RP but nothing they may replace: the RP are lost.`,
        `Gli ${S(e).it} hanno RP ma nulla da rimpiazzare: gli RP sono persi.`,
      );
    default:
      return undefined;
  }
}
