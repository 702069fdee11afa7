import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePorts } from './ports.js';

/**
 * A local Redis Cluster of real processes for tests and benchmarks: `masters` redis-server processes in cluster
 * mode (no replicas) on free ports of 127.0.0.1, each in its own directory of one temporary directory, with AOF
 * (`appendfsync everysec` as deploy/redis-umpire.conf ships it, or `always`) and `noeviction`, joined by
 * `redis-cli --cluster create`. A master
 * can be killed and started again on its own port, directory, nodes.conf and AOF, and rejoins with its slots.
 * `stop()` kills every process and removes the directory; so does the exit of the process that started them.
 */

export interface ClusterNode {
  readonly host: string;
  readonly port: number;
}

export interface LocalCluster {
  readonly nodes: readonly ClusterNode[];
  /** The nodes as REDIS_CLUSTER_NODES reads them: `127.0.0.1:p1,127.0.0.1:p2,…`. */
  readonly env: string;
  readonly dir: string;
  /** kill -9 of node `index`: nothing more written, nothing flushed. */
  crash(index: number): Promise<void>;
  /** Starts node `index` again with the same configuration, nodes.conf and AOF; resolves once the cluster is ok. */
  restart(index: number): Promise<void>;
  /** Resolves once every running node reports `cluster_state:ok` and the same slots. */
  waitUntilOk(timeoutMs?: number): Promise<void>;
  /** Which node (index) serves a slot. */
  nodeOfSlot(slot: number): Promise<number>;
  stop(): Promise<void>;
}

/** Whether redis-server and redis-cli are here; why not otherwise. */
export function redisClusterTools(): { ok: true } | { ok: false; reason: string } {
  const missing = ['redis-server', 'redis-cli'].filter(
    (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length === 0) return { ok: true };
  return {
    ok: false,
    reason:
      `${missing.join(' and ')} not found: the Redis Cluster test starts its own cluster from them ` +
      `(Debian: apt-get install redis-server, which brings redis-tools; .ci/run installs both)`,
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Running {
  child: ChildProcess;
  output: string;
  exited: Promise<void>;
  done: boolean;
}

const everyChild = new Set<ChildProcess>();
let exitHookInstalled = false;
function killAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of everyChild) child.kill('SIGKILL');
  });
}

export async function startRedisCluster(
  options: {
    masters?: number;
    nodeTimeoutMs?: number;
    startTimeoutMs?: number;
    /**
     * The AOF's fsync policy. `everysec` (the default, as shipped) answers a write before it reaches the file when a
     * slow disk holds the last fsync back (up to two seconds), so a kill -9 may lose the last writes acknowledged;
     * `always` writes and fsyncs before it answers.
     */
    appendfsync?: 'everysec' | 'always';
  } = {},
): Promise<LocalCluster> {
  const tools = redisClusterTools();
  if (!tools.ok) throw new Error(tools.reason);
  const masters = options.masters ?? 3;
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const dir = mkdtempSync(join(tmpdir(), 'umpire-redis-cluster-'));
  const ports = await freePorts(masters * 2);
  const nodes: ClusterNode[] = Array.from({ length: masters }, (_, i) => ({ host: '127.0.0.1', port: ports[i]! }));
  const busPorts = ports.slice(masters);
  const running: (Running | undefined)[] = [];
  killAllOnExit();

  const args = (i: number) => {
    const nodeDir = join(dir, `node-${i}`);
    mkdirSync(nodeDir, { recursive: true });
    return [
      '--port',
      String(nodes[i]!.port),
      '--cluster-port',
      String(busPorts[i]!),
      '--bind',
      '127.0.0.1',
      '--dir',
      nodeDir,
      '--cluster-enabled',
      'yes',
      '--cluster-config-file',
      'nodes.conf',
      '--cluster-node-timeout',
      String(options.nodeTimeoutMs ?? 2_000),
      '--appendonly',
      'yes',
      '--appendfsync',
      options.appendfsync ?? 'everysec',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ];
  };

  const start = async (i: number) => {
    const child = spawn('redis-server', args(i), { stdio: ['ignore', 'pipe', 'pipe'] });
    everyChild.add(child);
    const r: Running = {
      child,
      output: '',
      done: false,
      exited: new Promise<void>((resolve) =>
        child.once('exit', () => {
          everyChild.delete(child);
          r.done = true;
          resolve();
        }),
      ),
    };
    const keep = (d: Buffer) => {
      r.output = (r.output + d.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    running[i] = r;
    const deadline = Date.now() + startTimeoutMs;
    while (!/Ready to accept connections/.test(r.output)) {
      if (r.done) throw new Error(`redis-server on port ${nodes[i]!.port} exited:\n${r.output.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`redis-server on port ${nodes[i]!.port} not ready:\n${r.output.slice(-3000)}`);
      await sleep(20);
    }
  };

  const kill = async (i: number) => {
    const r = running[i];
    if (!r || r.done) return;
    r.child.kill('SIGKILL');
    await Promise.race([r.exited, sleep(10_000)]);
  };

  const clusterInfo = async (node: ClusterNode): Promise<string> => {
    const client = new Redis({
      host: node.host,
      port: node.port,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 1_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return String(await client.call('CLUSTER', 'INFO'));
    } catch (error) {
      return String(error);
    } finally {
      client.disconnect();
    }
  };

  const waitUntilOk = async (timeoutMs = startTimeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    let last: string[] = [];
    for (;;) {
      last = await Promise.all(nodes.filter((_, i) => !running[i]?.done).map(clusterInfo));
      const ok = last.every(
        (info) => /cluster_state:ok/.test(info) && new RegExp(`cluster_slots_ok:16384\\b`).test(info),
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`the Redis Cluster is not ok:\n${last.join('\n---\n')}`);
      await sleep(50);
    }
  };

  const stop = async () => {
    await Promise.all(running.map((_, i) => kill(i)));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(nodes.map((_, i) => start(i)));
    const create = spawnSync(
      'redis-cli',
      ['--cluster', 'create', ...nodes.map((n) => `${n.host}:${n.port}`), '--cluster-replicas', '0', '--cluster-yes'],
      { encoding: 'utf8', timeout: startTimeoutMs },
    );
    if (create.status !== 0) {
      throw new Error(`redis-cli --cluster create failed (${create.status}):\n${create.stdout}\n${create.stderr}`);
    }
    await waitUntilOk();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    nodes,
    env: nodes.map((n) => `${n.host}:${n.port}`).join(','),
    dir,
    crash: kill,
    async restart(i) {
      await kill(i);
      await start(i);
      await waitUntilOk();
    },
    waitUntilOk,
    async nodeOfSlot(slot) {
      const client = new Redis({ host: nodes[0]!.host, port: nodes[0]!.port, maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      try {
        const ranges = (await client.call('CLUSTER', 'SLOTS')) as [number, number, [string, number, string]][];
        const range = ranges.find(([from, to]) => slot >= from && slot <= to);
        if (!range) throw new Error(`no node serves slot ${slot}`);
        return nodes.findIndex((n) => n.port === Number(range[2][1]));
      } finally {
        client.disconnect();
      }
    },
    stop,
  };
}
