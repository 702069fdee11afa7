/** Point-to-point maps: named spaces joined by typed connections (Paths of Glory's map is one). */
export interface Connection {
  readonly a: string;
  readonly b: string;
  /** e.g. `normal`, `restricted`, `strait`, `rail`. */
  readonly type: string;
  /** Nations that alone may use it, when it is restricted. */
  readonly only?: readonly string[];
}

export class SpaceGraph {
  private readonly edges = new Map<string, { to: string; connection: Connection }[]>();

  constructor(spaces: Iterable<string>, connections: readonly Connection[]) {
    for (const space of spaces) this.edges.set(space, []);
    for (const connection of connections) {
      this.edges.get(connection.a)?.push({ to: connection.b, connection });
      this.edges.get(connection.b)?.push({ to: connection.a, connection });
    }
  }

  get size(): number {
    return this.edges.size;
  }

  has(id: string): boolean {
    return this.edges.has(id);
  }

  ids(): IterableIterator<string> {
    return this.edges.keys();
  }

  /** Adjacent spaces, optionally only through connections `usable` accepts. */
  neighbours(id: string, usable: (connection: Connection) => boolean = () => true): string[] {
    return (this.edges.get(id) ?? []).filter((e) => usable(e.connection)).map((e) => e.to);
  }

  connection(a: string, b: string): Connection | undefined {
    return this.edges.get(a)?.find((e) => e.to === b)?.connection;
  }
}
