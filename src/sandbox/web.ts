import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { isThread, type JsonObject, type MessageRecord, type SandboxEvent } from './model.js';
import { SandboxInputError, type InteractionHandle, type OptionValue, type Sandbox } from './server.js';

/**
 * The sandbox's web page (a small, faithful Discord client) and the JSON API it uses:
 *   GET  /                                   the page (static files from ./web/)
 *   GET  /sandbox/api/state                  guild, channels and threads, users, registered commands
 *   GET  /sandbox/api/messages?channel&as    the channel's messages as that user sees them
 *   GET  /sandbox/api/events?as              server-sent events: messages and channels, filtered for that user
 *   POST /sandbox/api/interact               a slash command, autocomplete, button or select menu, as a user
 *   POST /sandbox/api/locale                 a user's language
 * Tests and scripts may use the API too. The server and its messages are in memory: a restart starts afresh.
 */

const WEB_DIR = fileURLToPath(new URL('./web/', import.meta.url));
const STATIC: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/app.js': 'app.js',
  '/style.css': 'style.css',
};
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

export async function serveWeb(
  sandbox: Sandbox,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const file = STATIC[url.pathname];
  if (req.method === 'GET' && file) {
    const data = await readFile(`${WEB_DIR}${file}`);
    res.writeHead(200, {
      'content-type': TYPES[file.split('.').pop()!] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(data);
    return true;
  }
  if (!url.pathname.startsWith('/sandbox/api/')) return false;
  try {
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /sandbox/api/state':
        return json(res, 200, state(sandbox));
      case 'GET /sandbox/api/messages': {
        const viewer = sandbox.user(url.searchParams.get('as') ?? '');
        const channel = sandbox.channel(url.searchParams.get('channel') ?? '');
        return json(
          res,
          200,
          sandbox.model.visibleMessages(channel.id, viewer.id).map((m) => messageJson(m)),
        );
      }
      case 'GET /sandbox/api/events':
        events(sandbox, req, res, sandbox.user(url.searchParams.get('as') ?? '').id);
        return true;
      case 'POST /sandbox/api/locale': {
        const input = parse(body);
        const locale = String(input['locale'] ?? '');
        if (!['it', 'en-US', 'en-GB'].includes(locale))
          throw new SandboxInputError('bad-locale', 'locale must be it, en-US or en-GB');
        return json(res, 200, sandbox.model.setLocale(sandbox.user(String(input['as'] ?? '')).id, locale));
      }
      case 'POST /sandbox/api/interact':
        return json(res, 200, await interact(sandbox, parse(body)));
      default:
        return json(res, 404, { error: 'not-found', message: 'No such sandbox API' });
    }
  } catch (error) {
    if (error instanceof SandboxInputError) return json(res, 400, { error: error.code, message: error.message });
    if (error instanceof Error && 'code' in error && 'status' in error)
      return json(res, 404, { error: 'not-found', message: error.message });
    throw error;
  }
}

function parse(body: Buffer): JsonObject {
  try {
    const value = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as JsonObject;
  } catch {
    // fall through
  }
  throw new SandboxInputError('bad-json', 'The request body must be a JSON object');
}

function json(res: ServerResponse, status: number, value: unknown): true {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
  return true;
}

function state(sandbox: Sandbox): JsonObject {
  const m = sandbox.model;
  return {
    guild: { id: m.guildId, name: m.guildName },
    bot: m.userJson(m.bot),
    channels: [...m.channels.values()]
      .filter((c) => c.guild_id === m.guildId)
      .map((c) => ({ id: c.id, name: c.name, type: c.type, parent_id: c.parent_id ?? null, thread: isThread(c) })),
    users: [...m.users.values()]
      .filter((u) => !u.bot)
      .map((u) => ({
        id: u.id,
        username: u.username,
        name: u.globalName,
        locale: u.locale,
        referee: u.roles.length > 0,
      })),
    commands: m.availableCommands(),
    notice: 'The sandbox keeps its server and messages in memory: a restart starts afresh, games included.',
  };
}

/** A message as the page shows it: the API's JSON, its ephemeral mark and the interaction's user. */
function messageJson(record: MessageRecord): JsonObject {
  return { ...record.json, ephemeral: record.visibleTo !== undefined };
}

function events(sandbox: Sandbox, req: IncomingMessage, res: ServerResponse, viewer: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(': connected\n\n');
  const send = (event: SandboxEvent) => {
    switch (event.type) {
      case 'message-create':
      case 'message-update':
        if (event.message.visibleTo !== undefined && event.message.visibleTo !== viewer) return;
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(messageJson(event.message))}\n\n`);
        return;
      case 'message-delete':
        if (event.visibleTo !== undefined && event.visibleTo !== viewer) return;
        res.write(
          `event: message-delete\ndata: ${JSON.stringify({ id: event.messageId, channel_id: event.channelId })}\n\n`,
        );
        return;
      case 'channel-create':
      case 'channel-update':
      case 'commands-update':
      case 'user-update':
        res.write(`event: state\ndata: {}\n\n`);
        return;
      case 'interaction-callback':
        if (event.interaction.userId !== viewer) return;
        res.write(
          `event: interaction\ndata: ${JSON.stringify({ id: event.interaction.id, type: event.interaction.callbackType, choices: event.interaction.autocompleteChoices ?? null })}\n\n`,
        );
        return;
    }
  };
  sandbox.model.on('event', send);
  const ping = setInterval(() => res.write(': ping\n\n'), 20_000);
  req.on('close', () => {
    clearInterval(ping);
    sandbox.model.off('event', send);
  });
}

async function interact(sandbox: Sandbox, input: JsonObject): Promise<JsonObject> {
  const user = String(input['as'] ?? '');
  const channel = String(input['channel'] ?? '');
  const options = decodeOptions((input['options'] as JsonObject | undefined) ?? {});
  let handle: InteractionHandle;
  switch (input['kind']) {
    case 'command':
      handle = sandbox.invokeCommand({ user, channel, command: String(input['command'] ?? ''), options });
      break;
    case 'autocomplete': {
      const choices = await sandbox.autocomplete({
        user,
        channel,
        command: String(input['command'] ?? ''),
        options,
        focused: String(input['focused'] ?? ''),
      });
      return { choices };
    }
    case 'button':
      handle = sandbox.clickButton({
        user,
        message: String(input['message'] ?? ''),
        customId: String(input['customId'] ?? ''),
      });
      break;
    case 'select':
      handle = sandbox.selectMenu({
        user,
        message: String(input['message'] ?? ''),
        customId: String(input['customId'] ?? ''),
        values: ((input['values'] as unknown[]) ?? []).map(String),
      });
      break;
    default:
      throw new SandboxInputError('bad-kind', 'kind must be command, autocomplete, button or select');
  }
  // As Discord's client: if the bot does not answer within its 3 s, the user is told so.
  const acknowledged = await handle.acknowledged(3_500).then(
    () => true,
    () => false,
  );
  return { id: handle.id, acknowledged };
}

/** Options from the page: attachments arrive as `{ filename, contentType, base64 }`. */
function decodeOptions(raw: JsonObject): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') options[name] = value;
    else if (typeof value === 'object' && value !== null && typeof (value as JsonObject)['base64'] === 'string') {
      const file = value as JsonObject;
      options[name] = {
        filename: String(file['filename'] ?? 'file'),
        contentType: String(file['contentType'] ?? 'application/octet-stream'),
        data: Buffer.from(String(file['base64']), 'base64'),
      };
    }
  }
  return options;
}
