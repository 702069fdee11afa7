import { createServer } from 'node:net';

/**
 * Ports for the processes a test starts. They are taken below Linux's ephemeral range (32768–60999 by default),
 * where the outgoing connections of every other test (Redis clients, fetches) take their local ports: a port the
 * kernel handed out as free there can be an outgoing connection's a moment later, and a process that needs the
 * port after the one it was given (a worker's metrics port) found it taken.
 */
const LOW = 20_000;
const HIGH = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive ports, each free when this returns (the first one is the run's base). */
export async function freePortRun(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = LOW + Math.floor(Math.random() * (HIGH - LOW - count));
    const run = Array.from({ length: count }, (_, i) => base + i);
    let free = true;
    for (const port of run) if (!(free = await bindable(port))) break;
    if (free) return run;
  }
  throw new Error(`no ${count} consecutive free ports between ${LOW} and ${HIGH}`);
}

/** One free port. */
export async function freePort(): Promise<number> {
  return (await freePortRun(1))[0]!;
}

/** Distinct free ports, not necessarily consecutive. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}
