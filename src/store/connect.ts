import type { ConnectionOptions } from 'bullmq';
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import { DEFAULT_REDIS_URL, type RedisClusterConfig } from '../config.js';

/**
 * One Redis or a Redis Cluster: the stores, the locks and the message budget take either. Every key a Lua script
 * or a MULTI touches at once carries the same hash tag (`{<channel>}`, `{<league>}`, `{<guild>}`), so on a
 * cluster each of those runs within one slot; keys read or written on their own (indexes across games) may live
 * anywhere.
 */
export type RedisClient = Redis | Cluster;

export type RedisChoice =
  | {
      readonly kind: 'redis';
      /** Where, for the logs (without a password): a redis:// URL, or `redis-cluster://host:port,…`. */
      readonly url: string;
      readonly client: RedisClient;
      /** What a render worker started by this process needs in its environment to reach the same Redis. */
      readonly env: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'memory'; readonly reason: string };

export function isCluster(client: RedisClient): client is Cluster {
  return (client as { isCluster?: boolean }).isCluster === true;
}

/** Options for the connection that commits game actions: fail fast rather than queue while Redis is away. */
export function redisOptions(): RedisOptions {
  return { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2_000, lazyConnect: true };
}

/** Connects and PINGs; resolves with the client or rejects with the reason. */
export async function connectRedis(url: string, options: RedisOptions = redisOptions()): Promise<Redis> {
  const client = new Redis(url, {
    ...options,
    lazyConnect: true,
    retryStrategy: (times) => (times > 3 ? null : 200 * times),
  });
  client.on('error', () => undefined); // reported by connect() below; later errors are retried by ioredis
  try {
    await client.connect();
    await client.ping();
    client.options.retryStrategy = (times) => Math.min(times * 200, 5_000);
    return client;
  } catch (error) {
    client.disconnect();
    throw error;
  }
}

/** The options of a cluster client: its nodes' connections as `redisOptions()`, and the cluster's own retries. */
export function clusterOptions(config: RedisClusterConfig, redis: RedisOptions = redisOptions()): ClusterOptions {
  return {
    lazyConnect: true,
    enableOfflineQueue: true,
    // The whole cluster unreachable: look for it again until it answers.
    clusterRetryStrategy: (times) => Math.min(100 + times * 200, 2_000),
    // One node's connection lost (a master restarted in place, its slots unchanged): reconnect to it and resend
    // what was in flight. Without this ioredis drops the connection and waits for a MOVED that never comes, and
    // a command queued for that node (BullMQ's blocking read of a queue, say) waits forever. A node that left the
    // cluster is dropped when the slots are next read.
    clusterNodeRetryStrategy: (times) => Math.min(times * 100, 2_000),
    // No CLUSTER INFO check before a (re)connection counts as ready: when that check finds the cluster down (a
    // master restarting), ioredis reconnects without ever settling the connect() it was called for, and BullMQ,
    // which reconnects its blocking client that way, would wait on it forever. A command sent while the cluster
    // is down meets CLUSTERDOWN instead, which is retried (retryDelayOnClusterDown).
    enableReadyCheck: false,
    retryDelayOnClusterDown: 200,
    retryDelayOnFailover: 200,
    retryDelayOnTryAgain: 100,
    slotsRefreshTimeout: 2_000,
    redisOptions: {
      ...redis,
      lazyConnect: undefined,
      ...(config.username ? { username: config.username } : {}),
      ...(config.password ? { password: config.password } : {}),
      ...(config.tls ? { tls: {} } : {}),
    },
  };
}

/** Connects to a Redis Cluster and PINGs every master it found; rejects with the reason. */
export async function connectCluster(config: RedisClusterConfig, options?: RedisOptions): Promise<Cluster> {
  const client = new Cluster(
    config.nodes.map((n) => ({ ...n })),
    clusterOptions(config, options),
  );
  client.on('error', () => undefined); // reported by connect() below; later errors are retried by ioredis
  try {
    await client.connect();
    await Promise.all(client.nodes('master').map((node) => node.ping()));
    return client;
  } catch (error) {
    client.disconnect();
    throw error;
  }
}

