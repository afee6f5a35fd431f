import { describe, expect, it, vi } from 'vitest';
import { createSectionObserver, observeSections, SECTION_THRESHOLDS } from './sectionObserver';

/** Records the observer so a test can play intersection changes. */
function fakeHost() {
  const state: {
    callback?: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    observed: Set<Element>;
    disconnected: boolean;
  } = { observed: new Set(), disconnected: false };
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      state.callback = callback;
      state.options = options;
    }
    observe(element: Element) {
      state.observed.add(element);
    }
    unobserve(element: Element) {
      state.observed.delete(element);
    }
    disconnect() {
      state.disconnected = true;
      state.observed.clear();
    }
  }
  const play = (...changes: Array<[Element, number]>) =>
    state.callback?.(
      changes.map(
        ([target, ratio]) =>
          ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry,
      ),
      {} as IntersectionObserver,
    );
  return { host: { IntersectionObserver: FakeObserver }, state, play };
}

const element = (name: string, attributes: Record<string, string> = {}) =>
  ({ name, getAttribute: (key: string) => attributes[key] ?? null }) as unknown as Element;

describe('createSectionObserver', () => {
  it('uses the SPEC thresholds and reports sorted sections visible at ratio 0.3 when the set changes', () => {
    const { host, state, play } = fakeHost();
    const onVisible = vi.fn();
    const observer = createSectionObserver(host, onVisible);
    const [hero, offer, faq] = [element('hero'), element('offer'), element('faq')];
    observer.observe(hero, 'hero');
    observer.observe(offer, 'offer');
    observer.observe(faq, 'faq');
    expect(state.options?.threshold).toEqual([...SECTION_THRESHOLDS]);
    expect(SECTION_THRESHOLDS).toEqual([0.1, 0.25, 0.5, 0.75, 0.9]);

    play([offer, 0.25]);
    expect(onVisible).not.toHaveBeenCalled();
    play([offer, 0.5], [hero, 0.9]);
    play([hero, 0.75]);
    play([faq, 0.3]);
    play([hero, 0.1]);
    expect(onVisible.mock.calls).toEqual([
      [['hero', 'offer']],
      [['faq', 'hero', 'offer']],
      [['faq', 'offer']],
    ]);
  });

  it('drops an unwatched section and stops on disconnect', () => {
    const { host, state, play } = fakeHost();
    const onVisible = vi.fn();
    const observer = createSectionObserver(host, onVisible);
    const [hero, offer] = [element('hero'), element('offer')];
    const unwatchHero = observer.observe(hero, 'hero');
    observer.observe(offer, 'offer');
    play([hero, 1], [offer, 1]);
    unwatchHero();
    expect(state.observed.has(hero)).toBe(false);
    observer.disconnect();
    expect(state.disconnected).toBe(true);
    expect(onVisible.mock.calls).toEqual([[['hero', 'offer']], [['offer']]]);
  });
});

describe('observeSections', () => {
  it('watches the marked elements under the root', () => {
    const { host, state, play } = fakeHost();
    const onVisible = vi.fn();
    const hero = element('hero', { 'data-track-section': 'hero' });
    const root = { querySelectorAll: vi.fn(() => [hero]) } as unknown as ParentNode;
    const disconnect = observeSections(root, onVisible, host);
    expect(root.querySelectorAll).toHaveBeenCalledWith('[data-track-section]');
    play([hero, 0.5]);
    expect(onVisible).toHaveBeenCalledWith(['hero']);
    disconnect();
    expect(state.disconnected).toBe(true);
  });
});
