import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBot, type Bot } from '../../src/bot/client.js';
import { deployCommands } from '../../src/bot/deploy.js';
import { createServices, type Services } from '../../src/bot/services.js';
import { Metrics } from '../../src/ops/metrics.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { sample } from '../helpers/prometheus.js';

/**
 * umpire_answers_total says which way each answer went (src/bot/answer.ts): the real bot, its metrics wired as
 * `npm start` wires them, answers one /roll with the default budget (in the interaction's callback) and, with the
 * budget forced to 0 (ANSWER_BUDGET_MS=0, the slow path), one deferred first. The sandbox's recorded callback type
 * says the same thing from Discord's side. No duration is asserted.
 */

interface Running {
  readonly sandbox: Sandbox;
  readonly services: Services;
  readonly bot: Bot;
  readonly metrics: Metrics;
}

let running: Running | undefined;

async function botWithBudget(answerBudgetMs: number | undefined): Promise<Running> {
  const sandbox = await startSandbox();
  const metrics = new Metrics('bot');
  const services = createServices({
    log: pino({ level: 'silent' }),
    discord: { token: sandbox.token, apiUrl: sandbox.apiUrl },
    renderInProcess: true,
    metrics,
    rateLimit: { burst: 1000, perSecond: 1000 },
  });
  await deployCommands({
    token: sandbox.token,
    appId: sandbox.appId,
    guildId: sandbox.guildId,
    apiUrl: sandbox.apiUrl,
  });
  const bot = await startBot({
    token: sandbox.token,
    apiUrl: sandbox.apiUrl,
    context: services.context,
    restRetries: 1,
    metrics,
    ...(answerBudgetMs === undefined ? {} : { answerBudgetMs }),
  });
  services.attach(bot.client);
  running = { sandbox, services, bot, metrics };
  return running;
}

afterEach(async () => {
  if (!running) return;
  const { bot, services, sandbox } = running;
  running = undefined;
  await bot.stop();
  await services.close();
  await sandbox.close();
});

const answers = async (metrics: Metrics, path: 'callback' | 'deferred') =>
  sample(await metrics.text(), 'umpire_answers_total', { path, role: 'bot' });

async function roll(sandbox: Sandbox): Promise<number | undefined> {
  const handle = sandbox.invokeCommand({ user: 'bruno', channel: 'regole', command: 'roll', options: { dice: '2d6' } });
  const reply = await handle.response();
  expect(String(reply.json['content'] ?? '')).toMatch(/rolled `2d6`/);
  return handle.record.callbackType;
}

describe('umpire_answers_total', () => {
  it('counts a quick answer under path="callback"', async () => {
    const { sandbox, metrics } = await botWithBudget(undefined);
    expect(await answers(metrics, 'callback')).toBe(0);
    expect(await answers(metrics, 'deferred')).toBe(0);
    expect(await roll(sandbox)).toBe(4);
    // The player sees the answer before Discord's reply to the callback reaches the bot, which counts it then.
    await vi.waitFor(async () => expect(await answers(metrics, 'callback')).toBe(1));
    expect(await answers(metrics, 'deferred')).toBe(0);
  });

  it('counts an answer past the budget (forced to 0) under path="deferred", once', async () => {
    const { sandbox, metrics } = await botWithBudget(0);
    expect(await roll(sandbox)).toBe(5);
    // The deferral and the edit that follows it are one answer.
    await vi.waitFor(async () => expect(await answers(metrics, 'deferred')).toBe(1));
    expect(await answers(metrics, 'callback')).toBe(0);
  });
});
