/** Cheapest path between two nodes of any map, by Dijkstra's algorithm with a caller-supplied step cost. */
export interface Path<N extends string = string> {
  readonly nodes: readonly N[];
  readonly cost: number;
}

/** `step(from, to)` returns the cost of entering `to` from `from`, or Infinity where the step is forbidden. */
export function shortestPath<N extends string>(
  start: NoInfer<N>,
  goal: NoInfer<N>,
  neighbours: (node: N) => Iterable<N>,
  step: (from: N, to: N) => number = () => 1,
  maxCost = Infinity,
): Path<N> | undefined {
  if (start === goal) return { nodes: [start], cost: 0 };
  const best = new Map<N, number>([[start, 0]]);
  const previous = new Map<N, N>();
  const heap = new MinHeap<N>();
  heap.push(start, 0);
  while (heap.size > 0) {
    const [node, cost] = heap.pop()!;
    if (cost > (best.get(node) ?? Infinity)) continue;
    if (node === goal) {
      const nodes: N[] = [goal];
      let at = goal;
      while (at !== start) {
        at = previous.get(at)!;
        nodes.push(at);
      }
      return { nodes: nodes.reverse(), cost };
    }
    for (const next of neighbours(node)) {
      const stepCost = step(node, next);
      if (!Number.isFinite(stepCost) || stepCost < 0) continue;
      const total = cost + stepCost;
      if (total > maxCost || total >= (best.get(next) ?? Infinity)) continue;
      best.set(next, total);
      previous.set(next, node);
      heap.push(next, total);
    }
  }
  return undefined;
}

/** Every node reachable from `start` within `maxCost`, with its cheapest cost. */
export function reachable<N extends string>(
  start: NoInfer<N>,
  neighbours: (node: N) => Iterable<N>,
  step: (from: N, to: N) => number,
  maxCost: number,
): Map<N, number> {
  const best = new Map<N, number>([[start, 0]]);
  const heap = new MinHeap<N>();
  heap.push(start, 0);
  while (heap.size > 0) {
    const [node, cost] = heap.pop()!;
    if (cost > (best.get(node) ?? Infinity)) continue;
    for (const next of neighbours(node)) {
      const stepCost = step(node, next);
      if (!Number.isFinite(stepCost) || stepCost < 0) continue;
      const total = cost + stepCost;
      if (total > maxCost || total >= (best.get(next) ?? Infinity)) continue;
      best.set(next, total);
      heap.push(next, total);
    }
  }
  return best;
}

class MinHeap<T> {
  private readonly items: [T, number][] = [];

  get size(): number {
    return this.items.length;
  }

  push(item: T, priority: number): void {
    const items = this.items;
    items.push([item, priority]);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]![1] <= priority) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): [T, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let smallest = i;
        if (l < items.length && items[l]![1] < items[smallest]![1]) smallest = l;
        if (r < items.length && items[r]![1] < items[smallest]![1]) smallest = r;
        if (smallest === i) break;
        [items[i], items[smallest]] = [items[smallest]!, items[i]!];
        i = smallest;
      }
    }
    return top;
  }
}
