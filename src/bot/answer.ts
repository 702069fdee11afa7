import {
  MessageFlags,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type RepliableInteraction,
} from 'discord.js';
import type { Logger } from 'pino';
import type { AnswerObserver, AnswerPath } from '../ops/metrics.js';

/**
 * The one rule for answering an interaction: the handler starts at once, and its answer goes in the interaction's
 * own callback when it is ready within a budget (`ANSWER_BUDGET_MS`, well inside Discord's 3 s); only past the
 * budget is the interaction deferred and the answer sent as an edit or a follow-up.
 *
 * Why: Discord exempts the callback from the global rate limit, but discord.js counts the webhook edits of a
 * deferred answer against its client-side 50 requests a second, so "defer, then edit" capped a bot process at
 * about 46 actions a second. Answering in the callback costs one request instead of two, neither of them counted.
 *
 * How: the router wraps each repliable interaction before its handler runs, so that handlers keep discord.js' own
 * calls and say what they mean with them:
 *
 * - `deferReply({ flags })` / `deferUpdate()` declare how the answer will be shown (a public or private message,
 *   or an update of the clicked message); nothing is sent unless the budget has run out;
 * - `editReply(body)` is the answer: in the callback (type 4 with the declared visibility, or type 7 for an update)
 *   while nothing was sent, an edit of the deferred message after;
 * - `reply(body)` / `followUp(body)` are a message with the visibility its flags ask for: in the callback while
 *   nothing was sent, else filling a "thinking" placeholder of the same visibility, else (a placeholder of the
 *   other visibility, which Discord would keep) deleting it and following up;
 * - when the budget runs out first, the deferral goes out with the declared visibility (type 5, ephemeral when the
 *   answer will be private, since Discord keeps a deferral's visibility; type 6 for a component).
 *
 * Every call goes through one queue, so the budget's deferral and the handler's answer never both reach Discord
 * as callbacks, and the handler runs once whichever way it is answered. Where the interaction's token leaves this
 * process (a render worker editing the answer), `acknowledgeNow` sends the deferral first.
 */

/** What a handler may take before its interaction is deferred (ANSWER_BUDGET_MS; why 1 s: src/config.ts). */
export { DEFAULT_ANSWER_BUDGET_MS } from '../config.js';

/** How the answer will be shown: a message (public or private), or an update of the clicked message. */
export type Intent = { readonly kind: 'message'; readonly ephemeral: boolean } | { readonly kind: 'update' };

/** What Discord has been sent so far. */
type Sent =
  | { readonly kind: 'none' }
  /** A type 5 deferral whose placeholder still shows "thinking". */
  | { readonly kind: 'thinking'; readonly ephemeral: boolean }
  /** A type 6 deferral: @original is the clicked message, unchanged. */
  | { readonly kind: 'update-deferred' }
  /** An answer was shown (type 4 or 7, or the placeholder filled or removed): what follows are edits and follow-ups. */
  | { readonly kind: 'answered' };

type Body = InteractionReplyOptions & InteractionEditReplyOptions;
type Input = string | InteractionReplyOptions | InteractionEditReplyOptions;

/** The discord.js methods as they really are, bound to the interaction. */
interface Real {
  reply(options: InteractionReplyOptions): Promise<unknown>;
  deferReply(options: InteractionReplyOptions): Promise<unknown>;
  editReply(options: InteractionEditReplyOptions): Promise<unknown>;
  followUp(options: InteractionReplyOptions): Promise<unknown>;
  deleteReply(): Promise<unknown>;
  deferUpdate?(): Promise<unknown>;
  update?(options: InteractionEditReplyOptions): Promise<unknown>;
}

const answers = new WeakMap<object, Answer>();

/** The answer of a wrapped interaction (undefined for one the router did not wrap, as in unit tests). */
export function answerOf(interaction: RepliableInteraction): Answer | undefined {
  return answers.get(interaction);
}

/** Sends the deferral now if nothing was sent yet: for a token handed to another process, which can only edit. */
export async function acknowledgeNow(interaction: RepliableInteraction): Promise<void> {
  await answerOf(interaction)?.acknowledgeNow();
}

export interface AnswerOptions {
  /**
   * ms the handler has to produce its answer before the deferral goes out; 0 or less: defer at once; Infinity:
   * never on its own (tests of what Discord does to a bot that answers late).
   */
  readonly budgetMs: number;
  /** How the answer is expected to be shown until the handler says otherwise. */
  readonly intent: Intent;
  readonly log?: Logger;
  /** Counts which way each answer went (umpire_answers_total). */
  readonly metrics?: AnswerObserver;
}

