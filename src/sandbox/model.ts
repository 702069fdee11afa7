import { EventEmitter } from 'node:events';
import { Snowflakes, timestampOf } from './snowflake.js';

/**
 * The sandbox's Discord: one guild with text channels, threads, users, messages, registered application
 * commands and interactions, held in memory. The REST and gateway layers translate HTTP and WebSocket traffic
 * into calls on this model; tests and the web page act as users through it.
 */

export const PERMISSIONS_ALL = '2248473465835073';
/** Everything but Manage Threads (1 << 34) and Administrator (1 << 3). */
export const PERMISSIONS_MEMBER = (BigInt(PERMISSIONS_ALL) & ~(1n << 34n) & ~(1n << 3n)).toString();
export const MANAGE_THREADS = 1n << 34n;

/** The permission bits the sandbox checks on the bot's calls, as Discord does (403, 50013 Missing Permissions). */
export const Permission = {
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  AttachFiles: 1n << 15n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
  /** Split from Manage Messages by Discord: pinning and unpinning need it. */
  PinMessages: 1n << 51n,
} as const;

/** What the sandbox's bot may do by default: everything a test does not take away (pinning included). */
export const BOT_PERMISSIONS_DEFAULT = (BigInt(PERMISSIONS_ALL) | Permission.PinMessages).toString();

export const ChannelType = { GuildText: 0, DM: 1, PublicThread: 11, PrivateThread: 12, GuildForum: 15 } as const;
export const MessageFlag = { Ephemeral: 64, Loading: 128, SuppressNotifications: 4096 } as const;

export interface SandboxUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string;
  locale: string;
  readonly roles: string[];
  readonly permissions: string;
  readonly bot?: boolean;
}

export interface SandboxRole {
  readonly id: string;
  readonly name: string;
  readonly permissions: string;
  /** The guild the role belongs to (the first guild when absent). */
  readonly guildId?: string;
}

export interface SandboxGuild {
  readonly id: string;
  readonly name: string;
}

export interface ChannelRecord {
  id: string;
  type: number;
  name: string;
  guild_id?: string;
  parent_id?: string | null;
  owner_id?: string;
  topic?: string | null;
  position?: number;
  last_message_id?: string | null;
  recipients?: JsonObject[];
  thread_metadata?: {
    archived: boolean;
    auto_archive_duration: number;
    archive_timestamp: string;
    locked: boolean;
    create_timestamp: string;
  };
  message_count?: number;
  member_count?: number;
  permission_overwrites?: unknown[];
  rate_limit_per_user?: number;
  nsfw?: boolean;
  flags?: number;
}

export type JsonObject = Record<string, unknown>;

export interface StoredFile {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
  readonly description?: string;
}

export interface MessageRecord {
  /** The message as the API returns it. */
  json: JsonObject;
  /** Set for an ephemeral message: only this user sees it. */
  readonly visibleTo?: string;
  readonly channelId: string;
  /** The interaction whose response this message is, if any. */
  readonly interactionId?: string;
  deleted?: boolean;
  /** The nonce the bot sent it with (Discord dedups on it with enforce_nonce). */
  nonce?: string;
  /** The users this message notified: those mentioned in its content whom its `allowed_mentions` let through. */
  readonly notified: readonly string[];
}

export type InteractionKind = 'command' | 'autocomplete' | 'component' | 'modal';

export interface InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly kind: InteractionKind;
  readonly userId: string;
  readonly channelId: string;
  readonly createdAt: number;
  readonly payload: JsonObject;
  /** The message a component belongs to. */
  readonly sourceMessageId?: string;
  callbackType?: number;
  originalMessageId?: string;
  autocompleteChoices?: { name: string; value: string | number; name_localizations?: Record<string, string> }[];
  modal?: JsonObject;
  followupIds: string[];
}

export interface RegisteredCommand extends JsonObject {
  id: string;
  application_id: string;
  guild_id?: string;
  name: string;
  description: string;
  options?: JsonObject[];
  type?: number;
}

export type SandboxEvent =
  | { type: 'message-create'; message: MessageRecord }
  | { type: 'message-update'; message: MessageRecord }
  | { type: 'message-delete'; channelId: string; messageId: string; visibleTo?: string }
  | { type: 'channel-create'; channel: ChannelRecord }
  | { type: 'channel-update'; channel: ChannelRecord }
  | { type: 'interaction-callback'; interaction: InteractionRecord }
  | { type: 'commands-update' }
  | { type: 'user-update'; user: SandboxUser };

