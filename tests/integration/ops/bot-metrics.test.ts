import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBot, type Bot } from '../../../src/bot/client.js';
import { deployCommands } from '../../../src/bot/deploy.js';
import { createServices, type Services } from '../../../src/bot/services.js';
import { createLogger } from '../../../src/log.js';
import { startOpsServer, type OpsServer } from '../../../src/ops/http.js';
import { Metrics } from '../../../src/ops/metrics.js';
import { startRedisProbe, type Probe } from '../../../src/ops/probes.js';
import { gatewayReady, redisReady } from '../../../src/ops/readiness.js';
import type { InProcessRenders } from '../../../src/bot/render-queue.js';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server.js';
import { sample } from '../../helpers/prometheus.js';
import { dropPrefix, testPrefix, testRedis } from '../../helpers/redis.js';

/**
 * The real bot (discord.js against the sandbox, Redis, in-process renders) wired as `npm start` wires it: its
 * metrics, the ops server, and a logger at `trace` writing to a buffer. Real interactions go through: commands
 * that succeed, are refused, are rate limited and fail, a game with a picture, a Discord 500 and a 429. Then
 * GET /metrics must show each of them, and not one log line may contain the bot token.
 */

const redis = testRedis();
const prefix = testPrefix('ops-bot');
const lines: string[] = [];
const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
let sandbox: Sandbox;
let services: Services;
let bot: Bot;
let ops: OpsServer;
let probe: Probe;
let metricsText = '';

const content = (m: { json: Record<string, unknown> }) => String(m.json['content'] ?? '');

beforeAll(async () => {
  sandbox = await startSandbox();
  const metrics = new Metrics('bot');
  services = createServices({
    log,
    redis,
    prefix,
    discord: { token: sandbox.token, apiUrl: sandbox.apiUrl },
    renderInProcess: true,
    metrics,
    // carla floods /roll; the others stay under the limit.
    rateLimit: { burst: 6, perSecond: 0.01 },
  });
  await deployCommands({
    token: sandbox.token,
    appId: sandbox.appId,
    guildId: sandbox.guildId,
    apiUrl: sandbox.apiUrl,
  });
  const gateway: { client?: Bot['client'] } = {};
  ops = await startOpsServer({
    port: 0,
    host: '127.0.0.1',
    metrics,
    checks: [redisReady(redis), gatewayReady(() => gateway.client)],
    log,
  });
  probe = startRedisProbe(redis, metrics, 60_000);
  bot = await startBot({
    token: sandbox.token,
    apiUrl: sandbox.apiUrl,
    context: services.context,
    restRetries: 1,
    metrics,
  });
  services.attach(bot.client);
  gateway.client = bot.client;
}, 30_000);

afterAll(async () => {
  probe?.stop();
  await bot?.stop();
  await services?.close();
  await ops?.close();
  await sandbox?.close();
  await dropPrefix(redis, prefix);
  redis.disconnect();
});

const get = (path: string) => fetch(`http://127.0.0.1:${ops.port}${path}`);

