import { describe, expect, it } from 'vitest';
import { createLogger, registerSecret, scrubSecrets } from '../../../src/log.js';

function capture(level = 'trace') {
  const lines: string[] = [];
  const log = createLogger(level, { write: (s: string) => void lines.push(s) });
  return { log, text: () => lines.join('') };
}

describe('logs never show the bot token', () => {
  it('fields named like a token or an authorization header are redacted', () => {
    const { log, text } = capture();
    log.info({ token: 'abc-secret-1', headers: { authorization: 'Bot abc-secret-2' } }, 'request');
    log.info({ request: { headers: { authorization: 'Bot abc-secret-3' } }, config: { discordToken: 'abc-secret-4' } });
    expect(text()).not.toMatch(/abc-secret/);
    expect(text()).toContain('[redacted]');
  });

  it('a registered secret is removed from any line, in any field or message', () => {
    const secret = 'sandbox.Q2hlY2tUaGlzSXNOb3RMb2dnZWQ';
    registerSecret(secret);
    const { log, text } = capture();
    log.error({ err: new Error(`401 for Bot ${secret}`), nested: { deep: [`x${secret}y`] } }, `oops ${secret}`);
    expect(text()).not.toContain(secret);
    expect(text().match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('token-shaped strings and the interaction tokens inside Discord URLs are masked', () => {
    const botToken = `${'M'.repeat(26)}.${'G'.repeat(6)}.${'x'.repeat(38)}`;
    expect(scrubSecrets(`{"msg":"login with ${botToken}"}`)).toBe('{"msg":"login with [redacted]"}');
    const url =
      'https://discord.com/api/v10/webhooks/1000000000000000001/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MA.abc/messages/%40original';
    expect(scrubSecrets(url)).toBe(
      'https://discord.com/api/v10/webhooks/1000000000000000001/[redacted]/messages/%40original',
    );
    expect(scrubSecrets('/interactions/123456789012345678/aW50ZXJhY3Rpb246MTIzNDU2Nzg5MA/callback')).toBe(
      '/interactions/123456789012345678/[redacted]/callback',
    );
    // What is not a secret stays readable.
    expect(scrubSecrets('{"channelId":"123456789012345678","msg":"game change applied"}')).toBe(
      '{"channelId":"123456789012345678","msg":"game change applied"}',
    );
  });

  it('a Discord REST error is logged with its request files as names and sizes, not their bytes', () => {
    const { log, text } = capture();
    const error = Object.assign(new Error('Internal Server Error'), {
      status: 500,
      requestBody: {
        json: { content: 'v3' },
        files: [{ name: 'map-v3.png', contentType: 'image/png', data: Buffer.alloc(300_000, 7) }],
      },
    });
    log.warn({ err: error }, 'render job failed');
    expect(text().length).toBeLessThan(3_000);
    expect(JSON.parse(text())).toMatchObject({
      err: {
        message: 'Internal Server Error',
        status: 500,
        requestBody: {
          json: { content: 'v3' },
          files: [{ name: 'map-v3.png', contentType: 'image/png', bytes: 300_000 }],
        },
      },
    });
  });
});
