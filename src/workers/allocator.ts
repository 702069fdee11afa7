/**
 * How the canvas library's memory allocator behaves in a render worker. Imported first by render-worker.ts, before
 * anything loads @napi-rs/canvas: the allocator inside it (mimalloc) reads its options from the environment once,
 * when the library is loaded.
 *
 * Every picture reads its pixels back from the canvas into a new 3.5 MB buffer (`canvas.data()`), which the
 * allocator frees when the garbage collector drops the buffer. By default it gives freed memory back to the system
 * 10 ms later, so the next picture's buffer is fresh memory again, faulted in as 2 MB huge pages the kernel must
 * zero: measured in one process on the demo's action pictures with a render job's pause between pictures, the read
 * back took 3.8 ms of CPU a picture with the default, 2.3 ms with a 1 s delay (bench/README.md, "Where a render
 * job's CPU goes"). A 1 s delay keeps the memory while pictures follow one another and gives it back when the
 * worker is idle; the worker's RSS bound (RENDER_MAX_RSS_MB) still recycles it. A value set in the environment wins.
 */
export const ALLOCATOR_DEFAULTS: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '1000' };

/** Sets each of ALLOCATOR_DEFAULTS that `env` leaves unset or empty. */
export function applyAllocatorDefaults(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(ALLOCATOR_DEFAULTS)) env[name] ||= value;
}

applyAllocatorDefaults();
