import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { SandboxGateway } from './gateway.js';
import {
  DiscordModel,
  MessageFlag,
  SandboxError,
  isThread,
  type ChannelRecord,
  type InteractionKind,
  type InteractionRecord,
  type JsonObject,
  type MessageRecord,
  type RegisteredCommand,
  type SandboxEvent,
  type SandboxUser,
} from './model.js';
import { SandboxRest, errorResponse, type InjectedFault, type RecordedCall } from './rest.js';
import { serveWeb } from './web.js';

/**
 * Our own Discord-compatible server: enough of Discord's REST API v10 and gateway for the real discord.js 14
 * client to log in and play, one guild with channels and named users, and an API through which tests and the
 * web page act as those users (slash commands, autocomplete, buttons, select menus, modals). It is the product's
 * embedded default when no Discord token is configured, and the backbone of the end-to-end tests.
 */

export interface SandboxOptions {
  readonly port?: number;
  readonly host?: string;
  /** The bot token the sandbox accepts; generated when absent. */
  readonly token?: string;
  readonly appId?: string;
  readonly heartbeatIntervalMs?: number;
  readonly interactionDeadlineMs?: number;
  readonly tokenLifetimeMs?: number;
  readonly attachmentSizeLimit?: number;
  /** Creates the default channels and users (a club's guild); tests may want an empty guild. */
  readonly seed?: boolean;
  /**
   * The shard count `/gateway/bot` recommends. The gateway always honours the `shard: [id, count]` a client
   * identifies with: guild events, interactions included, go only to the shard that owns the guild.
   */
  readonly shards?: number;
  /**
   * Discord's global limit on a bot's requests a second (50); interaction callbacks and webhook-token routes (an
   * interaction's answer and follow-ups) are not counted, as on Discord.
   */
  readonly globalRequestsPerSecond?: number;
}

export interface UserAction {
  readonly user: string;
  readonly channel: string;
  /** Overrides the user's locale for this interaction. */
  readonly locale?: string;
}

export type OptionValue = string | number | boolean | { filename: string; contentType?: string; data: Buffer };

export interface CommandInvocation extends UserAction {
  /** `roll`, or `pog fire`, or `game seats set` (command, group, subcommand). */
  readonly command: string;
  readonly options?: Readonly<Record<string, OptionValue>>;
}

export class SandboxInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

export const DEFAULT_ATTACHMENT_LIMIT = 10 * 1024 * 1024;

/**
 * How long an observer waits by default for what the bot does (a response, an acknowledgement, a follow-up): a guard
 * against a hang, never a measure of speed (bench/ measures that). Ten seconds was overrun on two cores shared with a
 * long fuzz and other test runs (the 1812 end-to-end test's first /game new), so it is generous.
 */
export const WAIT_MS = 60_000;

export class InteractionHandle {
  constructor(
    private readonly sandbox: Sandbox,
    readonly record: InteractionRecord,
  ) {}

  get id(): string {
    return this.record.id;
  }

  /** The response message once it is final (a reply, or a deferred reply after its first edit). */
  async response(timeoutMs = WAIT_MS): Promise<MessageRecord> {
    return this.sandbox.waitFor(
      () => {
        const id = this.record.originalMessageId;
        if (!id) return undefined;
        const message = this.sandbox.model.messages.get(id);
        if (!message) return undefined;
        if (this.record.kind === 'component' && this.record.callbackType === 6) return message;
        if ((Number(message.json['flags'] ?? 0) & MessageFlag.Loading) !== 0) return undefined;
        if (this.record.kind === 'component' && this.record.callbackType === 7) return message;
        return message;
      },
      timeoutMs,
      `response to interaction ${this.record.id}`,
    );
  }

  /**
   * What the user sees as the answer: the response, or, when the bot removed its placeholder to answer privately
   * (a public deferral followed by an ephemeral follow-up), that first follow-up.
   */
  async answer(timeoutMs = WAIT_MS): Promise<MessageRecord> {
    return this.sandbox.waitFor(
      () => {
        const followup = this.followups()[0];
        if (followup) return followup;
        const id = this.record.originalMessageId;
        const message = id ? this.sandbox.model.messages.get(id) : undefined;
        if (!message || message.deleted) return undefined;
        if ((Number(message.json['flags'] ?? 0) & MessageFlag.Loading) !== 0) return undefined;
        return message;
      },
      timeoutMs,
      `answer to interaction ${this.record.id}`,
    );
  }

