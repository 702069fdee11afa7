/** Where the command line writes; tests capture it. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): Promise<Buffer>;
  /** The whole of standard input (`--actions -`). */
  readStdin?(): Promise<string>;
}
