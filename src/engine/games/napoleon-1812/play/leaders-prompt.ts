import type { GameEvent, MenuItem, Outcome, RuleError } from '../../../core/game.js';
import { learnFromAnswer } from '../../../core/learned.js';
import { loc, type Localized } from '../../../core/localized.js';
import type { N1812Game } from './game.js';
import { designationLabel, moveLeadChoices, rankAsk, rankChoices, rankCode, rankOfCode, type Rank } from './leaders.js';
import type { MoveDraft, N1812Action, N1812State, Prompt } from './state.js';

/**
 * 16.2 (the option `leaders`): the question for a leader's rank, its menu (the letters of 16.2 and the designations of
 * the side's units), the answer recorded once in `state.learned`, and their words in both languages.
 */

type RankPrompt = Prompt & { name: 'leader-rank' };

/** A rank as the counter prints it, in words. */
export function rankLabel(rank: Rank): Localized {
  switch (rank.kind) {
    case 'A':
      return loc('A (Supreme Commander: all units)', 'A (Comandante Supremo: tutte le unità)');
    case 'I':
      return loc('I (infantry high commander: all infantry)', 'I (Alto Comandante di Fanteria: tutta la fanteria)');
    case 'C':
      return loc('C (cavalry high commander: all cavalry)', 'C (Alto Comandante di Cavalleria: tutta la cavalleria)');
    case 'T':
      return loc(
        `T${rank.army} (the infantry of army ${rank.army})`,
        `T${rank.army} (la fanteria dell’armata ${rank.army})`,
      );
    case 'corps': {
      const d = designationLabel(rank.designation);
      return loc(`Corps ${d} (its corps' units)`, `Corpo ${d} (le unità del suo Corpo)`);
    }
    case 'none':
      return loc('no letter or number (16.2: no command)', 'né lettere né numeri (16.2: nessun comando)');
  }
}

/** The prompt's title. */
export function rankQuestion(game: N1812Game, top: RankPrompt): Localized {
  const name = game.leaderById.get(top.leader)?.name ?? top.leader;
  return loc(
    `The pack does not give ${name}'s rank: which rank does his counter print (16.2)? Asked once.`,
    `Il pacchetto non dà il grado di ${name}: quale grado è stampato sul suo segnalino (16.2)? Chiesto una volta.`,
  );
}

export function rankItems(game: N1812Game, top: RankPrompt): MenuItem[] {
  const side = game.leaderById.get(top.leader)?.side ?? top.side;
  return rankChoices(game, side).map((rank) => ({
    kind: 'action',
    key: `rank/${top.leader}/${rankCode(rank)}`,
    label: rankLabel(rank),
  }));
}

export function decodeRank(parts: readonly string[]): N1812Action | undefined {
  const [, leader, code] = parts;
  if (!leader || !code || !/^\d{1,3}$/.test(code)) return undefined;
  return { kind: 'leader-rank', leader, value: Number(code) };
}

function refusal(en: string, it: string): { ok: false; error: RuleError } {
  return { ok: false, error: { rule: '16.2', code: 'leader-rank', message: loc(en, it) } };
}

/** 16.2: the owner's answer, one of the menu's ranks, recorded for the rest of the game. */
export function answerRank(game: N1812Game, s: N1812State, top: RankPrompt, action: N1812Action): Outcome<N1812State> {
  const side = game.leaderById.get(top.leader)?.side ?? top.side;
  if (action.kind !== 'leader-rank' || action.leader !== top.leader)
    return refusal(
      'First give the rank printed on the leader asked about (16.2).',
      'Prima indica il grado stampato sul Comandante richiesto (16.2).',
    );
  const rank = rankOfCode(action.value);
  if (!rank || !rankChoices(game, side).some((r) => rankCode(r) === action.value))
    return refusal(
      'That is not a rank of 16.2 for this side: choose one of the ranks offered.',
      'Non è un grado della reg. 16.2 per questa parte: scegli uno dei gradi proposti.',
    );
  const learned = learnFromAnswer(s.learned, rankAsk(game, top.leader), {
    number: action.value,
    by: top.side,
    turn: s.turn,
  });
  if (!learned.ok) return learned;
  s.learned = [...learned.book];
  s.prompts.pop();
  const event: GameEvent = {
    kind: 'leader-rank',
    side: top.side,
    leader: top.leader,
    code: action.value,
    rule: '16.2',
  };
  return { ok: true, state: s, events: [event] };
}

/** The log's words for a rank given. */
export function describeRank(game: N1812Game, e: GameEvent): Localized | undefined {
  if (e.kind !== 'leader-rank') return undefined;
  const name = game.leaderById.get(String(e['leader']))?.name ?? String(e['leader']);
  const rank = rankOfCode(Number(e['code']));
  if (!rank) return undefined;
  const label = rankLabel(rank);
  return loc(
    `${name}'s counter prints the rank ${label.en}, as his player says: recorded, it will not be asked again (16.2).`,
    `Il segnalino di ${name} riporta il grado ${label.it}, come dice il suo giocatore: registrato, non sarà chiesto di nuovo (16.2).`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 16.4: the owner's choice among leaders of equal highest rank, for a move

const leaderName = (game: N1812Game, id: string): string => game.leaderById.get(id)?.name ?? id;

/** The move's menu items: each leader of equal highest rank whose ability would count (16.4 (2), (4), (6)). */
export function moveLeadItems(game: N1812Game, s: N1812State, draft: MoveDraft): MenuItem[] {
  return moveLeadChoices(game, s, draft).map((id) => {
    const name = leaderName(game, id);
    const on = draft.lead === id ? ' ✓' : '';
    return {
      kind: 'action',
      key: `mv/lead/${id}`,
      label: loc(
        `${name} leads the stack (16.4: equal ranks, his ability counts)${on}`,
        `${name} guida lo stack (16.4: gradi uguali, conta la sua caratteristica)${on}`,
      ),
    };
  });
}

export function answerMoveLead(
  game: N1812Game,
  s: N1812State,
  draft: MoveDraft,
  action: N1812Action & { kind: 'move-lead' },
): Outcome<N1812State> {
  if (!moveLeadChoices(game, s, draft).includes(action.leader))
    return {
      ok: false,
      error: {
        rule: '16.4',
        code: 'move-lead',
        message: loc(
          'Only a leader of the highest rank in the stack, tied with another, may be chosen to lead it (16.4).',
          'Si può scegliere come guida solo un Comandante del grado più alto nello stack, pari a un altro (16.4).',
        ),
      },
    };
  draft.lead = action.leader;
  return { ok: true, state: s, events: [] };
}
