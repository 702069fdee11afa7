import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.js';

describe('configuration', () => {
  it('defaults to the sandbox with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      discordToken: undefined,
      discordApiUrl: 'https://discord.com/api',
      discordApiUrlSet: false,
      redisUrl: undefined,
      sandboxPort: 8080,
      logLevel: 'info',
    });
  });

  it('treats empty variables as unset (as a copied .env.example leaves them)', () => {
    expect(loadConfig({ DISCORD_TOKEN: '', REDIS_URL: ' ', SANDBOX_PORT: '' }).sandboxPort).toBe(8080);
    // An empty RENDER_MAX_JOBS must not read as 0 (a worker recycling after every job).
    expect(
      loadConfig({
        RENDER_MAX_JOBS: '',
        RENDER_MAX_RSS_MB: '',
        RENDER_LOCK_MS: '',
        RENDER_CONCURRENCY: '',
        RENDER_GLOBAL_PER_SECOND: '',
      }),
    ).toMatchObject({
      renderMaxJobs: 20_000,
      renderConcurrency: 2,
      renderGlobalPerSecond: 40,
      renderMaxRssBytes: 768 * 1024 * 1024,
      renderLockMs: 60_000,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DISCORD_TOKEN: 'x'.repeat(60),
      DISCORD_APP_ID: '123456789012345678',
      DISCORD_API_URL: 'http://127.0.0.1:9000/api/',
      DISCORD_GUILD_ID: '223456789012345678',
      REDIS_URL: 'redis://10.0.0.5:6380/2',
      SANDBOX_PORT: '9090',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      discordApiUrl: 'http://127.0.0.1:9000/api',
      discordApiUrlSet: true,
      discordGuildId: '223456789012345678',
      redisUrl: 'redis://10.0.0.5:6380/2',
      sandboxPort: 9090,
      logLevel: 'debug',
    });
  });

  it('reads this process’s shard (SHARD_ID of SHARD_COUNT), both or neither', () => {
    expect(loadConfig({}).shard).toBeUndefined();
    expect(loadConfig({ SHARD_ID: '1', SHARD_COUNT: '2' }).shard).toEqual({ id: 1, count: 2 });
    expect(() => loadConfig({ SHARD_COUNT: '2' })).toThrow(/SHARD_ID and SHARD_COUNT/);
    expect(() => loadConfig({ SHARD_ID: '2', SHARD_COUNT: '2' })).toThrow(/SHARD_ID: must be below SHARD_COUNT/);
  });

  it('reads a Redis Cluster from REDIS_CLUSTER_NODES, never together with REDIS_URL', () => {
    expect(loadConfig({}).redisCluster).toBeUndefined();
    expect(loadConfig({ REDIS_CLUSTER_NODES: ' 10.0.0.1:7000, 10.0.0.2:7001 ,[::1]:7002' }).redisCluster).toEqual({
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      tls: false,
    });
    expect(
      loadConfig({ REDIS_CLUSTER_NODES: 'rediss://umpire:s%40cret@a:7000,rediss://umpire:s%40cret@b:7000' })
        .redisCluster,
    ).toEqual({
      nodes: [
        { host: 'a', port: 7000 },
        { host: 'b', port: 7000 },
      ],
      username: 'umpire',
      password: 's@cret',
      tls: true,
    });
    expect(() => loadConfig({ REDIS_URL: 'redis://a:6379', REDIS_CLUSTER_NODES: 'a:7000' })).toThrow(
      /REDIS_URL and REDIS_CLUSTER_NODES: set one/,
    );
  });

  it.each([
    ['a', /REDIS_CLUSTER_NODES: must be the cluster nodes as host:port/],
    ['a:7000,b', /"b" is not/],
    ['a:99999', /REDIS_CLUSTER_NODES: must be/],
    ['http://a:7000', /REDIS_CLUSTER_NODES: must be/],
    [',', /REDIS_CLUSTER_NODES: must be/],
    ['redis://a:7000/2', /only database 0/],
    ['redis://:x@a:7000,redis://:y@b:7000', /same scheme, user and password/],
  ])('refuses REDIS_CLUSTER_NODES=%s with a clear message', (nodes, message) => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: nodes })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: nodes })).toThrow(message);
  });

  it('never echoes a cluster password in its error', () => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis://u:hunter2@a' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis://u:hunter2@a' })).not.toThrow(/hunter2/);
  });

  it.each([
    [{ SANDBOX_PORT: 'eighty' }, /SANDBOX_PORT/],
    [{ SANDBOX_PORT: '70000' }, /SANDBOX_PORT/],
    [{ REDIS_URL: 'http://localhost' }, /REDIS_URL: must be a redis:\/\//],
    [{ DISCORD_API_URL: 'discord' }, /DISCORD_API_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RENDER_MAX_JOBS: '0' }, /RENDER_MAX_JOBS/],
    [{ RENDER_MAX_RSS_MB: 'lots' }, /RENDER_MAX_RSS_MB/],
    [{ RENDER_CONCURRENCY: '0' }, /RENDER_CONCURRENCY/],
    // Discord's global limit is 50 requests a second for the whole bot, and the bot's own calls need some of it.
    [{ RENDER_GLOBAL_PER_SECOND: '60' }, /RENDER_GLOBAL_PER_SECOND/],
    [{ RENDER_GLOBAL_PER_SECOND: '48' }, /RENDER_GLOBAL_PER_SECOND: must be at most 47/],
    [{ DISCORD_GUILD_ID: 'my-guild' }, /DISCORD_GUILD_ID: must be a Discord id/],
    [{ DISCORD_TOKEN: 'x'.repeat(60) }, /DISCORD_APP_ID: required when DISCORD_TOKEN is set/],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes the token in its error', () => {
    try {
      loadConfig({ DISCORD_TOKEN: 'short-secret' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('DISCORD_TOKEN');
      expect((error as Error).message).not.toContain('short-secret');
    }
  });
});
