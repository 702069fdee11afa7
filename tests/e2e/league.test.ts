import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDeadline } from '../../src/bot/league-flow.js';
import type { QueueLeagueDeadlines } from '../../src/bot/league-reminders.js';
import { computeRatings, ratedGames } from '../../src/league/ratings.js';
import type { League } from '../../src/league/types.js';
import type { JsonObject, MessageRecord } from '../../src/sandbox/model.js';
import type { OptionValue } from '../../src/sandbox/server.js';
import { dropPrefix, testPrefix, testRedis } from '../helpers/redis.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The "Done when", through the sandbox with the real bot on a real Redis: a six-player round-robin
 * season is created and paired; two of its games are played to the end in Umpire (a freeplay game on the demo
 * pack ended by resignation, one ended by both players as a draw) and reach the league by themselves; the other
 * thirteen are reported by hand, one disputed and decided by an organiser; the standings, tie-breaks and
 * Glicko-2 ratings match the values worked out by hand below.
 */

const redis = testRedis();
const prefix = testPrefix('league-e2e');
let h: Harness;

const content = (m: MessageRecord) => String(m.json['content'] ?? '');
const id = (name: string) => h.sandbox.user(name).id;

async function command(
  user: string,
  name: string,
  options: Record<string, OptionValue> = {},
  channel = 'partite',
): Promise<MessageRecord> {
  return h.sandbox.invokeCommand({ user, channel, command: name, options }).answer();
}

async function league(name = 'Coppa del Club'): Promise<{ league: League; version: number }> {
  const leagues = h.context.leagues!.service;
  const found = await leagues.find(h.sandbox.guildId, name);
  if (!found) throw new Error(`no league ${name}`);
  return found;
}

const pairing = (l: League, pid: string) =>
  l.seasons.flatMap((s) => s.rounds.flatMap((r) => r.pairings)).find((p) => p.id === pid)!;

/** Waits for a public message in the league channel matching `pattern`. */
async function announced(pattern: RegExp, channel = 'partite'): Promise<MessageRecord> {
  return h.sandbox.waitFor(
    () => h.sandbox.messages(channel).find((m) => pattern.test(content(m))),
    10_000,
    String(pattern),
  );
}

