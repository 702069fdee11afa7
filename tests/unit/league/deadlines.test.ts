import { describe, expect, it } from 'vitest';
import {
  deadlineOf,
  isOverdue,
  openPairings,
  recordTimeouts,
  reminderAt,
  timeoutsOf,
} from '../../../src/league/deadlines.js';
import { reportResult } from '../../../src/league/results.js';
import { DAY, T0, pairedLeague, pairingsOf, unwrap } from '../../helpers/leagues.js';

const HOUR = 3_600_000;

describe('deadlines', () => {
  it('round k is due k × roundDays after pairing', () => {
    expect(deadlineOf(T0, 3, 14)).toBe(T0 + 42 * DAY);
  });

  it('the reminder comes remindHours before the deadline, and never in the past', () => {
    expect(reminderAt(T0 + 10 * DAY, 48, T0)).toBe(T0 + 8 * DAY);
    expect(reminderAt(T0 + DAY, 48, T0)).toBeUndefined();
  });

  it('open pairings: byes and played games are not waiting; the earliest deadline comes first', () => {
    let league = pairedLeague({}, ['a', 'b', 'c']);
    const all = pairingsOf(league);
    expect(all.filter((p) => p.second === null)).toHaveLength(3);
    const first = all.find((p) => p.second !== null)!;
    league = unwrap(reportResult(league, first.id, first.first, 'draw', 'played', T0)).league;
    league = unwrap(reportResult(league, first.id, first.second!, 'draw', 'played', T0)).league;
    const open = openPairings(league);
    expect(open.map((p) => p.id)).toEqual(['1.2.1', '1.3.1']);
    expect(isOverdue(open[0]!, open[0]!.deadline - 1)).toBe(false);
    expect(isOverdue(open[0]!, open[0]!.deadline)).toBe(true);
  });
});

describe('timeouts and flags', () => {
  it('a timeout counts once per player and pairing; reaching the league’s limit flags the player', () => {
    let league = pairedLeague({ flagAfter: 2 });
    const once = recordTimeouts(league, '1.1.1', ['a'], T0);
    expect(once.flagged).toEqual([]);
    expect(recordTimeouts(once.league, '1.1.1', ['a'], T0).league).toBe(once.league);
    const twice = recordTimeouts(once.league, '1.2.1', ['a', 'b'], T0 + HOUR);
    expect(twice.flagged).toEqual([{ userId: 'a', timeouts: 2, at: T0 + HOUR }]);
    league = twice.league;
    expect(timeoutsOf(league, 'a')).toHaveLength(2);
    expect(timeoutsOf(league, 'b')).toHaveLength(1);
    // Every further timeout past the limit is flagged again.
    expect(recordTimeouts(league, '1.3.1', ['a'], T0).flagged).toEqual([{ userId: 'a', timeouts: 3, at: T0 }]);
  });
});