export interface ModelOptions {
  readonly appId: string;
  readonly botName?: string;
  readonly guildName?: string;
  readonly clock?: () => number;
}

export class DiscordModel extends EventEmitter<{ event: [SandboxEvent] }> {
  readonly ids: Snowflakes;
  readonly clock: () => number;
  readonly appId: string;
  /** The first guild: the club's, where the seeded channels and users live. */
  readonly guildId: string;
  readonly guildName: string;
  /** Every guild the bot is in (the first one included); more are added for sharding and load tests. */
  readonly guilds = new Map<string, SandboxGuild>();
  readonly bot: SandboxUser;
  readonly users = new Map<string, SandboxUser>();
  readonly roles = new Map<string, SandboxRole>();
  readonly channels = new Map<string, ChannelRecord>();
  readonly messages = new Map<string, MessageRecord>();
  readonly channelMessages = new Map<string, string[]>();
  readonly files = new Map<string, StoredFile>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly interactionsByToken = new Map<string, InteractionRecord>();
  globalCommands: RegisteredCommand[] = [];
  /** Guild commands, per guild. */
  readonly guildCommandSets = new Map<string, RegisteredCommand[]>();
  /** Set by the server so attachment URLs point at it. */
  baseUrl = 'http://127.0.0.1';

  constructor(options: ModelOptions) {
    super();
    this.setMaxListeners(100);
    this.clock = options.clock ?? Date.now;
    this.ids = new Snowflakes(this.clock);
    this.appId = options.appId;
    this.guildId = this.ids.next();
    this.guildName = options.guildName ?? 'Umpire Sandbox';
    this.guilds.set(this.guildId, { id: this.guildId, name: this.guildName });
    this.bot = {
      id: options.appId,
      username: options.botName ?? 'Umpire',
      globalName: options.botName ?? 'Umpire',
      locale: 'en-US',
      roles: [],
      permissions: BOT_PERMISSIONS_DEFAULT,
      bot: true,
    };
    this.users.set(this.bot.id, this.bot);
    this.roles.set(this.guildId, { id: this.guildId, name: '@everyone', permissions: PERMISSIONS_MEMBER });
  }

  private emitEvent(event: SandboxEvent): void {
    this.emit('event', event);
  }

  // -- guild ------------------------------------------------------------------------------------------------

  addRole(name: string, permissions: string = PERMISSIONS_MEMBER, guildId: string = this.guildId): SandboxRole {
    this.requireGuild(guildId);
    const role = { id: this.ids.next(), name, permissions, guildId };
    this.roles.set(role.id, role);
    return role;
  }

  /** Another guild the bot is in (with its own @everyone role); `id` lets a test choose its shard. */
  addGuild(name: string, options: { id?: string } = {}): SandboxGuild {
    const id = options.id ?? this.ids.next();
    if (this.guilds.has(id)) throw new SandboxError(400, 50035, `Invalid Form Body: guild ${id} exists`);
    const guild = { id, name };
    this.guilds.set(id, guild);
    this.roles.set(id, { id, name: '@everyone', permissions: PERMISSIONS_MEMBER, guildId: id });
    return guild;
  }

  requireGuild(id: string): SandboxGuild {
    const guild = this.guilds.get(id);
    if (!guild) throw new SandboxError(404, 10004, 'Unknown Guild');
    return guild;
  }

  addUser(user: {
    username: string;
    globalName?: string;
    locale?: string;
    roles?: string[];
    manageThreads?: boolean;
  }): SandboxUser {
    const record: SandboxUser = {
      id: this.ids.next(),
      username: user.username,
      globalName: user.globalName ?? user.username,
      locale: user.locale ?? 'en-US',
      roles: user.roles ?? [],
      permissions: user.manageThreads ? (BigInt(PERMISSIONS_MEMBER) | MANAGE_THREADS).toString() : PERMISSIONS_MEMBER,
    };
    this.users.set(record.id, record);
    return record;
  }

  setLocale(userId: string, locale: string): SandboxUser {
    const user = this.requireUser(userId);
    user.locale = locale;
    this.emitEvent({ type: 'user-update', user });
    return user;
  }

