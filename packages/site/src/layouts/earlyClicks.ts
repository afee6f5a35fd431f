/**
 * Taps made before the code behind them has arrived (SPEC's first visit from an ad: a shopper taps
 * the cookie bar the moment it is painted). Like Angular's event replay on Google's early event
 * contract, a tiny inline script placed before the page's content catches clicks on buttons whose
 * part of the page has not hydrated yet, keeps them, and lets each part replay its own once its
 * code runs. Links need none of this: before hydration they navigate as plain links.
 *
 * A part of the page that hydrates on its own (its code loads after the first script) is a region:
 * an element with `data-early-region`. Everything outside every region belongs to the page itself,
 * which is live once the first hydration has committed.
 */

/** Marks an element whose buttons wait for their own code: `replayEarlyClicks` with it makes them live. */
export const EARLY_REGION_ATTRIBUTE = 'data-early-region';
/** Set on a region once its code runs: clicks there reach it directly from then on. */
export const EARLY_LIVE_ATTRIBUTE = 'data-early-live';
/**
 * A selector on a region: a caught click on a button matching it hides the region at once (the
 * cookie bar hides at the tap on accept or deny), until its code replays the click.
 */
export const EARLY_HIDE_ON_ATTRIBUTE = 'data-early-hide-on';
/** Set by the inline script on a region hidden by a caught click; the site's CSS hides it. */
export const EARLY_HIDDEN_ATTRIBUTE = 'data-early-hidden';
/**
 * Dispatched on a region when the inline script keeps a click there (the click itself is stopped
 * before it reaches the region), so a region whose code loads on use can start loading it.
 */
export const EARLY_CLICK_EVENT = 'shop:early-click';
const GLOBAL = '__shopEarlyClicks';

interface EarlyClicks {
  /** Buttons clicked before their code ran, oldest first. */
  queue: Element[];
  /** True once the page outside every region has hydrated. */
  live: boolean;
}

type EarlyWindow = Window & { [GLOBAL]?: EarlyClicks };

/**
 * The inline script, for a `<script nonce>` before the page's content. It listens on `window` in
 * the capture phase, so it sees a click before React's listener on the document and can keep a
 * click on a part that is not live yet from reaching React, which would drop it.
 */
export function earlyClicksInlineScript(): string {
  return `(function(w){var s=w.${GLOBAL}={queue:[],live:false};w.addEventListener('click',function(e){var t=e.target,c=t&&t.closest&&t.closest('button,[role="button"]');if(!c||c.disabled||c.getAttribute('aria-disabled')==='true')return;var r=c.closest('[${EARLY_REGION_ATTRIBUTE}]');if(r?r.hasAttribute('${EARLY_LIVE_ATTRIBUTE}'):s.live)return;e.preventDefault();e.stopImmediatePropagation();s.queue.push(c);var h=r&&r.getAttribute('${EARLY_HIDE_ON_ATTRIBUTE}');if(h&&c.matches(h))r.setAttribute('${EARLY_HIDDEN_ATTRIBUTE}','');if(r)r.dispatchEvent(new Event('${EARLY_CLICK_EVENT}'))},true)})(window)`;
}

/** True when a click on a button in `region` waits for the region's code. */
export function hasEarlyClicks(win: Window, region: Element): boolean {
  const early = (win as EarlyWindow)[GLOBAL];
  return early?.queue.some((button) => button.isConnected && region.contains(button)) ?? false;
}

function regionOf(element: Element): Element | null {
  return element.closest(`[${EARLY_REGION_ATTRIBUTE}]`);
}

/**
 * Makes `region` live (or, without one, the page outside every region) and replays the clicks
 * caught there, in order, as clicks on the same buttons: react-aria presses a button on such a
 * click as it does on one from a screen reader. A button no longer in the page is dropped. Call it
 * once the region's code has run (an effect after its content hydrated). Returns how many clicks
 * were replayed.
 */
export function replayEarlyClicks(win: Window, region?: Element): number {
  const early = (win as EarlyWindow)[GLOBAL];
  if (region) region.setAttribute(EARLY_LIVE_ATTRIBUTE, '');
  else if (early) early.live = true;
  if (!early) return 0;
  // A button that left the page (its part re-rendered without it) has nothing to replay to.
  const waiting = early.queue.filter((button) => button.isConnected);
  const mine = waiting.filter((button) => (region ? region.contains(button) : !regionOf(button)));
  early.queue = waiting.filter((button) => !mine.includes(button));
  for (const button of mine) (button as HTMLElement).click();
  // The replayed clicks have updated the region; if they did not hide it for good, it shows again.
  region?.removeAttribute(EARLY_HIDDEN_ATTRIBUTE);
  return mine.length;
}
