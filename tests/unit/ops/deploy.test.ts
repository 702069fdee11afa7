import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * deploy/ checked statically (no container engine runs here): the Dockerfile's stages, user, fonts and commands;
 * the compose file's Redis settings, services and commands; the systemd units; the Redis configuration. The
 * commands they run must be package.json's scripts, so renaming an entry point breaks this test, not a club.
 */

const read = (path: string) => readFileSync(path, 'utf8');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const dockerfile = read('deploy/Dockerfile');
const compose = read('deploy/compose.yaml');
const botUnit = read('deploy/umpire.service');
const workerUnit = read('deploy/umpire-worker@.service');
const redisConf = read('deploy/redis-umpire.conf');

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** Dockerfile instructions by stage (continuation lines joined, comments dropped). */
function stages(text: string): { from: string; name: string | undefined; instructions: Instruction[] }[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const result: { from: string; name: string | undefined; instructions: Instruction[] }[] = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword!.toUpperCase() === 'FROM') {
      const [from, as, name] = args.split(/\s+/);
      result.push({ from: from!, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      result.at(-1)?.instructions.push({ keyword: keyword!.toUpperCase(), args });
    }
  }
  return result;
}

const dockerStages = stages(dockerfile);
const runtime = dockerStages.at(-1)!;
const only = (stage: (typeof dockerStages)[number], keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword);
/** An npm script's command, without the shell's `exec` (npm start execs node so that npm's signals reach it). */
const scriptCommand = (name: string) => pkg.scripts[name]!.replace(/^exec\s+/, '').split(/\s+/);

/** The items of a YAML block list `key:` inside `service:` (the compose file keeps its lists in block style). */
function blockList(service: string, key: string): string[] {
  const body = serviceBody(service);
  const start = body.indexOf(`\n    ${key}:\n`);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of body.slice(start).split('\n').slice(2)) {
    const item = /^ {6}- (.*)$/.exec(line);
    if (!item) break;
    items.push(item[1]!.replace(/^'(.*)'$/, '$1'));
  }
  return items;
}

function serviceBody(service: string): string {
  const start = compose.indexOf(`\n  ${service}:\n`);
  expect(start, `service ${service} in compose.yaml`).toBeGreaterThan(0);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}\S|\n\S/);
  return `\n${end < 0 ? rest : rest.slice(0, end + 1)}`;
}

/** `[a, b, c]` flow list of a compose key in a service. */
function flowList(service: string, key: string): string[] | undefined {
  const match = new RegExp(`\\n {4}${key}: \\[(.*)\\]`).exec(serviceBody(service));
  return match?.[1]!.split(',').map((s) => s.trim().replace(/^'(.*)'$/, '$1'));
}

function unitValue(unit: string, key: string): string | undefined {
  return new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
}

const SHUTDOWN_LIMIT_S =
  Number(/const SHUTDOWN_LIMIT_MS = ([\d_]+);/.exec(read('src/main.ts'))![1]!.replace(/_/g, '')) / 1000;
const BOT_METRICS_PORT = /const DEFAULT_BOT_METRICS_PORT = (\d+);/.exec(read('src/main.ts'))![1]!;