  /** Waits until the bot has acknowledged the interaction in any way. */
  async acknowledged(timeoutMs = WAIT_MS): Promise<number> {
    return this.sandbox.waitFor(() => this.record.callbackType, timeoutMs, `acknowledgement of ${this.record.id}`);
  }

  /** Follow-up messages sent so far. */
  followups(): MessageRecord[] {
    return this.record.followupIds
      .map((id) => this.sandbox.model.messages.get(id))
      .filter((m): m is MessageRecord => m !== undefined);
  }

  async followup(index = 0, timeoutMs = WAIT_MS): Promise<MessageRecord> {
    return this.sandbox.waitFor(() => this.followups()[index], timeoutMs, `follow-up ${index} of ${this.record.id}`);
  }
}

export class Sandbox {
  readonly model: DiscordModel;
  readonly rest: SandboxRest;
  readonly gateway: SandboxGateway;
  readonly token: string;
  private server: Server | undefined;
  private wss: WebSocketServer | undefined;
  private port = 0;
  private readonly host: string;
  readonly users: Record<'alice' | 'bruno' | 'carla' | 'dario', SandboxUser> | undefined;
  readonly channels: Record<'general' | 'games' | 'rulings', ChannelRecord> | undefined;
  readonly refereeRoleId: string | undefined;

  constructor(private readonly options: SandboxOptions = {}) {
    this.token = options.token ?? `sandbox.${randomBytes(18).toString('base64url')}`;
    this.host = options.host ?? '127.0.0.1';
    this.model = new DiscordModel({ appId: options.appId ?? '1000000000000000001' });
    this.rest = new SandboxRest({
      model: this.model,
      token: this.token,
      interactionDeadlineMs: options.interactionDeadlineMs ?? 3000,
      tokenLifetimeMs: options.tokenLifetimeMs ?? 15 * 60_000,
      gatewayUrl: () => `ws://${this.host}:${this.port}/gateway`,
      attachmentSizeLimit: options.attachmentSizeLimit ?? DEFAULT_ATTACHMENT_LIMIT,
      shards: options.shards ?? 1,
      channelMessageLimit: { messages: 5, windowMs: 5_000 },
      globalRequestsPerSecond: options.globalRequestsPerSecond ?? 50,
    });
    this.gateway = new SandboxGateway({
      model: this.model,
      token: this.token,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      resumeUrl: () => `ws://${this.host}:${this.port}/gateway`,
    });
    if (options.seed !== false) {
      const referee = this.model.addRole('Referee');
      this.refereeRoleId = referee.id;
      this.channels = {
        general: this.model.addTextChannel('general', 'Chiacchiere del club / club chat'),
        games: this.model.addTextChannel(
          'partite',
          'Le partite: ogni partita ha il suo thread / games, one thread each',
        ),
        rulings: this.model.addTextChannel('regole', 'Tiri di dado e regole rapide / dice and quick rulings'),
      };
      this.users = {
        alice: this.model.addUser({ username: 'alice', globalName: 'Alice', locale: 'it' }),
        bruno: this.model.addUser({ username: 'bruno', globalName: 'Bruno', locale: 'en-US' }),
        carla: this.model.addUser({
          username: 'carla',
          globalName: 'Carla (arbitro)',
          locale: 'it',
          roles: [referee.id],
          manageThreads: true,
        }),
        dario: this.model.addUser({ username: 'dario', globalName: 'Dario (spettatore)', locale: 'en-GB' }),
      };
    }
    this.model.on('event', (event) => this.forwardToGateway(event));
  }

  get url(): string {
    return `http://${this.host}:${this.port}`;
  }

  /** The value for discord.js' `rest.api` and for DISCORD_API_URL. */
  get apiUrl(): string {
    return `${this.url}/api`;
  }

  get appId(): string {
    return this.model.appId;
  }

  get guildId(): string {
    return this.model.guildId;
  }

  /** How many messages the per-channel limit refused with a 429 (a bot within Discord's limits causes none). */
  get rateLimited(): number {
    return this.rest.rateLimited;
  }

  /** How many requests the global limit refused with a 429. */
  get globallyLimited(): number {
    return this.rest.globallyLimited;
  }

