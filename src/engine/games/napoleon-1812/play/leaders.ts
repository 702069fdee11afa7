import { counterValue, findLearned, type LearnedAsk, type LearnedBook } from '../../../core/learned.js';
import { loc } from '../../../core/localized.js';
import type { AttackerAbility, DefenderAbility, Side } from '../model.js';
import type { AttritionInput } from '../rules/attrition.js';
import { napoleonCf } from '../rules/combat-values.js';
import type { N1812Game } from './game.js';
import { ELIMINATED, type MoveDraft, type N1812State } from './state.js';

/**
 * Advanced rules 16.2–16.4, the leaders' command (the game option `leaders`): each leader's rank (16.2: A, I, C, a
 * Corps with its designation, T with its army, or none), the units in his command, and what they change: 8.6's −1 for
 * a stack accompanied the whole move by a leader who can command all its units, 11.5/11.7's CR of the leader
 * commanding most units capped at the units in his command, and the special abilities of 16.4 (1)–(7), only the
 * highest-ranking leader's. The pack's counters print no rank: the book gives five (Napoleon and Kutuzov A, 16.2;
 * Barclay, Bagration and Tormasov T with their armies, 16.2, 14.1, 16.8); any other is asked once of the leader's owner
 * and kept in `state.learned` (core/learned.ts) as the counter's value `rank` (its code: `rankCode`).
 */

export const LEADERS_OPTION = 'leaders';

export const leadersOn = (s: N1812State): boolean => s.advancedLeaders === true;

// ---------------------------------------------------------------------------------------------------------------
// 16.2 ranks and designations

/** A corps designation as the counters print it: the army (Russian units only, `1-II`) and the corps' numeral. */
export interface Designation {
  readonly army: number | null;
  readonly corps: number;
}

export type Rank =
  | { readonly kind: 'none' }
  | { readonly kind: 'A' }
  | { readonly kind: 'I' }
  | { readonly kind: 'C' }
  | { readonly kind: 'T'; readonly army: number }
  | { readonly kind: 'corps'; readonly designation: Designation };

/** The learned value's name on the leader's counter. */
export const RANK_VALUE = 'rank';

/**
 * The rank as one number (learned values are numbers): 0 none, 1 A, 2 I, 3 C, 10 + army for T, 100 + 20 × army (0 for
 * the French) + the corps' numeral for a Corps commander.
 */
export function rankCode(rank: Rank): number {
  switch (rank.kind) {
    case 'none':
      return 0;
    case 'A':
      return 1;
    case 'I':
      return 2;
    case 'C':
      return 3;
    case 'T':
      return 10 + rank.army;
    case 'corps':
      return 100 + 20 * (rank.designation.army ?? 0) + rank.designation.corps;
  }
}

const RANK_CODE_MAX = 100 + 20 * 3 + 19;

export function rankOfCode(code: number): Rank | undefined {
  if (code === 0) return { kind: 'none' };
  if (code === 1) return { kind: 'A' };
  if (code === 2) return { kind: 'I' };
  if (code === 3) return { kind: 'C' };
  if (code > 10 && code < 20) return { kind: 'T', army: code - 10 };
  if (code > 100 && code <= RANK_CODE_MAX) {
    const army = Math.floor((code - 100) / 20);
    const corps = (code - 100) % 20;
    if (corps > 0) return { kind: 'corps', designation: { army: army === 0 ? null : army, corps } };
  }
  return undefined;
}

/** 16.4 "solita sequenza: A, I, C, Corpo"; T, which the sequence leaves out, between C and Corps (README). */
export function rankOrder(rank: Rank): number {
  const order: Record<Rank['kind'], number> = { A: 5, I: 4, C: 3, T: 2, corps: 1, none: 0 };
  return order[rank.kind];
}

/** The ranks the book gives (16.2; the armies of 14.1 and 16.8), by the leader's name. */
const BOOK_RANKS: Readonly<Record<string, Rank>> = {
  Napoleon: { kind: 'A' },
  Kutuzov: { kind: 'A' },
  'Barclay de Tolly': { kind: 'T', army: 1 },
  Bagration: { kind: 'T', army: 2 },
  Tormasov: { kind: 'T', army: 3 },
};

