import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger';

export type RequestVariables = { requestId: string; requestLogged: boolean };

const incomingIdPattern = /^[\w\-=]{1,128}$/;

/**
 * Gives each request an id (kept from a valid incoming `X-Request-Id`, e.g. from a load balancer)
 * and writes one log line when it is answered. Apps mounted inside each other share the
 * context, so only the outermost use logs.
 */
export function requestLogging(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    if (c.get('requestLogged')) return next();
    c.set('requestLogged', true);
    const incoming = c.req.header('x-request-id');
    const id = incoming && incomingIdPattern.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', id);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', id);
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: id,
    };
    if (status >= 500) logger.warn('request', fields);
    else logger.info('request', fields);
  };
}
