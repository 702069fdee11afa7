import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { inInteraction } from '../../../src/ops/interaction-scope.js';
import { Metrics } from '../../../src/ops/metrics.js';
import { ObservedGameService } from '../../../src/ops/observed-games.js';
import { MemoryGameStore } from '../../../src/store/memory-store.js';
import { blue, builtInPackSource, demo, red } from '../../helpers/games.js';
import { sample } from '../../helpers/prometheus.js';

function setup() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'trace' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  const metrics = new Metrics('bot');
  const games = new ObservedGameService(new MemoryGameStore(), builtInPackSource, Date.now, { log, metrics });
  return { games, metrics, lines, log };
}

const note = (text: string) => ({ type: 'note', text, secret: false });

async function create(games: ObservedGameService, channelId: string) {
  const created = await games.create({
    channelId,
    guildId: 'g1',
    pack: demo(),
    packRef: { id: 'demo', version: '1' },
    scenario: 'meeting',
    createdBy: 'u-blue',
    seats: { blue: 'u-blue', red: 'u-red' },
  });
  if (created.kind !== 'created') throw new Error(created.kind);
  return created.game;
}

describe('the observed game service', () => {
  it('times every change by operation and result kind', async () => {
    const { games, metrics } = setup();
    await create(games, 'c1');
    expect((await games.act('c1', { actor: blue, action: note('a') })).kind).toBe('applied');
    expect((await games.act('c1', { actor: red, action: note('b'), expected: 0 })).kind).toBe('stale');
    expect((await games.act('c1', { actor: { userId: 'u-red', side: 'blue' }, action: note('c') })).kind).toBe('rule');
    expect((await games.act('nowhere', { actor: blue, action: note('d') })).kind).toBe('no-game');
    const text = await metrics.text();
    for (const [operation, result] of [
      ['create', 'created'],
      ['act', 'applied'],
      ['act', 'stale'],
      ['act', 'rule'],
      ['act', 'no-game'],
    ] as const) {
      expect(sample(text, 'umpire_action_commit_seconds_count', { operation, result, role: 'bot' })).toBe(1);
    }
  });

  it('logs each change with the channel and game ids, on the interaction’s logger when there is one', async () => {
    const { games, lines, log } = setup();
    const game = await create(games, 'c2');
    await inInteraction(log.child({ interaction: 'i-1' }), () =>
      games.act('c2', { actor: blue, action: note('hello') }),
    );
    const applied = lines.find((l) => l['msg'] === 'game change applied' && l['operation'] === 'act');
    expect(applied).toMatchObject({
      channelId: 'c2',
      gameId: game.meta.id,
      version: 1,
      result: 'applied',
      interaction: 'i-1',
    });
    expect(lines.find((l) => l['operation'] === 'create')).toMatchObject({ channelId: 'c2', gameId: game.meta.id });
  });

  it('a refused change marks the interaction refused; an applied or repeated one does not', async () => {
    const { games, log } = setup();
    await create(games, 'c3');
    const refused = await inInteraction(log, async (scope) => {
      await games.act('c3', { actor: { userId: 'u-red', side: 'blue' }, action: note('x') });
      return scope.refused;
    });
    expect(refused).toBe(true);
    const applied = await inInteraction(log, async (scope) => {
      await games.act('c3', { actor: blue, action: note('y'), iid: 'i-9' });
      // The same Discord interaction delivered again, against the version it was chosen on: a duplicate.
      const again = await games.act('c3', { actor: blue, action: note('y'), iid: 'i-9', expected: 0 });
      expect(again.kind).toBe('duplicate');
      return scope.refused;
    });
    expect(applied).toBe(false);
  });
});