const ROMAN: Readonly<Record<string, number>> = {
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
  XI: 11,
  XII: 12,
};
const DESIGNATION_IN_NAME = /^(?:(\d)-)?([IVX]+) Corps\b/;
const GUARD_IN_NAME = /\bGuard\b/;

/** 16.2: a unit's corps designation, as the pack's name prints it (`1-II Corps inf. L 1`, `VII Corps cav. L`). */
export function designationOf(name: string): Designation | null {
  const m = DESIGNATION_IN_NAME.exec(name);
  const corps = m ? ROMAN[m[2]!] : undefined;
  if (!m || corps === undefined) return null;
  return { army: m[1] === undefined ? null : Number(m[1]), corps };
}

/** 16.2 exceptions: a Guard unit may be commanded by any leader this rule applies to. */
export const isGuard = (name: string): boolean => GUARD_IN_NAME.test(name);

export function designationLabel(d: Designation): string {
  const numeral = Object.entries(ROMAN).find(([, n]) => n === d.corps)?.[0] ?? String(d.corps);
  return d.army === null ? numeral : `${d.army}-${numeral}`;
}

/** A leader's rank: the book's, the pack's (a counter value `rank`), or his owner's answer; undefined: not asked yet. */
export function rankOf(game: N1812Game, book: LearnedBook, leaderId: string): Rank | undefined {
  const leader = game.leaderById.get(leaderId);
  if (!leader) return undefined;
  const given = BOOK_RANKS[leader.name];
  if (given) return given;
  const counter = game.pack.counters.find((c) => c.id === leaderId);
  const code = counter
    ? counterValue(counter, RANK_VALUE, book)
    : findLearned(book, { kind: 'counter', counter: leaderId, value: RANK_VALUE })?.number;
  return code === undefined ? undefined : rankOfCode(code);
}

/** The ranks a leader of `side` may have: the letters of 16.2 and the designations of the side's units (the menu). */
export function rankChoices(game: N1812Game, side: Side): Rank[] {
  const ranks: Rank[] = [{ kind: 'A' }, { kind: 'I' }, { kind: 'C' }];
  const designations = new Map<number, Designation>();
  for (const u of game.model.units) {
    const d = u.side === side ? designationOf(u.name) : null;
    if (d) designations.set(rankCode({ kind: 'corps', designation: d }), d);
  }
  if (side === 'russian') {
    const armies = new Set([...designations.values()].map((d) => d.army).filter((a): a is number => a !== null));
    for (const army of [...armies].sort()) ranks.push({ kind: 'T', army });
  }
  for (const [, d] of [...designations].sort(([a], [b]) => a - b)) ranks.push({ kind: 'corps', designation: d });
  ranks.push({ kind: 'none' });
  return ranks;
}

/** 16.2: the question for a leader's rank, put to his owner once. */
export function rankAsk(game: N1812Game, leaderId: string): LearnedAsk {
  const leader = game.leaderById.get(leaderId);
  const name = leader?.name ?? leaderId;
  return {
    subject: { kind: 'counter', counter: leaderId, value: RANK_VALUE },
    side: leader?.side ?? 'french',
    rule: '16.2',
    what: loc('rank (16.2)', 'grado (16.2)'),
    on: loc(name, name),
    min: 0,
    max: RANK_CODE_MAX,
  };
}

/** The first leader on the map whose rank is not known yet (pack order), the one to ask about now. */
export function leaderToRank(game: N1812Game, s: N1812State): string | undefined {
  if (!leadersOn(s)) return undefined;
  return game.model.leaders.find((l) => {
    const at = s.leaders[l.id]?.hex;
    return at !== undefined && at !== ELIMINATED && rankOf(game, s.learned, l.id) === undefined;
  })?.id;
}

/** After every action: a leader on the map with no known rank is asked about (a prompt, answered first). */
export function settleRanks(game: N1812Game, s: N1812State): void {
  if (s.over || s.prompts.at(-1)?.name === 'leader-rank') return;
  const leader = leaderToRank(game, s);
  if (leader) s.prompts.push({ name: 'leader-rank', side: game.leaderById.get(leader)!.side, leader });
}

// ---------------------------------------------------------------------------------------------------------------
// 16.2 command

