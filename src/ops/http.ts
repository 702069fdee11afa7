import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Metrics } from './metrics.js';
import type { ReadinessCheck } from './readiness.js';

/**
 * The small HTTP server each process runs for its operators (METRICS_PORT):
 *   GET /healthz  200 while the process is alive (for restarts: Docker HEALTHCHECK, a liveness probe)
 *   GET /readyz   200 when every readiness check passes, else 503 with the reasons (JSON)
 *   GET /metrics  Prometheus text format
 * It never shows configuration, and it answers even when Redis does not (checks have their own deadlines).
 */

export interface OpsServerOptions {
  readonly port: number;
  readonly host: string;
  readonly metrics: Metrics;
  readonly checks: readonly ReadinessCheck[];
  readonly log: Logger;
}

export interface OpsServer {
  readonly port: number;
  /** From now on /readyz answers 503 (shutting down): load balancers stop sending work before the process goes. */
  drain(): void;
  close(): Promise<void>;
}

export interface Readiness {
  readonly ready: boolean;
  readonly checks: Record<string, string>;
}

export async function readiness(checks: readonly ReadinessCheck[], draining = false): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async (c) => [c.name, await c.check().catch((e: unknown) => String(e))] as const),
  );
  const report: Record<string, string> = {};
  for (const [name, result] of results) report[name] = result === true ? 'ok' : result;
  if (draining) report['process'] = 'shutting down';
  return { ready: !draining && results.every(([, r]) => r === true), checks: report };
}

export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  let draining = false;
  const server = createServer((req, res) => {
    void answer(req, res).catch((error: unknown) => {
      options.log.warn({ err: error, path: req.url }, 'ops endpoint failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal error\n');
    });
  });
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://ops').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed\n');
      return;
    }
    switch (path) {
      case '/healthz':
        send(res, 200, 'application/json', JSON.stringify({ status: 'ok', role: options.metrics.role }));
        return;
      case '/readyz': {
        const report = await readiness(options.checks, draining);
        send(res, report.ready ? 200 : 503, 'application/json', JSON.stringify(report));
        return;
      }
      case '/metrics':
        send(res, 200, options.metrics.contentType, await options.metrics.text());
        return;
      default:
        send(res, 404, 'text/plain', 'not found: try /healthz, /readyz or /metrics\n');
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.log.error({ err: error }, 'ops server error'));
  const port = (server.address() as AddressInfo).port;
  options.log.info({ host: options.host, port }, 'health and metrics at /healthz, /readyz, /metrics');
  return {
    port,
    drain() {
      draining = true;
    },
    async close() {
      server.closeIdleConnections();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/**
 * The server when METRICS_PORT asks for one (0 turns it off). A port already taken is logged as an error and the
 * process goes on: refereeing games matters more than its metrics.
 */
export async function maybeStartOpsServer(options: OpsServerOptions): Promise<OpsServer | undefined> {
  if (options.port === 0) return undefined;
  try {
    return await startOpsServer(options);
  } catch (error) {
    options.log.error(
      { err: error, host: options.host, port: options.port },
      'could not open the health and metrics port (METRICS_PORT); running without it',
    );
    return undefined;
  }
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
