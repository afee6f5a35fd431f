import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestDeadline } from './requestDeadline';
import { unavailableAnswer } from './unavailable';

function appWith(handlerMs: number, deadlineMs: number) {
  let finished = false;
  const app = new Hono()
    .use(requestDeadline({ ms: deadlineMs, late: unavailableAnswer }))
    .get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, handlerMs));
      finished = true;
      return c.json({ ok: true }, 201);
    });
  return { app, finished: () => finished };
}

describe('requestDeadline', () => {
  it('passes an answer given in time through unchanged', async () => {
    const { app } = appWith(5, 200);
    const response = await app.request('/slow');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers 503 unavailable with Retry-After once the deadline passes', async () => {
    const { app, finished } = appWith(400, 50);
    const started = performance.now();
    const response = await app.request('/slow');
    const waited = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
    expect(waited).toBeLessThan(300);
    // The handler still runs to its end; only its answer is not sent.
    expect(finished()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(finished()).toBe(true);
  });
});