export class Answer {
  /** How the first answer went out: in the callback itself, or deferred first (undefined: nothing sent yet). */
  path: AnswerPath | undefined;
  private intent: Intent;
  private sent: Sent = { kind: 'none' };
  private expired = false;
  /** The handler asked for a deferral (deferReply or deferUpdate). */
  private declared = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly real: Real;

  /** Wraps `interaction` (its answering methods go through this object) and starts the budget. */
  constructor(
    interaction: RepliableInteraction,
    private readonly options: AnswerOptions,
  ) {
    this.intent = options.intent;
    const i = interaction as RepliableInteraction & Partial<Pick<Real, 'deferUpdate' | 'update'>>;
    // discord.js' own methods, bound before the interaction's are replaced by this object's.
    this.real = {
      reply: i.reply.bind(i) as Real['reply'],
      deferReply: i.deferReply.bind(i) as Real['deferReply'],
      editReply: i.editReply.bind(i) as Real['editReply'],
      followUp: i.followUp.bind(i) as Real['followUp'],
      deleteReply: i.deleteReply.bind(i) as Real['deleteReply'],
      ...(typeof i.deferUpdate === 'function' ? { deferUpdate: i.deferUpdate.bind(i) } : {}),
      ...(typeof i.update === 'function' ? { update: i.update.bind(i) as Real['update'] } : {}),
    };
    const own: Record<string, unknown> = {
      deferReply: (o?: InteractionReplyOptions) => this.declare({ kind: 'message', ephemeral: ephemeralIn(o?.flags) }),
      reply: (o: Input) => this.message(body(o), ephemeralIn(body(o).flags)),
      editReply: (o: Input) => this.edit(body(o)),
      followUp: (o: Input) => this.followUp(body(o)),
      deleteReply: () => this.delete(),
    };
    if (this.real.deferUpdate) own['deferUpdate'] = () => this.declare({ kind: 'update' });
    if (this.real.update)
      own['update'] = (o: Input) => {
        this.intent = { kind: 'update' };
        return this.edit(body(o));
      };
    for (const [name, value] of Object.entries(own))
      Object.defineProperty(interaction, name, { value, configurable: true, writable: true });
    answers.set(interaction, this);
    if (options.budgetMs <= 0) this.expire();
    else if (Number.isFinite(options.budgetMs)) this.timer = setTimeout(() => this.expire(), options.budgetMs);
  }

  /** The handler is done: a budget still running has nothing left to guard. */
  settle(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    // A handler whose whole answer was a deferral (a click acknowledged with nothing to change) gets it sent now:
    // deferring only records how the answer will be shown, and nothing else will follow.
    return this.declared ? this.acknowledgeNow() : Promise.resolve();
  }

  /** Sends the deferral now if nothing was sent yet. */
  acknowledgeNow(): Promise<void> {
    return this.run(() => this.deferIfSilent());
  }

  /** A message with this visibility, whatever was sent before (a private one never lands in a public placeholder). */
  send(options: Input, ephemeral: boolean): Promise<unknown> {
    return this.message(body(options), ephemeral);
  }

  /** The first answer went out this way: kept, and counted once per interaction. */
  private took(path: AnswerPath): void {
    if (this.path) return;
    this.path = path;
    this.options.metrics?.answered(path);
  }

  private expire(): void {
    this.expired = true;
    this.run(() => this.deferIfSilent()).catch((error: unknown) =>
      // The handler's own answer will meet the same failure and report it; this is only the deferral's trace.
      this.options.log?.warn({ err: error }, 'deferral failed'),
    );
  }

  private declare(intent: Intent): Promise<void> {
    this.intent = intent;
    this.declared = true;
    return this.expired ? this.run(() => this.deferIfSilent()) : Promise.resolve();
  }

  private message(options: Body, ephemeral: boolean): Promise<unknown> {
    return this.run(() => this.messageNow(options, ephemeral));
  }

  private edit(options: Body): Promise<unknown> {
    return this.run(() => this.editNow(options));
  }

