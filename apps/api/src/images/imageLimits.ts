import { z } from 'zod';
import { createRateLimiter, type RateLimiter } from '../api/rateLimiter';
import { createImageCache, type ImageCache } from './imageCache';
import { createRenderQueue, type RenderQueue } from './renderQueue';

export interface ImageLimitSettings {
  /** `IMAGE_CACHE_MAX_MB`: disk the rendered images may take (default 200 MB). */
  cacheMaxBytes: number;
  /** `IMAGE_RENDER_CONCURRENCY`: renders at once (default 2). */
  renderConcurrency: number;
  /** `IMAGE_RENDER_QUEUE`: renders waiting for a slot before the next answers 503 (default 16). */
  renderQueue: number;
  /** `IMAGE_RENDERS_PER_MINUTE`: renders one address may cause a minute; cache hits are free (default 60). */
  rendersPerMinute: number;
}

/** What the image handlers of one process share: one cache per directory, one set of slots. */
export interface ImageLimits {
  cache: ImageCache;
  renders: RenderQueue;
  /** Counts renders (not cache hits) per client address. */
  renderBudget: RateLimiter;
}

export const defaultImageLimitSettings: ImageLimitSettings = {
  cacheMaxBytes: 200 * 1024 * 1024,
  renderConcurrency: 2,
  renderQueue: 16,
  rendersPerMinute: 60,
};

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const positive = z.preprocess(blankAsMissing, z.coerce.number().int().min(1).optional());
const envSchema = z.object({
  IMAGE_CACHE_MAX_MB: positive,
  IMAGE_RENDER_CONCURRENCY: positive,
  IMAGE_RENDER_QUEUE: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).optional()),
  IMAGE_RENDERS_PER_MINUTE: positive,
});

/** The image limits from environment variables, defaults for those unset; throws on a bad value. */
export function readImageLimitSettings(env: Record<string, string | undefined>): ImageLimitSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const defaults = defaultImageLimitSettings;
  return {
    cacheMaxBytes:
      values.IMAGE_CACHE_MAX_MB === undefined
        ? defaults.cacheMaxBytes
        : values.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    renderConcurrency: values.IMAGE_RENDER_CONCURRENCY ?? defaults.renderConcurrency,
    renderQueue: values.IMAGE_RENDER_QUEUE ?? defaults.renderQueue,
    rendersPerMinute: values.IMAGE_RENDERS_PER_MINUTE ?? defaults.rendersPerMinute,
  };
}

export function createImageLimits(
  options: { cacheDir: string; now?: () => number } & Partial<ImageLimitSettings>,
): ImageLimits {
  const settings = { ...defaultImageLimitSettings, ...options };
  return {
    cache: createImageCache({ dir: options.cacheDir, maxBytes: settings.cacheMaxBytes }),
    renders: createRenderQueue({ concurrency: settings.renderConcurrency, maxQueued: settings.renderQueue }),
    renderBudget: createRateLimiter({
      limit: settings.rendersPerMinute,
      windowMs: 60_000,
      ...(options.now ? { now: options.now } : {}),
    }),
  };
}
