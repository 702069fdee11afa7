/**
 * Reads one series out of Prometheus text: the value of `name` whose labels include every given label (in any
 * order), or undefined when no such series is there. With several matches, their sum.
 */
export function sample(text: string, name: string, labels: Readonly<Record<string, string>> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