  addTextChannel(
    name: string,
    topic: string | null = null,
    type: number = ChannelType.GuildText,
    guildId: string = this.guildId,
  ): ChannelRecord {
    this.requireGuild(guildId);
    const channel: ChannelRecord = {
      id: this.ids.next(),
      type,
      name,
      guild_id: guildId,
      parent_id: null,
      topic,
      position: this.channels.size,
      last_message_id: null,
      permission_overwrites: [],
      rate_limit_per_user: 0,
      nsfw: false,
      flags: 0,
    };
    this.channels.set(channel.id, channel);
    this.emitEvent({ type: 'channel-create', channel });
    return channel;
  }

  requireUser(id: string): SandboxUser {
    const user = this.users.get(id);
    if (!user) throw new SandboxError(404, 10013, 'Unknown User');
    return user;
  }

  /** The bot's permissions per channel, where a test set them; elsewhere (and in a thread, its parent's) the bot's own. */
  readonly botChannelPermissions = new Map<string, bigint>();

  /** Sets what the bot may do in a channel (and its threads), as a server's channel overwrites would. */
  setBotPermissions(channelId: string, bits: bigint): void {
    this.botChannelPermissions.set(channelId, bits);
  }

  botPermissionsIn(channelId: string): bigint {
    const channel = this.channels.get(channelId);
    const own = this.botChannelPermissions.get(channelId);
    if (own !== undefined) return own;
    if (channel?.parent_id && isThread(channel)) return this.botPermissionsIn(channel.parent_id);
    return BigInt(this.bot.permissions);
  }

  /** Refuses, as Discord does, a call of the bot that needs a permission it lacks in the channel. */
  requireBotPermission(channelId: string, ...needed: bigint[]): void {
    const bits = this.botPermissionsIn(channelId);
    for (const permission of [Permission.ViewChannel, ...needed])
      if ((bits & permission) !== permission) throw new SandboxError(403, 50013, 'Missing Permissions');
  }

  requireChannel(id: string): ChannelRecord {
    const channel = this.channels.get(id);
    if (!channel) throw new SandboxError(404, 10003, 'Unknown Channel');
    return channel;
  }

  userJson(user: SandboxUser): JsonObject {
    return {
      id: user.id,
      username: user.username,
      global_name: user.globalName,
      discriminator: '0',
      avatar: null,
      public_flags: 0,
      ...(user.bot ? { bot: true } : {}),
    };
  }

  memberJson(user: SandboxUser): JsonObject {
    return {
      user: this.userJson(user),
      nick: null,
      roles: user.roles,
      joined_at: new Date(timestampOf(this.guildId)).toISOString(),
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      permissions: this.permissionsOf(user),
    };
  }

  /** The user's guild permissions: their own plus their roles'. */
  permissionsOf(user: SandboxUser): string {
    let bits = BigInt(user.permissions);
    for (const roleId of user.roles) bits |= BigInt(this.roles.get(roleId)?.permissions ?? '0');
    return bits.toString();
  }

