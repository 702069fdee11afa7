import type { IncomingMessage } from 'node:http';
import {
  ChannelType,
  MessageFlag,
  Permission,
  SandboxError,
  isThread,
  type DiscordModel,
  type InteractionRecord,
  type JsonObject,
  type StoredFile,
} from './model.js';
import { parseMultipart } from './multipart.js';

/**
 * The REST half of the sandbox: the routes of Discord's API v10 that a bot uses, with Discord's answers where a
 * bot can get it wrong (late or double interaction callbacks, oversized attachments, rate limits on request).
 */

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly json: unknown;
  readonly files: readonly { name: string; filename: string; contentType: string; size: number }[];
  status: number;
  readonly at: number;
}

export interface InjectedFault {
  readonly method?: string;
  readonly path: RegExp;
  readonly status: 429 | 500 | 502 | 503;
  /** Seconds, for 429. */
  readonly retryAfter?: number;
  readonly global?: boolean;
  /** Only calls that upload files (a picture), or only calls that do not. */
  readonly withFiles?: boolean;
  remaining: number;
}

export interface RestResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export interface RestOptions {
  readonly model: DiscordModel;
  readonly token: string | undefined;
  /** ms a first interaction callback may take (Discord: 3 s). */
  readonly interactionDeadlineMs: number;
  /** ms an interaction token stays valid for follow-ups and edits (Discord: 15 min). */
  readonly tokenLifetimeMs: number;
  gatewayUrl: () => string;
  attachmentSizeLimit: number;
  /** The shard count `/gateway/bot` recommends (1 unless a test shards the bot). */
  shards?: number;
  /** Discord's per-channel limit on a bot's messages (bots observe 5 per 5 s). */
  readonly channelMessageLimit: { readonly messages: number; readonly windowMs: number };
  /** Discord's global limit on a bot's requests a second (50), interaction endpoints exempt. Default 50. */
  readonly globalRequestsPerSecond?: number;
}

interface Request {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly json: unknown;
  readonly files: StoredFile[];
  readonly authorized: boolean;
}

type Handler = (request: Request, params: Record<string, string>) => RestResponse;

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly keys: readonly string[];
  readonly handler: Handler;
  readonly auth: boolean;
}

export class SandboxRest {
  readonly calls: RecordedCall[] = [];
  readonly faults: InjectedFault[] = [];
  private readonly routes: Route[] = [];
  private readonly model: DiscordModel;

  constructor(private readonly options: RestOptions) {
    this.model = options.model;
    this.defineRoutes();
  }

  /** Makes the next `times` matching calls fail with `status` (429 with `retryAfter` seconds, or a 5xx). */
  injectFault(fault: Omit<InjectedFault, 'remaining'> & { times?: number }): void {
    this.faults.push({ ...fault, remaining: fault.times ?? 1 });
  }

  async handle(req: IncomingMessage, body: Buffer, subpath: string): Promise<RestResponse> {
    const url = new URL(subpath, 'http://sandbox');
    const path = decodeURIComponent(url.pathname);
    const method = (req.method ?? 'GET').toUpperCase();
    const query = Object.fromEntries(url.searchParams.entries());
    let json: unknown = undefined;
    let files: StoredFile[] = [];
    const contentType = String(req.headers['content-type'] ?? '');
    const call: RecordedCall = { method, path, query, json: undefined, files: [], status: 0, at: Date.now() };
    try {
      if (contentType.startsWith('multipart/form-data')) {
        ({ json, files } = this.parseMultipart(contentType, body));
      } else if (body.length > 0) {
        json = JSON.parse(body.toString('utf8'));
      }
      Object.assign(call, {
        json,
        files: files.map((f, i) => ({
          name: `files[${i}]`,
          filename: f.filename,
          contentType: f.contentType,
          size: f.data.length,
        })),
      });
      const response = this.dispatch({ method, path, query, json, files, authorized: this.isAuthorized(req) });
      call.status = response.status;
      return response;
    } catch (error) {
      const response = errorResponse(error);
      call.status = response.status;
      return response;
    } finally {
      this.calls.push(call);
    }
  }

