const HASHED_ASSET = /^\/assets\//;
const ALWAYS_REVALIDATE = /^\/_build\//;

/**
 * Cache-Control for a file of the client build: hashed assets never change under their name;
 * the latest-build file must be fresh for new-build detection; other public files (favicon,
 * robots.txt, shell images) may be replaced by a deploy, so they are cached briefly.
 */
export function cacheControlForFile(path: string): string {
  if (HASHED_ASSET.test(path)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATE.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** Documents are revalidated on every load so a deploy shows at once. */
export const HTML_CACHE_CONTROL = 'no-cache';