export function clusterUrl(config: RedisClusterConfig): string {
  return `redis-cluster://${config.nodes.map((n) => `${n.host.includes(':') ? `[${n.host}]` : n.host}:${n.port}`).join(',')}`;
}

/** REDIS_CLUSTER_NODES as the render workers read it (the nodes, the login, TLS). */
function clusterEnv(config: RedisClusterConfig): string {
  const login = config.username || config.password ? `${config.username ?? ''}:${config.password ?? ''}@` : '';
  const scheme = config.tls ? 'rediss' : 'redis';
  return config.nodes
    .map((n) => `${scheme}://${login}${n.host.includes(':') ? `[${n.host}]` : n.host}:${n.port}`)
    .join(',');
}

/**
 * REDIS_CLUSTER_NODES or REDIS_URL when set (it must answer: a club's bot never silently forgets its games);
 * otherwise the local default if it answers; otherwise memory, which the caller announces loudly.
 */
export async function chooseRedis(
  configured: string | undefined,
  cluster?: RedisClusterConfig | undefined,
): Promise<RedisChoice> {
  if (cluster) {
    return {
      kind: 'redis',
      url: clusterUrl(cluster),
      client: await connectCluster(cluster),
      env: { REDIS_CLUSTER_NODES: clusterEnv(cluster), REDIS_URL: '' },
    };
  }
  if (configured)
    return { kind: 'redis', url: configured, client: await connectRedis(configured), env: { REDIS_URL: configured } };
  try {
    return {
      kind: 'redis',
      url: DEFAULT_REDIS_URL,
      client: await connectRedis(DEFAULT_REDIS_URL, { ...redisOptions(), connectTimeout: 800 }),
      env: { REDIS_URL: DEFAULT_REDIS_URL },
    };
  } catch (error) {
    return { kind: 'memory', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * BullMQ's key prefix for Umpire's key prefix: `umpire` on one Redis, as it always was; on a cluster the same in a
 * hash tag (`{umpire}`), because BullMQ's scripts touch many keys of a queue at once and they must share a slot.
 */
export function bullPrefix(prefix: string, client: RedisClient | undefined): string {
  const base = prefix.replace(/:$/, '');
  return client && isCluster(client) ? `{${base}}` : base;
}

/**
 * The connection BullMQ's queues and workers use. On one Redis, plain options: BullMQ makes its own connections
 * with the retries it needs. On a cluster BullMQ cannot build a client from options, so it gets a cluster client
 * of its own (BullMQ requires `maxRetriesPerRequest: null` on it: its blocking reads wait as long as they must),
 * which its queues share and its workers duplicate; `close()` ends it once the queues are closed.
 */
export function bullConnection(client: RedisClient): { connection: ConnectionOptions; close(): Promise<void> } {
  if (!isCluster(client)) return { connection: plainConnection(client), close: async () => undefined };
  const bull = client.duplicate(undefined, {
    lazyConnect: false,
    redisOptions: { ...client.options.redisOptions, maxRetriesPerRequest: null, lazyConnect: undefined },
  });
  bull.on('error', () => undefined); // BullMQ reports its own failures; ioredis retries
  return {
    connection: bull as unknown as ConnectionOptions,
    close: async () => {
      await bull.quit().catch(() => bull.disconnect());
    },
  };
}

/** Plain connection options for BullMQ, which makes its own connections (and sets what blocking ones need). */
export function plainConnection(redis: Redis): ConnectionOptions {
  const o = redis.options;
  return {
    host: o.host,
    port: o.port,
    db: o.db,
    ...(o.username ? { username: o.username } : {}),
    ...(o.password ? { password: o.password } : {}),
    ...(o.tls ? { tls: o.tls } : {}),
  } as ConnectionOptions;
}
