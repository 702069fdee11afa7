import type { REST } from 'discord.js';
import type { Metrics } from './metrics.js';

/**
 * Counts the Discord REST responses (by status, so errors and 429s show) and the rate-limit waits of one REST
 * client: the bot's `client.rest` or a render worker's own. Only the method, Discord's bucket route (ids already
 * replaced by `:id`) and the status are kept: the request itself carries the token in its headers and is never
 * stored or logged.
 */
export function watchRest(rest: REST, metrics: Metrics): () => void {
  const onResponse = (request: { method: string; route: string }, response: { status: number }) => {
    metrics.restResponses.inc({
      method: request.method.toUpperCase(),
      route: routeLabel(request.route),
      status: String(response.status),
    });
  };
  const onRateLimited = (info: { route: string; scope: string; global: boolean }) => {
    metrics.restRateLimits.inc({ route: routeLabel(info.route), scope: info.scope, global: String(info.global) });
  };
  rest.on('response', onResponse);
  rest.on('rateLimited', onRateLimited);
  return () => {
    rest.off('response', onResponse);
    rest.off('rateLimited', onRateLimited);
  };
}

/** `/channels/:id/messages` stays; any id or token Discord's bucketing left in place is masked. */
export function routeLabel(route: string): string {
  return route
    .split('?', 1)[0]!
    .replace(/\d{5,}/g, ':id')
    .replace(/\/webhooks\/:id\/[^/]+/, '/webhooks/:id/:token')
    .slice(0, 80);
}