/** 16.2: whether a leader of `rank` may command the unit `unitId`. */
export function commands(game: N1812Game, rank: Rank, unitId: string): boolean {
  const unit = game.unitById.get(unitId);
  if (!unit || rank.kind === 'none') return false;
  if (rank.kind === 'A' || isGuard(unit.name)) return true;
  if (rank.kind === 'I') return unit.type === 'infantry';
  if (rank.kind === 'C') return unit.type === 'cavalry';
  const d = designationOf(unit.name);
  if (rank.kind === 'T') return unit.type === 'infantry' && d?.army === rank.army;
  return d !== null && d.army === rank.designation.army && d.corps === rank.designation.corps;
}

const leadersAt = (game: N1812Game, s: N1812State, hex: string, side: Side): string[] =>
  game.model.leaders.filter((l) => l.side === side && s.leaders[l.id]?.hex === hex).map((l) => l.id);

const nameOf = (game: N1812Game, id: string): string => game.leaderById.get(id)?.name ?? '';
const rankNow = (game: N1812Game, s: N1812State, id: string): Rank => rankOf(game, s.learned, id) ?? { kind: 'none' };

/** 16.4: the leaders of the highest rank among `ids` (more than one: their owner chooses). */
export function highestRanked(game: N1812Game, s: N1812State, ids: readonly string[]): string[] {
  const top = Math.max(-1, ...ids.map((id) => rankOrder(rankNow(game, s, id))));
  return ids.filter((id) => rankOrder(rankNow(game, s, id)) === top);
}

// 16.4(1): before Kutuzov arrives (turn 6), Bagration, Barclay de Tolly and Tormasov stacked together.
const QUARRELLING = ['Bagration', 'Barclay de Tolly', 'Tormasov'];
const KUTUZOV_TURN = 6;

/** 16.4(1): whether the hex holds two or more of the three quarrelling commanders before turn 6. */
export function quarrelIn(game: N1812Game, s: N1812State, hex: string): boolean {
  if (!leadersOn(s) || s.turn >= KUTUZOV_TURN) return false;
  return leadersAt(game, s, hex, 'russian').filter((id) => QUARRELLING.includes(nameOf(game, id))).length >= 2;
}

/** A leader's CR as the rules read it: 16.4(1) reduces the quarrelling commanders' to 0; null when the pack lacks it. */
export function leaderCr(game: N1812Game, s: N1812State, leaderId: string): number | null {
  const leader = game.leaderById.get(leaderId);
  if (!leader) return null;
  const at = s.leaders[leaderId]?.hex;
  if (at && QUARRELLING.includes(leader.name) && quarrelIn(game, s, at)) return 0;
  return leader.cr;
}

/** 16.4(1): the units stacked with the quarrelling commanders may not support (10.3, 10.5). */
export const maySupport = (game: N1812Game, s: N1812State, hex: string): boolean => !quarrelIn(game, s, hex);

// ---------------------------------------------------------------------------------------------------------------
// 11.5, 11.7 with 16.2, and 16.4 (3), (5), (7)

export interface StackCommand {
  /** The leader whose CR counts (16.2), or null without a leader. */
  readonly leader: string | null;
  readonly cr: number;
  /** The good-order units in his command: the cap of the CR modifier (16.2). */
  readonly command: number;
}

/** Each leader of the stack: the good-order units of `units` he commands, his rank and CR; the best first. */
function commandScores(game: N1812Game, s: N1812State, hex: string, side: Side, units: string[]) {
  const good = units.filter((id) => s.units[id] && !s.units[id].disrupted);
  const scored = leadersAt(game, s, hex, side).map((id) => {
    const rank = rankNow(game, s, id);
    return {
      id,
      command: good.filter((u) => commands(game, rank, u)).length,
      order: rankOrder(rank),
      cr: leaderCr(game, s, id) ?? 0,
    };
  });
  scored.sort((a, b) => b.command - a.command || b.order - a.order || b.cr - a.cr);
  const top = scored[0];
  const tied = scored.filter((x) => top !== undefined && x.command === top.command && x.order === top.order);
  return { top, tied };
}

/**
 * 16.2 for 11.5/11.7: the CR is the leader's who commands most of `units` (good order), capped at those; on equal
 * numbers the higher rank; on equal ranks the owner's `chosen` (see `crChoices`), until he chooses the higher CR.
 */
