import { describe, expect, it } from 'vitest';
import { points, resultText, standingsTable, standingsText } from '../../../src/bot/league-text.js';
import { pairedLeague, pairingsOf } from '../../helpers/leagues.js';

describe('a league in words', () => {
  it('points read as a league table writes them', () => {
    expect([0, 0.5, 1, 3.5, 12].map(points)).toEqual(['0', '½', '1', '3½', '12']);
  });

  it('a result says who beat whom, and how when it was not simply played', () => {
    const league = pairedLeague();
    const p = pairingsOf(league)[0]!;
    expect(resultText(league, p, { outcome: 'second', how: 'resigned' }, 'en')).toBe('<@d> beats <@a> (resignation)');
    expect(resultText(league, p, { outcome: 'draw', how: 'played' }, 'it')).toBe('<@a> e <@d> pareggiano');
  });

  it('the table has the format’s tie-breaks; Italian numbers have a decimal comma', () => {
    const league = pairedLeague();
    const it = standingsTable(league, league.seasons[0]!, 'it');
    expect(it.columns).toEqual(['#', 'Giocatore', 'Pti', 'V', 'N', 'S', 'SD', 'SB', 'Punteggio', 'P']);
    expect(it.rows[0]).toEqual(['1=', 'A', '0', '0', '0', '0', '0', '0', '1500 ± 350', '0']);
    const swiss = pairedLeague({ format: 'swiss' });
    expect(standingsTable(swiss, swiss.seasons[0]!, 'en').columns).toContain('Bh');
  });

  it('a long table is cut to one Discord message, saying how many more there are', () => {
    const players = Array.from({ length: 80 }, (_, i) => `player-number-${i}`);
    const league = pairedLeague({ format: 'swiss' }, players);
    const text = standingsText(league, league.seasons[0]!, 'en');
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toMatch(/… and \d+ more players: see the picture, or \/league export\./);
    expect(text.split('```')).toHaveLength(3);
  });
});
