import { describe, expect, it, vi } from 'vitest';
import { csLazyMessages } from './cs';
import { createLazyMessageStore } from './lazyMessages';
import { skLazyMessages } from './sk';

describe('createLazyMessageStore', () => {
  it('loads a namespace once and then has it at hand', async () => {
    const infoHub = vi.fn(() => csLazyMessages.infoHub());
    const store = createLazyMessageStore({ ...csLazyMessages, infoHub });
    expect(store.peek('infoHub')).toBeUndefined();
    const [first, second] = await Promise.all([store.load('infoHub'), store.load('infoHub')]);
    expect(first).toBe(second);
    expect(store.peek('infoHub')).toBe(first);
    expect(infoHub).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const messages = await skLazyMessages.infoHub();
    const infoHub = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(messages);
    const store = createLazyMessageStore({ ...skLazyMessages, infoHub });
    await expect(store.load('infoHub')).rejects.toThrow('offline');
    expect(store.peek('infoHub')).toBeUndefined();
    await expect(store.load('infoHub')).resolves.toBe(messages);
    expect(store.peek('infoHub')).toBe(messages);
  });
});
