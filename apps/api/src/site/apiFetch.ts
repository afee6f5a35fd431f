import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Answers an API request of the site's own origin. */
export type ApiFetch = (request: Request) => Response | Promise<Response>;

/**
 * The origin the request's connection arrived at, from the socket rather than the Host header:
 * a client chooses its Host header, and the server must not fetch page content from there.
 */
export function connectionOrigin(c: Context): string | null {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  const address = socket?.localAddress;
  const port = socket?.localPort;
  if (!address || !port) return null;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The `fetch` that server rendering gives the route loaders. They name paths on the site's
 * origin (`/api/blog/articles`); `apiFetch` answers them in process when the server provides it,
 * otherwise they go to this same server over its own connection address.
 */
export function createRenderFetch(
  apiFetch: ApiFetch | undefined,
  origin: string | null,
): typeof fetch | undefined {
  const base = origin ?? (apiFetch ? 'http://site.internal' : null);
  if (!base) return undefined;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const request = new Request(new URL(url, base), init);
    return apiFetch ? apiFetch(request) : globalThis.fetch(request);
  };
}
