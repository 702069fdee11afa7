import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { GlobalLimit } from './pictures.js';

/**
 * Whether a request to `url` is an interaction's own (its callback, or its webhook: the answer's edits and the
 * follow-ups), which Discord leaves out of the bot's global limit of 50 requests a second.
 */
export function exemptFromGlobalLimit(url: string): boolean {
  const path = new URL(url).pathname;
  return /\/interactions\/\d+\/[^/]+\/callback$/.test(path) || /\/webhooks\/\d+\/[^/]+/.test(path);
}

/**
 * A `makeRequest` for discord.js' REST client that takes a slot of a schedule shared by every process before each
 * request the global limit counts (a retry is a request too). discord.js limits each process to 50 a second, but only
 * itself: a bot process and its render workers, or a bot run as several shards, would otherwise send more than
 * Discord's 50 a second together and be refused.
 */
export function limitedMakeRequest(
  limit: GlobalLimit,
  base: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest,
): RESTOptions['makeRequest'] {
  return async (url, init) => {
    if (!exemptFromGlobalLimit(url)) await limit.take();
    return base(url, init);
  };
}
