import { describe, expect, it } from 'vitest';
import { ALLOCATOR_DEFAULTS, applyAllocatorDefaults } from '../../../src/workers/allocator.js';

describe('the render worker’s allocator options (src/workers/allocator.ts)', () => {
  it('keeps freed memory for a second by default, so that the next picture’s read-back buffer is not fresh memory', () => {
    const env: NodeJS.ProcessEnv = {};
    applyAllocatorDefaults(env);
    expect(env['MIMALLOC_PURGE_DELAY']).toBe('1000');
    expect(ALLOCATOR_DEFAULTS).toEqual({ MIMALLOC_PURGE_DELAY: '1000' });
  });

  it('leaves a value the operator set, and treats an empty one as unset', () => {
    const set: NodeJS.ProcessEnv = { MIMALLOC_PURGE_DELAY: '10' };
    applyAllocatorDefaults(set);
    expect(set['MIMALLOC_PURGE_DELAY']).toBe('10');
    const empty: NodeJS.ProcessEnv = { MIMALLOC_PURGE_DELAY: '' };
    applyAllocatorDefaults(empty);
    expect(empty['MIMALLOC_PURGE_DELAY']).toBe('1000');
  });

  it('is the render worker’s first import, before anything loads the canvas library', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('../../../src/workers/render-worker.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './allocator.js';");
  });
});
