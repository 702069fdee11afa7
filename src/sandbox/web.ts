import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sandbox } from './server.js';

/** The sandbox's web page and its API (issue: the sandbox web page). Returns false when the path is not ours. */
export async function serveWeb(
  _sandbox: Sandbox,
  _req: IncomingMessage,
  _res: ServerResponse,
  _body: Buffer,
): Promise<boolean> {
  return false;
}
