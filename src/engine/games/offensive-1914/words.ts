import type { Problem, Step } from '../../core/explain.js';
import { joinLocalized, loc, type Localized } from '../../core/localized.js';
import type { RulingWords } from '../../core/ruling.js';
import { describeRoll, signed } from '../../core/words.js';
import { HEXSIDES, type CeStatus, type ForceKind, type HexTerrain, type Hexside } from './model.js';
import type { ArtilleryStep } from './rules/artillery.js';
import type { BombardStep } from './rules/bombardment.js';
import type { CombatStep } from './rules/combat.js';
import { RETREAT_PRINTED, type RetreatSymbol } from './rules/crt.js';
import { failureRow, type EcOutcome } from './rules/efficiency.js';
import type { EventStep } from './rules/events.js';
import type { ForcedMarchStep } from './rules/forced-march.js';
import type { FortStep } from './rules/forts.js';
import type { IntensityEffect } from './rules/intensity.js';
import type { OddsStep, ShiftCause } from './rules/odds.js';
import type { PrepStep } from './rules/prep-bombardment.js';
import type { RepulseStep } from './rules/repulse.js';
import type { DrmCause } from './rules/roll.js';
import type { StackingStep } from './rules/stacking.js';
import type { BattleType, EcFailureRow, ForcedMarchUnit, StackingSituation } from './rules/tables.js';
import type { PlanVpStep, VictoryStep } from './rules/victory.js';

/**
 * 1914 Offensive à outrance in Italian and English: the names of the book's terrain, statuses and tables, every
 * step of the rules worded as the players read it, and every problem. The rules (rules/) return data; this is the
 * only place that turns it into sentences.
 */

/** Every step the game's rules take. */
export type Offensive1914Step =
  | OddsStep
  | CombatStep
  | RepulseStep
  | ArtilleryStep
  | ForcedMarchStep
  | BombardStep
  | PrepStep
  | FortStep
  | StackingStep
  | VictoryStep
  | PlanVpStep
  | EventStep;

// ---------------------------------------------------------------------------------------------------------------
// Names.

export const TERRAIN_NAMES: Readonly<Record<HexTerrain, Localized>> = {
  open: loc('Open', 'Aperto'),
  woods: loc('Woods', 'Boscoso'),
  heath: loc('Heath', 'Brughiera'),
  hills: loc('Hills / Mountain Valley', 'Colline / Valle Montana'),
  mountain: loc('Mountain', 'Montagna'),
  'steep-mountain': loc('Steep Mountain', 'Montagna Ripida'),
};

export const HEXSIDE_NAMES: Readonly<Record<Hexside, Localized>> = {
  none: loc('no hexside terrain', 'nessun terreno sul lato'),
  forest: loc('Forest', 'Foresta'),
  'dense-forest': loc('Dense Forest', 'Foresta Fitta'),
  marsh: loc('Marsh', 'Paludi'),
  escarpment: loc('Escarpment', 'Scarpata'),
  minor: loc('Minor River', 'Fiume Minore'),
  major: loc('Major River', 'Fiume Maggiore'),
  great: loc('Great River', 'Fiume Grande'),
  imposing: loc('Imposing River', 'Fiume Imponente'),
  crest: loc('Mountain Crest', 'Cresta di Montagna'),
  flood: loc('Flooded hexside', 'Lato di esagono Inondato'),
  sea: loc('Sea hexside', 'Lato di esagono di Mare'),
};

export const CE_STATUS_NAMES: Readonly<Record<CeStatus, Localized>> = {
  full: loc('full (no CE marker)', 'piena (nessun segnalino CE)'),
  '-1': loc('−1', '−1'),
  '-2': loc('−2', '−2'),
  '-3': loc('−3', '−3'),
  ci: loc('CI (−3)', 'CI (−3)'),
  d1: loc('D1 (−3)', 'D1 (−3)'),
  d2: loc('D2 (−3)', 'D2 (−3)'),
};

export const BATTLE_NAMES: Readonly<Record<BattleType, Localized>> = {
  none: loc('No Intensity', 'Nessuna Intensità'),
  attacker: loc('Attacker Intense', 'Attaccante Intenso'),
  defender: loc('Defender Intense', 'Difensore Intenso'),
  intense: loc('Intense Combat', 'Combattimento Intenso'),
};

export const FORCED_MARCH_UNIT_NAMES: Readonly<Record<ForcedMarchUnit, Localized>> = {
  infantry: loc('infantry Formation', 'Formazione di Fanteria'),
  cavalry: loc('cavalry Formation', 'Formazione di Cavalleria'),
  support: loc('Support unit', 'Unità di Supporto'),
  'loc-cavalry': loc('LOC cavalry', 'Cavalleria LOC'),
};

export const SITUATION_NAMES: Readonly<Record<StackingSituation, Localized>> = {
  movement: loc('end of a friendly movement phase', 'termine di una fase di movimento amica'),
  combat: loc('attacking from / defending in the hex', "attaccare da / difendere nell'esagono"),
  steep: loc('combat in or across Steep Mountain', 'combattimento in o attraverso Montagna Ripida'),
};

const SHIFT_CAUSES: Readonly<Record<Exclude<ShiftCause, 'ip'>, Localized>> = {
  pa: loc('Prepared Attack', 'Attacco Preparato'),
  flanked: loc('defender Flanked', 'difensore Aggirato sul Fianco'),
  'river-imposing': loc('all attack across an Imposing River', 'tutti attaccano da Fiume Imponente'),
  'river-great': loc('all attack across a Great/Imposing River', 'tutti attaccano da Fiume Grande/Imponente'),
  uphill: loc('attacking uphill', 'attacco in alto in Elevazione'),
  naval: loc('British Naval Support', 'Supporto Navale Inglese'),
  prep: loc('Prep Bombardment', 'Bombardamento Preparatorio'),
};

/** Why a column shift (9.6.2); an IP's is its level (a left shift of that many columns). */
export function shiftCauseName(cause: ShiftCause, value: number): Localized {
  if (cause === 'ip') return loc(`IP level ${-value}`, `IP di livello ${-value}`);
  return SHIFT_CAUSES[cause];
}

const DRM_LABELS: Readonly<Record<DrmCause, Localized>> = {
  'pr-white': loc('PR, white die', 'PR, dado bianco'),
  'crt-result': loc('CRT result', 'risultato della CRT'),
  artillery: loc('artillery', 'artiglieria'),
  'defender-flanked': loc('defender flanked', 'difensore aggirato sul fianco'),
  flanked: loc('flanked', 'aggirato sul fianco'),
  'prep-bombardment': loc('Prep Bombardment', 'Bombardamento Prep'),
  other: loc('other', 'altro'),
  'forced-march-mp': loc('Forced March MP', 'MP di Marcia Forzata'),
  'repulse-success': loc('Repulse success', 'Respinta riuscita'),
  'up-elevation': loc('up in Elevation', 'in alto su Elevazione'),
  'up-escarpment': loc('up an Escarpment', 'in alto su Scarpata'),
  pionier: loc('Pionier', 'Pionieri'),
};

/** The notations players type, as the options and the refusals show them. */
export const FORCES_FORM = '13@minor, 7+3*@major, 10 (a Force per comma; * no Ammo; @hexside crossed)';
export const FORCES_FORM_IT = '13@minore, 7+3*@maggiore, 10 (una Forza per virgola; * senza Munizioni; @lato)';
export const UNITS_FORM = '2XX, X*, cXX, IIIt (c cavalry; * Support; t Two-Hex; r Rail Mode; n RND)';
export const UNITS_FORM_IT = '2XX, X*, cXX, IIIt (c cavalleria; * Supporto; t Due Esagoni; r Treno; n RND)';
export const LADDER_HINT = loc(
  'a CRT column (1:4, 1:3, 1:2, 1:1, 2:1, 3:1, 4:1, 6:1, 8:1) or beyond (1:5, 1:6 … / 10:1, 12:1 …)',
  'una colonna della CRT (1:4, 1:3, 1:2, 1:1, 2:1, 3:1, 4:1, 6:1, 8:1) o oltre (1:5, 1:6 … / 10:1, 12:1 …)',
);
export const CELL_FORM = '"attacker/defender" as printed, e.g. "+3/+3①", "-1/+4❶", "+3s/s", "E/-" (❶=b1, ❷=b2, ①=w1)';

// ---------------------------------------------------------------------------------------------------------------
// Small words.

/** A strength or DE as the book writes it: 6.5, 1.75, 13. */
export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}

export function hexes(n: number): string {
  return n === 1 ? 'hex' : 'hexes';
}

export function esagoni(n: number): string {
  return n === 1 ? 'esagono' : 'esagoni';
}

/** "2R" / "1L" (Italian "2D" / "1S"). */
export function shiftText(value: number, lang: 'en' | 'it'): string {
  if (value === 0) return '0';
  const side = value > 0 ? (lang === 'en' ? 'R' : 'D') : lang === 'en' ? 'L' : 'S';
  return `${Math.abs(value)}${side}`;
}

function levels(n: number): Localized {
  return loc(n === 1 ? 'level' : 'levels', n === 1 ? 'livello' : 'livelli');
}

function statusName(status: CeStatus): Localized {
  return CE_STATUS_NAMES[status];
}

function rangeOf(threshold: number): string {
  return threshold === 1 ? '1' : `1–${threshold}`;
}

function ordinal(n: number): string {
  return n === 3 ? '3rd' : `${n}th`;
}

