import { memoryStorage } from '@shop/contracts/browser';
import { notFound, redirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createChunkReloadGuard, isChunkLoadFailure } from './client';
import { RELOAD_GUARD_MS } from './navigation/buildWatcher';

describe('createChunkReloadGuard', () => {
  it('reloads on the first chunk failure', () => {
    const reload = vi.fn();
    const guard = createChunkReloadGuard({ storage: memoryStorage(), reload, now: () => 1_000_000 });
    expect(guard.onChunkLoadFailure()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within the guard window, even across the reload', () => {
    const storage = memoryStorage();
    let time = 1_000_000;
    const reload = vi.fn();
    createChunkReloadGuard({ storage, reload, now: () => time }).onChunkLoadFailure();
    time += RELOAD_GUARD_MS - 1;
    const afterReload = createChunkReloadGuard({ storage, reload, now: () => time });
    expect(afterReload.onChunkLoadFailure()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the window has passed', () => {
    const storage = memoryStorage();
    let time = 1_000_000;
    const reload = vi.fn();
    const guard = createChunkReloadGuard({ storage, reload, now: () => time });
    guard.onChunkLoadFailure();
    time += RELOAD_GUARD_MS;
    expect(guard.onChunkLoadFailure()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable stored time as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem('shop:chunkReloadAt', 'garbage');
    const reload = vi.fn();
    expect(createChunkReloadGuard({ storage, reload }).onChunkLoadFailure()).toBe(true);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['a stylesheet', new Error('Unable to preload CSS for /assets/a.css')],
  ])('recognises a chunk that failed to load in %s', (_, error) => {
    expect(isChunkLoadFailure(error)).toBe(true);
  });

  it.each([
    ['a loader not-found', notFound()],
    ['a loader redirect', redirect({ href: '/blog' })],
    ['a loader error', new Error('Loading the article x failed: http 500')],
    ['no payload', undefined],
  ])('leaves %s to the router', (_, error) => {
    expect(isChunkLoadFailure(error)).toBe(false);
  });
});
