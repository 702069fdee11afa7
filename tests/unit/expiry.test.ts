import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context.js';
import { LatestOnly } from '../../src/bot/latest-only.js';
import { sweepIdleGames } from '../../src/bot/expiry.js';
import { RateLimiter } from '../../src/bot/rate-limit.js';
import { TimerReminders } from '../../src/bot/reminders.js';
import { GameService } from '../../src/store/games.js';
import { MemoryGameStore } from '../../src/store/memory-store.js';
import { PackLibrary } from '../../src/store/packs.js';
import { blue, demo } from '../helpers/games.js';

const DAY = 86_400_000;

function contextAt(clock: { now: number }): BotContext {
  const log = pino({ level: 'silent' });
  const games = new GameService(new MemoryGameStore(), PackLibrary.inMemory(), () => clock.now);
  return {
    log,
    randomFace: () => 0,
    games,
    packs: PackLibrary.inMemory(),
    renders: { request: async () => undefined, map: async () => undefined },
    reminders: new TimerReminders(async () => undefined, log),
    statusEdits: new LatestOnly(() => {}),
    limiter: new RateLimiter(10, 1),
    gameExpiryDays: 30,
    clock: () => clock.now,
  };
}

async function newGame(context: BotContext, channelId: string) {
  await context.games.create({
    channelId,
    guildId: 'g',
    pack: demo(),
    packRef: { id: 'demo', version: '1' },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
  });
}

describe('abandoned and finished games', () => {
  it('warns an abandoned game three days before it expires, then archives it', async () => {
    const clock = { now: 1_000 * DAY };
    const context = contextAt(clock);
    await newGame(context, 'quiet');
    clock.now += 26 * DAY;
    expect(await sweepIdleGames(context, undefined)).toEqual({ warned: [], archived: [] });
    clock.now += 1 * DAY;
    expect(await sweepIdleGames(context, undefined)).toEqual({ warned: ['quiet'], archived: [] });
    // The warning is not activity, and it is not repeated.
    expect(await sweepIdleGames(context, undefined)).toEqual({ warned: [], archived: [] });
    clock.now += 3 * DAY;
    expect(await sweepIdleGames(context, undefined)).toEqual({ warned: [], archived: ['quiet'] });
    expect(await context.games.store.load('quiet')).toBeUndefined();
    expect((await context.games.store.listArchived('g')).map((a) => a.channelId)).toEqual(['quiet']);
  });

  it('a move after the warning keeps the game', async () => {
    const clock = { now: 1_000 * DAY };
    const context = contextAt(clock);
    await newGame(context, 'saved');
    clock.now += 28 * DAY;
    await sweepIdleGames(context, undefined);
    await context.games.act('saved', { actor: blue, action: { type: 'move', unit: 'b1', to: '0303' } });
    clock.now += 5 * DAY;
    expect((await sweepIdleGames(context, undefined)).archived).toEqual([]);
    expect(await context.games.store.load('saved')).toBeDefined();
  });

  it('archives a finished game a week after its end', async () => {
    const clock = { now: 1_000 * DAY };
    const context = contextAt(clock);
    await newGame(context, 'done');
    await context.games.act('done', { actor: blue, action: { type: 'resign' } });
    clock.now += 6 * DAY;
    expect((await sweepIdleGames(context, undefined)).archived).toEqual([]);
    clock.now += 2 * DAY;
    expect((await sweepIdleGames(context, undefined)).archived).toEqual(['done']);
  });
});