/** The message a ruling gives while the CRT grid is not loaded (9.9.1, 7.4.3 read it). */
export function missingCrtMessage(rule: string): Localized {
  return loc(
    `The Combat Results Table grid is not in the rulebook (rule ${rule} reads it): load a pack whose ` +
      '`tables.combat-results` holds it (/pack import, or `npx umpire pack check` to validate).',
    `La griglia della Tabella dei Risultati del Combattimento non è nel regolamento (la regola ${rule} la usa): ` +
      'caricate un pack il cui `tables.combat-results` la contenga (/pack import, o `npx umpire pack check` per validarlo).',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Steps.

function forceLine(step: OddsStep & { step: 'force' }): Localized {
  const en = step.units.map((u) =>
    u.halved !== null ? `${fmt(u.as)} halved without Ammo = ${fmt(u.halved)}` : fmt(u.as),
  );
  const it = step.units.map((u) =>
    u.halved !== null ? `${fmt(u.as)} dimezzata senza Munizioni = ${fmt(u.halved)}` : fmt(u.as),
  );
  const penalty = step.penalty
    ? loc(` −${step.penalty} ${HEXSIDE_NAMES[step.hexside].en}`, ` −${step.penalty} ${HEXSIDE_NAMES[step.hexside].it}`)
    : loc('', '');
  const sum =
    step.units.length > 1 || step.penalty || step.units.some((u) => u.halved !== null) ? ` = ${fmt(step.value)}` : '';
  return loc(`AS ${en.join(' + ')}${penalty.en}${sum}`, `AS ${it.join(' + ')}${penalty.it}${sum}`);
}

function failureRowText(row: EcFailureRow): Localized {
  const parts = [`-${row.ceLoss} E`];
  if (row.sr) parts.push('s');
  if (row.retreat) parts.push(`retreat ${row.retreat}`);
  const en = parts.join(' + ');
  const it = en.replace(/retreat/g, 'ritirata');
  return loc(
    `${en}; if CI or Demoralized + retreat ${row.ciRetreat}`,
    `${it}; se CI o Demoralizzata + ritirata ${row.ciRetreat}`,
  );
}

function ecHead(total: number, cel: number, passed: boolean, failedBy: number): Localized {
  return passed
    ? loc(`EC: ${total} against CEL ${cel}: **passed**.`, `EC: ${total} contro CEL ${cel}: **superato**.`)
    : loc(
        `EC: ${total} against CEL ${cel}: **failed by ${failedBy}**.`,
        `EC: ${total} contro CEL ${cel}: **fallito di ${failedBy}**.`,
      );
}

/** The player's reading of one EC: the check, the row read (10.3) and what the Force suffers. */
function ecLines(outcome: EcOutcome, kind: ForceKind): Localized {
  const head = ecHead(outcome.total, outcome.cel, outcome.passed, outcome.failedBy);
  if (outcome.passed) return head;
  const row = failureRow(outcome.failedBy);
  const lines: Localized[] = [
    head,
    loc(
      `EC Failure Table (10.3), row ${row.label}: ${failureRowText(row).en}.`,
      `Tabella dei Risultati del Fallimento dell'EC (10.3), riga ${row.label}: ${failureRowText(row).it}.`,
    ),
  ];
  if (kind === 'fortress') {
    lines.push(
      loc(
        'The lone Fortress is **flipped** to its ungarrisoned side (12.2.1b); it loses no strength level (12.2).',
        "L'unità Fortezza da sola viene **girata** sul retro (12.2.1b); non perde livelli di forza (12.2).",
      ),
    );
    return joinLocalized(lines);
  }
  if (kind === 'support') {
    const sr = outcome.strengthReduction;
    lines.push(
      loc(
        `Support unit: its CEL never drops (5.5.2); it takes **${sr} ${sr === 1 ? 'Strength Reduction' : 'Strength Reductions'}** and retreats **${outcome.retreat}** ${hexes(outcome.retreat)}.`,
        `Unità di Supporto: la sua CEL non si riduce (5.5.2); subisce **${sr} ${sr === 1 ? 'Riduzione' : 'Riduzioni'} di Forza** e si ritira di **${outcome.retreat}** ${esagoni(outcome.retreat)}.`,
      ),
    );
    return joinLocalized(lines);
  }
  const status =
    outcome.oldStatus && outcome.newStatus
      ? loc(
          ` (status ${statusName(outcome.oldStatus).en} → **${statusName(outcome.newStatus).en}**)`,
          ` (stato ${statusName(outcome.oldStatus).it} → **${statusName(outcome.newStatus).it}**)`,
        )
      : loc('', '');
  lines.push(
    loc(
      `The Force loses **${outcome.ceLoss} CE ${levels(outcome.ceLoss).en}**${status.en}.`,
      `La Forza perde **${outcome.ceLoss} ${levels(outcome.ceLoss).it} di CE**${status.it}.`,
    ),
  );
  if (outcome.ciApplies === null) {
    lines.push(
      loc(
        `Retreat **${outcome.retreat}** ${hexes(outcome.retreat)}, **+${outcome.ciRetreat}** if the Force was or becomes CI or Demoralized (10.3; give its status to decide).`,
        `Ritirata di **${outcome.retreat}** ${esagoni(outcome.retreat)}, **+${outcome.ciRetreat}** se la Forza era o diviene CI o Demoralizzata (10.3; indicate lo stato per deciderlo).`,
      ),
    );
  } else if (outcome.retreat === 0) {
    lines.push(loc('No retreat.', 'Nessuna ritirata.'));
  } else {
    const why = outcome.ciApplies
      ? loc(
          ` (including ${outcome.ciRetreat} for being CI or Demoralized)`,
          ` (di cui ${outcome.ciRetreat} perché CI o Demoralizzata)`,
        )
      : loc('', '');
    lines.push(
      loc(
        `Retreat **${outcome.retreat}** ${hexes(outcome.retreat)}${why.en}.`,
        `Ritirata di **${outcome.retreat}** ${esagoni(outcome.retreat)}${why.it}.`,
      ),
    );
  }
  if (outcome.strengthReduction > 0 || outcome.newStatus === null) {
    const beyond =
      outcome.newStatus === null
        ? loc(
            ' (each level it cannot absorb below D2 is one more, 10.3)',
            ' (ogni livello che non può assorbire oltre D2 ne aggiunge una, 10.3)',
          )
        : loc('', '');
    lines.push(
      loc(
        `Strength Reductions: **${outcome.strengthReduction}**${beyond.en}.`,
        `Riduzioni di Forza: **${outcome.strengthReduction}**${beyond.it}.`,
      ),
    );
  }
  return joinLocalized(lines);
}

function battleLine(attackerIntense: boolean, defenderIntense: boolean, battle: BattleType): Localized {
  const word = (intense: boolean) => (intense ? loc('Intense', 'Intenso') : loc('Non-Intense', 'Non Intenso'));
  return loc(
    `Intensity (9.8.1): attacker ${word(attackerIntense).en}, defender ${word(defenderIntense).en} → **${BATTLE_NAMES[battle].en}**.`,
    `Intensità (9.8.1): attaccante ${word(attackerIntense).it}, difensore ${word(defenderIntense).it} → **${BATTLE_NAMES[battle].it}**.`,
  );
}

/** The reading of 9.8.2 for one CRT retreat symbol. */
function intensityEffectLines(battle: BattleType, retreat: RetreatSymbol | null, effect: IntensityEffect): Localized {
  const symbol = retreat ? RETREAT_PRINTED[retreat] : null;
  const lines: Localized[] = [];
  if (symbol) {
    const ignored =
      effect.retreat === 0
        ? battle === 'defender'
          ? loc('ignored: the defender fights Intense', 'ignorata: il difensore combatte Intenso')
          : loc('not active: only an Attacker Intense battle uses ①', 'non attiva: solo con Attaccante Intenso vale ①')
        : null;
    lines.push(
      ignored
        ? loc(`CRT retreat ${symbol}: ${ignored.en} (9.8.2).`, `Ritirata ${symbol} della CRT: ${ignored.it} (9.8.2).`)
        : loc(
            `CRT retreat ${symbol}: the defender retreats **${effect.retreat}** ${hexes(effect.retreat)} (9.9.2).`,
            `Ritirata ${symbol} della CRT: il difensore si ritira di **${effect.retreat}** ${esagoni(effect.retreat)} (9.9.2).`,
          ),
    );
  } else {
    lines.push(loc('No retreat in the CRT result.', 'Nessuna ritirata nel risultato della CRT.'));
  }
  if (effect.attackerSr)
    lines.push(
      loc(
        'Intensity: the attacker takes **1 SR** (no black retreat in the result, 9.8.2).',
        "Intensità: l'attaccante subisce **1 SR** (nessuna ritirata nera nel risultato, 9.8.2).",
      ),
    );
  if (effect.defenderSr)
    lines.push(
      loc(
        `Intensity: the defender takes **1 SR** (the result includes ${symbol}, 9.8.2).`,
        `Intensità: il difensore subisce **1 SR** (il risultato include ${symbol}, 9.8.2).`,
      ),
    );
  if (effect.attackerSr || effect.defenderSr)
    lines.push(loc('These SR add to those of the CRT (9.8.2).', 'Queste SR si aggiungono a quelle della CRT (9.8.2).'));
  return joinLocalized(lines);
}

function intensitySummary(battle: BattleType): Localized {
  switch (battle) {
    case 'none':
      return loc('No effect (9.8.2).', 'Nessun effetto (9.8.2).');
    case 'attacker':
      return loc(
        'The ① retreat is active; the attacker takes an SR on a result with no retreat or with ① (9.8.2).',
        "La ritirata ① è attiva; l'attaccante subisce un SR con un risultato senza ritirata o con ① (9.8.2).",
      );
    case 'defender':
      return loc(
        'All retreat results are ignored; the defender takes an SR if the result includes ①, ❶ or ❷ (9.8.2).',
        'Si ignorano tutti i risultati di ritirata; il difensore subisce un SR se il risultato include ①, ❶ o ❷ (9.8.2).',
      );
    case 'intense':
      return loc(
        'Only the black retreats are active; the attacker takes an SR on no retreat or ①, the defender on ①, ❶ or ❷ (9.8.2).',
        "Sono attive solo le ritirate nere; l'attaccante subisce un SR senza ritirata o con ①, il difensore con ①, ❶ o ❷ (9.8.2).",
      );
  }
}

/** One step in words; null for a step worded as part of another (a Force in the attack, a shift in the net). */
function stepLine(step: Offensive1914Step, all: readonly Offensive1914Step[]): Localized | null {
  switch (step.step) {
    case 'roll':
      return describeRoll(
        step.dice,
        step.modifiers.map((m) => ({
          label: DRM_LABELS[m.cause],
          value: m.value,
          ...(m.rule ? { rule: m.rule } : {}),
        })),
        step.final,
      );

    // Odds (9.3, 9.6).
    case 'force':
    case 'column-shift':
      return null;
    case 'attack': {
      const forces = all.flatMap((s) => (s.step === 'force' ? [forceLine(s)] : []));
      return loc(
        `Attack (9.3.2): ${forces.map((l) => l.en).join('; ')} → total **${fmt(step.total)}**.`,
        `Attacco (9.3.2): ${forces.map((l) => l.it).join('; ')} → totale **${fmt(step.total)}**.`,
      );
    }
    case 'defence': {
      const bonus = step.bonusGiven
        ? loc('terrain bonus given', 'bonus del terreno indicato')
        : TERRAIN_NAMES[step.terrain];
      const halvedEn = step.noAmmo ? ` + ${fmt(step.noAmmo)} halved without Ammo = ${fmt(step.halved)}` : '';
      const halvedIt = step.noAmmo ? ` + ${fmt(step.noAmmo)} dimezzata senza Munizioni = ${fmt(step.halved)}` : '';
      return loc(
        `Defence: DS ${fmt(step.ds)}${halvedEn} + ${step.bonus} (${bonus.en}, 9.3.1) → total **${fmt(step.total)}**.`,
        `Difesa: DS ${fmt(step.ds)}${halvedIt} + ${step.bonus} (${bonus.it}, 9.3.1) → totale **${fmt(step.total)}**.`,
      );
    }
    case 'initial-odds': {
      const how =
        step.rule === '9.1.1e'
          ? loc('rounded down, 9.1.1e', 'arrotondato per difetto, 9.1.1e')
          : loc('rounded up as in the 7.4 examples', 'arrotondato per eccesso come negli esempi della 7.4');
      const ratio = `${fmt(step.attack)}:${fmt(step.defence)}`;
      if (step.defence === 0)
        return loc(
          `${ratio}: a defence of 0 gives no ratio; it is above every CRT column → initial odds **${step.initial}**, read on the highest, 8:1, whatever the shifts (9.9, 9.6.2).`,
          `${ratio}: una difesa di 0 non dà un rapporto; è superiore a ogni colonna della CRT → rapporto iniziale **${step.initial}**, risolto sulla più alta, 8:1, qualunque siano gli spostamenti (9.9, 9.6.2).`,
        );
      return loc(
        `${ratio} → initial odds **${step.initial}** (${how.en}).`,
        `${ratio} → rapporto iniziale **${step.initial}** (${how.it}).`,
      );
    }
    case 'prep-ignored':
      return loc(
        `Prep Bombardment shifts ignored: a Fortress is in the hex (13.3.4).`,
        `Spostamenti del Bombardamento Prep ignorati: una Fortezza è nell'esagono (13.3.4).`,
      );
    case 'net-shift': {
      const shifts = all.flatMap((s) => (s.step === 'column-shift' ? [s] : []));
      const list = (l: 'en' | 'it') =>
        shifts.map((s) => `${shiftText(s.value, l)} ${shiftCauseName(s.cause, s.value)[l]} (${s.rule})`).join(', ');
      return loc(
        `Shifts: ${list('en')} → net **${shiftText(step.net, 'en')}** (9.6.2) → **${step.final}**.`,
        `Spostamenti: ${list('it')} → netto **${shiftText(step.net, 'it')}** (9.6.2) → **${step.final}**.`,
      );
    }
    case 'no-shift':
      return loc('No column shifts.', 'Nessuno spostamento di colonna.');
    case 'crt-column':
      return step.rule
        ? loc(
            `${step.final} is beyond the CRT: read column **${step.column}** (9.9).`,
            `${step.final} è oltre la CRT: si usa la colonna **${step.column}** (9.9).`,
          )
        : loc(`CRT column **${step.column}**.`, `Colonna della CRT **${step.column}**.`);

    // Combat (9.7–9.10, 21.1).
    case 'pr': {
      const notes: string[] = [];
      const notesIt: string[] = [];
      if (step.attackerAlpins) {
        notes.push('attacker +1 Chasseurs d’Alpins, 9.7.2');
        notesIt.push('attaccante +1 Chasseurs d’Alpins, 9.7.2');
      }
      if (step.defenderAlpins) {
        notes.push('defender +1 Chasseurs d’Alpins, 9.7.2');
        notesIt.push('difensore +1 Chasseurs d’Alpins, 9.7.2');
      }
      if (step.fortress) {
        notes.push('Fortress PR 5, 9.7.1');
        notesIt.push('Fortezza PR 5, 9.7.1');
      }
      const extra = (list: string[]) => (list.length ? ` (${list.join('; ')})` : '');
      const white = step.modifiedWhite;
      return loc(
        `PR: defender ${step.defender} − attacker ${step.attacker}${extra(notes)} = ${signed(step.drm)} to the white die (9.7).` +
          (white === null ? '' : ` Modified white die: **${white}**.`),
        `PR: difensore ${step.defender} − attaccante ${step.attacker}${extra(notesIt)} = ${signed(step.drm)} al dado bianco (9.7).` +
          (white === null ? '' : ` Dado bianco modificato: **${white}**.`),
      );
    }
    case 'doctrine-reroll': {
      const why =
        step.allies === 'attacker'
          ? loc('the Allies attack and the black die is 1', 'gli Alleati attaccano e il nero è 1')
          : loc('the Allies defend and the black die is 6', 'gli Alleati difendono e il nero è 6');
      return loc(
        `White ${step.first.white}, black ${step.first.black}: ${why.en}, both dice rolled again (21.1): white ${step.white}, black ${step.black}`,
        `Bianco ${step.first.white}, nero ${step.first.black}: ${why.it}, si ritirano entrambi i dadi (21.1): bianco ${step.white}, nero ${step.black}`,
      );
    }
    case 'doctrine-unchecked':
      return loc(
        '21.1 not checked: in GT 1–5 give the GT option (gt).',
        "21.1 non verificata: nei GT 1–5 indicate l'opzione GT (gt).",
      );
    case 'odds-column':
      return step.rule
        ? loc(
            `${step.final} is beyond the CRT: column **${step.column}** (9.9).`,
            `${step.final} è oltre la CRT: colonna **${step.column}** (9.9).`,
          )
        : loc(`Odds column **${step.column}**.`, `Colonna del rapporto **${step.column}**.`);
    case 'battle':
      return battleLine(step.attackerIntense, step.defenderIntense, step.battle);
    case 'intensity-effect':
      return intensityEffectLines(step.battle, step.retreat, step.effect);
    case 'intensity-summary':
      return intensitySummary(step.battle);
    case 'crt-missing':
      return missingCrtMessage(step.rule);
    case 'crt-result':
      return loc(
        `CRT ${step.column}, white ${step.row}, black ${step.black}: **${step.printed}** (attacker/defender, 9.9.1).`,
        `CRT ${step.column}, bianco ${step.row}, nero ${step.black}: **${step.printed}** (attaccante/difensore, 9.9.1).`,
      );
    case 'side':
      return step.side === 'attacker' ? loc('**Attacker**', '**Attaccante**') : loc('**Defender**', '**Difensore**');
    case 'crt-effects': {
      const alone = step.kind === 'fortress';
      const parts: Localized[] = [];
      if (step.e && !alone)
        parts.push(
          loc(`E ×${step.e}: ${step.e} CE level(s) now (9.9.2)`, `E ×${step.e}: ${step.e} livello/i CE subito (9.9.2)`),
        );
      if (step.crtSr) parts.push(loc(`CRT s ×${step.crtSr} (9.10)`, `s della CRT ×${step.crtSr} (9.10)`));
      if (step.intensitySr)
        parts.push(loc(`Intensity SR ×${step.intensitySr} (9.8.2)`, `SR per Intensità ×${step.intensitySr} (9.8.2)`));
      if (step.crtRetreat && !alone)
        parts.push(
          loc(
            `CRT retreat ${step.crtRetreat} ${hexes(step.crtRetreat)}`,
            `ritirata CRT di ${step.crtRetreat} ${esagoni(step.crtRetreat)}`,
          ),
        );
      if (step.crtRetreat && alone)
        parts.push(
          loc('the CRT retreat flips the Fortress (11.1.2)', 'la ritirata della CRT gira la Fortezza (11.1.2)'),
        );
      if (step.e && alone)
        parts.push(loc('E has no effect on a lone Fortress', 'E non ha effetto su una Fortezza da sola'));
      return loc(
        `CRT: ${parts.length ? parts.map((p) => p.en).join('; ') : 'no loss'}; EC DRM ${signed(step.drm)}.`,
        `CRT: ${parts.length ? parts.map((p) => p.it).join('; ') : 'nessuna perdita'}; DRM all'EC ${signed(step.drm)}.`,
      );
    }
    case 'no-ec-below-table':
      return loc(
        'The defender takes no EC: the odds were below 1:4 (10.0).',
        'Il difensore non effettua l’EC: rapporto inferiore a 1:4 (10.0).',
      );
    case 'ec-not-rolled':
      return loc('EC not rolled: give the Base CE of the Force.', 'EC non tirato: indicate la CE Base della Forza.');
    case 'ec':
      return ecLines(step.ec, step.kind);
    case 'side-total': {
      if (step.kind === 'fortress')
        return step.flipped
          ? loc('Result: the Fortress is **flipped**.', 'Risultato: la Fortezza viene **girata**.')
          : loc('Result: the Fortress holds.', 'Risultato: la Fortezza resiste.');
      const { strengthReduction: sr, retreat, status } = step;
      return loc(
        `Total: **${sr} SR**, retreat **${retreat}** ${hexes(retreat)}${status ? `, status **${statusName(status).en}**` : ''}.`,
        `Totale: **${sr} SR**, ritirata di **${retreat}** ${esagoni(retreat)}${status ? `, stato **${statusName(status).it}**` : ''}.`,
      );
    }

    // Repulse (7.4).
    case 'repulse-automatic':
      return loc(
        'Column 8:1: the Repulse **succeeds automatically** (7.4.3).',
        'Colonna 8:1: la Respinta **riesce automaticamente** (7.4.3).',
      );
    case 'repulse-too-low':
      return loc(
        `Column ${step.column} is below 3:1: the Repulse **fails** (7.4.5).`,
        `Colonna ${step.column} inferiore a 3:1: la Respinta **fallisce** (7.4.5).`,
      );
    case 'repulse-crt': {
      const where = loc(
        `CRT ${step.column}, white ${step.row}, black ${step.black}: ${step.printed}`,
        `CRT ${step.column}, bianco ${step.row}, nero ${step.black}: ${step.printed}`,
      );
      const symbol = RETREAT_PRINTED[step.retreat ?? 'b1'];
      return step.success
        ? loc(
            `${where.en}: a black-circled retreat ${symbol}: the Repulse **succeeds** (7.4.3; the rest of the result is ignored).`,
            `${where.it}: ritirata in cerchio nero ${symbol}: la Respinta **riesce** (7.4.3; il resto del risultato è ignorato).`,
          )
        : loc(
            `${where.en}: no black-circled retreat: the Repulse **fails** (7.4.5).`,
            `${where.it}: nessuna ritirata in cerchio nero: la Respinta **fallisce** (7.4.5).`,
          );
    }
    case 'repulse-success':
      return step.fortress
        ? loc(
            'The defending group retreats 2 hexes; a defending Fortress is flipped instead (7.4.4).',
            'Il gruppo difendente si ritira di 2 esagoni; una Fortezza difendente viene invece girata (7.4.4).',
          )
        : loc(
            'The defending group retreats **2 hexes** (7.4.4).',
            'Il gruppo difendente si ritira di **2 esagoni** (7.4.4).',
          );
    case 'repulse-failure':
      return step.during === 'movement'
        ? loc(
            'The repulsing Force may not move further this phase; it may spend its remaining MP in place for a PA or to start an IP (7.4.5).',
            'La Forza che respinge non può muovere oltre in questa fase; può spendere gli MP rimanenti sul posto per un PA o per iniziare una IP (7.4.5).',
          )
        : loc(
            'The repulsing Force must go on with its retreat, or apply 11.1.5 (7.4.5).',
            'La Forza che respinge deve proseguire la ritirata, o applicare 11.1.5 (7.4.5).',
          );
    case 'repulse-ec': {
      const who =
        step.who === 'defending'
          ? loc('defending Force', 'Forza difendente')
          : loc('repulsing Force', 'Forza che respinge');
      const ec = step.ec;
      if (ec === null)
        return loc(
          `EC of the ${who.en} not rolled: give its CEL.`,
          `EC della ${who.it} non tirato: indicatene la CEL.`,
        );
      const head = loc(
        `EC of the ${who.en}: ${ec.total} against CEL ${ec.cel}: `,
        `EC della ${who.it}: ${ec.total} contro CEL ${ec.cel}: `,
      );
      if (ec.passed) return loc(`${head.en}**passed**.`, `${head.it}**superato**.`);
      return step.support
        ? loc(
            `${head.en}**failed**: the Support unit takes **1 Strength Reduction** (5.5.2).`,
            `${head.it}**fallito**: l'unità di Supporto subisce **1 Riduzione di Forza** (5.5.2).`,
          )
        : loc(`${head.en}**failed**: **one CEL reduction**.`, `${head.it}**fallito**: **una riduzione della CEL**.`);
    }

    // Artillery (10.1).
    case 'artillery-cell':
      return loc(
        `Artillery Table (10.1.2): own ${fmt(step.de)} DE → row ${step.row}; enemy AV ${step.av} → cell ${step.band}.`,
        `Tabella dell'Artiglieria (10.1.2): proprie ${fmt(step.de)} DE → riga ${step.row}; AV nemica ${step.av} → casella ${step.band}.`,
      );
    case 'artillery-drm':
      return loc(
        `**${signed(step.drm)}** to this side's Post-Combat EC.`,
        `**${signed(step.drm)}** all'EC Post-Combattimento di questa parte.`,
      );

    // Forced March (7.2).
    case 'ec-check':
      return ecHead(step.total, step.cel, step.passed, step.failedBy);
    case 'loc-cavalry-eliminated':
      return loc(
        'LOC cavalry that fails a Forced March EC is **eliminated** (8.7.3).',
        'La Cavalleria LOC che fallisce un EC per la Marcia Forzata viene **eliminata** (8.7.3).',
      );
    case 'forced-march-cell': {
      const margin = step.margin === '5+' ? '5+' : '1–4';
      return loc(
        `Forced March Results table (7.2.4), ${FORCED_MARCH_UNIT_NAMES[step.unit].en}, failed by ${margin}: **${step.printed}**.`,
        `Tabella dei Risultati della Marcia Forzata (7.2.4), ${FORCED_MARCH_UNIT_NAMES[step.unit].it}, fallito di ${margin}: **${step.printed}**.`,
      );
    }
    case 'forced-march-effects': {
      const effects: Localized[] = [];
      if (step.ceLoss) {
        const status =
          step.oldStatus && step.newStatus
            ? loc(
                ` (status ${statusName(step.oldStatus).en} → ${statusName(step.newStatus).en})`,
                ` (stato ${statusName(step.oldStatus).it} → ${statusName(step.newStatus).it})`,
              )
            : loc('', '');
        effects.push(
          loc(
            `lose ${step.ceLoss} CE ${levels(step.ceLoss).en}${status.en}`,
            `perdere ${step.ceLoss} ${levels(step.ceLoss).it} di CE${status.it}`,
          ),
        );
      }
      if (step.sr)
        effects.push(
          loc(
            `take ${step.sr} Strength Reduction${step.sr === 1 ? '' : 's'}`,
            `subire ${step.sr} Riduzion${step.sr === 1 ? 'e' : 'i'} di Forza`,
          ),
        );
      if (step.removePa) effects.push(loc('remove its PA marker', 'rimuovere il suo segnalino PA'));
      return loc(
        `The unit must ${effects.map((e) => e.en).join(', ')}.`,
        `L'unità deve: ${effects.map((e) => e.it).join(', ')}.`,
      );
    }
    case 'stops-at-d2':
      return loc(
        'A Formation cannot go below D2: the rest is ignored (7.2.4 †).',
        'Una Formazione non scende sotto D2: il resto è ignorato (7.2.4 †).',
      );
    case 'infantry-overflow':
      return loc(
        'A reduction it cannot absorb below D2 becomes an SR (table footnote *).',
        'Una riduzione che non può assorbire oltre D2 diviene una SR (nota * della tabella).',
      );

    // Fortress Bombardment (12.4) and Prep Bombardment (13.3).
    case 'gun-die': {
      const dieText = step.drm ? `${step.die}−1 = ${step.modified}` : `${step.die}`;
      const below = step.modified < 1 ? loc(' (read on row 1)', ' (letto sulla riga 1)') : loc('', '');
      const where = loc(
        `${step.calibre} cm vs Class ${step.classes}`,
        `${step.calibre} cm contro Classe ${step.classes}`,
      );
      const notesEn: string[] = [];
      const notesIt: string[] = [];
      if (step.reroll) {
        const r = step.reroll;
        const shown = r.modified === r.die ? `${r.die}` : `${r.die}−1 = ${r.modified}`;
        notesEn.push(`"+": re-roll ${shown}: ${r.hit ? '1–3, 1 loss' : 'no effect'}`);
        notesIt.push(`"+": ritirate ${shown}: ${r.hit ? '1–3, 1 perdita' : 'nessun effetto'}`);
      }
      if (step.skm === 'bonus') {
        notesEn.push('"*": +1 loss, the firer is the 5+6 sKM');
        notesIt.push('"*": +1 perdita, spara la 5+6 sKM');
      } else if (step.skm === 'other-gun') {
        notesEn.push('"*" applies only to the 5+6 sKM');
        notesIt.push('"*" vale solo per la 5+6 sKM');
      }
      const lost = levels(step.losses);
      return loc(
        `Die ${step.index}: ${dieText}${below.en} → ${where.en}, row ${step.row}: **${step.cell}**${notesEn.length ? `; ${notesEn.join('; ')}` : ''} → ${step.losses} ${lost.en}.`,
        `Dado ${step.index}: ${dieText}${below.it} → ${where.it}, riga ${step.row}: **${step.cell}**${notesIt.length ? `; ${notesIt.join('; ')}` : ''} → ${step.losses} ${lost.it}.`,
      );
    }
    case 'fortress-losses': {
      const lost = levels(step.lost);
      return step.destroyed
        ? loc(
            `The Fortress loses **${step.lost}** strength ${lost.en} and is **destroyed** (removed; excess ignored, 12.4.3).`,
            `La Fortezza perde **${step.lost}** ${lost.it} di forza ed è **distrutta** (rimossa; l'eccesso è ignorato, 12.4.3).`,
          )
        : loc(
            `The Fortress loses **${step.lost}** strength ${lost.en} (12.4.3).`,
            `La Fortezza perde **${step.lost}** ${lost.it} di forza (12.4.3).`,
          );
    }
    case 'record-heavy-bombardment':
      return loc(
        `Record this ${step.calibre} cm bombardment on the German Resources display (13.4).`,
        `Registrate questo bombardamento da ${step.calibre} cm sulla Tabella delle Risorse Tedesche (13.4).`,
      );
    case 'prep-cell': {
      const over =
        step.units > 6
          ? loc(` (${step.units} units: the last column, 6)`, ` (${step.units} unità: l'ultima colonna, 6)`)
          : loc('', '');
      return loc(
        `Prep Bombardment table (13.3.4), ${step.column} units${over.en}, row ${step.row}: **${step.cell}**.`,
        `Tabella del Bombardamento Prep (13.3.4), ${step.column} unità${over.it}, riga ${step.row}: **${step.cell}**.`,
      );
    }
    case 'prep-heavy':
      return step.ecDrm
        ? loc(
            `A 30.5/42 cm unit takes part: add **${step.cell}** (13.3.4).`,
            `Partecipa una unità da 30.5/42 cm: aggiungere **${step.cell}** (13.3.4).`,
          )
        : loc(
            `A 30.5/42 cm unit takes part: ◇, nothing to add on row ${step.row}.`,
            `Partecipa una unità da 30.5/42 cm: ◇, nulla da aggiungere alla riga ${step.row}.`,
          );
    case 'prep-shifts':
      return step.ignored
        ? loc(
            `The ${step.shifts} column shifts are **ignored**: a Fortress is in the defending hex (13.3.4).`,
            `I ${step.shifts} spostamenti di colonna sono **ignorati**: c'è una Fortezza nell'esagono difendente (13.3.4).`,
          )
        : loc(
            `**${step.shifts}** column shift${step.shifts === 1 ? '' : 's'} right on the CRT.`,
            `**${step.shifts}** spostament${step.shifts === 1 ? 'o' : 'i'} di colonna a destra sulla CRT.`,
          );
    case 'prep-strength-reduction':
      return loc('The defender takes **1 Strength Reduction**.', 'Il difensore subisce **1 Riduzione di Forza**.');
    case 'prep-ec':
      return loc(
        `**+${step.ecDrm}** to the defender's Post-Combat EC. Decrease the Prep limit marker by one (13.4).`,
        `**+${step.ecDrm}** all'EC Post-Combattimento del difensore. Riducete di uno il segnalino del limite Prep (13.4).`,
      );

    // Forts (8.5.2), stacking (3.1), victory (27.4).
    case 'fort-abandonment':
      return !step.abandoned
        ? loc(
            `${step.die} is not above ${step.number}: the Fort **stays** (8.5.2). This roll is made once only.`,
            `${step.die} non è superiore a ${step.number}: il Forte **rimane** (8.5.2). Questo tiro si fa una sola volta.`,
          )
        : step.eliminated
          ? loc(
              `${step.die} is above ${step.number}: the Fort is **abandoned** and, having no back, **eliminated** (8.5.2).`,
              `${step.die} è superiore a ${step.number}: il Forte viene **abbandonato** e, privo di retro, **eliminato** (8.5.2).`,
            )
          : loc(
              `${step.die} is above ${step.number}: the Fort is **abandoned**: flip it and retreat it **${step.retreat} hexes**; it is now an infantry Support unit (8.5.2).`,
              `${step.die} è superiore a ${step.number}: il Forte viene **abbandonato**: giratelo e ritiratelo di **${step.retreat} esagoni**; diviene un'unità di Supporto di fanteria (8.5.2).`,
            );
    case 'stack-count': {
      const name = SITUATION_NAMES[step.situation];
      const support = step.supportLimit === null;
      return loc(
        `${name.en} (${step.rule}): **${fmt(step.de)} DE** against a limit of ${fmt(step.limit)}${support ? '' : `; **${step.support}** Support units against ${step.supportLimit}`}.`,
        `${name.it} (${step.rule}): **${fmt(step.de)} DE** contro un limite di ${fmt(step.limit)}${support ? '' : `; **${step.support}** unità di Supporto contro ${step.supportLimit}`}.`,
      );
    }
    case 'within-limit':
      return loc('Within the limit.', 'Entro il limite.');
    case 'over-limit':
      return step.situation === 'movement'
        ? loc(
            `Over the limit by ${fmt(step.excessDe)} DE: the owner eliminates the excess, unless enemy PA markers prevent fixing it (3.1.3).`,
            `Oltre il limite di ${fmt(step.excessDe)} DE: il possessore elimina l'eccesso, salvo che i segnalini PA nemici lo impediscano (3.1.3).`,
          )
        : loc(
            `Over the limit${step.excessDe ? ` by ${fmt(step.excessDe)} DE` : ''}${step.supportOk ? '' : ', too many Support units'}: the excess must be Excluded (3.1.2, 9.2.5).`,
            `Oltre il limite${step.excessDe ? ` di ${fmt(step.excessDe)} DE` : ''}${step.supportOk ? '' : ', troppe unità di Supporto'}: l'eccesso deve essere Escluso (3.1.2, 9.2.5).`,
          );
    case 'hex-vp':
      return step.vp === null
        ? loc(
            `${step.hex}: column ${step.column} is not west of column 45: does not count.`,
            `${step.hex}: la colonna ${step.column} non è a ovest della 45: non conta.`,
          )
        : loc(
            `${step.hex}: ${step.row} − ${step.column} = ${signed(step.vp)} VP.`,
            `${step.hex}: ${step.row} − ${step.column} = ${signed(step.vp)} VP.`,
          );
    case 'deepest-advance':
      return step.hex !== null && step.vp !== null
        ? loc(
            `The German scores **${signed(step.vp)} VP** for ${step.hex} (27.4).`,
            `Il tedesco ottiene **${signed(step.vp)} VP** per ${step.hex} (27.4).`,
          )
        : loc(
            'No hex west of column 45: 27.4 scores nothing here.',
            'Nessun esagono a ovest della colonna 45: la 27.4 non assegna nulla.',
          );

    case 'plan-fifth-army':
      return loc(
        'The German Fifth Army never loses VP for its plan (27.1): 0 VP.',
        'La Quinta Armata tedesca non perde mai VP per il suo piano (27.1): 0 VP.',
      );
    case 'plan-abandon-vp': {
      const band =
        step.to === null ? `${step.from}+` : step.from === step.to ? `${step.from}` : `${step.from}–${step.to}`;
      return loc(
        `The army's nearest infantry unit is ${step.distance} hex(es) from its primary objective: the ${band} row of 27.1, **${signed(step.vp)} VP** for abandoning the plan (26.3).`,
        `L'unità di fanteria dell'armata più vicina è a ${step.distance} esagono/i dal suo obiettivo principale: riga ${band} della 27.1, **${signed(step.vp)} VP** per l'abbandono del piano (26.3).`,
      );
    }

    // One-shot rolls (21.3, 22.4, 26.6.2).
    case 'ijzer':
      return step.success
        ? loc(
            '1–5: the Ijzer inundation **succeeds** and stays for the whole game (21.3).',
            "1–5: l'Inondazione dell'Ijzer **ha successo** e rimane per tutto il gioco (21.3).",
          )
        : loc(
            '6: the Ijzer inundation **fails** (21.3); it may be announced once per game only.',
            "6: l'Inondazione dell'Ijzer **fallisce** (21.3); si annuncia una sola volta per partita.",
          );
    case 'french-reserve-automatic':
      return loc(
        '8th Interphase: the French Reserve Assignment markers flip **automatically** (22.4.1).',
        '8° Interfase: i segnalini di Assegnazione delle Riserve francesi si girano **automaticamente** (22.4.1).',
      );
    case 'french-reserve': {
      const range = rangeOf(step.threshold);
      const n = step.interphase;
      return step.success
        ? loc(
            `${ordinal(n)} Interphase succeeds on ${range}: **success**: flip the Assignment markers of all French divisions and brigades with "r" in their ID (22.4).`,
            `${n}° Interfase, successo con ${range}: **successo**: girate i segnalini di Assegnazione di tutte le divisioni e brigate francesi con "r" nella ID (22.4).`,
          )
        : loc(
            `${ordinal(n)} Interphase succeeds on ${range}: **no success**; move the French Reserve marker to the next Interphase and roll again (22.4.1).`,
            `${n}° Interfase, successo con ${range}: **nessun successo**; spostate il segnalino Riserva Francese all'Interfase seguente e ritirate (22.4.1).`,
          );
    }
    case 'sixth-army-french-abandoned':
      return loc(
        'The French Second Army abandoned its plan: the Sixth Army plan **activates** in this Preliminary Phase, no roll (26.6.2).',
        'La Seconda Armata francese ha abbandonato il suo piano: il Piano della Sesta Armata **si attiva** in questa Fase Preliminare, senza tiro (26.6.2).',
      );
    case 'sixth-army-automatic':
      return loc(
        'GT 4: activation is **automatic** in the French player turn, if not earlier (26.6.2).',
        'GT 4: l’attivazione è **automatica** nel turno di giocatore francese, se non avvenuta prima (26.6.2).',
      );
    case 'sixth-army-suspended':
      return loc(
        `GT ${step.gt}: 26.6.2 gives an activating roll only in GT 3 (1–3): the plan stays **suspended**. A club that reads a roll here gives its threshold (activate-max option).`,
        `GT ${step.gt}: la 26.6.2 dà un tiro che attiva solo nel GT 3 (1–3): il piano resta **sospeso**. Un club che legge un tiro qui ne indica la soglia (opzione soglia, activate-max).`,
      );
    case 'sixth-army-roll': {
      const range = rangeOf(step.threshold);
      const source = step.club ? loc('club threshold', 'soglia del club') : loc('26.6.2', '26.6.2');
      return step.activated
        ? loc(
            `GT ${step.gt}, ${range} activates (${source.en}): the Sixth Army plan is **activated**.`,
            `GT ${step.gt}, ${range} attiva (${source.it}): il Piano della Sesta Armata è **attivato**.`,
          )
        : loc(
            `GT ${step.gt}, ${range} activates (${source.en}): the plan stays **suspended**.`,
            `GT ${step.gt}, ${range} attiva (${source.it}): il piano resta **sospeso**.`,
          );
    }
  }
}

/** The explanation a player reads: each step's line, in order. */
export function explain(steps: readonly Step[]): Localized {
  const all = steps as readonly Offensive1914Step[];
  return joinLocalized(all.flatMap((s) => stepLine(s, all) ?? []));
}

// ---------------------------------------------------------------------------------------------------------------
// Problems.

/** Who marches, as the subject of 7.2.1's sentence ("Un'unità di fanteria può ottenere sino a 3 MP"). */
const FORCED_MARCH_UNIT_IT: Readonly<Record<ForcedMarchUnit, string>> = {
  infantry: "un'unità di fanteria",
  cavalry: "un'unità di cavalleria",
  support: "un'Unità di Supporto",
  'loc-cavalry': 'la cavalleria LOC',
};

/** The hexsides no attack crosses (9.2.3), as the book's sentence names them ("un lato di esagono di Mare"). */
const NO_ATTACK_SIDE_IT: Readonly<Partial<Record<Hexside, string>>> = {
  crest: 'Cresta di Montagna',
  flood: 'Inondazione',
  sea: 'Mare',
};

const CELL_SIDE_REASONS: Readonly<Record<string, string>> = {
  'retreat-attacker': 'retreat symbols belong to the defender (right of the "/")',
  'retreat-twice': 'one retreat symbol per result',
};

/** Why a printed CRT result does not read (a pack's `tables.combat-results`), for the pack's validation. */
export function crtCellError(p: Problem): string {
  const v = p.params ?? {};
  if (p.code === 'crt-cell-form') return `a result is ${CELL_FORM}`;
  const reason = CELL_SIDE_REASONS[String(v['reason'])] ?? `cannot read "${String(v['rest'])}"`;
  return `${String(v['side'])} side of "${String(v['printed'])}": ${reason}`;
}

export function problemWords(p: Problem): Localized {
  const v = p.params ?? {};
  const s = (key: string) => String(v[key] ?? '');
  const rule = p.rule ?? '';
  switch (p.code) {
    // Notation (notation.ts).
    case 'forces-empty':
      return loc(`give at least one Force, e.g. ${FORCES_FORM}`, `indicate almeno una Forza, ad es. ${FORCES_FORM_IT}`);
    case 'not-a-force':
      return loc(
        `"${s('text')}" is not a Force: write ${FORCES_FORM}`,
        `"${s('text')}" non è una Forza: scrivete ${FORCES_FORM_IT}`,
      );
    case 'not-a-hexside':
      return loc(
        `"${s('text')}" is not a hexside: use one of ${HEXSIDES.join(', ')}`,
        `"${s('text')}" non è un lato d'esagono: usate uno fra ${HEXSIDES.join(', ')}`,
      );
    case 'no-attack-across': {
      const side = s('hexside') as Hexside;
      return loc(
        `no attack across a ${HEXSIDE_NAMES[side].en.replace(/ hexside$/, '')} hexside (${rule})`,
        `non si può attaccare attraverso un lato di esagono di ${NO_ATTACK_SIDE_IT[side] ?? HEXSIDE_NAMES[side].it} (${rule})`,
      );
    }
    case 'units-empty':
      return loc(`list the units, e.g. ${UNITS_FORM}`, `elencate le unità, ad es. ${UNITS_FORM_IT}`);
    case 'not-a-unit':
      return loc(
        `"${s('text')}" is not a unit: write ${UNITS_FORM}`,
        `"${s('text')}" non è un'unità: scrivete ${UNITS_FORM_IT}`,
      );
    case 'hexes-empty':
      return loc('give at least one hex as CC.RR, e.g. 29.34', 'indicate almeno un esagono come CC.RR, ad es. 29.34');
    case 'not-a-hex':
      return loc(
        `"${s('text')}" is not a hex: write CC.RR (column.row), e.g. 29.34, 15.32`,
        `"${s('text')}" non è un esagono: scrivete CC.RR (colonna.riga), ad es. 29.34, 15.32`,
      );
    case 'not-an-odds-column':
      return loc(
        `"${s('text')}" is not an odds column: give ${LADDER_HINT.en}`,
        `"${s('text')}" non è una colonna del rapporto di forze: indicate ${LADDER_HINT.it}`,
      );

    // The rules.
    case 'no-attack-strength':
      return loc(
        `the attacking strength is 0 after Ammo and terrain: there is nothing to attack with (${rule}).`,
        `la forza di attacco è 0 dopo Munizioni e terreno: non si può attaccare (${rule}).`,
      );
    case 'no-repulse-strength':
      return loc(
        `the repulsing strength is 0 after Ammo and terrain (${rule}).`,
        `la forza che respinge è 0 dopo Munizioni e terreno (${rule}).`,
      );
    case 'crt-no-column':
      return loc(
        `The loaded CRT has no column ${s('column')}: complete \`tables.combat-results\` in the pack.`,
        `La CRT caricata non ha la colonna ${s('column')}: completate \`tables.combat-results\` nel pack.`,
      );
    case 'crt-no-row':
      return loc(
        `The loaded CRT has no row ${s('row')} in column ${s('column')}: complete \`tables.combat-results\` in the pack.`,
        `La CRT caricata non ha la riga ${s('row')} nella colonna ${s('column')}: completate \`tables.combat-results\` nel pack.`,
      );

    // Contradictions in a ruling's input (rulings/).
    case 'flanked-fortress':
      return loc(
        `a hex containing a Fortress cannot be Flanked (${rule})`,
        `un esagono che contiene una Fortezza non può essere Aggirato sul Fianco (${rule})`,
      );
    case 'no-defence':
      return loc(
        'the defending units need some DS (ds or ds-noammo above 0)',
        'le unità difendenti devono avere una DS sopra 0 (con o senza Munizioni)',
      );
    case 'def-pr-missing':
      return loc(
        'give the highest defending PR (a lone Fortress has PR 5)',
        'indicate il PR più alto fra le unità difendenti (una Fortezza da sola ha PR 5)',
      );
    case 'def-pr-needed':
      return loc('give the highest defending PR', 'indicate il PR più alto fra le unità difendenti');
    case 'fortress-alone-intense':
      return loc(
        `a Fortress defending alone cannot choose Intense (${rule})`,
        `una Fortezza che difende da sola non può scegliere il combattimento Intenso (${rule})`,
      );
    case 'fortress-alone-ce':
      return loc(
        `a lone Fortress checks at CEL 11 (${rule}): leave the defender CE out`,
        `una Fortezza da sola effettua l'EC con CEL 11 (${rule}): non indicate la CE del difensore`,
      );
    case 'allies-missing':
      return loc(
        `in GT 1–5 say which side is Allied: the Inferior Allied Doctrine changes the dice (${rule})`,
        `nei GT 1–5 indicate quale parte è Alleata: la Dottrina di Combattimento Alleata Inferiore cambia i dadi (${rule})`,
      );
    case 'support-no-status':
      return loc(`a Support unit has no CE status (${rule})`, `un'Unità di Supporto non ha Stato CE (${rule})`);
    case 'base-ce-missing':
      return loc(
        `give the Base CE of the ${s('side') === 'att' ? 'attacking' : 'defending'} Force`,
        `indicate la CE Base della Forza ${s('side') === 'att' ? 'attaccante' : 'difendente'}`,
      );
    case 'fortress-cel':
      return loc(
        `a lone Fortress checks at CEL 11 (${rule})`,
        `una Fortezza da sola effettua l'EC con CEL 11 (${rule})`,
      );
    case 'fortress-no-status':
      return loc(
        `a lone Fortress has no CE status and is not a Support unit (${rule})`,
        `una Fortezza da sola non ha Stato CE e non è un'Unità di Supporto (${rule})`,
      );
    case 'cel-missing':
      return loc(
        'give the CEL of the Force (or, for a lone Fortress, the fortress option)',
        "indicate la CEL della Forza (oppure, per una Fortezza da sola, l'opzione fortezza, fortress)",
      );
    case 'support-constant-cel':
      return loc(
        `a Support unit has a constant CEL: it is never CI or Demoralized (${rule})`,
        `un'Unità di Supporto ha CEL costante: non è mai CI né Demoralizzata (${rule})`,
      );
    case 'ci-and-demoralized':
      return loc(
        `a Force is CI or Demoralized, not both (${rule})`,
        `una Forza è CI oppure Demoralizzata, non entrambe le cose (${rule})`,
      );
    case 'contradicts-status': {
      const status = CE_STATUS_NAMES[s('status') as CeStatus]?.it ?? s('status');
      const statusEn = CE_STATUS_NAMES[s('status') as CeStatus]?.en ?? s('status');
      const needsEn = s('flag') === 'ci' ? 'a CI Force has CE status CI' : 'a Demoralized Force has CE status D1 or D2';
      const needs = s('flag') === 'ci' ? 'una Forza CI ha Stato CE CI' : 'una Forza Demoralizzata ha Stato CE D1 o D2';
      return loc(
        `the CE status given is ${statusEn}, but ${needsEn} (6.1.4)`,
        `lo Stato CE indicato è ${status}, ma ${needs} (6.1.4)`,
      );
    }
    case 'forced-march-max': {
      const unit = FORCED_MARCH_UNIT_IT[s('unit') as ForcedMarchUnit] ?? s('unit');
      return loc(
        `a unit of type ${s('unit')} gains at most ${s('max')} MP by Forced March (${rule})`,
        `${unit} può ottenere al massimo ${s('max')} MP con la Marcia Forzata (${rule})`,
      );
    }
    case 'repulse-one-force':
      return loc(
        `a Repulse is made by ONE Force (${rule}): no commas`,
        `una Respinta la effettua UNA sola Forza (${rule}): niente virgole`,
      );
    case 'repulse-two-units':
      return loc(
        `only two units of the repulsing Force count (${rule}): e.g. 7+3@minor`,
        `contano solo due unità della Forza che effettua la Respinta (${rule}): ad es. 7+3@minore`,
      );
    case 'gun-dice':
      return loc(
        `a siege unit rolls 1 die, or 2 ("x2") or 4 ("x4") (${rule})`,
        `un'unità di Artiglieria da Assedio tira 1 dado, oppure 2 ("x2") o 4 ("x4") (${rule})`,
      );
    case 'de-quarters':
      return loc(
        'DE come in quarters: 0.25, 0.5, 0.75, 1, 1.25 …',
        'le divisioni-equivalenti (DE) vanno a quarti: 0.25, 0.5, 0.75, 1, 1.25 …',
      );
    case 'fortress-alone-intense-combat':
      return loc(
        'a Fortress defending alone cannot choose Intense combat (9.8, 12.1.1)',
        'una Fortezza che difende da sola non può scegliere il combattimento Intenso (9.8, 12.1.1)',
      );
    case 'plan-intense':
      return loc(
        `infantry Formations of an army under a Strategic Plan must declare Intense when they attack (${rule})`,
        `le Formazioni di fanteria di un'armata con un Piano Strategico devono dichiarare il Combattimento Intenso quando attaccano (${rule})`,
      );
    case 'club-threshold':
      return loc(
        'the book gives GT 3 (1–3) and GT 4 (automatic): a club threshold is only for GT 1–2',
        "il libro prevede un tiro nel GT 3 (1–3) e l'attivazione automatica nel GT 4: una soglia del club vale solo per i GT 1–2",
      );
    // Movement and stacking over a position (rules/movement.ts).
    case 'move-no-units':
      return loc(
        `name the units of the Force that moves (${rule})`,
        `indicate le unità della Forza che muove (${rule})`,
      );
    case 'move-units-not-here':
      return loc(
        `the moving units are not all in ${s('hex')}, where the path starts (${rule})`,
        `le unità che muovono non sono tutte in ${s('hex')}, dove inizia il percorso (${rule})`,
      );
    case 'move-immobile':
      return loc(`Forts and Fortresses do not move (${rule})`, `i Forti e le Fortezze non muovono (${rule})`);
    case 'move-depot':
      return loc(
        `a Depot moves only along friendly operational railroad, 1 MP a hex (${rule})`,
        `un Deposito muove solo lungo linee RR amiche operazionali, 1 MP per esagono (${rule})`,
      );
    case 'move-pinned':
      return loc(
        `an enemy Prepared Attack points at ${s('hex')}: a Force of at least its size may not leave the hex in the Counter-Movement Phase (${rule})`,
        `un segnalino di Attacco Preparato nemico punta contro ${s('hex')}: una Forza di almeno la stessa dimensione non può uscire dall'esagono durante la Fase di Contro Movimento (${rule})`,
      );
    case 'move-cavalry-doctrine':
      return loc(
        `in GT 1–9 cavalry may not enter the ZOC of an enemy infantry Formation in the Counter-Movement Phase (${s('hex')}, ${rule})`,
        `durante i GT 1-9 le unità di cavalleria non possono entrare nella ZOC di una Formazione nemica di fanteria durante la Fase di Contro Movimento (${s('hex')}, ${rule})`,
      );
    case 'forced-march-french-gt1':
      return loc(
        `French units may not make a Forced March in the French Movement Phase of GT 1 (${rule})`,
        `le unità francesi non possono effettuare una Marcia Forzata durante la Fase di Movimento francese del GT 1 (${rule})`,
      );
    case 'move-not-one-force':
      return loc(
        `only one Force moves as a group: one Formation with at most two Support units, or one or two Support units (${rule})`,
        `non più di una Forza può muovere in gruppo: una Formazione con al massimo due Unità di Supporto, oppure una o due Unità di Supporto (${rule})`,
      );
    case 'move-no-hexes':
      return loc(`give the hexes the Force moves to (${rule})`, `indicate gli esagoni in cui muove la Forza (${rule})`);
    case 'move-off-map':
    case 'attack-off-map':
      return loc(`${s('hex')} is not on the map (${rule})`, `${s('hex')} non è sulla mappa (${rule})`);
    case 'move-not-adjacent':
      return loc(
        `${s('to')} is not next to ${s('from')}: a unit moves from hex to hex (${rule})`,
        `${s('to')} non è adiacente a ${s('from')}: un'unità muove di esagono in esagono (${rule})`,
      );
    case 'move-prohibited-hexside':
      return loc(
        `the hexside ${s('from')}–${s('to')} may not be crossed (Sea or Mountain Crest, ${rule})`,
        `il lato di esagono ${s('from')}–${s('to')} non può essere attraversato (Mare o Cresta di Montagna, ${rule})`,
      );
    case 'move-terrain-unknown':
    case 'attack-terrain-unknown':
      return loc(
        `the Terrain Effects Chart does not know the terrain of ${s('hex')}: give its terrain in the pack (${rule})`,
        `la Tabella degli Effetti del Terreno non conosce il terreno di ${s('hex')}: indicatelo nel pack (${rule})`,
      );
    case 'move-river-class':
      return loc(
        `the map does not say which river flows between ${s('from')} and ${s('to')} (Minor, Major, Great or Imposing): its MP cost depends on it (${rule})`,
        `la mappa non dice quale Fiume scorre fra ${s('from')} e ${s('to')} (Minore, Maggiore, Grande o Imponente): il suo costo in MP ne dipende (${rule})`,
      );
    case 'move-start-adjacent':
      return loc(
        `a Flooded or Imposing River hexside (${s('from')}–${s('to')}) is crossed only by a unit that started the movement phase next to it (${rule})`,
        `un lato di esagono di Inondazione o di Fiume Imponente (${s('from')}–${s('to')}) può essere attraversato solo da un'unità che inizia la fase di movimento adiacente ad esso (${rule})`,
      );
    case 'move-enemy-units':
      return loc(
        `${s('hex')} holds enemy units: only an enemy Fortress without external garrison may be entered (${rule})`,
        `${s('hex')} contiene unità nemiche: si può entrare solo in una Fortezza nemica priva di guarnigione esterna (${rule})`,
      );
    case 'move-too-costly':
      return loc(
        `the move costs ${s('mp')} MP, more than the ${s('allowance')} MP of the phase (${rule}); a Forced March may add some (7.2)`,
        `il movimento costa ${s('mp')} MP, più dei ${s('allowance')} MP della fase (${rule}); una Marcia Forzata può aggiungerne (7.2)`,
      );
    case 'forced-march-who':
      return loc(
        `only Combat units, not in Rail Mode, may make a Forced March (${rule})`,
        `solo le unità Combattenti, non in Modalità Ferroviaria, possono effettuare una Marcia Forzata (${rule})`,
      );
    case 'forced-march-too-many':
      return loc(
        `the move needs ${s('mp')} Forced March MP; this Force may gain at most ${s('max')} (${rule})`,
        `il movimento richiede ${s('mp')} MP di Marcia Forzata; questa Forza può ottenerne al massimo ${s('max')} (${rule})`,
      );
    case 'overstacked':
      return loc(
        `${s('hex')} holds ${s('de')} division-equivalents at the end of the movement phase, more than ${s('limit')}: the excess is eliminated (${rule}, 3.1.3)`,
        `${s('hex')} contiene ${s('de')} divisioni-equivalenti al termine della fase di movimento, più di ${s('limit')}: l'eccesso viene eliminato (${rule}, 3.1.3)`,
      );
    case 'combat-overstacked':
      return loc(
        `in ${s('hex')} at most ${s('limit')} division-equivalents, ${s('supportLimit')} of them Support units, attack or defend; there are ${s('de')} and ${s('support')}: Exclude the excess (${rule}, 9.2.5)`,
        `in ${s('hex')} non più di ${s('limit')} divisioni-equivalenti, di cui ${s('supportLimit')} Unità di Supporto, attaccano o difendono; ve ne sono ${s('de')} e ${s('support')}: le unità eccedenti devono essere Escluse (${rule}, 9.2.5)`,
      );
    case 'pa-counter-movement':
      return loc(
        `no Prepared Attack marker in the Counter-Movement Phase (${rule})`,
        `le unità non possono porre segnalini di Attacco Preparato durante la Fase di Contro Movimento (${rule})`,
      );
    case 'pa-not-infantry':
      return loc(
        `only infantry-type units place Prepared Attack markers (${rule})`,
        `solo le unità di tipo Fanteria possono porre segnalini di Attacco Preparato (${rule})`,
      );
    case 'pa-demoralized':
      return loc(
        `Demoralized and Combat Ineffective infantry may not place a Prepared Attack marker (${rule})`,
        `le unità di fanteria Demoralizzate ed Inefficienti al Combattimento non possono porre segnalini di Attacco Preparato (${rule})`,
      );
    case 'pa-no-mp':
      return loc(
        `a Prepared Attack costs ${s('mp')} MP; ${s('left')} are left (${rule})`,
        `un Attacco Preparato costa ${s('mp')} MP; ne restano ${s('left')} (${rule})`,
      );
    case 'pa-target':
      return loc(
        `a Prepared Attack points at an adjacent hex that is empty or holds enemy units, not at ${s('hex')} (${rule})`,
        `un segnalino di Attacco Preparato punta verso un esagono adiacente non occupato o occupato dal nemico, non verso ${s('hex')} (${rule})`,
      );
    case 'pa-stacking':
      return loc(
        `the units with Prepared Attack markers in ${s('hex')} would be more than 2¼ division-equivalents or two Support units (${rule}, 3.1.2)`,
        `le unità con segnalini di Attacco Preparato in ${s('hex')} sarebbero più di due divisioni equivalenti ed ¼ o due Unità di Supporto (${rule}, 3.1.2)`,
      );
    // Combat, retreat and advance over a position (rules/combat-position.ts, rules/retreat.ts).
    case 'attack-no-forces':
      return loc(`name the attacking Forces (${rule})`, `indicate le Forze attaccanti (${rule})`);
    case 'attack-no-defender':
      return loc(
        `${s('hex')} holds no enemy unit: combat is between opposing Forces (${rule})`,
        `${s('hex')} non contiene unità nemiche: il combattimento avviene tra Forze avversarie (${rule})`,
      );
    case 'attack-fortress2':
      return loc(
        `${s('hex')} holds a Fortress 2 whose Fortified Camp holds a division-size infantry unit: it may not be attacked, only bombarded (${rule})`,
        `${s('hex')} contiene un'unità Fortezza 2 il cui Campo Fortificato contiene un'unità di fanteria di dimensione divisione: non può essere attaccato, solo bombardato (${rule})`,
      );
    case 'attack-hex-twice':
      return loc(
        `${s('hex')} was already attacked in this attack phase (${rule})`,
        `${s('hex')} è già stato attaccato in questa fase di attacco (${rule})`,
      );
    case 'attack-units-not-here':
      return loc(
        `the units of a Force are not all the attacker's, in one hex (${s('hex')}, ${rule})`,
        `le unità di una Forza non sono tutte dell'attaccante, raggruppate in un esagono (${s('hex')}, ${rule})`,
      );
    case 'attack-not-one-force':
      return loc(
        `a Force attacks whole: one Formation with at most two Support units, or one or two Support units (${s('hex')}, ${rule})`,
        `una Forza attacca per intero: una Formazione con al massimo due Unità di Supporto, oppure una o due Unità di Supporto; nessuna Forza può dividere la sua forza di attacco (${s('hex')}, ${rule})`,
      );
    case 'attack-fort':
      return loc(
        `a Fort never attacks (${s('hex')}, ${rule})`,
        `le unità Forte non possono attaccare (${s('hex')}, ${rule})`,
      );
    case 'attack-artillery-alone':
      return loc(
        `artillery takes part in combat only with a Combat unit stacked with it (${s('hex')}, ${rule})`,
        `l'Artiglieria può partecipare al combattimento solo assieme ad una unità Combattente raggruppata con essa (${s('hex')}, ${rule})`,
      );
    case 'attack-not-adjacent':
      return loc(
        `${s('hex')} is not next to ${s('target')}: an attacking unit must be next to the hex it attacks (${rule})`,
        `${s('hex')} non è adiacente a ${s('target')}: un'unità attaccante deve essere raggruppata in un esagono adiacente a quello attaccato (${rule})`,
      );
    case 'attack-unit-twice':
      return loc(
        `a unit in ${s('hex')} already attacked or was attacked in this attack phase (${rule})`,
        `un'unità in ${s('hex')} ha già attaccato o è già stata attaccata in questa fase di attacco (${rule})`,
      );
    case 'attack-retreated':
      return loc(
        `a unit in ${s('hex')} retreated earlier in this attack phase and may not take part in combat (${rule})`,
        `un'unità in ${s('hex')} si è ritirata in precedenza in questa fase di attacco e non può partecipare al combattimento (${rule})`,
      );
    case 'attack-ineffective':
      return loc(
        `Combat Ineffective and Demoralized units may not initiate an attack (${s('hex')}, ${rule})`,
        `le unità Inefficaci in Combattimento e Demoralizzate non possono iniziare un attacco (${s('hex')}, ${rule})`,
      );
    case 'attack-prohibited-hexside':
      return loc(
        `no attack across the hexside ${s('from')}–${s('to')} (Sea, Mountain Crest or Flood, ${rule})`,
        `non si può attaccare attraverso il lato di esagono ${s('from')}–${s('to')} (Mare, Cresta di Montagna o Inondazione, ${rule})`,
      );
    case 'attack-river-class':
      return loc(
        `the map does not say which river flows between ${s('from')} and ${s('to')} (Minor, Major, Great or Imposing): the attacking Force's AS depends on it (${rule})`,
        `la mappa non dice quale Fiume scorre fra ${s('from')} e ${s('to')} (Minore, Maggiore, Grande o Imponente): la AS della Forza attaccante ne dipende (${rule})`,
      );
    case 'attack-hexside-terrains':
      return loc(
        `the hexside ${s('from')}–${s('to')} carries two terrains of the Terrain Effects Chart: give the AS the Force loses across it (${rule})`,
        `il lato di esagono ${s('from')}–${s('to')} ha due tipi di terreno della Tabella degli Effetti del Terreno: indicate la riduzione della AS della Forza che attacca attraverso di esso (${rule})`,
      );
    case 'attack-pa-elsewhere':
      return loc(
        `a unit in ${s('hex')} has a Prepared Attack marker pointing at another hex than ${s('target')}: it is Excluded (${rule})`,
        `un'unità in ${s('hex')} ha un segnalino PA puntato verso un esagono difendente diverso da ${s('target')}: deve essere Esclusa (${rule})`,
      );
    case 'repulse-reaction':
      return loc(
        `cavalry may not Repulse during a Reaction (${rule})`,
        `la cavalleria non può effettuare una Respinta durante il Movimento di Reazione (${rule})`,
      );
    case 'repulse-once':
      return loc(
        `a retreating group tries one Repulse in a retreat (${rule})`,
        `durante una ritirata si può effettuare un solo tentativo di Respinta per gruppo che si ritira (${rule})`,
      );
    case 'repulse-start-adjacent':
      return loc(
        `a Repulse across the Imposing River or Flooded hexside ${s('from')}–${s('to')} is made only by a Force that started its movement next to the hex (${rule})`,
        `per una Respinta attraverso il lato di esagono di Fiume Imponente o Inondazione ${s('from')}–${s('to')} la Forza che Respinge deve iniziare il suo movimento adiacente all'esagono da Respingere (${rule})`,
      );
    case 'bombard-not-fortress':
      return loc(
        `${s('hex')}: only an enemy Fortress is bombarded (${rule})`,
        `${s('hex')}: si bombardano solo le unità Fortezza nemiche (${rule})`,
      );
    case 'bombard-not-deployed':
      return loc(
        `only Siege Artillery in Deployed mode bombards (${rule})`,
        `per Bombardare, un'unità di Artiglieria da Assedio deve essere in modalità Schierata (${rule})`,
      );
    case 'bombard-not-adjacent':
      return loc(
        `the Siege Artillery in ${s('hex')} is neither next to ${s('target')} nor in it (${rule})`,
        `l'Artiglieria da Assedio in ${s('hex')} non è adiacente a, né nell'esagono ${s('target')} (${rule})`,
      );
    case 'bombard-fired':
      return loc(
        `each artillery unit bombards once per attack phase (${rule})`,
        `ciascuna unità di artiglieria può bombardare una sola volta per fase di attacco (${rule})`,
      );
    case 'bombard-twice':
      return loc(
        `the Fortress in ${s('hex')} was already bombarded this attack phase, and no Siege Train HQ is next to it or to its Fortified Camp (${rule})`,
        `l'unità Fortezza in ${s('hex')} è già stata bombardata in questa fase di attacco e nessun HQ Treno da Assedio è adiacente ad essa o ad un'altra unità Fortezza dello stesso Campo Fortificato (${rule})`,
      );
    case 'retreat-fortress':
      return loc(
        `a Fortress does not retreat: it is flipped to its back (${rule})`,
        `un'unità Fortezza non si ritira: viene girata sul retro (${rule})`,
      );
    case 'retreat-depot':
      return loc(
        `a Depot does not retreat with the units: it is Displaced (${rule}, 15.6.2b)`,
        `un'unità Deposito non si ritira con le unità: viene Spostata (${rule}, 15.6.2b)`,
      );
    case 'retreat-too-far':
      return loc(
        `the retreat is ${s('hexes')} hexes; the path gives ${s('length')} (${rule})`,
        `la ritirata è di ${s('hexes')} esagoni; il percorso ne indica ${s('length')} (${rule})`,
      );
    case 'retreat-not-adjacent':
      return loc(
        `${s('to')} is not a hex of the map next to ${s('from')}: a retreat goes from hex to hex (${rule})`,
        `${s('to')} non è un esagono della mappa adiacente a ${s('from')}: una ritirata procede di esagono in esagono (${rule})`,
      );
    case 'retreat-sea':
      return loc(
        `retreating across the Sea hexside ${s('from')}–${s('to')} is prohibited (${rule})`,
        `ritirarsi oltre il lato di esagono di Mare ${s('from')}–${s('to')} è proibito (${rule})`,
      );
    case 'retreat-enemy-units':
      return loc(
        `${s('hex')} holds enemy units: a retreat may not enter it (a Repulse may be tried, 7.4; ${rule})`,
        `${s('hex')} contiene unità nemiche: una ritirata non vi può entrare (si può tentare una Respinta, 7.4; ${rule})`,
      );
    case 'retreat-not-away':
      return loc(
        `${s('hex')} is not one hex farther from ${s('from')}: a retreat goes the greatest distance from the combat hex (${rule})`,
        `${s('hex')} non è un esagono più distante da ${s('from')}: ci si ritira della massima distanza dall'esagono occupato durante il combattimento (${rule})`,
      );
    case 'retreat-too-short':
      return loc(
        `the map allows a retreat of ${s('hexes')} hexes; the path gives ${s('length')} (${rule})`,
        `la mappa consente una ritirata di ${s('hexes')} esagoni; il percorso ne indica ${s('length')} (${rule})`,
      );
    case 'advance-no-units':
      return loc(`name the units that advance (${rule})`, `indicate le unità che avanzano (${rule})`);
    case 'advance-not-vacated':
      return loc(
        `${s('hex')} still holds enemy units: only a vacated hex is advanced into (an enemy Fortress without external garrison may stay, ${rule})`,
        `${s('hex')} contiene ancora unità nemiche: si avanza solo nell'esagono vuotato (può restarvi un'unità Fortezza nemica priva di guarnigione esterna, ${rule})`,
      );
    case 'advance-not-attacker':
      return loc(
        `only the units that attacked ${s('hex')} (not Excluded) may advance into it (${rule}, 9.2.5)`,
        `solo le unità che hanno attaccato ${s('hex')} (non Escluse) possono avanzarvi (${rule}, 9.2.5)`,
      );
    case 'advance-unit-type':
      return loc(
        `only Combat and Artillery units advance after combat (${rule})`,
        `solo le unità Combattenti e di Artiglieria possono avanzare dopo il combattimento (${rule})`,
      );
    case 'advance-siege':
      return loc(
        `Deployed Siege Artillery may not advance after combat (${rule})`,
        `l'Artiglieria da Assedio Schierata non può avanzare dopo il combattimento (${rule})`,
      );
    case 'advance-retreated':
      return loc(
        `a unit that retreated, for any reason, may not advance (${rule})`,
        `le unità che si sono ritirate per qualsiasi motivo non possono avanzare (${rule})`,
      );
    case 'advance-too-far':
      return loc(
        `${s('hex')} is not next to ${s('target')}: the advance is one hex at most (${rule})`,
        `${s('hex')} non è adiacente a ${s('target')}: la massima avanzata è di un esagono (${rule})`,
      );
    case 'advance-overstacked':
      return loc(
        `${s('hex')} would hold ${s('de')} division-equivalents, more than ${s('limit')} (${rule}, 11.2.1)`,
        `${s('hex')} conterrebbe ${s('de')} divisioni-equivalenti, più di ${s('limit')} (${rule}, 11.2.1)`,
      );
    default:
      // An unknown code has no words: it is shown as it is, in both languages.
      return loc(p.code, p.code);
  }
}

/** How every 1914 ruling words its steps and its problems. */
export const offensive1914Words: RulingWords = {
  explain: (steps) => explain(steps),
  problem: problemWords,
};
