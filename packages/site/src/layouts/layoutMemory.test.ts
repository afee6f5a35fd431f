import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { previousLayout, rememberLayout } from './layoutMemory';

describe('layout memory', () => {
  it('is empty at first', () => {
    expect(previousLayout(memoryStorage())).toBeNull();
  });

  it('remembers the default and year layouts under previousLayout', () => {
    const storage = memoryStorage();
    rememberLayout('year', storage);
    expect(storage.getItem('previousLayout')).toBe('year');
    rememberLayout('default', storage);
    expect(previousLayout(storage)).toBe('default');
  });

  it('keeps the last one through pages with other layouts', () => {
    const storage = memoryStorage();
    rememberLayout('year', storage);
    rememberLayout('subpage', storage);
    rememberLayout('orderpage', storage);
    rememberLayout('default-experiment', storage);
    expect(previousLayout(storage)).toBe('year');
  });

  it('ignores a tampered value', () => {
    expect(previousLayout(memoryStorage({ previousLayout: 'admin' }))).toBeNull();
  });
});