export function stackCommand(
  game: N1812Game,
  s: N1812State,
  hex: string,
  side: Side,
  units: string[],
  chosen?: string,
): StackCommand {
  const { top, tied } = commandScores(game, s, hex, side, units);
  const best = tied.find((x) => x.id === chosen) ?? top;
  return best ? { leader: best.id, cr: best.cr, command: best.command } : { leader: null, cr: 0, command: 0 };
}

/** 16.2 "se i Comandanti sono di Grado uguale, il giocatore proprietario decide": whom to choose from (CRs differ). */
export function crChoices(game: N1812Game, s: N1812State, hex: string, side: Side, units: string[]): string[] {
  const { tied } = commandScores(game, s, hex, side, units);
  return new Set(tied.map((x) => x.cr)).size > 1 ? tied.map((x) => x.id) : [];
}

/** 16.4 (3), (5), (7): a leader's ability in an attack; defending (`attacking` false) only 16.4(5) Napoleon's. */
export function abilityOf(game: N1812Game, id: string, side: Side, attacking = true): AttackerAbility {
  const name = nameOf(game, id);
  if (side === 'french' && name === 'Napoleon') return 'napoleon';
  if (!attacking) return 'none';
  if (side === 'french' && name === 'Murat') return 'murat';
  if (side === 'french' && name === 'Grouchy') return 'grouchy';
  if (side === 'russian' && name === 'Platov') return 'platov';
  return 'none';
}

/** 16.4 "se due o più Comandanti sono di Grado uguale, il giocatore proprietario decide": whom to choose from. */
export function abilityChoices(game: N1812Game, s: N1812State, hex: string, side: Side, attacking: boolean): string[] {
  const top = highestRanked(game, s, leadersAt(game, s, hex, side));
  return new Set(top.map((id) => abilityOf(game, id, side, attacking))).size > 1 ? top : [];
}

/**
 * 16.4 (3), (5), (7): the attacking stack's ability, the highest-ranking leader's (among equals the owner's `chosen`,
 * until he chooses the one adding most CF).
 */
export function attackAbility(
  game: N1812Game,
  s: N1812State,
  hex: string,
  side: Side,
  ordered: string[],
  chosen?: string,
): AttackerAbility {
  const good = ordered.filter((id) => s.units[id] && !s.units[id].disrupted);
  const cavalry = good.filter((id) => game.unitById.get(id)?.type === 'cavalry').length;
  const value = (a: AttackerAbility): number =>
    a === 'none' ? 0 : a === 'napoleon' ? napoleonCf(good.length) : cavalry;
  const top = highestRanked(game, s, leadersAt(game, s, hex, side));
  if (chosen !== undefined && top.includes(chosen)) return abilityOf(game, chosen, side);
  return top.map((id) => abilityOf(game, id, side)).sort((a, b) => value(b) - value(a))[0] ?? 'none';
}

/** 16.4(5): Napoleon defending, when he is the defending stack's highest-ranking leader (or chosen among equals). */
export function defenceAbility(
  game: N1812Game,
  s: N1812State,
  hex: string,
  side: Side,
  chosen?: string,
): DefenderAbility {
  const top = highestRanked(game, s, leadersAt(game, s, hex, side));
  const leads = chosen !== undefined && top.includes(chosen) ? [chosen] : top;
  return leads.some((id) => abilityOf(game, id, side, false) === 'napoleon') ? 'napoleon' : 'none';
}

// ---------------------------------------------------------------------------------------------------------------
// 8.6 with 16.2 and 16.4 (4), (6); 16.4(2)

/**
 * A move's leaders for 16.4: those moving with the stack, and Constantine in the hex it starts from (16.4(2): "le
 * unità impilate con Constantine che vogliono muovere"), even if he stays.
 */
function moveLeaders(game: N1812Game, s: N1812State, draft: MoveDraft): string[] {
  const constantine = leadersAt(game, s, draft.from, 'russian').filter((id) => nameOf(game, id) === 'Constantine');
  return [...new Set([...draft.leaders, ...constantine])];
}

interface MoveAbility {
  readonly napoleonDavout: boolean;
  readonly murat: boolean;
  readonly constantine: boolean;
}

