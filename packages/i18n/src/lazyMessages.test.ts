import { describe, expect, it, vi } from 'vitest';
import { csLazyMessages } from './cs';
import { createLazyMessageStore } from './lazyMessages';
import { skLazyMessages } from './sk';

describe('createLazyMessageStore', () => {
  it('loads a namespace once and then has it at hand', async () => {
    const infoPages = vi.fn(() => csLazyMessages.infoPages());
    const store = createLazyMessageStore({ ...csLazyMessages, infoPages });
    expect(store.peek('infoPages')).toBeUndefined();
    const [first, second] = await Promise.all([store.load('infoPages'), store.load('infoPages')]);
    expect(first).toBe(second);
    expect(store.peek('infoPages')).toBe(first);
    expect(infoPages).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const messages = await skLazyMessages.infoPages();
    const infoPages = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(messages);
    const store = createLazyMessageStore({ ...skLazyMessages, infoPages });
    await expect(store.load('infoPages')).rejects.toThrow('offline');
    expect(store.peek('infoPages')).toBeUndefined();
    await expect(store.load('infoPages')).resolves.toBe(messages);
    expect(store.peek('infoPages')).toBe(messages);
  });
});