  guildJson(guildId: string = this.guildId): JsonObject {
    const guild = this.requireGuild(guildId);
    const guildChannels = [...this.channels.values()].filter((c) => c.guild_id === guildId);
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: [...this.users.values()].find((u) => !u.bot)?.id ?? this.bot.id,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [...this.roles.values()]
        .filter((r) => (r.guildId ?? this.guildId) === guildId)
        .map((r, position) => ({
          id: r.id,
          name: r.name,
          permissions: r.permissions,
          position,
          color: 0,
          hoist: false,
          managed: false,
          mentionable: true,
          flags: 0,
        })),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      preferred_locale: 'it',
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      joined_at: new Date(timestampOf(guildId)).toISOString(),
      large: false,
      unavailable: false,
      member_count: this.users.size,
      voice_states: [],
      members: [this.memberJson(this.bot)],
      channels: guildChannels.filter((c) => !isThread(c)).map((c) => this.channelJson(c)),
      threads: guildChannels.filter((c) => isThread(c) && !c.thread_metadata?.archived).map((c) => this.channelJson(c)),
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
    };
  }

  channelJson(channel: ChannelRecord): JsonObject {
    return { ...channel };
  }

  // -- channels and threads --------------------------------------------------------------------------------

  createThread(parentId: string, body: JsonObject, ownerId: string, starterMessageId?: string): ChannelRecord {
    const parent = this.requireChannel(parentId);
    if (isThread(parent)) throw new SandboxError(400, 50024, 'Cannot execute action on this channel type');
    const name = typeof body['name'] === 'string' ? body['name'].slice(0, 100) : '';
    if (name.length === 0) throw new SandboxError(400, 50035, 'Invalid Form Body: name is required');
    const now = new Date(this.clock()).toISOString();
    const thread: ChannelRecord = {
      id: starterMessageId ?? this.ids.next(),
      type: body['type'] === ChannelType.PrivateThread ? ChannelType.PrivateThread : ChannelType.PublicThread,
      name,
      guild_id: parent.guild_id ?? this.guildId,
      parent_id: parentId,
      owner_id: ownerId,
      last_message_id: null,
      message_count: 0,
      member_count: 1,
      rate_limit_per_user: 0,
      flags: 0,
      thread_metadata: {
        archived: false,
        auto_archive_duration: typeof body['auto_archive_duration'] === 'number' ? body['auto_archive_duration'] : 1440,
        archive_timestamp: now,
        locked: false,
        create_timestamp: now,
      },
    };
    this.channels.set(thread.id, thread);
    this.emitEvent({ type: 'channel-create', channel: thread });
    return thread;
  }

  updateChannel(id: string, body: JsonObject): ChannelRecord {
    const channel = this.requireChannel(id);
    if (typeof body['name'] === 'string') channel.name = body['name'].slice(0, 100);
    if (channel.thread_metadata) {
      if (typeof body['archived'] === 'boolean') channel.thread_metadata.archived = body['archived'];
      if (typeof body['locked'] === 'boolean') channel.thread_metadata.locked = body['locked'];
    }
    this.emitEvent({ type: 'channel-update', channel });
    return channel;
  }

  openDm(recipientId: string): ChannelRecord {
    const user = this.requireUser(recipientId);
    const existing = [...this.channels.values()].find(
      (c) => c.type === ChannelType.DM && c.recipients?.[0]?.['id'] === user.id,
    );
    if (existing) return existing;
    const channel: ChannelRecord = {
      id: this.ids.next(),
      type: ChannelType.DM,
      name: user.username,
      last_message_id: null,
      recipients: [this.userJson(user)],
      flags: 0,
    };
    this.channels.set(channel.id, channel);
    this.emitEvent({ type: 'channel-create', channel });
    return channel;
  }

  // -- messages ---------------------------------------------------------------------------------------------

  createMessage(
    channelId: string,
    author: SandboxUser,
    body: JsonObject,
    files: readonly StoredFile[],
    extra: { visibleTo?: string; interaction?: InteractionRecord; flags?: number; type?: number } = {},
  ): MessageRecord {
    const channel = this.requireChannel(channelId);
    if (channel.thread_metadata?.locked) throw new SandboxError(403, 50083, 'Thread is archived');
    if (channel.thread_metadata?.archived) channel.thread_metadata.archived = false;
    const id = this.ids.next();
    const content = typeof body['content'] === 'string' ? body['content'] : '';
    validateMessageBody(body, files, content);
    const flags = ((typeof body['flags'] === 'number' ? body['flags'] : 0) | (extra.flags ?? 0)) & ~0;
    const interaction = extra.interaction;
    const json: JsonObject = {
      id,
      channel_id: channelId,
      ...(channel.guild_id ? { guild_id: channel.guild_id } : {}),
      author: this.userJson(author),
      content,
      timestamp: new Date(this.clock()).toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: this.mentionsIn(content),
      mention_roles: [],
      attachments: files.map((f) => this.attachmentJson(f)),
      embeds: Array.isArray(body['embeds']) ? body['embeds'] : [],
      components: Array.isArray(body['components']) ? body['components'] : [],
      pinned: false,
      type: extra.type ?? (interaction ? (interaction.kind === 'command' ? 20 : 19) : 0),
      flags,
      ...(interaction
        ? {
            application_id: this.appId,
            webhook_id: this.appId,
            interaction_metadata: {
              id: interaction.id,
              type: interaction.kind === 'command' ? 2 : 3,
              user: this.userJson(this.requireUser(interaction.userId)),
              authorizing_integration_owners: { '0': channel.guild_id ?? this.guildId },
              ...(interaction.kind === 'command' ? { name: commandPath(interaction.payload) } : {}),
            },
          }
        : {}),
    };
    const record: MessageRecord = {
      json,
      channelId,
      notified: notifiedBy(
        body,
        (json['mentions'] as JsonObject[]).map((u) => String(u['id'])),
      ),
      ...(extra.visibleTo ? { visibleTo: extra.visibleTo } : {}),
      ...(interaction ? { interactionId: interaction.id } : {}),
    };
    this.messages.set(id, record);
    const list = this.channelMessages.get(channelId) ?? [];
    list.push(id);
    this.channelMessages.set(channelId, list);
    if (!extra.visibleTo) {
      channel.last_message_id = id;
      if (channel.message_count !== undefined) channel.message_count += 1;
    }
    this.emitEvent({ type: 'message-create', message: record });
    return record;
  }

  editMessage(
    messageId: string,
    body: JsonObject,
    files: readonly StoredFile[],
    options: { clearLoading?: boolean } = {},
  ): MessageRecord {
    const record = this.requireMessage(messageId);
    const json = record.json;
    if (typeof body['content'] === 'string' || body['content'] === null) json['content'] = body['content'] ?? '';
    if (Array.isArray(body['embeds'])) json['embeds'] = body['embeds'];
    if (Array.isArray(body['components'])) json['components'] = body['components'];
    const current = (json['attachments'] as JsonObject[]) ?? [];
    if (Array.isArray(body['attachments'])) {
      const keep = new Set((body['attachments'] as JsonObject[]).map((a) => String(a['id'])));
      json['attachments'] = current.filter((a) => keep.has(String(a['id'])));
    }
    json['attachments'] = [...(json['attachments'] as JsonObject[]), ...files.map((f) => this.attachmentJson(f))];
    validateMessageBody(json, [], typeof json['content'] === 'string' ? json['content'] : '');
    if (options.clearLoading) json['flags'] = Number(json['flags'] ?? 0) & ~MessageFlag.Loading;
    if (typeof body['flags'] === 'number')
      json['flags'] = (Number(json['flags'] ?? 0) & MessageFlag.Ephemeral) | body['flags'];
    json['mentions'] = this.mentionsIn(String(json['content'] ?? ''));
    json['edited_timestamp'] = new Date(this.clock()).toISOString();
    this.emitEvent({ type: 'message-update', message: record });
    return record;
  }

  deleteMessage(messageId: string): void {
    const record = this.requireMessage(messageId);
    record.deleted = true;
    this.emitEvent({
      type: 'message-delete',
      channelId: record.channelId,
      messageId,
      ...(record.visibleTo ? { visibleTo: record.visibleTo } : {}),
    });
  }

  setPinned(channelId: string, messageId: string, pinned: boolean): void {
    const record = this.requireMessage(messageId);
    if (record.channelId !== channelId) throw new SandboxError(404, 10008, 'Unknown Message');
    if (pinned && record.json['pinned'] !== true) {
      const pins = this.visibleMessages(channelId).filter((m) => m.json['pinned'] === true).length;
      if (pins >= 50) throw new SandboxError(400, 30003, 'Maximum number of pins reached (50)');
    }
    record.json['pinned'] = pinned;
    this.emitEvent({ type: 'message-update', message: record });
  }

  requireMessage(id: string): MessageRecord {
    const record = this.messages.get(id);
    if (!record || record.deleted) throw new SandboxError(404, 10008, 'Unknown Message');
    return record;
  }

  /** Messages of a channel as `viewer` sees them (ephemeral messages only for their user), oldest first. */
  visibleMessages(channelId: string, viewer?: string): MessageRecord[] {
    return (this.channelMessages.get(channelId) ?? [])
      .map((id) => this.messages.get(id))
      .filter(
        (m): m is MessageRecord =>
          m !== undefined && !m.deleted && (m.visibleTo === undefined || m.visibleTo === viewer),
      );
  }

  storeFile(filename: string, contentType: string, data: Buffer, description?: string): StoredFile {
    const file: StoredFile = {
      id: this.ids.next(),
      filename,
      contentType,
      data,
      ...(description ? { description } : {}),
    };
    this.files.set(file.id, file);
    return file;
  }

  attachmentJson(file: StoredFile): JsonObject {
    const url = `${this.baseUrl}/attachments/${file.id}/${encodeURIComponent(file.filename)}`;
    const size = pngSize(file.data);
    return {
      id: file.id,
      filename: file.filename,
      size: file.data.length,
      url,
      proxy_url: url,
      content_type: file.contentType,
      ...(file.description ? { description: file.description } : {}),
      ...(size ? { width: size.width, height: size.height } : {}),
    };
  }

  private mentionsIn(content: string): JsonObject[] {
    const ids = new Set([...content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1] ?? ''));
    return [...ids]
      .map((id) => this.users.get(id))
      .filter((u): u is SandboxUser => u !== undefined)
      .map((u) => this.userJson(u));
  }

  // -- commands ---------------------------------------------------------------------------------------------

  /** The first guild's commands. */
  get guildCommands(): RegisteredCommand[] {
    return this.guildCommandsOf(this.guildId);
  }

  guildCommandsOf(guildId: string): RegisteredCommand[] {
    return this.guildCommandSets.get(guildId) ?? [];
  }

  setCommands(scope: 'global' | 'guild', body: unknown, guildId: string = this.guildId): RegisteredCommand[] {
    if (!Array.isArray(body)) throw new SandboxError(400, 50035, 'Invalid Form Body: expected an array of commands');
    if (body.length > 100) throw new SandboxError(400, 30032, 'Maximum number of application commands reached (100)');
    const previous = scope === 'global' ? this.globalCommands : this.guildCommandsOf(guildId);
    const commands = body.map((raw: unknown, index: number) => {
      const command = validateCommand(raw);
      checkCommandSize(command, index);
      const old = previous.find((c) => c.name === command.name);
      return {
        ...command,
        id: old?.id ?? this.ids.next(),
        application_id: this.appId,
        version: this.ids.next(),
        ...(scope === 'guild' ? { guild_id: guildId } : {}),
      } as RegisteredCommand;
    });
    if (scope === 'global') this.globalCommands = commands;
    else this.guildCommandSets.set(guildId, commands);
    this.emitEvent({ type: 'commands-update' });
    return commands;
  }

  /** What a user's client offers in a guild: its guild commands shadow global ones of the same name. */
  availableCommands(guildId: string = this.guildId): RegisteredCommand[] {
    const byName = new Map<string, RegisteredCommand>();
    for (const c of this.globalCommands) byName.set(c.name, c);
    for (const c of this.guildCommandsOf(guildId)) byName.set(c.name, c);
    return [...byName.values()].filter((c) => (c.type ?? 1) === 1).sort((a, b) => a.name.localeCompare(b.name));
  }

  // -- interactions -----------------------------------------------------------------------------------------

  registerInteraction(record: InteractionRecord): void {
    this.interactions.set(record.id, record);
    this.interactionsByToken.set(record.token, record);
  }

  noteCallback(interaction: InteractionRecord): void {
    this.emitEvent({ type: 'interaction-callback', interaction });
  }
}

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: JsonObject,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export function isThread(channel: ChannelRecord): boolean {
  return channel.type === ChannelType.PublicThread || channel.type === ChannelType.PrivateThread;
}

