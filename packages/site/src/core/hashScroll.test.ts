import { describe, expect, it, vi } from 'vitest';
import { hashScrollTop, hashTargetId, MISSING_SCROLL_TARGET, scrollToHash } from './hashScroll';

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
