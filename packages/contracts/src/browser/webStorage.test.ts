import { describe, expect, it } from 'vitest';
import { memoryStorage, safeStorage } from '../browser';

describe('safeStorage', () => {
  it('passes reads, writes and removals through to the storage', () => {
    const backing = new Map<string, string>();
    const storage = safeStorage(
      () =>
        ({
          getItem: (key: string) => backing.get(key) ?? null,
          setItem: (key: string, value: string) => backing.set(key, value),
          removeItem: (key: string) => backing.delete(key),
        }) as unknown as Storage,
    );
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('reads null and drops writes when the storage is missing or throws', () => {
    const throwing = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.getItem('a')).toBeNull();
    expect(() => throwing.setItem('a', '1')).not.toThrow();
    expect(() => throwing.removeItem('a')).not.toThrow();
    expect(safeStorage(() => null).getItem('a')).toBeNull();
  });
});

describe('memoryStorage', () => {
  it('keeps values from its start and after writes until removed', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual(['1', '2']);
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});
