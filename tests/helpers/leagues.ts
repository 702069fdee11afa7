import { createLeague, joinLeague, pairSeason, startSeason } from '../../src/league/league.js';
import type { League, LeagueResult, LeagueSettings } from '../../src/league/types.js';

/** Leagues for tests: the demo pack's Blue and Red, players named as their ids. */

export const DAY = 86_400_000;
export const T0 = Date.UTC(2025, 2, 1);

export function unwrap<T>(result: LeagueResult<T>): { league: League; value: T } {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return { league: result.league, value: result.value };
}

export function demoLeague(settings: Partial<LeagueSettings> = {}, players: readonly string[] = []): League {
  let league = unwrap(
    createLeague(
      {
        id: 'lg1',
        guildId: 'g1',
        channelId: 'c1',
        name: 'Coppa',
        game: {
          choice: 'demo',
          title: { en: 'Demo', it: 'Demo' },
          scenario: 'meeting',
          sides: [
            { id: 'blue', name: { en: 'Blue', it: 'Blu' } },
            { id: 'red', name: { en: 'Red', it: 'Rosso' } },
          ],
        },
        organiserRoleId: 'role-org',
        settings,
        createdBy: 'org',
      },
      T0,
    ),
  ).league;
  for (const p of players) league = unwrap(joinLeague(league, { userId: p, name: p.toUpperCase() }, null, T0)).league;
  return league;
}

/** A league with its first season started and paired. */
export function pairedLeague(
  settings: Partial<LeagueSettings> = {},
  players: readonly string[] = ['a', 'b', 'c', 'd'],
) {
  let league = demoLeague(settings, players);
  league = unwrap(startSeason(league, T0)).league;
  return unwrap(pairSeason(league, T0)).league;
}

export const pairingsOf = (league: League) => league.seasons.flatMap((s) => s.rounds.flatMap((r) => r.pairings));