function commandPath(payload: JsonObject): string {
  const data = payload['data'] as JsonObject | undefined;
  const parts = [String(data?.['name'] ?? '')];
  let options = data?.['options'] as JsonObject[] | undefined;
  while (options?.[0] && (options[0]['type'] === 1 || options[0]['type'] === 2)) {
    parts.push(String(options[0]['name']));
    options = options[0]['options'] as JsonObject[] | undefined;
  }
  return parts.join(' ');
}

/** Discord's own limits on a message, enforced so the bot cannot get away with what Discord would refuse. */
function validateMessageBody(body: JsonObject, files: readonly StoredFile[], content: string): void {
  if (content.length > 2000) {
    throw new SandboxError(400, 50035, 'Invalid Form Body', {
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
    });
  }
  const embeds = Array.isArray(body['embeds']) ? (body['embeds'] as JsonObject[]) : [];
  if (embeds.length > 10) throw new SandboxError(400, 50035, 'Invalid Form Body: embeds must be 10 or fewer');
  let embedChars = 0;
  for (const embed of embeds) {
    const title = String(embed['title'] ?? '');
    const description = String(embed['description'] ?? '');
    if (title.length > 256) throw new SandboxError(400, 50035, 'Invalid Form Body: embed title must be 256 or fewer');
    if (description.length > 4096)
      throw new SandboxError(400, 50035, 'Invalid Form Body: embed description must be 4096 or fewer');
    embedChars += title.length + description.length;
    const fields = (embed['fields'] as JsonObject[] | undefined) ?? [];
    if (fields.length > 25) throw new SandboxError(400, 50035, 'Invalid Form Body: embed fields must be 25 or fewer');
    for (const field of fields) {
      embedChars += String(field['name'] ?? '').length + String(field['value'] ?? '').length;
      if (String(field['name'] ?? '').length > 256)
        throw new SandboxError(400, 50035, 'Invalid Form Body: embed field name must be 256 or fewer');
      if (String(field['value'] ?? '').length > 1024)
        throw new SandboxError(400, 50035, 'Invalid Form Body: embed field value must be 1024 or fewer');
    }
    const footer = String((embed['footer'] as JsonObject | undefined)?.['text'] ?? '');
    const author = String((embed['author'] as JsonObject | undefined)?.['name'] ?? '');
    if (footer.length > 2048)
      throw new SandboxError(400, 50035, 'Invalid Form Body: embed footer must be 2048 or fewer');
    if (author.length > 256)
      throw new SandboxError(400, 50035, 'Invalid Form Body: embed author name must be 256 or fewer');
    embedChars += footer.length + author.length;
  }
  const allowed = body['allowed_mentions'] as JsonObject | undefined;
  if (allowed) {
    const parse = Array.isArray(allowed['parse']) ? (allowed['parse'] as unknown[]) : [];
    for (const kind of ['users', 'roles'] as const) {
      const list = allowed[kind];
      if (Array.isArray(list) && list.length > 100)
        throw new SandboxError(400, 50035, `Invalid Form Body: allowed_mentions.${kind} must be 100 or fewer`);
      if (Array.isArray(list) && list.length > 0 && parse.includes(kind))
        throw new SandboxError(
          400,
          50035,
          `Invalid Form Body: allowed_mentions.parse cannot hold "${kind}" when allowed_mentions.${kind} is given`,
        );
    }
  }
  if (embedChars > 6000) throw new SandboxError(400, 50035, 'Invalid Form Body: embeds exceed 6000 characters');
  const rows = Array.isArray(body['components']) ? (body['components'] as JsonObject[]) : [];
  if (rows.length > 5) throw new SandboxError(400, 50035, 'Invalid Form Body: components must be 5 or fewer');
  for (const row of rows) {
    const inner = (row['components'] as JsonObject[] | undefined) ?? [];
    if (inner.length > 5)
      throw new SandboxError(400, 50035, 'Invalid Form Body: an action row holds 5 or fewer components');
    for (const component of inner) {
      const customId = component['custom_id'];
      if (typeof customId === 'string' && customId.length > 100) {
        throw new SandboxError(400, 50035, 'Invalid Form Body: custom_id must be 100 or fewer in length');
      }
      const options = component['options'];
      if (Array.isArray(options) && options.length > 25)
        throw new SandboxError(400, 50035, 'Invalid Form Body: select options must be 25 or fewer');
      const label = component['label'];
      if (typeof label === 'string' && label.length > 80)
        throw new SandboxError(400, 50035, 'Invalid Form Body: button label must be 80 or fewer');
    }
  }
  if (files.length > 10) throw new SandboxError(400, 50035, 'Invalid Form Body: 10 or fewer files');
}

