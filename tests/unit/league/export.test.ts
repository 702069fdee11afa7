import { describe, expect, it } from 'vitest';
import { csvField, seasonCsv, seasonJson } from '../../../src/league/export.js';
import { joinLeague } from '../../../src/league/league.js';
import { placeBid, reportResult } from '../../../src/league/results.js';
import { T0, pairedLeague, unwrap } from '../../helpers/leagues.js';

describe('season export', () => {
  it('CSV fields are quoted when needed and defused when a spreadsheet would run them', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-1)).toBe('-1');
  });

  it('one row per pairing, with names, sides, scores and how the result came', () => {
    let league = pairedLeague({}, ['a', 'b', 'c']);
    league = unwrap(reportResult(league, '1.1.1', 'b', 'win', 'played', T0)).league;
    const lines = seasonCsv(league, league.seasons[0]!).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 6);
    const header = lines[0]!.split(',');
    const rowOf = (id: string) =>
      Object.fromEntries(
        lines
          .find((l) => l.split(',')[2] === id)!
          .split(',')
          .map((v, i) => [header[i], v]),
      );
    expect(rowOf('1.1.2')).toMatchObject({ first_player: 'A', first_score: '1', outcome: 'bye', second_id: '' });
    expect(rowOf('1.1.1')).toMatchObject({ first_side: 'blue', second_side: 'red', outcome: '', first_score: '' });
  });

  it('JSON carries settings, players, standings and ratings; a sealed bid stays sealed', () => {
    let league = pairedLeague({ bidding: true });
    league = unwrap(joinLeague(league, { userId: 'late', name: 'Late' }, null, T0)).league;
    league = unwrap(placeBid(league, '1.1.1', 'a', 'red', 3, T0)).league;
    const json = seasonJson(league, league.seasons[0]!) as {
      players: unknown[];
      rounds: { pairings: Record<string, unknown>[] }[];
      standings: unknown[];
      ratings: { rating: number; rd: number }[];
    };
    expect(json.players).toHaveLength(4);
    expect(json.rounds[0]!.pairings[0]).not.toHaveProperty('bids');
    expect(JSON.stringify(json)).not.toContain('"amount":3');
    expect(json.standings).toHaveLength(4);
    expect(json.ratings[0]).toMatchObject({ rating: 1500, rd: 350 });
  });
});