describe('the bot’s metrics after real interactions through the sandbox', () => {
  it('is ready once logged in with Redis answering', async () => {
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ready: true, checks: { redis: 'ok', gateway: 'ok' } });
  });

  it('plays: ok, refused, rate-limited and failed interactions, a game with its picture, a 500 and a 429', async () => {
    // ok
    const rolled = await sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '2d6' } })
      .response();
    expect(content(rolled)).toMatch(/rolled `2d6`/);
    // refused: bad dice notation
    const bad = await sandbox
      .invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '2d' } })
      .response();
    expect(bad.visibleTo).toBe(sandbox.users!.bruno.id);
    // rate limited: carla rolls more than the burst allows
    for (let i = 0; i < 7; i++) {
      await sandbox
        .invokeCommand({ user: 'carla', channel: 'regole', command: 'roll', options: { dice: '1d6' } })
        .acknowledged();
    }
    // error: Discord answers 500 to the acknowledgement (and to its one retry)
    sandbox.injectFault({ method: 'POST', path: /^\/interactions\/\d+\/[^/]+\/callback/, status: 500, times: 2 });
    sandbox.invokeCommand({
      user: 'bruno',
      channel: 'regole',
      command: 'roll',
      options: { dice: '1d6' },
    });
    await expect
      .poll(() => lines.some((l) => l.includes('"msg":"interaction failed"')), { timeout: 10_000 })
      .toBe(true);
    // a game: Discord answers 429 (global) once to the thread's creation; the client waits and retries
    sandbox.injectFault({
      method: 'POST',
      path: /^\/channels\/\d+\/threads$/,
      status: 429,
      retryAfter: 0.2,
      global: true,
      times: 1,
    });
    const created = await sandbox
      .invokeCommand({
        user: 'alice',
        channel: 'partite',
        command: 'game new',
        options: { game: 'demo', scenario: 'meeting', side: 'blue', opponent: 'bruno' },
      })
      .response(15_000);
    expect(content(created)).toMatch(/<#\d+>/);
    const thread = sandbox.threads('partite')[0]!.id;
    const noted = await sandbox
      .invokeCommand({ user: 'alice', channel: thread, command: 'game note', options: { text: 'Avanti!' } })
      .response();
    expect(content(noted)).toMatch(/Avanti!/);
    // refused: a spectator cannot play
    const spectator = await sandbox.invokeCommand({ user: 'dario', channel: thread, command: 'play' }).response();
    expect(content(spectator)).toMatch(/no seat in this game/);
    await (services.context.renders as InProcessRenders).idle();
    await probe.sample();
    const res = await get('/metrics');
    expect(res.status).toBe(200);
    metricsText = await res.text();
  }, 60_000);

  it('counts interactions by command and outcome', () => {
    const count = (labels: Record<string, string>) => sample(metricsText, 'umpire_interactions_total', labels) ?? 0;
    expect(count({ type: 'command', command: 'roll', outcome: 'ok' })).toBeGreaterThanOrEqual(7);
    expect(count({ command: 'roll', outcome: 'refused' })).toBe(1);
    expect(count({ command: 'roll', outcome: 'rate-limited' })).toBe(1);
    expect(count({ command: 'roll', outcome: 'error' })).toBe(1);
    expect(count({ command: 'game new', outcome: 'ok' })).toBe(1);
    expect(count({ command: 'game note', outcome: 'ok' })).toBe(1);
    expect(count({ command: 'play', outcome: 'refused' })).toBe(1);
    expect(sample(metricsText, 'umpire_interaction_duration_seconds_count', { command: 'game new' })).toBe(1);
  });

  it('times game commits by result, and the picture from request to post with its draw and encode times', () => {
    expect(sample(metricsText, 'umpire_action_commit_seconds_count', { operation: 'create', result: 'created' })).toBe(
      1,
    );
    expect(sample(metricsText, 'umpire_action_commit_seconds_count', { result: 'applied' })).toBeGreaterThanOrEqual(1);
    expect(sample(metricsText, 'umpire_render_latency_seconds_count', { outcome: 'posted' })).toBeGreaterThanOrEqual(1);
    expect(sample(metricsText, 'umpire_render_draw_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(metricsText, 'umpire_render_encode_seconds_sum')).toBeGreaterThan(0);
  });

  it('counts Discord REST responses by status (the 500s and the 429) and the rate-limit wait', () => {
    expect(
      sample(metricsText, 'umpire_discord_rest_responses_total', {
        status: '500',
        route: '/interactions/:id/:token/callback',
      }),
    ).toBe(2);
    expect(
      sample(metricsText, 'umpire_discord_rest_responses_total', { status: '429', route: '/channels/:id/threads' }),
    ).toBe(1);
    expect(
      sample(metricsText, 'umpire_discord_rest_responses_total', {
        method: 'GET',
        route: '/gateway/bot',
        status: '200',
      }),
    ).toBe(1);
    expect(sample(metricsText, 'umpire_discord_rest_rate_limits_total', { global: 'true' })).toBeGreaterThanOrEqual(1);
  });

  it('measures Redis round trips and the process itself', () => {
    expect(sample(metricsText, 'umpire_redis_ping_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(metricsText, 'umpire_redis_ping_failures_total')).toBe(0);
    expect(sample(metricsText, 'process_resident_memory_bytes', { role: 'bot' })).toBeGreaterThan(0);
  });
});

describe('the bot’s logs at trace level', () => {
  it('name the interaction and the channel, and the game id on game changes', () => {
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const change = parsed.find((l) => l['msg'] === 'game change applied' && l['operation'] === 'act');
    expect(change).toMatchObject({ channelId: expect.any(String), gameId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(change).toMatchObject({ interaction: expect.any(String), channel: change!['channelId'] });
    const failed = parsed.find((l) => l['msg'] === 'interaction failed');
    expect(failed).toMatchObject({
      interaction: expect.any(String),
      channel: sandbox.channel('regole').id,
      ref: expect.any(String),
    });
  });

  it('never contain the bot token: through login, commands, an error and REST failures', () => {
    const text = lines.join('');
    // The run went through what could leak: the login, an interaction error with its REST error, the 429.
    expect(text).toContain('"msg":"bot ready"');
    expect(text).toContain('"msg":"interaction failed"');
    expect(text).toContain('"msg":"rate limited by Discord"');
    expect(lines.length).toBeGreaterThan(10);
    expect(sandbox.token.length).toBeGreaterThan(20);
    expect(text).not.toContain(sandbox.token);
    expect(text).not.toContain(sandbox.token.split('.')[1]);
  });

  it('/readyz turns 503 when the gateway is gone', async () => {
    await bot.stop();
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { checks: Record<string, string> }).checks['gateway']).toMatch(/not logged in/);
  });
});