beforeAll(async () => {
  h = await startHarness({ redis, prefix });
  h.sandbox.model.addUser({ username: 'elena', globalName: 'Elena', locale: 'it' });
  h.sandbox.model.addUser({ username: 'franco', globalName: 'Franco', locale: 'en-US' });
  h.sandbox.model.addUser({ username: 'giulia', globalName: 'Giulia', locale: 'it' });
});
afterAll(async () => {
  await h?.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

describe('a six-player round-robin season of the club league', () => {
  it('an organiser creates the league; players join or are added; a player cannot start the season', async () => {
    const created = await command('carla', 'league create', {
      name: 'Coppa del Club',
      game: 'demo',
      organisers: h.sandbox.refereeRoleId!,
      days: 14,
    });
    expect(created.visibleTo).toBeUndefined();
    expect(content(created)).toMatch(
      /crea la lega \*\*Coppa del Club\*\*.*girone all’italiana, tempo per abbinamento: 14 g/,
    );

    for (const player of ['alice', 'bruno', 'dario']) {
      expect(content(await command(player, 'league join'))).toMatch(/(entra in|joins) \*\*Coppa del Club\*\*/);
    }
    for (const player of ['elena', 'franco', 'giulia']) {
      expect(content(await command('carla', 'league add', { player }))).toContain(`<@${id(player)}>`);
    }
    const again = await command('alice', 'league join');
    expect(again.visibleTo).toBe(id('alice'));
    expect(content(again)).toMatch(/Già in questa lega/);

    const before = (await league()).version;
    const refused = await command('alice', 'league start');
    expect(refused.visibleTo).toBe(id('alice'));
    expect(content(refused)).toMatch(/Solo chi organizza \*\*Coppa del Club\*\*/);
    expect((await league()).version).toBe(before);
  });

  it('the organiser starts and pairs the season: five rounds by the circle method, sides balanced', async () => {
    const started = await command('carla', 'league start');
    expect(content(started)).toMatch(/Inizia la stagione 1 .*Giocatori \(6\).*Turni: 5/);
    const paired = await command('carla', 'league pair');
    expect(content(paired)).toMatch(/\*\*Turno 1\*\*/);
    expect(content(paired)).toContain(`\`1.1.1\` <@${id('alice')}> (Blu) – <@${id('giulia')}> (Rosso)`);

    const { league: l } = await league();
    const season = l.seasons[0]!;
    expect(season.rounds).toHaveLength(5);
    const games = season.rounds.flatMap((r) => r.pairings);
    expect(games).toHaveLength(15);
    // Every pair meets once; with five games each, nobody plays one side more than three times.
    const met = new Set(games.map((p) => [p.first, p.second].sort().join()));
    expect(met.size).toBe(15);
    for (const player of season.players) {
      const blue = games.filter((p) => p.first === player).length;
      expect([2, 3]).toContain(blue);
    }
    // Round k is due k × 14 days after pairing; each open pairing has its reminder and deadline jobs.
    expect(pairing(l, '1.3.1').deadline - season.rounds[0]!.pairedAt).toBe(3 * 14 * 86_400_000);
    const queue = (h.context.leagues!.deadlines as QueueLeagueDeadlines).queue;
    const due = await queue.getJob(`league-${l.id}-1.5.3-due`);
    expect(due?.data).toMatchObject({ pairingId: '1.5.3', kind: 'due', deadline: pairing(l, '1.5.3').deadline });
    expect(await queue.getJob(`league-${l.id}-1.5.3-remind`)).toBeDefined();
  });

  it('the pairing option offers a player their own open pairings as they type', async () => {
    const choices = await h.sandbox.autocomplete({
      user: 'alice',
      channel: 'partite',
      command: 'league report',
      options: { pairing: '1.5' },
      focused: 'pairing',
    });
    expect(choices).toEqual([{ name: '1.5.1 · Alice (Blu) – Bruno (Rosso)', value: '1.5.1' }]);
    const organiser = await h.sandbox.autocomplete({
      user: 'carla',
      channel: 'partite',
      command: 'league adjudicate',
      options: { pairing: '' },
      focused: 'pairing',
    });
    expect(organiser).toHaveLength(15);
  });

  it('a reminder before a deadline mentions both players in the league channel', async () => {
    const { league: l } = await league();
    const p = pairing(l, '1.5.3');
    await fireDeadline(h.context, h.bot.client, {
      leagueId: l.id,
      pairingId: p.id,
      deadline: p.deadline,
      kind: 'remind',
    });
    const reminder = await announced(/`1\.5\.3`.*scade/);
    expect(reminder.json['mentions']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: id('elena') }),
        expect.objectContaining({ id: id('franco') }),
      ]),
    );
  });

  it('1.1.1 is played in Umpire and ends by resignation: the league gets the result by itself', async () => {
    const created = await command('alice', 'game new', {
      game: 'demo',
      scenario: 'meeting',
      side: 'blue',
      opponent: 'giulia',
    });
    const thread = /<#(\d+)>/.exec(content(created))![1]!;
    // The wrong pairing is refused and changes nothing: franco and bruno are not seated here.
    const wrong = await command('alice', 'league link', { pairing: '1.1.2' }, thread);
    expect(wrong.visibleTo).toBe(id('alice'));
    expect(content(wrong)).toMatch(/Non giochi in `1\.1\.2`/);
    const linked = await command('alice', 'league link', { pairing: '1.1.1' }, thread);
    expect(content(linked)).toMatch(/abbinamento `1\.1\.1` di \*\*Coppa del Club\*\*/);
    expect((await h.context.games.store.load(thread))!.meta.league).toMatchObject({ pairingId: '1.1.1' });

    await h.sandbox.invokeCommand({ user: 'giulia', channel: thread, command: 'game resign' }).response();
    const result = await announced(/`1\.1\.1`.*batte/);
    expect(content(result)).toContain(`<@${id('alice')}> batte <@${id('giulia')}> (abbandono)`);
    expect(pairing((await league()).league, '1.1.1').result).toMatchObject({
      outcome: 'first',
      how: 'resigned',
      source: 'game',
    });
    await h.rendersIdle();
  });

  it('1.1.2 is played in Umpire and both players end it: a draw', async () => {
    const created = await command('franco', 'game new', {
      game: 'demo',
      scenario: 'meeting',
      side: 'blue',
      opponent: 'bruno',
    });
    const thread = /<#(\d+)>/.exec(content(created))![1]!;
    await command('bruno', 'league link', { pairing: '1.1.2' }, thread);
    await h.sandbox.invokeCommand({ user: 'franco', channel: thread, command: 'game end' }).response();
    await h.sandbox.invokeCommand({ user: 'bruno', channel: thread, command: 'game end' }).response();
    await announced(/`1\.1\.2`.*pareggiano/);
    expect(pairing((await league()).league, '1.1.2').result).toMatchObject({ outcome: 'draw', source: 'game' });
    await h.rendersIdle();
  });

  it('the other thirteen are reported by hand and confirmed; mistakes are refused privately', async () => {
    // [pairing, reporter, claim, confirmer]; a confirmer 'both' means both players report the same.
    const manual: [string, string, 'win' | 'loss' | 'draw', string][] = [
      ['1.1.3', 'elena', 'win', 'dario'],
      ['1.2.1', 'alice', 'win', 'franco'],
      ['1.2.2', 'elena', 'draw', 'both'],
      ['1.2.3', 'bruno', 'draw', 'dario'],
      ['1.3.1', 'elena', 'draw', 'carla'],
      ['1.3.2', 'dario', 'win', 'franco'],
      ['1.4.1', 'alice', 'win', 'dario'],
      ['1.4.2', 'bruno', 'loss', 'elena'],
      ['1.4.3', 'franco', 'loss', 'giulia'],
      ['1.5.1', 'bruno', 'win', 'alice'],
      ['1.5.2', 'dario', 'win', 'giulia'],
      ['1.5.3', 'franco', 'draw', 'elena'],
    ];
    for (const [pid, reporter, claim, confirmer] of manual) {
      const reported = await command(reporter, 'league report', {
        pairing: pid,
        result: claim,
        ...(pid === '1.5.1' ? { how: 'resigned' } : {}),
      });
      expect(reported.visibleTo).toBeUndefined();
      if (confirmer === 'both') {
        const p = pairing((await league()).league, pid);
        const other = p.first === id(reporter) ? p.second! : p.first;
        const second = await command(h.sandbox.user(other).username, 'league report', { pairing: pid, result: claim });
        expect(content(second)).toMatch(/concordano|agree/);
        continue;
      }
      if (pid === '1.1.3') {
        // Someone else's pairing, and one's own report, cannot be confirmed.
        const before = (await league()).version;
        const stranger = await command('bruno', 'league confirm', { pairing: pid });
        expect(stranger.visibleTo).toBe(id('bruno'));
        expect(content(stranger)).toMatch(/You do not play in `1\.1\.3`/);
        const own = await command('elena', 'league confirm', { pairing: pid });
        expect(content(own)).toMatch(/Hai comunicato tu `1\.1\.3`/);
        expect((await league()).version).toBe(before);
      }
      const confirmed = await command(confirmer, 'league confirm', { pairing: pid });
      expect(content(confirmed)).toMatch(new RegExp(`\`${pid.replace(/\./g, '\\.')}\``));
    }
    const pending = pairing((await league()).league, '1.5.1');
    expect(pending.result).toMatchObject({ outcome: 'second', how: 'resigned', source: 'players' });
    expect(pairing((await league()).league, '1.3.1').result).toMatchObject({ outcome: 'draw', source: 'organiser' });
  });

  it('1.3.3 is disputed and an organiser decides it', async () => {
    const reported = await command('giulia', 'league report', { pairing: '1.3.3', result: 'win' });
    expect(content(reported)).toContain(`<@${id('giulia')}> batte <@${id('bruno')}>`);
    const disputed = await command('bruno', 'league dispute', { pairing: '1.3.3', reason: 'I won on victory points' });
    expect(content(disputed)).toMatch(/disputes the report of `1\.3\.3`: “I won on victory points”/);
    // While disputed, the reporter's opponent cannot just confirm it, and a player cannot adjudicate.
    expect(content(await command('alice', 'league adjudicate', { pairing: '1.3.3', winner: 'alice' }))).toMatch(
      /Solo chi organizza/,
    );
    const both = await command('carla', 'league adjudicate', { pairing: '1.3.3', winner: 'bruno', draw: true });
    expect(content(both)).toMatch(/non entrambi/);
    const decided = await command('carla', 'league adjudicate', { pairing: '1.3.3', winner: 'bruno' });
    expect(content(decided)).toContain(`<@${id('bruno')}> batte <@${id('giulia')}> (aggiudicata)`);
    const { league: l } = await league();
    expect(pairing(l, '1.3.3').result).toMatchObject({ outcome: 'second', how: 'adjudicated', source: 'organiser' });
    expect(pairing(l, '1.3.3').dispute).toBeUndefined();
  });

  it('the standings and ratings match the values worked out by hand', async () => {
    /*
     * Results (first player plays Blue):                       points  W D L
     *   1.1 alice–giulia 1–0 (game)  franco–bruno ½–½ (game)  dario–elena 0–1
     *   1.2 franco–alice 0–1         elena–giulia ½–½          bruno–dario ½–½
     *   1.3 alice–elena ½–½          dario–franco 1–0          giulia–bruno 0–1 (adjudicated)
     *   1.4 dario–alice 0–1          bruno–elena 0–1           giulia–franco 1–0
     *   1.5 alice–bruno 0–1          giulia–dario 0–1          elena–franco ½–½
     * Points: alice 3½ (3 1 1), elena 3½ (2 3 0), bruno 3 (2 2 1), dario 2½ (2 1 2), giulia 1½ (1 1 3), franco 1 (0 2 3).
     * alice and elena drew their game, so the direct encounter ties (½ each); Sonneborn–Berger separates them:
     *   elena: ½×3½ (alice) + 1×2½ (dario) + ½×1½ (giulia) + 1×3 (bruno) + ½×1 (franco) = 8.5
     *   alice: ½×3½ (elena) + 1×1½ (giulia) + 1×1 (franco) + 1×2½ (dario) + 0×3 (bruno)  = 6.75
     *   bruno: ½×1 + ½×2½ + 1×1½ + 0 + 1×3½ = 6.75;  dario: 0 + ½×3 + 1×1 + 0 + 1×1½ = 4
     *   giulia: 0 + ½×3½ + 0 + 1×1 + 0 = 2.75;      franco: ½×3 + 0 + 0 + 0 + ½×3½ = 3.25
     */
    const reply = await command('dario', 'league standings');
    const table = content(reply).split('```')[1]!.trim().split('\n');
    const rows = table.slice(1).map((line) => line.trim().split(/\s{2,}/));
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]])).toEqual([
      ['1', 'Elena', '3½', '2', '3', '0', '0.5', '8.5'],
      ['2', 'Alice', '3½', '3', '1', '1', '0.5', '6.75'],
      ['3', 'Bruno', '3', '2', '2', '1', '0', '6.75'],
      ['4', 'Dario (spettatore)', '2½', '2', '1', '2', '0', '4'],
      ['5', 'Giulia', '1½', '1', '1', '3', '0', '2.75'],
      ['6', 'Franco', '1', '0', '2', '3', '0', '3.25'],
    ]);
    /*
     * Glicko-2 (τ = 0.5), one rating period per round, everyone starting at 1500 ± 350, σ 0.06. Blue's advantage
     * before each period comes from the earlier rounds' record for Blue, shrunk by 10 even games:
     *   rounds 1–2: no or an even record → 0; round 3: Blue scored 2½ of 6 → p = 7½/16 → logit −0.1252 → −21.74;
     *   round 4: 4 of 9 → 9/19 → −18.30; round 5: 5 of 12 → 10/22 → −31.67; after the season 5½ of 15 → −56.07.
     * Worked period by period with the paper's steps 1–8 (a spreadsheet of the formulas gives the same):
     */
    const expected: Record<string, [number, number]> = {
      alice: [1630.98, 187.56],
      elena: [1618.65, 194.04],
      bruno: [1603.08, 182.98],
      dario: [1520.3, 180.78],
      giulia: [1348.56, 179.94],
      franco: [1272.94, 188.15],
    };
    const { league: l } = await league();
    const ratings = computeRatings(ratedGames(l));
    for (const [player, [rating, rd]] of Object.entries(expected)) {
      const r = ratings.players.get(id(player))!;
      expect(r.rating).toBeCloseTo(rating, 1);
      expect(r.rd).toBeCloseTo(rd, 1);
      expect(r.games).toBe(5);
    }
    expect(ratings.firstSideAdvantage).toBeCloseTo(-56.07, 1);
    expect(rows.map((r) => r[8])).toEqual([
      '1619 ± 194',
      '1631 ± 188',
      '1603 ± 183',
      '1520 ± 181',
      '1349 ± 180',
      '1273 ± 188',
    ]);
    expect(content(reply)).toMatch(/Blue advantage -56/);

    // The same table as a picture, from the render queue, with its alt text.
    const picture = await h.sandbox.waitFor(() =>
      h.sandbox
        .messages('partite')
        .find((m) => ((m.json['attachments'] as JsonObject[]) ?? []).length > 0 && /📊/.test(content(m))),
    );
    const attachment = (picture.json['attachments'] as JsonObject[])[0]!;
    expect(attachment).toMatchObject({ content_type: 'image/png' });
    expect(String(attachment['description'])).toMatch(
      /^Standings of Coppa del Club, season 1: 1\. Elena, points 3½, rating 1619 ± 194; 2\. Alice/,
    );
    const png = Buffer.from(await (await fetch(String(attachment['url']))).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('/league player shows rating ± RD, record, sides; /league export gives CSV and JSON', async () => {
    const alice = await command('bruno', 'league player', { player: 'alice' });
    expect(alice.visibleTo).toBe(id('bruno'));
    expect(content(alice)).toMatch(/Rating \*\*1631\*\* ± 188 \(rated games: 5\)/);
    expect(content(alice)).toMatch(/place 2, 3½ pts \(3 W, 1 D, 1 L\)/);
    expect(content(alice)).toMatch(/Blue 3, Red 2/);

    const exported = await command('carla', 'league export');
    const files = exported.json['attachments'] as JsonObject[];
    expect(files.map((f) => f['filename'])).toEqual(['Coppa-del-Club-season-1.csv', 'Coppa-del-Club-season-1.json']);
    const csv = await (await fetch(String(files[0]!['url']))).text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(16);
    expect(lines[0]).toMatch(/^season,round,pairing,first_player/);
    expect(lines.find((l) => l.startsWith('1,3,1.3.3,'))).toMatch(/,0,1,second,adjudicated,organiser,/);
    const json = (await (await fetch(String(files[1]!['url']))).json()) as {
      standings: { userId: string; points: number }[];
      ratings: { userId: string; rating: number }[];
    };
    expect(json.standings.map((s) => s.points)).toEqual([3.5, 3.5, 3, 2.5, 1.5, 1]);
    expect(json.ratings.find((r) => r.userId === id('alice'))!.rating).toBeCloseTo(1630.98, 1);
  });

  it('the season closes once every game has its result', async () => {
    const closed = await command('carla', 'league close');
    expect(content(closed)).toMatch(/La stagione 1 di \*\*Coppa del Club\*\* è chiusa/);
    expect((await league()).league.seasons[0]!.status).toBe('closed');
  });
});

