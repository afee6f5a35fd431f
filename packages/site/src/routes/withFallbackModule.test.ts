import { describe, expect, it } from 'vitest';
import { withFallbackModule } from './withFallbackModule';

describe('withFallbackModule', () => {
  it('gives the module when its import succeeds, without asking for the fallback', async () => {
    let fallbackAsked = false;
    const load = withFallbackModule(
      async () => ({ OrderRoute: 'page' }),
      async () => {
        fallbackAsked = true;
        return { OrderRoute: 'fallback' };
      },
    );
    await expect(load()).resolves.toEqual({ OrderRoute: 'page' });
    expect(fallbackAsked).toBe(false);
  });

  it('gives the fallback module when the import rejects', async () => {
    const load = withFallbackModule(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      async () => ({ OrderRoute: 'fallback' }),
    );
    await expect(load()).resolves.toEqual({ OrderRoute: 'fallback' });
  });

  it('rejects with the fallback’s own failure when neither arrives', async () => {
    const load = withFallbackModule(
      () => Promise.reject(new TypeError('page')),
      () => Promise.reject(new TypeError('fallback')),
    );
    await expect(load()).rejects.toThrow('fallback');
  });
});