  private followUp(options: Body): Promise<unknown> {
    return this.run(async () => {
      if (this.sent.kind === 'none' && this.intent.kind === 'update' && this.real.deferUpdate) {
        // A new message about a component whose own message stays as it is: @original stays the clicked message.
        await this.real.deferUpdate();
        this.sent = { kind: 'update-deferred' };
        this.took('deferred');
      }
      if (this.sent.kind === 'none' || this.sent.kind === 'thinking')
        return this.messageNow(options, ephemeralIn(options.flags));
      return this.real.followUp(options);
    });
  }

  private delete(): Promise<unknown> {
    return this.run(async () => {
      if (this.sent.kind === 'none') return undefined;
      if (this.sent.kind === 'thinking') this.sent = { kind: 'answered' };
      return this.real.deleteReply();
    });
  }

  /** One call at a time, in the order the handler (or the budget) made them. */
  private run<T>(op: () => Promise<T>): Promise<T> {
    const next = this.queue.then(op, op);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async deferIfSilent(): Promise<void> {
    if (this.sent.kind !== 'none') return;
    const intent = this.intent;
    if (intent.kind === 'update' && this.real.deferUpdate) {
      await this.real.deferUpdate();
      this.sent = { kind: 'update-deferred' };
    } else {
      const ephemeral = intent.kind === 'message' && intent.ephemeral;
      await this.real.deferReply(ephemeral ? { flags: MessageFlags.Ephemeral } : {});
      this.sent = { kind: 'thinking', ephemeral };
    }
    this.took('deferred');
  }

  private async messageNow(options: Body, ephemeral: boolean): Promise<unknown> {
    const flags = withEphemeral(options.flags, ephemeral);
    switch (this.sent.kind) {
      case 'none': {
        const result = await this.real.reply({ ...options, flags } as InteractionReplyOptions);
        this.sent = { kind: 'answered' };
        this.took('callback');
        return result;
      }
      case 'thinking': {
        if (this.sent.ephemeral === ephemeral) {
          const result = await this.real.editReply(editable(options));
          this.sent = { kind: 'answered' };
          return result;
        }
        // Discord would show the first follow-up in the placeholder, with the placeholder's visibility: remove it.
        this.sent = { kind: 'answered' };
        await this.real.deleteReply().catch(() => undefined);
        return this.real.followUp({ ...options, flags } as InteractionReplyOptions);
      }
      default:
        return this.real.followUp({ ...options, flags } as InteractionReplyOptions);
    }
  }

  private async editNow(options: Body): Promise<unknown> {
    const intent = this.intent;
    switch (this.sent.kind) {
      case 'none': {
        if (intent.kind === 'update' && this.real.update) {
          const result = await this.real.update(editable(options));
          this.sent = { kind: 'answered' };
          this.took('callback');
          return result;
        }
        return this.messageNow(options, intent.kind === 'message' && intent.ephemeral);
      }
      case 'thinking':
        // Deferred before the handler knew its answer's visibility: the answer still gets the one it declared.
        return this.messageNow(options, intent.kind === 'message' ? intent.ephemeral : this.sent.ephemeral);
      default:
        return this.real.editReply(editable(options));
    }
  }
}

function body(options: Input | undefined): Body {
  if (typeof options === 'string') return { content: options };
  return { ...(options ?? {}) } as Body;
}

/** An edit cannot change a message's flags: Discord keeps the visibility it was created with. */
function editable(options: Body): InteractionEditReplyOptions {
  const { flags: _flags, withResponse: _withResponse, ...rest } = options as Body & { withResponse?: boolean };
  return rest as InteractionEditReplyOptions;
}

function flagBits(flags: unknown): number {
  if (flags === undefined || flags === null) return 0;
  if (typeof flags === 'number' || typeof flags === 'bigint') return Number(flags);
  if (Array.isArray(flags)) return flags.reduce<number>((bits, f) => bits | flagBits(f), 0);
  if (typeof flags === 'object' && 'bitfield' in flags) return Number((flags as { bitfield: number }).bitfield);
  if (typeof flags === 'string') return Number(MessageFlags[flags as keyof typeof MessageFlags] ?? 0);
  return 0;
}

function ephemeralIn(flags: unknown): boolean {
  return (flagBits(flags) & MessageFlags.Ephemeral) !== 0;
}

function withEphemeral(flags: unknown, ephemeral: boolean): number {
  const bits = flagBits(flags) & ~MessageFlags.Ephemeral;
  return ephemeral ? bits | MessageFlags.Ephemeral : bits;
}