describe('deploy/Dockerfile', () => {
  it('is multi-stage on Node 20: dependencies installed with npm ci, a slim runtime that copies them', () => {
    expect(dockerStages.length).toBeGreaterThanOrEqual(2);
    for (const stage of dockerStages) expect(stage.from).toMatch(/^node:20(\.[\d.]+)?-[\w-]*slim$/);
    const deps = dockerStages[0]!;
    expect(only(deps, 'RUN').some((r) => /\bnpm ci\b/.test(r.args) && /--omit=dev/.test(r.args))).toBe(true);
    expect(only(runtime, 'RUN').filter((r) => /\bnpm (ci|install)\b/.test(r.args))).toEqual([]);
    expect(
      only(runtime, 'COPY').some((c) => c.args.startsWith(`--from=${deps.name} /app/node_modules ./node_modules`)),
    ).toBe(true);
    expect(only(runtime, 'WORKDIR').at(-1)?.args).toBe('/app');
  });

  it('runs as a user that is not root', () => {
    const users = only(runtime, 'USER').map((u) => u.args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)$/);
    const lastUser = runtime.instructions.findLastIndex((i) => i.keyword === 'USER');
    expect(lastUser).toBeLessThan(runtime.instructions.findIndex((i) => i.keyword === 'CMD'));
  });

  it('includes the bundled fonts where the renderer looks for them, and every file it copies exists', () => {
    // src/render/fonts.ts: FONT_DIR is ../../assets/fonts/ from src/render, i.e. /app/assets/fonts.
    expect(read('src/render/fonts.ts')).toContain("new URL('../../assets/fonts/', import.meta.url)");
    expect(only(runtime, 'COPY').map((c) => c.args)).toContain('assets/fonts ./assets/fonts');
    expect(readdirSync('assets/fonts').filter((f) => f.endsWith('.ttf')).length).toBeGreaterThanOrEqual(3);
    expect(only(runtime, 'COPY').map((c) => c.args)).toEqual(
      expect.arrayContaining(['src ./src', 'package.json package-lock.json ./']),
    );
    for (const copy of dockerStages.flatMap((s) => only(s, 'COPY')).filter((c) => !c.args.startsWith('--from'))) {
      const sources = copy.args.split(/\s+/).slice(0, -1);
      for (const source of sources) expect(existsSync(source), `${source} (COPY ${copy.args})`).toBe(true);
    }
  });

  it('its build context (Dockerfile.dockerignore) lets through exactly what it copies', () => {
    const rules = read('deploy/Dockerfile.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(rules[0]).toBe('**');
    const allowed = rules.slice(1).map((r) => r.replace(/^!/, '').replace(/\/\*\*$/, ''));
    const copied = dockerStages
      .flatMap((s) => only(s, 'COPY'))
      .filter((c) => !c.args.startsWith('--from'))
      .flatMap((c) => c.args.split(/\s+/).slice(0, -1));
    for (const source of copied) expect(allowed, `context lets ${source} through`).toContain(source);
  });

  it('starts the bot with the command of `npm start` and checks /healthz on the bot’s metrics port', () => {
    const cmd = JSON.parse(only(runtime, 'CMD').at(-1)!.args) as string[];
    expect(cmd).toEqual(scriptCommand('start'));
    const healthcheck = only(runtime, 'HEALTHCHECK').at(-1)!.args;
    expect(healthcheck).toMatch(/\/healthz/);
    expect(healthcheck).toContain(`process.env.METRICS_PORT || ${BOT_METRICS_PORT}`);
    expect(only(runtime, 'EXPOSE').map((e) => e.args)).toContain(BOT_METRICS_PORT);
  });
});

