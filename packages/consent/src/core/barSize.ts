/** Set on `<html>` while the bar shows: its height, so a page can keep its end and focus clear of it. */
export const CONSENT_BAR_SIZE_PROPERTY = '--shop-consent-bar-block-size';

/**
 * Publishes `bar`'s height on its document's `<html>` as `CONSENT_BAR_SIZE_PROPERTY`, again whenever
 * it changes (0 once it is hidden), until the returned function removes it. Needs no framework, so a
 * page can keep its end clear of a server-rendered bar before the bar's own code has loaded.
 */
export function publishBarSize(bar: HTMLElement): () => void {
  const root = bar.ownerDocument.documentElement;
  const publish = () => root.style.setProperty(CONSENT_BAR_SIZE_PROPERTY, `${bar.offsetHeight}px`);
  const view = bar.ownerDocument.defaultView as (Window & typeof globalThis) | null;
  const observer = view?.ResizeObserver ? new view.ResizeObserver(publish) : null;
  observer?.observe(bar);
  publish();
  return () => {
    observer?.disconnect();
    root.style.removeProperty(CONSENT_BAR_SIZE_PROPERTY);
  };
}
