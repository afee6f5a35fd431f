import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createClientIp } from './clientIp';

const addressApp = (trustProxy: boolean) => {
  const clientIp = createClientIp({ trustProxy });
  return new Hono().get('/', (c) => c.text(clientIp(c) ?? 'none'));
};
const forwarded = { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } };

describe('createClientIp', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY, so no client picks its own rate budget', async () => {
    expect(await (await addressApp(false).request('/', forwarded)).text()).toBe('none');
  });

  it('takes the first X-Forwarded-For entry with TRUST_PROXY', async () => {
    expect(await (await addressApp(true).request('/', forwarded)).text()).toBe('203.0.113.7');
  });
});
