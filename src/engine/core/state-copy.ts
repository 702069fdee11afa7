/**
 * A deep copy of a game's state, which is plain data (objects, arrays, strings, numbers, booleans, null; no class
 * instances, no Maps: docs CONVENTIONS). It gives what `structuredClone` gives for such data, keys in the same order and
 * `undefined` values kept, in a tenth of the time: Node's `structuredClone` serialises and reads back, and a module that
 * copies its state at every action spent more there than in its rules (1914: 0.6 ms a copy of a 15 kB state).
 */
export function copyState<T>(state: T): T {
  return copy(state) as T;
}

function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copy);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}
