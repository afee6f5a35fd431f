import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_EVENT } from './earlyClicks';
import { USE_EVENTS, watchRegionUse } from './regionUse';

function region(html = '<button>Accept</button>'): HTMLElement {
  const element = document.createElement('div');
  element.style.display = 'contents';
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('watchRegionUse', () => {
  it.each(USE_EVENTS)('asks for the code once at a %s in the region', (type) => {
    const bar = region();
    const wanted = vi.fn();
    watchRegionUse(window, bar, {}, wanted);
    bar.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
    bar.dispatchEvent(new Event(type, { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('ignores what happens elsewhere on the page', () => {
    const bar = region();
    const elsewhere = region('<button>Menu</button>');
    const wanted = vi.fn();
    watchRegionUse(window, bar, {}, wanted);
    for (const type of USE_EVENTS) elsewhere.dispatchEvent(new Event(type, { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();
  });

  it('asks when a window event it is told of arrives, such as a request for its settings', () => {
    const bar = region();
    const wanted = vi.fn();
    watchRegionUse(window, bar, { windowEvents: ['shop:consent-open'] }, wanted);
    window.dispatchEvent(new Event('shop:other'));
    expect(wanted).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('shop:consent-open'));
    window.dispatchEvent(new Event('shop:consent-open'));
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('asks at once for a region where a kept click already waits', () => {
    const bar = region();
    const queued = bar.querySelector('button') as HTMLButtonElement;
    const scope = window as Window & { __shopEarlyClicks?: { queue: Element[]; live: boolean } };
    scope.__shopEarlyClicks = { queue: [queued], live: false };
    try {
      const wanted = vi.fn();
      watchRegionUse(window, bar, {}, wanted);
      expect(wanted).toHaveBeenCalledTimes(1);
    } finally {
      delete scope.__shopEarlyClicks;
    }
  });

  it('stops watching when told to', () => {
    const bar = region();
    const wanted = vi.fn();
    const stop = watchRegionUse(window, bar, { windowEvents: ['shop:consent-open'] }, wanted);
    stop();
    bar.dispatchEvent(new Event(EARLY_CLICK_EVENT));
    window.dispatchEvent(new Event('shop:consent-open'));
    expect(wanted).not.toHaveBeenCalled();
  });
});
