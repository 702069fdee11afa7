/** Command-line flags: `--name value`, `--name=value`, and bare `--flag` (true) where `isBoolean(name)` says so. */
export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Record<string, string | true>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseArgs(argv: readonly string[], isBoolean: (name: string) => boolean = () => false): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!token.startsWith('--') || token.length === 2) {
      positional.push(token);
      continue;
    }
    const body = token.slice(2);
    const eq = body.indexOf('=');
    const name = eq >= 0 ? body.slice(0, eq) : body;
    if (name in flags) throw new UsageError(`--${name} is given twice`);
    if (eq >= 0) {
      flags[name] = body.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (isBoolean(name) || next === undefined || (next.startsWith('--') && next.length > 2)) {
      flags[name] = true;
      continue;
    }
    flags[name] = next;
    i++;
  }
  return { positional, flags };
}