const NAME = /^[-_\p{Ll}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** The checks Discord makes on a registered command (names, descriptions, option order and counts). */
function validateCommand(raw: unknown): JsonObject & { name: string; description: string } {
  if (typeof raw !== 'object' || raw === null)
    throw new SandboxError(400, 50035, 'Invalid Form Body: command must be an object');
  const command = raw as JsonObject;
  const type = command['type'] ?? 1;
  checkNamed(command, 'command', type === 1);
  checkOptions((command['options'] as JsonObject[] | undefined) ?? [], String(command['name']));
  return command as JsonObject & { name: string; description: string };
}

function checkNamed(item: JsonObject, what: string, needsDescription: boolean): void {
  const name = item['name'];
  if (typeof name !== 'string' || !NAME.test(name))
    throw new SandboxError(400, 50035, `Invalid Form Body: ${what} name "${String(name)}" is not valid`);
  const localized = (item['name_localizations'] as Record<string, string> | undefined) ?? {};
  for (const [locale, value] of Object.entries(localized)) {
    if (!NAME.test(value))
      throw new SandboxError(
        400,
        50035,
        `Invalid Form Body: ${what} name localization ${locale} "${value}" is not valid`,
      );
  }
  if (needsDescription) {
    const description = item['description'];
    if (typeof description !== 'string' || description.length < 1 || description.length > 100) {
      throw new SandboxError(
        400,
        50035,
        `Invalid Form Body: ${what} "${name}" description must be 1 to 100 characters`,
      );
    }
    for (const [locale, value] of Object.entries(
      (item['description_localizations'] as Record<string, string> | undefined) ?? {},
    )) {
      if (value.length < 1 || value.length > 100) {
        throw new SandboxError(
          400,
          50035,
          `Invalid Form Body: ${what} "${name}" description (${locale}) must be 1 to 100 characters`,
        );
      }
    }
  }
}

function checkOptions(options: JsonObject[], parent: string): void {
  if (options.length > 25)
    throw new SandboxError(400, 50035, `Invalid Form Body: "${parent}" has more than 25 options`);
  const names = new Set<string>();
  let seenOptional = false;
  for (const option of options) {
    checkNamed(option, `option of "${parent}"`, true);
    const name = String(option['name']);
    if (names.has(name))
      throw new SandboxError(400, 50035, `Invalid Form Body: "${parent}" has two options named "${name}"`);
    names.add(name);
    const type = Number(option['type']);
    if (type === 1 || type === 2) {
      checkOptions((option['options'] as JsonObject[] | undefined) ?? [], `${parent} ${name}`);
      continue;
    }
    if (option['required'] === true && seenOptional) {
      throw new SandboxError(
        400,
        50035,
        `Invalid Form Body: required options must be placed before non-required options ("${parent}" ${name})`,
      );
    }
    if (option['required'] !== true) seenOptional = true;
    const choices = option['choices'];
    if (Array.isArray(choices) && choices.length > 25)
      throw new SandboxError(400, 50035, `Invalid Form Body: "${parent} ${name}" has more than 25 choices`);
    if (Array.isArray(choices) && option['autocomplete'] === true) {
      throw new SandboxError(
        400,
        50035,
        `Invalid Form Body: "${parent} ${name}" cannot have both choices and autocomplete`,
      );
    }
  }
}

/**
 * Discord's limit on one command: the names, descriptions and values of the command, its subcommands, options and
 * choices add up to 8,000 characters at most, each field counted in its longest localization. Counted here on its
 * own (not with the bot's function) so that a mistake in the bot's count is caught.
 */
const COMMAND_SIZE_LIMIT = 8_000;

function sizeOf(item: JsonObject): number {
  const longest = (base: unknown, localized: unknown) =>
    Math.max(
      typeof base === 'string' ? base.length : 0,
      ...Object.values((localized as Record<string, unknown> | null | undefined) ?? {}).map((v) =>
        typeof v === 'string' ? v.length : 0,
      ),
    );
  let size =
    longest(item['name'], item['name_localizations']) +
    longest(item['description'], item['description_localizations']) +
    (item['value'] === undefined ? 0 : String(item['value']).length);
  for (const child of [
    ...((item['options'] as JsonObject[] | undefined) ?? []),
    ...((item['choices'] as JsonObject[] | undefined) ?? []),
  ])
    size += sizeOf(child);
  return size;
}

function checkCommandSize(command: JsonObject, index: number): void {
  if (sizeOf(command) > COMMAND_SIZE_LIMIT)
    throw new SandboxError(400, 50035, 'Invalid Form Body', {
      [String(index)]: {
        _errors: [
          { code: 'APPLICATION_COMMAND_TOO_LARGE', message: `Command exceeds maximum size (${COMMAND_SIZE_LIMIT})` },
        ],
      },
    });
}

/** Who a message notifies: Discord pings the mentioned users that `allowed_mentions` allows (all, absent it). */
function notifiedBy(body: JsonObject, mentioned: readonly string[]): string[] {
  const allowed = body['allowed_mentions'] as JsonObject | undefined;
  if (!allowed) return [...mentioned];
  const parse = Array.isArray(allowed['parse']) ? (allowed['parse'] as unknown[]) : [];
  if (parse.includes('users')) return [...mentioned];
  const users = Array.isArray(allowed['users']) ? (allowed['users'] as unknown[]).map(String) : [];
  return mentioned.filter((id) => users.includes(id));
}

/** Width and height from a PNG header, so attachments carry them as Discord's do. */
function pngSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