describe('deadlines, forfeits and flags', () => {
  it('with two leagues, a command must name one; an overdue linked game charges the player it waited for', async () => {
    await command('carla', 'league create', { name: 'Lampo', game: 'demo', organisers: h.sandbox.refereeRoleId! });
    const ambiguous = await command('alice', 'league join');
    expect(content(ambiguous)).toMatch(/più leghe \(Coppa del Club, Lampo\)/);
    for (const player of ['alice', 'bruno', 'dario']) await command('carla', 'league add', { player, league: 'Lampo' });
    await command('carla', 'league start', { league: 'Lampo' });
    await command('carla', 'league pair', { league: 'Lampo' });
    const { league: l } = await league('Lampo');
    // Three players: each round one of them has a bye.
    expect(l.seasons[0]!.rounds.every((r) => r.pairings.some((p) => p.second === null))).toBe(true);

    const target = l.seasons[0]!.rounds.flatMap((r) => r.pairings).find((p) => p.second !== null && p.round === 1)!;
    const first = h.sandbox.user(target.first).username;
    const second = h.sandbox.user(target.second!).username;
    const created = await command(first, 'game new', {
      game: 'demo',
      scenario: 'meeting',
      side: 'blue',
      opponent: second,
    });
    const thread = /<#(\d+)>/.exec(content(created))![1]!;
    await command(first, 'league link', { pairing: target.id, league: 'Lampo' }, thread);
    await h.rendersIdle();
    // The deadline passes with Blue to move.
    await fireDeadline(h.context, h.bot.client, {
      leagueId: l.id,
      pairingId: target.id,
      deadline: target.deadline,
      kind: 'due',
    });
    const notice = await announced(
      new RegExp(`\`${target.id.replace(/\./g, '\\.')}\` \\(Lampo\\) ha superato la scadenza`),
    );
    expect(content(notice)).toContain(`La partita aspettava <@${target.first}>`);
    const after = (await league('Lampo')).league;
    expect(after.timeouts).toEqual([expect.objectContaining({ userId: target.first, pairingId: target.id })]);
    expect(pairing(after, target.id).overdueAt).toBeDefined();
    const schedule = await command('carla', 'league schedule', { league: 'Lampo' });
    expect(content(schedule)).toMatch(/⌛ scaduta/);

    // Extended, then forfeited for timeout: the second timeout flags the player to the organisers.
    const extended = await command('carla', 'league extend', { pairing: target.id, days: 3, league: 'Lampo' });
    expect(content(extended)).toMatch(/proroga `[\d.]+` \(\+3 g\)/);
    expect(pairing((await league('Lampo')).league, target.id).overdueAt).toBeUndefined();
    const other = after.seasons[0]!.rounds.flatMap((r) => r.pairings).find(
      (p) => p.second !== null && p.id !== target.id && (p.first === target.first || p.second === target.first),
    )!;
    await command('carla', 'league forfeit', { pairing: other.id, player: first, league: 'Lampo' });
    const flag = await announced(/🚩/);
    expect(content(flag)).toContain(`<@${target.first}> ha lasciato scadere 2 partite di lega in **Lampo**`);
    expect(flag.json['content']).toContain(`<@&${h.sandbox.refereeRoleId}>`);
    const profile = await command(first, 'league player', { league: 'Lampo' });
    expect(content(profile)).toMatch(/(scadere|run out): 2.*(segnalato|flagged)/);
  });
});
