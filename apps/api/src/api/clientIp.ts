import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientIp = (c: Context) => string | undefined;

/**
 * The visitor's address. Behind a proxy or load balancer (`trustProxy`) it is the first
 * `X-Forwarded-For` entry; otherwise the socket's peer, since a client could forge the header.
 */
export function createClientIp(options: { trustProxy: boolean }): ClientIp {
  return (c) => {
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    // Requests handed to app.fetch without a Node socket (tests, other runtimes) have no peer.
    if (!c.env?.incoming) return undefined;
    return getConnInfo(c).remote.address;
  };
}
