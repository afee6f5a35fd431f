import { describe, expect, it, vi } from 'vitest';
import {
  hashScrollTop,
  hashTargetId,
  MISSING_SCROLL_TARGET,
  scrollToHash,
  scrollToHashAsPageSettles,
} from './hashScroll';

function fakeWindow(scrollY: number, reduceMotion = false) {
  return {
    scrollY,
    scrollTo: vi.fn(),
    matchMedia: vi.fn(() => ({ matches: reduceMotion })),
  } as unknown as Window & { scrollTo: ReturnType<typeof vi.fn> };
}

function fakeDocument(elements: Record<string, number>) {
  return {
    getElementById: (id: string) =>
      id in elements ? ({ getBoundingClientRect: () => ({ top: elements[id] }) } as HTMLElement) : null,
  };
}

describe('hash scrolling', () => {
  it('reads the element id from a hash', () => {
    expect(hashTargetId('#objednavka')).toBe('objednavka');
    expect(hashTargetId('#v%C3%BDhody')).toBe('výhody');
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('')).toBeNull();
  });

  it('leaves 100 px above the target', () => {
    expect(hashScrollTop(500, 1000)).toBe(1400);
    expect(hashScrollTop(50, 0)).toBe(0);
  });

  it('scrolls smoothly to the element', () => {
    const win = fakeWindow(200);
    expect(scrollToHash('#benefits', { doc: fakeDocument({ benefits: 900 }), win })).toBe(true);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 1000, behavior: 'smooth' });
  });

  it('jumps without animation for reduced motion', () => {
    const win = fakeWindow(0, true);
    scrollToHash('#benefits', { doc: fakeDocument({ benefits: 300 }), win, offset: 0 });
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'auto' });
  });

  it('reports a missing target instead of scrolling', () => {
    const win = fakeWindow(0);
    const onMissing = vi.fn();
    expect(scrollToHash('#nothing', { doc: fakeDocument({}), win, onMissing })).toBe(false);
    expect(onMissing).toHaveBeenCalledWith(MISSING_SCROLL_TARGET);
    expect(MISSING_SCROLL_TARGET).toBe('Attempt to scroll to non-existent element');
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});

describe('hash scrolling as the page loads', () => {
  it('scrolls at once and again after 100 ms and 500 ms, following a target that moves', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow(0);
      const elements: Record<string, number> = { faq: 900 };
      scrollToHashAsPageSettles('#faq', {
        doc: fakeDocument(elements),
        win,
        timers: globalThis as unknown as Window,
      });
      expect(win.scrollTo).toHaveBeenCalledTimes(1);
      elements.faq = 1300; // an image above it has loaded
      vi.advanceTimersByTime(100);
      expect(win.scrollTo).toHaveBeenCalledTimes(2);
      expect(win.scrollTo).toHaveBeenLastCalledWith({ top: 1200, behavior: 'smooth' });
      vi.advanceTimersByTime(400);
      expect(win.scrollTo).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(5_000);
      expect(win.scrollTo).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a missing target once and schedules nothing', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow(0);
      const onMissing = vi.fn();
      scrollToHashAsPageSettles('#gone', {
        doc: fakeDocument({}),
        win,
        onMissing,
        timers: globalThis as unknown as Window,
      });
      vi.advanceTimersByTime(1_000);
      expect(onMissing).toHaveBeenCalledTimes(1);
      expect(win.scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the later scrolls when cancelled', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow(0);
      const cancel = scrollToHashAsPageSettles('#faq', {
        doc: fakeDocument({ faq: 900 }),
        win,
        timers: globalThis as unknown as Window,
      });
      cancel();
      vi.advanceTimersByTime(1_000);
      expect(win.scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
