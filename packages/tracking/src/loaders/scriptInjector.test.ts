import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectScript, SCRIPT_LOAD_TIMEOUT_MS } from './scriptInjector';
import { fakeDocument } from './test/fakeDocument';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('injectScript', () => {
  it('appends an async script with the nonce and resolves on load', async () => {
    const doc = fakeDocument();
    const loading = injectScript(doc, { name: 'ga', src: 'https://x.test/ga.js', nonce: 'n1', timers });
    const [script] = doc.scripts;
    expect(script?.src).toBe('https://x.test/ga.js');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n1');
    expect(script?.attributes.get('nonce')).toBe('n1');
    script?.load();
    await expect(loading).resolves.toBeUndefined();
  });

  it("rejects with 'Failed to load script: {name}' on an error", async () => {
    const doc = fakeDocument();
    const loading = injectScript(doc, { name: 'clarity', src: 'https://x.test/c.js', timers });
    doc.scripts[0]?.fail();
    await expect(loading).rejects.toThrow('Failed to load script: clarity');
  });

  it("rejects with '{name} load timeout' after 15 s, not before", async () => {
    const doc = fakeDocument();
    const loading = injectScript(doc, { name: 'smartlook', src: 'https://x.test/s.js', timers });
    const settled = vi.fn();
    const rejection = expect(loading).rejects.toThrow('smartlook load timeout');
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await rejection;
    doc.scripts[0]?.load();
  });

  it('leaves the nonce out when none is given and honours a shorter timeout', async () => {
    const doc = fakeDocument();
    const loading = injectScript(doc, {
      name: 'adform',
      src: 'https://x.test/a.js',
      timers,
      timeoutMs: 3000,
    });
    expect(doc.scripts[0]?.attributes.has('nonce')).toBe(false);
    const rejection = expect(loading).rejects.toThrow('adform load timeout');
    await vi.advanceTimersByTimeAsync(3000);
    await rejection;
  });
});
