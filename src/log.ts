import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs. The bot token must never reach a log line: any field named like a token or an
 * authorization header is redacted, and `scrubSecrets` removes a known secret from free text.
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
    },
    destination,
  );
}

export type { Logger };
