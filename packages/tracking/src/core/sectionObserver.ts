/** The observer reports at these ratios, and a section counts as seen from 0.3. */
export const SECTION_THRESHOLDS = [0.1, 0.25, 0.5, 0.75, 0.9] as const;
export const SECTION_VISIBLE_RATIO = 0.3;
/** Elements carrying this attribute are picked up by `observeSections`; its value is the id. */
export const SECTION_ATTRIBUTE = 'data-track-section';

type ObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;

export interface SectionObserverHost {
  IntersectionObserver: ObserverConstructor;
}

export interface SectionObserver {
  /** Watches one element under a section id; returns the unwatch. */
  observe(element: Element, id: string): () => void;
  disconnect(): void;
}

/**
 * Tracks which sections are at least 30 % visible and calls `onVisible` with their sorted ids
 * whenever that set changes (an empty set is not reported: it says nothing about reading).
 */
export function createSectionObserver(
  host: SectionObserverHost,
  onVisible: (sections: string[]) => void,
): SectionObserver {
  const ids = new Map<Element, string>();
  const visible = new Set<Element>();
  let reported = '';

  function report(): void {
    const sections = [...new Set([...visible].map((element) => ids.get(element) ?? ''))]
      .filter((id) => id !== '')
      .sort();
    const key = sections.join('\n');
    if (key === reported) return;
    reported = key;
    if (sections.length > 0) onVisible(sections);
  }

  const observer = new host.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!ids.has(entry.target)) continue;
        if (entry.isIntersecting && entry.intersectionRatio >= SECTION_VISIBLE_RATIO)
          visible.add(entry.target);
        else visible.delete(entry.target);
      }
      report();
    },
    { threshold: [...SECTION_THRESHOLDS] },
  );

  return {
    observe(element, id) {
      ids.set(element, id);
      observer.observe(element);
      return () => {
        observer.unobserve(element);
        ids.delete(element);
        if (visible.delete(element)) report();
      };
    },
    disconnect() {
      observer.disconnect();
      ids.clear();
      visible.clear();
      reported = '';
    },
  };
}

/** Watches every `[data-track-section]` element under `root`; returns the disconnect. */
export function observeSections(
  root: Pick<ParentNode, 'querySelectorAll'>,
  onVisible: (sections: string[]) => void,
  host: SectionObserverHost,
): () => void {
  const observer = createSectionObserver(host, onVisible);
  for (const element of root.querySelectorAll(`[${SECTION_ATTRIBUTE}]`)) {
    const id = element.getAttribute(SECTION_ATTRIBUTE);
    if (id) observer.observe(element, id);
  }
  return () => observer.disconnect();
}