function moveAbility(game: N1812Game, draft: MoveDraft, id: string): MoveAbility {
  const name = nameOf(game, id);
  const whole = draft.leaders.includes(id) && draft.dropped[id] === undefined;
  return {
    napoleonDavout: (name === 'Napoleon' || name === 'Davout') && whole,
    murat: name === 'Murat' && draft.leaders.includes(id),
    constantine: name === 'Constantine',
  };
}

/**
 * The highest-ranking leader of a move, whose ability counts (16.4 (2), (4), (6)): the owner's `draft.lead` among
 * equals, until he chooses the one best for him (no Constantine roll, then the lowest attrition modifier).
 */
function moveLeader(game: N1812Game, s: N1812State, draft: MoveDraft): MoveAbility | undefined {
  const top = highestRanked(game, s, moveLeaders(game, s, draft));
  if (draft.lead !== undefined && top.includes(draft.lead)) return moveAbility(game, draft, draft.lead);
  const cost = (a: MoveAbility) => (a.constantine ? 10 : 0) + (a.napoleonDavout ? -1 : 0) + (a.murat ? 1 : 0);
  return top.map((id) => moveAbility(game, draft, id)).sort((a, b) => cost(a) - cost(b))[0];
}

/** 16.4: the leaders of equal highest rank the owner chooses from for a move, when their abilities differ. */
export function moveLeadChoices(game: N1812Game, s: N1812State, draft: MoveDraft): string[] {
  if (!leadersOn(s)) return [];
  const top = highestRanked(game, s, moveLeaders(game, s, draft));
  const kinds = new Set(top.map((id) => JSON.stringify(moveAbility(game, draft, id))));
  return kinds.size > 1 ? top : [];
}

/**
 * The advanced game's attrition modifiers for a move: 16.2's −1 when a leader (not Murat: 16.2's exception) who can
 * command all the moving units accompanies the whole move; 16.4(4) Napoleon or Davout accompanying the whole move,
 * −1; 16.4(6) Murat starting the move with the stack, +1; the abilities only of the highest-ranking leader.
 */
export function attritionCommand(
  game: N1812Game,
  s: N1812State,
  draft: MoveDraft,
): Pick<AttritionInput, 'command' | 'napoleonDavout' | 'murat'> {
  const whole = draft.leaders.filter((id) => draft.dropped[id] === undefined);
  const command = whole.some(
    (id) => nameOf(game, id) !== 'Murat' && draft.units.every((u) => commands(game, rankNow(game, s, id), u)),
  );
  const lead = moveLeader(game, s, draft);
  return { command, napoleonDavout: lead?.napoleonDavout ?? false, murat: lead?.murat ?? false };
}

/** 16.4(2): the move rolls for Constantine when he is its highest-ranking leader (or the owner's choice among equals). */
export function constantineLeads(game: N1812Game, s: N1812State, draft: MoveDraft): boolean {
  return moveLeader(game, s, draft)?.constantine ?? false;
}

// ---------------------------------------------------------------------------------------------------------------
// 16.3 the advanced game's leaders at set-up

/** 14.1's leaders in brackets (16.3), with the corps the set-up places each with. */
export const ADVANCED_LEADERS_CORPS: Readonly<Record<string, string>> = {
  Baggovout: '1-II Corps',
  Tuchkov: '1-III Corps',
  Schouwalov: '1-IV Corps',
  Docturov: '1-VI Corps',
  Raievsky: '2-VII Corps',
  Borosdin: '2-VIII Corps',
  Reynier: 'VII Corps',
};

/**
 * 16.3 with 14.1: the hex each advanced-game leader starts in, with his corps: of the set-up's hexes of that corps, the
 * one holding most of its units (the lowest hex number on a tie; README).
 */
export function advancedLeaderHexes(game: N1812Game): Map<string, string> {
  const placed = new Map<string, string>();
  for (const leader of game.model.leaders) {
    const corps = ADVANCED_LEADERS_CORPS[leader.name];
    if (!corps || game.model.setup.has(leader.id)) continue;
    const count = new Map<string, number>();
    for (const u of game.model.units) {
      const at = game.model.setup.get(u.id);
      if (at && u.side === leader.side && u.name.startsWith(`${corps} `)) count.set(at, (count.get(at) ?? 0) + 1);
    }
    const best = [...count].sort(([a, n], [b, m]) => m - n || a.localeCompare(b))[0];
    if (best) placed.set(leader.id, best[0]);
  }
  return placed;
}
