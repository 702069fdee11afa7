import { randomBytes } from 'node:crypto';
import { DiscordAPIError, MessageFlags, type Interaction, type RepliableInteraction } from 'discord.js';
import type { Command, ComponentHandler } from '../commands/types.js';
import { inInteraction } from '../ops/interaction-scope.js';
import type { InteractionOutcome, InteractionType, Metrics } from '../ops/metrics.js';
import type { BotContext } from './context.js';
import { langOf, t } from './i18n.js';
import { Answer, DEFAULT_ANSWER_BUDGET_MS, type Intent } from './answer.js';
import { answerPrivately } from './private-answer.js';
import { RateLimiter } from './rate-limit.js';

/**
 * The one interaction router: slash commands, autocomplete, buttons, select menus and modals, each to its
 * handler. A handler starts at once and its answer goes in the interaction's own callback when it is ready within
 * the answer budget (well inside Discord's 3 s); past the budget the interaction is deferred, with the visibility
 * the answer will have, and the answer edited in (src/bot/answer.ts). An unexpected error becomes a translated
 * apology with a reference, never a silent failure.
 */
export class Router {
  private readonly commands: Map<string, Command>;
  private readonly guildLimiter = new RateLimiter(120, 20);
  private readonly answerBudgetMs: number;

  constructor(
    commands: readonly Command[],
    private readonly components: readonly ComponentHandler[],
    private readonly context: BotContext,
    private readonly metrics?: Metrics,
    options: { answerBudgetMs?: number } = {},
  ) {
    this.commands = new Map(commands.map((c) => [c.data.name, c]));
    this.answerBudgetMs = options.answerBudgetMs ?? DEFAULT_ANSWER_BUDGET_MS;
  }

  async route(interaction: Interaction): Promise<void> {
    const log = this.context.log.child({
      interaction: interaction.id,
      user: interaction.user.id,
      channel: interaction.channelId,
    });
    const started = performance.now();
    let outcome: InteractionOutcome = 'ok';
    const answer = interaction.isRepliable()
      ? new Answer(interaction, {
          budgetMs: this.answerBudgetMs,
          intent: this.intentOf(interaction),
          log,
          ...(this.metrics ? { metrics: this.metrics } : {}),
        })
      : undefined;
    await inInteraction(log, async (scope) => {
      try {
        outcome = await this.dispatch(interaction, log);
        if (outcome === 'ok' && scope.refused) outcome = 'refused';
      } catch (error) {
        outcome = 'error';
        await this.fail(interaction, error, log);
      } finally {
        await answer?.settle().catch((error: unknown) => log.warn({ err: error }, 'deferral failed'));
      }
    });
    if (answer?.path) log.debug({ path: answer.path }, 'answered');
    if (this.metrics) {
      const { type, command } = this.label(interaction);
      this.metrics.interaction(type, command, outcome, (performance.now() - started) / 1000);
    }
  }

  private async dispatch(interaction: Interaction, log: BotContext['log']): Promise<'ok' | 'rate-limited'> {
    if ((interaction.isChatInputCommand() || interaction.isMessageComponent()) && (await this.limited(interaction)))
      return 'rate-limited';
    if (interaction.isChatInputCommand()) {
      const command = this.commands.get(interaction.commandName);
      if (!command) return 'ok';
      await command.execute(interaction, { ...this.context, log });
      log.debug({ command: interaction.commandName }, 'command handled');
    } else if (interaction.isAutocomplete()) {
      const command = this.commands.get(interaction.commandName);
      if (command?.autocomplete) await command.autocomplete(interaction, { ...this.context, log });
      else await interaction.respond([]);
    } else if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
      const prefix = interaction.customId.split(':', 1)[0];
      const handler = this.components.find((h) => h.prefix === prefix);
      if (handler) await handler.handle(interaction, { ...this.context, log });
    }
    return 'ok';
  }

  /** How an interaction's answer is expected to be shown before its handler says: the command's visibility, or
   * for a component an update of its message (its handler's private answers are messages of their own). */
  private intentOf(interaction: RepliableInteraction): Intent {
    if (interaction.isChatInputCommand()) {
      const declared = this.commands.get(interaction.commandName)?.answer ?? 'public';
      let visibility: 'public' | 'private';
      try {
        visibility = typeof declared === 'function' ? declared(interaction) : declared;
      } catch {
        // Options that are not what the command declared (a forged payload): the handler refuses them, privately.
        visibility = 'private';
      }
      return { kind: 'message', ephemeral: visibility === 'private' };
    }
    if (interaction.isMessageComponent() || (interaction.isModalSubmit() && interaction.isFromMessage()))
      return { kind: 'update' };
    return { kind: 'message', ephemeral: true };
  }

  /** Metric labels from closed sets: registered commands (with subcommand) and component prefixes. */
  private label(interaction: Interaction): { type: InteractionType; command: string } {
    if (interaction.isChatInputCommand() || interaction.isAutocomplete()) {
      const known = this.commands.has(interaction.commandName);
      const sub = known
        ? [interaction.options.getSubcommandGroup(false), interaction.options.getSubcommand(false)].filter(Boolean)
        : [];
      return {
        type: interaction.isAutocomplete() ? 'autocomplete' : 'command',
        command: known ? [interaction.commandName, ...sub].join(' ') : 'unknown',
      };
    }
    if (interaction.isMessageComponent() || interaction.isModalSubmit()) {
      const prefix = interaction.customId.split(':', 1)[0];
      return { type: 'component', command: this.components.some((h) => h.prefix === prefix) ? prefix! : 'unknown' };
    }
    return { type: 'component', command: 'unknown' };
  }

  /** Per-user and per-guild rate limits, with a clear private message. */
  private async limited(interaction: RepliableInteraction): Promise<boolean> {
    const limiter = this.context.limiter;
    if (!limiter) return false;
    const wait = Math.max(
      limiter.take(`user:${interaction.user.id}`),
      interaction.guildId ? (this.context.guildLimiter ?? this.guildLimiter).take(`guild:${interaction.guildId}`) : 0,
    );
    if (wait === 0) return false;
    await interaction.reply({
      content: t(langOf(interaction.locale), 'common.rateLimited', { seconds: wait }),
      flags: MessageFlags.Ephemeral,
    });
    return true;
  }

  private async fail(interaction: Interaction, error: unknown, log: BotContext['log']): Promise<void> {
    if (error instanceof DiscordAPIError && (error.code === 10062 || error.code === 40060)) {
      // Unknown interaction (answered too late) or already acknowledged: nothing left to say to the user.
      log.warn({ code: error.code, err: error.message }, 'interaction could not be answered');
      return;
    }
    const ref = randomBytes(4).toString('hex');
    log.error({ err: error, ref }, 'interaction failed');
    if (!interaction.isRepliable()) return;
    await apologise(interaction, t(langOf(interaction.locale), 'common.internalError', { ref })).catch((e: unknown) =>
      log.warn({ err: e }, 'could not send the apology'),
    );
  }
}

async function apologise(interaction: RepliableInteraction, content: string): Promise<void> {
  await answerPrivately(interaction, content);
}