describe('deploy/compose.yaml', () => {
  it('runs Redis 7 with AOF every second, no eviction, and its data on a volume', () => {
    expect(serviceBody('redis')).toMatch(/\n {4}image: redis:7[\w.-]*\n/);
    const command = blockList('redis', 'command');
    expect(command[0]).toBe('redis-server');
    const settings = Object.fromEntries(
      command
        .slice(1)
        .map((v, i, all) => (v.startsWith('--') ? [v.slice(2), all[i + 1]] : undefined))
        .filter((e): e is [string, string] => e !== undefined),
    );
    expect(settings).toMatchObject({ appendonly: 'yes', appendfsync: 'everysec', 'maxmemory-policy': 'noeviction' });
    expect(blockList('redis', 'volumes')).toContain('redis-data:/data');
    expect(compose).toMatch(/\nvolumes:\n {2}redis-data:/);
    expect(serviceBody('redis')).not.toMatch(/\n {4}ports:/);
  });

  it('the bot renders nothing itself; N workers run `npm run worker`; both read .env and restart', () => {
    expect(serviceBody('bot')).toMatch(/\n {6}RENDER_WORKERS: '0'\n/);
    expect(flowList('worker', 'command')).toEqual(scriptCommand('worker'));
    expect(serviceBody('worker')).toMatch(/\n {4}deploy:\n {6}replicas: \d+\n/);
    for (const service of ['bot', 'worker']) {
      expect(serviceBody(service)).toMatch(/\n {4}<<: \*umpire\n/);
      expect(serviceBody(service)).toMatch(/\n {6}REDIS_URL: redis:\/\/redis:6379\n/);
    }
    expect(compose).toMatch(/\n {2}env_file: \.\.\/\.env\n/);
    expect(compose).toMatch(/\n {2}restart: unless-stopped\n/);
    expect(serviceBody('redis')).toMatch(/\n {4}restart: unless-stopped\n/);
    expect(compose).toMatch(/\n {4}context: \.\.\n {4}dockerfile: deploy\/Dockerfile\n/);
  });

  it('gives a stopping container longer than Umpire’s own shutdown bound, and health on the image’s port', () => {
    const grace = Number(/\n {2}stop_grace_period: (\d+)s\n/.exec(compose)?.[1]);
    expect(grace).toBeGreaterThan(SHUTDOWN_LIMIT_S);
    for (const service of ['bot', 'worker']) {
      expect(serviceBody(service)).toContain(`METRICS_PORT: '${BOT_METRICS_PORT}'`);
      expect(serviceBody(service)).toContain('METRICS_HOST: 0.0.0.0');
    }
  });
});

describe('the systemd units and the Redis configuration', () => {
  it('umpire.service runs `npm start`’s command with no workers of its own, as the umpire user', () => {
    expect(unitValue(botUnit, 'ExecStart')).toBe(
      `/usr/bin/env RENDER_WORKERS=0 /usr/bin/${scriptCommand('start').join(' ')}`,
    );
    expect(unitValue(botUnit, 'User')).toBe('umpire');
  });

  it('umpire-worker@.service runs `npm run worker`’s command with a metrics port per instance', () => {
    expect(unitValue(workerUnit, 'ExecStart')).toBe(
      `/usr/bin/env METRICS_PORT=947%i /usr/bin/${scriptCommand('worker').join(' ')}`,
    );
    expect(unitValue(workerUnit, 'User')).toBe('umpire');
  });

  it.each([
    ['umpire.service', botUnit],
    ['umpire-worker@.service', workerUnit],
  ])('%s: .env from its working directory, restarts, and waits for a graceful stop', (_name, unit) => {
    const dir = unitValue(unit, 'WorkingDirectory')!;
    expect(unitValue(unit, 'EnvironmentFile')).toBe(`${dir}/.env`);
    expect(unitValue(unit, 'Restart')).toBe('always');
    expect(unitValue(unit, 'KillSignal')).toBe('SIGTERM');
    expect(Number(unitValue(unit, 'TimeoutStopSec'))).toBeGreaterThan(SHUTDOWN_LIMIT_S);
    expect(unit).toMatch(/^After=.*redis-server\.service/m);
    expect(unitValue(unit, 'WantedBy')).toBe('multi-user.target');
  });

  it('redis-umpire.conf sets what compose passes to its Redis', () => {
    const conf = Object.fromEntries(
      redisConf
        .split('\n')
        .filter((l) => l.trim() && !l.startsWith('#'))
        .map((l) => l.trim().split(/\s+/, 2) as [string, string]),
    );
    expect(conf).toEqual({ appendonly: 'yes', appendfsync: 'everysec', 'maxmemory-policy': 'noeviction' });
  });

  it('every deploy/ path the READMEs mention exists', () => {
    const text = read('README.md') + read('deploy/README.md');
    const mentioned = [...new Set([...text.matchAll(/\bdeploy\/([\w@.-]+\w)/g)].map((m) => `deploy/${m[1]}`))];
    expect(mentioned.length).toBeGreaterThanOrEqual(5);
    for (const path of mentioned) expect(existsSync(path), path).toBe(true);
  });
});
