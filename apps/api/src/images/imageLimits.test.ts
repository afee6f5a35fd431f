import { describe, expect, it } from 'vitest';
import { defaultImageLimitSettings, readImageLimitSettings } from './imageLimits';

describe('readImageLimitSettings', () => {
  it('has defaults for every setting', () => {
    expect(readImageLimitSettings({})).toEqual(defaultImageLimitSettings);
    expect(defaultImageLimitSettings).toEqual({
      cacheMaxBytes: 200 * 1024 * 1024,
      renderConcurrency: 2,
      renderQueue: 16,
      rendersPerMinute: 60,
    });
  });

  it('reads the environment variables', () => {
    expect(
      readImageLimitSettings({
        IMAGE_CACHE_MAX_MB: '50',
        IMAGE_RENDER_CONCURRENCY: '4',
        IMAGE_RENDER_QUEUE: '0',
        IMAGE_RENDERS_PER_MINUTE: '',
      }),
    ).toEqual({
      cacheMaxBytes: 50 * 1024 * 1024,
      renderConcurrency: 4,
      renderQueue: 0,
      rendersPerMinute: 60,
    });
  });

  it('throws on a value that is not a positive whole number', () => {
    expect(() => readImageLimitSettings({ IMAGE_RENDER_CONCURRENCY: '0' })).toThrow(
      /IMAGE_RENDER_CONCURRENCY/,
    );
    expect(() => readImageLimitSettings({ IMAGE_CACHE_MAX_MB: 'lots' })).toThrow(/IMAGE_CACHE_MAX_MB/);
  });
});
