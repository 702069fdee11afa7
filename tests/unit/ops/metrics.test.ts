import { describe, expect, it } from 'vitest';
import type { RenderOutcome } from '../../../src/bot/pictures.js';
import { Metrics } from '../../../src/ops/metrics.js';
import { routeLabel } from '../../../src/ops/rest.js';
import { sample as series } from '../../helpers/prometheus.js';

describe('the metrics of one process', () => {
  it('counts interactions by type, command and outcome, with their duration', async () => {
    const m = new Metrics('bot');
    m.interaction('command', 'roll', 'ok', 0.02);
    m.interaction('command', 'roll', 'ok', 0.03);
    m.interaction('command', 'game new', 'refused', 0.1);
    m.interaction('component', 'play', 'rate-limited', 0.001);
    const text = await m.text();
    expect(series(text, 'umpire_interactions_total', { command: 'roll', outcome: 'ok', role: 'bot' })).toBe(2);
    expect(series(text, 'umpire_interactions_total', { command: 'game new', outcome: 'refused' })).toBe(1);
    expect(series(text, 'umpire_interactions_total', { type: 'component', outcome: 'rate-limited' })).toBe(1);
    expect(series(text, 'umpire_interactions_total', { outcome: 'error' })).toBeUndefined();
    expect(series(text, 'umpire_interaction_duration_seconds_count', { command: 'roll' })).toBe(2);
    expect(series(text, 'umpire_interaction_duration_seconds_sum', { command: 'roll' })).toBeCloseTo(0.05);
  });

  it('render outcomes: latency from enqueue, draw and encode times; a dropped job is counted, not timed', async () => {
    const m = new Metrics('render-worker');
    // What the bot's render jobs return (src/bot/pictures.ts) is what the metrics read.
    const outcomes: RenderOutcome[] = [
      { kind: 'posted', version: 3, messageId: 'm', drawMs: 80, encodeMs: 200 },
      { kind: 'fallback', version: 4, messageId: 'm' },
      { kind: 'dropped', reason: 'already-shown' },
    ];
    m.rendered(outcomes[0]!, 1_000, 3_500);
    m.rendered(outcomes[1]!, 1_000, 2_000);
    m.rendered(outcomes[2]!, 1_000, 9_000);
    m.renderFailed();
    const text = await m.text();
    expect(series(text, 'umpire_render_latency_seconds_sum', { outcome: 'posted' })).toBeCloseTo(2.5);
    expect(series(text, 'umpire_render_latency_seconds_count', { outcome: 'fallback' })).toBe(1);
    expect(series(text, 'umpire_render_latency_seconds_count', { outcome: 'dropped' })).toBeUndefined();
    expect(series(text, 'umpire_render_draw_seconds_sum')).toBeCloseTo(0.08);
    expect(series(text, 'umpire_render_encode_seconds_sum')).toBeCloseTo(0.2);
    for (const outcome of ['posted', 'fallback', 'dropped', 'failed']) {
      expect(series(text, 'umpire_render_jobs_total', { outcome })).toBe(1);
    }
  });

  it('queue depth keeps the four states, zero when BullMQ leaves one out', async () => {
    const m = new Metrics('bot');
    m.queueDepth({ waiting: 7, active: 2 });
    const text = await m.text();
    expect(series(text, 'umpire_render_queue_jobs', { state: 'waiting' })).toBe(7);
    expect(series(text, 'umpire_render_queue_jobs', { state: 'active' })).toBe(2);
    expect(series(text, 'umpire_render_queue_jobs', { state: 'delayed' })).toBe(0);
    expect(series(text, 'umpire_render_queue_jobs', { state: 'failed' })).toBe(0);
  });

  it('includes the default process metrics, and two registries in one process do not collide', async () => {
    const a = new Metrics('bot');
    const b = new Metrics('bot');
    a.commit('act', 'applied', 0.004);
    expect(await a.text()).toMatch(/^process_resident_memory_bytes\{role="bot"\} \d+/m);
    expect(await a.text()).toMatch(/^nodejs_eventloop_lag_seconds/m);
    expect(series(await a.text(), 'umpire_action_commit_seconds_count', { operation: 'act', result: 'applied' })).toBe(
      1,
    );
    expect(series(await b.text(), 'umpire_action_commit_seconds_count', { operation: 'act' })).toBeUndefined();
    expect(a.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });
});

describe('REST route labels', () => {
  it("keep Discord's bucket route and mask any id or token left in it", () => {
    expect(routeLabel('/channels/:id/messages')).toBe('/channels/:id/messages');
    expect(routeLabel('/interactions/:id/:token/callback')).toBe('/interactions/:id/:token/callback');
    expect(routeLabel('/channels/123456789012345678/messages?limit=5')).toBe('/channels/:id/messages');
    expect(routeLabel('/webhooks/1000000000000000001/aW50ZXJhY3Rpb246OjEyMzQ/messages/%40original')).toBe(
      '/webhooks/:id/:token/messages/%40original',
    );
    expect(routeLabel(`/x/${'a'.repeat(200)}`).length).toBeLessThanOrEqual(80);
  });
});
