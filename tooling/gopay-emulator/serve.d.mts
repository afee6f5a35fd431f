import type { Server } from 'node:http';

export function serveHandler(
  handle: (request: Request) => Promise<Response>,
  options: { port: number; host?: string },
): Promise<Server>;