  private isAuthorized(req: IncomingMessage): boolean {
    if (this.options.token === undefined) return true;
    return req.headers['authorization'] === `Bot ${this.options.token}`;
  }

  private dispatch(request: Request): RestResponse {
    const fault = this.faults.find(
      (f) =>
        f.remaining > 0 &&
        (!f.method || f.method === request.method) &&
        f.path.test(request.path) &&
        (f.withFiles === undefined || f.withFiles === request.files.length > 0),
    );
    if (fault) {
      fault.remaining -= 1;
      if (fault.status === 429) {
        const retryAfter = fault.retryAfter ?? 0.2;
        return {
          status: 429,
          body: { message: 'You are being rate limited.', retry_after: retryAfter, global: fault.global ?? false },
          headers: {
            'retry-after': String(Math.ceil(retryAfter)),
            'x-ratelimit-scope': fault.global ? 'global' : 'user',
            ...(fault.global ? { 'x-ratelimit-global': 'true' } : {}),
          },
        };
      }
      return { status: fault.status, body: { message: `${fault.status}: Server Error`, code: 0 } };
    }
    for (const route of this.routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      if (route.auth && !request.authorized) return { status: 401, body: { message: '401: Unauthorized', code: 0 } };
      // Only the bot token's requests count; the interaction routes (the callback and the webhook-token routes of
      // answers and follow-ups) are authorised by their interaction's token and are exempt, as on Discord.
      if (route.auth) {
        const limited = this.globalLimit();
        if (limited) return limited;
      }
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => (params[key] = match[i + 1] ?? ''));
      return route.handler(request, params);
    }
    return { status: 404, body: { message: '404: Not Found', code: 0 } };
  }

  /** When each channel's recent messages from the bot were accepted (for Discord's per-channel message limit). */
  private readonly sentAt = new Map<string, number[]>();

  /**
   * Discord's limit on a bot's messages in one channel: bots observe 5 per 5 seconds. Past it, 429 with the
   * bucket's headers and the seconds to wait (discord.js waits them out); interaction answers are not counted.
   */
  private channelLimit(channelId: string): RestResponse | undefined {
    const now = Date.now();
    const { messages, windowMs } = this.options.channelMessageLimit;
    const recent = (this.sentAt.get(channelId) ?? []).filter((at) => now - at < windowMs);
    if (recent.length >= messages) {
      const retryAfter = Math.max(0.001, (recent[0]! + windowMs - now) / 1000);
      this.rateLimited += 1;
      this.sentAt.set(channelId, recent);
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
        headers: {
          'retry-after': String(Math.ceil(retryAfter)),
          'x-ratelimit-limit': String(messages),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset-after': retryAfter.toFixed(3),
          'x-ratelimit-bucket': `channel-messages-${channelId}`,
          'x-ratelimit-scope': 'user',
        },
      };
    }
    recent.push(now);
    this.sentAt.set(channelId, recent);
    return undefined;
  }

  /** How many 429s the per-channel message limit has answered. */
  rateLimited = 0;

  /** The current second of the global limit: when it began, and the requests counted in it. */
  private globalWindow = { start: 0, count: 0 };

  /**
   * Discord's global limit: 50 requests a second for a bot, whatever the route, except the interaction endpoints.
   * Counted per second from the first request after the last second ended; past it, 429 with `global: true`.
   */
  private globalLimit(): RestResponse | undefined {
    const perSecond = this.options.globalRequestsPerSecond ?? 50;
    const now = Date.now();
    if (now - this.globalWindow.start >= 1000) this.globalWindow = { start: now, count: 0 };
    if (this.globalWindow.count < perSecond) {
      this.globalWindow.count++;
      return undefined;
    }
    const retryAfter = Math.max(0.001, (this.globalWindow.start + 1000 - now) / 1000);
    this.globallyLimited += 1;
    return {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: true },
      headers: {
        'retry-after': String(Math.ceil(retryAfter)),
        'x-ratelimit-global': 'true',
        'x-ratelimit-scope': 'global',
      },
    };
  }

  /** How many 429s the global limit has answered. */
  globallyLimited = 0;

  private parseMultipart(contentType: string, body: Buffer): { json: unknown; files: StoredFile[] } {
    const parts = parseMultipart(contentType, body);
    const payload = parts.find((part) => part.name === 'payload_json' && part.filename === undefined);
    const json = payload ? (JSON.parse(payload.data.toString('utf8')) as JsonObject) : {};
    const files: StoredFile[] = [];
    const described = new Map<string, JsonObject>();
    for (const attachment of (json['attachments'] as JsonObject[] | undefined) ?? [])
      described.set(String(attachment['id']), attachment);
    for (const part of parts) {
      if (part.filename === undefined) continue;
      if (part.data.length > this.options.attachmentSizeLimit) {
        throw new SandboxError(413, 40005, 'Request entity too large');
      }
      const index = /^files\[(\d+)\]$/.exec(part.name)?.[1] ?? String(files.length);
      const description = described.get(index)?.['description'];
      files.push(
        this.model.storeFile(
          part.filename || `file${index}`,
          part.contentType || 'application/octet-stream',
          part.data,
          typeof description === 'string' ? description : undefined,
        ),
      );
    }
    if (Array.isArray(json['attachments'])) {
      // New uploads are referenced by their form index; existing ones by their id. Keep only existing ids.
      const uploaded = new Set(files.map((_, i) => String(i)));
      json['attachments'] = (json['attachments'] as JsonObject[]).filter((a) => !uploaded.has(String(a['id'])));
    }
    return { json, files };
  }

  private route(method: string, template: string, handler: Handler, auth = true): void {
    const keys: string[] = [];
    const source = template.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), keys, handler, auth });
  }

  private defineRoutes(): void {
    const m = this.model;
    const ok = (body: unknown, status = 200): RestResponse => ({ status, body });
    const noContent: RestResponse = { status: 204 };

    this.route('GET', '/gateway/bot', () =>
      ok({
        url: this.options.gatewayUrl(),
        shards: this.options.shards ?? 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
      }),
    );
    this.route('GET', '/gateway', () => ok({ url: this.options.gatewayUrl() }), false);
    this.route('GET', '/users/@me', () => ok(m.userJson(m.bot)));
    this.route('GET', '/users/:user', (_, p) => ok(m.userJson(m.requireUser(p['user'] ?? ''))));
    this.route('GET', '/applications/@me', () =>
      ok({ id: m.appId, name: m.bot.username, flags: 0, bot: m.userJson(m.bot) }),
    );
    this.route('POST', '/users/@me/channels', (r) =>
      ok(m.channelJson(m.openDm(String((r.json as JsonObject)?.['recipient_id'] ?? '')))),
    );

    // Application commands.
    const checkApp = (app: string) => {
      if (app !== m.appId) throw new SandboxError(403, 50001, 'Missing Access');
    };
    const checkGuild = (guild: string) => {
      m.requireGuild(guild);
    };
    this.route('PUT', '/applications/:app/commands', (r, p) => {
      checkApp(p['app'] ?? '');
      return ok(m.setCommands('global', r.json));
    });
    this.route('GET', '/applications/:app/commands', (_, p) => {
      checkApp(p['app'] ?? '');
      return ok(m.globalCommands);
    });
    this.route('PUT', '/applications/:app/guilds/:guild/commands', (r, p) => {
      checkApp(p['app'] ?? '');
      checkGuild(p['guild'] ?? '');
      return ok(m.setCommands('guild', r.json, p['guild']));
    });
    this.route('GET', '/applications/:app/guilds/:guild/commands', (_, p) => {
      checkApp(p['app'] ?? '');
      checkGuild(p['guild'] ?? '');
      return ok(m.guildCommandsOf(p['guild'] ?? ''));
    });

    // Guild.
    this.route('GET', '/guilds/:guild', (_, p) => {
      checkGuild(p['guild'] ?? '');
      const { channels: _c, threads: _t, members: _m, ...guild } = m.guildJson(p['guild']);
      return ok(guild);
    });
    this.route('GET', '/guilds/:guild/channels', (_, p) => {
      checkGuild(p['guild'] ?? '');
      return ok(
        [...m.channels.values()].filter((c) => c.guild_id === p['guild'] && !isThread(c)).map((c) => m.channelJson(c)),
      );
    });
    this.route('GET', '/guilds/:guild/roles', (_, p) => {
      checkGuild(p['guild'] ?? '');
      return ok(m.guildJson(p['guild'])['roles']);
    });
    this.route('GET', '/guilds/:guild/members/:user', (_, p) => {
      checkGuild(p['guild'] ?? '');
      return ok(m.memberJson(m.requireUser(p['user'] ?? '')));
    });

    // Channels, messages, pins, threads.
    this.route('GET', '/channels/:channel', (_, p) => ok(m.channelJson(m.requireChannel(p['channel'] ?? ''))));
    this.route('PATCH', '/channels/:channel', (r, p) =>
      ok(m.channelJson(m.updateChannel(p['channel'] ?? '', asObject(r.json)))),
    );
    this.route('GET', '/channels/:channel/messages', (r, p) => {
      const limit = Math.min(100, Number(r.query['limit'] ?? 50));
      const list = m.visibleMessages(m.requireChannel(p['channel'] ?? '').id).map((x) => x.json);
      return ok(list.slice(-limit).reverse());
    });
    this.route('POST', '/channels/:channel/messages', (r, p) => {
      const limited = this.channelLimit(p['channel'] ?? '');
      if (limited) return limited;
      const body = asObject(r.json);
      // As Discord: with enforce_nonce, a second message with the same nonce from the same author within a few
      // minutes returns the first one instead of posting again.
      const nonce = body['nonce'];
      if (body['enforce_nonce'] === true && (typeof nonce === 'string' || typeof nonce === 'number')) {
        const since = Date.now() - 5 * 60_000;
        const earlier = m
          .visibleMessages(p['channel'] ?? '')
          .find((x) => x.nonce === String(nonce) && Date.parse(String(x.json['timestamp'])) >= since);
        if (earlier) return ok(earlier.json);
      }
      const channelId = p['channel'] ?? '';
      const target = m.requireChannel(channelId);
      m.requireBotPermission(
        channelId,
        isThread(target) ? Permission.SendMessagesInThreads : Permission.SendMessages,
        ...(r.files.length > 0 ? [Permission.AttachFiles] : []),
      );
      const record = m.createMessage(channelId, m.bot, body, r.files);
      if (nonce !== undefined) record.nonce = String(nonce);
      return ok(record.json);
    });
    this.route('GET', '/channels/:channel/messages/:message', (_, p) => ok(this.messageIn(p).json));
    this.route('PATCH', '/channels/:channel/messages/:message', (r, p) => {
      this.messageIn(p);
      return ok(m.editMessage(p['message'] ?? '', asObject(r.json), r.files).json);
    });
    this.route('DELETE', '/channels/:channel/messages/:message', (_, p) => {
      this.messageIn(p);
      m.deleteMessage(p['message'] ?? '');
      return noContent;
    });
    for (const pins of ['/channels/:channel/pins/:message', '/channels/:channel/messages/pins/:message']) {
      this.route('PUT', pins, (_, p) => {
        m.requireBotPermission(p['channel'] ?? '', Permission.PinMessages);
        m.setPinned(p['channel'] ?? '', p['message'] ?? '', true);
        return noContent;
      });
      this.route('DELETE', pins, (_, p) => {
        m.requireBotPermission(p['channel'] ?? '', Permission.PinMessages);
        m.setPinned(p['channel'] ?? '', p['message'] ?? '', false);
        return noContent;
      });
    }
    this.route('GET', '/channels/:channel/pins', (_, p) =>
      ok(
        m
          .visibleMessages(p['channel'] ?? '')
          .filter((x) => x.json['pinned'] === true)
          .map((x) => x.json),
      ),
    );
    this.route('POST', '/channels/:channel/threads', (r, p) => {
      const body = asObject(r.json);
      const parent = m.requireChannel(p['channel'] ?? '');
      m.requireBotPermission(
        parent.id,
        parent.type === ChannelType.GuildForum
          ? Permission.SendMessages
          : body['type'] === ChannelType.PrivateThread
            ? Permission.CreatePrivateThreads
            : Permission.CreatePublicThreads,
      );
      return ok(m.channelJson(m.createThread(parent.id, body, m.bot.id)), 201);
    });
    this.route('POST', '/channels/:channel/messages/:message/threads', (r, p) => {
      this.messageIn(p);
      return ok(m.channelJson(m.createThread(p['channel'] ?? '', asObject(r.json), m.bot.id, p['message'])), 201);
    });
    this.route('PUT', '/channels/:channel/thread-members/:user', () => noContent);
    this.route('DELETE', '/channels/:channel/thread-members/:user', () => noContent);
    this.route('POST', '/channels/:channel/typing', () => noContent);

    // Interactions: the callback (no bot token: the interaction token authorises it) and the webhook routes.
    this.route(
      'POST',
      '/interactions/:id/:token/callback',
      (r, p) => this.callback(r, p['id'] ?? '', p['token'] ?? ''),
      false,
    );
    this.route(
      'POST',
      '/webhooks/:app/:token',
      (r, p) => {
        const interaction = this.webhookInteraction(p);
        const body = asObject(r.json);
        // Discord: after a deferral, the first follow-up while the original is still "thinking" becomes that original
        // message, keeping the deferral's visibility whatever flags the follow-up asks for (a public deferral makes
        // a follow-up marked ephemeral public).
        const original = interaction.originalMessageId ? m.messages.get(interaction.originalMessageId) : undefined;
        if (original && !original.deleted && (Number(original.json['flags'] ?? 0) & MessageFlag.Loading) !== 0) {
          const { flags: _ignored, ...rest } = body;
          const edited = m.editMessage(interaction.originalMessageId!, rest, r.files, { clearLoading: true });
          return r.query['wait'] === 'false' ? noContent : ok(edited.json);
        }
        const ephemeral = (Number(body['flags'] ?? 0) & MessageFlag.Ephemeral) !== 0;
        const record = m.createMessage(interaction.channelId, m.bot, body, r.files, {
          interaction,
          ...(ephemeral ? { visibleTo: interaction.userId } : {}),
        });
        interaction.followupIds.push(String(record.json['id']));
        return r.query['wait'] === 'false' ? noContent : ok(record.json);
      },
      false,
    );
    this.route(
      'GET',
      '/webhooks/:app/:token/messages/:message',
      (_, p) => ok(m.requireMessage(this.webhookMessageId(p)).json),
      false,
    );
    this.route(
      'PATCH',
      '/webhooks/:app/:token/messages/:message',
      (r, p) => {
        const id = this.webhookMessageId(p);
        return ok(m.editMessage(id, asObject(r.json), r.files, { clearLoading: true }).json);
      },
      false,
    );
    this.route(
      'DELETE',
      '/webhooks/:app/:token/messages/:message',
      (_, p) => {
        m.deleteMessage(this.webhookMessageId(p));
        return noContent;
      },
      false,
    );
  }

  private messageIn(p: Record<string, string>) {
    const record = this.model.requireMessage(p['message'] ?? '');
    if (record.channelId !== p['channel'] || record.visibleTo !== undefined)
      throw new SandboxError(404, 10008, 'Unknown Message');
    return record;
  }

  private webhookInteraction(p: Record<string, string>): InteractionRecord {
    if (p['app'] !== this.model.appId) throw new SandboxError(404, 10015, 'Unknown Webhook');
    const interaction = this.model.interactionsByToken.get(p['token'] ?? '');
    if (!interaction) throw new SandboxError(404, 10015, 'Unknown Webhook');
    if (Date.now() - interaction.createdAt > this.options.tokenLifetimeMs)
      throw new SandboxError(401, 50027, 'Invalid Webhook Token');
    if (interaction.callbackType === undefined) throw new SandboxError(404, 10015, 'Unknown Webhook');
    return interaction;
  }

  private webhookMessageId(p: Record<string, string>): string {
    const interaction = this.webhookInteraction(p);
    const message = p['message'] ?? '';
    if (message === '@original') {
      if (!interaction.originalMessageId) throw new SandboxError(404, 10008, 'Unknown Message');
      return interaction.originalMessageId;
    }
    if (!interaction.followupIds.includes(message) && interaction.originalMessageId !== message)
      throw new SandboxError(404, 10008, 'Unknown Message');
    return message;
  }

  private callback(request: Request, id: string, token: string): RestResponse {
    const m = this.model;
    const interaction = m.interactions.get(id);
    if (!interaction || interaction.token !== token) throw new SandboxError(404, 10062, 'Unknown interaction');
    if (interaction.callbackType !== undefined)
      throw new SandboxError(400, 40060, 'Interaction has already been acknowledged.');
    if (Date.now() - interaction.createdAt > this.options.interactionDeadlineMs)
      throw new SandboxError(404, 10062, 'Unknown interaction');
    const body = asObject(request.json);
    const type = Number(body['type']);
    const data = asObject(body['data']);
    const ephemeral = (Number(data['flags'] ?? 0) & MessageFlag.Ephemeral) !== 0;
    let message: JsonObject | undefined;
    switch (type) {
      case 4:
      case 5: {
        if (interaction.kind === 'autocomplete')
          throw new SandboxError(400, 50035, 'Invalid Form Body: autocomplete needs type 8');
        const record = m.createMessage(
          interaction.channelId,
          m.bot,
          type === 4 ? data : { content: '' },
          type === 4 ? request.files : [],
          {
            interaction,
            ...(ephemeral ? { visibleTo: interaction.userId, flags: MessageFlag.Ephemeral } : {}),
            ...(type === 5 ? { flags: MessageFlag.Loading | (ephemeral ? MessageFlag.Ephemeral : 0) } : {}),
          },
        );
        interaction.originalMessageId = String(record.json['id']);
        message = record.json;
        break;
      }
      case 6:
      case 7: {
        if (interaction.kind !== 'component' && interaction.kind !== 'modal') {
          throw new SandboxError(400, 40043, 'Interaction has no message to update');
        }
        if (!interaction.sourceMessageId) throw new SandboxError(400, 40043, 'Interaction has no message to update');
        interaction.originalMessageId = interaction.sourceMessageId;
        if (type === 7) message = m.editMessage(interaction.sourceMessageId, data, request.files).json;
        break;
      }
      case 8: {
        if (interaction.kind !== 'autocomplete')
          throw new SandboxError(400, 50035, 'Invalid Form Body: not an autocomplete interaction');
        const choices = data['choices'];
        if (!Array.isArray(choices) || choices.length > 25)
          throw new SandboxError(400, 50035, 'Invalid Form Body: choices must be 25 or fewer');
        interaction.autocompleteChoices = choices as InteractionRecord['autocompleteChoices'];
        break;
      }
      case 9: {
        if (interaction.kind === 'autocomplete' || interaction.kind === 'modal')
          throw new SandboxError(400, 50035, 'Invalid Form Body: a modal cannot answer this');
        interaction.modal = data;
        break;
      }
      default:
        throw new SandboxError(400, 50035, `Invalid Form Body: unknown callback type ${type}`);
    }
    interaction.callbackType = type;
    m.noteCallback(interaction);
    if (request.query['with_response'] === 'true') {
      return {
        status: 200,
        body: {
          interaction: {
            id: interaction.id,
            type: interaction.payload['type'],
            activity_instance_id: null,
            response_message_id: message?.['id'] ?? null,
            response_message_loading: type === 5,
            response_message_ephemeral: ephemeral,
          },
          resource: { type, ...(message ? { message } : {}) },
        },
      };
    }
    return { status: 204 };
  }
}

function asObject(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

export function errorResponse(error: unknown): RestResponse {
  if (error instanceof SandboxError) {
    return {
      status: error.status,
      body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (error instanceof SyntaxError)
    return { status: 400, body: { message: '400: Bad Request (invalid JSON)', code: 50109 } };
  return {
    status: 500,
    body: { message: `500: ${error instanceof Error ? error.message : 'Internal Server Error'}`, code: 0 },
  };
}

export { ChannelType };
