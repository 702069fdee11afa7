import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers import without cycles (docs/architecture.md): the engine nothing outside itself, render only the
 * engine (it draws and encodes; posting is the bot's), ops nothing of the bot or render, and the worker processes
 * nothing but their entry points import. Each relative import of each file under src/ is resolved to the
 * top-level folder it lands in and checked against what that folder may import.
 */
const SRC = resolve(import.meta.dirname, '../../src');
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  engine: ['engine'],
  league: ['engine', 'league'],
  store: ['base', 'engine', 'league', 'store'],
  render: ['engine', 'render'],
  ops: ['base', 'engine', 'league', 'store', 'ops'],
  bot: ['base', 'engine', 'league', 'store', 'render', 'ops', 'bot', 'commands'],
  commands: ['base', 'engine', 'league', 'store', 'render', 'ops', 'bot', 'commands'],
  workers: ['base', 'engine', 'league', 'store', 'render', 'ops', 'bot', 'workers'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A file's imports, as the top-level folder under src/ each lands in (`.` for a file at src/'s root). */
function importedLayers(file: string): { spec: string; layer: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((m) => {
    const target = relative(SRC, resolve(dirname(file), m[1]!));
    // src/config.ts and src/log.ts are the shared base; any other file at src/'s root is an entry point.
    const root = /^(config|log)\.js$/.test(target) ? 'base' : '.';
    return { spec: m[1]!, layer: target.includes('/') ? target.split('/')[0]! : root };
  });
}

describe('the layers import without cycles', () => {
  const all = files(SRC);
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    it(`src/${layer} imports only ${allowed.join(', ')}`, () => {
      const wrong = all
        .filter((f) => relative(SRC, f).startsWith(`${layer}/`))
        .flatMap((f) =>
          importedLayers(f)
            .filter((i) => !allowed.includes(i.layer))
            .map((i) => `${relative(SRC, f)} → ${i.spec}`),
        );
      expect(wrong).toEqual([]);
    });
  }

  it('only the entry points at src/ import the worker processes', () => {
    const wrong = all
      .filter((f) => relative(SRC, f).includes('/') && !relative(SRC, f).startsWith('workers/'))
      .flatMap((f) =>
        importedLayers(f)
          .filter((i) => i.layer === 'workers')
          .map((i) => `${relative(SRC, f)} → ${i.spec}`),
      );
    expect(wrong).toEqual([]);
  });

  it('the check sees a wrong import', () => {
    expect(importedLayers(join(SRC, 'bot/pictures.ts')).map((i) => i.layer)).toContain('render');
    expect(ALLOWED['render']).not.toContain('bot');
  });
});
