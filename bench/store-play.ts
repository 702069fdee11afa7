import type { GameService } from '../src/store/games.js';

/** What bench:store and bench:cluster share: the same play through the game service, and how its figures print. */

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summary(name: string, samples: number[], seconds?: number, count?: number): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate =
    seconds !== undefined && count !== undefined ? `${(count / seconds).toFixed(0).padStart(7)} /s` : '          ';
  return `${name.padEnd(44)} ${rate}   p50 ${percentile(sorted, 50).toFixed(3)} ms   p99 ${percentile(sorted, 99).toFixed(3)} ms`;
}

export async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = process.hrtime.bigint();
  const value = await run();
  return [value, Number(process.hrtime.bigint() - started) / 1e6];
}

export const blue = { userId: 'u-blue', side: 'blue' };
export const note = (i: number) => ({ type: 'note', text: `bench ${i}`, secret: false });

export interface Played {
  readonly sequential: number[];
  readonly seqSeconds: number;
  readonly parallel: number[];
  readonly parSeconds: number;
  /** Of the `actions * 2` concurrent actions, those that won their version race. */
  readonly committed: number;
}

/**
 * `actions` notes one after another on game `seq`, then `actions * 2` spread over `games` games `par-<g>` with
 * `concurrency` in flight (some lose a version race: "the game changed"). `newGame` creates a game in a channel.
 */
export async function playNotes(
  service: GameService,
  newGame: (channel: string) => Promise<void>,
  { actions, games, concurrency }: { actions: number; games: number; concurrency: number },
): Promise<Played> {
  await newGame('seq');
  const sequential: number[] = [];
  const seqStart = performance.now();
  for (let i = 0; i < actions; i++) {
    const [result, ms] = await timed(() => service.act('seq', { actor: blue, action: note(i), iid: `seq-${i}` }));
    if (result.kind !== 'applied') throw new Error(`unexpected ${result.kind}`);
    sequential.push(ms);
  }
  const seqSeconds = (performance.now() - seqStart) / 1000;

  for (let g = 0; g < games; g++) await newGame(`par-${g}`);
  const parallel: number[] = [];
  let committed = 0;
  let next = 0;
  const parStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < actions * 2) {
        const i = next++;
        const [result, ms] = await timed(() =>
          service.act(`par-${i % games}`, { actor: blue, action: note(i), iid: `par-${i}` }),
        );
        if (result.kind === 'applied') {
          committed++;
          parallel.push(ms);
        }
      }
    }),
  );
  return { sequential, seqSeconds, parallel, parSeconds: (performance.now() - parStart) / 1000, committed };
}
