import { describe, expect, it, vi } from 'vitest';
import { createDeferredPart } from './deferredPart';

describe('createDeferredPart', () => {
  it('loads once and then holds the value synchronously', async () => {
    const load = vi.fn(async () => 'footer');
    const part = createDeferredPart(load);
    expect(load).not.toHaveBeenCalled();
    expect(part.loaded()).toBeUndefined();
    const first = part.preload();
    expect(part.preload()).toBe(first);
    expect(part.loaded()).toBeUndefined();
    await expect(first).resolves.toBe('footer');
    expect(part.loaded()).toBe('footer');
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce('footer');
    const part = createDeferredPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part.preload()).resolves.toBe('footer');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
