import type { ClickData } from './tracker';

/** Clicks on these elements are tracked; `data-track` marks anything else worth counting. */
export const CLICK_TARGET_SELECTOR = 'a, button, [data-track]';
const MAX_TEXT_LENGTH = 100;

/**
 * `{ id, type, text }` of the trackable element around a click target: the id is `data-track`,
 * else the element id, else the link target; the type is `data-track-type`, else the tag name.
 */
export function readClickData(target: EventTarget | null): ClickData | undefined {
  const start = target as Partial<Element> | null;
  if (!start || typeof start.closest !== 'function') return undefined;
  const element = start.closest(CLICK_TARGET_SELECTOR);
  if (!element) return undefined;
  const id = element.getAttribute('data-track') || element.id || element.getAttribute('href') || '';
  const type = element.getAttribute('data-track-type') || element.tagName.toLowerCase();
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH);
  return { id, type, text };
}

/** Delegates clicks on the whole document (capture phase, so stopped events count too). */
export function bindClickTracking(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  onClick: (data: ClickData) => void,
): () => void {
  const listener = (event: Event) => {
    const data = readClickData(event.target);
    if (data) onClick(data);
  };
  doc.addEventListener('click', listener, { capture: true });
  return () => doc.removeEventListener('click', listener, { capture: true });
}
