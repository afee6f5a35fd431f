/**
 * A route component's import that gives `importFallback`'s module when its own cannot be fetched
 * (a flaky connection), so the page can say so itself instead of the router's error view.
 */
export function withFallbackModule<Module, Fallback>(
  importModule: () => Promise<Module>,
  importFallback: () => Promise<Fallback>,
): () => Promise<Module | Fallback> {
  return () => importModule().catch(() => importFallback());
}
