import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` refuses a lock file that lacks any optional dependency, and `npm install` on our machines drops the
 * non-linux-x64 builds of native packages (their registry does not serve them). After an install, run
 * `node scripts/lock-optional-platforms.mjs`; this test says so if it was forgotten.
 */
describe('package-lock.json', () => {
  it('lists every optional dependency, so npm ci works on a fresh clone', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`])
        .map((name) => `${name} (needed by ${path || 'the project'})`),
    );
    expect(missing, 'run: node scripts/lock-optional-platforms.mjs').toEqual([]);
  });
});