  get calls(): readonly RecordedCall[] {
    return this.rest.calls;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => void this.onRequest(req, res));
    const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
    server.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      if (path === '/gateway') wss.handleUpgrade(req, socket, head, (ws) => this.gateway.accept(ws));
      else if (path === '/sandbox/ws') wss.handleUpgrade(req, socket, head, (ws) => this.webSockets?.(ws));
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.host, () => resolve());
    });
    this.server = server;
    this.wss = wss;
    this.port = (server.address() as AddressInfo).port;
    this.model.baseUrl = this.url;
    return this;
  }

  /** Set by the web layer to accept the page's live-update sockets. */
  webSockets: ((ws: WebSocket) => void) | undefined;

  async close(): Promise<void> {
    this.gateway.close();
    for (const client of this.wss?.clients ?? []) client.terminate();
    this.wss?.close();
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    const limit = (this.options.attachmentSizeLimit ?? DEFAULT_ATTACHMENT_LIMIT) * 11 + 1024 * 1024;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        send(res, 413, { message: 'Request entity too large', code: 40005 });
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const url = req.url ?? '/';
    try {
      if (url.startsWith('/api/v10/') || url === '/api/v10') {
        const response = await this.rest.handle(req, body, url.slice('/api/v10'.length));
        send(res, response.status, response.body, response.headers);
        return;
      }
      if (url.startsWith('/api/')) {
        send(res, 400, { message: 'Only API version 10 is served here', code: 50041 });
        return;
      }
      if (url.startsWith('/attachments/')) {
        const id = url.split('/')[2] ?? '';
        const file = this.model.files.get(id);
        if (!file) return send(res, 404, { message: 'Unknown attachment' });
        res.writeHead(200, {
          'content-type': file.contentType,
          'content-length': file.data.length,
          'cache-control': 'max-age=3600',
        });
        res.end(file.data);
        return;
      }
      if (await serveWeb(this, req, res, body)) return;
      send(res, 404, { message: '404: Not Found' });
    } catch (error) {
      const response = errorResponse(error);
      send(res, response.status, response.body);
    }
  }

  private forwardToGateway(event: SandboxEvent): void {
    switch (event.type) {
      case 'channel-create':
        if (event.channel.guild_id) {
          this.gateway.dispatch(isThread(event.channel) ? 'THREAD_CREATE' : 'CHANNEL_CREATE', {
            ...this.model.channelJson(event.channel),
            ...(isThread(event.channel) ? { newly_created: true } : {}),
          });
        }
        break;
      case 'channel-update':
        if (event.channel.guild_id) {
          this.gateway.dispatch(
            isThread(event.channel) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE',
            this.model.channelJson(event.channel),
          );
        }
        break;
      default:
        break;
    }
  }

  // -- acting as a user -------------------------------------------------------------------------------------

  user(idOrName: string): SandboxUser {
    const user = this.model.users.get(idOrName) ?? [...this.model.users.values()].find((u) => u.username === idOrName);
    if (!user) throw new SandboxInputError('unknown-user', `No user ${idOrName} in the sandbox`);
    return user;
  }

  channel(idOrName: string): ChannelRecord {
    const channel =
      this.model.channels.get(idOrName) ?? [...this.model.channels.values()].find((c) => c.name === idOrName);
    if (!channel) throw new SandboxInputError('unknown-channel', `No channel ${idOrName} in the sandbox`);
    return channel;
  }

  /** A slash command as a user's client sends it, after the client-side checks Discord's own client makes. */
  invokeCommand(invocation: CommandInvocation): InteractionHandle {
    const { data, resolved } = this.commandData(invocation, undefined);
    return this.interact('command', invocation, { ...data, ...(resolved ? { resolved } : {}) });
  }

  /** Autocomplete for the option `focused`, as typed so far; resolves with the bot's choices. */
  async autocomplete(
    invocation: CommandInvocation & { focused: string },
    timeoutMs = 3_000,
  ): Promise<NonNullable<InteractionRecord['autocompleteChoices']>> {
    const { data } = this.commandData(invocation, invocation.focused);
    const handle = this.interact('autocomplete', invocation, data);
    await handle.acknowledged(timeoutMs);
    return handle.record.autocompleteChoices ?? [];
  }

  /** Clicks a button (by custom id) on a message the user can see. */
  clickButton(action: Omit<UserAction, 'channel'> & { message: string; customId: string }): InteractionHandle {
    const message = this.visibleMessage(action.message, action.user);
    const component = findComponent(message.json, action.customId);
    if (!component || component['type'] !== 2)
      throw new SandboxInputError('unknown-component', `No button ${action.customId} on that message`);
    if (component['disabled'] === true) throw new SandboxInputError('disabled', 'That button is disabled');
    return this.interact(
      'component',
      { ...action, channel: message.channelId },
      { custom_id: action.customId, component_type: 2 },
      message,
    );
  }

  /** Picks values in a string select menu on a message the user can see. */
  selectMenu(
    action: Omit<UserAction, 'channel'> & { message: string; customId: string; values: string[] },
  ): InteractionHandle {
    const message = this.visibleMessage(action.message, action.user);
    const component = findComponent(message.json, action.customId);
    if (!component || component['type'] !== 3)
      throw new SandboxInputError('unknown-component', `No select menu ${action.customId} on that message`);
    const allowed = new Set(((component['options'] as JsonObject[] | undefined) ?? []).map((o) => String(o['value'])));
    const min = Number(component['min_values'] ?? 1);
    const max = Number(component['max_values'] ?? 1);
    if (action.values.length < min || action.values.length > max || action.values.some((v) => !allowed.has(v))) {
      throw new SandboxInputError('bad-values', `Choose ${min} to ${max} of the menu's options`);
    }
    return this.interact(
      'component',
      { ...action, channel: message.channelId },
      { custom_id: action.customId, component_type: 3, values: action.values },
      message,
    );
  }

  /** Submits the modal a bot opened in answer to `interaction`, with values by field custom id. */
  submitModal(
    action: UserAction & { interaction: InteractionHandle; values: Record<string, string> },
  ): InteractionHandle {
    const modal = action.interaction.record.modal;
    if (!modal) throw new SandboxInputError('no-modal', 'That interaction opened no modal');
    const rows = ((modal['components'] as JsonObject[] | undefined) ?? []).map((row) => ({
      type: 1,
      components: ((row['components'] as JsonObject[] | undefined) ?? []).map((c) => ({
        type: 4,
        custom_id: c['custom_id'],
        value: action.values[String(c['custom_id'])] ?? '',
      })),
    }));
    const source = action.interaction.record.sourceMessageId
      ? this.model.messages.get(action.interaction.record.sourceMessageId)
      : undefined;
    return this.interact('modal', action, { custom_id: modal['custom_id'], components: rows }, source);
  }

  private visibleMessage(id: string, user: string): MessageRecord {
    const message = this.model.messages.get(id);
    const viewer = this.user(user);
    if (!message || message.deleted || (message.visibleTo !== undefined && message.visibleTo !== viewer.id)) {
      throw new SandboxInputError('unknown-message', 'That message is not visible to this user');
    }
    return message;
  }

  private interact(
    kind: InteractionKind,
    action: UserAction,
    data: JsonObject,
    message?: MessageRecord,
  ): InteractionHandle {
    const user = this.user(action.user);
    const channel = this.channel(action.channel);
    const id = this.model.ids.next();
    const token = `itok.${randomBytes(24).toString('base64url')}`;
    const type = { command: 2, component: 3, autocomplete: 4, modal: 5 }[kind];
    const guildId = channel.guild_id;
    const inGuild = guildId !== undefined;
    const payload: JsonObject = {
      id,
      application_id: this.model.appId,
      type,
      token,
      version: 1,
      locale: action.locale ?? user.locale,
      ...(inGuild
        ? {
            guild_locale: 'it',
            guild_id: guildId,
            guild: { id: guildId, locale: 'it', features: [] },
          }
        : {}),
      channel_id: channel.id,
      channel: this.model.channelJson(channel),
      ...(inGuild ? { member: this.model.memberJson(user) } : { user: this.model.userJson(user) }),
      app_permissions: this.model.botPermissionsIn(channel.id).toString(),
      entitlements: [],
      authorizing_integration_owners: inGuild ? { '0': guildId } : { '1': user.id },
      context: inGuild ? 0 : 1,
      attachment_size_limit: this.options.attachmentSizeLimit ?? DEFAULT_ATTACHMENT_LIMIT,
      data,
      ...(message ? { message: message.json } : {}),
    };
    const record: InteractionRecord = {
      id,
      token,
      kind,
      userId: user.id,
      channelId: channel.id,
      createdAt: Date.now(),
      payload,
      followupIds: [],
      ...(message ? { sourceMessageId: String(message.json['id']) } : {}),
    };
    this.model.registerInteraction(record);
    this.gateway.dispatch('INTERACTION_CREATE', payload);
    return new InteractionHandle(this, record);
  }

  /**
   * An interaction as a modified client could send it, skipping the checks Discord makes (any option values,
   * any custom id, on any message): for tests of what the bot does with input Discord should never deliver.
   */
  forgeInteraction(
    kind: 'command' | 'component' | 'autocomplete',
    action: UserAction & { message?: string },
    data: JsonObject,
  ): InteractionHandle {
    const message = action.message ? this.model.messages.get(action.message) : undefined;
    return this.interact(kind, action, data, message);
  }

  /** Builds `data` for a command from its registered definition, checking options as Discord's client does. */
  private commandData(
    invocation: CommandInvocation,
    focused: string | undefined,
  ): { data: JsonObject; resolved?: JsonObject } {
    const [name, ...path] = invocation.command.trim().split(/\s+/);
    const command = this.findCommand(name ?? '', this.channel(invocation.channel).guild_id);
    let level: { options?: JsonObject[] } = command;
    const chain: { name: string; type: number }[] = [];
    for (const part of path) {
      const next = (level.options ?? []).find((o) => o['name'] === part && (o['type'] === 1 || o['type'] === 2));
      if (!next) throw new SandboxInputError('unknown-subcommand', `/${name} has no subcommand ${part}`);
      chain.push({ name: part, type: Number(next['type']) });
      level = next as { options?: JsonObject[] };
    }
    const specs = level.options ?? [];
    if (specs.some((o) => o['type'] === 1 || o['type'] === 2))
      throw new SandboxInputError('needs-subcommand', `/${invocation.command} needs a subcommand`);
    const given = invocation.options ?? {};
    const options: JsonObject[] = [];
    const resolved: { attachments?: JsonObject; users?: JsonObject; members?: JsonObject } = {};
    for (const key of Object.keys(given)) {
      if (!specs.some((s) => s['name'] === key))
        throw new SandboxInputError('unknown-option', `/${invocation.command} has no option ${key}`);
    }
    for (const spec of specs) {
      const optionName = String(spec['name']);
      const raw = given[optionName];
      const isFocused = focused === optionName;
      if (raw === undefined || raw === '') {
        if (spec['required'] === true && focused === undefined)
          throw new SandboxInputError('missing-option', `The option ${optionName} is required`);
        if (!isFocused) continue;
      }
      const value = isFocused ? String(raw ?? '') : this.optionValue(spec, raw as OptionValue, resolved);
      options.push({ name: optionName, type: spec['type'], value, ...(isFocused ? { focused: true } : {}) });
    }
    let nested: JsonObject[] = options;
    for (const link of [...chain].reverse()) nested = [{ name: link.name, type: link.type, options: nested }];
    const data: JsonObject = {
      id: command.id,
      name: command.name,
      type: 1,
      ...(command.guild_id ? { guild_id: command.guild_id } : {}),
      options: nested,
    };
    return Object.keys(resolved).length > 0 ? { data, resolved } : { data };
  }

  private optionValue(
    spec: JsonObject,
    raw: OptionValue,
    resolved: { attachments?: JsonObject; users?: JsonObject; members?: JsonObject },
  ): unknown {
    const name = String(spec['name']);
    const type = Number(spec['type']);
    const choices = spec['choices'] as JsonObject[] | undefined;
    const checkRange = (n: number) => {
      const min = spec['min_value'];
      const max = spec['max_value'];
      if ((typeof min === 'number' && n < min) || (typeof max === 'number' && n > max)) {
        throw new SandboxInputError(
          'out-of-range',
          `The option ${name} must be between ${String(min ?? '-∞')} and ${String(max ?? '∞')}`,
        );
      }
    };
    let value: unknown;
    switch (type) {
      case 3: {
        if (typeof raw === 'object') throw new SandboxInputError('bad-type', `The option ${name} takes text`);
        value = String(raw);
        const text = value as string;
        if (typeof spec['max_length'] === 'number' && text.length > spec['max_length'])
          throw new SandboxInputError('too-long', `The option ${name} is too long`);
        if (text.length > 6000) throw new SandboxInputError('too-long', `The option ${name} is too long`);
        break;
      }
      case 4:
      case 10: {
        const n = typeof raw === 'number' ? raw : Number(raw);
        if (!Number.isFinite(n) || (type === 4 && !Number.isInteger(n))) {
          throw new SandboxInputError(
            'bad-type',
            `The option ${name} takes ${type === 4 ? 'a whole number' : 'a number'}`,
          );
        }
        if (Math.abs(n) > 2 ** 53) throw new SandboxInputError('out-of-range', `The option ${name} is too large`);
        checkRange(n);
        value = n;
        break;
      }
      case 5: {
        if (typeof raw === 'boolean') value = raw;
        else if (raw === 'true' || raw === 'false') value = raw === 'true';
        else throw new SandboxInputError('bad-type', `The option ${name} takes true or false`);
        break;
      }
      case 6: {
        const user = this.user(String(raw));
        value = user.id;
        resolved.users = { ...(resolved.users ?? {}), [user.id]: this.model.userJson(user) };
        const { user: _u, ...member } = this.model.memberJson(user);
        resolved.members = { ...(resolved.members ?? {}), [user.id]: member };
        break;
      }
      case 11: {
        if (typeof raw !== 'object') throw new SandboxInputError('bad-type', `The option ${name} takes a file`);
        if (raw.data.length > (this.options.attachmentSizeLimit ?? DEFAULT_ATTACHMENT_LIMIT))
          throw new SandboxInputError('too-large', 'The file is too large');
        const file = this.model.storeFile(raw.filename, raw.contentType ?? 'application/octet-stream', raw.data);
        value = file.id;
        resolved.attachments = {
          ...(resolved.attachments ?? {}),
          [file.id]: { ...this.model.attachmentJson(file), ephemeral: true },
        };
        break;
      }
      default:
        value = raw;
    }
    if (Array.isArray(choices) && choices.length > 0 && !choices.some((c) => c['value'] === value)) {
      throw new SandboxInputError('not-a-choice', `The option ${name} must be one of its choices`);
    }
    return value;
  }

  /** A command as a user's client offers it in a guild (the first guild when none is named). */
  findCommand(name: string, guildId?: string): RegisteredCommand {
    const command = this.model.availableCommands(guildId).find((c) => c.name === name);
    if (!command) throw new SandboxInputError('unknown-command', `No command /${name} is registered`);
    return command;
  }

  // -- observing --------------------------------------------------------------------------------------------

  /**
   * Polls `probe` on every sandbox event (and every 25 ms) until it returns a value, or fails after `timeoutMs` (by
   * default WAIT_MS, a guard against a hang).
   */
  waitFor<T>(probe: () => T | undefined, timeoutMs = WAIT_MS, what = 'condition'): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = (): boolean => {
        const value = probe();
        if (value === undefined) return false;
        cleanup();
        resolve(value);
        return true;
      };
      const onEvent = () => void check();
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const poll = setInterval(onEvent, 25);
      const cleanup = () => {
        clearTimeout(timer);
        clearInterval(poll);
        this.model.off('event', onEvent);
      };
      this.model.on('event', onEvent);
      check();
    });
  }

  /** Messages a user sees in a channel, oldest first. */
  messages(channel: string, viewer?: string): MessageRecord[] {
    return this.model.visibleMessages(this.channel(channel).id, viewer ? this.user(viewer).id : undefined);
  }

  /** Every thread created under a channel. */
  threads(parent: string): ChannelRecord[] {
    const parentId = this.channel(parent).id;
    return [...this.model.channels.values()].filter((c) => c.parent_id === parentId && isThread(c));
  }

  injectFault(fault: Omit<InjectedFault, 'remaining'> & { times?: number }): void {
    this.rest.injectFault(fault);
  }
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined || status === 204) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function findComponent(message: JsonObject, customId: string): JsonObject | undefined {
  for (const row of (message['components'] as JsonObject[] | undefined) ?? []) {
    for (const component of (row['components'] as JsonObject[] | undefined) ?? []) {
      if (component['custom_id'] === customId) return component;
    }
  }
  return undefined;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return new Sandbox(options).start();
}

export { SandboxError };
