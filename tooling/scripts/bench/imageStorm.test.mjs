import { describe, expect, it } from 'vitest';
import { imageStormChecks, oneAddressStorm, spreadStorm } from './imageStorm.mjs';

const MiB = 1024 * 1024;

const wave = (fields) => ({
  name: 'wave',
  requests: 500,
  distinct: 500,
  concurrency: 8,
  rendered: 0,
  redirected: 0,
  refused: 0,
  rateLimited: 0,
  busy: 0,
  statuses: {},
  seconds: 1.1,
  cpuSeconds: 1.1,
  cacheAfter: { files: 0, bytes: 0 },
  ...fields,
});

/** The figures of a run with the default limits. */
const measured = {
  settings: {},
  waves: [
    wave({
      rendered: 60,
      redirected: 188,
      refused: 199,
      rateLimited: 53,
      cacheAfter: { files: 60, bytes: 0.1 * MiB },
    }),
    wave({
      concurrency: 32,
      rendered: 39,
      busy: 461,
      seconds: 1.2,
      cacheAfter: { files: 99, bytes: 0.2 * MiB },
    }),
  ],
};

describe('the storms', () => {
  it('are 500 distinct variants each', () => {
    expect(new Set(oneAddressStorm()).size).toBe(500);
    expect(new Set(spreadStorm()).size).toBe(500);
  });
});

describe('imageStormChecks', () => {
  it('judges the one-address wave by the render budget and the cache by its cap', () => {
    expect(imageStormChecks({ imageStorm: measured })).toEqual([
      {
        budget:
          'image storm, 500 distinct variants from one address: at most 60 rendered and cached a started minute, the rest answered without a render',
        value:
          '60 rendered (60 files cached), 188 redirected, 199 refused, 53 rate limited, 0 busy in 1.1 s (1.1 s CPU)',
        ok: true,
      },
      {
        budget: 'image storm: cache after 1000 variant requests within its cap (200 MiB)',
        value: '99 files, 0.2 MiB',
        ok: true,
      },
    ]);
  });

  it('misses when one address had more renders than its budget', () => {
    const storm = { ...measured, waves: [wave({ rendered: 200, cacheAfter: { files: 200, bytes: MiB } })] };
    expect(imageStormChecks({ imageStorm: storm })[0]?.ok).toBe(false);
  });

  it('allows a budget per started minute of a slow wave', () => {
    const slow = wave({ rendered: 110, seconds: 75, cacheAfter: { files: 110, bytes: MiB } });
    expect(imageStormChecks({ imageStorm: { settings: {}, waves: [slow] } })[0]?.ok).toBe(true);
  });

  it('judges by the limits the storm ran with', () => {
    const storm = {
      settings: { IMAGE_RENDERS_PER_MINUTE: '10', IMAGE_CACHE_MAX_MB: '1' },
      waves: [wave({ rendered: 20, cacheAfter: { files: 20, bytes: 2 * MiB } })],
    };
    const [renders, cache] = imageStormChecks({ imageStorm: storm });
    expect(renders?.budget).toContain('at most 10 rendered');
    expect(renders?.ok).toBe(false);
    expect(cache?.budget).toContain('(1 MiB)');
    expect(cache?.ok).toBe(false);
  });

  it('has no rows without a storm', () => {
    expect(imageStormChecks({ imageStormError: 'skipped (BENCH_SKIP_IMAGE_STORM)' })).toEqual([]);
  });
});
