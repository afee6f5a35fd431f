import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_INTERVAL_MS,
  createBuildWatcher,
  fetchLatestBuildId,
  readBuildId,
  scheduleBuildChecks,
} from './buildWatcher';

function setup(latest: string | null, start = 1_000_000) {
  let time = start;
  const reload = vi.fn<(href: string) => void>();
  const storage = memoryStorage();
  const watcher = createBuildWatcher({
    currentBuildId: 'build-1',
    fetchLatestBuildId: async () => latest,
    reload,
    storage,
    now: () => time,
  });
  return {
    watcher,
    reload,
    storage,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('new build detection', () => {
  it('navigates normally while the build is current', async () => {
    const { watcher, reload } = setup('build-1');
    expect(await watcher.check()).toBe(false);
    expect(watcher.handleNavigation('/blog')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats an unknown latest build as current', async () => {
    const { watcher } = setup(null);
    expect(await watcher.check()).toBe(false);
    expect(watcher.handleNavigation('/blog')).toBe(false);
  });

  it('turns the next navigation into a full load after a new build', async () => {
    const { watcher, reload, storage } = setup('build-2');
    expect(await watcher.check()).toBe(true);
    expect(watcher.handleNavigation('/recenzie')).toBe(true);
    expect(reload).toHaveBeenCalledWith('/recenzie');
    expect(storage.getItem('buildReloadAt')).toBe('1000000');
  });

  it('never reloads twice within 10 s', async () => {
    const { watcher, reload, advance } = setup('build-2');
    await watcher.check();
    watcher.handleNavigation('/a');
    advance(9_999);
    expect(watcher.handleNavigation('/b')).toBe(false);
    advance(1);
    expect(watcher.handleNavigation('/c')).toBe(true);
    expect(reload.mock.calls).toEqual([['/a'], ['/c']]);
  });

  it('keeps the guard across the reload through storage', async () => {
    const storage = memoryStorage({ buildReloadAt: '995000' });
    const reload = vi.fn();
    const watcher = createBuildWatcher({
      currentBuildId: 'build-1',
      fetchLatestBuildId: async () => 'build-3',
      reload,
      storage,
      now: () => 1_000_000,
    });
    await watcher.check();
    expect(watcher.handleNavigation('/x')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  const respond = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('reads the build id without the HTTP cache', async () => {
    const fetchFn = respond({ buildId: 'abc123' });
    expect(await fetchLatestBuildId(fetchFn)).toBe('abc123');
    expect(fetchFn).toHaveBeenCalledWith(
      '/_build/latest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('reads failures and odd bodies as unknown', async () => {
    expect(await fetchLatestBuildId(respond({ buildId: 'x' }, 404))).toBeNull();
    expect(await fetchLatestBuildId(respond({ id: 'x' }))).toBeNull();
    expect(await fetchLatestBuildId(respond('x'))).toBeNull();
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await fetchLatestBuildId(failing)).toBeNull();
  });
});

describe('readBuildId', () => {
  it('reads the build-id meta tag', () => {
    const doc = {
      querySelector: (selector: string) =>
        selector === 'meta[name="build-id"]' ? { getAttribute: () => 'build-7' } : null,
    } as unknown as Document;
    expect(readBuildId(doc)).toBe('build-7');
    expect(readBuildId({ querySelector: () => null } as unknown as Document)).toBeNull();
  });
});

describe('when the latest build is asked for', () => {
  it('asks about 1 s after the page starts, then every poll interval, until stopped', () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn();
      const stop = scheduleBuildChecks(globalThis as unknown as Window, check);
      vi.advanceTimersByTime(999);
      expect(check).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(check).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(BUILD_POLL_INTERVAL_MS);
      expect(check).toHaveBeenCalledTimes(2);
      stop();
      vi.advanceTimersByTime(BUILD_POLL_INTERVAL_MS * 3);
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
