import type { Client } from 'discord.js';
import type { BotContext } from './context.js';
import { t } from './i18n.js';
import { Poster } from './poster.js';

const DAY = 86_400_000;
/** How long before expiry the thread is warned. */
export const WARNING_DAYS = 3;
/** Finished games stay in the hot keys this long (for /game export in the thread), then go to the archive. */
export const FINISHED_DAYS = 7;

export interface SweepResult {
  readonly warned: string[];
  readonly archived: string[];
}

/**
 * Finished games are archived (kept, out of the hot keys); abandoned games expire into the archive after
 * GAME_EXPIRY_DAYS without a move, with a warning in their thread WARNING_DAYS before. Safe to run from several
 * bot processes: the warning is recorded with a version check before it is posted.
 */
export async function sweepIdleGames(
  context: BotContext,
  client: Client | undefined,
  now = context.clock(),
): Promise<SweepResult> {
  const expiryDays = context.gameExpiryDays ?? 90;
  const warnAfter = Math.max(1, expiryDays - WARNING_DAYS) * DAY;
  const result: SweepResult = { warned: [], archived: [] };
  const idle = await context.games.store.idleGames(now - Math.min(warnAfter, FINISHED_DAYS * DAY), 200);
  for (const channelId of idle) {
    const loaded = await context.games.load(channelId).catch(() => undefined);
    if (!loaded) continue;
    const meta = loaded.game.meta;
    const lang = meta.lang ?? 'en';
    const quietFor = now - meta.lastActivity;
    if (meta.status === 'over') {
      if (quietFor >= FINISHED_DAYS * DAY && (await context.games.archive(channelId))) result.archived.push(channelId);
      continue;
    }
    if (quietFor < warnAfter) continue;
    if (meta.expiryWarnedAt === undefined) {
      const warned = await context.games.changeMeta(channelId, {
        by: { userId: client?.user?.id ?? 'umpire' },
        change: (m) => ({ ...m, expiryWarnedAt: now }),
        describe: { expiryWarning: true },
        touch: false,
      });
      if (warned.kind !== 'applied') continue;
      result.warned.push(channelId);
      if (client) {
        await new Poster(client, context.messageBudget)
          .send(channelId, {
            content: t(lang, 'game.expiryWarning', { days: Math.round(quietFor / DAY), left: WARNING_DAYS }),
            allowed_mentions: { parse: [] },
          })
          .catch((error: unknown) => context.log.warn({ err: error, channelId }, 'expiry warning not posted'));
      }
      continue;
    }
    if (quietFor >= expiryDays * DAY && now - meta.expiryWarnedAt >= WARNING_DAYS * DAY) {
      const archived = await context.games.archive(channelId);
      if (!archived) continue;
      result.archived.push(channelId);
      if (client) {
        await new Poster(client, context.messageBudget)
          .send(channelId, {
            content: t(lang, 'game.expired', { days: expiryDays, id: archived.archiveId }),
            allowed_mentions: { parse: [] },
          })
          .catch((error: unknown) => context.log.warn({ err: error, channelId }, 'expiry notice not posted'));
      }
    }
  }
  return result;
}
