import { EARLY_LIVE_ATTRIBUTE, EARLY_REGION_ATTRIBUTE } from '../layouts/earlyClicks';

/**
 * The in-site address a click should go to without loading a new document, or null. Links in a
 * region whose code has not run yet (the footer before it is used) are plain `<a>` elements; a
 * plain left click on one that stays on this origin is routed in the page, as the link would once
 * hydrated. Clicks with a modifier key, on links to other origins, opening a new window or
 * downloading a file are left to the browser.
 */
export function earlyLinkTarget(event: MouseEvent, win: Window): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return null;
  const region = link.closest(`[${EARLY_REGION_ATTRIBUTE}]`);
  if (!region || region.hasAttribute(EARLY_LIVE_ATTRIBUTE)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, win.location.href);
  if (url.origin !== win.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
