import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. The bot token must never reach a log line: any field named like a token or an
 * authorization header is redacted, and every line passes through `scrubSecrets` before it is written, which
 * removes the registered secrets (the bot token, once known), anything shaped like a Discord bot token, and the
 * interaction or webhook tokens inside Discord URLs (an error's URL carries one).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'umpire' },
      redact: {
        paths: [
          'token',
          '*.token',
          'headers.authorization',
          '*.headers.authorization',
          'discordToken',
          '*.discordToken',
        ],
        censor: '[redacted]',
      },
      serializers: { err: errorWithoutFiles },
      hooks: { streamWrite: scrubSecrets },
    },
    destination,
  );
}

const secrets = new Set<string>();

/** A secret no log line may show from now on (main and the render worker register the bot token). */
export function registerSecret(secret: string | undefined): void {
  if (secret && secret.length >= 8) secrets.add(secret);
}

// A Discord bot token: base64 of the bot's id, a timestamp and an HMAC, joined by dots.
const BOT_TOKEN_SHAPE = /[A-Za-z\d_-]{23,28}\.[A-Za-z\d_-]{6,7}\.[A-Za-z\d_-]{27,40}/g;
// `/webhooks/<app id>/<interaction token>` and `/interactions/<id>/<token>/callback` in an error's URL.
const URL_TOKEN = /\/(webhooks|interactions)\/(\d+)\/[A-Za-z\d_.-]{20,}/g;

export function scrubSecrets(line: string): string {
  let out = line;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join('[redacted]');
  return out.replace(BOT_TOKEN_SHAPE, '[redacted]').replace(URL_TOKEN, '/$1/$2/[redacted]');
}

/**
 * pino's error serializer, with a Discord REST error's request files reduced to their names and sizes: the
 * error carries the whole request body, and a map picture would make one log line of a megabyte.
 */
function errorWithoutFiles(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const body = out['requestBody'] as { files?: unknown } | undefined;
  if (body && Array.isArray(body.files)) {
    out['requestBody'] = {
      ...body,
      files: body.files.map((f: { name?: unknown; contentType?: unknown; data?: { length?: unknown } }) => ({
        name: f.name,
        contentType: f.contentType,
        bytes: f.data?.length,
      })),
    };
  }
  return out;
}

export type { Logger };
