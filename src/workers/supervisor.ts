import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

/**
 * Starts render workers as child processes and restarts them when they exit (they recycle themselves after a
 * number of jobs or past a memory bound). Used by `npm start`; in production each worker is its own service.
 */
export class WorkerSupervisor {
  private readonly children = new Set<ChildProcess>();
  private stopping = false;

  constructor(
    private readonly count: number,
    /** The environment of every worker, or of worker `index` (its own metrics port). */
    private readonly env: NodeJS.ProcessEnv | ((index: number) => NodeJS.ProcessEnv),
    private readonly log: Logger,
  ) {}

  start(): void {
    for (let i = 0; i < this.count; i++) this.spawnOne(i);
  }

  private spawnOne(index: number): void {
    const entry = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      // The worker stops itself should this process die without stopping it (render-worker.ts).
      env: {
        ...(typeof this.env === 'function' ? this.env(index) : this.env),
        UMPIRE_SUPERVISOR_PID: String(process.pid),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.add(child);
    child.on('exit', (code, signal) => {
      this.children.delete(child);
      if (this.stopping) return;
      this.log.info({ worker: index, code, signal }, 'render worker exited; starting another');
      // Not once stopping began in the meantime: a worker started then would outlive its supervisor.
      setTimeout(
        () => {
          if (!this.stopping) this.spawnOne(index);
        },
        code === 0 ? 0 : 1000,
      ).unref();
    });
  }

  get running(): number {
    return this.children.size;
  }

  /** SIGTERM to every worker; each finishes or hands back its job. */
  async stop(timeoutMs = 25_000): Promise<void> {
    this.stopping = true;
    const exits = [...this.children].map(
      (child) => new Promise<void>((resolve) => child.once('exit', () => resolve())),
    );
    for (const child of this.children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    for (const child of this.children) child.kill('SIGKILL');
  }
}
