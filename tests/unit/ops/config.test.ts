import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';

describe('METRICS_PORT and METRICS_HOST', () => {
  it('unset leaves the port to each process (bot 9464, worker off); 127.0.0.1 by default', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
  });

  it('reads a port, and 0 (off)', () => {
    expect(loadConfig({ METRICS_PORT: '9500', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9500,
      metricsHost: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it.each(['http', '-1', '65536', '94.64'])('refuses %s with a message naming the variable and the range', (value) => {
    let error: unknown;
    try {
      loadConfig({ METRICS_PORT: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(
      `METRICS_PORT: must be a port number from 0 to 65535 (0 turns the health and metrics server off) (got "${value}")`,
    );
  });
});
